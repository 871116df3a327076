"""The undo and redo keys (Ctrl+Z; Ctrl+Y and Ctrl+Shift+Z; the settings may rebind the letters),
read one way by the table and by every scene it opens over itself — camp, the death choice, the
run's end, victory, the check overlay, its prompts: such a scene closes with
``Pop((UNDO_KEY, "undo" | "redo"))`` and the table undoes or redoes as if the key had been
pressed on it, then shows the scene of the context it lands in."""

from __future__ import annotations

import pygame

from jongrogue.ui.scene import Pop

UNDO_KEY = "undo_key"


def undo_key(ctx, e) -> str | None:
    """ "undo" or "redo" when `e` presses one of their keys, else None."""
    if e.type != pygame.KEYDOWN or not e.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
        return None
    name, keys = pygame.key.name(e.key), ctx.settings.keys
    if name == keys.get("undo", "z"):
        return "redo" if e.mod & pygame.KMOD_SHIFT else "undo"
    return "redo" if name == keys.get("redo", "y") else None


def passed_on(result) -> str | None:
    """The key a scene closed with for the table to do ("undo" / "redo"), else None."""
    if isinstance(result, tuple) and len(result) == 2 and result[0] == UNDO_KEY:
        return result[1]
    return None


def pass_on(ctx, e) -> Pop | None:
    """The first check of a scene the table opens over itself: an undo or redo key closes it
    for the table to do (None for any other event)."""
    which = undo_key(ctx, e)
    return None if which is None else Pop((UNDO_KEY, which))
