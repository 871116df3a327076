"""The methods ``dataclasses`` generates, compiled once per text, not once per start.

``dataclasses`` writes each method it generates (``__init__``, ``__eq__``, a frozen class's
``__hash__``, ``__setattr__`` and ``__delattr__`` …) as source text and compiles it with ``exec``
at every import: on Python 3.11 about 170 compilations before the first table frame, most of the
dataclasses' cost and about a twelfth of the start's CPU. ``hold()``, at the entry points before
the app's imports, hands ``dataclasses`` an ``exec`` that takes the code an earlier start
compiled from the same text (a ``marshal`` file in the cache folder, sealed like the others and
named for the interpreter's byte code, as a ``.pyc`` is) and compiles only a text it has not
seen; ``release()``, at the first frame (or where ``startgc`` releases), gives ``dataclasses``
its own ``exec`` back and writes the file when a text was new (the texts kept before too, so the
window's start and a headless one do not undo each other). The code is what ``exec`` would
compile from that text (the same file name, no inherited ``__future__`` flags), so the classes
are the same; a missing, damaged or foreign file only means compiling, as without the cache. Like
a ``.pyc`` beside the sources, the file is trusted as far as the folder it is in.

Cache folder: ``code`` in ``jongrogue.system.cachedir`` (``JONGROGUE_NO_CACHE=1`` turns it off).
"""

from __future__ import annotations

import builtins
import dataclasses
import marshal
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType

from jongrogue.system.cachedir import cache_dir, read_sealed, write_sealed

FORMAT = 1  # bump when the cached form changes
MAX_TEXTS = 1000  # the start compiles about 170; past this the old texts are dropped
KEY = f"dataclass code {FORMAT} {MAGIC_NUMBER.hex()}"


class CachedExec:
    """``exec`` for ``dataclasses``: a text's code from ``known`` when an earlier start compiled
    it; ``used`` collects the code of every text asked for, ``new`` whether one was compiled."""

    def __init__(self, known: dict[str, CodeType]):
        self.known = known
        self.used: dict[str, CodeType] = {}
        self.new = False

    def __call__(self, source, globals=None, locals=None):
        if globals is None:  # what exec would use: the caller's, dataclasses' own globals
            globals = vars(dataclasses)
        if isinstance(source, str):
            code = self.known.get(source)
            if code is None:
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.new = True
            self.used[source] = code
            return builtins.exec(code, globals, locals)
        return builtins.exec(source, globals, locals)


_held: CachedExec | None = None


def cache_file() -> Path | None:
    folder = cache_dir("code")
    return None if folder is None else folder / f"dataclasses-{MAGIC_NUMBER.hex()}.marshal"


def read(path: Path | None) -> dict[str, CodeType]:
    """The texts and their code from ``path``; empty when it is missing or not that."""
    blob = None if path is None else read_sealed(path, KEY)
    if blob is None:
        return {}
    try:
        known = marshal.loads(blob)
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(known, dict):
        return {}
    return {t: c for t, c in known.items() if isinstance(t, str) and isinstance(c, CodeType)}


def hold() -> None:
    """Generated methods from the cache while the app starts (only if nothing else set one)."""
    global _held
    if _held is None and "exec" not in vars(dataclasses):
        _held = CachedExec(read(cache_file()))
        dataclasses.exec = _held  # type: ignore[attr-defined]  # (the name it calls)


def release() -> None:
    """The start is over: ``dataclasses`` compiles as usual again; the new texts are kept."""
    global _held
    if _held is None:
        return
    held, _held = _held, None
    if vars(dataclasses).get("exec") is held:
        del dataclasses.exec  # type: ignore[attr-defined]
    path = cache_file()
    if held.new and path is not None:
        kept = {**held.known, **held.used} if len(held.known) < MAX_TEXTS else held.used
        try:
            write_sealed(path, marshal.dumps(kept), KEY)
        except (OSError, ValueError):  # best effort: the next start compiles again
            pass
