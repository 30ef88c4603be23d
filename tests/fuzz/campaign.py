#!/usr/bin/env python3
"""A differential campaign: many seeded cases of each kind, run under
mlir-opt-22 and pdlx-opt, with mismatches bucketed and minimized.

    python tests/fuzz/campaign.py --cases 5000            # ~1,667 of each kind
    python tests/fuzz/campaign.py --kinds pdl --cases 500 --minimize 5 --out /tmp/fuzz

Prints, per kind, how many cases agreed byte for byte, mismatched, crashed
or hung mlir-opt, and raised a traceback in pdlx; the agreement rate is over
the cases where mlir-opt neither crashed nor timed out (issue 13's measure)
nor erased an op that still had uses (undefined behaviour in its release
build, which pdlx refuses with a diagnostic).
`--out DIR` writes `report.json` (every non-agreeing seed and its bucket) and,
for the `--minimize` largest buckets, the smallest reproducer found by
deleting lines while the bucket stays the same (`bucket-K.mlir`, with the
tool flags in its first line). A case is reproduced from its kind and seed
alone: `generators.make_case(kind, seed)`.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent))

from differential import MLIR_OPT, Verdict, check  # noqa: E402
from generators import KINDS, Case, make_case  # noqa: E402


def minimize(verdict: Verdict, workdir: Path, budget: float = 60.0) -> Case:
    """Delete lines (halves, then single lines) while the case still lands in
    the same bucket; at most `budget` seconds."""
    case, bucket = verdict.case, verdict.bucket
    lines = case.text.splitlines(keepends=True)
    deadline = time.monotonic() + budget
    chunk = max(1, len(lines) // 2)
    while chunk >= 1 and time.monotonic() < deadline:
        i, changed = 0, False
        while i < len(lines) and time.monotonic() < deadline:
            trial = lines[:i] + lines[i + chunk :]
            v = check(replace(case, text="".join(trial)), workdir)
            if v.bucket == bucket:
                lines, changed = trial, True
            else:
                i += chunk
        if not changed:
            chunk //= 2
    return replace(case, text="".join(lines))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=300, help="cases in all, split evenly by kind")
    ap.add_argument("--kinds", default=",".join(KINDS), help=f"comma-separated, of {KINDS}")
    ap.add_argument("--seed-start", type=int, default=0)
    ap.add_argument("--out", type=Path, help="directory for report.json and reproducers")
    ap.add_argument("--minimize", type=int, default=0, help="minimize the K largest buckets")
    args = ap.parse_args(argv)
    if MLIR_OPT is None:
        print("campaign: mlir-opt-22 is not on PATH (set MLIR_OPT)", file=sys.stderr)
        return 2
    kinds = [k for k in args.kinds.split(",") if k]
    bad = [k for k in kinds if k not in KINDS]
    if bad:
        print(f"campaign: unknown kind {bad[0]!r}; kinds are {', '.join(KINDS)}", file=sys.stderr)
        return 2
    per_kind = max(1, args.cases // len(kinds))
    by_kind: dict[str, object] = {}
    report: dict[str, object] = {"mlir_opt": MLIR_OPT, "per_kind": per_kind, "kinds": by_kind}
    worst: list[tuple[int, str, Verdict]] = []
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for kind in kinds:
            outcomes: collections.Counter[str] = collections.Counter()
            buckets: dict[str, list[Verdict]] = collections.defaultdict(list)
            for seed in range(args.seed_start, args.seed_start + per_kind):
                v = check(make_case(kind, seed), work)
                outcomes[v.outcome] += 1
                if v.mlir is not None and v.mlir.status == 0:
                    outcomes["mlir-exit-0"] += 1
                if v.outcome != "agree":
                    buckets[v.bucket].append(v)
            compared = outcomes["agree"] + outcomes["mismatch"] + outcomes["pdlx-traceback"]
            rate = outcomes["agree"] / compared if compared else 1.0
            print(
                f"{kind}: {per_kind} cases, agree {outcomes['agree']}/{compared} ({rate:.2%}); "
                f"mismatch {outcomes['mismatch']}, pdlx traceback {outcomes['pdlx-traceback']}, "
                f"mlir-opt crash {outcomes['mlir-crash']}, mlir-opt timeout {outcomes['mlir-timeout']}, "
                f"mlir-opt undefined behaviour {outcomes['mlir-ub']}, "
                f"mlir-opt nondeterministic {outcomes['mlir-nondeterministic']}; "
                f"mlir-opt exit 0 on {outcomes['mlir-exit-0']}"
            )
            ranked = sorted(buckets.items(), key=lambda kv: -len(kv[1]))
            for bucket, vs in ranked[:10]:
                print(f"    {len(vs):5d}  {bucket}  (seed {vs[0].case.seed})")
            by_kind[kind] = {
                "outcomes": dict(outcomes),
                "agreement": rate,
                "buckets": {b: [v.case.seed for v in vs] for b, vs in ranked},
            }
            worst += [(len(vs), b, vs[0]) for b, vs in ranked if vs[0].outcome == "mismatch"]
        if args.out is not None:
            args.out.mkdir(parents=True, exist_ok=True)
            worst.sort(key=lambda t: -t[0])
            for k, (_, bucket, v) in enumerate(worst[: args.minimize]):
                small = minimize(v, work)
                head = f"// {small.kind} seed {small.seed}: {' '.join(small.flags)}\n// {bucket}\n"
                (args.out / f"bucket-{k}.mlir").write_text(head + small.text)
            (args.out / "report.json").write_text(json.dumps(report, indent=1) + "\n")
    print(f"{time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
