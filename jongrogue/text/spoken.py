"""The game's words as they are spoken. ``SpokenTexts`` is a text context like the app's: the log,
the command labels and the prompts are worded by the same code (log_format, command_text,
paper_words …) through it, so speech says what the screen says. Over the catalogue lies
``ui.speech`` (ui_speech_<lang>.yaml):

    speech.say.<key>          the spoken form of ui.<key> at every verbosity (a tile's numeral
                              and suit as a Japanese player says them: イー … キュー, マン ピン ソー)
    speech.<verbosity>.<key>  brief / full: shorter or longer forms ("" : not said at all)
    speech.tile.<code>        a tile's spoken name (トン, ハツ, East wind …)

``speakable`` then turns what a voice would misread into words: arrows, ×N, −1, #3, 2d9, tile
codes such as (s9), a count of tiles ("pR ×2": 2 tiles, not 2 times), and a key's letter in
brackets — "Camp (C)" is the C key, not the red dragon: a lone letter is a tile's code only
right after that tile's name ("West wind (W)")."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from jongrogue import i18n
from jongrogue.text import strings
from jongrogue.text.paper_words import WINDS, typed_code
from jongrogue.text.tile_words import tile_word

TILE_CODE = r"[mps][1-9]|[ps]R"
LETTERED = WINDS + ("W", "H", "C", "U")  # the tiles a lone letter may stand for
SPEAKABLE_KEPT = 2048  # texts made speakable kept per SpokenTexts


@lru_cache(maxsize=4)
def _speech(lang: str) -> dict[str, Any]:
    try:
        node = i18n.load_catalog(lang).get("ui", {}).get("speech", {})
    except Exception:  # a damaged catalogue: the screen's own words are spoken
        node = {}
    return node if isinstance(node, dict) else {}


def _lookup(node: object, dotted: str) -> str | None:
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node if isinstance(node, str) else None


class SpokenTexts(strings.Texts):
    def __init__(self, lang: str, verbosity: str = "normal") -> None:
        self.lang = lang
        self.verbosity = verbosity  # brief | normal | full (anything else: normal)
        self._speakable: dict[str, str] = {}

    def spoken_form(self, key: str) -> str | None:
        """The spoken override of ui.<key> at this verbosity, or None."""
        speech = _speech(self.lang)
        for base in (self.verbosity, "say"):
            value = _lookup(speech.get(base), key)
            if value is not None:
                return value
        return None

    def t(self, key: str, /, **fmt: object) -> str:
        form = self.spoken_form(key)
        if form is None:
            return super().t(key, **fmt)
        try:
            return form.format(**fmt) if fmt else form
        except (KeyError, IndexError, ValueError):
            return form

    def name(self, key: str) -> str:
        if key.startswith("tile."):
            spoken = _lookup(_speech(self.lang).get("tile"), key[5:])
            if spoken is not None:
                return spoken
        return super().name(key)

    def tile(self, code: str) -> str:
        return tile_word(self, code)

    def speakable(self, text: str) -> str:
        # the table's stops say the same long texts again and again (a focus key asks each time)
        said = self._speakable.get(text)
        if said is None:
            if len(self._speakable) >= SPEAKABLE_KEPT:
                self._speakable.clear()
            said = self._speakable[text] = speakable(self, text)
        return said


_EN = (
    (r"\s*[(（]@[)）]", ""),  # "You (@)": the token's sign, which the voice reads as a symbol
    # the Japanese an English voice cannot say: the game's name, the wind plate's kanji
    (r"雀ローグ", "JongRogue"),
    (r"東", "East"),
    (r"南", "South"),
    (r"西", "West"),
    (r"北", "North"),
    (r"(\d+)d(\d+)", r"\1 D \2"),
    (r"(\d)\s*→\s*([−-]?\d)", r"\1 to \2"),
    (r"(\d)\s*[–〜~]\s*(\d)", r"\1 to \2"),
    (r"\s+×\s+", " times "),  # a formula's "9 × floor × 10"
    (r"\s*×\s*(\d+)", r", \1 times"),  # a count: "×2"
    (r"\s+[+−]\s+0(?![\d.])", ""),  # a formula's term of 0 ("9 + armour − 0")
    (r"(?:−|(?<![A-Za-z0-9])-)(\d)", r"minus \1"),
    (r"\s+−\s+", " minus "),
    (r"\s+\+\s+", " plus "),
    (r"\s*>=\s*", " at least "),
    (r"\s*<=\s*", " at most "),
    (r"\s*==\s*", " exactly "),
    (r"\+(\d)", r"plus \1"),
    (r"#(\d+)", r"number \1"),
    (r"\bvs\.?\s", "against "),
    (r"\s*[→▲▶▼◀]\s*", ", "),
)
_JA = (
    (r"\s*[(（]@[)）]", ""),
    (r"(\d+)d(\d+)", r"\1ディー\2"),
    (r"(\d)\s*→\s*([−-]?\d)", r"\1から\2"),
    (r"(\d)\s*[–〜~]\s*(\d)", r"\1から\2"),
    (r"\s+×\s+", "かける"),
    (r"\s*×\s*(\d+)", r"、\1回"),
    (r"(?<=\S)[+−]0(?![\d.])", ""),  # a formula's term of 0 ("9+鎧−0")
    # "2d9>=9+鎧で": the whole sum before 以上
    (r"\s*>=\s*(\d+(?:[+−][^、。,\s+−]+?)+)(?=で|、|。|,|\s|$)", r"が\1以上"),
    (r"(?:−|(?<![A-Za-z0-9])-)(\d)", r"マイナス\1"),
    (r"\s*>=\s*(\d+)", r"が\1以上"),
    (r"\s*<=\s*(\d+)", r"が\1以下"),
    (r"\s*==\s*(\d+)", r"がちょうど\1"),
    (r"\+(\d)", r"プラス\1"),
    (r"(?<=\d)\+(?=[^\x00-\x7f])", "プラス"),  # a formula's "9+鎧" (not "Ctrl+K")
    (r"(?<=\d)−(?=[^\x00-\x7f])", "マイナス"),
    (r"#(\d+)", r"\1番"),
    (r"\s*[→▲▶▼◀]\s*", "、"),
)
# (the space before a bracket goes with it when it is dropped)
_CODE_IN_BRACKETS = rf"(\s*)[(（]\s*({TILE_CODE})\s*[)）]"
# (not a formula's "s(F)")
_LETTER_IN_BRACKETS = r"(?:(\s+)|(?<![A-Za-z0-9]))[(（]\s*([A-Z])\s*[)）]"
_BARE_CODE = rf"(?<![A-Za-z0-9])({TILE_CODE})(?![A-Za-z0-9])"
_CODE_TIMES = rf"(?<![A-Za-z0-9])({TILE_CODE})\s*×\s*(\d+)"
_TILE_AFTER = r"(?:\s+tiles?)?$"  # "an East wind tile (E)"
_KANJI_TILE = r"([(（])([一二三四五六七八九])([萬筒索])([)）])"
_LEAD = r"^[\s,、]+"
_SPACES = r"\s{2,}"


@lru_cache(maxsize=2)
def _compiled(lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The language's rules, compiled at the first text made speakable, not at every start (speech
    is off for most players)."""
    return tuple((re.compile(p), r) for p, r in (_JA if lang == "ja" else _EN))


def _code(texts: SpokenTexts, text: str, m: re.Match[str]) -> str:
    """A tile's code in brackets as its word; nothing when its word stands just before it."""
    word = texts.tile(m.group(2))
    return "" if text[: m.start()].endswith(word) else f"{m.group(1)}({word})"


def _names(texts: SpokenTexts, kind: str) -> set[str]:
    """The words a text names the lettered tile ``kind`` with: spoken, on the screen, at a paper
    prompt ("West wind", "West wind (W)" without its letter, 東)."""
    shown = strings.Texts.name(texts, f"tile.{kind}")
    paper = strings.Texts.t(texts, f"table.paper.wind.{kind}")
    names = {texts.tile(kind), re.sub(r"\s*[(（].*$", "", shown), paper}
    return {n for n in names if n and not n.startswith(("tile.", "table."))}


def _letter(texts: SpokenTexts, text: str, m: re.Match[str]) -> str:
    """A letter in brackets: the code of the tile whose name stands just before it (its word,
    or nothing after its spoken word), else a key ("C key")."""
    letter, before, space = m.group(2), text[: m.start()], m.group(1) or ""
    for kind in LETTERED:
        if letter in (kind, typed_code(texts.lang, kind)) and any(
            re.search(re.escape(n) + _TILE_AFTER, before) for n in _names(texts, kind)
        ):
            word = texts.tile(kind)  # (its own name again, "a face-down tile" too: not said)
            bare = re.sub(r"^(?:an?|the)\s+", "", word)
            said = re.search(re.escape(bare) + _TILE_AFTER, before, re.IGNORECASE)
            return "" if said else f"{space}({word})"
    return f"{space}({texts.t('speech.key_letter', letter=letter)})"


def _kanji_code(m: re.Match[str]) -> str:
    """（九索） -> "s9"."""
    return "mps"["萬筒索".index(m.group(3))] + str("一二三四五六七八九".index(m.group(2)) + 1)


def speakable(texts: SpokenTexts, text: str) -> str:
    """``text`` with what a voice misreads put into words (see the module doc)."""
    if not text:
        return ""
    if texts.lang == "ja":  # a tile's kanji name in brackets (「アイテム（九索）」): its reading
        text = re.sub(_KANJI_TILE, lambda m: f"{m[1]}{texts.tile(_kanji_code(m))}{m[4]}", text)
    text = re.sub(_CODE_IN_BRACKETS, lambda m: _code(texts, text, m), text)
    text = re.sub(_LETTER_IN_BRACKETS, lambda m: _letter(texts, text, m), text)
    text = re.sub(
        _CODE_TIMES,
        lambda m: texts.t("speech.tile_count", tile=texts.tile(m[1]), count=int(m[2])),
        text,
    )
    text = re.sub(_BARE_CODE, lambda m: texts.tile(m.group(1)), text)
    for pattern, repl in _compiled(texts.lang):
        text = pattern.sub(repl, text)
    return re.sub(_SPACES, " ", re.sub(_LEAD, "", text)).strip()
