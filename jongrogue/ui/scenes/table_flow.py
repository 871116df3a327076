"""Scenes the table opens: the optional death / victory / camp / sheet scenes (written by the
sheets helper; guarded imports), the pause menu, confirmations and describe pop-ups."""
from __future__ import annotations

import importlib
import inspect

from jongrogue.ui.board.common import tt
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes.confirm import ConfirmScene
from jongrogue.ui.scenes.message import MessageScene

# context -> (module, factory names tried in order)
CONTEXT_SCENES = {
    "dead": ("jongrogue.ui.scenes.death", ("make_death_scene", "DeathScene")),
    "victory": ("jongrogue.ui.scenes.victory", ("make_victory_scene", "VictoryScene")),
    "game_over": ("jongrogue.ui.scenes.run_end", ("make_run_end_scene",)),
    "camp": ("jongrogue.ui.scenes.camp", ("make_camp_scene", "CampScene")),
}


def _factory(module: str, names):
    try:
        mod = importlib.import_module(module)
    except Exception:
        return None
    for n in names:
        fn = getattr(mod, n, None)
        if callable(fn):
            return fn
    return None


def _call(fn, ctx, controller, **extra):
    """Call a scene factory with whatever it accepts: (ctx, controller) or (ctx, game)."""
    try:
        params = list(inspect.signature(fn).parameters)
    except (TypeError, ValueError):
        params = []
    second = params[1] if len(params) > 1 else ""
    arg = controller.game if second in ("game",) else controller
    kwargs = {k: v for k, v in extra.items() if k in params}
    return fn(ctx, arg, **kwargs) if len(params) > 1 else fn(ctx)


def has_context_scene(context: str) -> bool:
    spec = CONTEXT_SCENES.get(context)
    return spec is not None and _factory(*spec) is not None


def context_scene(ctx, controller, context: str):
    spec = CONTEXT_SCENES.get(context)
    if spec is None:
        return None
    fn = _factory(*spec)
    if fn is None:
        return None
    try:
        return _call(fn, ctx, controller)
    except Exception as exc:
        ctx.notify(f"{context}: {type(exc).__name__}: {exc}", "warning")
        return None


def sheet_scene(ctx, controller, sheet_id: str):
    fn = _factory("jongrogue.ui.scenes.sheet", ("make_sheet_scene", "SheetScene"))
    if fn is None:
        return None
    try:
        params = list(inspect.signature(fn).parameters)
        if len(params) >= 3:
            second = params[1]
            return fn(ctx, controller.game if second == "game" else controller, sheet_id)
        return fn(ctx, sheet_id)
    except Exception as exc:
        ctx.notify(f"sheet: {type(exc).__name__}: {exc}", "warning")
        return None


def describe_popup(ctx, title: str, body: str):
    return Push(MessageScene(ctx, title, body or " ", tag="describe"))


def pause_menu(ctx, controller):
    legal = {c.type for c in controller.legal()}
    buttons = [("resume", tt(ctx, "pause.resume"), "primary"),
               ("save_quit", tt(ctx, "pause.save_quit"), "normal"),
               ("replay", ctx.t("replay.pause_button"), "normal"),      # scenes/replay.py
               ("rules", ctx.t("title.rules"), "normal"),
               ("settings", ctx.t("title.settings"), "normal")]
    if "forced_end" in legal:
        buttons.append(("forced_end", ctx.name("action.forced_end"), "danger"))
    elif "abandon" in legal:
        buttons.append(("abandon", ctx.name("action.abandon"), "danger"))
    # a game without a file (the tutorial) has no save path to show
    body = tt(ctx, "pause.body" if controller.save_path else "pause.body_unsaved",
              seed=controller.game.header.get("seed"), n=len(controller.game.commands), path=str(controller.save_path))
    return Push(MessageScene(ctx, tt(ctx, "pause.title"), body, buttons, tag="pause", cancel_id="resume"))


def confirm_end(ctx, kind: str):
    return Push(ConfirmScene(ctx, ctx.name(f"action.{kind}"), ctx.text(f"action.{kind}"),
                             tag="confirm_" + kind, danger=True))


# what a fight goes on with when nothing else is on offer (fleeing was declined by fighting)
FOLLOW_ON = ("end_ranged_phase", "melee")


def only_continuation(controller):
    """The one command a combat round can go on with, or None when there is a real choice
    (more than one command besides moving away, or a potion / scroll to use)."""
    if controller.view["context"] not in ("ranged_phase", "combat_turn"):
        return None
    rest = [c for c in controller.legal() if not c.type.startswith("move_")
            and c.type not in ("abandon", "forced_end")]
    return rest[0] if len(rest) == 1 and rest[0].type in FOLLOW_ON else None


def note_one_key(ctx, follow) -> None:
    """The first time one-key combat plays a step by itself, say so and where to turn it off."""
    if ctx.settings.combat_one_key_noted:
        return
    ctx.settings.combat_one_key_noted = True
    ctx.save_settings()
    ctx.notify(tt(ctx, "one_key_note", action=ctx.name(f"action.{follow.type}")), "info", 12.0)


# states a rest clears (checks.yaml, rest → after): resting at full HP still helps with these
REST_CLEARS = ("asleep", "confused", "held", "levitating")


def rest_is_pointless(controller, command) -> bool:
    """Resting at full HP with nothing to clear burns tiles for nothing (and risks a monster)."""
    if getattr(command, "type", None) != "rest":
        return False
    pc = controller.view["pc"]
    return pc["hp"] >= pc["max_hp"] and not set(pc.get("states") or ()) & set(REST_CLEARS)


def confirm_rest(ctx, controller):
    n = controller.game.rules.params["burn"]["rest"]
    return Push(ConfirmScene(ctx, tt(ctx, "rest_confirm_title"), tt(ctx, "rest_confirm_body", n=n),
                             tag="confirm_rest", safe_default=True))


def confirm_undo(ctx):
    return Push(ConfirmScene(ctx, tt(ctx, "undo_confirm_title"), tt(ctx, "undo_confirm_body"),
                             tag="confirm_undo"))
