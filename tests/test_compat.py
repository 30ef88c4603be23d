"""Moved modules stay importable under their old names for one release."""

from __future__ import annotations

import importlib
import sys

import pytest

from pdlx.compat import MOVED


@pytest.mark.parametrize("old", sorted(MOVED))
def test_old_name_is_the_new_module(old: str) -> None:
    new = importlib.import_module(MOVED[old])
    sys.modules.pop(old, None)
    with pytest.warns(DeprecationWarning, match=MOVED[old].replace(".", r"\.")):
        alias = importlib.import_module(old)
    assert alias is new
    assert new.__spec__ is not None and new.__spec__.name == MOVED[old]


def test_changelog_lists_every_alias() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "CHANGELOG.md").read_text()
    missing = [old for old in MOVED if f"`{old}`" not in text]
    assert not missing, f"CHANGELOG.md does not list {missing}"
