"""Parties above 75 value points (the rules point to pages we do not have): the JOA's creatures
are hardier. Every creature the JOA places gets +1 life, and the Leader rolls one die more for its
extra skills. The threshold is rules.yaml's epic_party_value."""
from __future__ import annotations

from .content import content
from .world import emit


def is_epic(w) -> bool:
    return w.res["party_value"] > content().rules["epic_party_value"]


def harden(w, f: dict, events) -> None:
    if is_epic(w):
        f["life"] += 1
        f["max_life"] += 1
        emit(events, "epic_life", who=f["id"])


def extra_leader_dice(w) -> int:
    return 1 if is_epic(w) else 0
