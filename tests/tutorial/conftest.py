"""The tutorial's tests run like the UI tests: headless (SDL's dummy drivers, set when tests/ui/conftest.py
is imported) and with settings, saves and history in temporary folders (its autouse fixture)."""

import pytest  # noqa: E402

from jongrogue.ui import click_guard  # noqa: E402
from tests.ui.conftest import xdg  # noqa: F401


@pytest.fixture(autouse=True)
def unhurried_clicks(monkeypatch):
    """The script is clicked through faster than any hand: no click here is the second half of
    a double-click, nor one on at a steady pace (ui/click_guard.py, tested in
    tests/ui/test_double_click.py)."""
    monkeypatch.setattr(click_guard, "DOUBLE_CLICK", 0.0)
    monkeypatch.setattr(click_guard, "CHANGED", 0.0)
