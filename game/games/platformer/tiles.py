"""Platformer map tiles: read a Tiled map into rule-friendly sets and check its design.

Coordinates here are (x, y) with x = 0 the left column and y = 0 the BOTTOM row,
because the rules count rows bottom-up. Tiled counts rows top-down; the
conversion happens once, in tile_from_map(). See docs/maps.md.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from pathlib import Path

from game.engine.tiled import MapError, TileMap, load_map

WIDTH, HEIGHT = 5, 4  # cells of one map tile
TILE_PX = 48
SETS = ("forest", "void")
LAYERS = ("background", "edges", "terrain", "markers")
EDGE_PROPS = ("platform", "one_way", "wall_left", "wall_right")
FEATURES = ("ladder", "trap", "portal", "shop")
MARKERS = ("spawn", "gold", "gem", "boss_spawn", "boss_token")
# property -> the only layer it may appear in
_PROP_LAYER = {**{p: "edges" for p in EDGE_PROPS}, "feature": "terrain", "marker": "markers"}


@dataclass(frozen=True)
class PlatformerTile:
    name: str
    set: str
    boss: bool
    width: int
    height: int
    platform_below: frozenset = frozenset()
    one_way: frozenset = frozenset()
    wall_left: frozenset = frozenset()
    wall_right: frozenset = frozenset()
    ladders: frozenset = frozenset()
    traps: frozenset = frozenset()
    portals: frozenset = frozenset()
    shops: frozenset = frozenset()
    spawns: frozenset = frozenset()
    gold: frozenset = frozenset()
    gems: frozenset = frozenset()
    boss_spawns: frozenset = frozenset()
    boss_tokens: frozenset = frozenset()
    title: str = ""  # the map's human "name" property (not used by the rules)


_FEATURE_FIELD = {"ladder": "ladders", "trap": "traps", "portal": "portals", "shop": "shops"}
_MARKER_FIELD = {"spawn": "spawns", "gold": "gold", "gem": "gems",
                 "boss_spawn": "boss_spawns", "boss_token": "boss_tokens"}


# --- reading ---------------------------------------------------------------

def structure_problems(tm: TileMap) -> list[str]:
    """Problems that stop a map from being read as a Platformer tile."""
    out = []
    if (tm.width, tm.height) != (WIDTH, HEIGHT):
        out.append(f"map is {tm.width}x{tm.height} cells, expected {WIDTH}x{HEIGHT}")
    if (tm.tile_width, tm.tile_height) != (TILE_PX, TILE_PX):
        out.append(f"tiles are {tm.tile_width}x{tm.tile_height} px, expected {TILE_PX}x{TILE_PX}")
    if tuple(tm.layers) != LAYERS:
        out.append(f"layers are {list(tm.layers)}, expected {list(LAYERS)} in this order")
    props = tm.properties
    if not isinstance(props.get("set"), str) or props.get("set") not in SETS:
        out.append(f"map property 'set' must be a string, one of {list(SETS)}; got {props.get('set')!r}")
    if not isinstance(props.get("boss"), bool):
        out.append(f"map property 'boss' must be a bool; got {props.get('boss')!r}")
    if not isinstance(props.get("name"), str) or not props.get("name"):
        out.append("map property 'name' must be a non-empty string")
    for layer, cells in tm.layers.items():
        for (x, y), cp in sorted(cells.items()):
            where = f"layer {layer!r} Tiled cell ({x},{y})"
            for key, value in cp.items():
                home = _PROP_LAYER.get(key)
                if home is None:
                    continue  # unknown properties are allowed and ignored
                if home != layer:
                    out.append(f"{where}: property {key!r} belongs in layer {home!r}")
                elif key in EDGE_PROPS and not isinstance(value, bool):
                    out.append(f"{where}: property {key!r} must be a bool, got {value!r}")
                elif key == "feature" and value not in FEATURES:
                    out.append(f"{where}: feature {value!r} is not one of {list(FEATURES)}")
                elif key == "marker" and value not in MARKERS:
                    out.append(f"{where}: marker {value!r} is not one of {list(MARKERS)}")
            if layer == "terrain" and "feature" not in cp:
                out.append(f"{where}: tile has no 'feature' property")
            if layer == "markers" and "marker" not in cp:
                out.append(f"{where}: tile has no 'marker' property")
            if layer == "edges" and not any(cp.get(k) is True for k in EDGE_PROPS):
                out.append(f"{where}: edge tile blocks no edge (use an empty cell)")
    return out


def tile_from_map(tm: TileMap) -> PlatformerTile:
    """Read a loaded map; raises MapError if it is not shaped like a Platformer tile."""
    problems = structure_problems(tm)
    if problems:
        raise MapError(f"{tm.path}: " + "; ".join(problems))
    sets: dict[str, set] = {f: set() for f in (
        "platform_below", "one_way", "wall_left", "wall_right",
        *_FEATURE_FIELD.values(), *_MARKER_FIELD.values())}

    def flip(x, y):
        return (x, tm.height - 1 - y)

    for (x, y), cp in tm.layers["edges"].items():
        cell = flip(x, y)
        if cp.get("platform") is True:
            sets["platform_below"].add(cell)
        for key in ("one_way", "wall_left", "wall_right"):
            if cp.get(key) is True:
                sets[key].add(cell)
    for (x, y), cp in tm.layers["terrain"].items():
        sets[_FEATURE_FIELD[cp["feature"]]].add(flip(x, y))
    for (x, y), cp in tm.layers["markers"].items():
        sets[_MARKER_FIELD[cp["marker"]]].add(flip(x, y))
    return PlatformerTile(
        name=tm.name, set=tm.properties["set"], boss=tm.properties["boss"],
        width=tm.width, height=tm.height, title=tm.properties["name"],
        **{k: frozenset(v) for k, v in sets.items()})


# --- movement inside one tile ------------------------------------------------

def ladder_crosses(tile: PlatformerTile, cell) -> bool:
    """A ladder crosses the platform below `cell` (needs a ladder below too)."""
    x, y = cell
    return cell in tile.ladders and (x, y - 1) in tile.ladders


def neighbours(tile: PlatformerTile, cell):
    """Cells of this tile a hero can step to from `cell` (edges only; no gravity)."""
    x, y = cell
    below_blocked = cell in tile.platform_below
    if y > 0 and (not below_blocked or ladder_crosses(tile, cell)):
        if cell not in tile.one_way:  # one-way platforms are never crossed downward
            yield (x, y - 1)
    up = (x, y + 1)
    if y + 1 < tile.height and (up not in tile.platform_below or up in tile.one_way
                                or ladder_crosses(tile, up)):
        yield up
    if x > 0 and cell not in tile.wall_left and (x - 1, y) not in tile.wall_right:
        yield (x - 1, y)
    if x + 1 < tile.width and cell not in tile.wall_right and (x + 1, y) not in tile.wall_left:
        yield (x + 1, y)


def reachable(tile: PlatformerTile, start) -> set:
    seen = {start}
    todo = deque([start])
    while todo:
        for nxt in neighbours(tile, todo.popleft()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


# --- design checks -------------------------------------------------------------

def _count(out, what, cells, low, high):
    if not low <= len(cells) <= high:
        out.append(f"{len(cells)} {what} square(s), expected {low}-{high}")


def _fmt(cells) -> str:
    return ", ".join(f"({x},{y})" for x, y in sorted(cells))


# (marker, PlatformerTile field, min, max) per kind of tile: boss tile (True) or regular (False)
MARKER_COUNTS = {
    True: (("boss_spawn", "boss_spawns", 1, 2), ("shop", "shops", 1, 2), ("boss_token", "boss_tokens", 1, 2),
           ("spawn", "spawns", 0, 0), ("gold", "gold", 0, 3), ("gem", "gems", 0, 2), ("trap", "traps", 0, 2)),
    False: (("spawn", "spawns", 2, 3), ("gold", "gold", 1, 3), ("gem", "gems", 0, 2), ("trap", "traps", 0, 2),
            ("shop", "shops", 0, 1), ("boss_spawn", "boss_spawns", 0, 0), ("boss_token", "boss_tokens", 0, 0)),
}


def validate_tile(tile: PlatformerTile) -> list[str]:
    """The design constraints of docs/maps.md; messages use (x, y-from-bottom)."""
    out: list[str] = []
    w, h = tile.width, tile.height
    if (w, h) != (WIDTH, HEIGHT):
        out.append(f"tile is {w}x{h} cells, expected {WIDTH}x{HEIGHT}")
    if tile.set not in SETS:
        out.append(f"unknown set {tile.set!r}")
    named = {f: getattr(tile, f) for f in (
        "platform_below", "one_way", "wall_left", "wall_right",
        *_FEATURE_FIELD.values(), *_MARKER_FIELD.values())}
    for field_name, cells in named.items():
        outside = {c for c in cells if not (0 <= c[0] < w and 0 <= c[1] < h)}
        if outside:
            out.append(f"{field_name} outside the tile: {_fmt(outside)}")
    for group in (_FEATURE_FIELD.values(), _MARKER_FIELD.values()):
        group = list(group)
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                if named[a] & named[b]:
                    out.append(f"{a} and {b} share cells {_fmt(named[a] & named[b])}")

    # Edges.
    if tile.one_way - tile.platform_below:
        out.append(f"one_way without platform at {_fmt(tile.one_way - tile.platform_below)}")
    for (x, y) in sorted(tile.wall_right):
        if x == w - 1:
            out.append(f"wall on the tile's right border at ({x},{y}); border walls are not allowed")
        elif (x + 1, y) not in tile.wall_left:
            out.append(f"wall_right of ({x},{y}) needs wall_left of ({x + 1},{y})")
    for (x, y) in sorted(tile.wall_left):
        if x == 0:
            out.append(f"wall on the tile's left border at ({x},{y}); border walls are not allowed")
        elif (x - 1, y) not in tile.wall_right:
            out.append(f"wall_left of ({x},{y}) needs wall_right of ({x - 1},{y})")

    # Features by set.
    if tile.set == "forest" and tile.portals:
        out.append(f"portal on a forest tile at {_fmt(tile.portals)}; portals are void-only")
    if tile.set == "void" and len(tile.portals) not in (0, 2):
        out.append(f"{len(tile.portals)} portal(s); a void tile has 2 or none")

    # Reachability (within the tile; up moves need no ladder).
    bottom = [(x, 0) for x in range(w)]
    top = {(x, h - 1) for x in range(w)}
    everywhere: set = set()
    for start in bottom:
        seen = reachable(tile, start)
        everywhere |= seen
        if not seen & top:
            out.append(f"top row cannot be reached from bottom cell {start}")
    sealed = {(x, y) for x in range(w) for y in range(h)} - everywhere
    if sealed:
        out.append(f"sealed cells, unreachable from the bottom row: {_fmt(sealed)}")

    def stands(cell):
        return cell in tile.platform_below or cell[1] == 0

    for name, field, lo, hi in MARKER_COUNTS[tile.boss]:
        _count(out, name, getattr(tile, field), lo, hi)
    if tile.boss:
        row0 = set(bottom)
        if row0 - tile.platform_below or row0 - tile.one_way:
            out.append("boss tile: the bottom row must be all platform + one_way")
        if tile.one_way - row0:
            out.append(f"one_way platforms outside the bottom row at {_fmt(tile.one_way - row0)}")
        if tile.ladders & row0:
            out.append(f"ladder in the boss bottom row at {_fmt(tile.ladders & row0)} "
                       "(would cross the one-way floor downward)")
        if tile.traps & row0:
            out.append(f"trap in the boss bottom row at {_fmt(tile.traps & row0)}")
        if not tile.gold | tile.gems:
            out.append("boss tile without any gold or gem square")
        for cell in sorted(tile.boss_spawns):
            if not stands(cell):
                out.append(f"boss_spawn at {cell} does not stand on a platform")
    else:
        if tile.one_way:
            out.append(f"one_way platforms on a regular tile at {_fmt(tile.one_way)}")
        if all((x, 0) in tile.platform_below for x in range(w)):
            out.append("no gap in the bottom row: heroes could not climb in from below")
        for cell in sorted(tile.spawns):
            if not stands(cell):
                out.append(f"spawn at {cell} does not stand on a platform")
    return out


def check_tile_map(tm: TileMap) -> list[str]:
    """The validator engine.tiled.check_map() calls for maps/platformer/*."""
    problems = structure_problems(tm)
    if problems:
        return problems
    return validate_tile(tile_from_map(tm))


# --- the whole folder -----------------------------------------------------------

def default_folder() -> Path:
    """The shipped maps, through the packaged-app aware resolver when there is one."""
    for module in ("game.assets", "game.paths"):
        try:
            asset_path = getattr(__import__(module, fromlist=["asset_path"]), "asset_path")
        except (ImportError, AttributeError):
            continue
        return Path(asset_path("maps", "platformer"))
    return Path(__file__).resolve().parents[3] / "maps" / "platformer"


def load_tiles(folder: str | Path | None = None) -> list[PlatformerTile]:
    """All tiles of the folder, sorted by name; MapError lists every problem found."""
    folder = Path(folder) if folder is not None else default_folder()
    paths = sorted(folder.glob("*.tmx"))
    if not paths:
        raise MapError(f"{folder}: no .tmx maps found")
    tiles, problems = [], []
    for path in paths:
        try:
            tm = load_map(path)
        except MapError as exc:
            problems.append(str(exc))
            continue
        found = list(tm.problems) + check_tile_map(tm)
        if found:
            problems.extend(f"{path}: {p}" for p in found)
        else:
            tiles.append(tile_from_map(tm))
    if problems:
        raise MapError("\n".join(problems))
    return tiles
