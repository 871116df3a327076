"""AppContext: the one object every scene receives (``scene.ctx``).

ctx.settings        jongrogue.storage.settings.Settings (mutable; call ctx.save_settings())
ctx.lang            "ja" | "en" (settings, or i18n.default_language())
ctx.t(key, **fmt)   UI string ``ui.<key>`` of the current language (ui_<lang>.yaml)
ctx.name(id)        player-facing name of a rules id (monster, item, option ...)
ctx.layout          Layout (window size, UI scale); ctx.s(v) scales a logical length
ctx.font(size, serif=False, bold=False)   font of logical size ``size``
ctx.sound           Sound (ctx.sound.play("click"))
ctx.game            the current engine Game or None; ctx.save_path: its autosave journal
ctx.autosave_writer the GameController writing the autosave in this process, or None
ctx.history         jongrogue.runfiles.history.History
ctx.notify(text)    show a short toast at the bottom of the window (and say it)
ctx.speech          jongrogue.speech.speaker.Speaker (off and voiceless until ui/voice/start.py)
ctx.spoken()        the words as they are spoken (text/spoken.py), language and verbosity of now
ctx.epoch           bumped whenever language / scale / window size change (scenes re-layout)
"""

from __future__ import annotations

import time
from pathlib import Path

from jongrogue.runfiles.history import History
from jongrogue.speech.speaker import Speaker
from jongrogue.storage import paths
from jongrogue.storage.settings import Problem, Settings, load_settings, save_settings, saved_now
from jongrogue.text import spoken as spoken_text
from jongrogue.text import strings
from jongrogue.ui import contrast, fonts
from jongrogue.ui.layout import Layout
from jongrogue.ui.sound import Sound


class Toast:
    def __init__(
        self, text: str, kind: str = "info", seconds: float = 4.0, family: str | None = None
    ):
        self.text, self.kind, self.family = text, kind, family
        self.until = time.monotonic() + seconds
        self.scene = None  # the screen it was first shown on: it stays with it (ui/app_loop.py)


# settings that belong to a window, not taken over from another copy's save
WINDOW_OWN = frozenset({"window_size", "fullscreen", "speech", "speech_voice"})


class AppContext(strings.Texts):
    def __init__(
        self,
        settings: Settings | None = None,
        *,
        size=(1280, 800),
        persist: bool = True,
        sound=None,
        history: History | None = None,
    ):
        problem = None
        if settings is None:
            settings, problem = load_settings()
        self.settings = settings
        # as last loaded or saved: a save writes only what changed since (another copy's
        # changes in between are kept; storage/settings.py)
        self._settings_saved = settings.to_dict()
        self.persist = persist
        self.lang_override: str | None = None
        self.scale_override: int | None = None
        self.layout = Layout(size, settings.ui_scale)
        self.epoch = 0
        self.toasts: list[Toast] = []
        self.game = None
        self.save_path: Path | None = None
        self.autosave_writer = None  # controller.GameController; it lets go in close()
        self.history = history or History()
        self.reviews: dict = {}  # run -> its Review, while the app runs (ui/replay/review_view.py)
        self.unsaved_runs: list = []  # ui/unsaved_runs.py: runs the disk refused, kept here
        self.history_reconciled = False  # on start, History is brought in line with the journals
        if sound is None:
            sound = Sound(enabled=settings.sound, volume=settings.volume)
        self.sound = sound
        self.display_dirty = False  # the app loop re-creates the window (fullscreen)
        contrast.apply(settings.high_contrast)
        self.quit_requested = False
        self.speech = Speaker(on_problem=self._speech_failed)
        self._spoken: spoken_text.SpokenTexts | None = None
        self.pad_active = False  # the last input came from a game controller (ui/pad.py)
        self.review_at = (None, -1)  # the review key's place in the log: (whose log, line)
        if problem:
            self.warn(problem)

    # -- language ----------------------------------------------------------------------------
    @property
    def lang(self) -> str:  # type: ignore[override]  # (Texts.lang: here it follows the settings)
        return self.lang_override or self.settings.language or strings.default_language()

    def set_language(self, lang: str) -> None:
        self.lang_override = None
        self.settings.language = lang
        self.touch()

    # -- scale / size ------------------------------------------------------------------------
    def s(self, v: float) -> int:
        return self.layout.s(v)

    def font(self, size: float, *, serif: bool = False, bold: bool = False):
        return fonts.get_font(max(6, self.layout.s(size)), serif=serif, bold=bold)

    @property
    def scale_pct(self) -> int:
        return self.scale_override or self.settings.ui_scale

    def set_size(self, size) -> None:
        if tuple(size) != self.layout.size:
            self.layout = Layout(size, self.scale_pct)
            self.touch()

    def set_scale(self, pct: int) -> None:
        self.scale_override = None
        self.settings.ui_scale = pct
        self.layout = Layout(self.layout.size, pct)
        self.touch()

    def set_scale_override(self, pct: int | None) -> None:
        """Lay out at `pct` for this run only (``--scale``; None: the saved scale) and leave the
        setting as it is."""
        self.scale_override = pct
        if self.layout.scale_pct != self.scale_pct:
            self.layout = Layout(self.layout.size, self.scale_pct)
            self.touch()

    def touch(self) -> None:
        self.epoch += 1

    # -- messages ----------------------------------------------------------------------------
    def notify(
        self,
        text: str,
        kind: str = "info",
        seconds: float = 4.0,
        said: str | None = None,
        family: str | None = None,
    ) -> None:
        """A toast, also said (``said``: its words for the ear, where they differ). A toast of a
        ``family`` replaces the one before it: the news of the same thing, not a second item."""
        if family is not None:
            self.toasts[:] = [t for t in self.toasts if t.family != family]
        self.toasts.append(Toast(text, kind, seconds, family))
        del self.toasts[:-3]
        if self.speech.enabled:
            self.speech.say(self.spoken().speakable(text if said is None else said))

    # -- speech ------------------------------------------------------------------------------
    def spoken(self) -> spoken_text.SpokenTexts:
        """The game's words as spoken now (the language and verbosity of the moment)."""
        lang, verbosity = self.lang, self.settings.speech_verbosity
        words = self._spoken
        if words is None or words.lang != lang or words.verbosity != verbosity:
            words = self._spoken = spoken_text.SpokenTexts(lang, verbosity)
        return words

    def _speech_failed(self, detail: str) -> None:
        self.notify(self.t("speech.voice_failed", detail=detail), "warning", 10.0)

    def warn(self, problem: Problem | None) -> None:
        if problem is not None:
            self.notify(self.t("warn." + problem.key, **problem.args), "warning", 8.0)

    def save_settings(self) -> bool:
        if not self.persist:
            return True
        problem = save_settings(self.settings, baseline=self._settings_saved)
        self.warn(problem)
        if problem is None:
            self._settings_saved = self.settings.to_dict()
        return problem is None

    def adopt_saved_settings(self) -> bool:
        """Take over what another copy of the game saved since this one last loaded or saved its
        settings, where this copy left the setting alone (the Settings screen then shows what the
        file holds); the window's size and full screen and the voice stay. True if any."""
        disk = saved_now() if self.persist else None
        if disk is None:
            return False
        ours, base = self.settings.to_dict(), self._settings_saved
        theirs = {
            k: v
            for k, v in disk.items()
            if k not in WINDOW_OWN and k in ours and ours[k] == base.get(k) and v != ours[k]
        }
        if not theirs:
            return False
        adopted, _ = Settings.from_dict({**ours, **theirs})
        for k in theirs:
            setattr(self.settings, k, getattr(adopted, k))
        self._settings_saved = {**base, **{k: disk[k] for k in theirs}}
        if "high_contrast" in theirs:
            contrast.apply(self.settings.high_contrast)
        if "sound" in theirs:
            self.sound.enabled = self.settings.sound
        if "volume" in theirs:
            self.sound.set_volume(self.settings.volume)
        self.touch()  # (the language, the keys' labels, the colours: drawn anew)
        return True

    def startup_warnings(self) -> None:
        """Toast the font / sound problems found while starting, and a saves or log folder
        that cannot be used (something else in its place)."""
        if fonts.font_warning():
            self.notify(self.t("warn.font", detail=fonts.font_warning()), "warning", 10.0)
        if self.sound.warning and self.settings.sound:
            self.notify(self.t("warn.sound", detail=self.sound.warning), "info", 6.0)
        for key, folder in (
            ("saves_folder", paths.saves_dir(create=False)),
            ("log_folder", paths.log_dir(create=False)),
        ):
            problem = paths.folder_problem(folder)
            if problem:
                self.notify(self.t("warn." + key, path=str(folder), error=problem), "warning", 12.0)
        if not self.history_reconciled and self.persist:
            self.history_reconciled = True
            self.history.reconcile()
            self.history.rows()  # a database it cannot read is bypassed: one line says so
            self.warn(self.history.problem_once())

    # -- saves -------------------------------------------------------------------------------
    @staticmethod
    def has_autosave() -> bool:
        return paths.has_autosave()
