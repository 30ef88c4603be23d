"""The ready matcher files of `matchers/`, from Python.

`matcher_file("ch4_chain")` is the path of `matchers/ch4_chain.mlir`: in a
source checkout the directory next to the package, in an installed pdlx
`share/pdlx/matchers` under the installation prefix (pyproject.toml installs
the files there). `load_matchers(...)` parses and merges files the way
`--transform-preload-library` does, into one script usable with
`pdlx.collect_matching`, `pdlx.explain` or as `libraries=[...]` of
`pdlx.match_and_transform`.

Two files are templates whose data (a function name, op names, an operand
position) is a placeholder; `op_in_function_matcher`,
`producer_consumer_matcher` and `constant_operand_matcher` instantiate them.
Names enter the text only as MLIR's printer writes a string attribute (or a
symbol reference), so any name round-trips through the parser: quotes,
backslashes, newlines and non-ASCII characters become escapes, never syntax.
The docs: docs/matchers.md.
"""

from __future__ import annotations

import re
import site
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from pdlx.ir.attributes import ArrayAttr, StringAttr, SymbolRefAttr
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import DiagnosticError
from pdlx.ir.snapshot import Snapshot
from pdlx.support.deep import run_deep
from pdlx.transform.library import load_library
from pdlx.transform.state import DiagnosticSink

SUFFIX = ".mlir"
INSTALL_SUBDIR = ("share", "pdlx", "matchers")

OP_IN_FUNCTION = "op_in_function"
PRODUCER_CONSUMER = "producer_consumer"

# The placeholders of the template files, exactly as they appear there.
FUNCTION_PLACEHOLDER = '"PDLX_FUNCTION_NAME"'
CONSUMER_CHECK = 'transform.match.operation_name %consumer ["PDLX_CONSUMER"] : !transform.any_op\n'
CONSUMER_PLACEHOLDER = '["PDLX_CONSUMER"]'
PRODUCER_PLACEHOLDER = '["PDLX_PRODUCER"]'
OPERAND_PLACEHOLDER = "get_producer_of_operand %consumer[0]"

INT64_MAX = 2**63 - 1


# ---------------------------------------------------------------------------
# Finding the files


def _candidate_dirs() -> list[Path]:
    """Where matcher files may be, in the order they are looked for: the
    source checkout holding this package (a `matchers/` directory next to a
    `pyproject.toml`), then `share/pdlx/matchers` under `sys.prefix` (where
    pip installs data files), then under the user base (`pip install --user`)."""
    dirs: list[Path] = []
    root = Path(__file__).resolve().parent.parent.parent
    if (root / "pyproject.toml").is_file() and (root / "matchers").is_dir():
        dirs.append(root / "matchers")
    dirs.append(Path(sys.prefix).joinpath(*INSTALL_SUBDIR))
    user_base = site.getuserbase()
    if user_base:
        dirs.append(Path(user_base).joinpath(*INSTALL_SUBDIR))
    return dirs


def matchers_dir() -> Path:
    """The directory holding the matcher files (raises `FileNotFoundError`
    naming the places looked at when there is none)."""
    dirs = _candidate_dirs()
    for d in dirs:
        if d.is_dir() and any(d.glob("*" + SUFFIX)):
            return d
    raise FileNotFoundError(
        "pdlx's matcher files are not installed; looked in: " + ", ".join(str(d) for d in dirs)
    )


def available_matchers() -> list[str]:
    """The names `matcher_file` accepts (file names without `.mlir`), sorted."""
    return sorted(p.name[: -len(SUFFIX)] for p in matchers_dir().glob("*" + SUFFIX) if p.is_file())


def matcher_file(name: str) -> Path:
    """The path of matcher file `name` (`"ch4_chain"` or `"ch4_chain.mlir"`).

    Raises `FileNotFoundError` listing the available names when there is no
    such file (a name is looked up among the files, never joined to a path,
    so `"../x"` is just an unknown name)."""
    if not isinstance(name, str):
        raise TypeError(f"matcher file name: expected a str, got {type(name).__name__}")
    stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
    names = available_matchers()
    if stem not in names:
        raise FileNotFoundError(
            f"no matcher file named {name!r} in {matchers_dir()}; available: {', '.join(names)}"
        )
    return matchers_dir() / (stem + SUFFIX)


def load_matchers(*names: str, context: Context | None = None) -> Snapshot:
    """Parse, verify and merge matcher files (all of them when no name is
    given) into one transform module, as `--transform-preload-library`
    does. Raises `FileNotFoundError` for an unknown name and
    `DiagnosticError` when a file does not parse or verify, or two files
    define the same public symbol."""
    paths = [str(matcher_file(n)) for n in (names or tuple(available_matchers()))]
    sink = DiagnosticSink()
    lib = run_deep(lambda: load_library(paths, sink, context=context))
    if lib is None:
        raise DiagnosticError(sink.diagnostics)
    return lib


# ---------------------------------------------------------------------------
# Templates


def _check_name(what: str, name: object) -> str:
    if not isinstance(name, str):
        raise TypeError(f"{what}: expected a str, got {type(name).__name__}")
    if not name:
        raise ValueError(f"{what}: empty name")
    try:
        name.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError as e:
        raise ValueError(f"{what}: {name!r} cannot be written as UTF-8 ({e.reason})") from None
    return name


def _names(what: str, names: str | Iterable[str]) -> ArrayAttr:
    """One name or several, as the string array attribute that
    `transform.match.operation_name` prints."""
    items = [names] if isinstance(names, str) else list(names)
    if not items:
        raise ValueError(f"{what}: no op name given")
    return ArrayAttr(tuple(StringAttr(_check_name(what, n)) for n in items))


def _position(what: str, n: object) -> int:
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"{what}: expected an int, got {type(n).__name__}")
    if not 0 <= n <= INT64_MAX:
        raise ValueError(f"{what}: {n} is not an operand position (0 <= n < 2**63)")
    return n


def _instantiate(template: str, generator: str, replacements: Sequence[tuple[str, str]]) -> str:
    """The module of matcher file `template` (its header comment dropped)
    with each placeholder replaced; a placeholder must occur exactly once."""
    text = matcher_file(template).read_text(encoding="utf-8")
    start = text.find("\nmodule ")
    if start < 0:
        raise ValueError(f"matcher template {template!r} has no top-level module")
    code = text[start + 1 :]
    for old, _ in replacements:
        count = code.count(old)
        if count != 1:
            raise ValueError(
                f"matcher template {template!r}: {old!r} occurs {count} times, expected once"
            )
    # All at once, in the template's text only: a name given by the caller
    # (say "PDLX_PRODUCER") is never taken for a placeholder.
    by_old = dict(replacements)
    pattern = re.compile("|".join(re.escape(o) for o in sorted(by_old, key=len, reverse=True)))
    code = pattern.sub(lambda m: by_old[m.group(0)], code)
    return f"// Generated by pdlx.compile.library.{generator} from matchers/{template}{SUFFIX}.\n{code}"


def op_in_function_matcher(function_name: str, *, matcher_name: str = OP_IN_FUNCTION) -> str:
    """The text of `matchers/op_in_function.mlir` for `function_name`: a
    transform module whose matcher `@matcher_name` matches every op whose
    nearest enclosing `func.func` has that `sym_name`, yielding (op,
    function). It uses pdlx's `transform.pdlx.match.attribute`: pdlx only."""
    name = StringAttr(_check_name("function_name", function_name))
    symbol = SymbolRefAttr(_check_name("matcher_name", matcher_name))
    return _instantiate(
        OP_IN_FUNCTION,
        "op_in_function_matcher",
        [(FUNCTION_PLACEHOLDER, str(name)), (f"@{OP_IN_FUNCTION}(", f"{symbol}(")],
    )


def producer_consumer_matcher(
    consumer: str | Iterable[str] | None,
    producer: str | Iterable[str],
    operand: int = 0,
    *,
    matcher_name: str = PRODUCER_CONSUMER,
) -> str:
    """The text of `matchers/producer_consumer.mlir` for the given names: a
    transform module whose matcher `@matcher_name` matches an op named
    `consumer` (one name or several; `None`: any op) whose operand
    #`operand` is a result of an op named `producer` (one or several),
    yielding (producer, consumer). Core MLIR 22 ops only."""
    replacements = [
        (PRODUCER_PLACEHOLDER, str(_names("producer", producer))),
        (
            OPERAND_PLACEHOLDER,
            OPERAND_PLACEHOLDER.replace("[0]", f"[{_position('operand', operand)}]"),
        ),
        (f"@{PRODUCER_CONSUMER}(", f"{SymbolRefAttr(_check_name('matcher_name', matcher_name))}("),
    ]
    if consumer is None:
        replacements.insert(0, ("    " + CONSUMER_CHECK, ""))
    else:
        replacements.insert(0, (CONSUMER_PLACEHOLDER, str(_names("consumer", consumer))))
    return _instantiate(PRODUCER_CONSUMER, "producer_consumer_matcher", replacements)


def constant_like_op_names(context: Context | None = None) -> list[str]:
    """The ops of `context` (default: the core dialects) that have the
    `ConstantLike` trait, sorted."""
    ctx = context or Context.default()
    return sorted(
        name
        for d in ctx.loaded_dialects()
        for name, op in d.ops.items()
        if op.has_trait("ConstantLike")
    )


def constant_operand_matcher(
    operand: int = 0,
    constant_ops: str | Iterable[str] | None = None,
    *,
    matcher_name: str = "constant_operand",
    context: Context | None = None,
) -> str:
    """A matcher `@matcher_name` (from the producer-consumer template) for
    any op whose operand #`operand` is a result of a constant op: one of
    `constant_ops`, by default the ops pdlx's registry (`context`) marks
    `ConstantLike` when this is called. Op names are all MLIR 22's matchers
    can check: unregistered ops never count as constants. Yields (constant,
    op). Core MLIR 22 ops only."""
    names = constant_like_op_names(context) if constant_ops is None else constant_ops
    return producer_consumer_matcher(None, names, operand, matcher_name=matcher_name)


__all__ = [
    "available_matchers",
    "constant_like_op_names",
    "constant_operand_matcher",
    "load_matchers",
    "matcher_file",
    "matchers_dir",
    "op_in_function_matcher",
    "producer_consumer_matcher",
]
