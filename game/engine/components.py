"""Components more than one game uses."""
from __future__ import annotations

from .state import component


@component
class Pos:
    """A square on a board: (x, y) in the game's own orientation."""

    x: int
    y: int

    @property
    def cell(self) -> tuple[int, int]:
        return (self.x, self.y)
