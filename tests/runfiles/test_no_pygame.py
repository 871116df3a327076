"""The text-only commands load no pygame: ``python -m jongrogue morgue FILE`` and ``verify FILE``
word the run with jongrogue.text, not with the UI (a fresh interpreter, its modules listed)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# run the command as ``python -m jongrogue`` does, then list what it imported
PROBE = (
    "import json, runpy, sys\n"
    "sys.argv = ['jongrogue'] + sys.argv[1:]\n"
    "code = 0\n"
    "try:\n"
    "    runpy.run_module('jongrogue', run_name='__main__')\n"
    "except SystemExit as exc:\n"
    "    code = exc.code\n"
    "print(json.dumps([code, [m for m in sys.modules if m.split('.')[0] == 'pygame'"
    " or m.startswith('jongrogue.ui')]]))\n"
)


@pytest.mark.parametrize(
    "command",
    [
        ["morgue"],
        ["morgue", "--format", "json", "--lang", "ja"],
        ["verify"],
        ["verify", "--json"],
        ["print-sheets"],
    ],
)
def test_a_text_command_imports_no_pygame(finished_run, command, tmp_path):
    path, _ = finished_run
    argv = [command[0], str(path)] + command[1:]
    if command[0] == "print-sheets":
        argv = ["print-sheets", "--run", str(path), "--out", str(tmp_path / "sheets.pdf")]
    out = subprocess.run(
        [sys.executable, "-c", PROBE, *argv],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "", "HOME": str(tmp_path)},
    )
    assert out.returncode == 0, out.stderr
    code, loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert code in (0, None) and out.stdout.count("\n") > 1
    assert loaded == [], f"{' '.join(argv)} loaded {loaded}"
