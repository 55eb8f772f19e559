"""Carrying a fallen ally: a figure next to an ally out of combat (not bigger than itself) spends
its action to take it up (even after walking up to it); then both move as many squares as the
carrier's Strength, the body one square behind. A carrier that leaves the scenario takes the
body (and everything it carries) out; a hero's body left in the dungeon at the end keeps nothing
(its coins and objects stay there: the aftermath says "left behind")."""
from __future__ import annotations

from game.engine.grid import size_rank
from game.engine.protocol import act

from .world import cell, distance, emit, fig, moved, stat


def bodies_near(w, fid: str) -> list:
    f = fig(w, fid)
    here = cell(f)
    out = []
    for h in w.res["party"]:
        b = fig(w, h)
        if b["out"] and b["cell"] is not None and not b.get("left") and distance(cell(b), here) == 1 \
                and size_rank(b["size"]) <= size_rank(f["size"]):
            out.append(h)
    return out


def legal(w, fid: str, a: dict) -> list:
    """After walking up to the body too: the action brings its own movement (Strength squares)."""
    if a["action"] <= 0 or a.get("carry"):
        return []
    return [act("carry", fid, h) for h in bodies_near(w, fid)]


def take_up(w, fid: str, a: dict, body: str, events) -> None:
    f = fig(w, fid)
    a["carry"] = body
    a["mp"] = max(1, stat(w, f, "fue"))
    emit(events, "carry", who=fid, body=body)


def follow(w, a: dict, prev) -> None:
    """The carrier stepped from prev: the body comes to prev."""
    body = a.get("carry")
    if body:
        fig(w, body)["cell"] = list(prev)


def leave_with(w, a: dict | None, events) -> None:
    body = a.get("carry") if a else None
    if body:
        b = fig(w, body)
        b["cell"] = None
        b["left"] = True
        b["carried_out"] = True
        moved(w)
        emit(events, "carried_out", who=a["fid"], body=body)

