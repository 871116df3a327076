"""What to say next. Everything said between two pumps (one frame) is spoken as one utterance:
an answer to the player's key interrupts whatever is being said and forgets what was waiting
(the player has moved on); events wait until the voice is free, a newer one with the same key
replaces a waiting one, at most MAX_WAITING wait (never a part of the newest frame: a command's
outcome and what follows it, such as the tutorial's next step, arrive together and are kept
whole), and none waits longer than STALE_AFTER. A lasting utterance (a tutorial's step, a food
check) and what its frame said with it are the exception: they never go stale, are never among
the dropped, and an answer that does not say them again (by key) is said first, then they
follow."""

from __future__ import annotations

from dataclasses import dataclass

STALE_AFTER = 8.0  # seconds an event may wait for the voice before it is dropped
MAX_WAITING = 4  # events waiting at most (the oldest is dropped first)


@dataclass
class Utterance:
    """An utterance waiting for the voice."""

    text: str
    answer: bool = False  # said in answer to the player's key or click: interrupts
    key: str | None = None  # a newer utterance with the same key replaces this one
    at: float = 0.0  # when it was said (the speaker's clock)
    screen: bool = False  # a screen's announcement (opened or shown again)
    lasting: bool = False  # waits however long it takes; an answer does not forget it


def _coalesce(items: list[Utterance]) -> list[Utterance]:
    """The utterances in order, each key's newest only, no text twice in a row."""
    newest = {u.key: i for i, u in enumerate(items) if u.key is not None}
    out: list[Utterance] = []
    for i, u in enumerate(items):
        if u.key is not None and newest[u.key] != i:
            continue
        if out and out[-1].text == u.text:
            continue
        out.append(u)
    return out


class SpeechQueue:
    def __init__(self):
        self._frame: list[Utterance] = []  # said since the last take
        self._waiting: list[Utterance] = []  # events waiting for the voice
        self.took_screen = False  # the last take held a screen's announcement
        self.took: list[Utterance] = []  # what the last take handed out

    def put(self, u: Utterance) -> None:
        if u.text:
            self._frame.append(u)

    def hold(self, text: str, now: float) -> None:
        """``text`` (the last take) waits for the voice to be free (an answer kept from cutting a
        screen's announcement off; a newer answer replaces it, but not what lasts)."""
        keys = [u.key for u in self.took if u.lasting]
        key = keys[-1] if keys else None
        self._waiting = self._lasting({key}) + [
            Utterance(text, at=now, key=key, lasting=bool(keys))
        ]

    def _lasting(self, said: set) -> list[Utterance]:
        """The lasting utterances waiting, but those said again (by key) in ``said``."""
        return [u for u in self._waiting if u.lasting and (u.key is None or u.key not in said)]

    def unsay(self, key: str) -> None:
        """Forget what this frame said with ``key``."""
        self._frame = [u for u in self._frame if u.key != key]

    def waiting(self, key: str) -> bool:
        """Whether an utterance with ``key`` is still to be handed to the voice."""
        return any(u.key == key for u in self._frame + self._waiting)

    def clear(self) -> None:
        self._frame.clear()
        self._waiting.clear()

    def pending(self) -> bool:
        return bool(self._frame or self._waiting)

    def take(self, now: float, idle: bool) -> tuple[list[str], bool] | None:
        """The texts to speak now and whether they interrupt, or None. ``idle``: the voice is
        free (an answer is taken whether it is or not)."""
        frame, self._frame = self._frame, []
        if any(u.answer for u in frame):
            self._waiting = self._lasting({u.key for u in frame})
            self.took_screen = any(u.screen for u in frame)
            self.took = _coalesce(frame)
            return [u.text for u in self.took], True
        if any(u.lasting for u in frame):  # (a frame is kept whole: the outcome before a step)
            for u in frame:
                u.lasting = True
        if frame:
            merged, fresh = _coalesce(self._waiting + frame), {id(u) for u in frame}
            newest = sum(id(u) in fresh for u in merged)
            keep = len(merged) - max(MAX_WAITING, newest)
            self._waiting = [u for i, u in enumerate(merged) if i >= keep or u.lasting]
        self._waiting = [u for u in self._waiting if u.lasting or now - u.at <= STALE_AFTER]
        if not idle or not self._waiting:
            return None
        out, self._waiting = self._waiting, []
        self.took_screen = any(u.screen for u in out)
        self.took = out
        return [u.text for u in out], False
