"""A long path wraps between its folders, never inside a name (the second-copy dialog showed
"…/saves/current.jrl" / "og")."""

from __future__ import annotations

import re

import pytest

from jongrogue.storage.settings import Settings
from jongrogue.ui import theme
from jongrogue.ui.context import AppContext

PATHS = [
    "/home/someone/.local/share/jongrogue/saves/current.jrlog",
    r"C:\Users\someone\AppData\Local\jongrogue\jongrogue\saves\current.jrlog",
]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("width", [180, 240, 300, 420])
def test_the_in_use_dialog_wraps_its_path_between_folders(lang, path, width):
    ctx = AppContext(Settings(language=lang, sound=False), size=(1280, 800), persist=False)
    body = ctx.t("launch.in_use_body", path=path)
    font = ctx.font(15)
    lines = theme.wrap_text(font, body, width)
    assert all(
        font.size(line.rstrip("、。，．,."))[0] <= width for line in lines
    )  # (a 。 may hang)
    for name in re.split(r"[\\/]", path):
        if name and font.size(name)[0] <= width:
            assert any(name in line for line in lines), (name, lines)  # each name whole
    assert "".join(lines).replace(" ", "") == body.replace(" ", "")  # nothing lost
