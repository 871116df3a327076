"""The describe pop-up ("/"): what a thing on the table is. By ear it says how to leave it, and
a focus key (Ctrl+arrows) closes it and goes on to the table, which moves its focus: the focus
keys are never swallowed."""

from __future__ import annotations

import pygame

from jongrogue.ui.scenes.message import MessageScene

FOCUS_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


class DescribePopup(MessageScene):
    def __init__(self, ctx, title: str, body: str):
        super().__init__(ctx, title, body or " ", tag="describe")

    def speech_hint(self) -> str:
        """Said after the description: what this is and how to leave it."""
        return self.ctx.t("speech.describe_hint")

    def handle_event(self, e):
        ctrl = e.type == pygame.KEYDOWN and e.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if ctrl and e.key in FOCUS_KEYS:
            return self.finish(("forward", e))  # (the table's resume hands it on)
        return super().handle_event(e)
