"""A pre-imported `pdlx-opt` for the lit RUN lines (tests/conformance/lit.py).

Why: a RUN line is a bash pipeline, and each `mlir-opt` stage used to start
`python -m pdlx.cli`, which spends most of its time importing pdlx (about
0.15-0.3 s of CPU per stage; the suite has a few hundred stages). Here one
server process imports pdlx once; each stage is a tiny stdlib-only client
(`python -S -E forkserver.py client SOCKET ARGS...`) that hands its
stdin/stdout/stderr, argv, cwd and environment to the server over a Unix
socket. The server forks a worker that takes over those file descriptors
and runs `pdlx.cli` exactly as `python -m pdlx.cli` does (runpy, `__main__`,
`sys.argv`, `sys.path[0]` = cwd); its wait status goes back to the client,
which exits with it (or dies of the same signal). So bash, pipes, `not`,
`2>&1` and FileCheck see a real process with real file descriptors.

Faithfulness guards: a worker whose environment differs from the server's
(other than the variables bash itself sets) `exec`s a fresh
`python -m pdlx.cli` instead; a client that cannot reach the server does
the same. `PDLX_LIT_FORKSERVER=0` turns the server off (every stage is a
fresh process). The console script itself keeps true subprocess tests
(e.g. tests/conformance/test_lit.py::test_bad_extension_through_the_console_script).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import sys

# Variables bash (or pytest, per test) sets, changes or drops on its own;
# pdlx does not read them.
_SHELL_VARS = frozenset({"PWD", "OLDPWD", "SHLVL", "_", "PS1", "PS2", "PS4", "PYTEST_CURRENT_TEST"})
STRICT = "PDLX_FORKSERVER_STRICT"
"""Set (by the tests of this module) to fail instead of falling back to a
fresh process, so that a fast path that silently stopped working shows."""
_HEADER = 8


def _fresh(argv: list[str]) -> None:
    """Replace this process with a real `python -m pdlx.cli ARGV`."""
    os.execv(sys.executable, [sys.executable, "-m", "pdlx.cli", *argv])


def _env_key(env: dict[str, str]) -> dict[str, str]:
    return {k: v for k, v in env.items() if k not in _SHELL_VARS}


# ---------------------------------------------------------------------------
# Client (runs under `python -S -E`: stdlib only, no pdlx import)


def client(sock_path: str, argv: list[str]) -> None:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        s.connect(sock_path)
    except OSError:
        _fresh(argv)
    body = json.dumps({"argv": argv, "cwd": os.getcwd(), "env": dict(os.environ)}).encode()
    socket.send_fds(s, [len(body).to_bytes(_HEADER, "big")], [0, 1, 2])
    s.sendall(body)
    data = b""
    while chunk := s.recv(64):
        data += chunk
    if not data:
        sys.stderr.write("forkserver: the pdlx-opt server went away\n")
        os._exit(1)
    code = os.waitstatus_to_exitcode(int(data))
    if code < 0:  # the worker died of a signal: so does this process
        signal.signal(-code, signal.SIG_DFL)
        os.kill(os.getpid(), -code)
    os._exit(code)


# ---------------------------------------------------------------------------
# Server


def _recv_exact(conn: socket.socket, n: int) -> bytes:
    buf = b""
    while len(buf) < n:
        chunk = conn.recv(n - len(buf))
        if not chunk:
            raise ConnectionError("short request")
        buf += chunk
    return buf


def _stdio() -> None:
    """New sys.stdin/stdout/stderr on fds 0-2, configured as a fresh
    interpreter would configure them (same encodings; -u/PYTHONUNBUFFERED;
    stderr line-buffered)."""
    import io

    unbuffered = bool(os.environ.get("PYTHONUNBUFFERED"))
    old = (sys.__stdin__, sys.__stdout__, sys.__stderr__)
    streams: list[io.TextIOWrapper] = []
    for fd, prev in enumerate(old):
        assert prev is not None
        mode = "rb" if fd == 0 else "wb"
        raw = io.FileIO(fd, mode, closefd=False)
        buffer: io.RawIOBase | io.BufferedIOBase
        if fd != 0 and unbuffered:
            buffer = raw
        elif fd == 0:
            buffer = io.BufferedReader(raw)
        else:
            buffer = io.BufferedWriter(raw)
        tty = os.isatty(fd)
        streams.append(
            io.TextIOWrapper(
                buffer,  # type: ignore[arg-type]
                encoding=prev.encoding,
                errors=prev.errors,
                line_buffering=fd != 0 and (tty or fd == 2),
                write_through=fd != 0 and unbuffered,
            )
        )
    sys.stdin, sys.stdout, sys.stderr = streams
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = streams  # type: ignore[misc]


def _worker(req: dict[str, object], server_env: dict[str, str]) -> None:
    import runpy
    import warnings

    argv = [str(a) for a in req["argv"]]  # type: ignore[attr-defined]
    env = {str(k): str(v) for k, v in req["env"].items()}  # type: ignore[attr-defined]
    os.chdir(str(req["cwd"]))
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    env_key = {k: v for k, v in _env_key(env).items() if k != STRICT}
    if env_key != server_env:
        if env.get(STRICT):
            diff = sorted({k for k, _ in set(env_key.items()) ^ set(server_env.items())})
            os.write(2, f"forkserver: environment differs: {diff}\n".encode())
            os._exit(125)
        _fresh(argv)  # pdlx was imported under another environment
    os.environ.clear()
    os.environ.update(env)
    _stdio()
    import pdlx.cli

    sys.argv = [str(pdlx.cli.__file__), *argv]
    sys.path[0] = os.getcwd()
    code = 0
    # runpy's notice that pdlx.cli is imported already (by this server, as
    # `from pdlx.cli import main` in its `__main__` block would do anyway).
    warnings.filterwarnings(
        "ignore", message=r"'pdlx\.cli' found in sys\.modules", category=RuntimeWarning
    )
    try:
        runpy.run_module("pdlx.cli", run_name="__main__", alter_sys=True)
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code
        else:
            print(e.code, file=sys.stderr)
            code = 1
    except BaseException:
        sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
        code = 1
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError):
            stream.flush()
    os._exit(code)


def _handle(conn: socket.socket, server_env: dict[str, str]) -> None:
    msg, fds, _, _ = socket.recv_fds(conn, _HEADER, 3)
    req = json.loads(_recv_exact(conn, int.from_bytes(msg, "big")))
    pid = os.fork()
    if pid == 0:
        conn.close()
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        for fd in fds:
            os.close(fd)
        try:
            _worker(req, server_env)
        finally:
            os._exit(1)
    for fd in fds:
        os.close(fd)
    _, status = os.waitpid(pid, 0)
    conn.sendall(str(status).encode())
    conn.close()


def serve(listen_fd: int) -> None:
    """Accept clients on the inherited listening socket until the parent
    (the test run) goes away."""
    import importlib

    parent = os.getppid()
    # What a `pdlx-opt` run imports anyway (the import is the cost saved).
    for name in ("pdlx.cli", "pdlx.registration", "pdlx.pdl.passes", "pdlx.transform.passes"):
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    server_env = _env_key(dict(os.environ))
    srv = socket.socket(fileno=listen_fd)
    srv.settimeout(1.0)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # handlers are reaped by the kernel
    sys.stdout.flush()
    sys.stderr.flush()
    while os.getppid() == parent:
        try:
            conn, _ = srv.accept()
        except TimeoutError:
            continue
        conn.settimeout(None)
        pid = os.fork()
        if pid == 0:
            srv.close()
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            try:
                _handle(conn, server_env)
            finally:
                os._exit(0)
        conn.close()


if __name__ == "__main__":
    if sys.argv[1] == "client":
        client(sys.argv[2], sys.argv[3:])
    else:
        serve(int(sys.argv[2]))
