"""Property testing of rewrites: random programs, and the checks a rewrite
set must pass on each of them.

`arith_functions()` and `chain_functions()` are hypothesis strategies that
generate MLIR text of one `func.func` (integer `arith` programs biased
towards the shapes simplification patterns look for, and programs holding
fc_relu chains of the benchmark's test ops); `pdlx.testing.programs` has
programs of `func`, `arith`, `scf` and `cf` over integer and float types.

`check_rewrite` applies a PDL pattern set to one program, with the greedy
driver's folder on and then off (a wrong pattern must not hide behind a
fold that rewrites its root first), and checks what a rewrite owes: it
terminates, the IR still verifies, applying it again changes nothing, and
the reference evaluator (`pdlx.testing.arith_eval`) computes the same
results before and after. A failure prints both sides in the same (custom)
form with a diff. It returns how often each pattern fired, and adds the
counts to the active `FireLog`s: a pattern that never fires across a test
run is untested, and the pytest plugin (`pdlx.testing.pytest_plugin`)
fails such a test naming it. `check_rewrite_set` runs all of it, plus
confluence, as one hypothesis run.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Severity
from pdlx.ir.snapshot import Snapshot
from pdlx.pdl.driver import GreedyConfig
from pdlx.pdl.engine import ApplyResult, PatternSet, apply_patterns
from pdlx.syntax.parser import parse
from pdlx.syntax.printer import print_module
from pdlx.testing.arith_eval import (
    Scalar,
    Undefined,
    evaluate,
    find_function,
    same_results,
)
from pdlx.testing.programs import Program, inputs_for, programs
from pdlx.verify.verifier import verify

INT_TYPES = ("i8", "i16", "i32", "i64", "index")


@st.composite
def arith_functions(
    draw: st.DrawFn, *, types: Sequence[str] = ("i32",), max_ops: int = 12, max_args: int = 3
) -> Program:
    """A `func.func @f` of integer arith ops over its arguments and
    constants, with the patterns' favourite shapes made likely."""
    ty = draw(st.sampled_from(list(types)))
    nargs = draw(st.integers(1, max_args))
    lines: list[str] = []
    values = [f"%arg{i}" for i in range(nargs)]
    counter = [0]

    def fresh() -> str:
        counter[0] += 1
        return f"%v{counter[0]}"

    def const(v: int) -> str:
        name = fresh()
        lines.append(f"    {name} = arith.constant {v} : {ty}")
        return name

    n = draw(st.integers(1, max_ops))
    for _ in range(n):
        kind = draw(
            st.sampled_from(
                [
                    "add0",
                    "0add",
                    "sub0",
                    "mul1",
                    "1mul",
                    "mul0",
                    "0mul",
                    "subself",
                    "negneg",
                    "add",
                    "sub",
                    "mul",
                    "const",
                ]
            )
        )
        x = draw(st.sampled_from(values))
        y = draw(st.sampled_from(values))
        r = fresh()
        if kind == "add0":
            z = const(0)
            lines.append(f"    {r} = arith.addi {x}, {z} : {ty}")
        elif kind == "0add":
            z = const(0)
            lines.append(f"    {r} = arith.addi {z}, {x} : {ty}")
        elif kind == "sub0":
            z = const(0)
            lines.append(f"    {r} = arith.subi {x}, {z} : {ty}")
        elif kind == "mul1":
            o = const(1)
            lines.append(f"    {r} = arith.muli {x}, {o} : {ty}")
        elif kind == "1mul":
            o = const(1)
            lines.append(f"    {r} = arith.muli {o}, {x} : {ty}")
        elif kind == "mul0":
            z = const(0)
            lines.append(f"    {r} = arith.muli {x}, {z} : {ty}")
        elif kind == "0mul":
            z = const(0)
            lines.append(f"    {r} = arith.muli {z}, {x} : {ty}")
        elif kind == "subself":
            lines.append(f"    {r} = arith.subi {x}, {x} : {ty}")
        elif kind == "negneg":
            z = const(0)
            inner = fresh()
            lines.append(f"    {inner} = arith.subi {z}, {x} : {ty}")
            z2 = const(0)
            lines.append(f"    {r} = arith.subi {z2}, {inner} : {ty}")
        elif kind == "const":
            v = draw(st.integers(-5, 5))
            lines.append(f"    {r} = arith.constant {v} : {ty}")
        else:
            op = {"add": "addi", "sub": "subi", "mul": "muli"}[kind]
            lines.append(f"    {r} = arith.{op} {x}, {y} : {ty}")
        values.append(r)
    nres = draw(st.integers(1, min(3, len(values))))
    rets = draw(st.lists(st.sampled_from(values), min_size=nres, max_size=nres))
    args = ", ".join(f"%arg{i}: {ty}" for i in range(nargs))
    rtypes = ", ".join(ty for _ in rets)
    text = (
        f"func.func @f({args}) -> ({rtypes}) {{\n" + "\n".join(lines) + "\n"
        f"    return {', '.join(rets)} : {rtypes}\n}}\n"
    )
    return Program(text, (ty,) * nargs, len(rets))


@st.composite
def chain_functions(draw: st.DrawFn, *, max_chains: int = 4, ty: str = "i32") -> Program:
    """A function of fc_relu chains (`test.matmul` -> `test.add` ->
    `test.max`, the benchmark payload's shape), some broken on purpose (a
    different bias for the max, an extra use) and some noise ops."""
    lines: list[str] = []
    values = ["%arg0", "%arg1", "%arg2"]
    k = [0]

    def fresh() -> str:
        k[0] += 1
        return f"%v{k[0]}"

    for _ in range(draw(st.integers(1, max_chains))):
        a = draw(st.sampled_from(values))
        b = draw(st.sampled_from(values))
        c = draw(st.sampled_from(values))
        mm, add, mx = fresh(), fresh(), fresh()
        lines.append(f'    {mm} = "test.matmul"({a}, {b}) : ({ty}, {ty}) -> {ty}')
        lines.append(f'    {add} = "test.add"({mm}, {c}) : ({ty}, {ty}) -> {ty}')
        c2 = c if draw(st.booleans()) or draw(st.booleans()) else draw(st.sampled_from(values))
        lines.append(f'    {mx} = "test.max"({add}, {c2}) : ({ty}, {ty}) -> {ty}')
        if draw(st.booleans()):
            extra = fresh()
            lines.append(f"    {extra} = arith.addi {mx}, {add} : {ty}")
            values.append(extra)
        values.append(mx)
    ret = draw(st.sampled_from(values[3:] or values))
    text = (
        f"func.func @f(%arg0: {ty}, %arg1: {ty}, %arg2: {ty}) -> {ty} {{\n"
        + "\n".join(lines)
        + f"\n    return {ret} : {ty}\n}}\n"
    )
    return Program(text, (ty,) * 3, 1)


# ---------------------------------------------------------------------------
# Fire counts across a test run


class FireLog:
    """How often each pattern of each pattern set fired, summed over every
    `check_rewrite` made while the log was active (`fire_log()`, or the
    pytest plugin's log of one test)."""

    def __init__(self) -> None:
        self._sets: dict[int, tuple[PatternSet, Counter[str], set[str]]] = {}
        self.checks = 0
        """How many `check_rewrite` calls reported to the log."""

    def record(
        self, patterns: PatternSet, fired: Mapping[str, int], may_not_fire: Iterable[str] = ()
    ) -> None:
        """Add one check's counts (`may_not_fire`: labels exempt from
        `never_fired`)."""
        entry = self._sets.get(id(patterns))
        if entry is None:
            entry = self._sets[id(patterns)] = (patterns, Counter(), set())
        entry[1].update(fired)
        entry[2].update(may_not_fire)
        self.checks += 1

    def counts(self, patterns: PatternSet) -> dict[str, int]:
        """Fire counts of every pattern of the set (0 for those that never fired)."""
        entry = self._sets.get(id(patterns))
        got = entry[1] if entry is not None else Counter()
        return {label: got[label] for label in patterns.patterns}

    def never_fired(self, exempt: Iterable[str] = ()) -> list[str]:
        """Labels of the patterns (of every set checked) that never fired."""
        skip = set(exempt)
        out: list[str] = []
        for patterns, got, own in self._sets.values():
            out.extend(
                p
                for p in patterns.patterns
                if got[p] == 0 and p not in own and p not in skip and p not in out
            )
        return out

    def report(self, exempt: Iterable[str] = ()) -> str:
        """Why a run is incomplete; empty when every pattern fired."""
        missing = self.never_fired(exempt)
        if not missing:
            return ""
        return (
            f"{len(missing)} pattern(s) never fired across {self.checks} checked programs, so "
            f"nothing tested them: {', '.join(missing)} (generate programs with the shapes "
            "they match, or pass may_not_fire=[...] to check_rewrite)"
        )

    def check(self) -> None:
        """Fail (AssertionError) when a pattern never fired."""
        text = self.report()
        if text:
            raise AssertionError(text)


_ACTIVE: list[FireLog] = []


@contextmanager
def fire_log(log: FireLog | None = None, *, check: bool = True) -> Iterator[FireLog]:
    """Collect fire counts of the `check_rewrite`s inside the block (into
    `log`, or a new one); on a normal exit, with `check`, fail if a pattern
    never fired."""
    log = log if log is not None else FireLog()
    _ACTIVE.append(log)
    try:
        yield log
    finally:
        _ACTIVE.remove(log)
    if check:
        log.check()


# ---------------------------------------------------------------------------
# One program


@dataclass(frozen=True, slots=True)
class RewriteCheck:
    """What `check_rewrite` found (each property is also asserted)."""

    before: Snapshot
    after: Snapshot
    """The result with the first configuration checked (folding on, by default)."""
    rewrites: int
    fired: Mapping[str, int]
    """Successful rewrites per pattern label, summed over the configurations
    checked (every pattern of the set is a key)."""
    evaluations: tuple[tuple[tuple[Scalar, ...], tuple[Scalar, ...]], ...] = ()
    """(inputs, results) pairs, identical before and after."""
    skipped: int = 0
    """Input rows on which the program is undefined (not compared)."""
    afters: Mapping[bool, Snapshot] = field(default_factory=dict)
    """The result per folder setting checked (True: folding on)."""


def _form(snap: Snapshot, ctx: Context) -> str:
    return print_module(snap, generic=False, context=ctx)


def _sides(before: str, after: str, what: str, first: str = "before") -> str:
    """Both sides, in the same form, and a diff."""
    diff = "".join(
        difflib.unified_diff(
            before.splitlines(keepends=True),
            after.splitlines(keepends=True),
            first,
            f"after ({what})",
        )
    )
    return f"{first}:\n{before}\nafter ({what}):\n{after}\ndiff:\n{diff}"


def _fold_label(cfg: GreedyConfig) -> str:
    parts = [f"folding {'on' if cfg.fold else 'off'}"]
    if cfg.top_down:
        parts.append("top-down")
    return ", ".join(parts)


def _fired_labels(patterns: PatternSet, result: ApplyResult) -> Counter[str]:
    labels = patterns.patterns
    c: Counter[str] = Counter()
    for r in result.results:
        for idx, n in r.counts.items():
            c[labels[idx]] += n
    return c


def _apply_checked(
    before: Snapshot,
    patterns: PatternSet,
    cfg: GreedyConfig,
    ctx: Context,
    idempotent: bool,
) -> ApplyResult:
    what = _fold_label(cfg)
    result = apply_patterns(before, patterns, config=cfg, ctx=ctx)
    if not result.converged:
        why = "; ".join(str(d.message) for d in result.diagnostics) or "no fixpoint"
        raise AssertionError(
            f"the rewrite did not terminate within {cfg.max_iterations} iterations ({what}): "
            f"{why}\nbefore:\n{_form(before, ctx)}"
        )
    errors = [d for d in result.diagnostics if d.severity is Severity.ERROR]
    if errors:
        raise AssertionError(
            f"the rewrite failed ({what}): {[str(d.message) for d in errors]}\n"
            f"before:\n{_form(before, ctx)}"
        )
    after = result.payload
    problems = [d for d in verify(after, ctx) if d.severity is Severity.ERROR]
    if problems:
        raise AssertionError(
            f"the rewritten IR does not verify ({what}): {problems[0].message}\n"
            + _sides(
                print_module(before, context=ctx),
                print_module(after, context=ctx),
                what + ", generic form",
            )
        )
    if idempotent:
        again = apply_patterns(after, patterns, config=cfg, ctx=ctx)
        # No edit at all leaves the very same snapshot: no need to print.
        if again.payload is not after:
            once, twice = _form(after, ctx), _form(again.payload, ctx)
            if again.rewrites or once != twice:
                fired = ", ".join(
                    f"{k} x{v}" for k, v in sorted(_fired_labels(patterns, again).items())
                )
                raise AssertionError(
                    f"applying the rewrite twice changed the IR again ({what}; fired: "
                    f"{fired or 'none, the folder did'})\n"
                    + _sides(once, twice, what + ", applied twice")
                )
    return result


def check_rewrite(
    program: Program | str,
    patterns: PatternSet,
    inputs: Sequence[Sequence[Scalar]],
    *,
    config: GreedyConfig | None = None,
    idempotent: bool = True,
    folds: Sequence[bool] = (True, False),
    may_not_fire: Iterable[str] = (),
    ctx: Context | None = None,
) -> RewriteCheck:
    """Apply `patterns` to the program with each folder setting of `folds`
    (on and off: a fold must not hide a wrong pattern) and assert that the
    rewrite terminates within `config.max_iterations`, keeps the IR valid,
    is idempotent (if asked) and keeps the meaning of the function on every
    row of `inputs` (rows on which the program is undefined are skipped).
    The fire counts go to the active `FireLog`s (`may_not_fire`: labels
    such as `@Name` that a run need not see fire)."""
    ctx = ctx or Context.default()
    base = config or GreedyConfig()
    text = program.text if isinstance(program, Program) else program
    before = parse(text, "<generated>", context=ctx, allow_unregistered=True)
    f0 = find_function(before)
    expected: list[tuple[tuple[Scalar, ...], list[Scalar]]] = []
    skipped = 0
    for row in inputs:
        try:
            expected.append((tuple(row), evaluate(before, f0, row)))
        except Undefined:
            skipped += 1
    fired: Counter[str] = Counter()
    first: ApplyResult | None = None
    afters: dict[bool, Snapshot] = {}
    exempt = tuple(may_not_fire)
    try:
        for fold in folds or (base.fold,):
            cfg = replace(base, fold=fold)
            result = _apply_checked(before, patterns, cfg, ctx, idempotent)
            afters[fold] = result.payload
            counts = _fired_labels(patterns, result)
            fired.update(counts)
            first = first or result
            after = result.payload
            f1 = find_function(after)
            for row, want in expected:
                what = _fold_label(cfg)
                try:
                    got = evaluate(after, f1, row)
                except Undefined as e:
                    raise AssertionError(
                        f"the rewritten program is undefined ({what}) on inputs {list(row)} ({e}), "
                        f"the original gives {want}\n"
                        + _sides(_form(before, ctx), _form(after, ctx), what)
                    ) from None
                if not same_results(want, got):
                    applied = ", ".join(f"{k} x{v}" for k, v in sorted(counts.items())) or "none"
                    raise AssertionError(
                        f"meaning changed ({what}) on inputs {list(row)}: {want} before, {got} "
                        f"after; patterns applied: {applied}\n"
                        + _sides(_form(before, ctx), _form(after, ctx), what)
                    )
    finally:
        # A failing check still counts: the pattern did fire.
        for log in _ACTIVE:
            log.record(patterns, {label: fired[label] for label in patterns.patterns}, exempt)
    assert first is not None
    all_fired = {label: fired[label] for label in patterns.patterns}
    return RewriteCheck(
        before,
        first.payload,
        first.rewrites,
        all_fired,
        tuple((row, tuple(want)) for row, want in expected),
        skipped,
        afters,
    )


def check_properties(
    program: Program | str,
    patterns: PatternSet,
    inputs: Sequence[Sequence[Scalar]],
    *,
    max_iterations: int = 10,
    idempotent: bool = True,
    confluent: bool = True,
    may_not_fire: Iterable[str] = (),
    ctx: Context | None = None,
) -> RewriteCheck:
    """Every property of a rewrite set on one program: `check_rewrite`
    (terminates within `max_iterations`, verifies, idempotent, keeps the
    meaning, with folding on and off) and, with `confluent`, the two
    application orders (bottom-up and top-down) reach the same IR (up to
    the order of the constants the folder hoists)."""
    ctx = ctx or Context.default()
    config = GreedyConfig(max_iterations=max_iterations)
    check = check_rewrite(
        program,
        patterns,
        inputs,
        config=config,
        idempotent=idempotent,
        may_not_fire=may_not_fire,
        ctx=ctx,
    )
    if confluent:
        for fold, a in check.afters.items():
            cfg = replace(config, fold=fold)
            down = replace(cfg, top_down=True)
            b = apply_patterns(check.before, patterns, config=down, ctx=ctx).payload
            ta, tb = _form(a, ctx), _form(b, ctx)
            if ta != tb and _constants_sorted(ta) != _constants_sorted(tb):
                raise AssertionError(
                    f"not confluent ({_fold_label(cfg)}): bottom-up and top-down application "
                    f"reach different IR\nbefore:\n{_form(check.before, ctx)}\n"
                    + _sides(ta, tb, "top-down", "bottom-up")
                )
    return check


def _constants_sorted(text: str) -> str:
    """The text with each run of `arith.constant` lines sorted: the folder
    hoists constants to the start of their region in the order it meets
    them, which is not a difference in what the IR computes."""
    out: list[str] = []
    run: list[str] = []
    for line in text.splitlines():
        if "= arith.constant " in line:
            run.append(line)
            continue
        out.extend(sorted(run))
        run = []
        out.append(line)
    out.extend(sorted(run))
    return "\n".join(out)


@dataclass(frozen=True, slots=True)
class RewriteSetReport:
    """What `check_rewrite_set` saw across its run."""

    examples: int
    fired: Mapping[str, int]
    """Successful rewrites per pattern label over the whole run."""


def check_rewrite_set(
    patterns: PatternSet,
    strategy: st.SearchStrategy[Program] | None = None,
    *,
    max_examples: int = 100,
    max_iterations: int = 10,
    idempotent: bool = True,
    confluent: bool = True,
    may_not_fire: Iterable[str] = (),
    seed: int | None = None,
    shrink: bool = True,
    ctx: Context | None = None,
) -> RewriteSetReport:
    """The properties of a rewrite set in one call: a hypothesis run of
    `check_properties` over `max_examples` programs of `strategy` (default:
    `programs()` over integer and float types, with `scf` and `cf`) and
    inputs for them, failing with the shrunk counterexample; then fails if
    a pattern never fired. Runs are the same every time (hypothesis's
    `derandomize`); `seed` picks another reproducible run. `shrink=False`
    reports the first failing program as found (faster)."""
    ctx = ctx or Context.default()
    if strategy is None:
        strategy = programs(int_types=INT_TYPES, float_types=("f32", "f64"))
    exempt = tuple(may_not_fire)
    count = [0]

    @settings(
        max_examples=max_examples,
        deadline=None,
        database=None,
        derandomize=seed is None,
        phases=list(Phase) if shrink else [Phase.explicit, Phase.reuse, Phase.generate],
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(data=st.data())
    def run(data: st.DataObject) -> None:
        program = data.draw(strategy, label="program")
        rows = data.draw(inputs_for(program), label="inputs")
        count[0] += 1
        check_properties(
            program,
            patterns,
            rows,
            max_iterations=max_iterations,
            idempotent=idempotent,
            confluent=confluent,
            may_not_fire=exempt,
            ctx=ctx,
        )

    test = hypothesis_seed(seed)(run) if seed is not None else run
    with fire_log(check=False) as log:
        test()
    log.check()
    return RewriteSetReport(count[0], log.counts(patterns))


__all__ = [
    "INT_TYPES",
    "FireLog",
    "Program",
    "RewriteCheck",
    "RewriteSetReport",
    "arith_functions",
    "chain_functions",
    "check_properties",
    "check_rewrite",
    "check_rewrite_set",
    "fire_log",
]
