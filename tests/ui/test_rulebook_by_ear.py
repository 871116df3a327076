"""The Rulebook by ear and by pad: the list says each chapter it moves to, Enter (A) opens one in
the text, and Up / Down (the d-pad) read it paragraph by paragraph — each paragraph said, the view
following it, its mark drawn; a search says how many it found and the first of them."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.text import strings
from jongrogue.ui import theme
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.voice import help
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_pad import press
from tests.ui.test_speech import speaking


def book(lang: str):
    app = App(lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(registry.make("rules", app.ctx)))
    app.step()
    return app, sink, app.top


def read_chapter(app, sink, move, count: int) -> list[str]:
    heard = []
    for _ in range(count):
        n = len(sink.texts())
        move()
        heard += sink.texts()[n:]
    return heard


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("by_pad", [False, True], ids=["keys", "pad"])
def test_the_rulebook_is_read_paragraph_by_paragraph(home, lang, by_pad):
    app, sink, rules = book(lang)
    words = app.ctx.spoken()
    chapter = strings.rulebook(lang)[1]

    def down():
        press(app, "down") if by_pad else app.key("down")

    down()  # the list: the second chapter, said by its name
    assert sink.texts()[-1].startswith(words.speakable(chapter["title"]))
    press(app, "a") if by_pad else app.key("return")
    assert rules.form.focus is rules.pane
    assert sink.texts()[-1].startswith(words.speakable(chapter["title"]))  # the text's first
    stops = len(rules.pane.stops())
    assert stops > len(chapter["paragraphs"]) // 2
    heard = read_chapter(app, sink, down, stops - 1)
    assert len(heard) == stops - 1 and len(set(heard)) == len(heard)  # each once, its own
    for paragraph in chapter["paragraphs"]:
        assert any(words.speakable(paragraph) in said for said in heard), paragraph[:40]
    for name, _key, text in chapter["entries"]:  # an entry: its name with its text
        assert any(name in said and words.speakable(text) in said for said in heard), name
    assert rules.pane.top > 0  # the view followed the reading
    n, at = len(sink.texts()), rules.pane.at
    down()  # past the last paragraph: nothing moves; the chapter's end is said
    assert len(sink.texts()) == n + 1 and rules.pane.at == at
    assert sink.texts()[-1].startswith(app.ctx.t("speech.focus.chapter_end"))
    press(app, "up") if by_pad else app.key("up")
    assert sink.texts()[-1] == heard[-2]


def test_the_paragraph_at_the_cursor_is_marked(home):
    app, _, rules = book("en")
    app.key("down")
    app.key("return")
    for _ in range(3):
        app.key("down")
    first, _ = rules.pane.stops()[rules.pane.at]
    y = rules.pane.rect.y + rules.pane.block_y[first] - rules.pane.top
    mark = (rules.pane.rect.x - app.ctx.s(8) + 1, y + 2)
    surface = pygame.Surface(app.ctx.layout.size)
    rules.draw(surface)
    assert surface.get_at(mark)[:3] == tuple(theme.FOCUS)[:3]


@pytest.mark.parametrize("lang,query", [("en", "hint"), ("ja", "ヒント")])
def test_a_search_says_what_it_found(home, lang, query):
    app, sink, rules = book(lang)
    for ch in query:  # typed: a key and its text (Japanese through the IME: the text alone)
        if ch.isascii():
            app.key(ch, text=ch)
        else:
            app.step(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    found = strings.search(lang, query)
    said = sink.texts()[-1]
    assert str(len(found)) in said and app.ctx.spoken().speakable(found[0][1]) in said
    for ch in "zzzq":
        app.key(ch, text=ch)
    assert sink.texts()[-1] == strings.ui(lang, "rules.no_results", query=query + "zzzq")


def test_the_help_names_the_rulebooks_keys_and_each_works(home):
    app, sink, rules = book("en")
    app.key("down")
    app.key("return")  # the text of the second chapter
    app.key("k", ctrl=True)
    said = sink.texts()[-1]
    for key, _ in type(rules).HELP_KEYS:
        assert help.spoken_key(app.ctx, key) in said
    for key, at in (("end", len(rules.pane.stops()) - 1), ("up", -2), ("home", 0), ("down", 1)):
        app.key(key)
        assert rules.pane.at == at % len(rules.pane.stops()), key
    app.key("h", text="h")
    assert rules.query == "h"
    app.key("escape")  # the search cleared, the book still open
    assert rules.query == "" and app.names() == ["title", "rules"]
    app.key("escape")
    assert app.names() == ["title"]


def test_enter_on_a_match_reads_its_kind_with_its_name():
    """Enter on "Tile: East wind" said only "Tile."."""
    from jongrogue.storage.settings import Settings
    from jongrogue.ui.app_loop import AppLoop
    from jongrogue.ui.context import AppContext
    from jongrogue.ui.scenes.rules import RulesScene

    ctx = AppContext(Settings(language="en", ui_scale=100), size=(1280, 800))
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), RulesScene(ctx, query="east wind"))
    loop.step([], dt=1 / 60)
    scene = loop.top
    i = [k for k, _, _ in scene.items].index("tile.T")
    scene._show(i)
    first = scene.pane.paragraph()
    assert ctx.name("tile.T") in first and first.splitlines()[0] == ctx.t("rules.group.tile")


def test_a_japanese_word_finds_its_entry_in_the_english_book():
    """With the book in English, 睡眠 found nothing (and "0 件" stayed in Japanese)."""
    from jongrogue.storage.settings import Settings
    from jongrogue.ui.app_loop import AppLoop
    from jongrogue.ui.context import AppContext
    from jongrogue.ui.scenes.rules import RulesScene

    ctx = AppContext(Settings(language="ja", ui_scale=100), size=(1280, 800))
    scene = RulesScene(ctx, query="睡眠")
    scene.book_lang = "en"
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), scene)
    loop.step([], dt=1 / 60)
    keys = [k for k, _, _ in scene.items]
    assert "pc_state.asleep" in keys
    assert dict((k, n) for k, n, _ in scene.items)["pc_state.asleep"] == "Asleep"


def test_no_match_is_written_in_the_books_language(home):
    """A Japanese game reading the English book: "0 found" and "Nothing found" in English, as its
    search box and its text (they read 0件 and 見つかりませんでした)."""
    app, sink, rules = book("ja")
    rules.book_lang = "en"
    rules.relayout()
    rules.ensure_layout(app.ctx.layout.size)
    for ch in "zzzq":
        app.key(ch, text=ch)
    assert rules.pane.blocks == [("note", strings.ui("en", "rules.no_results", query="zzzq"))]
