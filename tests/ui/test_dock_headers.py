"""The sheet dock's panel headers, drawn on the real table: one header size for every panel of a
dock layout, never cut ("Melee weapons…" at 1590×960), and the title of Character B keeps its size
when its corner shows the continues."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.table import TableScene
from jongrogue.ui.sheets import compact
from jongrogue.ui.sheets.base import Pen
from jongrogue.ui.tutorial.script import load_script

SIZES = [
    ((1100, 720), 100),
    ((1280, 800), 100),
    ((1590, 960), 100),
    ((1920, 1080), 100),
    ((1280, 800), 200),
    ((1760, 1120), 200),
]


def dock_texts(monkeypatch, game, size, lang, scale=100):
    """Every text the sheets print while the table is drawn: (text, font height, rect, whole) —
    whole: not shortened with "…" to fit."""
    drawn = []
    original = Pen.text

    def spy(self, text, f, pos, anchor="topleft", colour=None, max_w=None):
        r = original(
            self, text, f, pos, anchor, *(() if colour is None else (colour,)), max_w=max_w
        )
        drawn.append((text, f.get_height(), r, max_w is None or f.size(text)[0] <= max_w))
        return r

    monkeypatch.setattr(Pen, "text", spy)
    ctx = AppContext(
        Settings(language=lang, ui_scale=scale, animation_speed="instant", sound=False),
        size=size,
        persist=False,
    )
    scene = TableScene(ctx, game)
    AppLoop(ctx, pygame.Surface(size), scene).step([], dt=1 / 60)
    return scene, drawn


def headers(scene, drawn, lang):
    out = {}
    for sid in scene.dock.paper_rects:  # the panels in view
        title = compact.dock_title(lang, sid)
        out[sid] = next((h, r, whole) for t, h, r, whole in drawn if t == title)
    return out


def tutorial_game(step_id):
    script = load_script()
    return script.game_at(next(i for i, s in enumerate(script.steps) if s.id == step_id))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, scale", SIZES)
def test_one_header_size_per_dock_and_none_cut(monkeypatch, size, scale, lang):
    scene, drawn = dock_texts(
        monkeypatch, tutorial_game("stairs"), size, lang, scale
    )  # items on 3 sheets
    found = headers(scene, drawn, lang)
    assert len({h for h, _, _ in found.values()}) == 1, found
    for sid, (_, head, whole) in found.items():
        paper = scene.dock.paper_rects[sid]
        assert whole and paper.contains(head), sid
        corner = [
            (r, ok)
            for _, _, r, ok in drawn
            if r.colliderect(paper) and r.top < head.bottom and r.left > head.left and r != head
        ]
        assert all(ok and r.left >= head.right for r, ok in corner), (
            sid
        )  # the figure beside it, whole


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1590, 960)])
def test_character_b_keeps_its_header_size_when_continues_show(monkeypatch, size, lang):
    scene, before = dock_texts(monkeypatch, tutorial_game("death"), size, lang)
    scene2, after = dock_texts(monkeypatch, tutorial_game("done"), size, lang)  # continued once
    assert scene2.ctl.view["pc"]["continues"] == 1 and scene.ctl.view["pc"]["continues"] == 0
    h0, r0, _ = headers(scene, before, lang)["character_b"]
    h1, r1, whole = headers(scene2, after, lang)["character_b"]
    assert (h0, r0.size) == (h1, r1.size) and whole
    corner = [
        ok
        for t, _, r, ok in after
        if r.colliderect(scene2.dock.paper_rects["character_b"])
        and r.top < r1.bottom
        and r.left >= r1.right
    ]
    assert corner == [True]  # "Continues 1", whole
