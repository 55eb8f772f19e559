"""What the TseuQuest view shows and where.

* Layout: the board (26x19 squares) left, the action bar under it, the sheet,
  dice tray, adventure panel and log on the right.
* Table: the draw model, built ONLY from GAME.private_view(state, viewer) plus
  the printed floor (regions and rock). Hidden traps, secret doors and
  unplaced figures reach it only in the Evil Wizard's view; the tests check
  that an adventurer's Table never holds them.
* Sight: line-of-sight fog from the Table (walls, visible doors, placed
  blockers), so the fog can never outline anything the viewer may not see.
* Targets: the legal actions sorted by what a click lands on.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

import pygame

from game.engine.grid import Grid, edge_key
from game.engine.sight import cover_count
from game.games.tseuquest.game import GAME
from game.games.tseuquest.world import board as rules_board
from game.games.tseuquest.world import content

from ...render.squares import SquareBoard

RIGHT_W = 446
BAR_H = 58
EDGE = 14                   # the frame's strip above and left of the board holding the squares' names
COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def cell_name(cell) -> str:
    if cell is None:
        return "—"
    return f"{COLS[cell[0] % 26]}{cell[1] + 1}"


class Layout(SquareBoard):
    """Screen geometry: board (scaled to fit), action bar, right-hand panels."""

    def __init__(self, rect: pygame.Rect, width: int = 26, height: int = 19) -> None:
        self.rect = rect
        self.width, self.height = width, height
        self.right_x = rect.right - RIGHT_W - 8
        avail_w = self.right_x - 16 - EDGE
        avail_h = rect.height - 16 - BAR_H - 6 - EDGE
        self.cell = max(12, min(avail_w // width, avail_h // height))
        bw, bh = self.cell * width, self.cell * height
        top = rect.top + 8
        self.board = pygame.Rect(8 + EDGE + (avail_w - bw) // 2, top + EDGE + (avail_h - bh) // 2, bw, bh)
        self.bar = pygame.Rect(8, rect.bottom - 8 - BAR_H, self.right_x - 16, BAR_H)
        self.stage = pygame.Rect(8, top, self.right_x - 16, rect.bottom - 8 - top)
        rx = self.right_x
        self.sheet = pygame.Rect(rx, top, RIGHT_W, 258)
        self.tray = pygame.Rect(rx, self.sheet.bottom + 6, RIGHT_W, 92)
        self.info = pygame.Rect(rx, self.tray.bottom + 6, RIGHT_W, 92)
        self.log = pygame.Rect(rx, self.info.bottom + 6, RIGHT_W, rect.bottom - 8 - self.info.bottom - 6)

    def cell_foot(self, cell) -> tuple[float, float]:
        x, y = cell
        c = self.cell
        return (self.board.left + x * c + c / 2, self.board.top + (y + 1) * c - 3)

    def edge_line(self, a, b) -> tuple[tuple, tuple]:
        """Screen end points of the edge between two orthogonal neighbours."""
        (ax, ay), (bx, by) = edge_key(tuple(a), tuple(b))
        c, L, T = self.cell, self.board.left, self.board.top
        if ay == by:                            # side by side: a vertical line
            x = L + bx * c
            return (x, T + ay * c), (x, T + (ay + 1) * c)
        y = T + by * c
        return (L + ax * c, y), (L + (ax + 1) * c, y)

    def edge_rect(self, a, b) -> pygame.Rect:
        """The click area of a door on that edge."""
        p, q = self.edge_line(a, b)
        c = self.cell
        r = pygame.Rect(0, 0, int(c * 0.6), int(c * 0.95)) if p[0] == q[0] else pygame.Rect(0, 0, int(c * 0.95),
                                                                                           int(c * 0.6))
        r.center = ((p[0] + q[0]) // 2, (p[1] + q[1]) // 2)
        return r


# -- the draw model ------------------------------------------------------------------------------------------
@dataclass
class Fig:
    eid: int
    ref: str
    side: str
    kind: str
    seat: int
    cell: tuple | None
    life: int
    mind: int
    placed: bool
    status: dict


@dataclass
class Table:
    role: str                                   # mb | adventurer | spectator
    seat: int | None
    phase: str
    adventure: dict | None = None               # {"id", "texts", "goal", "noise", "round_limit"}
    round: int = 0
    width: int = 26
    height: int = 19
    has_board: bool = False
    solid: frozenset = frozenset()
    regions: dict = field(default_factory=dict)     # cell -> room number (the printed floor)
    walls: dict = field(default_factory=dict)       # edge -> wall | ruined (what is drawn as wall)
    doors: dict = field(default_factory=dict)       # id -> {a, b, kind, open, found}
    traps: list = field(default_factory=list)
    scenery: dict = field(default_factory=dict)     # eid -> {kind, cell, placed, ...}
    figs: dict = field(default_factory=dict)        # eid -> Fig
    hidden_treasure: dict = field(default_factory=dict)   # cell -> spec (Evil Wizard only)
    zones: dict = field(default_factory=dict)       # zone -> [cells] (Evil Wizard only)
    zones_searched: list = field(default_factory=list)
    wander: list = field(default_factory=list)
    rooms: dict = field(default_factory=dict)       # "x,y" -> room (Evil Wizard only)
    exits: list = field(default_factory=list)
    start: list = field(default_factory=list)
    dropped: dict = field(default_factory=dict)     # cell -> [items]
    hands: dict = field(default_factory=dict)       # eid -> [cards] (own) | count
    notes: dict = field(default_factory=dict)
    kits: dict = field(default_factory=dict)
    lasting: list = field(default_factory=list)
    act: dict | None = None
    noise: int = 0
    roster: dict = field(default_factory=dict)
    interlude: dict | None = None
    pending: dict | None = None
    result: dict | None = None

    def fig_at(self, cell):
        for f in self.figs.values():
            if f.cell == tuple(cell):
                return f
        return None

    def scenery_at(self, cell):
        for s in self.scenery.values():
            if tuple(s["cell"]) == tuple(cell):
                return s
        return None

    def traps_at(self, cell):
        return [t for t in self.traps if t["cells"] and tuple(cell) in {tuple(c) for c in t["cells"]}]


def floor_of(state) -> tuple[dict, frozenset, int, int]:
    """The printed floor: region of every usable square and the rock (public, as the Tiled floor layer)."""
    key = ("tq_view_floor", state.res.get("adventure"), repr(state.res.get("arena")))
    hit = state.cache.get(key)
    if hit is None:
        b = rules_board(state)
        hit = state.cache[key] = (dict(b.room), frozenset(b.solid), b.width, b.height)
    return hit


def build_table(state, seat) -> Table:
    """The Table for seat (None = spectator), from the private view only."""
    pv = GAME.private_view(state, seat)
    return table_from_view(pv, state)


def table_from_view(pv: dict, state) -> Table:
    t = Table(role=pv["role"], seat=pv["seat"], phase=pv["phase"], adventure=pv.get("adventure"),
              round=pv.get("round", 0), roster=pv.get("roster", {}), interlude=pv.get("interlude"),
              pending=pv.get("pending"), result=pv.get("result"))
    if "board" not in pv:
        return t
    b = pv["board"]
    regions, solid, w, h = floor_of(state)
    t.has_board = True
    t.width, t.height = b["width"], b["height"]
    t.solid, t.regions = frozenset(tuple(c) for c in b["solid"]) | solid, regions
    t.exits = [tuple(c) for c in b["exits"]]
    t.start = [tuple(c) for c in b["start"]]
    t.rooms = dict(b.get("rooms", {}))
    t.zones = {int(z): [tuple(c) for c in cells] for z, cells in b.get("zones", {}).items()}
    t.wander = [tuple(c) for c in b.get("wander", [])]
    t.doors = {d["id"]: dict(d) for d in pv.get("doors", [])}
    # walls: the view's walls, plus every boundary between two regions or a region and
    # rock (the printed board), except where a door the viewer knows stands
    walls = {edge_key(tuple(a), tuple(c)): k for a, c, k in b["walls"]}
    door_edges = {edge_key(tuple(d["a"]), tuple(d["b"])) for d in t.doors.values()
                  if d["kind"] != "secret" or d["found"]}
    for (x, y), room in regions.items():
        for n in ((x + 1, y), (x, y + 1)):
            if not (0 <= n[0] < t.width and 0 <= n[1] < t.height):
                continue
            e = edge_key((x, y), n)
            if e in walls or e in door_edges:
                continue
            if n not in regions or regions[n] != room:
                walls[e] = "wall"
    for e in door_edges:
        if walls.get(e) == "wall":
            del walls[e]
    t.walls = walls
    t.traps = [dict(tr, cells=[tuple(c) for c in tr["cells"]],
                    edge=(tuple(tr["edge"][0]), tuple(tr["edge"][1])) if tr["edge"] else None)
               for tr in pv.get("traps", [])]
    t.scenery = {s["eid"]: dict(s, cell=tuple(s["cell"])) for s in pv.get("scenery", [])}
    t.figs = {f["eid"]: Fig(f["eid"], f["ref"], f["side"], f["kind"], f["seat"], tuple(f["cell"]), f["life"],
                            f["mind"], f["placed"], dict(f["status"])) for f in pv.get("figures", [])}
    t.hidden_treasure = {tuple(map(int, k.split(","))): v for k, v in pv.get("hidden_treasure", {}).items()}
    t.zones_searched = list(pv.get("zones_searched", []))
    t.dropped = {tuple(map(int, k.split(","))): list(v) for k, v in pv.get("dropped", {}).items() if v}
    t.hands = {int(k): v for k, v in pv.get("hands", {}).items()}
    t.notes = {int(k): v for k, v in pv.get("notes", {}).items()}
    t.kits = {int(k): v for k, v in pv.get("kits", {}).items()}
    t.lasting = list(pv.get("lasting", []))
    t.act = pv.get("act")
    t.noise = pv.get("noise", 0)
    return t


# -- sight and paths over the Table --------------------------------------------------------------------------
def table_grid(t: Table) -> Grid:
    g = Grid(t.width, t.height)
    for (a, b), k in t.walls.items():
        g.set_edge(a, b, "wall" if k == "wall" else "ruined")
    for d in t.doors.values():
        if d["kind"] == "secret" and not d["found"]:
            g.set_edge(tuple(d["a"]), tuple(d["b"]), "wall")
        else:
            g.set_edge(tuple(d["a"]), tuple(d["b"]), "door_open" if d["open"] else "door_closed")
    return g


def blockers(t: Table, figs: dict | None = None) -> frozenset:
    """Squares that block sight as the viewer knows them: standing placed figures, total cover."""
    c = content()
    out = set()
    for f in (figs or t.figs).values():
        st = f.status
        if f.placed and f.cell is not None and not (st.get("prone") or st.get("pit") or st.get("buried")):
            out.add(f.cell)
    for s in t.scenery.values():
        row = c.scenery.get(s["kind"])
        if s["placed"] and row and row["cover"] == "total":
            out.add(s["cell"])
    return frozenset(out)


def visible_from(t: Table, origins, figs: dict | None = None, corner_rule: str = "blocks") -> set:
    """Every square some origin sees (the fog's clear part)."""
    g = table_grid(t)
    block = blockers(t, figs)
    out = set()
    cells = [c for c in t.regions if c not in t.solid]
    for o in origins:
        out.add(o)
        for c in cells:
            if c in out:
                continue
            if cover_count(g, o, c, blocking_cells=block - {o, c}, corner_rule=corner_rule) is not None:
                out.add(c)
    return out


def walk_path(t: Table, frm, to, figs: dict | None = None, limit: int = 40) -> list:
    """A plausible square-by-square path for a move animation (None: draw it straight)."""
    frm, to = tuple(frm), tuple(to)
    if frm == to:
        return [frm]
    g = table_grid(t)
    c = content()
    closed = set()
    for s in t.scenery.values():
        row = c.scenery.get(s["kind"])
        if s["placed"] and row and not row["passable"]:
            closed.add(s["cell"])
    seen = {frm: None}
    todo = deque([frm])
    while todo:
        cur = todo.popleft()
        if cur == to:
            break
        x, y = cur
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in seen or n not in t.regions or n in t.solid or g.blocks_move(cur, n):
                continue
            if n in closed and n != to:
                continue
            seen[n] = cur
            todo.append(n)
        if len(seen) > 600:
            break
    if to not in seen:
        return [frm, to]
    path = [to]
    while path[-1] != frm:
        path.append(seen[path[-1]])
    path.reverse()
    return path if len(path) <= limit else [frm, to]


# -- legal actions sorted by what a click lands on -----------------------------------------------------------
BAR_KINDS = ("roll_move", "end_move", "search", "disarm", "detect", "exchange", "use", "control", "dismiss", "repair",
             "exit", "end_activation", "end_phase", "end_adventure", "cast", "activate", "trade_done")


@dataclass
class Targets:
    legal: list = field(default_factory=list)
    actor: int | None = None                            # the figure whose actions these are
    moves: dict = field(default_factory=dict)           # cell -> action
    doors: dict = field(default_factory=dict)           # door id -> action
    hits: dict = field(default_factory=dict)            # target eid -> [attack/shoot actions]
    casts: dict = field(default_factory=dict)           # card -> [actions]
    activate: dict = field(default_factory=dict)        # eid -> action
    disarm: dict = field(default_factory=dict)          # trap id -> action
    uses: dict = field(default_factory=dict)            # ("potion", id) | ("chest"|"lever"|"take", cell) -> action
    gives: list = field(default_factory=list)           # give actions (during an exchange)
    by_kind: dict = field(default_factory=dict)         # kind -> [actions]
    choices: list = field(default_factory=list)         # ("choose", option) actions
    choice_cells: dict = field(default_factory=dict)    # cell -> [choose actions] (spatial options)
    setup: list = field(default_factory=list)           # choose_adventure / pick / element
    interlude: list = field(default_factory=list)


def sort_targets(legal: list) -> Targets:
    t = Targets(legal=list(legal))
    for a in legal:
        k, args = a.kind, a.args
        t.by_kind.setdefault(k, []).append(a)
        if k in ("choose_adventure", "pick", "element"):
            t.setup.append(a)
            continue
        if k in ("buy", "sell", "pack", "unpack", "swap", "done", "next", "confiscate", "stock", "veto") or (
                k == "give" and len(args) == 3 and isinstance(args[0], str)):
            t.interlude.append(a)
            continue
        if k == "choose":
            t.choices.append(a)
            opt = args[0]
            for cell in option_cells(opt):
                t.choice_cells.setdefault(cell, []).append(a)
            continue
        if args and isinstance(args[0], int) and k not in ("give",):
            t.actor = args[0] if t.actor is None else t.actor
        if k == "move":
            t.moves[tuple(args[1])] = a
        elif k == "open_door":
            t.doors[args[1]] = a
        elif k in ("attack", "shoot"):
            t.hits.setdefault(args[1], []).append(a)
        elif k == "cast":
            t.casts.setdefault(args[1], []).append(a)
        elif k == "activate":
            t.activate[args[0]] = a
        elif k == "disarm":
            t.disarm[args[1]] = a
        elif k == "use":
            what, arg = args[1], args[2]
            t.uses[(what, tuple(arg) if isinstance(arg, (list, tuple)) else arg)] = a
        elif k == "give":
            t.gives.append(a)
    return t


def option_cells(opt) -> list:
    """The squares a pending option points at: [x, y], or [figure, [x, y]] for a push."""
    if isinstance(opt, (list, tuple)) and len(opt) == 2:
        if all(isinstance(v, int) for v in opt):
            return [tuple(opt)]
        if isinstance(opt[0], int) and isinstance(opt[1], (list, tuple)):
            return [tuple(opt[1])]
    return []
