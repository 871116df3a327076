"""Tiles named as players say them: 四索 / 8 of Characters, not s4 / m8."""
from __future__ import annotations


SUITS = "mps"


def tt(ctx, key: str, **fmt) -> str:
    return ctx.t("table." + key, **fmt)


def tile_word(ctx, code: str) -> str:
    if len(code) == 2 and code[0] in SUITS and code[1].isdigit():
        return tt(ctx, "tile_word", n=tt(ctx, f"numeral.{code[1]}"), suit=tt(ctx, f"suit.{code[0]}"))
    name = ctx.name(f"tile.{code}")
    return name if name != f"tile.{code}" else code


def tile_named(ctx, code: str) -> str:
    """The tile's word with its code, as a paper player types it: "5 of Characters (m5)"."""
    word = tile_word(ctx, code)
    return word if f"({code})" in word else f"{word} ({code})"


def tile_list(ctx, codes) -> str:
    return tt(ctx, "tile_sep").join(tile_word(ctx, c) for c in codes)
