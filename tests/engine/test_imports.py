"""Engine modules import each other at the top only: no function-local import dodging a cycle.
The one sanctioned late import is the door to the data layer, kept lazy so that importing the
engine loads no YAML (jongrogue.data, on first use)."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "jongrogue" / "engine"
LATE_OK = {("game.py", "jongrogue.data")}


def test_no_function_local_imports_in_the_engine():
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(n) for n in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top:
                name = ("." * getattr(node, "level", 0)) + (
                    getattr(node, "module", None) or ",".join(a.name for a in node.names)
                )
                if (path.name, name) not in LATE_OK:
                    found.append(f"{path.name}:{node.lineno} imports {name} inside a function")
    assert found == []
