"""view() and shared_view() keep parts of earlier views (engine/views/view.py caches): they must equal
the uncached view for every state — bot games, random play, a revealed table, a clairvoyant PC
— in any order; view() must hand out fresh objects, and the caches stay bounded."""

from __future__ import annotations

import json
import random

import pytest

from jongrogue.engine import Game, Options
from jongrogue.engine.core.memo import CACHE_SIZE, Memo
from jongrogue.engine.core.model import OPTION_IDS, to_data
from jongrogue.engine.core.queries import corridor_status, doors, has_stairs, max_hp
from jongrogue.engine.core.tiles import ALL_CORRIDORS, neighbour
from jongrogue.engine.rules.camp import carry_counts, end_camp_discards
from jongrogue.engine.rules.checks import food_check_outcome
from jongrogue.engine.views import view as view_module
from jongrogue.engine.views.view import shared_view, table_view, view
from jongrogue.sim import GreedyBot


def reference_view(state, rules, reveal=False) -> dict:
    """The view as computed before the caches (commit 35af83c), every part from scratch."""

    def slot_(slot):
        tile = slot.tile
        if tile is None and slot.gold is None:
            return {"tile": None, "face": "empty", "monster": None, "gold": None}
        up = slot.face == "up"
        shown = up or reveal or (clairvoyant and tile is not None)
        m = slot.monster
        return {
            "tile": tile if (shown and tile) else ("U" if tile else None),
            "face": slot.face,
            "monster": None
            if m is None
            else {"id": m.id, "hp": m.hp, "damage": m.damage, "states": list(m.states)},
            "gold": slot.gold,
            "peek": clairvoyant and not up,
        }

    pc, fl = state.pc, state.floor
    rooms = {}
    for r in range(1, 10):
        up = fl.revealed[r - 1]
        tiles = list(fl.dungeon[r - 1]) if fl.dungeon and (up or reveal) else ["U", "U"]
        sides = sorted(doors(state, r))
        rooms[str(r)] = {
            "tiles": tiles,
            "revealed": up,
            "explored": fl.explored[r - 1],
            "doors": sides,
            "dead_doors": [d for d in sides if neighbour(r, d) is None],
            "stairs": bool(fl.dungeon) and up and has_stairs(state, r),
        }
    corridors = {
        key: corridor_status(state, *map(int, key.split("-"))) if fl.dungeon else "hidden"
        for key in ALL_CORRIDORS
    }
    clairvoyant = pc.has("clairvoyant")
    enc = {
        str(r): [slot_(s) for s in room] for r, room in zip(range(1, 10), fl.encounter or ((),) * 9)
    }
    links = lambda ls: [{"tile": t if (up or reveal) else "U", "face_up": up} for t, up in ls]  # noqa: E731
    sheets = {
        "items": [
            {
                "sheet": it.sheet,
                "kind": it.kind,
                "cursed": it.cursed,
                "equipped": it.equipped,
                "count": n,
            }
            for it, n in state.items
        ],
        "melee_bonus": pc.melee_bonus,
        "armour_bonus": pc.armour_bonus,
        "potion_links": links(state.potion_links),
        "scroll_links": links(state.scroll_links),
        "status_field": list(state.status_field),
        "carry": {
            sh: {"count": n, "limit": lim} for sh, (n, lim) in carry_counts(state, rules).items()
        },
        "end_camp_discards": [
            {"sheet": it.sheet, "kind": it.kind, "cursed": it.cursed, "equipped": it.equipped}
            for it in end_camp_discards(state, rules)
        ],
    }
    victory = None
    if state.victory_sheet is not None:
        victory = dict(state.victory_sheet)
        victory["items"] = [dict(line) for line in victory["items"]]
    return {
        "ruleset": state.options.ruleset,
        "options": sorted(state.options.plus),
        "mode": state.options.mode,
        "context": state.context,
        "pc": {
            "position": pc.position.to_dict(),
            "level": pc.level,
            "xp": pc.xp,
            "marker": pc.marker,
            "max_hp": max_hp(rules, pc.marker),
            "hp": pc.hp,
            "strength": pc.strength,
            "gold": pc.gold,
            "food": pc.food,
            "floor": pc.floor,
            "deepest": pc.deepest,
            "wind_plate": pc.wind_plate,
            "has_amulet": pc.has_amulet,
            "states": list(pc.states),
            "continues": pc.continues,
        },
        "wall": {
            "count": len(state.wall),
            "food_check": food_check_outcome(pc),
            **({"tiles": list(state.wall)} if reveal else {}),
        },
        "discard": list(state.discard),
        "in_hand": list(state.in_hand),
        "dungeon": {"rooms": rooms, "corridors": corridors, "mapped": fl.mapped},
        "encounter": {"rooms": enc},
        "combat": to_data(state.combat),
        "sheets": sheets,
        "score_card": [to_data(r) for r in state.score_card],
        "victory_sheet": victory,
        "death_cause": state.death_cause,
        "reshuffles": state.reshuffles,
    }


def bot_states(seed, options, continues, limit):
    game, bot = Game.new(seed=seed, options=options), GreedyBot(continues=continues)
    out = [game.state]
    while game.state.context not in ("game_over", "victory") and len(out) < limit:
        game.execute(bot.choose(game))
        out.append(game.state)
    return game.rules, out


def random_states(seed, limit):
    game, rng = (
        Game.new(seed=seed, options=Options(ruleset="ez_plus", plus=OPTION_IDS)),
        random.Random(seed),
    )
    out = [game.state]
    while len(out) < limit:
        legal = [c for c in game.legal_commands() if c.type not in ("abandon", "forced_end")]
        if not legal:
            break
        game.execute(rng.choice(legal))
        out.append(game.state)
    return game.rules, out


@pytest.fixture(scope="module")
def states():
    runs = [
        bot_states(3, Options(ruleset="ez"), 2, 700),
        bot_states(11, Options(ruleset="ez_plus", plus=OPTION_IDS), 1, 700),
        random_states(5, 400),
        random_states(8, 400),
    ]
    out = [(rules, s) for rules, run in runs for s in run]
    # A clairvoyant PC sees the face-down encounter tiles (peek): every tenth state once more so.
    out += [
        (rules, s.with_pc(states=s.pc.states + ("clairvoyant",)))
        for rules, s in out[::10]
        if not s.pc.has("clairvoyant")
    ]
    # The same item sheets under other options (the rings sheet's carry limit counts only with it).
    out += [
        (rules, s.evolve(options=Options(ruleset="ez_plus", plus=("rings",))))
        for rules, s in out[:700:25]
    ]
    return out


def containers(data, out):
    if isinstance(data, (dict, list)):
        out.append(data)
        for v in data.values() if isinstance(data, dict) else data:
            containers(v, out)
    return out


def test_cached_views_equal_the_uncached_view_in_any_order(states):
    assert sum(s.pc.has("clairvoyant") for _, s in states) > 50
    assert any(s.context == "camp" for _, s in states) and any(s.combat for _, s in states)
    order = list(range(len(states))) * 2
    random.Random(1).shuffle(order)
    for i in order:
        rules, s = states[i]
        for reveal in (False, True):
            want = reference_view(s, rules, reveal)
            assert view(s, rules, reveal) == want
            assert shared_view(s, rules, reveal) == want
            assert json.loads(json.dumps(want)) == want


def test_table_view_is_the_views_parts_a_table_reads(states):
    """table_view (the simulator's bot) = those parts of the unrevealed view, in any order."""
    order = list(range(len(states)))
    random.Random(2).shuffle(order)
    for i in order:
        rules, s = states[i]
        want, got = reference_view(s, rules), table_view(s, rules)
        assert set(got) == {
            "context",
            "pc",
            "wall",
            "discard",
            "in_hand",
            "dungeon",
            "encounter",
            "sheets",
        }
        for key in ("context", "pc", "dungeon", "encounter"):
            assert got[key] == want[key]
        assert got["wall"] == {"count": want["wall"]["count"]}
        assert list(got["discard"]) == want["discard"] and list(got["in_hand"]) == want["in_hand"]
        camp = ("end_camp_discards",) if s.context == "camp" else ()
        assert got["sheets"] == {
            k: want["sheets"][k] for k in ("items", "melee_bonus", "armour_bonus") + camp
        }


@pytest.mark.parametrize("which", ["camp", "combat", "score_card"])
def test_view_hands_out_fresh_objects(states, which):
    rules, s = next(
        (r, s) for r, s in states if (s.context == "camp" if which == "camp" else getattr(s, which))
    )
    kept = shared_view(s, rules), view(s, rules), view(s, rules)  # alive: no id is reused
    shared, a, b = ({id(c) for c in containers(v, [])} for v in kept)
    assert not a & shared and not a & b
    a = kept[1]
    for c in containers(a, []):  # the caller may edit its view ...
        if isinstance(c, dict):
            c.clear()
        else:
            c.append("edited")
    assert (
        view(s, rules) == shared_view(s, rules) == reference_view(s, rules)
    )  # ... and nothing else changes


def test_caches_stay_bounded(states):
    for rules, s in states:
        shared_view(s, rules)
    memos = [m for m in vars(view_module).values() if isinstance(m, Memo)] + [
        *view_module._SLOT.values()
    ]
    assert len(memos) == 4 and all(len(m) <= CACHE_SIZE for m in memos)
    assert max(len(m) for m in memos) > CACHE_SIZE // 2  # (the states did fill them)
