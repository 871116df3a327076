"""Screen readers and system voices through prismatoid ("Prism", MPL-2.0), one library over the
vendors' own interfaces: NVDA, JAWS, ZDSR, PC-Talker, System Access, ZoomText and SAPI / OneCore
on Windows; VoiceOver and AVSpeech on macOS; Orca and speech-dispatcher on Linux. It is a
dependency where it ships wheels (pyproject.toml); elsewhere ``prism`` is None and the command
voices (voices.py) speak instead."""

from __future__ import annotations

from typing import Any

from jongrogue.speech.backend import Backend, VoiceUnavailable

try:  # optional: only some platforms have it (pyproject.toml's markers)
    import prism
except Exception:  # ImportError, or a native library that does not load here
    prism = None
if not (hasattr(prism, "Context") and hasattr(prism, "BackendId")):
    prism = None  # not installed, or another package of that name

# the readers first (the player's own voice), in prism's registry order among themselves
READERS = (
    "NVDA",
    "JAWS",
    "ZDSR",
    "PC_TALKER",
    "SYSTEM_ACCESS",
    "ZOOM_TEXT",
    "BOY_PC_READER",
    "SENSE_READER",
    "VOICE_OVER",
    "ORCA",
)
SYSTEM_VOICES = ("ONE_CORE", "SAPI", "AV_SPEECH", "SPEECH_DISPATCHER")
_context = None


def _ctx():
    global _context
    if prism is None:
        raise VoiceUnavailable("the prismatoid library is not installed")
    if _context is None:
        try:
            _context = prism.Context()
        except Exception as exc:
            raise VoiceUnavailable(f"prismatoid: {exc}") from exc
    return _context


def _open(names) -> tuple[Any, str]:
    ctx, problems = _ctx(), []
    for name in names:
        bid = getattr(prism.BackendId, name, None)
        if bid is None or not ctx.exists(bid):
            continue
        try:
            backend = ctx.create(bid)
        except Exception as exc:  # not running, not installed
            problems.append(f"{name}: {exc}")
            continue
        if backend.features.is_supported_at_runtime:
            return backend, name
    raise VoiceUnavailable("; ".join(problems) or "prismatoid: no such voice here")


class PrismVoice(Backend):
    def __init__(self, names):
        self._b, self.kind = _open(names)
        self.screen_reader = self.kind in READERS
        self.id = "prism:" + self.kind.lower()
        self._voices: dict[str, int | None] = {}  # language -> voice index
        self._lang: str | None = None
        features = self._b.features
        self._can_tell = features.supports_is_speaking
        self._can_choose = features.supports_count_voices and features.supports_set_voice

    def _voice_for(self, lang: str) -> None:
        """A system voice speaks the language of the text (a reader keeps its own voice)."""
        if self.screen_reader or not self._can_choose or lang == self._lang:
            return
        self._lang = lang
        if lang not in self._voices:
            self._voices[lang] = self._find(lang)
        if self._voices[lang] is not None:
            self._b.voice = self._voices[lang]

    def _find(self, lang: str) -> int | None:
        b = self._b
        try:
            b.refresh_voices()
            for i in range(b.voices_count):
                if b.get_voice_language(i).lower().replace("_", "-").startswith(lang):
                    return i
        except Exception:  # a voice list it cannot give: the default voice speaks
            pass
        return None

    def speak(self, text: str, lang: str, interrupt: bool) -> None:
        self._voice_for(lang)
        self._b.speak(text, interrupt=interrupt)

    def speaking(self) -> bool | None:
        return bool(self._b.speaking) if self._can_tell else None

    def stop(self) -> None:
        try:
            self._b.stop()
        except Exception:  # some readers cannot stop (prism says so by raising)
            pass


def screen_reader() -> PrismVoice:
    return PrismVoice(READERS)


def system_voice() -> PrismVoice:
    return PrismVoice(SYSTEM_VOICES)


def running_screen_reader() -> str | None:
    """The reader prismatoid finds running (Windows, macOS), else None."""
    try:
        return screen_reader().kind
    except Exception:  # none running, or a library failing its own way: no reader seen
        return None
