"""A slot's item or gold tile in a command's label is written as the language writes tiles: the
code in English ("Item (s9)"), the tile's name in Japanese (「アイテム（九索）」, not "s9")."""

from __future__ import annotations

from copy import deepcopy

import pytest

from jongrogue.engine import cmd
from jongrogue.engine.core.model import in_room
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text.command_text import label
from tests.engine.helpers import rig_pc
from tests.engine.test_legal_table import fresh


def _at_an_item():
    """A view of the PC in room 5 with an item's tile, 9 of Bamboo, face up in slot 2."""
    g = fresh()
    rig_pc(g, position=in_room(5))
    view = deepcopy(g.view())
    view["encounter"]["rooms"]["5"][1].update(tile="s9", face="up")
    return view, 2, "s9"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_items_tile_is_named_as_the_language_writes_tiles(lang):
    view, slot, code = _at_an_item()
    ctx = TextContext(lang)
    words = label(ctx, cmd("pick_up", slot=slot), view)
    word = ctx.t("table.tile_word", n=ctx.t(f"table.numeral.{code[1]}"), suit=ctx.t("table.suit.s"))
    if lang == "en":
        assert f"({code})" in words
    else:
        assert code not in words and f"（{word}）" in words, words
