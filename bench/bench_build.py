"""Building IR from Python (issue 14): what a `Builder` costs per op, next
to parsing the same IR from text. Plain Python; run from the repository
root:

    python bench/bench_build.py            # 1k and 10k ops, 5 rounds
    python bench/bench_build.py 100k 3     # sizes, rounds

For each size, in one process (medians over the rounds, interleaved):

- *op classes*: `func.FuncOp` with a chain of `arith.AddIOp` (operands by
  keyword, result type inferred), then `finish()` without verification;
- *create by name*: the same ops through `Builder.create("arith.addi", ...)`;
- *finish (verify)*: `finish()`'s verification of the built module;
- *parse*: `pdlx.parse` of the module's printed text (the same IR).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

from pdlx import parse, print_ir
from pdlx.build import Builder, arith, func
from pdlx.ir import types as T
from pdlx.ir.snapshot import Value
from pdlx.ir.types import FunctionType


def _size(s: str) -> int:
    s = s.lower()
    return int(float(s[:-1]) * (1000 if s.endswith("k") else 10**6)) if s[-1] in "km" else int(s)


def build(n: int, by_class: bool) -> Builder:
    b = Builder()
    with b:
        f = func.FuncOp(sym_name="f", function_type=FunctionType((T.i32,), (T.i32,)))
        e = b.add_block(f.body, [T.i32])
        with b.at_end(e):
            v: Value = e.args[0]
            for _ in range(n):
                if by_class:
                    v = arith.AddIOp(lhs=v, rhs=v).result
                else:
                    v = b.create("arith.addi", [v, v], [T.i32]).results[0]
            func.ReturnOp([v])
    return b


def timed(fn: Callable[[], object]) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def main() -> None:
    args = sys.argv[1:]
    sizes = [_size(a) for a in args if not a.isdigit()] or [1000, 10000]
    rounds = next((int(a) for a in args if a.isdigit()), 5)
    print(f"{'ops':>8} {'op classes':>12} {'create':>12} {'finish':>12} {'parse':>12}  us/op")
    for n in sizes:
        text = print_ir(build(n, True).finish(verify_ir=False))
        runs: dict[str, list[float]] = {"cls": [], "create": [], "verify": [], "parse": []}
        for _ in range(rounds):
            runs["cls"].append(timed(partial(lambda k: build(k, True).finish(verify_ir=False), n)))
            runs["create"].append(
                timed(partial(lambda k: build(k, False).finish(verify_ir=False), n))
            )
            built = build(n, True)
            runs["verify"].append(timed(built.finish))
            runs["parse"].append(timed(partial(parse, text)))
        med = {k: statistics.median(v) * 1e6 / n for k, v in runs.items()}
        print(
            f"{n:>8} {med['cls']:>12.1f} {med['create']:>12.1f} {med['verify']:>12.1f} "
            f"{med['parse']:>12.1f}  (parse/op classes: {med['parse'] / med['cls']:.2f})"
        )


if __name__ == "__main__":
    main()
