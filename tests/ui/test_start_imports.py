"""A window's start loads the table and the title, not the screens it may never open: the replay
viewer and the Review, the learning screens, the headless modes and the self-tests load when asked
for (the registry, play.MODES), and the advisor, the bot and the worker pool at the first Hint,
so they never cost the start-up budget (docs/PERFORMANCE.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from jongrogue.system import startimports
from tests.ui.smoke_starts import two_starts

NOT_AT_START = (
    "jongrogue.selftest",
    "jongrogue.ui.headless",
    "jongrogue.ui.learning_scenes",
    "jongrogue.ui.scenes.replay",
    "jongrogue.ui.replay.review_view",
    "jongrogue.ui.scenes.tutorial",
    "jongrogue.sim.review",
)


def test_the_window_path_does_not_import_screens_it_may_never_open():
    code = (
        "import sys, jongrogue.app, jongrogue.play; "
        "print('\\n'.join(m for m in sys.modules if m.startswith('jongrogue')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    assert "jongrogue.play" in out and "jongrogue.ui.first_scene" in out
    assert [m for m in NOT_AT_START if m in out] == []


def test_a_warm_start_to_the_first_table_frame_imports_no_pyyaml(tmp_path):
    """PyYAML costs about a seventh of a trivial window: with the parse cache warm, no start
    path may import it (a module-level ``import yaml`` anywhere on the path would)."""
    code = (
        "import sys; from jongrogue.app import main; rc = main(['--smoke']); "
        "print(rc, 'yaml' in sys.modules)"
    )
    runs = two_starts(code, tmp_path, 2)
    assert runs[0][0] == "0" and runs[1] == ["0", "False"], runs


def test_the_first_table_frame_loads_no_advisor_bot_or_worker_pool():
    code = (
        "import sys; from jongrogue.app import main; rc = main(['--smoke']); "
        "print(rc, *(m for m in sys.modules if m in HEAVY))"
    )
    heavy = (
        "jongrogue.sim.advisor",
        "jongrogue.sim.advisor_jobs",
        "jongrogue.sim.bot",
        "jongrogue.sim.workers",
        "multiprocessing",
        "concurrent.futures",
    )
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run(
        [sys.executable, "-c", f"HEAVY = {heavy!r}; " + code],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    ).stdout.split()
    assert out[-1] == "0", out


def test_a_warm_start_loads_no_subprocess_and_compiles_no_dataclass_method(tmp_path):
    """Speech's voices (with ``subprocess``) load only when one opens; a warm start takes the
    dataclasses' methods from the cache (system.startcode) and gives dataclasses its exec back."""
    code = (
        "import sys, dataclasses; from jongrogue.system import startcode; "
        "texts = []; real = compile; "
        "startcode.compile = lambda s, *a, **k: texts.append(s) or real(s, *a, **k); "
        "from jongrogue.app import main; rc = main(['--smoke']); "
        "print(rc, 'subprocess' in sys.modules, 'exec' in vars(dataclasses), len(texts))"
    )
    runs = two_starts(code, tmp_path, 4)
    assert runs[0][:3] == ["0", "False", "False"] and int(runs[0][3]) > 20, runs
    assert runs[1] == ["0", "False", "False", "0"], runs


# The first table frame of a start (the smoke, as the benchmark times it): which of the
# deferred modules were imported, and which had run by then.
PROBE = """
import json, sys
from jongrogue.system import startcode, startgc, startimports
startgc.hold(); startcode.hold(); startimports.hold()
import jongrogue.app as app
from jongrogue.ui.app_loop import AppLoop
step, seen = AppLoop.step, {}
def first_step(self, *args, **kwargs):
    step(self, *args, **kwargs)
    if not seen and self.top is not None and self.top.name == "table":
        mods = {n: sys.modules[n] for n in startimports.DEFERRED if n in sys.modules}
        seen.update(
            imported=sorted(mods),
            ran=sorted(n for n, m in mods.items() if type(m) is not startimports._Deferred),
        )
AppLoop.step = first_step
code = app.main(["--smoke"])
print(json.dumps(seen))
sys.exit(code)
"""


def test_the_first_table_frame_runs_none_of_the_deferred_modules(tmp_path):
    env = dict(
        os.environ,
        JONGROGUE_HOME=str(tmp_path),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    for _start in ("cold", "warm"):  # a cold start parses the YAML: PyYAML reads datetime
        done = subprocess.run(
            [sys.executable, "-c", PROBE],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["ran"] == []  # a name read at start undoes the deferral: name the module instead
    assert seen["imported"] == sorted(startimports.DEFERRED)  # a module the start no longer imports
