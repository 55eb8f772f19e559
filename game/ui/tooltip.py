"""Hover help: anything under the pointer offers its text each frame; the text
appears after the pointer rested ~0.4 s on the same thing."""
from __future__ import annotations

import pygame

from . import theme
from .text import clipped, wrapped

DELAY = 0.4
MAX_W = 340


class Tooltips:
    def __init__(self) -> None:
        self._offer: tuple[str, tuple] | None = None
        self._current: tuple[str, tuple] | None = None
        self.rested = 0.0
        self._avoid = self.avoid = None

    def offer(self, text: str, rect=None, avoid=None) -> None:
        """Called during update by whatever is hovered; the last offer wins (topmost).
        `avoid`: a rect the tip must not cover (the menu a hovered row belongs to), or a list
        of them (the titles of the menu's game cards)."""
        if text:
            self._offer = (text, tuple(rect) if rect is not None else ())
            self._avoid = avoid_rects(avoid)

    def tick(self, dt: float) -> None:
        if self._offer is not None and self._current is not None and self._offer[0] == self._current[0]:
            self.rested += dt
        else:
            self.rested = 0.0
        self._current = self._offer
        self.avoid = self._avoid if self._offer is not None else None
        self._offer = None

    def clear(self) -> None:
        self._offer = self._current = None
        self.rested = 0.0

    @property
    def visible_text(self) -> str | None:
        return self._current[0] if self._current and self.rested >= DELAY else None

    def draw(self, surf: pygame.Surface, assets, mouse) -> pygame.Rect | None:
        text = self.visible_text
        if not text:
            return None
        font = assets.font("sans", theme.SIZE_SMALL)
        lines = []
        for para in text.split("\n"):
            lines += wrapped(assets, para, theme.SIZE_SMALL, "sans", MAX_W)
        lh = font.get_linesize()
        first_bold = len(lines) > 1 and "\n" in text      # the title line is drawn bold: measure it so
        widths = [font.size(l)[0] for l in (lines[1:] if first_bold else lines)]
        if first_bold:
            widths.append(assets.font("bold", theme.SIZE_SMALL).size(lines[0])[0])
        w = max(widths) + 20
        h = lh * len(lines) + 14
        x, y = mouse[0] + 18, mouse[1] + 20
        sw, sh = surf.get_size()
        if h > sh - 8:
            clipped(text)               # taller than the screen: the text-fit check fails
        if x + w > sw - 4:
            x = mouse[0] - w - 10
        if y + h > sh - 4:
            y = mouse[1] - h - 10
        x, y = max(4, x), max(4, y)
        box = pygame.Rect(x, y, w, h)
        if self.avoid and box.collidelist(self.avoid) >= 0:
            box = self._placed(box, self.avoid, surf.get_rect(), mouse)
            x, y = box.topleft
        shadow = pygame.Surface((w, h), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surf.blit(shadow, box.move(3, 4))
        pygame.draw.rect(surf, theme.PARCHMENT, box, border_radius=6)
        pygame.draw.rect(surf, theme.INK, box, 2, border_radius=6)
        for i, line in enumerate(lines):
            bold = i == 0 and first_bold
            surf.blit(assets.text(line, theme.SIZE_SMALL, theme.INK, "bold" if bold else "sans"),
                      (x + 10, y + 7 + i * lh))
        return box

    @staticmethod
    def _placed(box: pygame.Rect, avoid: list[pygame.Rect], screen: pygame.Rect, mouse) -> pygame.Rect:
        """The box moved where it covers none of `avoid` and stays on screen: first at another
        corner of the pointer, then beside each rect to avoid, then below or above them all."""
        inner = screen.inflate(-8, -8)
        w, h = box.size
        mx, my = mouse
        spots = [(mx - w - 10, my + 20), (mx + 18, my - h - 10), (mx - w - 10, my - h - 10)]
        for a in avoid:
            spots += [(a.right + 8, box.top), (a.left - 8 - w, box.top), (box.left, a.bottom + 8),
                      (box.left, a.top - 8 - h)]
        every = avoid[0].unionall(avoid)
        spots += [(box.left, every.bottom + 8), (box.left, every.top - 8 - h)]
        for spot in spots:
            cand = pygame.Rect(spot, box.size).clamp(inner)
            if cand.collidelist(avoid) < 0:
                return cand
        return box


def avoid_rects(avoid) -> list[pygame.Rect] | None:
    """None, one rect or a list of rects -> a list of pygame.Rect (None for nothing to avoid)."""
    if avoid is None:
        return None
    if isinstance(avoid, pygame.Rect) or (len(avoid) == 4 and all(isinstance(v, (int, float)) for v in avoid)):
        return [pygame.Rect(avoid)]
    return [pygame.Rect(a) for a in avoid] or None
