"""One format for a number wherever it shows: the checks' odds both as the seed's table prints
them (the chance now was "54.0%" beside "55.555%" with a full wall), and gold with its thousands
separator on the status strip as on the sheets and the end card (it was "Gold 1360" there)."""

from __future__ import annotations

import re
from fractions import Fraction

import pygame
import pytest

from jongrogue.engine import Game
from jongrogue.storage.settings import Settings
from jongrogue.ui.board import hud
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes import check_overlay
from jongrogue.ui.scenes.check_overlay import CheckOverlay
from tests.engine.helpers import rig_pc
from tests.ui.playflow_app import App, home  # noqa: F401


class _Check:
    def __init__(self):
        self.check, self.tiles, self.op, self.target = "sleep_roll", ["s3"], ">=", 5
        self.total, self.success = 7, True
        self.exact, self.ideal = Fraction(27, 50), Fraction(5, 9)
        self.who = None


def _drawn(monkeypatch, module) -> list[str]:
    seen: list[str] = []
    real = module.text

    def spy(surface, ctx, words, *a, **k):
        seen.append(words)
        return real(surface, ctx, words, *a, **k)

    monkeypatch.setattr(module, "text", spy)
    return seen


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_odds_line_gives_both_chances_in_one_format(tmp_path, monkeypatch, lang):
    ctx = AppContext(Settings(language=lang, sound=False), size=(1280, 800), persist=False)
    seen = _drawn(monkeypatch, check_overlay)
    ov = CheckOverlay(ctx, [_Check()], speed="fast")
    ov.layout((1280, 800))
    ov.skip()
    ov.draw(pygame.Surface((1280, 800)))
    want = ctx.t("table.odds_line", exact="54%", ideal="55.555%")
    assert want in seen, seen


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_gold_on_the_status_strip_has_its_thousands_separator(home, monkeypatch, lang):
    game = Game.new(5)
    rig_pc(game, gold=1360)
    seen = _drawn(monkeypatch, hud)
    App(lang=lang, game=game)
    gold = [w for w in seen if re.search(r"1,?360", w)]
    assert gold and all("1,360" in w for w in gold), gold
