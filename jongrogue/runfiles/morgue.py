"""A run's morgue: everything worth posting about a finished (or abandoned) run, as data.

    morgue(game, lang, verdict=None) -> dict (JSON-serialisable; ``morgue_text.render`` prints it)

The character and sheets at the end, the items, the floor-by-floor story (``floors``), the
result and its cause, the last lines of the log (in ``lang``), seed and options, undos, hints,
continues, and whether the file verified (every stored hash reproduced).
"""
from __future__ import annotations

from jongrogue.engine.core.model import to_data
from jongrogue.runfiles.floors import floors
from jongrogue.runfiles.log_lines import last_lines
from jongrogue.runfiles.summary import is_clean, summarize

FORMAT = "jongrogue-morgue"
VERSION = 1


def morgue(game, lang: str, verdict=None) -> dict:
    v = game.view()
    pc = v["pc"]
    summary = summarize(game)
    return {
        "format": FORMAT, "version": VERSION, "lang": lang,
        **summary,
        "clean": is_clean(summary),
        "verified": verdict is None or verdict.code == 0,
        "problem": getattr(verdict, "error", None) if verdict is not None else game.load_warning,
        "character": {k: pc[k] for k in ("level", "xp", "hp", "max_hp", "strength", "gold", "food",
                                         "floor", "deepest", "states", "has_amulet", "continues")},
        "sheets": {"melee_bonus": v["sheets"]["melee_bonus"], "armour_bonus": v["sheets"]["armour_bonus"],
                   "carry": v["sheets"]["carry"]},
        "items": [{"sheet": it["sheet"], "kind": it["kind"], "count": it["count"], "cursed": it["cursed"],
                   "equipped": it["equipped"]} for it in v["sheets"]["items"]],
        "score_card": [to_data(r) for r in game.state.score_card],
        "floors": floors(game),
        "log": last_lines(game, lang),
    }
