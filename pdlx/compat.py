"""Import aliases for modules that moved (CHANGELOG.md lists them).

Code written against an older layout keeps importing `pdlx.dialects.registry`
and gets the module that now lives at `pdlx.ir.context`: the same module
object, so classes, registries and monkeypatches are shared. The aliases are
kept for one release; importing through one warns with a
`DeprecationWarning` naming the new place.

A finder at the front of `sys.meta_path` resolves them (after an aliased
package, the path finder would load a second copy of a submodule from the new
folder under the old name); it answers only the names listed here, and nothing
is imported until an old name is asked for.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import sys
import warnings
from collections.abc import Sequence
from importlib._abc import Loader  # importlib.abc's Loader, without importlib.abc
from types import ModuleType

MOVED: dict[str, str] = {
    "pdlx.compile.codegen": "pdlx.support.codegen",
    "pdlx.diagnostics": "pdlx.ir.diagnostics",
    "pdlx.dialects.ods": "pdlx.ods",
    "pdlx.dialects.registry": "pdlx.ir.context",
    "pdlx.dialects.transform": "pdlx.transform.dialect",
    "pdlx.dialects.transform.core": "pdlx.transform.ops",
    "pdlx.dialects.transform.directives": "pdlx.transform.ops.directives",
    "pdlx.dialects.transform.extensions": "pdlx.transform.ext",
    "pdlx.dialects.transform.pdlx_match": "pdlx.compile.pdlx_match",
    "pdlx.dialects.transform.types": "pdlx.transform.ops.types",
    "pdlx.dialects.transform.verify": "pdlx.transform.ops.base",
    "pdlx.ir.deep": "pdlx.support.deep",
    "pdlx.ir.gcpause": "pdlx.support.gcpause",
    "pdlx.ir.verifier": "pdlx.verify.verifier",
    "pdlx.pdl.transform_ops": "pdlx.transform.ext.pdl",
    "pdlx.syntax.elements": "pdlx.syntax.parser.elements",
    "pdlx.syntax.format": "pdlx.ods.format",
    "pdlx.syntax.split": "pdlx.split",
    "pdlx.timing": "pdlx.support.timing",
    "pdlx.transform.cse": "pdlx.rewrite.cse",
    "pdlx.transform.dialect.core": "pdlx.transform.ops",
    "pdlx.transform.dialect.directives": "pdlx.transform.ops.directives",
    "pdlx.transform.dialect.extensions": "pdlx.transform.ext",
    "pdlx.transform.dialect.pdlx_match": "pdlx.compile.pdlx_match",
    "pdlx.transform.dialect.types": "pdlx.transform.ops.types",
    "pdlx.transform.dialect.verify": "pdlx.transform.ops.base",
    "pdlx.transform.effects": "pdlx.rewrite.effects",
    "pdlx.transform.ops.debug": "pdlx.transform.ext.debug",
    "pdlx.transform.ops.loop": "pdlx.transform.ext.loop",
    "pdlx.transform.ops.pdl": "pdlx.transform.ext.pdl",
    "pdlx.transform.ops.structured": "pdlx.transform.ext.structured",
    "pdlx.transform.patterns": "pdlx.rewrite.patterns",
    "pdlx.transform.rewrite_passes": "pdlx.rewrite.passes",
}
"""Old module path -> new module path."""


class _AliasLoader(Loader):
    def __init__(self, new: str) -> None:
        self.new = new
        self.spec: importlib.machinery.ModuleSpec | None = None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        warnings.warn(
            f"{spec.name} moved to {self.new}; the old name goes in the next release",
            DeprecationWarning,
            stacklevel=3,
        )
        module = importlib.import_module(self.new)
        self.spec = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        """The module is the new one, already executed: give it back the
        spec that importing under the old name overwrote."""
        module.__spec__ = self.spec


class _AliasFinder:
    """A meta-path finder (structurally: `find_spec`). Not a subclass of
    `importlib.abc.MetaPathFinder`: importing `importlib.abc` pulls in
    `importlib.resources`, `tempfile` and the compression modules, ~10 ms of
    every `import pdlx`."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        new = MOVED.get(fullname)
        if new is None:
            return None
        return importlib.util.spec_from_loader(fullname, _AliasLoader(new))


def install() -> None:
    """Put the alias finder first on `sys.meta_path` (once)."""
    if not any(isinstance(f, _AliasFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _AliasFinder())
