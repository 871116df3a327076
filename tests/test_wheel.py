"""The wheel built the standard way (``python -m build``: the sdist first, then the wheel from the
unpacked sdist, as PyPI, pipx and distributions do) carries everything the game reads at run time
and the licence files, and the game installed from it opens every sheet outside the source tree
(one resolver for a checkout, a wheel and a frozen build)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LICENCE_FILES = ("LICENSE", "THIRD_PARTY_NOTICES.txt")
# A clean copy of the checkout: an egg-info left by `pip install -e .` lists files setuptools
# would add to the sdist although no MANIFEST.in asks for them.
NOT_SOURCES = shutil.ignore_patterns(
    ".git",
    ".venv",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    "docs",
    "notes",
)

# Run in the installed copy: every sheet through the app's own --screenshot path (F1 and the dock
# open these), the printable sheets of `print-sheets`, and where the resolver found the files.
OPEN_EVERY_SHEET = """
import json, sys
from pathlib import Path
import jongrogue
from jongrogue import app
from jongrogue.system.resources import asset_path
from jongrogue.ui.sheets import SHEET_IDS
out = Path(sys.argv[1])
codes = {s: app.main(["--screenshot", str(out / f"{s}.png"), "--scene", f"sheet:{s}",
                      "--seed", "1", "--after", "22"]) for s in SHEET_IDS}
printed = app.main(["print-sheets", "--lang", "ja", "--out", str(out / "sheets.pdf")])
print(json.dumps({"package": jongrogue.__file__, "codes": codes, "printed": printed,
                  "layout": str(asset_path("sheets", "character_a.yaml")),
                  "icon": str(asset_path("icon.png"))}))
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out, src = tmp_path_factory.mktemp("dist"), tmp_path_factory.mktemp("src") / "jongrogue"
    shutil.copytree(ROOT, src, ignore=NOT_SOURCES)
    proc = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(src)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    return next(out.glob("jongrogue-*.tar.gz")), next(out.glob("jongrogue-*.whl"))


def _assets() -> set[str]:
    return {
        p.relative_to(ROOT / "assets").as_posix()
        for p in (ROOT / "assets").rglob("*")
        if p.is_file()
    }


def test_sdist_carries_the_assets_and_licences(built):
    sdist, _ = built
    names = {n.split("/", 1)[1] for n in tarfile.open(sdist).getnames() if "/" in n}
    assert sorted({f"assets/{a}" for a in _assets()} - names) == []
    assert sorted(set(LICENCE_FILES) - names) == []


def test_wheel_contains_data_locale_assets_and_licences(built):
    _, wheel = built
    names = set(zipfile.ZipFile(wheel).namelist())
    needed = {f"jongrogue/data/{p.name}" for p in (ROOT / "jongrogue" / "data").glob("*.yaml")}
    needed |= {
        f"jongrogue/data/locale/{p.name}"
        for p in (ROOT / "jongrogue" / "data" / "locale").glob("*.yaml")
    }
    needed |= {f"jongrogue/assets/{a}" for a in _assets()}
    assert len(_assets()) >= 42
    assert sorted(needed - names) == []
    dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
    assert sorted({f"{dist_info}/licenses/{f}" for f in LICENCE_FILES} - names) == []  # PEP 639
    metadata = zipfile.ZipFile(wheel).read(f"{dist_info}/METADATA").decode()
    assert "License-Expression: MIT" in metadata
    assert all(f"License-File: {f}" in metadata for f in LICENCE_FILES)


def test_installed_wheel_opens_every_sheet_outside_the_tree(built, tmp_path):
    _, wheel = built
    site = tmp_path / "site"
    pip = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "-q",
            "--no-deps",
            "--no-compile",
            "--target",
            str(site),
            str(wheel),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert pip.returncode == 0, pip.stderr[-2000:]
    env = {k: v for k, v in os.environ.items() if not k.startswith("JONGROGUE")}
    env.update(
        PYTHONPATH=str(site),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        JONGROGUE_HOME=str(tmp_path / "home"),
    )
    shots = tmp_path / "shots"
    proc = subprocess.run(
        [sys.executable, "-c", OPEN_EVERY_SHEET, str(shots)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    installed = (site / "jongrogue").resolve()
    for key in ("package", "layout", "icon"):  # the installed copy, not the checkout
        assert Path(found[key]).resolve().is_relative_to(installed), (key, found[key])
    assert found["codes"] and set(found["codes"].values()) == {0}, found["codes"]
    assert all((shots / f"{s}.png").stat().st_size > 10_000 for s in found["codes"])
    assert found["printed"] == 0 and (shots / "sheets.pdf").read_bytes().startswith(b"%PDF")
