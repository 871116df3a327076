"""Which voice speaks. The player chooses (Settings) one of CHOICES; each is a list of voices to
try in order on this platform, and the first that opens speaks:

    screen_reader   the running screen reader: through prismatoid (Windows: NVDA, JAWS,
                    PC-Talker …; macOS: VoiceOver), VoiceOver's AppleScript, or on Linux
                    speech-dispatcher, which Orca speaks through
    system_voice    a voice of the system: SAPI / OneCore (Windows), the macOS voice,
                    speech-dispatcher or else espeak-ng (Linux)
    auto            the screen reader when one is running, else the system voice

``open_voice`` never raises: no voice at all is (None, why) and the game plays on silent. Loaded
when a voice is opened (``ui.voice.start``): the command voices bring ``subprocess``, which a
silent start does without; whether a screen reader runs is ``detect``'s."""

from __future__ import annotations

import sys
from dataclasses import dataclass

from jongrogue.speech import prism_voice, voices
from jongrogue.speech.backend import Backend, VoiceUnavailable
from jongrogue.storage.settings import SPEECH_VOICES as CHOICES


def _candidates(choice: str, platform: str) -> list:
    """The constructors to try for ``choice`` on ``platform``, best first."""
    if platform.startswith("linux"):
        readers = [prism_voice.screen_reader, voices.SpeechDispatcher]
        system = [voices.SpeechDispatcher, voices.EspeakNg, prism_voice.system_voice]
    elif platform == "darwin":
        readers = [prism_voice.screen_reader, voices.VoiceOverScript]
        system = [prism_voice.system_voice, voices.MacSay]
    else:  # Windows (and anything else prismatoid serves)
        readers = [prism_voice.screen_reader]
        system = [prism_voice.system_voice, voices.EspeakNg]
    return readers if choice == "screen_reader" else system


@dataclass
class Opened:
    """The voice a choice opened (or None), the screen reader seen, and why not, if not."""

    voice: Backend | None
    reader: str | None  # the screen reader seen running (None: none)
    problem: str = ""  # why no voice opened (or why not the one chosen)


def open_voice(choice: str, platform: str = sys.platform, reader: str | None = None) -> Opened:
    """The voice for ``choice``; ``reader``: a screen reader already seen running."""
    if choice not in CHOICES:
        choice = "auto"
    if choice == "auto":
        choice = "screen_reader" if reader else "system_voice"
    problems = []
    for make in _candidates(choice, platform):
        try:
            return Opened(make(), reader)
        except VoiceUnavailable as exc:
            problems.append(str(exc))
        except Exception as exc:  # a library that fails in a way of its own: still no stop
            problems.append(f"{type(exc).__name__}: {exc}")
    return Opened(None, reader, "; ".join(problems))
