"""Bad input never escapes as a Python exception.

Random bytes, invalid UTF-8, truncations and mutations of real inputs, huge
integers, duplicate names, 10,000 nested regions: pdlx-opt answers each with
either output (exit 0) or located diagnostics (exit 1), never a traceback.
"""

from __future__ import annotations

import io
import os
import random
from pathlib import Path

import data_paths
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pdlx.cli import run

CORPUS = data_paths.CORPUS
SEEDS = sorted(p for p in (CORPUS / "generic").glob("*.mlir")) + sorted(
    p for p in (CORPUS / "custom").glob("*.mlir")
)


def run_bytes(data: bytes, *flags: str, tmp: Path) -> tuple[int, str, str]:
    path = tmp / "input.mlir"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    rc = run([*flags, str(path)], stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def check(rc: int, out: str, err: str) -> None:
    assert rc in (0, 1), rc
    if rc == 1:
        assert "error:" in err, err
    assert "Traceback" not in err


FLAGS = (
    ("--allow-unregistered-dialect",),
    ("--allow-unregistered-dialect", "--mlir-print-op-generic"),
    ("--allow-unregistered-dialect", "--split-input-file"),
    (),
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.binary(max_size=300), flags=st.sampled_from(FLAGS))
def test_random_bytes(tmp_path: Path, data: bytes, flags: tuple[str, ...]) -> None:
    check(*run_bytes(data, *flags, tmp=tmp_path))


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    seed=st.sampled_from(SEEDS),
    cut=st.floats(min_value=0.0, max_value=1.0),
    edits=st.lists(
        st.tuples(
            st.floats(0.0, 1.0),
            st.sampled_from(
                [
                    b"",
                    b"\xff",
                    b"{",
                    b"}",
                    b"(",
                    b'"',
                    b"%0",
                    b"^bb0:",
                    b"\x00",
                    b"loc(",
                    b"-",
                    b"99999999999999999999999",
                    b"<",
                    b">",
                ]
            ),
        ),
        max_size=4,
    ),
    flags=st.sampled_from(FLAGS),
)
def test_truncated_and_mutated_inputs(
    tmp_path: Path, seed: Path, cut: float, edits: list[tuple[float, bytes]], flags: tuple[str, ...]
) -> None:
    data = bytearray(seed.read_bytes())
    data = data[: int(len(data) * cut) + 1] if cut < 1.0 else data
    for where, what in edits:
        i = int(where * len(data))
        data[i : i + 1] = what
    check(*run_bytes(bytes(data), *flags, tmp=tmp_path))


def test_deep_nesting_10000(tmp_path: Path) -> None:
    n = 10_000
    text = '"a.op"() ({\n' * n + "}) : () -> ()\n" * n
    rc, out, err = run_bytes(text.encode(), "--allow-unregistered-dialect", tmp=tmp_path)
    assert rc == 0, err[:500]
    assert out.count('"a.op"()') == n
    rc, out, err = run_bytes(
        text.encode(), "--allow-unregistered-dialect", "--mlir-print-op-generic", tmp=tmp_path
    )
    assert rc == 0
    # The same nesting, unbalanced: a located error.
    rc, out, err = run_bytes(text[:-20].encode(), "--allow-unregistered-dialect", tmp=tmp_path)
    assert rc == 1 and "error:" in err


def test_deep_nesting_walk_and_verify() -> None:
    from pdlx.syntax.parser import parse
    from pdlx.verify.verifier import verify

    n = 10_000
    text = (
        '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
        + '"a.op"() ({\n' * n
        + "}) : () -> ()\n" * n
        + '"func.return"() : () -> ()\n}) : () -> ()\n'
    )
    snap = parse(text, "deep.mlir", allow_unregistered=True)
    assert sum(1 for _ in snap.walk()) == n + 3
    assert sum(1 for _ in snap.walk(post_order=True)) == n + 3
    assert verify(snap) == []


def test_huge_and_duplicate(tmp_path: Path) -> None:
    cases = [
        b'"t.a"() {v = ' + b"9" * 5000 + b" : i64} : () -> ()",
        b'"t.a"() {v = ' + b"9" * 5000 + b" : i16777215} : () -> ()",
        b'%0 = "t.a"() : () -> i32\n%0 = "t.b"() : () -> i32',
        b'"t.a"() {a = 1, a = 2} : () -> ()',
        b'"t.a"() ({\n^bb0:\n^bb0:\n}) : () -> ()',
        b'"t.a"() : () -> ' + b"tensor<" * 3000,
        b"[" * 5000,
        b'"t.a"() {a = ' + b"[" * 5000 + b"]" * 5000 + b"} : () -> ()",
    ]
    for data in cases:
        check(*run_bytes(data, "--allow-unregistered-dialect", tmp=tmp_path))


def test_random_token_soup(tmp_path: Path) -> None:
    rnd = random.Random(1234)
    tokens = [
        '"t.op"',
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        "<",
        ">",
        ":",
        ",",
        "=",
        "->",
        "%0",
        "%1",
        "^bb0",
        "i32",
        "f32",
        "tensor",
        "loc",
        "dense",
        "#a",
        "!t",
        "@s",
        "1",
        "1.0",
        '"s"',
        "\n",
        "//",
        "{-#",
        "#-}",
    ]
    for _ in range(300):
        data = " ".join(rnd.choice(tokens) for _ in range(rnd.randint(1, 40)))
        check(*run_bytes(data.encode(), "--allow-unregistered-dialect", tmp=tmp_path))


def test_unreadable_input() -> None:
    err = io.StringIO()
    rc = run([os.devnull + "/does/not/exist"], stdout=io.StringIO(), stderr=err)
    assert rc == 1 and "Could not open input file" in err.getvalue()
