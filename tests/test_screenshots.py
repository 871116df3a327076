"""build_scripts/screenshots.py rewrites a picture only when its pixels change, and the committed
pictures are exactly the ones the README and the docs show, within the size budget."""

from __future__ import annotations

import os

import pygame
import pytest
from PIL import Image  # comes with fpdf2, a dependency of the app

from tests.build_script import ROOT, load_script

shots = load_script("screenshots")

SHOTS = ROOT / "docs" / "screenshots"
BUDGET = 10 * 1024 * 1024  # bytes: the committed pictures in all


class FakeOptimiser:
    """Stands in for oxipng (an optional extra): records what it was asked to optimise."""

    def __init__(self):
        self.calls = []

    def optimize(self, path, level):
        self.calls.append((os.path.basename(path), level))


def _surface(colour):
    surface = pygame.Surface((8, 6))
    surface.fill(colour)
    surface.set_at((3, 2), (1, 2, 3))
    return surface


def _png(path, colour):
    pygame.image.save(_surface(colour), str(path))
    return path


def _png_uncompressed(path, colour):
    """The same picture as `_png`, in other bytes (no compression)."""
    surface = _surface(colour)
    raw = pygame.image.tobytes(surface, "RGB")
    Image.frombytes("RGB", surface.get_size(), raw).save(path, compress_level=0)
    return path


def test_the_same_pixels_in_other_bytes_leave_the_file_untouched(tmp_path, monkeypatch):
    optimiser = FakeOptimiser()
    monkeypatch.setattr(shots, "oxipng", optimiser)
    target = _png(tmp_path / "a.png", (200, 10, 10))
    before = (target.read_bytes(), target.stat().st_mtime_ns)
    fresh = _png_uncompressed(tmp_path / ".a.rendering.png", (200, 10, 10))
    assert fresh.read_bytes() != target.read_bytes()

    assert shots.keep(fresh, target) is False
    assert (target.read_bytes(), target.stat().st_mtime_ns) == before
    assert not fresh.exists() and optimiser.calls == []


def test_changed_pixels_are_optimised_and_replace_the_file(tmp_path, monkeypatch):
    optimiser = FakeOptimiser()
    monkeypatch.setattr(shots, "oxipng", optimiser)
    target = _png(tmp_path / "a.png", (200, 10, 10))
    fresh = _png(tmp_path / ".a.rendering.png", (10, 200, 10))

    assert shots.keep(fresh, target) is True
    assert optimiser.calls == [(".a.rendering.png", shots.OXIPNG_LEVEL)]
    assert not fresh.exists()
    assert pygame.image.load(str(target)).get_at((0, 0))[:3] == (10, 200, 10)


def test_a_missing_picture_is_written(tmp_path, monkeypatch):
    monkeypatch.setattr(shots, "oxipng", FakeOptimiser())
    fresh = _png(tmp_path / ".b.rendering.png", (1, 1, 1))
    assert shots.keep(fresh, tmp_path / "b.png") is True
    assert (tmp_path / "b.png").exists()


def test_rendering_a_scene_twice_changes_no_file(tmp_path, monkeypatch):
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(shots, "oxipng", FakeOptimiser())
    args = ("--scene", "title", "--lang", "en", "--scale", "100")
    assert shots.shoot(tmp_path, "title_en", "800x520", *args) is True
    picture = tmp_path / "title_en.png"
    before = (picture.read_bytes(), picture.stat().st_mtime_ns)

    assert shots.shoot(tmp_path, "title_en", "800x520", *args) is False
    assert (picture.read_bytes(), picture.stat().st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["title_en.png"]


def test_every_documented_picture_has_a_scene():
    scene_args = shots.scenes(1, 1, ROOT / "run.jrlog")
    names = shots.documented()
    assert names, "the README shows pictures"
    assert [name for name, _size, _args in shots.plan(names, scene_args)] == names


def test_the_committed_pictures_are_the_documented_ones():
    committed = sorted(p.stem for p in SHOTS.glob("*.png"))
    assert committed == shots.documented()
    assert sorted(p.name for p in SHOTS.iterdir()) == [f"{n}.png" for n in committed]


def test_the_committed_pictures_fit_the_budget():
    assert sum(p.stat().st_size for p in SHOTS.iterdir()) <= BUDGET


@pytest.mark.parametrize("name", ["combat_ja", "title_en_143", "tutorial_step2_en"])
def test_names_map_to_scene_language_and_size(name):
    m = shots.NAME.match(name)
    assert m and m["lang"] in shots.LANGS and (m["size"] or "") in shots.SIZES
