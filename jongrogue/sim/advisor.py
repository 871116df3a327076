"""The honest advisor: each real choice's expected final deepest floor, and how sure that is.

``advise(game, settings, seed)`` plays the candidate commands on redealt tables (``Game.redealt``:
every unseen tile dealt anew among the arrangements the player cannot rule out — never the true
hidden state), lets the greedy bot play on for a short horizon and scores where it stopped with
the value model (sim/rollout.py, sim/value.py). Every move is played on the same tables (common
random numbers), so two moves' difference is a paired one; a race (sim/race.py) spends the
rollouts where the moves are close. A move is *top* unless the leader beats it significantly;
the Hint names a best move only when it is the one top move. Commands that lead to the same
state on the first redealt table are one choice (``same`` lists the others); ``abandon`` /
``forced_end`` are never advised. Deterministic for a seed; the given game is not changed.
"""

from __future__ import annotations

import hashlib
from typing import Any

from jongrogue.engine.core.commands import Command
from jongrogue.engine.rules.actions import decide

from .advice import NEVER, OVER, Advice
from .advice import named_best as named_best  # (re-exported)
from .advisor_settings import HINT, AdvisorSettings
from .paired import interval
from .race import Focus, Race
from .rollout import playout
from .value import Value


def redeal_seed(seed: int, i: int) -> int:
    return int.from_bytes(
        hashlib.sha256(f"jongrogue-advisor:{seed}:{i}".encode()).digest()[:8], "big"
    )


def choices(game, table_state=None) -> list[tuple[Command, ...]]:
    """The legal commands that are real choices, grouped: one group per distinct result on
    `table_state` (a redealt state; the game's own state would let hidden tiles decide what
    counts as equal), the group's first command standing for it."""
    legal = [c for c in game.legal_commands() if c.type not in NEVER]
    if len(legal) <= 1 or table_state is None:
        return [(c,) for c in legal]
    groups: list[list[Command]] = []
    seen: list = []
    for c in legal:
        try:
            _, after = decide(table_state, c, game.rules)
        except Exception:  # noqa: BLE001 — a command the redealt table refuses stays a choice
            groups.append([c])
            seen.append(None)
            continue
        k = next((k for k, s in enumerate(seen) if s is not None and after == s), None)
        if k is None:
            groups.append([c])
            seen.append(after)
        else:
            groups[k].append(c)
    return [tuple(g) for g in groups]


class Tables:
    """The redealt tables of one decision, dealt when first asked for."""

    def __init__(self, game, seed: int):
        self.game, self.seed = game, seed
        self._dealt: dict[int, Any] = {}

    def __getitem__(self, i: int):
        if i not in self._dealt:
            self._dealt[i] = self.game.redealt(redeal_seed(self.seed, i))
        return self._dealt[i]


_VALUES: dict = {}  # rules -> its Value (the model is read once per process)


def value_of(rules) -> Value:
    v = _VALUES.get(rules)
    if v is None:
        v = _VALUES[rules] = Value(rules)
    return v


def outcomes(
    game, command: Command, tables: Tables, indices, horizon: int, value: Value | None = None
) -> list[float]:
    return played(game, command, tables, indices, horizon, value)[0]


def played(
    game, command: Command, tables: Tables, indices, horizon: int, value: Value | None = None
) -> tuple[list[float], int]:
    """The rollouts' values on the tables `indices`, and in how many of them the run was lost."""
    value = value if value is not None else value_of(game.rules)
    ends = [playout(tables[i], game.rules, command, horizon, value) for i in indices]
    return [v for v, _ in ends], sum(lost for _, lost in ends)


def result(
    race: Race, groups: list[tuple[Command, ...]], prefer: Command | None = None
) -> list[Advice]:
    """The race's moves as Advice, top moves first, each part by value (legal order among
    equals); `prefer` (a player's own plan) goes first when it is a top move."""
    if not groups:
        return []
    lead = race.leader()  # among the moves still in the race at its end
    out = []
    for i, g in enumerate(groups):
        o = race.outcomes[i]
        gap = race.paired(lead, i)
        low, high = interval(o)
        out.append(
            Advice(
                g[0],
                race.mean(i),
                len(o),
                low,
                high,
                i == lead or not gap.better(),
                gap,
                tuple(o),
                g[1:],
                race.lost[i],
            )
        )
    order = [g[0] for g in groups]
    mine = next((g[0] for g in groups if prefer in g), None)
    return sorted(
        out,
        key=lambda a: (
            not (a.top and a.command == mine),
            not a.top,
            -a.value,
            order.index(a.command),
        ),
    )


def advise(
    game,
    settings: AdvisorSettings = HINT,
    seed: int = 0,
    prefer: Command | None = None,
    value: Value | None = None,
    keep: Command | None = None,
    tables_of=Tables,
) -> list[Advice]:
    """The moves of this decision raced on redealt tables, scored by `value` (the shipped model by
    default; the benches try others). `keep` (the review's move played): after the first round
    only the leader and it race on (race.Focus). `tables_of` deals the tables (the measuring
    ceiling's sim/clairvoyant.py: the real one)."""
    if game.state.context in OVER:
        return []
    tables = tables_of(game, seed)
    groups = choices(game, tables[0] if settings.rollouts else None)
    if keep is None:
        race = Race(len(groups), settings)
    else:
        race = Focus(
            len(groups), settings, next((i for i, g in enumerate(groups) if keep in g), None)
        )
    while not race.finished:
        for i, indices in race.wanted().items():
            race.add(i, *played(game, groups[i][0], tables, indices, settings.horizon, value))
    return result(race, groups, prefer)
