"""``--scene review``, ``--scene hint``, ``--scene hint_plan`` and ``--scene tutorial`` for the
headless screenshot mode.

review: the greedy bot's run of ``--seed`` (default 1) played to its death, reviewed in this
process (same result as the app's background review), shown in the replay viewer at the largest
significant drop with its card open. hint: the table at the advisor benchmark's typical decision
(``--seed``, default 3) with the Hint's badges and legend, computed in this process. hint_plan:
the plan's run of ``--seed`` (default 5055, a victory) at its first real choice on the Amulet's
depth, where the Hint names the plan's move. tutorial: the tutorial at ``--step N`` (1-based)."""

from __future__ import annotations

from jongrogue.sim.advisor import advise
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.plan_hint import plan_move
from jongrogue.sim.play import play_game
from jongrogue.sim.positions import plan_decision, typical_decision
from jongrogue.sim.review import review, turning_points
from jongrogue.ui.board import hint_view
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.replay import ReplayScene
from jongrogue.ui.scenes.tutorial import tutorial_at_step

REVIEW_SEED = 1  # a death with a significant turning point


def review_scene(ctx, seed: int | None):
    run = play_game(REVIEW_SEED if seed is None else seed, GreedyBot())
    moments = review(run.game)
    marks = turning_points(moments)
    scene = ReplayScene(ctx, run.game, position=0)
    scene.review.set_moments(moments, marks)
    if marks:  # open the largest drop's card (turning point 1)
        scene.review.select(0, scene.player)
    return scene


def hint_scene(ctx, seed: int | None):
    game = typical_decision(3 if seed is None else seed)
    scene = registry.make("table", ctx, game)
    scene.hint.advice, scene.hint.at = (
        advise(game, hint_view.SETTINGS, seed=len(game.commands)),
        len(game.commands),
    )
    scene.sync()
    return scene


def hint_plan_scene(ctx, seed: int | None):
    game = plan_decision() if seed is None else plan_decision(seed)
    scene = registry.make("table", ctx, game)
    scene.hint.plan, scene.hint.at = plan_move(game), len(game.commands)
    scene.sync()
    return scene


def build(ctx, args):
    """(scene, None) or (None, error text)."""
    try:
        if args.scene == "review":
            return review_scene(ctx, args.seed), None
        if args.scene == "hint":
            return hint_scene(ctx, args.seed), None
        if args.scene == "hint_plan":
            return hint_plan_scene(ctx, args.seed), None
        return tutorial_at_step(ctx, getattr(args, "step", None) or 1), None
    except Exception as exc:
        return None, f"cannot build --scene {args.scene}: {type(exc).__name__}: {exc}"
