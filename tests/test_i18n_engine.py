"""Every engine id the UI shows has Japanese and English text: rejection codes, check ids,
monsters, items and command types."""

import re
from pathlib import Path

from jongrogue import i18n
from jongrogue.data import load_rules
from jongrogue.engine import DRAWN_UNTIL
from jongrogue.engine.core.commands import COMMAND_TYPES
from jongrogue.engine.core.pipeline import referenced_check_ids

ENGINE = Path(__file__).resolve().parents[1] / "jongrogue" / "engine"


def reject_codes():
    codes = set()
    for path in ENGINE.rglob("*.py"):
        src = path.read_text(encoding="utf-8")
        codes |= set(re.findall(r'return "([a-z_]+)", "', src))
        codes |= set(re.findall(r'Rejected\([^)]*?, "([a-z_]+)"\)', src))
    return codes


def test_rejection_codes_have_texts():
    codes = reject_codes()
    assert {"asleep", "no_stairs", "undo_refused"} <= codes
    for lang in i18n.LANGUAGES:
        for code in codes:
            assert i18n.has(lang, f"reject.{code}"), (lang, code)


def test_engine_ids_have_texts():
    rules = load_rules()
    keys = [f"check.{c}" for c in referenced_check_ids(rules)]
    keys += [f"monster.{m['id']}" for m in rules.monsters["monsters"]]
    keys += [f"action.{t}" for t in COMMAND_TYPES]
    keys += [f"potion.{p['id']}" for p in rules.potions["potions"]]
    keys += [f"scroll.{p['id']}" for p in rules.scrolls["scrolls"]]
    keys += [f"trap.{t['id']}" for t in rules.traps["traps"]]
    for lang in i18n.LANGUAGES:
        missing = [k for k in keys if not i18n.has(lang, k)]
        assert missing == [], (lang, missing)


def test_every_check_event_name_has_text():
    """The check overlay names each `check` event: every id the engine rolls under has a text."""
    names = set()
    for path in ENGINE.rglob("*.py"):
        src = path.read_text(encoding="utf-8")
        names |= set(re.findall(r'tx\.(?:check|roll)\([^"]*"([a-z_]+)"', src))
        names |= set(re.findall(r'draw_until\("([a-z_]+)"\)', src))
    names |= set(DRAWN_UNTIL)  # (a monster's draw names its purpose in a variable)
    names |= {f"{sheet}_kind" for sheet in ("melee", "ranged", "armour", "rings")} | {
        "melee_attack"
    }
    assert {"sleep_roll", "ranged_attack", "potion_key", "monster_attack"} <= names
    for lang in i18n.LANGUAGES:
        missing = sorted(n for n in names if not i18n.has(lang, f"check.{n}"))
        assert missing == [], (lang, missing)
