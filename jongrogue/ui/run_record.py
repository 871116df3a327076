"""The run-history row of a run: one place, so the score card in the game (the engine's rows)
and the score card on the title (the history) always agree."""
from __future__ import annotations

TERMINAL = ("game_over", "victory")


def history_row(game, view: dict, journal=None, result: str | None = None) -> dict:
    """The row for ``game``: the numbers of its last score-card row when it finished (as the
    in-game score card shows them), else of the PC now (a run abandoned mid-way)."""
    pc = view["pc"]
    finished = result is None and view["context"] in TERMINAL and view.get("score_card")
    card = view["score_card"][-1] if finished else {}
    h = game.header
    return {"seed": h.get("seed"), "ruleset": view["ruleset"], "options": view.get("options", []),
            "mode": view.get("mode", "practice"),
            "result": result or card.get("result") or view["context"],
            "floor": card.get("floor", pc["floor"]), "deepest": card.get("deepest", pc["deepest"]),
            "level": card.get("level", pc["level"]), "gold": card.get("gold", pc["gold"]),
            "score": card.get("score"), "cause": card.get("cause", view.get("death_cause")),
            "continues": card.get("continues", pc["continues"]),
            "started": h.get("created") or None, "journal": str(journal) if journal else None}
