"""A roll is one log line naming all its tiles, even when something comes between its
draws — a paper run's entered tiles, or the wall running out (the food check and the reshuffle)
in the middle of a 2d9. Before, the first tile got a line of its own ("Monster attack roll: drew
1 of Characters (1 tiles; the last one decides)") before the roll's real line."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.engine.core.model import OPTION_IDS
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import log_format, strings
from tests.engine.helpers import set_state
from tests.engine.test_checks_more import combat
from tests.engine.test_legal_table import fresh, put_monster


def _partial_lines(ctx, events) -> list[str]:
    """Lines of tiles drawn for a roll whose own line names them: a roll's tiles told twice."""
    rolled = {e.data["check"] for e in events if e.kind == "check" and e.data.get("op") != "until"}
    entries = log_format.entries_for(ctx, "x", events, 1)
    names = {log_format.check_name(ctx, c) for c in rolled}
    rolls = [e for e in entries if e.extra.get("success", "none") != "none"]
    return [
        e.text
        for e in entries
        if e not in rolls and any(e.text.startswith(n + ":") for n in names) and e.tiles
    ]


def _random_paper_commands(seed: int, n: int):
    """(events of each command) of a paper run played at random, tiles as likely as their
    copies left."""
    rng = random.Random(seed)
    g = Game.new(seed, Options(tiles="paper"))
    for _ in range(n):
        if g.state.context in ("game_over", "victory"):
            return
        if g.state.context == "paper_tile":
            p = g.view()["paper"]
            if p["kind"] == "link_row":
                c = cmd("tile", row=rng.choice(p["rows"]))
            else:
                kinds = sorted(p["offered"])
                tile = rng.choices(kinds, [p["offered"][k] for k in kinds])[0]
                c = cmd("tile", tile=tile)
        else:
            c = rng.choice([c for c in g.legal_commands() if c.type not in ("abandon",)])
        yield g.execute(c)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_paper_runs_rolls_are_one_line_each(lang):
    ctx = TextContext(lang)
    rolls = 0
    for events in _random_paper_commands(5, 1500):
        rolls += sum(1 for e in events if e.kind == "check" and len(e.data["tiles"]) == 2)
        assert _partial_lines(ctx, events) == []
    assert rolls > 20


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_roll_split_by_the_wall_running_out_is_one_line(lang):
    """One tile left on the wall, then a melee roll: its first tile empties the wall, the food
    check and the reshuffle run, the second tile comes from the new wall."""
    g = fresh()
    put_monster(g, 5, 5, "kestrel")
    combat(g)
    s = g.state
    set_state(g, replace(s, wall=s.wall[:1], discard=s.discard + s.wall[1:]))
    events = g.execute(cmd("melee", slot=5))
    kinds = [e.kind for e in events]
    assert kinds.index("reshuffled") < kinds.index("check")  # the wall ran out mid-roll
    melee = next(e for e in events if e.kind == "check" and e.data["check"] == "melee_attack")
    assert len(melee.data["tiles"]) == 2
    ctx = TextContext(lang)
    assert _partial_lines(ctx, events) == []
    lines = log_format.entries_for(ctx, "x", events, 1)
    assert any(e.tiles == melee.data["tiles"] for e in lines)  # the roll's own line, whole


def test_every_draw_and_check_met_in_play_is_named_in_both_languages():
    """A log line names its check by the catalog ("Wandering monster: drew …"), never by the
    engine's id ("wandering monster: …")."""
    purposes = set()
    for seed in range(8):
        rng = random.Random(seed)
        g = Game.new(seed, Options("ez_plus", OPTION_IDS))
        for _ in range(500):
            if g.state.context in ("game_over", "victory"):
                break
            legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
            for e in g.execute(rng.choice(legal)):
                if e.kind == "drawn" and e.data["purpose"] not in ("deal",):
                    purposes.add(e.data["purpose"])
                elif e.kind == "check":
                    purposes.add(e.data["check"])
    named = {p for p in purposes if not p.startswith("burn")}  # burns have their own line
    assert "wandering_monster" in named and len(named) > 15
    for lang in ("en", "ja"):
        assert [p for p in sorted(named) if not strings.has(lang, f"check.{p}")] == [], lang


@pytest.mark.parametrize(
    ("lang", "said", "never"),
    [
        ("en", "that emptied the wall, and the food check comes first", "the last one decides"),
        ("ja", "山牌が無くなりました。食料判定が先に", "最後の牌で決まります"),
    ],
)
def test_a_roll_cut_short_by_starving_at_the_walls_end_has_no_result(lang, said, never):
    """Two tiles left on the wall and a hungry PC with no food: the melee roll's second tile
    empties the wall, the food check starves the PC at once, and the roll is never decided. Its
    line says so; before, it read as a draw-until ("(2 tiles; the last one decides)")."""
    g = fresh()
    put_monster(g, 5, 5, "kestrel")
    combat(g)
    s = g.state
    rolled = s.wall[:2]
    set_state(
        g,
        replace(
            s,
            wall=rolled,
            discard=s.discard + s.wall[2:],
            pc=replace(s.pc, food=0, states=("hungry",)),
        ),
    )
    events = g.execute(cmd("melee", slot=5))
    kinds = [e.kind for e in events]
    assert kinds[:5] == ["drawn", "drawn", "hand_discarded", "reshuffled", "died"]
    assert "check" not in kinds
    lines = log_format.entries_for(TextContext(lang), "x", events, 1)
    roll = next(e for e in lines if e.tiles == rolled)
    assert said in roll.text and never not in roll.text
    assert roll.kind == "warn"
    assert log_format.check_name(TextContext(lang), "melee_attack") in roll.text
