"""Generic loader for Tiled (.tmx) maps: plain data for rules code, no pygame.

load_map() wraps pytmx.TiledMap (which reads map data without images) and turns
every failure into a MapError naming the file. check_map() adds the generic
problems a map can have plus the checks of the game owning the map's folder
(maps/<game>/...), found through VALIDATORS.
"""
from __future__ import annotations

import importlib
import os
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path


def _import_pytmx_without_pygame():
    """Import pytmx without the pygame import it makes as a side effect.

    Rules code must not pull in pygame, but pytmx imports it for type hints and
    its __init__ imports pytmx.util_pygame. Both imports are optional there, so
    they are blocked for the duration of the import, then unblocked: the UI can
    still use `pytmx.load_pygame` / `pytmx.util_pygame` (loaded on first use).
    """
    import sys
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx as module
        return module
    blocked = [n for n in ("pygame", "pytmx.util_pygame") if n not in sys.modules]
    for name in blocked:
        sys.modules[name] = None  # makes `import name` raise ImportError
    try:
        import pytmx as module
    finally:
        for name in blocked:
            if sys.modules.get(name, 0) is None:
                del sys.modules[name]

    def lazy(name):
        if name == "load_pygame":
            from pytmx.util_pygame import load_pygame
            return load_pygame
        raise AttributeError(f"module 'pytmx' has no attribute {name!r}")

    if not hasattr(module, "load_pygame"):
        module.__getattr__ = lazy
    return module


pytmx = _import_pytmx_without_pygame()

# game folder name -> "module:function"; the function takes a TileMap and
# returns a list of problems (messages without the file name).
VALIDATORS = {
    "platformer": "game.games.platformer.tiles:check_tile_map",
    "tseuquest": "game.games.tseuquest.board:check_tile_map",
    "dungeon_universalis": "game.games.dungeon_universalis.board:check_tile_map",
}

# Keys pytmx mixes into tile properties from the tile's XML attributes and
# children; they are not custom properties.
_PYTMX_TILE_KEYS = frozenset(
    {"id", "type", "class", "probability", "width", "height", "frames",
     "colliders", "source", "trans", "path"}
)


class MapError(Exception):
    """A map that cannot be used; str() names the file and what is wrong."""


@dataclass(frozen=True)
class TilesetInfo:
    """What a renderer needs to cut one tileset's image."""

    name: str
    firstgid: int
    tile_count: int
    columns: int
    tile_width: int
    tile_height: int
    margin: int
    spacing: int
    image: str  # absolute path of the tileset image ("" when it has none)


@dataclass(frozen=True)
class TileMap:
    path: str
    name: str  # the file name without extension: the map's id
    width: int
    height: int
    tile_width: int
    tile_height: int
    properties: dict  # typed map properties
    # layer name -> {(x, y): merged custom tile properties}; y = 0 is the TOP
    # row (Tiled's own order); cells with no tile are absent.
    layers: dict
    # layer name -> {(x, y): Tiled gid without flip flags} for renderers.
    gids: dict
    tilesets: tuple = ()  # TilesetInfo, in firstgid order
    orientation: str = "orthogonal"
    render_order: str = "right-down"
    # Soft problems seen while loading (the map is still usable as data):
    # flipped tiles, non-tile layers, missing tileset images...
    problems: tuple = ()


def _fail(path, what: str) -> MapError:
    return MapError(f"{path}: {what}")


def _read_root(path) -> ElementTree.Element:
    """Parse the XML first so errors get a clear message before pytmx runs."""
    try:
        root = ElementTree.parse(path).getroot()
    except FileNotFoundError:
        raise _fail(path, "file not found") from None
    except IsADirectoryError:
        raise _fail(path, "is a folder, not a .tmx file") from None
    except ElementTree.ParseError as exc:
        raise _fail(path, f"not valid XML ({exc}); is it a truncated or non-Tiled file?") from None
    except OSError as exc:
        raise _fail(path, f"cannot read file ({exc.strerror or exc})") from None
    if root.tag != "map":
        raise _fail(path, f"not a Tiled map: root element is <{root.tag}>, expected <map>")
    return root


def _check_xml(path, root: ElementTree.Element) -> None:
    """Hard problems pytmx would report badly or not at all."""
    if root.get("infinite", "0") not in ("0", ""):
        raise _fail(path, "infinite maps are not supported")
    base = os.path.dirname(os.path.abspath(path))
    for ts in root.findall("tileset"):
        source = ts.get("source")
        if source:
            ts_path = os.path.join(base, source)
            if not os.path.isfile(ts_path):
                raise _fail(path, f"missing tileset file {source!r} (looked for {ts_path})")
            try:
                ts_root = ElementTree.parse(ts_path).getroot()
            except ElementTree.ParseError as exc:
                raise _fail(path, f"tileset {source!r} is not valid XML ({exc})") from None
            if ts_root.tag != "tileset":
                raise _fail(path, f"tileset {source!r} is not a Tiled tileset (<{ts_root.tag}>)")
    for layer in root.iter("layer"):
        data = layer.find("data")
        if data is None:
            raise _fail(path, f"layer {layer.get('name')!r} has no <data>")
        if data.find("chunk") is not None:
            raise _fail(path, f"layer {layer.get('name')!r}: infinite (chunked) layers are not supported")


def _custom(props: dict | None) -> dict:
    return {k: v for k, v in (props or {}).items() if k not in _PYTMX_TILE_KEYS}


def load_map(path) -> TileMap:
    """Load a .tmx file; raises MapError (never anything else) when it can't."""
    path = str(path)
    root = _read_root(path)
    _check_xml(path, root)
    try:
        tmx = pytmx.TiledMap(path)
    except MapError:
        raise
    except Exception as exc:  # pytmx raises bare Exception, ValueError, KeyError...
        raise _fail(path, f"cannot load map ({type(exc).__name__}: {exc})") from None
    try:
        return _to_tilemap(path, tmx)
    except MapError:
        raise
    except Exception as exc:
        raise _fail(path, f"malformed map data ({type(exc).__name__}: {exc})") from None


def _to_tilemap(path: str, tmx: pytmx.TiledMap) -> TileMap:
    problems: list[str] = []
    base = os.path.dirname(os.path.abspath(path))
    width, height = int(tmx.width), int(tmx.height)
    if width <= 0 or height <= 0:
        raise _fail(path, f"bad map size {width}x{height}")

    tilesets = []
    for ts in sorted(tmx.tilesets, key=lambda t: t.firstgid):
        image = os.path.normpath(os.path.join(base, ts.source)) if ts.source else ""
        if image and not os.path.isfile(image):
            problems.append(f"tileset {ts.name!r}: image {ts.source!r} not found")
        if (int(ts.tilewidth), int(ts.tileheight)) != (int(tmx.tilewidth), int(tmx.tileheight)):
            problems.append(
                f"tileset {ts.name!r} has {ts.tilewidth}x{ts.tileheight} px tiles, "
                f"map has {tmx.tilewidth}x{tmx.tileheight}")
        tilesets.append(TilesetInfo(
            name=str(ts.name), firstgid=int(ts.firstgid), tile_count=int(ts.tilecount),
            columns=int(ts.columns), tile_width=int(ts.tilewidth),
            tile_height=int(ts.tileheight), margin=int(ts.margin),
            spacing=int(ts.spacing), image=image))

    def known(tiled_gid: int) -> bool:
        return any(t.firstgid <= tiled_gid < t.firstgid + t.tile_count for t in tilesets)

    flags_of = {v[0]: v[1] for v in tmx.imagemap.values() if isinstance(v, tuple)}
    layers: dict = {}
    gids: dict = {}
    for layer in tmx.layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            problems.append(f"layer {layer.name!r} is not a tile layer (ignored)")
            continue
        if layer.name in layers:
            problems.append(f"two layers are named {layer.name!r}")
            continue
        if len(layer.data) != height or any(len(row) != width for row in layer.data):
            raise _fail(path, f"layer {layer.name!r}: data is not {width}x{height} tiles")
        cells, cell_gids = {}, {}
        flipped = 0
        for x, y, gid in layer.iter_data():
            if not gid:
                continue
            tiled_gid = tmx.tiledgidmap[gid]
            if not known(tiled_gid):
                raise _fail(path, f"layer {layer.name!r}: gid {tiled_gid} at ({x},{y}) "
                                  "is in no tileset")
            flags = flags_of.get(gid)
            if flags is not None and any(flags):
                flipped += 1
            cells[(x, y)] = _custom(tmx.get_tile_properties_by_gid(gid))
            cell_gids[(x, y)] = tiled_gid
        if flipped:
            problems.append(f"layer {layer.name!r}: {flipped} flipped/rotated tile(s); "
                            "tile properties do not flip, so this is not supported")
        layers[layer.name] = cells
        gids[layer.name] = cell_gids

    if tmx.orientation != "orthogonal":
        problems.append(f"orientation is {tmx.orientation!r}, expected 'orthogonal'")
    return TileMap(
        path=path, name=Path(path).stem, width=width, height=height,
        tile_width=int(tmx.tilewidth), tile_height=int(tmx.tileheight),
        properties=dict(tmx.properties), layers=layers, gids=gids,
        tilesets=tuple(tilesets), orientation=str(tmx.orientation),
        render_order=str(tmx.renderorder), problems=tuple(problems))


def game_of(path) -> str | None:
    """The game that owns a map: the folder right after 'maps' in its path."""
    parts = Path(os.path.abspath(path)).parts
    for i in range(len(parts) - 2, -1, -1):
        if parts[i] == "maps":
            return parts[i + 1]
    return None


def _validator(game: str | None):
    spec = VALIDATORS.get(game or "")
    if not spec:
        return None
    module_name, func_name = spec.split(":")
    return getattr(importlib.import_module(module_name), func_name)


def check_map(path) -> list[str]:
    """Every problem of one map file, each message starting with the file."""
    path = str(path)
    try:
        tm = load_map(path)
    except MapError as exc:
        return [str(exc)]
    found = list(tm.problems)
    validator = _validator(game_of(path))
    if validator is not None:
        found.extend(validator(tm))
    return [f"{path}: {p}" for p in found]
