"""Opening a run file from disk in the replay viewer: a file dropped onto the window
(pygame DROPFILE, ``open_dropped``) or History's "Open file…" (``OpenFileScene``: type or
paste a path; the saves folder is filled in).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from jongrogue.storage import paths
from jongrogue.ui import theme
from jongrogue.ui.scene import Pop, Replace
from jongrogue.ui.scenes.common import MenuScene
from jongrogue.ui.scenes.replay_open import open_journal
from jongrogue.ui.widgets import Button, TextInput


def open_dropped(ctx, path: str):
    tr = open_journal(ctx, Path(path), position=0)
    if getattr(tr.scene, "name", "") == "replay":
        ctx.notify(ctx.t("replay.dropped", path=str(path)), "info")
    return tr


class OpenFileScene(MenuScene):
    name = "open_file"
    title_key = "history.open_file"

    def __init__(self, ctx, start: str | None = None):
        super().__init__(ctx)
        self.path_text = start if start is not None else str(paths.saves_dir(create=False)) + "/"
        self.field: TextInput | None = None  # (made by the layout)
        self.open: Button | None = None

    def build(self, size) -> list:
        ctx = self.ctx
        lw, _lh = ctx.layout.logical
        width = min(1000, lw - 64)
        x0 = (lw - width) / 2
        self.prompt_pos = (ctx.s(x0), ctx.s(self.content_top() + 30))
        text = self.field.text if self.field is not None else self.path_text
        self.field = TextInput("path", text, max_len=1000)
        self.field.rect = ctx.layout.rect(x0, self.content_top() + 60, width, 44)
        self.open = Button("open", ctx.t("history.open_file"), style="primary", size=17)
        self.open.rect = ctx.layout.rect(x0 + width - 220, self.content_top() + 120, 220, 46)
        return [self.field, self.open]

    def layout(self, size) -> None:
        super().layout(size)
        self.form.set_focus(self.field)

    def handle_event(self, e):
        if (
            e.type == pygame.KEYDOWN
            and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.field is not None
            and self.form.focus is self.field
        ):
            return self.open_path(self.field.text.strip())
        return super().handle_event(e)

    def on_widget(self, w):
        if w is self.open and self.field is not None:
            return self.open_path(self.field.text.strip())
        return None

    def open_path(self, text: str):
        tr = open_journal(self.ctx, Path(text).expanduser(), position=0)
        return Replace(tr.scene) if getattr(tr.scene, "name", "") == "replay" else tr

    def go_back(self):
        return Pop()

    def draw_content(self, surface) -> None:
        theme.blit_text(
            surface,
            self.ctx.font(17),
            self.ctx.t("history.open_file_prompt"),
            theme.CREAM_TEXT,
            self.prompt_pos,
        )
