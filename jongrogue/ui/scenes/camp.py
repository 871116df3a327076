"""Camp (キャンプ): the equipment sheets side by side; drag post-its to equip, unequip or discard.

Every change goes through ``controller.execute`` with engine commands (equip / unequip / discard /
end_camp). Keys: arrows select the post-it drawn that way (Tab walks the list), E equip, U unequip, D discard, Enter end the camp, Esc
too; right-click a post-it for a menu. By ear every key says what it chose or did, naming the item
(ui/voice/camp_words.py).
"""

from __future__ import annotations

from typing import Any

import pygame

from jongrogue.engine import cmd
from jongrogue.text import sheet_words as text
from jongrogue.ui import theme
from jongrogue.ui.scene import Pop, Push, Scene
from jongrogue.ui.scenes.confirm import ConfirmScene
from jongrogue.ui.scenes.undo_keys import pass_on
from jongrogue.ui.sheets import camp_logic as logic
from jongrogue.ui.sheets import camp_panel as panel
from jongrogue.ui.sheets import hotspot_at
from jongrogue.ui.sheets.tooltip import legal_of, view_of
from jongrogue.ui.voice import camp_words
from jongrogue.ui.widgets import Button, Form
from jongrogue.ui.widgets.spatial import toward

SPRING = 0.22  # seconds for an illegal drop to fly back
ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


class CampScene(Scene):
    is_overlay = False  # full screen: the table's bar must not show through the key hints
    name = "camp"
    # the keys _key reads (said by the context help, ui/voice/help.py); its form is the End
    # button for the mouse only: the keys never reach it (help.py leaves its keys out)
    HELP_KEYS = (
        ("down", "camp_choose"),
        ("tab", "camp_tab"),
        ("e", "camp_equip"),
        ("u", "camp_unequip"),
        ("d", "camp_discard"),
        ("return", "camp_end"),
        ("escape", "camp_end"),
    )
    FORM_KEYS = False

    def __init__(self, ctx, controller):
        super().__init__(ctx)
        self.controller = controller
        self.spots = []
        self.selected: dict | None = None
        self._worn: dict | None = None  # a worn post-it D asks about
        self.drag: dict[str, Any] | None = None  # {"item", "start", "pos", "size"}
        self.spring = None  # {"item", "from", "to", "t", "size"}
        # {"rect", "item", "entries": [(label, enabled, action)], "hover"}
        self.menu: dict[str, Any] | None = None
        self.message = ""
        self.hover = None
        self.hover_time = 0.0
        self.form = Form(ctx)

    # -- layout --------------------------------------------------------------------------------
    def layout(self, size) -> None:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        side = 290
        m = 16
        view = view_of(self.controller)
        top_ids = ["melee", "armour"] + (
            ["rings"] if "rings" in (view.get("options") or ()) else []
        )
        low_ids = ["ranged", "potions", "scrolls"]
        area_w = lw - side - 3 * m
        top_h = (lh - 64 - 2 * m - 40) * 0.64
        low_h = (lh - 64 - 2 * m - 40) - top_h - m
        self.rects = {}
        for ids, y, h in ((top_ids, 64, top_h), (low_ids, 64 + top_h + m, low_h)):
            w = (area_w - m * (len(ids) - 1)) / len(ids)
            for i, sid in enumerate(ids):
                self.rects[sid] = ctx.layout.rect(m + i * (w + m), y, w, h)
        self.full = set(top_ids)
        px = lw - side - m
        self.side = ctx.layout.rect(px, 64, side, lh - 64 - m)
        self.tray = ctx.layout.rect(px, lh - m - 56 - 14 - 120, side, 120)
        self.end_btn = Button(
            "end", text.ui(ctx.lang, "camp.end"), shortcut="return", style="primary", size=17
        )
        self.end_btn.rect = ctx.layout.rect(px, lh - m - 56, side, 52)
        self.form.set_widgets([self.end_btn])
        self.help_y = ctx.s(lh - 34)

    def enter(self) -> None:
        self._keep_selection()

    # -- helpers -------------------------------------------------------------------------------
    def view(self) -> dict:
        return view_of(self.controller)

    def items(self) -> list[dict]:
        return [logic.plain(it) for it in logic.items_in_order(self.view())]

    def _keep_selection(self) -> None:
        items = self.items()
        if self.selected not in items:
            self.selected = items[0] if items else None

    # -- by ear --------------------------------------------------------------------------------
    def speech_intro(self) -> list[str]:
        """Said on entering, after its name: what it is, the post-its, the limits, the keys."""
        self._keep_selection()
        view = self.view()
        legal = legal_of(self.controller)
        return [camp_words.intro(self.ctx, view, legal, self.items(), self.selected)]

    def say_selected(self, also: str = "") -> None:
        """The chosen post-it (after ``also``), as a focus: a newer one replaces it unsaid."""
        view = self.view()
        said = camp_words.item_text(
            self.ctx, view, legal_of(self.controller), self.items(), self.selected
        )
        self.ctx.speech.say(f"{also} {said}" if also else said, key="focus")

    def run(self, command, item=None, back_to=None) -> bool:
        """Execute a command through the controller; say why when it is refused."""
        view = self.view()
        legal = legal_of(self.controller)
        if logic.is_legal(legal, command) is False:
            self.refuse(logic.why_refused(view, command), item, back_to)
            return False
        ok, reason = self.controller.execute(command)
        if not ok:
            self.refuse(logic.why_refused(view, command), item, back_to, reason)
            return False
        self.ctx.sound.play("click")
        self.message = ""
        if logic.armed(view) and not logic.armed(self.view()):  # allowed, but say what it means
            self.message = text.ui(self.ctx.lang, "camp.unarmed")
            self.ctx.notify(self.message, "warning", 6.0)
        self._keep_selection()
        return True

    def refuse(self, why, item=None, back_to=None, reason="", named=None) -> None:
        """Say why a move is refused (``named``: the post-it a key chose, named first)."""
        msg = text.ui(self.ctx.lang, f"camp.why.{why}", reason=reason or "")
        if why == "rejected" and not reason:
            msg = text.ui(self.ctx.lang, "camp.why.rejected", reason="—")
        if named is not None:
            msg = text.ui(
                self.ctx.lang, "camp.refused", item=panel.item_label(self.ctx.lang, named), why=msg
            )
        self.message = msg
        if why != "same_place":
            self.ctx.sound.play("error")
            self.ctx.notify(msg, "warning", 3.0)
        if item is not None and back_to is not None:
            self.spring = {
                "item": item,
                "from": back_to[0],
                "to": back_to[1],
                "t": 0.0,
                "size": back_to[2],
            }

    def act(self, kind: str, item: dict | None):
        """E / U / D (or the menu) on ``item``: done and said, or refused naming it."""
        if item is None:
            self.ctx.speech.say(text.ui(self.ctx.lang, "camp.nothing"))
            return None
        view = self.view()
        c, why = logic.key_command(view, legal_of(self.controller), item, kind)
        if c is None:
            self.refuse(why or "rejected", named=item)
            return None
        over = bool(logic.end_camp_discards(view))
        if self.run(c):
            if kind != "discard":  # the same post-it, now worn or not: still the chosen one
                self.selected = dict(item, equipped=kind == "equip")
                self._keep_selection()
            self._say_after(over)
        return self.after()

    def _say_after(self, was_over: bool) -> None:
        """After a change in the camp: the carry limits while over one (or when no longer),
        then the post-it chosen now (the outcome itself is said from the log)."""
        if self.view().get("context") != "camp":
            return
        view = self.view()
        over = bool(logic.end_camp_discards(view))
        limits = camp_words.limits_text(self.ctx, view) if over or was_over else ""
        self.say_selected(limits)

    def after(self):
        if self.view().get("context") != "camp":
            return Pop("end_camp")
        return None

    def end_camp(self):
        """Over a carry limit the player chooses what to keep (§8.11): discard the engine's
        suggestion in one go, or go back and drag post-its to the tray."""
        gone = logic.end_camp_discards(self.view())
        if gone:
            lang = self.ctx.lang
            body = text.ui(lang, "camp.choose_body", items=panel.discard_names(lang, gone))
            return Push(
                ConfirmScene(
                    self.ctx,
                    text.ui(lang, "camp.choose_title"),
                    body,
                    tag="end_camp",
                    yes=text.ui(lang, "camp.discard_suggested"),
                    no=text.ui(lang, "camp.choose_myself"),
                    danger=True,
                )
            )
        return self._do_end()

    def _discard_suggested(self) -> bool:
        for item in logic.end_camp_discards(self.view()):
            if not self.run(cmd("discard", item=logic.to_item(item))):
                return False
        return True

    def _do_end(self):
        ok, reason = self.controller.execute(cmd("end_camp"))
        if not ok:
            self.refuse("rejected", reason=reason)
            return None
        return Pop("end_camp")

    def resume(self, result, child):
        if getattr(child, "tag", "") == "discard_worn":
            worn, self._worn = self._worn, None
            return self.act("discard", worn) if result and worn else None
        if getattr(child, "tag", "") == "end_camp":
            if result:
                return self._do_end() if self._discard_suggested() else None
            # "Choose myself": which sheet is over, what to do, and the post-it chosen now
            self.say_selected(
                " ".join(
                    (
                        camp_words.limits_text(self.ctx, self.view()),
                        self.ctx.t("speech.camp.keys"),
                    )
                )
            )
        return None

    # -- events --------------------------------------------------------------------------------
    def handle_event(self, e):
        if (passed := pass_on(self.ctx, e)) is not None:  # the table undoes or redoes
            return passed
        if self.menu is not None:
            return self._menu_event(e)
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            w = self.form.widget_at(e.pos)
            if w is not None:
                self.form.handle_event(e)
                return None
            spot = hotspot_at(self.spots, e.pos, want="drag")
            if spot is not None and spot.drag is not None:  # (want="drag": it has one)
                item = logic.plain(spot.drag["item"])
                self.selected = item
                self.drag = {
                    "item": item,
                    "start": e.pos,
                    "pos": e.pos,
                    "home": spot.rect.center,
                    "size": max(self.ctx.s(28), min(spot.rect.w, spot.rect.h)),
                }
            return None
        if e.type == pygame.MOUSEMOTION:
            if self.drag:
                self.drag["pos"] = e.pos
            else:
                self.form.handle_event(e)
                spot = hotspot_at(self.spots, e.pos)
                if (spot is None) != (self.hover is None) or (
                    spot
                    and self.hover
                    and (spot.key, spot.rect) != (self.hover.key, self.hover.rect)
                ):
                    self.hover, self.hover_time = spot, 0.0
            return None
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            if self.drag:
                return self._drop(e.pos)
            if self.form.handle_event(e) is self.end_btn:
                return self.end_camp()
            return None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 3:
            spot = hotspot_at(self.spots, e.pos, want="drag")
            if spot is not None and spot.drag is not None:
                self._open_menu(logic.plain(spot.drag["item"]), e.pos)
        return None

    def _key(self, e):
        k = e.key
        items = self.items()
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.end_camp()
        if k == pygame.K_ESCAPE:
            if self.drag:
                self.drag = None
                return None
            return self.end_camp()
        if k in ARROWS:
            if self._arrow(k):
                self.ctx.sound.play("click")
            self.say_selected()  # (at the edge the choice stays, said again)
            return None
        if k == pygame.K_TAB:
            if items:
                i = items.index(self.selected) if self.selected in items else -1
                back = bool(e.mod & pygame.KMOD_SHIFT)
                self.selected = items[(i + (-1 if back else 1)) % len(items)]
                self.ctx.sound.play("click")
            self.say_selected()
            return None
        action = {pygame.K_e: "equip", pygame.K_u: "unequip", pygame.K_d: "discard"}.get(k)
        if action:
            self._keep_selection()
            if action == "discard" and self.selected and self.selected.get("equipped"):
                return self._confirm_discard_worn(self.selected)
            return self.act(action, self.selected)
        return None

    def _arrow(self, k: int) -> bool:
        """Move the choice by an arrow; False when it stays."""
        if self.selected not in self.items():
            self._keep_selection()
            return self.selected is not None
        return self._on_screen(*ARROWS[k]) or (
            k in (pygame.K_LEFT, pygame.K_RIGHT) and self._beside(k == pygame.K_LEFT)
        )

    def _on_screen(self, dx: int, dy: int) -> bool:
        """An arrow: the nearest post-it drawn that way (Down on the mace goes to the long sword
        below it, not to the next in the list). False at the edge: Left / Right then go to the
        sheet over, round; Up / Down stay. Tab walks the list."""
        posted = [(h.rect, logic.plain(h.drag["item"])) for h in self.spots if h.drag is not None]
        at = next((r for r, it in posted if it == self.selected), None)
        if at is None:
            return False
        others = [(r, it) for r, it in posted if it != self.selected and it in self.items()]
        i = toward([r for r, _ in others], at, dx, dy)
        if i is None:
            return False
        self.selected = others[i][1]
        return True

    def _beside(self, left: bool) -> bool:
        """Left / Right: the next sheet over that holds post-its (in the order the sheets are
        drawn, round), at the post-it nearest the chosen one's height; up and down walk the
        list. False when nothing is chosen or no other sheet holds one (the list goes on)."""
        items = self.items()
        if self.selected not in items:
            return False
        sheets = list(dict.fromkeys(it["sheet"] for it in items))
        if len(sheets) < 2:
            return False
        sheet = sheets[(sheets.index(self.selected["sheet"]) + (-1 if left else 1)) % len(sheets)]
        posted = [(h.rect, logic.plain(h.drag["item"])) for h in self.spots if h.drag is not None]
        y = next((r.centery for r, it in posted if it == self.selected), 0)
        there = [(abs(r.centery - y), it) for r, it in posted if it.get("sheet") == sheet]
        near = min(there, key=lambda t: t[0])[1] if there else None
        self.selected = near if near in items else next(it for it in items if it["sheet"] == sheet)
        return True

    def _confirm_discard_worn(self, item: dict):
        """D on a worn post-it asks first: a key, unlike a drag to the tray, can hit the wrong
        one (the choice may have moved to another sheet)."""
        lang = self.ctx.lang
        self._worn = item
        return Push(
            ConfirmScene(
                self.ctx,
                text.ui(lang, "camp.discard_worn_title"),
                text.ui(lang, "camp.discard_worn_body", item=panel.item_label(lang, item)),
                tag="discard_worn",
                yes=text.ui(lang, "camp.discard_worn_yes"),
                no=text.ui(lang, "camp.keep"),
                danger=True,
            )
        )

    def _drop(self, pos):
        drag, self.drag = self.drag, None
        self.hover = None  # (the dragged post-it's tooltip stayed where it had been picked up)
        if drag is None:  # (a drop follows a drag)
            return None
        item = drag["item"]
        if abs(pos[0] - drag["start"][0]) + abs(pos[1] - drag["start"][1]) < self.ctx.s(6):
            return None  # a click: it only selects
        target = "discard" if self.tray.collidepoint(pos) else None
        if target is None:
            spot = hotspot_at(self.spots, pos, want="drop")
            target = spot.drop if spot else None
        back = (pos, drag["home"], drag["size"])
        if target is None:
            self.refuse("same_place", item, back)
            return None
        command, why = logic.command_for(item, target)
        if command is None:
            self.refuse(why, item, back)
            return None
        over = bool(logic.end_camp_discards(self.view()))
        if self.run(command, item, back):
            if item["kind"] and command.type != "discard":
                self.selected = dict(item, equipped=command.type == "equip")
                self._keep_selection()
            self._say_after(over)
        return self.after()

    # -- right-click menu ----------------------------------------------------------------------
    def _open_menu(self, item, pos):
        lang, legal = self.ctx.lang, legal_of(self.controller)
        self.selected = item
        entries = []
        for kind in ("equip", "unequip", "discard"):
            if kind == "equip" and (item["equipped"] or item["sheet"] not in logic.EQUIPPABLE):
                continue
            if kind == "unequip" and not item["equipped"]:
                continue
            c = cmd(kind, item=logic.to_item(item))
            label = text.ui(lang, f"camp.{'drop' if kind == 'discard' else kind}")
            entries.append((label, logic.is_legal(legal, c) is not False, kind))
        w, lh = self.ctx.s(200), self.ctx.s(34)
        rect = pygame.Rect(pos[0], pos[1], w, lh * len(entries))
        rect.clamp_ip(pygame.Rect((0, 0), self.ctx.layout.size))
        self.menu = {"rect": rect, "item": item, "entries": entries, "hover": None}

    def _menu_event(self, e):
        m = self.menu
        if m is None:  # (the menu's events come while it is open)
            return None
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.menu = None
            return None
        if e.type == pygame.MOUSEMOTION:
            m["hover"] = (
                (e.pos[1] - m["rect"].y) * len(m["entries"]) // max(1, m["rect"].h)
                if m["rect"].collidepoint(e.pos)
                else None
            )
        if e.type == pygame.MOUSEBUTTONDOWN:
            self.menu = None
            if m["rect"].collidepoint(e.pos):
                i = (e.pos[1] - m["rect"].y) * len(m["entries"]) // max(1, m["rect"].h)
                label, enabled, kind = m["entries"][i]
                return self.act(kind, m["item"])
        return None

    # -- per frame -----------------------------------------------------------------------------
    def update(self, dt):
        self.form.update(dt)
        self.hover_time += dt
        if self.spring:
            self.spring["t"] += dt
            if self.spring["t"] >= SPRING:
                self.spring = None
        if self.view().get("context") != "camp" and not self.drag:
            return Pop("end_camp")
        return None

    def animating(self) -> bool:
        return bool(self.spring or self.drag)

    def draw(self, surface) -> None:
        theme.draw_felt(surface)
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))  # the camp at night: darker felt than the table
        surface.blit(shade, (0, 0))
        panel.draw_camp(self, surface)
