"""Moving units: how far each action goes, where a unit may end (the 1"
rule), group formation, charges into contact, falling back, jumps, falls,
pushes and dangerous terrain."""
from __future__ import annotations

import math

from game.engine.measure import gap, in_contact, overlaps, step_length
from game.engine.protocol import Event
from game.engine.sight import cells_crossed
from game.engine.state import World

from .checks import check, d6, place, spend_power, take_wounds
from .components import Pos, Unit
from .world import board, cell, cells_of, emit, height, inches, measure, occupied, radius, rule

MOVES = {"advance": 6, "rush": 12, "charge": 12, "scout": 12}


def move_allowance(w: World, uid: int, kind: str) -> float:
    """Rule inches of an action's move: Fast/Slow, then Weakened halves it."""
    base = MOVES[kind]
    if kind == "advance":
        base += 2 * bool(rule(w, uid, "fast")) - 2 * bool(rule(w, uid, "slow"))
    elif kind in ("rush", "charge"):
        base += 4 * bool(rule(w, uid, "fast")) - 4 * bool(rule(w, uid, "slow"))
    if "weakened" in w.get(uid, Unit).status:
        base /= 2
    return base


def _flags(w: World, uid: int) -> tuple[bool, bool]:
    return bool(rule(w, uid, "flying")), bool(rule(w, uid, "strider") or rule(w, uid, "flying"))


_RINGS: dict = {}


def _ring(within: float, radii: float) -> tuple:
    """Offsets of the cells whose model (the two base radii summing `radii`)
    stands within `within` cells of a model at (0, 0); -1: overlapping."""
    key = (within, radii)
    offsets = _RINGS.get(key)
    if offsets is None:
        k = int(math.ceil(max(within, 0) + radii)) + 1
        offsets = _RINGS[key] = tuple(
            (dx, dy) for dx in range(-k, k + 1) for dy in range(-k, k + 1)
            if (dx, dy) == (0, 0) or (math.hypot(dx, dy) - radii <= within + 1e-9 if within >= 0
                                      else math.hypot(dx, dy) < radii - 1e-9))
    return offsets


def _around(w: World, uid: int, within: float, side: str | None = None) -> set:
    """Cells where a model of uid would stand within `within` cells of a model
    of another unit (of `side` only, if given); -1: on or overlapping its base."""
    r = radius(w, uid)
    pos = w.stores[Pos]
    out = set()
    for vid, u in w.query(Unit):
        if vid == uid or u.state not in ("active", "unconscious") or (side is not None and u.side != side):
            continue
        key = (within, r + radius(w, vid))
        if len(_ring(*key)) == 1:            # bases of 1": the model's own cell only
            for m in u.models:
                p = pos[m]
                out.add((p.x, p.y))
            continue
        for m in u.models:
            p = pos[m]
            out |= _ring_at(key, p.x, p.y)
    return out


_RINGS_AT: dict = {}


def _ring_at(key: tuple, x: int, y: int) -> frozenset:
    """_ring(*key) moved to (x, y). Pure geometry, so kept (models stand on the
    same few hundred cells game after game); the store is emptied if it ever
    grows large."""
    got = _RINGS_AT.get((key, x, y))
    if got is None:
        if len(_RINGS_AT) > 50_000:
            _RINGS_AT.clear()
        got = _RINGS_AT[(key, x, y)] = frozenset((x + dx, y + dy) for dx, dy in _ring(*key))
    return got


def enemy_cells(w: World, uid: int) -> set:
    """Cells a model of uid may not move through: on or overlapping an enemy base."""
    other = "ai" if w.get(uid, Unit).side == "hero" else "hero"
    return _around(w, uid, -1, other)


def crowded(w: World, uid: int) -> set:
    """Cells where a model of uid may not stand: on or overlapping another unit's base."""
    return _around(w, uid, -1)


def near_others(w: World, uid: int) -> set:
    """Cells within 1" of a model of any other unit (no one may end there
    unless charging)."""
    return _around(w, uid, inches(w, 1))


def reach(w: World, uid: int, start, budget_inches: float, parents: bool = False):
    """Cells the unit's leader can move to (cost in cells), enemies blocking;
    with parents also what MoveMap.path_to needs (one search serves both)."""
    flying, strider = _flags(w, uid)
    mm = board(w).move_map(measure(w).scale)
    cap = None if strider else inches(w, 6)
    r, p = mm.reach(start, inches(w, budget_inches), frozenset(enemy_cells(w, uid)), cap, flying, True)
    return (r, p) if parents else r


def destinations(w: World, uid: int, kind: str) -> dict:
    """Where a unit's leader may end a move of this kind (not charges):
    free cells out of 1" of other units."""
    u = w.get(uid, Unit)
    start = cell(w, u.models[0])
    r = reach(w, uid, start, move_allowance(w, uid, kind))
    out = dict(r)                        # (a copy, then the few bad cells out: cheaper than filtering all)
    for c in near_others(w, uid):        # holds every cell on or overlapping another base too
        if c != start:
            out.pop(c, None)
    return out


def formation(w: World, uid: int, lead, charging: bool = False, toward=None) -> list:
    """Cells for every model of the unit with the leader at `lead`: each
    other model as near the leader as it can stand, within 1" of a placed
    member and 3" of all of them (AI groups), preferring contact with the
    models of the unit `toward` when charging."""
    u = w.get(uid, Unit)
    bd = board(w)
    imp = bd.cells_with("impassable")
    occ = crowded(w, uid)
    bad = set() if charging else near_others(w, uid)
    r = radius(w, uid)
    foes = cells_of(w, toward) if toward else ()
    rt = radius(w, toward) if toward else 0
    placed = [lead]
    one, three = inches(w, 1), inches(w, 3)
    ring = [(dx, dy) for dx in range(-4, 5) for dy in range(-4, 5) if (dx or dy)]
    ring.sort(key=lambda d: (d[0] * d[0] + d[1] * d[1], d))
    lh = height(w, lead)
    for _ in u.models[1:]:
        best = None
        for dx, dy in ring:
            c = (lead[0] + dx, lead[1] + dy)
            if not bd.in_bounds(c) or c in imp or c in occ or c in bad or any(overlaps(c, p, r, r) for p in placed):
                continue
            if abs(height(w, c) - lh) > inches(w, 3):
                continue
            if not any(gap(c, p, r, r) <= one + 1e-9 for p in placed) or any(
                    gap(c, p, r, r) > three + 1e-9 for p in placed):
                continue
            score = (0 if foes and any(in_contact(c, t, r, rt) for t in foes) else 1, gap(c, lead))
            if best is None or score < best[0]:
                best = (score, c)
                if score[0] == 0 or not foes:
                    break
        if best is None:       # no coherent cell: the nearest free one
            for dx, dy in ring:
                c = (lead[0] + dx, lead[1] + dy)
                if bd.in_bounds(c) and c not in imp and c not in occ and not any(overlaps(c, p, r, r) for p in placed):
                    best = ((9, 0), c)
                    break
        placed.append(best[1] if best else lead)
    return placed


def move_unit(w: World, events: list[Event], uid: int, dest, kind: str, charging: bool = False,
              toward=None) -> bool:
    """Move the unit's leader to dest along its cheapest path and set the
    other models around it. Returns False if dangerous terrain, a fall or
    the like ended the activation or destroyed the unit."""
    u = w.get(uid, Unit)
    r, path = move_path(w, uid, dest, move_allowance(w, uid, kind))
    spots = formation(w, uid, dest, charging, toward) if len(u.models) > 1 else [dest]
    olds = cells_of(w, uid)
    for m, c in zip(list(u.models), spots):
        place(w, m, c)
    emit(events, "move", unit=uid, how=kind, path=[list(c) for c in path],
         cells=[list(c) for c in spots], distance=round(measure(w).inches(r.get(dest, 0.0)), 1),
         frm=[list(c) for c in olds])
    crossed = set(path[1:])
    return dangerous(w, events, uid, crossed)


def move_path(w: World, uid: int, dest, budget_inches: float) -> tuple[dict, list]:
    """(reach, path): the cells the unit's leader walks to dest, the cheapest
    legal path within the budget (the move itself and its warnings use it)."""
    start = cell(w, w.get(uid, Unit).models[0])
    r, parents = reach(w, uid, start, budget_inches, parents=True)
    path = board(w).move_map(measure(w).scale).path_to(parents, dest) if dest in r else [start, dest]
    return r, path


def dangers_on(w: World, uid: int, path) -> list:
    """Dangerous cells a move along path enters (Flying ignores them)."""
    if rule(w, uid, "flying"):
        return []
    danger = board(w).cells_with("dangerous")
    return [c for c in path[1:] if c in danger]


def dangerous(w: World, events: list[Event], uid: int, cells) -> bool:
    """Models that moved through (or activate in) dangerous terrain roll a die
    each (a single model: one per point of tough); each 1 is a wound."""
    if rule(w, uid, "flying"):
        return True
    danger = board(w).cells_with("dangerous")
    if not danger or not set(cells) & danger:
        return True
    u = w.get(uid, Unit)
    from .world import tough
    dice = tough(w, uid) if len(u.models) == 1 else len(u.models)
    ones = sum(1 for _ in range(dice) if d6(w, events, uid, "dangerous") == 1)
    emit(events, "dangerous", unit=uid, dice=dice, wounds=ones)
    if ones:
        take_wounds(w, events, uid, [1] * ones, source="dangerous")
    return u.state == "active"


# -- charges -------------------------------------------------------------------
def charge_reach(w: World, uid: int) -> dict:
    u = w.get(uid, Unit)
    return reach(w, uid, cell(w, u.models[0]), move_allowance(w, uid, "charge"))


def charge_in_reach(w: World, uid: int, target: int) -> bool:
    """Whether a charge on target could be legal at all: some target model
    is within the charge move plus melee reach of the leader as the crow
    flies (no search; charge_spot and the lists of charge targets run the
    costly search only for the targets that pass)."""
    start = cell(w, w.get(uid, Unit).models[0])
    ra, rb = radius(w, uid), radius(w, target)
    limit = inches(w, move_allowance(w, uid, "charge") + 2) + 1
    return any(gap(start, t, ra, rb) <= limit for t in cells_of(w, target))


def charge_spot(w: World, uid: int, target: int, r: dict | None = None, crowd: set | None = None):
    """Where the leader ends a charge on target: a reachable free cell in base
    contact with a target model, else the reachable cell closest to one
    (ties: cheaper move, then cell order). None if the charge is not legal
    (no reachable cell within melee reach: 2" across and 4" up or down).
    r, crowd: the unit's charge reach and crowded cells, when the caller
    already has them (asking about several targets)."""
    ra, rb = radius(w, uid), radius(w, target)
    if not charge_in_reach(w, uid, target):
        return None
    if r is None:
        r = charge_reach(w, uid)
    if crowd is None:
        crowd = crowded(w, uid)
    tcells = cells_of(w, target)
    best = None
    two = inches(w, 2)
    m = measure(w)
    k = int(math.ceil(two + ra + rb)) + 1       # farthest centre offset still within 2"
    near = {(t[0] + dx, t[1] + dy) for t in tcells for dx in range(-k, k + 1) for dy in range(-k, k + 1)}
    for c in near:
        d = r.get(c)
        if d is None or c in crowd:
            continue
        g = min(gap(c, t, ra, rb) for t in tcells)
        if g > two + 1e-9:
            continue
        if not any(m.within_reach(c, t, height(w, c), height(w, t), 2, 4, ra, rb) for t in tcells):
            continue
        score = (round(g, 6), d, c)
        if best is None or score < best:
            best = score
    return best[2] if best else None


def close_in(w: World, events: list[Event], defender: int, chargers: int) -> None:
    """Defending models not in base contact move up to 3" to get there (or as
    close as they can)."""
    u = w.get(defender, Unit)
    enemy = cells_of(w, chargers)
    ra, rb = radius(w, defender), radius(w, chargers)
    crowd = crowded(w, defender)
    moved = []
    for m in list(u.models):
        c = cell(w, m)
        if any(in_contact(c, e, ra, rb) for e in enemy):
            continue
        flying, strider = _flags(w, defender)
        mm = board(w).move_map(measure(w).scale)
        r = mm.reach(c, inches(w, 3), frozenset(enemy_cells(w, defender)), None if strider else inches(w, 6), flying)
        mates = [cell(w, o) for o in u.models if o != m]
        best = None
        for d, cost in r.items():
            if d != c and (d in crowd or any(overlaps(d, o, ra, ra) for o in mates)):
                continue
            score = (round(min(gap(d, e, ra, rb) for e in enemy), 6), cost, d)
            if best is None or score < best:
                best = score
        if best and best[2] != c:
            place(w, m, best[2])
            moved.append([list(c), list(best[2])])
    if moved:
        emit(events, "close_in", unit=defender, moves=moved)


def fall_back(w: World, events: list[Event], uid: int, enemy: int) -> None:
    """After a melee where no one was destroyed the charger steps back so that
    its models stand 1" away from the enemy, where there is room."""
    u = w.get(uid, Unit)
    one = inches(w, 1)
    ra, rb = radius(w, uid), radius(w, enemy)
    crowd = crowded(w, uid)
    moved = []
    for m in list(u.models):
        c = cell(w, m)
        foes = cells_of(w, enemy)
        if all(gap(c, f, ra, rb) >= one - 1e-9 for f in foes):
            continue
        mates = [cell(w, o) for o in u.models if o != m]
        best = None
        mm = board(w).move_map(measure(w).scale)
        for d, cost in mm.reach(c, one + 1.0 + ra + rb, frozenset(enemy_cells(w, uid)), None,
                                bool(rule(w, uid, "flying"))).items():
            if d != c and (d in crowd or any(overlaps(d, o, ra, ra) for o in mates)):
                continue
            g = min(gap(d, f, ra, rb) for f in foes)
            if g < one - 1e-9:
                continue
            score = (cost, d)
            if best is None or score < best:
                best = score
        if best:
            place(w, m, best[1])
            moved.append([list(c), list(best[1])])
    emit(events, "fall_back", unit=uid, moves=moved)


# -- jumps, falls, pushes -------------------------------------------------------------
def jump_targets(w: World, uid: int) -> dict:
    """cell -> checks needed, for a hero's jumps: across gaps or down drops of
    up to 6" that normal movement cannot make (1" gaps and 3" drops are
    normal movement). Checks: one per full 3" jumped, plus one."""
    c = cell(w, w.get(uid, Unit).models[0])
    bd = board(w)
    h0 = height(w, c)
    if h0 <= 0:
        return {}
    imp = bd.cells_with("impassable")
    occ = crowded(w, uid)
    six, three = inches(w, 6), inches(w, 3)
    k = int(six)
    out = {}
    for dx in range(-k, k + 1):
        for dy in range(-k, k + 1):
            t = (c[0] + dx, c[1] + dy)
            dist = step_length(c, t)
            if not (dx or dy) or dist > six + 1e-9 or not bd.in_bounds(t) or t in imp or t in occ:
                continue
            ht = height(w, t)
            drop = h0 - ht
            if drop < 0 or drop > six + 1e-9:
                continue
            between = cells_crossed(c, t, touching=False)
            if any(b in imp for b in between):
                continue
            gap_jump = any(height(w, b) < ht for b in between)
            if drop <= three + 1e-9 and not gap_jump:
                continue
            if not gap_jump and dist > 1.5:
                continue      # a drop is jumped straight down from the edge
            jumped = max(dist, drop) / measure(w).scale
            out[t] = int(jumped // 3) + 1
    return out


def jump(w: World, events: list[Event], uid: int, target, pay: str) -> bool:
    """Jump to target: every dexterity check must pass (Strider: 2+,
    Flying: automatic). pay "checks": buy each failed check for 2 power;
    "ledge": on a failure pay 2 to stop at the ledge (no fall, activation
    ends); "none": fall. Returns False when the activation ends."""
    checks = jump_targets(w, uid)[target]
    u = w.get(uid, Unit)
    start = cell(w, u.models[0])
    emit(events, "jump", unit=uid, frm=list(start), to=list(target), checks=checks)
    ok = True
    if not rule(w, uid, "flying"):
        for _ in range(checks):
            if rule(w, uid, "strider"):
                value = d6(w, events, uid, "jump")
                passed = value >= 2
                emit(events, "check", unit=uid, stat="dexterity", roll=value, need=2, modifier=0,
                     success=passed, why="jump")
                if not passed and pay == "checks":
                    spend_power(w, events, uid, 2, "pass_check")
                    passed = u.state == "active"
            else:
                passed = check(w, events, uid, "dexterity", pay == "checks", "jump")
            if not passed:
                ok = False
                break
    if u.state != "active":
        return False
    if ok:
        place(w, u.models[0], target)
        emit(events, "jumped", unit=uid, to=list(target))
        return True
    if pay == "ledge":
        spend_power(w, events, uid, 2, "ledge")
        emit(events, "ledge", unit=uid, at=list(start))
        return False
    landing = _landing(w, uid, start, target)
    fall(w, events, uid, u.models[0], start, landing)
    return False


def _landing(w: World, uid: int, start, target):
    """Where a failed jump ends: the lowest free cell on the way (the gap's
    floor), or the target when it is the lowest."""
    occ = crowded(w, uid)
    imp = board(w).cells_with("impassable")
    options = [c for c in cells_crossed(start, target, touching=False) + [target]
               if c not in occ and c not in imp]
    if not options:
        return start
    return min(options, key=lambda c: (height(w, c), gap(c, target)))


def foot_spot(w: World, uid: int, frm, to):
    """Where a fallen model is placed: on the level it fell to, 2" from the
    bottom of the drop (the raised cell it fell from), on the free cell
    nearest where it came down."""
    bd = board(w)
    imp = bd.cells_with("impassable")
    crowd = crowded(w, uid)
    low = height(w, to)
    two = inches(w, 2)
    k = int(two) + 3
    best = None
    for dx in range(-k, k + 1):
        for dy in range(-k, k + 1):
            c = (to[0] + dx, to[1] + dy)
            if not bd.in_bounds(c) or c in imp or c in crowd or abs(height(w, c) - low) > 1e-9:
                continue
            score = (round(abs(gap(c, frm) - two), 6), step_length(to, c), c)
            if best is None or score < best:
                best = score
    return best[2] if best else to


def fall(w: World, events: list[Event], uid: int, mid: int, frm, to) -> None:
    """A model falls from frm down to the level of the cell `to`. From 2"
    up: one hit with AP(1) per full 3" fallen, and it is placed 2" from the
    bottom; a model of a unit with others is destroyed instead."""
    from .combat import defend_hits
    drop = (height(w, frm) - height(w, to)) / measure(w).scale
    if drop >= 2:
        to = foot_spot(w, uid, frm, to)
    place(w, mid, to)
    emit(events, "fall", unit=uid, frm=list(frm), to=list(to), height=drop)
    if drop < 2:
        return
    u = w.get(uid, Unit)
    if len(u.models) > 1:
        from .checks import _model_down
        _model_down(w, events, uid, mid, "fall")
        return
    defend_hits(w, events, uid, [{"ap": int(drop // 3), "rules": {}}], source="fall", cover=False)


def push_plan(w: World, hero: int, target: int) -> list:
    """Where a push would leave each model of the target: (model, from, to),
    each moving 2" straight away from the pusher and stopping before
    impassable terrain, other bases and the table edge (read-only)."""
    src = cell(w, w.get(hero, Unit).models[0])
    bd = board(w)
    imp = bd.cells_with("impassable")
    dist = inches(w, 2)
    u = w.get(target, Unit)
    r = radius(w, target)
    crowd = crowded(w, target)
    ends = {m: cell(w, m) for m in u.models}
    out = []
    for m in list(u.models):
        c = ends[m]
        vx, vy = c[0] - src[0], c[1] - src[1]
        n = math.hypot(vx, vy) or 1.0
        mates = [p for o, p in ends.items() if o != m]
        end = c
        steps = max(1, int(math.ceil(dist)))
        for i in range(1, steps + 1):
            f = dist * i / steps
            nxt = (int(round(c[0] + vx / n * f)), int(round(c[1] + vy / n * f)))
            if nxt == end:
                continue
            if not bd.in_bounds(nxt) or nxt in imp or nxt in crowd or any(overlaps(nxt, o, r, r) for o in mates):
                break
            end = nxt
        ends[m] = end
        out.append((m, c, end))
    return out


def push_drop(w: World, frm, to) -> float:
    """Rule inches a pushed model drops (it falls from 2" up)."""
    return (height(w, frm) - height(w, to)) / measure(w).scale


def push(w: World, events: list[Event], hero: int, target: int) -> None:
    """Push: the target's models move as push_plan says; a model pushed off
    a height of 2" or more falls."""
    for m, c, end in push_plan(w, hero, target):
        if not w.alive(m):
            continue
        emit(events, "pushed", unit=target, model=m, frm=list(c), to=list(end))
        if end != c:
            if push_drop(w, c, end) >= 2:
                fall(w, events, target, m, c, end)
            else:
                place(w, m, end)


def sneak_cells(w: World, uid: int, distance: int) -> list:
    u = w.get(uid, Unit)
    start = cell(w, u.models[0])
    r = reach(w, uid, start, distance)
    occ = occupied(w)
    bad = near_others(w, uid)
    return sorted(c for c in r if (c not in occ or c == start) and (c not in bad or c == start))

