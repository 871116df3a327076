"""Verify a run file and summarise a run: the verdict the ``verify`` command prints.

    verdict = verify_text(text)   -> Verdict(code, summary | None, error | None)
    summarize(game)               -> {"result", "cause", "score", "deepest", ...}

code 0: every entry replays and reproduces its stored hash (from schema 5, every line also
continues the line chain, so no line was removed, added or moved without recomputing the chain;
from schema 6 the header names the rule tables by their hash and a challenge run's deal is bound
to its mode; an older journal is verified by its own schema's rules and ``schema_note`` says
what they leave out); 1: the file is a journal but one line fails (``error`` says which and why);
2: not a readable journal at all. What a VALID verdict proves, and what it cannot (a forger who
recomputes the plain SHA-256 chains), is stated in the README ("What VALID proves") and printed by
``jongrogue verify``.

A paper run (``tiles: paper``: the player entered the tiles of their own table) cannot be
reproduced from its seed; a valid one is *consistent*: it replays, every hash checks, and its
entered tiles never exceed the box (the engine refuses a kind whose copies are all accounted
for). ``is_paper`` tells the two apart for the texts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jongrogue.engine import Game, JournalError
from jongrogue.engine.journal.codec import parse
from jongrogue.engine.journal.schema import CHAINED_FROM, DEAL_BOUND_FROM

TERMINAL = ("game_over", "victory")
VALID, FAILS, UNREADABLE = 0, 1, 2


@dataclass
class Verdict:
    """A run file's check: its exit code, the run's summary and the error, if any."""

    code: int
    summary: dict[str, Any] | None = None
    error: str | None = None

    def as_json(self) -> dict[str, Any]:
        out = {"valid": self.code == VALID, **(self.summary or {})}
        if self.error:
            out["error"] = self.error
        return out


def summarize(game: Game) -> dict[str, Any]:
    """The run's result and numbers, read from its public view (the UI calls this too)."""
    v = game.view()
    pc = v["pc"]
    row = v["score_card"][-1] if v["score_card"] else None
    finished = v["context"] in TERMINAL
    h = game.header
    return {
        "result": (row["result"] if row is not None else v["context"])
        if finished
        else "unfinished",
        "cause": ((row["cause"] if row is not None else None) or v["death_cause"])
        if finished
        else None,
        "score": row["score"] if row is not None and finished else None,
        "deepest": pc["deepest"],
        "level": pc["level"],
        "floor": pc["floor"],
        "commands": len(game.commands),
        "undos": game.undos,
        "hints": game.hints,
        "continues": pc["continues"],
        "seed": h["seed"],
        "ruleset": h["ruleset"],
        "options": sorted(h["options"]),
        "mode": h["mode"],
        "rules_version": h.get("rules_version"),
        "created": h.get("created") or None,
        "schema": h["schema"],
        "tiles": h.get("tiles", "digital"),
        "every_line_chained": h["schema"] >= CHAINED_FROM,
        "rules_hash": h.get("rules_hash"),
        "challenge_deal_bound": h["schema"] >= DEAL_BOUND_FROM,
    }


def schema_note(summary: dict[str, Any]) -> str:
    """What a verdict on an older journal leaves out: it is checked by its own schema's rules."""
    missing = []
    if not summary.get("every_line_chained", True):
        missing.append(
            "its hint, undo and redo lines are not covered by a hash chain, so their counts are "
            "not proven"
        )
    if summary.get("rules_hash", "") is None:
        missing.append("it names its rules by version only, not by a hash of their numbers")
    if summary.get("mode") == "challenge" and not summary.get("challenge_deal_bound", True):
        missing.append(
            "its challenge deal is the practice deal of its seed, so a practice run relabelled "
            "as challenge would verify too"
        )
    if not missing:
        return ""
    return (
        f" (a schema-{summary['schema']} journal, verified by that schema's rules: "
        f"{'; '.join(missing)})"
    )


def is_paper(summary: dict[str, Any]) -> bool:
    """Played with the player's own tiles: consistent, not reproducible from its seed."""
    return summary.get("tiles") == "paper"


def is_clean(summary: dict[str, Any]) -> bool:
    """Challenge mode, never undone, never advised."""
    return (
        summary.get("mode") == "challenge" and not summary.get("undos") and not summary.get("hints")
    )


def header_of(text: str) -> dict[str, Any] | None:
    """The (upcast) header of a journal text, or None when it is not one."""
    try:
        header: dict[str, Any] = parse(text.split("\n", 1)[0] + "\n")[0]
        return header
    except JournalError:
        return None


def verify_text(text: str) -> Verdict:
    h = header_of(text)
    if h is None:
        try:
            Game.from_text(text)  # for its message
        except JournalError as exc:
            return Verdict(UNREADABLE, error=str(exc))
        except Exception as exc:  # noqa: BLE001  a hostile file must not crash verify
            return Verdict(UNREADABLE, error=f"{type(exc).__name__}: {exc}")
        return Verdict(UNREADABLE, error="not a JongRogue journal")
    try:
        game = Game.from_text(text)
    except JournalError as exc:
        return Verdict(FAILS, error=str(exc))
    summary = summarize(game)
    if game.load_warning:
        return Verdict(FAILS, summary, game.load_warning)
    return Verdict(VALID, summary)
