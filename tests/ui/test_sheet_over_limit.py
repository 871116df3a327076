"""A sheet's header turns red when the end of the next camp would discard something from it —
the count over its limit, or a second bow (the rules let a player carry more until a camp ends:
RULES-SPEC §8.11, §9.11)."""

from __future__ import annotations

import pygame

from jongrogue.ui.art import palette as pal
from jongrogue.ui.sheets import compact


class Marks:
    def __getattr__(self, name):
        return None


class Pen:
    """Draws nothing (the header's colour is what is checked)."""

    hl = Marks()

    def __getattr__(self, name):
        return lambda *a, **k: pygame.Rect(0, 0, 10, 10)


def _header_colour(monkeypatch, view) -> tuple:
    seen = []
    real = compact._frame

    def frame(pen, rect, sheet_id, lang, right="", right_colour=compact.PENCIL):
        seen.append(right_colour)
        return real(pen, rect, sheet_id, lang, right, right_colour)

    monkeypatch.setattr(compact, "_frame", frame)
    compact.items_list(Pen(), pygame.Rect(0, 0, 300, 200), "ranged", view, "en")
    return seen[-1]


def _view(bows: int, discards: list) -> dict:
    bow = {"sheet": "ranged", "kind": "bow", "cursed": False, "equipped": False, "count": bows}
    return {"sheets": {"items": [bow], "end_camp_discards": discards}}


def test_two_bows_under_the_post_it_limit_turn_the_header_red(monkeypatch):
    extra = {"sheet": "ranged", "kind": "bow", "cursed": False, "equipped": False}
    assert _header_colour(monkeypatch, _view(2, [extra])) == pal.RED_INK
    assert _header_colour(monkeypatch, _view(1, [])) == compact.PENCIL


def test_the_camps_limits_show_the_bows_so_over_the_limit_agrees_with_the_numbers(monkeypatch):
    """Ranged "3 / 4" and "Over the carry limit" read as a contradiction: the bows' own limit
    is a row of the camp's limits, red when over it."""
    from jongrogue.storage.settings import Settings
    from jongrogue.ui import theme
    from jongrogue.ui.context import AppContext
    from jongrogue.ui.sheets import camp_panel
    from jongrogue.ui.sheets.camp_logic import bows

    view = _view(2, [{"sheet": "ranged", "kind": "bow", "cursed": False, "equipped": False}])
    view["sheets"]["carry"] = {"ranged": {"count": 2, "limit": 4}}
    assert bows(view) == (2, 1)
    drawn = []
    real = theme.blit_text

    def spy(surface, font, words, colour, *a, **k):
        drawn.append((words, tuple(colour)[:3]))
        return real(surface, font, words, colour, *a, **k)

    monkeypatch.setattr(theme, "blit_text", spy)
    ctx = AppContext(Settings(language="en"), persist=False)
    pygame.init()
    camp_panel.limits_box(pygame.Surface((400, 400)), ctx, pygame.Rect(0, 0, 300, 300), view)
    assert ("2 / 1", (255, 128, 104)) in drawn
