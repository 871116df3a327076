"""A run's morgue: everything worth posting about a finished (or abandoned) run, as data.

    morgue(game, lang, verdict=None) -> dict (JSON-serialisable; ``morgue_text.render`` prints it)

The character and sheets at the end, the items, the floor-by-floor story (``floors``), the
result and its cause, the last lines of the log (in ``lang``), seed and options, undos, hints,
continues, and whether the file verified (every stored hash reproduced).

The result is the run's: ``game_over``, ``victory``, ``abandoned``, ``forced_end``; ``pending``
for a PC who has died while Continue or Game over is still to choose (the "You died" dialog),
with the death's cause; ``unfinished`` for a run under way.
"""

from __future__ import annotations

from typing import Any

from jongrogue.engine import Game
from jongrogue.engine.core.model import to_data
from jongrogue.runfiles.floors import floors
from jongrogue.runfiles.log_lines import last_lines
from jongrogue.runfiles.summary import Verdict, is_clean, summarize

FORMAT = "jongrogue-morgue"
VERSION = 1


def morgue(game: Game, lang: str, verdict: Verdict | None = None) -> dict[str, Any]:
    v = game.view()
    pc = v["pc"]
    summary = summarize(game)
    if v["context"] == "dead":  # died, the choice still open: the death says how it went
        summary = dict(summary, result="pending", cause=v["death_cause"])
    return {
        "format": FORMAT,
        "version": VERSION,
        "lang": lang,
        **summary,
        "clean": is_clean(summary),
        "verified": verdict is None or verdict.code == 0,
        "problem": getattr(verdict, "error", None) if verdict is not None else game.load_warning,
        "character": {
            k: pc[k]
            for k in (
                "level",
                "xp",
                "hp",
                "max_hp",
                "strength",
                "gold",
                "food",
                "floor",
                "deepest",
                "states",
                "has_amulet",
                "continues",
            )
        },
        "sheets": {
            "melee_bonus": v["sheets"]["melee_bonus"],
            "armour_bonus": v["sheets"]["armour_bonus"],
            "carry": v["sheets"]["carry"],
        },
        "items": [
            {
                "sheet": it["sheet"],
                "kind": it["kind"],
                "count": it["count"],
                "cursed": it["cursed"],
                "equipped": it["equipped"],
            }
            for it in v["sheets"]["items"]
        ],
        "score_card": [to_data(r) for r in game.state.score_card],
        "floors": floors(game),
        "log": last_lines(game, lang),
    }
