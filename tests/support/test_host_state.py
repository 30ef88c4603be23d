"""pdlx leaves its host's process-wide settings as it found them: the
thread stack size (set only to start pdlx's own big-stack thread, under a
lock), the recursion limit (given back after the last call, or left as the
host set it meanwhile) and the int/str conversion limit (CVE-2020-10735's
guard, which `import pdlx` used to switch off for the whole process)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading

import pdlx
from pdlx.support import deep

MODULE = 'module {\n  "test.a"() : () -> ()\n}\n'


def _hammer(threads: int, calls: int) -> None:
    barrier = threading.Barrier(threads)
    errors: list[BaseException] = []

    def work() -> None:
        try:
            barrier.wait()
            for _ in range(calls):
                pdlx.parse(MODULE, allow_unregistered=True)
        except BaseException as e:
            errors.append(e)

    ts = [threading.Thread(target=work) for _ in range(threads)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert not errors, errors


def test_concurrent_calls_restore_the_stack_size_and_recursion_limit() -> None:
    size, limit = threading.stack_size(), sys.getrecursionlimit()
    _hammer(8, 40)
    assert threading.stack_size() == size
    assert sys.getrecursionlimit() == limit


def test_a_recursion_limit_the_host_sets_during_a_call_stays() -> None:
    limit = sys.getrecursionlimit()
    try:

        def deep_call_then_host_sets() -> None:
            deep.need(deep.NESTING + 1)  # deep input: the limit is raised
            assert sys.getrecursionlimit() == deep.RECURSION_LIMIT
            sys.setrecursionlimit(5000)

        deep.run_deep(deep_call_then_host_sets)
        assert sys.getrecursionlimit() == 5000
    finally:
        sys.setrecursionlimit(limit)


def test_threads_started_after_concurrent_calls_have_the_default_stack() -> None:
    """Under a 4 GiB address-space limit, the host starts 16 threads after 8
    concurrent `pdlx.parse` loops: with the 512 MiB stack size left behind,
    that failed with "can't start new thread"."""
    code = textwrap.dedent(
        f"""
        import resource, sys, threading
        sys.path[:0] = {sys.path!r}
        import pdlx
        resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
        barrier = threading.Barrier(8)
        def work():
            barrier.wait()
            for _ in range(40):
                pdlx.parse({MODULE!r}, allow_unregistered=True)
        ts = [threading.Thread(target=work) for _ in range(8)]
        [t.start() for t in ts]
        [t.join() for t in ts]
        stop = threading.Event()
        host = [threading.Thread(target=stop.wait) for _ in range(16)]
        [t.start() for t in host]
        stop.set()
        [t.join() for t in host]
        print(threading.stack_size())
        """
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "0"


def test_import_keeps_the_int_str_conversion_guard() -> None:
    code = (
        "import sys; before = sys.get_int_max_str_digits()\n"
        "import pdlx, pdlx.ir, pdlx.syntax.parser, pdlx.api\n"
        "print(before, sys.get_int_max_str_digits())"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    before, after = proc.stdout.split()
    assert before == after != "0"


BIG = "1" + "0" * 5000


def test_huge_integers_round_trip_with_the_guard_on() -> None:
    """mlir-opt reads and prints a 5001-digit `i20000` (checked against it
    by hand; the text is what it prints); so does pdlx, converting in pieces
    (`pdlx.support.bigint`) with the host's guard left on."""
    from pdlx.syntax.parser import parse
    from pdlx.syntax.printer import print_module

    saved = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)
    try:
        text = (
            f'"test.a"() {{a = {BIG} : i20000, b = dense<[-{BIG}, 2]> : tensor<2xi20000>}}'
            " : () -> ()\n"
        )
        out = print_module(parse(text, "t.mlir", allow_unregistered=True), generic=False)
        assert out == (
            "module {\n"
            f'  "test.a"() {{a = {BIG} : i20000, b = dense<[-{BIG}, 2]> : tensor<2xi20000>}}'
            " : () -> ()\n}\n"
        )
        assert sys.get_int_max_str_digits() == 4300
    finally:
        sys.set_int_max_str_digits(saved)


def test_huge_integers_outside_and_during_calls() -> None:
    """An attribute parsed by pdlx prints with `str()` after the call too, and
    the guard stays on while a call runs: pdlx never lifts it (another thread
    of the host parsing untrusted text meanwhile stays protected)."""
    from pdlx.ir.attributes import IntegerAttr
    from pdlx.ir.snapshot import Operation

    saved = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)
    try:
        assert deep.run_shallow(sys.get_int_max_str_digits) == 4300
        assert deep.run_deep(sys.get_int_max_str_digits) == 4300
        assert deep.run_deep(sys.get_int_max_str_digits, pure=True) == 4300
        text = (
            f"func.func @f() -> i20000 {{\n  %c = arith.constant {BIG} : i20000\n"
            "  return %c : i20000\n}\n"
        )
        snap = pdlx.parse(text)
        out = pdlx.print_ir(snap)
        assert f"%c{BIG}_i20000 = arith.constant {BIG} : i20000" in out
        values = [
            Operation(snap, oid).attr("value")
            for oid, rec in snap.ops.items()
            if rec.name == "arith.constant"
        ]
        assert all(isinstance(v, IntegerAttr) for v in values)
        assert [str(v) for v in values] == [f"{BIG} : i20000"]
    finally:
        sys.set_int_max_str_digits(saved)
