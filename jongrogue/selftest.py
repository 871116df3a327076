"""``--selftest-hint`` / ``--selftest-review``: the advisor's background workers, scripted, so the
packaging tests can prove that a frozen build's worker processes start (a frozen executable
without ``multiprocessing.freeze_support()`` re-runs itself as a worker and rejects the worker's
arguments, and the pool restarts them for ever).

Both are headless: a new practice game from ``--seed`` (or the run in ``--journal``) is played
by the greedy bot through a table scene, exactly as ``--screenshot --scene table`` does, then

* hint: plays ``--after N`` commands and presses the table's Hint (``HintState.toggle``, the same
  warm worker pool the table uses, or from the Amulet's depth the plan's thread), polling as the
  table does every frame;
* review: plays ``--after N`` commands (or to the run's end without ``--after``) and starts the
  replay viewer's Review (``ReviewView.start``) on it.

Each prints one JSON line and exits 0; exit 1 when the workers give no answer within
``--selftest-timeout`` seconds, 2 when there is nothing to ask about."""

from __future__ import annotations

import argparse
import json
import sys
import time

import pygame

from jongrogue.ui.context import AppContext
from jongrogue.ui.first_scene import initial_scene
from jongrogue.ui.headless import DEFAULT_SIZE
from jongrogue.ui.replay.review_view import ReviewView

POLL = 0.05  # seconds between polls (the table polls once a frame)
TO_THE_END = 100_000  # --selftest-review without --after: play until the run ends


def run(args) -> int:
    pygame.display.set_mode((1, 1))
    ctx = AppContext(size=args.size or DEFAULT_SIZE, persist=False)
    ctx.lang_override = args.lang
    after = args.after if args.after or args.selftest_hint else TO_THE_END
    table, error = initial_scene(
        ctx, argparse.Namespace(**{**vars(args), "scene": "table", "after": after})
    )
    if table is None:
        return _fail(error, 2)
    if args.selftest_hint:
        return _hint(table, args.selftest_timeout)
    return _review(ctx, table, args.selftest_timeout)


def _hint(table, timeout: float) -> int:
    hint, ctl = table.hint, table.ctl
    if not hint.available(ctl):
        return _fail(f"no choice to ask the Hint about after {len(ctl.game.commands)} commands", 2)
    t0 = time.monotonic()
    hint.toggle(ctl)
    if not _wait(lambda: hint.poll(ctl), t0, timeout):
        hint.cancel()
        return _fail(f"the Hint gave no advice within {timeout:g} s", 1)
    advice = [
        {"command": a.command.to_dict(), "value": a.value, "rollouts": a.rollouts}
        for a in hint.advice or ()
    ]
    plan = hint.plan.to_dict() if hint.plan is not None else None  # from the Amulet's depth on
    _report(
        "hint", ctl.game, t0, legal=[c.to_dict() for c in ctl.legal()], advice=advice, plan=plan
    )
    return 0


def _review(ctx, table, timeout: float) -> int:
    game = table.ctl.game
    review = ReviewView(ctx, game, finished=table.ctl.finished)
    t0 = time.monotonic()
    review.start()
    if not _wait(review.poll, t0, timeout):
        review.cancel()
        return _fail(f"the Review gave no answer within {timeout:g} s", 1)
    _report(
        "review",
        game,
        t0,
        context=game.view()["context"],
        reviewed=len(review.moments or ()),  # (done: the moments are in)
        marks=[
            {
                "n": m.n,
                "played": m.played.to_dict(),
                "played_value": m.played_value,
                "best": m.best.to_dict(),
                "best_value": m.best_value,
                "drop": m.drop,
                "significant": m.significant,
            }
            for m in review.marks
        ],
    )
    return 0


def _wait(done, t0: float, timeout: float) -> bool:
    while not done():
        if time.monotonic() - t0 > timeout:
            return False
        time.sleep(POLL)
    return True


def _report(mode: str, game, t0: float, **fields) -> None:
    print(
        json.dumps(
            {
                "selftest": mode,
                "seed": game.header.get("seed"),
                "commands": len(game.commands),
                "seconds": round(time.monotonic() - t0, 2),
                **fields,
            }
        ),
        flush=True,
    )


def _fail(message: str, code: int) -> int:
    print(f"jongrogue --selftest: {message}", file=sys.stderr)
    return code
