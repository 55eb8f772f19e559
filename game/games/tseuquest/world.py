"""Read-side helpers over TseuQuest's state (a World) shared by the systems:
content and board, the current grid (walls + door states), figures and
squares, line of sight, and the dice a figure rolls."""
from __future__ import annotations

from game.engine.chance import Rng, roll
from game.engine.doors import Doors, version_of
from game.engine.grid import Grid
from game.engine.protocol import Event
from game.engine.sight import CORNER_BLOCKS, cells_crossed, cover_count
from game.engine.state import World

from .board import Board, load_board
from .components import Figure, Kit, Pos, Scenery
from .content import Content, load_content

MB = 0                 # the Evil Wizard's seat
DIRS = ((1, 0), (0, 1), (-1, 0), (0, -1))
SEARCH_RADIUS = 4
PASSABLE_EDGES = frozenset({"door_open", "ruined"})
BLOCKING_EDGES = ("wall", "door_closed")


def content() -> Content:
    return load_content()


def emit(events: list[Event], kind: str, /, **data) -> None:
    events.append(Event(kind, data))


def revealed(events: list[Event], what: str) -> None:
    """Hidden information came out: a "reveal" event (an undo barrier, protocol.CHANCE_EVENTS)."""
    events.append(Event("reveal", {"what": what}))


def rng(w: World) -> Rng:
    return Rng(w.res["rng"])


def board(w: World) -> Board:
    arena = w.res.get("arena")
    if arena:        # a board drawn as text (tests and scenarios)
        key = ("arena", repr(arena))
        b = w.cache.get(key)
        if b is None:
            from .board import arena_board
            b = w.cache[key] = arena_board(arena["rows"], goal=arena.get("goal", "kill:osmund"),
                                           start=arena.get("start"), exits=arena.get("exits", ()),
                                           levers=arena.get("levers"), zones=arena.get("zones"),
                                           noise=arena.get("noise", ""), round_limit=arena.get("round_limit", 30))
        return b
    return load_board(w.res["adventure"], w.res.get("maps_folder"))


def per_map(w: World, name: str, build):
    """build(board(w)): data derived from the adventure's map alone, worked out
    once per loaded map and shared by every game on it (the maps' boards never
    change and live as long as the program, see load_board); a board drawn as
    text (tests) keeps its own in the state's cache."""
    key = ("per_map", name, w.res["adventure"])
    got = w.cache.get(key)
    if got is None:
        b = board(w)
        shared = _PER_MAP.get((name, id(b)))
        if shared is not None and shared[0] is b:
            got = shared[1]
        else:
            got = build(b)
            if not w.res.get("arena"):
                _PER_MAP[(name, id(b))] = (b, got)
        w.cache[key] = got
    return got


_PER_MAP: dict = {}        # (name, id(board)) -> (board, what build made of it)


def doors(w: World) -> Doors:
    return Doors(w.res["doors"], w.cache)      # the cache keeps the doors' version (never saved)


def doors_next_to(w: World, cell) -> tuple | list:
    """doors(w).next_to(cell): the doors on the square's four edges, in id order
    (callers only read it), from an index by square. Doors.next_to scans every
    door, and the move listing and the AI ask at every decision. A door's
    squares never change once added, and doors are only ever added, so the
    index is kept while the box and its size stay."""
    box = w.res["doors"]
    got = w.cache.get("doors_by_square")
    if got is None or got[0] is not box or got[1] != len(box):
        by_square: dict = {}
        for ident in sorted(box):
            for c in (tuple(box[ident]["a"]), tuple(box[ident]["b"])):
                by_square.setdefault(c, []).append(ident)
        got = w.cache["doors_by_square"] = (box, len(box), by_square)
    return got[2].get(tuple(cell), ())


# -- grid ------------------------------------------------------------------------
def _static_grid(w: World) -> Grid:
    key = ("static_grid", w.res["adventure"])
    g = w.cache.get(key)
    if g is None:
        b = board(w)
        # Shared by every game on the same loaded map (only ever cloned, never
        # changed): building and warming it costs a few per cent of a whole game.
        shared = _STATIC_GRIDS.get(id(b))
        if shared is not None and shared[0] is b:
            g = w.cache[key] = shared[1]
            return g
        g = Grid(b.width, b.height, PASSABLE_EDGES)
        for (a, c), kind in b.edges.items():
            if kind == "wall":
                g.set_edge(a, c, "wall")
            elif kind == "ruined":
                g.set_edge(a, c, "ruined")
        for cell in b.room:     # warm: every door state's grid is a copy, and only the squares by a door go cold
            g.neighbors4(cell)
        w.cache[key] = g
        if not w.res.get("arena"):      # the maps' boards live as long as the program (load_board's cache)
            _STATIC_GRIDS[id(b)] = (b, g)
    return g


_STATIC_GRIDS: dict = {}       # id(board) -> (board, its walls-only grid)


def grid(w: World) -> Grid:
    """Walls + ruined walls + every door in its current state (cached per door signature)."""
    ver = door_key(w)
    now = w.cache.get("grid_now")         # the latest grid first: asked many times per action
    if now is not None and now[0] == ver:
        return now[1]
    # Keyed by the edges the doors write, not by the door version: a door seen
    # or flagged leaves the edges alone, so the very same Grid object is kept,
    # and so are the answers cached per grid (los_test's lines through walls).
    key = ("grid", w.res["adventure"], doors(w).signature())
    g = w.cache.get(key)
    if g is None:
        g = w.cache[key] = _door_grid(w, key[2])
    w.cache["grid_now"] = (ver, g)
    return g


def _door_grid(w: World, signature: tuple) -> Grid:
    """The walls-only grid with the doors as `signature` (Doors.signature) writes
    them. Shared by every game on the same loaded map, like _static_grid (never
    changed once built): the games on a map go through the same door states
    again and again, and what is kept per grid then carries over (its neighbour
    tables, the lines through walls of _wall_lines)."""
    b = board(w)
    shared = _DOOR_GRIDS.get((id(b), signature))
    if shared is not None and shared[0] is b:
        return shared[1]
    g = _static_grid(w).clone()
    doors(w).apply(g)
    if not w.res.get("arena"):
        if len(_DOOR_GRIDS) >= 512:        # a bound for very long runs (a map meets a few dozen door states)
            _DOOR_GRIDS.clear()
            _WALL_LINES.clear()
        _DOOR_GRIDS[(id(b), signature)] = (b, g)
        _WALL_LINES[id(g)] = (g, {})
    return g


_DOOR_GRIDS: dict = {}     # (id(board), door signature) -> (board, its grid)


def door_key(w: World) -> int:
    """Changes whenever a door opens, closes, is found or seen: the doors' version
    (so the doors change only through Doors' methods)."""
    return version_of(w.res["doors"], w.cache)


def note_ref(w: World, eid: int, ref: str) -> None:
    """Remember every figure's content id by entity id, so the log can name it after it falls."""
    w.res.setdefault("refs", {})[str(eid)] = ref


def usable(w: World, cell) -> bool:
    return tuple(cell) in board(w).room


def party(w: World) -> list[str]:
    """Heroes in the party, in activation order (seat order from the MB's left, 3.5/4.1)."""
    roster = w.res["roster"]
    joined = [(r["seat"], r.get("order", 0), h) for h, r in roster.items() if r["status"] == "party"]
    return [h for _, _, h in sorted(joined)]


def party_needed(goal: dict) -> int:
    """The fewest adventurers that can meet a goal (escape:N needs N of them)."""
    return goal.get("count", 1) if goal["kind"] == "escape" else 1


def adventures_for(w: World, choices) -> list[str]:
    """The adventures of `choices` whose goal the party can meet (all of them if none can)."""
    size = w.res["options"]["party"]
    folder = w.res.get("maps_folder")
    fit = [a for a in choices if party_needed(load_board(a, folder).goal) <= size]
    return fit or list(choices)


# -- figures ---------------------------------------------------------------------
def fig(w: World, eid: int) -> Figure:
    return w.get(eid, Figure)


def cell_of(w: World, eid: int):
    p = w.try_get(eid, Pos)
    return None if p is None else (p.x, p.y)


class frozen:
    """`with frozen(w):` around a stretch in which the state does not change (an
    AI decision, a legality check): figures(), occupied() and scenery_at(),
    asked dozens of times per decision, are then worked out once and shared
    (their callers only read them). Nothing inside may change the state, nor
    clone it to change the copy (a clone would share the memo)."""

    __slots__ = ("w", "outer")

    def __init__(self, w: World) -> None:
        self.w = w

    def __enter__(self) -> None:
        self.outer = FROZEN in self.w.cache          # nested: the outer stretch owns the memo
        if not self.outer:
            self.w.cache[FROZEN] = {}

    def __exit__(self, *exc) -> None:
        if not self.outer:
            del self.w.cache[FROZEN]


FROZEN = "frozen"


def figures(w: World):
    """(eid, Figure, cell) of every figure on the board (placed or not)."""
    memo = w.cache.get(FROZEN)
    if memo is not None and "figures" in memo:
        return memo["figures"]
    kept = board_memo(w)
    out = kept.get("figures")
    if out is None:
        pos = w.stores.get(Pos, {})
        figs = w.stores.get(Figure, {})
        # in id order, as query() gives them; asked many times per action, so the
        # ids are sorted rather than (id, component) pairs and each Pos read once
        out = kept["figures"] = [(e, figs[e], (p.x, p.y)) for e in sorted(figs) if (p := pos.get(e)) is not None]
    if memo is not None:
        memo["figures"] = out
    return out


def occupied(w: World) -> dict:
    """{cell: eid} of every figure on the board (the truth, placed or not)."""
    memo = w.cache.get(FROZEN)
    if memo is not None and "occupied" in memo:
        return memo["occupied"]
    kept = board_memo(w)
    out = kept.get("occupied")
    if out is None:
        pos = w.stores.get(Pos, {})
        figs = w.stores.get(Figure, {})
        out = {}
        on_board = 0
        for e, p in pos.items():
            if e in figs:
                out[(p.x, p.y)] = e
                on_board += 1
        kept["occupied"] = out
        # no square holds two figures (one may pass a friend): move_figure may patch the map
        kept["one per square"] = len(out) == on_board
    if memo is not None:
        memo["occupied"] = out
    return out


def board_memo(w: World) -> dict:
    """A memo for figures(), occupied() and scenery_at() (callers only read them),
    kept while no figure or scenery piece moves, comes or goes: every such
    change bumps blocker_ver (see bump_blockers); a new entity or a removed
    square also changes next_id or the stores' sizes. The Pos store names the
    state: a clone (its own stores) starts its own memo. A figure moved by
    move_figure carries over what its move leaves alone."""
    pos = w.stores.get(Pos)
    stamp = _board_stamp(w, pos)
    got = w.cache.get("board_memo")
    if got is None or got[0] is not pos or got[1] != stamp:
        got = w.cache["board_memo"] = (pos, stamp, {})
    return got[2]


def _board_stamp(w: World, pos) -> tuple:
    return (w.res.get("blocker_ver", 0), w.next_id, len(pos) if pos else 0, len(w.stores.get(Figure, ())))


def move_figure(w: World, eid: int, cell) -> None:
    """Put the figure eid on `cell` and bump blocker_ver: every memo kept by it
    is worked out again, except the board memo, carried over patched. A walk
    moves its figure square by square and every step asks occupied() (friends
    passed) and unplaced() (discovery) again: rebuilt from the stores, they
    would cost more than the rest of the step. Carried over: scenery_at()
    (no scenery moved), unplaced() when the figure is placed (it is not
    listed), and occupied() unless a square holds two figures before or after
    (one passing a friend: occupied() then names the one the stores list
    last, which a rebuild works out). Anything else kept there is dropped:
    figures() (asked after a walk, not at its steps) and derived data of
    other modules."""
    pos = w.stores[Pos]
    memo = w.cache.get("board_memo")
    before = memo[2] if memo is not None and memo[0] is pos and memo[1] == _board_stamp(w, pos) else None
    p = pos[eid]
    old = (p.x, p.y)
    p.x, p.y = cell = tuple(cell)
    bump_blockers(w)
    if not before:
        return
    kept = board_memo(w)
    if "scenery" in before:
        kept["scenery"] = before["scenery"]
    if "unplaced" in before and w.stores[Figure][eid].placed:
        kept["unplaced"] = before["unplaced"]
    occ = before.get("occupied")
    if occ is not None and before["one per square"] and cell not in occ:
        occ = dict(occ)                 # a new dict: a caller may still hold the old one
        del occ[old]
        occ[cell] = eid
        kept["occupied"] = occ
        kept["one per square"] = True


def on_board(w: World, eid: int) -> bool:
    return w.alive(eid) and w.try_get(eid, Pos) is not None and w.try_get(eid, Figure) is not None


def standing(f: Figure) -> bool:
    """Figures in a pit, prone or buried do not block sight (10.3-A: 'en pie')."""
    st = f.status
    return not (st.get("prone") or st.get("pit") or st.get("buried"))


def enemies_of(w: World, eid: int, placed_only: bool = True):
    side = fig(w, eid).side
    return [(e, f, c) for e, f, c in figures(w) if f.side != side and (f.placed or not placed_only)]


def friends_of(w: World, eid: int):
    """The figure's companions on the board (placed: the MB's figures still in its book are not)."""
    side = fig(w, eid).side
    return [(e, f, c) for e, f, c in figures(w) if f.side == side and e != eid and f.placed]


def adjacent(a, b) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def neighbours(cell):
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in DIRS]


def adjacent_enemies(w: World, eid: int) -> list[int]:
    """Placed enemies orthogonally adjacent (no wall check: adjacency is geometric, 8.1)."""
    c = cell_of(w, eid)
    if c is None:
        return []
    g = grid(w)
    out = []
    for e, f, ec in enemies_of(w, eid):
        if adjacent(c, ec) and not g.blocks_move(c, ec) and g.edge(c, ec) != "wall":
            out.append(e)
    return out


def engaged(w: World, eid: int) -> bool:
    return bool(adjacent_enemies(w, eid))


def melee_targets(w: World, eid: int) -> list[int]:
    """8.1: placed enemies orthogonally adjacent, with no wall or closed door between."""
    memo = w.cache.get(FROZEN)      # asked several times per decision (listing, AI tests, searches)
    if memo is not None:
        got = memo.get(("melee_targets", eid))
        if got is None:
            got = memo[("melee_targets", eid)] = _melee_targets(w, eid)
        return got
    return _melee_targets(w, eid)


def _melee_targets(w: World, eid: int) -> list[int]:
    me = cell_of(w, eid)
    if me is None:
        return []
    g = grid(w)
    side = fig(w, eid).side
    occ = occupied(w)
    figs = w.stores[Figure]
    mx, my = me
    out = []
    for c in ((mx + 1, my), (mx, my + 1), (mx - 1, my), (mx, my - 1)):      # the four squares, not every figure
        e = occ.get(c)
        if e is not None:
            f = figs[e]
            if f.side != side and f.placed and not g.blocks_move(me, c) and not f.status.get("buried"):
                out.append(e)
    out.sort()          # in id order, as figures() lists them
    return out


def stats(w: World, eid: int) -> dict:
    f = fig(w, eid)
    c = content()
    if f.kind == "adventurer":
        return c.adventurers[f.ref]
    return c.monster(f.ref)


def kit(w: World, eid: int) -> Kit:
    k = w.try_get(eid, Kit)
    if k is None:
        k = Kit()
        w.add(eid, k)
    return k


def item_bonus(w: World, eid: int, key: str) -> int:
    k = w.try_get(eid, Kit)
    if k is None:
        return 0
    c = content()
    return sum(c.items[i].get(key, 0) for i in k.items if i in c.items)


def max_life(w: World, eid: int) -> int:
    return stats(w, eid)["life"] + item_bonus(w, eid, "life")


def max_mind(w: World, eid: int) -> int:
    return stats(w, eid)["mind"] + item_bonus(w, eid, "mind")


def magic_capable(w: World, eid: int) -> bool:
    f = fig(w, eid)
    if f.kind == "adventurer":
        return stats(w, eid)["magic"] > 0
    if f.kind == "antagonist":
        return stats(w, eid).get("chaos", 0) > 0
    return False


def buff(w: World, eid: int, stat: str) -> int:
    return sum(le["amount"] for le in w.res.get("lasting", ()) if le.get("target") == eid
               and le.get("kind") == "buff" and le.get("stat") == stat)


def usable_weapons(w: World, eid: int, ranged: bool) -> list[str]:
    """Weapons the figure may use now (not dropped, broken or jammed)."""
    k = w.try_get(eid, Kit)
    if k is None:
        return []
    c = content()
    key = "shot" if ranged else "attack"
    return [wp for wp in k.weapons if wp in c.weapons and c.weapons[wp][key] > 0 and wp not in k.lost]


def attack_dice(w: World, eid: int, weapon: str | None) -> int:
    n = stats(w, eid)["attack"] + buff(w, eid, "attack")
    if weapon:
        n += content().weapons[weapon]["attack"]
    act_ = w.res.get("act")
    if act_ and act_.get("fid") == eid:
        n += act_.get("attack_bonus", 0) + (1 if act_.get("charge") else 0)
    return max(0, n)


def defence_dice(w: World, eid: int) -> int:
    """Melee defence: the figure's own dCom + armour/shield + items + spells; halved prone (6.15)."""
    f = fig(w, eid)
    n = stats(w, eid)["defence"] + buff(w, eid, "defence") + item_bonus(w, eid, "defence")
    k = w.try_get(eid, Kit)
    if k is not None:
        c = content()
        n += sum(c.armour[a]["defence"] for a in k.armour if a in c.armour and a not in k.lost)
    n += f.status.get("potion_def", 0)
    if f.status.get("prone"):
        n //= 2
    return max(0, n)


def shot_dice(w: World, eid: int, weapon: str | None) -> int:
    if weapon:
        return content().weapons[weapon]["shot"]
    return stats(w, eid).get("shot", 0) if fig(w, eid).kind != "adventurer" else 0


def shot_defence_dice(w: World, eid: int) -> int:
    """Only gear that says so (9.6), or the monster card's value, plus spells; halved prone."""
    f = fig(w, eid)
    n = buff(w, eid, "shot_defence")
    if f.kind == "adventurer":
        k = w.try_get(eid, Kit)
        c = content()
        if k is not None:
            n += sum(c.armour[a]["shot_defence"] for a in k.armour if a in c.armour and a not in k.lost)
    else:
        n += stats(w, eid).get("shot_defence", 0)
    if f.status.get("prone"):
        n //= 2                  # 6.15: prone, half its dice against missiles too
    return max(0, n)


def block_face(w: World, eid: int) -> str:
    """8.8: adventurers (and their elementals) block with the kite shield, the MB's figures with the oval."""
    return "kite" if fig(w, eid).side == "adv" else "oval"


# -- scenery ---------------------------------------------------------------------
def scenery_at(w: World) -> dict:
    """{cell: (eid, Scenery)} for every scenery piece (placed or not)."""
    memo = w.cache.get(FROZEN)
    if memo is not None and "scenery" in memo:
        return memo["scenery"]
    kept = board_memo(w)
    out = kept.get("scenery")
    if out is None:
        pos = w.stores.get(Pos, {})
        scen = w.stores.get(Scenery, {})
        # in id order, as query() gives them (sorted ids rather than (id, component) pairs)
        out = kept["scenery"] = {(p.x, p.y): (e, scen[e]) for e in sorted(scen) if (p := pos.get(e)) is not None}
    if memo is not None:
        memo["scenery"] = out
    return out


def scenery_row(kind: str) -> dict:
    return content().scenery[kind]


# -- sight -------------------------------------------------------------------------
def _corner_rule(w: World) -> str:
    return w.res["options"].get("corner_rule", "blocks")


def sight_blockers(w: World, ignore=()) -> frozenset:
    """Squares that block sight: standing figures and total-cover scenery (the truth)."""
    ver = w.res.get("blocker_ver", 0)
    got = w.cache.get("blockers")
    if got is not None and got[0] == ver and not ignore:
        return got[1]
    pos = w.stores.get(Pos, {})
    out = {(p.x, p.y) for e, f in w.stores.get(Figure, {}).items()
           if standing(f) and e not in ignore and (p := pos.get(e)) is not None}
    walls = _total_cover_kinds()
    for e, s in w.stores.get(Scenery, {}).items():
        if s.kind in walls and (p := pos.get(e)) is not None:
            out.add((p.x, p.y))
    base = frozenset(out)
    if not ignore:
        w.cache["blockers"] = (ver, base)        # the latest only: versions never come back
    return base


def _total_cover_kinds() -> frozenset:
    """Scenery kinds that block sight (worked out once per loaded content)."""
    c = content()
    if _TOTAL_COVER[0] is not c:
        _TOTAL_COVER[:] = [c, frozenset(k for k, row in c.scenery.items() if row["cover"] == "total")]
    return _TOTAL_COVER[1]


_TOTAL_COVER: list = [None, frozenset()]


def bump_blockers(w: World) -> None:
    """Call after any change to figures' squares/standing or to scenery."""
    w.res["blocker_ver"] = w.res.get("blocker_ver", 0) + 1


def has_los(w: World, a, b) -> bool:
    return los_test(w)(a, b)


def los_test(w: World):
    """has_los as a function of (a, b) for a state that does not change while
    it is used: the grid and blockers are looked up once. Discovery and the
    invariants ask about the same pairs after every action, so the answers are
    remembered while the doors (the grid) and the blockers stay the very same
    cached objects.

    Blockers change with every step, the grid only with the doors, and a line
    the walls and doors alone block stays blocked whatever squares block sight
    besides (blocking squares only ever add blocking): so whether the walls
    alone block a line is kept per grid (with a grid shared across games, by
    every game on it: _wall_lines), and most pairs (across walls) are
    answered from that.

    With the "blocks" corner rule a line the walls leave open is blocked
    exactly when a blocking square is among the squares it touches (crossed,
    or beside a corner it passes: sight.cover_count closes a corner's side on
    a blocking square, and one closed side blocks); so for those lines the
    touched squares are kept per grid too, and a new set of blockers is tested
    against them without tracing the line again."""
    g, ver, rule = grid(w), w.res.get("blocker_ver", 0), _corner_rule(w)
    memo = w.cache.get("los")
    if memo is not None and memo[0] is g and memo[1] == ver and memo[2] == rule:
        return memo[5]          # the same test: asked for every pair of some loops
    walls = memo[4] if memo is not None and memo[0] is g and memo[2] == rule else _wall_lines(g, rule)
    seen: dict = {}
    by_cells = rule == CORNER_BLOCKS
    # the blockers (rebuilt after every step) only once a line the walls leave
    # open needs them: most lines asked about cross a wall
    blockers = None

    def test(a, b) -> bool:
        if a == b:
            return True
        pair = (a, b)
        got = seen.get(pair)
        if got is None:
            open_ = walls.get(pair)      # False: walls block; else the touched squares (or True)
            if open_ is None:
                open_ = walls[pair] = cover_count(g, a, b, corner_rule=rule) is not None and \
                    (tuple(cells_crossed(a, b)) if by_cells else True)
            if open_ is False:
                got = False
            else:
                nonlocal blockers
                if blockers is None:
                    blockers = sight_blockers(w)
                if by_cells:
                    got = blockers.isdisjoint(open_)
                else:
                    got = cover_count(g, a, b, blocking_cells=blockers, corner_rule=rule) is not None
            seen[pair] = got
        return got
    w.cache["los"] = (g, ver, rule, seen, walls, test)
    return test


def _wall_lines(g: Grid, rule: str) -> dict:
    """los_test's answers for the lines through grid g's walls and doors (they
    depend on nothing else): kept with a grid shared across games (_door_grid),
    a new dict for any other grid."""
    kept = _WALL_LINES.get(id(g))
    return kept[1].setdefault(rule, {}) if kept is not None and kept[0] is g else {}


_WALL_LINES: dict = {}     # id(a grid of _DOOR_GRIDS) -> (it, {corner rule: {(a, b): what los_test keeps}})


def walls_open_test(w: World):
    """Whether the walls and doors alone leave the line a -> b open (what blocks
    sight besides aside), as a function of (a, b), from los_test's per-grid memo.
    A line they block is blocked whatever the blockers (see los_test)."""
    los_test(w)             # the memo now belongs to the current grid
    g, _ver, rule, _seen, walls, _test = w.cache["los"]
    by_cells = rule == CORNER_BLOCKS

    def test(a, b) -> bool:
        if a == b:
            return True
        open_ = walls.get((a, b))
        if open_ is None:
            open_ = walls[(a, b)] = cover_count(g, a, b, corner_rule=rule) is not None and \
                (tuple(cells_crossed(a, b)) if by_cells else True)
        return open_ is not False
    return test


def cover_dice(w: World, a, b) -> int | None:
    """Partial-cover dCom on the line a -> b (10.5), None if blocked. Each
    partial piece crossed counts once (ruined wall edges: 2 dCom each)."""
    g = grid(w)
    n = cover_count(g, a, b, blocking_cells=sight_blockers(w), corner_rule=_corner_rule(w),
                    partial_edges={"ruined": scenery_row("ruined_wall")["dice"]})
    if n is None:
        return None
    scen = scenery_at(w)
    pieces = {}
    for c in cells_crossed(a, b, touching=False):
        hit = scen.get(c)
        if hit is not None and scenery_row(hit[1].kind)["cover"] == "partial":
            pieces[hit[1].piece or ("cell", c)] = scenery_row(hit[1].kind)["dice"]
    return n + sum(pieces.values())


def distance(a, b) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def within(a, b, radius: float) -> bool:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 <= radius * radius


def roll_dice(w: World, die_name: str, n: int, events: list[Event], who=None, slot=None) -> list[str]:
    c = content()
    die = c.dmov if die_name == "dmov" else c.dcom
    r = rng(w)
    return [roll(die, r, events, who, slot) for _ in range(max(0, n))]
