"""A reusable modal yes/no question: pops with True (yes, or the Y key) or False (no, N or Esc).
Enter answers no at first when the question is dangerous or ``safe_default`` (abandon, quit)."""

from __future__ import annotations

import pygame

from jongrogue.ui.scene import Pop
from jongrogue.ui.scenes.message import MessageScene


class ConfirmScene(MessageScene):
    name = "confirm"

    def __init__(
        self,
        ctx,
        title: str,
        body: str,
        *,
        yes: str | None = None,
        no: str | None = None,
        tag: str = "",
        danger: bool = False,
        on_result=None,
        safe_default: bool = False,
    ):
        buttons = [
            ("yes", yes or ctx.t("common.confirm_yes"), "danger" if danger else "primary"),
            ("no", no or ctx.t("common.confirm_no"), "normal"),
        ]
        super().__init__(ctx, title, body, buttons, tag=tag, cancel_id="no", on_result=None)
        if danger or safe_default:
            self.default_id = "no"
        self._on_bool = on_result
        self.on_result = self._convert

    def handle_event(self, e):
        # Y and N answer whatever the buttons say ("Abandon" / "Keep playing"), as in most games
        if e.type == pygame.KEYDOWN and not e.mod & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
        ):
            if e.key in (pygame.K_y, pygame.K_n):
                return self.finish("yes" if e.key == pygame.K_y else "no")
        return super().handle_event(e)

    def _convert(self, result):
        value = result == "yes"
        self.result = value
        if self._on_bool is not None:
            follow = self._on_bool(value)
            if follow is not None:
                return follow
        return Pop(value)
