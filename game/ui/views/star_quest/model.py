"""Layout of the Star Quest screen and what each legal action is about: the
cell, unit, token or element a click on the table stands for. Read-only."""
from __future__ import annotations

import math

import pygame

from game.games.star_quest.board import Board
from game.games.star_quest.components import Unit
from game.games.star_quest.world import board, content

# action kinds chosen by clicking a cell / a unit / a token / an element on the table
CELL_KINDS = ("move", "jump", "scout", "arrive")
UNIT_KINDS = ("shoot", "charge", "skill", "cast", "revive", "push", "activate")
PAY_KINDS = ("discover", "interact", "push", "sneak", "cast")
TURN_KINDS = ("end", "skip", "scout_skip", "wait")


ZOOMS = (1.0, 1.5, 2.0, 3.0)     # board zoom steps (mouse wheel, the +/- buttons)


class Layout:
    """`view` is the window onto the table (fixed); `board` is the whole
    table at the current zoom, placed so that `pan` (pixels of the board
    left of / above the window) shows through the window."""

    def __init__(self, rect: pygame.Rect, bd: Board, zoom: float = 1.0, pan=(0, 0)) -> None:
        self.rect = pygame.Rect(rect)
        n = max(bd.width, bd.height)
        self.n = n
        strip = 24                  # above the table: the zoom buttons
        fit = max(4, min(660 // n, (self.rect.height - 8 - strip) // n))
        self.view = pygame.Rect(0, 0, fit * bd.width, fit * bd.height)
        self.view.center = (8 + 648 // 2, self.rect.top + strip + (self.rect.height - strip) // 2)
        self.zoom = zoom
        self.cell = max(fit, int(round(fit * zoom)))
        self.board = pygame.Rect(0, 0, self.cell * bd.width, self.cell * bd.height)
        px = min(max(0, int(pan[0])), self.board.width - self.view.width)
        py = min(max(0, int(pan[1])), self.board.height - self.view.height)
        self.pan = (px, py)
        self.board.topleft = (self.view.left - px, self.view.top - py)
        # the zoom buttons sit in the strip above the table, covering none of it
        h = 20
        self.zoom_out = pygame.Rect(self.view.right - 28, self.view.top - h - 2, 28, h)
        self.zoom_in = pygame.Rect(self.zoom_out.left - 32, self.zoom_out.top, 28, h)
        x = 664
        self.roster = pygame.Rect(x, self.rect.top + 4, 1272 - x, 50)
        self.mission = pygame.Rect(x, self.roster.bottom + 4, 1272 - x, 62)
        top = self.mission.bottom + 4
        self.sheet = pygame.Rect(x, top, 300, 344)
        self.actions = pygame.Rect(self.sheet.right + 6, top, 1272 - self.sheet.right - 6, self.sheet.height)
        self.log = pygame.Rect(x, self.sheet.bottom + 4, 1272 - x, 714 - self.sheet.bottom - 4)

    def centre(self, c) -> tuple[float, float]:
        return (self.board.left + (c[0] + 0.5) * self.cell, self.board.top + (c[1] + 0.5) * self.cell)

    def cell_at(self, pos) -> tuple[int, int] | None:
        if not self.view.collidepoint(pos) or not self.board.collidepoint(pos):
            return None
        return ((pos[0] - self.board.left) // self.cell, (pos[1] - self.board.top) // self.cell)

    def visible(self, c) -> bool:
        x, y = self.centre(c)
        return self.view.collidepoint(x, y)

    def zoomed(self, bd: Board, zoom: float, anchor) -> "Layout":
        """The layout at another zoom, the table point under `anchor` (a
        screen position in the window) staying under it."""
        fx = (anchor[0] - self.board.left) / self.board.width
        fy = (anchor[1] - self.board.top) / self.board.height
        out = Layout(self.rect, bd, zoom)
        pan = (fx * out.board.width - (anchor[0] - out.view.left), fy * out.board.height - (anchor[1] - out.view.top))
        return Layout(self.rect, bd, zoom, pan)

    def panned(self, bd: Board, dx: float, dy: float) -> "Layout":
        return Layout(self.rect, bd, self.zoom, (self.pan[0] - dx, self.pan[1] - dy))

    def centred_on(self, bd: Board, c) -> "Layout":
        x, y = (c[0] + 0.5) * self.cell, (c[1] + 0.5) * self.cell
        return Layout(self.rect, bd, self.zoom, (x - self.view.width / 2, y - self.view.height / 2))


def unit_cells(w, uid) -> list:
    from game.games.star_quest.world import cells_of
    return cells_of(w, uid)


def action_unit(action) -> int | None:
    """The unit an action on the table aims at (None: not a unit target)."""
    k, a = action.kind, action.args
    if k in ("shoot", "charge", "revive", "push"):
        return a[0]
    if k in ("skill", "cast"):
        return a[1]
    if k == "activate":
        return a[0]
    return None


def action_cell(action) -> tuple | None:
    k, a = action.kind, action.args
    if k in ("move",):
        return tuple(a[0])
    if k == "jump":
        return tuple(a[0])
    if k in ("scout", "arrive"):
        return tuple(a[1])
    return None


def inches(w, cells: float) -> float:
    from game.games.star_quest.world import measure
    return measure(w).inches(cells)


def gap_inches(w, a, b) -> float:
    return round(inches(w, math.dist(a, b)), 1)


def name(ref: str, lang: str) -> str:
    return content().name(ref, lang)


def unit_name(w, uid: int, lang: str) -> str:
    u = w.try_get(uid, Unit)
    return name(u.ref, lang) if u is not None else "?"


def terrain_at(w, c) -> tuple[str, float]:
    bd = board(w)
    return bd.kind(c), bd.h(c)
