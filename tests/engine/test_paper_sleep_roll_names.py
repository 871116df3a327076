"""In a paper run a sleep roll's draw names the monster it is about: a room can hold two
monsters, and two one-tile prompts "Draw a tile — Sleep roll" in a row could not be told apart
(by ear above all)."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text.paper_words import prompt
from jongrogue.text.words import monster_name


def _sleep_prompts(seed: int, commands: int):
    """Each sleep roll's prompt of a random paper run: (the number of the action it belongs
    to — tiles entered are commands too —, its paper view, the view's encounter then)."""
    rng = random.Random(seed)
    g = Game.new(seed, Options(tiles="paper"))
    actions = 0
    while len(g.commands) < commands and g.state.context not in ("game_over", "victory"):
        if g.state.context == "paper_tile":
            asked = g.view()["paper"]
            if asked.get("purpose") == "sleep_roll":
                yield actions, asked, g.view()["encounter"]
            if asked["kind"] == "link_row":
                g.execute(cmd("tile", row=rng.choice(asked["rows"])))
                continue
            kinds = sorted(asked["offered"])
            g.execute(cmd("tile", tile=rng.choice(kinds)))
            continue
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        g.execute(rng.choice(legal))
        actions += 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_sleep_roll_prompt_names_its_monster_and_two_in_a_row_differ(lang):
    ctx = TextContext(lang)
    by_command: dict[int, list[tuple[int, int]]] = {}
    seen = 0
    for seed in (1, 2, 3):
        for n, asked, encounter in _sleep_prompts(seed, 400):
            monster = asked["monster"]
            room, slot = monster["room"], monster["slot"]
            shown = encounter["rooms"][str(room)][slot - 1]["monster"]
            assert shown is not None and shown["id"] == monster["id"]  # turned up already
            assert monster_name(ctx, monster["id"]) in prompt(ctx, asked).ask
            by_command.setdefault((seed, n), []).append((room, slot))
            seen += 1
    assert seen >= 5
    pairs = [slots for slots in by_command.values() if len(set(slots)) > 1]
    assert pairs, "no room with two sleep rolls in these runs"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_monster_waiting_for_its_sleep_roll_is_not_called_awake(lang):
    """While its sleep roll's tile is wanted, the room's words say the roll is still to come
    (they said "awake", and the monster then fell asleep)."""
    from jongrogue.text.describe import encounter_slots

    ctx = TextContext(lang)
    due = ctx.t("table.desc.sleep_roll_due")
    awake = ctx.t("table.desc.awake")
    checked = 0
    for _, asked, encounter in _sleep_prompts(2, 300):
        monster = asked["monster"]
        view = {"encounter": encounter, "paper": asked, "options": []}
        slots = dict(encounter_slots(ctx, view, monster["room"]))
        said = slots[monster["slot"]]
        assert due in said and awake not in said
        checked += 1
    assert checked
