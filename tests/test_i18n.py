"""Text catalogs (jongrogue/data/locale/{ja,en}.yaml) and the jongrogue.i18n API."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from jongrogue import i18n
from jongrogue.data import load_rules
from jongrogue.system.resources import data_path

REPO = Path(__file__).resolve().parents[1]
IDS_MD = REPO / "docs" / "IDS.md"
SPEC = Path("/work/shared/rules/RULES-SPEC.md")

LANGS = ("ja", "en")


def raw(lang: str) -> dict:
    """The rules catalog itself, without the ui_<lang>.yaml overlay."""
    with open(data_path(f"locale/{lang}.yaml"), encoding="utf-8") as fh:
        return yaml.safe_load(fh)


@pytest.fixture(autouse=True)
def _fresh_cache():
    i18n.clear_cache()
    yield
    i18n.clear_cache()


# ---------------------------------------------------------------------------------------------
# canonical ids (docs/IDS.md; an embedded copy is used if the file is not present)

_EMBEDDED_IDS = {
    "monster": "kestrel emu bat snake hobgoblin ice_monster rattlesnake orc zombie leprechaun centaur quagga "
    "aquator nymph yeti venus_flytrap troll wraith phantom xeroc black_unicorn medusa vampire "
    "griffin dragon jabberwock",
    "melee": "dagger mace long_sword two_handed_sword",
    "ranged": "bow arrows darts shuriken",
    "armour": "leather ring_mail scale chain banded splint plate",
    "potion": "healing extra_healing increase_strength restore_strength raise_level clairvoyance blindness "
    "confusion levitation",
    "scroll": "protect_armour hold_monster enchant_weapon enchant_armour identify teleport sleep remove_curse "
    "create_monster aggravate_monsters magic_mapping teleport_away slow_monster confuse_monster "
    "make_invisible haste_monster cancellation magic_missile",
    "ring": "teleportation see_invisible increase_strength maintain_armour adornment",
    "item": "food_ration amulet gold",
    "trap": "trap_door bear_trap teleport_trap poison_dart_trap sleeping_gas_trap rust_trap",
    "pc_state": "asleep confused held levitating blind clairvoyant aggravating armour_protected poisoned frozen hungry",
    "monster_state": "asleep deep_asleep confused invisible hasted slowed sealed guarding disguised",
    "ability": "glare pincer gold_lover gold_thief level_drain mimic fire_breath freeze poison rust item_thief "
    "hold strength_drain innate_invisible stationary",
    "action": "move_room_to_door move_door_to_room move_door_to_corridor move_corridor_to_door search rest camp "
    "end_camp equip unequip discard pick_up use_stairs quaff read attack fight flee shoot "
    "end_ranged_phase melee pass continue forced_end flip_wind_plate game_over continue_game abandon",
    "context": "explore choice ranged_phase combat_turn turn_end camp game_over victory",
    "sheet": "character_a character_b melee ranged armour rings potions scrolls map score_card victory_sheet",
    "field": "level xp max_hp hp strength status gold food_points floor stairs amulet continues bonus carried "
    "equipped uncursed cursed link count unidentified",
    "result": "continued game_over forced_end victory abandoned",
    "cause": "starved frozen_to_death poison forced_end victory",
    "option": "identification forced_end_bonus victory_bonus rings curses monster_abilities pincer_attacks",
    "direction": "east south west north",
}

# IDS.md line label -> catalog group
_IDS_LABELS = {
    "monsters": "monster",
    "melee": "melee",
    "ranged": "ranged",
    "armour": "armour",
    "potions": "potion",
    "scrolls": "scroll",
    "rings": "ring",
    "other items": "item",
    "traps": "trap",
    "pc states": "pc_state",
    "monster states": "monster_state",
    "abilities": "ability",
    "actions / command types": "action",
    "contexts": "context",
    "sheets": "sheet",
    "results": "result",
    "causes": "cause",
    "options": "option",
    "directions": "direction",
}


def _parse_ids_md(path: Path) -> dict[str, list[str]]:
    logical: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        if line[:1].isspace() and logical:
            logical[-1] += " " + line.strip()
        else:
            logical.append(line.strip())
    out: dict[str, list[str]] = {}
    for line in logical:
        label, _, rest = line.partition(":")
        label = re.sub(r"\(.*?\)", "", label).strip()
        group = _IDS_LABELS.get(label)
        if group is None:
            continue
        if group == "sheet":  # "sheets: a, b; fields: c, d"
            sheets, _, fields = rest.partition("fields:")
            out["sheet"] = _ids_in(sheets)
            out["field"] = _ids_in(fields)
            continue
        out[group] = _ids_in(rest)
    return out


def _ids_in(s: str) -> list[str]:
    s = re.sub(r"\(.*?\)", "", s)  # drop "(餓死)", "(EZ Plus)", "(rows 1..9)"
    s = s.split("plus every")[0]  # causes: "plus every monster id and trap id"
    return [tok.strip() for tok in re.split(r"[,;]", s) if re.fullmatch(r"[a-z_0-9]+", tok.strip())]


def canonical_ids() -> dict[str, list[str]]:
    ids = {g: v.split() for g, v in _EMBEDDED_IDS.items()}
    if IDS_MD.exists():
        parsed = _parse_ids_md(IDS_MD)
        for group, values in parsed.items():
            ids[group] = values
    return ids


# ---------------------------------------------------------------------------------------------
# spec tables


def _spec_text() -> str:
    if not SPEC.exists():
        pytest.skip("RULES-SPEC.md not available")
    return SPEC.read_text(encoding="utf-8")


def _section(spec: str, start: str, end: str) -> str:
    return spec[spec.index(start) : spec.index(end)]


def spec_check_table() -> tuple[list[str], list[str], list[str]]:
    """(seed row ids, designed extension event ids, every check id) from the yaml blocks of §10.2."""
    sec = _section(_spec_text(), "### 10.2", "### 10.3")
    blocks = [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)```", sec, re.S)]
    rows, ext_events, checks = [], [], []
    for block in blocks:
        for row in block.get("check_table", []):
            rows.append(row["id"])
            for phase in ("before", "after", "post"):
                checks += row[phase]
        for ext in block.get("designed_extensions", []):
            ext_events.append(ext["event"])
            for _k, v in ext.items():
                if isinstance(v, list):
                    checks += v
    assert len(rows) == 41
    return rows, ext_events, list(dict.fromkeys(checks))


# ---------------------------------------------------------------------------------------------
# loading and structure


@pytest.mark.parametrize("lang", LANGS)
def test_catalog_loads(lang):
    cat = i18n.load_catalog(lang)
    assert cat["meta"]["language"] == lang
    assert i18n.load_catalog(lang) is cat  # cached
    assert isinstance(raw(lang), dict)


def _shape(node):
    if isinstance(node, dict):
        return {k: _shape(v) for k, v in node.items()}
    if isinstance(node, list):
        return ("list", len(node))
    return "leaf"


def test_identical_key_structure():
    ja, en = raw("ja"), raw("en")
    ja.pop("meta"), en.pop("meta")
    rb_ja, rb_en = ja.pop("rulebook"), en.pop("rulebook")
    assert _shape(ja) == _shape(en)
    assert [c["id"] for c in rb_ja] == [c["id"] for c in rb_en]
    for a, b in zip(rb_ja, rb_en):
        assert a["entries"] == b["entries"], a["id"]
        assert len(a["paragraphs"]) == len(b["paragraphs"]), a["id"]
        assert a["title"] and b["title"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_has_name_and_text(lang):
    cat = raw(lang)
    for group, items in cat.items():
        if group in ("meta", "rulebook"):
            continue
        for key, value in items.items():
            assert isinstance(value, dict), f"{lang}: {group}.{key}"
            assert isinstance(value.get("name"), str) and value["name"].strip(), (
                f"{lang}: {group}.{key}.name"
            )
            assert isinstance(value.get("text"), str) and value["text"].strip(), (
                f"{lang}: {group}.{key}.text"
            )


def test_ids_md_parses():
    if not IDS_MD.exists():
        pytest.skip("docs/IDS.md not present")
    parsed = _parse_ids_md(IDS_MD)
    assert len(parsed["monster"]) == 26
    assert len(parsed["scroll"]) == 18
    assert len(parsed["potion"]) == 9
    assert len(parsed["action"]) == 29
    assert len(parsed["field"]) == 20
    assert parsed["cause"] == ["starved", "frozen_to_death", "poison", "forced_end", "victory"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_canonical_id_present(lang):
    missing = []
    for group, ids in canonical_ids().items():
        for id_ in ids:
            key = f"{group}.{id_}"
            if (
                not i18n.has(lang, key)
                or i18n.name(lang, key).startswith("〈")
                or i18n.text(lang, key).startswith("〈")
            ):
                missing.append(key)
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGS)
def test_tiles_present(lang):
    for t in "m p s T N S P pR sR W H C U".split():
        assert i18n.has(lang, f"tile.{t}")


@pytest.mark.parametrize("lang", LANGS)
def test_every_check_and_event_of_the_spec_table(lang):
    rows, ext_events, checks = spec_check_table()
    assert len(checks) >= 80
    missing = [f"check.{c}" for c in checks if not i18n.has(lang, f"check.{c}")]
    missing += [f"event.{r}" for r in rows + ext_events if not i18n.has(lang, f"event.{r}")]
    assert not missing, missing
    # the check table chapter lists every event row, in seed order
    chapter = next(c for c in i18n.rulebook(lang) if c["id"] == "check_table")
    listed = [k for k, _, _ in chapter["entries"]]
    assert [k for k in listed if k.split(".", 1)[1] in rows] == [f"event.{r}" for r in rows]


def test_check_dictionary_covers_spec_10_3():
    """Every id of the §10.3 dictionary (each of an 'a / b' row, clear_pc_X expanded) is in the catalogs."""
    sec = _section(_spec_text(), "### 10.3", "## 11.")
    ids = []
    for line in sec.splitlines():
        m = re.match(r"\|\s*([a-z_ /X]+?)\s*\|", line)
        if not m or m.group(1) in ("Check id",):
            continue
        for part in m.group(1).split("/"):
            part = part.strip()
            if part == "clear_pc_X":
                continue  # expanded through §10.2 (clear_pc_asleep, ...)
            if re.fullmatch(r"[a-z_]+", part):
                ids.append(part)
    assert "burn_corridor_step" in ids and "reshuffle" in ids
    for lang in LANGS:
        assert not [c for c in ids if not i18n.has(lang, f"check.{c}")], lang


# ---------------------------------------------------------------------------------------------
# numbers


def test_spot_numbers():
    assert "36" in i18n.text("en", "monster.dragon")
    burn = load_rules().params["burn"]  # tuned numbers: docs/BALANCE.md
    assert str(burn["rest"]) in i18n.text("en", "event.rest")
    assert str(burn["rest"]) in i18n.text("en", "check.burn_rest")
    assert str(burn["corridor_step"]) in i18n.text("en", "check.burn_corridor_step")
    assert str(burn["search"]) in i18n.text("en", "check.burn_search")
    assert "1d9>=5" in i18n.text("en", "check.sleep_roll")
    assert "1d9>=5" in i18n.text("ja", "check.sleep_roll")
    assert "1d9<=2" in i18n.text("en", "check.wandering_monster_check")
    assert "1d9=1" in i18n.text("ja", "check.ammo_check")


def test_monster_stats_match_spec_9_4():
    sec = _section(_spec_text(), "### 9.4", "### 9.5")
    rows = re.findall(
        r"^\|\s*(\d+)\s*\|\s*\w\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|"
        r"\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*[^|]+\|\s*([^|]+?)\s*\|",
        sec,
        re.M,
    )
    assert len(rows) == 26
    for _idx, jname, ename, hp, acc, dmg, df, xp, drop in rows:
        key = "monster." + ename.replace(" ", "_")
        assert i18n.name("ja", key) == jname
        assert f"HP {hp}, Acc {acc}, Dmg {dmg}, Def {df}, XP {xp}" in i18n.text("en", key), key
        assert f"体力{hp}、命中{acc}、ダメージ{dmg}、防御{df}、経験値{xp}" in i18n.text(
            "ja", key
        ), key
        if drop.startswith("≥"):
            assert f"1d9>={drop[1:]}" in i18n.text("en", key), key
            assert f"1d9>={drop[1:]}" in i18n.text("ja", key), key


def _values(sec: str) -> list[str]:
    """The last numeric column of each data row of a table section."""
    out = []
    for line in sec.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and re.fullmatch(r"\d+", cells[-1]) and not set(cells[0]) <= set("-: "):
            out.append(cells[-1])
    return out


@pytest.mark.parametrize(
    "group,start,end",
    [
        ("potion", "### 9.8", "### 9.9"),
        ("scroll", "### 9.9", "### 9.10"),
        ("ring", "### 9.10", "### 9.11"),
        ("armour", "### 9.6", "### 9.7"),
    ],
)
def test_item_values_match_spec(group, start, end):
    values = _values(_section(_spec_text(), start, end))
    ids = canonical_ids()[group]
    assert len(values) == len(ids)
    for id_, value in zip(ids, values):
        assert f"value {value}" in i18n.text("en", f"{group}.{id_}").lower(), (group, id_)
        assert f"価値{value}" in i18n.text("ja", f"{group}.{id_}"), (group, id_)


def test_armour_base_matches_spec():
    sec = _section(_spec_text(), "### 9.6", "### 9.7")
    bases = re.findall(r"^\|\s*\S+ [a-z ]+\|\s*(\d)\s*\|", sec, re.M)
    assert len(bases) == 7
    for id_, base in zip(canonical_ids()["armour"], bases):
        assert f"base armour {base}" in i18n.text("en", f"armour.{id_}"), id_
        assert f"鎧値{base}" in i18n.text("ja", f"armour.{id_}"), id_


def test_weapon_numbers_match_spec():
    sec = _section(_spec_text(), "### 9.5", "### 9.6")
    melee = re.findall(
        r"^\|\s*\S+ [a-z -]+\|\s*([+−\d]+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|", sec, re.M
    )
    assert len(melee) == 4
    for id_, (hit, dmg, value) in zip(canonical_ids()["melee"], melee):
        en = i18n.text("en", f"melee.{id_}")
        assert f"hit mod {hit}" in en and f"damage {dmg}" in en and f"value {value}" in en, id_


# ---------------------------------------------------------------------------------------------
# rulebook, search, lookups


@pytest.mark.parametrize("lang", LANGS)
def test_rulebook_entries_resolve(lang):
    chapters = i18n.rulebook(lang)
    ids = [c["id"] for c in chapters]
    for needed in (
        "overview",
        "components",
        "setup",
        "wall",
        "turn",
        "movement",
        "encounters",
        "combat",
        "states",
        "traps",
        "items",
        "rest",
        "camp",
        "stairs",
        "death",
        "scoring",
        "options",
        "check_table",
    ):
        assert needed in ids
    for chapter in chapters:
        assert chapter["title"] and chapter["paragraphs"], chapter["id"]
        for key, nm, tx in chapter["entries"]:
            assert i18n.has(lang, key), (lang, key)
            assert not nm.startswith("〈") and not tx.startswith("〈"), (lang, key)
    # every monster appears somewhere in the rulebook
    listed = {k for c in chapters for k, _, _ in c["entries"]}
    assert {f"monster.{m}" for m in canonical_ids()["monster"]} <= listed
    assert {f"option.{o}" for o in canonical_ids()["option"]} <= listed


def test_rulebook_probability_tables():
    wall = next(c for c in i18n.rulebook("en") if c["id"] == "wall")
    body = " ".join(wall["paragraphs"])
    for pct in ("55.555%", "44.444%", "1.234%", "98.765%", "11.111%", "88.888%"):
        assert pct in body


def test_search():
    hits = i18n.search("en", "kestrel")
    assert hits and hits[0][0] == "monster.kestrel"
    assert any(k == "monster.kestrel" for k, _, _ in i18n.search("ja", "大はやぶさ"))
    assert any(
        k == "monster.kestrel" for k, _, _ in i18n.search("en", "KESTREL")
    )  # case-insensitive
    assert any(
        k == "monster.kestrel" for k, _, _ in i18n.search("en", "ＫＥＳＴＲＥＬ")
    )  # full-width
    assert any(k == "ability.fire_breath" for k, _, _ in i18n.search("en", "fire breath"))
    assert any(k == "monster.dragon" for k, _, _ in i18n.search("en", "rogue 'D'"))  # text match
    assert i18n.search("en", "") == []
    assert i18n.search("en", "zzzz-not-there") == []
    for key, nm, tx in i18n.search("ja", "睡眠"):
        assert "睡眠" in nm or "睡眠" in tx or "睡眠" in key


def test_missing_keys_fall_back():
    assert i18n.name("en", "monster.no_such") == "〈monster.no_such〉"
    assert i18n.text("ja", "no.such.key") == "〈no.such.key〉"
    assert i18n.name("ja", "") == "〈〉"
    assert i18n.tr("en", "ui.no_such") == "〈ui.no_such〉"
    assert i18n.name("xx", "monster.kestrel") == "Kestrel"  # unknown language -> English
    assert i18n.name("ja", "monster.kestrel") == "大はやぶさ"
    assert i18n.name("en", "rulebook.wall")  # chapters resolve too


def test_english_fallback_for_a_missing_japanese_key(monkeypatch):
    fake = {
        "ja": {
            "meta": {"language": "ja"},
            "monster": {"kestrel": {"name": "大はやぶさ"}},
            "ui": {"hello": "こんにちは {who}"},
        },
        "en": {
            "meta": {"language": "en"},
            "monster": {
                "kestrel": {"name": "Kestrel", "text": "A bird."},
                "emu": {"name": "Emu", "text": "Another bird."},
            },
            "ui": {"hello": "Hello {who}", "bye": "Bye"},
        },
    }
    monkeypatch.setattr(i18n, "load_catalog", lambda lang: fake[lang])
    assert i18n.text("ja", "monster.kestrel") == "A bird."  # ja has no text
    assert i18n.name("ja", "monster.emu") == "Emu"
    assert i18n.tr("ja", "ui.hello", who="PC") == "こんにちは PC"
    assert i18n.tr("ja", "ui.bye") == "Bye"
    assert i18n.tr("en", "ui.hello") == "Hello {who}"  # no fmt: unformatted
    assert i18n.tr("en", "ui.hello", other=1) == "Hello {who}"  # bad fmt never raises


def test_tr_with_ui_overlay():
    # ui_<lang>.yaml (the UI's catalogue) is merged under its own keys when present
    for lang in LANGS:
        cat = i18n.load_catalog(lang)
        if "ui" in cat:
            first_group = next(iter(cat["ui"]))
            assert isinstance(cat["ui"][first_group], (dict, str))
        assert i18n.tr(lang, "monster.kestrel") == i18n.name(lang, "monster.kestrel")


def test_bad_yaml_names_file_and_key(tmp_path):
    bad = tmp_path / "xx.yaml"
    bad.write_text("monster:\n  kestrel: {name: [unclosed\n", encoding="utf-8")
    with pytest.raises(i18n.CatalogError) as exc:
        i18n._read_yaml(bad)
    assert "xx.yaml" in str(exc.value) and "line" in str(exc.value)
    shape = tmp_path / "yy.yaml"
    shape.write_text("monster:\n  kestrel:\n    name: [1, 2]\n", encoding="utf-8")
    with pytest.raises(i18n.CatalogError) as exc:
        i18n._read_yaml(shape)
    assert "yy.yaml" in str(exc.value) and "monster.kestrel.name" in str(exc.value)


def test_merge_keeps_rules_text():
    base = {"action": {"rest": {"name": "Rest", "text": "t"}}, "ui": {"a": "A"}}
    extra = {"action": {"rest": "Zzz", "camp": {"name": "Camp", "text": "c"}}, "ui": {"b": "B"}}
    merged = i18n._merge(base, extra)
    assert merged["action"]["rest"] == {"name": "Rest", "text": "t"}
    assert merged["action"]["camp"]["name"] == "Camp"
    assert merged["ui"] == {"a": "A", "b": "B"}


@pytest.mark.parametrize(
    "env,expected",
    [
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LC_ALL": "ja_JP.eucJP"}, "ja"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANGUAGE": "ja:en", "LANG": "en_US.UTF-8"}, "ja"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
    ],
)
def test_default_language(monkeypatch, env, expected):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert i18n.default_language() == expected
    assert i18n.default_language() in i18n.LANGUAGES


def test_languages():
    assert i18n.LANGUAGES == ("ja", "en")


def test_no_pygame_dependency():
    src = Path(i18n.__file__).read_text(encoding="utf-8")
    assert "pygame" not in re.findall(r"^\s*(?:import|from)\s+(\w+)", src, re.M)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_searchable_entry_group_has_a_label_in_the_rulebook(lang):
    """A search hit shows its group's name above it, never the catalog's internal id."""
    from jongrogue.i18n.search import iter_entries
    from jongrogue.text import strings

    groups = {key.split(".", 1)[0] for key, _, _ in iter_entries(lang)}
    missing = [g for g in groups if strings.ui(lang, f"rules.group.{g}").startswith("rules.")]
    assert missing == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_two_rulebook_matches_read_alike(lang):
    """A search lists each match as its group's label and its name: two alike (the player's
    and a monster's "State · Asleep") cannot be told apart, on screen or by ear."""
    from jongrogue.i18n.search import search_index
    from jongrogue.text import strings

    seen: dict[tuple[str, str], str] = {}
    alike = []
    for key, name, _, _, _ in search_index(lang):
        shown = (strings.ui(lang, f"rules.group.{key.split('.', 1)[0]}"), name)
        if shown in seen:
            alike.append((seen[shown], key, shown))
        seen[shown] = key
    assert alike == []


@pytest.mark.parametrize(
    ("lang", "query"),
    [("ja", "東, 西"), ("ja", "東、西"), ("en", "east, west"), ("en", "East West")],
)
def test_a_search_for_a_list_of_words_finds_what_holds_them_all(lang, query):
    hits = {k for k, _, _ in i18n.search(lang, query)}
    assert "rulebook.components" in hits


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_history_result_has_a_name(lang):
    """The score card and History name a row's result in words, never by its id."""
    from jongrogue.text import strings

    for result in (
        "continued",
        "game_over",
        "forced_end",
        "victory",
        "abandoned",
        "pending",
        "unfinished",
    ):
        assert strings.name(lang, f"result.{result}") != result


def test_a_tile_is_found_by_how_it_is_said():
    """A listener searches for what the voice says: トン for 東, シャー for 西."""
    assert [k for k, _, _ in i18n.search("ja", "トン")][:1] == ["tile.T"]
    assert [k for k, _, _ in i18n.search("ja", "シャー")][:1] == ["tile.S"]


def test_the_japanese_morgue_uses_the_tables_words():
    """The morgue said 筋力 / 金貨 / 食料 / アンドゥ where the table says 強さ / 金塊 / 食料点 / 取り消し."""
    from jongrogue.text import strings

    character = strings.ui("ja", "runs.morgue.character")
    assert all(w in character for w in ("強さ", "金塊", "食料点"))
    assert "取り消し" in strings.ui("ja", "runs.morgue.numbers")
    assert "アンドゥ" not in strings.ui("ja", "runs.morgue.clean")
