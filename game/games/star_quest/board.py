"""Star Quest battlefields: a Tiled map (maps/star_quest/<name>.tmx) or a board
drawn as text (tests and scenarios), turned into terrain, heights and marks,
plus the grid, sight sets and movement costs the rules use.

Map layers: `terrain` (tile properties `terrain` = a kind of terrain.yaml and
`height` in inches) and `marks` (`mark` = deploy | spawn_1..3 | ai_objective
| element | search | exit). The half-size table (24"x24") is the same map
with every 2x2 block of cells merged into one cell and heights halved.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from game.engine.grid import Grid
from game.engine.measure import MoveMap
from game.engine.tiled import load_map
from game.paths import asset_path

from .content import load_content

MARKS = ("deploy", "spawn_1", "spawn_2", "spawn_3", "ai_objective", "element", "search", "exit")
ARENA_TERRAIN = {".": "open", "#": "wall", "k": "container", "c": "crates", "r": "ruins", "a": "acid", "s": "scrub",
                 "f": "fungus", "w": "wreck", "2": "platform", "3": "platform", "6": "tower", "4": "platform"}
ARENA_MARKS = {"O": "ai_objective", "E": "element", "?": "search", "D": "deploy", "X": "exit",
               "S": "spawn_1", "T": "spawn_2", "U": "spawn_3"}


@dataclass(frozen=True)
class Board:
    name: str
    width: int
    height: int
    kinds: dict               # cell -> terrain kind (open ground is absent)
    heights: dict             # cell -> height in inches (ground level is absent)
    marks: dict               # mark -> tuple of cells, in map order
    pieces: int               # terrain pieces (connected groups of one kind)
    scale: float = 1.0        # rule inches -> cells (0.5 on the half-size table)
    derived: dict = field(default_factory=dict, compare=False, hash=False)

    def kind(self, cell) -> str:
        return self.kinds.get(cell, "open")

    def h(self, cell) -> float:
        return self.heights.get(cell, 0)

    def in_bounds(self, cell) -> bool:
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def cells_with(self, flag: str) -> frozenset:
        """Cells whose terrain has a rule flag (cover, blocks_sight, impassable, difficult, dangerous)."""
        key = "flag:" + flag
        got = self.derived.get(key)
        if got is None:
            terrain = load_content().terrain
            got = self.derived[key] = frozenset(c for c, k in self.kinds.items() if terrain[k][flag])
        return got

    def grid(self) -> Grid:
        g = self.derived.get("grid")
        if g is None:
            g = self.derived["grid"] = Grid(self.width, self.height)
            _gap_links(self, g)
        return g

    def move_map(self, scale: float) -> MoveMap:
        """Movement costs; `scale` turns the rule's 3" drop into cells."""
        key = ("move", scale)
        m = self.derived.get(key)
        if m is None:
            m = self.derived[key] = MoveMap(self.grid(), self.heights, self.cells_with("impassable"),
                                            self.cells_with("difficult"), max_drop=3 * scale)
        return m


def _gap_links(b: Board, g: Grid) -> None:
    """Crossing a 1" gap between raised cells is normal movement: a one-way
    link over the lower middle cell to a cell no more than 3" lower."""
    imp = b.cells_with("impassable")
    for c, h in b.heights.items():
        if h <= 0:
            continue
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if not (dx or dy):
                    continue
                mid, far = (c[0] + dx, c[1] + dy), (c[0] + 2 * dx, c[1] + 2 * dy)
                if not (b.in_bounds(far) and b.in_bounds(mid)) or far in imp:
                    continue
                if b.h(mid) < h and b.h(far) > b.h(mid) and 0 <= h - b.h(far) <= 3 * b.scale:
                    g.set_link(c, far, one_way=True)


def _pieces(kinds: dict) -> int:
    seen, count = set(), 0
    for c, k in kinds.items():
        if c in seen:
            continue
        count += 1
        todo = [c]
        seen.add(c)
        while todo:
            x, y = todo.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n not in seen and kinds.get(n) == k:
                    seen.add(n)
                    todo.append(n)
    return count


def map_names() -> list[str]:
    return sorted(p.stem for p in asset_path("maps", "star_quest").glob("*.tmx"))


@lru_cache(maxsize=None)
def load_board(name: str, half: bool = False) -> Board:
    tm = load_map(asset_path("maps", "star_quest", f"{name}.tmx"))
    terrain = load_content().terrain
    kinds, heights = {}, {}
    for cell, props in tm.layers["terrain"].items():
        kind = props.get("terrain", "open")
        if kind not in terrain:
            raise ValueError(f"{tm.path}: unknown terrain {kind!r} at {cell}")
        if kind != "open":
            kinds[cell] = kind
        if props.get("height", 0):
            heights[cell] = int(props["height"])
    marks: dict = {m: [] for m in MARKS}
    for cell, props in sorted(tm.layers.get("marks", {}).items(), key=lambda kv: (kv[0][1], kv[0][0])):
        marks[props["mark"]].append(cell)
    board = Board(name, tm.width, tm.height, kinds, heights, {m: tuple(v) for m, v in marks.items()},
                  _pieces(kinds))
    return halve(board) if half else board


def halve(b: Board) -> Board:
    """The same battlefield on the half-size table: 2x2 blocks merge into one
    cell (a blocking kind wins if it fills half the block, then any terrain
    that fills half of it, else the commonest kind), heights halve, marks move to their block (duplicates dropped)."""
    terrain = load_content().terrain
    kinds, heights = {}, {}
    w, h = (b.width + 1) // 2, (b.height + 1) // 2
    for y in range(h):
        for x in range(w):
            block = [(2 * x + dx, 2 * y + dy) for dx in (0, 1) for dy in (0, 1)]
            ks = Counter(b.kind(c) for c in block)
            blocking = [k for k, n in ks.items() if terrain[k]["impassable"] and n >= 2]
            # A piece that fills half the block survives it, so small pieces
            # (crates, barricades) are not lost to the open ground around them.
            pieces = [k for k, n in ks.most_common() if k != "open" and n >= 2]
            kind = blocking[0] if blocking else (pieces[0] if pieces else ks.most_common(1)[0][0])
            if kind != "open":
                kinds[(x, y)] = kind
            top = max(b.h(c) for c in block)
            if top:
                heights[(x, y)] = top / 2
    marks = {}
    for m, cells in b.marks.items():
        out = []
        for c in cells:
            hc = (c[0] // 2, c[1] // 2)
            if hc not in out and hc not in kinds or (hc in kinds and not terrain[kinds[hc]]["impassable"]
                                                     and hc not in out):
                out.append(hc)
        marks[m] = tuple(out)
    return Board(b.name + "_half", w, h, kinds, heights, marks, _pieces(kinds), 0.5)


def arena_board(rows: list[str], name: str = "arena") -> Board:
    """A board drawn as text, row 0 at the top: '.' open, '#' wall, k container (2" tall), c crates,
    r ruins, a acid, s scrub, f fungus, w wreck, 2/3/4 platform of that height,
    6 tower (6"); marks on open ground: O AI objective, E element, ? search,
    D deploy, X exit, S/T/U entry points 1-3."""
    kinds, heights = {}, {}
    marks: dict = {m: [] for m in MARKS}
    width = max(len(r) for r in rows)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in ARENA_MARKS:
                marks[ARENA_MARKS[ch]].append((x, y))
                continue
            if ch not in ARENA_TERRAIN:
                raise ValueError(f"arena row {y}: unknown character {ch!r}")
            kind = ARENA_TERRAIN[ch]
            if kind != "open":
                kinds[(x, y)] = kind
            if ch.isdigit():
                heights[(x, y)] = int(ch)
    return Board(name, width, len(rows), kinds, heights, {m: tuple(v) for m, v in marks.items()},
                 _pieces(kinds))
