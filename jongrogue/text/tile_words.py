"""Tiles named as players say them: 四索 / 8 of Characters, not s4 / m8."""

from __future__ import annotations

from collections.abc import Iterable

from jongrogue.text.strings import Texts

SUITS = "mps"


def tt(ctx: Texts, key: str, **fmt: object) -> str:
    return ctx.t("table." + key, **fmt)


def tile_word(ctx: Texts, code: str) -> str:
    if len(code) == 2 and code[0] in SUITS and code[1].isdigit():
        return tt(
            ctx, "tile_word", n=tt(ctx, f"numeral.{code[1]}"), suit=tt(ctx, f"suit.{code[0]}")
        )
    name = ctx.name(f"tile.{code}")
    return name if name != f"tile.{code}" else code


def tile_list(ctx: Texts, codes: Iterable[str]) -> str:
    return tt(ctx, "tile_sep").join(tile_word(ctx, c) for c in codes)
