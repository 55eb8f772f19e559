"""Heuristic AI seats for TseuQuest. The Evil Wizard plays to win: each of
its figures goes for the weakest adventurer it can reach, attacks, shoots and
casts chaos magic, and it pushes, misleads and picks fumbles against the
party. Adventurers explore sensibly: fight what they see, heal, open doors
and chests, search when it is quiet, and head for the adventure's goal.

choose() only looks at the state (no memory between calls) and never
changes it; it uses only what the deciding seat may know."""
from __future__ import annotations

import heapq
import random

from game.engine.protocol import Action, act
from game.engine.state import World

from . import activation, combat, movement
from .actions import ActionsByKind, legal_actions
from .components import Kit
from .magic import spell_targets
from .pending import current
from .squares import FLOOR_TRAPS, trap_cells
from .world import (DIRS, MB, board, buff, cell_of, content, door_key, doors, doors_next_to, fig, figures, frozen,
                    grid, kit, max_life, occupied, per_map, scenery_at, stats, walls_open_test)

HERO_PRIORITY = ("kordan", "mirel", "ysolde", "anselm", "tobb", "elowen", "garra", "nix")
ELEMENT_PRIORITY = ("aqua", "ignis", "terra", "aer")
SHOP_WISH = ("healing_draught", "chain_mail", "iron_helm", "round_shield", "troll_broth", "broadsword")


def _rand(w: World, salt: str = "") -> random.Random:
    return random.Random(f"{w.res['rng']['s']}:{w.res['round']}:{salt}")


def choose(w: World, seat: int) -> Action:
    with frozen(w):
        return _choose(w, seat)


def _choose(w: World, seat: int) -> Action:
    phase = w.res["phase"]
    eid = activation.acting(w) if phase == "play" and w.res["result"] is None and current(w) is None else None
    if eid is not None:
        # A figure acts: list only the kinds of action the decision consults. (With
        # a single legal action every branch below picks that very action.)
        by = ActionsByKind(w, eid)
        return _mb_figure(w, eid, by) if fig(w, eid).side == "mb" else _adventurer(w, eid, by)
    acts = legal_actions(w)
    if len(acts) == 1:
        return acts[0]
    p = current(w)
    if p is not None:
        return _decide(w, seat, p, acts)
    if phase == "choose_adventure":
        return _rand(w, "adv").choice(acts)
    if phase == "pick":
        names = {a.args[0]: a for a in acts}
        for h in HERO_PRIORITY:
            if h in names:
                return names[h]
        return acts[0]
    if phase == "deal":
        names = {a.args[0]: a for a in acts}
        for e in ELEMENT_PRIORITY:
            if e in names:
                return names[e]
        return acts[0]
    if phase == "interlude":
        return _interlude(w, acts)
    return _mb_pick_figure(w, acts)


# -- decisions ---------------------------------------------------------------------------------
def _decide(w: World, seat: int, p: dict, acts: list[Action]) -> Action:
    kind = p["kind"]
    opts = {_key(a.args[0]): a for a in acts}

    def pick(*keys):
        for k in keys:
            if k in opts:
                return opts[k]
        return acts[0]

    if kind == "advantage":
        return pick("charge" if _enemies_near(w, p["ctx"]["eid"], 8) else "reflexes", "reflexes")
    if kind == "foresight":
        return pick("first")
    if kind == "pick_attack_fumbles":
        return pick("5")
    if kind == "pick_defence_fumbles":
        return pick("5")
    if kind == "pick_shot_fumbles":
        return pick("5")
    if kind == "pick_shot_defence_fumbles":
        return pick("1")
    if kind == "defend":
        c = w.res["combat"]
        skulls = c["atk"].count("skull") - c["cancel_skulls"]
        if c["all_in"]:
            skulls += c["atk"].count("kite") + c["atk"].count("oval")
        return pick("decline" if skulls <= 0 else "roll")
    if kind in ("lost_move", "push", "oops_move") and seat == MB:
        return _mb_shove(w, acts)
    if kind in ("push", "oops_move"):
        return pick("none")
    return acts[0]


def _key(v):
    return tuple(_key(x) for x in v) if isinstance(v, (list, tuple)) else v


def _mb_shove(w: World, acts: list[Action]) -> Action:
    """The MB sends adventurers onto hidden traps, or next to its figures."""
    traps = {tuple(c) for t in w.res["traps"] if t["armed"] for c in t["cells"]}
    mb_cells = [c for _e, f, c in figures(w) if f.side == "mb" and f.placed]
    best, score = acts[0], -1e9
    for a in acts:
        opt = a.args[0]
        if opt == "none":
            s = 0.0
        else:
            cell = tuple(opt[1]) if isinstance(opt[0], int) and len(opt) == 2 and isinstance(opt[1], (list, tuple)) \
                else tuple(opt)
            s = 5.0 if cell in traps else 0.0
            if mb_cells:
                s -= 0.3 * min(abs(cell[0] - m[0]) + abs(cell[1] - m[1]) for m in mb_cells)
        if s > score:
            best, score = a, s
    return best


def _interlude(w: World, acts: list[Action]) -> Action:
    by = {}
    for a in acts:
        by.setdefault(a.kind, []).append(a)
    if "next" in by:
        return _rand(w, "next").choice(by["next"])
    for a in by.get("buy", ()):
        h, g = a.args
        r = w.res["roster"][h]
        if g in SHOP_WISH and g not in r["carried"] and r["gold"] >= content().gear(g)["cost"] + 10:
            return a
    return by["done"][0]


# -- the Evil Wizard -------------------------------------------------------------------------
def _mb_pick_figure(w: World, acts: list[Action]) -> Action:
    heroes = [c for _e, f, c in figures(w) if f.side == "adv"]
    best, bd = None, 1e9
    for a in acts:
        if a.kind != "activate":
            continue
        c = cell_of(w, a.args[0])
        d = min((abs(c[0] - h[0]) + abs(c[1] - h[1]) for h in heroes), default=0)
        if d < bd:
            best, bd = a, d
    return best or next(a for a in acts if a.kind == "end_phase")


def _weakest(w: World, eids) -> int:
    return min(eids, key=lambda e: (fig(w, e).life, e))


def _mb_figure(w: World, eid: int, by: ActionsByKind) -> Action:
    if "attack" in by:
        target = _weakest(w, {a.args[1] for a in by["attack"]})
        return max((a for a in by["attack"] if a.args[1] == target), key=lambda a: _weapon_value(a.args[2]))
    if by.cast_cards():
        a = _good_spell(w, eid, by.cast_cards(), hostile_side="adv")
        if a is not None:
            return a
    if "shoot" in by:
        target = _weakest(w, {a.args[1] for a in by["shoot"]})
        return next(a for a in by["shoot"] if a.args[1] == target)
    box = activation.act_box(w, eid)
    moving = box.get("move") and not box["move"].get("done")
    if "open_door" in by:
        a = _mb_door(w, eid, by["open_door"])
        if a is not None:
            return a
    # the cheap tests first: a figure that may not move lists no moves, and one cut off needs no move search
    if "move" in by.kinds and not _mb_cut_off(w, eid) and by.move_cells():
        best = _mb_step(w, eid, by.move_cells())
        if best is not None:
            return Action("move", (eid, best))
    if "roll_move" in by and not combat.melee_targets(w, eid) and _mb_roll_helps(w, eid):
        return by["roll_move"][0]
    if moving and "end_move" in by:
        return by["end_move"][0]
    return (by.get("end_activation") or by.all())[0]


def _mb_maps(w: World, eid: int):
    """The distance maps an MB figure moves by, in order of preference: to the
    weakest adventurer when it is within 12 steps ('the weakest adventurer it
    can reach'), then to the nearest adventurer, whoever it is (the way to the
    weakest may be barred by figures: it then goes for another). Yielded one by
    one: the second is seldom needed."""
    heroes = [(fig(w, e).life, c) for e, f, c in figures(w) if f.side == "adv" and f.kind == "adventurer"]
    if not heroes:
        return
    weakest = _distance_map(w, [min(heroes)[1]], truth=True)
    if weakest.get(cell_of(w, eid), 999) <= 12:
        yield weakest
    yield _distance_map(w, [c for _l, c in heroes], truth=True)


def _mb_step(w: World, eid: int, cells: list, budget: int | None = None):
    """The square of `cells` (a move's squares) an MB figure goes to: the best one
    by the first map that has one nearer than where it stands; None if no map has."""
    me = cell_of(w, eid)
    for dist in _mb_maps(w, eid):
        best = _safe_best(w, eid, cells, dist, budget)
        if best is not None and dist.get(best, 999) < dist.get(me, 999):
            return best
    return None


def _mb_cut_off(w: World, eid: int) -> bool:
    """Whether no adventurer is in the MB figure eid's area of the board (its
    squares joined by any step a distance map may take, impassable scenery
    included): then no square it can walk to is on a map of _mb_maps (each
    spreads from adventurers' squares over those steps), so _mb_step finds
    nothing whatever the move's squares, and the move search is not needed.
    (A figure behind a door the adventurers have not seen is a common case.)
    Walking and jumping take only steps of the table's: its board's squares
    lead nowhere else (_Steps.sealed), a closed door stops a walk, and a jump
    crosses open edges only."""
    st = _steps(w)
    i = st.index.get(cell_of(w, eid))
    if not st.sealed or i is None:
        return False
    areas = _kept_areas(w, st, frozenset(), True)
    mine = areas.of(i)
    area, index = areas.area, st.index      # every square of `mine` is numbered now: the others are not in it
    return not any(area[index[c]] == mine for _e, f, c in figures(w)
                   if f.side == "adv" and f.kind == "adventurer" and c in index)


def _mb_door(w: World, eid: int, acts: list[Action]) -> Action | None:
    """The door to open (a moving antagonist next to it, 14.5): one whose far
    side is nearer the target than where the figure stands."""
    me = cell_of(w, eid)
    d = doors(w)
    for dist in _mb_maps(w, eid):
        for a in acts:
            if dist.get(d.other_side(a.args[1], me), 999) < dist.get(me, 999):
                return a
    return None


def _mb_roll_helps(w: World, eid: int) -> bool:
    """Whether a movement roll could bring the antagonist eid nearer an
    adventurer: the best roll (every die a lightning: the maximum and its bonus)
    reaches a nearer square, or it may open a door towards one. The distance
    maps ignore figures, so friends may bar every nearer square; a roll would
    then end without a step."""
    budget = movement.move_max(w, eid) + movement.roll_bonus(w, eid)
    if budget < 1:
        return False
    if not _mb_cut_off(w, eid) and \
            _mb_step(w, eid, list(movement.destinations(w, eid, budget=budget)), budget) is not None:
        return True
    me = cell_of(w, eid)
    d = doors(w)
    return any(d.get(i)["kind"] == "door" and d.visible(i) and not d.is_open(i) and
               any(dist.get(d.other_side(i, me), 999) < dist.get(me, 999) for dist in _mb_maps(w, eid))
               for i in doors_next_to(w, me))


# -- adventurers ----------------------------------------------------------------------------------
def _adventurer(w: World, eid: int, by: ActionsByKind) -> Action:
    f = fig(w, eid)
    box = activation.act_box(w, eid)
    if "trade_done" in by:
        return by["trade_done"][0]
    if f.kind == "elemental":
        return _elemental(w, eid, by)
    moving = box.get("move") and not box["move"].get("done")
    # drink when badly hurt
    if f.life * 3 <= max_life(w, eid) and "use" in by:      # the cheap test first: listing uses is not
        for a in by["use"]:
            if a.args[1] == "potion" and content().potions[a.args[2]].get("life"):
                return a
    if _should_exit(w, eid) and "exit" in by:     # the goal first: most adventures have no exit to take
        return by["exit"][0]
    if "attack" in by:
        target = _weakest(w, {a.args[1] for a in by["attack"]})
        return max((a for a in by["attack"] if a.args[1] == target), key=lambda a: _weapon_value(a.args[2]))
    if f.mind >= 3 and by.cast_cards():
        a = _good_spell(w, eid, by.cast_cards(), hostile_side="mb")
        if a is not None:
            return a
    if "shoot" in by:
        target = _weakest(w, {a.args[1] for a in by["shoot"]})
        return max((a for a in by["shoot"] if a.args[1] == target),
                   key=lambda a: content().weapons[a.args[2]]["shot"] if a.args[2] else 0)
    if "use" in by:
        for a in by["use"]:
            if a.args[1] in ("chest", "take"):
                return a
            if a.args[1] == "lever" and _lever_helps(w, a.args[2]):
                return a
    if "disarm" in by:
        return by["disarm"][0]
    if "control" in by and _enemies_near(w, eid, 10):
        return by["control"][0]
    if "dismiss" in by and not _enemies_near(w, eid, 12):
        return by["dismiss"][0]
    if "repair" in by:
        return by["repair"][0]
    # The goal (a good share of a decision) is worked out only when a move is
    # possible: most decisions that end an activation come after the move.
    if moving:
        if "open_door" in by:       # a door next to it: open it, on the way or while exploring
            return by["open_door"][0]
        dist = _goal_map(w, eid) if by.move_cells() else None
        if dist is not None:
            here = dist.get(cell_of(w, eid), 999)
            best = _safe_best(w, eid, by.move_cells(), dist, tries=None)
            if best is not None and dist.get(best, 999) < here:
                return Action("move", (eid, best))
        return by["end_move"][0]
    may_roll = "roll_move" in by and not combat.melee_targets(w, eid)
    if may_roll and _adjacent_closed_door(w, eid):
        return by["roll_move"][0]
    if not _enemies_near(w, eid, 6) and "search" in by:      # the cheaper test first
        a = _search_choice(w, eid, by["search"])
        if a is not None:
            return a
    if may_roll:
        dist = _goal_map(w, eid)
        if dist is not None:
            if f.status.get("pit") or (dist.get(cell_of(w, eid), 999) > 0 and _roll_helps(w, eid, dist)):
                return by["roll_move"][0]
    return (by.get("end_activation") or by.all())[0]


def _roll_helps(w: World, eid: int, dist: dict) -> bool:
    """Whether the best movement roll could bring eid nearer its goal. The distance map
    ignores figures and jumps floor traps, so friends or a trap may bar every square
    nearer: a roll would then end without a step."""
    me = cell_of(w, eid)
    here = dist.get(me, 999)
    budget = movement.move_max(w, eid)
    # Two shortcuts that give the answer of the full-roll search below without running it.
    barred = _barred(w, eid)
    if budget >= 1 and _free_step_nearer(w, me, here, dist, barred):
        return True
    if here <= 2 and all(barred(c) for c, d in dist.items() if d < here):
        return False        # the goal is next to it but every square nearer is taken (a common stall)
    best = _safe_best(w, eid, list(movement.destinations(w, eid, budget=budget)), dist, budget, tries=None)
    return best is not None and dist.get(best, 999) < here


def _barred(w: World, eid: int):
    """A test for squares that are never a move destination of the adventurer eid, as
    movement._rules sees them: placed impassable scenery, placed floor traps, and
    squares where a placed figure stands."""
    occ = occupied(w)
    scenery = _blocking_scenery(w, truth=False)
    floor = trap_cells(w, True, FLOOR_TRAPS)

    def barred(c) -> bool:
        if c in scenery or c in floor:
            return True
        o = occ.get(c)
        return o is not None and o != eid and fig(w, o).placed
    return barred


def _free_step_nearer(w: World, me, here: int, dist: dict, barred) -> bool:
    """An open orthogonal step onto a nearer square that is not barred is a destination
    of any roll of at least 1, and its path is that one step: unless the step sets off
    a known armed trap, _safe_best (tries=None) then finds a nearer square whose path
    avoids them (that one, or one it ranks first)."""
    cells, edges = _armed_known(w)
    return any(dist.get(n, 999) < here and not barred(n) and n not in cells and (min(me, n), max(me, n)) not in edges
               for n in grid(w).neighbors4(me))


def _armed_known(w: World) -> tuple[set, set]:
    """(squares, edges as (lower, higher) square pairs) of the armed traps the party
    knows of, placed or not: the squares and edges _safe_best keeps the paths off."""
    cells = {tuple(c) for t in w.res["traps"] if t["armed"] and not t["hidden"] for c in t["cells"]}
    edges = {(tuple(t["edge"][0]), tuple(t["edge"][1])) for t in w.res["traps"]
             if t["armed"] and not t["hidden"] and t["edge"]}
    return cells, edges


def _elemental(w: World, eid: int, by: ActionsByKind) -> Action:
    if "attack" in by:
        return by["attack"][0]
    if by.move_cells():
        dist = _distance_map(w, [c for _e, f, c in figures(w) if f.side == "mb" and f.placed], truth=False)
        return Action("move", (eid, min(by.move_cells(), key=lambda c: (dist.get(c, 999), c))))
    return by.get("end_activation", by.get("end_move", [None]))[0]


def _safe_best(w: World, eid: int, cells: list, dist: dict, budget: int | None = None, tries: int | None = 4):
    """The move's square nearest the target whose path avoids placed, armed traps
    (cells: the move actions' squares; budget: a move not rolled yet). tries: how
    many of the nearest squares are looked at (None: every square nearer than
    where it stands, so a short safe step is found when the nearest squares' paths
    all cross a trap)."""
    # Squares ranked by (distance, square): built as tuples rather than through a
    # key function (a call per square), the same order.
    get = dist.get
    known_cells, known_edges = _armed_known(w)
    if not known_cells and not known_edges:
        return min([(get(c, 999), c) for c in cells])[1] if cells else None
    box = activation.act_box(w, eid)
    m = box.get("move") if box else None
    # A path within the budget the moves were listed with is the same whatever larger
    # budget the search gets, so this asks the very search the listing made (memoised).
    if budget is None:
        budget = m["left"] if m and not m.get("done") else max(0, stats(w, eid)["move"] + buff(w, eid, "move"))
    adv = m.get("adv") if m else None
    if tries is None:
        here = get(cell_of(w, eid), 999)
        order = sorted([(d, c) for c in cells if (d := get(c, 999)) < here])
    else:
        order = heapq.nsmallest(tries, [(get(c, 999), c) for c in cells])
    for _d, c in order:
        path = movement.path_to(w, eid, c, budget, adv) or []
        if any(p in known_cells for p in path[1:]):
            continue
        if known_edges and any((min(p, q), max(p, q)) in known_edges for p, q in zip(path, path[1:])):
            continue        # (most boards know no edge trap: the steps are then not looked at)
        return c
    return None


def _should_exit(w: World, eid: int) -> bool:
    g = w.res["goal"]
    if g["kind"] == "escape":
        return True
    if g["kind"] == "retrieve":
        return g["target"] in kit(w, eid).items
    return False


def _lever_helps(w: World, cell) -> bool:
    s = scenery_at(w).get(tuple(cell))
    if s is None:
        return False
    d = doors(w)
    return any(not d.is_open(d.at(tuple(a), tuple(b))) for a, b in s[1].data.get("gates", []))


def _search_choice(w: World, eid: int, acts: list[Action]) -> Action | None:
    me = cell_of(w, eid)
    log = w.res.get("search_log", [])
    done = {k for c, k in log if abs(c[0] - me[0]) + abs(c[1] - me[1]) <= 3}
    b = board(w)
    in_zone = any(me in cells for z, cells in b.zones.items() if z not in w.res["zones_searched"])
    kinds = {a.args[1]: a for a in acts}
    if "treasure" in kinds and "treasure" not in done and (in_zone or b.room.get(me, 0)):
        return kinds["treasure"]
    if "trap" in kinds and "trap" not in done:
        return kinds["trap"]
    if "secret" in kinds and "secret" not in done and not _closed_doors(w):
        return kinds["secret"]
    return None


def _closed_doors(w: World) -> list:
    d = doors(w)
    return [i for i in d if d.get(i)["kind"] == "door" and d.visible(i) and not d.is_open(i)]


def _adjacent_closed_door(w: World, eid: int) -> bool:
    d = doors(w)
    return any(d.get(i)["kind"] == "door" and d.visible(i) and not d.is_open(i)
               for i in doors_next_to(w, cell_of(w, eid)))


def _goal_map(w: World, eid: int) -> dict | None:
    """The distance map this adventurer moves by (None: nowhere to go): to its goal
    round the known armed traps when some way avoids them; else the plain map,
    which walks it up to the trap that bars the only way (it is disarmed from
    there: the way then opens)."""
    goal, through = _goal_cells(w, eid)
    if not goal:
        return None
    me = cell_of(w, eid)
    cells, edges = _known_traps(w)
    # A placed pit is jumped, landing on the square beyond: never on a figure's. So
    # a pit beside a target with a figure on it (an enemy, the carrier) is no way
    # to it, though the map takes it for one (a party faced an enemy across a pit
    # for the rest of the adventure).
    floor = trap_cells(w, True, FLOOR_TRAPS)
    if floor:
        occ = occupied(w)
        landing = frozenset((t, p) for t in map(tuple, goal) if t in occ
                            for p in ((t[0] + 1, t[1]), (t[0] - 1, t[1]), (t[0], t[1] + 1), (t[0], t[1] - 1))
                            if p in floor)
    else:
        landing = frozenset()
    if cells or edges:
        dist = _distance_map(w, goal, truth=False, through_doors=through, start=me, avoid=(cells, edges | landing))
        if me in dist:
            return dist
    return _distance_map(w, goal, truth=False, through_doors=through, start=me, avoid=(frozenset(), landing))


def _known_traps(w: World) -> tuple[frozenset, frozenset]:
    """(squares, edges) of the placed, armed traps a walk would set off (placed
    floor traps are jumped, never entered: the move planner sees to them)."""
    cells, edges = set(), set()
    for t in w.res["traps"]:
        if not t["armed"] or t["hidden"] or t["kind"] in FLOOR_TRAPS:
            continue
        if t["edge"]:
            a, b = tuple(t["edge"][0]), tuple(t["edge"][1])
            edges.add((a, b))
            edges.add((b, a))
        else:
            cells.update(tuple(c) for c in t["cells"])
    return frozenset(cells), frozenset(edges)


def _goal_cells(w: World, eid: int) -> tuple[list, bool]:
    """Where this adventurer wants to go (the first reachable wish), from what
    is on the board, and whether the way may cross closed doors."""
    me = cell_of(w, eid)
    reach = {True: None, False: None}
    for cells, through in _wishes(w, eid):
        if not cells:
            continue
        if reach[through] is None:
            reach[through] = _reachable_from(w, me, through)
        if reach[through](cells):
            return cells, through
    return [], True


def _reachable_from(w: World, me, through_doors: bool):
    """A test for "some square of `cells` is in _distance_map(w, [me], truth=False,
    through_doors, start=me)", from the board's connected areas: they change
    only when a door or a piece of scenery does, while `me` changes every step."""
    blocked = _blocking_scenery(w, truth=False)
    st = _steps(w)
    if me not in st.index:
        return lambda cells: False
    areas = _kept_areas(w, st, blocked, through_doors)
    index = st.index
    i = index[me]
    if areas.of(i) != BLOCKED:
        mine = {areas.of(i)}
    else:       # standing on a blocked square: the map starts there and leaves it
        mine = {areas.of(j) for j, door in st.nbrs[i] if through_doors or not door} - {BLOCKED}
    area = areas.area       # every square of `mine` is numbered now: the others are not in it

    def reaches_any(cells) -> bool:
        for c in cells:
            c = tuple(c)
            if c == me:
                return True
            i = index.get(c)
            if i is not None and area[i] in mine:
                return True
        return False
    return reaches_any


def _kept_areas(w: World, st: "_Steps", blocked: frozenset, through_doors: bool) -> "_Areas":
    """The board's _Areas, kept per map (world.per_map: shared by every game on
    it, as the distance maps are): they depend only on the walk (_Steps.walks,
    the same for every table of the map with the same steps) and the blocked
    squares."""
    key = (st.walks[through_doors], blocked, through_doors)
    kept = per_map(w, "ai areas", lambda _board: {})      # shared by the games on the map, as the maps are
    areas = kept.get(key)
    if areas is None:
        if len(kept) >= 256:
            kept.clear()
        areas = kept[key] = _Areas(st, blocked, through_doors)
    return areas


UNKNOWN, BLOCKED = -1, -2       # _Areas.area: not numbered yet; a blocked square (no area)


class _Areas:
    """Connected areas of the board's squares over the steps a distance map takes
    (the step relation is symmetric; blocked squares are in none), numbered one
    area at a time when a square of it is first asked about: a test mostly asks
    about the asker's own area, and the others (rooms behind doors not seen yet)
    are then never walked. Equal numbers mean the same area; the numbering
    depends on the order of the questions, the answers never do."""

    __slots__ = ("nbrs", "through", "area", "count")

    def __init__(self, st: "_Steps", blocked: frozenset, through_doors: bool) -> None:
        self.nbrs, self.through, self.count = st.nbrs, through_doors, 0
        self.area = [UNKNOWN] * len(st.cells)
        for c in blocked:
            i = st.index.get(c)
            if i is not None:
                self.area[i] = BLOCKED

    def of(self, first: int) -> int:
        """The area number of square `first` (BLOCKED for a blocked square)."""
        area = self.area
        if area[first] != UNKNOWN:
            return area[first]
        n = self.count
        self.count += 1
        area[first] = n
        todo = [first]
        nbrs, through = self.nbrs, self.through
        while todo:
            i = todo.pop()
            for j, door in nbrs[i]:
                if area[j] == UNKNOWN and (through or not door):
                    area[j] = n
                    todo.append(j)
        return n


def _wishes(w: World, eid: int):
    g = w.res["goal"]
    b = board(w)
    enemies = [c for _e, f, c in figures(w) if f.side == "mb" and f.placed]
    me = cell_of(w, eid)
    if g["kind"] == "escape" or (g["kind"] == "retrieve" and g["target"] in kit(w, eid).items):
        yield list(b.exits), True
    if g["kind"] == "retrieve":
        yield [c for e, f, c in figures(w) if f.side == "adv" and e != eid and
               w.try_get(e, Kit) is not None and g["target"] in w.get(e, Kit).items], True
    if g["kind"] == "kill":
        yield [c for _e, f, c in figures(w) if f.ref == g["target"] and f.placed], True
    yield _beside_stuck(w, eid), False
    yield [c for c in enemies if abs(c[0] - me[0]) + abs(c[1] - me[1]) <= 10], True
    # a lever that opens a gate comes before chests and other doors: the gates of
    # the adventures guard their goals (the idol's vault, the necromancer's throne)
    levers = [c for c, (_e, s) in scenery_at(w).items() if s.kind == "lever" and s.placed and _lever_helps(w, c)]
    yield levers, True
    chests = [c for c, (_e, s) in scenery_at(w).items() if s.kind == "chest" and s.placed
              and not s.data.get("opened")]
    drops = [tuple(map(int, k.split(","))) for k, v in w.res["dropped"].items() if v]
    yield chests + drops, True
    d = doors(w)
    closed = []
    for i in _closed_doors(w):
        closed += list(d.cells(i))
    yield closed + levers, False
    yield enemies, True
    yield _unexplored(w), True
    yield [c for z, cells in b.zones.items() if z not in w.res["zones_searched"] for c in cells], True
    yield list(b.exits), True


def _beside_stuck(w: World, eid: int) -> list:
    """Where to stand for a friend in a deep pit or buried under rocks: next to it
    (16.7, 16.2). A buried friend comes out onto a free square next to it, so
    when it has one way out only and a friend already stands beside it (a wall
    between counts), that square is left free."""
    out = []
    stuck = [(f, c) for e, f, c in figures(w) if f.side == "adv" and e != eid and
             (f.status.get("deep") or f.status.get("buried"))]
    if not stuck:       # (nearly always)
        return out
    g = grid(w)
    occ = occupied(w)
    blocked = _blocking_scenery(w, truth=False)
    room = board(w).room
    for f, c in stuck:
        near = [n for n in ((c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1)) if n in room]
        if f.status.get("buried"):
            ways = [n for n in near if not g.blocks_move(c, n) and n not in blocked]
            helped = any(occ.get(n) not in (None, eid) and fig(w, occ[n]).side == "adv" for n in near)
            if len(ways) == 1 and helped:
                near = [n for n in near if n != ways[0]]
        out += near
    return out


def _unexplored(w: World) -> list:
    """Where to look for a way into the rooms the party knows no way into: the
    corridor squares beside such a room's walls that no adventurer sees now (the
    floor plan is on the board; a door shows once its outside square is seen, so
    walking the corridors round a room finds its doors)."""
    b = board(w)
    d = doors(w)
    known = {b.room.get(c, 0) for i in d if d.visible(i) for c in d.cells(i)}
    kept = w.cache      # the floor plan stays: the sides depend only on the rooms known
    key = ("ai_room_sides", w.res["adventure"], frozenset(known))
    sides = kept.get(key)
    if sides is None:
        room = b.room
        known.add(0)
        sides = kept[key] = [c for c, r in room.items() if r == 0 and any(
            room.get(n, 0) not in known for n in ((c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1),
                                                   (c[0], c[1] - 1)))]
    if not sides:
        return []
    viewers = [c for _e, f, c in figures(w) if f.side == "adv" and f.kind == "adventurer"]
    open_ = walls_open_test(w)
    return [c for c in sides if not any(open_(v, c) for v in viewers)]


class _Steps:
    """The room squares numbered (`cells`, `index`), and for each number the
    (neighbour number, through a closed door) pairs in DIRS order, for the
    current doors: walls and closed non-door edges left out. Kept per door
    state (cached like the grid): distance maps then run over small ints
    instead of asking the grid about every edge of tuple squares. Doors change
    often (seen, found, opened), one or two at a time, so a new state starts
    from the latest table (`base`) and recomputes only the squares of the doors
    whose state (`door_states`) differs from that table's."""

    def __init__(self, w: World, base: "_Steps | None", door_states: dict) -> None:
        g, d = grid(w), doors(w)
        self.door_states = door_states
        if base is None or base.door_states.keys() != door_states.keys():
            room = board(w).room
            self.cells = list(room)
            self.index = {c: i for i, c in enumerate(self.cells)}
            self.by_door = sorted({self.index[c] for i in d for c in d.cells(i) if c in self.index})
            self.nbrs = [self._steps_of(c, g, d) for c in self.cells]
            # Whether only walls (never a door, which may open) lead off the board's
            # squares, as on every map shipped: then a figure only ever walks over them.
            self.sealed = all(g.edge(c, n) == "wall" and d.at(c, n) is None
                              for c in self.cells for n in ((c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1),
                                                            (c[0], c[1] - 1)) if n not in self.index and g.in_bounds(n))
            # What a distance map or an area walks over, as far as doors go: the steps
            # from the squares beside a door (the others' steps are the walls', the
            # same in every table of the adventure), with the closed doors' steps
            # (through_doors=True) or without them (False). Opening a door leaves the
            # first alike, so maps and areas keyed by it are kept across door changes
            # that do not change their walk (a set: its hash is worked out once).
            self.walks = {True: frozenset((i, j) for i in self.by_door for j, _door in self.nbrs[i]),
                          False: frozenset((i, j) for i in self.by_door for j, door in self.nbrs[i] if not door)}
            return
        self.cells, self.index, self.by_door, self.sealed = base.cells, base.index, base.by_door, base.sealed
        self.nbrs = list(base.nbrs)
        changed = sorted({self.index[c] for i, state in door_states.items() if base.door_states[i] != state
                          for c in d.cells(i) if c in self.index})
        for i in changed:
            self.nbrs[i] = self._steps_of(self.cells[i], g, d)
        self.walks = {through: _same_or(walk, walk.difference(self._pairs(base.nbrs, changed, through)).union(
                      self._pairs(self.nbrs, changed, through))) for through, walk in base.walks.items()}

    @staticmethod
    def _pairs(nbrs: list, squares, through_doors: bool) -> set:
        return {(i, j) for i in squares for j, door in nbrs[i] if through_doors or not door}

    def _steps_of(self, c, g, d) -> tuple:
        index = self.index
        x, y = c
        out = []
        for dx, dy in DIRS:
            n = (x + dx, y + dy)
            if n not in index:
                continue
            kind = g.edge(c, n)
            if kind == "wall":
                continue
            if kind == "door_closed":
                i = d.at(c, n)
                if i is None or d.get(i)["kind"] != "door" or not d.visible(i):
                    continue        # the adventurers plan only with the doors on the board
            out.append((index[n], kind == "door_closed"))
        return tuple(out)


def _same_or(old: frozenset, new: frozenset) -> frozenset:
    """old if it equals new. The memos' keys hold such sets (walks, blocked
    squares): a key holding the very same set compares by identity, where an
    equal copy is compared element by element at every lookup."""
    return old if old == new else new


def _door_states(w: World) -> dict:
    """What each door shows a walk (the steps beside it depend on nothing else):
    found, open, seen."""
    return {i: (d["found"], d["open"], d.get("seen", True)) for i, d in w.res["doors"].items()}


def _steps(w: World) -> _Steps:
    key = ("ai_steps", w.res["adventure"], door_key(w))
    table = w.cache.get(key)
    if table is None:
        states = _door_states(w)
        # A table depends only on the map and the door states, and the games on a
        # map go through the same door states again and again: the tables are
        # shared by them (world.per_map), each new one built from the latest.
        tables = per_map(w, "ai step tables", lambda _board: {})
        table = tables.get(tuple(states.items()))
        if table is None:
            latest = w.cache.get(("ai_steps_latest", w.res["adventure"]))
            base = latest or (next(reversed(tables.values())) if tables else None)
            # a door flagged (or a state left as it was) changes door_key but no step
            table = base if base is not None and base.door_states == states else _Steps(w, base, states)
            if len(tables) >= 512:
                tables.clear()
            tables[tuple(states.items())] = table
        w.cache[key] = w.cache[("ai_steps_latest", w.res["adventure"])] = table
    return table


def _distance_map(w: World, targets, truth: bool, through_doors: bool = True, start=None,
                  avoid: tuple = (frozenset(), frozenset())) -> dict:
    """Steps from every square to the nearest target through open edges and
    closed doors (figures ignored); impassable scenery avoided, and `avoid`
    too: (squares, edges as (from, to) pairs) never stepped on or crossed."""
    blocked = _blocking_scenery(w, truth)
    # The map depends only on this key, and figures ask for the same maps
    # decision after decision (the goal stays while the mover walks): keep the
    # recent ones. Callers only read the maps. `start` matters only when it is
    # a blocked square (the map may then enter it), so it is left out otherwise.
    # The doors count only by the steps the map may take (_Steps.walks).
    if start not in blocked and start not in avoid[0]:
        start = None
    key = (w.res["adventure"], _steps(w).walks[through_doors], tuple(map(_hashable, targets)), truth,
           through_doors, start, blocked, avoid)
    memo = _kept_maps(w)
    dist = memo.get(key)
    if dist is None:
        if len(memo) >= 256:
            memo.clear()
        dist = memo[key] = _bfs(w, targets, blocked | avoid[0], through_doors, start, avoid[1])
    return dist


def _kept_maps(w: World) -> dict:
    """_distance_map's memo. A map depends only on its key (the board's steps
    other than a door's are its walls', the same in every game on it), and the
    games on a loaded map ask for many of the same maps (the party's first
    goals, the same doors opened): so it is shared by every game on the map."""
    return per_map(w, "ai distance maps", lambda _board: {})


def _blocking_scenery(w: World, truth: bool) -> frozenset:
    """Squares of impassable scenery (truth: every piece, else the placed ones),
    kept with the scenery_at() dict they are read from: world.board_memo makes
    a new one whenever a piece is placed, added or removed, and keeps the same
    one while figures walk (world.move_figure), when the rest of the board
    memo is worked out again."""
    scenery = scenery_at(w)
    key = ("ai_blocking", truth)
    got = w.cache.get(key)
    if got is None or got[0] is not scenery:
        rows = content().scenery        # scenery_row() without a call per piece
        squares = frozenset(c for c, (_e, s) in scenery.items() if (truth or s.placed) and not rows[s.kind]["passable"])
        got = w.cache[key] = (scenery, squares if got is None else _same_or(got[1], squares))
    return got[1]


def _hashable(cell):
    return cell if type(cell) is tuple else ("list", *cell)     # a list target is not equal to a tuple one


SKIP = -2        # _bfs: a square never entered


def _bfs(w: World, targets, blocked: set, through_doors: bool, start, cut_edges=frozenset()) -> dict:
    st = _steps(w)
    index, nbrs = st.index, st.nbrs
    cut = {(index[a], index[b]) for a, b in cut_edges if a in index and b in index}
    # -1: not reached yet; SKIP: impassable scenery, never entered (placed pits
    # are left open: the move planner jumps them). One list for both spares the
    # innermost loop a lookup.
    dist = [-1] * len(st.cells)
    for c in blocked:
        if c in index and c not in targets and c != start:
            dist[index[c]] = SKIP
    order = []                        # squares in the order they were reached (the queue)
    for t in targets:
        t = tuple(t)
        if t in index:
            dist[index[t]] = 0
            order.append(index[t])
    k = 0
    if through_doors and not cut:     # the common map: every step allowed, no test per step but the first
        while k < len(order):
            i = order[k]
            k += 1
            here = dist[i] + 1
            for j, _door in nbrs[i]:
                if dist[j] == -1:
                    dist[j] = here
                    order.append(j)
    while k < len(order):
        i = order[k]
        k += 1
        here = dist[i] + 1
        for j, door in nbrs[i]:
            if dist[j] != -1 or door and not through_doors or cut and (i, j) in cut:
                continue
            dist[j] = here
            order.append(j)
    cells = st.cells
    return {cells[i]: dist[i] for i in order}


def _enemies_near(w: World, eid: int, r: int) -> bool:
    me = cell_of(w, eid)
    if me is None:
        return False
    side = fig(w, eid).side
    return any(f.side != side and f.placed and abs(c[0] - me[0]) + abs(c[1] - me[1]) <= r
               for _e, f, c in figures(w))


def _weapon_value(weapon) -> int:
    return content().weapons[weapon]["attack"] if weapon else 0


def _good_spell(w: World, eid: int, cards: list[str], hostile_side: str) -> Action | None:
    """The best cast action (the first of the best-scoring ones in listing order),
    None if none scores above 0. cards: the cast actions' cards in listing order.
    A card's targets are listed only when it is cast at figures (the score
    depends on the figure) or when its one score could win (then the first
    target is the one taken)."""
    c = content()
    f = fig(w, eid)
    best, score = None, 0.0
    for ident in cards:
        card = c.cards[ident]
        if f.mind - card["cost"] < 1 or (f.side == "adv" and f.mind - card["cost"] < 2):
            continue
        if card["target"] in FIGURE_TARGETS:
            for t in spell_targets(w, eid, ident):
                s = _spell_score(w, eid, f, card, t, hostile_side)
                if s > score:
                    best, score = act("cast", eid, ident, t), s
            continue
        # "self" for self and aura cards (their one target), None for a square (only ints and "self" score apart)
        s = _spell_score(w, eid, f, card, "self" if card["target"] in ("self", "aura") else None, hostile_side)
        if s > score:
            targets = spell_targets(w, eid, ident)
            if targets:
                best, score = act("cast", eid, ident, targets[0]), s
    return best


FIGURE_TARGETS = ("friend", "enemy", "figure")


def _spell_score(w: World, eid: int, f, card: dict, target, hostile_side: str) -> float:
    kind = card["effect"]["kind"]
    s = 0.0
    if kind == "damage":
        if card["target"] == "burst":
            s = 1.5
        elif card["target"] == "aura":
            s = 2.0 if _enemies_near(w, eid, 1) else 0
        elif isinstance(target, int) and fig(w, target).side == hostile_side:
            s = card["effect"]["amount"] + (2 if fig(w, target).life <= card["effect"]["amount"] else 0)
    elif kind == "heal":
        if isinstance(target, int):
            t = fig(w, target)
            s = 3.0 if t.life * 2 <= max_life(w, target) else 0
        elif target == "self":
            hurt = [e for e, ff, _c in figures(w) if ff.side == f.side and ff.life * 2 <= max_life(w, e)]
            s = 2.5 if hurt else 0
    elif kind == "drain" and isinstance(target, int):
        s = 2.0 if fig(w, target).mind <= card["effect"]["amount"] else 0.5
    elif kind == "sleep" and isinstance(target, int):
        s = 1.2 if fig(w, target).kind == "antagonist" or f.side == "mb" else 0.3
    elif kind == "summon":
        s = 1.0 if _enemies_near(w, eid, 8) else 0
    elif kind == "raise":
        s = 1.5
    elif kind == "buff" and _enemies_near(w, eid, 3):
        s = 0.8
    return s - 0.2 * card["cost"]
