"""Text widths an earlier start measured, so a start measures only lines it has not seen.

The first table frame measures about a thousand lines (labels fitted to their buttons, paragraphs
wrapped, sizes tried by ``fit_font``), and FreeType loads each glyph's outline at each size to do
it: about a twentieth of the start's CPU. Between ``hold()`` (at the entry points, with
``startcode``) and ``release()`` (at the first frame, where ``startgc`` releases),
``ui/font_face.py`` asks ``known`` before it measures and tells ``measured`` what it measured;
``release()`` writes the widths (a ``marshal`` file in the cache folder, sealed like the others)
when one was new, the earlier starts' kept too (a start to the title and one to the table do not
undo each other) up to ``MAX_WIDTHS``: this start's lines last, the longest unseen dropped first,
so the file a start reads stays small however many screens, languages and scales the player has
started with (reading 13,000 widths took 7 ms of a start); and stops both. A width is stored under its face's identity (the
file's name, size and time, with pygame's version), its size, boldness and line, so another font
file or pygame never reads a stale width; a missing, damaged or foreign file only means
measuring, as without it.

Cache folder: ``text`` in ``jongrogue.system.cachedir`` (``JONGROGUE_NO_CACHE=1`` turns it off).
"""

from __future__ import annotations

import marshal
from pathlib import Path

from jongrogue.system.cachedir import cache_dir, read_sealed, write_sealed

FORMAT = 1  # bump when the cached form changes
KEY = f"text widths {FORMAT}"
MAX_WIDTHS = 3_000  # a start measures a few hundred to a thousand lines

Width = tuple[str, int, bool, str]  # (face identity, size, bold, line)


class _Start:
    def __init__(self) -> None:
        self.known: dict[Width, int] | None = None  # read at the first question
        self.seen: dict[Width, int] = {}
        self.new = False


_held: _Start | None = None


def cache_file() -> Path | None:
    folder = cache_dir("text")
    return None if folder is None else folder / "widths.marshal"


def read(path: Path | None) -> dict[Width, int]:
    blob = None if path is None else read_sealed(path, KEY)
    try:
        known = marshal.loads(blob) if blob is not None else {}
    except (EOFError, ValueError, TypeError):
        return {}
    return known if isinstance(known, dict) else {}


def hold() -> None:
    global _held
    if _held is None:
        _held = _Start()


def known(key: Width) -> int | None:
    """The width an earlier start measured for ``key``, while the start is held."""
    start = _held
    if start is None:
        return None
    if start.known is None:
        start.known = read(cache_file())
    width = start.known.get(key)
    if isinstance(width, int):
        start.seen[key] = width
        return width
    return None


def measured(key: Width, width: int) -> None:
    start = _held
    if start is not None and len(start.seen) < MAX_WIDTHS:
        start.seen[key] = width
        start.new = True


def release() -> None:
    """The start is over: the widths it measured are kept for the next one (best effort)."""
    global _held
    start, _held = _held, None
    path = cache_file()
    if start is None or path is None:
        return
    if not start.new and len(start.known or {}) <= MAX_WIDTHS:  # (a larger file: cut to size)
        return
    kept = dict(start.known or {})
    for key in start.seen:  # what this start drew goes last: the oldest are dropped first
        kept.pop(key, None)
    kept.update(start.seen)
    if len(kept) > MAX_WIDTHS:
        kept = dict(list(kept.items())[-MAX_WIDTHS:])
    try:
        write_sealed(path, marshal.dumps(kept), KEY)
    except (OSError, ValueError):  # the next start measures again
        pass
