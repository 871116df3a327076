"""Defects 2, 7 and 8: keys mean one kind of action; Settings lists what the keys do; the R
that opens the rulebook is not typed into its search box."""

from __future__ import annotations

from tests.ui.playflow_app import App, home  # noqa: F401


def test_the_r_that_opens_the_rulebook_is_not_searched(home):
    app = App()
    app.key("r", text="r")
    assert app.names() == ["title", "rules"]
    assert app.top.query == "" and app.top.search.text == ""
    app.key("d", text="d")  # typing afterwards does search
    assert app.top.query == "d"


import re  # noqa: E402

import pytest  # noqa: E402

from jongrogue.engine import Game, cmd  # noqa: E402
from jongrogue.sim.bot import GreedyBot  # noqa: E402
from jongrogue.storage.settings import DEFAULT_KEYS  # noqa: E402
from jongrogue.text.command_text import assign_keys, bar_commands, kind_of  # noqa: E402
from jongrogue.ui.voice.keys import ACTIONS as SPEECH_KEYS  # noqa: E402

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
    cmds = [
        cmd("pick_up", slot=1),
        cmd("pick_up", slot=2),
        cmd("read", kind="create_monster", target=None),
    ]
    keys = assign_keys(cmds, view, dict(DEFAULT_KEYS))
    assert [k.name for k in keys] == ["p", "p", "r"] and keys[0].menu and not keys[2].menu
    after = assign_keys(cmds[1:], view, dict(DEFAULT_KEYS))  # the first item was picked up
    assert [k.name for k in after] == ["p", "r"]  # "1" means nothing now
    fight = [cmd("attack", slot=1), cmd("attack", slot=3), cmd("read", kind="sleep", target=None)]
    assert [k.name for k in assign_keys(fight, view, dict(DEFAULT_KEYS))] == ["1", "3", "r"]
    last = assign_keys(fight[1:], view, dict(DEFAULT_KEYS))  # one monster left
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
                assert (
                    key[0] == DEFAULT_KEYS.get(next(iter(kinds)), key[0]) and not key[0].isdigit()
                )
        prev = now


UI_ACTIONS = {
    "move_north",
    "move_east",
    "move_south",
    "move_west",
    "undo",
    "redo",
    "describe",
    "message_log",
    "toggle_fullscreen",
    "hint",
} | set(SPEECH_KEYS)  # Ctrl + the key, on every screen (ui/voice/keys.py, tests/ui/test_speech.py)


def test_every_bindable_key_is_a_kind_the_table_binds():
    """Defect 7: Settings lists no key that does nothing (search and flee are the move keys)."""
    import inspect

    import jongrogue.engine.rules.legal as legal

    types = set(re.findall(r'cmd\("([a-z_]+)"', inspect.getsource(legal)))
    for action in DEFAULT_KEYS:
        assert action in UI_ACTIONS or action in types, action


def test_settings_show_the_keys_as_they_are_pressed(home):
    from jongrogue.ui.scenes.settings import ACTIONS, key_text

    for seed in range(1, 20):  # a run that reaches a wall to search before it ends
        game, bot = Game.new(seed=seed), GreedyBot()
        while game.view()["context"] not in ("game_over", "victory") and not any(
            c.type == "search" for c in game.legal_commands()
        ):
            game.execute(bot.choose(game))
        if any(c.type == "search" for c in game.legal_commands()):
            break
    n = len(game.commands)
    app = App(game=game)
    ctx = app.ctx
    assert key_text(ctx, "undo") == "Ctrl+Z" and key_text(ctx, "redo") == "Ctrl+Y"
    assert key_text(ctx, "search").startswith("⇧") and "search" in ACTIONS
    table = app.top
    search = next(c for c in table.bar.commands if c.type == "search")
    k = table.bar.keys[table.bar.commands.index(search)]
    assert k.shift and k.name == ctx.settings.keys[f"move_{search.arg('dir')}"]
    app.key(k.name, shift=True)
    assert table.ctl.game.commands[-1].type == "search"
    app.key("z")  # a bare Z does nothing
    assert len(table.ctl.game.commands) == n + 1
    app.key("z", ctrl=True)
    if app.top.name == "confirm":
        app.key("return")
    assert len(table.ctl.game.commands) == n
