"""Journal fuzzing: >= 1,000 mutated or truncated journals, made from real games' to_text(),
fed to Game.from_text (strict and recover=True). Each one either loads (possibly cut back,
with load_warning set) or raises JournalError — nothing else, and no hang. The file layer
(read_journal / Game.load) turns too-large and non-UTF-8 files into JournalError too.
"""

from __future__ import annotations

import json
import random
import time

import pytest

from jongrogue.engine import JournalError, Options
from jongrogue.engine.journal.codec import MAX_BYTES, MAX_LINE
from jongrogue.game import Game
from jongrogue.storage.journal_file import read_journal

N_MUTANTS = 1200
TOTAL_BUDGET_S = 150.0  # generous: ~12 s measured on the 2-core dev box
ONE_CALL_BUDGET_S = 10.0


def _random_game(seed: int, options: Options, commands: int) -> Game:
    rng = random.Random(seed)
    g = Game.new(seed=seed, options=options)
    while len(g.commands) < commands and g.state.context not in ("game_over", "victory"):
        legal = [
            c for c in g.legal_commands() if c.type not in ("abandon", "forced_end", "game_over")
        ]
        if g.state.context == "dead":
            legal = [c for c in legal if c.type == "continue_game"]
        g.execute(rng.choice(legal))
    return g


@pytest.fixture(scope="module")
def journals() -> list[str]:
    plus = Options(
        ruleset="ez_plus", plus=("identification", "rings", "curses", "monster_abilities")
    )
    games = [
        _random_game(1, Options(), 60),
        _random_game(2, Options(mode="challenge"), 90),
        _random_game(3, plus, 70),
        _random_game(4, Options(), 25),
    ]
    return [g.to_text() for g in games]


# ---- mutations ------------------------------------------------------------------------------
WRONG_VALUES = [
    "x",
    -1,
    0,
    10**30,
    -(10**300),
    1.5,
    1e308,
    None,
    True,
    [],
    {},
    [1, [2]],
    {"a": 1},
    "\u0000",
    "\udcff" * 0 + "é" * 50,
    "U" * 5000,
]


def _deep(depth: int) -> str:
    return "[" * depth + "]" * depth


def _lines(text: str) -> list[str]:
    return text.split("\n")


def _join(lines: list[str]) -> str:
    return "\n".join(lines)


def m_byte_flip(rng, text):
    data = bytearray(text.encode("utf-8"))
    for _ in range(rng.choice((1, 1, 2, 5))):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)
    return data.decode("utf-8", errors=rng.choice(("replace", "ignore", "surrogateescape")))


def m_truncate(rng, text):
    return text[: rng.randrange(len(text) + 1)]


def m_delete_line(rng, text):
    ls = _lines(text)
    del ls[rng.randrange(len(ls))]
    return _join(ls)


def m_duplicate_line(rng, text):
    ls = _lines(text)
    i = rng.randrange(len(ls))
    ls.insert(i, ls[i])
    return _join(ls)


def m_swap_lines(rng, text):
    ls = _lines(text)
    i, j = rng.randrange(len(ls)), rng.randrange(len(ls))
    ls[i], ls[j] = ls[j], ls[i]
    return _join(ls)


def _edit_entry(rng, text, edit):
    ls = _lines(text)
    body = [i for i in range(1, len(ls)) if ls[i].strip()]
    if not body:
        return text
    i = rng.choice(body)
    obj = json.loads(ls[i])
    edit(rng, obj)
    ls[i] = json.dumps(obj, ensure_ascii=rng.random() < 0.5)
    return _join(ls)


def m_wrong_arg_type(rng, text):
    def edit(rng, obj):
        key = rng.choice(["slot", "dir", "end", "kind", "ammo", "target", "item", "type", "bogus"])
        obj["cmd"][key] = rng.choice(WRONG_VALUES)

    return _edit_entry(rng, text, edit)


def m_unknown_command(rng, text):
    def edit(rng, obj):
        obj["cmd"] = {"type": rng.choice(["teleport_me", "", "MOVE", "__class__", "undo", "win"])}

    return _edit_entry(rng, text, edit)


def m_entry_field(rng, text):
    def edit(rng, obj):
        key = rng.choice(["n", "cmd", "hash", "extra"])
        if rng.random() < 0.2:
            obj.pop(key, None)
        else:
            obj[key] = rng.choice(WRONG_VALUES + [10**18, 2, obj.get("n", 1) + 1])

    return _edit_entry(rng, text, edit)


def m_item_arg(rng, text):
    def edit(rng, obj):
        item = {
            "sheet": rng.choice(["melee", "armour", "rings", "potions", "x", 5]),
            "kind": rng.choice(["mace", "plate", "key:s3", "", "dragon", None]),
            "cursed": rng.choice([True, False, 1, "no"]),
            "equipped": rng.choice([True, False, None]),
        }
        if rng.random() < 0.3:
            item.pop(rng.choice(list(item)))
        obj["cmd"] = {"type": rng.choice(["equip", "unequip", "discard"]), "item": item}

    return _edit_entry(rng, text, edit)


def m_hash_edit(rng, text):
    def edit(rng, obj):
        h = obj["hash"]
        choice = rng.randrange(4)
        if choice == 0:
            i = rng.randrange(len(h))
            obj["hash"] = h[:i] + ("0" if h[i] != "0" else "1") + h[i + 1 :]
        elif choice == 1:
            obj["hash"] = ""
        elif choice == 2:
            obj["hash"] = h.upper()
        else:
            obj["hash"] = h + "00"

    return _edit_entry(rng, text, edit)


def m_huge_number(rng, text):
    def edit(rng, obj):
        big = rng.choice([10**100, -(10**100), 2**63, 2**64 + 1, 10**4000])
        key = rng.choice(["n", "slot", "target"])
        if key == "n":
            obj["n"] = big
        else:
            obj["cmd"][key] = big

    return _edit_entry(rng, text, edit)


def m_deep_nesting(rng, text):
    ls = _lines(text)
    i = rng.randrange(1, max(2, len(ls)))
    depth = rng.choice([50, 1000, 20000, 200000])
    payload = _deep(depth)
    where = rng.randrange(3)
    if where == 0:
        ls.insert(i, payload)
    elif where == 1:
        ls.insert(i, '{"n":%d,"hash":"00","cmd":{"type":"rest","item":%s}}' % (i, payload))
    else:
        ls[0] = ls[0][:-1] + ',"x":%s}' % payload
    return _join(ls)


def m_huge_line(rng, text):
    ls = _lines(text)
    i = rng.randrange(len(ls))
    size = rng.choice([MAX_LINE - 10, MAX_LINE + 1, 3 * MAX_LINE])
    ls.insert(i, '{"n":1,"cmd":{"type":"rest"},"hash":"%s"}' % ("a" * size))
    return _join(ls)


def m_header_edit(rng, text):
    ls = _lines(text)
    h = json.loads(ls[0])
    key = rng.choice(
        [
            "format",
            "schema",
            "rules_version",
            "seed",
            "ruleset",
            "options",
            "mode",
            "created",
            "box_order",
            "remove",
        ]
    )
    if key == "remove":
        h.pop(rng.choice(list(h)), None)
    elif key == "schema":
        h[key] = rng.choice([0, 1, 3, 99, -1, "2", 2.0, None, True])
    elif key == "seed":
        h[key] = rng.choice([-1, 2**63, 2**63 + 1, -(2**64), "7", 1.0, None, True, 10**300])
    elif key == "options":
        h[key] = rng.choice(
            [
                ["nonsense"],
                ["identification", "identification"],
                "rings",
                [1],
                {},
                None,
                ["rings", "curses"],
            ]
        )
    elif key == "box_order":
        h[key] = rng.choice(
            [
                5,
                "abc",
                [1, 2],
                {"wall": 5},
                {"wall": ["zz"]},
                {"wall": ["m1"] * 5},
                {"links": {"potions": 5}},
                {"dungeon": 5},
                {"dungeon": [["T", "N"]]},
                {"dungeon": [[1] * 18]},
                True,
                None,
                [],
            ]
        )
    else:
        h[key] = rng.choice(WRONG_VALUES + ["ez", "ez_plus", "challenge", "jongrogue-journal"])
    ls[0] = json.dumps(h)
    return _join(ls)


def m_binary_garbage(rng, text):
    junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400))).decode("latin-1")
    where = rng.randrange(3)
    if where == 0:
        return junk
    if where == 1:
        return text + junk
    i = rng.randrange(len(text))
    return text[:i] + junk + text[i:]


def m_special(rng, text):
    return rng.choice(
        [
            "",
            "\n",
            "\n\n\n",
            " ",
            "\ufeff" + text,
            text.replace("\n", "\r\n"),
            "\x00" * 100,
            text.replace("\n", ""),
            text + text,
            "null\n",
            "[]\n",
            "{}\n",
            '"str"\n',
            _lines(text)[0] + "\n" + "\n" * 50,
            text.rstrip("\n"),
            "\n" + text,
        ]
    )


MUTATIONS = [
    m_byte_flip,
    m_truncate,
    m_delete_line,
    m_duplicate_line,
    m_swap_lines,
    m_wrong_arg_type,
    m_unknown_command,
    m_entry_field,
    m_item_arg,
    m_hash_edit,
    m_huge_number,
    m_deep_nesting,
    m_huge_line,
    m_header_edit,
    m_binary_garbage,
    m_special,
]


def _mutants(journals):
    rng = random.Random(20240601)
    out = []
    for k in range(N_MUTANTS):
        fn = MUTATIONS[k % len(MUTATIONS)]
        text = journals[rng.randrange(len(journals))]
        for _ in range(1 if rng.random() < 0.8 else 3):  # sometimes stack mutations
            try:
                text = fn(rng, text) if text else text
            except (ValueError, IndexError, KeyError, TypeError, AttributeError, RecursionError):
                pass  # a JSON-editing mutation on text an earlier mutation broke: skip it
            fn = rng.choice(MUTATIONS)
        out.append((f"{k}:{fn.__name__}", text))
    return out


def _try_load(text: str, recover: bool):
    """-> "loaded" | "error"; anything but a Game or JournalError fails the test."""
    try:
        g = Game.from_text(text, recover=recover)
    except JournalError as exc:
        assert str(exc)
        return "error"
    assert isinstance(g, Game)
    assert g.load_warning is None or isinstance(g.load_warning, str)
    g.state_hash()
    g.legal_commands()
    return "loaded"


def test_mutated_journals_load_or_raise_journal_error(journals):
    mutants = _mutants(journals)
    assert len(mutants) >= 1000
    outcomes = {"loaded": 0, "error": 0}
    start = time.perf_counter()
    slowest = 0.0
    for label, text in mutants:
        for recover in (False, True):
            t0 = time.perf_counter()
            try:
                outcomes[_try_load(text, recover)] += 1
            except AssertionError:
                raise
            except BaseException as exc:  # noqa: BLE001 - the point of the test
                pytest.fail(
                    f"mutant {label} (recover={recover}) raised {type(exc).__name__}: {exc!s:.200}"
                )
            slowest = max(slowest, time.perf_counter() - t0)
            assert slowest < ONE_CALL_BUDGET_S, f"mutant {label} took {slowest:.1f} s"
    elapsed = time.perf_counter() - start
    assert elapsed < TOTAL_BUDGET_S, f"{len(mutants)} mutants took {elapsed:.0f} s"
    # The corpus exercises both outcomes.
    assert outcomes["loaded"] > 100 and outcomes["error"] > 100, outcomes


def test_recover_keeps_a_clean_prefix(journals):
    """A journal loaded with recover=True re-saves into a journal that loads strictly with no warning."""
    rng = random.Random(7)
    for k in range(60):
        text = journals[k % len(journals)]
        mutated = rng.choice([m_truncate, m_delete_line, m_hash_edit, m_swap_lines, m_byte_flip])(
            rng, text
        )
        try:
            g = Game.from_text(mutated, recover=True)
        except JournalError:
            continue
        again = Game.from_text(g.to_text())
        assert again.load_warning is None
        assert again.state_hash() == g.state_hash()


def test_every_truncation_of_a_short_journal(journals):
    text = journals[3]
    for cut in range(0, len(text) + 1, 17):
        for recover in (False, True):
            try:
                Game.from_text(text[:cut], recover=recover)
            except JournalError:
                pass


def test_unmutated_journals_load_cleanly(journals):
    for text in journals:
        g = Game.from_text(text)
        assert g.load_warning is None


# ---- the file layer ---------------------------------------------------------------------------
def test_read_journal_too_large(tmp_path):
    path = tmp_path / "big.jrj"
    with open(path, "wb") as fh:
        fh.truncate(MAX_BYTES + 1)  # sparse: no 64 MB written
    with pytest.raises(JournalError, match="too large"):
        read_journal(path)
    with pytest.raises(JournalError):
        Game.load(path)


def test_read_journal_not_utf8(tmp_path, journals):
    path = tmp_path / "latin.jrj"
    path.write_bytes(journals[0].encode("utf-8")[:200] + b"\xff\xfe\xc3\x28" + b"\x80" * 10)
    with pytest.raises(JournalError, match="UTF-8"):
        read_journal(path)
    with pytest.raises(JournalError):
        Game.load(path, recover=True)


def test_read_journal_missing_or_directory(tmp_path):
    with pytest.raises(JournalError):
        read_journal(tmp_path / "nope.jrj")
    with pytest.raises(JournalError):
        read_journal(tmp_path)


def test_read_journal_good_file_roundtrip(tmp_path, journals):
    path = tmp_path / "ok.jrj"
    path.write_bytes(journals[0].encode("utf-8"))
    assert read_journal(path) == journals[0]
    assert Game.load(path).load_warning is None


# ---- regressions: engine bugs this fuzzer found (fixed) -------------------------------------------
def test_bug_huge_integer_literal_raises_journal_error(journals):
    header, first = _lines(journals[0])[:2]
    line = first.replace('"n":1', '"n":' + "1" * 5000)
    # the only entry is the tail: it is cut back with a message (never a bare ValueError)
    g = Game.from_text(header + "\n" + line + "\n")
    assert g.load_warning and not g.commands
    with pytest.raises(JournalError):  # in the middle of a journal it is the documented error
        Game.from_text(header + "\n" + line + "\n" + first + "\n")


def test_bug_bad_dungeon_box_order_raises_journal_error(journals):
    h = json.loads(_lines(journals[0])[0])
    h["box_order"] = {"dungeon": [["T", "N"]]}
    with pytest.raises(JournalError):
        Game.from_text(json.dumps(h) + "\n")


# ---- type mutations: every field of the header (both schemas) and of an entry ------------------
TYPE_VALUES = [
    None,
    True,
    0,
    7,
    -3,
    1.5,
    "x",
    "",
    [],
    [1],
    ["m1"],
    [[1]],
    {},
    {"a": 1},
    {"wall": 5},
]


def _paths(obj, prefix=()):
    """Every path to a value in a JSON object (dict keys and list indices), container paths too."""
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:3]):
            yield from _paths(v, prefix + (i,))


def _set(obj, path, value):
    obj = json.loads(json.dumps(obj))
    if not path:
        return value
    target = obj
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return obj


def _schema_1(h: dict) -> dict:
    old = {k: v for k, v in h.items() if k not in ("ruleset", "options", "mode")}
    old["schema"] = 1
    old["options"] = {"ruleset": h["ruleset"], "plus": list(h["options"]), "mode": h["mode"]}
    return old


@pytest.fixture(scope="module")
def rich_journal() -> str:
    """A game whose header has every optional field: identification links and a box order."""
    plus = Options(ruleset="ez_plus", plus=("identification", "rings"))
    box = {
        "wall": ["m1", "m2"],
        "dungeon": [
            sorted(t for pair in Game.new(seed=1, options=plus).state.floor.dungeon for t in pair)
        ],
        "links": {"potions": ["s1"], "scrolls": ["m1"]},
    }
    g = Game.new(seed=5, options=plus, box_order=box, created="2026-11-30")
    for _ in range(12):
        g.execute([c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")][0])
    return g.to_text()


def _assert_journal_error_only(text: str, label: str) -> int:
    errors = 0
    for recover in (False, True):
        try:
            Game.from_text(text, recover=recover)
        except JournalError as exc:
            assert str(exc), label
            errors += 1
        except BaseException as exc:  # noqa: BLE001 - the point of the test
            pytest.fail(f"{label} (recover={recover}) raised {type(exc).__name__}: {exc!s:.200}")
    return errors


def test_every_header_field_type_mutation(rich_journal):
    lines = _lines(rich_journal)
    header = json.loads(lines[0])
    rest = "\n".join(lines[1:])
    tried = rejected = 0
    for h in (header, _schema_1(header)):
        for path in list(_paths(h)):
            for value in TYPE_VALUES:
                mutated = _set(h, path, value)
                text = json.dumps(mutated) + "\n" + rest
                rejected += _assert_journal_error_only(
                    text, f"header {path}={value!r} schema {h['schema']}"
                )
                tried += 2
    assert tried > 1000 and rejected > tried // 2


def test_every_entry_field_type_mutation(rich_journal):
    lines = _lines(rich_journal)
    tried = 0
    for i in (1, len(lines) // 2, len(lines) - 2):  # first, middle and last entry
        entry = json.loads(lines[i])
        entry["cmd"].setdefault(
            "item", {"sheet": "potions", "kind": "healing", "cursed": False, "equipped": False}
        )
        for path in list(_paths(entry)):
            for value in TYPE_VALUES:
                mutated = lines[:i] + [json.dumps(_set(entry, path, value))] + lines[i + 1 :]
                _assert_journal_error_only("\n".join(mutated), f"entry {i} {path}={value!r}")
                tried += 2
    assert tried > 300


def test_bug_schema_1_plus_int_and_links_not_a_mapping(rich_journal):
    h = json.loads(_lines(rich_journal)[0])
    old = _schema_1(h)
    old["options"]["plus"] = 5
    with pytest.raises(JournalError, match="options.plus"):
        Game.from_text(json.dumps(old) + "\n")
    h["box_order"]["links"] = ["s1"]
    for recover in (False, True):
        with pytest.raises(JournalError, match="links"):
            Game.from_text(json.dumps(h) + "\n", recover=recover)


# ---- streaming reads: damage is rejected at its line, with bounded memory ----------------------
def _blank_file(path, head: str, size: int) -> None:
    with open(path, "wb") as fh:
        fh.write(head.encode("utf-8"))
        chunk = b"\n" * (1 << 20)
        for _ in range(size >> 20):
            fh.write(chunk)


@pytest.mark.parametrize("with_header", [False, True])
def test_63_mb_of_blank_lines_is_rejected_with_bounded_memory(tmp_path, journals, with_header):
    import tracemalloc

    path = tmp_path / "blank.jrlog"
    head = "".join(_lines(journals[0])[i] + "\n" for i in range(3)) if with_header else ""
    _blank_file(path, head, 63 << 20)
    tracemalloc.start()
    try:
        for recover in (False, True):
            try:
                g = Game.load(path, recover=recover)
            except JournalError:
                continue
            assert recover and len(g.commands) == 2 and g.load_warning
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert peak < 4 << 20, f"peak {peak / 1e6:.1f} MB while rejecting a 63 MB file"


def test_streamed_read_keeps_parse_verdicts(tmp_path, journals):
    """Blank or over-long lines in the middle are errors (with the good count); at the tail
    they are cut off with a warning — exactly as when the whole text is parsed."""
    lines = _lines(journals[0])[:8]
    cases = {
        "middle_blank": lines[:4] + [""] + lines[4:],
        "tail_blank": lines + [""],
        "middle_long": lines[:4] + ["x" * (MAX_LINE + 50)] + lines[4:],
        "tail_long": lines + ["y" * (3 * MAX_LINE)],
    }
    for name, ls in cases.items():
        text = "\n".join(ls) + "\n"
        path = tmp_path / f"{name}.jrlog"
        path.write_text(text, encoding="utf-8")
        for recover in (False, True):
            try:
                whole = ("ok", len(Game.from_text(text, recover=recover).commands))
            except JournalError as exc:
                whole = ("error", exc.good)
            try:
                streamed = ("ok", len(Game.load(path, recover=recover).commands))
            except JournalError as exc:
                streamed = ("error", exc.good)
            assert streamed == whole, (name, recover)
