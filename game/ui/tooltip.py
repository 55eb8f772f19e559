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
        self._anchor = self.anchor = None
        self._controls: list[pygame.Rect] = []
        self.controls: list[pygame.Rect] = []

    def offer(self, text: str, rect=None, avoid=None, anchor: bool = False) -> None:
        """Called during update by whatever is hovered; the last offer wins (topmost).
        `avoid`: a rect the tip must not cover (the menu a hovered row belongs to), or a list
        of them (the titles of the menu's game cards). `anchor`: the tip is drawn against an edge
        of `rect` (a control) with a pointer at it, so it cannot be read as a neighbour's."""
        if text:
            self._offer = (text, tuple(rect) if rect is not None else ())
            self._avoid = avoid_rects(avoid)
            self._anchor = pygame.Rect(rect) if anchor and rect is not None else None

    def withdraw(self) -> None:
        """Drop what was offered so far this frame (a menu open over the controls that offered it)."""
        self._offer = None

    def control(self, rect) -> None:
        """Called during update by every visible control: an anchored tip keeps off the others."""
        self._controls.append(pygame.Rect(rect))

    def tick(self, dt: float) -> None:
        if self._offer is not None and self._current is not None and self._offer[0] == self._current[0]:
            self.rested += dt
        else:
            self.rested = 0.0
        self._current = self._offer
        self.avoid = self._avoid if self._offer is not None else None
        self.anchor = self._anchor if self._offer is not None else None
        self.controls, self._controls = self._controls, []
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
        lines = tip_lines(assets, text)
        lh = assets.font("sans", theme.SIZE_SMALL).get_linesize()
        w = max(assets.font(style, theme.SIZE_SMALL).size(line)[0] for line, style in lines) + 20
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
        side = None
        if self.anchor is not None:
            others = [c for c in self.controls if c != self.anchor]
            box, side = anchored((w, h), self.anchor, (self.avoid or []) + others, surf.get_rect())
            x, y = box.topleft
        elif self.avoid and box.collidelist(self.avoid) >= 0:
            box = self._placed(box, self.avoid, surf.get_rect(), mouse)
            x, y = box.topleft
        shadow = pygame.Surface((w, h), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surf.blit(shadow, box.move(3, 4))
        pygame.draw.rect(surf, theme.PARCHMENT, box, border_radius=6)
        pygame.draw.rect(surf, theme.INK, box, 2, border_radius=6)
        if side is not None:
            draw_pointer(surf, box, self.anchor, side)
        for i, (line, style) in enumerate(lines):
            surf.blit(assets.text(line, theme.SIZE_SMALL, theme.INK, style), (x + 10, y + 7 + i * lh))
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


GAP = 9            # between a control and its anchored tip: room for the pointer


def tip_lines(assets, text: str) -> list[tuple[str, str]]:
    """(line, font style) of a tooltip's text wrapped to its width: a text of several
    paragraphs opens with a title, drawn bold on every line it wraps to."""
    titled = "\n" in text
    lines = []
    for k, para in enumerate(text.split("\n")):
        style = "bold" if titled and k == 0 else "sans"
        lines += [(line, style) for line in wrapped(assets, para, theme.SIZE_SMALL, style, MAX_W)]
    return lines


def anchored(size, control: pygame.Rect, avoid: list[pygame.Rect], screen: pygame.Rect
             ) -> tuple[pygame.Rect, str]:
    """(box, side): the tip against one edge of `control` -- below, above, right or left; above
    and below it may be centred on the control or flush with either of its ends. The first place
    on screen that covers least of `avoid` and has fewest of them as near as the control itself."""
    inner = screen.inflate(-8, -8)
    w, h = size
    c = control
    spots = []
    for side, y in (("below", c.bottom + GAP), ("above", c.top - GAP - h)):
        for x in (c.centerx - w // 2, c.left, c.right - w):
            spots.append((side, x, y))
    spots += [("right", c.right + GAP, c.centery - h // 2), ("left", c.left - GAP - w, c.centery - h // 2)]
    best = None
    for rank, (side, x, y) in enumerate(spots):
        box = pygame.Rect(x, y, w, h)
        if side in ("below", "above"):
            if box.top < inner.top or box.bottom > inner.bottom:
                continue
            box.x = min(max(box.x, inner.left), inner.right - w)
        else:
            if box.left < inner.left or box.right > inner.right:
                continue
            box.y = min(max(box.y, inner.top), inner.bottom - h)
        covered = sum(box.clip(a).w * box.clip(a).h for a in avoid)
        own = distance(box, c)
        rivals = sum(1 for a in avoid if distance(box, a) <= own + 4)
        score = (covered, rivals, rank)
        if best is None or score < best[0]:
            best = (score, box, side)
    if best is None:                    # no side has room (a huge tip): the top left corner
        return pygame.Rect(inner.topleft, size), None
    return best[1], best[2]


def distance(a: pygame.Rect, b: pygame.Rect) -> float:
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def draw_pointer(surf, box: pygame.Rect, control: pygame.Rect, side: str) -> None:
    """A small triangle from the tip's edge to the control's edge, where the two face each other."""
    if side in ("below", "above"):
        x = min(max(control.centerx, box.left + 12), box.right - 12)
        base = box.top + 1 if side == "below" else box.bottom - 2
        point = box.top - GAP + 2 if side == "below" else box.bottom + GAP - 2
        pts = [(x - 7, base), (x + 7, base), (x, point)]
    else:
        y = min(max(control.centery, box.top + 10), box.bottom - 10)
        base = box.left + 1 if side == "right" else box.right - 2
        point = box.left - GAP + 2 if side == "right" else box.right + GAP - 2
        pts = [(base, y - 7), (base, y + 7), (point, y)]
    pygame.draw.polygon(surf, theme.PARCHMENT, pts)
    pygame.draw.lines(surf, theme.INK, False, [pts[0], pts[2], pts[1]], 2)


def avoid_rects(avoid) -> list[pygame.Rect] | None:
    """None, one rect or a list of rects -> a list of pygame.Rect (None for nothing to avoid)."""
    if avoid is None:
        return None
    if isinstance(avoid, pygame.Rect) or (len(avoid) == 4 and all(isinstance(v, (int, float)) for v in avoid)):
        return [pygame.Rect(avoid)]
    return [pygame.Rect(a) for a in avoid] or None
