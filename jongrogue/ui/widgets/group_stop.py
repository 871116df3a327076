"""One Tab stop standing for a group of greyed controls (New game's EZ Plus options while EZ is
chosen): the keyboard passes the group in one step and a voice says once why it is greyed,
instead of every control with its tooltip. Its words are the screen's ``<screen>.<id>`` text."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from jongrogue.ui import theme
from jongrogue.ui.widgets.base import Widget


class GroupStop(Widget):
    def __init__(self, id: str, members: Sequence[Widget], **kw):
        super().__init__(id, **kw)
        self.members = tuple(members)  # drawn over them: its ring surrounds the group
        for w in members:  # the greyed controls keep their tooltips for the mouse
            w.focusable = False
        self.rect = (
            members[0].rect.unionall([w.rect for w in members[1:]]) if members else self.rect
        )

    def hit(self, pos) -> bool:
        return False  # the mouse reaches the controls themselves

    def draw(self, surface, ctx) -> None:
        if self.focused:
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                self.rect.inflate(ctx.s(10), ctx.s(6)),
                width=max(2, ctx.s(2)),
                border_radius=ctx.s(6),
            )
