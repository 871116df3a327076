"""The rulebook: chapters on the left, the chapter text on paper on the right, a search box.

Typing anywhere starts a search; the list then shows the matches (rule entries and chapters).
The book has its own language switch (read the Japanese terms while playing in English).

By ear and by pad: the list says each chapter or match it moves to; Enter (A) opens it in the
text, which Up and Down (the d-pad) read paragraph by paragraph, each said; a search says how
many it found and the first of them."""

from __future__ import annotations

import pygame

from jongrogue.i18n import entry_origin
from jongrogue.text import strings
from jongrogue.ui import theme
from jongrogue.ui.scenes.common import MenuScene
from jongrogue.ui.widgets import ScrollList, Segmented, TextInput
from jongrogue.ui.widgets.textpane import TextPane

LIST_W = 280
SAID_MATCHES = 3  # a search says this many of its matches by name


class RulesScene(MenuScene):
    name = "rules"
    title_key = "rules.title"
    HELP_KEYS = (  # (ui/voice/help.py; the list's and the text's own keys, and handle_event's)
        ("down", "rules_next"),
        ("up", "rules_prev"),
        ("home", "rules_first"),
        ("end", "rules_last"),
        ("escape", "rules_escape"),
    )

    def __init__(self, ctx, chapter: str | None = None, query: str = ""):
        super().__init__(ctx)
        self.book_lang = ctx.lang
        self._ui_lang = ctx.lang
        self.query = query
        self.chapter_id = chapter
        self.selected = 0
        self.items: list[tuple[str, str, str]] = []  # (key, name, text) shown in the list
        self.pane: TextPane | None = None
        self.keys_seen = False  # no key pressed here yet (see handle_event)

    # -- content -------------------------------------------------------------------------------
    def chapters(self) -> list[dict]:
        return strings.rulebook(self.book_lang)

    def _items(self) -> list[tuple[str, str, str]]:
        if self.query.strip():
            # the book's own matches, then what the query finds in the other language (a
            # Japanese word in the English book), shown in the book's language
            found = strings.search(self.book_lang, self.query)
            keys = {k for k, _, _ in found}
            other = "en" if self.book_lang == "ja" else "ja"
            for key, _, _ in strings.search(other, self.query):
                if key not in keys and not key.startswith("rulebook."):
                    keys.add(key)
                    found.append(
                        (key, strings.name(self.book_lang, key), strings.text(self.book_lang, key))
                    )
            return found
        return [(f"rulebook.{c['id']}", c["title"], "") for c in self.chapters()]

    def _blocks(self, key: str) -> list[tuple[str, str]]:
        if key.startswith("rulebook."):
            cid = key.split(".", 1)[1]
            for c in self.chapters():
                if c["id"] == cid:
                    blocks = [("title", c["title"])]
                    for p, origin in zip(c["paragraphs"], c["origins"]):
                        blocks += self._origin_tag(origin) + [("para", p)]
                    for (_, nm, tx), origin in zip(c["entries"], c["entry_origins"]):
                        blocks += [("entry_name", self._tagged(nm, origin)), ("entry_text", tx)]
                    return blocks
        tl = lambda k: strings.ui(self.book_lang, k)  # noqa: E731
        nm = strings.name(self.book_lang, key)
        tx = strings.text(self.book_lang, key)
        group = key.split(".", 1)[0]
        label = tl(f"rules.group.{group}")
        return (
            [("note", label if not label.startswith("rules.") else group), ("title", nm)]
            + self._origin_tag(entry_origin(key))
            + [("para", tx)]
        )

    def _origin_tag(self, origin: str | None) -> list[tuple[str, str]]:
        """The small coloured line above a rule: the paper game's, or this edition's."""
        if origin is None:
            return []
        return [(f"origin_{origin}", strings.ui(self.book_lang, f"rules.origin.{origin}"))]

    def _tagged(self, name: str, origin: str) -> str:
        return f"{name}  〔{strings.ui(self.book_lang, f'rules.origin_short.{origin}')}〕"

    # -- layout --------------------------------------------------------------------------------
    def build(self, size) -> list:
        ctx = self.ctx
        if ctx.lang != self._ui_lang:  # the UI language changed elsewhere: follow it
            self._ui_lang = self.book_lang = ctx.lang
        lw, lh = ctx.layout.logical
        top = self.content_top() + 14
        bottom = lh - 24 - 46 - 14
        self.search = TextInput(
            "search",
            self.query,
            max_len=40,
            placeholder=strings.ui(self.book_lang, "rules.search_placeholder"),
            tooltip=ctx.t("rules.search_tip"),
        )
        self.search.rect = ctx.layout.rect(24, top, LIST_W - (64 if self.query.strip() else 0), 40)
        self.items = self._items()
        if self.chapter_id:
            keys = [k for k, _, _ in self.items]
            if f"rulebook.{self.chapter_id}" in keys:
                self.selected = keys.index(f"rulebook.{self.chapter_id}")
            self.chapter_id = None
        self.selected = max(0, min(self.selected, len(self.items) - 1))
        self.list = ScrollList("chapters", self.items, self._draw_item, item_height=40)
        self.list.rect = ctx.layout.rect(24, top + 52, LIST_W, bottom - top - 52)
        self.list.set_row_px(ctx.s(40))
        self.list.selected = self.selected if self.items else -1
        self.list.ensure_visible(max(0, self.selected))
        self.lang_w = Segmented(
            "book_lang",
            [("ja", ctx.t("settings.lang_ja")), ("en", ctx.t("settings.lang_en"))],
            self.book_lang,
            tooltip=ctx.t("rules.lang_tip"),
        )
        self.lang_w.rect = ctx.layout.rect(lw - 24 - 220, lh - 24 - 44, 220, 42)
        px = 24 + LIST_W + 24
        self.paper = ctx.layout.rect(px, top, lw - 24 - px, bottom - top)
        old_top, old_at = (self.pane.top, self.pane.at) if self.pane else (0, 0)
        self.pane = TextPane("text", self._current_blocks())
        self.pane.rect = self.paper.inflate(-ctx.s(56), -ctx.s(44))
        self.pane.top, self.pane.at = old_top, old_at
        return [self.search, self.list, self.pane, self.lang_w]

    def layout(self, size) -> None:
        first = self.form.focus is None
        super().layout(size)
        if first:
            self.form.set_focus(self.list)

    def _current_blocks(self):
        if not self.items:
            # in the book's language, as the search box and the text (set to English in a
            # Japanese game, it said 見つかりませんでした)
            return [("note", strings.ui(self.book_lang, "rules.no_results", query=self.query))]
        return self._blocks(self.items[self.selected][0])

    def _show(self, i: int) -> None:
        self.selected = i
        if self.pane:
            self.pane.blocks = self._current_blocks()
            self.pane._key = None
            self.pane.top = self.pane.at = 0

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, e):
        f = self.form.focus
        if e.type == pygame.KEYDOWN:
            self.keys_seen = True
        elif e.type == pygame.TEXTINPUT and not self.keys_seen and e.text.isascii():
            return None  # the text of the key that opened the book (R), not a search
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and self.query:
            self._set_query("")
            cleared = self.ctx.t("rules.search_cleared")
            self.ctx.speech.say(self.ctx.spoken().speakable(cleared), key="matches")
            return None
        if e.type == pygame.TEXTINPUT and f is not self.search and e.text.strip():
            self.form.set_focus(self.search)
            if self.search.insert(e.text):
                self._set_query(self.search.text)
            return None
        if (
            e.type == pygame.KEYDOWN
            and f is self.search
            and e.key in (pygame.K_DOWN, pygame.K_RETURN)
        ):
            self.form.set_focus(self.list, keyboard=True)
            return None
        return super().handle_event(e)

    def _set_query(self, q: str) -> None:
        self.query = q
        self.selected = 0
        focus = self.form.focus.id if self.form.focus else None
        self.relayout()
        self.ensure_layout(self.ctx.layout.size)
        for w in self.form.widgets:
            if w.id == focus:
                self.form.set_focus(w)
        self._show(0)
        self._say_matches()

    def _say_matches(self) -> None:
        """A search's outcome, said: how many it found and the first of them."""
        if not self.query.strip():
            return
        if not self.items:
            said = self.ctx.t("rules.no_results", query=self.query)
        else:
            names = [
                self.speech_row(self.list, i) for i in range(min(SAID_MATCHES, len(self.items)))
            ]
            sep = self.ctx.spoken().t("table.tile_sep")
            said = self.ctx.t("rules.say_matches", n=len(self.items), names=sep.join(names))
        self.ctx.speech.say(self.ctx.spoken().speakable(said), key="matches")

    def speech_row(self, w, i: int) -> str:
        """A row of the list as it is said: a match with its kind (a monster, a chapter …)."""
        key, name, _ = self.items[i]
        if not self.query.strip():
            return name
        group = key.split(".", 1)[0]
        label = strings.ui(self.book_lang, f"rules.group.{group}")
        return name if label.startswith("rules.") else f"{label}: {name}"

    def speech_tip(self, w) -> str:
        """The search box by ear with nothing searched: Esc no longer clears, it closes."""
        if w is self.search and not self.query:
            return self.ctx.t("rules.search_tip_empty")
        return w.tooltip

    def on_widget(self, w):
        if w is self.search:
            self._set_query(self.search.text)
        elif w is self.list:
            self._show(w.selected)
            if w.activated:
                self.form.set_focus(self.pane, keyboard=True)
        elif w is self.lang_w:
            self.book_lang = w.value
            self.relayout()
            self._show(self.selected)
        return None

    # -- drawing -------------------------------------------------------------------------------
    def _draw_item(self, surface, ctx, i, rect, selected, hovered) -> None:
        key, name, _ = self.items[i]
        if selected:
            pygame.draw.rect(
                surface, theme.IVORY, rect.inflate(0, -ctx.s(4)), border_radius=ctx.s(5)
            )
        elif hovered:
            pygame.draw.rect(
                surface, theme.FELT_LIGHT, rect.inflate(0, -ctx.s(4)), border_radius=ctx.s(5)
            )
        ink = theme.INK if selected else theme.CREAM_TEXT
        x = rect.x + ctx.s(12)
        if self.query.strip():
            # A match: its kind ("Monster state") small above its name, each with the row's
            # whole width (a kind beside the name cut both).
            group = key.split(".", 1)[0]
            label = strings.ui(self.book_lang, f"rules.group.{group}")
            width = rect.right - x - ctx.s(8)
            theme.blit_text(
                surface,
                ctx.font(11),
                label if not label.startswith("rules.") else group,
                theme.INK_SOFT if selected else theme.MUTED_TEXT,
                (x, rect.y + ctx.s(2)),
                "topleft",
                max_width=width,
            )
            theme.blit_text(
                surface,
                ctx.font(15),
                name,
                ink,
                (x, rect.bottom - ctx.s(2)),
                "bottomleft",
                max_width=width,
            )
            return
        num = theme.blit_text(
            surface,
            ctx.font(13),
            f"{i + 1:>2}",
            theme.INK_SOFT if selected else theme.GOLD,
            (x, rect.centery),
            "midleft",
        )
        x = num.right + ctx.s(10)
        theme.blit_text(
            surface,
            ctx.font(16),
            name,
            ink,
            (x, rect.centery),
            "midleft",
            max_width=rect.right - x - ctx.s(8),
        )

    def draw_content(self, surface) -> None:
        ctx = self.ctx
        frame = self.list.rect.inflate(ctx.s(8), ctx.s(8))
        pygame.draw.rect(surface, theme.darken(theme.FELT_DARK, 0.2), frame, border_radius=ctx.s(6))
        theme.paper_panel(surface, self.paper, ctx)
        if self.query.strip():
            n = len(self.items)
            theme.blit_text(
                surface,
                ctx.font(13),
                strings.ui(self.book_lang, "rules.matches", n=n),
                theme.MUTED_TEXT,
                (self.list.rect.right, self.search.rect.centery),
                "midright",
                max_width=ctx.s(58),
            )
