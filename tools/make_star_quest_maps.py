"""Generate the Star Quest battlefields: tileset art, star_quest.tsx and one .tmx per map.

    python tools/make_star_quest_maps.py [--out maps/star_quest] [--render /tmp/sq_maps]

A map is 48x48 cells of 1" with two tile layers: `terrain` (each tile says its
terrain kind and its height in inches) and `marks` (hero deployment, wave
entry points 1-3, AI objectives, mission elements, search tokens, exits).
Pieces are placed by a fixed per-map recipe plus a seeded scatter; every map
gets more than 20 terrain pieces, and the run checks that all open ground is
connected and every mark stands on walkable ground (exit 1 otherwise).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402  (tools may use pygame; rules code may not)
import tiled_write  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

T = 32
N = 48
COLUMNS = 8
# (key, terrain kind, height, colour)
TERRAIN_TILES = (
    ("open", "open", 0, (122, 112, 92)),
    ("ruins", "ruins", 0, (104, 96, 90)),
    ("crates", "crates", 0, (150, 110, 60)),
    ("barricade", "barricade", 0, (120, 120, 130)),
    ("container", "container", 0, (70, 90, 120)),
    ("wall", "wall", 0, (60, 60, 66)),
    ("spire", "spire", 0, (84, 64, 56)),
    ("scrub", "scrub", 0, (110, 90, 50)),
    ("fungus", "fungus", 0, (90, 120, 80)),
    ("acid", "acid", 0, (120, 190, 60)),
    ("wreck", "wreck", 0, (90, 70, 60)),
    ("platform_2", "platform", 2, (150, 150, 160)),
    ("platform_3", "platform", 3, (170, 170, 180)),
    ("tower_6", "tower", 6, (200, 200, 210)),
)
MARKS = ("deploy", "spawn_1", "spawn_2", "spawn_3", "ai_objective", "element", "search", "exit")
MARK_COLOURS = {"deploy": (60, 140, 255), "spawn_1": (230, 60, 60), "spawn_2": (230, 60, 60),
                "spawn_3": (230, 60, 60), "ai_objective": (250, 150, 30), "element": (40, 220, 220),
                "search": (250, 240, 90), "exit": (90, 250, 120)}
BLOCKING = {"container", "wall", "spire"}

# Each map: a recipe of pieces (kind, x, y, w, h), scatter kinds, and marks.
MAPS = {
    "dust_outpost": {
        "seed": 11,
        "pieces": [("container", 10, 10, 2, 5), ("container", 36, 12, 5, 2), ("wall", 20, 20, 8, 1),
                   ("wall", 20, 27, 8, 1), ("platform_3", 30, 30, 5, 5), ("tower_6", 31, 31, 2, 2),
                   ("ruins", 14, 30, 4, 4), ("acid", 24, 8, 3, 2), ("fungus", 6, 24, 3, 4),
                   ("platform_2", 38, 38, 4, 3)],
        "scatter": ["crates", "crates", "barricade", "barricade", "scrub", "wreck", "ruins", "container",
                    "spire", "crates", "acid", "scrub", "barricade", "fungus", "ruins", "crates", "container",
                    "barricade", "wreck", "ruins"],
        "marks": {"deploy": [(x, y) for x in range(2, 8) for y in range(40, 46)],
                  "spawn_1": [(44, 4)], "spawn_2": [(24, 2)], "spawn_3": [(45, 26)],
                  "ai_objective": [(24, 24), (40, 8), (12, 16)],
                  "element": [(24, 12), (36, 22), (42, 38)],
                  "search": [(8, 30), (16, 8), (30, 16), (42, 30), (22, 36), (34, 44)],
                  "exit": [(x, 0) for x in range(20, 28)]},
    },
    "hive_crater": {
        "seed": 23,
        "pieces": [("spire", 22, 22, 4, 4), ("acid", 14, 14, 4, 3), ("acid", 30, 30, 3, 4),
                   ("fungus", 8, 8, 5, 4), ("fungus", 34, 10, 4, 5), ("platform_3", 8, 32, 5, 5),
                   ("tower_6", 9, 33, 2, 2), ("ruins", 28, 18, 3, 3), ("wall", 16, 36, 6, 1)],
        "scatter": ["spire", "spire", "fungus", "scrub", "scrub", "wreck", "crates", "barricade",
                    "ruins", "acid", "fungus", "scrub", "spire", "crates", "wreck", "fungus", "ruins", "spire",
                    "barricade", "crates", "scrub"],
        "marks": {"deploy": [(x, y) for x in range(40, 46) for y in range(40, 46)],
                  "spawn_1": [(3, 3)], "spawn_2": [(24, 2)], "spawn_3": [(2, 24)],
                  "ai_objective": [(24, 30), (10, 20), (30, 8)],
                  "element": [(18, 26), (32, 24), (12, 42)],
                  "search": [(6, 14), (18, 6), (28, 26), (38, 20), (20, 40), (40, 32)],
                  "exit": [(0, y) for y in range(20, 28)]},
    },
    "refinery_deck": {
        "seed": 37,
        "pieces": [("container", 8, 20, 2, 6), ("container", 38, 20, 2, 6), ("wall", 18, 10, 12, 1),
                   ("wall", 18, 37, 12, 1), ("platform_2", 20, 20, 8, 8), ("platform_3", 22, 22, 4, 4),
                   ("tower_6", 23, 23, 2, 2), ("acid", 12, 34, 3, 3), ("acid", 34, 12, 3, 3),
                   ("crates", 14, 14, 2, 2)],
        "scatter": ["container", "crates", "crates", "barricade", "barricade", "wreck", "wreck", "ruins",
                    "scrub", "container", "barricade", "crates", "ruins", "crates", "wreck", "container",
                    "barricade", "ruins", "scrub"],
        "marks": {"deploy": [(x, y) for x in range(21, 28) for y in range(41, 46)],
                  "spawn_1": [(4, 3)], "spawn_2": [(44, 3)], "spawn_3": [(24, 2)],
                  "ai_objective": [(24, 15), (10, 30), (38, 30)],
                  "element": [(24, 19), (6, 12), (42, 40)],
                  "search": [(14, 26), (34, 26), (24, 32), (8, 42), (40, 8), (30, 40)],
                  "exit": [(x, 47) for x in range(0, 8)]},
    },
}


def build_cells(name: str, spec: dict):
    """terrain key per cell, the pieces placed, and the marks."""
    cells = [["open"] * N for _ in range(N)]
    rng = random.Random(spec["seed"])
    reserved = set()
    for kind, pts in spec["marks"].items():
        for x, y in pts:
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    reserved.add((x + dx, y + dy))
    pieces = []

    def place(kind, x, y, w, h):
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                cells[yy][xx] = kind
        pieces.append((kind, x, y, w, h))

    for p in spec["pieces"]:
        place(*p)
    sizes = {"crates": (2, 1), "barricade": (3, 1), "scrub": (3, 3), "wreck": (2, 2), "ruins": (3, 3),
             "container": (2, 4), "spire": (2, 2), "acid": (2, 2), "fungus": (3, 3)}
    for kind in spec["scatter"]:
        for _ in range(200):
            w, h = sizes[kind]
            if rng.random() < 0.5:
                w, h = h, w
            x, y = rng.randrange(2, N - w - 2), rng.randrange(2, N - h - 2)
            area = {(xx, yy) for xx in range(x - 1, x + w + 1) for yy in range(y - 1, y + h + 1)}
            if area & reserved or any(cells[yy][xx] != "open" for xx, yy in area):
                continue
            place(kind, x, y, w, h)
            break
    return cells, pieces, spec["marks"]


def check_connected(name: str, cells) -> list[str]:
    open_cells = {(x, y) for y in range(N) for x in range(N) if TILE_KIND[cells[y][x]] not in BLOCKING}
    start = next(iter(sorted(open_cells)))
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            n = (x + dx, y + dy)
            if n in open_cells and n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(open_cells):
        return [f"{name}: {len(open_cells) - len(seen)} walkable cells cut off"]
    return []


TILE_KIND = {key: kind for key, kind, _, _ in TERRAIN_TILES}


def terrain_tile(key, kind, height, colour):
    s = pygame.Surface((T, T), pygame.SRCALPHA)
    s.fill(colour)
    dark = tuple(max(0, v - 30) for v in colour)
    pygame.draw.rect(s, dark, s.get_rect(), 1)
    rng = random.Random(key)
    if kind in ("ruins", "scrub", "fungus", "wreck"):
        for _ in range(6):
            pygame.draw.circle(s, dark, (rng.randrange(T), rng.randrange(T)), rng.randrange(2, 5))
    if kind in ("container", "crates"):
        pygame.draw.line(s, dark, (0, T // 2), (T, T // 2), 2)
    if kind == "acid":
        for _ in range(4):
            pygame.draw.circle(s, (200, 250, 120), (rng.randrange(T), rng.randrange(T)), 2)
    if height:
        f = pygame.font.Font(None, 16)
        img = f.render(f'{height}"', True, (20, 20, 20))
        s.blit(img, (3, 3))
    return s


def mark_tile(kind):
    s = pygame.Surface((T, T), pygame.SRCALPHA)
    colour = MARK_COLOURS[kind]
    if kind in ("deploy", "exit"):
        s.fill((*colour, 70))
    else:
        pygame.draw.circle(s, (*colour, 230), (T // 2, T // 2), T // 3, 3)
        f = pygame.font.Font(None, 18)
        letter = {"spawn_1": "1", "spawn_2": "2", "spawn_3": "3", "ai_objective": "O", "element": "E",
                  "search": "?"}[kind]
        img = f.render(letter, True, colour)
        s.blit(img, img.get_rect(center=(T // 2, T // 2)))
    return s


def build_tileset():
    tiles = [(f"terrain_{key}", {"terrain": ("string", kind), "height": ("int", h)},
              (lambda k=key, kd=kind, h=h, c=c: terrain_tile(k, kd, h, c)))
             for key, kind, h, c in TERRAIN_TILES]
    tiles += [(f"mark_{m}", {"mark": ("string", m)}, (lambda m=m: mark_tile(m))) for m in MARKS]
    return tiles


def write_map(out: Path, name: str, cells, marks, pieces, gid_of) -> None:
    terrain = [[gid_of[f"terrain_{cells[y][x]}"] for x in range(N)] for y in range(N)]
    mark_layer = [[0] * N for _ in range(N)]
    for kind, pts in marks.items():
        for x, y in pts:
            mark_layer[y][x] = gid_of[f"mark_{kind}"]
    props = {"pieces": ("int", len(pieces))}
    tiled_write.write_map(out / f"{name}.tmx", N, N, T, props, "star_quest.tsx",
                          (("terrain", terrain), ("marks", mark_layer)))


def render(out: Path, dest: Path, tiles) -> None:
    from game.engine.tiled import load_map
    dest.mkdir(parents=True, exist_ok=True)
    images = [painter() for _, _, painter in tiles]
    for path in sorted(out.glob("*.tmx")):
        tm = load_map(path)
        surf = pygame.Surface((tm.width * T, tm.height * T))
        for lname in ("terrain", "marks"):
            for (x, y), gid in tm.gids[lname].items():
                surf.blit(images[gid - 1], (x * T, y * T))
        small = pygame.transform.smoothscale(surf, (surf.get_width() // 2, surf.get_height() // 2))
        pygame.image.save(small, str(dest / f"{path.stem}.png"))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(REPO / "maps" / "star_quest"))
    ap.add_argument("--render", default="")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    tiles = build_tileset()
    tiled_write.write_tileset(out, "star_quest", tiles, T, COLUMNS, every_tile=True)
    gid_of = {key: i + 1 for i, (key, _, _) in enumerate(tiles)}
    bad = []
    for name, spec in MAPS.items():
        cells, pieces, marks = build_cells(name, spec)
        bad += check_connected(name, cells)
        for kind, pts in marks.items():
            for x, y in pts:
                if TILE_KIND[cells[y][x]] in BLOCKING:
                    bad.append(f"{name}: mark {kind} at {(x, y)} on blocking terrain")
        if len(pieces) <= 20:
            bad.append(f"{name}: only {len(pieces)} terrain pieces")
        write_map(out, name, cells, marks, pieces, gid_of)
    if args.render:
        render(out, Path(args.render), tiles)
    for p in bad:
        print(p, file=sys.stderr)
    bad += tiled_write.check_written(out)
    print(f"wrote {len(tiles)} tileset tiles and {len(MAPS)} maps to {out}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
