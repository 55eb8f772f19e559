"""The JOA's general behaviour, "maximise the potential": creatures keep apart (not next to each
other, where one blast or thrown flask would catch several) and, while their Leader is on the
board, those that cannot reach a hero this activation guard the heroes' way to it."""
from __future__ import annotations

from game.engine.grid import STRICT, chebyshev

from .world import cell, fig, grid, heroes, joa_figs, moves_cache, on_board, open_cells


def friends_around(w, fid: str, c) -> int:
    return sum(1 for o in joa_figs(w) if o != fid and chebyshev(cell(fig(w, o)), c) == 1)


def leader_way(w) -> list:
    """The squares of the shortest way from the hero nearest to the Leader to the Leader
    (walls and furniture only), the Leader's own square left out; [] with no Leader placed."""
    lid = w.res.get("leader")
    if lid is None or not on_board(fig(w, lid)):
        return []
    mc = moves_cache(w)
    got = mc.get("leader_way")
    if got is None:
        lc = cell(fig(w, lid))
        hs = heroes(w)
        got = []
        if hs:
            near = min(hs, key=lambda h: (chebyshev(cell(fig(w, h)), lc), h))
            opens = open_cells(w, "medium", True)
            path = grid(w).path(lc, cell(fig(w, near)), passable=lambda c: c in opens, diagonals=True, corner=STRICT)
            got = list(path[1:-1]) if path else []
        mc["leader_way"] = got
    return got


def guard_square(w, fid: str, dist: dict, mp: int, occ: dict):
    """A square on the heroes' way to the Leader this creature reaches this activation: one with
    no friend next to it if there is any, then the one nearest the heroes (meet them early); None
    if none."""
    f = fig(w, fid)
    if f["leader"]:
        return None
    way = leader_way(w)
    here = cell(f)
    best, best_key = None, None
    for i, c in enumerate(way):
        if c not in dist or dist[c] > mp or (c in occ and c != here):
            continue
        key = (friends_around(w, fid, c) > 0, -i, c)
        if best is None or key < best_key:
            best, best_key = c, key
    return best


def spread_end(w, fid: str, path: list, last: int, dist: dict, mp: int, occ: dict):
    """A walk that stops short of its goal: of the squares it may end on that are no farther from
    the goal than path[last], the one with fewest friends around (the path's own square on ties)."""
    goal = path[-1]
    end = path[last]
    limit = chebyshev(end, goal)
    best, best_key = end, (friends_around(w, fid, end), 0, end)
    if best_key[0] == 0:
        return end
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            c = (end[0] + dx, end[1] + dy)
            if c == end or c not in dist or dist[c] > mp or c in occ or chebyshev(c, goal) > limit:
                continue
            key = (friends_around(w, fid, c), 1, c)
            if key < best_key:
                best, best_key = c, key
    return best
