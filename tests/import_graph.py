"""The package's import graph as its sources state it (ast; nothing is imported): module ->
the project modules it imports, at the top or inside a function alike. An ``if TYPE_CHECKING:``
block at the top counts as the top; ``importlib.import_module("jongrogue....")`` with a literal
name counts as an import inside a function (a module loaded when first needed)."""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "jongrogue"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@lru_cache(maxsize=1)
def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PKG.rglob("*.py"))}


def _absolute(module: str, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if modules()[module].name != "__init__.py":
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _loads(node: ast.AST) -> bool:
    """``importlib.import_module("jongrogue.…")`` with a literal name?"""
    return (
        isinstance(node, ast.Call)
        and ast.unparse(node.func) == "importlib.import_module"
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Constant)
        and str(node.args[0].value).startswith("jongrogue")
    )


def _known(name: str) -> str | None:
    """The project module ``name`` is (or lies in), or None outside the project."""
    mods = modules()
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str) -> list[tuple[str, int, bool]]:
    """(imported project module, line, at the top of the module?) for every import in ``module``."""
    tree = ast.parse(modules()[module].read_text(encoding="utf-8"))
    top = {id(n) for n in tree.body}
    for node in tree.body:  # type-only imports: the top as well
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            top |= {id(n) for n in node.body}
    found = []
    for node in ast.walk(tree):
        if _loads(node):
            target = _known(node.args[0].value)
            if target is not None and target != module:
                found.append((target, node.lineno, False))
            continue
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(module, node)
            names = [
                f"{base}.{a.name}" if f"{base}.{a.name}" in modules() else base for a in node.names
            ]
        else:
            continue
        for name in names:
            target = _known(name) if name.startswith("jongrogue") else None
            if target is not None and target != module:
                found.append((target, node.lineno, id(node) in top))
    return found


@lru_cache(maxsize=1)
def graph() -> dict[str, frozenset[str]]:
    return {m: frozenset(t for t, _, _ in imports_of(m)) for m in modules()}
