"""Rendered tiles (and post-its: the PC token) kept on disk between runs (the first title and table frames drew ~20 new tile
faces, a quarter of the start-up time: supersampled canvases and thick 240 px glyphs).

Each tile is stored as raw BGRA bytes (the renderer's own pixel layout, so blits stay fast) under
a folder named by a *fingerprint* of everything the drawing depends on: the code of the art
modules below — the source file each was loaded from (path, size, modification time, as Python's
own byte-code cache judges a source changed), or, for a module without one (the frozen app), its
code objects and their upper-case constants (the art modules import only each other, so a
source file's stat covers its constants too) — the bundled font files (path, size, modification
time; or their absence), the pygame version and ``FORMAT``. (Describing every code object took
about 2 ms of each start.)
Edit any of them and the tiles are drawn afresh into a new folder. Each file is sealed with a
digest of its name and pixels (``cachedir.read_sealed``): a missing, unreadable, short or
changed file (one pixel, one flipped bit, another tile's file) is redrawn, and an unwritable
folder only costs the drawing.
Folder: ``tiles`` in ``jongrogue.system.cachedir`` (``JONGROGUE_NO_CACHE=1`` turns it off).
"""

from __future__ import annotations

import hashlib
import os
import sys
import types
from functools import lru_cache
from pathlib import Path

import pygame

from jongrogue.system.cachedir import cache_dir, read_sealed, write_sealed
from jongrogue.ui import fonts

FORMAT = 3  # 3: sealed files
# every module whose code or constants change how a tile looks (tests check tiles needs no other)
ART_MODULES = (
    "jongrogue.ui.art.tiles",
    "jongrogue.ui.art.markers",
    "jongrogue.ui.art.shapes",
    "jongrogue.ui.art.felt",
    "jongrogue.ui.art.faces",
    "jongrogue.ui.art.bird",
    "jongrogue.ui.art.glyphs",
    "jongrogue.ui.art.palette",
    "jongrogue.ui.fonts",
    "jongrogue.ui.font_face",
    "jongrogue.ui.art.stored",
    "jongrogue.system.fontfiles",
    "jongrogue.system.resources",
)


def _function(value):
    value = getattr(value, "__wrapped__", value)  # lru_cache wrappers
    return value if isinstance(value, types.FunctionType) else None


def _canon(obj):
    """A repr-stable form: ``marshal`` output depends on reference counts and set order on hash
    seeds, so code is described by its bytecode, names and (canonical) constants instead."""
    if isinstance(obj, types.CodeType):
        return (
            "code",
            obj.co_code,
            obj.co_names,
            obj.co_varnames,
            obj.co_freevars,
            obj.co_cellvars,
            obj.co_argcount,
            obj.co_kwonlyargcount,
            obj.co_flags,
            tuple(_canon(c) for c in obj.co_consts),
        )
    if isinstance(obj, (frozenset, set)):
        return ("set", tuple(sorted(repr(_canon(x)) for x in obj)))
    if isinstance(obj, dict):
        return ("dict", tuple((repr(_canon(k)), _canon(v)) for k, v in obj.items()))
    if isinstance(obj, (tuple, list)):
        return tuple(_canon(x) for x in obj)
    return obj


def _describe(fn) -> bytes:
    return repr((_canon(fn.__code__), _canon(fn.__defaults__), _canon(fn.__kwdefaults__))).encode()


def _source(module) -> tuple[str, int, int] | None:
    """The path, size and modification time of the file ``module`` was loaded from (its ``.py``,
    or its ``.pyc`` without one), or None when there is no such file."""
    path = getattr(module, "__file__", None)
    try:
        stat = os.stat(path) if path else None
    except OSError:
        stat = None
    return None if stat is None else (str(path), stat.st_size, stat.st_mtime_ns)


@lru_cache(maxsize=1)
def fingerprint() -> str:
    h = hashlib.sha256(f"{FORMAT} {pygame.version.ver}".encode())
    for name in ART_MODULES:
        module = sys.modules.get(name)
        if module is None:
            h.update(f"{name} not loaded".encode())
            continue
        source = _source(module)
        if source is not None:  # its code: as the file it came from says
            h.update(repr((name, source)).encode())
        for attr, value in sorted(vars(module).items()):
            fn = _function(value)
            if fn is not None and fn.__module__ == name:
                if source is None:
                    h.update(attr.encode() + _describe(fn))
            elif isinstance(value, type) and value.__module__ == name:
                for member_name, member in sorted(vars(value).items()):
                    if source is None and _function(member) is not None:
                        h.update(f"{attr}.{member_name}".encode() + _describe(_function(member)))
            elif (
                source is None
                and attr.isupper()
                and isinstance(value, (int, float, str, bytes, tuple, list, frozenset, set, dict))
            ):
                h.update(repr((attr, _canon(value))).encode())
    for serif in (False, True):
        path = fonts.font_path(serif)
        stat = path.stat() if path is not None else None
        h.update(repr((str(path), stat and stat.st_size, stat and stat.st_mtime_ns)).encode())
    return h.hexdigest()[:24]


def _file(key: tuple) -> Path | None:
    folder = cache_dir("tiles")
    if folder is None:
        return None
    code, width, face_up, sideways, highlight = key
    hl = (
        "-"
        if highlight is None
        else (highlight if isinstance(highlight, str) else "rgb" + "_".join(map(str, highlight)))
    )
    return folder / fingerprint() / f"{code}_{width}_{int(face_up)}{int(sideways)}_{hl}.bgra"


def load(key: tuple, size: tuple[int, int]) -> pygame.Surface | None:
    """The stored tile for ``key`` (the arguments of the tile renderer), or None."""
    return _read(_file(key), size)


def store(key: tuple, surface: pygame.Surface) -> None:
    _write(_file(key), surface)


def _named_file(name: str) -> Path | None:
    folder = cache_dir("tiles")
    return None if folder is None else folder / fingerprint() / f"{name}.bgra"


def load_named(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """Another piece of the art modules' drawing (a post-it), stored under ``name`` (what it
    was drawn from, as a file name), or None."""
    return _read(_named_file(name), size)


def store_named(name: str, surface: pygame.Surface) -> None:
    _write(_named_file(name), surface)


def _read(path: Path | None, size: tuple[int, int]) -> pygame.Surface | None:
    if path is None:
        return None
    data = read_sealed(path, _seal_key(path))
    if data is None or len(data) != size[0] * size[1] * 4:
        return None
    return pygame.image.frombytes(data, size, "BGRA")  # the renderer's own layout


def _write(path: Path | None, surface: pygame.Surface) -> None:
    if path is None:
        return
    try:
        write_sealed(path, pygame.image.tobytes(surface, "BGRA"), _seal_key(path))
    except OSError:
        pass


def _seal_key(path: Path) -> str:
    """What a tile file is made from: the fingerprint (its folder) and the tile's arguments."""
    return f"{path.parent.name}/{path.name}"
