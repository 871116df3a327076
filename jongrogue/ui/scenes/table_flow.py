"""Scenes the table opens: the death / victory / run-end / camp scenes of its contexts and the
sheets (through the scene registry), the pause menu, confirmations and describe pop-ups."""

from __future__ import annotations

import pygame

from jongrogue.runfiles import origin
from jongrogue.text.log_format import monsters_in
from jongrogue.text.paper_words import seed_key
from jongrogue.ui import print_export, run_table
from jongrogue.ui.board.common import tt
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import describe_popup as popup
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.confirm import ConfirmScene
from jongrogue.ui.scenes.message import MessageScene
from jongrogue.ui.scenes.undo_keys import pass_on, undo_key

# an engine context -> the scene (registry name) the table opens over it
CONTEXT_SCENES = {"dead": "dead", "victory": "victory", "game_over": "run_end", "camp": "camp"}


def has_context_scene(context: str) -> bool:
    return context in CONTEXT_SCENES


def _built(ctx, what: str, name: str, *args):
    """registry.make(name, ctx, *args), or None with a warning when the scene cannot be built."""
    try:
        return registry.make(name, ctx, *args)
    except Exception as exc:
        ctx.notify(f"{what}: {type(exc).__name__}: {exc}", "warning")
        return None


def context_scene(ctx, controller, context: str):
    name = CONTEXT_SCENES.get(context)
    return None if name is None else _built(ctx, context, name, controller)


def sheet_scene(ctx, controller, sheet_id: str):
    return _built(ctx, "sheet", "sheet", controller, sheet_id)


def describe_popup(ctx, title: str, body: str):
    return Push(popup.DescribePopup(ctx, title, body))


def pause_menu(ctx, controller, body: str | None = None, labels: dict | None = None):
    """The pause menu; a table that is not a plain run (the tutorial) gives its own `body` and
    the `labels` of the buttons that mean something else there (by id)."""
    legal = {c.type for c in controller.legal()}
    labels = labels or {}
    buttons = [
        ("resume", tt(ctx, "pause.resume"), "primary"),
        ("save_quit", labels.get("save_quit") or tt(ctx, "pause.save_quit"), "normal"),
        ("replay", ctx.t("replay.pause_button"), "normal"),  # scenes/replay.py
        ("rules", ctx.t("title.rules"), "normal"),
        ("print", ctx.t("print.button"), "normal"),  # ui/print_export.py
        ("settings", ctx.t("title.settings"), "normal"),
    ]
    for end in ("forced_end", "abandon"):
        if end in legal:
            buttons.append((end, labels.get(end) or ctx.name("action." + end), "danger"))
            break
    said = None
    if body is None:  # a game without a file has no save path to show
        key = seed_key(
            "pause.body" if controller.save_path else "pause.body_unsaved",
            controller.game.options.tiles,
        )
        seed, n = controller.game.header.get("seed"), len(controller.game.commands)
        kind = origin_words(ctx, controller.game.header.get("created"))
        body = kind + tt(ctx, key, seed=seed, n=n, path=str(controller.save_path))
        # by ear the file's name, not its path read out character by character
        said = kind + tt(ctx, key, seed=seed, n=n, path=tt(ctx, "pause.save_file"))
    return Push(
        MessageScene(
            ctx,
            tt(ctx, "pause.title"),
            body,
            buttons,
            tag="pause",
            cancel_id="resume",
            said_body=said,
        )
    )


def origin_words(ctx, created: object) -> str:
    """A Daily run's or a branch's origin as the pause menu's first line ("Branch of run #12,
    from command 340"), or "" for a plain run."""
    o = origin.parse(created)
    if o is None:
        return ""
    rows = ctx.history.rows() if o["kind"] == "branch" else []  # (to number the parent)
    return run_table.origin_text(ctx, {"started": created}, rows) + "\n"


def print_dialog(ctx):
    return Push(
        MessageScene(
            ctx,
            ctx.t("print.title"),
            ctx.t("print.body"),
            print_export.choices(ctx),
            tag="print_sheets",
            cancel_id="cancel",
        )
    )


class TablePrompt(ConfirmScene):
    """A question the table asks (rest at full HP, undo past seen tiles, abandon): an undo or
    redo key leaves it unanswered and does what it does on the table."""

    redo_possible = True  # whether the table has a command to redo (else the key stays here)

    def handle_event(self, e):
        if undo_key(self.ctx, e) == "redo" and not self.redo_possible:
            # nothing to redo: the key does nothing, says so, and the question stays
            name = "Ctrl+" + pygame.key.name(e.key).upper()
            self.ctx.speech.say(self.ctx.t("speech.dialog_no_key", key=name))
            return None
        return pass_on(self.ctx, e) or super().handle_event(e)


def confirm_end(ctx, kind: str, created: str = ""):
    """Abandon or Forced end, asked first; ``created``: the run's origin stamp (a daily run's
    end is also today's one recorded attempt, and the question says so)."""
    body = ctx.text(f"action.{kind}")
    if (origin.parse(created) or {}).get("kind") == "daily":
        body += "\n\n" + ctx.t("daily.abandon_note")
    return Push(
        TablePrompt(
            ctx,
            ctx.name(f"action.{kind}"),
            body,
            tag="confirm_" + kind,
            danger=True,
        )
    )


# what a fight goes on with when nothing else is on offer (fleeing was declined by fighting)
FOLLOW_ON = ("end_ranged_phase", "melee")


def only_continuation(controller):
    """The one command a combat round can go on with, or None when there is a real choice
    (more than one command besides moving away, or a potion / scroll to use) or a hit whose
    target is one of several monsters (at a door only the front one can be hit)."""
    if controller.view["context"] not in ("ranged_phase", "combat_turn"):
        return None
    rest = [
        c
        for c in controller.legal()
        if not c.type.startswith("move_") and c.type not in ("abandon", "forced_end")
    ]
    if len(rest) != 1 or rest[0].type not in FOLLOW_ON:
        return None
    if rest[0].type == "melee" and monsters_here(controller.view) > 1:
        return None  # several monsters: the player hears which one the hit is on, and hits it
    return rest[0]


def monsters_here(view) -> int:
    """The monsters in the encounter of the PC's room (or of the room its door belongs to)."""
    room = (view["pc"].get("position") or {}).get("room")
    return sum(1 for r, _ in monsters_in(view) if r == room)


def note_one_key(ctx, follow) -> None:
    """The first time one-key combat plays a step by itself, say so and where to turn it off."""
    if ctx.settings.combat_one_key_noted:
        return
    ctx.settings.combat_one_key_noted = True
    ctx.save_settings()
    ctx.notify(tt(ctx, "one_key_note", action=ctx.name(f"action.{follow.type}")), "info", 12.0)


def rest_clears(rules) -> frozenset:
    """The PC states a rest clears (checks.yaml: the rest row's after list): resting at full HP
    still helps with these."""
    row = next(r for r in rules.checks["check_table"] if r["id"] == "rest")
    return frozenset(c.removeprefix("clear_pc_") for c in row["after"] if c.startswith("clear_pc_"))


def rest_is_pointless(controller, command) -> bool:
    """Resting at full HP with nothing to clear burns tiles for nothing (and risks a monster)."""
    if getattr(command, "type", None) != "rest":
        return False
    pc = controller.view["pc"]
    return pc["hp"] >= pc["max_hp"] and not set(pc.get("states") or ()) & rest_clears(
        controller.game.rules
    )


def confirm_rest(ctx, controller):
    n = controller.game.rules.params["burn"]["rest"]
    return Push(
        TablePrompt(
            ctx,
            tt(ctx, "rest_confirm_title"),
            tt(ctx, "rest_confirm_body", n=n),
            tag="confirm_rest",
            safe_default=True,
        )
    )


def confirm_undo(ctx, can_redo: bool = True):
    prompt = TablePrompt(
        ctx, tt(ctx, "undo_confirm_title"), tt(ctx, "undo_confirm_body"), tag="confirm_undo"
    )
    prompt.redo_possible = can_redo
    return Push(prompt)
