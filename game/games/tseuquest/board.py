"""TseuQuest adventure maps: read a Tiled map into a Board and check its design.

One .tmx in maps/tseuquest/ is one adventure: the board (26x19 squares) with
its regions, walls and doors, scenery, hidden traps, treasure zones, marks,
the Evil Wizard's figures, and the adventure's texts and rules as map
properties. Coordinates are Tiled's: (x, y), y = 0 the TOP row. See
docs/maps.md, section TseuQuest.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from game.engine.grid import edge_key
from game.engine.tiled import MapError, TileMap, load_map

WIDTH, HEIGHT = 26, 19
TILE_PX = 32
LAYERS = ("floor", "walls", "scenery", "traps", "zones", "marks", "monsters")
EDGE_KINDS = ("none", "wall", "door", "secret", "ruined", "gate")
MARKS = ("start", "exit", "wander", "hidden_treasure")
SIDES = ("cell", "north", "west")
TEXT_PROPS = ("title_es", "title_en", "intro_es", "intro_en", "goal_es", "goal_en", "rules_es", "rules_en")
GOALS = ("kill", "retrieve", "escape")
NOISE_EFFECTS = ("wake", "spawn")
SPEC_KINDS = ("gold", "item", "potion", "empty")
MIN_START = 4


@dataclass(frozen=True)
class Board:
    name: str
    width: int
    height: int
    solid: frozenset                     # rock: not part of this adventure
    room: dict                           # cell -> room number (0 = corridor)
    edges: dict                          # edge_key -> wall | door | secret | ruined | gate
    scenery: tuple                       # (kind, cell)
    traps: tuple                         # {"id", "kind", "cells": tuple, "edge": edge | None}
    zones: dict                          # zone number -> frozenset of cells
    start: tuple
    exits: tuple
    wander: tuple
    hidden: dict                         # cell -> {"gold": n} | {"item": id} | {"potion": id} | {}
    chests: dict                         # cell -> same specs
    levers: dict                         # lever cell -> tuple of gate edges
    monsters: tuple                      # (monster id, cell)
    goal: dict                           # {"kind": kill|retrieve|escape, "target": str, "count": int}
    noise: tuple                         # ({"at": n, "effect": wake|spawn, "room": n, "monsters": [...]})
    texts: dict                          # title/intro/goal/rules -> {"es", "en"}
    round_limit: int = 30
    reward: int = 0
    mb_triggers_traps: bool = False
    problems: tuple = field(default=())  # design problems (validate_board)

    def room_cells(self, number: int) -> list:
        return sorted(c for c, r in self.room.items() if r == number)


def _side_edge(cell, side):
    x, y = cell
    if side == "north":
        return edge_key((x, y - 1), (x, y))
    return edge_key((x - 1, y), (x, y))


def parse_spec(text: str) -> dict:
    """'gold:30' | 'item:marsh_idol' | 'potion:sage_tea' | 'empty' -> dict."""
    text = text.strip()
    if text == "empty":
        return {}
    kind, _, value = text.partition(":")
    if kind not in SPEC_KINDS or not value:
        raise ValueError(f"bad content {text!r} (gold:N, item:ID, potion:ID or empty)")
    return {kind: int(value)} if kind == "gold" else {kind: value}


def _cell_of(text: str):
    x, y = text.strip().split(",")
    return (int(x), int(y))


def parse_cells_map(text: str, what: str) -> dict:
    """'x,y=spec;x,y=spec' -> {cell: spec}."""
    out = {}
    for part in filter(None, (p.strip() for p in (text or "").split(";"))):
        where, _, spec = part.partition("=")
        try:
            out[_cell_of(where)] = parse_spec(spec)
        except ValueError as exc:
            raise ValueError(f"{what}: {part!r}: {exc}") from None
    return out


def parse_levers(text: str) -> dict:
    """'x,y>x,y,north|x,y,west;...' -> {lever cell: (gate edge, ...)}."""
    out = {}
    for part in filter(None, (p.strip() for p in (text or "").split(";"))):
        lever, _, gates = part.partition(">")
        edges = []
        for g in gates.split("|"):
            x, y, side = g.strip().split(",")
            if side not in ("north", "west"):
                raise ValueError(f"levers: {part!r}: side must be north or west")
            edges.append(_side_edge((int(x), int(y)), side))
        out[_cell_of(lever)] = tuple(edges)
    return out


def parse_goal(text: str) -> dict:
    kind, _, arg = (text or "").partition(":")
    if kind not in GOALS or not arg:
        raise ValueError(f"goal {text!r}: expected kill:MONSTER, retrieve:ITEM or escape:N")
    if kind == "escape":
        return {"kind": kind, "target": "", "count": int(arg)}
    return {"kind": kind, "target": arg, "count": 1}


def parse_noise(text: str) -> tuple:
    """'1:wake:3;6:spawn:grubling,grubling' -> triggers by the noise count."""
    out = []
    for part in filter(None, (p.strip() for p in (text or "").split(";"))):
        bits = part.split(":")
        if len(bits) != 3 or bits[1] not in NOISE_EFFECTS:
            raise ValueError(f"noise {part!r}: expected N:wake:ROOM or N:spawn:ID,ID")
        at = int(bits[0])
        if bits[1] == "wake":
            out.append({"at": at, "effect": "wake", "room": int(bits[2]), "monsters": []})
        else:
            out.append({"at": at, "effect": "spawn", "room": 0, "monsters": bits[2].split(",")})
    return tuple(out)


def structure_problems(tm: TileMap) -> list[str]:
    out = []
    if (tm.width, tm.height) != (WIDTH, HEIGHT):
        out.append(f"map is {tm.width}x{tm.height} squares, expected {WIDTH}x{HEIGHT}")
    if (tm.tile_width, tm.tile_height) != (TILE_PX, TILE_PX):
        out.append(f"tiles are {tm.tile_width}x{tm.tile_height} px, expected {TILE_PX}x{TILE_PX}")
    if tuple(tm.layers) != LAYERS:
        out.append(f"layers are {list(tm.layers)}, expected {list(LAYERS)} in this order")
    props = tm.properties
    for key in TEXT_PROPS:
        if not isinstance(props.get(key), str) or not props.get(key).strip():
            out.append(f"map property {key!r} must be a non-empty string")
    for key in ("goal", "noise", "chests", "hidden", "levers", "exits"):
        if not isinstance(props.get(key, ""), str):
            out.append(f"map property {key!r} must be a string")
    if not isinstance(props.get("goal"), str):
        out.append("map property 'goal' is missing")
    for key in ("round_limit", "reward"):
        if not isinstance(props.get(key), int) or isinstance(props.get(key), bool):
            out.append(f"map property {key!r} must be an int")
    if not isinstance(props.get("mb_triggers_traps", False), bool):
        out.append("map property 'mb_triggers_traps' must be a bool")
    return out


def board_from_map(tm: TileMap) -> Board:
    """MapError if the map is not shaped like a TseuQuest adventure."""
    problems = structure_problems(tm)
    if problems:
        raise MapError(f"{tm.path}: " + "; ".join(problems))
    L = tm.layers
    solid, room, edges = set(), {}, {}
    bad = []
    for y in range(HEIGHT):
        for x in range(WIDTH):
            props = L["floor"].get((x, y))
            if props is None or "room" not in props:
                bad.append(f"square ({x},{y}) has no floor tile")
                continue
            if props.get("solid"):
                solid.add((x, y))
            else:
                room[(x, y)] = int(props["room"])
    for (x, y), props in L["walls"].items():
        for side in ("north", "west"):
            kind = props.get(side, "none")
            if kind not in EDGE_KINDS:
                bad.append(f"walls ({x},{y}): {side}={kind!r} unknown")
                continue
            if kind == "none":
                continue
            if (side == "north" and y == 0) or (side == "west" and x == 0):
                bad.append(f"walls ({x},{y}): {side} edge is the board's border")
                continue
            edges[_side_edge((x, y), side)] = kind
    scenery = tuple(sorted((p["scenery"], c) for c, p in L["scenery"].items() if "scenery" in p))
    traps = []
    rock_groups: dict = {}
    for c, p in sorted(L["traps"].items()):
        kind, side = p.get("trap"), p.get("side", "cell")
        if not kind or side not in SIDES:
            bad.append(f"traps {c}: bad trap tile {p}")
            continue
        if side == "cell":
            if kind == "rocks":
                rock_groups[c] = True
                continue
            traps.append({"id": f"{kind}@{c[0]},{c[1]}", "kind": kind, "cells": (c,), "edge": None})
        else:
            traps.append({"id": f"{kind}@{c[0]},{c[1]}{side[0]}", "kind": kind, "cells": (),
                          "edge": _side_edge(c, side)})
    # rock traps: orthogonally adjacent rock tiles form one trap of up to two squares
    seen = set()
    for c in sorted(rock_groups):
        if c in seen:
            continue
        group = [c]
        seen.add(c)
        for n in ((c[0] + 1, c[1]), (c[0], c[1] + 1)):
            if n in rock_groups and n not in seen:
                group.append(n)
                seen.add(n)
                break
        traps.append({"id": f"rocks@{c[0]},{c[1]}", "kind": "rocks", "cells": tuple(group), "edge": None})
    zones: dict = {}
    for c, p in L["zones"].items():
        zones.setdefault(int(p["zone"]), set()).add(c)
    marks = {m: [] for m in MARKS}
    for c, p in sorted(L["marks"].items()):
        if p.get("mark") in marks:
            marks[p["mark"]].append(c)
        else:
            bad.append(f"marks {c}: unknown mark {p.get('mark')!r}")
    monsters = tuple(sorted((p["monster"], c) for c, p in L["monsters"].items() if "monster" in p))
    props = tm.properties
    try:
        goal = parse_goal(props.get("goal", ""))
        noise = parse_noise(props.get("noise", ""))
        chests = parse_cells_map(props.get("chests", ""), "chests")
        hidden = parse_cells_map(props.get("hidden", ""), "hidden")
        levers = parse_levers(props.get("levers", ""))
    except ValueError as exc:
        raise MapError(f"{tm.path}: {exc}") from None
    if bad:
        raise MapError(f"{tm.path}: " + "; ".join(bad[:6]))
    try:
        exits = set(marks["exit"]) | {_cell_of(t) for t in filter(None, props.get("exits", "").split(";"))}
    except ValueError:
        raise MapError(f"{tm.path}: exits: expected 'x,y;x,y'") from None
    hidden_cells = set(marks["hidden_treasure"])
    for c in hidden:
        hidden_cells.add(c)
    texts = {k: {"es": props[f"{k}_es"], "en": props[f"{k}_en"]} for k in ("title", "intro", "goal", "rules")}
    board = Board(
        name=tm.name, width=WIDTH, height=HEIGHT, solid=frozenset(solid), room=room, edges=edges,
        scenery=scenery, traps=tuple(traps), zones={k: frozenset(v) for k, v in sorted(zones.items())},
        start=tuple(marks["start"]), exits=tuple(sorted(exits)), wander=tuple(marks["wander"]),
        hidden={c: hidden.get(c, {}) for c in sorted(hidden_cells)}, chests=chests, levers=levers,
        monsters=monsters, goal=goal, noise=noise, texts=texts,
        round_limit=int(props["round_limit"]), reward=int(props["reward"]),
        mb_triggers_traps=bool(props.get("mb_triggers_traps", False)))
    return board


# --- design rules --------------------------------------------------------------

def validate_board(b: Board) -> list[str]:
    from .content import load_content
    c = load_content()
    out = []
    cells = set(b.room)

    def ok_cell(cell, what):
        if cell not in cells:
            out.append(f"{what} at {cell} is not on a usable square")
            return False
        return True

    # walls wherever two regions meet
    for (x, y) in cells:
        for n in ((x + 1, y), (x, y + 1)):
            if not (0 <= n[0] < b.width and 0 <= n[1] < b.height):
                continue
            kind = b.edges.get(edge_key((x, y), n))
            if n in b.solid and kind is None:
                out.append(f"no wall between {(x, y)} and rock {n}")
            elif n in cells and b.room[n] != b.room[(x, y)] and kind is None:
                out.append(f"no wall between regions at {(x, y)}|{n}")
    for (a, bb), kind in b.edges.items():
        if kind in ("door", "secret", "gate", "ruined") and not (a in cells and bb in cells):
            out.append(f"{kind} between {a} and {bb} must join two usable squares")
    # scenery
    by_cell = {}
    for kind, cell in b.scenery:
        if kind not in c.scenery:
            out.append(f"unknown scenery {kind!r} at {cell}")
            continue
        if not ok_cell(cell, kind):
            continue
        by_cell[cell] = kind
        if c.scenery[kind].get("wall_side"):
            x, y = cell
            near = [edge_key(cell, n) for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))]
            border = x in (0, b.width - 1) or y in (0, b.height - 1)
            if not border and not any(b.edges.get(e) == "wall" for e in near):
                out.append(f"{kind} at {cell} must stand against a wall (15.11)")
    # traps
    for t in b.traps:
        if t["kind"] not in c.traps:
            out.append(f"unknown trap {t['kind']!r} ({t['id']})")
            continue
        place = c.traps[t["kind"]]["place"]
        if place == "edge" and t["edge"] is None or place == "cell" and not t["cells"]:
            out.append(f"trap {t['id']} must be on a {place}")
        for cell in t["cells"]:
            if ok_cell(cell, t["id"]) and cell in by_cell and not c.scenery[by_cell[cell]]["passable"]:
                out.append(f"trap {t['id']} under impassable scenery")
        if t["edge"] is not None:
            a, bb = t["edge"]
            if a not in cells or bb not in cells or b.edges.get(t["edge"]) not in (None, "door", "ruined"):
                out.append(f"edge trap {t['id']} must be on an open edge between usable squares")
    # zones, marks
    for z, zcells in b.zones.items():
        if not 1 <= z <= 8:
            out.append(f"zone number {z} not in 1..8")
        for cell in zcells:
            ok_cell(cell, f"zone {z}")
    if len(b.start) < MIN_START:
        out.append(f"needs at least {MIN_START} start squares, has {len(b.start)}")
    if b.goal["kind"] in ("retrieve", "escape") and not b.exits:
        out.append("an escape or retrieve goal needs exit squares")
    for what, lst in (("start", b.start), ("exit", b.exits), ("wander", b.wander)):
        for cell in lst:
            if ok_cell(cell, what) and cell in by_cell and not c.scenery[by_cell[cell]]["passable"]:
                out.append(f"{what} at {cell} under impassable scenery")
    for cell in b.hidden:
        ok_cell(cell, "hidden treasure")
    for cell, spec in {**b.hidden, **b.chests}.items():
        for key in ("item", "potion"):
            if key in spec and spec[key] not in (c.items if key == "item" else c.potions):
                out.append(f"unknown {key} {spec[key]!r} at {cell}")
    for cell in b.chests:
        if by_cell.get(cell) != "chest":
            out.append(f"chest contents at {cell} but no chest there")
    for cell, gates in b.levers.items():
        if by_cell.get(cell) != "lever":
            out.append(f"lever at {cell} but no lever scenery there")
        for e in gates:
            if b.edges.get(e) != "gate":
                out.append(f"lever at {cell} works {e}, which is not a gate")
    gates = {e for e, k in b.edges.items() if k == "gate"}
    worked = {e for g in b.levers.values() for e in g}
    for e in gates - worked:
        out.append(f"gate {e} has no lever")
    # figures
    taken = set()
    for ref, cell in b.monsters:
        try:
            c.monster(ref)
        except KeyError:
            out.append(f"unknown monster {ref!r} at {cell}")
            continue
        if ref in c.elementals:
            out.append(f"elemental {ref!r} cannot be placed by a map")
        if ok_cell(cell, ref):
            if cell in taken or cell in b.start:
                out.append(f"two figures on {cell}")
            taken.add(cell)
            if cell in by_cell and not c.scenery[by_cell[cell]]["passable"]:
                out.append(f"{ref} at {cell} stands on impassable scenery")
    # goal and rules
    g = b.goal
    if g["kind"] == "kill" and g["target"] not in [m for m, _ in b.monsters]:
        out.append(f"goal kill:{g['target']} but no such figure on the map")
    if g["kind"] == "retrieve" and {"item": g["target"]} not in list(b.chests.values()) + list(b.hidden.values()):
        out.append(f"goal retrieve:{g['target']} but no chest or hidden treasure holds it")
    if g["kind"] == "retrieve" and g["target"] not in c.items:
        out.append(f"goal item {g['target']!r} is not an item")
    rooms = {r for r in b.room.values() if r}
    for n in b.noise:
        if n["effect"] == "wake" and n["room"] not in rooms:
            out.append(f"noise wakes room {n['room']}, which does not exist")
        if n["effect"] == "spawn":
            if not b.wander:
                out.append("noise spawns monsters but the map has no wander squares")
            for m in n["monsters"]:
                if m not in c.minions and m not in c.antagonists:
                    out.append(f"noise spawns unknown monster {m!r}")
    if not 5 <= b.round_limit <= 99:
        out.append("round_limit must be 5..99")
    # every usable square reachable from the start (doors, secret doors, gates open)
    if b.start:
        blocked = {e for e, k in b.edges.items() if k == "wall"}
        seen = {b.start[0]}
        todo = deque(seen)
        while todo:
            x, y = todo.popleft()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in cells and n not in seen and edge_key((x, y), n) not in blocked:
                    seen.add(n)
                    todo.append(n)
        sealed = cells - seen
        if sealed:
            out.append(f"{len(sealed)} square(s) cannot be reached from the start, e.g. {min(sealed)}")
    return out


def check_tile_map(tm: TileMap) -> list[str]:
    """The check_map hook (game/engine/tiled.py VALIDATORS)."""
    if tm.name.startswith("_"):
        return []
    try:
        b = board_from_map(tm)
    except MapError as exc:
        return [str(exc).split(": ", 1)[-1]]
    return validate_board(b)


def maps_folder() -> Path:
    from game.paths import asset_path
    return asset_path("maps", "tseuquest")


@lru_cache(maxsize=None)
def load_board(name: str, folder: str | None = None) -> Board:
    """The adventure map `name` (its file name without .tmx); MapError lists problems."""
    path = Path(folder) if folder else maps_folder()
    b = board_from_map(load_map(path / f"{name}.tmx"))
    problems = validate_board(b)
    if problems:
        raise MapError(f"{path / (name + '.tmx')}: " + "; ".join(problems[:8]))
    return b


def adventure_ids(folder: str | None = None) -> list[str]:
    path = Path(folder) if folder else maps_folder()
    # listed again only when the folder changes (a map added, removed or renamed
    # changes its modification time): every new game asks twice
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:         # no such folder: no adventures
        return []
    got = _ADVENTURE_IDS.get(path)
    if got is None or got[0] != stamp:
        got = _ADVENTURE_IDS[path] = (stamp, tuple(sorted(p.stem for p in path.glob("*.tmx")
                                                          if not p.stem.startswith("_"))))
    return list(got[1])


_ADVENTURE_IDS: dict = {}      # folder -> (its modification time, the adventure ids in it)


# --- small boards drawn as text (tests and scenarios) -------------------------------

ARENA_EDGES = {"|": "wall", "-": "wall", "D": "door", "S": "secret", "G": "gate", "!": "ruined", "~": "ruined"}


def arena_board(rows: list[str] | tuple, name: str = "arena", goal: str = "kill:osmund",
                start=None, exits=(), levers=None, zones=None, noise: str = "", round_limit: int = 30) -> Board:
    """A Board from a drawing: cell rows and edge rows alternate (first line a
    cell row). In a cell row even columns are squares ('.' corridor, '#' rock,
    'a'..'p' room 1..16) and odd columns the edge to the next square; in an
    edge row even columns are the edge below the square above. Edge chars:
    | - wall, D door, S secret door, G gate, ! ~ half-ruined wall, space none."""
    rows = list(rows)
    cell_rows, edge_rows = rows[0::2], rows[1::2]
    height = len(cell_rows)
    width = max((len(r) + 1) // 2 for r in cell_rows)
    solid, room, edges = set(), {}, {}
    for y, r in enumerate(cell_rows):
        r = r.ljust(2 * width - 1)
        for x in range(width):
            ch = r[2 * x]
            if ch == "#":
                solid.add((x, y))
            else:
                room[(x, y)] = 0 if ch in ". " else ord(ch) - ord("a") + 1
            if x + 1 < width and r[2 * x + 1] in ARENA_EDGES:
                edges[edge_key((x, y), (x + 1, y))] = ARENA_EDGES[r[2 * x + 1]]
    for y, r in enumerate(edge_rows):
        for x in range(width):
            if 2 * x < len(r) and r[2 * x] in ARENA_EDGES and y + 1 < height:
                edges[edge_key((x, y), (x, y + 1))] = ARENA_EDGES[r[2 * x]]
    # walls wherever two regions meet and around rock, as on a real map
    for (x, y) in list(room):
        for n in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
            if n in solid or (n in room and room[n] != room[(x, y)]):
                edges.setdefault(edge_key((x, y), n), "wall")
    texts = {k: {"es": k, "en": k} for k in ("title", "intro", "goal", "rules")}
    free = sorted(room)
    return Board(name=name, width=width, height=height, solid=frozenset(solid), room=room, edges=edges,
                 scenery=(), traps=(), zones={int(k): frozenset(tuple(c) for c in v) for k, v in (zones or {}).items()},
                 start=tuple(tuple(c) for c in (start or free[:4])), exits=tuple(tuple(c) for c in exits),
                 wander=tuple(), hidden={}, chests={},
                 levers={tuple(k): tuple(tuple(map(tuple, e)) for e in v) for k, v in (levers or [])},
                 monsters=(), goal=parse_goal(goal), noise=parse_noise(noise), texts=texts,
                 round_limit=round_limit, reward=0, mb_triggers_traps=False)
