"""Layout of the Star Quest screen and what each legal action is about: the
cell, unit, token or element a click on the table stands for. Read-only."""
from __future__ import annotations

import math

import pygame

from game.games.star_quest.board import Board
from game.games.star_quest.components import Unit
from game.games.star_quest.world import board, content

from ...camera import BoardCamera, OnCamera

# action kinds chosen by clicking a cell / a unit / a token / an element on the table
CELL_KINDS = ("move", "jump", "scout", "arrive")
UNIT_KINDS = ("shoot", "charge", "skill", "cast", "revive", "push", "activate")
PAY_KINDS = ("discover", "interact", "push", "sneak", "cast")
TURN_KINDS = ("end", "skip", "scout_skip", "wait")


MAX_ZOOM = 3           # the closest zoom: three times the fitted cell


class Layout(OnCamera):
    """`view` is the window onto the table (fixed, the whole table at zoom 1); the
    board camera (`game/ui/camera.py`, kept by the view across layouts) says which
    part of the table shows through it: `board` is the whole table at the current zoom."""

    def __init__(self, rect: pygame.Rect, bd: Board, camera: BoardCamera | None = None) -> None:
        self.rect = pygame.Rect(rect)
        n = max(bd.width, bd.height)
        self.n = n
        strip = 24                  # above the table: the zoom buttons
        fit = max(4, min(660 // n, (self.rect.height - 8 - strip) // n))
        self.view = pygame.Rect(0, 0, fit * bd.width, fit * bd.height)
        self.view.center = (8 + 648 // 2, self.rect.top + strip + (self.rect.height - strip) // 2)
        if camera is None or (camera.cols, camera.rows) != (bd.width, bd.height):
            camera = BoardCamera(bd.width, bd.height, self.view, fit)
        self.camera = camera
        camera.base = fit
        camera.set_view(self.view, fit, fit * MAX_ZOOM)
        # the zoom buttons sit in the strip above the table, covering none of it
        h = 20
        self.zoom_out = camera.zoom_out = pygame.Rect(self.view.right - 28, self.view.top - h - 2, 28, h)
        self.zoom_in = camera.zoom_in = pygame.Rect(self.zoom_out.left - 32, self.zoom_out.top, 28, h)
        x = 664
        self.roster = pygame.Rect(x, self.rect.top + 4, 1272 - x, 50)
        self.mission = pygame.Rect(x, self.roster.bottom + 4, 1272 - x, 62)
        top = self.mission.bottom + 4
        self.sheet = pygame.Rect(x, top, 300, 344)
        self.actions = pygame.Rect(self.sheet.right + 6, top, 1272 - self.sheet.right - 6, self.sheet.height)
        self.log = pygame.Rect(x, self.sheet.bottom + 4, 1272 - x, 714 - self.sheet.bottom - 4)

    def centre(self, c) -> tuple[float, float]:
        return self.camera.to_screen((c[0] + 0.5, c[1] + 0.5))

    def cell_at(self, pos) -> tuple[int, int] | None:
        b = self.board
        if not self.view.collidepoint(pos) or not b.collidepoint(pos):
            return None
        return ((pos[0] - b.left) // self.cell, (pos[1] - b.top) // self.cell)

    def visible(self, c) -> bool:
        return self.camera.visible(c)


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
