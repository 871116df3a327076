"""The Attack button's tooltip (the rulebook's Attack) says that from a
doorway melee follows only if a shot wakes the monster; in the ranged phase on a sleeper, End shooting is
labelled as ending the fight and its tooltip says why; after the fight ends, the log says it."""

from __future__ import annotations

import pytest

from jongrogue.engine import cmd
from jongrogue.engine.core.model import in_room
from jongrogue.text.words import tt
from jongrogue.ui.scenes.table_draw import describe_target
from tests.engine.helpers import rig_pc
from tests.text.test_no_melee_at_a_door import _at_the_door_of_a_sleeping
from tests.ui.playflow_app import App


def _tooltip(app: App, command) -> tuple[str, str]:
    table = app.top
    table.sync()
    return describe_target(table, ("action", table.bar.commands.index(command)))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_attack_and_end_shooting_at_a_door_say_what_follows(lang):
    app = App(lang=lang, game=_at_the_door_of_a_sleeping())
    ctx = app.ctx
    attack = cmd("attack", slot=5)
    label, body = _tooltip(app, attack)
    centaur = ctx.name("monster.centaur")
    # the button itself says it shoots (a newcomer expected a melee from "Attack")
    assert label.startswith(
        tt(ctx, "fight.attack_from_door_label", action=ctx.name("action.attack"))
    )
    assert centaur in label
    assert tt(ctx, "fight.attack_from_door", monster=centaur) in body
    assert ctx.text("action.attack") in body
    app.top.run(attack)
    end = cmd("end_ranged_phase")
    label, body = _tooltip(app, end)
    assert label.startswith(tt(ctx, "fight.end_fight_label", action=ctx.name(f"action.{end.type}")))
    assert tt(ctx, "fight.no_melee_follows", monster=centaur) in body
    app.top.run(end)
    assert app.top.ctl.view["context"] == "explore"
    log = [e.text for e in app.top.ctl.log]
    assert tt(ctx, "note.no_melee_asleep", monster=centaur) in log


def test_attack_from_inside_the_room_keeps_its_plain_name():
    game = _at_the_door_of_a_sleeping()
    rig_pc(game, position=in_room(5))
    app = App(lang="en", game=game)
    label, body = _tooltip(app, cmd("attack", slot=5))
    assert label.startswith(app.ctx.name("action.attack") + ":")
    assert (
        tt(app.ctx, "fight.attack_from_door", monster=app.ctx.name("monster.centaur")) not in body
    )
