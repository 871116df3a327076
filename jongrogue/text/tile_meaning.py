"""What one tile and one monster mean in *this* game: the rule text worded for the game's
options (s9 is a ring only with the ring rule, the key sentence only with identification, a
monster's special abilities only with the monster ability rule)."""

from __future__ import annotations

from collections.abc import Collection

from jongrogue.data import load_rules
from jongrogue.text.strings import Texts
from jongrogue.text.tile_words import tt

# tiles whose rule text never depends on an option
FIXED = ("pR", "sR", "T", "N", "S", "P", "W", "H", "C", "U")
# the ability that only matters with the pincer rule (it keeps the flytrap out of pincers)
PINCER_ONLY = "stationary"


def tile_meaning(ctx: Texts, code: str, options: Collection[str]) -> str:
    """The tooltip text of tile ``code`` lying face up, in a game with ``options``."""
    if code in FIXED or len(code) != 2 or code[0] not in "mps" or not code[1].isdigit():
        return ctx.text(f"tile.{code}")
    suit, n = code[0], int(code[1])
    if suit == "m":
        lines = [tt(ctx, "tile_is.monster")]
    elif suit == "p":
        trap = next((t["id"] for t in load_rules().traps["traps"] if t["tile"] == code), None)
        lines = [ctx.text(f"trap.{trap}")] if trap else [tt(ctx, "tile_is.gold", n=n)]
    else:
        cls = load_rules().traps["item_classes"][n]
        if cls == "ring" and "rings" not in options:
            cls = "potion_not_ring"
        lines = [tt(ctx, f"tile_is.{cls}")]
    if "identification" in options:
        lines.append(tt(ctx, f"tile_is.key_{suit}"))
    return "\n".join(lines)


def monster_meaning(ctx: Texts, mid: str, options: Collection[str]) -> str:
    """The monster's rule text, with its special abilities only when they are on in this game."""
    lines = [ctx.text(f"monster.{mid}")]
    for ability in load_rules().monster_by_id(mid)["abilities"]:
        on = (
            "pincer_attacks" in options
            if ability == PINCER_ONLY
            else "monster_abilities" in options
        )
        if on:
            lines.append(
                tt(
                    ctx,
                    "desc.ability",
                    name=ctx.name(f"ability.{ability}"),
                    text=ctx.text(f"ability.{ability}"),
                )
            )
    return "\n".join(lines)
