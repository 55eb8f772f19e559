"""Music and effects with separate volumes. With no audio device the app runs
silent: one notice, and every call is a no-op."""
from __future__ import annotations

import logging
import time
from typing import Callable

import pygame

log = logging.getLogger(__name__)


class Audio:
    def __init__(self, sound_path: Callable, notify: Callable[[str], None] | None = None) -> None:
        self._sound_path = sound_path          # name -> Path | None
        self._notify = notify
        self.available = False
        self.notified = False
        self.music_volume = 0.5
        self.effects_volume = 0.8
        self._sounds: dict = {}
        self._last_played: dict = {}
        self.current_music: str | None = None
        self.played: list[str] = []            # recent effect names (tests, debugging)

    def start(self) -> bool:
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(16)
            self.available = True
        except (pygame.error, OSError, NotImplementedError) as exc:
            log.info("no audio: %s", exc)
            self.available = False
            self._tell()
        return self.available

    def _tell(self) -> None:
        if not self.notified:
            self.notified = True
            if self._notify:
                self._notify("notice.no_audio")

    def set_volumes(self, music: float, effects: float) -> None:
        self.music_volume, self.effects_volume = music, effects
        if self.available:
            try:
                pygame.mixer.music.set_volume(music)
            except pygame.error:
                pass

    def play(self, name: str, volume: float = 1.0) -> None:
        self.played.append(name)
        del self.played[:-20]
        if not self.available or self.effects_volume <= 0:
            return
        now = time.monotonic()
        if now - self._last_played.get(name, 0.0) < 0.05:     # no stacked copies of one sound
            return
        self._last_played[name] = now
        snd = self._sounds.get(name, False)
        if snd is False:
            path = self._sound_path(name)
            snd = None
            if path is not None:
                try:
                    snd = pygame.mixer.Sound(str(path))
                except (pygame.error, OSError) as exc:
                    log.warning("sound %s unusable: %s", name, exc)
            self._sounds[name] = snd
        if snd is not None:
            try:
                snd.set_volume(max(0.0, min(1.0, self.effects_volume * volume)))
                snd.play()
            except pygame.error:
                pass

    def music(self, name: str | None) -> None:
        """Loop a music track (None stops); the same track keeps playing."""
        if name == self.current_music:
            return
        self.current_music = name
        if not self.available:
            return
        try:
            if name is None:
                pygame.mixer.music.fadeout(400)
                return
            path = self._sound_path(name)
            if path is None:
                return
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(self.music_volume)
            pygame.mixer.music.play(-1, fade_ms=600)
        except pygame.error as exc:
            log.warning("music %s unusable: %s", name, exc)

    def stop(self) -> None:
        if self.available:
            try:
                pygame.mixer.stop()
                pygame.mixer.music.stop()
            except pygame.error:
                pass
