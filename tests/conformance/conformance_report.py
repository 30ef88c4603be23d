"""Regenerate docs/conformance.md: the pass table of the upstream MLIR tests
(per file, per RUN line and per split chunk), of pdlx's own lit tests, and of
the recorded mlir-opt corpora.

    python tests/conformance/conformance_report.py            # print
    python tests/conformance/conformance_report.py --write    # rewrite docs/conformance.md

How chunks are judged. A RUN line that passes passes all its chunks. When a
`--split-input-file` RUN line fails, each of its chunks is run on its own:
a copy of the file in which every line outside the chunk is blanked (the
other chunks, with their CHECK and expected-* lines, and the `// -----`
markers; so the chunk keeps its line numbers) runs through the same RUN
line. A chunk fails when that run fails; its reason is the first error the
run reports. A RUN line without `--split-input-file` is one chunk.
"""

from __future__ import annotations

import argparse
import datetime
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import corpus_cases
import lit
from test_upstream import NOT_MLIR_22, NOT_YET

DOC = Path(__file__).resolve().parents[2] / "docs" / "conformance.md"
MARKER = re.compile(r"^// -----")
WORKERS = 2


@dataclass
class ChunkResult:
    index: int  # 1-based
    first_line: int
    ok: bool
    reason: str = ""


@dataclass
class RunResult:
    line: lit.RunLine
    ok: bool
    chunks: list[ChunkResult] = field(default_factory=list)
    reason: str = ""

    @property
    def passed_chunks(self) -> int:
        return sum(c.ok for c in self.chunks)


def split_chunks(text: str) -> list[tuple[int, int]]:
    """(first line, end line) of each chunk, 0-based, end exclusive; the
    marker lines belong to no chunk."""
    lines = text.split("\n")
    out: list[tuple[int, int]] = []
    start = 0
    for i, line in enumerate(lines):
        if MARKER.match(line):
            out.append((start, i))
            start = i + 1
    out.append((start, len(lines)))
    return out


def isolate(text: str, keep: tuple[int, int]) -> str:
    """The file with every line outside chunk `keep` blanked (the other
    chunks and the markers): one chunk, at its original line numbers."""
    lines = text.split("\n")
    return "\n".join(ln if keep[0] <= i < keep[1] else "" for i, ln in enumerate(lines))


_ERROR = re.compile(r"^(?:\S*?:\d+(?::\d+)?: )?error: (.*)$", re.M)


def first_error(report: str) -> str:
    """The first error line of a run's report, without its location."""
    body = report.split("--- stdout ---", 1)[-1]
    m = _ERROR.search(body)
    if m:
        text = m.group(1).strip()
    else:
        lines = [ln.strip() for ln in body.splitlines() if ln.strip() and not ln.startswith("---")]
        text = lines[0] if lines else "the RUN line failed"
    text = text.replace("|", "\\|")
    return text if len(text) <= 200 else text[:197] + "..."


def run_chunk(rl: lit.RunLine, text: str, index: int, bounds: tuple[int, int]) -> ChunkResult:
    d = str(rl.file.parent)
    command = rl.command.replace("%p", d).replace("%S", d)
    with tempfile.TemporaryDirectory(prefix="pdlx-conformance-") as tmp:
        copy = Path(tmp) / rl.file.name
        copy.write_bytes(isolate(text, bounds).encode("utf-8", "surrogateescape"))
        rc, report = lit.execute(lit.RunLine(copy, rl.index, command))
    return ChunkResult(index, bounds[0] + 1, rc == 0, "" if rc == 0 else first_error(report))


def run_line(rl: lit.RunLine, pool: ThreadPoolExecutor) -> RunResult:
    rc, report = lit.execute(rl)
    text = rl.file.read_bytes().decode("utf-8", "surrogateescape")
    split = "split-input-file" in rl.command
    bounds = split_chunks(text) if split else [(0, len(text.split("\n")))]
    if rc == 0:
        return RunResult(
            rl, True, [ChunkResult(i + 1, b[0] + 1, True) for i, b in enumerate(bounds)]
        )
    reason = first_error(report)
    if not split:
        return RunResult(rl, False, [ChunkResult(1, 1, False, reason)], reason)
    chunks = list(pool.map(lambda ib: run_chunk(rl, text, ib[0] + 1, ib[1]), enumerate(bounds)))
    if all(c.ok for c in chunks):
        # Each chunk passes alone: the failure comes from running them
        # together (state shared across chunks). Blame the whole line.
        chunks = [
            ChunkResult(
                c.index, c.first_line, False, "passes alone; the whole file fails: " + reason
            )
            for c in chunks
        ]
    return RunResult(rl, False, chunks, reason)


def upstream_results(pool: ThreadPoolExecutor) -> list[tuple[str, RunResult]]:
    out: list[tuple[str, RunResult]] = []
    for f in lit.upstream_files():
        rel = str(f.relative_to(lit.UPSTREAM))
        for rl in lit.run_lines(f):
            if rel in NOT_MLIR_22:
                out.append((rel, RunResult(rl, False, reason=NOT_MLIR_22[rel])))
                continue
            out.append((rel, run_line(rl, pool)))
            print(f"  {rl.id}: {'pass' if out[-1][1].ok else 'FAIL'}", file=sys.stderr)
    return out


def upstream_section(results: list[tuple[str, RunResult]]) -> list[str]:
    targets = [(rel, r) for rel, r in results if rel not in NOT_MLIR_22]
    t_lines = len(targets)
    p_lines = sum(r.ok for _, r in targets)
    t_chunks = sum(len(r.chunks) for _, r in targets)
    p_chunks = sum(r.passed_chunks for _, r in targets)
    pct = 100.0 * p_chunks / t_chunks if t_chunks else 0.0
    rows = [
        f"**MLIR 22 targets: {p_chunks} of {t_chunks} split chunks pass ({pct:.1f}%); "
        f"{p_lines} of {t_lines} RUN lines pass.**",
        "",
        "### Targets (files mlir-opt 22 itself passes)",
        "",
        "| file | RUN | chunks passing | result |",
        "|---|---:|---:|---|",
    ]
    failing: list[str] = []
    for rel, r in targets:
        n = len(r.chunks)
        result = "pass" if r.ok else "FAIL"
        rows.append(f"| `{rel}` | {r.line.index} | {r.passed_chunks}/{n} | {result} |")
        for c in r.chunks:
            if not c.ok:
                note = NOT_YET.get(r.line.id, "")
                extra = f" (known: {note})" if note else ""
                failing.append(
                    f"| `{rel}` | {r.line.index} | {c.index} (line {c.first_line}) | {c.reason}{extra} |"
                )
    rows += ["", "### Failing chunks", ""]
    if failing:
        rows += ["| file | RUN | chunk | first error |", "|---|---:|---|---|", *failing]
    else:
        rows.append("None.")
    rows += [
        "",
        "### Not targets (files mlir-opt 22 itself fails; see tests/conformance/upstream/BASELINE.md)",
        "",
        "| file | RUN | why not |",
        "|---|---:|---|",
    ]
    for rel, r in results:
        if rel in NOT_MLIR_22:
            rows.append(f"| `{rel}` | {r.line.index} | {r.reason} |")
    return rows


def own_section(pool: ThreadPoolExecutor) -> list[str]:
    rows = ["| file | RUN | result | first error |", "|---|---:|---|---|"]
    lines = [rl for f in lit.own_files() for rl in lit.run_lines(f)]
    for rl, (rc, report) in zip(lines, pool.map(lit.execute, lines), strict=True):
        rel = str(rl.file.relative_to(lit.OWN.parent))
        rows.append(
            f"| `{rel}` | {rl.index} | {'pass' if rc == 0 else 'FAIL'} | {'' if rc == 0 else first_error(report)} |"
        )
    return rows


def corpora_table() -> list[str]:
    rows = ["| corpus | runs | byte-identical |", "|---|---:|---:|"]
    for name, runs in (
        ("errors", corpus_cases.error_runs()),
        ("generic", corpus_cases.generic_runs()),
    ):
        ok = 0
        for r in runs:
            try:
                good, _ = corpus_cases.replay(r)
            except Exception:  # a crash counts as a failure in the table
                good = False
            ok += good
        rows.append(f"| `tests/conformance/corpus/{name}` | {len(runs)} | {ok} |")
    return rows


def render() -> str:
    with ThreadPoolExecutor(WORKERS) as pool:
        up = upstream_section(upstream_results(pool))
        own = own_section(pool)
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"],
        capture_output=True,
        text=True,
        cwd=str(DOC.parent.parent),
    ).stdout.strip()
    return "\n".join(
        [
            "# Conformance",
            "",
            "Generated by `python tests/conformance/conformance_report.py --write`; do not edit by hand.",
            f"Last run: {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC at {commit} "
            "(plus uncommitted changes, if any).",
            "",
            "## Upstream MLIR tests (tests/conformance/upstream)",
            "",
            "Run by their RUN lines with pdlx-opt in place of mlir-opt (tests/conformance/lit.py; the test",
            "extensions of `pdlx.testing` loaded, as mlir-opt's test build has them). Which files",
            "are valid for MLIR 22 is in tests/conformance/upstream/BASELINE.md. A RUN line that passes",
            "passes all its chunks; a failing `--split-input-file` line has each chunk run on",
            "its own (every other line blanked) to tell which fail, and why.",
            "",
            *up,
            "",
            "## pdlx's own lit tests (tests/conformance/lit)",
            "",
            "Tutorial Ch3 with the extension of `examples/transform_ch3`, and tutorial Ch4",
            "rewritten onto `test.*` payload ops (tests/conformance/test_lit.py also compares the `mlir-opt`",
            "RUN lines with mlir-opt-22, byte for byte).",
            "",
            *own,
            "",
            "## Recorded mlir-opt corpora",
            "",
            *corpora_table(),
            "",
        ]
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    ns = ap.parse_args()
    text = render()
    if ns.write:
        DOC.write_text(text)
    else:
        print(text)


if __name__ == "__main__":
    main()
