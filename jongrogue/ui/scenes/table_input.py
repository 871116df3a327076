"""Keyboard and mouse input of the table scene."""

from __future__ import annotations

import time

import pygame

from jongrogue.engine import cmd
from jongrogue.text import strings
from jongrogue.text.command_text import label, menu_labels, menu_numbers
from jongrogue.ui.board import dragdrop, item_drag
from jongrogue.ui.board.action_bar import key_hint
from jongrogue.ui.board.common import neighbour, tt
from jongrogue.ui.board.menu import PopupMenu
from jongrogue.ui.board.wall_view import SORT_MODES
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes import table_flow as flow
from jongrogue.ui.scenes.table_draw import describe_target
from jongrogue.ui.scenes.undo_keys import undo_key
from jongrogue.ui.voice import help as voice_help
from jongrogue.ui.widgets import key_label

FKEYS = [getattr(pygame, f"K_F{i}") for i in range(1, 13)]
# seconds after a kind's key played its only command in which that command's menu number, typed
# as if a menu had opened ("T 3" at one monster: T shoots at once), is taken as said, not refused
MENU_DIGIT = 2.0
clock = time.monotonic  # (a test's own clock)


def handle(sc, e):
    if e.type == pygame.KEYUP:
        sc.key_released(e.key)
    if e.type != pygame.KEYDOWN:
        return _handle(sc, e)
    asked = sc.paper_prompt() is not None
    follow = _handle(sc, e)
    sc.key_pressed(e.key, asked)
    return follow


def _handle(sc, e):
    if sc.menu is not None:
        return _menu(sc, e)
    if e.type == pygame.KEYDOWN:
        return _key(sc, e)
    if e.type == pygame.TEXTINPUT:  # an IME's text: only a paper run's picker reads it (東南西北)
        return sc.paper_key(e)[1]
    if e.type == pygame.MOUSEMOTION:
        return _motion(sc, e)
    if e.type == pygame.MOUSEBUTTONDOWN:
        return _down(sc, e)
    if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
        return _up(sc, e)
    if e.type == pygame.MOUSEWHEEL:
        return _wheel(sc, e)
    return None


# -- keyboard -------------------------------------------------------------------------------------
def _key(sc, e):
    ctx, k = sc.ctx, e.key
    ctrl = bool(e.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
    shift = bool(e.mod & pygame.KMOD_SHIFT)
    name = pygame.key.name(k)
    keys = ctx.settings.keys
    if k == pygame.K_ESCAPE:
        if sc.drag:
            sc.drag = None
            return None
        if sc.paper_key(e)[0]:  # a half-typed tile code is cleared first
            return None
        return sc.pause_menu()
    if ctrl:
        if sc.focus_key(e):  # Ctrl+arrows: the focus stops
            return None
        which = undo_key(ctx, e)
        return None if which is None else sc.undo() if which == "undo" else sc.redo()
    taken, follow = sc.paper_key(e)  # a paper run's tile picker types first
    if taken:
        return follow
    if k == pygame.K_TAB:
        sc.bar.move_focus(-1 if shift else 1)
        sc.focus_bar()
        return None
    if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        sc.bar.flip(-1 if k == pygame.K_PAGEUP else 1)
        if ctx.speech.enabled:  # by ear: which page, and what is on it
            bar = sc.bar
            shown = [bar.labels[i] for i in bar.visible() if i < len(bar.labels)]
            ctx.speech.say(
                ctx.t("speech.bar_page", page=bar.page + 1, pages=len(bar.pages))
                + " "
                + ctx.spoken().t("table.tile_sep").join(shown)
            )
        return None
    if k in FKEYS:
        ids = sc.sheet_list()
        i = FKEYS.index(k)
        return sc.open_sheet(ids[i]) if i < len(ids) else None
    commands = sc.bar.commands_for_key(e)
    typed_ahead, sc.played_alone = _typed_ahead(sc, name, commands), None
    if typed_ahead:
        return None
    if len(commands) == 1:
        sc.played_alone = (clock(), tuple(menu_numbers(commands)))
        return sc.run(commands[0])
    if commands:
        return _kind_menu(sc, commands)
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
        handled, follow = sc.focus_enter()
        if handled:
            return follow
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and sc.bar.focus is not None:
        return sc.run(sc.bar.commands[sc.bar.focus])
    if name == "d":
        sc.discard_mode = SORT_MODES[(SORT_MODES.index(sc.discard_mode) + 1) % len(SORT_MODES)]
        return None
    if name == keys.get("describe", "/"):
        # what the mouse points at, else the focused stop (by ear), else the PC
        target = sc.hover.target if sc.hover else sc.focus or ("pc",)
        desc = describe_target(sc, target) or describe_target(sc, ("pc",))
        return flow.describe_popup(ctx, *desc) if desc else None
    if name == keys.get("message_log", "m"):
        return Push(registry.make("log", ctx, sc.ctl.game))
    if not _refused(sc, name) and not _no_hint(sc, name) and not _ranged_keys(sc, name):
        _nothing_on(sc, name)
    return None


def _typed_ahead(sc, name: str, commands) -> bool:
    """The menu number of the command a kind's key has just played alone (no menu opened), typed
    right after it and meaning nothing now: it said what was done already, so it is not refused."""
    last = sc.played_alone
    digit = name.strip("[]")  # (the keypad's digits)
    return (
        last is not None
        and not commands
        and digit.isdigit()
        and int(digit) in last[1]
        and clock() - last[0] <= MENU_DIGIT
    )


def _ranged_keys(sc, name: str) -> bool:
    """A letter or digit that does nothing in the ranged phase (a number there attacked nothing,
    and nothing said so): a toast names the keys that work now."""
    name = name.strip("[]")  # (the keypad's digits)
    if sc.ctl.view.get("context") != "ranged_phase" or len(name) != 1 or not name.isalnum():
        return False
    bar, seen, keys = sc.bar, set(), []
    for i, spec in enumerate(bar.keys):
        chip = key_hint(spec) if spec is not None else ""
        if chip and chip not in seen and i < len(bar.labels):
            seen.add(chip)
            keys.append(f"{chip} {bar.labels[i]}")
    sep = sc.ctx.t("table.tile_sep")
    sc.ctx.sound.play("error")
    sc.ctx.notify(
        tt(sc.ctx, "ranged_keys", pressed=key_label(name), keys=sep.join(keys)),
        "warning",
        5.0,
        family="refusal",  # (as the table's refusals: the latest only)
    )
    return True


def _no_hint(sc, name: str) -> bool:
    """The Hint key where there is one move only (the first fight's "Fight"): it says so, instead
    of nothing happening."""
    hint = getattr(sc, "hint", None)
    if hint is None or name != sc.ctx.settings.keys.get("hint", "h"):
        return False
    move = hint.only_move(sc.ctl)
    if move is None:
        return False
    what = label(sc.ctx, move, sc.ctl.view)
    sc.ctx.notify(sc.ctx.t("learning.hint_one_move", move=what), "info", 5.0)
    return True


# keys of a command with no arguments: refused now, the key says why (G away from the stairs
# did nothing, and nothing said so)
ASKED_WHY = ("use_stairs", "rest", "camp", "flip_wind_plate")


def _refused(sc, name: str) -> bool:
    action = next((a for a in ASKED_WHY if sc.ctx.settings.keys.get(a) == name), None)
    if action is None or any(c.type == action for c in sc.ctl.legal()):
        return False
    code = sc.ctl.game.why_not(cmd(action))
    key = f"reject.{code}"
    sc.refuse(sc.ctx.text(key) if strings.has(sc.ctx.lang, key) else None)
    return True


def _nothing_on(sc, name: str) -> None:
    """By ear, a key that did nothing says so (a sighted player sees that nothing happened): a
    letter, digit or sign, or an arrow toward no way out; never a modifier or a function key."""
    if sc.ctx.speech.enabled and (
        len(name) == 1 or name in ("up", "down", "left", "right", "return", "enter")
    ):
        said = sc.ctx.t("speech.no_key", key=voice_help.spoken_key(sc.ctx, name))
        doing = getattr(sc, "doing_words", None)  # the tutorial: and the key that works now
        sc.ctx.speech.say(f"{said} {doing()}" if callable(doing) else said)


# -- mouse ----------------------------------------------------------------------------------------
def _motion(sc, e):
    if e.pos != sc.mouse:
        sc.tip_quiet = False
    sc.mouse = e.pos
    if sc.drag:
        sc.drag.move(e.pos)
        return None
    h = sc.spot_at(e.pos, skip=("dock",))
    if (h.target if h else None) != (sc.hover.target if sc.hover else None):
        sc.hover, sc.hover_time = h, 0.0
    sc.bar.hover = h.target[1] if h and h.target[0] == "action" else None
    return None


def _down(sc, e):
    sc.mouse = e.pos
    sc.tip_quiet = True  # (a button clicked on and on kept its tooltip over the log)
    if e.button == 3:
        return _open_menu(sc, e.pos)
    if e.button != 1:
        return None
    h = sc.spot_at(e.pos, skip=("dock",))
    if h is None:
        return None
    if h.target[0] == "action":
        sc.bar.pressed = h.target[1]
    if h.drag is not None:
        sc.drag = dragdrop.Drag(h.drag, e.pos, h.rect)
    elif item_drag.payload_for(h) is not None:  # a potion / scroll post-it in the dock
        sc.drag = dragdrop.Drag(item_drag.payload_for(h), e.pos, item_drag.drag_rect(sc.ctx, e.pos))
    sc.pressed_target = sc.press_target(e.pos)
    return None


def _up(sc, e):
    sc.mouse = e.pos
    pressed = getattr(sc, "pressed_target", None)
    sc.pressed_target = None
    sc.bar.pressed = None
    drag, sc.drag = sc.drag, None
    if drag is not None and drag.active:
        sc.hover, sc.rehover = None, True  # the hovered thing was dragged away
        return _drop(sc, drag, e.pos)
    h = sc.spot_at(e.pos, skip=("dock",))
    if h is None or pressed != sc.press_target(e.pos):  # a click pairs a press and a release
        return None
    return _click(sc, h)


def _click(sc, h):
    t = h.target
    if t[0] == "action":
        return sc.run(sc.bar.commands[t[1]])
    if t[0] == "button":
        if t[1] == "undo":
            return sc.undo()
        if t[1] == "redo":
            return sc.redo()
        return sc.pause_menu()
    if t[0] == "paper_tile":
        return sc.enter_tile(t[1])
    if t[0] in ("page_prev", "page_next"):
        sc.bar.flip(-1 if t[0] == "page_prev" else 1)
        return None
    if t[0] == "discard_sort":
        sc.discard_mode = SORT_MODES[(SORT_MODES.index(sc.discard_mode) + 1) % len(SORT_MODES)]
        return None
    if t[0] in ("sheet", "sheet_spot"):
        return sc.open_sheet(t[1])
    if t[0] in ("pc", "slot", "door", "room", "corridor"):
        return _open_menu(sc, sc.mouse, only_commands=True)
    return None


def _drop(sc, drag, pos):
    v = sc.ctl.view
    target = sc.spot_at(pos, skip=("pc", "warning"))
    if drag.payload[0] == "slot":
        dock = sc.tl.dock
        target = ("dock",) if dock.collidepoint(pos) else (target.target if target else None)
    else:
        target = target.target if target else None
    command = dragdrop.command_for_drop(drag.payload, target, v)
    if drag.payload[0] == "item":
        command = item_drag.command_at(drag.payload, sc.spots, pos, v)

    def spring_back():
        sc.spring = dragdrop.Spring(drag.payload, drag.rect(), drag.origin)

    if command is None:
        spring_back()
        sc.refuse(tt(sc.ctx, "drop_nowhere"))
        return None
    follow = sc.run(command, refused=spring_back)  # the path of a key or a button
    sc.glide_from = None  # (a dropped post-it is where it went already: no slide)
    return follow


def _wheel(sc, e):
    pos = sc.mouse if sc.mouse != (-1, -1) else pygame.mouse.get_pos()
    tl = sc.tl
    sc.hover, sc.rehover = None, True  # what is under the mouse scrolls away
    if tl.log.collidepoint(pos):
        sc.logstate.scroll_by(e.y * 3)
    elif tl.discard.collidepoint(pos):
        cur = sc.discard_max if sc.discard_scroll is None else sc.discard_scroll
        sc.discard_scroll = max(0, min(sc.discard_max, cur - e.y))
    elif tl.dock.collidepoint(pos):
        sc.dock.scroll_by(-e.y * sc.ctx.s(40))
    elif tl.bar.collidepoint(pos):
        sc.bar.flip(-1 if e.y > 0 else 1)
    return None


# -- right-click menus ----------------------------------------------------------------------------
def related(sc, target) -> list:
    """The commands of the bar that act on `target` (its right-click menu, its focus stop)."""
    v = sc.ctl.view
    out = []
    for c in sc.bar.commands:
        if target[0] == "pc":
            ok = c.type.startswith("move_") or c.type in ("search", "rest", "camp", "use_stairs")
        elif target[0] == "slot":
            ok = c.arg("slot") == target[2] and target[1] == v["pc"]["position"].get("room")
        elif target[0] in ("door", "room", "corridor"):
            ok = dragdrop.command_for_drop(("pc",), target, v) == c or (
                target[0] == "room"
                and (
                    (c.type == "search" and _search_towards(v, c, target[1]))
                    # the stairs lie in the room the PC stands in
                    or (c.type == "use_stairs" and target[1] == v["pc"]["position"].get("room"))
                )
            )
        else:
            ok = False
        if ok:
            out.append(c)
    return out


def _search_towards(v, c, room) -> bool:
    r = v["pc"]["position"].get("room")
    return r is not None and neighbour(r, c.arg("dir")) == room


def _open_menu(sc, pos, only_commands=False):
    h = sc.spot_at(pos, skip=("dock",))
    if h is None:
        return None
    entries = [(label(sc.ctx, c, sc.ctl.view), c) for c in related(sc, h.target)]
    if not only_commands or not entries:
        if describe_target(sc, h.target):
            entries.append((tt(sc.ctx, "describe"), ("describe", h.target)))
    if not entries:
        return None
    sc.menu = PopupMenu(sc.ctx, pos, entries)
    sc.menu.clamp(pygame.Rect((0, 0), sc.ctx.layout.size))
    return None


def _kind_menu(sc, commands):
    """The menu a kind's key opens when the kind has several commands (number keys pick)."""
    i = sc.bar.commands.index(commands[0])
    b = sc.bar.buttons[i] if i < len(sc.bar.buttons) else None
    pos = b.rect.topleft if b is not None and i in sc.bar.visible() else sc.tl.bar.topleft
    sc.menu = PopupMenu(
        sc.ctx,
        pos,
        list(zip(menu_labels(sc.ctx, commands, sc.ctl.view), commands)),
        numbered=True,
        numbers=menu_numbers(commands),
    )
    sc.menu.rect.bottom = min(sc.menu.rect.bottom, pos[1])
    sc.menu.clamp(pygame.Rect((0, 0), sc.ctx.layout.size))
    ctx = sc.ctx
    if ctx.speech.enabled:  # by ear the menu is heard, or its key seemed to do nothing
        words = ctx.spoken()
        items = [
            words.speakable(f"{n}: {said}")
            for n, said in zip(menu_numbers(commands), menu_labels(words, commands, sc.ctl.view))
        ]
        ctx.speech.say(ctx.t("speech.kind_menu", items=tt(ctx, "desc.list_sep").join(items)))
    return None


def _menu(sc, e):
    res = sc.menu.handle(e)
    if res is None:
        return None
    what, payload = res
    if what == "close":
        sc.menu = None
    elif what == "pick":
        sc.menu = None
        if isinstance(payload, tuple) and payload and payload[0] == "describe":
            desc = describe_target(sc, payload[1])
            return flow.describe_popup(sc.ctx, *desc) if desc else None
        return sc.run(payload)
    return None
