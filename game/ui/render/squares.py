"""Screen geometry of a board of square cells, shared by the square-grid views' layouts.

A subclass sets `board` (the board's screen rect), `cell` (pixels per square) and
`width`/`height` (squares)."""
from __future__ import annotations

import pygame


class SquareBoard:
    board: pygame.Rect
    cell: int
    width: int
    height: int

    def cell_rect(self, cell) -> pygame.Rect:
        x, y = cell
        return pygame.Rect(self.board.left + x * self.cell, self.board.top + y * self.cell, self.cell, self.cell)

    def cell_center(self, cell) -> tuple[float, float]:
        c = self.cell
        return (self.board.left + cell[0] * c + c / 2, self.board.top + cell[1] * c + c / 2)

    def cell_at(self, pos):
        """The square under a screen point, or None off the board."""
        if not self.board.collidepoint(pos):
            return None
        x = (pos[0] - self.board.left) // self.cell
        y = (pos[1] - self.board.top) // self.cell
        if 0 <= x < self.width and 0 <= y < self.height:
            return (int(x), int(y))
        return None
