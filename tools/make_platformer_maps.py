"""Generate the Platformer Tiled maps: tileset art, platformer.tsx and 32 .tmx tiles.

    python tools/make_platformer_maps.py [--out maps/platformer]

Layouts are hand-written ASCII pictures (LAYOUTS below); art is drawn with
pygame. Every run rewrites the tileset and all maps, then validates them with
game.games.platformer.tiles and exits 1 on any problem. See docs/maps.md.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402  (tools may use pygame; rules code may not)
import tiled_write  # noqa: E402
from tiled_write import TILED_VERSION, prop_xml  # noqa: E402,F401

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

T = 48  # tile size in px
COLUMNS = 7
W, H = 5, 4

# ---------------------------------------------------------------------------
# Layouts. Each tile is 8 strings, top row first: a cell row, then the floor
# under it. Cell rows: boundary chars at 0,3,6,9,12,15 (' ' open, '|' wall),
# each cell two chars: feature then marker.
#   features: H ladder, ^ trap, O portal, $ shop, . none
#   markers:  s enemy spawn, g gold, d gem, B boss spawn, k boss token, . none
# Floor rows: "__" platform below the cell, "==" one-way platform, ".." none.
# ---------------------------------------------------------------------------

LAYOUTS = {
    "forest_01": ("Mossy Steps", [
        " .. .. .. H. .g ",
        " .. .. .. __ __ ",
        " .. .. .s H. .. ",
        " .. __ __ .. .. ",
        " .s .. .. ^d .. ",
        " __ .. .. __ .. ",
        " .. .. .d H. .. ",
        " __ .. .. __ .. ",
    ]),
    "forest_02": ("Hollow Oak", [
        " .. H. .. .. .s ",
        " .. __ .. __ __ ",
        " .. H.|$.|.. .. ",
        " .. __ __ __ .. ",
        " .s .. .g .. .d ",
        " __ .. .. .. .. ",
        " .. .. .. H. .. ",
        " .. __ .. __ __ ",
    ]),
    "forest_03": ("Thorn Gallery", [
        " .. .g .. H. .. ",
        " __ __ .. __ __ ",
        " .s .. ^d H. .. ",
        " __ .. __ .. .. ",
        " .. ^. .. .s .. ",
        " .. __ .. __ .. ",
        " .. H. .. .. .d ",
        " .. __ .. .. __ ",
    ]),
    "forest_04": ("Twin Ledges", [
        " .. .. .g .. .. ",
        " __ .. __ .. __ ",
        " .s ..|..|.. .s ",
        " __ .. .. .. __ ",
        " .. .. H. .. .. ",
        " .. __ __ __ .. ",
        " .d .. H. .. .d ",
        " __ .. __ .. __ ",
    ]),
    "forest_05": ("Woodcutter's Hut", [
        " H. .. .. .g .. ",
        " __ .. __ __ .. ",
        " H. .s .. ..|$. ",
        " .. __ .. .. __ ",
        " .. .. .. .s .. ",
        " __ .. __ __ .. ",
        " .d .. .. ^. .. ",
        " .. .. __ .. .. ",
    ]),
    "forest_06": ("Root Cellar", [
        " .. .. H. .. .. ",
        " .. __ __ __ .. ",
        " .s|.. H. ..|.s ",
        " __ .. .. .. __ ",
        " .. .d .. .g .. ",
        " .. __ .. __ .. ",
        " .. .. .. H. .. ",
        " __ .. __ __ .. ",
    ]),
    "forest_07": ("Mushroom Market", [
        " .g .. .. H. .. ",
        " __ .. __ __ .. ",
        " .. .. .s H. .. ",
        " .. .. __ .. .. ",
        " $. .. .. ^. .s ",
        " __ __ .. __ __ ",
        " .. H. .. .. .. ",
        " .. __ .. .. .. ",
    ]),
    "forest_08": ("Fallen Log", [
        " .. .d .. .. .. ",
        " .. .. .. .. .. ",
        " .s .. .g H. .s ",
        " __ __ __ __ __ ",
        " .. ^. .. H. .. ",
        " .. __ .. .. .. ",
        " .d .. .. .. .. ",
        " .. .. __ __ .. ",
    ]),
    "forest_09": ("Bramble Nook", [
        " .. H. .. .g .. ",
        " .. __ .. __ .. ",
        " .. H.|^d|.. .s ",
        " .. .. __ .. __ ",
        " .s .. .. .. .. ",
        " __ .. .. __ .. ",
        " .. .. .d H. .. ",
        " .. __ .. __ __ ",
    ]),
    "forest_10": ("Hermit's Stall", [
        " .s .. H. .. .g ",
        " __ .. __ .. __ ",
        " .. .. H. .. .. ",
        " .. __ .. __ .. ",
        " .d .s|$.|.s .. ",
        " .. __ __ __ .. ",
        " .. H. .. .. .d ",
        " .. __ .. .. .. ",
    ]),
    "forest_11": ("Stone Well", [
        " .. .. .g .. .. ",
        " __ .. .. .. __ ",
        " .s ..|H.|.. .s ",
        " __ __ .. __ __ ",
        " .. ^.|H.|.d .. ",
        " .. .. .. __ .. ",
        " .d .. H. .. .. ",
        " .. .. .. .. __ ",
    ]),
    "forest_12": ("Lantern Post", [
        " .. H. .. .s .. ",
        " .. __ .. __ .. ",
        " .. H. .g .. .. ",
        " .. .. .. .. __ ",
        " .. .. .s .. $. ",
        " .. .. __ .. __ ",
        " .. .d .. H. .. ",
        " __ .. .. __ .. ",
    ]),
    "forest_13": ("Canopy Climb", [
        " .. .g .. H. .. ",
        " .. __ .. __ .. ",
        " .. .. .s H. ^. ",
        " __ .. __ .. __ ",
        " .s .. H. .. .. ",
        " __ .. __ .. .. ",
        " .. .. H. .. .d ",
        " .. .. __ .. __ ",
    ]),
    "forest_14": ("Old Shrine", [
        " .. .. $. .. .. ",
        " .. __ __ __ .. ",
        " .s .. .. .. .s ",
        " __ .. .. .. __ ",
        " .. .g ..|.. .. ",
        " .. __ .. __ .. ",
        " .. ^d .. .. .d ",
        " .. .. .. .. __ ",
    ]),
    "forest_15": ("Golden Throne", [
        " .k .. .. .. .d ",
        " __ .. .. .. __ ",
        " .. .. .B .. .. ",
        " .. __ __ __ .. ",
        " $. .. .. .. $. ",
        " __ .. .. .. __ ",
        " .. .g .. .g .. ",
        " == == == == == ",
    ]),
    "forest_16": ("Grove of Crowns", [
        " .. .k .. .g .. ",
        " .. __ .. __ .. ",
        " .B .. H. .. .B ",
        " __ .. __ .. __ ",
        " .. .. H. .. .. ",
        " .. __ .. __ .. ",
        " .d .. $. .. .. ",
        " == == == == == ",
    ]),
    "void_01": ("Starfall Stairs", [
        " O. .. .. .g .. ",
        " __ .. .. __ .. ",
        " .. .s .. .. H. ",
        " .. __ .. .. __ ",
        " $. .. .s .. H. ",
        " __ .. __ .. .. ",
        " .. .d .. O. .. ",
        " .. __ .. .. __ ",
    ]),
    "void_02": ("Nebula Ledge", [
        " .. .. .g .. O. ",
        " __ __ .. .. __ ",
        " .s ^d .. .. .. ",
        " __ __ .. __ .. ",
        " .. .. .. .s .. ",
        " .. .. __ __ .. ",
        " O. .d .. H. .. ",
        " .. .. .. __ __ ",
    ]),
    "void_03": ("Comet Alcove", [
        " .. H. .. .. .s ",
        " .. __ .. .. __ ",
        " O. H.|.d|.. O. ",
        " .. .. __ .. .. ",
        " .. .s .. $. .. ",
        " .. __ .. __ .. ",
        " .g .. .. H. .. ",
        " __ .. .. __ .. ",
    ]),
    "void_04": ("Dark Matter Shaft", [
        " .. .g .. .. .s ",
        " .. __ .. .. __ ",
        " .s .. .. H. .. ",
        " __ .. __ __ .. ",
        " .. .. ^. H. .d ",
        " .. .. .. .. __ ",
        " .. H. .. .. .d ",
        " .. __ .. .. .. ",
    ]),
    "void_05": ("Twin Rifts", [
        " O. .. H. .. O. ",
        " __ .. __ .. __ ",
        " .. .s H. .s .. ",
        " .. __ .. __ .. ",
        " .g .. .. .. .d ",
        " __ .. .. .. __ ",
        " .. ^. .d ^. .. ",
        " .. .. __ .. .. ",
    ]),
    "void_06": ("Observatory", [
        " .. .. $. .. .. ",
        " .. .. __ .. .. ",
        " .s|.. .. ..|.s ",
        " __ .. .. .. __ ",
        " .. O. .g O. .. ",
        " .. __ .. __ .. ",
        " .d .. .. .. .. ",
        " .. .. __ .. __ ",
    ]),
    "void_07": ("Gravity Well", [
        " .. .g .. .. .. ",
        " __ .. .. __ .. ",
        " O. ..|H.|.. .s ",
        " .. .. __ .. __ ",
        " .s ..|H.|.. O. ",
        " __ .. .. .. .. ",
        " .. .d H. .. .. ",
        " .. .. .. __ __ ",
    ]),
    "void_08": ("Moonstone Market", [
        " .. .s .. H. .. ",
        " .. __ .. __ .. ",
        " O. .. ^d H. .. ",
        " __ .. __ .. .. ",
        " .. $. .. .s O. ",
        " .. __ .. __ .. ",
        " .g .. .. .. .d ",
        " __ .. .. .. .. ",
    ]),
    "void_09": ("Event Horizon", [
        " .g .. .. .. .. ",
        " __ .. __ .. .. ",
        " .. .. .s .. .s ",
        " .. .. __ .. __ ",
        " .. H. .. ^. .. ",
        " __ __ .. __ .. ",
        " .d H. .. .. .. ",
        " .. __ .. .. __ ",
    ]),
    "void_10": ("Asteroid Hop", [
        " .. O. .. .. .g ",
        " .. __ .. .. __ ",
        " .s .. .. .s .. ",
        " __ .. .. __ .. ",
        " .. .. .d .. .. ",
        " .. __ __ .. __ ",
        " O. .. .. H. .d ",
        " .. .. .. __ .. ",
    ]),
    "void_11": ("Crystal Bazaar", [
        " .. H. .. .. .. ",
        " .. __ .. __ .. ",
        " .s H. O. ..|$. ",
        " __ .. .. ..|__ ",
        " .g .. .. .s .. ",
        " __ .. .. __ .. ",
        " .. ^. O. .. .d ",
        " .. .. __ .. .. ",
    ]),
    "void_12": ("Void Ribbon", [
        " .. .. .d .. .. ",
        " __ .. .. .. __ ",
        " .s .. .. .. .s ",
        " __ __ .. __ __ ",
        " .. O. H. O. .. ",
        " .. .. __ .. .. ",
        " .g ^. H. .. .d ",
        " .. .. __ .. .. ",
    ]),
    "void_13": ("Silent Orbit", [
        " .. H. .. .. .s ",
        " .. __ .. .. __ ",
        " .. H. ..|^g|.. ",
        " __ .. .. __ .. ",
        " .s .. .. .. .. ",
        " __ .. __ .. .. ",
        " .. .d .. H. .. ",
        " .. .. .. __ .. ",
    ]),
    "void_14": ("Wanderer's Rest", [
        " .g .. .. O. .. ",
        " __ .. .. __ .. ",
        " .. .. .s .. .. ",
        " .. .. __ .. .. ",
        " .s $.|.. .. O. ",
        " __ __ .. .. __ ",
        " .. H. .. ^d .. ",
        " .. __ .. .. .. ",
    ]),
    "void_15": ("Starless Throne", [
        " .k .. .. .. .k ",
        " __ .. .. .. __ ",
        " .. O. .B O. .. ",
        " .. __ __ __ .. ",
        " $. .. .. .. .g ",
        " __ .. .. .. .. ",
        " .. .. .d .. .. ",
        " == == == == == ",
    ]),
    "void_16": ("Eclipse Gate", [
        " .. .d .. .g .. ",
        " .. __ .. __ .. ",
        " .B .. .k .. .B ",
        " __ .. __ .. __ ",
        " .. $. .. $. .. ",
        " .. __ .. __ .. ",
        " .. .. .. .. .. ",
        " == == == == == ",
    ]),
}

BOSS_NUMBERS = (15, 16)
FEATURE_CODES = {"H": "ladder", "^": "trap", "O": "portal", "$": "shop"}
MARKER_CODES = {"s": "spawn", "g": "gold", "d": "gem", "B": "boss_spawn", "k": "boss_token"}


def parse_layout(name: str, rows: list[str]) -> dict:
    """ASCII picture -> {(x, y_tiled): {edges..., feature, marker}} with y=0 the top row."""
    if len(rows) != 2 * H or any(len(r) != 3 * W + 1 for r in rows):
        raise ValueError(f"{name}: layout must be {2 * H} strings of {3 * W + 1} chars")
    cells = {}
    for y in range(H):
        row, floor = rows[2 * y], rows[2 * y + 1]
        for x in range(W):
            feat, mark = row[1 + 3 * x], row[2 + 3 * x]
            under = floor[1 + 3 * x: 3 + 3 * x]
            if feat not in FEATURE_CODES and feat != ".":
                raise ValueError(f"{name}: unknown feature code {feat!r} at ({x},{y})")
            if mark not in MARKER_CODES and mark != ".":
                raise ValueError(f"{name}: unknown marker code {mark!r} at ({x},{y})")
            if under not in ("__", "==", "..", "  "):
                raise ValueError(f"{name}: bad floor {under!r} under ({x},{y})")
            cells[(x, y)] = {
                "platform": under in ("__", "=="),
                "one_way": under == "==",
                "wall_left": row[3 * x] == "|",
                "wall_right": row[3 * x + 3] == "|",
                "feature": FEATURE_CODES.get(feat),
                "marker": MARKER_CODES.get(mark),
            }
    return cells


# ---------------------------------------------------------------------------
# Art. Every tile is a 48x48 SRCALPHA surface; layers stack in Tiled, so only
# backgrounds are opaque.
# ---------------------------------------------------------------------------

PALETTE = {
    "forest": {"bg": (46, 62, 44), "brick": (58, 76, 54), "mortar": (34, 46, 33),
               "moss": (72, 120, 52), "ledge": (122, 82, 44), "ledge_hi": (170, 120, 64),
               "ledge_lo": (72, 46, 24), "grass": (96, 170, 60), "wall": (138, 144, 122),
               "wall_hi": (190, 196, 170), "wall_lo": (60, 66, 52), "ladder": (150, 98, 48),
               "ladder_hi": (196, 140, 80)},
    "void": {"bg": (26, 16, 44), "brick": (38, 24, 62), "mortar": (16, 10, 28),
             "moss": (110, 70, 170), "ledge": (124, 84, 196), "ledge_hi": (214, 186, 255),
             "ledge_lo": (50, 28, 90), "grass": (150, 230, 255), "wall": (112, 74, 176),
             "wall_hi": (200, 170, 255), "wall_lo": (36, 20, 64), "ladder": (90, 200, 230),
             "ladder_hi": (200, 250, 255)},
    "boss": {"ledge": (150, 108, 28), "ledge_hi": (246, 206, 90), "ledge_lo": (84, 56, 12),
             "grass": (255, 236, 150), "wall": (128, 92, 26), "wall_hi": (236, 196, 84),
             "wall_lo": (70, 48, 10), "ladder": (196, 150, 44), "ladder_hi": (255, 226, 120)},
}


def new_tile() -> pygame.Surface:
    return pygame.Surface((T, T), pygame.SRCALPHA)


def shade(color, k):
    return tuple(max(0, min(255, int(c * k))) for c in color)


def paint_bricks(s, pal, rng, brick_h=12, brick_w=24):
    s.fill(pal["mortar"])
    for row in range(T // brick_h):
        off = (brick_w // 2) * (row % 2)
        for col in range(-1, T // brick_w + 1):
            x = col * brick_w + off
            c = shade(pal["brick"], rng.uniform(0.85, 1.12))
            r = pygame.Rect(x + 1, row * brick_h + 1, brick_w - 2, brick_h - 2)
            pygame.draw.rect(s, c, r, border_radius=2)
            pygame.draw.line(s, shade(c, 1.15), r.topleft, (r.right - 1, r.top))


def bg_forest(variant):
    def paint():
        rng = random.Random(100 + variant)
        s = new_tile()
        pal = PALETTE["forest"]
        paint_bricks(s, pal, rng)
        for _ in range(4):  # moss patches on the bricks
            x, y = rng.randrange(0, T), rng.randrange(0, T)
            pygame.draw.circle(s, (*pal["moss"], 90), (x, y), rng.randrange(3, 6))
        if variant == 1:  # hanging vine
            x = 14 + rng.randrange(20)
            pygame.draw.line(s, (60, 120, 40), (x, 0), (x + 3, T), 2)
            for y in range(4, T, 9):
                pygame.draw.ellipse(s, (84, 150, 56), (x - 5 + (y % 2) * 6, y, 7, 5))
        elif variant == 2:  # small arched window with leaves behind
            pygame.draw.rect(s, (20, 30, 22), (16, 12, 16, 20), border_top_left_radius=8,
                             border_top_right_radius=8)
            for _ in range(6):
                pygame.draw.circle(s, (40, 90, 40), (rng.randrange(18, 31), rng.randrange(14, 31)), 3)
            pygame.draw.rect(s, (90, 96, 80), (14, 10, 20, 24), 2, border_top_left_radius=9,
                             border_top_right_radius=9)
        elif variant == 3:  # old roots creeping over the stones (kept dim: not a marker)
            pts = [(0, 30), (10, 27), (18, 32), (30, 28), (40, 33), (48, 31)]
            pygame.draw.lines(s, (52, 44, 30), False, pts, 3)
            pygame.draw.lines(s, (74, 62, 40), False, [(10, 27), (12, 20), (9, 14)], 2)
            pygame.draw.lines(s, (74, 62, 40), False, [(30, 28), (33, 38), (31, 46)], 2)
        return s
    return paint


def stars(s, rng, n, colors=((255, 255, 255), (200, 180, 255), (160, 220, 255))):
    for _ in range(n):
        x, y = rng.randrange(1, T - 1), rng.randrange(1, T - 1)
        c = rng.choice(colors)
        a = rng.randrange(90, 230)
        s.set_at((x, y), (*c, a))
        if rng.random() < 0.15:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                s.set_at((x + dx, y + dy), (*c, a // 2))


def bg_void(variant):
    def paint():
        rng = random.Random(200 + variant)
        s = new_tile()
        pal = PALETTE["void"]
        paint_bricks(s, pal, rng, brick_h=24, brick_w=24)
        stars(s, rng, 14)
        if variant == 1:  # nebula haze
            haze = pygame.Surface((T, T), pygame.SRCALPHA)
            for _ in range(5):
                pygame.draw.circle(haze, (150, 60, 190, 40), (rng.randrange(8, 40), rng.randrange(8, 40)),
                                   rng.randrange(6, 12))
            s.blit(haze, (0, 0))
        elif variant == 2:  # tiny ringed planet
            pygame.draw.circle(s, (64, 46, 96), (26, 20), 6)
            pygame.draw.circle(s, (84, 64, 120), (24, 18), 2)
            pygame.draw.ellipse(s, (96, 76, 136), (16, 18, 20, 5), 1)
        elif variant == 3:  # crack glowing in the stone
            pts = [(6, 10), (14, 18), (12, 26), (22, 32), (20, 42)]
            pygame.draw.lines(s, (70, 44, 110), False, pts, 2)
            pygame.draw.lines(s, (110, 80, 160), False, pts, 1)
        return s
    return paint


def bg_boss(base_set, variant):
    def paint():
        rng = random.Random(300 + variant + (10 if base_set == "void" else 0))
        s = new_tile()
        base = (30, 36, 26) if base_set == "forest" else (22, 12, 34)
        s.fill(base)
        tile = (44, 54, 36) if base_set == "forest" else (40, 22, 58)
        # large flagstones with a gold lattice: the throne room look
        pygame.draw.rect(s, tile, (2, 2, 44, 44), border_radius=3)
        gold = (112, 86, 36)
        pygame.draw.polygon(s, gold, [(24, 6), (42, 24), (24, 42), (6, 24)], 1)
        pygame.draw.polygon(s, shade(gold, 0.6), [(24, 12), (36, 24), (24, 36), (12, 24)], 1)
        for cx, cy in ((2, 2), (46, 2), (2, 46), (46, 46)):
            pygame.draw.circle(s, gold, (cx, cy), 3)
        if variant == 1:
            pygame.draw.circle(s, (190, 150, 60), (24, 24), 3)
        if base_set == "void":
            stars(s, rng, 6)
        else:
            for _ in range(3):
                pygame.draw.circle(s, (60, 100, 44, 120), (rng.randrange(4, 44), rng.randrange(4, 44)), 3)
        return s
    return paint


def draw_ledge(s, style, one_way=False):
    pal = PALETTE[style]
    top = T - 12
    # a dark rim above the ledge separates it from any backdrop
    pygame.draw.rect(s, (0, 0, 0, 150), (0, top - 2, T, 2))
    if one_way:  # a grating: bars you can see through, with up arrows
        pygame.draw.rect(s, pal["ledge_lo"], (0, top, T, 12))
        pygame.draw.rect(s, pal["ledge_hi"], (0, top, T, 3))
        pygame.draw.rect(s, pal["ledge_hi"], (0, T - 3, T, 3))
        for x in range(3, T, 6):
            pygame.draw.rect(s, pal["ledge"], (x, top + 3, 3, 5))
        for cx in (12, 36):  # white up-chevrons: passable upward only
            for dy in (0, 6):
                y = top - 4 - dy
                pygame.draw.lines(s, (255, 255, 255), False, [(cx - 6, y + 5), (cx, y), (cx + 6, y + 5)], 3)
                pygame.draw.lines(s, pal["ledge_lo"], False, [(cx - 6, y + 6), (cx, y + 1), (cx + 6, y + 6)], 1)
        return
    pygame.draw.rect(s, pal["ledge"], (0, top, T, 12))
    pygame.draw.rect(s, pal["ledge_hi"], (0, top, T, 2))
    pygame.draw.rect(s, pal["ledge_lo"], (0, T - 2, T, 2))
    if style == "forest":  # planks and grass tufts
        for x in (0, 16, 32):
            pygame.draw.line(s, pal["ledge_lo"], (x, top + 2), (x, T - 2))
        pygame.draw.line(s, shade(pal["ledge"], 0.8), (2, top + 6), (T - 2, top + 6))
        for x in range(2, T, 5):
            h = 2 + (x * 7) % 3
            pygame.draw.line(s, pal["grass"], (x, top), (x + 1, top - h), 2)
    elif style == "void":  # cosmic stone with a starry glint
        for x in (0, 24):
            pygame.draw.line(s, pal["ledge_lo"], (x, top + 2), (x, T - 2))
        for x, y in ((7, top + 5), (30, top + 7), (41, top + 4)):
            s.set_at((x, y), (255, 255, 255))
            s.set_at((x + 1, y), (200, 180, 255))
        pygame.draw.line(s, pal["grass"], (0, top), (T, top))
    else:  # ornate gold band with rivets
        pygame.draw.line(s, pal["ledge_lo"], (0, top + 6), (T, top + 6))
        for x in range(4, T, 10):
            pygame.draw.circle(s, pal["ledge_hi"], (x, top + 6), 2)


def draw_wall(s, style, side):
    pal = PALETTE[style]
    w = 8
    x = 0 if side == "left" else T - w
    pygame.draw.rect(s, pal["wall"], (x, 0, w, T))
    inner = x + w - 1 if side == "left" else x
    outer = x if side == "left" else x + w - 1
    pygame.draw.line(s, pal["wall_lo"], (inner, 0), (inner, T))
    pygame.draw.line(s, pal["wall_hi"], (outer + (1 if side == "left" else -1), 0),
                     (outer + (1 if side == "left" else -1), T))
    for y in range(0, T, 12):  # block joints
        pygame.draw.line(s, pal["wall_lo"], (x, y), (x + w - 1, y))
    if style == "forest":
        for y in (5, 22, 39):
            pygame.draw.circle(s, PALETTE["forest"]["moss"], (x + 3, y), 2)
    elif style == "void":
        for y in (8, 30):
            s.set_at((x + 3, y), (255, 255, 255))
    else:
        for y in (6, 18, 30, 42):
            pygame.draw.circle(s, pal["wall_hi"], (x + 3, y), 1)


def edge_tile(style, platform, one_way, wall_left, wall_right):
    def paint():
        s = new_tile()
        if wall_left:
            draw_wall(s, style, "left")
        if wall_right:
            draw_wall(s, style, "right")
        if platform:
            draw_ledge(s, style, one_way)
        return s
    return paint


def ladder_tile(style):
    def paint():
        pal = PALETTE[style]
        s = new_tile()
        for x in (13, 32):  # rails run the full height so ladders join across cells
            pygame.draw.rect(s, pal["ladder"], (x, 0, 4, T))
            pygame.draw.line(s, pal["ladder_hi"], (x, 0), (x, T))
            pygame.draw.line(s, shade(pal["ladder"], 0.5), (x + 3, 0), (x + 3, T))
        for y in range(4, T, 10):
            pygame.draw.rect(s, pal["ladder"], (17, y, 15, 3))
            pygame.draw.line(s, pal["ladder_hi"], (17, y), (31, y))
        return s
    return paint


def trap_tile(style):
    def paint():
        s = new_tile()
        metal = (196, 200, 210) if style == "forest" else (214, 150, 255)
        dark = (90, 94, 104) if style == "forest" else (90, 40, 130)
        tip = (220, 40, 40) if style == "forest" else (255, 80, 200)
        base_y = T - 9
        pygame.draw.rect(s, dark, (3, base_y, T - 6, 4))
        for i in range(5):
            cx = 6 + i * 9
            pts = [(cx - 5, base_y), (cx, base_y - 18), (cx + 5, base_y)]
            pygame.draw.polygon(s, metal, pts)
            pygame.draw.polygon(s, dark, pts, 1)
            pygame.draw.line(s, (255, 255, 255), (cx - 1, base_y - 2), (cx, base_y - 15))
            pygame.draw.polygon(s, tip, [(cx - 2, base_y - 12), (cx, base_y - 18), (cx + 2, base_y - 12)])
        return s
    return paint


def portal_tile():
    def paint():
        s = new_tile()
        glow = pygame.Surface((T, T), pygame.SRCALPHA)
        for r, a in ((21, 40), (18, 60), (15, 90)):
            pygame.draw.circle(glow, (150, 60, 255, a), (24, 24), r)
        s.blit(glow, (0, 0))
        pygame.draw.circle(s, (20, 0, 40), (24, 24), 13)
        # a double spiral: the swirl reads as a portal at any size
        for arm, color in ((0, (255, 120, 255)), (math.pi, (120, 240, 255))):
            pts = []
            for i in range(40):
                t = i / 39
                ang = arm + t * 3.2 * math.pi
                rad = 2 + t * 15
                pts.append((24 + rad * math.cos(ang), 24 + rad * math.sin(ang)))
            pygame.draw.lines(s, color, False, pts, 3)
        pygame.draw.circle(s, (255, 255, 255), (24, 24), 3)
        return s
    return paint


def shop_tile():
    def paint():
        s = new_tile()
        # striped awning, two posts, counter with a coin and a potion
        pygame.draw.rect(s, (90, 60, 30), (9, 12, 3, 26))
        pygame.draw.rect(s, (90, 60, 30), (36, 12, 3, 26))
        for i in range(6):
            c = (200, 40, 40) if i % 2 == 0 else (245, 235, 215)
            pygame.draw.polygon(s, c, [(6 + i * 6, 6), (12 + i * 6, 6), (12 + i * 6, 14), (6 + i * 6, 14)])
        for i in range(6):
            c = (200, 40, 40) if i % 2 == 0 else (245, 235, 215)
            pygame.draw.circle(s, c, (9 + i * 6, 14), 3)
        pygame.draw.rect(s, (60, 30, 10), (5, 5, 38, 2))
        pygame.draw.rect(s, (150, 100, 50), (6, 28, 36, 10))
        pygame.draw.rect(s, (110, 70, 30), (6, 28, 36, 10), 1)
        pygame.draw.line(s, (190, 140, 80), (7, 29), (40, 29))
        pygame.draw.circle(s, (250, 200, 40), (16, 24), 4)  # coin
        pygame.draw.circle(s, (170, 120, 10), (16, 24), 4, 1)
        pygame.draw.circle(s, (80, 200, 120), (30, 23), 4)  # potion
        pygame.draw.rect(s, (80, 200, 120), (29, 16, 3, 4))
        pygame.draw.circle(s, (200, 255, 220), (29, 22), 1)
        return s
    return paint


def badge(s, center, radius, fill, ring):
    pygame.draw.circle(s, (0, 0, 0, 120), (center[0] + 1, center[1] + 2), radius)
    pygame.draw.circle(s, fill, center, radius)
    pygame.draw.circle(s, ring, center, radius, 2)


def marker_spawn():
    def paint():
        s = new_tile()
        c = (24, 16)
        badge(s, c, 11, (150, 20, 20), (255, 200, 180))
        # little horned skull
        pygame.draw.polygon(s, (240, 230, 220), [(15, 10), (18, 13), (16, 15)])
        pygame.draw.polygon(s, (240, 230, 220), [(33, 10), (30, 13), (32, 15)])
        pygame.draw.circle(s, (240, 230, 220), (24, 15), 7)
        pygame.draw.rect(s, (240, 230, 220), (20, 18, 9, 6))
        pygame.draw.circle(s, (40, 0, 0), (21, 15), 2)
        pygame.draw.circle(s, (40, 0, 0), (27, 15), 2)
        for x in (22, 24, 26):
            pygame.draw.line(s, (40, 0, 0), (x, 21), (x, 23))
        return s
    return paint


def marker_gold():
    def paint():
        s = new_tile()
        for i, (x, y) in enumerate(((18, 22), (30, 22), (24, 14))):
            pygame.draw.ellipse(s, (0, 0, 0, 110), (x - 7, y - 3, 16, 10))
            pygame.draw.ellipse(s, (170, 110, 10), (x - 8, y - 3, 16, 9))
            pygame.draw.ellipse(s, (255, 210, 50), (x - 8, y - 5, 16, 9))
            pygame.draw.ellipse(s, (200, 140, 20), (x - 8, y - 5, 16, 9), 1)
            pygame.draw.ellipse(s, (255, 245, 170), (x - 4, y - 3, 6, 3))
        return s
    return paint


def marker_gem():
    def paint():
        s = new_tile()
        top = [(15, 12), (20, 7), (28, 7), (33, 12)]
        pts = top + [(24, 27)]
        pygame.draw.polygon(s, (0, 0, 0, 110), [(x + 1, y + 2) for x, y in pts])
        pygame.draw.polygon(s, (40, 210, 230), pts)
        pygame.draw.polygon(s, (150, 250, 255), [(15, 12), (20, 7), (24, 12)])
        pygame.draw.polygon(s, (110, 240, 255), [(24, 12), (28, 7), (33, 12)])
        pygame.draw.polygon(s, (20, 150, 190), [(24, 12), (33, 12), (24, 27)])
        pygame.draw.polygon(s, (255, 255, 255), pts, 1)
        pygame.draw.line(s, (255, 255, 255), (15, 12), (33, 12))
        return s
    return paint


def marker_boss_spawn():
    def paint():
        s = new_tile()
        c = (24, 18)
        badge(s, c, 14, (90, 10, 60), (250, 200, 70))
        # crown
        pts = [(14, 24), (14, 12), (19, 17), (24, 9), (29, 17), (34, 12), (34, 24)]
        pygame.draw.polygon(s, (250, 200, 60), pts)
        pygame.draw.polygon(s, (120, 70, 0), pts, 1)
        for x in (19, 24, 29):
            pygame.draw.circle(s, (220, 30, 60), (x, 21), 2)
        return s
    return paint


def marker_boss_token():
    def paint():
        s = new_tile()
        c = (24, 17)
        hexagon = [(c[0] + 12 * math.cos(a), c[1] + 12 * math.sin(a))
                   for a in (math.pi / 6 + i * math.pi / 3 for i in range(6))]
        pygame.draw.polygon(s, (0, 0, 0, 110), [(x + 1, y + 2) for x, y in hexagon])
        pygame.draw.polygon(s, (230, 180, 50), hexagon)
        pygame.draw.polygon(s, (120, 70, 0), hexagon, 2)
        star = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            r = 8 if i % 2 == 0 else 3.5
            star.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
        pygame.draw.polygon(s, (130, 30, 170), star)
        pygame.draw.polygon(s, (255, 230, 255), star, 1)
        return s
    return paint


def build_tileset():
    """[(key, properties, painter)] in tile-id order. Properties: name -> (type, value)."""
    tiles = []
    for v in range(4):
        tiles.append((f"bg_forest_{v}", {}, bg_forest(v)))
    for v in range(4):
        tiles.append((f"bg_void_{v}", {}, bg_void(v)))
    for base in ("forest", "void"):
        for v in range(2):
            tiles.append((f"bg_boss_{base}_{v}", {}, bg_boss(base, v)))
    for style in ("forest", "void", "boss"):
        kinds = [(False, False), (True, False)] + ([(True, True)] if style == "boss" else [])
        for platform, one_way in kinds:
            for wl in (False, True):
                for wr in (False, True):
                    if not (platform or wl or wr):
                        continue
                    key = edge_key(style, platform, one_way, wl, wr)
                    props = {"platform": ("bool", platform), "one_way": ("bool", one_way),
                             "wall_left": ("bool", wl), "wall_right": ("bool", wr)}
                    tiles.append((key, props, edge_tile(style, platform, one_way, wl, wr)))
    for style in ("forest", "void", "boss"):
        tiles.append((f"ladder_{style}", {"feature": ("string", "ladder")}, ladder_tile(style)))
    for style in ("forest", "void"):
        tiles.append((f"trap_{style}", {"feature": ("string", "trap")}, trap_tile(style)))
    tiles.append(("portal", {"feature": ("string", "portal")}, portal_tile()))
    tiles.append(("shop", {"feature": ("string", "shop")}, shop_tile()))
    for marker, painter in (("spawn", marker_spawn()), ("gold", marker_gold()), ("gem", marker_gem()),
                            ("boss_spawn", marker_boss_spawn()), ("boss_token", marker_boss_token())):
        tiles.append((f"marker_{marker}", {"marker": ("string", marker)}, painter))
    return tiles


def edge_key(style, platform, one_way, wl, wr):
    return f"edge_{style}_{'P' if platform else 'p'}{'O' if one_way else 'o'}" \
           f"{'L' if wl else 'l'}{'R' if wr else 'r'}"


# ---------------------------------------------------------------------------
# Writing files.
# ---------------------------------------------------------------------------

def write_tileset(out: Path, tiles) -> None:
    tiled_write.write_tileset(out, "platformer", tiles, T, COLUMNS, every_tile=False)


def map_layers(name: str, cells: dict, gid_of: dict) -> dict:
    """Layer name -> 2D list of gids (rows top-down)."""
    tile_set, number = name.split("_")
    boss = int(number) in BOSS_NUMBERS
    style = "boss" if boss else tile_set
    rng = random.Random(name)
    layers = {k: [[0] * W for _ in range(H)] for k in ("background", "edges", "terrain", "markers")}
    for (x, y), c in cells.items():
        if boss:
            bg = f"bg_boss_{tile_set}_{1 if (x, y) == (2, 1) else 0}"
        else:  # mostly plain stone, a few decorated cells
            bg = f"bg_{tile_set}_{rng.choice([0, 0, 0, 1, 2, 3]) if rng.random() < 0.45 else 0}"
        layers["background"][y][x] = gid_of[bg]
        if c["platform"] or c["wall_left"] or c["wall_right"]:
            layers["edges"][y][x] = gid_of[edge_key(style, c["platform"], c["one_way"],
                                                    c["wall_left"], c["wall_right"])]
        feature = c["feature"]
        if feature in ("ladder",):
            layers["terrain"][y][x] = gid_of[f"ladder_{style}"]
        elif feature == "trap":
            layers["terrain"][y][x] = gid_of[f"trap_{tile_set}"]
        elif feature:
            layers["terrain"][y][x] = gid_of[feature]
        if c["marker"]:
            layers["markers"][y][x] = gid_of[f"marker_{c['marker']}"]
    return layers


def write_map(out: Path, name: str, title: str, layers: dict) -> None:
    tile_set, number = name.split("_")
    boss = int(number) in BOSS_NUMBERS
    props = {"boss": ("bool", boss), "name": ("string", title), "set": ("string", tile_set)}
    parts = [f'<?xml version="1.0" encoding="UTF-8"?>\n'
             f'<map {TILED_VERSION} orientation="orthogonal" renderorder="right-down" '
             f'width="{W}" height="{H}" tilewidth="{T}" tileheight="{T}" infinite="0" '
             f'nextlayerid="5" nextobjectid="1">\n',
             prop_xml(props, " "),
             ' <tileset firstgid="1" source="platformer.tsx"/>\n']
    for i, (lname, grid) in enumerate(layers.items(), start=1):
        csv = ",\n".join(",".join(str(g) for g in row) for row in grid)
        parts.append(f' <layer id="{i}" name="{lname}" width="{W}" height="{H}">\n'
                     f'  <data encoding="csv">\n{csv}\n</data>\n </layer>\n')
    parts.append("</map>\n")
    (out / f"{name}.tmx").write_text("".join(parts), encoding="utf-8")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(REPO / "maps" / "platformer"))
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    tiles = build_tileset()
    write_tileset(out, tiles)
    gid_of = {key: i + 1 for i, (key, _, _) in enumerate(tiles)}
    for name, (title, rows) in LAYOUTS.items():
        write_map(out, name, title, map_layers(name, parse_layout(name, rows), gid_of))
    from game.engine.tiled import MapError
    from game.games.platformer.tiles import load_tiles
    try:
        found = load_tiles(out)
    except MapError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"wrote {len(tiles)} tileset tiles and {len(found)} maps to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
