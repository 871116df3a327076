"""Two copies of the game open at once each save their settings: neither undoes the other's
changes (a newcomer changed Contrast in one window and lost the Animation speed set in the
other: the last copy to save used to write its whole, stale, settings file)."""

import pytest

from jongrogue.storage.settings import Settings, load_settings, merge_changes, save_settings
from jongrogue.ui import contrast
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.settings import SettingsScene


def test_each_copy_keeps_the_other_copys_changes():
    first, second = AppContext(size=(1280, 800)), AppContext(size=(1280, 800))
    second.settings.animation_speed = "fast"
    assert second.save_settings()
    first.settings.high_contrast = True
    assert first.save_settings()
    saved = load_settings()[0]
    assert saved.animation_speed == "fast" and saved.high_contrast
    # and the other way round, after each has saved once already
    second.settings.language = "en"
    assert second.save_settings()
    first.settings.volume = 20
    assert first.save_settings()
    saved = load_settings()[0]
    assert (saved.animation_speed, saved.high_contrast, saved.language, saved.volume) == (
        "fast",
        True,
        "en",
        20,
    )


def test_the_last_change_of_one_setting_wins():
    first, second = AppContext(size=(1280, 800)), AppContext(size=(1280, 800))
    first.settings.ui_scale = 150
    assert first.save_settings()
    second.settings.ui_scale = 200
    assert second.save_settings()
    assert load_settings()[0].ui_scale == 200


def test_key_bindings_merge_as_one_setting_so_no_key_is_bound_twice():
    ours = Settings().to_dict()
    base = Settings().to_dict()
    theirs = Settings().to_dict()
    ours["keys"] = {**base["keys"], "rest": "x"}
    theirs["keys"] = {**base["keys"], "fight": "x", "rest": "."}
    merged = merge_changes(ours, base, theirs)
    assert merged["keys"] == ours["keys"]
    assert list(merged["keys"].values()).count("x") == 1


def test_a_damaged_or_missing_file_is_simply_written_over(xdg):
    s = Settings(language="en")
    base = Settings().to_dict()
    assert save_settings(s, baseline=base) is None  # nothing on disk yet
    assert load_settings()[0].language == "en"
    path = xdg / "config" / "jongrogue" / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    assert save_settings(Settings(volume=5), baseline=base) is None
    loaded, problem = load_settings()
    assert problem is None and loaded.volume == 5


@pytest.fixture
def normal_colours():
    yield
    contrast.apply(False)  # (a copy took over High contrast)


def test_the_settings_screen_shows_what_another_copy_saved(xdg, normal_colours):
    """Copy 1's Settings screen showed its own old values after copy 2 changed them: opening it
    takes over what copy 2 saved (not the window's own size and scale), and says so."""
    first, second = AppContext(size=(1280, 800)), AppContext(size=(1280, 800))
    second.settings.animation_speed = "fast"
    second.settings.high_contrast = True
    second.settings.ui_scale = 150
    assert second.save_settings()
    first.settings.volume = 30  # changed here, not saved yet: it stays
    first.toasts.clear()
    page = SettingsScene(first)
    assert first.scale_pct == 100  # the page keeps the scale it opened with …
    page.exit()
    assert first.scale_pct == 150  # … and the scale taken over applies as it closes
    assert first.settings.animation_speed == "fast" and first.settings.high_contrast
    assert first.settings.ui_scale == 150 and first.settings.volume == 30
    assert [t.text for t in first.toasts] == [first.t("settings.adopted")]
    assert first.save_settings()
    saved = load_settings()[0]
    assert (saved.animation_speed, saved.high_contrast, saved.ui_scale, saved.volume) == (
        "fast",
        True,
        150,
        30,
    )
    first.toasts.clear()
    SettingsScene(first)  # nothing new: nothing said
    assert first.toasts == []
