"""The rulebook's Keys chapter names the default keys (Settings' own table): a newcomer searched
the rulebook for "keyboard" and "log" and found nothing, and the key that scrolls the log back
was written only in Settings → Keys."""

from __future__ import annotations

import pytest

from jongrogue import i18n
from jongrogue.i18n.rulebook_text import chapter_paragraphs
from jongrogue.i18n.search import search
from jongrogue.storage.settings import DEFAULT_KEYS, DEFAULT_PAD

PLAIN = {
    "fight": "fights",
    "shoot": "shoots",
    "quaff": "drinks a potion",
    "read": "reads a scroll",
    "camp": "camps",
    "use_stairs": "takes the stairs",
    "flip_wind_plate": "flips the wind plate",
    "hint": "asks the Hint",
    "message_log": "opens the run's whole log",
}
CTRL = {
    "speech": "switches speech",
    "speech_repeat": "says the last words again",
    "context_help": "says this screen's help and keys",
    "review_status": "the status",
    "review_log": "the log line by line",
    "review_here": "what is here",
    "review_odds": "the odds of the next check",
    "review_hint": "the Hint's advice",
}
PAD = {
    "confirm": "confirms",
    "back": "goes back",
    "hint": "asks the Hint",
    "menu": "opens the menu",
}


def _chapter(lang: str) -> str:
    (chapter,) = [c for c in i18n.rulebook(lang) if c["id"] == "keys"]
    return " ".join(chapter_paragraphs(chapter))


def test_the_keys_chapter_names_the_default_keys():
    text = _chapter("en")
    for action, words in PLAIN.items():
        assert f"{DEFAULT_KEYS[action].upper()} {words}" in text, action
    for action, words in CTRL.items():
        assert f"Ctrl+{DEFAULT_KEYS[action].upper()} {words}" in text, action
    assert f"Ctrl+{DEFAULT_KEYS['undo'].upper()}" in text and "Y and N" in text
    names = {"a": "A", "b": "B", "x": "X", "start": "Start"}
    for action, words in PAD.items():
        assert f"{names[DEFAULT_PAD[action]]} {words}" in text, action


@pytest.mark.parametrize("lang,query", [("en", "keyboard"), ("en", "log"), ("ja", "キー")])
def test_searching_finds_it(lang, query):
    assert "rulebook.keys" in [key for key, _, _ in search(lang, query)], query
