"""A Dungeon Universalis scenario map read from Tiled into a Board, and its checks.

Layers (see tools/make_dungeon_universalis_maps.py): floor (corridor | room |
main), sections (section number per square), walls (north / west edges: wall
or door), arrows (exploration arrows pointing into the section they reveal),
furniture (height, cover, passable, difficult terrain, movable) and marks (start);
an optional terrain layer (pit + depth, water, walkway, level + level).
Map property `exits`: 'x,y;x,y'. Coordinates are Tiled's: y = 0 the top row.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from game.engine.grid import edge_key
from game.engine.tiled import MapError, TileMap, load_map
from game.paths import asset_path

LAYERS = ("floor", "sections", "walls", "arrows", "furniture", "marks")
ARROWS = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
KINDS = ("corridor", "room", "main")
TERRAIN_KINDS = ("pit", "water", "walkway", "level", "stairs")


@dataclass(frozen=True)
class Board:
    name: str
    width: int
    height: int
    section: dict          # cell -> section number
    kind: dict             # section number -> corridor | room | main
    cells: dict            # section number -> tuple of cells
    edges: dict            # edge_key -> "wall" | "door"
    arrows: dict           # arrow cell -> (direction vector, target section)
    furniture: dict        # cell -> {"kind", "height", "cover", "passable", "difficult", "movable"}
    start: tuple
    exits: tuple
    links: tuple           # (section a, section b, cell in a, cell in b): doors and passages
    # cell -> {"kind": pit | water | walkway | level | stairs, "level": floor level (pits below 0)};
    # a stair square also has "rise" (the way up, an ARROWS vector) and "vertical" (a ladder-like flight)
    terrain: dict = field(default_factory=dict)

    def neighbours_of(self, n: int) -> list:
        return sorted({b for a, b, _, _ in self.links if a == n})


def _cells(text: str) -> tuple:
    out = []
    for part in filter(None, (p.strip() for p in (text or "").split(";"))):
        x, y = part.split(",")
        out.append((int(x), int(y)))
    return tuple(out)


def board_from_tilemap(tm: TileMap) -> Board:
    missing = [layer for layer in LAYERS if layer not in tm.layers]
    if missing:
        raise MapError(f"{tm.path}: missing layer(s) {', '.join(missing)}")
    section = {c: p["section"] for c, p in tm.layers["sections"].items() if "section" in p}
    kind = {}
    for c, p in tm.layers["floor"].items():
        if c in section:
            kind.setdefault(section[c], p.get("kind", "room"))
    cells: dict = {}
    for c, n in sorted(section.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        cells.setdefault(n, []).append(c)
    edges = {}
    for (x, y), p in tm.layers["walls"].items():
        for side, other in (("north", (x, y - 1)), ("west", (x - 1, y))):
            k = p.get(side, "none")
            if k != "none":
                edges[edge_key((x, y), other)] = k
    arrows = {}
    for c, p in tm.layers["arrows"].items():
        d = ARROWS.get(p.get("arrow", ""))
        if d is None:
            continue
        target = section.get((c[0] + d[0], c[1] + d[1]))
        arrows[c] = (d, target)
    furniture = {c: {"kind": p["furniture"], "height": p.get("height", 1), "cover": p.get("cover", "none"),
                     "passable": p.get("passable", True), "difficult": p.get("difficult", False),
                     "movable": p.get("movable", False)}
                 for c, p in tm.layers["furniture"].items() if "furniture" in p}
    start = tuple(sorted((c for c, p in tm.layers["marks"].items() if p.get("mark") == "start"),
                         key=lambda c: (c[1], c[0])))
    links = set()
    for c, n in section.items():
        for d in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            o = (c[0] + d[0], c[1] + d[1])
            m = section.get(o)
            if m is None or m == n:
                continue
            e = edges.get(edge_key(c, o))
            if e in (None, "door"):
                links.add((n, m, c, o))
    terrain = {}
    for c, p in tm.layers.get("terrain", {}).items():
        if "terrain" in p:
            tk = p["terrain"]
            level = -p.get("depth", 2) if tk == "pit" else (p.get("level", 1) if tk in ("level", "stairs") else 0)
            terrain[c] = {"kind": tk, "level": level}
            if tk == "stairs":
                # a stair square stands at its level; it is climbed from the square below it in
                # the direction of "rise" and leads on to the square above it that way
                terrain[c]["rise"] = ARROWS.get(p.get("rise"))
                terrain[c]["vertical"] = bool(p.get("vertical", False))
    return Board(name=tm.name, width=tm.width, height=tm.height, section=section, kind=kind,
                 cells={n: tuple(v) for n, v in cells.items()}, edges=edges, arrows=arrows,
                 furniture=furniture, start=start, exits=_cells(tm.properties.get("exits", "")),
                 links=tuple(sorted(links)), terrain=terrain)


def validate_board(b: Board) -> list[str]:
    problems = []
    if not b.start:
        problems.append("no start squares")
    for c in b.start + b.exits:
        if c not in b.section:
            problems.append(f"start/exit {c} is not on a section")
    for k in b.kind.values():
        if k not in KINDS:
            problems.append(f"unknown section kind {k!r}")
    if sum(k == "main" for k in b.kind.values()) != 1:
        problems.append("there must be exactly one main section")
    for c, (_d, target) in b.arrows.items():
        if target is None or target == b.section.get(c):
            problems.append(f"arrow at {c} does not point into another section")
    for c in b.furniture:
        if c not in b.section:
            problems.append(f"furniture at {c} is off the sections")
    for c, t in b.terrain.items():
        if c not in b.section:
            problems.append(f"terrain at {c} is off the sections")
        if t["kind"] not in TERRAIN_KINDS:
            problems.append(f"unknown terrain {t['kind']!r} at {c}")
        if t["kind"] == "stairs" and t["rise"] is None:
            problems.append(f"stairs at {c} need a rise of n, e, s or w")
        if t["kind"] in ("pit", "water", "stairs") and c in b.furniture:
            problems.append(f"furniture at {c} stands in a pit, deep water or on stairs")
    for c in b.start:
        if c in b.terrain:
            problems.append(f"start square {c} is not plain floor")
    # every section reachable from the start through doors and passages
    seen, todo = set(), [b.section[b.start[0]]] if b.start and b.start[0] in b.section else []
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        todo += b.neighbours_of(n)
    for n in b.cells:
        if n not in seen:
            problems.append(f"section {n} cannot be reached from the start")
    return problems


def check_tile_map(tm: TileMap) -> list[str]:
    try:
        return validate_board(board_from_tilemap(tm))
    except MapError as exc:
        return [str(exc)]


@lru_cache(maxsize=8)
def load_board(name: str) -> Board:
    tm = load_map(asset_path("maps", "dungeon_universalis", f"{name}.tmx"))
    b = board_from_tilemap(tm)
    problems = validate_board(b)
    if problems:
        raise MapError(f"{tm.path}: {problems[0]}")
    return b
