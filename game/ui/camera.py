"""The board camera every zoomable board view shares: which part of a board of
square cells a fixed window on screen shows, and the mouse controls that move it.

Zoom goes in steps along one ladder (the wheel over the window, the +/- buttons),
around the pointer; the middle or right button drags the board once the pointer
has moved a few pixels (a right-click that stays put is still a click for the view,
on its button-up); the window can be centred on a cell (following a unit) or
fitted to a box of cells (an explored area). A view keeps one camera for its life;
its layout tells it the window (`set_view`), the zoom limits and where the +/-
buttons are."""
from __future__ import annotations

import pygame

from . import theme

# zoom factors relative to the fitted cell size: steps of about a quarter, round numbers to read
LADDER = (0.2, 0.25, 0.3, 0.4, 0.5, 0.65, 0.8, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0, 4.0)
DRAG_BUTTONS = (2, 3)             # middle and right: the tip of the +/- buttons says both
LOGICAL = (1280, 720)
DRAG_THRESHOLD = 4          # pixels the pointer moves (|dx| + |dy|) before a press becomes a drag
MINIMAP_SECONDS = 1.5       # the small map shows this long after the window moved


class BoardCamera:
    """`cols` x `rows` cells seen through `view`. `base` is the cell size at zoom 1 (the fit),
    `zoom` a factor on it kept between `min_cell` and `max_cell` pixels per cell, `centre` the
    board point (in cells) at the window's middle. `overscroll` is how much of the window may
    show past the board's edge, however it is dragged, zoomed, fitted or made to follow (0: a board
    larger than the window always fills it; 0.1: a strip of table shows the edge; 0.5: the window's
    middle may reach the edge, so a box at the edge can be centred). A box fitted at the edge is
    still wholly in the window, against its side. A board smaller than the window along an axis
    sits in its middle."""

    def __init__(self, cols: int, rows: int, view, base: int = 16, overscroll: float = 0.0) -> None:
        self.cols, self.rows = cols, rows
        self.view = pygame.Rect(view)
        self.base = max(1, int(base))
        self.min_cell, self.max_cell = self.base, self.base
        self.overscroll = overscroll
        self.zoom = 1.0
        self.centre = (cols / 2, rows / 2)
        self.zoom_in = pygame.Rect(0, 0, 0, 0)      # the +/- buttons, placed by the layout
        self.zoom_out = pygame.Rect(0, 0, 0, 0)
        self.press = None                           # (button, screen point, board point) while held
        self.dragging = False
        self.moved_until = 0.0                      # the small map shows until then
        self.clamp()

    # -- geometry ---------------------------------------------------------------------------------
    # `cell` (pixels per cell now) and `board` (the whole board on screen, mostly outside the window
    # when zoomed in) are kept as plain values, set by clamp() after every change: drawing reads them
    # for every square of every frame.

    def set_view(self, view, min_cell: int | None = None, max_cell: int | None = None) -> None:
        """The window and the zoom limits (pixels per cell) from the layout; the zoom and
        the place shown stay."""
        self.view = pygame.Rect(view)
        if min_cell is not None:
            self.min_cell = max(1, int(min_cell))
        if max_cell is not None:
            self.max_cell = max(self.min_cell, int(max_cell))
        self.clamp()

    def to_board(self, pos) -> tuple[float, float]:
        """The board point (in cells) under a screen point."""
        b, c = self.board, self.cell
        return ((pos[0] - b.left) / c, (pos[1] - b.top) / c)

    def to_screen(self, point) -> tuple[float, float]:
        b, c = self.board, self.cell
        return (b.left + point[0] * c, b.top + point[1] * c)

    def visible(self, cell) -> bool:
        """Is the middle of this cell inside the window?"""
        return self.view.collidepoint(self.to_screen((cell[0] + 0.5, cell[1] + 0.5)))

    def clamp(self) -> None:
        """Keep the zoom within the limits and the board where the window may show it."""
        c = self.cell = max(1, min(self.max_cell, max(self.min_cell, int(round(self.base * self.zoom)))))
        self.centre = (self._axis(self.centre[0], self.cols * c, self.view.width, c),
                       self._axis(self.centre[1], self.rows * c, self.view.height, c))
        self.board = pygame.Rect(int(round(self.view.centerx - self.centre[0] * c)),
                                 int(round(self.view.centery - self.centre[1] * c)), self.cols * c, self.rows * c)

    def _axis(self, mid: float, size: int, span: int, c: int) -> float:
        if size <= span:
            return size / c / 2
        margin = self.overscroll * span
        lo, hi = (span / 2 - margin) / c, (size - span / 2 + margin) / c
        return min(hi, max(lo, mid))

    # -- moving it ----------------------------------------------------------------------------------
    def levels(self) -> list[float]:
        """The zoom steps between the limits: the ladder's, plus the limits themselves
        (a step of less than 8 % next to a limit is left out)."""
        lo, hi = self.min_cell / self.base, self.max_cell / self.base
        inner = [z for z in LADDER if lo * 1.08 < z < hi / 1.08]
        return [lo, *inner, hi] if hi > lo else [lo]

    def next_zoom(self, step: int) -> float | None:
        """The zoom one step in (+1) or out (-1) from now, or None at the limit."""
        if step > 0:
            ahead = [z for z in self.levels() if round(self.base * z) > self.cell]
            return min(ahead) if ahead else None
        ahead = [z for z in self.levels() if round(self.base * z) < self.cell]
        return max(ahead) if ahead else None

    def can_zoom(self, step: int) -> bool:
        return self.next_zoom(step) is not None

    def zoom_step(self, step: int, anchor=None) -> bool:
        """Zoom one step, the board point under `anchor` (a screen point; default the
        window's middle) staying under it. False at the limit."""
        z = self.next_zoom(step)
        if z is None:
            return False
        anchor = anchor if anchor is not None and self.view.collidepoint(anchor) else self.view.center
        point = self.to_board(anchor)
        self.zoom = z
        self.clamp()                                # the new cell size first
        self.put(point, anchor)
        return True

    def put(self, point, pos) -> None:
        """Move the board so that `point` (cells) lies under the screen point `pos` (as far as the edges allow)."""
        c = self.cell
        self.centre = (point[0] - (pos[0] - self.view.centerx) / c, point[1] - (pos[1] - self.view.centery) / c)
        self.clamp()

    def pan(self, dx: float, dy: float) -> None:
        """Slide the board by (dx, dy) pixels on screen."""
        c = self.cell
        self.centre = (self.centre[0] - dx / c, self.centre[1] - dy / c)
        self.clamp()

    def centre_on(self, point) -> None:
        self.centre = (float(point[0]), float(point[1]))
        self.clamp()

    def follow(self, cell) -> bool:
        """Bring a cell that lies outside the window to its middle; True if the window moved."""
        if self.visible(cell):
            return False
        self.centre_on((cell[0] + 0.5, cell[1] + 0.5))
        return True

    def fit(self, box=None, pad: int = 0, most: int | None = None) -> None:
        """Zoom 1 becomes the cell size that shows the box of cells (x0, y0, x1, y1; None:
        the whole board) with `pad` cells around it (at most `most` pixels a cell, never
        under the zoom-out limit), and the box's middle goes to the window's middle."""
        x0, y0, x1, y1 = box if box else (0, 0, self.cols - 1, self.rows - 1)
        w, h = x1 - x0 + 1 + 2 * pad, y1 - y0 + 1 + 2 * pad
        size = min(self.view.width // w, self.view.height // h)
        if most is not None:
            size = min(size, most)
        self.base = max(self.min_cell, size, 1)
        self.zoom = 1.0
        self.centre_on(((x0 + x1 + 1) / 2, (y0 + y1 + 1) / 2))

    # -- the mouse ----------------------------------------------------------------------------------
    def handle(self, ev, ctx) -> bool:
        """Wheel, +/- buttons and drags; True when the event was the camera's. A press of the
        middle or right button in the window is kept until it moves past the threshold (then
        it drags) or is released: a release that did not drag is left to the view as a click."""
        if ev.type == pygame.MOUSEWHEEL:
            if ev.y and self.view.collidepoint(ctx.mouse):
                if self.zoom_step(1 if ev.y > 0 else -1, ctx.mouse):
                    self.moved_until = ctx.time + MINIMAP_SECONDS
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for rect, step in ((self.zoom_in, 1), (self.zoom_out, -1)):
                if rect.collidepoint(ev.pos):
                    done = self.zoom_step(step)
                    if done:
                        self.moved_until = ctx.time + MINIMAP_SECONDS
                    ctx.audio.play("click" if done else "error")
                    return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in DRAG_BUTTONS and self.view.collidepoint(ev.pos):
            self.press, self.dragging = (ev.button, ev.pos, self.to_board(ev.pos)), False
            return True
        if ev.type == pygame.MOUSEMOTION and self.press is not None:
            button, start, grabbed = self.press
            held = getattr(ev, "buttons", ())
            if len(held) >= button and not held[button - 1]:
                # the button came up where the camera did not hear it (over a dialog opened meanwhile)
                self.press, self.dragging = None, False
                return False
            if not self.dragging and abs(ev.pos[0] - start[0]) + abs(ev.pos[1] - start[1]) > DRAG_THRESHOLD:
                self.dragging = True
            if self.dragging:
                self.put(grabbed, ev.pos)
                self.moved_until = ctx.time + MINIMAP_SECONDS
            return True
        if ev.type == pygame.MOUSEBUTTONUP and self.press is not None:
            dragged = self.dragging
            self.press, self.dragging = None, False
            return dragged
        return False

    def minimap_shown(self, now: float) -> bool:
        return now < self.moved_until and self.cell > self.min_cell


class OnCamera:
    """For a view's layout that shows its board through `self.camera`: the square
    size, the whole board's rect at the current zoom and the zoom, read from it."""

    camera: BoardCamera

    @property
    def cell(self) -> int:
        return self.camera.cell

    @property
    def board(self) -> pygame.Rect:
        return self.camera.board

    @property
    def zoom(self) -> float:
        return self.camera.zoom

    def can_zoom(self, step: int) -> bool:
        return self.camera.can_zoom(step)


def offer_zoom_tip(ctx, cam: BoardCamera, zoom: str, pos=None) -> bool:
    """Offer the +/- buttons' tip when one is under the pointer: `zoom` (the view's sentence on
    zooming) and how to drag; anchored to the button and kept inside the board's window, so
    the panels beside the board (a character's portrait) stay in sight. True if offered.
    `pos`: the point asked about (the pointer by default)."""
    for rect in (cam.zoom_in, cam.zoom_out):
        if rect.collidepoint(pos if pos is not None else ctx.mouse):
            screen, v = pygame.Rect(0, 0, *LOGICAL), cam.view
            outside = [pygame.Rect(screen.left, screen.top, v.left - screen.left, screen.height),
                       pygame.Rect(v.right, screen.top, screen.right - v.right, screen.height),
                       pygame.Rect(v.left, v.bottom, v.width, screen.bottom - v.bottom)]
            ctx.tips.offer(zoom + " " + ctx.t("camera.drag"), rect, avoid=outside, anchor=True)
            return True
    return False


def draw_zoom_buttons(surf, ctx, cam: BoardCamera) -> None:
    """The +/- buttons, greyed at the limits."""
    for rect, sign, ok in ((cam.zoom_in, "+", cam.can_zoom(1)), (cam.zoom_out, "−", cam.can_zoom(-1))):
        hot = rect.collidepoint(ctx.mouse) and ok
        pygame.draw.rect(surf, theme.BG_DEEP if hot else theme.PANEL, rect, border_radius=4)
        pygame.draw.rect(surf, theme.GOLD if ok else theme.TEXT_DIM, rect, 1, border_radius=4)
        img = ctx.assets.text(sign, theme.SIZE_SMALL, theme.TEXT if ok else theme.TEXT_DIM, "bold")
        surf.blit(img, img.get_rect(center=rect.center))


def draw_minimap(surf, ctx, cam: BoardCamera, picture: pygame.Surface, rect: pygame.Rect) -> None:
    """For a moment after zooming or panning: `picture` (the whole board, already scaled to
    `rect`) with the window's place on it; hidden while the pointer is over it."""
    if not cam.minimap_shown(ctx.time) or rect.collidepoint(ctx.mouse):
        return
    surf.blit(picture, rect)
    b = cam.board
    fx, fy = rect.width / b.width, rect.height / b.height
    win = pygame.Rect(rect.left + (cam.view.left - b.left) * fx, rect.top + (cam.view.top - b.top) * fy,
                      cam.view.width * fx, cam.view.height * fy).clip(rect)
    pygame.draw.rect(surf, theme.GOLD_DARK, rect, 1)
    pygame.draw.rect(surf, theme.HIGHLIGHT, win, 2)
