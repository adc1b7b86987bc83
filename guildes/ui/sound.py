"""Short sound effects synthesized by the game itself (no samples): pick, pass, flip,
count, win, and a bump (a key that cannot go further). Where no audio device exists the
game runs silently, without errors."""

from __future__ import annotations

import logging
import math
import random
from array import array

import pygame

log = logging.getLogger(__name__)
RATE = 22050


def _tone(
    freqs: list[float], ms: int, decay: float, noise: float = 0.0, sweep: float = 0.0
) -> array:
    n = int(RATE * ms / 1000)
    rnd = random.Random(7)
    out = array("h")
    for i in range(n):
        t = i / RATE
        env = math.exp(-decay * t) * min(1.0, i / 60)
        v = 0.0
        for f in freqs:
            v += math.sin(2 * math.pi * (f + sweep * t) * t)
        v /= max(1, len(freqs))
        v = v * (1 - noise) + (rnd.random() * 2 - 1) * noise
        s = int(12000 * env * v)
        out.append(s)
        out.append(s)  # stereo
    return out


RECIPES = {
    "pick": lambda: _tone([660, 990], 90, 38),
    "pass": lambda: _tone([220], 180, 18, noise=0.7, sweep=-300),
    "flip": lambda: _tone([440], 70, 60, noise=0.5),
    "count": lambda: _tone([523.25, 659.25, 783.99], 260, 9),
    "bump": lambda: _tone([150], 60, 70, noise=0.25, sweep=-200),
    "win": lambda: _tone([523.25, 659.25, 783.99, 1046.5], 700, 4),
}


class Sounds:
    """The game's sound effects with a volume; silent when audio is unavailable."""

    def __init__(self, enabled: bool, volume: float) -> None:
        self.enabled = enabled
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            for name, make in RECIPES.items():
                self._sounds[name] = pygame.mixer.Sound(buffer=make().tobytes())
        except pygame.error as e:
            log.info("no audio device (%s): the game runs silently", e)
            self._sounds = {}

    @property
    def available(self) -> bool:
        """True when sounds can be heard."""
        return bool(self._sounds)

    def play(self, name: str) -> None:
        """Play a sound effect (nothing if muted or unavailable)."""
        if not self.enabled or not self._sounds:
            return
        snd = self._sounds.get(name)
        if snd is not None:
            snd.set_volume(self.volume)
            snd.play()
