"""`pdlx-opt`: an `mlir-opt`-shaped driver.

Reads a file (or stdin), optionally splits it on `// -----`, parses,
verifies, runs the requested passes, and prints. Every problem becomes a
diagnostic on stderr and exit status 1; a Python traceback is a bug.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Protocol, TextIO

from pdlx import passes
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import (
    Diagnostic,
    DiagnosticError,
    DiagnosticSink,
    Severity,
    SourceManager,
    render,
    to_json,
)
from pdlx.ir.location import Source
from pdlx.ir.snapshot import Snapshot
from pdlx.ods.diagnostics import print_generic_in_diagnostics, print_op_on_diagnostic
from pdlx.passes import PassContext, PassInstance, PipelineError
from pdlx.passes.manager import IRPrinter, IRPrinting, ir_text, run_pipeline
from pdlx.passes.registry import PipelineTextError
from pdlx.registration import load_all, load_test_extensions
from pdlx.split import DEFAULT_SPLIT_MARKER, split_and_process, split_input
from pdlx.support.deep import NestingTooDeep, run_deep
from pdlx.support.gcpause import HEAP_FROZEN, UNTRACKING
from pdlx.support.timing import Timing, maybe
from pdlx.syntax.parser import Parser
from pdlx.syntax.printer import PrintFlags, command_line_print_flags, print_module
from pdlx.syntax.verify_diagnostics import (
    DiagnosticHandler,
    DiagnosticVerifier,
    PrintingHandler,
)
from pdlx.testing import testing_requested
from pdlx.trace.paths import check_trace_path
from pdlx.verify.verifier import verify

SPLIT_MARKER = DEFAULT_SPLIT_MARKER


class RunObserver(Protocol):
    """What a caller running many inputs in one process (`pdlx batch`) sees
    besides the text pdlx-opt prints: each diagnostic as a value, and each
    module (or split chunk) parsed and what the pipeline made of it."""

    def diagnostic(self, diag: Diagnostic) -> None:
        """A diagnostic reported for the input, in order."""

    def module(self, parsed: Snapshot, result: Snapshot | None) -> None:
        """A module parsed, and the module printed (None: none was)."""


@dataclass
class Options:
    """One pdlx-opt run's settings, from its command line."""

    input: str = "-"
    output: str = "-"
    generic: bool = False
    debuginfo: bool = False
    local_scope: bool = False  # --mlir-print-local-scope: no aliases, everything inline
    testing: bool = False  # --pdlx-testing: load pdlx.testing's test-only extensions
    allow_unregistered: bool = False
    split_input_file: bool = False
    split_marker: str = SPLIT_MARKER  # --split-input-file=MARKER
    output_split_marker: str = SPLIT_MARKER  # --output-split-marker=MARKER
    verify_diagnostics: bool = False
    verify_level: str = "all"  # --verify-diagnostics=all|only-expected
    passes: list[PassInstance] = field(default_factory=list)
    """The pass pipeline, from `--NAME[=options]` flags and `--pass-pipeline`."""
    explain: frozenset[str] | None = None
    """--explain-matchers[=@a,@b]: the matchers to explain (empty: all)."""
    explain_summary: bool = False  # --explain-summary: the summary tables, no remark per op
    interpret_matchers: bool = False  # --pdlx-matchers=interpreted
    timing: bool = False  # --mlir-timing
    verify_full: bool = False  # --pdlx-verify-full
    max_steps: int | None = None  # --pdlx-transform-max-steps=N
    json_diagnostics: bool = False  # --pdlx-diagnostics-format=json
    trace: str | None = None  # --pdlx-trace=FILE (.json or .html)
    timer: Timing | None = None
    """The run's timer when --mlir-timing is given."""
    general: GeneralFlags = field(default_factory=lambda: GeneralFlags())
    """mlir-opt's general flags (--verify-each, --mlir-print-ir-*, ...)."""
    stdout: TextIO | None = None
    """Where transform.print writes: the process's stdout even with `-o`, as
    mlir-opt's llvm::outs() (default: the output stream)."""
    observer: RunObserver | None = None
    """Who else sees the run's diagnostics and modules (`pdlx batch`)."""


def _build_arg_parser(
    prog: str = "pdlx-opt", extend: Callable[[argparse.ArgumentParser], None] | None = None
) -> argparse.ArgumentParser:
    ap = _ArgParser(
        prog=prog,
        description="Parse, verify, transform and print MLIR, like mlir-opt.",
        allow_abbrev=False,  # as LLVM's command line: `--mlir-print-op-gen` is unknown
    )
    ap.add_argument(
        "--version", "-version", action=_VersionAction, nargs=0,
        help="display the version of this program",
    )  # fmt: skip
    ap.add_argument(
        "--pdlx-diagnostics-format", "-pdlx-diagnostics-format", dest="diagnostics_format",
        default="text", metavar="text|json",
        help="write diagnostics as mlir-opt does (text, the default) or as JSON lines "
        "(severity, location, message, notes; one object per diagnostic)",
    )  # fmt: skip
    if extend is None:
        ap.add_argument("input", nargs="?", default="-", help="input file ('-' for stdin)")
        ap.add_argument("-o", dest="output", default="-", help="output file")
    else:
        extend(ap)
    ap.add_argument(
        "--mlir-print-op-generic", "-mlir-print-op-generic", dest="generic", action="store_true"
    )
    ap.add_argument(
        "--mlir-print-debuginfo", "-mlir-print-debuginfo", dest="debuginfo", action="store_true"
    )
    ap.add_argument(
        "--mlir-print-local-scope",
        "-mlir-print-local-scope",
        dest="local_scope",
        action="store_true",
    )
    ap.add_argument(
        "--pdlx-testing", "-pdlx-testing", dest="testing", action="store_true",
        help="load the test-only extensions of pdlx.testing (mlir-opt's test dialect ops); "
        "also enabled by PDLX_TESTING=1",
    )  # fmt: skip
    ap.add_argument(
        "--load-pdlx-extension", "-load-pdlx-extension", dest="extensions", action="append",
        default=[], metavar="PATH_OR_MODULE",
        help="load a pdlx extension (a .py file or a dotted module name) and call its "
        "register(ctx) on the context (repeatable)",
    )  # fmt: skip
    ap.add_argument(
        "--allow-unregistered-dialect", "-allow-unregistered-dialect",
        dest="allow_unregistered", action="store_true",
    )  # fmt: skip
    ap.add_argument(
        "--split-input-file", "-split-input-file", dest="split_input_file", action="store_true"
    )
    ap.add_argument(
        "--verify-diagnostics",
        "-verify-diagnostics",
        dest="verify_diagnostics",
        action="store_true",
    )
    ap.add_argument(
        "--output-split-marker",
        "-output-split-marker",
        dest="output_split_marker",
        default=SPLIT_MARKER,
    )
    ap.add_argument(
        "--explain-matchers", "-explain-matchers", dest="explain", action="store_true",
        help="explain every matcher run by collect_matching and foreach_match: a remark at "
        "each payload op tried (which check failed first, and why) and a summary table; "
        "--explain-matchers=NAME,... restricts it to those matchers; PDL patterns "
        "(--apply-pdl, --test-pdl-bytecode-pass, pdl_match, apply_pdl_patterns) too",
    )  # fmt: skip
    ap.add_argument(
        "--explain-summary", "-explain-summary", dest="explain_summary", action="store_true",
        help="with or without --explain-matchers: only the summary tables (ops tried, "
        "matched, how many ops each check rejected), no remark per payload op",
    )  # fmt: skip
    ap.add_argument(
        "--pdlx-matchers", "-pdlx-matchers", dest="matchers", choices=("compiled", "interpreted"),
        default="compiled",
        help="run matchers compiled to Python where possible (default) or all interpreted",
    )  # fmt: skip
    ap.add_argument(
        "--mlir-timing", "-mlir-timing", dest="timing", action="store_true",
        help="print the wall time of parsing, each pass, verification and output to stderr",
    )  # fmt: skip
    ap.add_argument(
        "--pdlx-verify-full", "-pdlx-verify-full", dest="verify_full", action="store_true",
        help="after each pass, verify the whole module again (default: only what the pass "
        "changed and what that can break; the diagnostics are the same either way)",
    )  # fmt: skip
    ap.add_argument(
        "--pdlx-transform-max-steps", "-pdlx-transform-max-steps", dest="max_steps", type=int,
        default=None, metavar="N",
        help="stop the transform interpreter with an error after N transform op applications "
        "(default: no limit, as mlir-opt)",
    )  # fmt: skip
    ap.add_argument(
        "--pdlx-trace", "-pdlx-trace", dest="trace", default=None, metavar="FILE",
        help="record the run step by step (each transform op applied, each PDL pattern "
        "rewrite) into FILE: .json for the data, .html for a self-contained report "
        "(docs/trace.md); with --split-input-file, of the last chunk that ran passes",
    )  # fmt: skip
    # `--split-input-file=X` and `--verify-diagnostics=X` (LLVM's cl::ValueOptional:
    # a value only with `=`) arrive here through _normalize_argv.
    for name, dest in (
        ("split-input-file", "split_marker"),
        ("verify-diagnostics", "verify_level"),
        ("explain-matchers", "explain_names"),
    ):
        ap.add_argument(f"--pdlx-{name}-value", dest=dest, default=None, help=argparse.SUPPRESS)
    return ap


class _ArgParser(argparse.ArgumentParser):
    """pdlx-opt's arguments; `--help` also lists mlir-opt's general flags
    pdlx-opt takes (`take_general_flags`) and the registered passes, as
    mlir-opt's does."""

    def format_help(self) -> str:
        general = "".join(f"  --{name}\n" for name in general_flag_names())
        return super().format_help() + "\nmlir-opt's general options:\n" + general + passes_help()


def general_flag_names() -> list[str]:
    """The mlir-opt flags `take_general_flags` takes, sorted (for `--help`
    and "Did you mean")."""
    return sorted({*_BOOL_FLAGS, *_ENUM_FLAGS, *_UINT_FLAGS, *_PASS_LIST_FLAGS})


def passes_help() -> str:
    """The "Compiler passes to run" part of `--help`: each registered pass
    (and pipeline, when any is registered) with its one-line summary and its
    options, laid out as mlir-opt-22 lays them out."""
    lines = ["", "  Compiler passes to run", "    Passes:"]
    for info in passes.registered().values():
        lines.append(f"      {'--' + info.name:<66} -   {info.summary}".rstrip())
        lines.extend(f"        --{opt}=<value>" for opt in info.options)
    return "\n".join(lines) + "\n"


def version_text() -> str:
    """What `--version` prints: pdlx's version and the MLIR it follows."""
    import importlib.metadata  # slow to import (email, zipfile): only for --version

    try:
        version = importlib.metadata.version("pdlx")
    except importlib.metadata.PackageNotFoundError:
        version = "unknown (not installed)"
    return f"pdlx-opt version {version}\n  MLIR 22 Transform dialect and PDL, compared with mlir-opt-22\n"


class _VersionAction(argparse.Action):
    """`--version`: print `version_text()` and exit (computed only then)."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        sys.stdout.write(version_text())
        parser.exit()


def _edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (LLVM's `StringRef::edit_distance` with replacements)."""
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def unknown_flag_errors(
    argv: Sequence[str],
    prog: str = "pdlx-opt",
    extend: Callable[[argparse.ArgumentParser], None] | None = None,
) -> str | None:
    """LLVM's message for each flag that is neither pdlx-opt's nor a pass
    (`argv` after `extract_passes`), with the nearest known flag as
    LLVM's `LookupNearestOption` finds it; None when all are known. The
    pass registry is read only when there is an unknown flag. `prog` and
    `extend` as for `parse_command_line` (`pdlx batch`'s own arguments)."""
    ap = _build_arg_parser(prog, extend)
    takes_value: dict[str, bool] = {}
    for action in ap._actions:
        for o in action.option_strings:
            takes_value[o.lstrip("-")] = action.nargs != 0
    unknown: list[str] = []
    it = iter(argv)
    for a in it:
        if not a.startswith("-") or a == "-":
            continue
        name, eq, _ = a.lstrip("-").partition("=")
        if name in takes_value:
            if takes_value[name] and not eq and name not in _OPTIONAL_VALUE:
                next(it, None)  # the option's value, whatever it looks like
            continue
        unknown.append(a)
    if not unknown:
        return None
    suppressed = {
        o.lstrip("-") for a in ap._actions if a.help == argparse.SUPPRESS for o in a.option_strings
    }
    known = sorted(
        {
            *(n for n in takes_value if n not in suppressed),
            *passes.registered(),
            "pass-pipeline",
            *general_flag_names(),
        }
    )
    out: list[str] = []
    for a in unknown:
        name, eq, value = a.lstrip("-").partition("=")
        # Every LLVM option pdlx-opt mirrors permits a value (a bool flag
        # takes `=true`), so the name before `=` is compared and `=value` kept.
        best = min(known, key=lambda k: _edit_distance(k, name))
        if eq:
            best = f"{best}={value}"
        out.append(f"{prog}: Unknown command line argument '{a}'.  Try: '{prog} --help'\n")
        out.append(f"{prog}: Did you mean '{'--' if len(best) > 1 else '-'}{best}'?\n")
    return "".join(out)


_OPTIONAL_VALUE = frozenset({"split-input-file", "verify-diagnostics", "explain-matchers"})
"""Options whose value comes only with `=` (LLVM's cl::ValueOptional)."""


def _normalize_argv(argv: Sequence[str]) -> list[str]:
    """Map LLVM command-line forms argparse cannot express: `--opt=value` for
    options whose value is optional, and `--output-split-marker VALUE` whose
    value may start with `-`."""
    out: list[str] = []
    it = iter(argv)
    for a in it:
        name, eq, value = a.lstrip("-").partition("=")
        if (
            a.startswith("-")
            and eq
            and name in ("split-input-file", "verify-diagnostics", "explain-matchers")
        ):
            out += [f"--{name}", f"--pdlx-{name}-value={value}"]
        elif a in ("--output-split-marker", "-output-split-marker"):
            nxt = next(it, None)
            out.append(a if nxt is None else f"--output-split-marker={nxt}")
        else:
            out.append(a)
    return out


def _driver_flags() -> frozenset[str]:
    """The names (without dashes) of the options `_build_arg_parser` takes."""
    return frozenset(
        o.lstrip("-") for action in _build_arg_parser()._actions for o in action.option_strings
    )


def extract_passes(argv: Sequence[str]) -> tuple[list[str], list[PassInstance]]:
    """Pull pass flags out of argv, in order: `--pass-pipeline=P` and
    `--NAME[=opt=v ...]` for every registered pass NAME."""
    rest: list[str] = []
    pipeline: list[PassInstance] = []
    driver = _driver_flags()
    textual = individual = False
    it = iter(argv)
    for a in it:
        if not a.startswith("-"):
            rest.append(a)
            continue
        name, eq, value = a.lstrip("-").partition("=")
        if name in driver:
            # The driver's own flags are not passes: no need to load the
            # pass registry (and its imports) to know that.
            rest.append(a)
            continue
        if name == "pass-pipeline":
            if not eq:
                value = next(it, "")
            pipeline.extend(passes.parse_pipeline(value))
            textual = True
            continue
        info = passes.lookup(name)
        if info is None:
            rest.append(a)
            continue
        try:
            options = passes.parse_options(value, info) if eq else {}
        except PipelineError as e:
            raise PipelineTextError(f"<Pass-Options-Parser>: {e}\n") from None
        pipeline.append(PassInstance(info, options))
        individual = True
    if textual and individual:
        raise MixedPipelineError(
            "'-pass-pipeline' option can't be used with individual pass options"
        )
    return rest, pipeline


class MixedPipelineError(PipelineError):
    """`--pass-pipeline` given with individual pass flags (mlir-opt refuses)."""


def _explain_names(value: str | None) -> frozenset[str]:
    return frozenset(n.strip().lstrip("@") for n in (value or "").split(",") if n.strip())


# ---------------------------------------------------------------------------
# mlir-opt's general flags (issue 13): parsed as LLVM's command line parses
# them (`--flag`, `--flag=false`, `--opt=value`), before argparse sees argv.


@dataclass(frozen=True)
class GeneralFlags:
    """mlir-opt's general flags of one run."""

    print_op_on_diagnostic: bool = True
    verify_each: bool = True
    disable_threading: bool = False
    """Accepted: pdlx runs a pipeline on one thread anyway."""
    disable_diagnostic_notes: bool = False
    """Accepted: mlir-opt-22 prints the same with and without it."""
    verbosity: str = "remarks"
    skip_regions: bool = False
    assume_verified: bool = False
    no_implicit_module: bool = False
    timing_display: str = "tree"
    pass_statistics: bool = False
    statistics_display: str = "list"
    list_passes: bool = False
    show_dialects: bool = False
    elide_elements_limit: int | None = None
    unique_ids: bool = False
    nameloc_prefix: bool = False
    value_users: bool = False
    pretty_debuginfo: bool = False
    ir_printing: IRPrinting = field(default_factory=IRPrinting)


class FlagError(ValueError):
    """A general flag with a value LLVM's parser would refuse."""


_BOOL_FLAGS = {
    "mlir-print-op-on-diagnostic": "print_op_on_diagnostic",
    "verify-each": "verify_each",
    "mlir-disable-threading": "disable_threading",
    "mlir-disable-diagnostic-notes": "disable_diagnostic_notes",
    "mlir-print-skip-regions": "skip_regions",
    "mlir-print-assume-verified": "assume_verified",
    "mlir-print-unique-ssa-ids": "unique_ids",
    "mlir-use-nameloc-as-prefix": "nameloc_prefix",
    "mlir-print-value-users": "value_users",
    "mlir-pretty-debuginfo": "pretty_debuginfo",
    "no-implicit-module": "no_implicit_module",
    "mlir-pass-statistics": "pass_statistics",
    "list-passes": "list_passes",
    "show-dialects": "show_dialects",
    "mlir-print-ir-before-all": "before_all",
    "mlir-print-ir-after-all": "after_all",
    "mlir-print-ir-after-change": "after_change",
    "mlir-print-ir-after-failure": "after_failure",
    "mlir-print-ir-module-scope": "module_scope",
}
_ENUM_FLAGS = {
    "mlir-diagnostic-verbosity-level": ("verbosity", ("errors", "warnings", "remarks")),
    "mlir-timing-display": ("timing_display", ("list", "tree")),
    "mlir-pass-statistics-display": ("statistics_display", ("list", "pipeline")),
    "mlir-output-format": ("output_format", ("text", "json")),
}
_UINT_FLAGS = {"mlir-elide-elementsattrs-if-larger": "elide_elements_limit"}
_PASS_LIST_FLAGS = {"mlir-print-ir-before": "before", "mlir-print-ir-after": "after"}
_IR_PRINTING_FIELDS = frozenset(
    ("before_all", "after_all", "after_change", "after_failure", "module_scope")
)

UNSUPPORTED_FLAGS = frozenset(
    (
        "mlir-elide-resource-strings-if-larger",
        "mlir-print-elementsattrs-with-hex-if-larger",
        "mlir-print-ir-tree-dir",
        "mlir-print-stacktrace-on-diagnostic",
        "mlir-very-unsafe-disable-verifier-on-parsing",
        "mlir-pass-pipeline-crash-reproducer",
        "mlir-pass-pipeline-local-reproducer",
        "mlir-generate-reproducer",
        "mlir-enable-debugger-hook",
        "mlir-debug-counter",
        "mlir-print-debug-counter",
        "log-actions-to",
        "log-mlir-actions-filter",
        "emit-bytecode",
        "emit-bytecode-version",
        "dump-pass-pipeline",
        "run-reproducer",
        "verify-roundtrip",
        "irdl-file",
        "load-dialect-plugin",
        "load-pass-plugin",
    )
)
"""mlir-opt flags pdlx-opt knows and cannot honour: refused by name, never
ignored."""

_LLVM_TRUE = ("", "true", "TRUE", "True", "1")
_LLVM_FALSE = ("false", "FALSE", "False", "0")


def take_general_flags(argv: Sequence[str]) -> tuple[list[str], GeneralFlags]:
    """Pull mlir-opt's general flags out of argv (the rest is returned in
    order). Raises FlagError with mlir-opt's message for a bad value, or
    pdlx's for a flag it does not support."""
    rest: list[str] = []
    bools: dict[str, bool] = {}
    enums: dict[str, str] = {}
    uints: dict[str, int] = {}
    lists: dict[str, set[str]] = {"before": set(), "after": set()}
    for a in argv:
        if not a.startswith("-") or a == "-":
            rest.append(a)
            continue
        name, eq, value = a.lstrip("-").partition("=")
        if name in UNSUPPORTED_FLAGS:
            raise FlagError(f"--{name} is not supported by pdlx")
        if name in _BOOL_FLAGS:
            if value in _LLVM_TRUE:
                flag = True
            elif value in _LLVM_FALSE:
                flag = False
            else:
                raise FlagError(
                    f"for the --{name} option: '{value}' is invalid value for boolean argument! "
                    "Try 0 or 1"
                )
            bools[_BOOL_FLAGS[name]] = flag
        elif name in _ENUM_FLAGS:
            key, choices = _ENUM_FLAGS[name]
            if not eq:
                raise FlagError(f"for the --{name} option: requires a value!")
            if value not in choices:
                raise FlagError(f"for the --{name} option: Cannot find option named '{value}'!")
            if key == "output_format" and value == "json":
                raise FlagError(f"--{name}=json is not supported by pdlx")
            enums[key] = value
        elif name in _UINT_FLAGS:
            if not eq:
                raise FlagError(f"for the --{name} option: requires a value!")
            if not value.isdigit() or not value.isascii():
                raise FlagError(
                    f"for the --{name} option: '{value}' value invalid for uint argument!"
                )
            uints[_UINT_FLAGS[name]] = int(value)
        elif name in _PASS_LIST_FLAGS:
            for v in value.split(",") if value else [""]:
                if passes.lookup(v) is None:
                    raise FlagError(f"for the --{name} option: Cannot find option named '{v}'!")
                lists[_PASS_LIST_FLAGS[name]].add(v)
        else:
            rest.append(a)
    ir = IRPrinting(
        before_all=bools.get("before_all", False),
        before=frozenset(lists["before"]),
        after_all=bools.get("after_all", False),
        after=frozenset(lists["after"]),
        after_change=bools.get("after_change", False),
        after_failure=bools.get("after_failure", False),
        module_scope=bools.get("module_scope", False),
    )
    defaults = GeneralFlags()
    return rest, GeneralFlags(
        **{k: v for k, v in bools.items() if k not in _IR_PRINTING_FIELDS},
        verbosity=enums.get("verbosity", defaults.verbosity),
        timing_display=enums.get("timing_display", defaults.timing_display),
        statistics_display=enums.get("statistics_display", defaults.statistics_display),
        elide_elements_limit=uints.get("elide_elements_limit"),
        ir_printing=ir,
    )


def list_passes_text() -> str:
    """`--list-passes`: the registered passes as mlir-opt lists them (pdlx
    has no descriptions of pass options: their names only)."""
    lines = ["Passes:"]
    for name, info in sorted(passes.registered().items()):
        lines.append(f"  --{name}".ljust(58) + f"-   {info.summary}")
        lines.extend(f"    --{opt}" for opt in sorted(info.options))
    return "\n".join(lines) + "\n"


def show_dialects_text(ctx: Context) -> str:
    """`--show-dialects`: the registered dialects, as mlir-opt lists them."""
    return "Available Dialects: " + ",".join(ctx.dialect_names()) + "\n"


_STATISTICS_REPORT = (
    "===" + "-" * 73 + "===\n"
    "                         ... Pass statistics report ...\n"
    "===" + "-" * 73 + "===\n\n"
)
"""--mlir-pass-statistics: mlir-opt-22's release build (LLVM statistics
off) reports no counter, only this header; pdlx's passes keep none either."""


def _shown(d: Diagnostic, verbosity: str) -> bool:
    """--mlir-diagnostic-verbosity-level: errors, warnings or (default) all."""
    if verbosity == "errors":
        return d.severity is Severity.ERROR
    if verbosity == "warnings":
        return d.severity in (Severity.ERROR, Severity.WARNING)
    return True


def _read_input(path: str, err: TextIO) -> tuple[str, str] | None:
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
            name = "<stdin>"
        else:
            with open(path, "rb") as f:
                data = f.read()
            name = path
    except OSError as e:
        err.write(f"Could not open input file '{path}': {e.strerror}\n")
        return None
    return data.decode("utf-8", "surrogateescape"), name


def process_chunk(
    text: str,
    name: str,
    opts: Options,
    ctx: Context,
    out: TextIO,
    err: TextIO,
    *,
    source: Source | None = None,
    base: int = 0,
    handler: DiagnosticHandler | None = None,
) -> bool:
    """Parse, verify and print one buffer. Returns success (no error).

    `text` may be a chunk of `source` starting at offset `base` (split mode);
    diagnostics go to `handler` (default: rendered to `err`). The run's
    printing flags apply to every op printed (a caller may come here
    directly, without `run`)."""
    with command_line_print_flags(_print_flags(opts)):
        return _process_chunk(text, name, opts, ctx, out, err, source, base, handler)


def _process_chunk(
    text: str,
    name: str,
    opts: Options,
    ctx: Context,
    out: TextIO,
    err: TextIO,
    source: Source | None,
    base: int,
    handler: DiagnosticHandler | None,
) -> bool:
    diags: list[Diagnostic] = []
    snap: Snapshot | None = None
    timer = opts.timer
    general = opts.general
    try:
        with maybe(timer, "Parser"), _ONE_SHOT.parse_phase():
            snap = run_deep(
                lambda: Parser(
                    text,
                    name,
                    context=ctx,
                    allow_unregistered=opts.allow_unregistered,
                    source=source,
                    base=base,
                ).parse_module(implicit_module=not general.no_implicit_module),
                pure=True,
            )
    except DiagnosticError as e:
        diags = e.diagnostics
    _ONE_SHOT.keep(snap)
    if snap is not None:
        with maybe(timer, "Verifier"):
            diags = list(verify(snap, ctx))
    shown = 0

    def flush() -> None:
        """Report the diagnostics not reported yet (before an IR dump)."""
        nonlocal shown
        for d in diags[shown:]:
            # --verify-diagnostics sees every diagnostic, whatever the level.
            if not opts.verify_diagnostics and not _shown(d, general.verbosity):
                continue
            if opts.observer is not None:
                opts.observer.diagnostic(d)
            if handler is not None:
                handler.emit(d)
            else:
                err.write(render(d))
        shown = len(diags)

    summary = None
    ran_passes = False
    parsed = snap
    # mlir-opt runs its pass manager (and reports its statistics) on every
    # module that parsed and verified, even with an empty pipeline.
    reached = snap is not None and not any(d.severity is Severity.ERROR for d in diags)
    if snap is not None and reached and opts.passes:
        ran_passes = True
        snap, summary = _run_passes(snap, opts, ctx, out, diags, flush, err)
        # The pipeline's result too: what its passes made (records, map
        # nodes, derived indexes) was freed when this returned, 0.06 s of
        # the 100k PDL job's "Rest".
        _ONE_SHOT.keep((parsed, snap))
    flush()
    if reached and general.pass_statistics:
        err.write(_STATISTICS_REPORT)
    if summary is not None:
        err.write(summary())
    # After a pipeline ran, its result decides, as mlir-opt's exit status
    # follows the pass manager's: an error a pass reported and then got over
    # (a suppressed transform failure) does not fail the run.
    failed = snap is None or (not ran_passes and any(d.severity is Severity.ERROR for d in diags))
    if opts.observer is not None and parsed is not None:
        opts.observer.module(parsed, None if failed else snap)
    if snap is None or failed:
        return False
    with maybe(timer, "Output"):
        if ran_passes and not general.verify_each:
            # Unverified IR prints as mlir-opt prints it: generic if invalid.
            text = ir_text(snap, _print_flags(opts), ctx)
        else:
            text = print_module(
                snap,
                generic=opts.generic,
                debuginfo=opts.debuginfo,
                local_scope=opts.local_scope,
                context=ctx,
                skip_regions=general.skip_regions,
            )
        out.write(text)
        out.write("\n")
    return True


def _print_flags(opts: Options) -> PrintFlags:
    """The run's printing flags (`OpPrintingFlags()` in mlir-opt)."""
    return PrintFlags(
        generic=opts.generic,
        debuginfo=opts.debuginfo,
        local_scope=opts.local_scope,
        skip_regions=opts.general.skip_regions,
        assume_verified=opts.general.assume_verified,
        elide_elements_limit=opts.general.elide_elements_limit,
        unique_ids=opts.general.unique_ids,
        nameloc_prefix=opts.general.nameloc_prefix,
        value_users=opts.general.value_users,
        pretty_debuginfo=opts.general.pretty_debuginfo,
    )


def _run_passes(
    snap: Snapshot,
    opts: Options,
    ctx: Context,
    out: TextIO,
    diags: list[Diagnostic],
    flush: Callable[[], None] = lambda: None,
    err: TextIO | None = None,
) -> tuple[Snapshot | None, Callable[[], str] | None]:
    """Run the pipeline; its diagnostics join `diags` in emission order.
    Also returns what prints the explain summary (--explain-matchers), if
    asked for. The matcher modules are imported only then: most runs have
    no pipeline, and a pipeline has already loaded the transform passes.
    IR dumps (--mlir-print-ir-*) go to `err`, after `flush` reported the
    diagnostics so far."""
    sink = DiagnosticSink()
    pctx = PassContext(ctx, sink, opts.stdout or out, timing=opts.timer)
    summary: Callable[[], str] | None = None
    if opts.explain is not None or opts.interpret_matchers:
        from pdlx.compile.explain import Explainer
        from pdlx.pdl.explain import PDL_EXPLAIN_KEY, PDLExplainer
        from pdlx.transform.entry import MatcherOptions
        from pdlx.transform.passes import MATCHERS_KEY

        remarks = not opts.explain_summary
        explainer = Explainer(opts.explain or None, remarks) if opts.explain is not None else None
        if explainer is not None:
            recorder = explainer
            pdl = explainer.pdl = PDLExplainer(opts.explain or None, remarks)
            pctx.shared[PDL_EXPLAIN_KEY] = pdl

            def summary_text() -> str:
                return recorder.explanation().summary() + pdl.explanation().summary()

            summary = summary_text
        pctx.shared[MATCHERS_KEY] = MatcherOptions(opts.interpret_matchers, explainer)
    # Warnings about match ops naming ops that exist nowhere (pdlx.transform.lint):
    # not under --verify-diagnostics, whose tests expect mlir-opt's diagnostics.
    lint = not opts.verify_diagnostics and any(
        p.info.name == "transform-interpreter" for p in opts.passes
    )
    if opts.max_steps is not None or lint:
        from pdlx.transform.passes import LINT_KEY, MAX_STEPS_KEY

        if opts.max_steps is not None:
            pctx.shared[MAX_STEPS_KEY] = opts.max_steps
        pctx.shared[LINT_KEY] = lint
    instrumentation = None
    seen = base = len(diags)
    if opts.general.ir_printing.enabled:

        def flush_all() -> None:
            nonlocal seen
            diags.extend(sink.diagnostics[seen - base :])
            seen = base + len(sink.diagnostics)
            flush()

        instrumentation = IRPrinter(
            opts.general.ir_printing, pctx, err if err is not None else sys.stderr, flush_all
        )

    def pipeline() -> Snapshot | None:
        return run_pipeline(
            snap,
            opts.passes,
            pctx,
            verify_full=opts.verify_full,
            verify_each=opts.general.verify_each,
            instrumentation=instrumentation,
        )

    if opts.trace is None:
        result = pipeline()
    else:
        from pdlx.trace.run import tracing_pipeline

        names = [p.info.name for p in opts.passes]
        with tracing_pipeline(opts.trace, snap, pctx, names) as traced:
            result = traced.final = pipeline()
        problem = traced.write(ctx)
        if problem is not None:
            sink.error(snap.ops[snap.root].loc, problem)
    diags.extend(sink.diagnostics[seen - base :])
    return result, summary


def run(
    argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stderr: TextIO | None = None
) -> int:
    """pdlx-opt's main, callable in-process. Runs on a big-stack thread so
    that deeply nested input cannot overflow the Python or C stack."""
    try:
        return run_deep(lambda: _run(argv, stdout=stdout, stderr=stderr))
    except NestingTooDeep as e:
        (stderr or sys.stderr).write(f"pdlx-opt: {e}\n")
        return 1


def _run(
    argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stderr: TextIO | None = None
) -> int:
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    parsed = parse_command_line(sys.argv[1:] if argv is None else argv, err, stdout=out)
    if parsed is None:
        return 1
    opts, ns = parsed
    general = opts.general
    if opts.timing:
        opts.timer = Timing()
    if general.list_passes:
        out.write(list_passes_text())
        return 0
    ctx = build_context(opts, ns.extensions, err)
    if ctx is None:
        return 1
    if general.show_dialects:
        out.write(show_dialects_text(ctx))
        return 0
    read = _read_input(opts.input, err)
    if read is None:
        return 1
    text, name = read
    sink: TextIO
    if opts.output != "-":
        try:
            # closed in the `finally` below; a failed open is reported here
            sink = open(opts.output, "w", encoding="utf-8", errors="surrogateescape")  # noqa: SIM115
        except OSError as e:
            err.write(f"Could not open output file '{opts.output}': {e.strerror}\n")
            return 1
    else:
        sink = out
    ok = True
    try:
        ok = process_input(text, name, opts, ctx, sink, err)
    finally:
        if sink is not out:
            sink.close()
    if opts.timer is not None:
        err.write(opts.timer.report(general.timing_display))
    return 0 if ok else 1


def parse_command_line(
    argv: Sequence[str],
    err: TextIO,
    *,
    prog: str = "pdlx-opt",
    extend: Callable[[argparse.ArgumentParser], None] | None = None,
    stdout: TextIO | None = None,
) -> tuple[Options, argparse.Namespace] | None:
    """pdlx-opt's flags as `Options` (and the parsed namespace), or None
    after writing what is wrong to `err`. `extend` adds a caller's own
    arguments (`pdlx batch`: its inputs and options replace pdlx-opt's
    `input` and `-o`); `stdout` is where transform.print writes (None: the
    output stream). argparse's usage errors exit with status 2, as
    pdlx-opt's do."""
    try:
        argv_rest, general = take_general_flags(argv)
    except FlagError as e:
        err.write(f"{prog}: {e}\n")
        return None
    try:
        args, pipeline = extract_passes(argv_rest)
    except (MixedPipelineError, PipelineTextError) as e:
        err.write(f"<unknown>:0: error: {e}\n")
        return None
    except PipelineError as e:
        err.write(f"{prog}: {e}\n")
        return None
    unknown = unknown_flag_errors(args, prog, extend)
    if unknown is not None:
        err.write(unknown)
        return None
    ir = general.ir_printing
    if ir.module_scope and not general.disable_threading:
        err.write(
            "<unknown>:0: error: IR print for module scope can't be setup on a pass-manager "
            "without disabling multi-threading first.\n\n"
        )
        return None
    ns = _build_arg_parser(prog, extend).parse_args(_normalize_argv(args))
    if ns.verify_level not in (None, "", "all", "only-expected"):
        err.write(
            f"{prog}: for the --verify-diagnostics option: "
            f"Cannot find option named '{ns.verify_level}'!\n"
        )
        return None
    if ns.diagnostics_format not in ("text", "json"):
        err.write(
            f"{prog}: for the --pdlx-diagnostics-format option: "
            f"Cannot find option named '{ns.diagnostics_format}'!\n"
        )
        return None
    opts = Options(
        input=getattr(ns, "input", "-"),
        output=getattr(ns, "output", "-"),
        generic=ns.generic,
        debuginfo=ns.debuginfo,
        local_scope=ns.local_scope,
        testing=ns.testing,
        allow_unregistered=ns.allow_unregistered,
        split_input_file=ns.split_input_file,
        split_marker=ns.split_marker or SPLIT_MARKER,
        output_split_marker=ns.output_split_marker,
        verify_diagnostics=ns.verify_diagnostics,
        verify_level=ns.verify_level or "all",
        passes=pipeline,
        explain=(_explain_names(ns.explain_names) if ns.explain or ns.explain_summary else None),
        explain_summary=ns.explain_summary,
        interpret_matchers=ns.matchers == "interpreted",
        timing=ns.timing,
        verify_full=ns.verify_full,
        max_steps=ns.max_steps,
        json_diagnostics=ns.diagnostics_format == "json",
        general=general,
        stdout=stdout,
        trace=ns.trace,
    )
    if opts.trace is not None:
        problem = check_trace_path(opts.trace)
        if problem is not None:
            err.write(f"{prog}: {problem}\n")
            return None
    return opts, ns


def build_context(
    opts: Options, extensions: Sequence[str], err: TextIO, *, prog: str = "pdlx-opt"
) -> Context | None:
    """The context a run needs: the shared default one, or a fresh one with
    the test extensions and `--load-pdlx-extension` modules loaded; None
    after writing to `err` why an extension did not load."""
    ctx = Context.default()
    if testing_requested(opts.testing) or extensions:
        ctx = Context()  # never extend the shared default context
        load_all(ctx)
        if testing_requested(opts.testing):
            load_test_extensions(ctx)
        for spec in extensions:
            problem = load_extension(spec, ctx)
            if problem is not None:
                err.write(f"{prog}: {problem}\n")
                return None
    return ctx


def process_input(
    text: str, name: str, opts: Options, ctx: Context, out: TextIO, err: TextIO
) -> bool:
    """One input's run, as pdlx-opt does it (split or not, verified against
    its expected diagnostics or not), with `ctx` active; True on success."""
    with ctx.activate():  # lookups without a context at hand see the test ops too
        return _process_input(text, name, opts, ctx, out, err)


def load_extension(spec: str, ctx: Context) -> str | None:
    """--load-pdlx-extension=SPEC: import SPEC (a path to a .py file, or a
    dotted module name) and call its `register(ctx)`, with `ctx` active so
    that registrations without an explicit context (`register_patterns`)
    land in it. Returns what went wrong, located in the extension's own
    code where it can be, or None."""
    import importlib
    import importlib.util

    from pdlx.rewrite.pattern_sets import pattern_sets

    is_path = spec.endswith(".py") or os.sep in spec or "/" in spec
    own = os.path.abspath(spec) if is_path else None
    before = pattern_sets(ctx)
    with ctx.activate():
        try:
            if is_path:
                if not os.path.isfile(spec):
                    return f"cannot load extension '{spec}': no such file"
                name = "pdlx_extension_" + "".join(c if c.isalnum() else "_" for c in own or spec)
                mspec = importlib.util.spec_from_file_location(name, spec)
                if mspec is None or mspec.loader is None:
                    return f"cannot load extension '{spec}': not a Python module"
                module = importlib.util.module_from_spec(mspec)
                sys.modules[name] = module
                mspec.loader.exec_module(module)
            else:
                module = importlib.import_module(spec)
        except SyntaxError as e:
            where = f"{e.filename}:{e.lineno}:{e.offset or 0}: " if e.filename else ""
            return f"cannot load extension '{spec}': {where}error: {e.msg}"
        except ImportError as e:  # located only when the extension's own import failed
            own = own or _module_origin(spec)
            return f"cannot load extension '{spec}': {_where(e, own, fallback=False)}{e}"
        except Exception as e:  # the module's own code failed while importing
            own = own or _module_origin(spec)
            return f"cannot load extension '{spec}': {_where(e, own)}{type(e).__name__}: {e}"
        own = getattr(module, "__file__", None) or own
        register = getattr(module, "register", None)
        if not callable(register):
            return f"extension '{spec}' has no register(ctx) function"
        try:
            register(ctx)
        except Exception as e:
            return (
                f"extension '{spec}': register(ctx) failed: {_where(e, own)}{type(e).__name__}: {e}"
            )
    for set_name, ps in pattern_sets(ctx).items():
        old = before.get(set_name)
        if old is not None and old is not ps:
            return (
                f"extension '{spec}': {ps.origin}: pattern set '{set_name}' "
                f"(transform.apply_patterns.{set_name}) is already registered at {old.origin}"
            )
    return None


def _module_origin(name: str) -> str | None:
    """The file of dotted module `name`, if it can be found."""
    import importlib.util

    try:
        found = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    return found.origin if found is not None else None


def _where(e: BaseException, prefer: str | None = None, *, fallback: bool = True) -> str:
    """`file:line: ` of the innermost frame of an exception's traceback in
    file `prefer` (the extension's, so that a pdlx API the extension called
    wrongly points at the extension's line), else (`fallback`) of the
    innermost frame."""
    import traceback

    frames = list(traceback.extract_tb(e.__traceback__))
    if prefer is not None or not fallback:
        target = os.path.realpath(prefer) if prefer is not None else None
        mine = [f for f in frames if os.path.realpath(f.filename) == target]
        frames = mine or (frames if fallback else [])
    return f"{frames[-1].filename}:{frames[-1].lineno}: " if frames else ""


def _process_input(
    text: str, name: str, opts: Options, ctx: Context, out: TextIO, err: TextIO
) -> bool:
    """mlir-opt's MlirOptMain: split or not, one diagnostic handler for the run."""
    with (
        print_generic_in_diagnostics(opts.generic),
        command_line_print_flags(_print_flags(opts)),
        print_op_on_diagnostic(opts.general.print_op_on_diagnostic),
    ):
        return _process_input_inner(text, name, opts, ctx, out, err)


def _process_input_inner(
    text: str, name: str, opts: Options, ctx: Context, out: TextIO, err: TextIO
) -> bool:
    whole = Source(name, text)
    sources = SourceManager([whole])
    if opts.split_input_file:
        try:  # a marker of 2 characters or fewer makes mlir-opt loop forever
            split_input("", opts.split_marker)
        except ValueError as e:
            err.write(f"pdlx-opt: {e}\n")
            return False
    if not opts.verify_diagnostics:
        # mlir-opt-22 builds its diagnostic verifier for the whole input even
        # without --verify-diagnostics, only does not feed it: its destructor
        # then reports every `expected-*` line as not produced, without
        # changing the exit status (MlirOptMain.cpp). So does pdlx-opt; a
        # payload without `expected-` is not encoded and scanned for nothing.
        idle = (
            DiagnosticVerifier(whole, err, opts.verify_level, sources)
            if "expected-" in text
            else None
        )
        handler: DiagnosticHandler = (
            JsonLinesHandler(err) if opts.json_diagnostics else PrintingHandler(err, sources)
        )
        if opts.split_input_file:
            ok = run_split(text, name, opts, ctx, out, err, handler, whole)
        else:
            ok = process_chunk(text, name, opts, ctx, out, err, source=whole, handler=handler)
        if idle is not None:
            idle.verify()
        return ok
    verifier = DiagnosticVerifier(whole, err, opts.verify_level, sources)
    with print_op_on_diagnostic(False):
        if opts.split_input_file:
            run_split(text, name, opts, ctx, out, err, verifier, whole)
        else:
            process_chunk(text, name, opts, ctx, out, err, source=whole, handler=verifier)
    return verifier.finish()


class JsonLinesHandler:
    """--pdlx-diagnostics-format=json: each diagnostic as one line of JSON
    (`pdlx.ir.diagnostics.to_json`: severity, location, message, notes)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def emit(self, diag: Diagnostic) -> None:
        """Write `diag` as one JSON line."""
        import json  # only runs asking for JSON pay for it

        self.stream.write(json.dumps(to_json(diag), ensure_ascii=False) + "\n")


def run_split(
    text: str,
    name: str,
    opts: Options,
    ctx: Context,
    out: TextIO,
    err: TextIO,
    handler: DiagnosticHandler | None = None,
    source: Source | None = None,
) -> bool:
    """--split-input-file: `process_chunk` on every chunk (`pdlx.split`
    finds them); True if all succeeded."""
    whole = source if source is not None else Source(name, text)

    def chunk_fn(start: int, end: int) -> bool:
        return process_chunk(
            text[start:end], name, opts, ctx, out, err, source=whole, base=start, handler=handler
        )

    return split_and_process(
        whole, opts.split_marker or SPLIT_MARKER, opts.output_split_marker, chunk_fn, out, err
    )


class _OneShot:
    """What `pdlx-opt` as a process (`main`) does that `run` called from a
    library or a test must not: both only save work that a process about to
    end would do for nothing.

    * The parse runs with the cyclic GC off, and what it built is then moved
      to the GC's permanent generation (`gc.freeze()`). Otherwise the first
      allocation after the parse (whose `paused_gc` keeps the collector off
      while it builds) triggers a collection that walks every object the
      parse made (~0.1 s at 100k ops), and later collections walk them again.
      The IR makes no reference cycles (records name objects by id), so the
      collector has nothing to find there; it stays on for everything else.
    * The last snapshots (the parsed one and the pipeline's result) are
      kept alive, and `main` ends the process with `os._exit` once the
      output is flushed (as mypy does): freeing a 100k-op snapshot object by
      object takes 0.2-0.4 s that the OS does at once when the process
      ends."""

    def __init__(self) -> None:
        self.enabled = False
        self.kept: object = None

    @contextmanager
    def parse_phase(self) -> Iterator[None]:
        if not self.enabled:
            yield
            return
        was_enabled = gc.isenabled()
        gc.disable()
        UNTRACKING.on = False  # freezing what the parse made costs nothing per object
        try:
            yield
        finally:
            UNTRACKING.on = True
            gc.freeze()
            HEAP_FROZEN.on = True
            if was_enabled:
                gc.enable()

    def keep(self, obj: object) -> None:
        if self.enabled:
            self.kept = obj


_ONE_SHOT = _OneShot()


def main() -> None:
    """The `pdlx-opt` console script: `run` as a process that ends right after."""
    _ONE_SHOT.enabled = True
    UNTRACKING.on = False  # until the parse ends: what is made before it is frozen with it
    try:
        code = run()
    except KeyboardInterrupt:
        code = 130
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


if __name__ == "__main__":
    # `python -m pdlx.cli`: run the `pdlx.cli` module itself (which split.py
    # imports too), not this `__main__` copy of it, so that there is one
    # `_ONE_SHOT` state.
    from pdlx.cli import main as _main

    _main()
