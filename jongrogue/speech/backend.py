"""A voice: where utterances go. Every voice is built the same way, so the speaker, the tests and
a later focus model never ask which one it is:

    speak(text, lang, interrupt)   hand one utterance over and return at once
    speaking() -> bool | None      still speaking (None: this voice cannot tell)
    stop(), close()

``RecordingSink`` keeps what it was given (the tests' voice)."""

from __future__ import annotations

from dataclasses import dataclass


class VoiceUnavailable(Exception):
    """A voice cannot be opened here (not installed, nothing running, no library)."""


class Backend:
    id = "none"  # the voice's id (choose.py), also in messages
    screen_reader = False  # the player's own screen reader (its voice and settings)

    def speak(self, text: str, lang: str, interrupt: bool) -> None:
        raise NotImplementedError

    def speaking(self) -> bool | None:
        return None

    def stop(self) -> None:
        pass

    def close(self) -> None:
        self.stop()


@dataclass(frozen=True)
class Spoken:
    """An utterance a voice was handed: its text, language and whether it interrupts."""

    text: str
    lang: str
    interrupt: bool
    frame: int  # the sink's frame counter when it was handed over


class RecordingSink(Backend):
    """Records what it is given; ``frame`` is advanced by the test (or the speaker's pumps)."""

    id = "recording"

    def __init__(self):
        self.spoken: list[Spoken] = []
        self.frame = 0
        self.busy = False  # what speaking() reports
        self.stops = 0

    def speak(self, text: str, lang: str, interrupt: bool) -> None:
        self.spoken.append(Spoken(text, lang, interrupt, self.frame))

    def speaking(self) -> bool | None:
        return self.busy

    def stop(self) -> None:
        self.stops += 1

    def texts(self) -> list[str]:
        return [s.text for s in self.spoken]
