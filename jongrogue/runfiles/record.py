"""The History row of a run, built from its Game (finished, or abandoned unfinished).

    row_for(game, journal_path) -> dict for ``runfiles.history.record_run``
    record_abandoned(history, path) -> row id | None   an archived, unfinished journal
    run_key(game) -> str            the run's identity: its header and its line of play
    row_tiles(row) -> "paper" | "digital"   whose tiles a History row's run was played with

History records a run once per key, so a run recorded twice (it ended, the game crashed before
its autosave was archived, Continue opened it again) is still one row.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any, Protocol

from jongrogue.engine.journal.codec import dumps_line
from jongrogue.game import Game
from jongrogue.runfiles.summary import summarize
from jongrogue.storage.run_journals import read_header
from jongrogue.storage.settings import Problem


class RunHistory(Protocol):
    """What recording a run needs of History (runfiles/history.py, which imports this module)."""

    last_id: int | None

    def record_run(self, row: dict[str, Any]) -> Problem | None: ...


def run_key(game: Game) -> str:
    """The same for the same run however often it is loaded: the header, the number of
    commands in the line of play and the journal's hash after the last of them."""
    text = f"{dumps_line(game.header)}\n{len(game.commands)}\n{game.state_hash()}"
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def row_for(game: Game, journal: Path | str | None = None) -> dict[str, Any]:
    """A finished run carries the numbers of its last score-card row (as the in-game score card
    shows them); an unfinished one those of the PC now."""
    s = summarize(game)
    v = game.view()
    card = v["score_card"][-1] if s["result"] != "unfinished" and v["score_card"] else {}
    pc = v["pc"]
    return {
        "seed": s["seed"],
        "ruleset": s["ruleset"],
        "options": s["options"],
        "mode": s["mode"],
        "result": s["result"],
        "floor": card.get("floor", pc["floor"]),
        "deepest": card.get("deepest", s["deepest"]),
        "level": card.get("level", s["level"]),
        "gold": card.get("gold", pc["gold"]),
        "score": s["score"],
        "cause": s["cause"],
        "continues": card.get("continues", s["continues"]),
        "started": s["created"],
        "journal": str(journal) if journal else None,
        "undos": s["undos"],
        "hints": s["hints"],
        "key": run_key(game),
        "tiles": s["tiles"],
    }


def row_tiles(row: dict[str, Any]) -> str:
    """ "paper" for a run played with the player's own tiles, else "digital"; a row recorded
    before History kept it asks its run file's header (no file: "digital")."""
    tiles = row.get("tiles")
    if tiles is None and row.get("journal"):
        tiles = (read_header(row["journal"]) or {}).get("tiles")
    return "paper" if tiles == "paper" else "digital"


def record_abandoned(history: RunHistory, path: Path) -> int | None:
    """Record an archived journal of an unfinished run (so History can resume or replay it).
    A finished run was recorded when it ended; an unreadable file is left alone."""
    try:
        game = Game.load(path, recover=True)
    except Exception:  # noqa: BLE001  a damaged save must not stop a new game
        return None
    if summarize(game)["result"] != "unfinished" or not game.commands:
        return None
    if history.record_run(row_for(game, path)) is not None:
        return None
    last_id: int | None = history.last_id
    return last_id
