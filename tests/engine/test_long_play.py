"""Long random play (>= 500 seeds): random legal commands until game over, victory or 3,000
commands, with NO exception and the table invariants checked after EVERY command.

Speed: the loop drives decide() / legal_commands() on states directly (Game.execute also
hashes every state, which is ~half of its cost and not needed here). Measured on the 2-core
dev box: ~15 s for the 500 EZ seeds plus the 150 EZ Plus seeds.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from jongrogue.data import load_rules
from jongrogue.engine import Game, Options
from jongrogue.engine.core.tiles import DIRECTIONS, neighbour
from jongrogue.engine.rules.actions import decide
from jongrogue.engine.rules.legal import legal_commands

RULES = load_rules()
MAX_COMMANDS = 3000
NEVER = ("abandon", "forced_end")
EZ_SEEDS = 500
PLUS_SEEDS = 150
CHUNK = 25
ALL_PLUS = Options(
    ruleset="ez_plus",
    plus=(
        "identification",
        "forced_end_bonus",
        "victory_bonus",
        "rings",
        "curses",
        "monster_abilities",
        "pincer_attacks",
    ),
)
CONTEXTS = {
    "explore",
    "choice",
    "ranged_phase",
    "combat_turn",
    "turn_end",
    "camp",
    "dead",
    "game_over",
    "victory",
}
THRESHOLDS = RULES.levels["xp_thresholds"]
LEVEL_CAP = RULES.levels["level_cap"]


def census_counter(state) -> Counter:
    fl = state.floor
    tiles = list(state.wall) + list(state.discard) + list(state.in_hand)
    tiles += [t for pair in fl.dungeon for t in pair] + list(state.dungeon_box)
    tiles += [s.tile for room in fl.encounter for s in room if s.tile]
    tiles += [t for t, _ in state.potion_links + state.scroll_links]
    tiles += list(state.status_field) + list(state.spare)
    return Counter(tiles)


def level_for(xp: int) -> int:
    return max(lv for lv in range(1, LEVEL_CAP + 1) if THRESHOLDS[lv] <= xp)


def check_invariants(state, opening: Counter, drained: bool) -> None:
    pc = state.pc
    assert state.context in CONTEXTS, state.context
    # Tiles: the multiset over every zone never changes.
    assert census_counter(state) == opening, "census changed"
    # HP, max HP (2n + 2), marker, food, level / XP.
    assert RULES.levels["max_hp"]["per_marker"] == 2 and RULES.levels["max_hp"]["base"] == 2
    assert 1 <= pc.marker <= RULES.levels["max_hp"]["marker_max"], pc.marker
    top = 2 * pc.marker + 2
    if state.context == "dead":
        assert pc.hp <= top, (pc.hp, top)  # a lethal hit may take HP below 0
    else:
        assert 0 <= pc.hp <= top, (pc.hp, top)
        if state.context not in ("game_over", "victory"):
            assert pc.hp >= 1, f"alive with HP {pc.hp}"
    assert 0 <= pc.food <= RULES.params["food"]["max"], pc.food
    assert 1 <= pc.level <= LEVEL_CAP, pc.level
    assert 0 <= pc.xp <= RULES.levels["xp_cap"], pc.xp
    if not drained:
        assert pc.level == level_for(pc.xp), (pc.level, pc.xp)
    # Exactly one PC position, with consistent fields.
    pos = pc.position
    assert pos.kind in ("room", "door", "corridor"), pos
    if pos.kind == "room":
        assert (
            pos.room in range(1, 10) and pos.side is None and pos.frm is None and pos.to is None
        ), pos
    elif pos.kind == "door":
        assert (
            pos.room in range(1, 10)
            and pos.side in DIRECTIONS
            and pos.frm is None
            and pos.to is None
        ), pos
        assert neighbour(pos.room, pos.side) is not None, f"door {pos} leads nowhere"
    else:
        assert pos.room is None and pos.side is None, pos
        assert pos.frm in range(1, 10) and pos.to in range(1, 10), pos
        assert pos.to in {neighbour(pos.frm, d) for d in DIRECTIONS}, (
            f"corridor {pos} joins no neighbours"
        )
    # Equipment: at most one melee weapon and one armour equipped (rings: the option's max).
    worn = Counter()
    for it, n in state.items:
        assert n >= 1, (it, n)
        if it.equipped:
            worn[it.sheet] += n
    assert worn["melee"] <= 1 and worn["armour"] <= 1, worn
    assert worn["rings"] <= RULES.params["rings_equipped_max"], worn
    assert not (worn.keys() - {"melee", "armour", "rings"}), worn
    # Monster counters stay sane.
    for room in state.floor.encounter:
        for s in room:
            if s.monster is not None:
                assert 0 <= s.monster.damage < s.monster.hp, s.monster


def play_random(seed: int, options: Options) -> tuple[str, int]:
    """-> (final context, commands). Raises AssertionError with the seed and the recent commands."""
    rng = random.Random(seed)
    game = Game.new(seed=seed, options=options)
    state = game.state
    opening = census_counter(state)
    recent: list[str] = []
    check_invariants(state, opening, False)
    n = 0
    while n < MAX_COMMANDS and state.context not in ("game_over", "victory"):
        legal = [c for c in legal_commands(state, RULES) if c.type not in NEVER]
        assert legal, f"seed {seed}: no legal command in {state.context}"
        if state.context == "dead":
            command = rng.choice([c for c in legal if c.type in ("game_over", "continue_game")])
        else:
            command = rng.choice(legal)
        level_before = state.pc.level
        try:
            events, state = decide(state, command, RULES)
        except Exception as exc:  # noqa: BLE001 - any exception is a failure; say where
            raise AssertionError(
                f"seed {seed} ({options.ruleset}), command {n + 1} {command}: "
                f"{type(exc).__name__}: {exc}; recent: {recent[-12:]}"
            ) from exc
        n += 1
        recent.append(str(command))
        drained = state.pc.level < level_before
        try:
            check_invariants(state, opening, drained)
        except AssertionError as exc:
            raise AssertionError(
                f"seed {seed} ({options.ruleset}), after command {n} {command}: {exc}; "
                f"recent: {recent[-12:]}"
            ) from None
    return state.context, n


def _chunks(total: int):
    return [range(i, min(i + CHUNK, total)) for i in range(0, total, CHUNK)]


@pytest.mark.parametrize("seeds", _chunks(EZ_SEEDS), ids=lambda r: f"ez-{r.start}-{r.stop - 1}")
def test_long_random_play_keeps_invariants_ez(seeds):
    ends = Counter(play_random(seed, Options(ruleset="ez"))[0] for seed in seeds)
    assert sum(ends.values()) == len(seeds)


@pytest.mark.parametrize("seeds", _chunks(PLUS_SEEDS), ids=lambda r: f"plus-{r.start}-{r.stop - 1}")
def test_long_random_play_keeps_invariants_ez_plus(seeds):
    ends = Counter(play_random(100_000 + seed, ALL_PLUS)[0] for seed in seeds)
    assert sum(ends.values()) == len(seeds)


# ---- regression: an asleep PC must never be soft-locked (found by this random play; fixed) --------
@pytest.mark.parametrize("context", ["choice", "dead"])
def test_bug_asleep_pc_is_not_soft_locked(context):
    from dataclasses import replace

    from tests.engine.helpers import rig, rig_pc

    seed = next(s for s in range(100) if Game.new(seed=s).state.context == "choice")
    g = Game.new(seed=seed, options=Options(ruleset="ez"))
    if context == "dead":
        rig(g, context="dead", death_cause="starved")
    rig_pc(g, states=("asleep",))
    assert replace(g.state).context == context
    for command in [c for c in g.legal_commands() if c.type not in NEVER]:
        before = g.state_hash()
        g.execute(command)
        assert g.state_hash() != before, f"{command} in {context} with an asleep PC changes nothing"
        g.undo()
