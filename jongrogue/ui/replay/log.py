"""The replay's texts: the message log as the table showed it after command n, and the step label.

``ReplayLog.entries(ctx, n)`` rebuilds the log from the journal, the last ``LOG_WINDOW`` commands
before n (or all of them: the table's whole log) (cached per command, refreshed when the language changes); ``step_label`` names command
n and ``step_said`` says it with what it did; ``mark_current`` draws the gold bar beside the lines
of the command the replay stands on.
"""

from __future__ import annotations

import pygame

from jongrogue.engine import Game
from jongrogue.speech.speaker import joined
from jongrogue.text import command_text, log_format
from jongrogue.text.paper_words import seed_key
from jongrogue.ui import theme

LOG_WINDOW = 20  # commands of log kept behind the current one (scroll back)


class ReplayLog:
    def __init__(self, timeline, opening=(), started: str = "replay.log_started"):
        """``started``: the key of the first line ("Replay of seed …"; the table's whole log
        says "Game started (seed …)")."""
        self.timeline = timeline
        self.opening = list(opening)  # the opening's public events, logged after its first line
        self.seed = timeline.header.get("seed")
        self.started_key = seed_key(started, timeline.header.get("tiles"))
        self._cache: dict = {}
        self._lang = None

    def _command_entries(self, ctx, i: int, pre_view, command, events) -> list:
        hit = self._cache.get(i)
        if hit is None:
            label = command_text.label(ctx, command, pre_view)
            monsters = log_format.monsters_in(pre_view)
            hit = log_format.entries_for(ctx, label, events, i, monsters)
            self._cache[i] = hit
            if len(self._cache) > 4 * LOG_WINDOW:
                for k in sorted(self._cache, key=lambda k: abs(k - i))[3 * LOG_WINDOW :]:
                    del self._cache[k]
        return hit

    def entries(self, ctx, n: int, window: int | None = LOG_WINDOW) -> list:
        """The log as the table would show it after command n: its last ``window`` commands
        (None: every one, the whole log)."""
        if self._lang != ctx.lang:
            self._cache.clear()
            self._lang = ctx.lang
        first = 0 if window is None else max(0, n - window)
        out = []
        if first == 0:
            out.append(log_format.LogEntry(ctx.t(self.started_key, seed=self.seed), "command"))
            out += opening_entries(ctx, self.opening)
        for i, pre_view, command, events in self.timeline.walk_public(first, n):
            out.extend(self._command_entries(ctx, i, pre_view, command, events))
        return out


def opening_of(game) -> list:
    """The public events of ``game``'s opening (the journal keeps commands, not events): its start
    dealt again from the header. A header that cannot deal it gives none (the log then starts
    at its first line, as before)."""
    h = game.header
    try:
        return Game.new(h["seed"], game.options, h.get("box_order"), h["created"]).public_events()
    except Exception:  # noqa: BLE001 — a run file's odd header never stops its replay
        return []


def opening_entries(ctx, events) -> list:
    """What a run's opening did, as the log words it (the floor laid out, the start room's draw,
    the monsters that appeared there and whether they sleep, what turned up)."""
    return [e for e in log_format.entries_for(ctx, "", events, 0) if e.kind != "command"]


def step_said(words, log: ReplayLog, timeline, n: int) -> str:
    """Command n by ear: its step label, then what it did in the log's lines (``words``: the
    spoken texts; ``log``: a ReplayLog kept for them). At 0, the opening deal's own lines."""
    entries = log.entries(words, n)
    last = max((i for i, e in enumerate(entries) if e.kind == "command"), default=len(entries))
    lines = [step_label(words, timeline, n)] + [e.shown() for e in entries[last + 1 :] if e.text]
    return joined([words.speakable(x) for x in lines], words.lang)


def step_label(ctx, timeline, n: int) -> str:
    """Command n as "n. <label>" (the action bar's name for it), or the start label at 0."""
    if n == 0:
        return ctx.t("replay.start_label")
    return f"{n}. " + command_text.label(ctx, timeline.command(n), timeline.view(n - 1))


def mark_current(surface, ctx, log: list, log_spots: list) -> None:
    """A gold bar beside the lines of the current command (its header and what followed)."""
    current = next((i for i in range(len(log) - 1, -1, -1) if log[i].kind == "command"), None)
    if current is None:
        return
    rows = [h.rect for h in log_spots if len(h.target) > 1 and h.target[1] >= current]
    if not rows:
        return
    box = rows[0].unionall(rows[1:])
    tint = pygame.Surface(box.size, pygame.SRCALPHA)
    tint.fill((226, 190, 96, 34))
    surface.blit(tint, box)
    pygame.draw.rect(surface, theme.GOLD, (box.x - ctx.s(5), box.y, max(2, ctx.s(3)), box.h))
