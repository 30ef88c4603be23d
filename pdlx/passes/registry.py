"""The pass registry and pipeline text, shaped like mlir-opt's.

A pass takes a snapshot and returns a new one (or None on failure, after
reporting diagnostics). `--NAME[=opt=val opt2=v1,v2]` on the command line
and `--pass-pipeline="builtin.module(NAME{opt=val},NAME2)"` build the same
list of pass instances. Passes are registered, like ops: a user can add one.
Running a pipeline is `pdlx.passes.manager.run_pipeline`.

This module is cheap to import (`import pdlx` installs the registry's
loader): it must not import the verifier or anything that pulls in ODS.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from pdlx.ir.context import Context
from pdlx.ir.diagnostics import DiagnosticSink
from pdlx.ir.snapshot import Snapshot

if TYPE_CHECKING:  # the pass context only carries it: import pdlx stays cheaper
    from pdlx.support.timing import Timing

# Plain slotted classes, not dataclasses: `import pdlx` imports this module
# (to install the registry's loader), and generating the dataclass methods of
# these three cost ~1 ms of it. They compare by identity.


class PassContext:
    """What passes share during one run over one module."""

    __slots__ = ("ctx", "out", "shared", "sink", "timing")

    def __init__(
        self,
        ctx: Context,
        sink: DiagnosticSink,
        out: TextIO | None = None,
        shared: dict[str, Any] | None = None,
        timing: Timing | None = None,
    ) -> None:
        self.ctx = ctx
        self.sink = sink
        self.out = out
        """Where passes that print (transform.print) write: the output stream."""
        self.shared: dict[str, Any] = {} if shared is None else shared
        """Per-run state shared between passes (the preloaded transform library)."""
        self.timing = timing
        """The run's timer (--mlir-timing), or None."""


PassFn = Callable[[Snapshot, dict[str, str], PassContext], "Snapshot | None"]


class PassInfo:
    """A registered pass: its name (the flag), how to run it, its options."""

    __slots__ = ("list_options", "name", "options", "positional", "run", "summary")

    def __init__(
        self,
        name: str,
        run: PassFn,
        options: tuple[str, ...] = (),
        summary: str = "",
        list_options: tuple[str, ...] = (),
        positional: str | None = None,
    ) -> None:
        self.name = name
        self.run = run
        self.options = options
        self.summary = summary
        self.list_options = list_options
        """Options that take comma-separated lists."""
        self.positional = positional
        """The option a bare value sets (`--apply-pdl=FILE` means `patterns=FILE`)."""

    def __repr__(self) -> str:
        return f"PassInfo({self.name!r}, options={self.options!r})"


class PassInstance:
    """A pass in a pipeline, with the options given to it."""

    __slots__ = ("info", "options")

    def __init__(self, info: PassInfo, options: dict[str, str]) -> None:
        self.info = info
        self.options = options

    def __repr__(self) -> str:
        return f"PassInstance({self.info.name!r}, {self.options!r})"


_REGISTRY: dict[str, PassInfo] = {}
_loader: Callable[[], None] | None = None


def register_pass(info: PassInfo) -> PassInfo:
    """Add a pass (replacing one of the same name); returns `info`."""
    _REGISTRY[info.name] = info
    return info


def set_pass_loader(loader: Callable[[], None] | None) -> None:
    """Install the function that registers the built-in passes, run once when
    the registry is first read. The app layer (`pdlx.registration`) installs
    it: the passes live in layers above this one, which must not import them,
    and most runs (parse, verify, print) never read the registry."""
    global _loader
    _loader = loader


def _load_builtin_passes() -> None:
    global _loader
    loader, _loader = _loader, None
    if loader is not None:
        loader()


def lookup(name: str) -> PassInfo | None:
    """The registered pass called `name`, or None."""
    _load_builtin_passes()
    return _REGISTRY.get(name)


def registered() -> dict[str, PassInfo]:
    """Every registered pass, by name, in registration order."""
    _load_builtin_passes()
    return dict(_REGISTRY)


class PipelineError(ValueError):
    """A pipeline or pass option that does not parse, or names no pass."""


def parse_options(text: str, info: PassInfo) -> dict[str, str]:
    """`a=1 b=x,y` (space separated; values may hold commas and braces)."""
    opts: dict[str, str] = {}
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] == " ":
            i += 1
        if i >= n:
            break
        j = i
        while j < n and text[j] not in "= ":
            j += 1
        key = text[i:j]
        value = ""
        if info.positional is not None and key not in info.options and (j >= n or text[j] == " "):
            opts[info.positional] = key
            i = j
            continue
        if j < n and text[j] == "=":
            j += 1
            depth = 0
            k = j
            while k < n and (depth > 0 or text[k] != " "):
                if text[k] in "{[(":
                    depth += 1
                elif text[k] in "}])":
                    depth -= 1
                k += 1
            value = text[j:k]
            j = k
        if key not in info.options:
            raise PipelineError(f"no such option {key}")
        opts[key] = value
        i = j
    return opts


def parse_pipeline(text: str) -> list[PassInstance]:
    """`builtin.module(a{x=1},b)`: the anchor is accepted and dropped."""
    text = text.strip()
    if text.startswith(("builtin.module(", "any(")):
        inner = text[text.index("(") + 1 :]
        if not inner.endswith(")"):
            raise PipelineError("expected ')' to end the pipeline")
        text = inner[:-1]
    out: list[PassInstance] = []
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] in " ,":
            i += 1
        if i >= n:
            break
        j = i
        while j < n and text[j] not in "{,":
            j += 1
        name = text[i:j].strip()
        opts_text = ""
        if j < n and text[j] == "{":
            depth = 1
            k = j + 1
            while k < n and depth:
                if text[k] == "{":
                    depth += 1
                elif text[k] == "}":
                    depth -= 1
                k += 1
            if depth:
                raise PipelineError("expected '}' to end the options")
            opts_text = text[j + 1 : k - 1]
            j = k
        info = lookup(name)
        if info is None:
            raise PipelineError(f"'{name}' does not refer to a registered pass or pass pipeline")
        out.append(PassInstance(info, parse_options(opts_text, info)))
        i = j
    return out


def list_option(opts: dict[str, str], key: str) -> list[str]:
    """A comma-separated option's values (none when it is absent or empty)."""
    v = opts.get(key, "")
    return [x for x in v.split(",") if x] if v else []


def int_option(opts: dict[str, str], key: str, default: int) -> int:
    """An integer option's value (`default` when it is absent, empty or not
    an integer)."""
    v = opts.get(key)
    if not v:
        return default
    try:
        return int(v)
    except ValueError:
        return default
