"""Every UI test runs headless (SDL's dummy drivers) and with its settings, saves, history and logs
in its own temporary folders, never the user's."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

pygame.init()


@pytest.fixture(autouse=True)
def pygame_ready():
    """pygame as the app has it: a test that ran the whole app before (its exit quits pygame)
    must not leave the next one without a video system."""
    if not pygame.display.get_init():
        pygame.init()


@pytest.fixture(autouse=True)
def xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))  # the log folder
    return tmp_path
