"""Journal = save file: format, upcasting, damaged tails, hostile input, undo modes."""

import gc
import json
from pathlib import Path

import pytest

from jongrogue.engine import JournalError, Options, Rejected, cmd
from jongrogue.engine.core.model import Item
from jongrogue.game import Game
from jongrogue.storage.journal_file import append_line, read_journal
from tests.engine.helpers import rig
from tests.engine.test_legal_table import fresh

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def played(n=25, **kw):
    g = Game.new(seed=11, created="2026-11-29", **kw)
    for _ in range(n):
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        if not legal:  # the run ended (how soon depends on the tuned numbers)
            break
        g.execute(legal[0])
    return g


def test_header_and_lines():
    g = played(5)
    lines = g.to_text().splitlines()
    h = json.loads(lines[0])
    assert h["format"] == "jongrogue-journal" and h["schema"] == 6 and h["seed"] == 11
    assert {"rules_version", "ruleset", "options", "mode", "created"} <= set(h)
    entry = json.loads(lines[1])
    assert entry["n"] == 1 and len(entry["hash"]) == 64 and "type" in entry["cmd"]


def test_save_load_roundtrip_files(tmp_path):
    g = played(30)
    path = tmp_path / "run.jrlog"
    g.save(path)
    assert Game.load(path).state_hash() == g.state_hash()
    assert not list(tmp_path.glob("*.tmp"))  # atomic rewrite leaves no temp file


def test_appended_autosave_equals_save(tmp_path):
    g = Game.new(seed=5)
    path = tmp_path / "auto.jrlog"
    path.write_text(g.to_text(), encoding="utf-8")
    for i in range(1, 15):
        g.execute(g.legal_commands()[0])
        append_line(path, g.journal_line(i))
    assert read_journal(path) == g.to_text()


def test_schema_1_fixture_is_upcast():
    """Schema 1 differs from schema 2 in the header only (its lines hash like schema 2)."""
    lines = (FIXTURES / "schema2_ez_seed7.jrlog").read_text(encoding="utf-8").splitlines()[:11]
    h = json.loads(lines[0])
    old = {
        "format": h["format"],
        "schema": 1,
        "rules_version": h["rules_version"],
        "seed": h["seed"],
        "created": h["created"],
        "options": {"ruleset": "ez", "plus": [], "mode": "practice"},
    }
    text = "\n".join([json.dumps(old)] + lines[1:]) + "\n"
    loaded = Game.from_text(text)
    assert loaded.load_warning is None and loaded.state_hash() == json.loads(lines[-1])["hash"]


def test_truncated_tail_is_cut_back_with_a_message():
    g = played(20)
    text = g.to_text()
    cut = text[: len(text) - 17]  # the last line loses its end
    loaded = Game.from_text(cut)
    assert len(loaded.commands) == 19
    assert loaded.load_warning and "line 21" in loaded.load_warning


def test_damage_in_the_middle_raises_or_recovers():
    g = played(20)
    lines = g.to_text().splitlines()
    lines[5] = lines[5].replace('"hash":"', '"hash":"0')
    text = "\n".join(lines) + "\n"
    with pytest.raises(JournalError) as err:
        Game.from_text(text)
    assert err.value.good == 4
    rec = Game.from_text(text, recover=True)
    assert len(rec.commands) == 4 and rec.load_warning


def test_a_load_pauses_the_cyclic_collector_and_restores_it(monkeypatch):
    """The replay runs with the collector off (its passes over a long journal's heap only cost
    time), and the collector is as it was afterwards, whether the load worked or raised."""
    text = played(8).to_text()
    seen = []
    replay = Game._replayed.__func__
    monkeypatch.setattr(
        Game,
        "_replayed",
        classmethod(lambda cls, *a: (seen.append(gc.isenabled()), replay(cls, *a))[1]),
    )
    assert gc.isenabled() and len(Game.from_text(text).commands) == 8 and gc.isenabled()
    with pytest.raises(JournalError):
        Game.from_text(text.replace('"hash":"', '"hash":"0'))
    assert gc.isenabled()
    gc.disable()
    try:
        Game.from_text(text)
        assert not gc.isenabled()
    finally:
        gc.enable()
    assert seen == [False, False, False]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "\n",
        "not json\n",
        "[]\n",
        '{"format":"other"}\n',
        '{"format":"jongrogue-journal","schema":99}\n',
        '{"format":"jongrogue-journal","schema":2,"seed":"x","ruleset":"ez","options":[],"mode":"practice","created":""}\n',
        '{"format":"jongrogue-journal","schema":2,"seed":1,"ruleset":"ez","options":["bogus"],"mode":"practice","created":""}\n',
        "[" * 100000 + "\n",
    ],
)
def test_hostile_headers_raise_journal_error(text):
    with pytest.raises(JournalError):
        Game.from_text(text)


def test_unknown_command_and_bad_arguments():
    g = played(3)
    head, first = g.to_text().splitlines()[:2]
    for bad in [
        '{"n":1,"cmd":{"type":"__import__"},"hash":"x"}',
        '{"n":1,"cmd":{"type":"rest","dir":5},"hash":"x"}',
        '{"n":1,"cmd":{"type":"rest","eval":"x"},"hash":"x"}',
        '{"n":"1","cmd":{},"hash":1}',
    ]:
        with pytest.raises(JournalError):
            Game.from_text("\n".join([head, bad, first]) + "\n")


def test_undo_practice_and_challenge():
    g = played(6)
    assert g.can_undo()[0]
    h = [g.state_hash()]
    g.undo()
    g.redo()
    assert g.state_hash() == h[0]
    c = Game.new(seed=11, options=Options(mode="challenge"))
    drew = None
    for _ in range(40):
        legal = [x for x in c.legal_commands() if x.type == "rest"] or c.legal_commands()
        c.execute(legal[0])
        if c.undo_crosses_horizon():
            drew = True
            break
    assert drew
    ok, reason = c.can_undo()
    assert not ok and "Challenge" in reason
    with pytest.raises(Rejected):
        c.undo()


def test_rejected_leaves_state_untouched():
    g = Game.new(seed=2)
    h = g.state_hash()
    from jongrogue.engine import cmd

    with pytest.raises(Rejected) as err:
        g.execute(cmd("use_stairs"))
    assert err.value.reason and g.state_hash() == h and not g.commands


def test_challenge_mode_undoes_moves_that_reveal_nothing():
    from jongrogue.engine.core.model import at_door
    from tests.engine.helpers import rig, rig_pc
    from tests.engine.test_legal_table import fresh, put_monster

    g = fresh()
    rig(g, options=Options(mode="challenge"))
    put_monster(g, 5, 5, "kestrel", states=("asleep",))
    rig_pc(g, position=at_door(5, "north"))
    g.execute(cmd("move_door_to_room"))  # wakes the kestrel: no tile drawn or turned up
    assert g.can_undo() == (True, "")
    g.undo()
    g.execute(cmd("rest"))  # burns tiles: past the horizon
    assert not g.can_undo()[0]


@pytest.mark.parametrize("mode", ["challenge", "practice"])
def test_a_clairvoyance_potion_is_past_the_horizon(mode):
    """It shows every face-down tile of the floor without drawing one: challenge mode refuses
    to take it back (a newcomer drank one in a Daily, saw the floor and undid it), practice
    mode asks first."""
    g = fresh()
    rig(
        g, options=Options(mode=mode), items=g.state.items + ((Item("potions", "clairvoyance"), 1),)
    )
    g.execute(cmd("quaff", kind="clairvoyance"))
    assert g.state.pc.has("clairvoyant")
    assert g.undo_crosses_horizon()
    assert g.can_undo()[0] is (mode == "practice")
