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
