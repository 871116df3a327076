"""The tutorial's cards name the keys as the player bound them in Settings, like the card's
"Now:" line and the action bar ("rest (.)" on the card while the bar said V was the card lying)."""

from __future__ import annotations

import pytest

from jongrogue.ui.tutorial import spoken
from jongrogue.ui.tutorial.coach import tt
from jongrogue.ui.tutorial.script import load_script
from tests.tutorial.test_tutorial import app, named

BOUND = {"rest": "v", "fight": "k", "camp": "b", "use_stairs": "j", "shoot": "u", "move_east": "d"}
# step id -> the keys its card and hint name: (as bound, as they were by default)
NAMED = {
    "to_door": [("D", "→")],
    "fight": [("K", "F")],
    "combat": [("K", "F"), ("U", "T")],
    "camp": [("B", "C")],
    "food": [("V", "."), ("⇧V", "⇧.")],
    "stairs": [("J", "G")],
    "floor2": [("K", "F"), ("U", "T")],
    "hungry": [("⇧V", "⇧.")],
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_cards_name_the_keys_as_the_player_bound_them(lang):
    ids = [s.id for s in load_script().steps]
    ctx, scene, _ = app(lang, index=ids.index("fight"))
    ctx.settings.keys.update(BOUND)
    for step_id, pairs in NAMED.items():
        for kind in ("step", "hint"):
            text = tt(ctx, f"{kind}.{step_id}")
            assert "{" not in text, text
            for now, before in pairs:
                if kind == "step" or named(now, text):
                    assert named(now, text), (step_id, kind, now, text)
                assert not named(before, text), (step_id, kind, before, text)
    # the hint a wrong key gets, and the caption as it is said, follow them too
    assert named("K", scene.hint_text()) and not named("F", scene.hint_text())
    assert "K" in spoken.said(ctx, "step", "fight")
