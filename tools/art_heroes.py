"""The six heroes: idle frames (96x96) and card portraits (160x160).

Each hero is drawn in 96x96 design units, feet on y~88, so the same function
renders the board figure and (zoomed) the portrait bust.
"""
import math

import pygame

from art_common import Canvas, Cap, Ell, Minus, Poly, RRect, Ribbon, Union, dark, light, radial, star_pts
from art_parts import (SKIN, SKIN_TAN, WHITE, arm, blade, blush, eyes, feather_wing, flame, ice_shard, leg, mouth,
                       phase)


# ------------------------------------------------------------------ melosa
def melosa(cv, f):
    s, c = phase(f)
    by = s * 0.9
    TEAL, TEAL_D = (40, 178, 166), (24, 108, 118)
    SCARF = (236, 96, 110)
    LEATHER, BOOT = (118, 76, 52), (70, 48, 58)
    PANTS = (54, 66, 92)
    # scarf tails streaming behind (waving)
    for k, dy in ((0, 0), (1, 4)):
        w = c * 2.5 * (1 if k == 0 else -1)
        cv.part(Ribbon([(44, 47 + by + dy), (34, 47 + by + dy + w * 0.3), (25, 45 + by + dy - w),
                        (15, 48 + by + dy + w * 0.8)], [5.0, 4.4, 3.8, 2.6]), SCARF, rim=1.0)
    # short cloak behind the body
    cv.part(Poly([(38, 48 + by), (58, 48 + by), (63, 74 + c), (56, 80), (48, 77), (40, 80), (33, 74 - c)],
                 smooth=True, steps=5), TEAL_D)
    leg(cv, (44, 69 + by * 0.5), (39, 88), PANTS, BOOT, w=6.0)
    leg(cv, (53, 69 + by * 0.5), (58, 88), PANTS, BOOT, w=6.0)
    # back arm with a reverse-grip dagger
    blade(cv, (34, 68 + by), (29, 80 + by), 2.6)
    arm(cv, (41, 54 + by), (36, 61 + by), (34, 67 + by), TEAL, SKIN, w=5.0)
    # torso
    cv.part(Poly([(39, 50 + by), (57, 50 + by), (59, 71 + by), (48, 73 + by), (37, 71 + by)], smooth=True,
                 steps=4), TEAL)
    cv.part(Poly([(44, 51 + by), (52, 51 + by), (48, 60 + by)]), TEAL_D, ow=0.6, rim=0)  # collar v
    cv.part(RRect(37, 65 + by, 22, 4.2, 1.5), LEATHER, ow=0.7, rim=0.6)
    cv.part(RRect(46, 64.6 + by, 5, 5, 1), (246, 206, 90), ow=0.6, rim=0.5)
    cv.part(Cap((40, 52 + by), (56, 66 + by), 2.2), LEATHER, ow=0.6, rim=0)  # bandolier
    # front arm raising a dagger
    arm(cv, (56, 54 + by), (62, 60 + by), (65, 63 + by), TEAL, SKIN, w=5.0)
    cv.part(RRect(63.5, 61 + by, 4, 3, 1), LEATHER, ow=0.6, rim=0)
    blade(cv, (65.5, 61 + by), (72, 47 + by), 3.0)
    cv.part(Cap((62, 61.5 + by), (69, 64 + by), 1.8), (246, 206, 90), ow=0.6, rim=0)
    # hood + face
    hy = 34 + by * 1.15
    cv.part(Poly([(33, hy + 6), (32, hy - 6), (36, hy - 14), (28, hy - 20), (42, hy - 19), (52, hy - 19),
                  (61, hy - 13), (65, hy - 2), (63, hy + 9), (56, hy + 15), (40, hy + 15)], smooth=True),
            TEAL)
    cv.part(Ell(49.5, hy + 3, 11, 10.5), SKIN, rim=1.0)
    cv.part(Poly([(38, hy - 1), (41, hy - 7), (48, hy - 9), (56, hy - 8), (61, hy - 2), (55, hy - 4),
                  (49, hy - 3), (44, hy - 4)], smooth=True, steps=4), (76, 52, 98), rim=0.6)  # fringe
    cv.part(Minus(Ell(49.5, hy + 1, 14, 14), Ell(49.5, hy + 3, 11.4, 11)), TEAL, ow=0.7, rim=0.8)
    eyes(cv, 51, hy + 2.5, gap=7.2, rx=1.7, ry=2.5, brows=((60, 40, 80), 0.6))
    # mask scarf over the mouth
    cv.part(Poly([(38.5, hy + 6), (60.5, hy + 6), (59, hy + 12), (50, hy + 14.5), (40, hy + 12)],
                 smooth=True, steps=4), SCARF, ow=0.8, rim=0.8)


# ------------------------------------------------------------------ etern
def etern(cv, f):
    s, c = phase(f)
    by = s * 0.8
    GOLD, GOLD_D = (236, 184, 62), (180, 120, 40)
    STEEL = (176, 186, 204)
    RED = (200, 52, 62)
    # cape
    cv.part(Poly([(36, 50 + by), (60, 50 + by), (66, 82 + c * 1.5), (56, 86), (48, 84), (40, 86),
                  (30, 82 - c * 1.5)], smooth=True, steps=5), RED)
    leg(cv, (42, 70 + by * 0.5), (39, 88), STEEL, GOLD, w=7.5, boot_h=6)
    leg(cv, (54, 70 + by * 0.5), (58, 88), STEEL, GOLD, w=7.5, boot_h=6)
    # sword arm (behind shield side is left; sword on right)
    arm(cv, (60, 55 + by), (66, 62 + by), (67, 67 + by), STEEL, STEEL, w=6.5, glove=GOLD_D)
    blade(cv, (69, 62 + by), (80, 27 + by), 5.0, metal=(214, 222, 236))
    cv.part(Cap((63, 66 + by), (74, 61 + by), 3.0), GOLD, ow=0.7, rim=0.5)   # guard
    cv.part(Ell(65.5, 70 + by, 2.2), GOLD, ow=0.6, rim=0.4)                 # pommel
    cv.part(Ell(67.5, 66 + by, 3.2), GOLD_D, rim=0.5)                       # fist
    # torso armour
    cv.part(Poly([(35, 50 + by), (61, 50 + by), (63, 66 + by), (58, 74 + by), (38, 74 + by), (33, 66 + by)],
                 smooth=True, steps=4), GOLD)
    cv.part(Poly([(48, 52 + by), (55, 58 + by), (48, 70 + by), (41, 58 + by)]), light(GOLD, 0.25), ow=0.6,
            rim=0)
    cv.part(RRect(36, 69 + by, 24, 4, 1.5), (96, 62, 48), ow=0.7, rim=0)
    # pauldrons
    for x in (35, 61):
        cv.part(Ell(x, 53 + by, 7.5, 5.5), GOLD, rim=1.0)
        cv.part(Ell(x, 54.5 + by, 5, 2), GOLD_D, ow=0, rim=0)
    # helmet
    hy = 35 + by * 1.1
    sway = c * 3
    cv.part(Ribbon([(48, hy - 13), (44, hy - 20), (36, hy - 21 + sway * 0.3), (28, hy - 16 + sway),
                    (24, hy - 8 + sway)], [5, 6.5, 6, 4.5, 2]), RED, rim=1.0)
    cv.part(Ell(48, hy, 14, 14.5), GOLD, rim=1.4)
    cv.part(Poly([(35, hy - 2), (61, hy - 2), (60, hy + 9), (48, hy + 14), (36, hy + 9)], smooth=True,
                 steps=4), STEEL, ow=0.8, rim=1.0)
    cv.part(Union(RRect(37, hy + 1, 22, 3.8, 1.6), RRect(46.2, hy + 1, 3.6, 10, 1.6)), (40, 32, 56), ow=0.4,
            rim=0)
    for x in (42, 54):
        cv.flat(Ell(x, hy + 2.9, 1.4, 1.0), (255, 240, 190))
    cv.part(Cap((48, hy - 14), (48, hy - 3), 2.4), GOLD_D, ow=0.5, rim=0)
    for x, y in ((38, hy + 6), (58, hy + 6)):
        cv.flat(Ell(x, y, 0.8), (90, 90, 110))
    # kite shield on the left
    sx, sy = 29, 61 + by * 0.6
    shield = Poly([(sx - 10, sy - 12), (sx + 10, sy - 12), (sx + 10, sy + 2), (sx, sy + 16), (sx - 10, sy + 2)],
                  smooth=True, steps=3)
    cv.part(shield, GOLD, rim=1.2)
    inner = Poly([(sx - 7.5, sy - 9.5), (sx + 7.5, sy - 9.5), (sx + 7.5, sy + 1.5), (sx, sy + 12.5),
                  (sx - 7.5, sy + 1.5)], smooth=True, steps=3)
    cv.part(inner, (56, 88, 170), ow=0.6, rim=1.0)
    cv.part(Poly(star_pts(sx, sy - 1.5, 6, 2.6, 4)), GOLD, ow=0.6, rim=0.4)
    cv.flat(Ell(sx, sy - 1.5, 1.3), light(GOLD, 0.6))


# ------------------------------------------------------------------ angelo
def angelo(cv, f):
    s, c = phase(f)
    by = s * 1.0
    WHITE_R = (244, 246, 252)
    BLUE, BLUE_D = (70, 130, 226), (46, 80, 170)
    GOLD = (240, 196, 80)
    feather_wing(cv, (42, 55 + by), 30, 10, -1, f, color=(236, 242, 255))
    feather_wing(cv, (54, 55 + by), 30, 10, 1, f, color=(236, 242, 255))
    # robe
    cv.part(Poly([(40, 50 + by), (56, 50 + by), (62, 70), (66, 87), (48, 89), (30, 87), (34, 70)], smooth=True,
                 steps=5), WHITE_R, rim=1.6)
    cv.part(Poly([(31, 83), (48, 85), (65, 83), (66, 87), (48, 89), (30, 87)], smooth=True, steps=3), BLUE,
            ow=0.7, rim=0.6)
    cv.part(Poly([(45, 51 + by), (51, 51 + by), (53, 86), (43, 86)]), BLUE, ow=0.7, rim=0.8)   # stole
    cv.part(Poly(star_pts(48, 72, 3.4, 1.4, 4)), GOLD, ow=0.6, rim=0)
    cv.part(RRect(38, 63 + by, 20, 3.6, 1.5), GOLD, ow=0.7, rim=0.5)
    for x in (42, 54):
        cv.part(Ell(x, 88, 3.4, 1.8), (150, 100, 70), ow=0.6, rim=0)
    # left arm (book)
    arm(cv, (41, 54 + by), (36, 62 + by), (38, 67 + by), WHITE_R, SKIN, w=6.5)
    cv.part(RRect(30, 64 + by, 10, 8, 1.5), BLUE_D, ow=0.8, rim=0.8)
    cv.part(RRect(31, 65 + by, 7, 6, 1), (246, 236, 210), ow=0, rim=0)
    cv.part(Ell(38, 67 + by, 3), SKIN, rim=0.5)
    # staff in the right hand
    top = (67, 29 + by)
    cv.part(Cap((67, 88), (67, 36 + by), 2.6), (166, 112, 66), ow=0.8, rim=0.5)
    cv.glow(top[0], top[1], 11 + s * 1.5, (160, 210, 255), 170)
    cv.part(Minus(Ell(top[0], top[1], 7, 7), Ell(top[0], top[1], 4.6, 4.6)), GOLD, ow=0.8, rim=0.6)
    cv.part(Ell(top[0], top[1], 3.6), (140, 200, 255), ow=0.6, rim=0.5, hi=0.5)
    for a in range(0, 360, 90):
        p = (top[0] + math.cos(math.radians(a - 90)) * 9.5, top[1] + math.sin(math.radians(a - 90)) * 9.5)
        cv.part(Poly(star_pts(p[0], p[1], 2.2, 0.9, 4)), GOLD, ow=0.5, rim=0)
    arm(cv, (55, 54 + by), (61, 61 + by), (66, 62 + by), WHITE_R, SKIN, w=6.5)
    # head
    hy = 36 + by * 1.1
    HAIR = (246, 214, 120)
    cv.part(Poly([(34, hy + 6), (33, hy - 6), (40, hy - 13), (50, hy - 14), (60, hy - 10), (63, hy - 2),
                  (63, hy + 7), (58, hy + 10), (38, hy + 10)], smooth=True), HAIR, rim=1.2)
    cv.part(Ell(48.5, hy + 2, 11, 10.5), SKIN, rim=1.0)
    cv.part(Poly([(37, hy + 1), (39, hy - 8), (46, hy - 11), (55, hy - 10), (61, hy - 3), (60, hy + 2),
                  (56, hy - 3), (52, hy - 1), (48, hy - 4), (44, hy - 1), (40, hy - 2)], smooth=True, steps=4),
            HAIR, rim=0.8, ow=0.7)
    eyes(cv, 49.5, hy + 3, gap=7.5, rx=1.7, ry=2.5, color=(40, 70, 140))
    mouth(cv, 49.5, hy + 8.3, 3.0)
    blush(cv, 49.5, hy + 6.2, 12)
    # halo
    hh = hy - 17 + c * 0.8
    cv.glow(48, hh, 14, (255, 230, 140), 120)
    cv.part(Minus(Ell(48, hh, 11, 3.6), Ell(48, hh + 0.3, 8, 2)), GOLD, ow=0.8, rim=0.4, hi=0.4)


# ------------------------------------------------------------------ avys
def avys(cv, f):
    s, c = phase(f)
    by = s * 0.9
    GREEN, GREEN_D = (84, 172, 72), (46, 110, 58)
    BROWN, BROWN_D = (146, 96, 56), (92, 60, 44)
    WOOD = (172, 116, 62)
    # quiver on the back, arrows poking over the shoulder
    for dx, col in ((0, (226, 76, 66)), (4, (248, 236, 220)), (8, (226, 76, 66))):
        cv.part(Cap((60 + dx * 0.5, 50 + by), (66 + dx, 33 + by), 1.1), (120, 90, 60), ow=0.5, rim=0)
        cv.part(Poly([(64 + dx, 37 + by), (66.5 + dx, 31 + by), (69 + dx, 35 + by), (67 + dx, 39 + by)],
                     smooth=False), col, ow=0.6, rim=0)
    cv.part(Ribbon([(58, 68 + by), (64, 45 + by)], [6, 7]), BROWN_D, rim=0.8)
    # leafy cape
    cv.part(Poly([(38, 48 + by), (58, 48 + by), (64, 70 + c), (62, 80), (58, 76), (55, 82), (51, 77),
                  (47, 83), (43, 77), (39, 82), (36, 76), (33, 80), (32, 70 - c)], smooth=False), GREEN_D)
    leg(cv, (44, 70 + by * 0.5), (41, 88), (110, 84, 60), BROWN_D, w=6.3, boot_h=8)
    leg(cv, (53, 70 + by * 0.5), (56, 88), (110, 84, 60), BROWN_D, w=6.3, boot_h=8)
    # tunic + vest
    cv.part(Poly([(38, 50 + by), (58, 50 + by), (60, 73 + by), (48, 75 + by), (36, 73 + by)], smooth=True,
                 steps=4), GREEN)
    cv.part(Poly([(39, 51 + by), (46, 51 + by), (47, 70 + by), (38, 70 + by)], smooth=False), BROWN, ow=0.6,
            rim=0.6)
    cv.part(Poly([(50, 51 + by), (57, 51 + by), (58, 70 + by), (49, 70 + by)], smooth=False), BROWN, ow=0.6,
            rim=0.6)
    cv.part(RRect(37, 67 + by, 22, 3.6, 1.4), BROWN_D, ow=0.6, rim=0)
    cv.part(Ell(48, 68.8 + by, 2.3, 2), (236, 196, 90), ow=0.5, rim=0)
    # bow in the left hand, string drawn a touch
    bx = 27
    cv.flat(Cap((bx + 3.5, 40 + by), (bx + 3.5, 86 + by), 0.8), (250, 240, 220))
    cv.part(Ribbon([(bx + 4, 39 + by), (bx - 1, 46 + by), (bx - 4, 63 + by), (bx - 1, 80 + by),
                    (bx + 4, 87 + by)], [1.6, 3.2, 3.6, 3.2, 1.6]), WOOD, rim=0.6)
    arm(cv, (41, 54 + by), (34, 60 + by), (bx - 2, 63 + by), GREEN, SKIN, w=5.2, glove=BROWN_D)
    arm(cv, (55, 54 + by), (60, 61 + by), (56, 66 + by), GREEN, SKIN, w=5.2, glove=BROWN_D)
    # head: orange hair, green hood with a feather
    hy = 35 + by * 1.1
    HAIR = (222, 120, 60)
    cv.part(Ribbon([(56, hy - 12), (64, hy - 22 - c), (68, hy - 27 - c * 1.5)], [3.2, 3, 1]), (230, 70, 60),
            ow=0.7, rim=0.4)
    cv.part(Poly([(33, hy + 8), (33, hy - 5), (39, hy - 14), (48, hy - 17), (58, hy - 14), (64, hy - 4),
                  (63, hy + 8), (57, hy + 14), (40, hy + 14)], smooth=True), GREEN)
    cv.part(Ell(49, hy + 3, 10.8, 10.3), SKIN, rim=1.0)
    cv.part(Poly([(38, hy), (41, hy - 7), (49, hy - 9), (58, hy - 6), (60, hy + 1), (55, hy - 3), (50, hy - 1),
                  (46, hy - 4), (42, hy - 1)], smooth=True, steps=4), HAIR, rim=0.6, ow=0.7)
    cv.part(Minus(Ell(49, hy + 1, 14.2, 14.2), Ell(49, hy + 3, 11.4, 11)), GREEN, ow=0.7, rim=0.8)
    eyes(cv, 50.5, hy + 3, gap=7.4, rx=1.7, ry=2.5, color=(50, 90, 40))
    mouth(cv, 50.5, hy + 8.2, 3.2, kind="smile")
    for k in range(3):  # freckles
        cv.flat(Ell(44 + k * 1.6, hy + 6 + (k % 2) * 0.7, 0.45), (190, 110, 80))
        cv.flat(Ell(55 + k * 1.6, hy + 6 + (k % 2) * 0.7, 0.45), (190, 110, 80))


# ------------------------------------------------------------------ nix
def nix(cv, f):
    s, c = phase(f)
    by = s * 0.9
    PURPLE, PURPLE_D = (128, 78, 200), (82, 48, 146)
    CYAN = (96, 224, 244)
    SILVER = (226, 232, 246)
    # orbiting shards behind
    shards = []
    for k in range(3):
        a = 2 * math.pi * (f / 4 + k / 3)
        shards.append((48 + 31 * math.cos(a), 60 + 7 * math.sin(a), math.sin(a), k))
    for x, y, depth, k in shards:
        if depth < 0:
            ice_shard(cv, x, y, 3.6, ang=20 * k, color=CYAN)
    # long hair behind
    hy = 37 + by * 1.1
    cv.part(Poly([(35, hy - 2), (62, hy - 2), (64, hy + 18), (58, hy + 22), (40, hy + 22), (33, hy + 18)],
                 smooth=True), SILVER, rim=1.0)
    # robe
    cv.part(Poly([(39, 50 + by), (57, 50 + by), (63, 70), (67, 88), (48, 90), (29, 88), (33, 70)], smooth=True,
                 steps=5), PURPLE)
    cv.part(Poly([(30, 84), (48, 86), (66, 84), (67, 88), (48, 90), (29, 88)], smooth=True, steps=3), CYAN,
            ow=0.7, rim=0.6)
    cv.part(Poly([(46, 52 + by), (50, 52 + by), (52, 86), (44, 86)]), PURPLE_D, ow=0.6, rim=0)
    for (x, y) in ((40, 76), (57, 73), (48, 80)):
        cv.part(Poly(star_pts(x, y, 2.4, 0.9, 4)), CYAN, ow=0.5, rim=0)
    cv.part(RRect(38, 63 + by, 20, 3.6, 1.4), CYAN, ow=0.6, rim=0.4)
    # left hand casting a snowflake
    arm(cv, (41, 54 + by), (35, 61 + by), (33, 65 + by), PURPLE, SKIN, w=6.5)
    cv.glow(30, 62 + by, 7, CYAN, 150)
    sx, sy = 29, 60 + by - c
    for a in range(0, 180, 60):
        p1 = (sx + 3.5 * math.cos(math.radians(a)), sy + 3.5 * math.sin(math.radians(a)))
        p2 = (sx - 3.5 * math.cos(math.radians(a)), sy - 3.5 * math.sin(math.radians(a)))
        cv.flat(Cap(p1, p2, 0.9), (230, 252, 255))
    # staff with crystal
    top = (67, 34 + by)
    cv.part(Cap((67, 89), (67, 40 + by), 2.6), (150, 160, 190), ow=0.8, rim=0.5)
    cv.glow(top[0], top[1], 12 + s * 2, CYAN, 170)
    ice_shard(cv, top[0], top[1] - 1, 7.5, color=CYAN)
    ice_shard(cv, top[0] - 4, top[1] + 3, 3.6, ang=-35, color=(150, 236, 250))
    ice_shard(cv, top[0] + 4, top[1] + 3, 3.6, ang=35, color=(150, 236, 250))
    arm(cv, (55, 54 + by), (62, 60 + by), (66, 61 + by), PURPLE, SKIN, w=6.5)
    # face
    cv.part(Ell(48.5, hy + 2.5, 10.6, 10.2), SKIN, rim=1.0)
    cv.part(Poly([(37, hy + 4), (38, hy - 5), (48, hy - 7), (59, hy - 5), (60, hy + 4), (56, hy - 1),
                  (50, hy + 1), (45, hy - 1), (41, hy + 1)], smooth=True, steps=4), SILVER, rim=0.6, ow=0.7)
    eyes(cv, 49.5, hy + 3.5, gap=7.4, rx=1.7, ry=2.5, color=(40, 130, 170))
    mouth(cv, 49.5, hy + 8.5, 2.4, kind="flat")
    # wizard hat: brim + bent cone
    tipx = 62 + c * 2.5
    cv.part(Poly([(38, hy - 6), (44, hy - 18), (50, hy - 27), (tipx - 4, hy - 33 + s), (tipx + 2, hy - 29 + s),
                  (56, hy - 20), (58, hy - 6)], smooth=True, steps=5), PURPLE, rim=1.2)
    cv.part(Poly([(40, hy - 10), (57, hy - 10), (58, hy - 6), (39, hy - 6)], smooth=False), CYAN, ow=0.6,
            rim=0.4)
    cv.part(Ell(48, hy - 5, 18, 4.4, ang=-4), PURPLE_D, rim=1.0)
    cv.part(Poly(star_pts(tipx - 1, hy - 31 + s, 2.6, 1.0, 4)), (250, 236, 140), ow=0.5, rim=0)
    for x, y, depth, k in shards:
        if depth >= 0:
            ice_shard(cv, x, y, 4.0, ang=20 * k, color=CYAN)


# ------------------------------------------------------------------ brizna
def brizna(cv, f):
    s, c = phase(f)
    by = s * 1.1
    ORANGE, RED, RED_D = (248, 140, 44), (214, 54, 44), (150, 34, 48)
    GOLD = (250, 206, 90)
    HAIR = (232, 70, 40)
    hy = 37 + by * 1.1
    # ponytail sweeping up and back, ending in a flame
    tail = [(42, hy - 10), (34, hy - 14), (27, hy - 13 + c), (22, hy - 8 + c * 1.5)]
    cv.part(Ribbon(tail, [7, 6, 4.5, 2.5]), HAIR, rim=1.0)
    flame(cv, 21, hy - 5 + c * 1.5, 5.6, f, seed=1)
    # sash tails
    cv.part(Ribbon([(40, 66 + by), (34, 72 + by), (30, 79 + by + c), (26, 84 + c * 1.5)], [4, 3.6, 3, 2]), RED,
            rim=0.8)
    # baggy pants, wide stance
    for hip, foot in (((43, 68 + by * 0.5), (35, 88)), ((53, 68 + by * 0.5), (61, 88))):
        knee = ((hip[0] + foot[0]) / 2 + (foot[0] - hip[0]) * 0.3, (hip[1] + foot[1]) / 2)
        cv.part(Ribbon([hip, knee, (foot[0], foot[1] - 4)], [8, 10, 6]), RED_D, rim=1.0)
        cv.part(RRect(foot[0] - 3.5, foot[1] - 6, 7, 2.6, 1), GOLD, ow=0.6, rim=0)
        cv.part(Ell(foot[0] + 1, foot[1] - 1.2, 4.2, 2.4), SKIN_TAN, ow=0.8, rim=0.4)
    # torso: bare midriff + orange wrap top
    cv.part(Poly([(40, 52 + by), (56, 52 + by), (57, 69 + by), (39, 69 + by)], smooth=True, steps=4), SKIN_TAN)
    cv.part(Poly([(39, 51 + by), (57, 51 + by), (57, 60 + by), (48, 62 + by), (39, 60 + by)], smooth=True,
                 steps=4), ORANGE)
    cv.part(RRect(38, 66 + by, 20, 4.4, 1.6), RED, ow=0.7, rim=0.5)
    cv.part(Ell(47, 68.2 + by, 2.4), GOLD, ow=0.5, rim=0)
    # fists up in guard, wrapped, burning
    for sh, el, hd in (((41, 54 + by), (33, 60 + by), (35, 52 + by)), ((55, 54 + by), (63, 58 + by),
                                                                         (63, 49 + by))):
        cv.part(Ribbon([sh, el, hd], [5.2, 4.8, 4.2]), SKIN_TAN, rim=0.8)
        flame(cv, hd[0], hd[1] - 0.5, 7.0, f, seed=2 if hd[0] < 48 else 3)
        cv.part(Ribbon([el, hd], [4.4, 4.8]), RED, ow=0.6, rim=0.5)
        cv.part(Ell(hd[0], hd[1], 3.9), RED, rim=0.6)
        cv.flat(Cap((hd[0] - 2.2, hd[1] - 0.8), (hd[0] + 2.2, hd[1] - 0.8), 0.7), RED_D)
    # head
    cv.part(Ell(48.5, hy + 1, 13, 12.5), HAIR, rim=1.2)
    cv.part(Ell(48.5, hy + 3, 10.5, 10), SKIN_TAN, rim=1.0)
    spikes = [(35, hy + 2), (35, hy - 7), (31, hy - 12), (40, hy - 13), (42, hy - 19), (48, hy - 14),
              (56, hy - 19), (57, hy - 12), (65, hy - 11), (62, hy - 4), (62, hy + 3), (58, hy - 2), (54, hy),
              (50, hy - 4), (46, hy), (41, hy - 2)]
    cv.part(Poly(spikes, smooth=False), HAIR, rim=1.0)
    cv.part(Ribbon([(38, hy - 3), (48, hy - 5), (59, hy - 3)], [2.6, 3, 2.6]), (246, 236, 220), ow=0.6,
            rim=0)  # headband
    eyes(cv, 50, hy + 4, gap=7.6, rx=1.7, ry=2.4, brows=(RED_D, -0.8))
    mouth(cv, 50, hy + 9, 3.4, kind="grin", color=(110, 40, 40))
    cv.flat(Poly([(48.6, hy + 9), (50, hy + 9), (49.3, hy + 10)]), WHITE)


# id -> (draw function, theme colour, portrait crop (unused x, top y, width) in design units)
HEROES = {
    "melosa": (melosa, (40, 178, 166), (36, 10, 64)),
    "etern": (etern, (236, 184, 62), (36, 6, 64)),
    "angelo": (angelo, (110, 160, 240), (36, 6, 64)),
    "avys": (avys, (84, 172, 72), (36, 8, 64)),
    "nix": (nix, (128, 78, 200), (38, 2, 68)),
    "brizna": (brizna, (236, 90, 50), (36, 8, 64)),
}


def hero_frame(hid, frame):
    fn = HEROES[hid][0]
    cv = Canvas(96, 96)
    fn(cv, frame)
    cv.outline_all(1.3)
    cv.shadow(48, 89, 20, 4.5)
    return cv.result()


def hero_portrait(hid):
    """160x160 bust on a coloured medallion backdrop."""
    fn, col, (_, top, size) = HEROES[hid]
    zoom = 160 / size
    off = (-(48 - size / 2), -top)  # centre the 96-unit figure horizontally
    bg = Canvas(160, 160, zoom=1.0)
    W = 160 * 4
    grad = radial((W, W), light(col, 0.55) + (255,), dark(col, 0.55) + (255,), power=0.9)
    bg.surf.blit(grad, (0, 0))
    # soft rays behind the head
    rays = bg.layer()
    for k in range(12):
        a0 = math.radians(k * 30)
        a1 = math.radians(k * 30 + 12)
        ox, oy = W / 2, W * 0.38
        pygame.draw.polygon(rays, (255, 255, 240, 34), [(ox, oy), (ox + math.cos(a0) * W, oy + math.sin(a0) * W),
                                                       (ox + math.cos(a1) * W, oy + math.sin(a1) * W)])
    bg.surf.blit(rays, (0, 0))
    fig = Canvas(160, 160, zoom=zoom, offset=off)
    fn(fig, 0)
    fig.outline_all(1.0)
    bg.surf.blit(fig.surf, (0, 0))
    # vignette
    vig = radial((W, W), (0, 0, 0, 0), (20, 10, 30, 150), power=2.2)
    bg.surf.blit(vig, (0, 0))
    return bg.result()
