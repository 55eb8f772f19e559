"""Components of Star Quest's entities: units (a hero is a unit of one model)
and their models, each model on one cell of the table."""
from __future__ import annotations

from dataclasses import field

from game.engine.components import Pos  # noqa: F401  (shared; imported from here by the rules)
from game.engine.state import component


@component
class Model:
    unit: int                 # the unit entity it belongs to
    wounds: int = 0           # wounds taken (a model with wounds == tough is removed; a hero falls unconscious)


@component
class Unit:
    side: str                 # "hero" | "ai"
    ref: str                  # hero or unit profile id
    seat: int = -1            # the hero's player seat; -1 for the AI's units
    models: list = field(default_factory=list)   # live model ids, the first leads
    size: int = 1             # models at the start (for morale)
    state: str = "active"     # "reserve" | "active" | "unconscious" | "destroyed"
    power: int = 0            # heroes
    tokens: int = 0           # spell tokens (Caster)
    activated: bool = False   # has activated this round
    fatigued: bool = False
    stunned: bool = False
    status: list = field(default_factory=list)   # conditions: afflicted, weakened, sick, affected
    ward: int = 0             # +defence until the end of the round (spells, skills)
    used: list = field(default_factory=list)     # Limited weapons already fired this mission
    arrive: int = 0           # round it enters play (waves, ambush)
    spawn: int = 0            # entry mark of its wave
    intel: int = 0            # intel carried (heroes)
