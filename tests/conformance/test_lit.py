"""pdlx's own lit tests (tests/conformance/lit/**), run by their RUN lines, and the
`--load-pdlx-extension` flag they rely on.

* Every RUN line of every file under tests/conformance/lit runs through tests/conformance/lit.py
  (`mlir-opt` and `pdlx-opt` stand for pdlx-opt, `FileCheck` for LLVM's).
* Differential: a RUN line whose first stage is `mlir-opt` (not `pdlx-opt`)
  is a promise that mlir-opt-22 accepts the file as it is. When
  `mlir-opt-22` is on PATH, that stage runs with both tools and their
  stdout, stderr and exit status must be identical, byte for byte. For a
  `--verify-diagnostics` line, the comparison is also made without it, on a
  copy of the file whose `expected-*` lines are disabled, so that the
  diagnostics themselves (text, locations, notes, source lines) are compared
  and not only their agreement with the expectations. Without mlir-opt-22
  these comparisons are skipped, saying so; the RUN lines still run.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import lit
import pytest

MLIR_OPT_22 = shutil.which("mlir-opt-22")
ROOT = lit.ROOT
CH3 = ROOT / "examples" / "transform_ch3" / "my_extension.py"

# Raw (expectations disabled) comparisons known to differ, and why.
RAW_KNOWN_DIFFERENT: dict[str, str] = {}


def _run_line_cases() -> list[object]:
    return [pytest.param(rl, id=rl.id) for f in lit.own_files() for rl in lit.run_lines(f)]


def test_lit_files_exist() -> None:
    names = {str(f.relative_to(lit.OWN)) for f in lit.own_files()}
    for expected in (
        "ch3/ops.mlir",
        "ch3/invalid.mlir",
        "ch3/sequence.mlir",
        "ch4/sequence.mlir",
        "ch4/multiple.mlir",
        "ch4/features.mlir",
    ):
        assert expected in names


@pytest.mark.parametrize("run_line", _run_line_cases())
def test_run_line(run_line: lit.RunLine) -> None:
    rc, report = lit.execute(run_line)
    assert rc == 0, report


# ---------------------------------------------------------------------------
# Differential: mlir-opt-22 against pdlx-opt


def _stages(cmd: str) -> list[str]:
    """Split a shell pipeline on the `|` outside quotes."""
    out, cur, quote = [], [], ""
    for c in cmd:
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "|":
            out.append("".join(cur).strip())
            cur = []
            continue
        cur.append(c)
    out.append("".join(cur).strip())
    return out


def _mlir_opt_stage(rl: lit.RunLine) -> str | None:
    first = _stages(rl.command)[0]
    return first if re.match(r"mlir-opt(\s|$)", first) else None


def _differential_cases() -> list[object]:
    out: list[object] = []
    for f in lit.own_files():
        for rl in lit.run_lines(f):
            stage = _mlir_opt_stage(rl)
            if stage is None:
                continue
            out.append(pytest.param(rl, False, id=f"{rl.id}-as-is"))
            if "verify-diagnostics" in stage:
                marks = []
                if rl.id in RAW_KNOWN_DIFFERENT:
                    marks.append(pytest.mark.xfail(strict=True, reason=RAW_KNOWN_DIFFERENT[rl.id]))
                out.append(pytest.param(rl, True, id=f"{rl.id}-raw", marks=marks))
    return out


def _run_stage(stage: str, tool: str, file: Path) -> tuple[int, bytes, bytes]:
    d = str(file.parent)
    cmd = stage.replace("%{fs-sep}", os.sep).replace("%s", str(file))
    cmd = cmd.replace("%p", d).replace("%S", d)
    cmd = re.sub(r"^mlir-opt(?![\w-])", tool, cmd)
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.setdefault("PDLX_TESTING", "1")
    proc = subprocess.run(
        ["bash", "-o", "pipefail", "-c", cmd],
        cwd=d,
        capture_output=True,
        timeout=300,
        env=env,
    )
    return proc.returncode, proc.stdout, proc.stderr


@pytest.mark.parametrize(("run_line", "raw"), _differential_cases())
def test_same_as_mlir_opt_22(run_line: lit.RunLine, raw: bool, tmp_path: Path) -> None:
    if MLIR_OPT_22 is None:
        pytest.skip(
            "mlir-opt-22 is not on PATH: the differential comparison is skipped "
            "(test_run_line still runs this RUN line with pdlx-opt)"
        )
    stage = _mlir_opt_stage(run_line)
    assert stage is not None
    file = run_line.file
    if raw:
        # Same lines, same columns: only the directives are disabled.
        text = file.read_text(encoding="utf-8").replace("expected-", "EXPECTED-")
        file = tmp_path / run_line.file.name
        file.write_text(text, encoding="utf-8")
        stage = re.sub(r"\s-?-verify-diagnostics(=\S+)?", "", stage)
    theirs = _run_stage(stage, MLIR_OPT_22, file)
    ours = _run_stage(stage, lit.pdlx_opt(), file)
    assert theirs[0] == ours[0], (
        f"exit status: mlir-opt-22 {theirs[0]}, pdlx-opt {ours[0]}\n{ours[2].decode()}"
    )
    assert ours[2].decode() == theirs[2].decode()
    assert ours[1].decode() == theirs[1].decode()


def test_differential_covers_ch4() -> None:
    ids = {str(p.id) for p in _differential_cases()}  # type: ignore[attr-defined]
    for name in ("sequence", "multiple", "features"):
        assert f"lit/ch4/{name}.mlir::RUN1-as-is" in ids
        assert f"lit/ch4/{name}.mlir::RUN1-raw" in ids


# ---------------------------------------------------------------------------
# --load-pdlx-extension

CALL_SCRIPT = """\
func.func private @orig()
func.func private @updated()
func.func @f() {
  call @orig() : () -> ()
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %call = transform.structured.match ops{["func.call"]} in %arg0 : (!transform.any_op) -> !transform.op<"func.call">
    transform.my.change_call_target %call, "updated" : !transform.op<"func.call">
    transform.yield
  }
}
"""


def _pdlx_opt(*argv: str) -> tuple[int, str, str]:
    from pdlx.cli import run

    out, err = io.StringIO(), io.StringIO()
    rc = run(list(argv), stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


@pytest.fixture
def call_input(tmp_path: Path) -> Path:
    p = tmp_path / "calls.mlir"
    p.write_text(CALL_SCRIPT)
    return p


def test_extension_from_a_file(call_input: Path) -> None:
    rc, out, err = _pdlx_opt(
        str(call_input), f"--load-pdlx-extension={CH3}", "--transform-interpreter"
    )
    assert (rc, err) == (0, "")
    assert "call @updated() : () -> ()" in out
    assert "call @orig()" not in out


def test_extension_from_a_module_name(call_input: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(CH3.parent))
    monkeypatch.delitem(sys.modules, "my_extension", raising=False)
    rc, out, err = _pdlx_opt(
        str(call_input), "--load-pdlx-extension", "my_extension", "--transform-interpreter"
    )
    assert (rc, err) == (0, "")
    assert "call @updated() : () -> ()" in out


def test_without_the_extension_the_ops_are_unknown(call_input: Path) -> None:
    rc, out, err = _pdlx_opt(str(call_input), "--transform-interpreter")
    assert rc == 1 and out == ""
    assert (
        f"{call_input}:10:5: error: custom op 'transform.my.change_call_target' is unknown" in err
    )


def test_extension_does_not_leak_into_the_default_context(call_input: Path) -> None:
    from pdlx.ir.context import Context

    assert (
        _pdlx_opt(str(call_input), f"--load-pdlx-extension={CH3}", "--transform-interpreter")[0]
        == 0
    )
    assert Context.default().op("transform.my.change_call_target") is None


def test_extensions_are_repeatable(call_input: Path, tmp_path: Path) -> None:
    marker = tmp_path / "called"
    other = tmp_path / "other_ext.py"
    other.write_text(
        textwrap.dedent(
            f"""\
            def register(ctx):
                assert ctx.op("transform.my.change_call_target") is not None  # loaded first
                open({str(marker)!r}, "w").write("yes")
            """
        )
    )
    rc, _, err = _pdlx_opt(
        str(call_input),
        f"--load-pdlx-extension={CH3}",
        f"--load-pdlx-extension={other}",
        "--transform-interpreter",
    )
    assert (rc, err) == (0, "")
    assert marker.read_text() == "yes"


def test_extension_with_the_test_extensions(call_input: Path) -> None:
    rc, out, err = _pdlx_opt(
        str(call_input), "--pdlx-testing", f"--load-pdlx-extension={CH3}", "--transform-interpreter"
    )
    assert (rc, err) == (0, "")
    assert "call @updated() : () -> ()" in out


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (None, "pdlx-opt: cannot load extension '{path}': no such file\n"),
        (
            "x = (\n",
            "pdlx-opt: cannot load extension '{path}': {path}:1:5: error: '(' was never closed\n",
        ),
        ("x = 1\n", "pdlx-opt: extension '{path}' has no register(ctx) function\n"),
        ("register = 3\n", "pdlx-opt: extension '{path}' has no register(ctx) function\n"),
        (
            "def register(ctx):\n    raise ValueError('boom')\n",
            "pdlx-opt: extension '{path}': register(ctx) failed: {path}:2: ValueError: boom\n",
        ),
        (
            "import pdlx_no_such_module_xyz\n",
            "pdlx-opt: cannot load extension '{path}': {path}:1: "
            "No module named 'pdlx_no_such_module_xyz'\n",
        ),
        (
            "1 / 0\n",
            "pdlx-opt: cannot load extension '{path}': {path}:1: ZeroDivisionError: division by zero\n",
        ),
    ],
    ids=[
        "missing",
        "syntax-error",
        "no-register",
        "register-not-callable",
        "register-raises",
        "import-error",
        "raises-on-import",
    ],
)
def test_bad_extension_file(
    call_input: Path, tmp_path: Path, source: str | None, message: str
) -> None:
    path = tmp_path / "ext.py"
    if source is not None:
        path.write_text(source)
    rc, out, err = _pdlx_opt(
        str(call_input), f"--load-pdlx-extension={path}", "--transform-interpreter"
    )
    assert (rc, out) == (1, "")
    assert err == message.format(path=path)


def test_bad_extension_module(call_input: Path) -> None:
    rc, out, err = _pdlx_opt(str(call_input), "--load-pdlx-extension=pdlx_no_such_module_xyz")
    assert (rc, out) == (1, "")
    assert (
        err
        == "pdlx-opt: cannot load extension 'pdlx_no_such_module_xyz': No module named 'pdlx_no_such_module_xyz'\n"
    )


def test_bad_extension_through_the_console_script(call_input: Path, tmp_path: Path) -> None:
    """The real process: one line on stderr, status 1, no traceback."""
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pdlx.cli",
            str(call_input),
            f"--load-pdlx-extension={tmp_path / 'nope.py'}",
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=120,
    )
    assert proc.returncode == 1
    assert (
        proc.stderr == f"pdlx-opt: cannot load extension '{tmp_path / 'nope.py'}': no such file\n"
    )


# ---------------------------------------------------------------------------
# The Ch3 extension through the Python API


def _ch3_context():  # type: ignore[no-untyped-def]
    import importlib.util

    from pdlx.ir.context import Context
    from pdlx.registration import load_all as load_core

    name = "pdlx_test_ch3_extension"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, CH3)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    ctx = Context()
    load_core(ctx)
    sys.modules[name].register(ctx)
    return ctx


def test_ch3_call_to_op_through_match_and_transform() -> None:
    import pdlx

    ctx = _ch3_context()
    payload = pdlx.parse(
        "func.func private @orig(i32) -> i32\n"
        "func.func @f(%a: i32) -> i32 {\n"
        "  %r = call @orig(%a) : (i32) -> i32\n"
        "  return %r : i32\n"
        "}\n",
        context=ctx,
    )
    script = """
    module attributes {transform.with_named_sequence} {
      transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
        %call = transform.structured.match ops{["func.call"]} in %root : (!transform.any_op) -> !transform.my.call_op_interface
        %new = transform.my.call_to_op %call : (!transform.my.call_op_interface) -> !transform.any_op
        transform.yield %new : !transform.any_op
      }
    }
    """
    r = pdlx.match_and_transform(payload, script, context=ctx)
    assert r.ok, [str(d) for d in r.diagnostics]
    [new] = r.results[0]
    assert new.name == "my.mm4"
    text = pdlx.print_ir(r.payload)
    assert '%0 = "my.mm4"(%arg0) : (i32) -> i32' in text and "return %0 : i32" in text
    assert "call @orig" in pdlx.print_ir(payload)  # the input is untouched


def test_ch3_failure_leaves_the_payload_unchanged() -> None:
    """The first call is retargeted, then the op meets a call_indirect (the
    wrong op kind): a silenceable failure the top level reports, and the
    payload comes back as it was."""
    import pdlx

    ctx = _ch3_context()
    payload = pdlx.parse(
        "func.func private @orig()\n"
        "func.func private @updated()\n"
        "func.func @f(%fn: () -> ()) {\n"
        "  call @orig() : () -> ()\n"
        "  func.call_indirect %fn() : () -> ()\n"
        "  return\n"
        "}\n",
        context=ctx,
    )
    script = """
    module attributes {transform.with_named_sequence} {
      transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
        %direct = transform.structured.match ops{["func.call"]} in %root : (!transform.any_op) -> !transform.any_op
        %indirect = transform.structured.match ops{["func.call_indirect"]} in %root : (!transform.any_op) -> !transform.any_op
        %both = transform.merge_handles %direct, %indirect : !transform.any_op
        %cast = transform.cast %both : !transform.any_op to !transform.my.call_op_interface
        transform.my.change_call_target %cast, "updated" : !transform.my.call_op_interface
        transform.yield
      }
    }
    """
    r = pdlx.match_and_transform(payload, script, context=ctx)
    assert not r.ok
    assert [d.message for d in r.diagnostics] == ["transform applied to the wrong op kind"]
    assert r.payload is payload
    assert "call @orig()" in pdlx.print_ir(r.payload)
