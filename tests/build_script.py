"""Load a script of build_scripts/ as a module (they are not a package) for its tests."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[1] / "build_scripts"


def load_script(name: str):
    # Run as a script, a build script finds its neighbours on sys.path (its folder comes first).
    if str(SCRIPTS) not in sys.path:
        sys.path.append(str(SCRIPTS))
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
