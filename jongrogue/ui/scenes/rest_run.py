"""Rest until something happens: ordinary `rest` commands, one after another, each played by the
table exactly as if its key were pressed (its own journal line, check overlay, log lines and
undo step), until the first of: a death, a wandering monster (or any context but plain
exploring), a food check, resting up (full HP and nothing left for a rest to clear), LIMIT rests —
or the player's key or click, which the table reports with ``stop_resting``."""

from __future__ import annotations

from typing import Any

import pygame

from jongrogue.text.command_text import KeySpec
from jongrogue.ui.board.action_bar import UiAction, key_matches
from jongrogue.ui.board.common import tt
from jongrogue.ui.context import AppContext
from jongrogue.ui.controller import GameController
from jongrogue.ui.scenes import table_flow as flow

LIMIT = 20  # rests in one go at most (a full wall lasts about 14)
GAP = 0.2  # seconds between two rests when no check overlay is shown


def rest_command(controller):
    """The legal rest, or None."""
    return next((c for c in controller.legal() if c.type == "rest"), None)


class RestRun:
    def __init__(self, controller, limit: int = LIMIT):
        # at full HP already, "rested up" cannot be what ends it (the food check will)
        self.rested_up_at_start = flow.rest_is_pointless(controller, rest_command(controller))
        self.limit = limit
        self.count = 0
        self.wait = 0.0

    def due(self, dt: float) -> bool:
        """Whether the next rest is due, `dt` seconds after the last tick."""
        self.wait += dt
        if self.wait < GAP:
            return False
        self.wait = 0.0
        return True

    def stop_after_rest(self, controller) -> str | None:
        """Why the run ends after the rest just played (a key of ``rest_on.stopped``), or None."""
        self.count += 1
        view, events = controller.view, controller.events
        if view["context"] == "dead":
            return "death"
        if view["context"] != "explore" or any(
            e.kind == "hand_to_slot" and e.data.get("reason") == "wandering_monster" for e in events
        ):
            return "monster"
        if any(e.kind == "reshuffled" for e in events):  # the wall ran out: the food check
            return "food_check"
        if not self.rested_up_at_start and flow.rest_is_pointless(
            controller, rest_command(controller)
        ):
            return "rested_up"
        return "limit" if self.count >= self.limit else None


REST_ON = UiAction("rest_on", "")  # a "rest on" waiting for the confirmation
REST_ON_KEY = KeySpec(".", shift=True)


class RestingTable:
    """The table's part (a mixin of TableScene): the bar's button, starting, each rest, stopping."""

    # provided by the scene this is mixed into (scenes/table.TableScene)
    asks_before_pointless_rest: Any
    ctl: GameController
    ctx: AppContext
    execute: Any
    pending: UiAction | None
    refuse: Any
    resting: RestRun | None
    sync: Any
    rest_agreed_floor: int | None = None  # where the player said yes to resting at full HP

    def asks_about_rest(self, command) -> bool:
        """Whether a rest asks first: at full HP with nothing to shake off, except in the
        tutorial and on a floor where the player already said yes (once a floor is enough)."""
        return (
            self.asks_before_pointless_rest
            and self.rest_agreed_floor != self.ctl.view["pc"]["floor"]
            and flow.rest_is_pointless(self.ctl, command)
        )

    def rest_agreed(self) -> None:
        self.rest_agreed_floor = self.ctl.view["pc"]["floor"]

    def rest_on_button(self) -> UiAction:
        if self.resting is not None:  # (any key or click stops it)
            return UiAction(
                "rest_stop",
                tt(self.ctx, "rest_on.stop"),
                after="rest",
                tip=tt(self.ctx, "rest_on.tip", limit=LIMIT),
            )
        return UiAction(
            "rest_on",
            tt(self.ctx, "rest_on.label"),
            REST_ON_KEY.name,
            shift=REST_ON_KEY.shift,
            after="rest",
            tip=tt(self.ctx, "rest_on.tip", limit=LIMIT),
        )

    def interrupts_resting(self, e) -> bool:
        """A click or a key stops the rests — not the repeats of a held ⇧. (the key that started them)."""
        return e.type == pygame.MOUSEBUTTONDOWN or (
            e.type == pygame.KEYDOWN and not key_matches(REST_ON_KEY, e)
        )

    def rest_on(self, confirmed: bool = False):
        """Start resting on: the rests follow one another (update) until something happens."""
        rest = rest_command(self.ctl)
        if rest is None:
            self.refuse(None)
            return None
        if not confirmed and self.asks_about_rest(rest):
            self.pending = REST_ON
            return flow.confirm_rest(self.ctx, self.ctl)
        self.resting = RestRun(self.ctl)
        return self._rest_once()

    def may_rest_on(self) -> bool:
        """Whether the run of rests may play another one (the tutorial: while its step wants rests)."""
        return True

    def _rest_once(self):
        run, rest = self.resting, rest_command(self.ctl)
        if rest is None or not self.may_rest_on():
            self.resting = None
            return None
        n = len(self.ctl.game.commands)
        follow = self.execute(rest)  # the path of the Rest key, the confirmation passed
        if len(self.ctl.game.commands) == n:  # refused (execute said why)
            self.resting = None
            return follow
        assert run is not None, "a rest of a run of rests"
        reason = run.stop_after_rest(self.ctl)
        if (
            reason is not None
        ):  # (said even when the rest ended the run itself: the tutorial's step)
            self.stop_resting(reason, run)
        return follow

    def stop_resting(self, reason: str, run: RestRun | None = None):
        run, self.resting = run or self.resting, None
        if run is not None:
            text = tt(self.ctx, "rest_on.stopped." + reason, n=run.count)
            self.ctx.notify(text, "info", 4.0, family="rest_on.stopped")
        self.sync()
        return None
