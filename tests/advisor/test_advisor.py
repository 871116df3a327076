"""The advisor: honest (reads only the information set), deterministic, never changes the game."""

from __future__ import annotations

import time

from jongrogue.engine import Game, Options, cmd
from jongrogue.engine.core.places import hidden_places
from jongrogue.engine.core.rng import shuffled
from jongrogue.engine.core.tiles import box_composition
from jongrogue.engine.journal.timeline import Timeline
from jongrogue.sim import workers
from jongrogue.sim.advisor import NEVER, Advice, advise, choices, named_best, redeal_seed
from jongrogue.sim.advisor_jobs import AdviceJob
from jongrogue.sim.advisor_player import AdvisorPlayer
from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.review import moment, review
from tests.engine.test_paper import Recorder

EZ = Options()
SMALL = AdvisorSettings(rollouts=8, first=4, budget=64)
WALL = 107


def wall_order(seed: int) -> list[str]:
    zones = box_composition(Game.new(seed, EZ).rules, False)
    return shuffled(seed, "wall", 0, sorted(zones["wall"].elements()))


def wall_pair(seed: int):
    """Two games whose walls differ in two bottom tiles of different numbers (unseen for a while)."""
    order = wall_order(seed)
    deep = WALL - 1
    i = next(k for k in range(deep - 1, 60, -1) if order[k][1] != order[deep][1])
    other = order[:]
    other[i], other[deep] = other[deep], other[i]
    return Game.new(seed, EZ, {"wall": order}), Game.new(seed, EZ, {"wall": other}), i


def play(game, n: int) -> None:
    bot = GreedyBot()
    for _ in range(n):
        game.execute(bot.choose(game))


def test_pairs_differing_only_in_unseen_tiles_get_identical_advice():
    compared = 0
    for seed in (3, 4, 5):
        a, b, i = wall_pair(seed)
        assert a.state.wall != b.state.wall
        for _ in range(3):
            play(a, 4)
            play(b, 4)
            drawn = WALL - len(a.state.wall)
            if a.state.reshuffles or drawn > i or a.state.context in ("dead", "game_over"):
                break
            assert a.knowledge() == b.knowledge()
            adv_a, adv_b = advise(a, SMALL, seed=7), advise(b, SMALL, seed=7)
            assert adv_a == adv_b and adv_a
            # the benchmark's player and the review see no more than the Hint does
            assert AdvisorPlayer(SMALL).choose(a) == AdvisorPlayer(SMALL).choose(b)
            n = len(a.commands) - 1
            assert moment(Timeline(a), n, SMALL) == moment(Timeline(b), n, SMALL)
            compared += 1
    assert compared >= 5


def test_deterministic_and_leaves_the_game_unchanged():
    g = Game.new(3, EZ)
    play(g, 12)
    before_hash, before_text, before_state = g.state_hash(), g.to_text(), g.state
    first = advise(g, SMALL, seed=1)
    assert advise(g, SMALL, seed=1) == first
    assert g.state_hash() == before_hash and g.to_text() == before_text and g.state is before_state
    assert all(
        isinstance(a, Advice)
        and 4 <= a.rollouts <= 8
        and a.low <= a.value <= a.high
        and 1 <= a.value <= 30
        for a in first
    )
    top = [a for a in first if a.top]
    assert first[: len(top)] == top  # the top moves first, each part by share
    assert [a.value for a in top] == sorted((a.value for a in top), reverse=True)
    assert not any(a.command.type in NEVER for a in first)


def test_equivalent_commands_collapse_and_each_real_choice_is_scored():
    g = Game.new(3, EZ)
    play(g, 12)
    legal = [c for c in g.legal_commands() if c.type not in NEVER]
    table = g.redealt(0)
    groups = choices(g, table)
    cands = [c[0] for c in groups]
    assert set(cands) <= set(legal) and cands
    grouped = [c for grp in groups for c in grp]
    assert len(grouped) == len(legal) and set(grouped) == set(
        legal
    )  # every legal choice in one group
    adv = advise(g, SMALL, seed=0)
    assert [a.command for a in adv] and set(a.command for a in adv) == {
        c[0] for c in choices(g, g.redealt(redeal_seed(0, 0)))
    }


def test_no_advice_once_the_run_is_over():
    g = Game.new(3, EZ)
    while g.state.context not in ("game_over", "victory"):
        cmds = [c for c in g.legal_commands() if c.type == "abandon"]
        g.execute(cmds[0] if cmds else g.legal_commands()[0])
    assert advise(g, SMALL) == []


def test_a_players_own_plan_goes_first_only_when_it_is_a_top_move():
    g = Game.new(3, EZ)
    play(g, 12)
    while len(choices(g, g.redealt(redeal_seed(1, 0)))) < 3:  # a decision with real choices
        play(g, 1)
    adv = advise(g, SMALL, seed=1)
    top = [a for a in adv if a.top]
    assert len(adv) >= 3 and named_best(adv) == (top[0] if len(top) == 1 else None)
    mine = advise(g, SMALL, seed=1, prefer=top[-1].command)
    assert mine[0] == top[-1] and set(mine) == set(adv)
    for worse in (a for a in adv if not a.top):
        assert advise(g, SMALL, seed=1, prefer=worse.command)[0] == adv[0]


def paper_script(seed: int, rec, commands: int) -> tuple[list, list]:
    """The bot's first `commands` commands of a digital game, and the tiles each turned up (the
    opening's first): what a paper player of the same deal enters."""
    rec.take()
    game, bot = Game.new(seed, EZ), GreedyBot()
    tiles = [rec.take()]
    played = []
    for _ in range(commands):
        played.append(bot.choose(game))
        game.execute(played[-1])
        tiles.append(rec.take())
    return played, tiles


def enter(paper, tiles) -> None:
    for tile in tiles:
        paper.execute(cmd("tile", row=tile) if isinstance(tile, int) else cmd("tile", tile=tile))
    assert paper.state.context != "paper_tile"


def test_a_paper_run_is_advised_from_what_the_player_entered_as_its_digital_twin(monkeypatch):
    rec = Recorder(monkeypatch)
    compared = 0
    for seed in (3, 5):
        other = {"wall": wall_order(seed)[::-1]}  # the engine's stand-ins: not the real tiles
        played, tiles = paper_script(seed, rec, 20)
        digital, paper = Game.new(seed, EZ), Game.new(seed, Options(tiles="paper"), other)
        enter(paper, tiles[0])
        for n, (command, entered) in enumerate(zip(played, tiles[1:]), 1):
            digital.execute(command)
            paper.execute(command)
            enter(paper, entered)
            if n % 4 or len(advise(digital, SMALL, seed=n)) < 2:
                continue
            assert hidden_places(paper.state) != hidden_places(digital.state)
            assert paper.knowledge() == digital.knowledge()
            assert advise(paper, SMALL, seed=n) == advise(digital, SMALL, seed=n)
            compared += 1
        job = AdviceJob(paper, SMALL, seed=n)  # the app's path: the state, not the journal
        while not job.done():
            time.sleep(0.01)
        assert job.result() == advise(digital, SMALL, seed=n)
    workers.shutdown()
    assert compared >= 3


def test_a_paper_runs_review_scores_the_decisions_of_its_digital_twin(monkeypatch):
    rec = Recorder(monkeypatch)
    played, tiles = paper_script(3, rec, 16)
    digital = Game.new(3, EZ)
    paper = Game.new(3, Options(tiles="paper"), {"wall": wall_order(3)[::-1]})
    enter(paper, tiles[0])
    for command, entered in zip(played, tiles[1:]):
        digital.execute(command)
        paper.execute(command)
        enter(paper, entered)
    key = [
        (m.played, m.best, m.played_value, m.best_value, m.gap) for m in review(digital, 6, SMALL)
    ]
    assert len(key) == 6
    assert [
        (m.played, m.best, m.played_value, m.best_value, m.gap) for m in review(paper, 6, SMALL)
    ] == key
