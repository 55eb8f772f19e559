"""Trap reaction, a trap found on a door, chest or exploration arrow: the hero may step to a free
square next to it (a trap found underfoot sends the hero back the way it came instead, see
movement._step_back); either way the hero moves no more this activation."""
from __future__ import annotations

from game.engine.grid import LOOSE
from game.engine.protocol import act

from .world import cell, emit, fig, grid, moved, occupied, open_cells, touching


def offer(a: dict) -> None:
    a["aside"] = True


def squares(w, fid: str) -> list:
    f = fig(w, fid)
    here = cell(f)
    occ = occupied(w)
    opens = open_cells(w, f["size"])
    g = grid(w)
    out = []
    for c in g.neighbors8(here, LOOSE):
        if c in occ or c not in opens:
            continue
        if touching(w, f, {"cell": list(c)}):
            out.append(c)
    return sorted(out)


def legal(w, fid: str, a: dict) -> list:
    if not a.get("aside"):
        return []
    return [act("step_aside", fid, list(c)) for c in squares(w, fid)]


def perform(w, fid: str, a: dict, to, events) -> bool:
    """Step; True if the activation ends (a sheet trap under the new square went off)."""
    from .explore import trap_reaction
    f = fig(w, fid)
    a["aside"] = False
    back = cell(f)
    f["cell"] = list(to)
    moved(w)
    emit(events, "step_aside", who=fid, to=list(to))
    t = next((t for t in w.res["traps"] if t.get("fixed") and not t["found"] and t.get("cell") == list(to)), None)
    if t is None:
        return False
    if trap_reaction(w, fid, t, events, malus=a["malus"]) == "found":
        f["cell"] = list(back)
        moved(w)
        emit(events, "step_back", who=fid, to=list(back))
        return False
    return True
