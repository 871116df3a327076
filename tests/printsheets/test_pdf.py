"""The printed sheets: for A4 and Letter, Japanese and English, blank and filled, the
PDF has its pages at the paper's size, every page renders with ink where the sheets' boxes are,
its text is the sheets' words in the embedded Japanese font, and a filled PDF carries the run's
values — and nothing the player has not seen."""

from __future__ import annotations

import errno
from datetime import datetime, timezone

import pypdfium2 as pdfium
import pytest
from PIL import ImageChops

from jongrogue.game import Game
from jongrogue.printsheets import PrintError, document, layout, values, write_sheets
from jongrogue.printsheets.character import signed
from jongrogue.sim import GreedyBot
from jongrogue.ui.art.markers import PC_STATES
from tests.ui import test_hidden_pairs as pairs

PT = 72 / 25.4
SIZES = {"A4": (595.28, 841.89), "Letter": (612.0, 792.0)}
SCALE = 1.0  # render at 72 dpi: 1 px per point
LABELS = {
    "ja": (
        "キャラクタ・シートA",
        "レベル",
        "経験値",
        "迷宮マップ",
        "遭遇マップ",
        "近接武器シート",
        "水薬シート",
        "得点カード",
    ),
    "en": (
        "Character sheet A",
        "Level",
        "XP",
        "Dungeon map",
        "Encounter map",
        "Melee weapon sheet",
        "Potion sheet",
        "Score card",
    ),
}
FIXED = datetime(2026, 12, 2, tzinfo=timezone.utc)


def _pages(path):
    doc = pdfium.PdfDocument(str(path))
    return [
        (
            doc[i].get_size(),
            doc[i].get_textpage().get_text_range(),
            doc[i].render(scale=SCALE).to_pil().convert("L"),
        )
        for i in range(len(doc))
    ]


def _ink(img, box_pt=None) -> float:
    """The share of pixels darker than paper in ``box_pt`` (x, y, w, h in points; all the page)."""
    if box_pt is not None:
        x, y, w, h = box_pt
        img = img.crop(
            (round(x * SCALE), round(y * SCALE), round((x + w) * SCALE), round((y + h) * SCALE))
        )
    hist = img.histogram()
    return sum(hist[:200]) / max(1, sum(hist))


def _changed(a, b, box_pt) -> float:
    """The share of pixels of ``box_pt`` that differ between two renders of a page."""
    x, y, w, h = (round(v * SCALE) for v in box_pt)
    crop = (x, y, x + w, y + h)
    hist = ImageChops.difference(a.crop(crop), b.crop(crop)).histogram()
    return 1 - hist[0] / max(1, sum(hist))


def _field_box(paper: str, slot: int, box) -> tuple:
    """A field's box of the sheet in ``slot`` of a page, in points."""
    x, y, k = layout.form_place(*layout.slots(paper)[slot])
    bx, by, bw, bh = box
    return ((x + bx * k) * PT, (y + by * k) * PT, bw * k * PT, bh * k * PT)


@pytest.fixture(scope="module")
def printed(tmp_path_factory, played):
    out, folder = {}, tmp_path_factory.mktemp("pdf")
    for paper in ("A4", "Letter"):
        for lang in ("ja", "en"):
            for filled in (False, True):
                path = folder / f"{paper}-{lang}-{'filled' if filled else 'blank'}.pdf"
                assert (
                    write_sheets(path, paper=paper, lang=lang, game=played if filled else None)
                    == path
                )
                out[paper, lang, filled] = _pages(path)
    return out


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("filled", [False, True])
def test_every_page_is_there_at_the_papers_size_with_ink_and_words(
    printed, paper, lang, filled, played
):
    pages = printed[paper, lang, filled]
    sheets = values.sheet_ids(played.view() if filled else None)
    assert len(pages) == -(-len(sheets) // 2) == 6
    text = "".join(t for _, t, _ in pages)
    for (w, h), _, img in pages:
        assert (round(w, 1), round(h, 1)) == (round(SIZES[paper][0], 1), round(SIZES[paper][1], 1))
        assert abs(img.size[0] - w * SCALE) <= 1 and abs(img.size[1] - h * SCALE) <= 1
        assert 0.02 < _ink(img) < 0.6
    for label in LABELS[lang]:  # the words, extracted: the font is embedded
        assert label in text
    other = LABELS["en" if lang == "ja" else "ja"][0]
    assert other in text  # the sheets are titled in both languages


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_character_sheets_boxes_have_ink(printed, paper):
    img = printed[paper, "ja", False][0][2]
    for slot, name in enumerate(("character_a", "character_b")):
        for fid, spec in values.layout(name)["fields"].items():
            assert _ink(img, _field_box(paper, slot, spec["box"])) > 0.03, (name, fid)
    gap = _field_box(paper, 0, (4, 66.3, 112, 2.5))  # between the HP and status fields
    assert _ink(img, gap) < 0.01


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_filled_sheet_carries_the_runs_values_where_the_blank_is_empty(printed, played, lang):
    view = played.view()
    pc = view["pc"]
    blank, filled = printed["A4", lang, False], printed["A4", lang, True]
    text = filled[0][1]
    assert (
        f"{pc['xp']:,}" in text
        and f"{pc['hp']} / {pc['max_hp']}" in text
        and f"{pc['gold']:,}" in text
    )
    assert str(pc["deepest"]) in text and signed(pc["strength"]) in text
    assert f"{pc['xp']:,}" not in blank[0][1] or pc["xp"] < 10
    level = _field_box("A4", 0, values.layout("character_a")["fields"]["level"]["box"])
    title = _field_box("A4", 0, values.layout("character_a")["title"])
    assert _changed(filled[0][2], blank[0][2], level) > 0.02  # the post-its
    assert _changed(filled[0][2], blank[0][2], title) == 0
    card = "".join(t for _, t, _ in filled)
    assert all(f"{row['gold']:,}" in card for row in view["score_card"]) and view["score_card"]


def test_the_rings_sheet_is_printed_blank_and_for_a_run_with_the_ring_rule_only(played):
    assert "rings" in values.sheet_ids(None) and "rings" in values.sheet_ids(played.view())
    assert "rings" not in values.sheet_ids({"options": []})


def test_the_status_cells_are_the_apps():
    assert values.PC_STATES == PC_STATES


@pytest.mark.parametrize(
    "make", [pairs.wall_pair, pairs.dungeon_pair, pairs.link_pair], ids=["wall", "dungeon", "links"]
)
def test_unseen_tiles_do_not_change_one_byte(make):
    """The hidden-tile pairs of tests/ui/test_hidden_pairs.py: a wall tile swapped with a face-down
    encounter tile, two dark rooms' tiles, two face-down link tiles. While the swapped tiles stay
    unseen (both games playing the greedy bot's commands) the printed sheets are the same bytes."""
    (opts_a, order_a), (opts_b, order_b), hidden = make(3)
    a, b = Game.new(3, opts_a, order_a), Game.new(3, opts_b, order_b)
    assert a.state != b.state
    bot_a, bot_b = GreedyBot(), GreedyBot()
    checked = 0
    for step in range(9):
        if not (hidden(a) and hidden(b)) or a.state.context in ("game_over", "victory"):
            break
        if step % 4 == 0:
            lang = ("ja", "en")[step // 4 % 2]
            assert document.render(
                a.view(), paper="A4", lang=lang, created=FIXED
            ) == document.render(b.view(), paper="A4", lang=lang, created=FIXED)
            checked += 1
        command = bot_a.choose(a)
        assert command == bot_b.choose(b)
        a.execute(command)
        b.execute(command)
    assert checked >= 2


def test_nothing_but_the_view_is_read(played, tmp_path):
    """A game that offers nothing but ``view()`` prints the same sheets as the game itself."""

    class ViewOnly:
        __slots__ = ()

        def view(self):
            return played.view()

    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    write_sheets(a, game=ViewOnly())
    write_sheets(b, game=played)
    assert [t for _, t, _ in _pages(a)] == [t for _, t, _ in _pages(b)]


def test_a_folder_that_is_not_there_a_folder_and_a_device_are_refused(tmp_path):
    for target in (tmp_path / "no" / "x.pdf", tmp_path):
        with pytest.raises(PrintError, match="cannot be written"):
            write_sheets(target)
    assert not (tmp_path / "no").exists()


def test_a_full_disk_is_a_print_error_and_leaves_nothing(tmp_path, monkeypatch):
    def full(path, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(document, "write_atomic_bytes", full)
    with pytest.raises(PrintError, match="No space left") as err:
        write_sheets(tmp_path / "x.pdf")
    assert isinstance(err.value, OSError) and list(tmp_path.iterdir()) == []


def test_a_missing_font_is_a_print_error(tmp_path, monkeypatch):
    monkeypatch.setattr(document, "font_path", lambda serif=False: None)
    with pytest.raises(PrintError, match="font"):
        write_sheets(tmp_path / "x.pdf")


@pytest.mark.parametrize("kw", [{"paper": "A5"}, {"lang": "fr"}])
def test_an_unknown_paper_or_language_is_refused(tmp_path, kw):
    with pytest.raises(ValueError):
        write_sheets(tmp_path / "x.pdf", **kw)
