"""The score card sheet's Continues column (on screen and printed) is a whole word in Japanese,
History's own (「継続」); it was 「コンティ」, which read as a label cut short."""

from __future__ import annotations

from jongrogue.text import sheet_words, strings


def test_the_sheets_continues_column_is_historys_word():
    word = sheet_words.ui("ja", "col.continues")
    assert word == strings.ui("ja", "history.col.continues") == "継続"
    full = strings.ui("ja", "score.col.continues")
    assert not (full.startswith(word) and word != full)  # no cut-off start of the long word
