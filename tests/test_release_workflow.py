"""The release workflow (.github/workflows/release.yml): Windows, Linux and both macOS
architectures are built and smoke-tested; every action is pinned to a full commit SHA with its
release in a comment; the checkout keeps no credentials; nothing is cached; every Python package
comes from build_scripts/constraints.txt. zizmor (in the test extra) audits the file."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
CONSTRAINTS = ROOT / "build_scripts" / "constraints.txt"
PINNED = re.compile(r"^\s*-?\s*uses: ([\w.-]+/[\w./-]+)@([0-9a-f]{40}) # v\d+\.\d+\.\d+$")


def _workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def _steps() -> list[dict]:
    return [step for job in _workflow()["jobs"].values() for step in job["steps"]]


def test_every_action_is_pinned_to_a_commit_with_its_release_named():
    lines = [line for line in WORKFLOW.read_text(encoding="utf-8").splitlines() if "uses:" in line]
    assert len(lines) == sum("uses" in step for step in _steps()) >= 4
    assert [line for line in lines if not PINNED.match(line)] == []


def test_checkout_keeps_no_credentials_and_nothing_is_cached():
    checkouts = [s for s in _steps() if s.get("uses", "").startswith("actions/checkout@")]
    assert checkouts and all(s["with"]["persist-credentials"] is False for s in checkouts)
    assert all("cache" not in (s.get("with") or {}) for s in _steps())
    assert not any(s.get("uses", "").startswith("actions/cache@") for s in _steps())
    assert _workflow()["permissions"] == {}


def test_builds_windows_linux_and_both_macos_architectures():
    build = _workflow()["jobs"]["build"]
    assert build["strategy"]["matrix"]["os"] == [
        "windows-latest",
        "macos-15",
        "macos-15-intel",
        "ubuntu-latest",
    ]
    runs = "\n".join(s.get("run", "") for s in build["steps"])
    assert "build.py --smoke --zip" in runs and "tests/test_packaging.py" in runs
    upload = next(
        s for s in build["steps"] if s.get("uses", "").startswith("actions/upload-artifact@")
    )
    assert "${{ matrix.os }}" in upload["with"]["name"]  # one artifact per runner, none lost


def test_every_pip_install_uses_the_constraints_file():
    installs = [
        line.strip()
        for s in _steps()
        for line in s.get("run", "").splitlines()
        if "pip install" in line
    ]
    assert installs and all("-c build_scripts/constraints.txt" in line for line in installs)


def test_constraints_pin_the_build_exactly():
    pins = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _, rest = line.partition("==")
            assert rest and re.match(r"^\d[\w.]*(\s*;.*)?$", rest), f"not an exact pin: {line}"
            pins[name.strip().lower().replace("_", "-")] = rest
    for needed in (
        "pyinstaller",
        "pyinstaller-hooks-contrib",
        "pygame-ce",
        "pyyaml",
        "platformdirs",
        "tqdm",
        "pylopdf-fonts-jp",
        "pytest",
        "hypothesis",
        "build",
        "zizmor",
        "pillow",
        "fpdf2",
        "fonttools",
        "defusedxml",
        "pypdfium2",
    ):
        assert needed in pins, needed


def _zizmor() -> str:
    found = shutil.which("zizmor") or shutil.which("zizmor", path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip("zizmor is not installed (pip install -e '.[test]')")
    return found


def test_zizmor_finds_nothing():
    proc = subprocess.run(
        [_zizmor(), "--offline", "--pedantic", "--strict-collection", str(WORKFLOW)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
