"""``python -m jongrogue.sim --player advisor``: the Hint's own function and settings object at
every real choice where something is at stake, the same --json figures as the greedy bot,
independent of --jobs."""

from __future__ import annotations

import json

from jongrogue.data import load_rules
from jongrogue.engine import Game, Options
from jongrogue.sim.__main__ import main
from jongrogue.sim.advisor import NEVER, OVER, advise
from jongrogue.sim.advisor_player import LOW_HP, AdvisorPlayer, at_stake
from jongrogue.sim.advisor_settings import HINT
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.headless import Headless
from jongrogue.sim.planner import PLANNER_VERSION, Planner
from jongrogue.sim.play import play_game
from jongrogue.sim.value import view_of
from jongrogue.ui.board import hint_view

RULES = load_rules()
SHORT = ["--games", "2", "--seed0", "100000", "--max-commands", "30", "--json", "--no-progress"]


def test_the_app_and_the_benchmark_read_one_settings_object():
    assert hint_view.SETTINGS is HINT and AdvisorPlayer().settings is HINT


def test_the_advisor_player_plays_the_hints_choice_at_the_hints_seed():
    player = AdvisorPlayer()
    run = play_game(100000, player, max_commands=40)
    replay, bot = Game.new(100000, Options()), Planner()
    asked = 0
    for n, played in enumerate(run.game.commands):
        own = bot.choose(replay)
        legal = [c for c in replay.legal_commands() if c.type not in NEVER]
        if (
            replay.state.context not in OVER
            and len(legal) > 1
            and at_stake(replay, legal)
            and not player.keeps_to_plan(replay)
        ):
            best = advise(replay, HINT, seed=n, prefer=own)[0]
            assert played == (own if own in best.same else best.command)
            asked += 1
        else:
            assert played == own
        replay.execute(played)
    assert asked >= 3 and run.commands == 40


def test_json_figures_like_the_greedy_bot_and_independent_of_jobs(capsys):
    assert main(SHORT + ["--jobs", "1"]) == 0
    greedy = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert main(SHORT + ["--jobs", "1", "--player", "advisor"]) == 0
    one = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert main(SHORT + ["--jobs", "2", "--player", "advisor"]) == 0
    two = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert main(SHORT + ["--jobs", "1", "--player", "planner"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    plan = json.loads(out[-1])
    assert (
        f"player planner (plan {PLANNER_VERSION})" in out[0]
    )  # the report's header names who played
    assert (
        set(one) == set(greedy) == set(plan)
        and one["player"] == "advisor"
        and greedy["player"] == "greedy"
    )
    assert (
        greedy["plan_version"] is None
        and one["plan_version"] == plan["plan_version"] == PLANNER_VERSION
    )
    drop = ("seconds",)
    assert {k: v for k, v in one.items() if k not in drop} == {
        k: v for k, v in two.items() if k not in drop
    }


def _first_ranged_phase(seed: int, low: bool) -> Game:
    """The plan's game of `seed` at its first ranged phase with HP below (or not) the low mark."""
    game, bot = Game.new(seed, Options()), Planner()
    while game.state.context not in OVER:
        pc = game.view()["pc"]
        if game.state.context == "ranged_phase" and (pc["hp"] < LOW_HP * pc["max_hp"]) == low:
            return game
        game.execute(bot.choose(game))
    raise AssertionError(f"seed {seed}: no ranged phase with low={low}")


def test_the_ranged_phase_is_asked_only_at_low_hp():
    for low in (False, True):
        game = _first_ranged_phase(100000, low)
        legal = [c for c in game.legal_commands() if c.type not in NEVER]
        assert len(legal) > 1 and at_stake(game, legal) is low


class _Flat:
    """A value model that sees no difference anywhere."""

    def __call__(self, game):
        return 0.0


class _Wounds:
    """A value model that wants the PC hurt."""

    def __call__(self, game):
        return -float(view_of(game)["pc"]["hp"])


def _overrules(value) -> int:
    game, plan = Headless.new(100000, Options(), RULES), Planner(rules=RULES)
    player, differ = AdvisorPlayer(rules=RULES, value=value), 0
    for _ in range(60):
        own = plan.choose(game)
        differ += player.choose(game) != own
        game.execute(own)
    assert player.hints > 0
    return differ


def test_the_players_value_model_is_the_one_its_hints_use():
    # Nothing to tell moves apart: no Hint names a move and the player keeps to its plan; a model
    # that wants the PC hurt names other moves than the plan's.
    assert _overrules(_Flat()) == 0 and _overrules(_Wounds()) > 0


def _first_state_on(floor: int):
    """A greedy game's first out-of-combat state on `floor` (a position the advisor player can take over)."""
    for seed in range(310000, 310200):
        game, bot = Headless.new(seed, Options(), RULES), GreedyBot(rules=RULES)
        while game.state.context not in OVER:
            if game.state.context == "explore" and game.state.pc.floor >= floor:
                return game.state
            game.execute(bot.choose(game))
    raise AssertionError(f"no greedy game reached floor {floor}")


def _hints_in(state, player, commands: int = 80) -> tuple[int, bool]:
    """(Hints asked, every move the plan's own) over the next commands played by `player`."""
    game, plan, same = Headless(state, RULES), Planner(rules=RULES), True
    for _ in range(commands):
        if game.state.context in OVER:
            break
        own = plan.choose(game)
        move = player.choose(game)
        same &= move == own
        game.execute(move)
    return player.hints, same


def test_from_the_amulets_depth_the_player_keeps_to_its_plan():
    state = _first_state_on(RULES.params["amulet_depth"])
    deep = AdvisorPlayer(rules=RULES)
    assert deep.keeps_to_plan(Headless(state, RULES))
    assert _hints_in(state, deep) == (0, True)
    # The same position asked about as if the Amulet lay deeper: Hints again.
    probe = AdvisorPlayer(rules=RULES)
    probe.plan_from = state.pc.floor + 1
    assert _hints_in(state, probe)[0] > 0


def _first(seed: int, where) -> Game:
    """The plan's game of `seed` at its first position where `where(game, legal)` holds."""
    game, bot = Game.new(seed, Options()), Planner()
    while game.state.context not in OVER:
        legal = [c for c in game.legal_commands() if c.type not in NEVER]
        if len(legal) > 1 and where(game, legal):
            return game
        game.execute(bot.choose(game))
    raise AssertionError(f"seed {seed}: no such position")


def _good_hp(game) -> bool:
    pc = game.view()["pc"]
    return pc["hp"] >= LOW_HP * pc["max_hp"]


def test_go_on_or_flee_is_asked_stairs_alone_are_the_plans():
    after_blows = _first(100000, lambda g, legal: g.state.context == "turn_end" and _good_hp(g))
    assert at_stake(after_blows, [c for c in after_blows.legal_commands() if c.type not in NEVER])
    stairs = _first(
        100000,
        lambda g, legal: (
            g.state.context == "explore"
            and _good_hp(g)
            and any(c.type == "use_stairs" for c in legal)
            and not any(c.type == "attack" for c in legal)
        ),
    )
    assert not at_stake(stairs, [c for c in stairs.legal_commands() if c.type not in NEVER])
