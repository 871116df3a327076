"""Defects 2, 7 and 8: keys mean one kind of action; Settings lists what the keys do; the R
that opens the rulebook is not typed into its search box."""
from __future__ import annotations

from tests.ui.playflow_app import App, home  # noqa: F401


def test_the_r_that_opens_the_rulebook_is_not_searched(home):
    app = App()
    app.key("r", text="r")
    assert app.names() == ["title", "rules"]
    assert app.top.query == "" and app.top.search.text == ""
    app.key("d", text="d")                           # typing afterwards does search
    assert app.top.query == "d"


import pytest  # noqa: E402

from jongrogue.engine import Game, cmd  # noqa: E402
from jongrogue.engine.view import view as build_view  # noqa: E402
from jongrogue.sim.bot import GreedyBot  # noqa: E402
from jongrogue.storage.settings import DEFAULT_KEYS  # noqa: E402
from jongrogue.ui.board.command_text import assign_keys, bar_commands, kind_of  # noqa: E402

RISKY = ("read", "quaff", "abandon", "forced_end", "discard", "game_over")


def bar(game):
    cmds = bar_commands(game.legal_commands())
    keys = assign_keys(cmds, game.view(), dict(DEFAULT_KEYS))
    out = {}
    for c, k in zip(cmds, keys):
        if k is not None:
            out.setdefault((k.name, k.shift), set()).add(kind_of(c))
    return out


def test_numbers_only_hit_and_never_read():
    view = Game.new(seed=1).view()
    cmds = [cmd("pick_up", slot=1), cmd("pick_up", slot=2), cmd("read", kind="create_monster", target=None)]
    keys = assign_keys(cmds, view, dict(DEFAULT_KEYS))
    assert [k.name for k in keys] == ["p", "p", "r"] and keys[0].menu and not keys[2].menu
    after = assign_keys(cmds[1:], view, dict(DEFAULT_KEYS))      # the first item was picked up
    assert [k.name for k in after] == ["p", "r"]                 # "1" means nothing now
    fight = [cmd("attack", slot=1), cmd("attack", slot=3), cmd("read", kind="sleep", target=None)]
    assert [k.name for k in assign_keys(fight, view, dict(DEFAULT_KEYS))] == ["1", "3", "r"]
    last = assign_keys(fight[1:], view, dict(DEFAULT_KEYS))      # one monster left
    assert [k.name for k in last] == ["3", "r"]


@pytest.mark.parametrize("seed", [2, 6, 11])
def test_a_key_never_changes_kind_between_turns(seed):
    game, bot = Game.new(seed=seed), GreedyBot()
    prev = bar(game)
    for _ in range(250):
        if game.state.context in ("game_over", "victory"):
            break
        game.execute(bot.choose(game))
        now = bar(game)
        for key, kinds in now.items():
            assert len(kinds) == 1, (key, kinds)
            if key in prev and "dead" not in (game.state.context,):
                assert kinds == prev[key], (key, prev[key], kinds)
            if next(iter(kinds)) in RISKY:
                assert key[0] == DEFAULT_KEYS.get(next(iter(kinds)), key[0]) and not key[0].isdigit()
        prev = now
