"""Moving figures on the tower: hero steps with zones of control and pushes,
portals, shoving enemies, the enemy die's moves, gravity, and levels being
revealed and removed."""
from __future__ import annotations

from functools import lru_cache

from game.engine.protocol import Event
from game.engine.state import World

from .board import LEVEL_H, WIDTH, Board
from .combat import enemy_attacks, knock_out, pick_up, wound_hero
from .components import Figure, Pos, Token
from .world import (ability, board, boss_level, bottom_row, content, emit, enemies, hero_cell,
                    highest_level, in_boss_level, move, occupancy, passives, player, rng, stats)

DIRS = {"up": (0, 1), "down": (0, -1), "left": (-1, 0), "right": (1, 0)}
DIR_OF = {v: k for k, v in DIRS.items()}       # the direction of each step (DIRS read backwards)


def step_to(cell, d):
    dx, dy = DIRS[d]
    return (cell[0] + dx, cell[1] + dy)


def same_zone(w: World, a, b) -> bool:
    """The boss level is sealed: nothing crosses between it and the rest."""
    boss = len(w.res["level_status"]) - 1       # (in_boss_level twice, inlined: asked per figure and square)
    return (a is not None and a[1] // LEVEL_H == boss) == (b is not None and b[1] // LEVEL_H == boss)


# the tables of a tower state, in the order level_pieces and compose_levels keep them: adjacency,
# the squares a hero steps into (DIRS order), those another figure steps into, the hero's steps
# with their direction, then adjacency and hero steps with square (x, y) as the integer
# x * height + y (they sort alike), for the AI's searches. _topology names them by these keys,
# and also by True / False (the squares a hero / another figure may enter: see entries).
TABLES = ("adj", "steps", False, "step_dirs", "adj_sq", "steps_sq")
# the bit of each direction in the masks of _square_tables, in DIRS order
_UP, _DOWN, _LEFT, _RIGHT = 1, 2, 4, 8


@lru_cache(maxsize=16)
def level_pieces(b: Board, boss: int) -> tuple:
    """Per level of the tower, the TABLES of its squares as three pieces: all
    its rows when the levels below and above are active too, then the squares
    of its bottom row whose tables differ when the level below is not, and of
    its top row when the level above is not. Only rows next to another level
    see the status of the tower, so the tables of any tower state are these
    pieces laid over each other (compose_levels), built once per layout (boss
    level `boss` sealed: nothing leaves it).

    A square's tables follow from which of its edges are open (_square_tables
    makes them from bit masks). Board.edge_open spelled out per edge (this
    runs once per game, on the clock of every self-played game): a side edge
    is open without a wall; an edge across a platform is open without the
    platform or with ladders on both sides, and heroes also cross a one-way
    platform upward. An edge open to other figures is open both ways: it is
    also the adjacency. A cut row drops the neighbour across the level's edge."""
    floor, walls, ladders, one_way = b.floor, b.walls, b.ladders, b.one_way
    h = b.height
    out = []
    for level in range(b.levels):
        lo, hi = level * LEVEL_H, level * LEVEL_H + LEVEL_H     # (LEVEL_H > 1: the two cut rows differ)
        full, low_cut, high_cut = _new_piece(), _new_piece(), _new_piece()
        adj, steps, other, step_dirs, adj_sq, steps_sq = full
        for y in range(lo, hi):
            for x in range(WIDTH):
                a = (x, y)
                plain = hero = 0            # masks of the edges open to other figures / to heroes
                if y + 1 < h:
                    n = (x, y + 1)
                    if n not in floor or (a in ladders and n in ladders):
                        plain |= _UP
                        hero |= _UP
                    elif n in one_way:
                        hero |= _UP
                if y > 0:
                    n = (x, y - 1)
                    if a not in floor or (n in ladders and a in ladders):
                        plain |= _DOWN
                        hero |= _DOWN
                if x > 0 and a not in walls:
                    plain |= _LEFT
                    hero |= _LEFT
                if x + 1 < WIDTH and (x + 1, y) not in walls:
                    plain |= _RIGHT
                    hero |= _RIGHT
                near, enter = plain, plain
                if level == boss:           # sealed: no step leaves it (adjacency still crosses its edge)
                    if y == lo and lo > 0:
                        hero &= ~_DOWN
                        enter &= ~_DOWN
                    if y == hi - 1 and hi < h:
                        hero &= ~_UP
                        enter &= ~_UP
                i = x * h + y
                # (_put(full, a, i, _square_tables(...)) with the memo's hit spelled out: every square
                # of every tower comes here once, and most are found)
                tables = _SQUARE_TABLES.get((x, y, h, near, hero, enter)) or _square_tables(x, y, h, near, hero, enter)
                adj[a], steps[a], other[a], step_dirs[a], adj_sq[i], steps_sq[i] = tables
                if y == lo and lo > 0 and (near | hero) & _DOWN:
                    _put(low_cut, a, i, _square_tables(x, y, h, near & ~_DOWN, hero & ~_DOWN, enter & ~_DOWN))
                if y == hi - 1 and hi < h and (near | hero) & _UP:
                    _put(high_cut, a, i, _square_tables(x, y, h, near & ~_UP, hero & ~_UP, enter & ~_UP))
        out.append((full, low_cut, high_cut))
    return tuple(out)


_SQUARE_TABLES: dict = {}


def _square_tables(x: int, y: int, h: int, near: int, hero: int, other: int) -> tuple:
    """The tables of square (x, y) of a tower h rows high whose open edges are
    the DIRS bit masks near (adjacency), hero and other (who may step across):
    (adjacent cells, hero steps, other figures' steps, hero steps with their
    direction, adjacent squares, hero step squares; see TABLES). Memoised
    across games: towers differ, but a given square with the same open edges
    recurs from game to game, and the tuples are immutable."""
    key = (x, y, h, near, hero, other)
    found = _SQUARE_TABLES.get(key)
    if found is None:
        if len(_SQUARE_TABLES) > 50000:         # (a safety bound: 400 towers of each size make ~1600)
            _SQUARE_TABLES.clear()
        near_c, hero_c, other_c, dirs, near_sq, hero_sq = [], [], [], [], [], []
        for bit, d, n in ((_UP, "up", (x, y + 1)), (_DOWN, "down", (x, y - 1)), (_LEFT, "left", (x - 1, y)),
                          (_RIGHT, "right", (x + 1, y))):
            if near & bit:
                near_c.append(n)
                near_sq.append(n[0] * h + n[1])
            if hero & bit:
                hero_c.append(n)
                hero_sq.append(n[0] * h + n[1])
                dirs.append((d, n))
            if other & bit:
                other_c.append(n)
        found = _SQUARE_TABLES[key] = (tuple(near_c), tuple(hero_c), tuple(other_c), tuple(dirs), tuple(near_sq),
                                       tuple(hero_sq))
    return found


def _new_piece() -> tuple:
    return {}, {}, {}, {}, {}, {}


def _put(piece: tuple, a, i: int, tables: tuple) -> None:
    """One square's tables (_square_tables) into a piece: keyed by cell, then by square."""
    piece[0][a], piece[1][a], piece[2][a], piece[3][a], piece[4][i], piece[5][i] = tables


def compose_levels(pieces: tuple, status: list) -> list[dict]:
    """Lay the pieces of the revealed levels of `status` over each other: a
    level's own rows, then its cut bottom/top row where the level below/above
    is not revealed (dict.update keeps each square's place: row by row from
    the bottom, as building them square by square would)."""
    out = [{} for _ in pieces[0][0]] if pieces else []
    levels = len(pieces)
    for level, state in enumerate(status[:levels]):
        if state != "revealed":
            continue
        full, low_cut, high_cut = pieces[level]
        parts = [full]
        if level == 0 or status[level - 1] != "revealed":
            parts.append(low_cut)
        if level + 1 >= levels or status[level + 1] != "revealed":
            parts.append(high_cut)
        for part in parts:
            for table, rows in zip(out, part):
                table.update(rows)
    return out


def _topology(w: World) -> dict:
    """Adjacency and enterable neighbours of every cell for the current tower
    (they change only when a level is revealed or removed, so they are cached
    per level status in world.cache)."""
    status = w.res["level_status"]
    # rules and AI ask for this tens of times per action: check the last tower
    # built before hashing the level status for the per-status table
    last = w.cache.get("topology_last")
    if last is not None and last[0] == status:
        return last[1]
    key = ("topology", tuple(status))
    topo = w.cache.get(key)
    if topo is None:
        topo = dict(zip(TABLES, compose_levels(level_pieces(board(w), len(status) - 1), status)))
        topo[True] = topo["steps"]          # a hero enters exactly the squares of its steps: one table
        w.cache[key] = topo
    w.cache["topology_last"] = (list(status), topo)
    return topo


def square_tables(w: World) -> tuple[dict, dict]:
    """(adjacency, hero_steps) with integer squares x * height + y (see TABLES)."""
    topo = _topology(w)
    return topo["adj_sq"], topo["steps_sq"]


def adjacency(w: World) -> dict:
    """{cell: cells adjacent to it} for attacks and zones of control (see adjacent)."""
    return _topology(w)["adj"]


def entries(w: World, hero: bool) -> dict:
    """{cell: cells a figure may step into from it} (see can_enter), for searches
    that would otherwise ask can_enter about every square."""
    return _topology(w)[hero]


def hero_step_dirs(w: World) -> dict:
    """{cell: (direction, cell) of each step a hero may take from it, in DIRS order}."""
    return _topology(w)["step_dirs"]


def hero_steps(w: World) -> dict:
    """{cell: the cells a hero may step into from it, in DIRS order}."""
    return _topology(w)["steps"]


def adjacent(w: World, cell) -> list:
    """Cells adjacent for attacks and zones of control (walls, platforms and
    one-way platforms break adjacency; ladders through platforms do not)."""
    return list(_topology(w)["adj"].get(tuple(cell), ()))


def adjacent_enemies(w: World, cell, occ: dict | None = None) -> list[int]:
    # (_topology's check of the last tower spelled out: rules and AI ask this
    # some 250 times per game, and the call was a good part of the cost)
    last = w.cache.get("topology_last")
    topo = last[1] if last is not None and last[0] == w.res["level_status"] else _topology(w)
    near = topo["adj"].get(tuple(cell), ())
    figures = w.stores.get(Figure, {})
    occ = occupancy(w) if occ is None else occ
    out = []
    for c in near:          # (a loop, not a comprehension and its call: asked twice per step)
        e = occ.get(c)
        if e is not None and figures[e].kind != "hero":
            out.append(e)
    out.sort()
    return out


def adjacent_heroes(w: World, cell) -> list[int]:
    """Seats whose hero stands next to `cell` (asks the few heroes where they
    are rather than mapping every figure)."""
    near = _topology(w)["adj"].get(tuple(cell), ())
    return [seat for seat in range(len(w.res["players"])) if hero_cell(w, seat) in near]


def can_enter(w: World, a, b, hero: bool) -> bool:
    """Edge and area check for one orthogonal move a -> b (ignores figures)."""
    return tuple(b) in _topology(w)[hero].get(tuple(a), ())


def push_options(w: World, eid: int, frm, mover_from, occ: dict | None = None) -> list:
    """Free squares adjacent to `frm` where a pushed figure may be put."""
    boss_only = w.stores[Figure][eid].kind == "boss"
    occ = occupancy(w) if occ is None else occ
    # same_zone(w, frm, c) and in_boss_level(w, c) spelled out with the boss level at hand, in a loop
    # rather than a comprehension: the AI asks about every figure next to its path
    boss = len(w.res["level_status"]) - 1
    sealed = frm[1] // LEVEL_H == boss
    out = []
    # the squares it may step into (can_enter), in DIRS order, read from the table
    for c in _topology(w)[False].get(tuple(frm), ()):
        if (c not in occ or c == mover_from) and (c[1] // LEVEL_H == boss) == sealed and (not boss_only or sealed):
            out.append(c)
    return out


def hero_step_ok(w: World, seat: int, b, occ: dict | None = None) -> bool:
    """May the hero of `seat` step into b now (can_enter; into a figure only if
    it is no slippery enemy and has a square to be pushed to)?"""
    # hero_cell, _topology's last-tower check, stats and push_options spelled out,
    # with a found push square ending the search: the planner asks this for every
    # first step into a figure (~50 times per game). tests/platformer/test_pf_step_ok.py
    # compares it with those functions composed.
    store = w.stores.get(Pos)
    pos = store.get(w.res["players"][seat]["eid"]) if store else None
    if pos is None:
        return False
    a = (pos.x, pos.y)
    status = w.res["level_status"]
    last = w.cache.get("topology_last")
    topo = last[1] if last is not None and last[0] == status else _topology(w)
    b = tuple(b)
    if b not in topo[True].get(a, ()):                 # (can_enter)
        return False
    occ = occupancy(w) if occ is None else occ
    other = occ.get(b)
    if other is None:
        return True
    fig = w.stores[Figure][other]
    if fig.kind == "hero":
        boss_only = False
    elif fig.kind == "boss":                            # (stats: a boss has no ability, is pushed only inside)
        boss_only = True
    elif content().enemies[fig.ref]["ability"] == "slippery":
        return False
    else:
        boss_only = False
    boss = len(status) - 1
    sealed = b[1] // LEVEL_H == boss
    if boss_only and not sealed:
        return False
    for c in topo[False].get(b, ()):
        if (c not in occ or c == a) and (c[1] // LEVEL_H == boss) == sealed:
            return True
    return False


def move_hero(w: World, seat: int, b, events: list[Event], provoke: bool = True, how: str = "step") -> None:
    """The active hero moves into b: zone-of-control attacks, push, arrival."""
    eid = w.res["players"][seat]["eid"]
    pos = w.stores[Pos][eid]          # (hero_eid and hero_cell spelled out: every step comes here)
    a = (pos.x, pos.y)
    figs = occupancy(w)       # attacks move nobody, so this map serves the whole step (a snapshot: never changed)
    occ = figs.get(b)
    # The push attack *is* the zone-of-control attack (the rulebook: the pushed
    # enemy attacks "because you moved from a square adjacent to it"), so what
    # cancels one cancels the other: Void portals and the no_provoke passive.
    zoc = provoke and not passives(w, seat)["no_provoke"]
    attackers = adjacent_enemies(w, a, figs) if zoc else []
    if occ is not None and w.get(occ, Figure).kind != "hero":
        if ability(w, seat)["kind"] == "safe_push":
            attackers = [e for e in attackers if e != occ]
        elif zoc and occ not in attackers:
            attackers.append(occ)     # pushing an enemy provokes it (also entering the boss level)
    for enemy in attackers:
        if enemy_attacks(w, enemy, seat, events):
            return                     # knocked out: no move, no push
    move(w, eid, b)
    emit(events, "move", eid=eid, seat=seat, frm=a, to=b, how=how)
    if occ is not None:
        options = push_options(w, occ, b, a, figs)     # (b's neighbours: our hero's move changes none)
        w.remove(occ, Pos)             # held aside until the mover picks a square
        emit(events, "push_start", eid=occ, frm=b)
        if occ != eid and w.get(occ, Figure).kind == "hero":
            w.res["flags"].append(("push_hero", seat))
        # the pushed enemy had its one chance to attack (even if safe_push stopped it)
        w.res["turn"]["push"] = {"eid": occ, "options": [list(c) for c in options], "seat": seat,
                                 "thorns": zoc, "attacked": attackers + [occ]}
        if len(options) == 1:
            resolve_push(w, tuple(options[0]), events)
        return
    arrive(w, seat, b, events, thorns=zoc, attacked=attackers)


def resolve_push(w: World, cell, events: list[Event]) -> None:
    pending = w.res["turn"].pop("push")
    eid, seat = pending["eid"], pending["seat"]
    w.add(eid, Pos(*cell))
    fig = w.get(eid, Figure)
    emit(events, "pushed", eid=eid, ref=fig.ref, to=tuple(cell))
    if fig.kind == "hero":
        arrive(w, fig.seat, tuple(cell), events, thorns=False)
    mover = hero_cell(w, seat)
    if mover is not None:
        arrive(w, seat, mover, events, thorns=pending.get("thorns", True), attacked=pending.get("attacked", ()))


def arrive(w: World, seat: int, cell, events: list[Event], thorns: bool = True, attacked=()) -> None:
    """A hero entered a square: trap, pick-ups, level reveal, thorny enemies.

    Thorny enemies attack a hero that moves next to them. Like any attack a
    move provokes, portals and no_provoke cancel it (thorns=False), and an
    enemy that already attacked during this step (zone of control or push)
    does not attack again (`attacked`)."""
    b = board(w)
    if cell in b.traps and not passives(w, seat)["trap_immune"]:
        emit(events, "trap", seat=seat, cell=cell)
        w.res["flags"].append(("take_trap", seat))
        if wound_hero(w, seat, 1, events, source="trap"):
            return
    pick_up(w, seat, cell, events)
    if hero_cell(w, seat) is None:
        return
    if cell[1] % LEVEL_H == LEVEL_H - 1:
        maybe_reveal(w, cell, events)       # (only a level's top row may reveal the next one)
    if cell[1] // LEVEL_H == len(w.res["level_status"]) - 1:       # (in_boss_level inlined)
        maybe_seal_boss_level(w, events)
    if thorns:
        figures, cards = w.stores[Figure], content().enemies
        for enemy in adjacent_enemies(w, cell):
            fig = figures[enemy]        # (stats(w, enemy) spelled out: the boss has no ability)
            if fig.kind != "boss" and cards[fig.ref]["ability"] == "thorns" and enemy not in attacked \
                    and w.res["result"] is None:
                if enemy_attacks(w, enemy, seat, events):
                    return


def teleport_hero(w: World, seat: int, cell, events: list[Event]) -> None:
    """Void portal: no zone-of-control attacks, pushing allowed."""
    emit(events, "portal", seat=seat, frm=hero_cell(w, seat), to=cell)
    w.res["flags"].append(("use_portal", seat))
    move_hero(w, seat, cell, events, provoke=False, how="portal")


def portal_targets(w: World, seat: int) -> list:
    a = hero_cell(w, seat)
    b = board(w)
    if a is None or a not in b.portals:
        return []
    level = a[1] // LEVEL_H
    occ = occupancy(w)
    out = []
    for c in b.in_level(b.portals, level):
        if c == a:
            continue
        o = occ.get(c)
        if o is not None and (w.get(o, Figure).kind != "hero" and stats(w, o)["ability"] == "slippery"
                              or not push_options(w, o, c, a)):
            continue
        out.append(c)
    return out


# -- enemies -----------------------------------------------------------------------
def shove_dirs(w: World, seat: int, eid: int, occ: dict | None = None) -> list[str]:
    """Directions a monster symbol may move this enemy one square (even off a
    platform): into a free, open, active square on the active hero's side of
    the sealed boss level; never a slippery enemy."""
    return shove_dirs_from(w, hero_cell(w, seat), eid, occ)


def shove_dirs_from(w: World, hero, eid: int, occ: dict | None = None, enter: dict | None = None) -> list[str]:
    """shove_dirs for the active hero standing on `hero` (for callers asking
    about every enemy; they may pass entries(w, hero=False) once as `enter`)."""
    pos = w.try_get(eid, Pos)
    if hero is None or pos is None or w.get(eid, Figure).kind == "hero":
        return []
    a = (pos.x, pos.y)
    if not same_zone(w, hero, a) or stats(w, eid)["ability"] == "slippery":
        return []
    occ = occupancy(w) if occ is None else occ
    # the squares it may step into come in DIRS order: their directions, in that order
    return [DIR_OF[(b[0] - a[0], b[1] - a[1])] for b in (_topology(w)[False] if enter is None else enter).get(a, ())
            if b not in occ]


def shove_ok(w: World, seat: int, eid: int, d: str, occ: dict | None = None) -> bool:
    return d in shove_dirs(w, seat, eid, occ)


def shove(w: World, eid: int, d: str, events: list[Event]) -> None:
    pos = w.get(eid, Pos)
    a = (pos.x, pos.y)
    move(w, eid, step_to(a, d))
    emit(events, "shove", eid=eid, ref=w.get(eid, Figure).ref, frm=a, to=(pos.x, pos.y))


def enemy_die_move(w: World, dx: int, events: list[Event]) -> None:
    """Every enemy moves one square left or right at once, never off its platform."""
    b = board(w)
    floor, walls = b.floor, b.walls
    bottom = bottom_row(w)
    figures, where = w.stores[Figure], w.stores.get(Pos, {})
    cards = content().enemies
    # enemies(w) but the lumbering ones (they never move: stats(w, eid) spelled out), the one ahead
    # in the move's direction first (ties by id), in one sort: the die moves them every other turn
    movers = sorted([(-pos.x * dx, eid) for eid, fig in figures.items() if fig.kind != "hero"
                     and (pos := where.get(eid)) is not None
                     and (fig.kind == "boss" or cards[fig.ref]["ability"] != "lumbering")])
    occ = dict(occupancy(w))     # kept up to date as they move
    for _ahead, eid in movers:
        pos = where[eid]
        x, y = pos.x, pos.y
        t = (x + dx, y)
        a = (x, y)
        # off the tower, through a wall (b.wall_between spelled out: the wall is on the left edge of
        # the right-hand square), onto a figure, or off its platform (the map's lowest row is ground)
        if not (0 <= x + dx < WIDTH) or (t if dx > 0 else a) in walls or t in occ:
            continue
        if y != bottom and (t not in floor or a not in floor):
            continue
        del occ[a]
        occ[t] = eid
        move(w, eid, t)
        emit(events, "enemy_move", eid=eid, ref=figures[eid].ref, frm=a, to=t)


def enemies_attack_all(w: World, events: list[Event]) -> None:
    """Every enemy, by id, attacks every hero next to it, seat by seat."""
    adj = _topology(w)["adj"]
    # adjacent_heroes per enemy, with the heroes' squares read once: an attack
    # moves nobody, it only takes a knocked-out hero off the map
    heroes = [hero_cell(w, seat) for seat in range(len(w.res["players"]))]
    where = w.stores[Pos]
    for eid, fig, pos in enemies(w):
        if eid not in where:        # (still on the map: w.alive and w.try_get without two calls per enemy)
            continue
        near = adj.get((pos.x, pos.y), ())
        for seat, cell in enumerate(heroes):
            if cell is None or cell not in near:
                continue
            if w.res["result"] is not None:
                return
            if enemy_attacks(w, eid, seat, events):
                heroes[seat] = None


# -- gravity -----------------------------------------------------------------------
def gravity(w: World, events: list[Event], drop_seat: int | None = None) -> None:
    """Everything unsupported falls until it lands. Heroes on ladders hold
    (except drop_seat's hero, who chose to fall); traps wound falling heroes;
    gold and gems never fall; falling provokes no attacks and pushes nobody."""
    b = board(w)
    bottom = bottom_row(w)
    occ = occupancy(w)
    figures = w.stores[Figure]
    # A figure on a platform stands whatever happens around it, and most figures are: only the
    # others may fall, picked by a set difference (in C, not a loop over every figure).
    loose = occ.keys() - b.floor
    # whether anything falls (the answer does not depend on the order they are looked at in)
    for cell in loose:
        if cell[1] <= bottom or (cell[0], cell[1] - 1) in occ:
            continue
        fig = figures[occ[cell]]
        if fig.kind == "hero" and cell in b.ladders and fig.seat != drop_seat:
            continue
        break           # this one falls (the loop below tells the same per figure)
    else:
        return          # everything stands on something, as at most turns' end: nothing moves
    occ = dict(occ)     # kept up to date as they fall
    # from the lowest up (ties by id), as w.query(Figure, Pos) sorted by height would give them,
    # leaving out those on a platform: they would not move, emit nothing nor change `occ`
    for _y, eid, cell in sorted([(cell[1], occ[cell], cell) for cell in loose]):
        fig = figures[eid]
        start = cell
        while True:
            if cell[1] <= bottom or cell in b.floor or (cell[0], cell[1] - 1) in occ:
                break
            if fig.kind == "hero" and cell in b.ladders and fig.seat != drop_seat:
                break
            del occ[cell]
            cell = (cell[0], cell[1] - 1)
            occ[cell] = eid
            move(w, eid, cell)
            if fig.kind == "hero" and cell in b.traps and not passives(w, fig.seat)["trap_immune"]:
                emit(events, "fall", eid=eid, ref=fig.ref, frm=start, to=cell)
                start = cell
                emit(events, "trap", seat=fig.seat, cell=cell)
                w.res["flags"].append(("take_trap", fig.seat))
                if wound_hero(w, fig.seat, 1, events, source="trap"):
                    occ.pop(cell, None)
                    break
        if start != cell and w.try_get(eid, Pos) is not None:
            emit(events, "fall", eid=eid, ref=fig.ref, frm=start, to=cell)
        if fig.kind == "hero" and w.try_get(eid, Pos) is not None and start != cell:
            pick_up(w, fig.seat, cell, events)


# -- levels ------------------------------------------------------------------------
def spawn_level(w: World, level: int, events: list[Event]) -> None:
    """Place a revealed level's gold, gems and enemies (or set up the boss)."""
    b = board(w)
    for cell in b.in_level(b.gold, level):
        w.spawn(Token("gold"), Pos(*cell))
    for cell in b.in_level(b.gems, level):
        w.spawn(Token("gem"), Pos(*cell))
    occ = occupancy(w)
    if level == boss_level(w):
        boss = content().bosses[w.res["boss"]]
        spots = [c for c in b.in_level(b.boss_spawns, level) if c not in occ]
        spot = rng(w).choice(spots) if spots else b.in_level(b.boss_spawns, level)[0]
        eid = w.spawn(Figure("boss", boss["id"]), Pos(*spot))
        emit(events, "boss_appears", eid=eid, ref=boss["id"], cell=spot)
        for cell in b.in_level(b.boss_tokens, level):
            w.spawn(Token(boss["square_token"]), Pos(*cell))
        return
    card = w.res["enemy_cards"][level]
    for cell in b.in_level(b.spawns, level):
        if cell not in occ:
            eid = w.spawn(Figure("enemy", card), Pos(*cell))
            emit(events, "enemy_spawn", eid=eid, ref=card, cell=cell)


def maybe_reveal(w: World, cell, events: list[Event]) -> None:
    if cell[1] % LEVEL_H != LEVEL_H - 1:
        return          # not a level's top row (most arrivals): nothing to reveal
    status = w.res["level_status"]
    top = highest_level(w)
    if cell[1] != top * LEVEL_H + LEVEL_H - 1 or top + 1 >= len(status) or status[top + 1] != "hidden":
        return
    status[top + 1] = "revealed"
    emit(events, "reveal", level=top + 1, card=w.res["enemy_cards"][top + 1]
         if top + 1 < len(w.res["enemy_cards"]) else w.res["boss"])
    spawn_level(w, top + 1, events)


def clear_level(w: World, level: int, events: list[Event]) -> None:
    lo, hi = level * LEVEL_H, level * LEVEL_H + LEVEL_H
    for eid, pos in list(w.query(Pos)):
        if lo <= pos.y < hi:
            fig = w.try_get(eid, Figure)
            if fig is not None and fig.kind == "hero":
                knock_out(w, fig.seat, events)
            else:
                w.despawn(eid)
    w.res["level_status"][level] = "removed"
    emit(events, "remove_level", level=level)


def maybe_seal_boss_level(w: World, events: list[Event]) -> None:
    """When the last hero enters the boss level, every other level goes. A hero
    knocked out up there counts as inside: it can only respawn there."""
    if "revealed" in w.res["level_status"][:-1]:
        def inside(seat):
            cell = hero_cell(w, seat)
            return player(w, seat)["ko_on_boss"] if cell is None else in_boss_level(w, cell)
        if all(inside(s) for s in range(len(w.res["players"]))):
            for level, s in enumerate(w.res["level_status"][:-1]):
                if s == "revealed":
                    clear_level(w, level, events)


def respawn_cells(w: World, seat: int) -> list:
    """Free squares of the map's lowest row, or the boss level's shops for a
    hero knocked out there (the nearest free squares if the shops are taken)."""
    b = board(w)
    occ = occupancy(w)
    if player(w, seat)["ko_on_boss"] and w.res["level_status"][-1] == "revealed":
        shops = b.in_level(b.shops, boss_level(w))
        free = [c for c in shops if c not in occ]
        if free:
            return free
        lo = boss_level(w) * LEVEL_H
        cand = [(x, y) for x in range(WIDTH) for y in range(lo, lo + LEVEL_H) if (x, y) not in occ]
        if not cand:
            return []
        dist = lambda c: min(abs(c[0] - s[0]) + abs(c[1] - s[1]) for s in shops)  # noqa: E731
        best = min(dist(c) for c in cand)
        return [c for c in cand if dist(c) == best]
    row = bottom_row(w)
    return [(x, row) for x in range(WIDTH) if (x, row) not in occ]
