"""The pass registry's groups (`pdlx.registration.register_passes`): each
group's module is imported on the first lookup of one of its passes, and
registers exactly the names the group declares. Each case runs in a fresh
interpreter, since a registry, once loaded, stays loaded."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_fresh(code: str) -> str:
    """`code` run by a new interpreter importing this checkout's pdlx; its stdout."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    p = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert p.returncode == 0, p.stderr
    return p.stdout


def test_each_group_registers_what_it_declares_when_first_looked_up() -> None:
    out = run_fresh(
        """
        import sys
        import pdlx
        from pdlx import passes, registration as r

        modules = {
            r.TRANSFORM_PASSES: "pdlx.transform.passes",
            r.PDL_PASSES: "pdlx.pdl.passes",
            r.REWRITE_PASSES: "pdlx.rewrite.passes",
            r.PATTERN_SET_PASSES: "pdlx.rewrite.pattern_sets",
        }
        groups = list(modules)
        for names in reversed(groups):  # the transform passes import the others' modules
            assert modules[names] not in sys.modules, names
            for name in names:
                assert passes.lookup(name) is not None, name
            assert modules[names] in sys.modules, names
        # nothing undeclared, in the declared order
        assert list(passes.registered()) == [n for g in groups for n in g]
        print("ok")
        """
    )
    assert out == "ok\n"


def test_pdl_pass_lookup_leaves_the_transform_interpreter_unimported() -> None:
    out = run_fresh(
        """
        import sys
        import pdlx.cli
        from pdlx import passes
        passes.lookup("test-pdl-bytecode-pass")
        passes.lookup("no-such-pass")
        print(sorted(m for m in sys.modules if m.startswith("pdlx.transform")))
        """
    )
    assert out == "[]\n"


def test_listing_order_does_not_depend_on_which_group_loaded_first() -> None:
    code = """
        import pdlx
        from pdlx import passes
        for name in {first!r}:
            passes.lookup(name)
        print(list(passes.registered()))
        """
    orders = {
        run_fresh(code.format(first=first))
        for first in ((), ("cse",), ("apply-pdl", "pdlx-apply-patterns"), ("symbol-dce",))
    }
    assert len(orders) == 1, orders
    assert orders.pop().startswith("['transform-interpreter', ")


def test_a_pass_replacing_a_built_in_one_stays_when_its_group_loads() -> None:
    out = run_fresh(
        """
        import pdlx
        from pdlx import passes

        def mine(snap, opts, pctx):
            return snap

        passes.lookup("apply-pdl")  # another group: "cse"'s is still pending
        passes.register_pass(passes.PassInfo("cse", mine))
        passes.lookup("canonicalize")  # loads "cse"'s group
        print(passes.lookup("cse").run is mine, list(passes.registered()).index("cse"))
        """
    )
    assert out == "True 8\n"


def test_threads_looking_up_a_group_being_loaded_wait_for_it() -> None:
    """Two threads look up a pass of a group not loaded yet: the one that
    does not load it waits for the other, rather than finding the pending
    entry gone and the pass not registered yet ("unknown pass")."""
    out = run_fresh(
        """
        import threading
        import pdlx
        from pdlx import passes

        passes.lookup("cse")  # the registry read once: the groups still pending
        barrier = threading.Barrier(2)
        got = {}

        def work(i):
            barrier.wait()
            info = passes.lookup("transform-interpreter")
            got[i] = info.name if info is not None else None

        threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        print(sorted(got.items()))
        """
    )
    assert out.strip() == "[(0, 'transform-interpreter'), (1, 'transform-interpreter')]"
