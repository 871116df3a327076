"""The engine is pure: no pygame, file system, clock or global RNG, and it imports nothing of the
package outside itself but the rule tables (jongrogue.data) and the rules version (jongrogue) —
not storage, ui, sim, runfiles, cli, i18n or the jongrogue.game facade."""

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "jongrogue" / "engine"
FORBIDDEN_MODULES = {
    "pygame",
    "os",
    "pathlib",
    "io",
    "shutil",
    "time",
    "datetime",
    "random",
    "tempfile",
    "sqlite3",
    "socket",
    "subprocess",
    "pickle",
    "platformdirs",
    "glob",
    "fileinput",
    "mmap",
    "zipfile",
    "tarfile",
    "gzip",
    "csv",
    "yaml",
}
# the only parts of the package outside the engine it may import
PROJECT_ALLOWED = {"jongrogue", "jongrogue.data"}
FORBIDDEN_CALLS = {"open", "exec", "eval", "__import__", "input"}
FILE_METHODS = {
    "open",
    "read_text",
    "write_text",
    "read_bytes",
    "write_bytes",
    "unlink",
    "mkdir",
    "rmdir",
    "touch",
    "iterdir",
    "glob",
    "rglob",
}


def _imports(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            yield node.module or ""


def _sources():
    for path in sorted(ENGINE.rglob("*.py")):
        yield path.relative_to(ENGINE).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def test_engine_sources_import_no_io_and_nothing_above_the_engine():
    problems = []
    for name, tree in _sources():
        for module in _imports(tree):
            if any(module == m or module.startswith(m + ".") for m in FORBIDDEN_MODULES):
                problems.append(f"{name} imports {module}")
            if (
                module.split(".")[0] == "jongrogue"
                and module not in PROJECT_ALLOWED
                and not module.startswith("jongrogue.engine")
            ):
                problems.append(f"{name} imports {module} (outside the engine)")
    assert problems == []


def test_engine_sources_call_no_file_or_eval():
    problems = []
    for name, tree in _sources():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            if isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
                problems.append(f"{name}:{node.lineno} calls {node.func.id}()")
            if isinstance(node.func, ast.Attribute) and node.func.attr in FILE_METHODS:
                problems.append(f"{name}:{node.lineno} calls .{node.func.attr}()")
    assert problems == []


def test_importing_the_engine_loads_no_ui_or_storage():
    code = (
        "import sys, jongrogue.engine as e; g = e.Game.new(seed=1); g.execute(g.legal_commands()[0]);"
        "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or m.startswith(('jongrogue.ui', "
        "'jongrogue.storage', 'jongrogue.sim', 'jongrogue.runfiles', 'jongrogue.cli', 'jongrogue.game'))];"
        " print(bad); sys.exit(1 if bad else 0)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ENGINE.parents[1]
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_a_game_plays_saves_and_replays_without_touching_a_file():
    """Once the rule tables are loaded, a game opens no file: every way to open one raises."""
    code = (
        "import builtins, io, os, jongrogue.engine as e\n"
        "g = e.Game.new(seed=3)\n"  # (loads the YAML rule tables, once)
        "def refuse(*a, **k): raise AssertionError(f'file I/O: {a!r}')\n"
        "builtins.open = io.open = os.open = refuse\n"
        "for _ in range(150):\n"
        "    legal = g.legal_commands()\n"
        "    if not legal: break\n"
        "    g.execute(legal[0])\n"
        "g.undo(); g.redo(); g.view(); g.knowledge(); g.odds(2, 10)\n"
        "assert e.Game.from_text(g.to_text()).state_hash() == g.state_hash()\n"
        "e.Game.new(seed=4)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ENGINE.parents[1]
    )
    assert out.returncode == 0, out.stdout + out.stderr
