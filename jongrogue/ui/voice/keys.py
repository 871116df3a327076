"""The speech keys, on every screen (Ctrl + a letter; rebindable in Settings like the others):

speech          switch speech on / off (and say so)
speech_repeat   say the last utterance again
review_status   HP, food, floor, the wall …        (the table's run)
review_log      the log line by line, older at each press; with Shift newer
review_here     where the PC is and what lies in its room
review_odds     the odds of the next check, and the wall by number
review_hint     the Hint's advice with its uncertainty (or how to ask for it); with Shift in full
context_help    what this screen is and which keys work on it (said, or shown while speech is off)"""

from __future__ import annotations

import pygame

from jongrogue.ui.voice import advice, help, review
from jongrogue.ui.voice.start import switch

ACTIONS = (
    "speech",
    "speech_repeat",
    "review_status",
    "review_log",
    "review_here",
    "review_odds",
    "review_hint",
    "context_help",
)


def _action(ctx, event) -> str | None:
    if not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
        return None
    name = pygame.key.name(event.key)
    keys = ctx.settings.keys
    return next((a for a in ACTIONS if keys.get(a) == name), None)


def _table(stack):
    """The scene whose game the review keys read: the nearest one holding a controller, or a
    replay (its shown position, read-only: ``review_log``), or None."""
    return next(
        (
            s
            for s in reversed(stack)
            if getattr(s, "ctl", None) is not None or callable(getattr(s, "review_log", None))
        ),
        None,
    )


def handle(ctx, event, stack) -> bool:
    """Act on a speech key; False when ``event`` is not one (the scene gets it)."""
    action = _action(ctx, event)
    if action is None:
        return False
    sp = ctx.speech
    if action == "context_help":
        sp.answering()
        help.give(ctx, stack[-1], ACTIONS)
        return True
    if action == "speech":
        on = not sp.enabled
        ctx.settings.speech = "on" if on else "off"
        ctx.save_settings()
        switch(ctx, on)
        _show_switch(ctx, stack, on)
        return True
    if not sp.enabled:
        return True
    sp.answering()
    if action == "speech_repeat":
        if sp.last:
            sp.repeat()
        else:
            sp.say(ctx.t("speech.nothing_yet"))
        return True
    table = _table(stack)
    if table is None:
        sp.say(ctx.t("speech.review.no_game"))
        return True
    ctl = getattr(table, "ctl", None)
    if ctl is None:  # a replay: what its position shows
        sp.say(_replayed(ctx, table, action, event))
        return True
    if action == "review_status":
        sp.say(review.status(ctx, ctl))
    elif action == "review_here":
        sp.say(review.here(ctx, ctl))
    elif action == "review_odds":
        sp.say(advice.odds(ctx, ctl))
    elif action == "review_hint":
        has_hint = getattr(table, "hint", None) is not None
        full = bool(event.mod & pygame.KMOD_SHIFT)
        sp.say(advice.hint(ctx, table, full) if has_hint else ctx.t("speech.review.hint_none"))
    else:
        sp.say(_log_step(ctx, ctl, -1 if event.mod & pygame.KMOD_SHIFT else 1))
    return True


def _show_switch(ctx, stack, on: bool) -> None:
    """The switch shown too (a sighted player who pressed Ctrl+S to save saw nothing happen):
    what it switched, and at a run's table that the run is saved already. Not said again."""
    words = ctx.t(
        "speech.switched_shown", switched=ctx.t(f"speech.switched_{'on' if on else 'off'}")
    )
    table = _table(stack)
    if getattr(getattr(table, "ctl", None), "save_path", None) is not None:
        words += " " + ctx.t("speech.saved_by_itself")
    ctx.notify(words, "info", 6.0, said="", family="speech_switch")


def _replayed(ctx, replay, action: str, event) -> str:
    """A review key on a replay: its view and log at the shown command (no odds, no Hint)."""
    if action == "review_status":
        return review.status(ctx, replay)
    if action == "review_here":
        return review.here(ctx, replay)
    if action == "review_log":
        step = -1 if event.mod & pygame.KMOD_SHIFT else 1
        version, n = ctx.review_at
        if version != (id(replay), replay.player.position):
            n = -1
        n = max(0, n + step)
        ctx.review_at = ((id(replay), replay.player.position), n)
        found = replay.review_log(ctx)
        return found[n] if n < len(found) else ctx.t("speech.review.log_end")
    return ctx.t("speech.review.replay_only")


def _log_step(ctx, ctl, step: int) -> str:
    """The next older (step 1) or newer (−1) log line; a new command starts at the newest."""
    version, n = ctx.review_at
    if version != (id(ctl), ctl.book.version):
        n = -1
    n = max(0, n + step)
    ctx.review_at = ((id(ctl), ctl.book.version), n)
    return review.log_line(ctx, ctl, n)
