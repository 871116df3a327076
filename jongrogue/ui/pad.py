"""The game controller (SDL's game-controller API in pygame-ce): each pad event becomes the key
press it stands for, so every screen plays by pad through its keyboard code — there is no second
input path. The d-pad and the left stick are the arrows (on the table Ctrl+arrows, its focus
stops); the buttons are bound in Settings (``settings.pad``, action -> button):

confirm Enter · back / menu Esc · hint the Hint's key · previous / next Shift+Tab / Tab ·
page_prev / page_next PageUp / PageDown · speech_repeat, context_help, review_status, review_log
Ctrl + their key. A scene may give a button another key (``pad_key``): back in a paper run's
tile picker takes the last step back (the undo key).

A held direction repeats (``Pad.repeat``, stepped by the app loop only while one is held). A pad
plugged in or pulled out says so. ``ctx.pad_active`` is True while the last input came from a
pad: the action bar and the context help then name its buttons (``glyph``)."""

from __future__ import annotations

import logging
from typing import Any

import pygame
from pygame._sdl2 import controller as sdl_controller

log = logging.getLogger(__name__)

EVENTS = frozenset(
    {
        pygame.CONTROLLERDEVICEADDED,
        pygame.CONTROLLERDEVICEREMOVED,
        pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP,
        pygame.CONTROLLERAXISMOTION,
    }
)
PAD_BUTTON = pygame.event.custom_type()  # a button pressed while a scene binds one (Settings)
BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: "a",
    pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x",
    pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_BACK: "back",
    pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "leftshoulder",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rightshoulder",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "leftstick",
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rightstick",
}
DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
}
TRIGGERS = {
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: "lefttrigger",
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "righttrigger",
}
STICK_X, STICK_Y = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY
DEAD_ZONE = 16384  # a stick or trigger nearer rest than half-way is at rest
REPEAT_DELAY, REPEAT_EVERY = 0.4, 0.12  # seconds: a held direction repeats like a held key
# how the buttons are drawn (Xbox / Steam Deck names: SDL names the buttons by their place)
GLYPHS = {
    "a": "Ⓐ",
    "b": "Ⓑ",
    "x": "Ⓧ",
    "y": "Ⓨ",
    "back": "View",
    "start": "Menu",
    "leftshoulder": "LB",
    "rightshoulder": "RB",
    "lefttrigger": "LT",
    "righttrigger": "RT",
    "leftstick": "L3",
    "rightstick": "R3",
}
CTRL_ACTIONS = ("speech_repeat", "context_help", "review_status", "review_log")
FIXED_KEYS = {
    "confirm": ("return", 0),
    "back": ("escape", 0),
    "menu": ("escape", 0),
    "previous": ("tab", pygame.KMOD_SHIFT),
    "next": ("tab", 0),
    "page_prev": ("page up", 0),
    "page_next": ("page down", 0),
}


def start() -> None:
    """Open SDL's controller subsystem; pads already plugged in then arrive as added. Without it
    (a platform that lacks it) the game plays on without pads."""
    try:
        sdl_controller.init()
    except pygame.error as exc:
        log.warning("no game controllers: %s", exc)


def key_of(ctx, action: str) -> tuple[str, int]:
    """The key (pygame name, modifiers) a pad action presses."""
    if action in FIXED_KEYS:
        return FIXED_KEYS[action]
    return ctx.settings.keys[action], pygame.KMOD_CTRL if action in CTRL_ACTIONS else 0


def glyph(ctx, action: str) -> str:
    """How the button bound to ``action`` is drawn."""
    return GLYPHS[ctx.settings.pad[action]]


def chip(ctx, name: str, shift: bool) -> str:
    """The button that presses key ``name`` (with Shift or not, no Ctrl); "" when none does."""
    for action in ctx.settings.pad:
        key, mod = key_of(ctx, action)
        if key == name and bool(mod & pygame.KMOD_SHIFT) == shift and not mod & pygame.KMOD_CTRL:
            return glyph(ctx, action)
    return ""


def help_keys(ctx, table: bool) -> list[tuple[str, str]]:
    """(button, what) for the context help while a pad is in use (the Hint only on the table)."""
    move = ctx.t("pad.help.move_table" if table else "pad.help.move_menu")
    out = [(ctx.t("pad.help.move"), move)]
    for action, button in ctx.settings.pad.items():
        if table or action != "hint":
            out.append((ctx.t(f"pad.button.{button}"), ctx.t(f"pad.help.what.{action}")))
    return out


def press(name: str, mod: int = 0) -> list[pygame.event.Event]:
    """A key pressed and let go (the KeyGuard then gives the next press to whichever scene)."""
    code = pygame.key.key_code(name)
    down = pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    return [down, pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)]


def arrow(top, direction: str) -> list[pygame.event.Event]:
    """A direction as the arrow key of ``top``: Ctrl+arrow on the table (its focus stops)."""
    table = getattr(top, "focus_key", None) is not None and getattr(top, "menu", None) is None
    return press(direction, pygame.KMOD_CTRL if table else 0)


class Pad:
    def __init__(self):
        self.open: dict[int, Any] = {}  # instance id -> the opened controller (events flow)
        self.axes = {STICK_X: 0, STICK_Y: 0}
        self.pulled: set[str] = set()  # the triggers past half-way
        self.held: str | None = None  # the direction held (d-pad or stick)
        self.wait = 0.0  # until it repeats

    def translate(self, ctx, event, top) -> list[pygame.event.Event]:
        """The events ``event`` stands for (key presses, or a PAD_BUTTON while ``top`` binds)."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self._added(ctx, event)
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            self._removed(ctx, event)
            return []
        button, direction = self._read(event)
        if button is None and direction is None:
            return []
        use(ctx, True)
        if getattr(top, "binding_pad", lambda: False)():
            return [pygame.event.Event(PAD_BUTTON, button=button)] if button else []
        if direction is not None:
            self.held, self.wait = direction, REPEAT_DELAY
            return arrow(top, direction)
        action = next((a for a, b in ctx.settings.pad.items() if b == button), None)
        if action is None:
            return []
        own = getattr(top, "pad_key", None)  # a scene that gives a button its own key
        return press(*((own(action) if callable(own) else None) or key_of(ctx, action)))

    def repeat(self, top, dt: float) -> list[pygame.event.Event]:
        """The held direction once more when its time has come (called only while one is held)."""
        self.wait -= dt
        if self.held is None or self.wait > 0:
            return []
        self.wait = REPEAT_EVERY
        return arrow(top, self.held)

    def _read(self, event) -> tuple[str | None, str | None]:
        """(a button pressed, a direction newly pushed); a let-go direction stops its repeat."""
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            if event.button in DPAD:
                return None, DPAD[event.button]
            return BUTTONS.get(event.button), None
        if event.type == pygame.CONTROLLERBUTTONUP:
            if DPAD.get(event.button) == self.held:
                self.held = None
            return None, None
        if event.axis in TRIGGERS:
            name = TRIGGERS[event.axis]
            if event.value < DEAD_ZONE:
                self.pulled.discard(name)
                return None, None
            if name in self.pulled:
                return None, None
            self.pulled.add(name)
            return name, None
        if event.axis not in self.axes:
            return None, None
        self.axes[event.axis] = event.value
        x, y = self.axes[STICK_X], self.axes[STICK_Y]
        if max(abs(x), abs(y)) < DEAD_ZONE:
            direction = None
        elif abs(x) > abs(y):
            direction = "right" if x > 0 else "left"
        else:
            direction = "down" if y > 0 else "up"
        if direction == self.held:
            return None, None
        self.held = None
        return None, direction

    def _added(self, ctx, event) -> None:
        try:
            pad = sdl_controller.Controller(event.device_index)
            name = pad.name
            self.open[pad.as_joystick().get_instance_id()] = pad
        except (pygame.error, AttributeError) as exc:  # gone again, or not a game controller
            log.info("controller %s not opened: %s", getattr(event, "device_index", "?"), exc)
            name = ""
        ctx.notify(ctx.t("pad.added", name=name or ctx.t("pad.unnamed")))

    def _removed(self, ctx, event) -> None:
        pad = self.open.pop(int(getattr(event, "instance_id", -1)), None)
        if pad is not None:
            pad.quit()
        self.held = None
        ctx.notify(ctx.t("pad.removed"))
        use(ctx, False)


def use(ctx, pad: bool) -> None:
    """The last input came from a pad (True) or the keyboard / mouse: what names keys (the
    table's bar, the help) names what was used (nothing re-lays out: no focus is lost)."""
    ctx.pad_active = pad
