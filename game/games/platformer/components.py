"""Components of Platformer's entities: figures (heroes, enemies, the boss)
and tokens (gold, gems, boss tokens) with a position on the tower."""
from __future__ import annotations

from game.engine.components import Pos  # noqa: F401  (shared; imported from here by the rules)
from game.engine.state import component


@component
class Figure:
    kind: str          # "hero" | "enemy" | "boss"
    ref: str           # hero, enemy or boss id
    seat: int = -1     # heroes: the seat that plays them


@component
class Token:
    kind: str          # "gold" | "gem" | a boss token id
