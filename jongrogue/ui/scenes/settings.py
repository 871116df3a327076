"""Settings: language, UI scale, window / fullscreen, animation speed, sound, speech, key bindings.

Every change applies at once and is saved (atomically) right away."""

from __future__ import annotations

import pygame

from jongrogue.storage.settings import (
    ANIMATION_SPEEDS,
    DEFAULT_KEYS,
    DEFAULT_PAD,
    SCALE_MAX,
    SCALE_MIN,
    SCALE_STEP,
    SPEECH_MODES,
    SPEECH_VERBOSITIES,
    SPEECH_VOICES,
)
from jongrogue.ui import contrast, theme
from jongrogue.ui.layout import Layout
from jongrogue.ui.pad import GLYPHS, PAD_BUTTON
from jongrogue.ui.scenes.common import MenuScene
from jongrogue.ui.voice import form_focus
from jongrogue.ui.voice.help import spoken_key
from jongrogue.ui.voice.keys import ACTIONS as SPEECH_KEYS
from jongrogue.ui.voice.start import apply_setting
from jongrogue.ui.widgets import Button, ScrollList, Segmented, Stepper, key_label

RESERVED = {"escape", "return", "tab", "enter", "keypad enter"}
# rows whose keys come from other settings: shown exactly as they are pressed, not bindable
FIXED = ("search", "flee")
# the controller's rows: "pad.<action>" (settings.pad), "pad.move" the d-pad and stick (fixed)
PAD_ROWS = ["pad.move"] + [f"pad.{a}" for a in DEFAULT_PAD]
# a key held to make another: never a binding alone (the bindings are single keys)
MODIFIER_KEYS = frozenset(
    {
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_MODE,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCK,
    }
)
HELD_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI  # kept for the review keys

ACTIONS = list(DEFAULT_KEYS) + list(FIXED) + PAD_ROWS
WITH_CTRL = ("undo", "redo") + SPEECH_KEYS


def row_label(ctx, action: str) -> str:
    if action.startswith("pad."):
        return ctx.t(f"pad.action.{action[4:]}")
    return ctx.t(f"keys.{action}")


def key_text(ctx, action: str, spoken: bool = False) -> str:
    """What the player presses for ``action``, modifiers included (what the table reacts to):
    as the list shows it, or ``spoken`` in words (arrows and punctuation: a voice skips them)."""
    keys = ctx.settings.keys

    def name(key: str | None) -> str:
        return spoken_key(ctx, key or "") if spoken else key_label(key)

    if action == "pad.move":
        return ctx.t("pad.move_buttons")
    if action.startswith("pad."):
        button = ctx.settings.pad[action[4:]]
        return ctx.t(f"pad.button.{button}") if spoken else GLYPHS[button]
    if action in FIXED:
        sep = " " if spoken else ""
        arrows = sep.join(name(keys[f"move_{d}"]) for d in ("north", "east", "south", "west"))
        shift = "Shift+" if spoken else "⇧ + "
        return (shift if action == "search" else "") + arrows
    if action in WITH_CTRL:
        return "Ctrl+" + name(keys.get(action))
    return name(keys.get(action))


class SettingsScene(MenuScene):
    name = "settings"
    title_key = "settings.title"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.capture: str | None = None  # action waiting for a key
        self.rows: list[tuple[str, int]] = []
        self.key_list: ScrollList | None = None
        self.keys_top = 0
        # this page keeps the scale it opened with, so − / + stay under the pointer; the chosen
        # scale applies when the page closes (the row says so, and what the window allows)
        self._prior_override = ctx.scale_override
        self._saved_scale = (
            ctx.settings.ui_scale
        )  # (a --scale start keeps its scale unless changed)
        ctx.scale_override = ctx.scale_pct
        # another copy of the game saved settings meanwhile: shown and used here too (a scale
        # taken over applies as one chosen here does, when the page closes)
        if ctx.adopt_saved_settings():
            ctx.notify(ctx.t("settings.adopted"), "info", 6.0)

    def exit(self) -> None:
        ctx = self.ctx
        if ctx.settings.ui_scale != self._saved_scale:  # chosen here: the saved scale from now on
            ctx.set_scale(ctx.settings.ui_scale)
        else:  # untouched: the scale it opened over (a --scale start's), laid out if not yet
            ctx.set_scale_override(self._prior_override)

    # -- layout --------------------------------------------------------------------------------
    def build(self, size) -> list:
        ctx, st = self.ctx, self.ctx.settings
        lw, lh = ctx.layout.logical
        width = min(1100, lw - 56)
        x0 = (lw - width) / 2
        left_w = min(470, width * 0.5)
        label_w = 150
        cx = x0 + label_w + 12
        cw = left_w - label_w - 12
        top = self.content_top() + 22
        rows_n = 10  # the rows built below (keep in step when adding one)
        # above the Back button and the scale note, as many lines as its longest wording takes
        longest = " ".join(
            [ctx.t("settings.scale_limited", pct=100), ctx.t("settings.scale_on_close")]
        )
        note = ctx.t("settings.scale") + ": " + max(longest, self.scale_note(), key=len)
        note_h = theme.paragraph_height(ctx.font(13), note, ctx.s(left_w), 1.1) / ctx.layout.scale
        bottom = lh - 24 - 46 - 16 - max(30, note_h + 8)
        step = min(62 if lh >= 700 else 52, (bottom - top - 42) / (rows_n - 1))
        self.label_x = x0
        self.row_h = min(42, step - 6)  # a row's widget (its label is centred on it)
        self.rows = []
        widgets = []

        def row(key, widget, h=42):
            y = top + len(self.rows) * step
            widget.rect = ctx.layout.rect(cx, y, cw, min(h, step - 6))
            self.rows.append((key, y))
            widgets.append(widget)
            return widget

        def on_off(key, on: bool):
            """A switch row: On / Off, with its tooltip ``settings.<key>_tip``."""
            states = [("on", ctx.t("common.state_on")), ("off", ctx.t("common.state_off"))]
            return row(
                key,
                Segmented(key, states, "on" if on else "off", tooltip=ctx.t(f"settings.{key}_tip")),
            )

        self.lang_w = row(
            "language",
            Segmented(
                "language",
                [("ja", ctx.t("settings.lang_ja")), ("en", ctx.t("settings.lang_en"))],
                ctx.lang,
                tooltip=ctx.t("settings.language_tip"),
            ),
        )
        self.scale_w = row(
            "scale",
            Stepper(
                "scale",
                st.ui_scale,
                SCALE_MIN,
                SCALE_MAX,
                SCALE_STEP,
                fmt=self._scale_label,
                tooltip=self._scale_tip(),
            ),
        )
        self.display_w = row(
            "display",
            Segmented(
                "display",
                [
                    ("window", ctx.t("settings.window")),
                    ("fullscreen", ctx.t("settings.fullscreen")),
                ],
                "fullscreen" if st.fullscreen else "window",
                tooltip=ctx.t("settings.display_tip"),
            ),
        )
        self.anim_w = row(
            "animation",
            Segmented(
                "animation",
                [(v, ctx.t(f"settings.anim_{v}")) for v in ANIMATION_SPEEDS],
                st.animation_speed,
                tooltip=ctx.t("settings.animation_tip"),
            ),
        )
        self.combat_w = on_off("combat", st.combat_one_key)
        self.contrast_w = row(
            "contrast",
            Segmented(
                "contrast",
                [
                    ("normal", ctx.t("settings.contrast_normal")),
                    ("high", ctx.t("settings.contrast_high")),
                ],
                "high" if st.high_contrast else "normal",
                tooltip=ctx.t("settings.contrast_tip"),
            ),
        )
        self.sound_w = on_off("sound", st.sound)
        # the volume shares the sound row (room for every row at 143 %)
        self.volume_w = Stepper(
            "volume",
            st.volume,
            0,
            100,
            10,
            fmt=lambda v: f"{v} %",
            enabled=st.sound,
            tooltip=ctx.t("settings.volume_tip"),
        )
        sr = self.sound_w.rect
        half = sr.w * 9 // 20
        self.sound_w.rect = pygame.Rect(sr.x, sr.y, half, sr.h)
        self.volume_w.rect = pygame.Rect(sr.x + half + ctx.s(8), sr.y, sr.w - half - ctx.s(8), sr.h)
        widgets.append(self.volume_w)
        self.stairs_w = row(
            "stairs",
            Segmented(
                "stairs",
                [("pR", ctx.t("settings.stairs_pR")), ("sR", ctx.t("settings.stairs_sR"))],
                st.stairs_tile,
                tooltip=ctx.t("settings.stairs_tip"),
            ),
        )
        # speech: the switch and how much is said share a row, then the voice
        self.speech_w = row(
            "speech",
            Segmented(
                "speech",
                [(v, ctx.t(f"settings.speech_{v}")) for v in SPEECH_MODES],
                st.speech,
                tooltip=ctx.t("settings.speech_tip"),
            ),
        )
        self.verbosity_w = Segmented(
            "verbosity",
            [(v, ctx.t(f"settings.verbosity_{v}")) for v in SPEECH_VERBOSITIES],
            st.speech_verbosity,
            tooltip=ctx.t("settings.speech_tip"),
        )
        sr = self.speech_w.rect
        half = sr.w * 9 // 20
        self.speech_w.rect = pygame.Rect(sr.x, sr.y, half, sr.h)
        self.verbosity_w.rect = pygame.Rect(
            sr.x + half + ctx.s(8), sr.y, sr.w - half - ctx.s(8), sr.h
        )
        widgets.append(self.verbosity_w)
        self.voice_w = row(
            "speech_voice",
            Segmented(
                "speech_voice",
                [(v, ctx.t(f"settings.voice_{v}")) for v in SPEECH_VOICES],
                st.speech_voice,
                tooltip=ctx.t("settings.speech_voice_tip"),
            ),
        )
        self.note_box = (x0, top + len(self.rows) * step - 4, left_w)  # under the last row
        # key bindings on the right
        kx = x0 + left_w + 36
        kw = x0 + width - kx
        self.keys_x, self.keys_w = kx, kw
        self.keys_top = top - 2
        list_top = top + 30
        list_bottom = lh - 24 - 46 - 16 - 58
        self.key_list = ScrollList(  # a click on a row rebinds it, as Enter does
            "keys", ACTIONS, self._draw_key_row, item_height=34, tooltip=None, click_activates=True
        )
        self.key_list.rect = ctx.layout.rect(kx, list_top, kw, list_bottom - list_top)
        self.key_list.set_row_px(ctx.s(34))
        self.reset = Button(
            "reset_keys",
            ctx.t("settings.reset_keys"),
            size=16,
            tooltip=ctx.t("settings.reset_keys_tip"),
        )
        self.reset.rect = ctx.layout.rect(kx, list_bottom + 12, min(kw, 280), 44)
        widgets += [self.key_list, self.reset]
        return widgets

    def _scale_tip(self) -> str:
        return self.ctx.t("settings.scale_tip")

    def _effective(self, v: int) -> int:
        """The scale the window can actually show for a chosen ``v`` (see ui/layout.py)."""
        return round(Layout(self.ctx.layout.size, v).scale * 100)

    def _scale_label(self, v: int) -> str:
        shown = self._effective(v)
        return f"{v} %" if shown == v else f"{v} % → {shown} %"

    def scale_note(self) -> str:
        """Under the scale row: why 200 % shows as 143 %, and when a new scale applies."""
        ctx, v = self.ctx, self.ctx.settings.ui_scale
        notes = []
        if self._prior_override is not None and self._prior_override != v:  # --scale
            notes.append(ctx.t("settings.scale_from_start", pct=self._prior_override, saved=v))
        if self._effective(v) != v:
            notes.append(ctx.t("settings.scale_limited", pct=self._effective(v)))
        if v != self._saved_scale and v != ctx.scale_override:
            notes.append(ctx.t("settings.scale_on_close"))
        return " ".join(notes)

    def speech_intro(self) -> list[str]:
        """Said after its name: the control it opens on (the first), so that an arrow is heard
        to act on it."""
        self.ensure_layout(self.ctx.layout.size)
        focus = self.form.focus
        return [form_focus.text(self.ctx, self, focus)] if focus is not None else []

    # -- input ---------------------------------------------------------------------------------
    def capturing(self) -> bool:
        return self.capture is not None

    def binding_pad(self) -> bool:
        """Waiting for a controller button: the app loop hands it over as a PAD_BUTTON."""
        return self.capture is not None and self.capture.startswith("pad.")

    def speech_row(self, lst, i: int) -> str:
        return f"{row_label(self.ctx, ACTIONS[i])}: {key_text(self.ctx, ACTIONS[i], spoken=True)}"

    def handle_event(self, e):
        if self.binding_pad():
            if e.type == PAD_BUTTON:
                self._bind_pad(e.button)
            elif e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
                self.capture = None
            elif e.type == pygame.KEYDOWN:
                self.ctx.notify(self.ctx.t("pad.not_a_key"))
            elif e.type == pygame.MOUSEBUTTONDOWN:
                self.capture = None
            return None
        if self.capture is not None:
            if e.type == pygame.KEYDOWN and e.key in MODIFIER_KEYS:
                return None  # (Ctrl of a Ctrl+Z on its way: the key it holds decides)
            if e.type == pygame.KEYDOWN and e.mod & HELD_MODS:
                ctx = self.ctx
                ctx.notify(ctx.t("settings.key_alone"))
                ctx.sound.play("error")
                return None  # still waiting for a key pressed alone
            if e.type == pygame.KEYDOWN:
                self._bind(e)
                return None
            if e.type == pygame.MOUSEBUTTONDOWN:
                self.capture = None
            if e.type in (pygame.TEXTINPUT, pygame.MOUSEBUTTONUP):
                return None
        return super().handle_event(e)

    def _bind(self, e) -> None:
        ctx, keys = self.ctx, self.ctx.settings.keys
        assert self.capture is not None, "a key is bound only while one is captured"
        action, self.capture = self.capture, None
        name = pygame.key.name(e.key)
        if e.key == pygame.K_ESCAPE:
            return
        if not name or name in RESERVED or name == "unknown key":
            shown, said = key_label(name) or "?", spoken_key(ctx, name) or "?"
            reserved = "settings.key_reserved"
            ctx.notify(ctx.t(reserved, key=shown), said=ctx.t(reserved, key=said))
            ctx.sound.play("error")
            return
        other = self._give(keys, action, name)
        if other:
            swapped = {"a": ctx.t(f"keys.{action}"), "b": ctx.t(f"keys.{other}")}
            ctx.notify(
                ctx.t("settings.key_swapped", key=key_label(keys[other]), **swapped),
                said=ctx.t("settings.key_swapped", key=spoken_key(ctx, keys[other]), **swapped),
            )

    def _bind_pad(self, button: str) -> None:
        """Bind ``button``; the action that had it takes this one's old button (a swap)."""
        ctx, pad = self.ctx, self.ctx.settings.pad
        assert self.capture is not None, "a button is bound only while one is captured"
        action, self.capture = self.capture[4:], None
        other = self._give(pad, action, button)
        if other:
            ctx.notify(
                ctx.t(
                    "pad.swapped",
                    a=ctx.t(f"pad.action.{action}"),
                    b=ctx.t(f"pad.action.{other}"),
                    button=GLYPHS[pad[other]],
                )
            )

    def _give(self, bindings: dict, action: str, control: str) -> str | None:
        """Bind ``control`` (a key or a pad button) to ``action``, the action that had it taking
        this one's old control (a swap), and save; -> that other action, or None."""
        other = next((a for a, c in bindings.items() if c == control and a != action), None)
        if other:
            bindings[other] = bindings[action]
        bindings[action] = control
        self.ctx.sound.play("click")
        self.ctx.save_settings()
        return other

    def on_widget(self, w):
        ctx, st = self.ctx, self.ctx.settings
        if w is self.lang_w:
            ctx.set_language(w.value)
        elif w is self.scale_w:
            st.ui_scale = w.value
        elif w is self.display_w:
            st.fullscreen = w.value == "fullscreen"
            ctx.display_dirty = True
        elif w is self.anim_w:
            st.animation_speed = w.value
        elif w is self.combat_w:
            st.combat_one_key = w.value == "on"
        elif w is self.contrast_w:
            st.high_contrast = w.value == "high"
            contrast.apply(st.high_contrast)
            ctx.touch()
        elif w is self.sound_w:
            st.sound = w.value == "on"
            ctx.sound.enabled = st.sound
            self.volume_w.enabled = st.sound
            ctx.sound.play("chime")
        elif w is self.volume_w:
            st.volume = w.value
            ctx.sound.set_volume(w.value)
            ctx.sound.play("click")
        elif w is self.stairs_w:
            st.stairs_tile = w.value
        elif w is self.speech_w:
            st.speech = w.value
            apply_setting(ctx)
        elif w is self.verbosity_w:
            st.speech_verbosity = w.value
        elif w is self.voice_w:
            st.speech_voice = w.value
            apply_setting(ctx, reopen=True)
        elif self.key_list is not None and w is self.key_list:
            if w.activated and ACTIONS[w.selected] == "pad.move":
                ctx.notify(ctx.t("pad.fixed_move"))
            elif w.activated and ACTIONS[w.selected] in FIXED:
                ctx.notify(ctx.t(f"settings.fixed_{ACTIONS[w.selected]}"))
            elif w.activated:
                self.capture = ACTIONS[w.selected]
            return None
        elif w is self.reset:
            st.keys, st.pad = dict(DEFAULT_KEYS), dict(DEFAULT_PAD)
            ctx.notify(ctx.t("settings.keys_reset"))
        ctx.save_settings()
        return None

    # -- drawing -------------------------------------------------------------------------------
    def _draw_key_row(self, surface, ctx, i, rect, selected, hovered) -> None:
        action = ACTIONS[i]
        if selected and self.key_list is not None and self.key_list.focused:
            pygame.draw.rect(surface, theme.FELT_LIGHT, rect, border_radius=ctx.s(4))
        elif hovered:
            pygame.draw.rect(
                surface, theme.lighten(theme.FELT_DARK, 0.12), rect, border_radius=ctx.s(4)
            )
        font = ctx.font(15)
        chip = pygame.Rect(0, 0, ctx.s(124), rect.h - ctx.s(8))
        chip.midright = (rect.right - ctx.s(6), rect.centery)
        theme.blit_text(
            surface,
            font,
            row_label(ctx, action),
            theme.CREAM_TEXT,
            (rect.x + ctx.s(10), rect.centery),
            "midleft",
            max_width=chip.left - rect.x - ctx.s(18),
        )
        waiting = self.capture == action
        pygame.draw.rect(
            surface, theme.HL_SELECT if waiting else theme.IVORY, chip, border_radius=ctx.s(5)
        )
        press = "pad.press_button" if action.startswith("pad.") else "settings.press_key"
        label = ctx.t(press) if waiting else key_text(ctx, action)
        theme.blit_text(
            surface,
            ctx.font(14, bold=not waiting),
            label,
            theme.INK,
            chip.center,
            "center",
            max_width=chip.w - ctx.s(6),
        )

    def draw_content(self, surface) -> None:
        ctx = self.ctx
        font = ctx.font(18)
        for key, y in self.rows:
            theme.blit_text(
                surface,
                font,
                ctx.t(f"settings.{key}"),
                theme.GOLD,
                (ctx.s(self.label_x), ctx.s(y + self.row_h / 2)),
                "midleft",
                max_width=ctx.s(150),
            )
        note = self.scale_note()
        if note:
            x, y, w = self.note_box
            theme.blit_paragraph(
                surface,
                ctx.font(13),
                ctx.t("settings.scale") + ": " + note,
                theme.HL_SELECT,
                ctx.layout.rect(x, y, w, 80),
                line_gap=1.1,
            )
        head = ctx.t("settings.keys_heading")
        theme.blit_text(
            surface,
            font,
            head,
            theme.GOLD,
            (ctx.s(self.keys_x), ctx.s(self.keys_top)),
            max_width=ctx.s(self.keys_w),
        )
        hint = ctx.t("settings.keys_hint")
        if self.capture:
            asked = "pad.capture" if self.binding_pad() else "settings.keys_capture"
            hint = ctx.t(asked, action=row_label(ctx, self.capture))
        hint_rect = pygame.Rect(
            ctx.s(self.keys_x),
            self.reset.rect.bottom + ctx.s(8),
            ctx.s(self.keys_w),
            surface.get_height() - self.reset.rect.bottom,
        )
        theme.blit_paragraph(
            surface,
            ctx.font(13),
            hint,
            theme.HL_SELECT if self.capture else theme.MUTED_TEXT,
            hint_rect,
            line_gap=1.1,
        )
        lst = self.key_list
        if lst is None:  # (made by the layout, before any drawing)
            return
        frame = lst.rect.inflate(ctx.s(8), ctx.s(8))
        pygame.draw.rect(surface, theme.darken(theme.FELT_DARK, 0.2), frame, border_radius=ctx.s(6))
