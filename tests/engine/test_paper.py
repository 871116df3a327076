"""Paper runs: the same rules give the same result whether the box's tiles come from
the seeded wall or from the player's own table, one entered tile at a time."""

from __future__ import annotations

from dataclasses import replace

import pytest

from jongrogue import i18n
from jongrogue.engine import Game, Options, Rejected, cmd
from jongrogue.engine.core import tx as tx_module
from jongrogue.engine.core.model import Slot, in_room
from jongrogue.engine.core.places import face_down_slots, tile_at
from jongrogue.engine.rules.check_index import plans_for
from jongrogue.engine.rules.items import _become_clairvoyant, identify
from jongrogue.engine.rules.paper import PROCEDURES, NeedTile, PaperTx, put_back
from jongrogue.engine.views.public import public_events
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.sim import GreedyBot
from jongrogue.text.paper_words import prompt
from tests.engine.helpers import rig_pc, set_state
from tests.engine.test_checks_unit import at_door
from tests.engine.test_legal_table import fresh

SAME_RULES_SEEDS = range(7000, 7050)
MAX_COMMANDS = 20_000  # (as tests/engine/test_bot.py: every game plays to its end)


class Recorder:
    """Wraps the digital transaction's draws and turn-ups: the tiles it turns up, in order."""

    def __init__(self, monkeypatch):
        self.tiles: list = []  # tile kinds, and the rows of link searches
        self.shown: set = (
            set()
        )  # places turned up since the last deal (a paper table keeps them face up)
        take, recorder = tx_module.Tx._take, self

        def _take(tx, purpose):
            if purpose == "deal":
                recorder.shown.clear()
            elif type(tx) is tx_module.Tx:  # (not the paper game's)
                recorder.tiles.append(tx.state.wall[0])
            return take(tx, purpose)

        def turn_up(tx, places, purpose):
            # a place seen before (clairvoyance, then the room's encounter) is not asked again
            fresh = [p for p in places if p not in recorder.shown]
            recorder.shown.update(fresh)
            recorder.tiles.extend(tile_at(tx.state, p) for p in fresh)

        def find_link(tx, sheet, key):
            links = tx.state.potion_links if sheet == "potions" else tx.state.scroll_links
            row = next(r for r, (t, _) in enumerate(links, 1) if t == key)
            if not links[row - 1][1]:
                recorder.tiles.append(row)

        monkeypatch.setattr(tx_module.Tx, "_take", _take)
        monkeypatch.setattr(tx_module.Tx, "find_link", find_link)
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
        entry = cmd("tile", row=tile) if isinstance(tile, int) else cmd("tile", tile=tile)
        assert entry in paper.legal_commands()
        events = paper.execute(entry)
    assert paper.state.context != "paper_tile"
    return events


@pytest.mark.parametrize("seed", SAME_RULES_SEEDS)
def test_a_bot_game_replayed_on_paper_gives_the_same_views_events_and_end(seed, monkeypatch):
    options = (
        Options("ez_plus", ("identification",) if seed % 2 else ()) if seed % 3 == 0 else Options()
    )
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
    assert paper.state.context == digital.state.context in ("game_over", "victory")


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
    assert "T" not in v["offered"]  # no honour tile in the wall
    with pytest.raises(Rejected) as err:
        g.execute(cmd("tile", tile="T"))
    assert err.value.code == "tile_accounted_for" and "T" in err.value.reason
    with pytest.raises(Rejected) as err:
        g.execute(cmd("rest"))
    assert err.value.code == "tile_wanted"
    g.execute(cmd("tile", tile="m4"))  # room 4 is the start room
    asked = g.view()["paper"]
    assert (asked["kind"], asked["room"], asked["tile"], asked["more"]) == ("dungeon", 4, 0, 1)
    g.undo()
    assert g.view()["paper"]["purpose"] == "start_room"


def _started(seed: int, options: Options) -> Game:
    """A paper game past its opening, each prompt answered with the first kind offered."""
    g = Game.new(seed, options)
    while g.state.context == "paper_tile":
        g.execute(g.legal_commands()[0])
    return g


def _paper_tx(g: Game, answers: tuple):
    return PaperTx(g.state, g.rules, plans_for(g.rules, g.options), answers)


def test_an_identification_asks_which_link_row_holds_the_key():
    g = _started(5, Options("ez_plus", ("identification",), tiles="paper"))
    with pytest.raises(NeedTile) as need:
        identify(_paper_tx(g, ()), "potions", "s6")
    assert need.value.place == ("potion_link", 0) and need.value.purpose == "find:s6"
    assert [row for row, _ in need.value.offered] == list(range(1, 10))
    tx = _paper_tx(g, (4,))
    assert identify(tx, "potions", "s6") == g.rules.potions["potions"][3]["id"]
    links = tx.finish().potion_links
    assert links[3] == ("s6", True) and sorted(t for t, _ in links) == sorted(
        t for t, _ in g.state.potion_links
    )
    with pytest.raises(Rejected):
        identify(_paper_tx(g, (10,)), "potions", "s6")


def test_clairvoyance_turns_up_every_face_down_tile_of_the_floor_first():
    g = _started(6, Options(tiles="paper"))
    places = face_down_slots(g.state)
    assert len(places) == 32  # 36 dealt, the start room's 4 turned up
    with pytest.raises(NeedTile) as need:
        _become_clairvoyant(_paper_tx(g, ()))
    assert need.value.place == places[0] and need.value.purpose == "clairvoyance"
    assert need.value.more == 31


def test_the_prompt_asks_for_the_table_work_first_and_an_undone_draw_goes_back_on_the_wall():
    g = Game.new(2, Options(tiles="paper"))
    assert g.view()["paper"]["procedures"] == ["set_up_box", "deal_dungeon", "deal_rooms"]
    g.execute(cmd("tile", tile="m4"))
    assert g.view()["paper"]["procedures"] == []
    undone = g.undo()
    assert put_back(g.state, undone) == {"do": "wall_top", "tile": "m4", "place": ["wall", 0]}
    g.redo()
    g.execute(cmd("tile", tile=g.legal_commands()[0].arg("tile")))
    assert put_back(g.state, g.undo())["do"] == "face_down"  # a dungeon tile


def test_every_table_procedure_has_its_words_in_both_languages():
    keys = [f"paper_procedure.{k}" for k in PROCEDURES.values()]
    keys += [f"paper_undo.{k}" for k in ("wall_top", "face_down", "link_face_down")]
    for lang in i18n.LANGUAGES:
        assert [k for k in keys if not i18n.has(lang, k)] == [], lang


def test_an_entered_tile_is_public_but_not_where_the_engine_kept_its_copy():
    g = _started(2, Options(tiles="paper"))  # the opening's events: all its tiles
    private = [e.data for e in g.last_events if e.kind == "tile_entered"]
    public = [e.data for e in g.public_events() if e.kind == "tile_entered"]
    assert (
        len(private) >= 1 + 2 + 4
    )  # start room draw, dungeon pair, 4 slots (and any monster rolls)
    assert all("from" in d for d in private)
    assert public == [{"place": d["place"], "tile": d["tile"]} for d in private]


def test_challenge_mode_undoes_a_mistyped_tile_but_not_the_action_that_asked_for_it():
    """The player turns the tiles up by hand: the action that stops for one cannot be taken back
    in challenge mode, but every tile entry can (a wrong entry is one undo away)."""
    g = _started(4, Options(mode="challenge", tiles="paper"))
    while g.state.context != "paper_tile":  # an action that turns tiles up
        g.execute(next(c for c in g.legal_commands() if c.type != "abandon"))
    assert g.commands[-1].type != "tile"
    assert g.can_undo()[0] is False
    first = g.legal_commands()[0]
    g.execute(first)
    assert g.can_undo() == (True, "")
    assert g.undo() == first and g.state.context == "paper_tile"
    assert g.can_undo()[0] is False
    while g.state.context == "paper_tile":  # the last entry, too
        g.execute(g.legal_commands()[0])
    assert g.can_undo() == (True, "") and g.undo().type == "tile"
    digital = Game.new(4, Options(mode="challenge"))  # digital: unchanged
    digital.execute(next(c for c in digital.legal_commands() if c.type != "abandon"))
    while digital.can_undo()[0]:  # until a tile shows
        digital.execute(next(c for c in digital.legal_commands() if c.type != "abandon"))
    assert digital.can_undo()[1].startswith("Challenge mode")


def test_a_trap_door_taken_while_clairvoyant_asks_for_the_new_floors_tiles():
    """Clairvoyance ends with the floor (the stairs row clears it before the new floor is
    dealt), so nothing of floor 2 is dealt without the player's tiles."""
    g = fresh()
    s = g.state
    wall = list(s.wall)
    wall.remove("p1")  # p1: the trap door
    set_state(g, replace(s, wall=tuple(wall)).with_slot(6, 7, Slot("p1", "up")))
    rig_pc(g, position=at_door(6, "west"), states=("clairvoyant",))
    set_state(g, replace(g.state, options=Options(tiles="paper")))
    g.execute(cmd("move_door_to_room"))
    asked = []
    while g.state.context == "paper_tile":
        p = g.view()["paper"]
        asked.append((p["kind"], p["purpose"]))
        g.execute(
            cmd("tile", tile="m3" if len(asked) == 1 else next(iter(p["offered"])))
        )  # m3: it triggers
    assert g.state.pc.floor == 2 and not g.state.pc.has("clairvoyant")
    assert asked[:4] == [
        ("draw", "trap_check"),
        ("draw", "start_room"),
        ("dungeon", "start_room"),
        ("dungeon", "start_room"),
    ]
    assert [k for k, _ in asked].count("slot") == 4  # the new start room's four tiles


def test_while_a_command_waits_the_view_shows_the_entries_so_far_and_nothing_unseen():
    """The board of a waiting paper run is the table as the tiles entered so far left it: the
    start room chosen and revealed, the PC there; two games whose hidden places hold the box in
    different orders show the same view."""
    views = []
    for seed in (5, 6):
        g = Game.new(seed, Options(tiles="paper"))
        for tile in ("m3", "T", "N"):
            g.execute(cmd("tile", tile=tile))
        v = g.view()
        assert v["context"] == "paper_tile" and v["paper"]["place"] == ["slot", 3, 1]
        assert v["pc"]["position"]["room"] == 3 and v["dungeon"]["rooms"]["3"]["tiles"] == [
            "T",
            "N",
        ]
        assert v["discard"] == ["m3"]
        views.append(v)
    assert views[0] == views[1]
    g.undo()
    assert g.view()["discard"] == ["m3"] and g.view()["paper"]["place"] == ["dungeon", 3, 1]
    assert g.view()["dungeon"]["rooms"]["3"]["tiles"] != ["T", "N"]


def _table(view: dict) -> dict:
    """What lies on a table's view (a check's drawn hand counted on the discard pile)."""
    return {
        "wall": view["wall"]["count"],
        "discard": sorted(view["discard"] + view["in_hand"]),
        "dungeon": view["dungeon"],
        "encounter": view["encounter"],
        "pc": {k: view["pc"][k] for k in ("floor", "gold", "hp", "position")},
    }


@pytest.mark.parametrize(
    "options,end",
    [
        (Options(tiles="paper"), "abandon"),
        (Options("ez_plus", ("forced_end_bonus",), "challenge", tiles="paper"), "forced_end"),
    ],
)
def test_the_run_can_be_ended_while_a_tile_is_wanted(options, end):
    """Abandon (or the forced end) is offered at a paper prompt, besides the tiles; the run
    ends as the table stood when it was declared (the tiles entered for the waiting action
    stay where they went, its drawn hand goes onto the discard pile), and the journal keeps
    every entry and replays to the same end."""
    g = _started(4, options)
    while not (g.state.paper and g.state.paper.command and g.state.paper.entered):
        # on to an action waiting for more tiles after the first one entered for it
        g.execute(next(c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")))
    before = g.state.paper
    assert cmd(end) in g.legal_commands()
    assert {c.type for c in g.legal_commands()} == {"tile", end}
    stood = g.view()
    g.execute(cmd(end))
    assert g.state.context == "game_over" and g.state.paper is None
    assert _table(g.view()) == _table(stood) and not g.view()["in_hand"]
    row = g.state.score_card[-1]
    assert row.result == ("abandoned" if end == "abandon" else "forced_end")
    assert (row.floor, row.gold) == (stood["pc"]["floor"], stood["pc"]["gold"])
    again = Game.from_text(g.to_text())
    assert again.state_hash() == g.state_hash() and again.commands[-1] == cmd(end)
    assert g.can_undo()[0]  # a declaration reveals nothing
    g.undo()
    assert g.state.context == "paper_tile" and g.state.paper == before


@pytest.mark.parametrize("entered", [0, 1, 8])
def test_the_run_ended_during_the_opening_keeps_the_tiles_entered(entered):
    """Abandoned while the first floor is being dealt, the table is not the box again (the
    whole wall, nothing dealt): it keeps the dungeon and the rooms entered so far."""
    g = Game.new(4, Options(tiles="paper"))
    for _ in range(entered):
        g.execute(g.legal_commands()[0])
    assert g.state.context == "paper_tile" and cmd("abandon") in g.legal_commands()
    stood = g.view()
    g.execute(cmd("abandon"))
    assert g.state.context == "game_over" and g.state.score_card[-1].result == "abandoned"
    assert _table(g.view()) == _table(stood)
    assert Game.from_text(g.to_text()).state_hash() == g.state_hash()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_leaving_a_floor_asks_for_its_face_down_tiles_before_they_go_to_the_discard_pile(lang):
    """The encounter tiles go onto the discard pile, which lies face up; in a
    paper run each face-down one is asked for first (as everywhere a tile turns up), so the
    discard pile holds the player's tiles, not the engine's arbitrary copies."""
    g = fresh()  # every room revealed, no monster, explore
    stairs_room = next(
        r for r in range(1, 10) if any(t in ("pR", "sR") for t in g.state.floor.dungeon[r - 1])
    )
    rig_pc(g, position=in_room(stairs_room))
    set_state(g, replace(g.state, options=Options(tiles="paper")))
    down = face_down_slots(g.state)
    assert down
    g.execute(cmd("use_stairs"))
    swept = []
    while g.view()["paper"]["purpose"] == "clear_floor":
        p = g.view()["paper"]
        assert p["kind"] == "slot" and p["more"] == len(down) - len(swept) - 1
        words = prompt(TextContext(lang), p).ask
        assert TextContext(lang).name("paper_procedure.clear_floor") in words
        swept.append(next(iter(p["offered"])))
        g.execute(cmd("tile", tile=swept[-1]))
    assert len(swept) == len(down)
    assert g.view()["paper"]["purpose"] == "start_room"  # then the new floor, as before
    discard = g.view()["discard"]
    assert all(discard.count(t) >= swept.count(t) for t in swept)  # the entered tiles, face up
