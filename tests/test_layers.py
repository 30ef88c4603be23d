"""The package's layers, checked from the source (docs/architecture.md).

Builds the import graph of `pdlx` from the syntax trees, imports inside
functions included (an import that runs late is still a dependency), and
fails on any import cycle, any edge from a layer to one above it, and more
function-local `pdlx` imports than the budget. Run as a script it prints the
whole report, which is what to read while moving code.
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "pdlx"

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("support", ("pdlx.support",)),
    ("ir", ("pdlx.ir",)),
    ("syntax", ("pdlx.syntax",)),
    ("ods", ("pdlx.ods",)),
    ("verify", ("pdlx.verify",)),
    ("passes", ("pdlx.passes",)),
    ("dialects", ("pdlx.dialects",)),
    ("rewrite", ("pdlx.rewrite",)),
    ("pdl", ("pdlx.pdl",)),
    ("transform", ("pdlx.transform",)),
    ("compile", ("pdlx.compile",)),
    ("app", ("pdlx",)),
)
"""Lowest first. A module belongs to the layer of its longest matching
prefix; `pdlx` itself (the API, the tool, the registration module, testing,
the import aliases) is the top."""

LOCAL_IMPORT_BUDGET = 40
"""Function-local imports of pdlx modules: only where they keep start-up fast
(the API, the tool, registration)."""


def layer_of(module: str) -> int:
    best, rank = -1, -1
    for i, (_, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            if (module == p or module.startswith(p + ".")) and len(p) > best:
                best, rank = len(p), i
    return rank


@dataclass(frozen=True, slots=True)
class Edge:
    source: str
    target: str
    line: int
    local: bool


def modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _resolve(name: str, mods: dict[str, Path]) -> str | None:
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


def edges(mods: dict[str, Path]) -> list[Edge]:
    out: list[Edge] = []
    for module, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]

        def visit(node: ast.AST, local: bool, module: str = module, package: str = package) -> None:
            for child in ast.iter_child_nodes(node):
                inner = local or isinstance(
                    child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
                )
                names: list[str] = []
                if isinstance(child, ast.Import):
                    names = [a.name for a in child.names]
                elif isinstance(child, ast.ImportFrom):
                    if child.level:
                        base = package.split(".")[: len(package.split(".")) - (child.level - 1)]
                        full = ".".join(base + ([child.module] if child.module else []))
                    else:
                        full = child.module or ""
                    names = [
                        f"{full}.{a.name}" if f"{full}.{a.name}" in mods else full
                        for a in child.names
                    ]
                for name in names:
                    if name == "pdlx" or name.startswith("pdlx."):
                        target = _resolve(name, mods)
                        if target is not None and target != module:
                            out.append(Edge(module, target, child.lineno, local))
                visit(child, inner)

        visit(tree, False)
    return out


def upward(all_edges: list[Edge]) -> list[Edge]:
    return [e for e in all_edges if layer_of(e.target) > layer_of(e.source)]


def cycles(all_edges: list[Edge]) -> list[list[str]]:
    """Strongly connected components of more than one module."""
    graph: dict[str, set[str]] = defaultdict(set)
    for e in all_edges:
        graph[e.source].add(e.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, list[str]]] = [(start, sorted(graph[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            v, todo = work[-1]
            if todo:
                w = todo.pop()
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, sorted(graph.get(w, ()))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp: list[str] = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def _describe(e: Edge) -> str:
    kind = "function-local import" if e.local else "import"
    src = LAYERS[layer_of(e.source)][0]
    dst = LAYERS[layer_of(e.target)][0]
    return f"{e.source} ({src}) -> {e.target} ({dst}), line {e.line}, {kind}"


def test_every_module_has_a_layer() -> None:
    assert all(layer_of(m) >= 0 for m in modules())


def test_no_upward_edge() -> None:
    bad = upward(edges(modules()))
    assert not bad, "imports from a layer to one above it:\n" + "\n".join(map(_describe, bad))


def test_no_import_cycle() -> None:
    all_edges = edges(modules())
    found = cycles(all_edges)
    lines = []
    for comp in found:
        members = set(comp)
        inner = [e for e in all_edges if e.source in members and e.target in members]
        lines.append(f"cycle of {len(comp)} modules: " + ", ".join(comp))
        lines.extend("  " + _describe(e) for e in inner)
    assert not found, "\n".join(lines)


def test_local_import_budget() -> None:
    local = [e for e in edges(modules()) if e.local]
    statements = {(e.source, e.line) for e in local}
    assert len(statements) <= LOCAL_IMPORT_BUDGET, (
        f"{len(statements)} function-local pdlx import statements (budget "
        f"{LOCAL_IMPORT_BUDGET}):\n" + "\n".join(map(_describe, local))
    )


def private_imports(mods: dict[str, Path]) -> list[str]:
    """`from pdlx.x import _name` in a module other than `pdlx.x`: reaching
    into another module's private names (a leading underscore says "not
    part of my interface")."""
    found: list[str] = []
    for module, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and not node.level and node.module:
                if not node.module.startswith("pdlx"):
                    continue
                for a in node.names:
                    if a.name.startswith("_") and not a.name.startswith("__"):
                        found.append(f"{module}, line {node.lineno}: {node.module}.{a.name}")
    return found


def test_no_module_imports_another_modules_private_names() -> None:
    bad = private_imports(modules())
    assert not bad, "private names imported from another module:\n" + "\n".join(bad)


def test_checker_finds_what_it_should(tmp_path: Path) -> None:
    """The checker itself: a cycle and an upward edge it must report."""
    a = Edge("pdlx.ir.a", "pdlx.syntax.b", 1, True)
    b = Edge("pdlx.syntax.b", "pdlx.ir.a", 2, False)
    assert upward([a, b]) == [a]
    assert cycles([a, b]) == [["pdlx.ir.a", "pdlx.syntax.b"]]
    assert cycles([b]) == []


def main() -> None:
    mods = modules()
    all_edges = edges(mods)
    unplaced = [m for m in mods if layer_of(m) < 0]
    for m in unplaced:
        print("no layer:", m)
    up = upward(all_edges)
    for e in up:
        print("UPWARD", _describe(e))
    found = cycles(all_edges)
    for comp in found:
        print(f"CYCLE of {len(comp)}:", " ".join(comp))
    local = [e for e in all_edges if e.local]
    statements = {(e.source, e.line) for e in local}
    print(f"{len(up)} upward edges, {len(found)} cycles, {len(statements)} local import statements")
    if "-v" in sys.argv:
        for e in local:
            print("LOCAL", _describe(e))


if __name__ == "__main__":
    main()
