"""The command line: screenshot mode, --smoke, and the UI catalogs."""

from __future__ import annotations

import os
import re  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

from jongrogue.app import build_parser  # noqa: E402
from jongrogue.i18n import is_plural  # noqa: E402
from jongrogue.ui import headless, theme  # noqa: E402
from jongrogue.ui.layout import Layout  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("scene", ["title", "rules", "settings", "score", "newgame"])
def test_screenshot_writes_png_of_the_right_size(tmp_path, scene, lang):
    out = tmp_path / f"{scene}_{lang}.png"
    args = build_parser().parse_args(["--screenshot", str(out), "--scene", scene, "--lang", lang])
    assert headless.screenshot(args) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 800)
    # not a blank frame: the felt and some text/paper colours are present
    colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert len(colours) > 20


def test_screenshot_size_and_scale(tmp_path):
    out = tmp_path / "big.png"
    args = build_parser().parse_args(
        ["--screenshot", str(out), "--size", "1600x1000", "--scale", "200", "--scene", "settings"]
    )
    assert headless.screenshot(args) == 0
    assert pygame.image.load(str(out)).get_size() == (1600, 1000)


def test_bad_arguments_are_refused():
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--scene", "nowhere"])
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--size", "big"])
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--scale", "300"])


def test_smoke_and_screenshot_through_the_real_entry_point(tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c"))
    smoke = subprocess.run(
        [sys.executable, "-m", "jongrogue", "--smoke"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert smoke.returncode == 0, smoke.stderr
    assert "smoke: title ok" in smoke.stdout
    out = tmp_path / "t.png"
    shot = subprocess.run(
        [
            sys.executable,
            "-m",
            "jongrogue",
            "--screenshot",
            str(out),
            "--lang",
            "ja",
            "--size",
            "1024x640",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert shot.returncode == 0, shot.stderr
    assert pygame.image.load(str(out)).get_size() == (1024, 640)
    assert not (tmp_path / "c" / "jongrogue" / "settings.json").exists()  # screenshots never save


def _catalog(lang):
    """ui_<lang>.yaml deep-merged with every ui_<part>_<lang>.yaml, as jongrogue.i18n does."""
    from jongrogue.i18n import _merge

    folder = ROOT / "jongrogue" / "data" / "locale"
    with open(folder / f"ui_{lang}.yaml", encoding="utf-8") as fh:
        data = yaml.safe_load(fh)["ui"]
    for part in sorted(folder.glob(f"ui_*_{lang}.yaml")):
        with open(part, encoding="utf-8") as fh:
            data = _merge(data, yaml.safe_load(fh).get("ui") or {})
    return data


def _flat(d, prefix=""):
    """(key, text) of every UI text; a count text's forms ({one, other}) are one text, their
    placeholders together (a language without plurals has one string there)."""
    for k, v in d.items():
        assert isinstance(k, str), f"non-string key {k!r} under {prefix!r} (quote yes/no/on/off)"
        if is_plural(v):
            yield f"{prefix}{k}", " ".join(f for key, f in v.items() if key != "count")
        elif isinstance(v, dict):
            yield from _flat(v, f"{prefix}{k}.")
        else:
            yield f"{prefix}{k}", v


def test_ui_catalogs_have_the_same_keys_and_placeholders():
    ja, en = dict(_flat(_catalog("ja"))), dict(_flat(_catalog("en")))
    assert set(ja) == set(en)
    for key in ja:
        assert set(re.findall(r"{(\w+)}", ja[key])) == set(re.findall(r"{(\w+)}", en[key])), key


def test_every_literal_ui_key_in_the_code_exists():
    keys = set(dict(_flat(_catalog("en"))))
    used = set()
    for path in [
        *(ROOT / "jongrogue" / "ui").rglob("*.py"),
        *(ROOT / "jongrogue" / "text").glob("*.py"),
    ]:
        used |= set(re.findall(r'\.t\(\s*"([a-z_.]+)"\s*[,)]', path.read_text(encoding="utf-8")))
    assert used and not (used - keys), sorted(used - keys)


def test_wrap_text_japanese_english_and_kinsoku():
    from jongrogue.ui.fonts import get_font

    font = get_font(16)
    ja = "雀ローグEZは、麻雀牌でプレイするローグ・クローンII（RPG）の一人用卓上ゲームです。麻雀のルールは知らなくてもOK。"
    lines = theme.wrap_text(font, ja, 150)
    assert len(lines) > 3 and "".join(lines) == ja
    assert all(font.size(line)[0] <= 150 * 1.08 for line in lines)
    assert not any(line[0] in "、。）」" for line in lines[1:])
    en = "The quick brown fox jumps over the lazy dog again and again"
    lines = theme.wrap_text(font, en, 120)
    assert " ".join(lines) == en and all(font.size(line)[0] <= 120 for line in lines)
    assert theme.wrap_text(font, "a\n\nb", 100) == ["a", "", "b"]
    long = "x" * 80
    assert all(font.size(line)[0] <= 100 for line in theme.wrap_text(font, long, 100))


def test_layout_scale_is_limited_by_the_window():
    assert Layout((1280, 800), 100).scale == 1.0
    assert Layout((2560, 1600), 200).scale == 2.0
    lay = Layout((1280, 800), 200)
    assert lay.limited and lay.logical[0] >= 880 and lay.logical[1] >= 560
    assert Layout((1280, 800), 150).s(10) == 14
