"""Load a script of build_scripts/ or tools/ as a module (they are not packages) for its tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = (ROOT / "tools", ROOT / "build_scripts")


def load_script(name: str):
    folder = next(f for f in FOLDERS if (f / f"{name}.py").is_file())
    # Run as a script, a script finds its neighbours on sys.path (its folder comes first).
    if str(folder) not in sys.path:
        sys.path.append(str(folder))
    spec = importlib.util.spec_from_file_location(name, folder / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
