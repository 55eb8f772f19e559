"""Tiled map rendering for views: the whole map is drawn once to a surface and
scaled once to the wanted size; both are cached per map file.

pytmx.load_pygame needs a display mode set first (it converts images).
"""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

log = logging.getLogger(__name__)


class MapRenderer:
    def __init__(self) -> None:
        self._raw: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple, pygame.Surface] = {}
        self._maps: dict = {}

    def tmx(self, path: str | Path):
        path = str(path)
        data = self._maps.get(path)
        if data is None:
            import pytmx
            data = pytmx.load_pygame(path)
            self._maps[path] = data
        return data

    def raw(self, path: str | Path, skip_layers: tuple = ()) -> pygame.Surface:
        """The map at its native tile size (visible tile layers in order, but skip_layers)."""
        path = str(path)
        surf = self._raw.get((path, skip_layers))
        if surf is not None:
            return surf
        try:
            tm = self.tmx(path)
            import pytmx
            surf = pygame.Surface((tm.width * tm.tilewidth, tm.height * tm.tileheight), pygame.SRCALPHA)
            for layer in tm.visible_layers:
                if isinstance(layer, pytmx.TiledTileLayer) and layer.name not in skip_layers:
                    for x, y, image in layer.tiles():
                        if image is not None:
                            surf.blit(image, (x * tm.tilewidth, y * tm.tileheight + tm.tileheight
                                              - image.get_height()))
        except Exception as exc:                  # a broken map draws as a marked box
            log.warning("map %s cannot be drawn: %s", path, exc)
            surf = pygame.Surface((160, 128), pygame.SRCALPHA)
            surf.fill((70, 40, 80, 255))
            pygame.draw.line(surf, (200, 80, 80), (0, 0), (160, 128), 3)
        self._raw[(path, skip_layers)] = surf
        return surf

    def scaled(self, path: str | Path, size: tuple[int, int], skip_layers: tuple = ()) -> pygame.Surface:
        """The map scaled once to size (cached per file, size and skipped layers)."""
        key = (str(path), int(size[0]), int(size[1]), tuple(skip_layers))
        surf = self._scaled.get(key)
        if surf is None:
            raw = self.raw(path, tuple(skip_layers))
            surf = raw if raw.get_size() == key[1:3] else pygame.transform.smoothscale(raw, key[1:3])
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._scaled[key] = surf
        return surf

    def tile_size(self, path: str | Path) -> tuple[int, int]:
        tm = self.tmx(path)
        return tm.tilewidth, tm.tileheight
