"""Opening a run file from disk in the replay viewer: a file dropped onto the window
(pygame DROPFILE, ``open_dropped``) or History's "Open file…" (``OpenFileScene``: choose one
of the saves folder's run files, or type or paste a path).
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from jongrogue.storage import paths
from jongrogue.ui import theme
from jongrogue.ui.scene import Pop, Replace
from jongrogue.ui.scenes.common import MenuScene
from jongrogue.ui.scenes.replay_open import open_journal
from jongrogue.ui.widgets import Button, ScrollList, TextInput


def open_dropped(ctx, path: str):
    tr = open_journal(ctx, Path(path), position=0)
    if getattr(tr.scene, "name", "") == "replay":
        ctx.notify(ctx.t("replay.dropped", path=str(path)), "info")
    return tr


MOST_FILES = 500  # the newest run files listed (a folder of thousands stays quick to open)


def run_files(folder: Path) -> list[Path]:
    """The ``.jrlog`` files in `folder`, newest first (none when it cannot be read)."""
    try:
        found = [p for p in folder.iterdir() if p.suffix == ".jrlog" and p.is_file()]
        dated = sorted(((p.stat().st_mtime, p) for p in found), reverse=True)
    except OSError:
        return []
    return [p for _, p in dated[:MOST_FILES]]


class OpenFileScene(MenuScene):
    """The saves folder's run files (newest first) to choose by keys or mouse — choosing one
    fills the path in; Enter on the list, a click on the chosen row or Open opens it — and the
    path field, to type or paste any other file's path."""

    name = "open_file"
    title_key = "history.open_file"

    def __init__(self, ctx, start: str | None = None):
        super().__init__(ctx)
        self.folder = paths.saves_dir(create=False)
        self.path_text = start if start is not None else str(self.folder) + "/"
        self.files = run_files(self.folder)
        self.field: TextInput | None = None  # (made by the layout)
        self.open: Button | None = None
        self.list: ScrollList | None = None
        self.list_label = (0, 0)

    def build(self, size) -> list:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        width = min(1000, lw - 64)
        x0 = (lw - width) / 2
        top = self.content_top()
        self.prompt_pos = (ctx.s(x0), ctx.s(top + 20))
        text = self.field.text if self.field is not None else self.path_text
        self.field = TextInput("path", text, max_len=1000)
        self.field.rect = ctx.layout.rect(x0, top + 50, width - 240, 44)
        self.open = Button("open", ctx.t("history.open_file_open"), style="primary", size=17)
        self.open.rect = ctx.layout.rect(x0 + width - 220, top + 49, 220, 46)
        self.list_label = (ctx.s(x0), ctx.s(top + 118))
        chosen = self.list.selected if self.list is not None else -1  # none until one is chosen
        self.list = ScrollList("files", self.files, self._draw_file, item_height=34, tooltip=None)
        self.list.rect = ctx.layout.rect(x0, top + 146, width, lh - 24 - 46 - 16 - top - 146)
        self.list.set_row_px(ctx.s(34))
        self.list.selected = chosen
        # typing first (as a path field is); Down (or Tab) goes on to the list
        return [self.field] + ([self.list] if self.files else []) + [self.open]

    def layout(self, size) -> None:
        first = self.form.focus is None
        super().layout(size)
        if first or self.form.focus is None:
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

    def _to_the_list(self) -> bool:
        """Enter on the saves folder's own path (as the field starts): the list's newest file is
        chosen instead of an error about a folder, and a line says so."""
        if self.list is None or not self.files:
            return False
        self.list.selected = max(0, self.list.selected)
        if self.field is not None:
            self.field.set_text(str(self.files[self.list.selected]))  # (as a row chosen does)
        self.form.set_focus(self.list)
        self.ctx.notify(self.ctx.t("history.open_file_folder"), "info", 8.0)
        return True

    def on_widget(self, w):
        files = self.list
        if w is files and files is not None and self.field is not None:
            if not 0 <= files.selected < len(self.files):
                return None
            chosen = self.files[files.selected]
            if files.activated:
                return self.open_path(str(chosen))
            self.field.set_text(str(chosen))  # (to see the path whole, or edit it)
            return None
        if w is self.open and self.field is not None:
            return self.open_path(self.field.text.strip())
        return None

    def open_path(self, text: str):
        path = Path(text).expanduser()
        if path.is_dir() and path.resolve() == self.folder.resolve() and self._to_the_list():
            return None
        tr = open_journal(self.ctx, path, position=0)
        return Replace(tr.scene) if getattr(tr.scene, "name", "") == "replay" else tr

    def go_back(self):
        return Pop()

    def file_words(self, i: int) -> tuple[str, str]:
        """A row: the file's name, and when it was last written."""
        path = self.files[i]
        try:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        except OSError:
            when = "—"
        return path.name, when

    def speech_row(self, lst, i: int) -> str:
        name, when = self.file_words(i)
        return self.ctx.t("history.open_file_row", name=name, when=when)

    def _draw_file(self, surface, ctx, i, rect, selected, hovered) -> None:
        focused = self.list is not None and self.list.focused
        if selected:
            pygame.draw.rect(
                surface,
                (46, 92, 72) if focused else (36, 70, 56),
                rect.inflate(0, -2),
                border_radius=ctx.s(4),
            )
            if focused:
                pygame.draw.rect(
                    surface,
                    theme.FOCUS,
                    rect.inflate(0, -2),
                    width=max(1, ctx.s(2)),
                    border_radius=ctx.s(4),
                )
        elif hovered:
            pygame.draw.rect(surface, (30, 60, 48), rect.inflate(0, -2), border_radius=ctx.s(4))
        name, when = self.file_words(i)
        font = ctx.font(15)
        right = rect.right - ctx.s(18)
        w_when = font.size(when)[0]
        theme.blit_text(surface, font, when, theme.MUTED_TEXT, (right, rect.centery), "midright")
        theme.blit_text(
            surface,
            font,
            name,
            theme.CREAM_TEXT,
            (rect.x + ctx.s(10), rect.centery),
            "midleft",
            max_width=right - w_when - ctx.s(20) - rect.x - ctx.s(10),
        )

    def draw_content(self, surface) -> None:
        ctx = self.ctx
        theme.blit_text(
            surface,
            ctx.font(17),
            ctx.t("history.open_file_prompt"),
            theme.CREAM_TEXT,
            self.prompt_pos,
        )
        label = ctx.t("history.open_file_list" if self.files else "history.open_file_none")
        theme.blit_text(
            surface,
            ctx.font(15),
            label,
            theme.GOLD,
            self.list_label,
            max_width=surface.get_width() - 2 * self.list_label[0],
        )
