"""Worn armour (content/armour.yaml): it adds to natural armour while worn; putting it on or
taking it off is an action that cannot be combined with movement (and, like every action,
not inside an enemy's zone). Falls and drowning roll against natural armour only."""
from __future__ import annotations

from functools import lru_cache

from game.engine.content import TEXT, ContentError, IntRange, OneOf, load_checked, unique_ids
from game.paths import content_path

SCHEMA = {"armours": [{"id": str, "weight": OneOf("light", "heavy"), "arm": IntRange(1, 4), "name": TEXT}]}


@lru_cache(maxsize=1)
def armours() -> dict:
    path = content_path("dungeon_universalis", "armour.yaml")
    got = unique_ids(load_checked(path, SCHEMA)["armours"], path)
    from .content import content
    for h in content().heroes.values():
        if h.get("armour", "none") not in ("none", *got):
            raise ContentError(f"dungeon_universalis/content/heroes.yaml: unknown armour {h['armour']!r} of {h['id']}")
    return got


def worn(f: dict) -> dict | None:
    a = f.get("armour")
    return armours()[a] if a and f.get("armour_on") else None


def worn_bonus(f: dict) -> int:
    a = worn(f)
    return a["arm"] if a else 0


def heavy(f: dict) -> bool:
    """Wearing heavy armour right now."""
    a = worn(f)
    return bool(a and a["weight"] == "heavy")


def natural(f: dict) -> int:
    """Natural armour (no worn armour): what falls and drowning roll against."""
    return min(6, f["stats"]["arm"])


def can_change(f: dict, act: dict) -> bool:
    """An action, never combined with movement: only before any step this activation."""
    return bool(f.get("armour")) and act["action"] > 0 and act["move"] == "none"


def change(f: dict, act: dict, events) -> None:
    from .world import emit
    f["armour_on"] = not f.get("armour_on")
    act["move"] = "done"          # no movement after it either
    emit(events, "armour", who=f["id"], item=f["armour"], on=f["armour_on"])
