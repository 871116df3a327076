"""Defect 15: the UI-scale − / + stay under the pointer, and a limited scale is explained."""

from __future__ import annotations

from tests.ui.playflow_app import App, home  # noqa: F401


def open_settings(app):
    app.click(app.widget("settings").rect.center)
    assert app.names() == ["title", "settings"]
    return app.top


def test_scale_plus_stays_under_the_pointer_and_applies_on_leaving(home):
    app = App(size=(1280, 800))
    sc = open_settings(app)
    plus = sc.scale_w.rect.right - 5, sc.scale_w.rect.centery
    for _ in range(4):  # 100 → 200 by four clicks in place
        app.click(plus)
    assert app.ctx.settings.ui_scale == 200
    assert sc.scale_w.rect.collidepoint(plus)
    assert "143" in sc._scale_label(200) and "143" in sc.scale_note()
    app.key("escape")
    assert app.names() == ["title"] and app.ctx.scale_pct == 200
    assert round(app.ctx.layout.scale * 100) == 143


def test_the_scale_note_is_in_both_languages(home):
    for lang in ("en", "ja"):
        app = App(lang=lang, size=(1280, 800), scale=200)
        sc = open_settings(app)
        assert "143" in sc.scale_note()


def test_high_contrast_theme_from_settings(home):
    from jongrogue.ui import theme
    from jongrogue.ui.art import palette

    app = App(size=(1280, 800))
    sc = open_settings(app)
    normal = theme.FELT, palette.PAPER
    w = sc.contrast_w
    app.click((w.rect.x + w.rect.w * 3 // 4, w.rect.centery))  # High
    try:
        assert app.ctx.settings.high_contrast
        assert (
            theme.FELT == (0, 0, 0)
            and palette.PAPER == (255, 255, 255)
            and palette.INK == (0, 0, 0)
        )
        app.step()
        assert app.loop.surface.get_at((5, app.loop.surface.get_height() - 5))[:3] == (0, 0, 0)
    finally:
        app.click((w.rect.x + w.rect.w // 4, w.rect.centery))  # back to Normal
    assert not app.ctx.settings.high_contrast and (theme.FELT, palette.PAPER) == normal


def test_a_run_only_scale_lays_out_at_once_and_leaves_the_setting(home):
    """``--scale`` (the app sets it with set_scale_override): the table is laid out at it from
    the first frame, and the saved scale stays as it was."""
    app = App(size=(1600, 1000))
    app.ctx.set_scale_override(150)
    assert app.ctx.layout.scale_pct == 150 and app.ctx.settings.ui_scale == 100
    app.ctx.set_scale_override(None)
    assert app.ctx.layout.scale_pct == 100


def test_choosing_the_run_only_scale_in_settings_keeps_it_laid_out(home):
    """Started with --scale 200 and the setting raised to 200 too: leaving the page lays out at
    200 % (it used to keep the layout the window opened with)."""
    app = App(size=(1280, 800))
    app.ctx.scale_override = 200  # as the app did before laying out again
    sc = open_settings(app)
    plus = sc.scale_w.rect.right - 5, sc.scale_w.rect.centery
    for _ in range(4):
        app.click(plus)
    assert app.ctx.settings.ui_scale == 200
    app.key("escape")
    assert app.names() == ["title"] and app.ctx.layout.scale_pct == 200
    assert round(app.ctx.layout.scale * 100) == 143


def test_settings_say_the_scale_the_game_was_started_at(home):
    """Started with --scale 200, Settings showed "UI scale 100 %" with no word of the 200 %."""
    for lang in ("en", "ja"):
        app = App(lang=lang, size=(1560, 960))
        app.ctx.set_scale_override(200)
        app.step()
        sc = open_settings(app)
        assert "200" in sc.scale_note() and "100" in sc.scale_note()


def test_settings_left_untouched_keep_the_start_scale(home):
    """Started with --scale 200: opening Settings for something else and closing it kept 100 %,
    the saved scale, and the table shrank under the player."""
    app = App(size=(1560, 960))
    app.ctx.set_scale_override(200)
    app.step()
    sc = open_settings(app)
    assert app.ctx.t("settings.scale_on_close") not in sc.scale_note()
    app.key("escape")
    assert app.names() == ["title"] and app.ctx.layout.scale_pct == 200
    assert app.ctx.settings.ui_scale == 100
