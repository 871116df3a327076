"""Every reader of a run file — History's index (read_header), the History rebuild, verify,
morgue, Continue / replay (Game.load) — answers deep nesting, a huge number of lines and any
other damage with one clear message: no traceback, memory bounded; morgue answers every file
verify reads; a settings file with some invalid fields is set aside once, not at every start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jongrogue.app import main
from jongrogue.engine import JournalError
from jongrogue.game import Game
from jongrogue.runfiles.rebuild import journal_row
from jongrogue.storage import paths
from jongrogue.storage.run_journals import JournalIndex, read_header, resolve_all
from jongrogue.storage.settings import load_settings

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "ez_seed7.jrlog"
LINES = GOLDEN.read_text(encoding="utf-8").splitlines()
MiB = 1024 * 1024


def _every_reader(path: Path, capsys) -> dict:
    """Each reader's answer; any exception but a JournalError from Game.load fails the test."""
    out = {
        "header": read_header(path),
        "row": journal_row(path),
        "index": len(JournalIndex(path.parent).entries),
    }
    resolve_all([{"id": 1, "seed": 7, "ruleset": "ez", "journal": str(path)}])
    try:
        Game.load(path, recover=True)
        out["load"] = "ok"
    except JournalError as exc:
        out["load"] = str(exc)
    out["verify"] = main(["verify", str(path)])
    out["morgue"] = main(["morgue", str(path), "--out", str(path.with_suffix(".txt"))])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    out["message"] = err
    return out


@pytest.mark.parametrize(
    "first",
    ["[" * 100000, "[" * 60000, '{"a":' * 30000 + "1" + "}" * 30000, "[" * 30000 + "]" * 30000],
)
def test_deep_nesting_in_the_first_line_is_a_damaged_file(first, capsys):
    path = paths.saves_dir() / "20261201-000000.jrlog"
    path.write_text(first + "\n" + "\n".join(LINES[1:]) + "\n", encoding="utf-8")
    out = _every_reader(path, capsys)
    assert out["header"] is None and out["row"] is None and out["index"] == 0
    assert out["verify"] == 2 and out["morgue"] == 2 and out["load"] != "ok"
    assert out["message"].count("UNREADABLE") == 2


def test_deep_nesting_in_an_entry_is_a_damaged_line(capsys):
    path = paths.saves_dir() / "20261201-000001.jrlog"
    path.write_text(
        "\n".join(LINES[:5] + ["[" * 30000 + "]" * 30000] + LINES[5:]) + "\n", encoding="utf-8"
    )
    out = _every_reader(path, capsys)
    assert out["header"] is not None and out["verify"] == 1 and out["morgue"] == 1
    assert "line 6 is not valid JSON" in out["message"]


def _mutations():
    line = st.integers(1, len(LINES) - 1)
    junk = st.sampled_from(
        [
            "",
            " ",
            "[" * 40,
            "{" * 17 + "}" * 17,
            '{"hint":0}',
            '{"undo":1,"hash":"x"}',
            "\x00",
            "9" * 5000,
            '{"n":1e999}',
            "\ufeff",
            LINES[0],
            '"' + "\\" * 99,
        ]
    )
    return st.lists(
        st.tuples(st.sampled_from(["delete", "insert", "swap", "edit", "cut"]), line, junk),
        min_size=1,
        max_size=4,
    )


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(ops=_mutations())
def test_any_damage_gets_a_clear_answer_from_every_reader(ops, capsys, tmp_path):
    lines = list(LINES)
    for op, i, junk in ops:
        i = min(i, len(lines) - 1)
        if op == "delete" and len(lines) > 2:
            del lines[i]
        elif op == "insert":
            lines.insert(i, junk)
        elif op == "swap" and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif op == "edit":
            lines[i] = lines[i][: len(lines[i]) // 2] + junk
        elif op == "cut":
            lines[i] = lines[i][: len(lines[i]) // 3]
    path = tmp_path / "saves" / "run.jrlog"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(("\n".join(lines) + "\n").encode("utf-8", errors="surrogatepass"))
    out = _every_reader(path, capsys)
    assert out["verify"] in (0, 1, 2) and out["morgue"] == out["verify"]


@pytest.mark.parametrize(
    "header",
    [
        '{"format":"jongrogue-journal","schema":4,"seed":7,"ruleset":"ez","options":[],"mode":"practice",'
        '"created":"x","rules_version":"ez-99.0"}',  # another rules version: nothing replays
        '{"format":"jongrogue-journal","schema":4,"seed":7,"ruleset":"ez","options":[],"mode":"practice",'
        '"created":"x","box_order":["zz"]}',  # a box order no game can start with
    ],
)
def test_morgue_answers_every_file_verify_answers(header, capsys, tmp_path):
    path = tmp_path / "run.jrlog"
    path.write_text(header + "\n" + "\n".join(LINES[1:]) + "\n", encoding="utf-8")
    code = main(["verify", str(path)])
    first = capsys.readouterr().err
    assert code in (1, 2) and main(["morgue", str(path)]) == code
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.split(":")[0] == first.split(":")[0]


HUGE = r"""
import json, resource, sys
from pathlib import Path
saves, head = Path(sys.argv[1]), sys.argv[2]
old_head = json.dumps(dict(json.loads(head), schema=4))      # hint lines without a chain link
FILES = {                                                    # name: (header, line, count)
    "hint_lines_60mb.jrlog": (head, '{"hint":0}', 5_700_000),     # 60 MB of hint lines: over the size cap
    "many_lines.jrlog": (head, '{"hint":0}', 2_800_000),     # under the size cap, millions of lines
    "largest.jrlog": (old_head, json.dumps({"hint": 0, "pad": "x" * 300}), 99_000),  # the most accepted
}
for name, (first, line, count) in FILES.items():
    with open(saves / name, "w", encoding="utf-8") as fh:
        fh.write(first + "\n")
        block = (line + "\n") * 1000
        for _ in range(count // 1000):
            fh.write(block)
from jongrogue.app import main
from jongrogue.engine import JournalError
from jongrogue.game import Game
from jongrogue.runfiles.rebuild import journal_row
from jongrogue.runfiles.history import History
from jongrogue.storage.run_journals import read_header
out = {}
for name in FILES:
    path = saves / name
    o = {"size": path.stat().st_size, "header": read_header(path) is not None, "row": journal_row(path)}
    try:
        o["load"] = "hints %d" % Game.load(path, recover=True).hints
    except JournalError as exc:
        o["load"] = str(exc)
    o["verify"] = main(["verify", str(path)])
    o["morgue"] = main(["morgue", str(path), "--out", str(path.with_suffix(".txt"))])
    out[name] = o
out["history"] = len(History(saves.parent / "history.sqlite3").rows())
# This process's own peak: Linux's VmHWM (ru_maxrss also keeps the RSS the parent had when it
# forked this process, a test runner hundreds of MB large); ru_maxrss where there is no /proc
try:
    hwm = next(l for l in open("/proc/self/status") if l.startswith("VmHWM:"))
    out["peak"] = int(hwm.split()[1]) * 1024
except OSError:
    scale = 1 if sys.platform == "darwin" else 1024       # ru_maxrss: bytes on macOS, KiB elsewhere
    out["peak"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale
print(json.dumps(out))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="resource.getrusage")
def test_huge_journals_are_refused_or_loaded_in_bounded_memory(tmp_path):
    """A 60 MB file of 5.7 M hint lines (1 GB before), a file under the size cap of
    millions of lines, and the largest file the caps accept: at most 256 MiB in all."""
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", HUGE, str(saves), LINES[0]],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.splitlines()[-1])
    big, many, largest = out["hint_lines_60mb.jrlog"], out["many_lines.jrlog"], out["largest.jrlog"]
    assert big["size"] > 60_000_000 and "too large" in big["load"]
    assert many["size"] < 32 * MiB and "more than 100000 lines" in many["load"]
    for o in (big, many):
        assert o["header"] and o["row"] is None and o["verify"] == 2 and o["morgue"] == 2
    assert largest["size"] > 29_000_000 and largest["load"] == "hints 99000"
    assert largest["verify"] == 0 and largest["morgue"] == 0
    assert "Traceback" not in done.stderr and done.stderr.count("UNREADABLE") == 4
    assert out["history"] == 0
    assert out["peak"] <= 256 * MiB, f"peak {out['peak'] / MiB:.0f} MiB"


def test_a_partly_invalid_settings_file_is_set_aside_once():
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(
            {"format": "jongrogue-settings", "version": 1, "language": "ja", "ui_scale": "huge"}
        ),
        encoding="utf-8",
    )
    for _ in range(4):  # four starts
        s, problem = load_settings()
        assert s.language == "ja" and problem.key == "settings_partly_invalid"
    kept = sorted(p.name for p in path.parent.iterdir() if p.name != "settings.json")
    assert kept == ["settings.json.invalid"]
    path.write_text(
        json.dumps({"format": "jongrogue-settings", "version": 1, "volume": "loud"}),
        encoding="utf-8",
    )
    load_settings()
    load_settings()  # another damage: one more copy, once
    assert sorted(p.name for p in path.parent.iterdir() if p.name != "settings.json") == [
        "settings.json.invalid",
        "settings.json.invalid-2",
    ]
