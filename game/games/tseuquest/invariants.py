"""Facts that hold after every action; the simulator checks them.

Two costly scans run only in a full check (full=True, the default; the
simulator's long runs pass full=False on most of their sampled checks, see
FULL_EVERY in game/engine/simulate.py): card conservation (a lost or doubled
card stays so, the next full check sees it) and the adventurer seats' views
(built and scanned for unplaced things and secret strings: most of a check's
cost; a view that shows what it must not keeps showing it while the state
that leaks stays). Tests, and the replay that locates a violation, check
everything after every action."""
from __future__ import annotations

from game.engine.hidden import leaks
from game.engine.state import World

from .components import Figure, Kit, Pos, Scenery
from .discovery import adventurer_cells, visible_unplaced
from .view import private_view, secrets_for
from .world import board, content, standing


def check_invariants(w: World, full: bool = True) -> list[str]:
    out: list[str] = []
    if full:
        _cards(w, out)
    if w.res["phase"] not in ("play",) or w.res["result"] is not None:
        return out
    b = board(w)
    con = content()
    rows = con.scenery            # scenery_row() without a call per piece
    pos = w.stores.get(Pos, {})
    figures, kits = w.stores.get(Figure, {}), w.stores.get(Kit, {})
    limits = w.cache.setdefault("invariant_limits", {})     # see _limits
    seen: dict = {}
    scen = {}
    for e, s in sorted(w.stores.get(Scenery, {}).items()):      # w.query(Scenery), the stores at hand
        if e in pos:
            scen[(pos[e].x, pos[e].y)] = s
    pits = {tuple(c) for t in w.res["traps"] for c in t["cells"] if t["kind"] in ("pit", "deep_pit")}
    fresh = set()           # the squares blocking sight, found afresh (compared with the cache below)
    for e, f in sorted(figures.items()):                         # w.query(Figure)
        p = pos.get(e)
        if p is None:
            if f.kind != "adventurer":
                out.append(f"figure {e} ({f.ref}) has no square but was not removed")
            continue
        cell = (p.x, p.y)
        if standing(f):
            fresh.add(cell)
        if cell in seen:
            out.append(f"two figures on {cell}: {seen[cell]} and {e}")
        seen[cell] = e
        if cell not in b.room:
            out.append(f"figure {e} ({f.ref}) at {cell} is inside rock or off the board")
        s = scen.get(cell)
        if s is not None and not rows[s.kind]["passable"] and not f.status.get("buried"):
            out.append(f"figure {e} ({f.ref}) stands on impassable {s.kind} at {cell}")
        if cell in pits and not f.status.get("pit") and not all(
                t["hidden"] for t in w.res["traps"] if [cell[0], cell[1]] in t["cells"]):
            out.append(f"figure {e} ({f.ref}) on a placed pit at {cell} but not in it")
        top_life, top_mind = _limits(f, kits.get(e), con, limits)
        if not 1 <= f.life <= top_life:
            out.append(f"figure {e} ({f.ref}) life {f.life} not in 1..{top_life}")
        if not 1 <= f.mind <= top_mind:
            out.append(f"figure {e} ({f.ref}) mind {f.mind} not in 1..{top_mind}")
        if f.side == "mb" and f.kind != "elemental" and f.seat != 0:
            out.append(f"MB figure {e} controlled by seat {f.seat}")
    a = w.res["act"]
    if a is not None:
        if not 0 <= a["ap"] <= 2:
            out.append(f"activation has {a['ap']} action points")
        if a["n"]["attack"] > 2 or a["n"]["search"] > 2 or a["n"]["shot"] > 2 or a["n"]["magic"] > 2:
            out.append(f"action limits broken: {a['n']}")
        if len(a["special"]) != len(set(a["special"])) or len(a["special"]) > 2:
            out.append(f"special actions repeated: {a['special']}")
    # the sight cache matches the board: the answer world.sight_blockers keeps
    # for the current blocker_ver (an older one is recomputed when next asked)
    kept = w.cache.get("blockers")
    if kept is not None and kept[0] == w.res.get("blocker_ver", 0):
        for c, s in scen.items():
            if rows[s.kind]["cover"] == "total":
                fresh.add(c)
        if fresh != kept[1]:
            out.append("sight blockers cache is stale")
    # hidden things: nothing unplaced is in an adventurer's sight, no secret in their views
    if not w.res["pending"] and w.res["combat"] is None:
        shown = visible_unplaced(w, adventurer_cells(w))
        if shown:
            e, what, cell = shown[0]
            out.append(f"unplaced {what} {e} at {cell} is in an adventurer's line of sight")
    for seat in range(1, w.res["options"]["players"] if full else 1):      # full checks only (module doc)
        view = private_view(w, seat, board_part=False)       # the printed board and roster are not scanned
        for f in view.get("figures", ()):
            if not f["placed"]:
                out.append(f"seat {seat} sees unplaced figure {f['eid']}")
        for s in view.get("scenery", ()):
            if not s["placed"]:
                out.append(f"seat {seat} sees unplaced scenery {s['eid']}")
        bad = leaks(view, secrets_for(w, seat))
        if bad:
            out.append(f"seat {seat}'s view leaks {bad[:3]}")
    return out


def _limits(f, k, c, memo: dict) -> tuple[int, int]:
    """(max_life, max_mind) of figure f with kit k (or None): its card (world.stats)
    and items. The same card and items always give the same limits, so they are
    remembered in memo (w.cache["invariant_limits"]) by (adventurer?, ref, items)."""
    key = (f.kind == "adventurer", f.ref, tuple(k.items) if k is not None else ())
    got = memo.get(key)
    if got is None:
        row = c.adventurers[f.ref] if key[0] else c.monster(f.ref)
        items = [c.items[i] for i in key[2] if i in c.items]
        got = memo[key] = (row["life"] + sum(i.get("life", 0) for i in items),
                           row["mind"] + sum(i.get("mind", 0) for i in items))
    return got


def _cards(w: World, out: list[str]) -> None:
    """Every card is in a deck's draw or discard pile, a hand or a lasting
    effect, exactly once (multisets compared as sorted lists)."""
    c = content()
    held: dict[str, list[str]] = {}
    for k in w.stores.get(Kit, {}).values():      # any order: the piles are compared sorted
        for x in k.hand:
            held.setdefault(c.cards[x]["deck"], []).append(x)
    for le in w.res.get("lasting", ()):
        if le.get("card"):
            held.setdefault(c.cards[le["card"]]["deck"], []).append(le["card"])
    whole = _sorted_decks(c)
    for deck in c.decks:
        box = w.res["decks"][deck]
        if sorted(box["draw"] + box["discard"] + held.get(deck, [])) != whole[deck]:
            out.append(f"{deck} cards not conserved")
    t = w.res["decks"]["treasure"]
    if sorted(t["draw"] + t["discard"]) != whole["treasure"]:
        out.append("treasure cards not conserved")


def _sorted_decks(c) -> dict[str, list[str]]:
    """Every deck's cards sorted (and the treasure's), once per loaded content."""
    if _SORTED[0] is not c:
        _SORTED[:] = [c, {**{d: sorted(cards) for d, cards in c.decks.items()}, "treasure": sorted(c.treasure)}]
    return _SORTED[1]


_SORTED: list = [None, {}]
