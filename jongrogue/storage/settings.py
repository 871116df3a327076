"""User settings: a small JSON file in the config directory.

* ``load_settings()`` never raises: a missing file gives the defaults; an unreadable, damaged
  or foreign file (bad bytes, bad JSON, absurd numbers, deep nesting) is moved aside to
  ``settings.json.damaged`` (``-2``, ``-3`` … never overwriting an earlier one) and gives the
  defaults plus a ``Problem``; so is a directory, FIFO or device in its place (it is never
  opened for reading: safe_open.py). A file with some invalid fields keeps its good fields and
  a copy of it is kept aside the same way, once (not again at every start while it is unchanged).
* ``save_settings()`` writes atomically (temp file + fsync + rename) and returns a ``Problem``
  instead of raising when the disk is full or read-only — the game goes on. Given the settings
  as this copy last loaded or saved them, it writes only what this copy changed since over the
  file as it is now, so two copies open at once keep each other's changes (last change wins
  per setting, not last save per file).

Problems carry a locale key (``ui.warn.<key>``) and format arguments; the UI translates them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from jongrogue.storage import paths
from jongrogue.storage.aside import copy_aside_once, move_aside
from jongrogue.storage.atomic import write_atomic
from jongrogue.storage.safe_open import NotRegular, TooLarge, read_limited

FORMAT = "jongrogue-settings"
VERSION = 1
LANGUAGES = ("ja", "en")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
STAIRS_TILES = ("pR", "sR")
SPEECH_MODES = ("auto", "on", "off")  # auto: on while a screen reader runs (ui/voice/start.py)
SPEECH_VOICES = ("auto", "screen_reader", "system_voice")  # jongrogue/speech/choose.py
SPEECH_VERBOSITIES = (
    "brief",
    "normal",
    "full",
)  # how the second stairs tile is drawn (the deal is two pR)
SCALE_MIN, SCALE_MAX, SCALE_STEP = 100, 200, 25
MIN_WINDOW_SIZE = (800, 520)  # smaller windows are shown scaled down (ui/viewport.py)
MAX_BYTES = 256 * 1024  # a settings file is a few hundred bytes
# Everything a hostile value can raise while being converted (int(1e400), v[0] of [], v[0] of {}).
CONVERT_ERRORS = (TypeError, ValueError, OverflowError, IndexError, KeyError)

# action id -> pygame key name (pygame.key.name / pygame.key.key_code); no modifiers.
# Search (Shift + a move key) and flee (a move key) are not bindable of their own.
DEFAULT_KEYS: dict[str, str] = {
    "move_north": "up",
    "move_east": "right",
    "move_south": "down",
    "move_west": "left",
    "rest": ".",
    "fight": "f",
    "shoot": "t",
    "quaff": "q",
    "read": "r",
    "camp": "c",
    "use_stairs": "g",
    "flip_wind_plate": "w",
    "pass": "space",
    "undo": "z",
    "redo": "y",
    "describe": "/",
    "message_log": "m",
    "hint": "h",
    "toggle_fullscreen": "f11",
    # with Ctrl, on every screen (ui/voice/keys.py)
    "speech": "s",
    "speech_repeat": "a",
    "review_status": "i",
    "review_log": "l",
    "review_here": "e",
    "review_odds": "o",
    "review_hint": "v",
    "context_help": "k",
}
RETIRED_KEYS = ("search", "flee")
# the game controller's buttons that can be bound (SDL game-controller names; the triggers count
# as buttons once pulled half-way) and action id -> button (ui/pad.py). The d-pad and the left
# stick always move, like the arrows; every button has one action, so rebinding swaps two.
PAD_BUTTONS = (
    "a",
    "b",
    "x",
    "y",
    "back",
    "start",
    "leftshoulder",
    "rightshoulder",
    "lefttrigger",
    "righttrigger",
    "leftstick",
    "rightstick",
)
DEFAULT_PAD: dict[str, str] = {
    "confirm": "a",
    "back": "b",
    "hint": "x",
    "context_help": "y",
    "speech_repeat": "back",
    "menu": "start",
    "previous": "leftshoulder",
    "next": "rightshoulder",
    "page_prev": "lefttrigger",
    "page_next": "righttrigger",
    "review_status": "leftstick",
    "review_log": "rightstick",
}


@dataclass(frozen=True)
class Problem:
    """A settings file problem to tell the player: a ``ui.warn`` key and its arguments."""

    key: str  # ui.warn.<key>
    args: dict[str, Any] = field(default_factory=dict)


@dataclass
class Settings:
    """The player's settings, as saved in settings.json (defaults for anything missing)."""

    language: str | None = None  # None: follow i18n.default_language()
    ui_scale: int = 100  # percent, SCALE_MIN..SCALE_MAX in SCALE_STEP steps
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 800)
    animation_speed: str = "normal"
    sound: bool = True
    volume: int = 70  # percent
    stairs_tile: str = "pR"  # "sR": draw a stairs tile as the red five of bamboo
    combat_one_key: bool = True  # a combat round's only continuation follows the key at once
    combat_one_key_noted: bool = False  # the first step it played by itself was explained
    high_contrast: bool = False  # black table, white paper, black ink (ui/contrast.py)
    speech: str = "auto"  # SPEECH_MODES
    speech_voice: str = "auto"  # SPEECH_VOICES
    speech_verbosity: str = "normal"  # SPEECH_VERBOSITIES
    keys: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_KEYS))
    pad: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_PAD))
    # the last New game choices: {"ruleset": "ez" | "ez_plus", "plus": [option ids], "mode": ...}
    new_game: dict[str, Any] = field(default_factory=dict)
    tutorial_offered: bool = False  # the first start offers the tutorial once
    tutorial_step: int = 0  # the step a left tutorial resumes at (0: from the start)
    tutorial_done: int = 0  # and how many of that step's commands were already played

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return {"format": FORMAT, "version": VERSION, **data}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Settings, bool]:
        """Build settings from ``data``; return (settings, every_field_was_valid)."""
        s, ok = cls(), True

        def take(
            name: str,
            valid: Callable[[Any], object],
            convert: Callable[[Any], Any] = lambda v: v,
        ) -> None:
            nonlocal ok
            if name not in data:
                return
            try:
                value = convert(data[name])
            except CONVERT_ERRORS:
                ok = False
                return
            if valid(value):
                setattr(s, name, value)
            else:
                ok = False

        take("language", lambda v: v is None or v in LANGUAGES)
        take("ui_scale", lambda v: SCALE_MIN <= v <= SCALE_MAX, lambda v: clamp_scale(_whole(v)))
        take("fullscreen", lambda v: isinstance(v, bool))
        take("window_size", lambda v: v[0] <= 16384 and v[1] <= 16384, clamp_window)
        take("animation_speed", lambda v: v in ANIMATION_SPEEDS)
        take("sound", lambda v: isinstance(v, bool))
        take("tutorial_offered", lambda v: isinstance(v, bool))
        take("tutorial_step", lambda v: 0 <= v <= 1000, _whole)
        take("tutorial_done", lambda v: 0 <= v <= 1000, _whole)
        take("volume", lambda v: 0 <= v <= 100, _whole)
        take("stairs_tile", lambda v: v in STAIRS_TILES)
        take("combat_one_key", lambda v: isinstance(v, bool))
        take("combat_one_key_noted", lambda v: isinstance(v, bool))
        take("high_contrast", lambda v: isinstance(v, bool))
        take("speech", lambda v: v in SPEECH_MODES)
        take("speech_voice", lambda v: v in SPEECH_VOICES)
        take("speech_verbosity", lambda v: v in SPEECH_VERBOSITIES)
        take("new_game", lambda v: v is not None, _new_game_choices)
        take("pad", lambda v: v is not None, _pad_bindings)
        if isinstance(data.get("keys"), dict):
            for action, key in data["keys"].items():
                if action in DEFAULT_KEYS and isinstance(key, str) and key:
                    s.keys[action] = key
                elif action in RETIRED_KEYS:
                    pass  # written by an older version: not an error
                else:
                    ok = False
        elif "keys" in data:
            ok = False
        return s, ok


def _whole(v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise TypeError("not a number")
    return int(v)


def _pair(v: Any) -> tuple[int, int]:
    if not isinstance(v, (list, tuple)) or len(v) != 2:
        raise ValueError("window_size must be [width, height]")
    return _whole(v[0]), _whole(v[1])


def _new_game_choices(v: object) -> dict[str, Any] | None:
    """The remembered New game choices, or None (invalid) — option ids are checked by the UI."""
    if not isinstance(v, dict):
        return None
    if not v:
        return {}
    ruleset, mode, plus = v.get("ruleset", "ez"), v.get("mode", "practice"), v.get("plus", [])
    tiles = v.get("tiles", "digital")
    if (
        ruleset not in ("ez", "ez_plus")
        or mode not in ("practice", "challenge")
        or not isinstance(plus, list)
    ):
        return None
    if tiles not in ("digital", "paper"):
        return None
    if not all(isinstance(o, str) and len(o) < 40 for o in plus[:20]) or len(plus) > 20:
        return None
    return {"ruleset": ruleset, "mode": mode, "plus": sorted(set(plus)), "tiles": tiles}


def _pad_bindings(v: object) -> dict[str, str] | None:
    """The pad's bindings, the missing ones at their defaults; None (all back to the defaults)
    when one names an unknown action or button, or two actions share a button."""
    if not isinstance(v, dict) or not all(
        a in DEFAULT_PAD and b in PAD_BUTTONS for a, b in v.items()
    ):
        return None
    out = {**DEFAULT_PAD, **v}
    return out if len(set(out.values())) == len(out) else None


def clamp_window(v: Any) -> tuple[int, int]:
    """A stored size below the minimum (a window once dragged tiny) opens at the minimum."""
    w, h = _pair(v)
    return (max(MIN_WINDOW_SIZE[0], w), max(MIN_WINDOW_SIZE[1], h))


def clamp_scale(pct: int) -> int:
    pct = max(SCALE_MIN, min(SCALE_MAX, int(pct)))
    return SCALE_MIN + round((pct - SCALE_MIN) / SCALE_STEP) * SCALE_STEP


def load_settings(path: Path | None = None) -> tuple[Settings, Problem | None]:
    """Never raises (see the module doc)."""
    path = Path(path) if path else paths.settings_path()
    try:
        raw = read_limited(path, MAX_BYTES).decode("utf-8")
    except FileNotFoundError:
        return Settings(), None
    except NotRegular as exc:  # a directory, FIFO or device in its place
        return Settings(), _damaged(path, exc)
    except OSError as exc:
        return Settings(), Problem("settings_unreadable", {"path": str(path), "error": str(exc)})
    except (TooLarge, ValueError) as exc:  # UnicodeDecodeError, or too large
        return Settings(), _damaged(path, exc)
    try:
        data = json.loads(raw)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a JongRogue settings file")
        version = data.get("version", 0)
        if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
            raise ValueError(f"settings version {version!r} is not one this game reads")
        settings, ok = Settings.from_dict(data)
    except (ValueError, TypeError, RecursionError, OverflowError) as exc:
        return Settings(), _damaged(path, exc)
    if ok:
        return settings, None
    kept = copy_aside_once(path, "invalid", MAX_BYTES)
    return settings, Problem("settings_partly_invalid", {"path": str(path), "moved": str(kept)})


def _damaged(path: Path, exc: BaseException) -> Problem:
    moved = move_aside(path)
    return Problem(
        "settings_damaged",
        {
            "path": str(path),
            "moved": str(moved),
            "error": f"{type(exc).__name__}: {str(exc)[:200]}",
        },
    )


def save_settings(
    settings: Settings, path: Path | None = None, baseline: dict[str, Any] | None = None
) -> Problem | None:
    """Write ``settings``; with ``baseline`` (``to_dict()`` as this copy last loaded or saved
    them) a setting this copy left alone keeps the value another copy saved meanwhile."""
    path = Path(path) if path else paths.settings_path()
    data = settings.to_dict()
    if baseline is not None:
        data = merge_changes(data, baseline, saved_now(path))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)
        write_atomic(path, text + "\n")
    except OSError as exc:
        return Problem(
            "settings_save_failed", {"path": str(path), "error": exc.strerror or str(exc)}
        )
    return None


def merge_changes(
    ours: dict[str, Any], baseline: dict[str, Any], on_disk: dict[str, Any] | None
) -> dict[str, Any]:
    """Our value where we changed it since ``baseline``, else the file's. The key and pad
    bindings are one setting each: merging them action by action could bind one key twice."""
    if on_disk is None:
        return ours
    return {k: v if v != baseline.get(k) else on_disk.get(k, v) for k, v in ours.items()}


def saved_now(path: Path | None = None) -> dict[str, Any] | None:
    """The file's settings as they are now, read quietly (a damaged file is the next load's
    business, not the save's): None when there is nothing usable."""
    path = Path(path) if path else paths.settings_path()
    try:
        data = json.loads(read_limited(path, MAX_BYTES).decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        if not isinstance(data.get("version"), int) or data["version"] > VERSION:
            return None
        return Settings.from_dict(data)[0].to_dict()
    except (OSError, TooLarge, NotRegular, ValueError, TypeError, RecursionError, OverflowError):
        return None
