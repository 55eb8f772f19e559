"""Movement (6.x): the dMov roll and its results (lightning, double lightning
and the six advantages, the movement-fumble table, stealth), the squares a
figure can reach, walking step by step (traps 16.1-A, discovery 14.2),
doors (14.4), jumps (16.8) and pushes (6.16)."""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.state import World

from .activation import act_box
from .components import Figure, Pos
from .discovery import discover_from, place_room
from .effects import break_links_of, make_noise
from .pending import ask
from .squares import FLOOR_TRAPS, step_ok, trap_cells
from .trapfx import cell_traps_fired, edge_traps_fired, fall_into, fire_trap
from .world import (DIRS, FROZEN, board, bump_blockers, cell_of, content, door_key, doors, doors_next_to, emit,
                    engaged, fig, grid, item_bonus, move_figure, occupied, on_board, roll_dice, scenery_at, stats, buff)

JUMP_COST = 3          # 16.8: the jumped square costs 3, landing 1 more
CHEAP_JUMP_COST = 1    # "What a hop!" / "What a leap!"


# -- what can be walked --------------------------------------------------------------
def _rules(w: World, eid: int):
    """(blocked, jumpable, pass_through, no_end, scenery) squares for eid's planning
    (frozensets, callers only read them): scenery holds the impassable scenery
    squares. Adventurers plan with what is placed on the board; the MB knows
    everything.

    Memoised per figure and side while the board stays the same: the sets
    depend only on the figures' and scenery's squares, sides and placing (any
    change to them bumps blocker_ver, see world.bump_blockers), the doors
    (door_key) and which traps are placed; a decision and the move that
    follows ask for the same sets several times."""
    f = fig(w, eid)
    stamp = (w.res.get("blocker_ver", 0), door_key(w), tuple([t["hidden"] for t in w.res["traps"]]))
    memo = w.cache.get("move_rules")
    # the Pos store names the state: a clone (its own store) never reads another state's sets
    if memo is None or memo[0] is not w.stores.get(Pos) or memo[1] != stamp:
        memo = w.cache["move_rules"] = (w.stores.get(Pos), stamp, {})
    got = memo[2].get((eid, f.side))
    if got is None:
        got = memo[2][(eid, f.side)] = tuple(frozenset(x) for x in _fresh_rules(w, eid, f))
    return got


def _fresh_rules(w: World, eid: int, f: Figure):
    know = f.side == "adv"
    scenery, jumpable = _scenery_rules(w, know)
    blocked, jump, through, no_end = set(scenery), set(jumpable), set(), set()
    for cell in trap_cells(w, True, FLOOR_TRAPS):   # placed floor traps: not passable, jumpable
        blocked.add(cell)
        jump.add(cell)
    passage = w.res["options"].get("friendly_passage", True)
    occ = occupied(w)
    g = grid(w)
    for cell, o in occ.items():
        if o == eid:
            continue
        of = fig(w, o)
        if know and not of.placed:
            continue
        no_end.add(cell)
        jump.discard(cell)
        if of.side == f.side and passage and not _engaged(w, occ, g, of, cell) and cell not in blocked:
            through.add(cell)
        else:
            blocked.add(cell)
    return blocked, jump, through, no_end, scenery


def _scenery_rules(w: World, know: bool) -> tuple[frozenset, frozenset]:
    """(impassable, jumpable impassable) scenery squares, the placed pieces only
    when `know` (an adventurer's planning). _rules works them out again after
    every step (blocker_ver), though walking moves no scenery: so they are kept
    with the scenery_at() dict they are read from, which world.board_memo
    replaces whenever a piece is placed, added or removed (and keeps while
    figures walk, see world.move_figure)."""
    pieces = scenery_at(w)
    got = w.cache.get(("move_scenery", know))
    if got is None or got[0] is not pieces:
        rows = content().scenery        # scenery_row() without a call per piece
        walls = [(cell, rows[s.kind]["jumpable"]) for cell, (_e, s) in pieces.items()
                 if (s.placed or not know) and not rows[s.kind]["passable"]]
        got = w.cache[("move_scenery", know)] = (pieces, frozenset(c for c, _j in walls),
                                                 frozenset(c for c, j in walls if j))
    return got[1], got[2]


def _engaged(w: World, occ: dict, g, f: Figure, cell) -> bool:
    """engaged() for the figure f on `cell`, from the board map _rules already
    has (it asks for every friend on the board, every search): a placed enemy
    on an orthogonal neighbour with no blocking edge or wall between."""
    x, y = cell
    for dx, dy in DIRS:
        n = (x + dx, y + dy)
        e = occ.get(n)
        if e is not None:
            other = fig(w, e)
            if other.side != f.side and other.placed and not g.blocks_move(cell, n) and g.edge(cell, n) != "wall":
                return True
    return False


SEARCH_MEMO = 16       # searches kept: a decision and the move that follows ask a few


def _search(w: World, eid: int, budget: int, adv: str | None):
    """Cheapest ways to every square within budget. A search state is (square,
    spent): "What a hop!" / "What a leap!" give one cheap jump (6.11: a one-use
    advantage), over any one-square scenery obstacle (hop, jumpable or not) or a
    floor trap (leap); `spent` says it is used. Returns (dist by square, parent by
    state, the best state by square, no_end), or, from a search with no cheap
    jump (_run_cells), parent by square and None; callers only read them.

    Memoised on everything the search reads (start, budget, advantage, the door
    state and the rule sets of _rules): listing the moves, the AI checking a few
    paths and making the chosen move all ask the same search of the same state.
    A path read from the whole search is the one a search stopped at its goal
    finds: Dijkstra never changes a square's parent once it is taken off the heap."""
    frozen_memo = w.cache.get(FROZEN)      # within one decision: skip even working out the key
    if frozen_memo is not None:
        found = frozen_memo.get(("move_search", eid, budget, adv))
        if found is not None:
            return found
    start = cell_of(w, eid)
    blocked, jump, through, no_end, scenery = _rules(w, eid)
    floor = frozenset(trap_cells(w, True, FLOOR_TRAPS))
    key = (start, budget, adv, w.res["adventure"], door_key(w), blocked, jump, through, no_end, scenery, floor)
    memo = w.cache.setdefault("move_search", {})
    found = memo.get(key)
    if found is None:
        found = _run_search(grid(w), start, budget, adv, blocked, jump, through, no_end, scenery, floor)
        if len(memo) >= SEARCH_MEMO:
            del memo[next(iter(memo))]       # the oldest
        memo[key] = found
    if frozen_memo is not None:
        frozen_memo[("move_search", eid, budget, adv)] = found
    return found


def _run_search(g, start, budget: int, adv: str | None, blocked, jump, through, no_end, scenery, floor):
    cheap_over = scenery if adv == "hop" else (floor if adv == "leap" else None)
    if not cheap_over:
        return _run_cells(g, start, budget, adv == "luck", blocked, jump, through, no_end)
    s0 = (start, False)
    # the cheapest cost of each state (square, spent), one dict per `spent`: the
    # innermost loop then builds a state tuple only for a square it improves
    best = {False: {}, True: {}}
    best[False][start] = 0
    parent: dict = {}
    dist = {start: 0}
    at = {start: s0}
    # A queue with one bucket per cost (every step costs at least 1, so a
    # bucket is complete when its turn comes), each sorted: the states come
    # out in the (cost, square, spent) order a heap of those tuples gives.
    buckets: list[list] = [[] for _ in range(max(budget, 0) + 1)]
    buckets[0].append(s0)
    bm = g.blocks_move
    neighbors4 = g.neighbors4
    never = 1 << 30
    # only a square next to a jumpable one may start a jump: the others skip those tests
    take_off = {(x - dx, y - dy) for x, y in (jump | cheap_over) for dx, dy in DIRS}

    def push(state, nd, frm):
        costs = best[state[1]]
        if nd <= budget and nd < costs.get(state[0], never):
            costs[state[0]] = nd
            parent[state] = frm
            buckets[nd].append(state)
            if nd < dist.get(state[0], never):
                dist[state[0]] = nd
                at[state[0]] = state

    for d, bucket in enumerate(buckets):
        bucket.sort()
        for here in bucket:
            c, spent = here
            costs = best[spent]
            if d > costs[c]:
                continue
            if c in no_end and c != start and c not in through:
                continue
            nd = d + 1
            if nd <= budget:
                for n in neighbors4(c):       # push() inlined: this is the search's innermost loop
                    if n not in blocked and nd < costs.get(n, never):
                        costs[n] = nd
                        state = (n, spent)
                        parent[state] = here
                        buckets[nd].append(state)
                        if nd < dist.get(n, never):
                            dist[n] = nd
                            at[n] = state
            if c not in take_off:
                continue
            x, y = c
            for dx, dy in DIRS:
                b1 = (x + dx, y + dy)
                normal = b1 in jump
                cheap = not spent and b1 in cheap_over and b1 not in no_end
                if not (normal or cheap) or bm(c, b1):
                    continue
                land = (b1[0] + dx, b1[1] + dy)
                hops = []
                if normal:
                    hops.append((land, JUMP_COST + 1, b1, spent))
                if cheap:
                    hops.append((land, CHEAP_JUMP_COST + 1, b1, True))
                if adv == "luck" and normal and land in jump and not bm(b1, land):
                    hops.append(((land[0] + dx, land[1] + dy), JUMP_COST + 1, land, spent))
                for target, cost, before, after in hops:
                    if not g.in_bounds(target) or target in blocked or target in through or bm(before, target):
                        continue
                    push((target, after), d + cost, here)
    return dist, parent, at, no_end


def _run_cells(g, start, budget: int, luck: bool, blocked, jump, through, no_end):
    """_run_search without a cheap jump to use (no hop or leap: nearly every
    search): one state per square, so the states are the squares themselves,
    `parent` maps square to square and `at` is None (see plan). The same
    answer as the two-layer search (whose states would all say `spent`), in
    the same order: a queue with one bucket per cost, each sorted, so squares
    come out in the (cost, square) order a heap gives; every step costs at
    least 1, so a bucket is complete when its turn comes."""
    dist = {start: 0}
    parent: dict = {}
    if budget <= 0:
        return dist, parent, None, no_end
    buckets: list[list] = [[] for _ in range(budget + 1)]
    buckets[0].append(start)
    neighbors4 = g.neighbors4
    never = 1 << 30
    # squares a walk may enter but not leave (another figure's, unless it may pass through)
    stop = (no_end - through) - {start} if no_end else no_end
    # only a square next to a jumpable one may start a jump: the others skip those tests
    take_off = {(x - dx, y - dy) for x, y in jump for dx, dy in DIRS} if jump else ()
    for d in range(budget + 1):
        bucket = buckets[d]
        if not bucket:
            continue
        bucket.sort()
        nd = d + 1
        for c in bucket:
            if d > dist[c] or c in stop:      # reached more cheaply since (by a step after a jump); a stop
                continue
            if nd <= budget:
                for n in neighbors4(c):       # the search's innermost loop
                    if n not in blocked and nd < dist.get(n, never):
                        dist[n] = nd
                        parent[n] = c
                        buckets[nd].append(n)
            if c in take_off:
                _jumps(g, c, d, budget, luck, blocked, jump, through, dist, parent, buckets)
    return dist, parent, None, no_end


def _jumps(g, c, d: int, budget: int, luck: bool, blocked, jump, through, dist, parent, buckets) -> None:
    """_run_cells' jumps from square c (reached at cost d): over a jumpable
    square onto the one beyond (16.8), or with "What luck!" over two."""
    bm = g.blocks_move
    x, y = c
    for dx, dy in DIRS:
        b1 = (x + dx, y + dy)
        if b1 not in jump or bm(c, b1):
            continue
        land = (b1[0] + dx, b1[1] + dy)
        hops = [(land, b1)]
        if luck and land in jump and not bm(b1, land):
            hops.append(((land[0] + dx, land[1] + dy), land))
        nd = d + JUMP_COST + 1
        for target, before in hops:
            if not g.in_bounds(target) or target in blocked or target in through or bm(before, target):
                continue
            if nd <= budget and nd < dist.get(target, 1 << 30):
                dist[target] = nd
                parent[target] = c
                buckets[nd].append(target)


def _move_adv(m: dict) -> str | None:
    """The move's advantage while it still applies (a hop or leap is used once)."""
    return None if m.get("adv_spent") else m.get("adv")


def destinations(w: World, eid: int, budget: int | None = None, adv: str | None = None) -> dict:
    """{square: cost} where eid may end a move with `budget` points (default: its move left)."""
    if budget is None:
        a = act_box(w, eid)
        m = a and a.get("move")
        if not m or m.get("done"):
            return {}
        budget, adv = m["left"], _move_adv(m)
    dist, _parent, _at, no_end = _search(w, eid, budget, adv)
    start = cell_of(w, eid)
    return {c: d for c, d in dist.items() if c != start and c not in no_end}


def plan(w: World, eid: int, goal, budget: int, adv: str | None = None) -> tuple[list | None, int | None]:
    """(the cheapest path to goal, the index in it of the step that is the cheap jump, if any)."""
    dist, parent, at, no_end = _search(w, eid, budget, adv)
    if goal not in dist or goal in no_end:
        return None, None
    if at is None:          # a one-layer search (_run_cells): parents by square, no cheap jump
        path = [goal]
        while path[-1] in parent:
            path.append(parent[path[-1]])
        path.reverse()
        return path, None
    states = [at[goal]]
    while states[-1] in parent:
        states.append(parent[states[-1]])
    states.reverse()
    cheap_at = next((i for i in range(1, len(states)) if states[i][1] and not states[i - 1][1]), None)
    return [s[0] for s in states], cheap_at


def path_to(w: World, eid: int, goal, budget: int, adv: str | None = None) -> list | None:
    return plan(w, eid, goal, budget, adv)[0]


# -- rolling (6.1-6.17) ----------------------------------------------------------------------
def move_max(w: World, eid: int) -> int:
    return stats(w, eid).get("move_max", 0)


def roll_bonus(w: World, eid: int) -> int:
    """What a movement roll adds to the dice (items, spells, a granted bonus)."""
    return item_bonus(w, eid, "move") + buff(w, eid, "move") + act_box(w, eid).get("move_bonus", 0)


def rolls_for_move(w: World, eid: int) -> bool:
    return fig(w, eid).kind in ("adventurer", "antagonist")


def start_fixed_move(w: World, eid: int, events: list[Event]) -> None:
    """Minions and elementals move a fixed number (6.6, 13.5)."""
    a = act_box(w, eid)
    left = max(0, stats(w, eid)["move"] + buff(w, eid, "move"))
    a["moved"] = True
    a["ap"] -= 1
    a["move"] = {"left": left, "adv": None, "pushes": 0, "passed": [], "mode": "fixed", "reflexes": False,
                 "done": False}
    emit(events, "move_start", eid=eid, left=left, mode="fixed")


def roll_move(w: World, eid: int, mode: str, events: list[Event]) -> None:
    """One movement action: roll the dMov and set how far the figure may go."""
    f = fig(w, eid)
    a = act_box(w, eid)
    a["moved"] = True
    a["ap"] -= 1
    in_pit = bool(f.status.get("pit"))
    single = mode == "stealth" or in_pit
    n = 1 if single else stats(w, eid)["move_dice"]
    faces = roll_dice(w, "dmov", n, events, who=eid, slot="move")
    mx = move_max(w, eid)
    bonus = roll_bonus(w, eid)
    m = {"left": 0, "adv": None, "pushes": 0, "passed": [], "mode": "pit" if in_pit else mode,
         "reflexes": False, "done": False, "faces": faces}
    a["move"] = m
    nums = [int(x) for x in faces if x.isdigit()]
    q = faces.count("qmark")
    bolts = faces.count("bolt")
    if single:
        # 6.17 stealth (and climbing out of a pit, 16.6): ? = no move, lightning = 7
        m["left"] = 0 if q else (7 if bolts else nums[0] + bonus)
        emit(events, "move_roll", eid=eid, faces=faces, left=m["left"], mode=m["mode"])
        if m["left"] <= 0:
            m["done"] = True
        return
    if f.kind == "antagonist" and not w.res["options"].get("antagonist_fumbles"):
        # the MB's dice-rolling figures: ? counts 0, lightning the maximum, no tables (see docs)
        m["left"] = mx + bonus if bolts else sum(nums) + bonus
        emit(events, "move_roll", eid=eid, faces=faces, left=m["left"], mode="antagonist")
        return
    if q:
        other = [x for x in faces if x != "qmark"]
        key = "qmark" if not other else other[0]
        apply_move_fumble(w, eid, key, events)
        return
    if bolts >= 2:
        m["left"] = mx + bonus
        emit(events, "move_roll", eid=eid, faces=faces, left=m["left"], mode=mode, double=True)
        ask(w, f.seat, "advantage", sorted(content().advantages), {"eid": eid})
        return
    m["left"] = (mx if bolts else sum(nums)) + bonus
    emit(events, "move_roll", eid=eid, faces=faces, left=m["left"], mode=mode)


FIXED_FUMBLE_MOVE = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6}
FUMBLE_BANS = {"2": ["attack", "shot", "magic"], "3": ["search"], "4": ["special"]}
FUMBLE_PUSHES = {"5": 1, "6": 2, "bolt": 2}


def apply_move_fumble(w: World, eid: int, key: str, events: list[Event]) -> None:
    """6.14: the movement-fumble table, all eight entries."""
    a = act_box(w, eid)
    m = a["move"]
    entry = content().tables["move_fumbles"][key]
    emit(events, "fumble", table="move_fumbles", key=key, entry=entry["id"], eid=eid)
    if key == "qmark":
        stumble(w, eid, events)
        return
    if key == "1":
        # lost: the MB rolls 2 dMov (numbers only) and moves the adventurer
        faces = roll_dice(w, "dmov", 2, events, who=0, slot="lost")
        total = sum(int(x) for x in faces if x.isdigit())
        m["left"] = 0
        m["done"] = True
        cells = lost_destinations(w, eid, total)
        if cells:
            ask(w, 0, "lost_move", [list(c) for c in sorted(cells)], {"eid": eid, "total": total})
        else:
            emit(events, "lost_nowhere", eid=eid)
        return
    m["left"] = move_max(w, eid) if key == "bolt" else FIXED_FUMBLE_MOVE[key]
    a["no"] = sorted(set(a["no"]) | set(FUMBLE_BANS.get(key, ())))
    m["pushes"] = FUMBLE_PUSHES.get(key, 0)
    if key in ("6", "bolt"):
        make_noise(w, events, "move_fumble")


def lost_destinations(w: World, eid: int, total: int) -> dict:
    """Squares the MB may send a lost adventurer to (the MB knows the whole board)."""
    if total <= 0:
        return {}
    f = fig(w, eid)
    side, f.side = f.side, "mb"    # plan with the truth, as the MB does
    try:
        dist, _p, _at, no_end = _search(w, eid, total, None)
    finally:
        f.side = side
    start = cell_of(w, eid)
    return {c: d for c, d in dist.items() if c != start and c not in no_end}


def lost_move(w: World, eid: int, cell, total: int, events: list[Event]) -> None:
    """The MB walks the lost adventurer to `cell` with the `total` it rolled; when
    something comes into view the walk pauses, then goes on with the points left (14.2)."""
    f = fig(w, eid)
    goal = tuple(cell)
    budget = {"left": total, "passed": [], "adv": None}
    while budget["left"] > 0 and on_board(w, eid) and cell_of(w, eid) != goal:
        side, f.side = f.side, "mb"
        try:
            path = path_to(w, eid, goal, budget["left"])
        finally:
            f.side = side
        if not path:
            return
        walk(w, eid, path, events, budget=budget)


def stumble(w: World, eid: int, events: list[Event]) -> None:
    """6.15: the move and any action left are lost; prone, or into an adjacent pit."""
    a = act_box(w, eid)
    a["move"]["left"] = 0
    a["move"]["done"] = True
    a["ap"] = 0
    c = cell_of(w, eid)
    pits = trap_cells(w, False, FLOOR_TRAPS)
    g = grid(w)
    for n in sorted(pits):
        if abs(n[0] - c[0]) + abs(n[1] - c[1]) == 1 and not g.blocks_move(c, n) and n not in occupied(w):
            emit(events, "stumble", eid=eid, into=n)
            move_figure(w, eid, n)
            fall_into(w, eid, pits[n], events)
            return
    fig(w, eid).status["prone"] = True
    bump_blockers(w)
    emit(events, "stumble", eid=eid, into=None)


def choose_advantage(w: World, eid: int, adv: str, events: list[Event]) -> None:
    a = act_box(w, eid)
    a["move"]["adv"] = adv
    emit(events, "advantage", eid=eid, advantage=adv)
    if adv == "reflexes":
        a["move"]["reflexes"] = True
    elif adv == "foresight":
        ask(w, fig(w, eid).seat, "foresight", ["first", "last"], {"eid": eid})


# -- walking ------------------------------------------------------------------------------
def move_to(w: World, eid: int, cell, events: list[Event]) -> None:
    a = act_box(w, eid)
    m = a["move"]
    path, cheap_at = plan(w, eid, tuple(cell), m["left"], _move_adv(m))
    if path is None:
        return
    walk(w, eid, path, events, budget=m, cheap_at=cheap_at)


def walk(w: World, eid: int, path: list, events: list[Event], budget: dict | None, cheap_at=None) -> None:
    """Follow path and never end on another figure's square (6.8): a stop on a
    friend it was passing through falls back to the last free square."""
    _walk(w, eid, path, events, budget, cheap_at)
    if not w.alive(eid) or w.try_get(eid, Pos) is None:
        return
    here = cell_of(w, eid)
    if _alone(w, eid, here):
        return
    if here in path:
        for c in reversed(path[: path.index(here)]):
            if not any(o != eid and cc == c for o, cc in _cells_of_others(w, eid)):
                move_figure(w, eid, c)
                emit(events, "move", eid=eid, frm=here, to=c)
                return


def _alone(w: World, eid: int, cell) -> bool:
    x, y = cell
    pos = w.stores.get(Pos, {})
    figs = w.stores.get(Figure, {})
    # _cells_of_others without building the list: asked at every step (a plain
    # loop: a generator under any() costs a frame switch per figure)
    for o, p in pos.items():
        if p.x == x and p.y == y and o != eid and o in figs:
            return False
    return True


def _cells_of_others(w: World, eid: int):
    pos = w.stores.get(Pos, {})
    figs = w.stores.get(Figure, {})
    return [(o, (p.x, p.y)) for o, p in pos.items() if o != eid and o in figs]


def _walk(w: World, eid: int, path: list, events: list[Event], budget: dict | None, cheap_at=None) -> None:
    """Follow path square by square: edge traps, the square, its traps, then
    discovery (an adventurer stops when something appears, keeping its points).
    Step `cheap_at` is the move's one cheap jump (hop or leap)."""
    f = fig(w, eid)
    viewer = f.kind == "adventurer"
    start = path[0]
    emit_from = start
    for i in range(1, len(path)):
        prev, nxt = path[i - 1], path[i]
        if not w.alive(eid) or w.try_get(eid, Pos) is None:
            return
        step = abs(nxt[0] - prev[0]) + abs(nxt[1] - prev[1])
        if step == 1:
            cost = 1
        elif i == cheap_at:
            cost = CHEAP_JUMP_COST + 1
            if budget is not None:
                budget["adv_spent"] = True
        else:
            cost = JUMP_COST + 1
        if step == 1:
            for trap in edge_traps_fired(w, eid, prev, nxt):
                if budget is not None and budget.get("reflexes") and content().traps[trap["kind"]]["vertical"]:
                    budget["reflexes"] = False
                    emit(events, "dodge", eid=eid, trap=trap["id"])
                    continue
                outcome = fire_trap(w, eid, trap, prev, events)
                if outcome in ("dead", "stop"):
                    _moved(w, eid, emit_from, prev, events)
                    _end_walk(budget)
                    return
        move_figure(w, eid, nxt)
        if budget is not None:
            budget["left"] -= cost
            _note_friends(w, eid, nxt, budget)
        stop = False
        for trap in cell_traps_fired(w, eid, nxt):
            if budget is not None and budget.get("reflexes") and content().traps[trap["kind"]]["vertical"]:
                budget["reflexes"] = False
                emit(events, "dodge", eid=eid, trap=trap["id"])
                continue
            outcome = fire_trap(w, eid, trap, prev, events)
            if outcome in ("dead", "stop"):
                stop = True
                break
            if outcome == "back":
                _moved(w, eid, emit_from, nxt, events)
                move_figure(w, eid, prev)
                emit(events, "move", eid=eid, frm=nxt, to=prev)
                stop = "back"
                break
        if stop is True:
            _moved(w, eid, emit_from, cell_of(w, eid) or nxt, events)
            leave_pit_if_out(w, eid)
            _end_walk(budget)
            return
        if stop == "back":
            leave_pit_if_out(w, eid)
            return
        if i == 1:
            leave_pit_if_out(w, eid)
        if viewer and _alone(w, eid, nxt) and discover_from(w, [nxt], events):
            _moved(w, eid, emit_from, nxt, events)
            emit(events, "pause", eid=eid, cell=nxt)
            return
    _moved(w, eid, emit_from, path[-1], events)


def _moved(w: World, eid: int, frm, to, events: list[Event]) -> None:
    if frm != to and w.alive(eid):
        emit(events, "move", eid=eid, frm=frm, to=to)


def _end_walk(budget: dict | None) -> None:
    if budget is not None:
        budget["left"] = 0


def _note_friends(w: World, eid: int, cell, m: dict) -> None:
    side = fig(w, eid).side
    occ = occupied(w)
    x, y = cell
    for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
        o = occ.get(n)
        if o is not None and o != eid and fig(w, o).side == side and fig(w, o).placed and o not in m["passed"]:
            m["passed"].append(o)


def finish_move(w: World, events: list[Event]) -> None:
    """End the move in progress: pushes (6.16), a charge (6.12)."""
    a = w.res["act"]
    eid = a["sub"]["eid"] if a.get("sub") and a["sub"].get("move") and not a["sub"]["move"].get("done") else a["fid"]
    box = act_box(w, eid)
    m = box.get("move") if box else None
    if not m or m.get("done"):
        return
    m["done"] = True
    m["left"] = 0
    emit(events, "move_end", eid=eid)
    if m.get("adv") == "charge" and w.alive(eid) and engaged(w, eid):
        box["charge_ready"] = True
    if m.get("pushes"):
        queue_push(w, eid, events)


def push_options(w: World, eid: int) -> list:
    m = act_box(w, eid)["move"] if act_box(w, eid) else None
    if not m:
        return []
    out = []
    for o in m["passed"]:
        if not w.alive(o) or w.try_get(o, Pos) is None or o == eid:
            continue
        c = cell_of(w, o)
        for n in sorted((c[0] + dx, c[1] + dy) for dx, dy in DIRS):
            if step_ok(w, o, n):
                out.append([o, list(n)])
    return out


def queue_push(w: World, eid: int, events: list[Event]) -> None:
    m = act_box(w, eid)["move"]
    if m["pushes"] <= 0:
        return
    opts = push_options(w, eid)
    if not opts:
        m["pushes"] = 0
        return
    ask(w, 0, "push", opts + ["none"], {"eid": eid})


def do_push(w: World, eid: int, choice, events: list[Event]) -> None:
    m = act_box(w, eid)["move"]
    if choice == "none":
        m["pushes"] = 0
        return
    other, cell = choice[0], tuple(choice[1])
    m["pushes"] -= 1
    emit(events, "push", eid=other, by=eid)
    forced_step(w, other, cell, events)
    if m["pushes"] > 0:
        m["passed"] = [o for o in m["passed"] if o != other] + [other]
        queue_push(w, eid, events)


def forced_step(w: World, eid: int, cell, events: list[Event]) -> None:
    """Moved one square by someone else (push, 'Oops!'): traps apply, no points spent."""
    frm = cell_of(w, eid)
    walk(w, eid, [frm, tuple(cell)], events, budget=None)
    break_links_of(w, eid, events, "moved")


# -- doors (14.4) ----------------------------------------------------------------------------
def openable_doors(w: World, eid: int) -> list[str]:
    f = fig(w, eid)
    if f.kind not in ("adventurer", "antagonist"):     # 14.5
        return []
    box = act_box(w, eid)
    m = box.get("move") if box else None
    if not m or m.get("done") or m["left"] < 1:
        return []
    c = cell_of(w, eid)
    d = doors(w)
    return [i for i in doors_next_to(w, c) if d.get(i)["kind"] == "door" and d.visible(i) and not d.is_open(i)]


def open_door(w: World, eid: int, ident: str, events: list[Event]) -> None:
    box = act_box(w, eid)
    box["move"]["left"] -= 1
    d = doors(w)
    d.open(ident)
    bump_blockers(w)
    emit(events, "door_open", eid=eid, door=ident)
    if fig(w, eid).kind == "adventurer":
        b = board(w)
        for cell in d.cells(ident):
            place_room(w, b.room.get(cell, 0), events)
        discover_from(w, [cell_of(w, eid)], events)
    if box["move"]["left"] <= 0:
        finish_move(w, events)


def pit_exit_allowed(w: World, eid: int) -> bool:
    """16.7: out of a deep pit only with a friend next to it who is not engaged."""
    f = fig(w, eid)
    if not f.status.get("deep"):
        return True
    c = cell_of(w, eid)
    occ = occupied(w)
    for dx, dy in DIRS:
        o = occ.get((c[0] + dx, c[1] + dy))
        if o is not None and fig(w, o).side == f.side and not engaged(w, o):
            return True
    return False


def leave_pit_if_out(w: World, eid: int) -> None:
    f = w.try_get(eid, Figure)
    if f is None or w.try_get(eid, Pos) is None:
        return
    pit = f.status.get("pit")
    if not pit:
        return
    c = cell_of(w, eid)
    t = next((t for t in w.res["traps"] if t["id"] == pit), None)
    if t is None or [c[0], c[1]] not in t["cells"]:
        f.status.pop("pit", None)
        f.status.pop("deep", None)
        bump_blockers(w)
