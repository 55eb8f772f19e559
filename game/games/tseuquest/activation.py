"""The action budget of the activation under way (5.x): action points, the
per-kind limits, and the elemental's own budget while it is controlled."""
from __future__ import annotations

from game.engine.state import World

LIMITS = {"search": 2, "attack": 2, "shot": 2, "magic": 2}


def new_act(eid: int, ap: int = 2) -> dict:
    return {"fid": eid, "ap": ap, "moved": False, "n": {k: 0 for k in LIMITS}, "special": [], "no": [],
            "move": None, "charge": False, "attack_bonus": 0, "sub": None, "trade": None, "last": None,
            "repair": None}


def acting(w: World) -> int | None:
    """The figure whose actions are being chosen: an elemental under control, else the active one."""
    a = w.res.get("act")
    if a is None:
        return None
    if a.get("sub"):
        return a["sub"]["eid"]
    return a["fid"]


def act_box(w: World, eid: int) -> dict | None:
    """The action budget that `eid`'s actions use (the elemental's own while controlled)."""
    a = w.res.get("act")
    if a is None:
        return None
    if a.get("sub") and a["sub"]["eid"] == eid:
        return a["sub"]
    return a if a["fid"] == eid else None
