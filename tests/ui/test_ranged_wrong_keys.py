"""Outside the tutorial too, a key that does nothing in the ranged phase (a number: it attacks
only after the shooting ends) says so, with the keys that work now."""

from __future__ import annotations

import pytest

from jongrogue.engine import cmd
from tests.text.test_no_melee_at_a_door import _at_the_door_of_a_sleeping
from tests.ui.playflow_app import App, home  # noqa: F401


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("key", ["4", "[4]", "q"])
def test_a_dead_key_in_the_ranged_phase_names_the_keys_that_work(home, lang, key):
    app = App(lang=lang, game=_at_the_door_of_a_sleeping())
    table = app.top
    table.run(cmd("attack", slot=5))
    assert table.ctl.view["context"] == "ranged_phase"
    app.ctx.toasts.clear()
    n = len(table.ctl.game.commands)
    app.key(key)
    assert len(table.ctl.game.commands) == n  # nothing was played
    table.sync()
    (toast,) = [t.text for t in app.ctx.toasts]
    end = table.bar.commands.index(cmd("end_ranged_phase"))
    assert key.strip("[]").upper() in toast and table.bar.labels[end] in toast
    assert table.bar.keys[end].name.upper() in toast
