"""Scene base. A scene keeps its state in attributes and (re)creates its widgets
in build(), so a language or text-size change can rebuild every scene in place.

An overlay scene is drawn over the scenes below it (which are drawn first);
input always goes to the top scene only.
"""
from __future__ import annotations

import pygame

from .. import theme


class Scene:
    overlay = False          # draw the scenes below first
    dim_below = True         # for overlays: veil the scenes below
    music: str | None = None  # track to loop while this scene is on top (None: keep)
    name = "scene"

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.widgets: list = []
        self.built = False

    # -- life cycle (called by the App) ----------------------------------------------
    def build(self) -> None:
        """Create widgets from the scene's state; called on push and on language change."""
        self.widgets = []

    def ensure_built(self) -> None:
        if not self.built:
            self.built = True
            self.build()

    def rebuild(self) -> None:
        self.built = True
        self.build()

    def enter(self) -> None:
        """Became the top scene (pushed, or the scene above went away)."""

    def leave(self) -> None:
        """Stopped being the top scene (covered or removed)."""

    def close(self) -> None:
        """Removed from the stack for good (free threads, files)."""

    # -- frame --------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        for w in reversed(self.widgets):
            if w.visible and w.handle(ev):
                return True
        return self.on_event(ev)

    def on_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def back(self) -> None:
        if len(self.ctx.app.stack) > 1:
            self.ctx.app.pop()

    def update(self, dt: float) -> None:
        for w in self.widgets:
            if w.visible:
                w.update(dt)

    def animating(self) -> bool:
        """True while the scene changes on screen by itself (animations, a pulse, a caret).
        A scene that only changes on input says False, and the app stops redrawing it
        until something happens (a static menu costs next to nothing)."""
        return any(w.visible and w.animating() for w in self.widgets)

    def update_background(self, dt: float) -> None:
        """Called instead of update() while an overlay is on top (no input, no turns)."""

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf)
        for w in self.widgets:
            if w.visible:
                w.draw(surf)

    def draw_background(self, surf: pygame.Surface) -> None:
        if not self.overlay:
            draw_backdrop(surf, self.ctx)


def _veil(surf: pygame.Surface, rgba: tuple) -> None:
    """Blend one translucent colour over all of surf. A small tile blitted all over
    gives exactly the pixels one screen-sized translucent surface would, without
    allocating that 3.7 MB buffer (a measurable share of start-up's CPU time)."""
    tile = pygame.Surface((128, 72), pygame.SRCALPHA)
    tile.fill(rgba)
    w, h = surf.get_size()
    for y in range(0, h, 72):
        for x in range(0, w, 128):
            surf.blit(tile, (x, y))


def draw_backdrop(surf: pygame.Surface, ctx) -> None:
    """The menu background art, darkened so panels and text stay readable."""
    a = ctx.assets
    key = ("backdrop", surf.get_size())
    cached = ctx.app.cache.get(key)
    if cached is None:
        if a.has_image("ui/menu_background.jpg"):
            # read afresh and opaque: drawn once into this cache, so the asset cache need not keep it
            img = a.load("ui/menu_background.jpg", alpha=False)
            iw, ih = img.get_size()
            k = max(surf.get_width() / iw, surf.get_height() / ih)
            if k != 1:       # the art is drawn at the logical size: usually nothing to scale
                img = pygame.transform.smoothscale(img, (round(iw * k), round(ih * k)))
            if img.get_size() == surf.get_size():
                cached = img            # the art fills the screen exactly: it is the backdrop (no copy)
            else:
                cached = pygame.Surface(surf.get_size()).convert()
                cached.blit(img, img.get_rect(center=cached.get_rect().center))
            _veil(cached, (16, 10, 24, 120))
        else:
            cached = pygame.Surface(surf.get_size()).convert()
            cached.fill(theme.BG)
            for i in range(0, surf.get_height(), 4):          # soft vertical gradient
                k = i / surf.get_height()
                c = tuple(int(a_ * (1 - k) + b_ * k) for a_, b_ in zip(theme.BG, theme.BG_DEEP))
                pygame.draw.rect(cached, c, (0, i, surf.get_width(), 4))
        ctx.app.cache[key] = cached
    surf.blit(cached, (0, 0))
