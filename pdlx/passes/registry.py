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

import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TextIO

from pdlx.ir.context import Context
from pdlx.ir.diagnostics import DiagnosticSink
from pdlx.ir.snapshot import Snapshot

if TYPE_CHECKING:  # the pass context only carries it: import pdlx stays cheaper
    from pdlx.support.timing import Timing

# Plain slotted classes, not dataclasses: `import pdlx` imports this module
# (to install the registry's loader), and generating the dataclass methods of
# these three cost ~1 ms of it. They compare by identity.


class PassInstrumentation(Protocol):
    """What watches a pipeline run (MLIR's `PassInstrumentation`). `op` is
    the op the pass ran on: None for the top-level op, else an op of a
    nested pipeline (`func.func(cse)`)."""

    def before_pass(self, p: PassInstance, snap: Snapshot, op: int | None = None) -> None:
        """Called before `p` runs."""

    def after_pass(
        self, p: PassInstance, before: Snapshot, after: Snapshot, op: int | None = None
    ) -> None:
        """Called after `p` succeeded (verification included)."""

    def after_pass_failed(self, p: PassInstance, snap: Snapshot, op: int | None = None) -> None:
        """Called after `p` failed (or its result failed to verify); `snap`
        is the IR it left."""


class PassContext:
    """What passes share during one run over one module."""

    __slots__ = ("ctx", "failed_ir", "instrumentation", "out", "shared", "sink", "timing")

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
        self.failed_ir: Snapshot | None = None
        """What a pass that failed left of the IR, when it is not its input
        (the transform interpreter's payload as far as it got): what
        --mlir-print-ir-after-failure prints, as MLIR, which edits in place."""
        self.instrumentation: PassInstrumentation | None = None
        """What watches the run (--mlir-print-ir-*), nested pipelines too."""


PassFn = Callable[[Snapshot, dict[str, str], PassContext], "Snapshot | None"]
OpRunFn = Callable[[Snapshot, int, dict[str, str], PassContext], "Snapshot | None"]
"""A pass run on one op of the snapshot (nested pipelines: `func.func(cse)`)."""


class PassInfo:
    """A registered pass: its name (the flag), how to run it, its options."""

    __slots__ = (
        "display_name",
        "inner",
        "list_options",
        "name",
        "options",
        "positional",
        "run",
        "run_on_op",
        "summary",
    )

    def __init__(
        self,
        name: str,
        run: PassFn,
        options: tuple[str, ...] = (),
        summary: str = "",
        list_options: tuple[str, ...] = (),
        positional: str | None = None,
        display_name: str = "",
        run_on_op: OpRunFn | None = None,
    ) -> None:
        self.name = name
        self.run_on_op = run_on_op
        self.inner: tuple[PassInstance, ...] = ()
        """The passes of a nested pipeline (`func.func(cse)`), else empty."""
        """How to run the pass on one op (None: it runs on the top-level op
        only, and cannot be nested in a pipeline anchored on an op)."""
        self.display_name = display_name or "".join(w.capitalize() for w in name.split("-"))
        """The pass's class name, as mlir-opt's IR dumps show it beside the
        flag (`IR Dump After CSE (cse)`)."""
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

    __slots__ = ("anchor", "info", "options")

    def __init__(self, info: PassInfo, options: dict[str, str], anchor: str | None = None) -> None:
        self.info = info
        self.options = options
        self.anchor = anchor
        """The op name the pipeline's anchor requires of the top-level op
        (`--pass-pipeline=builtin.module(...)`); None: any op."""

    def __repr__(self) -> str:
        return f"PassInstance({self.info.name!r}, {self.options!r})"


_REGISTRY: dict[str, PassInfo] = {}
_loader: Callable[[], None] | None = None
_pending: dict[str, Callable[[], None]] = {}
"""Built-in passes declared by name and not registered yet: the loader that
registers each (with the other passes of its module)."""
_LOADING = threading.RLock()
"""Held while a loader runs: a thread that looks up a pass whose group
another thread is loading waits for it rather than finding neither the
pending entry (taken) nor the pass (not registered yet). Re-entrant: the
loaders call `register_pass`."""
_declared: dict[str, None] = {}
"""Every name declared with `register_pass_loader`, in order: the order
`registered()` lists them in, whichever group was loaded first."""


def register_pass(info: PassInfo) -> PassInfo:
    """Add a pass (replacing one of the same name, built-in ones included);
    returns `info`."""
    _load_builtin_passes()
    _load_pending(info.name)  # a built-in of that name first, so that `info` replaces it
    _REGISTRY[info.name] = info
    return info


def set_pass_loader(loader: Callable[[], None] | None) -> None:
    """Install the function that registers the built-in passes, run once when
    the registry is first read. The app layer (`pdlx.registration`) installs
    it: the passes live in layers above this one, which must not import them,
    and most runs (parse, verify, print) never read the registry."""
    global _loader
    _loader = loader


def register_pass_loader(names: Sequence[str], loader: Callable[[], None]) -> None:
    """Declare the passes `names`, which `loader` registers (with
    `register_pass`) on the first lookup of any of them. A run that names
    one pass then imports only that pass's module: the transform
    interpreter's, the PDL passes' and the rewrite passes' imports are each
    a tenth of pdlx-opt's start-up. Listing the registry loads them all."""
    for name in names:
        _pending[name] = loader
        _declared[name] = None


def _load_builtin_passes() -> None:
    """Run the loader `set_pass_loader` installed, once."""
    global _loader
    with _LOADING:
        loader, _loader = _loader, None
        if loader is not None:
            loader()


def _load_pending(name: str) -> None:
    """Run the loader that declared `name`, if it has not run: its other
    names stop being pending first, so that its own `register_pass` calls
    do not run it again."""
    with _LOADING:
        loader = _pending.get(name)
        if loader is None:
            return
        for other in [n for n, f in _pending.items() if f is loader]:
            del _pending[other]
        loader()


def lookup(name: str) -> PassInfo | None:
    """The registered pass called `name`, or None."""
    _load_builtin_passes()
    _load_pending(name)
    return _REGISTRY.get(name)


def registered() -> dict[str, PassInfo]:
    """Every registered pass, by name: the built-in ones in the order they
    were declared, then the others in registration order."""
    _load_builtin_passes()
    while _pending:
        _load_pending(next(iter(_pending)))
    out = {name: _REGISTRY[name] for name in _declared if name in _REGISTRY}
    out.update(_REGISTRY)
    return out


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


class PipelineTextError(PipelineError):
    """A `--pass-pipeline` text that mlir-opt refuses: the message is its
    (reported at `<unknown>:0`, with the pipeline line and a caret)."""


class _OptionsError(PipelineTextError):
    """Pass options that do not parse (MLIR's `<Pass-Options-Parser>`)."""


def _located(text: str, pos: int, message: str) -> PipelineTextError:
    return PipelineTextError(
        f"MLIR Textual PassPipeline Parser:1:{pos + 1}: error: {message}\n{text}\n"
        + " " * pos
        + "^\n"
    )


class _Element:
    __slots__ = ("inner", "name", "nested", "options", "pos")

    def __init__(self, name: str, pos: int) -> None:
        self.name = name
        self.pos = pos
        self.options = ""
        self.nested = False
        self.inner: list[_Element] = []


def _parse_elements(text: str) -> list[_Element]:
    """MLIR's TextualPipeline::parsePipelineText: `a{opts},b(c,d),e`."""
    top: list[_Element] = []
    if not text:
        return top
    stack = [top]
    i = 0
    n = len(text)
    while True:
        pipeline = stack[-1]
        j = i
        while j < n and text[j] not in ",(){":
            j += 1
        raw = text[i:j]
        lead = len(raw) - len(raw.lstrip())
        el = _Element(raw.strip(), i + lead)
        pipeline.append(el)
        if j >= n:
            i = el.pos
            break
        i = j
        if text[i] == "{":
            depth, k = 1, i + 1
            while k < n:
                if text[k] == "{":
                    depth += 1
                elif text[k] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                k += 1
            if k >= n:
                raise _located(text, i, "missing closing '}' while processing pass options")
            el.options = text[i + 1 : k]
            i = k + 1
            while i < n and text[i].isspace():
                i += 1
            if i >= n:
                break
        if text[i] == "(":
            el.nested = True
            stack.append(el.inner)
            i += 1
            continue
        while i < n and text[i] == ")":
            if len(stack) == 1:
                raise _located(
                    text,
                    i,
                    "encountered extra closing ')' creating unbalanced parentheses while "
                    "parsing pipeline",
                )
            stack.pop()
            i += 1
            while i < n and text[i].isspace():
                i += 1
        if i >= n:
            break
        if text[i] != ",":
            raise _located(text, i, "expected ',' after parsing pipeline")
        i += 1
    if len(stack) > 1:
        raise _located(text, i, "encountered unbalanced parentheses while parsing pipeline")
    return top


def _resolve(elements: list[_Element], text: str) -> list[PassInstance]:
    out: list[PassInstance] = []
    for el in elements:
        if el.nested:
            try:
                inner = _resolve(el.inner, text)
            except _OptionsError as e:
                raise _OptionsError(
                    f"{e}failed to add `{el.name}` with options `` to inner pipeline\n"
                ) from None
            out.append(PassInstance(nested_pipeline(el.name, inner), {}))
            continue
        info = lookup(el.name)
        if info is None:
            raise _located(
                text, el.pos, f"'{el.name}' does not refer to a registered pass or pass pipeline"
            )
        try:
            opts = parse_options(el.options, info)
        except PipelineError as e:
            raise _OptionsError(
                f"<Pass-Options-Parser>: {e}\n\nfailed to add `{el.name}` with options "
                f"`{el.options}`\n"
            ) from None
        out.append(PassInstance(info, opts))
    return out


def nested_pipeline(anchor: str, inner: list[PassInstance]) -> PassInfo:
    """`anchor(inner)` in a pipeline: the inner passes run, in order, on
    each op named `anchor` (every op for `any`) directly nested in the op
    the pipeline runs on, as MLIR's OpToOpPassAdaptor runs them."""
    for p in inner:
        if p.info.run_on_op is None:
            raise PipelineError(
                f"pass '{p.info.name}' runs on the top-level op only: pdlx cannot nest it "
                f"in '{anchor}'"
            )

    def run_on_op(
        snap: Snapshot, op: int, opts: dict[str, str], pctx: PassContext
    ) -> Snapshot | None:
        children = [
            child
            for region in snap.ops[op].regions
            for block in snap.regions[region].blocks
            for child in snap.block_ops(block)
            if anchor == "any" or snap.ops[child].name == anchor
        ]
        for child in children:
            for p in inner:
                run = p.info.run_on_op
                assert run is not None
                watch = None if p.info.inner else pctx.instrumentation
                if watch is not None:
                    watch.before_pass(p, snap, child)
                pctx.failed_ir = None
                result = run(snap, child, p.options, pctx)
                if result is None:
                    if watch is not None:
                        left = pctx.failed_ir
                        watch.after_pass_failed(p, left if left is not None else snap, child)
                    return None
                if watch is not None:
                    watch.after_pass(p, snap, result, child)
                snap = result
        return snap

    def run(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
        return run_on_op(snap, snap.root, opts, pctx)

    name = f"{anchor}(" + ",".join(p.info.name for p in inner) + ")"
    info = PassInfo(name, run, display_name=f"{anchor} pipeline", run_on_op=run_on_op)
    info.inner = tuple(inner)
    return info


def parse_pipeline(text: str) -> list[PassInstance]:
    """`builtin.module(a{x=1},func.func(b))`, as mlir-opt's --pass-pipeline
    reads it: the outer anchor is the op name the top-level op must have
    (`any`: any op); a nested `name(...)` runs on the ops of that name
    nested in it. Raises PipelineTextError with mlir-opt's message."""
    text = text.strip()
    start = text.find("(")
    if start <= 0 or not text.endswith(")"):
        raise PipelineTextError(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. "
            "'builtin.module(...)'"
        )
    anchor = text[:start].rstrip()
    inner = text[start + 1 : -1]
    found = _resolve(_parse_elements(inner), inner)
    required = None if anchor == "any" else anchor
    return [PassInstance(p.info, p.options, required) for p in found]


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
