"""The advisor's tests run like the UI tests: headless (SDL's dummy drivers, set when tests/ui/conftest.py
is imported) and with settings, saves and history in temporary folders (its autouse fixture)."""

from tests.ui.conftest import xdg  # noqa: F401
