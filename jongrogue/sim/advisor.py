"""The honest advisor: each real choice's chance of getting the PC to the next floor alive.

``advise(game, rollouts, seed)`` plays every candidate command on the same ``rollouts`` redealt
tables (``Game.redealt``: every unseen tile dealt anew among the arrangements the player cannot
rule out — never the true hidden state), then lets the greedy bot play on. Common random numbers
(the same redeal seeds for every candidate) keep the comparison between candidates fair.
Candidates that lead to the same state on the first redealt table are one choice; ``abandon`` /
``forced_end`` are never advised. Deterministic for a seed; the given game is not changed.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass

from jongrogue.engine.rules.actions import decide
from jongrogue.engine.core.commands import Command

from .rollout import rollout

NEVER = ("abandon", "forced_end")


@dataclass(frozen=True)
class Advice:
    command: Command
    survival: float                  # share of rollouts reaching the next floor alive (or winning)
    rollouts: int


def redeal_seed(seed: int, i: int) -> int:
    return int.from_bytes(hashlib.sha256(f"jongrogue-advisor:{seed}:{i}".encode()).digest()[:8], "big")


def candidates(game, table_state=None) -> list[Command]:
    """The legal commands that are real choices: one per distinct result on `table_state` (a
    redealt state; the game's own state would let hidden tiles decide what counts as equal)."""
    legal = [c for c in game.legal_commands() if c.type not in NEVER]
    if len(legal) <= 1 or table_state is None:
        return legal
    out, seen = [], []
    for c in legal:
        try:
            _, after = decide(table_state, c, game.rules)
        except Exception:            # noqa: BLE001 — a command the redealt table refuses stays a choice
            out.append(c)
            continue
        if any(after == s for s in seen):
            continue
        seen.append(after)
        out.append(c)
    return out


def tables(game, rollouts: int, seed: int) -> list:
    return [game.redealt(redeal_seed(seed, i)) for i in range(rollouts)]


def score(game, command: Command, redealt: list) -> Advice:
    floor = game.state.pc.floor
    won = sum(rollout(s, game.rules, command, floor) for s in redealt)
    return Advice(command, won / len(redealt) if redealt else 0.0, len(redealt))


def rank(advice: list[Advice], order: list[Command]) -> list[Advice]:
    """Best first; ties keep the legal-command order (deterministic)."""
    pos = {a.command: order.index(a.command) for a in advice}
    return sorted(advice, key=lambda a: (-a.survival, pos[a.command]))


def advise(game, rollouts: int = 64, seed: int = 0) -> list[Advice]:
    if game.state.context in ("game_over", "victory", "dead"):
        return []
    redealt = tables(game, rollouts, seed)
    cands = candidates(game, redealt[0] if redealt else None)
    return rank([score(game, c, redealt) for c in cands], cands)
