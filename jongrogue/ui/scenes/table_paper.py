"""The table of a paper run: while the rules wait for a tile from the player's own
table (context ``paper_tile``), the tile picker lies over a map, its keys come first, and an undo
of an entered tile says what to put back at the table. By controller: the d-pad walks the
picker's tiles (table_focus.py), A enters one, B takes the last step back."""

from __future__ import annotations

from typing import Any

import pygame

from jongrogue.engine import cmd
from jongrogue.text.paper_words import WINDS, prompt, put_back_text, tile_named
from jongrogue.ui.board.common import tt
from jongrogue.ui.board.tile_picker import (
    NUMBERED,
    TilePicker,
    key_char,
    panel_rect,
    shown_kinds,
)
from jongrogue.ui.context import AppContext
from jongrogue.ui.controller import GameController
from jongrogue.ui.voice import help as voice_help

PUT_BACK = "put_back:"  # the family of an undo's put-back toast (one per tile taken back)
TYPING_OVERRUN_MS = 1500  # (a code typed one tile too many comes a moment after the last)
TILE_TYPING = frozenset("mpsMPSrR123456789")  # what a tile's code is typed with


class PaperTable:
    """Mixed into TableScene (needs ``ctx``, ``ctl``, ``tl``, ``run``, ``refuse``)."""

    # provided by the scene this is mixed into (scenes/table.TableScene)
    ctl: GameController
    ctx: AppContext
    hint: Any  # (board/hint_view.HintState)
    refuse: Any
    run: Any
    tl: Any
    undo_redo: Any

    def __init__(self, ctx):
        super().__init__(ctx)  # type: ignore[call-arg]  # (the next class of TableScene takes ctx)
        self.picker = TilePicker()
        self._prompt_key = None
        self._prompt = None
        self._held: int | None = None  # the key held down whose press led to this prompt
        self._typed_until = 0  # (ms) a tile typed last: the typing's overrun is not a command
        self._letters_lang: str | None = None  # the language whose wind letters were asked last

    def paper_prompt(self):
        """The picker's Prompt while a tile is wanted, else None (cached per view and language)."""
        paper = self.ctl.view.get("paper")
        if paper is None:
            return None
        key = (self.ctl.change, self.ctx.epoch)
        if key != self._prompt_key:
            self._prompt_key, self._prompt = key, prompt(self.ctx, paper)
            self.picker.clear()
            self._held = None
            self._wind_letters(self._prompt)
        return self._prompt

    def _wind_letters(self, p) -> None:
        """The first wind asked for after the language changed says that S and N now mean
        that language's winds (a West typed as S out of habit was entered as South)."""
        lang = self.ctx.lang
        if self._letters_lang is None:
            self._letters_lang = lang
        elif lang != self._letters_lang and any(p.offered.get(w) for w in WINDS):
            self._letters_lang = lang
            self.ctx.notify(tt(self.ctx, "paper.wind_letters_now"), "info", 10.0)

    def paper_cells(self) -> list:
        box = self.ctl.game.rules.box["dungeon_tiles"]
        return shown_kinds(self.paper_prompt(), box)

    def paper_rect(self) -> pygame.Rect:
        return panel_rect(self.tl, self.paper_prompt())

    def paper_places(self) -> frozenset:
        """The table targets of the place being turned up (they glow): its room on the dungeon
        map, and an encounter tile's slot."""
        paper = self.ctl.view.get("paper")
        if paper is None or paper["kind"] not in ("slot", "dungeon"):
            return frozenset()
        room = ("room", paper["room"])
        return frozenset(
            {room, ("slot", paper["room"], paper["slot"])} if paper["kind"] == "slot" else {room}
        )

    def enter_tile(self, answer):
        """Enter `answer` (a kind, or a row of a link search) for the tile the rules wait for."""
        p = self.paper_prompt()
        if p is None:
            return None
        if not p.offered.get(answer):
            self.refuse(self._refusal(p, answer))
            return None
        n = len(self.ctl.game.commands)
        follow = self.run(cmd("tile", row=answer) if p.rows else cmd("tile", tile=answer))
        if len(self.ctl.game.commands) > n:  # entered: the tile put back last is drawn again
            put_back = [t for t in self.ctx.toasts if (t.family or "").startswith(PUT_BACK)]
            if put_back:
                self.ctx.toasts.remove(put_back[-1])
        if self.paper_prompt() is None:
            self._typed_until = pygame.time.get_ticks() + TYPING_OVERRUN_MS
        return follow

    def _refusal(self, p, answer) -> str:
        """Why `answer` cannot be the tile wanted: not a row of the search; not a tile of the
        place's family (the dungeon's winds and red fives, the wall's number tiles); or every
        copy of it accounted for."""
        if p.rows:
            return tt(self.ctx, "paper.no_row", row=answer)
        tile = tile_named(self.ctx, str(answer))
        if p.about == "dungeon":
            if answer not in self.ctl.game.rules.box["dungeon_tiles"]:
                return tt(self.ctx, "paper.not_dungeon", tile=tile)
        elif answer not in NUMBERED:
            return tt(self.ctx, "paper.not_in_wall", tile=tile)
        return tt(self.ctx, "paper.accounted_for", tile=tile)

    def pad_key(self, action: str) -> tuple[str, int] | None:
        """The controller's back in the picker: the last step back (the undo key: the tile just
        entered, or the move that asked for this one), while there is one; else the pause menu
        as everywhere (the menu button opens it always)."""
        if action != "back" or self.paper_prompt() is None or not self.undo_redo()[0]:
            return None
        return self.ctx.settings.keys["undo"], pygame.KMOD_CTRL

    def key_pressed(self, key: int, asked: bool) -> None:
        """After a key press: a press that led to a tile prompt (the slot digit of "P 2") was
        the command's, and its key repeats while held must not be typed into the picker."""
        if not asked and self.paper_prompt() is not None:
            self._held = key

    def key_released(self, key: int) -> None:
        if key == self._held:
            self._held = None

    def paper_key(self, e):
        """The picker's share of a key press: (True, follow) when it took the key."""
        p = self.paper_prompt()
        if p is None:
            return self._overrun(e), None
        if e.type == pygame.KEYDOWN and e.key == self._held:
            return True, None  # a repeat of the key the command used
        res = self.picker.key(e, p, self.ctx.lang)
        if res is None:
            return False, None
        what, value = res
        if what == "enter":
            return True, self.enter_tile(value)
        if what == "bad":
            if value.lower() == self.ctx.settings.keys.get("hint", "h").lower():
                # the Hint key, where no tile code starts with it: the player asks for the
                # Hint, which has no choice to rate while a tile is wanted
                self.hint.wanted = True
                self.ctx.notify(tt(self.ctx, "paper.hint_waits"), "info", 6.0)
            else:
                how = voice_help.paper_typing(self.ctx, False)  # by ear: the codes letter by letter
                said = self.ctx.t("speech.paper.not_a_tile", typed=value, how=how)
                self.refuse(tt(self.ctx, "paper.not_a_tile", typed=value), said)
        return True, None

    def _overrun(self, e) -> bool:
        """A tile's code typed on just after the last tile was entered ("m1" once too often)
        is not taken as a command (1 attacked slot 1): it is dropped, and that is said."""
        if not (e.type == pygame.KEYDOWN and pygame.time.get_ticks() < self._typed_until):
            return False
        ch = key_char(e)  # (from the key, as the picker reads it: a press may carry no text)
        if not (ch and ch in TILE_TYPING):
            return False
        self._typed_until = pygame.time.get_ticks() + TYPING_OVERRUN_MS
        self.ctx.notify(tt(self.ctx, "paper.typed_after", typed=ch), "info", 3.0)
        return True

    def after_undo_put_back(self) -> None:
        """After an undo: the physical step that takes the tile back, as a toast."""
        words = put_back_text(self.ctx, self.ctl.put_back)
        if words:  # (until the tile is entered again: then it is stale)
            self.ctx.notify(words, "info", 6.0, family=f"{PUT_BACK}{len(self.ctl.game.commands)}")
