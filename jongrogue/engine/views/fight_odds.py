"""The odds of a fight before its rolls, from what the player knows: for each monster the PC would
fight now (at a door the front one, in a room every hostile one; else every living one in
sight), what the PC's melee and each usable ammo need on 2d9 against it and what it needs to hit
the PC — the same numbers the attack rules use (core.queries), their chances from the player's
knowledge of the wall (views.odds), never from the hidden tiles."""

from __future__ import annotations

import fractions
from dataclasses import dataclass

from jongrogue.data import Rules

from ..core.model import State
from ..core.queries import (
    ammo_stacks,
    front_monster,
    hostile_monsters,
    living_monsters,
    melee_numbers,
    monster_target,
    pcs_room,
    ranged_acc,
    target_mods,
)
from .knowledge import Knowledge
from .odds import known_odds

DICE = 2  # every attack roll is 2d9 (§8.3.4, §8.3.5)


@dataclass(frozen=True)
class FightOdds:
    slot: int
    monster: str  # its id
    melee: tuple[int, fractions.Fraction]  # (target, chance) of the PC's melee attack
    ranged: tuple[
        tuple[str, int, fractions.Fraction], ...
    ]  # (ammo kind, target, chance) of each shot
    against: tuple[int, fractions.Fraction]  # (target, chance) of its attack on the PC


def _facing(state: State, room: int) -> list[int]:
    if state.pc.position.kind == "door":
        front = front_monster(state, room)
        if front is not None:
            return [front]
    hostile = [i for i, _ in hostile_monsters(state, room)]
    return hostile or [i for i, _ in living_monsters(state, room)][:1]


def fight_odds(state: State, rules: Rules, know: Knowledge) -> list[FightOdds]:
    room = pcs_room(state)
    if room is None:
        return []
    p = rules.params_for(state.options.plus)
    base = p["pc_target_base"]
    acc, _ = melee_numbers(state, rules, p)
    out = []
    for slot in _facing(state, room):
        m = state.slot(room, slot).monster
        if m is None:
            continue
        target = base + rules.monster_by_id(m.id)["def"] + target_mods(p, m)
        shots, kinds = [], set()
        for ammo in ammo_stacks(state):
            if ammo.kind not in kinds:
                kinds.add(ammo.kind)
                t = target - ranged_acc(state, rules, ammo)
                shots.append((ammo.kind, t, known_odds(know, DICE, t)))
        hits_you = monster_target(state, rules, p, m)
        out.append(
            FightOdds(
                slot,
                m.id,
                (target - acc, known_odds(know, DICE, target - acc)),
                tuple(shots),
                (hits_you, known_odds(know, DICE, hits_you)),
            )
        )
    return out
