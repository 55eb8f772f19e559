"""One cached loader for images, 9-slices, fonts, text and sound paths.

A missing file never stops the app: it is logged once and a drawn placeholder
takes its place, so the client works while the art is still being made.
"""
from __future__ import annotations

import logging
from collections import OrderedDict
from pathlib import Path

import pygame

from game.paths import asset_path
from . import theme

log = logging.getLogger(__name__)

FONT_FILES = {"sans": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf", "serif": "DejaVuSerif-Bold.ttf"}
_TEXT_CACHE_MAX = 1500


class Assets:
    def __init__(self, root: Path | None = None, text_scale: float = 1.0) -> None:
        self.root = Path(root) if root else asset_path()
        self.text_scale = text_scale
        self._images: dict = {}
        self._scaled: dict = {}
        self._nine: dict = {}
        self._fonts: dict = {}
        self._text: OrderedDict = OrderedDict()
        self._has: dict[str, bool] = {}
        self.missing: set[str] = set()

    # -- files ----------------------------------------------------------------------
    def path(self, *parts: str) -> Path:
        return self.root.joinpath(*parts)

    def exists(self, rel: str) -> bool:
        return (self.root / rel).is_file()

    def _missing(self, rel: str) -> None:
        if rel not in self.missing:
            self.missing.add(rel)
            log.warning("asset missing, using a placeholder: %s", rel)

    # -- images -----------------------------------------------------------------------
    def image(self, rel: str) -> pygame.Surface:
        """sprites/<rel> (e.g. "ui/panel.png"), converted for fast blits, kept."""
        surf = self._images.get(rel)
        if surf is None:
            surf = self._images[rel] = self.load(rel)
        return surf

    def load(self, rel: str, alpha: bool = True) -> pygame.Surface:
        """sprites/<rel> read afresh and not kept: for art drawn once into a cache of
        its own (the menu backdrop), which the caller may then draw on. alpha=False
        for opaque art: converted without a per-pixel alpha channel. A placeholder
        when the file cannot be read."""
        full = self.root / "sprites" / rel
        try:
            surf = pygame.image.load(str(full))
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha() if alpha else surf.convert()
        except (FileNotFoundError, pygame.error, OSError):
            self._missing(rel)
            surf = placeholder(rel)
        return surf

    def has_image(self, rel: str) -> bool:
        found = self._has.get(rel)
        if found is None:
            found = self._has[rel] = (self.root / "sprites" / rel).is_file()
        return found

    def scaled(self, rel: str, size: tuple[int, int], smooth: bool = True) -> pygame.Surface:
        key = (rel, int(size[0]), int(size[1]))
        surf = self._scaled.get(key)
        if surf is None:
            src = self.image(rel)
            size = (max(1, key[1]), max(1, key[2]))
            surf = src if src.get_size() == size else (
                pygame.transform.smoothscale(src, size) if smooth else pygame.transform.scale(src, size))
            self._scaled[key] = surf
        return surf

    def fit(self, rel: str, box: tuple[int, int]) -> pygame.Surface:
        """Scaled to fit inside box, keeping the aspect ratio."""
        src = self.image(rel)
        w, h = src.get_size()
        k = min(box[0] / max(1, w), box[1] / max(1, h))
        return self.scaled(rel, (max(1, round(w * k)), max(1, round(h * k))))

    def nine(self, rel: str, size: tuple[int, int], border: int | None = None) -> pygame.Surface:
        """A 9-slice image stretched to size: corners kept, edges and centre stretched."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = (rel, w, h, border)
        surf = self._nine.get(key)
        if surf is not None:
            return surf
        src = self.image(rel)
        sw, sh = src.get_size()
        b = border if border is not None else max(2, min(sw, sh) // 3)
        b = min(b, w // 2, h // 2, sw // 2, sh // 2)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        if b <= 0:
            surf.blit(pygame.transform.smoothscale(src, (w, h)), (0, 0))
        else:
            cols = ((0, b, 0, b), (b, sw - 2 * b, b, w - 2 * b), (sw - b, b, w - b, b))
            rows = ((0, b, 0, b), (b, sh - 2 * b, b, h - 2 * b), (sh - b, b, h - b, b))
            for sx, swid, dx, dwid in cols:
                for sy, shei, dy, dhei in rows:
                    if swid <= 0 or shei <= 0 or dwid <= 0 or dhei <= 0:
                        continue
                    part = src.subsurface((sx, sy, swid, shei))
                    if (swid, shei) != (dwid, dhei):
                        part = pygame.transform.scale(part, (dwid, dhei))
                    surf.blit(part, (dx, dy))
        if len(self._nine) > 400:
            self._nine.clear()
        self._nine[key] = surf
        return surf

    # -- fonts and text ------------------------------------------------------------------
    def font(self, kind: str = "sans", size: int = theme.SIZE_BODY, scaled: bool = True) -> pygame.font.Font:
        px = max(8, round(size * (self.text_scale if scaled else 1.0)))
        key = (kind, px)
        font = self._fonts.get(key)
        if font is None:
            full = self.root / "fonts" / FONT_FILES.get(kind, FONT_FILES["sans"])
            try:
                font = pygame.font.Font(str(full), px)
            except (FileNotFoundError, OSError, pygame.error):
                self._missing("fonts/" + full.name)
                font = pygame.font.Font(None, round(px * 1.3))
            self._fonts[key] = font
        return font

    def text(self, text: str, size: int = theme.SIZE_BODY, color=theme.TEXT, kind: str = "sans",
             scaled: bool = True) -> pygame.Surface:
        key = (text, size, tuple(color), kind, scaled, self.text_scale)
        surf = self._text.get(key)
        if surf is None:
            surf = self.font(kind, size, scaled).render(text, True, color)
            self._text[key] = surf
            if len(self._text) > _TEXT_CACHE_MAX:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
        return surf

    def set_text_scale(self, scale: float) -> None:
        if scale != self.text_scale:
            self.text_scale = scale
            self._text.clear()

    def sound_path(self, name: str) -> Path | None:
        full = self.root / "sounds" / f"{name}.wav"
        if full.is_file():
            return full
        ogg = full.with_suffix(".ogg")
        if ogg.is_file():
            return ogg
        self._missing(f"sounds/{name}.wav")
        return None


def placeholder(rel: str) -> pygame.Surface:
    """A drawn stand-in that still looks intentional (UI frames look like frames)."""
    name = Path(rel).stem
    if rel.startswith("ui/") and ("button" in name or "panel" in name):
        size = (48, 48)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        fill = {"button_hover": theme.PANEL_LIGHT, "button_pressed": theme.INK_SOFT,
                "button_disabled": (60, 54, 66)}.get(name, theme.PANEL)
        if "panel" in name:
            fill = theme.PANEL
        pygame.draw.rect(surf, theme.INK, surf.get_rect(), border_radius=10)
        pygame.draw.rect(surf, fill, surf.get_rect().inflate(-4, -4), border_radius=8)
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect().inflate(-4, -4), 2, border_radius=8)
        return surf
    size = (64, 64)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (120, 60, 140), surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, theme.INK, surf.get_rect(), 3, border_radius=8)
    try:
        font = pygame.font.Font(None, 16)
        label = font.render(name[:10], True, theme.TEXT)
        surf.blit(label, label.get_rect(center=(32, 32)))
    except pygame.error:
        pass
    return surf
