"""Hero movement: costs (allies +1, climbing furniture +1, difficult terrain +1, a level up or an
ascending stair +1, swimming +1), stairs got on and off only at their ends (no running on vertical
ones), diagonals blocked by walls, obstacle and stair corners, steps of two or more levels up or
down closed (climb or jump instead), large bases that need room for all four squares, zones of
influence that stop a move, the safety zone and its scenario die, sheet traps, hasty shots, running."""
from __future__ import annotations

from game.engine.grid import STRICT, behind, chebyshev, facing_towards

from . import carry, combat, explore
from .content import content
from .world import (BIG, base_split, board, cell, emit, enemies_of, engages, fig, footprint, furniture, grid,
                    joa_figs, moved, moves_cache, occupied, on_board, open_cells, ranged_weapon, sight, stairs_apart,
                    zoi)


def move_costs(w, fid: str, running: bool = False):
    """(passable, cost, stop_at) callables for the grid search of figure fid, cached while
    nothing moves (the legal moves, the AI and the walk itself ask in turn)."""
    mc = moves_cache(w)
    f = fig(w, fid)
    key = ("move_costs", fid, running, len(f.get("freed", [])), bool(f.get("swimming")), bool(f.get("flying")))
    got = mc.get(key)
    if got is None:
        got = mc[key] = _move_costs(w, fid, running)
    return got


def _move_costs(w, fid: str, running: bool):
    f = fig(w, fid)
    if f.get("flying"):
        return _flight_costs(w, f)
    occ = occupied(w)
    big = f["size"] in BIG
    if big:
        occ = {c: o for c, o in occ.items() if o != fid}
    foes = [fig(w, e) for e in enemies_of(w, fid)]
    enemy_cells = {c for e in foes for c in footprint(e)}
    freed = set(f.get("freed", []))
    zoi_at: dict = {}                  # square -> enemies whose zone of influence covers it
    near_cells = set()                 # (only a run looks at these)
    # anchor squares from which this figure's base would touch each foe's base
    around = _AROUND_BIG if big else _AROUND
    for e in foes:
        holds = zoi(e) and e["id"] not in freed
        if not holds and not running:
            continue
        for ex, ey in footprint(e):
            for dx, dy in around:
                c = (ex + dx, ey + dy)
                if running:
                    near_cells.add(c)
                if holds:
                    zoi_at.setdefault(c, []).append(e)
    stop: dict = {}                    # worked out only for the squares a search reaches
    probe = dict(f)
    opens = open_cells(w, f["size"], f["side"] == "joa")
    t_levels, t_water, t_stairs, t_steep = terrain_squares(w)
    # no running on vertical stairs
    steep = t_steep if running else frozenset()
    blocked = (enemy_cells | (near_cells if running else set()) | steep) - ({cell(f)} if big else set())
    allowed = _open_but(w, opens, frozenset(blocked))
    if big:
        # every square of the base must be open; allies' squares are not crossed by a large base
        allowed = frozenset(c for c in allowed
                            if all(x in opens and x not in blocked and x not in occ for x in footprint(f, c))
                            and not base_split(w, c))
    fur = furniture(w)
    terr = board(w).terrain
    levels = t_levels                   # raised floors and pit bottoms
    # walking into deep water costs +1 a square; a figure that began swimming has its Agility
    # allowance instead (terrain.swim_start), and aquatic ones swim freely
    water = t_water if "aquatic" not in f["skills"] and not f.get("swimming") else ()
    corner_stops = _corner_stops(w)
    huge = f["size"] == "huge"
    # stairs_apart() is False unless a stair square is one end of the step: ask only then
    stairs = t_stairs if not huge else frozenset()

    passable = allowed.__contains__         # the search asks this of every neighbour: no Python call

    def cost(a, c):
        if (a, c) in corner_stops or ((a in stairs or c in stairs) and stairs_apart(terr, a, c)):
            return None                     # stairs are got on and off only at their ends
        n = 2 if c in occ else 1
        if levels:
            la, lc = levels.get(a, 0), levels.get(c, 0)
            if abs(lc - la) >= 2:
                return None                 # a ledge or a drop: climb or jump
            if lc > la:
                n += 1
        if c in water:
            n += 1                          # swimming
        fu = fur.get(c)
        if fu is not None:
            if fu["height"] > 0 and fu["height"] > (fur.get(a) or _FLOOR)["height"] and not huge:
                n += 1
            if fu["difficult"]:
                n += 1
        return n

    def stop_at(c):
        got = stop.get(c)
        if got is None:
            got = False
            if c in zoi_at and c not in occ:
                probe["cell"] = list(c)
                got = any(engages(w, e, probe, []) for e in zoi_at[c])
            stop[c] = got
        return got
    return passable, cost, (stop_at if zoi_at else never_stops)


def _open_but(w, opens: frozenset, blocked: frozenset) -> frozenset:
    """opens - blocked, kept per blocked set while the open squares are the same object (in the
    heroes' turn the enemies' squares, and so this, are the same for every move looked at)."""
    got = w.cache.get("open_but")
    if got is None or got[0] is not opens:
        got = w.cache["open_but"] = (opens, {})
    kept = got[1]
    allowed = kept.get(blocked)
    if allowed is None:
        if len(kept) > 8:
            kept.clear()
        allowed = kept[blocked] = opens - blocked
    return allowed


_FLOOR = {"height": 0}
_AROUND = tuple((dx, dy) for dx in range(-1, 2) for dy in range(-1, 2))       # a square and its 8 neighbours
_AROUND_BIG = tuple((dx, dy) for dx in range(-2, 2) for dy in range(-2, 2))   # anchors of a 2x2 base touching it


def _flight_costs(w, f: dict):
    """In flight: over pits, water, furniture that is not impassable and other figures, ignoring
    zones of influence (where it may end is the walker's business: a free, open square)."""
    b = board(w)
    fur = furniture(w)
    allowed = frozenset(c for n in w.res["revealed"] for c in b.cells[n]
                        if c not in fur or fur[c]["passable"])
    corner_stops = _corner_stops(w)

    def passable(c):
        return c in allowed

    def cost(a, c):
        return None if (a, c) in corner_stops else 1

    return passable, cost, never_stops


def never_stops(c) -> bool:
    """The stop test where no zone of influence holds (a search given it asks nothing)."""
    return False


def terrain_squares(w) -> tuple:
    """(square -> floor level where it is not 0, deep water squares, stair squares, vertical stair
    squares) of the map's terrain layer, which never changes: made once per game."""
    got = w.cache.get("terrain_squares")
    if got is None:
        terr = board(w).terrain
        got = w.cache["terrain_squares"] = (
            {c: t["level"] for c, t in terr.items() if t["level"]},
            frozenset(c for c, t in terr.items() if t["kind"] == "water"),
            frozenset(c for c, t in terr.items() if t["kind"] == "stairs"),
            frozenset(c for c, t in terr.items() if t["kind"] == "stairs" and t["vertical"]))
    return got


def _corner_stops(w) -> frozenset:
    """Diagonal steps (a, b) that cut the corner of an impassable obstacle or of a stair
    (fixed per map)."""
    got = w.cache.get("corner_stops")
    if got is None:
        out = set()
        terr = board(w).terrain
        stairs = {c for c, t in terr.items() if t["kind"] == "stairs"}
        solid = [c for c, fu in board(w).furniture.items() if not fu["passable"]]
        for (x, y) in solid + sorted(stairs):
            for dx in (-1, 1):
                for dy in (-1, 1):
                    # the diagonal step between (x+dx, y) and (x, y+dy) grazes this square
                    p, q = (x + dx, y), (x, y + dy)
                    if (x, y) in stairs and (p in stairs or q in stairs):
                        continue            # moving about on a wide flight itself
                    out.add((p, q))
                    out.add((q, p))
        got = w.cache["corner_stops"] = frozenset(out)
    return got


def _tree(w, fid: str, mp: int, running: bool):
    mc = moves_cache(w)
    f = fig(w, fid)
    key = ("tree", fid, mp, running, len(f.get("freed", [])), bool(f.get("swimming")), bool(f.get("flying")))
    got = mc.get(key)
    if got is None:
        passable, cost, stop_at = move_costs(w, fid, running)
        got = mc[key] = grid(w).reachable_tree(cell(fig(w, fid)), mp, passable=passable, cost=cost,
                                                    stop_at=None if stop_at is never_stops else stop_at,
                                                    diagonals=True, corner=STRICT,
                                                    min_step=1)    # every step costs 1 or more (cost())
    return got


def reachable(w, fid: str, mp: int, running: bool = False) -> dict:
    dist, _ = _tree(w, fid, mp, running)
    occ = occupied(w)
    f = fig(w, fid)
    if f["size"] in BIG:
        return {c: d for c, d in dist.items() if all(occ.get(x, fid) == fid for x in footprint(f, c))}
    return {c: d for c, d in dist.items() if c not in occ}


def path_to(w, fid: str, goal, mp: int, running: bool = False):
    _, parent = _tree(w, fid, mp, running)
    return grid(w).path_from_tree(parent, cell(fig(w, fid)), tuple(goal))


def safety_anchors(w, fid: str) -> list:
    act = w.res["act"]
    out = [tuple(act["start"])] if act else []
    out += [tuple(c) for c in w.res["rest"].values()]
    return out


def hero_move(w, fid: str, goal, events) -> str:
    """Walk a hero to goal along the cheapest path, stopping for the safety zone's die, sheet traps,
    hasty shots and new enemies. Returns "ok", "stopped" (movement over) or "ended" (activation over)."""
    act = w.res["act"]
    f = fig(w, fid)
    path = path_to(w, fid, goal, act["mp"], act["running"])
    if path is None:
        return "ok"
    _, cost, _ = move_costs(w, fid, act["running"])
    act["move"] = "moving"
    radius = content().rules["safety_radius"]
    basic = w.res["options"].get("dun_basic")
    shot_at = _hasty_shooter(w, f, path)
    start = cell(f)
    # the other figures, the hidden sheet traps and the safety zone's anchors stay as they are while
    # it walks (a carried body is out of play): looked up again only after a roll or a shot that
    # did not end the walk
    others, sheets, anchors = _walk_context(w, fid)
    for i in range(1, len(path)):
        prev, c = path[i - 1], path[i]
        step = cost(prev, c)
        act["mp"] -= step
        f["cell"] = list(c)
        f["walked"] = f.get("walked", 0) + 1
        f["facing"] = list(facing_towards(prev, c))
        carry.follow(w, act, prev)
        moved(w)
        emit(events, "step", who=fid, to=list(c))
        if not w.res["main_entered"] and board(w).kind.get(board(w).section.get(c)) == "main":
            w.res["main_entered"] = True
            emit(events, "main_entered", who=fid)
        if c in others:
            continue
        sheet_trap = sheets.get(c)
        if sheet_trap is not None:
            res = explore.trap_reaction(w, fid, sheet_trap, events, malus=act["malus"])
            if res == "found":
                _step_back(w, f, path, i, events)
                act["move"] = "done"
                return "stopped"
            act["move"] = "done"
            return "ended"
        if not basic and not act["safety"] and all(chebyshev(c, a) > radius for a in anchors):
            act["safety"] = True
            res = explore.roll_obstacle(w, fid, {"cell": list(c)}, events, exploring=False)
            if res == "found":
                _step_back(w, f, path, i, events)
                act["move"] = "done"
                return "stopped"
            if res == "fired":
                act["move"] = "done"
                return "ended"
            if res == "placed" or w.res["initiative"]:
                return "stopped"
            others, sheets, anchors = _walk_context(w, fid)
        if shot_at and chebyshev(c, cell(fig(w, shot_at))) <= 3 and chebyshev(start, cell(fig(w, shot_at))) >= 3:
            from .combat import shoot
            w.res["hasty_used"].append(shot_at)
            out = shoot(w, shot_at, fid, events, hasty=True)
            shot_at = None
            if out["wounded"] or not f["cell"] or f["out"]:
                return "stopped"
            others, sheets, anchors = _walk_context(w, fid)
    if act["mp"] <= 0:
        act["move"] = "done"
    return "ok"


def _walk_context(w, fid: str) -> tuple:
    """(squares of the other figures, square -> the first hidden sheet trap on it, the safety
    zone's anchors) for a hero's walk."""
    sheets: dict = {}
    for t in w.res["traps"]:
        if t.get("fixed") and not t["found"] and t.get("cell") is not None:
            sheets.setdefault(tuple(t["cell"]), t)
    return occupied_others(w, fid), sheets, safety_anchors(w, fid)


def _step_back(w, f: dict, path, i: int, events) -> None:
    """A found trap sends the hero back to the square it came from (the last free one on its way)."""
    others = occupied_others(w, f["id"])
    for j in range(i - 1, -1, -1):
        if path[j] not in others:
            f["cell"] = list(path[j])
            break
    moved(w)
    emit(events, "step_back", who=f["id"], to=list(f["cell"]))


def occupied_others(w, fid):
    """Squares held by figures other than fid (fid may be passing through one of them)."""
    return {cell(f) for o, f in w.res["figs"].items() if o != fid and on_board(f)}


def _hasty_shooter(w, f: dict, path) -> str | None:
    """A JOA shooter (no reload weapon, not yet this turn) the move ends next to, seen from the start."""
    end = path[-1]
    for e in joa_figs(w):
        ef = fig(w, e)
        wpn = ranged_weapon(w, ef)
        if wpn is None or "reload" in wpn["traits"] or e in w.res["hasty_used"]:
            continue
        if chebyshev(end, cell(ef)) != 1 or chebyshev(cell(f), cell(ef)) < 3:
            continue
        if behind(cell(ef), tuple(ef["facing"]), cell(f)):
            continue            # a figure with its back turned has no line of sight
        if sight(w, ef, f)[0] != "blocked" and combat.can_shoot(w, e, f["id"]):
            return e
    return None
