"""A small lit: run the `// RUN:` lines of .mlir test files with pdlx-opt.

The upstream MLIR tests (tests/conformance/upstream, verbatim copies, see LICENSE-NOTE.md)
and pdlx's own lit tests (tests/conformance/lit) carry `RUN:` lines written for
mlir-opt. Each RUN line is run through bash with lit's substitutions, with
`mlir-opt` standing for pdlx-opt and `FileCheck` for LLVM's FileCheck when
Debian's llvm tools provide it (`FileCheck-22`), else the PyPI `filecheck`
package (which has a known false failure on `CHECK-NOT: X` followed by
`CHECK: X`; see tests/conformance/upstream/BASELINE.md).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UPSTREAM = Path(__file__).resolve().parent / "upstream"
OWN = Path(__file__).resolve().parent / "lit"
FORKSERVER = Path(__file__).resolve().parent / "forkserver.py"


@dataclass(frozen=True)
class RunLine:
    file: Path
    index: int  # 1-based among the file's RUN lines
    command: str

    @property
    def id(self) -> str:
        try:
            rel = self.file.relative_to(UPSTREAM)
        except ValueError:
            rel = self.file.relative_to(OWN.parent)
        return f"{rel}::RUN{self.index}"


def run_lines(path: Path) -> list[RunLine]:
    """RUN lines, with continuation lines (trailing `\\`) joined."""
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    out: list[RunLine] = []
    pending = ""
    for line in text.splitlines():
        m = re.search(r"RUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        out.append(RunLine(path, len(out) + 1, (pending + part).strip()))
        pending = ""
    return out


def filecheck() -> tuple[str, bool]:
    """The FileCheck command, and whether it is LLVM's own
    (`PDLX_FILECHECK=pypi` forces the PyPI package, to check the fallback)."""
    if os.environ.get("PDLX_FILECHECK") != "pypi":
        for name in ("FileCheck-22", "FileCheck"):
            exe = shutil.which(name)
            if exe:
                return exe, True
    return f"{sys.executable} -m filecheck", False


def lit_env() -> dict[str, str]:
    """The environment RUN lines run in (and the fork server imports pdlx in)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env["FILECHECK_OPTS"] = "-enable-var-scope --allow-unused-prefixes=false"
    env.setdefault("PDLX_TESTING", "1")
    return env


_SERVER: list[tuple[subprocess.Popen[bytes], str]] = []


def _stop_server() -> None:
    for proc, sock in _SERVER:
        proc.kill()
        proc.wait()
        shutil.rmtree(os.path.dirname(sock), ignore_errors=True)
    _SERVER.clear()


def _server_socket() -> str | None:
    """The fork server's socket (started on first use), or None when
    `PDLX_LIT_FORKSERVER=0` or the platform has no fork/Unix sockets."""
    if os.environ.get("PDLX_LIT_FORKSERVER") == "0" or not hasattr(os, "fork"):
        return None
    if not _SERVER:
        import atexit
        import socket
        import tempfile

        sock = os.path.join(tempfile.mkdtemp(prefix="pdlx-lit-"), "opt.sock")
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.bind(sock)
        listener.listen(64)
        proc = subprocess.Popen(
            [sys.executable, str(FORKSERVER), "serve", str(listener.fileno())],
            pass_fds=[listener.fileno()],
            env=lit_env(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
        )
        listener.close()
        _SERVER.append((proc, sock))
        atexit.register(_stop_server)
    return _SERVER[0][1]


def pdlx_opt() -> str:
    """The command that stands for pdlx-opt: a fork-server client (see
    forkserver.py: same bytes, exit status and fds as `python -m pdlx.cli`,
    without importing pdlx per stage), else a fresh process."""
    sock = _server_socket()
    if sock is None:
        return f"{sys.executable} -m pdlx.cli"
    return f"{sys.executable} -S -E {FORKSERVER} client {sock}"


def substitute(line: RunLine) -> str:
    cmd = line.command
    d = str(line.file.parent)
    cmd = cmd.replace("%{fs-sep}", os.sep).replace("%s", str(line.file))
    cmd = cmd.replace("%p", d).replace("%S", d)
    fc, llvm = filecheck()
    opt = pdlx_opt()
    # Whole words only: `mlir-opt` the tool, not `transform-opt-ch4`.
    cmd = re.sub(r"(?<![\w-])mlir-opt(?![\w-])", opt, cmd)
    # pdlx's own tests may name pdlx-opt itself (for pdlx-only flags).
    cmd = re.sub(r"(?<![\w-])pdlx-opt(?![\w-])", opt, cmd)
    cmd = re.sub(r"(?<![\w-])FileCheck(?![\w-])", fc + ("" if llvm else " --enable-var-scope"), cmd)
    return cmd


_DONE: dict[tuple[RunLine, str, int, tuple[str, ...]], tuple[int, str]] = {}


def execute(line: RunLine, timeout: float = 300) -> tuple[int, str]:
    """Run one RUN line; returns (exit status, combined report).

    pdlx's own lit files are run both by test_lit.py and test_upstream.py:
    a RUN line already run in this session, on the same file contents, with
    the same command and tool environment, gives back its first result
    (the run is deterministic) instead of running again."""
    cmd = substitute(line)
    env = lit_env()
    key = (
        line,
        cmd,
        line.file.stat().st_mtime_ns,
        tuple(sorted(f"{k}={v}" for k, v in env.items() if k != "PYTEST_CURRENT_TEST")),
    )
    if key not in _DONE:
        _DONE[key] = _execute(line, cmd, env, timeout)
    return _DONE[key]


def _execute(line: RunLine, cmd: str, env: dict[str, str], timeout: float) -> tuple[int, str]:
    proc = subprocess.run(
        ["bash", "-o", "pipefail", "-c", cmd],
        cwd=str(line.file.parent),
        capture_output=True,
        timeout=timeout,
        env=env,
    )
    report = (
        f"$ {cmd}\n--- stdout ---\n{proc.stdout.decode(errors='replace')[-4000:]}"
        f"\n--- stderr ---\n{proc.stderr.decode(errors='replace')[-6000:]}"
    )
    return proc.returncode, report


def upstream_files() -> list[Path]:
    base = UPSTREAM / "mlir" / "test"
    files = sorted(base.rglob("*.mlir"))
    # Library inputs are loaded by other tests, not run on their own here.
    return [f for f in files if "/include/" not in str(f)]


def own_files() -> list[Path]:
    return sorted(OWN.rglob("*.mlir")) if OWN.exists() else []
