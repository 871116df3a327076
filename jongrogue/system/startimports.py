"""Modules the start names but does not use, run at their first use instead of at start-up.

Most of the package's modules are imported at start because a module that is used imports them
at its top (the table's scene names its dialogs, the app's loop the keys that speak), though the
first frame runs none of their code: about a tenth of the start's CPU. From the entry point to
the first frame (``hold()`` … ``release()``, as ``startgc`` and ``startcode``), a module named in
``DEFERRED`` that is imported for the first time is only found: its module object goes into
``sys.modules`` (and onto its package) as usual, and its code runs when one of its names is first
read (the way ``importlib.util.LazyLoader`` does it). So the imports stay at the top of their
modules, where ``tests/test_layers.py`` reads them (no circles, no layer skipped), and the
deferral is this one list. It only helps where the importer names the module, not a name from
it (``from jongrogue.ui.scenes import confirm``, then ``confirm.ConfirmScene``): ``from
module import name`` reads the name at once. ``tests/test_startimports.py`` checks that the
first table frame runs none of them. A module first imported after the first frame loads as
usual.
"""

from __future__ import annotations

import sys
import threading
import types
from importlib.machinery import ModuleSpec, SourceFileLoader, SourcelessFileLoader
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from importlib.abc import Loader

DEFERRED = frozenset(
    {
        "jongrogue.cli.parser",  # the run-file commands' arguments (for --help)
        "jongrogue.engine.journal.ops",  # undo, redo and the journal's entries
        "jongrogue.engine.views.check_odds",  # odds: a check's, a fight's
        "jongrogue.engine.views.fight_odds",
        "jongrogue.i18n.search",  # the rulebook's search (and unicodedata)
        "jongrogue.runfiles.stats",  # --scene stats
        "jongrogue.storage.crash",  # a crash report (and the platform module it names)
        "platform",
        "fractions",  # odds (and the decimal module it imports)
        "sqlite3",  # History: read after the first frame
        "jongrogue.storage.history_db",
        "datetime",  # dates in words and in History's rows
        "jongrogue.ui.board.hint_badges",  # the Hint's badges
        "jongrogue.ui.crash_notice",
        "jongrogue.text.describe",  # a tooltip's or the focus's words
        "jongrogue.text.spoken",  # the words as spoken (speech on)
        "jongrogue.ui.scenes.run_launch",  # the title's Daily
        "jongrogue.ui.print_export",  # printing the sheets
        "jongrogue.ui.replay.player",  # a resumed run's log
        "jongrogue.ui.scenes.describe_popup",
        "jongrogue.ui.voice.help",  # the keys by ear
        "jongrogue.ui.scenes.run_open",  # a run file dropped on the window
        "jongrogue.ui.sheets.records",  # the full sheets' records
        "jongrogue.ui.unsaved_runs",
        "jongrogue.ui.voice.advice",  # what the keys say: on the first key
        "jongrogue.ui.voice.form_focus",
        "jongrogue.ui.voice.keys",
        "jongrogue.runfiles.origin",  # a run's origin (daily, branch) in words
        "jongrogue.speech.detect",  # whether a screen reader runs: asked after the first frame
    }
)

# what the import system reads of a module it already has: answered without running its code
_PASS = frozenset({"__spec__", "__name__", "__class__"})
_lock = threading.RLock()


def _run(module: types.ModuleType) -> None:
    with _lock:
        if type(module) is _Deferred:  # (another thread may have run it meanwhile)
            spec = object.__getattribute__(module, "__spec__")
            object.__setattr__(module, "__class__", types.ModuleType)  # a module like any other
            try:
                spec.loader.exec_module(module)
            except BaseException:  # as a failed import: not left half made
                sys.modules.pop(spec.name, None)
                raise


class _Deferred(types.ModuleType):
    """A module whose code has not run yet: reading or setting any of its names runs it first."""

    def __getattribute__(self, attr: str):
        if attr in _PASS:
            return super().__getattribute__(attr)
        _run(self)
        return getattr(self, attr)

    def __setattr__(self, attr: str, value) -> None:
        _run(self)
        setattr(self, attr, value)


class _DeferLoader:
    """Wraps a module's own loader: makes the module as it would, runs its code later."""

    def __init__(self, loader):
        self.loader = loader

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module) -> None:
        module.__spec__.loader = self.loader  # (what the module sees as its loader once run)
        module.__loader__ = self.loader
        module.__class__ = _Deferred  # (a ModuleType as yet: the usual setattr)


class _Finder:
    """First on ``sys.meta_path`` while held: a deferred module's spec, with its loader wrapped."""

    def __init__(self):
        self.finding: set[str] = set()  # (another finder that asks the others asks this one too)

    def find_spec(self, name: str, path=None, target=None) -> ModuleSpec | None:
        if name not in DEFERRED or name in self.finding:
            return None
        self.finding.add(name)
        try:
            spec = self._others(name, path, target)
        finally:
            self.finding.discard(name)
        if spec is None:
            return None
        if isinstance(spec.loader, (SourceFileLoader, SourcelessFileLoader)):
            spec.loader = cast("Loader", _DeferLoader(spec.loader))
        return spec  # (anything else, an extension module, loads as usual)

    def _others(self, name: str, path, target) -> ModuleSpec | None:
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            if finder is not self and find is not None:
                spec = find(name, path, target)
                if spec is not None:
                    return spec
        return None


_finder: _Finder | None = None


def hold() -> None:
    """Modules in ``DEFERRED`` imported from now on run at their first use."""
    global _finder
    if _finder is None:
        _finder = _Finder()
        sys.meta_path.insert(0, _finder)


def release() -> None:
    """The start is over: modules imported from now on load as usual (the deferred ones already
    imported still run at their first use)."""
    global _finder
    if _finder is not None:
        if _finder in sys.meta_path:
            sys.meta_path.remove(_finder)
        _finder = None
