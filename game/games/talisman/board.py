"""The board as a graph: two rings joined by the Sentinel's bridge, the Portal of
Power into the inner path; movement options for a roll; raft crossings; distances."""
from __future__ import annotations

from functools import lru_cache

from .content import content


def ring_step(space: str, direction: int) -> str:
    c = content()
    s = c.spaces[space]
    ring = c.ring[s["region"]]
    return ring[(s["index"] + direction) % len(ring)]


def bridge_other(space: str) -> str | None:
    b = content().board["bridge"]
    return b["middle"] if space == b["outer"] else b["outer"] if space == b["middle"] else None


def moves(start: str, steps: int, ghost: bool = False, portal_ok: bool = True) -> list[tuple[str, str]]:
    """(destination, via) for a roll of `steps` along one direction, changing direction
    only after crossing the bridge. via: "" plain, "bridge" (crossing outer -> middle past
    the Sentinel), "portal" (passing the Portal with movement left: an attempt to open it)."""
    return list(_moves(start, steps, ghost, portal_ok))


@lru_cache(maxsize=None)
def _moves(start: str, steps: int, ghost: bool, portal_ok: bool) -> tuple:
    """moves, kept: the board never changes (a few hundred starts and rolls)."""
    c = content()
    portal = c.board["portal"]
    out: list = []

    def walk(pos: str, direction: int, left: int, crossed: bool, via: str) -> None:
        if left == 0:
            out.append((pos, via))
            return
        if pos == portal["space"] and portal_ok and not ghost:
            out.append((portal["inner"], "portal"))
        other = bridge_other(pos)
        if other and not crossed:
            v = "bridge" if c.spaces[pos]["region"] == "outer" and not ghost else via
            walk(other, 0, left - 1, True, v)
        for d in ((1, -1) if direction == 0 else (direction,)):
            walk(ring_step(pos, d), d, left - 1, crossed, via)

    walk(start, 0, steps, False, "")
    seen, uniq = set(), []
    for m in out:
        if m not in seen:
            seen.add(m)
            uniq.append(m)
    return tuple(uniq)


def opposite(space: str) -> list[str]:
    """Spaces directly across the river: outer index i faces middle round((i - 10) * 2 / 3) (the Sentinel
    faces the Hills); a middle space faces every outer space that faces it."""
    c = content()
    s = c.spaces[space]
    if s["region"] == "outer":
        return [c.ring["middle"][round((s["index"] - 10) * 2 / 3) % 16]]
    if s["region"] == "middle":
        return [o for o in c.ring["outer"] if opposite(o) == [space]]
    return []


@lru_cache(maxsize=1)
def distances() -> dict:
    """Steps between spaces (rings, bridge, portal, inner path), for the AI."""
    c = content()
    graph: dict = {s: set() for s in c.spaces}
    for r in ("outer", "middle"):
        for s in c.ring[r]:
            graph[s].add(ring_step(s, 1))
            graph[s].add(ring_step(s, -1))
    b = c.board["bridge"]
    graph[b["outer"]].add(b["middle"])
    graph[b["middle"]].add(b["outer"])
    inner = c.ring["inner"]
    p = c.board["portal"]
    graph[p["space"]].add(inner[0])
    graph[inner[0]].add(p["space"])
    for a, b2 in zip(inner, inner[1:]):
        graph[a].add(b2)
        graph[b2].add(a)
    out = {}
    for s in c.spaces:
        dist = {s: 0}
        frontier = [s]
        while frontier:
            nxt = []
            for x in frontier:
                for y in sorted(graph[x]):
                    if y not in dist:
                        dist[y] = dist[x] + 1
                        nxt.append(y)
            frontier = nxt
        out[s] = dist
    return out
