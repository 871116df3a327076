"""The app's speech: one Speaker, switched on or off, speaking to one voice.

    sp = Speaker(voice, lang="en", enabled=True)
    sp.answering()          # the player pressed a key: what is said until pump() answers it
    sp.say("You hit the orc.", key=None)
    sp.pump()               # once a frame: hands what is due to the voice
    sp.repeat(); sp.toggle(); sp.last

Never raises: a voice that fails is closed, ``on_problem(detail)`` is called once, and the game
goes on silent. While speech is off, say() costs a test of a flag."""

from __future__ import annotations

import time

from jongrogue.speech.backend import Backend
from jongrogue.speech.queue import SpeechQueue, Utterance

# characters a second a voice gets through, for voices that cannot tell whether they still speak
# (on the quick side: a screen reader's users speed it up, and a wait too short costs nothing)
PACE = {"ja": 9.0, "en": 18.0}
ENDS = {"ja": "。！？!?", "en": ".!?:;"}
NAMED = (":", "：", ".", "。", ",", "、", " (", "（")  # what follows a name that a part begins with


def joined(parts: list[str], lang: str) -> str:
    """Parts as sentences of one utterance."""
    ends = ENDS.get(lang, ENDS["en"])
    out = []
    for part in (p.strip() for p in parts):
        if part:
            last = part.rstrip(")）」")[-1:] or part[-1]  # "(… this one.)" ends a sentence too
            out.append(part if last in ends else part + ("。" if lang == "ja" else "."))
    return ("" if lang == "ja" else " ").join(out)


def distinct(parts: list[str]) -> list[str]:
    """Parts without a repeat: one said before, or a name the next part starts with
    ("Character sheet A", "Character sheet A: level, XP …" is said once)."""
    once: list[str] = []
    seen: set[str] = set()
    for part in parts:
        bare = part.strip().rstrip(ENDS["ja"] + ENDS["en"])
        if bare and bare not in seen:
            seen.add(bare)
            once.append(part)
    out = []
    for i, part in enumerate(once):
        bare = part.strip().rstrip(ENDS["ja"] + ENDS["en"])
        following = once[i + 1].strip() if i + 1 < len(once) else ""
        if not (following.startswith(bare) and following[len(bare) :].startswith(NAMED)):
            out.append(part)
    return out


class Speaker:
    def __init__(
        self,
        voice: Backend | None = None,
        *,
        lang: str = "en",
        enabled: bool = False,
        clock=time.monotonic,
        on_problem=None,
    ):
        self.voice = voice
        self.lang = lang
        self.enabled = enabled
        self.clock = clock
        self.on_problem = on_problem  # callable(detail: str): shown once to the player
        self.queue = SpeechQueue()
        self.last = ""  # the last utterance handed to the voice
        self.problem = ""
        self._answer = False
        self._busy_until = 0.0
        self.said = 0  # utterances asked for so far (whether a key got an answer)
        self._screen = False  # the voice may still be saying a screen's announcement

    # -- saying ----------------------------------------------------------------------------------
    def answering(self) -> None:
        """What is said from now until the next pump answers the player's key or click."""
        self._answer = True

    def say(
        self,
        text: str,
        *,
        key: str | None = None,
        answer: bool = False,
        screen: bool = False,
        lasting: bool = False,
    ) -> None:
        """Queue ``text``; ``screen``: a screen's announcement, which the answer to a later key
        does not cut off while it is spoken unless that answer is a screen's too; ``lasting``:
        it waits for the voice however long that takes, and follows an answer that interrupts
        it (a tutorial's step)."""
        if self.enabled and text:
            self.said += 1
            u = Utterance(text, answer or self._answer, key, self.clock(), screen, lasting)
            self.queue.put(u)

    def unsay(self, key: str) -> None:
        """Forget what this frame said with ``key`` (not yet handed to the voice)."""
        self.queue.unsay(key)

    def waiting(self, key: str) -> bool:
        """Whether an utterance with ``key`` is still to be handed to the voice."""
        return self.enabled and self.queue.waiting(key)

    def say_now(self, text: str) -> None:
        """Said at once over anything, straight to the voice: no frame will pump it (a crash)."""
        if not (self.enabled and text) or self.voice is None:
            return
        self.last = text
        try:
            self.voice.speak(text, self.lang, True)
        except Exception as exc:  # a voice that fails never stops what follows
            self._failed(exc)

    def repeat(self) -> None:
        if self.last:
            self.say(self.last, answer=True)

    def set_enabled(self, on: bool, said: str = "") -> None:
        """Switch speech on or off; ``said`` is spoken either way (the switch tells it)."""
        if on:
            self.enabled = True
            self.say(said, answer=True)
            return
        self.say(said, answer=True)
        self.pump()
        self.enabled = False
        self.queue.clear()

    def use(self, voice: Backend | None) -> None:
        if self.voice is not None and self.voice is not voice:
            self._close(self.voice)
        self.voice, self.problem = voice, ""
        self._busy_until = 0.0

    # -- once a frame ------------------------------------------------------------------------------
    def pump(self) -> None:
        self._answer = False
        if not self.enabled or not self.queue.pending():
            return
        now = self.clock()
        due = self.queue.take(now, self._idle(now))
        if due is None:
            return
        parts, interrupt = due
        screen = self.queue.took_screen
        if interrupt and self._screen and not screen and not self._idle(now):
            # a key that stays on the screen: its answer waits for the announcement to end
            self.queue.hold(joined(parts, self.lang), now)
            return
        self._screen = screen
        text = joined(parts, self.lang)
        if not text:
            return
        self.last = text
        if self.voice is None:
            return
        try:
            self.voice.speak(text, self.lang, interrupt)
        except Exception as exc:  # a voice that fails never stops the game
            self._failed(exc)
            return
        self._busy_until = now + len(text) / PACE.get(self.lang, PACE["en"])

    def _idle(self, now: float) -> bool:
        if self.voice is None:
            return True
        try:
            speaking = self.voice.speaking()
        except Exception as exc:
            self._failed(exc)
            return True
        return not speaking if speaking is not None else now >= self._busy_until

    def _failed(self, exc: Exception) -> None:
        voice, self.voice = self.voice, None
        self._close(voice)
        self.problem = f"{getattr(voice, 'id', '?')}: {type(exc).__name__}: {exc}"
        if self.on_problem is not None:
            self.on_problem(self.problem)

    @staticmethod
    def _close(voice) -> None:
        try:
            voice.close()
        except Exception:
            pass

    def close(self) -> None:
        if self.voice is not None:
            self._close(self.voice)
            self.voice = None
