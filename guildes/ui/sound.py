"""Short sound effects synthesized by the game itself (no samples): pick, pass, flip,
count, win, and a bump (a key that cannot go further). Where no audio device exists the
game runs silently, without errors."""

from __future__ import annotations

import logging
import math
import random
import time
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


QUIET_CLOSE_S = 5.0
"""The audio device is closed once no sound has played for this long (``close_if_quiet``),
and opened again by the next sound: an open device keeps a thread of SDL's mixing
silence (about half a percent of a core on a still screen). The first sound after a quiet
spell waits for the device to open (a few milliseconds to a few tens)."""


class Sounds:
    """The game's sound effects with a volume; silent when audio is unavailable. The audio
    device is opened at the first sound played (never while sound is off) and closed when
    the game has been quiet for ``QUIET_CLOSE_S``; the effects are synthesized once, at the
    first opening."""

    def __init__(self, enabled: bool, volume: float) -> None:
        self.enabled = enabled
        self.volume = volume
        self._pcm: dict[str, bytes] = {}
        """Each effect's samples, synthesized at the first opening."""
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        """The effects on the open device (empty while it is closed)."""
        self._unavailable = False
        """True once opening the device failed: the game stays silent, without retrying."""
        self._last_sound_at = 0.0

    @property
    def available(self) -> bool:
        """True when sounds can be heard (opens the device to know, if it never was)."""
        return self._open()

    @property
    def is_open(self) -> bool:
        """True while the audio device is open."""
        return bool(self._sounds)

    def _open(self) -> bool:
        """Open the device and load the effects on it; False if there is no device."""
        if self._sounds:
            return True
        if self._unavailable:
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            if not self._pcm:
                self._pcm = {name: make().tobytes() for name, make in RECIPES.items()}
            self._sounds = {name: pygame.mixer.Sound(buffer=pcm) for name, pcm in self._pcm.items()}
        except pygame.error as e:
            log.info("no audio device (%s): the game runs silently", e)
            self._sounds = {}
            self._unavailable = True
            return False
        self._last_sound_at = time.perf_counter()
        return True

    def play(self, name: str) -> None:
        """Play a sound effect (nothing if muted or unavailable)."""
        if not self.enabled or not self._open():
            return
        snd = self._sounds.get(name)
        if snd is not None:
            snd.set_volume(self.volume)
            snd.play()
            self._last_sound_at = time.perf_counter()

    def close_if_quiet(self, now: float | None = None) -> bool:
        """Close the audio device if nothing has played for ``QUIET_CLOSE_S`` and nothing
        is playing (or sound is off); True if it was closed."""
        if not self._sounds:
            return False
        now = time.perf_counter() if now is None else now
        quiet = now - self._last_sound_at >= QUIET_CLOSE_S
        if not (quiet or not self.enabled) or pygame.mixer.get_busy():
            return False
        self.close()
        return True

    def close(self) -> None:
        """Close the audio device (the next sound opens it again)."""
        self._sounds = {}
        if pygame.mixer.get_init():
            pygame.mixer.quit()
