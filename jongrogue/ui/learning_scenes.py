"""``--scene review`` and ``--scene tutorial`` for the headless screenshot mode.

review: the greedy bot's run of ``--seed`` (default 4) played to its death, reviewed in this
process (same result as the app's background review), shown in the replay viewer at the largest
significant drop with its card open. tutorial: the tutorial at ``--step N`` (1-based)."""
from __future__ import annotations

from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.play import play_game
from jongrogue.sim.review import review, turning_points
from jongrogue.ui.scenes.replay import ReplayScene
from jongrogue.ui.tutorial.scene import tutorial_at_step

REVIEW_SEED = 4


def review_scene(ctx, seed: int | None):
    run = play_game(REVIEW_SEED if seed is None else seed, GreedyBot())
    moments = review(run.game)
    marks = turning_points(moments)
    scene = ReplayScene(ctx, run.game, position=0)
    scene.review.set_moments(moments, marks)
    if marks:                        # open the largest drop's card (turning point 1)
        scene.review.select(0, scene.player)
    return scene


def build(ctx, args):
    """(scene, None) or (None, error text)."""
    try:
        if args.scene == "review":
            return review_scene(ctx, args.seed), None
        return tutorial_at_step(ctx, getattr(args, "step", None) or 1), None
    except Exception as exc:
        return None, f"cannot build --scene {args.scene}: {type(exc).__name__}: {exc}"
