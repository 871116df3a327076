"""A start measures only the lines an earlier start did not (system/startwidths.py): the widths it
reads back are the ones FreeType gives, for that face file, size and boldness only; a damaged
file only means measuring again."""

from __future__ import annotations

import os

import pytest

from jongrogue.system import startwidths
from jongrogue.ui import fonts
from tests.ui.smoke_starts import two_starts


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path))
    monkeypatch.delenv("JONGROGUE_NO_CACHE", raising=False)
    fonts.clear_font_cache()
    yield tmp_path
    startwidths._held = None
    fonts.clear_font_cache()


def _measure(lines, size=17, bold=False):
    font = fonts.get_font(size, bold=bold)
    return [font.size(line)[0] for line in lines]


LINES = ["Fight", "攻撃（ドアから射撃）: ケンタウロス", "Rest at full HP?"]


def test_a_second_start_reads_the_widths_the_first_measured(cache, monkeypatch):
    startwidths.hold()
    first = _measure(LINES)
    startwidths.release()
    assert startwidths.cache_file().is_file()
    fonts.clear_font_cache()
    asked = []
    startwidths.hold()
    monkeypatch.setattr(startwidths, "measured", lambda key, w: asked.append(key))
    assert _measure(LINES) == first
    assert asked == []  # every width came from the file
    _measure(LINES, bold=True)  # another style is measured anew
    assert [key[2:] for key in asked] == [(True, line) for line in LINES]


def test_a_width_is_only_read_for_its_own_face_size_and_style(cache):
    startwidths.hold()
    _measure(["Fight"])
    startwidths.release()
    known = startwidths.read(startwidths.cache_file())
    face = next(k[0] for k in known if k[1:] == (17, False, "Fight"))
    start_face = fonts._files(False)[1]
    path = start_face[0] if start_face else fonts._files(False)[0]
    stat = os.stat(path)
    assert face.startswith(f"{path.name} {stat.st_size} {stat.st_mtime_ns} ")


def test_a_damaged_file_means_measuring_again(cache):
    startwidths.hold()
    widths = _measure(LINES)
    startwidths.release()
    path = startwidths.cache_file()
    path.write_bytes(path.read_bytes()[:-3] + b"xyz")
    assert startwidths.read(path) == {}
    fonts.clear_font_cache()
    startwidths.hold()
    assert _measure(LINES) == widths


def test_a_warm_start_to_the_table_measures_no_line(tmp_path):
    code = (
        "from jongrogue.system import startwidths; n = []; real = startwidths.measured; "
        "startwidths.measured = lambda k, w: (startwidths._held and n.append(k)) or real(k, w); "
        "from jongrogue.app import main; rc = main(['--smoke']); print(rc, len(n))"
    )
    runs = two_starts(code, tmp_path, 2)
    assert runs[0][0] == "0" and int(runs[0][1]) > 100, runs  # (up to the first frame)
    assert runs[1] == ["0", "0"], runs


def test_the_file_keeps_the_latest_starts_lines_and_stays_small(cache, monkeypatch):
    """A player starting in many languages, scales and screens: the file holds at most
    ``MAX_WIDTHS`` widths, the latest start's all among them, the longest unseen dropped."""
    monkeypatch.setattr(startwidths, "MAX_WIDTHS", 10)
    startwidths.hold()
    _measure(["common"] + [f"first {i}" for i in range(6)])
    startwidths.release()
    fonts.clear_font_cache()  # (a new process)
    startwidths.hold()
    _measure(["common"] + [f"second {i}" for i in range(6)])
    startwidths.release()
    known = startwidths.read(startwidths.cache_file())
    lines = [key[3] for key in known]
    assert len(lines) == 10
    assert set(lines) >= {"common"} | {f"second {i}" for i in range(6)}
    assert "first 0" not in lines and lines.index("first 5") < lines.index("second 0")


def test_a_file_larger_than_the_limit_is_cut_at_the_next_start(cache, monkeypatch):
    startwidths.hold()
    _measure(LINES)
    startwidths.release()
    monkeypatch.setattr(startwidths, "MAX_WIDTHS", 2)
    fonts.clear_font_cache()
    startwidths.hold()
    _measure(LINES)  # nothing new
    startwidths.release()
    assert len(startwidths.read(startwidths.cache_file())) == 2
