"""The Attack button's tooltip (the rulebook's Attack) says that from a
doorway melee follows only if a shot wakes the monster; in the ranged phase on a sleeper, End shooting is
labelled as ending the fight and its tooltip says why; after the fight ends, the log says it."""

from __future__ import annotations

import pytest

from jongrogue.engine import cmd
from jongrogue.text.words import tt
from jongrogue.ui.scenes.table_draw import describe_target
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
    _, body = _tooltip(app, attack)
    assert body.startswith(ctx.text("action.attack"))
    app.top.run(attack)
    end = cmd("end_ranged_phase")
    label, body = _tooltip(app, end)
    centaur = ctx.name("monster.centaur")
    assert label.startswith(tt(ctx, "fight.end_fight_label", action=ctx.name(f"action.{end.type}")))
    assert tt(ctx, "fight.no_melee_follows", monster=centaur) in body
    app.top.run(end)
    assert app.top.ctl.view["context"] == "explore"
    log = [e.text for e in app.top.ctl.log]
    assert tt(ctx, "note.no_melee_asleep", monster=centaur) in log
