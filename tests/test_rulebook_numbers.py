"""The in-game rulebook (locale catalogs, ja and en) quotes the tuned numbers of params.yaml:
the floors where each monster is met (the monster window), the burns, the food ration and the
first-arrival food (docs/BALANCE.md). A retune that forgets a text fails here."""

from __future__ import annotations

import pytest
import yaml

from jongrogue.data import load_rules
from jongrogue.system.resources import data_path

LANGS = ("en", "ja")


def catalog(lang: str) -> dict:
    with open(data_path(f"locale/{lang}.yaml"), encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def window_floors(params, idx: int):
    """(first floor, last floor or None = every floor below) where monster `idx` is met."""
    w = params["window"]

    def start(f):
        return min(w["floor_factor"] * f + w["offset"], w["max_start"])

    floors = [
        f
        for f in range(1, params["floor_cap"] + 1)
        if idx in {max(1, start(f) + n - 1) for n in range(1, 10)}
    ]
    return floors[0], (None if floors[-1] == params["floor_cap"] else floors[-1])


def floors_text(lang: str, first: int, last) -> str:
    if lang == "en":
        return (
            f"floor {first} and below"
            if last is None
            else (f"floor {first}." if first == last else f"floors {first}–{last}")
        )
    return (
        f"地下{first}階以降"
        if last is None
        else (f"地下{first}階" if first == last else f"地下{first}〜{last}階")
    )


@pytest.mark.parametrize("lang", LANGS)
def test_monster_texts_quote_the_window(lang):
    rules, cat = load_rules(), catalog(lang)
    for idx, row in enumerate(rules.monsters["monsters"], 1):
        text = cat["monster"][row["id"]]["text"]
        assert floors_text(lang, *window_floors(rules.params, idx)) in text, (row["id"], text)
        hits = (
            f"2d9 >= {rules.params['mon_target_base']} + armour − {row['acc']}"
            if lang == "en"
            else f"2d9>={rules.params['mon_target_base']}+鎧−{row['acc']}"
        )
        assert hits in text, (row["id"], text)


def quoted(params) -> dict:
    b, f = params["burn"], params["food"]
    w = params["window"]
    formula = f"min({w['floor_factor']}F − {-w['offset']}, {w['max_start']})"
    return {
        "en": {
            ("term", "burn"): [
                f"Rest burns {b['rest']}, each corridor step {b['corridor_step']}, a search {b['search']}."
            ],
            ("check", "burn_rest"): [f"burns {b['rest']} tiles"],
            ("check", "burn_corridor_step"): [f"burns {b['corridor_step']} tiles"],
            ("check", "burn_search"): [f"burns {b['search']} tiles"],
            ("event", "rest"): [f"burn {b['rest']} tiles"],
            ("event", "move_corridor_to_door"): [f"burn {b['corridor_step']} and"],
            ("event", "move_door_to_corridor"): [f"burn {b['corridor_step']},"],
            ("event", "search"): [f"burn {b['search']},"],
            ("action", "rest"): [f"burn {b['rest']} tiles"],
            ("action", "move_door_to_corridor"): [f"burn {b['corridor_step']} tiles"],
            ("action", "move_corridor_to_door"): [f"burn {b['corridor_step']} tiles"],
            ("action", "search"): [f"burn {b['search']} tiles"],
            ("item", "food_ration"): [f"food points +{f['ration']} (max {f['max']})"],
            ("term", "food_points"): [
                f"0–{f['max']},",
                f"a food ration gives +{f['ration']}",
                f"the first arrival on a floor gives +{f['first_arrival']}",
            ],
            ("check", "game_start_procedure"): [
                f"food points +{f['first_arrival']} (max {f['max']};"
            ],
            ("field", "food_points"): [f"0–{f['max']},"],
            ("term", "carry_limit"): [f"food points {f['max']}."],
            ("term", "window"): [formula],
        },
        "ja": {
            ("term", "burn"): [
                f"休憩は{b['rest']}枚、通路の移動は1歩ごとに{b['corridor_step']}枚、探索は{b['search']}枚"
            ],
            ("check", "burn_rest"): [f"{b['rest']}枚引いて捨てます"],
            ("check", "burn_corridor_step"): [f"{b['corridor_step']}枚引いて捨てます"],
            ("check", "burn_search"): [f"{b['search']}枚引いて捨てます"],
            ("event", "rest"): [f"追加消費（{b['rest']}枚）"],
            ("event", "move_corridor_to_door"): [f"追加消費（{b['corridor_step']}枚）"],
            ("event", "move_door_to_corridor"): [f"追加消費（{b['corridor_step']}枚）"],
            ("event", "search"): [f"追加消費（{b['search']}枚）"],
            ("action", "rest"): [f"{b['rest']}枚消費"],
            ("action", "move_door_to_corridor"): [f"{b['corridor_step']}枚消費"],
            ("action", "move_corridor_to_door"): [f"{b['corridor_step']}枚消費"],
            ("action", "search"): [f"{b['search']}枚消費"],
            ("item", "food_ration"): [f"食料点+{f['ration']}（最大{f['max']}）"],
            ("term", "food_points"): [
                f"0〜{f['max']}で",
                f"食料を拾うと+{f['ration']}",
                f"初めて着いたフロアでは+{f['first_arrival']}",
            ],
            ("check", "game_start_procedure"): [f"食料点+{f['first_arrival']}（最大{f['max']}、"],
            ("field", "food_points"): [f"0〜{f['max']}で"],
            ("term", "carry_limit"): [f"食料点{f['max']}。"],
            ("term", "window"): [formula.replace(" − ", "−")],
        },
    }


@pytest.mark.parametrize("lang", LANGS)
def test_rule_texts_quote_the_params(lang):
    cat = catalog(lang)
    wrong = []
    for (section, key), needles in quoted(load_rules().params)[lang].items():
        text = cat[section][key]["text"]
        wrong += [(section, key, n) for n in needles if n not in text]
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGS)
def test_the_identification_rule_quotes_its_own_numbers(lang):
    """The identification option has numbers of its own (params.yaml plus_numbers): its
    rulebook entry quotes them."""
    ez, p = load_rules().params, load_rules().params_for(("identification",))
    text = catalog(lang)["option"]["identification"]["text"]
    needles = {
        "en": [
            f"you start with {p['start']['food']} food points",
            f"the first arrival on a floor gives +{p['food']['first_arrival']}",
            f"a food ration gives +{p['food']['ration']}",
            f"monsters hit you on 2d9 >= {p['mon_target_base']} + armour − Acc",
            f"(instead of {ez['start']['food']}, +{ez['food']['first_arrival']}, "
            f"+{ez['food']['ration']} and {ez['mon_target_base']})",
        ],
        "ja": [
            f"食料点{p['start']['food']}で始まり",
            f"初めて着いたフロアでは+{p['food']['first_arrival']}",
            f"食料を拾うと+{p['food']['ration']}",
            f"モンスターの命中は2d9>={p['mon_target_base']}+鎧−Acc",
            f"（通常は{ez['start']['food']}、+{ez['food']['first_arrival']}、"
            f"+{ez['food']['ration']}、{ez['mon_target_base']}）",
        ],
    }[lang]
    assert [n for n in needles if n not in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_game_screen_quotes_the_identification_numbers(lang):
    p = load_rules().params_for(("identification",))
    with open(data_path(f"locale/ui_{lang}.yaml"), encoding="utf-8") as fh:
        text = yaml.safe_load(fh)["ui"]["newgame"]["difficulty"]["identification"]
    s, a, r = p["start"]["food"], p["food"]["first_arrival"], p["food"]["ration"]
    needle = {
        "en": f"you start with {s} food, get {a} the first time you reach each floor and {r} from a ration",
        "ja": f"食料{s}で始まり、各階に初めて着くたび食料{a}、食料を拾うと{r}を得て",
    }[lang]
    assert needle in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_pincer_rule_quotes_its_sleep_number_once_in_the_new_game_tip(lang):
    """The pincer option sleeps more monsters (params.yaml plus_numbers.pincer_attacks): its
    rulebook entry quotes its number and the EZ one; the New game tip (rule text + difficulty
    line) says it once."""
    ez, p = load_rules().params, load_rules().params_for(("pincer_attacks",))
    assert p["sleep_roll"]["at_least"] != ez["sleep_roll"]["at_least"]
    with open(data_path(f"locale/ui_{lang}.yaml"), encoding="utf-8") as fh:
        newgame = yaml.safe_load(fh)["ui"]["newgame"]["difficulty"]["pincer_attacks"]
    rulebook = catalog(lang)["option"]["pincer_attacks"]["text"]
    needle = {
        "en": f"asleep on 1d9>={p['sleep_roll']['at_least']}",
        "ja": f"1d9>={p['sleep_roll']['at_least']}で眠っています",
    }[lang]
    was = {"en": f"{ez['sleep_roll']['at_least']}", "ja": f"通常は{ez['sleep_roll']['at_least']}"}[
        lang
    ]
    assert needle in rulebook and was in rulebook.split(needle)[1]
    assert (rulebook + "\n" + newgame).count(f"1d9>={p['sleep_roll']['at_least']}") == 1


@pytest.mark.parametrize("lang", LANGS)
def test_the_monster_ability_rule_quotes_its_number_with_identification(lang):
    """plus_numbers["identification+monster_abilities"]: the monster ability rule says how
    monsters hit when identification is on too, and identification's own number beside it."""
    rules = load_rules()
    both = rules.params_for(("identification", "monster_abilities"))["mon_target_base"]
    ident = rules.params_for(("identification",))["mon_target_base"]
    text = catalog(lang)["option"]["monster_abilities"]["text"]
    needle = {
        "en": f"monsters hit you on 2d9 >= {both} + armour − Acc (instead of {ident} with identification alone)",
        "ja": f"モンスターの命中は2d9>={both}+鎧−Acc（識別ルールだけなら{ident}）",
    }[lang]
    assert needle in text
