"""File-level resources (`{-# dialect_resources: ..., external_resources: ... #-}`).

MLIR keeps these outside the IR, in the context; pdlx keeps them with the
snapshot they were parsed with, so printing a snapshot can reproduce them.
Values are blobs (hex, kept upper-case), booleans or strings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pdlx.support.text import keyword_or_string, quote

ResourceValue = tuple[str, object]
"""("blob", "0x...") | ("bool", bool) | ("string", str)."""

Group = tuple[str, tuple[tuple[str, ResourceValue], ...]]


@dataclass(frozen=True, slots=True)
class Resources:
    """The `{-# ... #-}` sections of a parsed file."""

    dialect: tuple[Group, ...] = ()
    """dialect name -> entries (only `builtin` blobs are understood)."""
    external: tuple[Group, ...] = ()
    """tool key -> entries, kept as given."""

    def blob(self, dialect: str, key: str) -> str | None:
        """The hex blob `key` of `dialect`, or None."""
        for name, entries in self.dialect:
            if name == dialect:
                for k, (kind, value) in entries:
                    if k == key and kind == "blob":
                        return str(value)
        return None

    def __bool__(self) -> bool:
        return bool(self.dialect or self.external)


NO_RESOURCES: Final = Resources()


def render_value(value: ResourceValue) -> str:
    """One resource value as MLIR prints it."""
    kind, v = value
    if kind == "bool":
        return "true" if v else "false"
    if kind == "blob":
        return '"0x' + str(v)[2:].upper() + '"'
    return quote(str(v))


def render(referenced_blobs: list[tuple[str, str]], external: tuple[Group, ...]) -> str:
    """The `{-# ... #-}` trailer: referenced builtin blobs in first-print order,
    then the external resources (non-empty groups)."""
    sections: list[str] = []
    if referenced_blobs:
        lines = ",\n".join(
            f"      {keyword_or_string(k)}: {render_value(('blob', v))}"
            for k, v in referenced_blobs
        )
        sections.append(f"  dialect_resources: {{\n    builtin: {{\n{lines}\n    }}\n  }}")
    groups = [(g, entries) for g, entries in external if entries]
    if groups:
        parts = []
        for g, entries in groups:
            lines = ",\n".join(
                f"      {keyword_or_string(k)}: {render_value(v)}" for k, v in entries
            )
            parts.append(f"    {keyword_or_string(g)}: {{\n{lines}\n    }}")
        sections.append("  external_resources: {\n" + ",\n".join(parts) + "\n  }")
    if not sections:
        return ""
    return "\n{-#\n" + ",\n".join(sections) + "\n#-}\n"
