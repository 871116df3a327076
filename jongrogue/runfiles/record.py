"""The History row of a run, built from its Game (finished, or abandoned unfinished).

    row_for(game, journal_path) -> dict for ``runfiles.history.record_run``
    record_abandoned(history, path) -> row id | None   an archived, unfinished journal
    run_key(game) -> str            the run's identity: its header and its line of play

History records a run once per key, so a run recorded twice (it ended, the game crashed before
its autosave was archived, Continue opened it again) is still one row.
"""
from __future__ import annotations

import hashlib

from jongrogue.engine.journal.codec import dumps_line
from jongrogue.game import Game
from jongrogue.runfiles.summary import summarize


def run_key(game) -> str:
    """The same for the same run however often it is loaded: the header, the number of
    commands in the line of play and the journal's hash after the last of them."""
    text = f"{dumps_line(game.header)}\n{len(game.commands)}\n{game.state_hash()}"
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def row_for(game, journal=None) -> dict:
    """A finished run carries the numbers of its last score-card row (as the in-game score card
    shows them); an unfinished one those of the PC now."""
    s = summarize(game)
    v = game.view()
    card = v["score_card"][-1] if s["result"] != "unfinished" and v["score_card"] else {}
    pc = v["pc"]
    return {"seed": s["seed"], "ruleset": s["ruleset"], "options": s["options"], "mode": s["mode"],
            "result": s["result"], "floor": card.get("floor", pc["floor"]),
            "deepest": card.get("deepest", s["deepest"]), "level": card.get("level", s["level"]),
            "gold": card.get("gold", pc["gold"]), "score": s["score"], "cause": s["cause"],
            "continues": card.get("continues", s["continues"]),
            "started": s["created"], "journal": str(journal) if journal else None,
            "undos": s["undos"], "hints": s["hints"], "key": run_key(game)}


def record_abandoned(history, path) -> int | None:
    """Record an archived journal of an unfinished run (so History can resume or replay it).
    A finished run was recorded when it ended; an unreadable file is left alone."""
    try:
        game = Game.load(path, recover=True)
    except Exception:                     # noqa: BLE001  a damaged save must not stop a new game
        return None
    if summarize(game)["result"] != "unfinished" or not game.commands:
        return None
    if history.record_run(row_for(game, path)) is not None:
        return None
    return history.last_id
