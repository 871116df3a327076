"""Desktop integration: the Linux .desktop file, icons and AppStream metainfo (build_scripts/linux/,
copied into the Linux zip by build.py) and the macOS bundle's .jrlog document type (the spec).
The files are validated with desktop-file-validate and appstreamcli when they are installed
(apt-get install desktop-file-utils appstream) and checked against each other always."""

from __future__ import annotations

import ast
import configparser
import plistlib
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

import jongrogue
from jongrogue.storage import paths

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "build_scripts" / "linux"
APP_ID = "io.github.jongrogue"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICON_SIZES = (32, 48, 64, 128, 256, 512)
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _desktop_entry() -> dict:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def _validator(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def test_desktop_file_validates():
    proc = subprocess.run(
        [_validator("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True
    )
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout + proc.stderr


def test_metainfo_validates():
    proc = subprocess.run(
        [_validator("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_desktop_entry_names_the_command_and_the_icons():
    entry = _desktop_entry()
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Exec"].split()[0] in PROJECT["scripts"]  # the command a pip install makes
    assert entry["Icon"] == APP_ID
    assert "Game" in entry["Categories"].split(";") and entry["Name[ja]"]
    for n in ICON_SIZES:
        png = LINUX / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        assert pygame.image.load(str(png)).get_size() == (n, n), png


def test_metainfo_matches_the_desktop_file_and_the_project():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.findtext("project_license") == PROJECT["license"]
    assert (
        root.find("releases/release").get("version") == jongrogue.__version__
    )  # pyproject: dynamic
    assert root.findtext("provides/binary") == _desktop_entry()["Exec"].split()[0]


def test_install_text_names_every_file_it_installs():
    text = (LINUX / "INSTALL.txt").read_text(encoding="utf-8")
    for name in (
        "~/.local/share",
        f"applications/{APP_ID}.desktop",
        f"apps/{APP_ID}.png",
        f"metainfo/{APP_ID}.metainfo.xml",
        "cp -r ~/.local/opt/JongRogue/share/. ~/.local/share/",
        "THIRD_PARTY_NOTICES.txt",
    ):
        assert name in text, name


def _info_plist() -> dict:
    """The BUNDLE(...) call's info_plist of the spec, evaluated with the spec's own constants."""
    tree = ast.parse((ROOT / "build_scripts" / "jongrogue.spec").read_text(encoding="utf-8"))
    consts = {
        n.targets[0].id: n.value.value
        for n in tree.body
        if isinstance(n, ast.Assign)
        and isinstance(n.targets[0], ast.Name)
        and isinstance(n.value, ast.Constant)
    }
    bundle = next(
        n
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "BUNDLE"
    )
    plist = next(k.value for k in bundle.keywords if k.arg == "info_plist")
    return eval(compile(ast.Expression(plist), "spec", "eval"), {**consts, "VERSION": "0.0.0"})  # noqa: S307


def test_macos_bundle_declares_the_jrlog_document_type():
    plist = _info_plist()
    plistlib.dumps(plist)  # only plist types
    (doc,) = plist["CFBundleDocumentTypes"]
    (uti,) = plist["UTExportedTypeDeclarations"]
    assert doc["LSItemContentTypes"] == [uti["UTTypeIdentifier"]]
    assert doc["CFBundleTypeRole"] == "Viewer" and doc["LSHandlerRank"] == "Owner"
    assert uti["UTTypeTagSpecification"]["public.filename-extension"] == ["jrlog"]
    assert uti["UTTypeIdentifier"].startswith(APP_ID + ".")
    assert paths.autosave_path().suffix == ".jrlog"  # the extension the app writes
