"""Packaging (issue "Packaged executables").

* Static checks, always run: the PyInstaller spec, build script and launcher exist, and the spec
  bundles the game data, the locale files, ``assets/`` and the Japanese font package.
* Frozen-app checks, run only when a build exists (``python build_scripts/build.py`` makes
  ``dist/JongRogue/JongRogue[.exe]``; ``JONGROGUE_FROZEN_APP`` may name another executable):
  ``--smoke``, a Japanese title screenshot, and a save / continue round trip through the user
  data directory (needs the app's ``--selftest-save`` / ``--selftest-continue`` modes), and the
  Hint's and the Review's worker processes (``--selftest-hint`` / ``--selftest-review``: a frozen
  executable without ``multiprocessing.freeze_support()`` never gets an answer from them).
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pylopdf_fonts_jp
import pytest

from jongrogue.engine import Command
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.plan_hint import plan_move
from jongrogue.sim.positions import plan_decision
from jongrogue.ui.scenes.launch import create_game

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "jongrogue.spec"
BUILD = ROOT / "build_scripts" / "build.py"
LAUNCHER = ROOT / "build_scripts" / "launcher.py"
# command-line modes run the console executable (on Windows the game itself is windowed)
EXE_NAME = "JongRogue-cli.exe" if sys.platform.startswith("win") else "JongRogue"
TIMEOUT = 180


# -- static checks (always) -----------------------------------------------------------------------
def test_build_files_exist():
    for path in (SPEC, BUILD, LAUNCHER):
        assert path.is_file(), f"{path.relative_to(ROOT)} is missing"
    for path in (SPEC, BUILD, LAUNCHER):
        ast.parse(path.read_text(encoding="utf-8"), filename=str(path))  # valid Python


def test_launcher_calls_freeze_support_first():
    """The workers are the executable started again: freeze_support() must see them before the
    game parses its arguments or touches its streams."""
    tree = ast.parse(LAUNCHER.read_text(encoding="utf-8"))
    block = next(
        n for n in tree.body if isinstance(n, ast.If) and "__main__" in ast.unparse(n.test)
    )
    assert ast.unparse(block.body[0]) == "multiprocessing.freeze_support()"


LICENCE_FILES = ("LICENSE", "THIRD_PARTY_NOTICES.txt")
NOTICES = ROOT / "THIRD_PARTY_NOTICES.txt"


def test_licence_and_third_party_notices():
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "JongRogue Digital contributors" in licence
    text = NOTICES.read_text(encoding="utf-8")
    for needed in (
        "SIL OPEN FONT LICENSE Version 1.1",
        "Noto Sans JP",
        "Noto Serif JP",
        "GNU LESSER GENERAL PUBLIC LICENSE",
        "Version 2.1, February 1999",
        "Simple DirectMedia Layer",
        "This notice may not be removed or altered",
        "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2",
        "Mozilla Public License Version 2.0",
        "Apache License",
        "Kirill Simonov",
        "The platformdirs developers",
    ):
        assert needed in text, needed
    # every runtime dependency (what a frozen build bundles) has its notice
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = {d.split(">")[0].split("<")[0].split("=")[0].strip() for d in project["dependencies"]}
    lowered = text.lower()
    assert sorted(n for n in names if n.lower() not in lowered) == []
    assert project["license"] == "MIT" and project["license-files"] == list(LICENCE_FILES)
    # the fonts that ship are the ones the notices name
    fonts = sorted(p.stem for p in Path(pylopdf_fonts_jp.__file__).parent.glob("*.otf"))
    assert fonts == ["NotoSansJP-Regular", "NotoSerifJP-Regular"]


def test_spec_bundles_the_licences():
    spec = SPEC.read_text(encoding="utf-8")
    assert 'LICENCE_FILES = ("LICENSE", "THIRD_PARTY_NOTICES.txt")' in spec
    assert 'datas += [(str(ROOT / name), ".") for name in LICENCE_FILES]' in spec


def test_spec_bundles_data_fonts_and_assets():
    spec = SPEC.read_text(encoding="utf-8")
    assert 'collect_data_files("pylopdf_fonts_jp")' in spec
    assert '"jongrogue" / "data"' in spec and '"jongrogue/data"' in spec
    assert 'ROOT / "assets", "assets"' in spec
    assert "launcher.py" in spec
    assert "COLLECT(" in spec, "one-folder build expected"
    assert "BUNDLE(" in spec, "macOS .app bundle expected"
    assert "name=APP_NAME" in spec and 'APP_NAME = "JongRogue"' in spec
    assert '"icon.png"' in spec
    for heavy in ("tkinter", "numpy", "pytest", "hypothesis"):
        assert f'"{heavy}"' in spec, f"{heavy} should be excluded"


def _patterns(spec: str) -> set[str]:
    """The glob patterns given to _tree(...) in the spec."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(spec)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "_tree":
            pats = node.args[2]
            if isinstance(pats, ast.Tuple):
                found.update(e.value for e in pats.elts if isinstance(e, ast.Constant))
    return found


def test_spec_patterns_cover_every_data_and_asset_file():
    patterns = _patterns(SPEC.read_text(encoding="utf-8"))
    assert patterns, "no _tree(...) calls found in the spec"
    runtime = [
        p
        for p in (ROOT / "jongrogue" / "data").rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc")
    ]
    runtime += [p for p in (ROOT / "assets").rglob("*") if p.is_file()]
    assert any(p.name == "ui_ja.yaml" for p in runtime)
    missed = [
        str(p.relative_to(ROOT))
        for p in runtime
        if "*" not in patterns and f"*{p.suffix}" not in patterns
    ]
    assert not missed, f"files the frozen app would lack (add their pattern to the spec): {missed}"


def _spec_calls(name: str) -> list[ast.Call]:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    return [
        n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == name
    ]


def test_spec_game_is_windowed_and_windows_has_a_console_cli():
    spec = SPEC.read_text(encoding="utf-8")
    tree = ast.parse(spec)
    options = next(
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "exe_options"
    )
    console = next(k.value for k in options.keywords if k.arg == "console")
    assert isinstance(console, ast.Constant) and console.value is False, "the game must be windowed"
    assert "hide_console" not in spec  # no console to hide any more
    assert len(_spec_calls("EXE")) == 2, "the game and, on Windows, the console CLI"
    cli = next(
        c
        for c in _spec_calls("dict")
        if any(k.arg == "name" and getattr(k.value, "id", "") == "CLI_NAME" for k in c.keywords)
    )
    assert next(k.value.value for k in cli.keywords if k.arg == "console") is True
    assert 'CLI_NAME = f"{APP_NAME}-cli"' in spec and "if IS_WIN:" in spec
    coll = _spec_calls("COLLECT")[0]
    assert isinstance(coll.args[0], ast.Starred) and coll.args[0].value.id == "executables"
    bundle = _spec_calls("BUNDLE")[0]
    plist = next(k.value for k in bundle.keywords if k.arg == "info_plist")
    keys = {
        k.value: v.value for k, v in zip(plist.keys, plist.values) if isinstance(v, ast.Constant)
    }
    assert keys.get("NSHighResolutionCapable") is True  # macOS: Retina backing store


def test_build_script_smokes_the_cli():
    build = BUILD.read_text(encoding="utf-8")
    assert 'f"{APP}-cli.exe"' in build and "exe = cli_executable()" in build


def test_build_script_help_runs_without_pyinstaller():
    proc = subprocess.run(
        [sys.executable, str(BUILD), "--help"], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    assert "--smoke" in proc.stdout and "--zip" in proc.stdout


def test_build_outputs_are_ignored_by_git():
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "dist/" in ignored and "build/" in ignored


# -- the frozen app (only when built) -------------------------------------------------------------
def _frozen_exe() -> Path | None:
    override = os.environ.get("JONGROGUE_FROZEN_APP")
    exe = Path(override) if override else ROOT / "dist" / "JongRogue" / EXE_NAME
    return exe if exe.is_file() else None


FROZEN = _frozen_exe()
needs_frozen = pytest.mark.skipif(
    FROZEN is None, reason="no frozen build (run: python build_scripts/build.py)"
)


@pytest.fixture
def frozen_env(tmp_path):
    """Dummy SDL drivers; user data / config dirs inside tmp_path (never the real ones)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("JONGROGUE_HOME", None)
    if sys.platform.startswith("linux"):
        env["XDG_DATA_HOME"] = str(tmp_path / "xdg-data")
        env["XDG_CONFIG_HOME"] = str(tmp_path / "xdg-config")
        data_dir = tmp_path / "xdg-data" / "jongrogue"
    else:  # platformdirs ignores XDG_* here: use the app's portable override instead
        env["JONGROGUE_HOME"] = str(tmp_path / "home")
        data_dir = tmp_path / "home" / "data"
    return env, data_dir


def _run(args, env, cwd):
    return subprocess.run(
        [str(FROZEN), *args],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=TIMEOUT,
    )


def _last_json(stdout: str) -> dict:
    for line in reversed(stdout.splitlines()):
        line = line.strip()
        if line.startswith("{"):
            return json.loads(line)
    raise AssertionError(f"no JSON line in the output:\n{stdout}")


@needs_frozen
def test_frozen_smoke(frozen_env, tmp_path):
    env, _ = frozen_env
    proc = _run(["--smoke"], env, tmp_path)
    assert proc.returncode == 0, f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
    assert "smoke: title ok" in proc.stdout


def _newest_source_mtime() -> float:
    files = [
        p for p in (ROOT / "jongrogue").rglob("*") if p.is_file() and "__pycache__" not in p.parts
    ]
    files += [p for p in (ROOT / "assets").rglob("*") if p.is_file()]
    return max(p.stat().st_mtime for p in files)


@needs_frozen
def test_frozen_japanese_title_matches_the_source_render(frozen_env, tmp_path):
    """The frozen Title (ja) is pixel-identical to the one rendered from the sources: same data,
    same locale strings, and the bundled Noto JP font (a fallback font would change the pixels)."""
    env, _ = frozen_env
    frozen_png, source_png = tmp_path / "frozen_ja.png", tmp_path / "source_ja.png"
    shot = ["--screenshot", None, "--scene", "title", "--lang", "ja", "--size", "1280x800"]
    proc = _run([str(frozen_png) if a is None else a for a in shot], env, tmp_path)
    assert proc.returncode == 0, f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
    assert frozen_png.is_file() and frozen_png.stat().st_size > 10_000
    if FROZEN.stat().st_mtime < _newest_source_mtime():
        pytest.skip("the frozen build is older than the sources; rebuild to compare pixels")
    src = subprocess.run(
        [sys.executable, "-m", "jongrogue", *[str(source_png) if a is None else a for a in shot]],
        env=dict(env, PYTHONPATH=str(ROOT)),
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert src.returncode == 0, src.stderr
    import pygame

    frozen_img, source_img = pygame.image.load(str(frozen_png)), pygame.image.load(str(source_png))
    assert frozen_img.get_size() == source_img.get_size()
    assert pygame.image.tobytes(frozen_img, "RGB") == pygame.image.tobytes(source_img, "RGB"), (
        "the frozen Title differs from the source render (missing data, locale or font?)"
    )


@needs_frozen
def test_frozen_save_and_continue(frozen_env, tmp_path):
    env, data_dir = frozen_env
    help_text = _run(["--help"], env, tmp_path).stdout
    if "--selftest-save" not in help_text or "--selftest-continue" not in help_text:
        pytest.skip("the app has no --selftest-save / --selftest-continue modes yet")

    saved = _run(["--selftest-save", "--seed", "7", "--after", "6"], env, tmp_path)
    assert saved.returncode == 0, f"stdout:\n{saved.stdout}\nstderr:\n{saved.stderr}"
    first = _last_json(saved.stdout)
    save_path = Path(first["save_path"])
    assert save_path.is_file() and save_path.stat().st_size > 0
    assert save_path.resolve().is_relative_to(data_dir.resolve()), (
        f"{save_path} is not inside the user data dir {data_dir}"
    )
    assert first["commands"] == 6

    resumed = _run(["--selftest-continue"], env, tmp_path)
    assert resumed.returncode == 0, f"stdout:\n{resumed.stdout}\nstderr:\n{resumed.stderr}"
    second = _last_json(resumed.stdout)
    assert Path(second["save_path"]).resolve() == save_path.resolve()
    assert second["commands"] == first["commands"]
    assert second["seed"] == first["seed"] == 7
    assert second["state_hash"] == first["state_hash"]

    # the journal the frozen app wrote is the one the source engine reads, and the rules it names
    # by their hash (the bundled YAML as the frozen app parsed it) are the source tree's
    from jongrogue.data import load_rules, rules_hash
    from jongrogue.game import Game

    game = Game.load(save_path)
    assert len(game.commands) == 6
    assert game.state_hash() == first["state_hash"]
    assert game.header["rules_hash"] == rules_hash(load_rules())


@needs_frozen
def test_frozen_continue_without_a_save_fails_clearly(frozen_env, tmp_path):
    env, _ = frozen_env
    help_text = _run(["--help"], env, tmp_path).stdout
    if "--selftest-continue" not in help_text:
        pytest.skip("the app has no --selftest-continue mode yet")
    proc = _run(["--selftest-continue"], env, tmp_path)
    assert proc.returncode != 0
    assert "jongrogue" in proc.stderr.lower()


def _workers_selftest(mode: str, env, cwd) -> dict:
    """``--selftest-<mode>`` at seed 7 after 6 greedy commands; its JSON line."""
    proc = _run(
        [f"--selftest-{mode}", "--seed", "7", "--after", "6", "--selftest-timeout", "150"], env, cwd
    )
    assert proc.returncode == 0, f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr[-3000:]}"
    out = _last_json(proc.stdout)
    assert out["selftest"] == mode and out["seed"] == 7 and out["commands"] == 6
    return out


@needs_frozen
def test_frozen_hint_gets_advice_from_its_workers(frozen_env, tmp_path):
    out = _workers_selftest("hint", frozen_env[0], tmp_path)
    # the position the source's greedy bot reaches, and advice about its legal commands
    game, bot = create_game(7, "ez", frozenset(), "practice"), GreedyBot()
    for _ in range(6):
        game.execute(bot.choose(game))
    legal = {Command.from_dict(c) for c in out["legal"]}
    assert legal == set(game.legal_commands())
    advice = out["advice"]
    assert len(advice) > 1 and all(a["rollouts"] > 0 and 1 <= a["value"] <= 30 for a in advice)
    assert {Command.from_dict(a["command"]) for a in advice} <= legal


@needs_frozen
def test_frozen_hint_from_the_amulets_depth_names_the_plans_move(frozen_env, tmp_path):
    game = plan_decision()  # the plan's run on the Amulet's depth
    journal = tmp_path / "deep.jrlog"
    journal.write_text(game.to_text(), encoding="utf-8")
    proc = _run(
        ["--selftest-hint", "--journal", str(journal), "--selftest-timeout", "150"],
        frozen_env[0],
        tmp_path,
    )
    assert proc.returncode == 0, f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr[-3000:]}"
    out = _last_json(proc.stdout)
    assert out["advice"] == [] and Command.from_dict(out["plan"]) == plan_move(game)


@needs_frozen
def test_frozen_review_gets_an_answer_from_its_workers(frozen_env, tmp_path):
    out = _workers_selftest("review", frozen_env[0], tmp_path)
    assert out["reviewed"] > 0
    assert all(1 <= m["played_value"] <= m["best_value"] <= 30 for m in out["marks"])


@needs_frozen
def test_frozen_app_plays_by_a_controller_sdl_simulates(frozen_env, tmp_path):
    """The build carries SDL's controller support and pygame-ce's module for it: a pad SDL
    simulates is announced, walks the title and New game by d-pad, A and B, and is pulled out."""
    proc = _run(["--selftest-pad"], frozen_env[0], tmp_path)
    if proc.returncode == 2 and not sys.platform.startswith("linux"):  # SDL found by its mapping
        pytest.skip(proc.stderr.strip())
    assert proc.returncode == 0, f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr[-3000:]}"
    out = _last_json(proc.stdout)
    assert out["added"] and out["removed"] and all(step["ok"] for step in out["steps"])


@needs_frozen
def test_frozen_folder_carries_the_licences_and_the_desktop_files():
    """What build.py --zip archives: the folder (Linux, Windows) or the .app (macOS)."""
    places = [FROZEN.parent / "_internal"]
    if sys.platform == "darwin":  # the macOS zip is the .app: its data is in Resources
        places.append(ROOT / "dist" / "JongRogue.app" / "Contents" / "Resources")
    for place in places:
        for name in LICENCE_FILES:
            assert (place / name).read_bytes() == (ROOT / name).read_bytes(), place / name
    if not sys.platform.startswith("linux"):
        return
    linux, folder, app_id = ROOT / "build_scripts" / "linux", FROZEN.parent, "io.github.jongrogue"
    shipped = {
        "INSTALL.txt": linux / "INSTALL.txt",
        f"share/applications/{app_id}.desktop": linux / f"{app_id}.desktop",
        f"share/metainfo/{app_id}.metainfo.xml": linux / f"{app_id}.metainfo.xml",
    }
    shipped |= {
        f"share/{p.relative_to(linux).as_posix()}": p for p in (linux / "icons").rglob("*.png")
    }
    assert len(shipped) >= 9
    for rel, src in shipped.items():
        assert (folder / rel).is_file() and (folder / rel).read_bytes() == src.read_bytes(), rel


@needs_frozen
def test_frozen_print_sheets_writes_a_pdf_with_the_japanese_font(frozen_env, tmp_path):
    """fpdf2 (with Pillow, fontTools' tables, unittest.mock) and the bundled font are in the build."""
    env, _ = frozen_env
    out = tmp_path / "sheets.pdf"
    proc = _run(["print-sheets", "--lang", "ja", "--out", str(out)], env, tmp_path)
    assert proc.returncode == 0, f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and b"/FontFile" in data and len(data) > 20_000
