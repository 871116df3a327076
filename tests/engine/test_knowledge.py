"""The information-set model (engine/views/knowledge.py), odds from it, redeal and public events."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from jongrogue.engine import Game, Options
from jongrogue.engine.core.tx import Tx
from jongrogue.engine.rules.check_index import plans_for
from jongrogue.engine.rules.setup import floor_setup
from jongrogue.engine.views.knowledge import knowledge, redeal
from jongrogue.engine.views.odds import exact_odds, known_odds
from jongrogue.engine.views.public import public_events
from jongrogue.engine.views.view import FACE_DOWN, view
from tests.engine.helpers import rig

PLUS_ID = Options("ez_plus", ("identification",))


def _bot():
    from jongrogue.sim.bot import GreedyBot

    return GreedyBot()


def _visible(v: dict) -> tuple[Counter, int]:
    """Every tile the view shows face up, and how many places it shows face down."""
    seen, down = Counter(), 0

    def add(t):
        nonlocal down
        if t == FACE_DOWN:
            down += 1
        elif t is not None:
            seen[t] += 1

    for t in v["discard"] + v["in_hand"] + v["sheets"]["status_field"]:
        add(t)
    for room in v["dungeon"]["rooms"].values():
        for t in room["tiles"]:
            add(t)
    for slots in v["encounter"]["rooms"].values():
        for s in slots:
            add(s["tile"])
    for link in v["sheets"]["potion_links"] + v["sheets"]["scroll_links"]:
        add(link["tile"])
    return seen, down


def _check_against_view(game: Game) -> None:
    """Knowledge = exactly what the view hides: seen + group tiles is the whole census, and the
    groups' places are the wall plus every face-down place of the view."""
    s, know = game.state, game.knowledge()
    census = Counter(t for zone in game.census().values() for t in zone)
    seen, down = _visible(game.view())
    spare = Counter(s.spare)
    in_groups = Counter(t for g in know.groups for t in g.tiles)
    dungeon_box = Counter(s.dungeon_box)  # between floors: not on the table at all
    assert seen + in_groups + spare + dungeon_box == census
    assert sum(len(g.places) for g in know.groups) == down + len(s.wall)
    for g in know.groups:
        assert len(g.tiles) == len(g.places) and list(g.tiles) == sorted(g.tiles)


def test_opening_one_group_over_wall_and_face_down_slots():
    g = Game.new(seed=3)
    know = g.knowledge()
    keys = [x.key for x in know.groups]
    assert keys == ["draw:0", "dungeon"]
    draw = know.groups[0]
    kinds = Counter(p[0] for p in draw.places)
    assert kinds["wall"] == len(g.state.wall) and kinds["slot"] == 32  # 36 dealt, 4 turned up
    assert know.wall_group is draw and not know.wall_exact
    assert len(know.groups[1].places) == 16  # 8 rooms still dark
    _check_against_view(g)


def test_knowledge_matches_the_view_through_a_long_game():
    for seed, options in ((11, Options()), (4, PLUS_ID)):
        g, bot = Game.new(seed=seed, options=options), _bot()
        reshuffled = False
        for _ in range(400):
            if g.view()["context"] in ("game_over", "victory"):
                break
            g.execute(bot.choose(g))
            _check_against_view(g)
            reshuffled |= g.state.reshuffles > 0
        assert reshuffled  # the walk crossed at least one reshuffle


def test_a_reshuffle_after_the_deal_makes_the_wall_its_own_group():
    g = Game.new(seed=2)
    s = g.state
    rig(g, wall=s.wall[:3], discard=s.discard + s.wall[3:])
    bot = _bot()
    while g.state.reshuffles == 0:
        g.execute(bot.choose(g))
    know = g.knowledge()
    by_key = {x.key: x for x in know.groups}
    old, new = by_key["draw:0"], by_key["draw:1"]
    assert {p[0] for p in old.places} == {"slot"} and {p[0] for p in new.places} == {"wall"}
    assert know.wall_group is new and know.wall_exact
    assert Counter(new.tiles) == Counter(g.state.wall)
    # the odds are now the wall's own
    assert known_odds(know, 2, 10) == exact_odds(g.state.wall, g.state.discard, 2, 10)


def test_a_reshuffle_during_the_deal_splits_the_dealt_slots():
    g = Game.new(seed=7)
    s = g.state
    # ten tiles left: the deal's first ten slots come from the old wall, the rest after a reshuffle
    pool = (
        s.discard
        + s.wall[10:]
        + tuple(t.tile for room in s.floor.encounter for t in room if t.tile)
    )
    state = replace(s, wall=s.wall[:10], discard=pool)
    state = replace(state, floor=replace(state.floor, encounter=()))
    tx = Tx(state, g.rules, plans_for(g.rules, state.options))
    floor_setup(tx)
    st = tx.state
    assert st.reshuffles == 1 and st.deal_epochs == (0,) * 10 + (1,) * 26
    know = knowledge(st)
    old = next(x for x in know.groups if x.key == "draw:0")
    assert all(p[0] == "slot" and (p[1] - 1) * 4 + p[2] <= 10 for p in old.places)
    assert know.wall_group.key == "draw:1" and not know.wall_exact


def test_odds_from_knowledge_not_from_the_true_wall():
    """A leak once measured: swap a face-down room tile with a deep wall tile."""
    base = Game.new(seed=1)
    order = list(_wall_order(base))
    start = int(order[36][1])
    slot = next(i for i in range(36) if i // 4 + 1 != start and order[i][1] != order[100][1])
    swapped = order[:]
    swapped[slot], swapped[100] = swapped[100], swapped[slot]
    a, b = Game.new(1, box_order={"wall": order}), Game.new(1, box_order={"wall": swapped})
    assert a.view() == b.view()
    assert exact_odds(a.state.wall, (), 2, 10) != exact_odds(b.state.wall, (), 2, 10)
    for dice, target in ((1, 5), (2, 10), (3, 16)):
        assert a.odds(dice, target) == b.odds(dice, target)
    assert a.knowledge() == b.knowledge()


def _wall_order(game):
    from jongrogue.engine.core.rng import shuffled
    from jongrogue.engine.core.tiles import box_composition

    zones = box_composition(game.rules, game.options.has("identification"))
    return shuffled(game.state.seed, "wall", 0, sorted(zones["wall"].elements()))


def test_redeal_keeps_the_view_and_the_knowledge_and_forgets_the_truth():
    g, bot = Game.new(seed=9, options=PLUS_ID), _bot()
    for _ in range(25):
        g.execute(bot.choose(g))
    s, know = g.state, g.knowledge()
    r = redeal(s, 123)
    assert view(r, g.rules) == g.view() and knowledge(r) == know
    assert r.seed != s.seed and r.dungeon_orders == ()
    assert redeal(s, 123) == r and redeal(s, 124) != r and g.redealt(123) == r
    # the same knowledge with the hidden tiles placed differently redeals to the same state
    other = redeal(s, 55)
    assert redeal(other, 123) == r


def test_redeal_is_uniform_over_a_group():
    g = Game.new(seed=5)
    know = g.knowledge()
    group = know.wall_group
    top = Counter(redeal(g.state, k, know).wall[0][1] for k in range(900))
    expect = Counter(t[1] for t in group.tiles)
    for n, c in expect.items():
        share = c / len(group.tiles)
        assert abs(top[n] / 900 - share) < 0.06, (n, top[n], share)


def test_public_events_hide_deals_and_reshuffles():
    g = Game.new(seed=2)
    s = g.state
    rig(g, wall=s.wall[:3], discard=s.discard + s.wall[3:])
    bot = _bot()
    seen_reshuffle = False
    while not seen_reshuffle:
        g.execute(bot.choose(g))
        pub = public_events(g.last_events)
        seen_reshuffle = any(e.kind == "reshuffled" for e in pub)
    r = next(e for e in pub if e.kind == "reshuffled")
    assert "wall" not in r.data and r.data["count"] == len(
        next(e for e in g.last_events if e.kind == "reshuffled")["wall"]
    )
    opening = Game.new(seed=2)
    opening_pub = public_events(opening.last_events)
    deals = [e for e in opening_pub if e.kind == "drawn" and e["purpose"] == "deal"]
    assert len(deals) == 36 and {e["tile"] for e in deals} == {FACE_DOWN}
    down = [e for e in opening_pub if e.kind == "hand_to_slot"]
    assert {e["value"].tile for e in down} == {FACE_DOWN}
    dealt = next(e for e in opening_pub if e.kind == "dungeon_dealt")
    assert dealt.data == {"count": 18}
    assert opening.public_events() == opening_pub


def test_exact_odds_match_brute_force_across_the_wall_end():
    from fractions import Fraction
    from itertools import permutations

    pool, discard = ("m1", "p5", "s9", "m3", "p3"), ("s2", "m8", "p6")
    for wall_count in (5, 2, 1, 0):
        for dice, target in ((1, 5), (2, 9), (3, 13), (4, 20)):
            if dice - min(dice, wall_count) > len(discard):
                continue
            first = min(dice, wall_count)
            hits = total = 0
            for a in permutations(pool, first):
                for b in permutations(discard, dice - first):
                    total += 1
                    hits += sum(int(t[1]) for t in a + b) >= target
            assert exact_odds(pool, discard, dice, target, wall_count) == Fraction(hits, total), (
                wall_count,
                dice,
            )


def test_legal_commands_and_bot_choices_depend_only_on_knowledge():
    """After every command of several bot games, a redealt table (same knowledge, hidden tiles
    placed anew) has the same view and legal commands and the bot chooses the same command:
    neither the rules' legality nor the bot peeks at hidden tiles."""
    from tests.engine.helpers import set_state

    compared = 0
    for seed, options in [(s, Options()) for s in range(20, 26)] + [(6, PLUS_ID), (7, PLUS_ID)]:
        g, bot = Game.new(seed=seed, options=options), _bot()
        twin = Game.new(seed=seed, options=options)
        for n in range(300):
            if g.view()["context"] in ("game_over", "victory"):
                break
            set_state(twin, redeal(g.state, n))
            assert twin.view() == g.view()
            assert twin.legal_commands() == g.legal_commands()
            assert _twin(bot).choose(twin) == _twin(bot).choose(g), (seed, n)
            compared += 1
            g.execute(bot.choose(g))
    assert compared >= 1000


def _twin(bot):
    """A copy of the bot's per-floor memory (its rule tables are shared, read-only)."""
    import copy

    twin = copy.copy(bot)
    twin.__dict__ = {k: v if k == "rules" else copy.deepcopy(v) for k, v in bot.__dict__.items()}
    return twin
