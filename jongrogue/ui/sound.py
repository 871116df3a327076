"""A tiny procedural sound layer (click, flip, chime) that falls silent without an audio device.

``Sound().play("click")`` never raises. If ``pygame.mixer`` cannot start, the layer disables
itself and ``sound_warning()`` / ``Sound.warning`` say why.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Sequence

import pygame

_warning: str | None = None


def sound_warning() -> str | None:
    return _warning


def _synth(
    freq_hz: int,
    channels: int,
    spec: Sequence[tuple[float, float, float]],
    noise: float = 0.0,
    seed: int = 7,
) -> bytes:
    """Render ``spec`` = [(start_s, pitch_hz, decay_s), ...] as signed 16-bit PCM."""
    rng = random.Random(seed)  # cosmetic, fixed: the same sound every time
    length = max(start + decay * 5 for start, _, decay in spec)
    n = int(freq_hz * length)
    out = array("h")
    for i in range(n):
        t = i / freq_hz
        v = 0.0
        for start, pitch, decay in spec:
            if t >= start:
                dt = t - start
                env = math.exp(-dt / decay)
                v += env * (math.sin(2 * math.pi * pitch * dt) + noise * (rng.random() * 2 - 1))
        sample = int(max(-1.0, min(1.0, v * 0.35)) * 32767)
        out.extend([sample] * channels)
    return out.tobytes()


SPECS = {
    "click": ([(0.0, 1800, 0.004), (0.0, 900, 0.008)], 0.6),  # a tile tapped on the table
    "flip": ([(0.0, 420, 0.012), (0.03, 1200, 0.006)], 0.9),  # a tile turned over
    "chime": ([(0.0, 660, 0.12), (0.09, 880, 0.16)], 0.0),  # something good
    "error": ([(0.0, 180, 0.05), (0.06, 150, 0.06)], 0.1),  # refused
}


class Sound:
    def __init__(self, enabled: bool = True, volume: int = 70):
        global _warning
        self.enabled = enabled
        self.volume = volume
        self.available = False
        self.warning: str | None = None
        self._cache: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            mixer = pygame.mixer.get_init()
            if not mixer or abs(mixer[1]) != 16:
                raise pygame.error(f"unsupported mixer format {mixer}")
            self._format = mixer
            self.available = True
        except (pygame.error, OSError, NotImplementedError) as exc:
            self.warning = _warning = str(exc) or "no audio device"

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))
        for snd in self._cache.values():
            snd.set_volume(self.volume / 100)

    def play(self, name: str) -> None:
        if not (self.enabled and self.available and self.volume > 0):
            return
        try:
            snd = self._cache.get(name)
            if snd is None:
                spec, noise = SPECS[name]
                freq, _, channels = self._format
                snd = pygame.mixer.Sound(buffer=_synth(freq, channels, spec, noise))
                snd.set_volume(self.volume / 100)
                self._cache[name] = snd
            snd.play()
        except (pygame.error, KeyError, ValueError):
            pass
