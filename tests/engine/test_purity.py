"""The engine is pure: no pygame, ui, storage, file system, clock or global RNG (DESIGN §2)."""
import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "jongrogue" / "engine"
FORBIDDEN_MODULES = {"pygame", "os", "pathlib", "io", "shutil", "time", "datetime", "random", "tempfile",
                     "sqlite3", "socket", "subprocess", "pickle", "jongrogue.ui", "jongrogue.storage",
                     "jongrogue.sim", "platformdirs"}
FORBIDDEN_CALLS = {"open", "exec", "eval", "__import__", "input"}


def _imports(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            yield node.module or ""


def test_engine_sources_are_pure():
    problems = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for name in _imports(tree):
            root_hit = any(name == m or name.startswith(m + ".") for m in FORBIDDEN_MODULES)
            if root_hit:
                problems.append(f"{path.name} imports {name}")
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
                problems.append(f"{path.name} calls {node.func.id}()")
    assert problems == []


def test_importing_the_engine_loads_no_ui_or_storage():
    code = ("import sys, jongrogue.engine as e; g = e.Game.new(seed=1); g.execute(g.legal_commands()[0]);"
            "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or m.startswith(('jongrogue.ui', "
            "'jongrogue.storage', 'jongrogue.sim'))]; print(bad); sys.exit(1 if bad else 0)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ENGINE.parents[1])
    assert out.returncode == 0, out.stdout + out.stderr
