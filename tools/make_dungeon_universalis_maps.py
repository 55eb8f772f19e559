"""Generate the Dungeon Universalis scenario map: tileset art, dungeon_universalis.tsx and one .tmx.

    python tools/make_dungeon_universalis_maps.py [--out maps/dungeon_universalis] [--render DIR]

Layers: floor (section kind: corridor | room | main), sections (section number),
walls (north / west edge of each square: wall or door), arrows (exploration
arrows, pointing into the section they reveal), furniture (height, cover,
difficult terrain, movable) and marks (start, exit); maps with terrain add a
terrain layer (pit with its depth, deep water, walkway, raised level 1-3). The scenario's hidden data (locked
doors, riddles, fixed traps, secret doors, the Leader's square) lives in its
sheet, not in the map. Every run rewrites the files and validates them with
game.games.dungeon_universalis.board; exit 1 on any problem.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402  (tools may use pygame; rules code may not)
import tiled_write  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

T = 32
COLUMNS = 10
LAYERS = ("floor", "sections", "walls", "arrows", "furniture", "marks")
SECTIONS = 12
EDGE_KINDS = ("none", "wall", "door")
ARROWS = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
# kind: (height, cover none|light|heavy, passable (climbable / walkable), difficult terrain)
FURNITURE = {"table": (1, "light", True, False), "barrel": (1, "light", True, False),
             "chest": (1, "light", True, False), "bookcase": (2, "heavy", False, False),
             "statue": (3, "heavy", False, False), "rubble": (0, "none", True, True),
             "throne": (1, "light", True, False), "altar": (1, "heavy", False, False)}

# The Gnaw-King's Warren: sections as rectangles (x, y, w, h), kind.
WARREN = {
    "size": (28, 19),
    "sections": {1: ("corridor", [(2, 12, 2, 7)]), 2: ("room", [(1, 6, 6, 6)]),
                 3: ("corridor", [(4, 13, 11, 2)]), 4: ("room", [(8, 9, 5, 4)]),
                 5: ("room", [(15, 10, 8, 7)]), 6: ("corridor", [(17, 3, 2, 7)]),
                 7: ("room", [(7, 2, 6, 5)]), 8: ("main", [(19, 1, 8, 7)]),
                 9: ("corridor", [(13, 4, 4, 2)])},
    # doors: (cell, cell); the secret door is in the sheet only (a wall here)
    "doors": [((2, 11), (2, 12)), ((10, 12), (10, 13)), ((14, 13), (15, 13)), ((6, 6), (7, 6)),
              ((18, 4), (19, 4))],
    # open passages between sections (no wall), each side gets arrows into the other
    "passages": [((3, 13), (4, 13)), ((3, 14), (4, 14)), ((17, 9), (17, 10)), ((18, 9), (18, 10)),
                 ((16, 4), (17, 4)), ((16, 5), (17, 5))],
    "furniture": [("table", 3, 8), ("table", 4, 8), ("barrel", 8, 9), ("chest", 12, 9),
                  ("statue", 17, 12), ("statue", 20, 12), ("statue", 17, 14), ("statue", 20, 14),
                  ("rubble", 21, 15), ("rubble", 22, 15), ("rubble", 22, 16), ("chest", 8, 3),
                  ("bookcase", 11, 2), ("bookcase", 12, 2), ("statue", 20, 2), ("statue", 20, 6),
                  ("table", 23, 4), ("table", 23, 5), ("throne", 26, 3), ("barrel", 7, 13), ("altar", 10, 3)],
    "start": [(2, 17), (3, 17), (2, 18), (3, 18)],
    "exit": [(2, 17), (3, 17), (2, 18), (3, 18)],
    "props": {"title_es": "La madriguera del Rey Roedor", "title_en": "The Gnaw-King's Warren",
              "sheet": "warren"},
}
# furniture added after the first map (its tiles come after the marks so older gids stay put)
MOVABLE = {"crate": (1, "light", True, False)}
# terrain tiles: kind -> properties
TERRAIN = {"pit": {"terrain": ("string", "pit"), "depth": ("int", 2)},
           "water": {"terrain": ("string", "water")},
           "walkway": {"terrain": ("string", "walkway")},
           **{f"level_{n}": {"terrain": ("string", "level"), "level": ("int", n)} for n in (1, 2, 3)},
           # a flight of stairs up to level 1, climbed eastwards (added last so older gids stay put)
           "stairs_1e": {"terrain": ("string", "stairs"), "level": ("int", 1), "rise": ("string", "e")}}


def _rect(x0, y0, w, h):
    return [(x, y) for y in range(y0, y0 + h) for x in range(x0, x0 + w)]


# The Drowned Cistern: a flooded hall, a gallery split by a pit trench, stepped terraces
# (a chest up on a block only climbing reaches) with a ledge, and the Queen's cistern with a
# raised dais in deep water, climbed by a stair over the water.
_DAIS = _rect(23, 4, 3, 3)
SUNKEN = {
    "size": (30, 20),
    "sections": {1: ("corridor", [(2, 14, 2, 6)]), 2: ("room", [(1, 6, 8, 8)]),
                 3: ("corridor", [(9, 11, 9, 2)]), 4: ("room", [(10, 2, 8, 9)]),
                 5: ("room", [(18, 11, 10, 8)]), 6: ("corridor", [(18, 4, 2, 7)]),
                 7: ("main", [(20, 1, 9, 9)])},
    "doors": [((2, 13), (2, 14)), ((12, 10), (12, 11)), ((19, 6), (20, 6))],
    "passages": [((8, 11), (9, 11)), ((8, 12), (9, 12)), ((17, 11), (18, 11)), ((17, 12), (18, 12)),
                 ((17, 4), (18, 4)), ((17, 5), (18, 5)), ((18, 10), (18, 11)), ((19, 10), (19, 11))],
    "furniture": [("barrel", 1, 6), ("table", 7, 7), ("chest", 1, 12), ("crate", 11, 4), ("crate", 16, 9),
                  ("chest", 16, 2), ("statue", 21, 14), ("table", 26, 17), ("chest", 25, 13), ("altar", 27, 2),
                  ("throne", 24, 5)],
    "terrain": ([("water", c) for c in _rect(3, 8, 4, 4) if c[1] != 10] + [("walkway", c) for c in _rect(3, 10, 4, 1)]
                + [("pit", c) for c in _rect(13, 2, 2, 9) if c[1] not in (6, 7)]
                + [("walkway", c) for c in _rect(13, 6, 2, 2)]
                + [("level_1", c) for c in _rect(22, 11, 6, 8) if c not in _rect(25, 11, 3, 3)]
                + [("level_3", c) for c in _rect(25, 11, 3, 3)]
                + [("level_2", c) for c in _rect(18, 16, 2, 3)]
                + [("water", c) for c in _rect(22, 3, 5, 5) if c not in _DAIS and c != (22, 5)]
                + [("stairs_1e", (22, 5))] + [("level_1", c) for c in _DAIS]),
    "start": [(2, 18), (3, 18), (2, 19), (3, 19)],
    "exit": [(2, 18), (3, 18), (2, 19), (3, 19)],
    "props": {"title_es": "La cisterna anegada", "title_en": "The Drowned Cistern", "sheet": "sunken"},
}
MAPS = {"warren": WARREN, "sunken": SUNKEN}


def new_tile():
    return pygame.Surface((T, T), pygame.SRCALPHA)


def text(s, msg, colour, size=14, center=None):
    f = pygame.font.Font(None, size)
    img = f.render(msg, True, colour)
    s.blit(img, img.get_rect(center=center or (T // 2, T // 2)))


FLOOR_TINT = {"corridor": (92, 88, 84), "room": (120, 100, 76), "main": (118, 70, 66)}


def floor_tile(kind):
    s = new_tile()
    base = FLOOR_TINT[kind]
    s.fill(base)
    dark = tuple(max(0, v - 26) for v in base)
    pygame.draw.rect(s, dark, s.get_rect(), 1)
    pygame.draw.line(s, dark, (0, T // 2), (T, T // 2), 1)
    return s


def section_tile(n):
    s = new_tile()
    text(s, str(n), (255, 255, 255, 90), 12, (6, 6))
    return s


def walls_tile(north, west):
    s = new_tile()
    for kind, side in ((west, "west"), (north, "north")):
        if kind == "none":
            continue
        rect = pygame.Rect(0, 0, T, 4) if side == "north" else pygame.Rect(0, 0, 4, T)
        pygame.draw.rect(s, (26, 20, 16), rect)
        if kind == "door":
            door = pygame.Rect(0, 0, T - 8, 8) if side == "north" else pygame.Rect(0, 0, 8, T - 8)
            door.center = (T // 2, 1) if side == "north" else (1, T // 2)
            pygame.draw.rect(s, (150, 96, 44), door)
            pygame.draw.rect(s, (70, 40, 16), door, 1)
    return s


def arrow_tile(d):
    s = new_tile()
    dx, dy = ARROWS[d]
    c = T // 2
    tip = (c + dx * 11, c + dy * 11)
    left = (c - dy * 7 - dx * 3, c + dx * 7 - dy * 3)
    right = (c + dy * 7 - dx * 3, c - dx * 7 - dy * 3)
    pygame.draw.polygon(s, (240, 220, 120), [tip, left, right])
    pygame.draw.polygon(s, (90, 70, 20), [tip, left, right], 1)
    return s


def terrain_tile(kind):
    s = new_tile()
    if kind == "pit":
        s.fill((16, 12, 10))
        pygame.draw.rect(s, (60, 48, 40), s.get_rect(), 2)
    elif kind == "water":
        s.fill((30, 70, 120, 220))
        for y in (8, 18, 27):
            pygame.draw.arc(s, (120, 170, 220), pygame.Rect(4, y - 4, 12, 8), 0, 3.14, 1)
            pygame.draw.arc(s, (120, 170, 220), pygame.Rect(16, y - 4, 12, 8), 0, 3.14, 1)
    elif kind == "walkway":
        for x in range(2, T, 7):
            pygame.draw.rect(s, (140, 100, 56), pygame.Rect(x, 1, 6, T - 2))
            pygame.draw.rect(s, (70, 46, 20), pygame.Rect(x, 1, 6, T - 2), 1)
    elif kind.startswith("stairs"):
        s.fill((255, 255, 255, 30))
        for i, x in enumerate(range(3, T - 3, 6)):       # treads rising eastwards, lighter as they go up
            pygame.draw.rect(s, (150 + 15 * i, 140 + 15 * i, 120 + 15 * i), pygame.Rect(x, 2, 6, T - 4))
            pygame.draw.line(s, (60, 50, 40), (x, 2), (x, T - 3), 1)
    else:
        n = int(kind.split("_")[1])
        s.fill((255, 255, 255, 30 * n))
        text(s, str(n), (255, 255, 255), 12, (6, T - 7))
    return s


def furniture_tile(kind):
    s = new_tile()
    r = pygame.Rect(4, 4, T - 8, T - 8)
    colours = {"table": (132, 84, 40), "barrel": (110, 70, 34), "chest": (150, 110, 40),
               "bookcase": (80, 48, 20), "statue": (170, 170, 165), "rubble": (70, 66, 60),
               "throne": (150, 40, 40), "altar": (200, 200, 230), "crate": (150, 116, 70)}
    c = colours[kind]
    if kind in ("barrel", "statue"):
        pygame.draw.circle(s, c, (T // 2, T // 2), T // 2 - 4)
        pygame.draw.circle(s, (40, 40, 40), (T // 2, T // 2), T // 2 - 4, 1)
    elif kind == "rubble":
        for x, y, rad in ((9, 10, 4), (20, 12, 5), (13, 22, 4), (24, 23, 3)):
            pygame.draw.circle(s, c, (x, y), rad)
    else:
        pygame.draw.rect(s, c, r)
        pygame.draw.rect(s, (40, 24, 10), r, 1)
    if kind == "crate":
        pygame.draw.line(s, (70, 46, 20), r.topleft, r.bottomright, 1)
        pygame.draw.line(s, (70, 46, 20), r.topright, r.bottomleft, 1)
    height = {**FURNITURE, **MOVABLE}[kind][0]
    if height:
        text(s, str(height), (255, 255, 255), 12, (T - 7, T - 7))
    return s


def mark_tile(kind):
    s = new_tile()
    colour = (80, 200, 90) if kind == "start" else (90, 150, 230)
    pygame.draw.rect(s, colour, s.get_rect().inflate(-4, -4), 2)
    text(s, "S" if kind == "start" else "E", colour, 16)
    return s


def build_tileset():
    tiles = []
    for kind in FLOOR_TINT:
        tiles.append((f"floor_{kind}", {"kind": ("string", kind)}, lambda k=kind: floor_tile(k)))
    for n in range(1, SECTIONS + 1):
        tiles.append((f"section_{n}", {"section": ("int", n)}, lambda n=n: section_tile(n)))
    for north in EDGE_KINDS:
        for west in EDGE_KINDS:
            if north == west == "none":
                continue
            tiles.append((f"walls_{north}_{west}", {"north": ("string", north), "west": ("string", west)},
                          lambda a=north, b=west: walls_tile(a, b)))
    for d in ARROWS:
        tiles.append((f"arrow_{d}", {"arrow": ("string", d)}, lambda d=d: arrow_tile(d)))
    for kind, (height, cover, passable, difficult) in FURNITURE.items():
        tiles.append((f"furniture_{kind}", {"furniture": ("string", kind), "height": ("int", height),
                                            "cover": ("string", cover), "passable": ("bool", passable),
                                            "difficult": ("bool", difficult)},
                      lambda k=kind: furniture_tile(k)))
    for kind in ("start", "exit"):
        tiles.append((f"mark_{kind}", {"mark": ("string", kind)}, lambda k=kind: mark_tile(k)))
    for kind, (height, cover, passable, difficult) in MOVABLE.items():
        tiles.append((f"furniture_{kind}", {"furniture": ("string", kind), "height": ("int", height),
                                            "cover": ("string", cover), "passable": ("bool", passable),
                                            "difficult": ("bool", difficult), "movable": ("bool", True)},
                      lambda k=kind: furniture_tile(k)))
    for kind, props in TERRAIN.items():
        tiles.append((f"terrain_{kind}", props, lambda k=kind: terrain_tile(k)))
    return tiles


def map_layers(spec: dict, gid_of: dict) -> dict:
    w, h = spec["size"]
    names = LAYERS + (("terrain",) if "terrain" in spec else ())
    layers = {k: [[0] * w for _ in range(h)] for k in names}
    section = {}
    for n, (kind, rects) in spec["sections"].items():
        for (x0, y0, rw, rh) in rects:
            for y in range(y0, y0 + rh):
                for x in range(x0, x0 + rw):
                    assert (x, y) not in section, ("overlap", x, y)
                    section[(x, y)] = n
                    layers["floor"][y][x] = gid_of[f"floor_{kind}"]
                    layers["sections"][y][x] = gid_of[f"section_{n}"]
    doors = {frozenset(d) for d in spec["doors"]}
    passages = {frozenset(p) for p in spec["passages"]}
    for y in range(h):
        for x in range(w):
            kinds = []
            for other in ((x, y - 1), (x - 1, y)):
                pair = frozenset(((x, y), other))
                a, b = section.get((x, y)), section.get(other)
                if pair in doors:
                    kinds.append("door")
                elif pair in passages or a == b or (a is None and b is None):
                    kinds.append("none")
                else:
                    kinds.append("wall")
            if kinds != ["none", "none"]:
                layers["walls"][y][x] = gid_of[f"walls_{kinds[0]}_{kinds[1]}"]
    for p in spec["passages"]:
        a, b = p
        for src, dst in ((a, b), (b, a)):
            d = next(k for k, v in ARROWS.items() if (src[0] + v[0], src[1] + v[1]) == dst)
            layers["arrows"][src[1]][src[0]] = gid_of[f"arrow_{d}"]
    for kind, x, y in spec["furniture"]:
        assert (x, y) in section and layers["furniture"][y][x] == 0, ("furniture", kind, x, y)
        layers["furniture"][y][x] = gid_of[f"furniture_{kind}"]
    for kind, (x, y) in spec.get("terrain", ()):
        assert (x, y) in section and layers["terrain"][y][x] == 0, ("terrain", kind, x, y)
        layers["terrain"][y][x] = gid_of[f"terrain_{kind}"]
    for kind in ("start", "exit"):
        for x, y in spec[kind]:
            if kind == "exit" and (x, y) in spec["start"]:
                continue    # an entrance that is also the exit keeps its start mark; exits are in the properties
            layers["marks"][y][x] = gid_of[f"mark_{kind}"]
    return layers


def write_map(out: Path, name: str, spec: dict, layers: dict) -> None:
    w, h = spec["size"]
    props = {k: ("string", v) for k, v in spec["props"].items()}
    props["exits"] = ("string", ";".join(f"{x},{y}" for x, y in spec["exit"]))
    tiled_write.write_map(out / f"{name}.tmx", w, h, T, dict(sorted(props.items())), "dungeon_universalis.tsx",
                          layers.items())


def render(out: Path, dest: Path, tiles) -> None:
    from game.engine.tiled import load_map
    dest.mkdir(parents=True, exist_ok=True)
    images = [painter() for _, _, painter in tiles]
    for path in sorted(out.glob("*.tmx")):
        tm = load_map(path)
        surf = pygame.Surface((tm.width * T, tm.height * T))
        surf.fill((24, 20, 18))
        for lname in LAYERS[:1] + ("terrain",) + LAYERS[1:]:
            for (x, y), gid in tm.gids.get(lname, {}).items():
                surf.blit(images[gid - 1], (x * T, y * T))
        pygame.image.save(surf, str(dest / f"{path.stem}.png"))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(REPO / "maps" / "dungeon_universalis"))
    ap.add_argument("--render", default="")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    tiles = build_tileset()
    tiled_write.write_tileset(out, "dungeon_universalis", tiles, T, COLUMNS, every_tile=True)
    gid_of = {key: i + 1 for i, (key, _, _) in enumerate(tiles)}
    for name, spec in MAPS.items():
        write_map(out, name, spec, map_layers(spec, gid_of))
    if args.render:
        render(out, Path(args.render), tiles)
    bad = tiled_write.check_written(out)
    print(f"wrote {len(tiles)} tileset tiles and {len(MAPS)} map(s) to {out}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
