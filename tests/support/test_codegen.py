"""`compile_function` names each generated source in `linecache` for
tracebacks: two sources never share a name, even when their checksums
collide (forced here), so a traceback shows the code that ran."""

from __future__ import annotations

import linecache
import traceback
from collections.abc import Callable
from typing import Any

import pytest

from pdlx.support import codegen
from pdlx.support.codegen import CodeBuilder, compile_function


def _build(body: str) -> Callable[..., Any]:
    b = CodeBuilder()
    with b.block("def f(x):"):
        b.line(body)
    return compile_function(b, "f")


def test_colliding_checksums_keep_their_own_traceback_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(codegen, "_fingerprint", lambda source: "0" * 16)
    f1 = _build("return 1 // x  # source one (collision test)")
    f2 = _build("return 2 + x  # source two (collision test)")
    assert callable(f1) and callable(f2)
    assert (f1(1), f2(1)) == (1, 3)
    names = {f1.__code__.co_filename, f2.__code__.co_filename}
    assert len(names) == 2
    with pytest.raises(ZeroDivisionError) as info:
        f1(0)
    shown = "".join(traceback.format_tb(info.value.__traceback__))
    assert "source one" in shown and "source two" not in shown
    for name in names:
        linecache.cache.pop(name, None)
