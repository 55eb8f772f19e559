"""Terrain: pits, deep water, raised levels and walkways (the map's terrain layer), moved
furniture, falls, the spectacular jump, climbing a ledge, climbing out of a pit with a rope's
help, and sliding a piece of furniture. Heroes' actions: jump, climb, climb_out, slide."""
from __future__ import annotations

from game.engine.grid import chebyshev, facing_towards, size_rank

from .content import content
from .world import (board, cell, emit, enemies_of, fig, footprint, furniture, grid, heroes, moved, occupied, surface,
                    passable_cell, test)

ACTIONS = ("jump", "climb", "climb_out", "slide")
JUMP_GAP = 3          # a pit or drop up to this many squares wide can be jumped
CLIMB_GEAR = "climbing_gear"
ROPE = "rope"
DIRS = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)


def relevant(w) -> bool:
    """Does this map have terrain or furniture that moves at all? (Fixed per map: asked once.)"""
    got = w.cache.get("terrain_relevant")
    if got is None:
        b = board(w)
        got = w.cache["terrain_relevant"] = bool(b.terrain) or any(fu["movable"] for fu in b.furniture.values())
    return got


# -- what a square is --------------------------------------------------------------------------------
def kind_at(w, c) -> str | None:
    t = board(w).terrain.get(tuple(c))
    return t["kind"] if t else None


def is_pit(w, c) -> bool:
    return kind_at(w, c) == "pit"


def is_water(w, c) -> bool:
    return kind_at(w, c) == "water"


def in_pit(w, f: dict) -> bool:
    return f["cell"] is not None and any(is_pit(w, c) for c in footprint(f))


def in_water(w, f: dict) -> bool:
    """Swimming: every square of its base is deep water (a flyer in flight is above it)."""
    return f["cell"] is not None and not f.get("flying") and all(is_water(w, c) for c in footprint(f))


def aquatic(f: dict) -> bool:
    return "aquatic" in f["skills"]


def pit_region(w, c) -> frozenset:
    """The connected pit squares around c (one pit)."""
    key = ("pit_region", tuple(c))
    got = w.cache.get(key)
    if got is None:
        todo, seen = [tuple(c)], set()
        while todo:
            p = todo.pop()
            if p in seen or not is_pit(w, p):
                continue
            seen.add(p)
            todo += [(p[0] + dx, p[1] + dy) for dx, dy in DIRS if abs(dx) + abs(dy) == 1]
        got = w.cache[key] = frozenset(seen)
    return got


def next_to_pit(w, f: dict, region: frozenset) -> bool:
    """A figure outside the pit standing at its edge."""
    return not in_pit(w, f) and any(chebyshev(a, p) == 1 for a in footprint(f) for p in region)


def pit_of(w, f: dict) -> frozenset:
    return next((pit_region(w, c) for c in footprint(f) if is_pit(w, c)), frozenset())


def pit_edges(w) -> frozenset:
    """Squares at the edge of any pit (a push from the other side drops whoever stands there)."""
    got = w.cache.get("pit_edges")
    if got is None:
        b = board(w)
        pits = [c for c, t in b.terrain.items() if t["kind"] == "pit"]
        got = w.cache["pit_edges"] = frozenset((p[0] + dx, p[1] + dy) for p in pits for dx, dy in DIRS
                                               if (p[0] + dx, p[1] + dy) in b.section
                                               and not is_pit(w, (p[0] + dx, p[1] + dy)))
    return got


def pit_behind(w, att: dict, dfn: dict) -> bool:
    """Would a push from att drop dfn into a pit (pits are all that is left behind it)?"""
    from .combat import push_squares
    if dfn["size"] in ("large", "huge") or att["cell"] is None or dfn["cell"] is None:
        return False
    cd = cell(dfn)
    g = grid(w)
    occ = occupied(w)
    pits = False
    for c in push_squares(cell(att), cd):
        if not g.in_bounds(c) or not g.can_step(cd, c, diagonals=True):
            continue
        if is_pit(w, c):
            pits = True
        elif c not in occ and passable_cell(w, c, dfn):
            return False                # a free square first: no fall
    return pits


def chance(need: int) -> float:
    """Odds of 2d6 >= need (double 1 always fails, double 6 always passes)."""
    hits = sum(1 for a in range(1, 7) for b in range(1, 7)
               if (a, b) != (1, 1) and (a + b >= need or (a, b) == (6, 6)))
    return hits / 36


def agility_mod(w, f: dict, kind: str, target) -> int:
    """The modifier of the Agility test a jump, a climb or a climb out would take."""
    if kind == "jump":
        gap = jump_targets(w, f, w.res["act"]["mp"] if w.res["act"] else 99).get(tuple(target), (0, 0, None))[0]
        return (-1 if gap > 1 else 0) - (1 if _enemy_near(w, f, [cell(f)]) else 0)
    if kind == "climb":
        return 1 if CLIMB_GEAR in f["objects"] else 0
    region = pit_of(w, f)
    return -1 if any(next_to_pit(w, fig(w, e), region) for e in enemies_of(w, f["id"])) else 0


def odds(w, f: dict, kind: str, target) -> float:
    from .world import stat
    need = content().rules["test_target"] - stat(w, f, "agi") - agility_mod(w, f, kind, target)
    return chance(need)


# -- combat hooks ------------------------------------------------------------------------------------
def melee_blocked(w, a: dict, b: dict) -> bool:
    """No melee into or out of a pit, nor between two figures down in one."""
    return in_pit(w, a) or in_pit(w, b)


def water_line(a_in: bool, b_in: bool) -> bool:
    """Zones of influence do not reach across the water line."""
    return a_in != b_in


def shot_allowed(w, s: dict, t: dict) -> bool:
    """Swimmers do not shoot; from a pit only at those at its edge; into a pit only from its edge."""
    if in_water(w, s):
        return False
    if in_pit(w, s):
        return next_to_pit(w, t, pit_of(w, s))
    if in_pit(w, t):
        return next_to_pit(w, s, pit_of(w, t))
    return True


def shot_cover(w, s: dict, t: dict) -> int:
    """Extra cover a shot meets: 2 (heavy) shooting out of a pit, 1 (light) at a swimmer from dry land."""
    if in_pit(w, s):
        return 2
    if in_water(w, t) and not in_water(w, s):
        return 1
    return 0


def water_melee_weapon(w, f: dict, wpn: dict | None) -> dict | None:
    """In deep water only daggers and natural weapons fight; anything else is left unused."""
    if wpn is None or not in_water(w, f):
        return wpn
    return wpn if {"daggers", "natural"} & set(wpn["traits"]) else None


def water_malus(w, f: dict) -> int:
    return 1 if in_water(w, f) and not aquatic(f) else 0


# -- swimming --------------------------------------------------------------------------------------
def swim_agility(w, f: dict) -> int:
    from .armour import heavy
    from .world import stat
    return stat(w, f, "agi") - (1 if heavy(f) else 0)


def swim_start(w, f: dict, events) -> int | None:
    """A figure that starts its activation in deep water swims: 2d6, a double 1 and it does not
    move, a double 6 and it goes one square further; it may go its Agility in squares (heavy
    armour: −1), in the water or out of it. None when it is not swimming."""
    f["swimming"] = False
    if not board(w).terrain or not in_water(w, f):
        return None
    from .world import dice
    r = dice(w, 2, events, f["id"])
    squares = 0 if r == [1, 1] else max(0, swim_agility(w, f)) + (1 if r == [6, 6] else 0)
    f["swimming"] = True
    emit(events, "swim", who=f["id"], dice=r, squares=squares)
    return squares


def drown_check(w, f: dict, events) -> None:
    """Ending an activation in deep water with a negative Agility: 3 damage dice against
    natural armour."""
    f["swimming"] = False
    if f["cell"] is None or f["out"] or not board(w).terrain or not in_water(w, f) or swim_agility(w, f) >= 0:
        return
    from .armour import natural
    from .combat import damage
    emit(events, "drowning", who=f["id"])
    damage(w, None, f, 3, events, against=natural(f))


# -- falls -----------------------------------------------------------------------------------------
def fall(w, f: dict, to, levels: int, events, why: str) -> None:
    """Down into a pit or off a height: stunned, 1 damage die per level against natural armour
    (the armour of its profile), and its activation ends (the caller ends it)."""
    from .combat import damage, set_state
    f["cell"] = list(to)
    moved(w)
    levels = max(1, levels)
    emit(events, "fall", who=f["id"], to=list(to), levels=levels, why=why)
    set_state(w, f, "stunned", True, events)
    from .armour import natural
    damage(w, None, f, levels, events, against=natural(f))


def drop_below(w, a, b) -> int:
    """Levels fallen stepping from square a down to square b (0 when not lower)."""
    return max(0, surface(w, a) - surface(w, b))


# -- the heroes' terrain actions -------------------------------------------------------------------------
def _free(w, c, f: dict, occ) -> bool:
    return all(passable_cell(w, x, f) and (x not in occ or occ[x] == f["id"]) for x in footprint(f, c))


def _line(c, d, n):
    return [(c[0] + d[0] * i, c[1] + d[1] * i) for i in range(1, n + 1)]


def jump_targets(w, f: dict, mp: int) -> dict:
    """Landing square -> (gap squares, levels dropped, fall square) of every spectacular jump:
    over a pit up to three squares wide, or down to a floor two or more levels lower."""
    out = {}
    if in_pit(w, f) or in_water(w, f) or size_rank(f["size"]) > 2:
        return out
    c = cell(f)
    occ = occupied(w)
    g = grid(w)
    for d in DIRS:
        line = _line(c, d, JUMP_GAP + 1)
        steps = [c] + line
        for n in range(1, JUMP_GAP + 1):
            gap, land = line[:n], line[n]
            if not all(is_pit(w, x) for x in gap) or is_pit(w, land):
                continue
            if n + 1 > mp or not all(g.can_step(steps[i], steps[i + 1], diagonals=True) for i in range(n + 1)):
                break
            if _free(w, land, f, occ):
                out[land] = (n, 0, gap[-1])
            break
        first = line[0]
        if not is_pit(w, first) and g.can_step(c, first, diagonals=True) and mp >= 1 \
                and drop_below(w, c, first) >= 2 and _free(w, first, f, occ):
            out[first] = (0, drop_below(w, c, first), first)
    return out


def climb_targets(w, f: dict) -> list:
    """Squares of a ledge two or more levels above, next to the figure."""
    from .world import floor_level, grid
    if in_pit(w, f) or in_water(w, f):
        return []
    c = cell(f)
    occ = occupied(w)
    g = grid(w)
    return [x for x in ((c[0] + dx, c[1] + dy) for dx, dy in DIRS)
            if floor_level(w, x) - floor_level(w, c) >= 2 and g.can_step(c, x, diagonals=True)
            and _free(w, x, f, occ)]


def climb_out_targets(w, f: dict) -> list:
    """Free squares at the edge of the pit a figure is in."""
    from .world import grid
    if not in_pit(w, f):
        return []
    region = pit_of(w, f)
    occ = occupied(w)
    g = grid(w)
    out = set()
    for p in region:
        for dx, dy in DIRS:
            x = (p[0] + dx, p[1] + dy)
            if x not in region and not is_pit(w, x) and g.in_bounds(x) and g.can_step(p, x, diagonals=True) \
                    and _free(w, x, f, occ):
                out.add(x)
    return sorted(out)


def slide_targets(w, f: dict) -> list:
    """(furniture square, where it goes) for each movable piece beside the figure (not diagonal):
    it slides one square straight away from it onto free plain floor."""
    from .world import grid
    c = cell(f)
    fu = furniture(w)
    occ = occupied(w)
    g = grid(w)
    b = board(w)
    out = []
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        p = (c[0] + dx, c[1] + dy)
        q = (p[0] + dx, p[1] + dy)
        piece = fu.get(p)
        if piece is None or not piece["movable"] or g.blocks_move(c, p) or g.blocks_move(p, q):
            continue
        if q in fu or q in occ or b.section.get(q) not in w.res["revealed"] or q in b.terrain:
            continue
        out.append((p, q))
    return out


def legal(w, fid: str, f: dict, a: dict, in_zoi: bool, kinds=ACTIONS) -> list:
    """The acting hero's terrain actions of those kinds (each takes its action)."""
    from game.engine.protocol import act
    if a["action"] <= 0 or f["states"].get("stunned"):
        return []
    out = []
    if in_pit(w, f):
        return [act("climb_out", fid, x) for x in climb_out_targets(w, f)] if "climb_out" in kinds else []
    if a["move"] != "done" and "jump" in kinds:
        out += [act("jump", fid, x) for x in sorted(jump_targets(w, f, a["mp"]))]
    if a["move"] == "none" and "climb" in kinds:
        out += [act("climb", fid, x) for x in climb_targets(w, f)]
    if not in_zoi and a["move"] != "moving" and "slide" in kinds:
        out += [act("slide", fid, p) for p, _ in slide_targets(w, f)]
    return out


def _rope_help(w, f: dict, near, events, why: str) -> bool:
    """An ally with a rope at the edge the hero was making for tries a Strength test to pull it
    through (even if the ally has already acted): -1 for a large figure, -1 if the ally has an
    enemy next to it."""
    helpers = []
    for h in heroes(w):
        hf = fig(w, h)
        if h == f["id"] or ROPE not in hf["objects"] or in_pit(w, hf):
            continue
        if any(chebyshev(a, n) <= 1 for a in footprint(hf) for n in near):
            helpers.append(hf)
    if not helpers:
        return False
    helper = max(helpers, key=lambda h: (h["stats"]["fue"], h["id"]))
    mod = -1 if size_rank(f["size"]) >= 3 else 0
    from .world import adjacent_enemies
    if adjacent_enemies(w, helper["id"]):
        mod -= 1
    emit(events, "rope", who=helper["id"], target=f["id"], why=why)
    ok, _ = test(w, helper, "fue", events, mod=mod, why="rope")
    return ok


def _enemy_near(w, f: dict, cells) -> bool:
    return any(chebyshev(cell(fig(w, e)), x) <= 1 for e in enemies_of(w, f["id"]) for x in cells)


def jump(w, fid: str, land, events) -> bool:
    """The spectacular jump: an Agility test (-1 over more than one square, -1 next to an enemy).
    Returns True when the activation ends (a fall)."""
    f = fig(w, fid)
    a = w.res["act"]
    gap, drop, fall_to = jump_targets(w, f, a["mp"])[tuple(land)]
    mod = agility_mod(w, f, "jump", land)
    emit(events, "jump", who=fid, to=list(land), gap=gap, drop=drop)
    ok, _ = test(w, f, "agi", events, mod=mod, why="jump")
    if not ok:
        ok = _rope_help(w, f, [tuple(land)], events, "jump")
    if ok:
        start = cell(f)
        f["facing"] = list(facing_towards(start, tuple(land)))
        f["cell"] = list(land)
        moved(w)
        a["mp"] = max(0, a["mp"] - max(gap + 1, 1))
        emit(events, "landed", who=fid, to=list(land))
        return False
    levels = -board(w).terrain[tuple(fall_to)]["level"] if gap else drop
    fall(w, f, fall_to, levels, events, "jump")
    return True


def climb(w, fid: str, to, events) -> bool:
    """Climbing a ledge: an Agility test, +1 with climbing gear; a failed climb falls back
    from the first level. Returns True (the activation ends either way on a fall)."""
    f = fig(w, fid)
    mod = agility_mod(w, f, "climb", to)
    emit(events, "climb", who=fid, to=list(to))
    ok, _ = test(w, f, "agi", events, mod=mod, why="climb")
    if ok:
        f["facing"] = list(facing_towards(cell(f), tuple(to)))
        f["cell"] = list(to)
        moved(w)
        emit(events, "landed", who=fid, to=list(to))
        return False
    fall(w, f, cell(f), 1, events, "climb")
    return True


def climb_out(w, fid: str, to, events) -> bool:
    """Climbing out of a pit: an Agility test, -1 with an enemy at the pit's edge; a failed test
    can be saved by an ally's rope. The activation ends either way (returns True)."""
    f = fig(w, fid)
    mod = agility_mod(w, f, "climb_out", to)
    emit(events, "climb_out", who=fid, to=list(to))
    ok, _ = test(w, f, "agi", events, mod=mod, why="climb_out")
    if not ok:
        ok = _rope_help(w, f, [tuple(to)], events, "climb_out")
    if ok:
        f["cell"] = list(to)
        moved(w)
        emit(events, "landed", who=fid, to=list(to))
    return True


def slide(w, fid: str, piece, events) -> None:
    """Slide a movable piece of furniture one square straight away (an action, no test)."""
    f = fig(w, fid)
    to = dict(slide_targets(w, f))[tuple(piece)]
    w.res.setdefault("slid", []).append([list(piece), list(to)])
    moved(w)
    emit(events, "slide", who=fid, item=furniture(w)[tuple(to)]["kind"], frm=list(piece), to=list(to))


def perform(w, kind: str, fid: str, arg, events) -> bool:
    """Do a terrain action; True when the hero's activation ends."""
    if kind == "jump":
        return jump(w, fid, tuple(arg), events)
    if kind == "climb":
        return climb(w, fid, tuple(arg), events)
    if kind == "climb_out":
        return climb_out(w, fid, tuple(arg), events)
    slide(w, fid, tuple(arg), events)
    return False


def joa_climb_out(w, fid: str, events) -> bool:
    """A JOA creature in a pit spends its activation climbing out towards the nearest hero.
    Returns True when it tried (its activation is over)."""
    f = fig(w, fid)
    if not in_pit(w, f):
        return False
    spots = climb_out_targets(w, f)
    if not spots:
        emit(events, "stuck", who=fid)
        return True
    hs = [cell(fig(w, h)) for h in heroes(w)]
    to = min(spots, key=lambda x: (min((chebyshev(x, h) for h in hs), default=0), x))
    climb_out(w, fid, to, events)
    return True

