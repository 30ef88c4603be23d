"""`Source.line_col` answers from a line table filled only as far as asked:
it gives the line and column a fully built table gives, in any order of
lookups."""

from __future__ import annotations

import threading

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


def test_threads_sharing_a_source_see_one_table() -> None:
    """Two threads filling the table of one `Source` at once (a pattern
    set's source shared by threads applying it) must not both append the
    same lines: the table is replaced as a whole, never extended in place."""
    text = "x\n" * 300_000
    end = (300_000, 1)
    for _ in range(10):
        src = Source("f", text)
        barrier = threading.Barrier(2)
        got: dict[int, tuple[int, int]] = {}

        def work(
            i: int,
            offset: int,
            src: Source = src,
            barrier: threading.Barrier = barrier,
            out: dict[int, tuple[int, int]] = got,
        ) -> None:
            barrier.wait()
            out[i] = src.line_col(offset)

        threads = [threading.Thread(target=work, args=(i, len(text) - 2 - 2 * i)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert got[0] == end and got[1] == (end[0] - 1, 1)
        assert len(src.line_starts()) == 300_001
        assert src.line_col(len(text) - 2) == end
