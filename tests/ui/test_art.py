"""Procedural art: tiles, state markers, post-its and bundled fonts."""

import itertools  # noqa: E402
import os
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.system.cachedir import DIGEST_BYTES  # noqa: E402
from jongrogue.ui import fonts  # noqa: E402
from jongrogue.ui.art import markers, palette, stored, tiles  # noqa: E402
from jongrogue.ui.art.glyphs import dilate, glyph_mask  # noqa: E402

EXPECTED_CODES = [f"{s}{n}" for s in "mps" for n in range(1, 10)] + [
    "T",
    "N",
    "S",
    "P",
    "W",
    "H",
    "C",
    "pR",
    "sR",
    "U",
]


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def shape_mask(surf: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 127)


def mask_difference(a: pygame.mask.Mask, b: pygame.mask.Mask) -> int:
    return a.count() + b.count() - 2 * a.overlap_area(b, (0, 0))


def test_code_list_is_complete():
    assert list(tiles.ALL_CODES) == EXPECTED_CODES


@pytest.mark.parametrize("width", [24, 48, 96, 160])
def test_every_tile_renders_at_the_right_size(width):
    height = round(width * 4 / 3)
    for code in EXPECTED_CODES:
        surf = tiles.tile_surface(code, width)
        assert surf.get_size() == (width, height), code
        assert surf.get_flags() & pygame.SRCALPHA
        assert surf.get_at((width // 2, height // 3)).a == 255  # opaque body
        assert surf.get_at((0, height - 1)).a < 255  # rounded corner
    assert tiles.tile_surface("m1", width, sideways=True).get_size() == (height, width)


@pytest.mark.parametrize("width", [24, 48])
def test_different_codes_give_different_pixels(width):
    images = {code: pixels(tiles.tile_surface(code, width)) for code in EXPECTED_CODES}
    assert len(set(images.values())) == len(EXPECTED_CODES)


def test_cache_returns_the_same_object():
    a = tiles.tile_surface("p5", 64)
    assert tiles.tile_surface("p5", 64) is a
    assert tiles.tile_surface("p5", 64, highlight="select") is not a
    assert tiles.tile_surface("p5", 64, sideways=True) is not a


def test_back_differs_from_every_face():
    back = pixels(tiles.tile_surface("U", 48))
    for code in EXPECTED_CODES[:-1]:
        assert pixels(tiles.tile_surface(code, 48)) != back, code
        assert tiles.tile_surface(code, 48, face_up=False) is tiles.tile_surface("U", 48)


def test_highlight_and_bad_codes():
    plain = pixels(tiles.tile_surface("T", 48))
    for hl in (
        "select",
        "hover",
        "danger",
        "ok",
        (10, 200, 30),
        [10, 200, 30],
        pygame.Color(10, 200, 30),
    ):
        assert pixels(tiles.tile_surface("T", 48, highlight=hl)) != plain
    for bad in ("E", "m0", "s10", ""):
        with pytest.raises(ValueError):
            tiles.tile_surface(bad, 48)


@pytest.mark.parametrize(
    "owner,states", [("pc", markers.PC_STATES), ("monster", markers.MONSTER_STATES)]
)
def test_markers_render_with_distinct_shapes(owner, states):
    size = 48
    masks = {}
    for state in states:
        surf = markers.state_marker(state, size, owner=owner)
        assert surf.get_size() == (size, size)
        assert shape_mask(surf).count() > size * size * 0.2
        masks[state] = shape_mask(surf)
    for (a, ma), (b, mb) in itertools.combinations(masks.items(), 2):
        assert mask_difference(ma, mb) > size * size * 0.05, (a, b)


def test_every_state_id_has_its_own_shape_glyph_and_palette_colour():
    all_states = set(markers.PC_STATES) | set(markers.MONSTER_STATES)
    specs = [markers.SPECS[s] for s in sorted(all_states)]
    assert len({s.shape for s in specs}) == len(specs)
    assert all(len(s.glyph) == 1 and s.colour.startswith("oi_") for s in specs)
    masks = [
        shape_mask(markers.state_marker(s, 40))
        if s in markers.PC_STATES
        else shape_mask(markers.state_marker(s, 40, owner="monster"))
        for s in all_states
    ]
    for ma, mb in itertools.combinations(masks, 2):
        assert mask_difference(ma, mb) > 40 * 40 * 0.05
    with pytest.raises(ValueError):
        markers.state_marker("hasted", 40, owner="pc")
    with pytest.raises(ValueError):
        markers.state_marker("asleep", 40, owner="ghost")


def test_postits_token_and_counters():
    note = markers.postit_surface(80, 50, "pink", "HP 12")
    assert note.get_size() == (80, 50)
    assert pixels(note) != pixels(markers.postit_surface(80, 50, "pink"))
    assert pixels(markers.postit_surface(60, 60, "blue")) != pixels(
        markers.postit_surface(60, 60, "green")
    )
    assert markers.pc_token(40).get_size() == (40, 40)
    c3, c12 = markers.damage_counter(3, 32), markers.damage_counter(12, 32)
    assert c3.get_size() == (32, 32) and pixels(c3) != pixels(c12)


def test_bundled_font_loads_and_renders_kanji():
    path = fonts.font_path()
    assert path is not None and path.is_file()
    assert fonts.font_path(serif=True).is_file()
    font = fonts.get_font(24)
    assert fonts.get_font(24) is font
    assert font.size("東南西北")[0] > 0
    glyphs = [pixels(font.render(ch, True, (0, 0, 0))) for ch in "東南西北"]
    assert len(set(glyphs)) == 4  # real glyphs, not four identical 'missing' boxes
    assert fonts.get_font(24, bold=True).get_bold()
    assert fonts.font_warning() is None


@pytest.fixture
def fresh_font_cache():
    fonts.clear_font_cache()
    glyph_mask.cache_clear()
    yield
    fonts.clear_font_cache()
    glyph_mask.cache_clear()
    tiles.clear_tile_cache()


def test_missing_font_falls_back_with_a_warning(monkeypatch, fresh_font_cache):
    monkeypatch.setattr(fonts, "font_path", lambda serif=False: None)
    font = fonts.get_font(20, serif=True)
    assert isinstance(font, pygame.font.Font)
    assert font.size("E")[0] > 0
    warning = fonts.font_warning()
    assert warning and "not found" in warning
    # the art layer keeps working (kanji just look wrong)
    assert tiles.tile_surface("T", 40).get_size() == (40, 53)


def test_broken_font_file_falls_back_with_a_warning(monkeypatch, tmp_path, fresh_font_cache):
    broken = tmp_path / "broken.otf"
    broken.write_bytes(b"OTTO" + bytes(range(256)) * 8)
    monkeypatch.setattr(fonts, "font_path", lambda serif=False: broken)
    monkeypatch.setattr(fonts, "start_face", lambda serif=False: (broken, frozenset("東E")))
    font = fonts.get_font(20)
    assert font.size("E")[0] > 0
    assert "could not be loaded" in fonts.font_warning()


def _dilate_by_every_offset(base, r):
    w, h = base.get_size()
    out = pygame.Surface((w + 2 * r, h + 2 * r), pygame.SRCALPHA)
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if dx * dx + dy * dy <= r * r:
                out.blit(base, (r + dx, r + dy), special_flags=pygame.BLEND_RGBA_MAX)
    return out


@pytest.mark.parametrize("text,r", [("東", 1), ("中", 3), ("8", 5), ("北", 8)])
def test_glyph_dilation_equals_a_blit_per_disc_offset(text, r):
    base = fonts.get_font(60).render(text, True, (255, 255, 255))
    assert pixels(dilate(base, r)) == pixels(_dilate_by_every_offset(base, r))


@pytest.fixture
def tile_store(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_NO_CACHE", raising=False)
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path))
    tiles.clear_tile_cache()
    yield tmp_path / "cache" / "tiles"
    tiles.clear_tile_cache()


def test_stored_tiles_equal_fresh_drawings(tile_store, monkeypatch):
    args = [
        ("m5", 40, True, False, None),
        ("N", 31, True, True, "hover"),
        ("U", 24, False, False, None),
        ("pR", 57, True, False, (10, 200, 30)),
    ]
    drawn = [pixels(tiles._render(*a)) for a in args]
    masks = [tiles._render(*a).get_masks() for a in args]
    for a in args:
        tiles.tile_surface(a[0], a[1], face_up=a[2], sideways=a[3], highlight=a[4])  # stores
    assert len(list(tile_store.rglob("*.bgra"))) == len(args)
    tiles._cached.cache_clear()
    monkeypatch.setattr(tiles, "_render", lambda *a: pytest.fail("a stored tile was drawn again"))
    warm = [
        tiles.tile_surface(a[0], a[1], face_up=a[2], sideways=a[3], highlight=a[4]) for a in args
    ]
    assert [pixels(s) for s in warm] == drawn
    assert all(s.get_flags() & pygame.SRCALPHA for s in warm)
    assert [s.get_masks() for s in warm] == masks


def test_changed_art_or_a_damaged_file_draws_again(tile_store, monkeypatch):
    tiles.tile_surface("s3", 40)
    (first,) = tile_store.rglob("*.bgra")
    first.write_bytes(first.read_bytes()[:100])  # cut short
    tiles._cached.cache_clear()
    calls = []
    real = tiles._render
    monkeypatch.setattr(tiles, "_render", lambda *a: calls.append(a) or real(*a))
    tiles.tile_surface("s3", 40)
    assert len(calls) == 1
    old = stored.fingerprint()
    stat = stored._source

    def saved_again(module):  # the palette's file edited: another size and time
        found = stat(module)
        return (found[0], 1, 2) if module is palette and found else found

    monkeypatch.setattr(stored, "_source", saved_again)
    tiles.clear_tile_cache()
    assert stored.fingerprint() != old
    tiles.tile_surface("s3", 40)
    assert len(calls) == 2 and len(list(tile_store.rglob("*.bgra"))) == 2


def test_without_source_files_the_fingerprint_follows_the_code_and_constants(monkeypatch):
    """The frozen app has no source files to stat: its art modules' code objects and upper-case
    constants are described instead."""
    monkeypatch.setattr(stored, "_source", lambda module: None)
    tiles.clear_tile_cache()
    frozen = stored.fingerprint()
    monkeypatch.setattr(palette, "IVORY", (250, 250, 250))  # an art constant changed
    tiles.clear_tile_cache()
    assert stored.fingerprint() != frozen
    monkeypatch.undo()
    tiles.clear_tile_cache()


def test_a_stored_postit_equals_a_fresh_drawing_and_a_damaged_one_is_drawn_again(
    tile_store, monkeypatch
):
    """The PC token and the other post-its are kept like the tiles (``stored.load_named``)."""
    fresh = markers._postit(40, 40, "yellow", "@")
    markers.postit_surface.cache_clear()
    markers.pc_token(40)  # drawn and stored
    (entry,) = tile_store.rglob("postit_*.bgra")
    markers.postit_surface.cache_clear()
    calls = []
    real = markers._postit
    monkeypatch.setattr(markers, "_postit", lambda *a: calls.append(a) or real(*a))
    warm = markers.pc_token(40)
    assert calls == [] and pixels(warm) == pixels(fresh)
    assert warm.get_masks() == fresh.get_masks() and warm.get_flags() & pygame.SRCALPHA
    damaged = bytearray(entry.read_bytes())
    damaged[-1] ^= 1  # the seal broken: drawn again
    entry.write_bytes(bytes(damaged))
    markers.postit_surface.cache_clear()
    assert pixels(markers.pc_token(40)) == pixels(fresh) and len(calls) == 1
    markers.postit_surface.cache_clear()


def test_the_stored_fibre_tile_equals_a_fresh_one(tile_store):
    from jongrogue.ui.art import felt

    fresh = felt._fibre()
    felt.fibre_tile.cache_clear()
    felt.fibre_tile()  # drawn and stored
    assert len(list(tile_store.rglob("fibre.bgra"))) == 1
    felt.fibre_tile.cache_clear()
    warm = felt.fibre_tile()
    assert pixels(warm) == pixels(fresh) and warm.get_masks() == fresh.get_masks()
    felt.fibre_tile.cache_clear()


def _stored_s3(tile_store):
    tiles.tile_surface("s3", 40)
    (entry,) = tile_store.rglob("*.bgra")
    tiles._cached.cache_clear()
    return entry


def _redraws(monkeypatch) -> list:
    calls = []
    real = tiles._render
    monkeypatch.setattr(tiles, "_render", lambda *a: calls.append(a) or real(*a))
    return calls


@pytest.mark.parametrize("where", [0.0, 0.5, -1])  # the first pixel, the middle, the seal
def test_a_stored_tile_with_one_byte_flipped_is_drawn_again(tile_store, monkeypatch, where):
    entry = _stored_s3(tile_store)
    fresh = pixels(tiles._render("s3", 40, True, False, None))
    stored = bytearray(entry.read_bytes())
    stored[len(stored) - 1 if where == -1 else int(where * (len(stored) - DIGEST_BYTES))] ^= 0x10
    entry.write_bytes(bytes(stored))
    calls = _redraws(monkeypatch)
    assert pixels(tiles.tile_surface("s3", 40)) == fresh and len(calls) == 1


def test_a_stored_tile_with_pixels_changed_or_another_tiles_file_is_drawn_again(
    tile_store, monkeypatch
):
    entry = _stored_s3(tile_store)
    fresh = pixels(tiles._render("s3", 40, True, False, None))
    stored = entry.read_bytes()
    entry.write_bytes(b"\xff" * (len(stored) - DIGEST_BYTES) + stored[-DIGEST_BYTES:])  # all white
    calls = _redraws(monkeypatch)
    assert pixels(tiles.tile_surface("s3", 40)) == fresh and len(calls) == 1
    tiles.tile_surface("s4", 40)  # another tile of the same size, its file under s3's name
    (other,) = [p for p in tile_store.rglob("*.bgra") if p.name.startswith("s4_")]
    entry.write_bytes(other.read_bytes())
    tiles._cached.cache_clear()
    assert pixels(tiles.tile_surface("s3", 40)) == fresh and len(calls) == 3


def test_an_unwritable_tile_store_still_draws(tmp_path, monkeypatch):
    blocker = tmp_path / "home"
    blocker.write_text("a file where the cache folder should be")
    monkeypatch.setenv("JONGROGUE_HOME", str(blocker))
    tiles.clear_tile_cache()
    try:
        assert tiles.tile_surface("T", 40).get_size() == (40, 53)
    finally:
        tiles.clear_tile_cache()


def test_the_fingerprint_covers_every_module_the_tile_art_imports():
    """Art drawn from a module outside ``stored.ART_MODULES`` could be served stale."""
    import ast
    import importlib

    allowed = set(stored.ART_MODULES) | {
        "jongrogue.system.cachedir",
        "jongrogue.system.startwidths",  # widths as FreeType measures them, per face file
        "jongrogue.ui.art",
        "jongrogue.ui",
    }
    for name in stored.ART_MODULES:
        tree = ast.parse(Path(importlib.import_module(name).__file__).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.ImportFrom)
                and node.module
                and node.module.startswith("jongrogue")
            ):
                targets = [
                    f"{node.module}.{a.name}"
                    if f"{node.module}.{a.name}" in sys.modules
                    else node.module
                    for a in node.names
                ]
                assert set(targets) <= allowed, (name, targets)
            elif isinstance(node, ast.Import):
                assert all(
                    not a.name.startswith("jongrogue") or a.name in allowed for a in node.names
                )


def test_the_fingerprint_is_the_same_in_every_process():
    """Not marshal bytes (they vary with reference counts) nor hash-seeded set order."""
    import subprocess

    code = "from jongrogue.ui.art import stored, tiles; print(stored.fingerprint())"
    root = Path(__file__).resolve().parents[2]
    seen = {
        subprocess.run(
            [sys.executable, "-c", code],
            cwd=root,
            capture_output=True,
            text=True,
            env=dict(os.environ, PYTHONHASHSEED=seed),
            check=True,
        ).stdout.split()[-1]
        for seed in ("1", "2", "3")
    }
    assert seen == {stored.fingerprint()}
