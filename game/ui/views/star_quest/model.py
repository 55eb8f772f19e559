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


class Layout:
    def __init__(self, rect: pygame.Rect, bd: Board) -> None:
        self.rect = pygame.Rect(rect)
        n = max(bd.width, bd.height)
        self.n = n
        self.cell = max(4, min(660 // n, (self.rect.height - 8) // n))
        self.board = pygame.Rect(0, 0, self.cell * bd.width, self.cell * bd.height)
        self.board.center = (8 + 648 // 2, self.rect.top + self.rect.height // 2)
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
        if not self.board.collidepoint(pos):
            return None
        return ((pos[0] - self.board.left) // self.cell, (pos[1] - self.board.top) // self.cell)


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
