"""`Source.line_col` answers from a line table filled only as far as asked:
it gives the line and column a fully built table gives, in any order of
lookups."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pdlx.ir.location import Source

TEXTS = st.text(alphabet=st.sampled_from("ab\n\r\té€ "), max_size=60)


@given(TEXTS, st.data())
def test_partial_and_full_tables_agree(text: str, data: st.DataObject) -> None:
    offsets = data.draw(st.lists(st.integers(0, len(text)), min_size=1, max_size=20))
    partial = Source("f", text)
    tabled = Source("f", text)
    tabled.line_starts()  # the table first: every lookup reads it
    for offset in offsets:
        assert partial.line_col(offset) == tabled.line_col(offset), (text, offset)


def test_many_lookups_build_the_table_once() -> None:
    text = "x\n" * 1000
    src = Source("f", text)
    for offset in range(0, len(text), 7):
        assert src.line_col(offset) == (offset // 2 + 1, offset % 2 + 1)
    tables = {id(src.line_starts()) for _ in range(3)}
    assert len(tables) == 1
