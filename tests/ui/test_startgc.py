"""The collector is held off while the app starts and back on, with the start's objects frozen,
once the first frame is drawn (jongrogue.system.startgc)."""

from __future__ import annotations

import gc

import pygame
import pytest

from jongrogue import app
from jongrogue.storage.settings import Settings
from jongrogue.system import startgc
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes import registry


@pytest.fixture
def collector():
    assert gc.isenabled()
    yield
    startgc.release()
    gc.unfreeze()
    gc.enable()


def test_release_without_hold_changes_nothing(collector):
    frozen = gc.get_freeze_count()
    startgc.release()
    assert gc.isenabled() and gc.get_freeze_count() == frozen


def test_a_collector_turned_off_elsewhere_stays_off(collector):
    gc.disable()
    startgc.hold()
    startgc.release()
    assert not gc.isenabled()


def test_the_first_frame_turns_the_collector_back_on_with_the_start_frozen(collector):
    startgc.hold()
    assert not gc.isenabled()
    ctx = AppContext(Settings(language="en", sound=False), size=(1280, 800), persist=False)
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), registry.make("title", ctx))
    assert not gc.isenabled()  # building the scenes is part of the start
    loop.step([])
    assert gc.isenabled() and gc.get_freeze_count() > 0


@pytest.mark.parametrize("argv", [["--version"], ["--scene", "nowhere"]])
def test_main_leaves_the_collector_on_when_no_frame_is_drawn(collector, argv):
    with pytest.raises(SystemExit):
        app.main(argv)
    assert gc.isenabled()
