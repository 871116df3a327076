"""A paper run's new floor: the prompt's table work (clear the floor, deal the dungeon, deal the
rooms) is never cut with "…", at any scale in either language (at Japanese 171 % it was)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from jongrogue.engine import Options, cmd
from jongrogue.engine.core.model import in_room
from tests.engine.helpers import rig_pc, set_state
from tests.engine.test_legal_table import fresh
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_no_cut_text import cut  # noqa: F401


def _new_floor_prompt():
    g = fresh()
    stairs = next(
        r for r in range(1, 10) if any(t in ("pR", "sR") for t in g.state.floor.dungeon[r - 1])
    )
    rig_pc(g, position=in_room(stairs))
    set_state(g, replace(g.state, options=Options(tiles="paper")))
    g.execute(cmd("use_stairs"))
    while g.view()["paper"]["purpose"] == "clear_floor":
        g.execute(cmd("tile", tile=next(iter(g.view()["paper"]["offered"]))))
    assert len(g.view()["paper"]["procedures"]) >= 2
    return g


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "size,scale",
    [
        ((1280, 800), 100),
        ((1280, 800), 150),
        ((1280, 800), 200),
        ((1600, 1000), 100),
        ((1600, 1000), 171),
        ((1600, 1000), 200),
    ],
)
def test_the_new_floors_table_work_is_never_cut(home, cut, lang, size, scale):
    app = App(lang=lang, size=size, scale=scale, game=_new_floor_prompt())
    app.step()
    assert app.top.paper_prompt() is not None and app.top.paper_prompt().steps
    assert cut == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_undoing_the_tile_that_ended_a_floor_says_to_take_its_table_work_back(home, lang):
    """Ctrl+Z on the last tile of "Clear the floor" puts the old floor back on screen; the words
    say to take back the table work that tile had led to (clear, deal), not only the tile."""
    from jongrogue.text.paper_words import put_back_text

    g = _new_floor_prompt()
    told = g.view()["paper"]["procedures"]
    app = App(lang=lang, game=g)
    app.key("z", ctrl=True)
    if app.top.name == "confirm":
        app.key("return")
    words = put_back_text(app.ctx, app.top.ctl.put_back)
    assert words and all(app.ctx.name(f"paper_procedure.{k}") in words for k in told)
