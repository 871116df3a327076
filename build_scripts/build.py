#!/usr/bin/env python3
"""Build the one-folder JongRogue app with PyInstaller: ``python build_scripts/build.py``.

    dist/JongRogue/JongRogue[.exe]    (plus dist/JongRogue.app on macOS)

Options:
    --smoke      afterwards run the frozen app with ``--smoke`` (dummy SDL drivers)
    --zip        afterwards write dist/JongRogue-<os>-<arch>.zip (macOS: the .app, via ditto)
    --no-clean   reuse PyInstaller's cache in build/pyinstaller (faster rebuilds)

On Linux the folder also gets the desktop integration from build_scripts/linux/: INSTALL.txt and
share/ (the .desktop file, the hicolor icons, the AppStream metainfo), laid out as in
~/.local/share so that INSTALL.txt's ``cp -r share/. ~/.local/share/`` installs them.

Installs nothing: PyInstaller must already be in this Python (``pip install -e ".[build]"``).
Prints the build time and the size of the folder; exits non-zero on any failure.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "jongrogue.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
APP = "JongRogue"
LINUX = ROOT / "build_scripts" / "linux"
APP_ID = "io.github.jongrogue"


def executable() -> Path:
    return DIST / APP / (APP + (".exe" if sys.platform.startswith("win") else ""))


def cli_executable() -> Path:
    """The executable for command-line modes: on Windows the console ``JongRogue-cli.exe`` (the
    game itself is windowed and has no stdout); elsewhere the game executable."""
    if sys.platform.startswith("win"):
        return DIST / APP / f"{APP}-cli.exe"
    return executable()


def mac_bundle() -> Path:
    return DIST / f"{APP}.app"


def folder_size(path: Path) -> int:
    total = 0
    for p in path.rglob("*"):
        if p.is_file() and not p.is_symlink():
            total += p.stat().st_size
    return total


def human(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GiB"


def os_tag() -> str:
    name = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    machine = platform.machine().lower() or "unknown"
    machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{name}-{machine}"


def fail(msg: str, code: int = 1) -> int:
    print(f"build.py: {msg}", file=sys.stderr)
    return code


def add_desktop_files(folder: Path) -> None:
    """Linux: INSTALL.txt and share/{applications,icons,metainfo} into the one-folder app."""
    share = folder / "share"
    shutil.copy2(LINUX / "INSTALL.txt", folder / "INSTALL.txt")
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy2(LINUX / f"{APP_ID}.desktop", share / "applications")
    (share / "metainfo").mkdir(exist_ok=True)
    shutil.copy2(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo")
    shutil.copytree(LINUX / "icons", share / "icons", dirs_exist_ok=True)


def run_smoke() -> int:
    exe = cli_executable()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    t0 = time.perf_counter()
    proc = subprocess.run(
        [str(exe), "--smoke"], env=env, capture_output=True, text=True, timeout=300
    )
    dt = time.perf_counter() - t0
    sys.stdout.write(proc.stdout)
    sys.stderr.write(proc.stderr)
    if proc.returncode != 0:
        return fail(f"frozen --smoke failed with exit code {proc.returncode}")
    print(f"frozen --smoke ok in {dt:.2f} s")
    return 0


def make_zip() -> Path:
    out = DIST / f"{APP}-{os_tag()}.zip"
    out.unlink(missing_ok=True)
    if sys.platform == "darwin" and mac_bundle().is_dir():
        # ditto keeps the symlinks and code signature inside the .app; zipfile would not
        subprocess.run(
            ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(mac_bundle()), str(out)],
            check=True,
        )
    else:
        shutil.make_archive(str(out.with_suffix("")), "zip", root_dir=DIST, base_dir=APP)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="run the frozen app's --smoke afterwards")
    ap.add_argument("--zip", action="store_true", help="zip the result into dist/")
    ap.add_argument("--no-clean", action="store_true", help="keep PyInstaller's cache")
    args = ap.parse_args(argv)

    try:
        import PyInstaller.__main__  # noqa: F401
        from PyInstaller import __version__ as pyi_version
    except ImportError:
        return fail(
            'PyInstaller is not installed in this Python; run: python -m pip install -e ".[build]"',
            2,
        )
    if not SPEC.is_file():
        return fail(f"spec file not found: {SPEC}", 2)

    print(f"build.py: PyInstaller {pyi_version}, Python {platform.python_version()}, {os_tag()}")
    for stale in (DIST / APP, mac_bundle()):
        if stale.exists():
            shutil.rmtree(stale)
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(WORK),
    ]
    if not args.no_clean:
        cmd.append("--clean")
    cmd.append(str(SPEC))
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT)
    elapsed = time.perf_counter() - t0
    if proc.returncode != 0:
        return fail(f"PyInstaller failed (exit code {proc.returncode}) after {elapsed:.1f} s")
    exe = executable()
    if not exe.is_file():
        return fail(f"PyInstaller finished but {exe} is missing")
    if sys.platform.startswith("linux"):
        add_desktop_files(DIST / APP)
    print(f"build time: {elapsed:.1f} s")
    print(f"executable: {exe.relative_to(ROOT)}")
    print(f"folder size: {human(folder_size(DIST / APP))} ({(DIST / APP).relative_to(ROOT)})")
    if sys.platform == "darwin":
        if not mac_bundle().is_dir():
            return fail(f"{mac_bundle()} was not created")
        print(f"app bundle: {mac_bundle().relative_to(ROOT)} ({human(folder_size(mac_bundle()))})")
    if args.smoke and run_smoke() != 0:
        return 1
    if args.zip:
        out = make_zip()
        print(f"archive: {out.relative_to(ROOT)} ({human(out.stat().st_size)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
