"""Render the Platformer map tiles to PNG to look at them.

    python tools/render_platformer_maps.py [--out /tmp/platformer_maps] [--seed 1]

Writes sheet_forest.png, sheet_void.png (16 tiles each, labelled) and
tower_forest.png, tower_void.png (3 random levels + a boss level, 2 tiles wide).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.engine.tiled import load_map  # noqa: E402

LAYER_ORDER = ("background", "edges", "terrain", "markers")


class Painter:
    def __init__(self):
        self.sheets = {}

    def tile_image(self, ts, gid):
        if ts.image not in self.sheets:
            self.sheets[ts.image] = pygame.image.load(ts.image).convert_alpha()
        local = gid - ts.firstgid
        x = ts.margin + (local % ts.columns) * (ts.tile_width + ts.spacing)
        y = ts.margin + (local // ts.columns) * (ts.tile_height + ts.spacing)
        return self.sheets[ts.image].subsurface((x, y, ts.tile_width, ts.tile_height))

    def render(self, tm) -> pygame.Surface:
        surf = pygame.Surface((tm.width * tm.tile_width, tm.height * tm.tile_height))
        for layer in LAYER_ORDER:
            for (x, y), gid in tm.gids.get(layer, {}).items():
                ts = next(t for t in reversed(tm.tilesets) if t.firstgid <= gid)
                surf.blit(self.tile_image(ts, gid), (x * tm.tile_width, y * tm.tile_height))
        return surf


def sheet(painter, maps, font) -> pygame.Surface:
    cols, pad, label = 4, 12, 20
    tw, th = maps[0].width * maps[0].tile_width, maps[0].height * maps[0].tile_height
    rows = (len(maps) + cols - 1) // cols
    out = pygame.Surface((cols * (tw + pad) + pad, rows * (th + pad + label) + pad))
    out.fill((18, 18, 22))
    for i, tm in enumerate(maps):
        x = pad + (i % cols) * (tw + pad)
        y = pad + (i // cols) * (th + pad + label)
        boss = " [BOSS]" if tm.properties.get("boss") else ""
        out.blit(font.render(f"{tm.name}: {tm.properties.get('name')}{boss}", True, (230, 230, 230)), (x, y))
        out.blit(painter.render(tm), (x, y + label))
    return out


def tower(painter, maps, rng, levels=3) -> pygame.Surface:
    regular = [m for m in maps if not m.properties["boss"]]
    boss = [m for m in maps if m.properties["boss"]]
    picked = rng.sample(regular, 2 * levels)
    rows = [picked[i:i + 2] for i in range(0, len(picked), 2)] + [rng.sample(boss, 2)]
    tw, th = maps[0].width * maps[0].tile_width, maps[0].height * maps[0].tile_height
    out = pygame.Surface((2 * tw, len(rows) * th))
    for level, pair in enumerate(rows):  # level 0 at the bottom
        y = (len(rows) - 1 - level) * th
        for i, tm in enumerate(pair):
            out.blit(painter.render(tm), (i * tw, y))
    for level in range(1, len(rows)):  # thin guide between levels
        pygame.draw.line(out, (255, 60, 60), (0, level * th), (2 * tw, level * th), 1)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--maps", default=str(REPO / "maps" / "platformer"))
    ap.add_argument("--out", default="/tmp/platformer_maps")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    pygame.init()
    pygame.display.set_mode((1, 1))
    font = pygame.font.Font(None, 20)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    painter = Painter()
    rng = random.Random(args.seed)
    for tile_set in ("forest", "void"):
        maps = [load_map(p) for p in sorted(Path(args.maps).glob(f"{tile_set}_*.tmx"))]
        pygame.image.save(sheet(painter, maps, font), str(out / f"sheet_{tile_set}.png"))
        pygame.image.save(tower(painter, maps, rng), str(out / f"tower_{tile_set}.png"))
    print(f"wrote sheets and towers to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
