"""The words as spoken: tiles as a Japanese player reads them (イーマン, トン, ハツ …) whatever the
voice, English tiles without their codes, and what voices misread (arrows, ×N, −1, 2d9, codes)
put into words — through the same code that words the log."""

import pytest

from jongrogue.engine.core.tiles import number_tiles
from jongrogue.text.check_words import sentence
from jongrogue.text.spoken import SpokenTexts
from jongrogue.text.tile_words import tile_list, tile_word


def test_every_number_tile_is_read_as_mahjong_players_say_it():
    ja = SpokenTexts("ja")
    numerals = ["イー", "リャン", "サン", "スー", "ウー", "ロー", "チー", "パー", "キュー"]
    suits = {"m": "マン", "p": "ピン", "s": "ソー"}
    for code in sorted(set(number_tiles(1))):
        assert tile_word(ja, code) == numerals[int(code[1]) - 1] + suits[code[0]]


@pytest.mark.parametrize(
    "code,ja,en",
    [
        ("T", "トン", "East wind"),
        ("N", "ナン", "South wind"),
        ("S", "シャー", "West wind"),
        ("P", "ペー", "North wind"),
        ("W", "ハク", "White dragon"),
        ("H", "ハツ", "Green dragon"),
        ("C", "チュン", "Red dragon"),
        ("pR", "アカウーピン", "Red five of dots"),
        ("sR", "アカウーソー", "Red five of bamboo"),
    ],
)
def test_honours_and_red_fives_are_spoken_by_name(code, ja, en):
    assert tile_word(SpokenTexts("ja"), code) == ja
    assert tile_word(SpokenTexts("en"), code) == en  # the screen's "East wind (E)" loses its code


def test_japanese_tiles_are_kana_so_even_a_kana_only_voice_reads_them():
    words = tile_list(SpokenTexts("ja"), ["m1", "p2", "s9", "T", "H"])
    assert words == "イーマン、リャンピン、キューソー、トン、ハツ"
    assert all(c in "、" or "ァ" <= c <= "ヺ" or c == "ー" for c in words)


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("en", "HP 4 → 3", "HP 4 to 3"),
        ("ja", "体力 4 → 3", "体力 4から3"),
        ("en", "needed 10 or more → you hit", "needed 10 or more, you hit"),
        ("ja", "必要なのは10以上 → 命中", "必要なのは10以上、命中"),
        ("en", "Kestrel appears! ×2", "Kestrel appears!, 2 times"),
        ("ja", "現れた！ ×2", "現れた！、2回"),
        ("en", "−1 Potion", "minus 1 Potion"),
        ("en", "+1 Dagger", "plus 1 Dagger"),
        ("en", "Pick up: Item (s9) #1", "Pick up: Item (9 of Bamboo) number 1"),
        ("ja", "拾う: アイテム (s9) #1", "拾う: アイテム (キューソー) 1番"),
        ("ja", "拾う: アイテム（九索） #1", "拾う: アイテム（キューソー） 1番"),
        ("en", "it dropped p9.", "it dropped 9 of Dots."),
        ("en", "Enter tile: 5 of Characters (m5)", "Enter tile: 5 of Characters"),
        ("ja", "牌を入力: 五萬 (m5)", "牌を入力: 五萬 (ウーマン)"),
        ("en", "2d9 >= 10", "2 D 9 at least 10"),
        ("ja", "2d9 >= 10", "2ディー9が10以上"),
        ("en", "To the door ◀ West", "To the door, West"),
        ("en", "1–9", "1 to 9"),
        ("en", "14 vs 10", "14 against 10"),
    ],
)
def test_what_voices_misread_is_put_into_words(lang, text, spoken):
    assert SpokenTexts(lang).speakable(text) == spoken


def test_verbosity_changes_the_check_sentence_only_in_length():
    data = {"check": "melee_attack", "tiles": ["m6", "p8"], "total": 14, "target": 10}
    data.update(op=">=", success=True)
    normal, _ = sentence(SpokenTexts("en", "normal"), data, "Melee attack roll")
    brief, _ = sentence(SpokenTexts("en", "brief"), data, "Melee attack roll")
    assert "6 of Characters, 8 of Dots" in normal and "total 14" in normal
    assert brief == "Melee attack roll: you hit"
    ja, _ = sentence(SpokenTexts("ja", "normal"), data, "近接攻撃の判定")
    assert "ローマン、パーピン" in ja


def test_a_key_without_a_spoken_form_is_the_screens_words():
    assert SpokenTexts("en").t("table.log.teleported", n=7) == "Teleported to room 7."


@pytest.mark.parametrize(
    ("lang", "shown", "said"),
    [
        ("en", "Strength 0 → -1", "Strength 0 to minus 1"),
        ("ja", "強さ-1", "強さマイナス1"),
        ("ja", "90 % 区間-0.1から0.4", "90 % 区間マイナス0.1から0.4"),
        ("en", "A gold pile worth 9 × floor × 10", "A gold pile worth 9 times floor times 10"),
        ("en", "New to 雀ローグ? The plate shows 東", "New to JongRogue? The plate shows East"),
    ],
)
def test_minus_signs_formulas_and_japanese_are_said_as_a_listener_needs(lang, shown, said):
    """A hyphen after a word was read as a dash, a formula's × as a count ("9 × floor, 10
    times"), and an English voice met the game's Japanese name and the wind plate's kanji."""
    assert SpokenTexts(lang).speakable(shown) == said
