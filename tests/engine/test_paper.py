"""Paper runs (issue 24): the same rules give the same result whether the box's tiles come from
the seeded wall or from the player's own table, one entered tile at a time."""
from __future__ import annotations

import pytest

from jongrogue.engine import Game, Options, Rejected, cmd
from jongrogue.engine.core import tx as tx_module
from jongrogue.engine.core.places import tile_at
from jongrogue.engine.views.public import public_events
from jongrogue.sim import GreedyBot

SAME_RULES_SEEDS = range(7000, 7050)
MAX_COMMANDS = 400


class Recorder:
    """Wraps the digital transaction's draws and turn-ups: the tiles it turns up, in order."""

    def __init__(self, monkeypatch):
        self.tiles: list[str] = []
        take, recorder = tx_module.Tx._take, self

        def _take(tx, purpose):
            if purpose != "deal" and type(tx) is tx_module.Tx:    # (not the paper game's)
                recorder.tiles.append(tx.state.wall[0])
            return take(tx, purpose)

        def turn_up(tx, places, purpose):
            recorder.tiles.extend(tile_at(tx.state, p) for p in places)
        monkeypatch.setattr(tx_module.Tx, "_take", _take)
        monkeypatch.setattr(tx_module.Tx, "turn_up", turn_up)

    def take(self) -> list[str]:
        out, self.tiles = self.tiles, []
        return out


def _plain(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "paper"}


def _public(events) -> list:
    return [e.to_dict() for e in public_events(events) if e.kind != "tile_entered"]


def _answer(paper: Game, tiles: list[str]) -> list:
    """Enter `tiles` at the prompts; the events of the command they complete."""
    events = []
    for tile in tiles:
        assert paper.state.context == "paper_tile"
        offered = {c.arg("tile") for c in paper.legal_commands()}
        assert tile in offered
        events = paper.execute(cmd("tile", tile=tile))
    assert paper.state.context != "paper_tile"
    return events


@pytest.mark.parametrize("seed", SAME_RULES_SEEDS)
def test_a_bot_game_replayed_on_paper_gives_the_same_views_events_and_end(seed, monkeypatch):
    options = Options("ez_plus", ("identification",) if seed % 2 else ()) if seed % 3 == 0 else Options()
    rec = Recorder(monkeypatch)
    digital = Game.new(seed, options)
    paper = Game.new(seed, Options(options.ruleset, options.plus, options.mode, "paper"))
    _answer(paper, rec.take())
    assert _plain(paper.view()) == digital.view()
    bot = GreedyBot()
    n = 0
    while digital.state.context not in ("game_over", "victory") and n < MAX_COMMANDS:
        command = bot.choose(digital)
        events = digital.execute(command)
        tiles = rec.take()
        paper_events = paper.execute(command)
        if tiles:
            assert paper_events == []
            paper_events = _answer(paper, tiles)
        assert _public(paper_events) == _public(events), (n, command)
        assert _plain(paper.view()) == digital.view(), (n, command)
        n += 1
    assert paper.state.score_card == digital.state.score_card
    assert paper.state.context == digital.state.context


def test_paper_is_part_of_the_options_and_the_journal_header():
    g = Game.new(1, Options(tiles="paper"))
    assert g.header["tiles"] == "paper" and g.state.context == "paper_tile"
    assert "tiles" not in Game.new(1).header
    g.execute(cmd("tile", tile="m5"))
    again = Game.from_text(g.to_text())
    assert again.state == g.state and again.options.tiles == "paper"
    with pytest.raises(ValueError):
        Options(tiles="wooden")


def test_a_kind_whose_copies_are_all_accounted_for_is_refused():
    g = Game.new(2, Options(tiles="paper"))
    v = g.view()["paper"]
    assert v["kind"] == "draw" and v["purpose"] == "start_room" and v["offered"]["p1"] == 3
    assert "T" not in v["offered"]       # no honour tile in the wall
    with pytest.raises(Rejected) as err:
        g.execute(cmd("tile", tile="T"))
    assert err.value.code == "tile_accounted_for" and "T" in err.value.reason
    with pytest.raises(Rejected) as err:
        g.execute(cmd("rest"))
    assert err.value.code == "tile_wanted"
    g.execute(cmd("tile", tile="m4"))                  # room 4 is the start room
    asked = g.view()["paper"]
    assert (asked["kind"], asked["room"], asked["tile"], asked["more"]) == ("dungeon", 4, 0, 1)
    g.undo()
    assert g.view()["paper"]["purpose"] == "start_room"
