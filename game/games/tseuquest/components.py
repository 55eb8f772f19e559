"""Components of TseuQuest's entities: figures (adventurers, the Evil
Wizard's minions and antagonists, summoned elementals), their kit, and the
scenery pieces of the adventure, each with a square on the board."""
from __future__ import annotations

from dataclasses import field

from game.engine.components import Pos  # noqa: F401  (shared; imported from here by the rules)
from game.engine.state import component


@component
class Figure:
    side: str                 # "adv" (adventurers and their elementals) | "mb"
    kind: str                 # "adventurer" | "minion" | "antagonist" | "elemental"
    ref: str                  # content id
    seat: int                 # the seat that controls it now (the MB is seat 0)
    life: int
    mind: int
    placed: bool = True       # on the board for everyone (False: only in the MB's book)
    room: int = 0             # room number it starts in (0 = corridor)
    # states: prone, pit (trap id), deep (bool), lost_turns, buried, sleep, ap_loss,
    # bound_to (elemental: caster id), wild (elemental under the MB: rounds left)
    status: dict = field(default_factory=dict)


@component
class Kit:
    """What a figure carries. Weapons/armour/items/potions are content ids;
    hand holds magic cards; notes are treasure cards noted during the adventure."""
    weapons: list = field(default_factory=list)
    armour: list = field(default_factory=list)
    items: list = field(default_factory=list)
    potions: list = field(default_factory=list)
    hand: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    gold: int = 0
    lost: dict = field(default_factory=dict)   # gear id -> "dropped" | "broken" | "jammed" | "shield_dropped"


@component
class Scenery:
    kind: str
    placed: bool = False
    piece: int = 0            # squares of one multi-square piece share a number
    data: dict = field(default_factory=dict)   # chest: {"opened": bool}; lever: {"gates": [...]}
