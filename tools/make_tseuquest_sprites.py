"""Generate TseuQuest's original sprites into sprites/tseuquest/.

Run from the repository root:  python tools/make_tseuquest_sprites.py [group ...]
Groups: figures dice scenery traps doors icons gear elements marks (default: all).

Same drawing kit and style as tools/make_sprites.py (supersampled shapes, ink
outline, chibi figures, 96x96 idle frames with 4 frames). Deterministic.

  figures/<id>_<0..3>.png   8 adventurers, 6 minions, 4 antagonists, 4 elementals (96x96)
  figures/<id>_portrait.png busts for the sheet (160x160)
  dice/dmov_<1..6|bolt|qmark>.png, dice/dcom_<skull|kite|oval|bolt|qmark>.png (96x96)
  scenery/<kind>.png        one square of each scenery piece (64x64)
  traps/<kind>.png          revealed traps (64x64), traps/unknown.png a sensed magic trap
  doors/<kind>.png          door leaves lying along an edge (64x24)
  icons/<name>.png          action bar icons (64x64)
  gear/<id>.png             weapons, armour, items and potions (64x64)
  elements/<deck>.png       aer, ignis, terra, aqua, chaos (64x64)
  marks/<name>.png          treasure, exit, wander, dropped, sleep... (64x64)
"""
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from art_common import (INK, ROOT, Canvas, Cap, Ell, Minus, Poly, RRect, Ribbon, Text, Union, dark,  # noqa: E402
                        light, mix, radial, rgba, rot, save, star_pts)
import pygame  # noqa: E402
from art_parts import (EYE, SKIN, WHITE, arm, blade, blush, eyes, flame, gem, glow_eyes, horn,  # noqa: E402
                       leg, mouth, phase, sparkle)
import art_icons as IC  # noqa: E402
from art_tokens import die_body  # noqa: E402

OUT = os.path.join(ROOT, "sprites", "tseuquest")
SKIN_DARK = (168, 112, 80)
SKIN_PALE = (236, 222, 206)
STEEL = (176, 186, 204)
STEEL_D = (120, 128, 150)
WOOD = (160, 106, 60)
LEATHER = (130, 84, 56)
GOLD = (240, 190, 70)
BONE = (240, 232, 210)


def p(*parts):
    return os.path.join(OUT, *parts)


# ================================================================== shared bits
def head(cv, x, y, r=11, skin=SKIN):
    cv.part(Ell(x, y, r, r * 0.96), skin, rim=1.0)


def beard(cv, x, y, w, h, col):
    cv.part(Poly([(x - w, y - 2), (x + w, y - 2), (x + w * 0.8, y + h * 0.6), (x, y + h), (x - w * 0.8, y + h * 0.6)],
                 smooth=True, steps=5), col, rim=0.8)


def round_shield(cv, x, y, r, col, rim_col=STEEL, boss=GOLD):
    cv.part(Ell(x, y, r, r), col, rim=1.2)
    cv.part(Minus(Ell(x, y, r, r), Ell(x, y, r - 2.4, r - 2.4)), rim_col, ow=0.7, rim=0.5)
    cv.part(Ell(x, y, r * 0.32), boss, ow=0.7, rim=0.5, hi=0.4)


def robe(cv, by, col, hem=None, top=50, width=9, flare=17, bottom=88):
    cv.part(Poly([(48 - width, top + by), (48 + width, top + by), (48 + flare * 0.8, 70), (48 + flare, bottom),
                  (48, bottom + 2), (48 - flare, bottom), (48 - flare * 0.8, 70)], smooth=True, steps=5), col)
    if hem:
        cv.part(Poly([(48 - flare + 1, bottom - 4), (48, bottom - 2), (48 + flare - 1, bottom - 4),
                      (48 + flare, bottom), (48, bottom + 2), (48 - flare, bottom)], smooth=True, steps=3),
                hem, ow=0.7, rim=0.5)


def bow(cv, x, y0, y1, wood=WOOD, bend=6):
    cv.flat(Cap((x + bend * 0.6, y0), (x + bend * 0.6, y1), 0.7), (250, 240, 220))
    m = (y0 + y1) / 2
    cv.part(Ribbon([(x + bend * 0.7, y0), (x - bend * 0.3, y0 + (m - y0) * 0.4), (x - bend * 0.6, m),
                    (x - bend * 0.3, y1 - (y1 - m) * 0.4), (x + bend * 0.7, y1)], [1.5, 3, 3.4, 3, 1.5]), wood, rim=0.6)


def staff(cv, x, top, bottom=89, col=WOOD, w=2.6):
    cv.part(Cap((x, bottom), (x, top), w), col, ow=0.8, rim=0.5)


def hammer(cv, hand, ang, col=STEEL, size=1.0):
    hx, hy = hand
    tip = (hx + math.cos(math.radians(ang)) * 20 * size, hy + math.sin(math.radians(ang)) * 20 * size)
    cv.part(Cap(hand, tip, 2.4 * size), WOOD, ow=0.8, rim=0.4)
    pts = [(-6, -4), (6, -4), (6, 4), (-6, 4)]
    pts = [rot((x * size, y * size), ang + 90) for x, y in pts]
    cv.part(Poly([(tip[0] + x, tip[1] + y) for x, y in pts]), col, rim=1.0, hi=0.35)


def axe(cv, hand, ang, col=STEEL, size=1.0):
    hx, hy = hand
    tip = (hx + math.cos(math.radians(ang)) * 22 * size, hy + math.sin(math.radians(ang)) * 22 * size)
    cv.part(Cap((hx - math.cos(math.radians(ang)) * 6, hy - math.sin(math.radians(ang)) * 6), tip, 2.4 * size), WOOD,
            ow=0.8, rim=0.4)
    blade_pts = [(0, -2), (11, -9), (13, 0), (11, 9), (0, 2)]
    blade_pts = [rot((x * size, y * size), ang + 90) for x, y in blade_pts]
    cv.part(Poly([(tip[0] - math.cos(math.radians(ang)) * 3 + x, tip[1] - math.sin(math.radians(ang)) * 3 + y)
                  for x, y in blade_pts], smooth=True, steps=3), col, rim=1.0, hi=0.4)


def fangs(cv, pts, size=1.6, color=WHITE):
    for x, y in pts:
        cv.flat(Poly([(x - size * 0.5, y), (x + size * 0.5, y), (x, y + size * 1.4)]), color)


def hood(cv, x, y, col, r=14):
    cv.part(Poly([(x - r, y + 10), (x - r - 1, y - 3), (x - r * 0.6, y - r * 0.95), (x, y - r * 1.15),
                  (x + r * 0.6, y - r * 0.95), (x + r + 1, y - 3), (x + r, y + 10), (x + r * 0.6, y + 15),
                  (x - r * 0.6, y + 15)], smooth=True), col)


# ================================================================== adventurers
def kordan(cv, f):
    """Kordan the Wall: plate, red tabard, broadsword and round shield, a big beard."""
    s, c = phase(f)
    by = s * 0.8
    RED = (186, 52, 56)
    leg(cv, (42, 70 + by * 0.5), (38, 88), STEEL_D, (90, 70, 70), w=8.0, boot_h=6)
    leg(cv, (54, 70 + by * 0.5), (58, 88), STEEL_D, (90, 70, 70), w=8.0, boot_h=6)
    # sword raised behind the shoulder
    blade(cv, (64, 58 + by), (76, 22 + by + c), 5.4, metal=(214, 222, 236))
    cv.part(Cap((58, 60 + by), (70, 56 + by), 3.0), GOLD, ow=0.7, rim=0.5)
    arm(cv, (60, 54 + by), (66, 60 + by), (64, 59 + by), STEEL, STEEL, w=7.5, glove=(96, 70, 60))
    # torso: plate + tabard
    cv.part(Poly([(33, 50 + by), (63, 50 + by), (65, 68 + by), (58, 76 + by), (38, 76 + by), (31, 68 + by)],
                 smooth=True, steps=4), STEEL)
    cv.part(Poly([(41, 52 + by), (55, 52 + by), (56, 80 + by), (48, 84 + by), (40, 80 + by)], smooth=False), RED)
    cv.part(Poly(star_pts(48, 66 + by, 4.2, 1.8, 4)), GOLD, ow=0.6, rim=0)
    cv.part(RRect(34, 70 + by, 28, 4.2, 1.5), (90, 60, 44), ow=0.7, rim=0)
    for x in (33, 63):
        cv.part(Ell(x, 53 + by, 8.5, 6.5), STEEL, rim=1.0)
        cv.part(Ell(x, 55 + by, 6, 2), STEEL_D, ow=0, rim=0)
    # head: open helm, nose guard, red beard
    hy = 36 + by * 1.1
    head(cv, 48, hy + 3, 11.5, SKIN)
    beard(cv, 48, hy + 7, 11, 14, (196, 92, 48))
    cv.part(Poly([(43, hy + 9), (53, hy + 9), (48, hy + 12)], smooth=True, steps=2), (160, 70, 40), ow=0.5, rim=0)
    eyes(cv, 48, hy + 3, gap=8, rx=1.6, ry=2.2, brows=((120, 60, 40), 0.8))
    cv.part(Union(Ell(48, hy - 3, 14.5, 10, a0=180, a1=360), RRect(33.5, hy - 4, 29, 4, 1.5)), STEEL, rim=1.2)
    cv.part(RRect(46.5, hy - 6, 3, 11, 1.2), STEEL_D, ow=0.6, rim=0)
    cv.part(Ribbon([(48, hy - 12), (48, hy - 18 + s), (44, hy - 21 + s)], [3, 4, 2]), RED, ow=0.7, rim=0.5)
    # round shield in front
    round_shield(cv, 31, 66 + by * 0.6, 12.5, (150, 40, 46))
    cv.part(Poly(star_pts(31, 66 + by * 0.6, 5.2, 2.2, 4)), GOLD, ow=0.5, rim=0)


def ysolde(cv, f):
    """Ysolde Hawkeye: a tall longbow, green hood down, blonde braid, quiver."""
    s, c = phase(f)
    by = s * 0.9
    GREEN, GREEN_D = (70, 140, 78), (44, 94, 60)
    HAIR = (244, 206, 110)
    for dx, col in ((0, (226, 76, 66)), (4, (250, 240, 222)), (8, (226, 76, 66))):
        cv.part(Cap((58 + dx * 0.5, 52 + by), (63 + dx, 35 + by), 1.0), (120, 90, 60), ow=0.5, rim=0)
        cv.part(Poly([(61 + dx, 38 + by), (63.5 + dx, 32 + by), (66 + dx, 36 + by), (64 + dx, 40 + by)]), col,
                ow=0.6, rim=0)
    cv.part(Ribbon([(57, 70 + by), (62, 47 + by)], [6, 7]), LEATHER, rim=0.8)
    cv.part(Poly([(38, 48 + by), (58, 48 + by), (62, 72 + c), (56, 82), (48, 79), (40, 82), (34, 72 - c)],
                 smooth=True, steps=5), GREEN_D)
    leg(cv, (44, 70 + by * 0.5), (41, 88), (96, 78, 60), (74, 52, 40), w=6.0, boot_h=9)
    leg(cv, (53, 70 + by * 0.5), (56, 88), (96, 78, 60), (74, 52, 40), w=6.0, boot_h=9)
    cv.part(Poly([(38, 50 + by), (58, 50 + by), (60, 74 + by), (48, 76 + by), (36, 74 + by)], smooth=True,
                 steps=4), GREEN)
    cv.part(Cap((39, 52 + by), (57, 70 + by), 2.4), LEATHER, ow=0.6, rim=0)
    cv.part(RRect(37, 67 + by, 22, 3.6, 1.4), LEATHER, ow=0.6, rim=0)
    bow(cv, 26, 30 + by, 88 + by * 0.5, bend=7)
    arm(cv, (41, 54 + by), (33, 60 + by), (25, 60 + by), GREEN, SKIN, w=5.2, glove=LEATHER)
    arm(cv, (55, 54 + by), (50, 61 + by), (33, 59 + by), GREEN, SKIN, w=5.2, glove=LEATHER)
    cv.part(Cap((21, 59 + by), (35, 59 + by), 0.9), (130, 96, 60), ow=0.4, rim=0)
    cv.part(Poly([(19, 59 + by), (23, 57 + by), (23, 61 + by)]), STEEL, ow=0.4, rim=0)
    hy = 36 + by * 1.1
    cv.part(Ribbon([(58, hy), (63, hy + 10), (62, hy + 20), (65, hy + 28 + c)], [6, 5.2, 4.4, 2.2]), HAIR,
            rim=0.8)
    cv.part(Minus(Ell(48.5, hy + 4, 16, 13), Ell(48.5, hy, 13, 12)), GREEN_D, rim=0.8)
    head(cv, 48.5, hy + 2, 10.8, SKIN)
    cv.part(Poly([(37, hy + 2), (38, hy - 7), (46, hy - 11), (56, hy - 10), (61, hy - 2), (59, hy + 4), (55, hy - 3),
                  (47, hy - 3), (42, hy)], smooth=True, steps=4), HAIR, ow=0.7, rim=0.6)
    eyes(cv, 50, hy + 3, gap=7.4, rx=1.6, ry=2.4, color=(40, 110, 70), brows=((170, 120, 60), 0.4))
    mouth(cv, 50, hy + 8.2, 2.8, kind="flat")


def mirel(cv, f):
    """Mirel the Weaver: a robe woven in the four element colours, staff with an orb of all four."""
    s, c = phase(f)
    by = s * 1.0
    ROBE = (92, 70, 150)
    hy = 36 + by * 1.1
    cv.part(Poly([(35, hy - 2), (62, hy - 2), (64, hy + 20), (58, hy + 24), (40, hy + 24), (33, hy + 20)],
                 smooth=True), (60, 40, 60), rim=1.0)
    robe(cv, by, ROBE, hem=(240, 200, 100))
    for k, col in enumerate(((240, 240, 255), (240, 100, 60), (140, 110, 70), (80, 160, 230))):
        x = 36 + k * 8
        cv.part(Poly([(x, 80 + (k % 2)), (x + 4, 76), (x + 8, 80 + (k % 2)), (x + 4, 84)]), col, ow=0.5, rim=0)
    cv.part(RRect(38, 63 + by, 20, 3.6, 1.4), (240, 200, 100), ow=0.6, rim=0.4)
    top = (67, 30 + by)
    staff(cv, 67, 37 + by)
    cv.glow(top[0], top[1], 12 + s * 2, (230, 220, 255), 150)
    for k, col in enumerate(((240, 240, 255), (250, 120, 60), (150, 120, 80), (90, 170, 240))):
        a = math.radians(f * 90 / 4 * 4 + k * 90)
        cv.part(Ell(top[0] + math.cos(a) * 5.5, top[1] + math.sin(a) * 5.5, 2.6), col, ow=0.5, rim=0.4)
    cv.part(Ell(top[0], top[1], 3.6), (250, 250, 255), ow=0.6, rim=0.4, hi=0.5)
    arm(cv, (41, 54 + by), (35, 61 + by), (33, 64 + by), ROBE, SKIN, w=6.2)
    flame(cv, 31, 61 + by, 4.2, f, seed=1, colors=[(90, 160, 230), (160, 210, 250), (235, 250, 255)])
    arm(cv, (55, 54 + by), (62, 60 + by), (66, 61 + by), ROBE, SKIN, w=6.2)
    head(cv, 48.5, hy + 2.5, 10.6, SKIN)
    cv.part(Poly([(37, hy + 6), (38, hy - 6), (48, hy - 10), (59, hy - 6), (60, hy + 6), (56, hy - 1), (49, hy + 1),
                  (43, hy - 1), (40, hy + 2)], smooth=True, steps=4), (60, 40, 60), rim=0.6, ow=0.7)
    eyes(cv, 49.5, hy + 3.5, gap=7.4, rx=1.7, ry=2.5, color=(90, 60, 150))
    mouth(cv, 49.5, hy + 8.5, 2.6)
    blush(cv, 49.5, hy + 6.5, 12)
    cv.part(Ribbon([(39, hy - 5), (48, hy - 8), (58, hy - 5)], [2.2, 2.6, 2.2]), (240, 200, 100), ow=0.6, rim=0)
    gem(cv, 48, hy - 7.5, 2.4, (90, 200, 240))


def tobb(cv, f):
    """Tobb Ironfingers: a stout dwarf, war hammer on the shoulder, crossbow on the back, goggles."""
    s, c = phase(f)
    by = s * 0.7
    TUNIC, TUNIC_D = (150, 96, 60), (104, 66, 46)
    BEARD = (214, 110, 50)
    # crossbow on the back
    cv.part(Cap((30, 46 + by), (66, 62 + by), 2.4), WOOD, ow=0.7, rim=0.4)
    cv.part(Ribbon([(34, 38 + by), (28, 48 + by), (30, 58 + by)], [1.6, 2.4, 1.6]), STEEL_D, ow=0.7, rim=0.3)
    leg(cv, (41, 74 + by * 0.4), (38, 88), (90, 70, 60), (70, 50, 44), w=8.5, boot_h=6)
    leg(cv, (55, 74 + by * 0.4), (58, 88), (90, 70, 60), (70, 50, 44), w=8.5, boot_h=6)
    cv.part(Poly([(32, 56 + by), (64, 56 + by), (67, 76 + by), (48, 80 + by), (29, 76 + by)], smooth=True,
                 steps=4), TUNIC)
    cv.part(Poly([(40, 60 + by), (56, 60 + by), (57, 74 + by), (39, 74 + by)]), (120, 120, 136), ow=0.6, rim=0.6)
    cv.part(RRect(31, 72 + by, 34, 4.6, 1.6), TUNIC_D, ow=0.7, rim=0)
    cv.part(RRect(45, 71.5 + by, 6, 5.6, 1), GOLD, ow=0.6, rim=0.4)
    for k in range(3):                       # tools on the belt
        cv.part(Cap((36 + k * 4, 76 + by), (36 + k * 4, 81 + by), 1.1), STEEL_D, ow=0.5, rim=0)
    # hammer over the right shoulder
    hammer(cv, (64, 66 + by), -62, size=1.15)
    arm(cv, (33, 60 + by), (29, 68 + by), (33, 73 + by), TUNIC, SKIN, w=7.5, hand_r=3.6)
    arm(cv, (63, 60 + by), (68, 66 + by), (64, 66 + by), TUNIC, SKIN, w=7.5, hand_r=3.6)
    hy = 42 + by
    head(cv, 48, hy + 2, 12, SKIN)
    beard(cv, 48, hy + 6, 13, 18, BEARD)
    for k in range(3):
        cv.flat(Cap((42 + k * 6, hy + 12), (43 + k * 6, hy + 19), 0.8), dark(BEARD, 0.35))
    cv.part(Ell(48, hy + 6.5, 3.2, 2.2), (230, 160, 130), ow=0.5, rim=0)          # nose
    cv.part(Union(Ell(48, hy - 4, 14, 10, a0=180, a1=360), RRect(34, hy - 5, 28, 3.6, 1.5)), (130, 136, 150), rim=1.0)
    for x in (43, 53):                                                               # goggles
        cv.part(Ell(x, hy - 6, 3.8), (200, 150, 60), ow=0.6, rim=0.3)
        cv.part(Ell(x, hy - 6, 2.5), (120, 210, 230), ow=0.4, rim=0, hi=0.5)
    eyes(cv, 48, hy + 1.5, gap=9, rx=1.4, ry=1.9, brows=((150, 70, 40), 0.6))


def elowen(cv, f):
    """Elowen Greenblade: an elf with a long green blade, silver hair, pointed ears, leaf cloak."""
    s, c = phase(f)
    by = s * 0.9
    GREEN, GREEN_D = (96, 170, 96), (52, 110, 70)
    HAIR = (226, 230, 240)
    hy = 35 + by * 1.1
    cv.part(Poly([(36, hy - 2), (61, hy - 2), (62, hy + 24 + c), (56, hy + 28), (42, hy + 28), (34, hy + 24 - c)],
                 smooth=True), HAIR, rim=1.0)
    cv.part(Poly([(38, 48 + by), (58, 48 + by), (63, 74 + c), (60, 84), (54, 80), (48, 85), (42, 80), (36, 84),
                  (33, 74 - c)], smooth=False), GREEN_D)
    leg(cv, (44, 70 + by * 0.5), (41, 88), (110, 96, 80), (80, 64, 50), w=5.6, boot_h=10)
    leg(cv, (53, 70 + by * 0.5), (56, 88), (110, 96, 80), (80, 64, 50), w=5.6, boot_h=10)
    cv.part(Poly([(39, 50 + by), (57, 50 + by), (59, 73 + by), (48, 76 + by), (37, 73 + by)], smooth=True,
                 steps=4), GREEN)
    cv.part(Poly([(44, 52 + by), (52, 52 + by), (48, 62 + by)]), (236, 220, 170), ow=0.5, rim=0)
    cv.part(RRect(37, 66 + by, 22, 3.6, 1.4), (110, 80, 50), ow=0.6, rim=0)
    # long sword, green glint
    blade(cv, (63, 64 + by), (74, 26 + by), 4.4, metal=(190, 236, 200))
    cv.glow(72, 34 + by, 6 + s, (160, 255, 170), 90)
    cv.part(Cap((58, 66 + by), (70, 62 + by), 2.6), (200, 170, 90), ow=0.6, rim=0.4)
    arm(cv, (41, 54 + by), (35, 62 + by), (37, 68 + by), GREEN, SKIN_PALE, w=5.0)
    arm(cv, (55, 54 + by), (61, 61 + by), (63, 65 + by), GREEN, SKIN_PALE, w=5.0)
    # head + ears
    for sx in (-1, 1):
        cv.part(Poly([(48 + sx * 9, hy + 1), (48 + sx * 19, hy - 5 + c * 0.5), (48 + sx * 10, hy + 6)]), SKIN_PALE,
                ow=0.7, rim=0.4)
    head(cv, 48.5, hy + 2.5, 10.4, SKIN_PALE)
    cv.part(Poly([(38, hy + 3), (39, hy - 6), (48, hy - 9), (58, hy - 6), (59, hy + 3), (55, hy - 2), (48, hy - 3),
                  (42, hy - 1)], smooth=True, steps=4), HAIR, rim=0.6, ow=0.7)
    eyes(cv, 49.5, hy + 3.5, gap=7.4, rx=1.6, ry=2.6, color=(50, 140, 90))
    mouth(cv, 49.5, hy + 8.6, 2.4)
    cv.part(Ribbon([(40, hy - 5), (48, hy - 7), (57, hy - 5)], [1.6, 2, 1.6]), (120, 190, 90), ow=0.5, rim=0)
    for x in (41, 56):
        cv.part(Ell(x, hy - 5.5, 2.2, 1.3, ang=-25 if x < 48 else 25), (120, 200, 90), ow=0.5, rim=0)


def anselm(cv, f):
    """Brother Anselm: a brown habit with a rope belt, tonsure, a mace and a round shield."""
    s, c = phase(f)
    by = s * 0.8
    HABIT, HABIT_D = (132, 92, 60), (92, 62, 44)
    robe(cv, by, HABIT, top=50, width=10, flare=18)
    cv.part(Poly([(40, 50 + by), (56, 50 + by), (54, 58 + by), (42, 58 + by)], smooth=True, steps=3), HABIT_D,
            ow=0.6, rim=0)
    cv.part(RRect(37, 64 + by, 22, 3, 1.4), (230, 210, 160), ow=0.6, rim=0)
    cv.part(Ribbon([(44, 66 + by), (43, 74 + by), (45, 80 + by)], [2, 1.8, 1.2]), (230, 210, 160), ow=0.5, rim=0)
    for x in (42, 54):
        cv.part(Ell(x, 88, 3.6, 1.8), (110, 76, 56), ow=0.6, rim=0)
    # mace in the right hand, raised
    cv.part(Cap((64, 64 + by), (68, 40 + by), 2.2), WOOD, ow=0.7, rim=0.4)
    cv.part(Ell(68.5, 37 + by, 5.6), STEEL, rim=1.0, hi=0.4)
    for a in range(0, 360, 60):
        x, y = 68.5 + math.cos(math.radians(a)) * 6.2, 37 + by + math.sin(math.radians(a)) * 6.2
        cv.part(Poly([(x - 1.3, y), (x + math.cos(math.radians(a)) * 3, y + math.sin(math.radians(a)) * 3),
                      (x + 1.3, y)]), STEEL_D, ow=0.5, rim=0)
    arm(cv, (56, 54 + by), (62, 60 + by), (64, 62 + by), HABIT, SKIN, w=6.5)
    # wooden shield with a sun
    round_shield(cv, 32, 66 + by * 0.6, 11, (190, 140, 80), rim_col=(150, 100, 60))
    cv.part(Poly(star_pts(32, 66 + by * 0.6, 5, 2.8, 8)), (250, 220, 110), ow=0.5, rim=0)
    hy = 36 + by * 1.1
    head(cv, 48.5, hy + 2, 11.4, SKIN)
    cv.part(Minus(Ell(48.5, hy - 1, 12.6, 10.5), Ell(48.5, hy - 4, 9.5, 8)), (120, 80, 50), rim=0.6, ow=0.7)
    eyes(cv, 49.5, hy + 3.5, gap=7.6, rx=1.5, ry=2.0, blink=(f == 2), brows=((100, 70, 50), 0.3))
    mouth(cv, 49.5, hy + 8.4, 3.4)
    blush(cv, 49.5, hy + 6.4, 13)
    # wooden cross on a cord
    cv.part(Union(RRect(46.8, 55 + by, 2.4, 7, 0.6), RRect(45, 57 + by, 6, 2.2, 0.6)), (190, 140, 80), ow=0.5, rim=0)


def nix(cv, f):
    """Nix the Shade: a black hood, violet scarf mask, twin daggers held low."""
    s, c = phase(f)
    by = s * 0.9
    CLOTH, CLOTH_D = (62, 56, 84), (38, 34, 56)
    SCARF = (150, 90, 200)
    cv.part(Poly([(38, 48 + by), (58, 48 + by), (64, 76 + c), (58, 84), (48, 80), (38, 84), (32, 76 - c)],
                 smooth=True, steps=5), CLOTH_D)
    leg(cv, (44, 70 + by * 0.5), (39, 88), CLOTH, (44, 36, 52), w=5.6)
    leg(cv, (53, 70 + by * 0.5), (58, 88), CLOTH, (44, 36, 52), w=5.6)
    blade(cv, (32, 68 + by), (26, 80 + by), 2.8)
    arm(cv, (41, 54 + by), (35, 61 + by), (33, 67 + by), CLOTH, SKIN, w=5.0, glove=(50, 44, 60))
    cv.part(Poly([(39, 50 + by), (57, 50 + by), (59, 72 + by), (48, 74 + by), (37, 72 + by)], smooth=True,
                 steps=4), CLOTH)
    cv.part(Cap((40, 52 + by), (56, 68 + by), 2.2), (90, 70, 60), ow=0.6, rim=0)
    for k in range(3):
        cv.part(RRect(42 + k * 4, 58 + by - k * 2.6, 3, 4, 0.8), STEEL, ow=0.4, rim=0)
    cv.part(RRect(37, 66 + by, 22, 3.6, 1.4), (70, 56, 60), ow=0.6, rim=0)
    arm(cv, (56, 54 + by), (62, 62 + by), (64, 67 + by), CLOTH, SKIN, w=5.0, glove=(50, 44, 60))
    blade(cv, (65, 67 + by), (70, 80 + by), 2.8)
    hy = 35 + by * 1.1
    hood(cv, 48.5, hy + 1, CLOTH_D)
    head(cv, 49.5, hy + 3, 10.6, SKIN)
    cv.part(Poly([(38.5, hy + 6), (60.5, hy + 6), (59, hy + 12), (50, hy + 14.5), (40, hy + 12)], smooth=True,
                 steps=4), SCARF, ow=0.8, rim=0.8)
    cv.part(Minus(Ell(49.5, hy + 1, 14, 14), Ell(49.5, hy + 3, 11.4, 11)), CLOTH_D, ow=0.7, rim=0.8)
    eyes(cv, 50.5, hy + 2.5, gap=7.4, rx=1.7, ry=2.2, color=(150, 90, 200), brows=((40, 30, 50), -0.9))


def garra(cv, f):
    """Garra Stonesinger: a mountain shaman in furs, spear with feathers, a glowing stone amulet."""
    s, c = phase(f)
    by = s * 0.9
    FUR, FUR_D = (170, 140, 100), (120, 94, 70)
    HAIR = (50, 36, 40)
    hy = 36 + by * 1.1
    for sx in (-1, 1):
        cv.part(Ribbon([(48 + sx * 9, hy), (48 + sx * 11, hy + 12), (48 + sx * 10, hy + 24 + c * sx)],
                       [5, 4.2, 2.6]), HAIR, rim=0.8)
    # spear
    cv.part(Cap((66, 89), (66, 28 + by), 2.2), WOOD, ow=0.8, rim=0.4)
    cv.part(Poly([(63, 30 + by), (66, 17 + by), (69, 30 + by), (66, 33 + by)]), (150, 150, 170), rim=0.8, hi=0.4)
    for k, col in enumerate(((230, 80, 60), (250, 240, 220))):
        cv.part(Ribbon([(66, 34 + by), (71 + k * 2, 40 + by + c), (73 + k * 2, 46 + by + c)], [1.8, 2.2, 1]), col,
                ow=0.5, rim=0)
    leg(cv, (44, 70 + by * 0.5), (40, 88), (110, 80, 60), FUR_D, w=6.2, boot_h=9)
    leg(cv, (53, 70 + by * 0.5), (57, 88), (110, 80, 60), FUR_D, w=6.2, boot_h=9)
    cv.part(Poly([(38, 50 + by), (58, 50 + by), (61, 76 + by), (48, 79 + by), (35, 76 + by)], smooth=True,
                 steps=4), (200, 120, 70))
    cv.part(Poly([(33, 48 + by), (63, 48 + by), (62, 56 + by), (56, 60 + by), (48, 57 + by), (40, 60 + by),
                  (34, 56 + by)], smooth=True, steps=3), FUR, rim=1.0)
    for k in range(5):
        cv.flat(Cap((36 + k * 6, 52 + by), (37 + k * 6, 57 + by), 0.7), FUR_D)
    cv.part(RRect(36, 68 + by, 24, 3.6, 1.4), (110, 70, 50), ow=0.6, rim=0)
    cv.glow(48, 63 + by, 6 + s, (140, 240, 200), 150)
    cv.part(Poly([(44.5, 60 + by), (51.5, 60 + by), (52.5, 65 + by), (48, 68 + by), (43.5, 65 + by)], smooth=True,
                 steps=2), (120, 200, 170), ow=0.6, rim=0.5, hi=0.4)
    arm(cv, (40, 54 + by), (34, 62 + by), (37, 67 + by), (200, 120, 70), SKIN_DARK, w=5.6)
    arm(cv, (56, 54 + by), (62, 60 + by), (65, 60 + by), (200, 120, 70), SKIN_DARK, w=5.6)
    head(cv, 48.5, hy + 2.5, 11, SKIN_DARK)
    cv.part(Poly([(37, hy + 4), (38, hy - 6), (48, hy - 10), (59, hy - 6), (60, hy + 4), (56, hy - 2), (50, hy),
                  (44, hy - 2), (40, hy + 1)], smooth=True, steps=4), HAIR, rim=0.6, ow=0.7)
    for x in (41, 56):                                   # face paint
        cv.flat(Cap((x, hy + 3), (x, hy + 7), 0.9), (230, 240, 250))
    eyes(cv, 49, hy + 3.5, gap=7.6, rx=1.6, ry=2.3, color=(60, 40, 30), brows=((40, 28, 30), 0.5))
    mouth(cv, 49, hy + 8.6, 2.8, kind="flat")
    cv.part(Ribbon([(39, hy - 5), (48, hy - 8), (58, hy - 5)], [2, 2.4, 2]), (200, 60, 50), ow=0.5, rim=0)


# ================================================================== minions
def grubling(cv, f):
    """A small pot-bellied cave goblin with a huge mouth and a club."""
    s, c = phase(f)
    by = s * 1.2
    G, G_D = (130, 176, 80), (86, 124, 60)
    leg(cv, (42, 76), (37, 88), G_D, (90, 66, 50), w=6, boot_h=3, toe=3)
    leg(cv, (54, 76), (59, 88), G_D, (90, 66, 50), w=6, boot_h=3, toe=3)
    cv.part(Ell(48, 70 + by * 0.5, 15, 12), G, rim=1.6)
    cv.part(Ell(48, 73 + by * 0.5, 9, 7), light(G, 0.3), ow=0, rim=0)
    cv.part(Poly([(34, 74), (62, 74), (60, 82), (36, 82)], smooth=True, steps=3), (120, 90, 60), ow=0.7, rim=0.5)
    # club
    cv.part(Ribbon([(62, 72 + by), (68, 58 + by), (72, 46 + by)], [3, 4.2, 6]), (150, 106, 64), rim=0.8)
    arm(cv, (58, 64 + by), (64, 70 + by), (63, 72 + by), G, G, w=5)
    arm(cv, (38, 64 + by), (32, 70 + by), (33, 76 + by), G, G, w=5)
    hy = 48 + by
    for sx in (-1, 1):
        cv.part(Poly([(48 + sx * 10, hy - 2), (48 + sx * 25, hy - 10 + c * sx), (48 + sx * 12, hy + 6)]), G,
                ow=0.8, rim=0.6)
    cv.part(Ell(48, hy, 14, 12.5), G, rim=1.4)
    cv.flat(Ell(48, hy + 5.5, 9, 4.5 + s * 0.6), (90, 30, 40), outline=INK, ow=0.6)
    fangs(cv, [(42.5, hy + 2.2), (53.5, hy + 2.2)], 2.0)
    fangs(cv, [(46, hy + 2.4), (50, hy + 2.4)], 1.2)
    for sx in (-1, 1):
        cv.flat(Ell(48 + sx * 5.5, hy - 4, 3.6, 3.8), (250, 230, 120), outline=INK, ow=0.6)
        cv.flat(Ell(48 + sx * 5.5 + 0.6, hy - 3.6, 1.3, 2.2), EYE)


def bonewalker(cv, f):
    """A skeleton soldier: rusty sword, a shield plank, glowing eye sockets."""
    s, c = phase(f)
    by = s * 0.8
    for hip, foot in (((44, 70), (40, 88)), ((52, 70), (57, 88))):
        cv.part(Cap(hip, ((hip[0] + foot[0]) / 2, 79), 2.6), BONE, rim=0.4)
        cv.part(Cap(((hip[0] + foot[0]) / 2, 79), foot, 2.4), BONE, rim=0.4)
        cv.part(Ell(foot[0] + 1.5, foot[1], 4, 1.8), BONE, ow=0.7, rim=0.3)
    cv.part(Poly([(40, 66), (56, 66), (58, 72), (48, 74), (38, 72)], smooth=True, steps=3), BONE, rim=0.6)
    # spine and ribs
    cv.part(Cap((48, 52 + by), (48, 68), 2.2), BONE, rim=0.3)
    for k in range(3):
        y = 54 + by + k * 4
        cv.part(Ribbon([(40, y + 1), (44, y - 1), (48, y), (52, y - 1), (56, y + 1)], 2.0), BONE, ow=0.6, rim=0.3)
    cv.part(Poly([(40, 70), (56, 70), (54, 80), (42, 80)]), (110, 80, 70), ow=0.6, rim=0.6)   # loincloth
    blade(cv, (62, 62 + by), (66, 36 + by + c), 4.0, metal=(170, 150, 130))
    cv.part(Cap((58, 63 + by), (67, 61 + by), 2.2), (120, 90, 60), ow=0.6, rim=0)
    cv.part(Ribbon([(55, 52 + by), (60, 58 + by), (62, 62 + by)], 2.4), BONE, ow=0.7, rim=0.3)
    cv.part(Ribbon([(41, 52 + by), (36, 58 + by), (36, 64 + by)], 2.4), BONE, ow=0.7, rim=0.3)
    cv.part(RRect(26, 56 + by, 12, 18, 2), (120, 86, 60), rim=1.0)
    for y in (60, 68):
        cv.part(RRect(26, y + by, 12, 2, 0.6), (90, 90, 100), ow=0.4, rim=0)
    hy = 40 + by * 1.2
    cv.part(Union(Ell(48, hy, 11.5, 11), RRect(41, hy + 4, 14, 9, 3)), BONE, rim=1.2)
    for sx in (-1, 1):
        cv.flat(Ell(48 + sx * 4.6, hy + 1, 3.4, 3.8), (46, 30, 50))
    glow_eyes(cv, 48, hy + 1.4, 9.2, (120, 240, 200), r=1.1)
    cv.flat(Poly([(48, hy + 5), (49.6, hy + 8), (46.4, hy + 8)]), (46, 30, 50))
    for k in range(4):
        cv.flat(Cap((43.5 + k * 3, hy + 10), (43.5 + k * 3, hy + 13), 0.7), dark(BONE, 0.5))


def gnasher(cv, f):
    """A crouching cave beast: a wide maw full of teeth, stubby legs, spines."""
    s, c = phase(f)
    by = s * 1.0
    G, G_D = (120, 100, 150), (80, 64, 110)
    for x in (30, 40, 56, 66):
        cv.part(Cap((x, 78), (x + (2 if x < 48 else -2), 88), 5), G_D, rim=0.6)
        for k in (-2, 0, 2):
            cv.flat(Poly([(x + k - 1, 88), (x + k, 91), (x + k + 1, 88)]), BONE)
    for k in range(5):
        x = 30 + k * 9
        cv.part(Poly([(x - 4, 58 + by), (x + 1, 40 + by + (k % 2) * 4), (x + 5, 58 + by)]), (200, 190, 170), rim=0.6)
    cv.part(Ell(48, 68 + by * 0.5, 24, 16), G, rim=1.8)
    cv.part(Ell(48, 74 + by * 0.5, 16, 8), light(G, 0.25), ow=0, rim=0)
    # maw
    cv.flat(Ell(48, 70 + by * 0.5, 15, 7 + s), (90, 26, 40), outline=INK, ow=0.7)
    fangs(cv, [(36 + k * 4, 64 + by * 0.5) for k in range(7)], 2.4)
    fangs(cv, [(38 + k * 4, 76 + by * 0.5 + s) for k in range(6)], -2.0)
    cv.flat(Ell(48, 73 + by * 0.5 + s, 6, 2.4), (220, 90, 110))
    for sx in (-1, 1):
        cv.flat(Ell(48 + sx * 9, 57 + by, 3.6, 3.2), (250, 200, 80), outline=INK, ow=0.6)
        cv.flat(Ell(48 + sx * 9, 57.5 + by, 1.0, 2.6), EYE)


def rot_hound(cv, f):
    """An undead hound: grey hide, ribs showing, red eyes, a hanging tongue."""
    s, c = phase(f)
    by = s * 0.8
    HIDE, HIDE_D = (140, 140, 126), (96, 96, 90)
    cv.part(Ribbon([(24, 60 + by), (18, 52 + by + c * 2), (16, 44 + by + c * 3)], [5, 3.4, 1.6]), HIDE_D, rim=0.6)
    for x, d in ((30, -1), (37, 1), (57, -1), (64, 1)):
        cv.part(Ribbon([(x, 66 + by * 0.5), (x + d, 78), (x + d * 2, 88)], [5.5, 4, 3.6]), HIDE_D if d > 0 else HIDE,
                rim=0.6)
        cv.part(Ell(x + d * 2 + 1, 88, 3.4, 1.6), HIDE_D, ow=0.6, rim=0)
    cv.part(Ell(46, 64 + by, 22, 10), HIDE, rim=1.6)
    for k in range(4):
        cv.flat(Ribbon([(38 + k * 5, 58 + by), (39 + k * 5, 64 + by), (37 + k * 5, 70 + by)], 1.0), HIDE_D)
    cv.part(Poly([(50, 64 + by), (56, 52 + by), (62, 54 + by), (60, 66 + by)]), (120, 60, 60), ow=0.6, rim=0.3)
    hy = 50 + by
    cv.part(Union(Ell(66, hy, 10, 8.5), RRect(66, hy - 1, 14, 8, 3)), HIDE, rim=1.2)
    for k in (-1, 1):
        cv.part(Poly([(62 + k * 3, hy - 6), (60 + k * 4, hy - 16), (66 + k * 3, hy - 7)]), HIDE_D, ow=0.7, rim=0.4)
    cv.flat(Ell(79, hy + 0.5, 2.2, 1.6), (40, 30, 40))
    cv.flat(Cap((70, hy + 6), (80, hy + 6), 1.2), (60, 30, 40))
    fangs(cv, [(73, hy + 5), (77, hy + 5)], 1.4)
    cv.part(Ribbon([(74, hy + 7), (75, hy + 11 + s), (73, hy + 14 + s)], [2.6, 2.4, 1.6]), (220, 110, 130), ow=0.5,
            rim=0)
    glow_eyes(cv, 67, hy - 2, 0.1, (255, 70, 60), r=1.4)


def mire_archer(cv, f):
    """A hunched swamp goblin archer in a reed cape with a short bow."""
    s, c = phase(f)
    by = s * 0.9
    SK, SK_D = (120, 150, 110), (80, 104, 80)
    REED = (140, 130, 70)
    cv.part(Poly([(36, 54 + by), (60, 54 + by), (64, 84), (32, 84)], smooth=False), REED)
    for k in range(8):
        x = 33 + k * 4
        cv.flat(Cap((x, 62 + by), (x - 1, 85), 0.8), dark(REED, 0.35))
    leg(cv, (43, 76), (39, 88), SK_D, (70, 60, 50), w=5, boot_h=3)
    leg(cv, (53, 76), (57, 88), SK_D, (70, 60, 50), w=5, boot_h=3)
    cv.part(Ell(48, 68 + by, 11, 10), (100, 90, 70), rim=1.0)
    bow(cv, 28, 44 + by, 82 + by, wood=(120, 90, 60), bend=6)
    arm(cv, (40, 62 + by), (33, 64 + by), (27, 63 + by), SK, SK, w=4.4)
    arm(cv, (56, 62 + by), (46, 64 + by), (34, 63 + by), SK, SK, w=4.4)
    cv.part(Cap((22, 63 + by), (36, 63 + by), 0.8), (120, 90, 60), ow=0.4, rim=0)
    hy = 48 + by
    for sx in (-1, 1):
        cv.part(Poly([(48 + sx * 8, hy), (48 + sx * 20, hy - 4 + c * sx), (48 + sx * 9, hy + 5)]), SK, ow=0.7, rim=0.5)
    cv.part(Ell(48, hy + 1, 11, 10), SK, rim=1.2)
    cv.part(Poly([(36, hy - 2), (40, hy - 12), (48, hy - 16), (56, hy - 12), (60, hy - 2)], smooth=True), REED,
            rim=0.8)
    for sx in (-1, 1):
        cv.flat(Ell(48 + sx * 4, hy + 1, 2.6, 2.6), (250, 220, 90), outline=INK, ow=0.5)
        cv.flat(Ell(48 + sx * 4, hy + 1.3, 0.9, 1.8), EYE)
    cv.flat(Ell(48, hy + 6.5, 4, 1.6, a0=0, a1=180), (60, 40, 40))
    fangs(cv, [(46, hy + 6.4), (50, hy + 6.4)], 1.0)


def stone_sentinel(cv, f):
    """A stone guardian: blocky limbs, runes glowing blue, a stone halberd."""
    s, c = phase(f)
    by = s * 0.5
    ST, ST_D = (150, 150, 160), (104, 104, 120)
    RUNE = (110, 190, 255)
    cv.part(Cap((68, 88), (70, 24 + by), 2.6), ST_D, ow=0.8, rim=0.4)
    cv.part(Poly([(70, 22 + by), (82, 30 + by), (70, 38 + by)], smooth=True, steps=2), ST, rim=0.8)
    cv.part(Poly([(69, 16 + by), (72, 22 + by), (69, 24 + by)]), ST, ow=0.6, rim=0)
    for x in (40, 56):
        cv.part(RRect(x - 6, 72, 12, 16, 3), ST_D, rim=1.0)
    cv.part(RRect(30, 46 + by, 36, 30, 6), ST, rim=1.8)
    for (x0, y0, x1, y1) in ((36, 52, 42, 58), (54, 62, 60, 68), (45, 70, 50, 73)):
        cv.flat(Ribbon([(x0, y0 + by), (x1, y1 + by)], 0.8, smooth=False), ST_D)
    cv.glow(48, 60 + by, 8 + s, RUNE, 120)
    cv.flat(Ribbon([(44, 54 + by), (48, 62 + by), (52, 54 + by)], 2.0, smooth=False), RUNE)
    cv.flat(Cap((48, 62 + by), (48, 68 + by), 1.0), RUNE)
    for x, hx in ((28, 26), (68, 70)):
        cv.part(RRect(x - 7, 46 + by, 14, 12, 4), ST, rim=1.0)
        cv.part(RRect(hx - 5, 56 + by, 10, 18, 3), ST_D, rim=0.8)
    hy = 36 + by
    cv.part(RRect(38, hy - 10, 20, 18, 4), ST, rim=1.4)
    cv.part(RRect(38, hy - 10, 20, 5, 2), ST_D, ow=0.6, rim=0)
    glow_eyes(cv, 48, hy, 8, RUNE, r=1.3)
    cv.flat(Cap((44, hy + 4.5), (52, hy + 4.5), 0.8), ST_D)


# ================================================================== antagonists
def osmund(cv, f):
    """Osmund the Jailer: a dead jailer in a rusted breastplate, lantern and a ring of keys, green ghost-light."""
    s, c = phase(f)
    by = s * 0.8
    PALE = (170, 196, 170)
    ARM, ARM_D = (130, 110, 96), (96, 80, 72)
    GHOST = (140, 255, 180)
    cv.glow(48, 58, 34, GHOST, 50)
    cv.part(Poly([(34, 50 + by), (62, 50 + by), (68, 86), (48, 90), (28, 86)], smooth=True, steps=5),
            (70, 64, 80))
    for k in range(6):
        x = 30 + k * 7
        cv.part(Poly([(x, 82), (x + 3.5, 92 + (k % 2) * 2), (x + 7, 82)]), (70, 64, 80), ow=0.7, rim=0)
    leg(cv, (42, 72 + by * 0.5), (40, 88), (80, 70, 70), (60, 50, 50), w=7)
    leg(cv, (54, 72 + by * 0.5), (57, 88), (80, 70, 70), (60, 50, 50), w=7)
    cv.part(Poly([(34, 50 + by), (62, 50 + by), (63, 70 + by), (48, 76 + by), (33, 70 + by)], smooth=True,
                 steps=4), ARM)
    for x, y in ((40, 58), (54, 62), (46, 68)):
        cv.flat(Ell(x, y + by, 2.2, 1.4), (150, 90, 60))
    cv.part(RRect(33, 68 + by, 30, 4, 1.5), (70, 50, 40), ow=0.6, rim=0)
    # chain from the belt
    for k in range(5):
        cv.part(Minus(Ell(38 - k * 2, 74 + by + k * 3.2, 2.2, 1.6, ang=40 * k),
                      Ell(38 - k * 2, 74 + by + k * 3.2, 1.1, 0.6, ang=40 * k)), STEEL_D, ow=0.4, rim=0)
    # lantern in the left hand
    lx, ly = 26, 70 + by + c
    arm(cv, (38, 54 + by), (31, 60 + by), (27, 62 + by), ARM_D, PALE, w=6)
    cv.part(Cap((27, 62 + by), (lx, ly - 6), 0.8), STEEL_D, ow=0.4, rim=0)
    cv.glow(lx, ly, 10 + s * 2, GHOST, 170)
    cv.part(RRect(lx - 4.5, ly - 6, 9, 12, 2), (80, 70, 60), rim=0.6)
    cv.part(RRect(lx - 3, ly - 4, 6, 8, 1.5), (200, 255, 210), ow=0.4, rim=0, hi=0.5)
    # ring of keys in the right hand
    arm(cv, (58, 54 + by), (64, 60 + by), (65, 66 + by), ARM_D, PALE, w=6)
    cv.part(Minus(Ell(66, 71 + by, 5, 5), Ell(66, 71 + by, 3.6, 3.6)), (200, 160, 80), ow=0.6, rim=0)
    for k in range(3):
        a = math.radians(60 + k * 30)
        x0, y0 = 66 + math.cos(a) * 5, 71 + by + math.sin(a) * 5
        cv.part(Cap((x0, y0), (x0 + math.cos(a) * 6, y0 + math.sin(a) * 6), 1.1), (200, 160, 80), ow=0.5, rim=0)
    hy = 36 + by * 1.1
    head(cv, 48, hy + 2, 11.5, PALE)
    cv.part(Union(Ell(48, hy - 2, 14, 11, a0=180, a1=360), RRect(33, hy - 3, 30, 4, 1.5)), ARM, rim=1.2)
    glow_eyes(cv, 48, hy + 3, 8, GHOST, r=1.5)
    cv.flat(Cap((43, hy + 9), (53, hy + 9), 0.9), (80, 90, 80))
    for k in range(5):
        cv.flat(Cap((44 + k * 2, hy + 8), (44 + k * 2, hy + 10), 0.5), (80, 90, 80))
    cv.part(Ribbon([(38, hy + 8), (36, hy + 16), (39, hy + 22)], [3, 2.6, 1]), (150, 160, 150), ow=0.5, rim=0)


def vhal(cv, f):
    """Vhal the Necromancer: tall black-and-green robes, high collar, a skull-topped staff."""
    s, c = phase(f)
    by = s * 1.0
    ROBE, ROBE_D = (50, 44, 64), (32, 28, 44)
    GREEN = (120, 250, 140)
    hy = 34 + by * 1.1
    cv.part(Poly([(30, hy + 8), (36, hy - 10), (48, hy - 16), (60, hy - 10), (66, hy + 8), (56, hy + 18),
                  (40, hy + 18)], smooth=True), (90, 40, 60), rim=1.2)                   # high collar
    robe(cv, by, ROBE, hem=(60, 150, 80), top=48, width=11, flare=20)
    cv.part(Poly([(45, 50 + by), (51, 50 + by), (53, 87), (43, 87)]), ROBE_D, ow=0.6, rim=0)
    for y in (60, 70, 80):
        cv.part(Poly(star_pts(48, y + by * 0.5, 2.2, 0.9, 4)), GREEN, ow=0.4, rim=0)
    top = (70, 26 + by)
    cv.part(Cap((70, 89), (70, 32 + by), 2.4), (80, 60, 70), ow=0.8, rim=0.4)
    cv.glow(top[0], top[1], 12 + 2 * s, GREEN, 150)
    cv.part(Union(Ell(top[0], top[1], 6, 5.6), RRect(top[0] - 3.5, top[1] + 2, 7, 5, 1.5)), BONE, rim=0.8)
    for sx in (-1, 1):
        cv.flat(Ell(top[0] + sx * 2.4, top[1], 1.5, 1.7), (40, 30, 40))
        cv.flat(Ell(top[0] + sx * 2.4, top[1], 0.6), GREEN)
    arm(cv, (57, 54 + by), (64, 58 + by), (69, 56 + by), ROBE, (200, 200, 210), w=6.5)
    arm(cv, (39, 54 + by), (32, 60 + by), (30, 54 + by - c), ROBE, (200, 200, 210), w=6.5)
    cv.glow(29, 50 + by - c, 8, GREEN, 170)
    flame(cv, 29, 51 + by - c, 4.4, f, seed=2, colors=[(40, 160, 80), (120, 250, 140), (220, 255, 220)])
    hood(cv, 48, hy + 1, ROBE_D, r=13)
    head(cv, 48, hy + 3, 10, (200, 200, 212))
    cv.part(Minus(Ell(48, hy + 1, 13, 13), Ell(48, hy + 3, 10.6, 10.4)), ROBE_D, ow=0.7, rim=0.6)
    glow_eyes(cv, 48, hy + 3, 7.2, GREEN, r=1.4)
    beard(cv, 48, hy + 9, 6, 12, (190, 190, 200))


def skarn(cv, f):
    """Skarn Helmbreaker: a hulking orc warlord, horned helm, a huge double axe."""
    s, c = phase(f)
    by = s * 0.7
    SK, SK_D = (110, 150, 90), (76, 110, 66)
    PLATE = (110, 100, 110)
    # axe held high
    axe(cv, (63, 58 + by), -70 + c * 3, col=(190, 196, 210), size=1.4)
    leg(cv, (41, 70 + by * 0.4), (35, 88), (90, 70, 60), (60, 48, 44), w=9.5, boot_h=7)
    leg(cv, (55, 70 + by * 0.4), (61, 88), (90, 70, 60), (60, 48, 44), w=9.5, boot_h=7)
    cv.part(Poly([(30, 48 + by), (66, 48 + by), (68, 70 + by), (48, 78 + by), (28, 70 + by)], smooth=True,
                 steps=4), SK)
    cv.part(Poly([(36, 52 + by), (60, 52 + by), (62, 68 + by), (48, 72 + by), (34, 68 + by)], smooth=True,
                 steps=3), PLATE, rim=1.0)
    cv.part(Ell(48, 60 + by, 4, 4), BONE, ow=0.6, rim=0.4)
    cv.part(RRect(32, 68 + by, 32, 5, 1.8), (80, 50, 40), ow=0.7, rim=0)
    for x in (30, 66):
        cv.part(Ell(x, 51 + by, 9.5, 7), PLATE, rim=1.0)
        for k in (-3, 0, 3):
            cv.part(Poly([(x + k - 1.6, 47 + by), (x + k, 41 + by), (x + k + 1.6, 47 + by)]), BONE, ow=0.5, rim=0)
    arm(cv, (34, 54 + by), (26, 62 + by), (30, 70 + by), SK, SK, w=8.5, hand_r=4.2)
    arm(cv, (62, 54 + by), (68, 58 + by), (63, 58 + by), SK, SK, w=8.5, hand_r=4.2)
    hy = 36 + by
    head(cv, 48, hy + 3, 12.5, SK)
    cv.part(Ell(48, hy + 10, 9, 4.6), SK_D, ow=0, rim=0)
    fangs(cv, [(42, hy + 9), (54, hy + 9)], -3.0, color=BONE)
    cv.flat(Cap((42, hy + 10.5), (54, hy + 10.5), 0.9), (60, 30, 30))
    eyes(cv, 48, hy + 2, gap=9, rx=1.6, ry=1.6, color=(220, 60, 40), brows=((50, 60, 40), -1.2))
    cv.part(Union(Ell(48, hy - 3, 15, 11, a0=180, a1=360), RRect(33, hy - 4, 30, 5, 1.5)), PLATE, rim=1.2)
    for sx in (-1, 1):
        horn(cv, (48 + sx * 12, hy - 6), (48 + sx * 24, hy - 20 + c), 6, color=BONE, bend=sx * 3)


def brood_witch(cv, f):
    """The Silt Witch: a stooped swamp hag, moss hat, crooked staff with a frog, a bubbling gourd."""
    s, c = phase(f)
    by = s * 1.0
    SK = (150, 170, 130)
    ROBE, ROBE_D = (70, 96, 80), (46, 66, 58)
    MOSS = (110, 140, 60)
    cv.part(Poly([(36, 52 + by), (60, 52 + by), (66, 88), (48, 90), (30, 88)], smooth=True, steps=5), ROBE)
    for k in range(7):
        x = 31 + k * 5.4
        cv.part(Poly([(x, 84), (x + 2.7, 91 - (k % 2) * 2), (x + 5.4, 84)]), ROBE_D, ow=0.6, rim=0)
    cv.part(Poly([(36, 52 + by), (60, 52 + by), (58, 60 + by), (48, 63 + by), (38, 60 + by)], smooth=True,
                 steps=3), MOSS, ow=0.7, rim=0.6)
    cv.part(Cap((26, 89), (22, 30 + by), 2.4), (100, 80, 50), ow=0.8, rim=0.4)
    cv.part(Ribbon([(22, 30 + by), (18, 24 + by), (22, 20 + by)], [2.4, 2, 1.6]), (100, 80, 50), ow=0.6, rim=0)
    fx, fy = 22, 18 + by
    cv.part(Ell(fx, fy, 5, 3.6), (120, 200, 80), rim=0.6)
    for sx in (-1, 1):
        cv.flat(Ell(fx + sx * 2.4, fy - 2.4, 1.6), (250, 240, 120), outline=INK, ow=0.4)
        cv.flat(Ell(fx + sx * 2.4, fy - 2.4, 0.6), EYE)
    arm(cv, (40, 56 + by), (32, 62 + by), (24, 58 + by), ROBE, SK, w=5.6)
    gx, gy = 66, 70 + by
    arm(cv, (56, 56 + by), (63, 62 + by), (64, 64 + by), ROBE, SK, w=5.6)
    cv.part(Union(Ell(gx, gy + 2, 6, 6), Ell(gx, gy - 5, 3.4, 3.4)), (200, 150, 70), rim=0.8)
    for k in range(2):
        cv.flat(Ell(gx - 1 + k * 3, gy - 10 - k * 3 - s * 2, 1.4 - k * 0.3), (150, 230, 110, 220))
    hy = 40 + by
    cv.part(Ribbon([(38, hy - 2), (34, hy + 10), (36, hy + 18)], [4, 3.6, 2]), (200, 200, 190), rim=0.6)
    cv.part(Ribbon([(58, hy - 2), (62, hy + 10), (60, hy + 18)], [4, 3.6, 2]), (200, 200, 190), rim=0.6)
    head(cv, 48, hy + 2, 10.5, SK)
    cv.part(Poly([(48, hy + 3), (54, hy + 8), (49, hy + 8)]), dark(SK, 0.2), ow=0.6, rim=0.3)      # long nose
    cv.flat(Ell(53.5, hy + 8, 0.9), (90, 70, 40))
    eyes(cv, 47.5, hy + 2, gap=7.4, rx=1.5, ry=1.8, color=(230, 180, 40))
    cv.flat(Ell(48, hy + 10.5, 3.4, 1.2, a0=0, a1=180), (70, 40, 40))
    cv.part(Ell(48, hy - 6, 18, 4.2), MOSS, rim=0.8)
    cv.part(Poly([(38, hy - 7), (45, hy - 20), (50, hy - 27), (56 + c * 2, hy - 30), (56, hy - 22), (58, hy - 7)],
                 smooth=True, steps=4), ROBE_D, rim=1.0)
    for x, y in ((42, hy - 9), (54, hy - 8)):
        cv.part(Ell(x, y, 2.6, 1.6), MOSS, ow=0.5, rim=0)


# ================================================================== elementals
def sylph(cv, f):
    """The Zephyr: a spiralling gust with a calm face and wisps."""
    s, c = phase(f)
    AIR = (200, 232, 250)
    cv.glow(48, 56, 30, (200, 240, 255), 110)
    for k in range(5):
        y = 84 - k * 10 + s
        w = 8 + k * 3.4
        a0 = (f * 90 + k * 50) % 360
        pts = [(48 + math.cos(math.radians(a0 + t * 18)) * w, y + math.sin(math.radians(a0 + t * 18)) * w * 0.28)
               for t in range(18)]
        cv.part(Ribbon(pts, [1.4 + 1.2 * math.sin(t / 17 * math.pi) * 2 for t in range(18)]), AIR if k % 2 else
                light(AIR, 0.3), ow=0.7, rim=0)
    hy = 38 + s * 1.5
    cv.part(Ell(48, hy, 12, 11), (230, 246, 255), rim=1.0, hi=0.3)
    cv.part(Ribbon([(38, hy - 6), (30, hy - 14 + c * 2), (22, hy - 12 + c * 3)], [4, 3, 1]), AIR, ow=0.6, rim=0)
    cv.part(Ribbon([(58, hy - 6), (66, hy - 14 - c * 2), (74, hy - 12 - c * 3)], [4, 3, 1]), AIR, ow=0.6, rim=0)
    eyes(cv, 48, hy + 1, gap=7, rx=1.4, ry=2.0, color=(60, 130, 190))
    mouth(cv, 48, hy + 6, 2.4, color=(90, 140, 180))
    for x, y in ((28, 60), (68, 52), (34, 36), (64, 74)):
        sparkle(cv, x + c * 2, y + s * 2, 2.4, (255, 255, 255))


def salamander(cv, f):
    """The Salamander: a red-orange lizard wreathed in flame, its tail burning."""
    s, c = phase(f)
    by = s * 0.8
    R, R_D = (230, 100, 50), (170, 60, 40)
    flame(cv, 18, 66 + c, 7, f, seed=3)
    cv.part(Ribbon([(40, 72 + by), (30, 74 + by), (22, 70 + c), (18, 64 + c)], [9, 7, 4.4, 2.2]), R, rim=0.8)
    for x, d in ((38, -1), (56, 1)):
        cv.part(Ribbon([(x, 74 + by), (x + d * 4, 82), (x + d * 6, 88)], [6, 4.6, 3.6]), R_D, rim=0.6)
        for k in (-2, 0, 2):
            cv.flat(Cap((x + d * 6 + k, 88), (x + d * 6 + k * 1.6, 90), 0.9), R_D)
    cv.part(Ell(48, 72 + by, 16, 9), R, rim=1.4)
    for k in range(5):
        flame(cv, 38 + k * 5, 65 + by, 3.2, f, seed=k, outline=False)
    cv.part(Ell(48, 76 + by, 10, 4), (250, 200, 90), ow=0, rim=0)
    hy = 56 + by
    cv.part(Union(Ell(62, hy, 10, 8.5), Ell(70, hy + 3, 7, 5)), R, rim=1.2)
    cv.flat(Ell(64, hy - 2, 3.2, 3.4), (255, 240, 130), outline=INK, ow=0.6)
    cv.flat(Ell(64.6, hy - 1.6, 1.0, 2.6), EYE)
    cv.flat(Cap((66, hy + 5), (76, hy + 4), 0.8), R_D)
    cv.part(Ribbon([(76, hy + 4), (80, hy + 3 + c), (83, hy + 5 + c)], [1.6, 1.2, 0.6]), (255, 140, 160), ow=0.5,
            rim=0)


def mud_golem(cv, f):
    """The Mud Golem: a lumbering heap of wet earth with pebbles and a sprout on its head."""
    s, c = phase(f)
    by = s * 0.6
    MUD, MUD_D = (150, 110, 70), (106, 76, 52)
    for x in (38, 58):
        cv.part(Poly([(x - 8, 74), (x + 8, 74), (x + 9, 88), (x - 9, 88)], smooth=True, steps=3), MUD_D, rim=1.0)
    cv.part(Poly([(26, 56 + by), (36, 42 + by), (60, 42 + by), (70, 56 + by), (68, 76), (48, 80), (28, 76)],
                 smooth=True), MUD, rim=1.8)
    for x, y, r in ((36, 60, 2.6), (58, 66, 3.2), (46, 72, 2.2), (62, 52, 2)):
        cv.part(Ell(x, y + by, r, r * 0.8), (140, 140, 150), ow=0.6, rim=0.4)
    for x, y in ((32, 50), (62, 60), (44, 66)):
        cv.flat(Ribbon([(x, y + by), (x + 1, y + 5 + by + s), (x, y + 8 + by + s)], [2, 1.6, 0.8]), MUD_D)
    for sx in (-1, 1):
        cv.part(Ribbon([(48 + sx * 20, 52 + by), (48 + sx * 26, 64 + by), (48 + sx * 25, 74 + by)], [9, 8, 7]), MUD,
                rim=1.0)
    hy = 40 + by
    cv.part(Ell(48, hy, 11, 9), MUD, rim=1.2)
    glow_eyes(cv, 48, hy + 1, 8, (255, 210, 90), r=1.4)
    cv.flat(Ell(48, hy + 5.5, 3.4, 1.4 + s * 0.4), (70, 46, 36))
    cv.part(Cap((48, hy - 8), (49, hy - 14), 1.0), (100, 170, 70), ow=0.5, rim=0)
    for sx in (-1, 1):
        cv.part(Ell(49 + sx * 3, hy - 15 + c * sx * 0.5, 3, 1.6, ang=-25 * sx), (120, 200, 90), ow=0.5, rim=0)


def undine(cv, f):
    """The Undine: a maiden of water rising from a swirling pool."""
    s, c = phase(f)
    W, W_D = (90, 170, 230), (50, 110, 190)
    cv.glow(48, 60, 28, (150, 210, 255), 90)
    cv.part(Ell(48, 85, 24, 6), W_D, rim=1.0)
    cv.part(Ell(48, 84, 17, 3.6), light(W, 0.3), ow=0, rim=0)
    cv.part(Poly([(36, 84), (38, 66 + s), (42, 54 + s), (54, 54 + s), (58, 66 + s), (60, 84)], smooth=True), W,
            rim=1.4, hi=0.35)
    for k in range(3):
        cv.flat(Ribbon([(40 + k * 8, 82), (42 + k * 8 + c * 2, 70 + s), (40 + k * 8, 60 + s)], [1.6, 1.2, 0.6]),
                (220, 240, 255, 170))
    hy = 40 + s * 1.2
    cv.part(Ribbon([(40, hy - 6), (32, hy + 4), (34, hy + 16 + c), (30, hy + 26 + c)], [7, 6, 4.6, 2]), W_D, rim=0.8)
    cv.part(Ribbon([(56, hy - 6), (64, hy + 4), (62, hy + 16 - c), (66, hy + 26 - c)], [7, 6, 4.6, 2]), W_D, rim=0.8)
    arm(cv, (42, 56 + s), (34, 60 + s), (30, 54 + s), W, light(W, 0.3), w=4.4)
    arm(cv, (54, 56 + s), (62, 60 + s), (66, 54 + s), W, light(W, 0.3), w=4.4)
    head(cv, 48, hy + 2, 10, light(W, 0.45))
    cv.part(Poly([(38, hy + 2), (39, hy - 7), (48, hy - 10), (57, hy - 7), (58, hy + 2), (54, hy - 3), (48, hy - 2),
                  (42, hy - 3)], smooth=True, steps=4), W_D, rim=0.6, ow=0.7)
    eyes(cv, 48, hy + 3, gap=7, rx=1.5, ry=2.2, color=(30, 70, 140))
    mouth(cv, 48, hy + 7.6, 2.4, color=(40, 90, 150))
    for x, y in ((30, 48), (66, 48)):
        cv.flat(Ell(x + c, y - s * 2, 1.6), (230, 245, 255))


FIGURES = {
    "kordan": (kordan, (186, 52, 56)), "ysolde": (ysolde, (70, 140, 78)), "mirel": (mirel, (92, 70, 150)),
    "tobb": (tobb, (150, 96, 60)), "elowen": (elowen, (96, 170, 96)), "anselm": (anselm, (132, 92, 60)),
    "nix": (nix, (62, 56, 84)), "garra": (garra, (200, 120, 70)),
    "grubling": (grubling, (130, 176, 80)), "bonewalker": (bonewalker, (200, 190, 170)),
    "gnasher": (gnasher, (120, 100, 150)), "rot_hound": (rot_hound, (140, 140, 126)),
    "mire_archer": (mire_archer, (140, 130, 70)), "stone_sentinel": (stone_sentinel, (150, 150, 160)),
    "osmund": (osmund, (120, 200, 150)), "vhal": (vhal, (90, 40, 60)), "skarn": (skarn, (110, 150, 90)),
    "brood_witch": (brood_witch, (70, 96, 80)),
    "sylph": (sylph, (180, 220, 250)), "salamander": (salamander, (230, 100, 50)),
    "mud_golem": (mud_golem, (150, 110, 70)), "undine": (undine, (90, 170, 230)),
}


def figure_frame(fid, frame):
    cv = Canvas(96, 96)
    FIGURES[fid][0](cv, frame)
    cv.outline_all(1.3)
    cv.shadow(48, 89, 20, 4.5)
    return cv.result()


# where the face is for figures that do not stand upright: (centre x, top) in design units
PORTRAIT_FOCUS = {"rot_hound": (62, 24), "salamander": (60, 28), "gnasher": (48, 30), "grubling": (48, 16),
                  "mud_golem": (48, 14)}


def figure_portrait(fid):
    """160x160 bust on a medallion of the figure's colour (the head sits about y=36)."""
    fn, col = FIGURES[fid]
    size = 62
    cx, top = PORTRAIT_FOCUS.get(fid, (48, 6))
    zoom = 160 / size
    W = 160 * 4
    bg = Canvas(160, 160)
    bg.surf.blit(radial((W, W), light(col, 0.5) + (255,), dark(col, 0.6) + (255,), power=0.9), (0, 0))
    rays = bg.layer()
    for k in range(12):
        a0, a1 = math.radians(k * 30), math.radians(k * 30 + 12)
        ox, oy = W / 2, W * 0.38
        pygame.draw.polygon(rays, (255, 255, 240, 30), [(ox, oy), (ox + math.cos(a0) * W, oy + math.sin(a0) * W),
                                                       (ox + math.cos(a1) * W, oy + math.sin(a1) * W)])
    bg.surf.blit(rays, (0, 0))
    fig = Canvas(160, 160, zoom=zoom, offset=(-(cx - size / 2), -top))
    fn(fig, 0)
    fig.outline_all(1.0)
    bg.surf.blit(fig.surf, (0, 0))
    bg.surf.blit(radial((W, W), (0, 0, 0, 0), (20, 10, 30, 150), power=2.2), (0, 0))
    return bg.result()


def figures():
    for fid in FIGURES:
        for fr in range(4):
            save(figure_frame(fid, fr), p("figures", f"{fid}_{fr}.png"))
        save(figure_portrait(fid), p("figures", f"{fid}_portrait.png"))


# ================================================================== dice
DMOV_COL = (46, 92, 150)       # deep blue prism, ivory numbers
DCOM_COL = (246, 238, 220)     # bone-white, dark symbols


def hexagon(cx, cy, r):
    return Poly([(cx + r * math.cos(math.radians(60 * k)), cy + r * math.sin(math.radians(60 * k))) for k in range(6)])


def sym_bolt(cv, cx, cy, k, col):
    pts = [(4, -26), (-14, 4), (-2, 4), (-8, 26), (14, -6), (2, -6), (8, -26)]
    cv.part(Poly([(cx + x * k, cy + y * k) for x, y in pts]), col, ow=1.0, rim=0.8, hi=0.4)


def sym_qmark(cv, cx, cy, k, col):
    cv.part(Text("?", cx, cy - 2 * k, 50 * k, "DejaVuSerif-Bold.ttf"), col, ow=1.0, rim=0.6)


def sym_skull(cv, cx, cy, k, col=BONE):
    cv.part(Union(Ell(cx, cy - 4 * k, 20 * k, 18 * k), RRect(cx - 11 * k, cy + 4 * k, 22 * k, 14 * k, 4 * k)), col,
            rim=1.6)
    for sx in (-1, 1):
        cv.flat(Ell(cx + sx * 8 * k, cy - 3 * k, 5.5 * k, 6.2 * k), (40, 28, 44))
    cv.flat(Poly([(cx, cy + 3 * k), (cx + 3 * k, cy + 9 * k), (cx - 3 * k, cy + 9 * k)]), (40, 28, 44))
    for j in range(4):
        x = cx - 7.5 * k + j * 5 * k
        cv.flat(Cap((x, cy + 13 * k), (x, cy + 18 * k), 0.9 * k), dark(col, 0.5))


def sym_kite(cv, cx, cy, k, col=(70, 110, 200)):
    """Adventurers' kite shield: pointed below."""
    outer = Poly([(cx - 17 * k, cy - 20 * k), (cx + 17 * k, cy - 20 * k), (cx + 17 * k, cy + 2 * k),
                  (cx, cy + 26 * k), (cx - 17 * k, cy + 2 * k)], smooth=True, steps=3)
    inner = Poly([(cx - 12 * k, cy - 15 * k), (cx + 12 * k, cy - 15 * k), (cx + 12 * k, cy + 1 * k),
                  (cx, cy + 19 * k), (cx - 12 * k, cy + 1 * k)], smooth=True, steps=3)
    cv.part(outer, GOLD, rim=1.2)
    cv.part(inner, col, ow=0.7, rim=1.0)
    cv.part(Union(RRect(cx - 2 * k, cy - 13 * k, 4 * k, 28 * k, 1), RRect(cx - 10 * k, cy - 5 * k, 20 * k, 4 * k, 1)),
            GOLD, ow=0.6, rim=0.4)


def sym_oval(cv, cx, cy, k, col=(150, 40, 50)):
    """The Evil Wizard's oval shield, a red oval with a black spike boss."""
    cv.part(Ell(cx, cy, 16 * k, 24 * k), (70, 60, 70), rim=1.2)
    cv.part(Ell(cx, cy, 12.5 * k, 20 * k), col, ow=0.7, rim=1.0)
    cv.part(Ell(cx, cy, 5 * k, 5 * k), (60, 50, 60), ow=0.7, rim=0.5, hi=0.4)
    for a in range(0, 360, 90):
        x, y = cx + math.cos(math.radians(a)) * 9 * k, cy + math.sin(math.radians(a)) * 14 * k
        cv.flat(Ell(x, y, 1.4 * k), (230, 200, 150))


def die_dmov(face):
    cv = Canvas(96, 96)
    if face in ("bolt", "qmark"):
        # a hexagonal end of the prism
        cv.part(hexagon(49.5, 52, 42), dark(DMOV_COL, 0.55), rim=0, ow=1.6)
        cv.part(hexagon(48, 48, 42), DMOV_COL, rim=2.6, hi=0.35, shade=0.22, ow=1.6)
        cv.part(hexagon(48, 48, 32), mix(DMOV_COL, light(DMOV_COL, 0.6), 0.25), ow=0, rim=0, shade=0.15, hi=0.0)
        if face == "bolt":
            cv.glow(48, 48, 24, (255, 230, 120), 120)
            sym_bolt(cv, 48, 48, 1.2, (255, 214, 70))
        else:
            sym_qmark(cv, 48, 50, 1.0, (250, 120, 90))
    else:
        die_body(cv, DMOV_COL)
        # the prism's long side: two facet lines
        for x in (20, 76):
            cv.flat(Cap((x, 16), (x, 80), 0.8), rgba(dark(DMOV_COL, 0.4), 160))
        cv.part(Text(face, 48, 47, 50, "DejaVuSerif-Bold.ttf"), (250, 240, 214), ow=1.2, rim=0.8)
    return cv.result()


def die_dcom(face):
    cv = Canvas(96, 96)
    die_body(cv, DCOM_COL)
    if face == "skull":
        sym_skull(cv, 48, 46, 1.05, (250, 246, 236))
    elif face == "kite":
        sym_kite(cv, 48, 46, 1.05)
    elif face == "oval":
        sym_oval(cv, 48, 48, 1.05)
    elif face == "bolt":
        cv.glow(48, 48, 24, (255, 220, 100), 110)
        sym_bolt(cv, 48, 48, 1.2, (246, 190, 40))
    else:
        sym_qmark(cv, 48, 50, 1.0, (200, 60, 70))
    return cv.result()


def dice():
    for face in ("1", "2", "3", "4", "5", "6", "bolt", "qmark"):
        save(die_dmov(face), p("dice", f"dmov_{face}.png"))
    for face in ("skull", "kite", "oval", "bolt", "qmark"):
        save(die_dcom(face), p("dice", f"dcom_{face}.png"))


# ================================================================== scenery (64x64, one square)
STONE, STONE_D = (150, 146, 156), (104, 100, 116)
DARKWOOD = (120, 80, 52)


def sc_altar(cv):
    cv.part(RRect(8, 26, 48, 30, 3), STONE, rim=1.6)
    cv.part(RRect(6, 20, 52, 10, 3), light(STONE, 0.2), rim=0.8)
    cv.part(RRect(10, 21, 44, 4, 1), (160, 40, 50), ow=0.6, rim=0)
    for x in (18, 46):
        flame(cv, x, 20, 3.4, 0, seed=x)
        cv.part(RRect(x - 2.5, 14, 5, 7, 1), (246, 236, 210), ow=0.6, rim=0)
    cv.part(Poly(star_pts(32, 40, 7, 3, 5)), (200, 170, 90), ow=0.6, rim=0)


def sc_sarcophagus(cv):
    cv.part(Poly([(18, 6), (46, 6), (54, 20), (46, 58), (18, 58), (10, 20)]), STONE, rim=1.6)
    cv.part(Poly([(22, 12), (42, 12), (48, 22), (42, 52), (22, 52), (16, 22)]), light(STONE, 0.15), ow=0.7, rim=0.6)
    cv.part(Ell(32, 20, 6, 6), (200, 190, 170), ow=0.6, rim=0.4)
    cv.part(Union(RRect(30, 28, 4, 18, 1), RRect(25, 33, 14, 4, 1)), (200, 170, 90), ow=0.6, rim=0)


def sc_torture_rack(cv):
    cv.part(RRect(8, 10, 48, 44, 3), DARKWOOD, rim=1.4)
    for y in (14, 50):
        cv.part(Ell(32, y, 22, 4), dark(DARKWOOD, 0.2), ow=0.7, rim=0.4)
    for x in (14, 50):
        cv.part(Ell(x, 32, 5, 5), STEEL_D, ow=0.7, rim=0.4)
    cv.flat(Cap((20, 20), (44, 44), 1.2), (200, 180, 150))
    cv.flat(Cap((44, 20), (20, 44), 1.2), (200, 180, 150))


def sc_cupboard(cv):
    cv.part(RRect(8, 6, 48, 52, 3), DARKWOOD, rim=1.6)
    cv.part(RRect(12, 10, 19, 44, 2), light(DARKWOOD, 0.15), ow=0.7, rim=0.6)
    cv.part(RRect(33, 10, 19, 44, 2), light(DARKWOOD, 0.15), ow=0.7, rim=0.6)
    for x in (28, 36):
        cv.part(Ell(x, 32, 1.8), GOLD, ow=0.5, rim=0)


def sc_weapon_rack(cv):
    cv.part(RRect(6, 10, 52, 8, 2), DARKWOOD, rim=1.0)
    for k, (x, kind) in enumerate(((14, "sword"), (26, "spear"), (38, "axe"), (50, "sword"))):
        if kind == "sword":
            blade(cv, (x, 54), (x, 8), 4)
        elif kind == "spear":
            cv.part(Cap((x, 56), (x, 12), 1.6), WOOD, ow=0.6, rim=0)
            cv.part(Poly([(x - 3, 12), (x, 4), (x + 3, 12)]), STEEL, ow=0.6, rim=0.4)
        else:
            cv.part(Cap((x, 56), (x, 10), 1.6), WOOD, ow=0.6, rim=0)
            cv.part(Poly([(x, 12), (x + 8, 8), (x + 9, 18), (x, 20)], smooth=True, steps=2), STEEL, ow=0.6, rim=0.4)
    cv.part(RRect(6, 46, 52, 6, 2), DARKWOOD, rim=0.8)


def sc_chest(cv, opened=False):
    cv.part(RRect(8, 24, 48, 30, 4), WOOD, rim=1.8)
    if opened:
        cv.part(RRect(8, 10, 48, 14, 4), dark(WOOD, 0.2), rim=1.0)
        cv.part(RRect(12, 24, 40, 8, 2), (40, 28, 30), ow=0.6, rim=0)
        cv.glow(32, 26, 14, (255, 220, 120), 120)
        for x in (22, 30, 38):
            cv.part(Ell(x, 27, 3.4, 2), GOLD, ow=0.5, rim=0.2)
    else:
        cv.part(Union(Ell(32, 24, 24, 12, a0=180, a1=360), RRect(8, 20, 48, 6, 0)), dark(WOOD, 0.1), rim=1.4)
    for x in (14, 48):
        cv.part(RRect(x - 2, 14 if not opened else 24, 5, 40 if not opened else 30, 2), GOLD, ow=0.7, rim=0.4)
    cv.part(RRect(27, 26, 10, 10, 2), GOLD, ow=0.8, rim=0.4)
    cv.flat(Ell(32, 31, 1.4, 2.2), (60, 40, 30))


def sc_barrel(cv):
    cv.part(Ell(32, 32, 24, 24), WOOD, rim=1.8)
    for r in (20, 12):
        cv.part(Minus(Ell(32, 32, r + 1.4, r + 1.4), Ell(32, 32, r - 1.2, r - 1.2)), STEEL_D, ow=0.5, rim=0)
    for a in range(0, 360, 45):
        cv.flat(Cap((32 + math.cos(math.radians(a)) * 4, 32 + math.sin(math.radians(a)) * 4),
                    (32 + math.cos(math.radians(a)) * 10, 32 + math.sin(math.radians(a)) * 10), 0.6),
                dark(WOOD, 0.35))


def sc_fireplace(cv):
    cv.part(RRect(4, 8, 56, 50, 4), (140, 100, 90), rim=1.6)
    for y in (16, 28, 40):
        for x in range(6 + (y // 12 % 2) * 6, 58, 12):
            cv.flat(RRect(x, y, 10, 10, 1), rgba(dark((140, 100, 90), 0.25), 200))
    cv.part(RRect(14, 24, 36, 30, 8), (40, 24, 28), ow=0.8, rim=0)
    flame(cv, 32, 50, 9, 0)
    cv.part(RRect(2, 6, 60, 8, 2), (120, 90, 80), rim=0.6)


def sc_stairs(cv):
    for k in range(5):
        y = 8 + k * 10
        cv.part(RRect(6 + k * 2, y, 52 - k * 4, 10, 1.5), mix(STONE, (60, 50, 70), k / 5), rim=0.6)
    cv.part(Poly([(32, 58), (24, 48), (29, 48), (29, 40), (35, 40), (35, 48), (40, 48)]), (250, 230, 140), ow=0.7,
            rim=0)


def sc_trapdoor(cv):
    cv.part(RRect(8, 8, 48, 48, 2), DARKWOOD, rim=1.4)
    for x in range(12, 56, 10):
        cv.flat(Cap((x, 10), (x, 54), 0.6), dark(DARKWOOD, 0.4))
    cv.part(Minus(Ell(32, 44, 5, 5), Ell(32, 44, 3, 3)), STEEL, ow=0.6, rim=0)
    for y in (16, 48):
        cv.part(RRect(8, y - 2, 48, 4, 1), STEEL_D, ow=0.6, rim=0)


def sc_mirror(cv):
    cv.part(Ell(32, 32, 20, 27), GOLD, rim=1.6)
    cv.part(Ell(32, 32, 15, 22), (170, 200, 230), ow=0.7, rim=0.5, hi=0.5)
    cv.flat(Cap((24, 22), (30, 16), 2), (240, 250, 255, 200))
    cv.glow(32, 32, 14, (200, 160, 255), 70)


def sc_statue(cv):
    cv.part(RRect(12, 46, 40, 12, 2), STONE_D, rim=1.0)
    cv.part(Poly([(22, 46), (24, 26), (40, 26), (42, 46)], smooth=True, steps=3), STONE, rim=1.4)
    cv.part(Ell(32, 18, 8, 8), STONE, rim=1.2)
    cv.part(Cap((40, 30), (48, 16), 2.6), STONE, ow=0.7, rim=0.4)
    cv.part(Poly([(46, 14), (50, 4), (52, 16)]), STONE, ow=0.6, rim=0.3)


def sc_guillotine(cv):
    for x in (14, 50):
        cv.part(RRect(x - 3, 4, 6, 54, 1.5), DARKWOOD, rim=1.0)
    cv.part(RRect(10, 4, 44, 6, 1.5), DARKWOOD, rim=0.8)
    cv.part(Poly([(17, 14), (47, 14), (47, 22), (17, 30)]), STEEL, rim=0.8, hi=0.4)
    cv.part(RRect(12, 46, 40, 10, 2), dark(DARKWOOD, 0.15), rim=0.8)
    cv.part(Ell(32, 46, 5, 3.4, a0=180, a1=360), (40, 28, 30), ow=0.5, rim=0)


def sc_cage(cv):
    cv.part(RRect(8, 6, 48, 6, 2), STEEL_D, rim=0.8)
    cv.part(RRect(8, 52, 48, 6, 2), STEEL_D, rim=0.8)
    for x in range(11, 56, 7):
        cv.part(Cap((x, 10), (x, 54), 1.1), STEEL, ow=0.6, rim=0)
    cv.part(Union(Ell(32, 40, 5, 4), RRect(28, 40, 8, 6, 2)), BONE, ow=0.6, rim=0.3)


def sc_wall_line(cv):
    cv.part(RRect(4, 20, 56, 24, 3), STONE_D, rim=1.4)
    for x in range(6, 58, 12):
        cv.flat(Cap((x, 22), (x, 42), 0.7), dark(STONE_D, 0.4))


def sc_table(cv):
    cv.part(RRect(4, 10, 56, 44, 4), WOOD, rim=1.6)
    for y in range(16, 52, 9):
        cv.flat(Cap((8, y), (56, y), 0.6), dark(WOOD, 0.3))
    cv.part(Ell(22, 26, 5, 3), (220, 220, 230), ow=0.6, rim=0.3)
    cv.part(RRect(38, 30, 8, 10, 2), (200, 150, 80), ow=0.6, rim=0.3)


def sc_ruined_wall(cv):
    for x, y, w, h in ((4, 30, 16, 14), (18, 24, 14, 20), (34, 34, 12, 10), (46, 28, 14, 16)):
        cv.part(RRect(x, y, w, h, 2), STONE_D, rim=1.0)
    for x, y in ((12, 50), (40, 52), (28, 54)):
        cv.part(Ell(x, y, 3, 2), STONE, ow=0.5, rim=0)


def sc_lever(cv):
    cv.part(RRect(18, 40, 28, 14, 3), STONE_D, rim=1.0)
    cv.part(Cap((32, 46), (44, 14), 2.4), STEEL, ow=0.7, rim=0.4)
    cv.part(Ell(45, 12, 5), (220, 50, 50), ow=0.7, rim=0.5, hi=0.4)


def sc_pendulum(cv):
    cv.part(Cap((32, 2), (26, 38), 1.2), STEEL_D, ow=0.5, rim=0)
    cv.part(Ell(26, 44, 18, 9, a0=0, a1=180, ang=-10), STEEL, rim=1.0, hi=0.45)
    cv.flat(Ell(26, 44, 16, 7, a0=0, a1=180, ang=-10), rgba(light(STEEL, 0.5), 200))


def sc_portal(cv):
    cv.glow(32, 32, 30, (190, 120, 255), 140)
    for r, col in ((26, (90, 50, 160)), (19, (150, 90, 230)), (12, (210, 170, 255)), (5, (255, 240, 255))):
        cv.part(Ell(32, 32, r, r), col, ow=0.6 if r == 26 else 0, rim=0)


def sc_well(cv):
    cv.part(Ell(32, 32, 26, 26), STONE, rim=1.6)
    cv.part(Ell(32, 32, 18, 18), (30, 50, 80), ow=0.8, rim=0)
    cv.part(Ell(30, 30, 10, 8), (60, 100, 150), ow=0, rim=0)
    for a in range(0, 360, 40):
        cv.flat(Cap((32 + math.cos(math.radians(a)) * 20, 32 + math.sin(math.radians(a)) * 20),
                    (32 + math.cos(math.radians(a + 14)) * 25, 32 + math.sin(math.radians(a + 14)) * 25), 0.6),
                STONE_D)


def sc_portcullis(cv):
    for x in range(10, 58, 9):
        cv.part(Cap((x, 6), (x, 58), 1.6), STEEL_D, ow=0.6, rim=0)
    for y in (16, 32, 48):
        cv.part(Cap((6, y), (58, y), 1.4), STEEL_D, ow=0.6, rim=0)


def sc_fallen_rock(cv):
    for x, y, r, col in ((20, 38, 15, STONE_D), (42, 40, 14, STONE), (30, 22, 13, light(STONE, 0.1)),
                         (48, 20, 8, STONE_D)):
        cv.part(Poly([(x - r, y), (x - r * 0.5, y - r * 0.9), (x + r * 0.6, y - r * 0.8), (x + r, y + r * 0.1),
                      (x + r * 0.5, y + r * 0.8), (x - r * 0.6, y + r * 0.7)], smooth=True, steps=2), col, rim=1.2)


def sc_chair(cv):
    cv.part(RRect(16, 10, 32, 10, 2), DARKWOOD, rim=1.0)
    cv.part(RRect(18, 22, 28, 26, 3), WOOD, rim=1.2)
    for x in (20, 44):
        cv.part(Cap((x, 46), (x, 56), 2), DARKWOOD, ow=0.6, rim=0)


def sc_throne(cv):
    cv.part(Poly([(14, 30), (14, 6), (22, 12), (32, 2), (42, 12), (50, 6), (50, 30)]), GOLD, rim=1.4)
    cv.part(RRect(12, 28, 40, 26, 4), (150, 40, 60), rim=1.4)
    cv.part(RRect(8, 30, 8, 24, 2), GOLD, rim=0.8)
    cv.part(RRect(48, 30, 8, 24, 2), GOLD, rim=0.8)
    gem(cv, 32, 12, 4, (80, 200, 240))


def sc_wall_trap(cv):
    cv.part(RRect(6, 6, 52, 52, 4), STONE_D, rim=1.2)
    for x in (18, 32, 46):
        cv.flat(Ell(x, 32, 3.6), (30, 20, 30))


SCENERY = {
    "altar": sc_altar, "sarcophagus": sc_sarcophagus, "torture_rack": sc_torture_rack, "cupboard": sc_cupboard,
    "weapon_rack": sc_weapon_rack, "chest": sc_chest, "chest_open": lambda cv: sc_chest(cv, True),
    "barrel": sc_barrel, "fireplace": sc_fireplace, "stairs": sc_stairs, "trapdoor": sc_trapdoor,
    "mirror": sc_mirror, "statue": sc_statue, "guillotine": sc_guillotine, "cage": sc_cage,
    "wall_line": sc_wall_line, "table": sc_table, "ruined_wall": sc_ruined_wall, "lever": sc_lever,
    "lever_pulled": lambda cv: (sc_lever_pulled(cv)), "pendulum": sc_pendulum, "portal": sc_portal, "well": sc_well,
    "portcullis": sc_portcullis, "fallen_rock": sc_fallen_rock, "fallen_rock_double": sc_fallen_rock,
    "chair": sc_chair, "throne": sc_throne, "wall_trap": sc_wall_trap, "floor_trap": lambda cv: tr_pit(cv),
    "open_door": lambda cv: door_leaf(cv, True), "closed_door": lambda cv: door_leaf(cv, False),
}


def sc_lever_pulled(cv):
    cv.part(RRect(18, 40, 28, 14, 3), STONE_D, rim=1.0)
    cv.part(Cap((32, 46), (18, 16), 2.4), STEEL, ow=0.7, rim=0.4)
    cv.part(Ell(17, 14, 5), (90, 210, 90), ow=0.7, rim=0.5, hi=0.4)


def icon64(fn):
    cv = Canvas(64, 64)
    fn(cv)
    cv.outline_all(1.2)
    return cv.result()


def scenery():
    for kind, fn in SCENERY.items():
        save(icon64(fn), p("scenery", f"{kind}.png"))


# ================================================================== traps (64x64)
def tr_pit(cv, deep=False):
    cv.part(RRect(4, 4, 56, 56, 8), (90, 80, 90), rim=1.2)
    cv.part(Ell(32, 32, 24, 22), (20, 12, 24), ow=0.8, rim=0)
    cv.flat(Ell(32, 28, 20, 14), (36, 26, 40))
    if deep:
        cv.flat(Ell(32, 30, 12, 9), (8, 4, 10))
    for x in (20, 32, 44):
        cv.flat(Poly([(x - 3, 44), (x, 34), (x + 3, 44)]), (150, 150, 160))


def tr_spears(cv):
    for k in range(5):
        x = 10 + k * 11
        cv.part(Cap((x, 60), (x, 18), 1.6), WOOD, ow=0.6, rim=0)
        cv.part(Poly([(x - 4, 20), (x, 4), (x + 4, 20)]), STEEL, rim=0.8, hi=0.4)


def tr_axes(cv):
    for sx in (-1, 1):
        cv.part(Cap((32, 4), (32 + sx * 14, 40), 1.8), WOOD, ow=0.6, rim=0)
        cv.part(Poly([(32 + sx * 10, 34), (32 + sx * 26, 38), (32 + sx * 22, 56), (32 + sx * 12, 46)], smooth=True,
                     steps=2), STEEL, rim=1.0, hi=0.4)


def tr_arrows(cv):
    cv.part(RRect(4, 18, 12, 28, 2), STONE_D, rim=1.0)
    for y in (24, 32, 40):
        cv.flat(Ell(10, y, 2.4), (30, 20, 30))
        cv.part(Cap((18, y), (50, y), 1.2), WOOD, ow=0.5, rim=0)
        cv.part(Poly([(50, y - 3.4), (60, y), (50, y + 3.4)]), STEEL, ow=0.6, rim=0)
        cv.part(Poly([(18, y), (22, y - 4), (26, y), (22, y + 4)]), (220, 60, 60), ow=0.5, rim=0)


def tr_rocks(cv):
    sc_fallen_rock(cv)


def glyph(cv, col, mark):
    cv.glow(32, 32, 30, col, 150)
    cv.flat(Minus(Ell(32, 32, 26, 26), Ell(32, 32, 22, 22)), rgba(light(col, 0.3), 255), outline=INK, ow=0.8)
    tri = [(32 + math.cos(math.radians(-90 + k * 120)) * 21, 32 + math.sin(math.radians(-90 + k * 120)) * 21)
           for k in range(3)]
    cv.flat(Ribbon(tri + [tri[0]], 2.6, smooth=False), rgba(light(col, 0.3), 255))
    if mark == "fire":
        flame(cv, 32, 40, 7, 0)
    elif mark == "sleep":
        cv.part(Text("Z", 28, 32, 16), (230, 240, 255), ow=0.8, rim=0)
        cv.part(Text("z", 38, 26, 10), (230, 240, 255), ow=0.6, rim=0)
    else:
        cv.part(Poly([(32, 22), (40, 34), (32, 44), (24, 34)], smooth=True, steps=3), (230, 60, 90), rim=0.8,
                hi=0.4)


def tr_unknown(cv):
    cv.glow(32, 32, 28, (200, 140, 255), 150)
    cv.flat(Minus(Ell(32, 32, 24, 24), Ell(32, 32, 20, 20)), (220, 190, 255), outline=INK, ow=0.8)
    cv.part(Text("?", 32, 32, 30, "DejaVuSerif-Bold.ttf"), (240, 220, 255), ow=1.0, rim=0.5)


TRAPS = {
    "pit": tr_pit, "deep_pit": lambda cv: tr_pit(cv, True), "spears": tr_spears, "axes": tr_axes,
    "arrows": tr_arrows, "arrows_cell": tr_arrows, "rocks": tr_rocks,
    "glyph_fire": lambda cv: glyph(cv, (250, 120, 40), "fire"), "glyph_sleep": lambda cv: glyph(cv, (110, 170, 250),
                                                                                                 "sleep"),
    "glyph_drain": lambda cv: glyph(cv, (200, 60, 160), "drain"), "unknown": tr_unknown,
}


def traps():
    for kind, fn in TRAPS.items():
        save(icon64(fn), p("traps", f"{kind}.png"))


# ================================================================== doors (64x24: a leaf lying along the edge)
def door_leaf(cv, opened):
    if opened:
        cv.part(RRect(4, 4, 12, 56, 2), DARKWOOD, rim=1.0)
        return
    cv.part(RRect(4, 18, 56, 28, 3), WOOD, rim=1.4)
    for x in range(10, 58, 10):
        cv.flat(Cap((x, 20), (x, 44), 0.6), dark(WOOD, 0.35))


def door_image(kind):
    cv = Canvas(64, 24)
    if kind == "door_closed":
        cv.part(RRect(2, 3, 60, 18, 3), WOOD, rim=1.4)
        for x in range(10, 58, 9):
            cv.flat(Cap((x, 5), (x, 19), 0.6), dark(WOOD, 0.4))
        for x in (12, 52):
            cv.part(RRect(x - 3, 3, 6, 18, 1), STEEL_D, ow=0.6, rim=0)
        cv.part(Ell(40, 12, 2.6), GOLD, ow=0.5, rim=0.3)
    elif kind == "door_open":
        cv.part(RRect(2, 8, 10, 8, 2), STEEL_D, rim=0.6)
        cv.part(RRect(52, 8, 10, 8, 2), STEEL_D, rim=0.6)
    elif kind == "gate_closed":
        cv.part(RRect(2, 9, 60, 6, 2), STEEL_D, rim=0.6)
        for x in range(6, 60, 7):
            cv.part(Ell(x, 12, 2.6), STEEL, ow=0.6, rim=0.3, hi=0.4)
    elif kind == "gate_open":
        cv.part(RRect(2, 8, 8, 8, 2), STEEL_D, rim=0.6)
        cv.part(RRect(54, 8, 8, 8, 2), STEEL_D, rim=0.6)
    elif kind == "secret":
        cv.part(RRect(2, 4, 60, 16, 3), (150, 80, 180), rim=1.0)
        cv.part(Text("?", 32, 12, 14), (250, 230, 255), ow=0.6, rim=0)
    return cv.result()


def doors():
    for kind in ("door_closed", "door_open", "gate_closed", "gate_open", "secret"):
        save(door_image(kind), p("doors", f"{kind}.png"))


# ================================================================== action icons (64x64)
def ic_roll(cv):
    cv.part(RRect(8, 14, 34, 34, 8), DMOV_COL, rim=1.4)
    cv.part(Text("6", 25, 31, 22, "DejaVuSerif-Bold.ttf"), (250, 240, 214), ow=0.8, rim=0)
    cv.part(hexagon(44, 38, 15), light(DMOV_COL, 0.1), rim=1.2)
    sym_bolt(cv, 44, 38, 0.42, (255, 214, 70))
    for k in range(3):
        cv.flat(Cap((4, 8 + k * 6), (12, 6 + k * 6), 1.2), (255, 255, 255, 180))


def ic_stealth(cv):
    """Footprints on tiptoe (a quiet, one-die move)."""
    for k, (x, y, a) in enumerate(((16, 52, -20), (30, 40, 20), (40, 24, -20), (54, 12, 20))):
        col = rgba((200, 190, 230), 120 + k * 40)
        cv.flat(Ell(x, y, 4.4, 6.4, ang=a), col, outline=INK, ow=0.6)
        for j in range(3):
            cv.flat(Ell(x - 3 + j * 3, y - 8, 1.3), col)


def ic_end_move(cv):
    cv.part(Poly([(14, 10), (14, 56), (20, 56), (20, 36), (50, 28), (20, 20)]), (220, 70, 60), rim=1.2)
    cv.part(Cap((14, 10), (14, 58), 2.6), WOOD, ow=0.8, rim=0.3)
    cv.part(Ell(44, 50, 10, 6), (110, 80, 60), rim=1.0)


def ic_attack(cv):
    blade(cv, (18, 46), (52, 10), 8)
    cv.part(Cap((10, 38), (26, 54), 5), GOLD)
    cv.part(Cap((6, 58), (14, 50), 4.6), (110, 66, 48))


def ic_shoot(cv):
    bow(cv, 16, 6, 58, bend=10)
    cv.part(Cap((18, 32), (56, 32), 1.4), WOOD, ow=0.6, rim=0)
    cv.part(Poly([(54, 27), (62, 32), (54, 37)]), STEEL, ow=0.6, rim=0)
    cv.part(Poly([(18, 32), (22, 27), (26, 32), (22, 37)]), (220, 60, 60), ow=0.5, rim=0)


def ic_cast(cv):
    cv.glow(34, 28, 26, (200, 160, 255), 150)
    cv.part(Cap((12, 58), (40, 22), 3), (120, 80, 60), ow=0.8, rim=0.4)
    for k in range(5):
        a = math.radians(-90 + k * 72)
        sparkle(cv, 44 + math.cos(a) * 12, 18 + math.sin(a) * 12, 4.2, (250, 230, 255))
    cv.part(Poly(star_pts(44, 18, 8, 3.4, 5)), (250, 220, 110), ow=0.8, rim=0.4)


def ic_search_trap(cv):
    tr_spears(cv)
    _magnifier(cv)


def ic_search_treasure(cv):
    sc_chest(cv)
    _magnifier(cv)


def ic_search_secret(cv):
    cv.part(RRect(6, 6, 52, 52, 3), STONE_D, rim=1.2)
    for y in (18, 32, 46):
        cv.flat(Cap((8, y), (56, y), 0.8), dark(STONE_D, 0.4))
    cv.part(RRect(22, 14, 18, 40, 2), (150, 80, 180), ow=0.8, rim=0.6)
    _magnifier(cv)


def _magnifier(cv):
    cv.part(Cap((40, 42), (58, 60), 4), (110, 70, 50), ow=0.8, rim=0.4)
    cv.part(Minus(Ell(32, 32, 15, 15), Ell(32, 32, 11, 11)), (200, 200, 220), ow=0.8, rim=0.4)
    cv.flat(Ell(32, 32, 11, 11), (200, 230, 255, 110))
    cv.flat(Cap((26, 26), (30, 22), 1.6), (255, 255, 255, 200))


def ic_search(cv):
    cv.part(RRect(8, 8, 48, 48, 6), (90, 80, 90), rim=1.0)
    _magnifier(cv)


def ic_disarm(cv):
    tr_spears(cv)
    cv.part(Cap((10, 54), (46, 18), 4), (200, 200, 214), ow=0.8, rim=0.5, hi=0.3)
    cv.part(Minus(Ell(48, 16, 9, 9), Ell(52, 12, 5, 5)), (200, 200, 214), ow=0.8, rim=0.5)


def ic_detect(cv):
    tr_unknown(cv)
    cv.part(Minus(Ell(32, 32, 30, 14), Ell(32, 32, 27, 11)), (250, 240, 200), ow=0.6, rim=0)


def ic_exchange(cv):
    for y, d in ((22, 1), (42, -1)):
        a, b = (12, y), (52, y)
        if d < 0:
            a, b = b, a
        cv.part(Cap(a, b, 3), (250, 210, 110), ow=0.8, rim=0.4)
        cv.part(Poly([(b[0] - d * 2, y - 8), (b[0] + d * 8, y), (b[0] - d * 2, y + 8)]), (250, 210, 110), ow=0.8,
                rim=0.4)


def ic_give(cv):
    IC.i_sword(cv)
    cv.part(Poly([(36, 50), (56, 50), (56, 44), (62, 54), (56, 64), (56, 58), (36, 58)]), (120, 220, 120), ow=0.8,
            rim=0.4)


def ic_potion(cv):
    IC.bottle(cv, "round", (220, 60, 70), "cork", level=0.6, deco="heart")


def ic_lever(cv):
    sc_lever(cv)


def ic_chest(cv):
    sc_chest(cv, True)


def ic_take(cv):
    cv.part(Ell(32, 50, 20, 8), (90, 80, 90), rim=0.8)
    IC.i_sword(cv)
    cv.part(Poly([(44, 4), (52, 14), (47, 14), (47, 24), (41, 24), (41, 14), (36, 14)]), (120, 220, 120), ow=0.8,
            rim=0.4)


def ic_use(cv):
    IC.bottle(cv, "flask", (90, 170, 240), "cork", level=0.6)


def ic_control(cv):
    cv.glow(32, 30, 28, (160, 220, 255), 130)
    cv.part(Ell(32, 30, 18, 16), (240, 200, 210), rim=1.2)
    for k in range(3):
        cv.flat(Ribbon([(22 + k * 6, 22), (26 + k * 6, 30), (22 + k * 6, 38)], 1.6), (200, 130, 160))
    for k in range(3):
        a = math.radians(200 + k * 70)
        cv.flat(Ribbon([(32 + math.cos(a) * 22, 30 + math.sin(a) * 20), (32 + math.cos(a) * 29, 30 + math.sin(a) * 27)],
                       [2, 0.6]), (160, 220, 255))
    cv.part(Cap((32, 46), (32, 58), 3), (240, 200, 210), ow=0.7, rim=0.3)


def ic_dismiss(cv):
    for r in (24, 16, 8):
        cv.flat(Minus(Ell(32, 32, r, r), Ell(32, 32, r - 3, r - 3)), (200, 220, 250, 90 + r * 4), outline=INK, ow=0.6)
    cv.part(Cap((16, 16), (48, 48), 3.4), (230, 70, 60), ow=0.8, rim=0.3)
    cv.part(Cap((48, 16), (16, 48), 3.4), (230, 70, 60), ow=0.8, rim=0.3)


def ic_repair(cv):
    hammer(cv, (16, 52), -45, size=1.2)
    bow(cv, 40, 10, 54, bend=6)


def ic_exit(cv):
    sc_stairs(cv)
    cv.part(Poly([(32, 4), (44, 16), (37, 16), (37, 26), (27, 26), (27, 16), (20, 16)]), (120, 220, 120), ow=0.8,
            rim=0.4)


def ic_end_activation(cv):
    cv.part(Ell(32, 32, 26, 26), (90, 160, 90), rim=1.6)
    cv.part(Ribbon([(18, 32), (28, 43), (47, 21)], 6, smooth=False), (250, 250, 240), ow=0.8, rim=0)


def ic_activate(cv):
    cv.glow(32, 32, 30, (255, 90, 80), 120)
    cv.part(Ell(32, 32, 22, 22), (150, 40, 50), rim=1.4)
    cv.part(Poly([(24, 18), (46, 32), (24, 46)]), (250, 230, 200), ow=0.8, rim=0.4)


def ic_end_phase(cv):
    cv.part(RRect(10, 10, 44, 44, 6), (110, 50, 70), rim=1.4)
    for x in (24, 40):
        cv.part(RRect(x - 4, 20, 8, 24, 2), (250, 230, 200), ow=0.7, rim=0.3)


def ic_end_adventure(cv):
    cv.part(Poly([(14, 8), (14, 58), (20, 58), (20, 36), (52, 28), (20, 16)]), (60, 40, 60), rim=1.2)
    sym_skull(cv, 34, 24, 0.42, BONE)
    cv.part(Cap((14, 8), (14, 60), 2.6), WOOD, ow=0.8, rim=0.3)


def ic_more(cv):
    for x in (16, 32, 48):
        cv.part(Ell(x, 32, 6, 6), (250, 230, 200), rim=0.8)


def ic_hand(cv):
    for k, col in enumerate(((200, 80, 60), (80, 140, 220), (110, 170, 90))):
        pts = [(14, 14), (38, 14), (38, 50), (14, 50)]
        pts = [rot(pt, -15 + k * 15, (26, 56)) for pt in pts]
        cv.part(Poly([(x + k * 6, y) for x, y in pts]), col, rim=1.0)
        cv.flat(Poly(star_pts(26 + k * 6, 32, 5, 2, 4)), (250, 240, 210))


def ic_shop(cv):
    cv.part(RRect(8, 28, 48, 28, 3), WOOD, rim=1.4)
    cv.part(Poly([(4, 30), (10, 12), (54, 12), (60, 30)]), (200, 60, 60), rim=1.2)
    for x in range(10, 56, 11):
        cv.flat(Poly([(x, 12), (x + 5, 12), (x + 3, 30), (x - 3, 30)]), (250, 240, 220))
    cv.part(Ell(32, 44, 7, 7), GOLD, ow=0.8, rim=0.5)


def ic_swap(cv):
    for x, col in ((22, (120, 160, 230)), (42, (230, 150, 90))):
        cv.part(Ell(x, 22, 8, 8), col, rim=1.0)
        cv.part(Ell(x, 48, 12, 10, a0=180, a1=360), col, rim=1.0)
    ic_exchange_small(cv)


def ic_exchange_small(cv):
    cv.part(Cap((18, 58), (46, 58), 2), (250, 210, 110), ow=0.7, rim=0)
    cv.part(Poly([(44, 53), (52, 58), (44, 63)]), (250, 210, 110), ow=0.6, rim=0)


def ic_pack(cv):
    cv.part(Union(RRect(12, 20, 40, 38, 8), Ell(32, 20, 12, 8)), LEATHER, rim=1.6)
    cv.part(RRect(18, 34, 28, 12, 3), dark(LEATHER, 0.2), ow=0.7, rim=0)
    cv.part(RRect(29, 30, 6, 8, 1.5), GOLD, ow=0.6, rim=0)


def ic_sell(cv):
    for k, (x, y) in enumerate(((22, 40), (36, 44), (44, 30))):
        cv.part(Ell(x, y, 11, 11), GOLD, rim=1.2)
        cv.part(Ell(x, y, 7, 7), dark(GOLD, 0.15), ow=0.6, rim=0)


def ic_next(cv):
    cv.part(Poly([(8, 24), (36, 24), (36, 12), (58, 32), (36, 52), (36, 40), (8, 40)]), (120, 200, 120), rim=1.4)


def ic_done(cv):
    ic_end_activation(cv)


def ic_push(cv):
    cv.part(Ell(24, 32, 12, 12), (200, 200, 210), rim=1.0)
    cv.part(Poly([(38, 22), (58, 32), (38, 42)]), (230, 110, 80), ow=0.8, rim=0.4)


def ic_none(cv):
    cv.part(Minus(Ell(32, 32, 22, 22), Ell(32, 32, 16, 16)), (220, 70, 60), rim=1.0)
    cv.part(Cap((18, 46), (46, 18), 3), (220, 70, 60), ow=0.8, rim=0)


def ic_defend(cv):
    sym_kite(cv, 32, 32, 1.0)


def ic_decline(cv):
    sym_kite(cv, 32, 32, 1.0)
    ic_none(cv)


def ic_first(cv):
    cv.part(Text("1", 32, 32, 40, "DejaVuSerif-Bold.ttf"), (250, 220, 110), ow=1.2, rim=0.6)


def ic_last(cv):
    cv.part(Text("∞", 32, 32, 36), (180, 200, 250), ow=1.2, rim=0.6)


ICONS = {
    "roll": ic_roll, "stealth": ic_stealth, "end_move": ic_end_move, "attack": ic_attack, "shoot": ic_shoot,
    "cast": ic_cast, "search": ic_search, "search_trap": ic_search_trap, "search_treasure": ic_search_treasure,
    "search_secret": ic_search_secret, "disarm": ic_disarm, "detect": ic_detect, "exchange": ic_exchange,
    "give": ic_give, "potion": ic_potion, "lever": ic_lever, "chest": ic_chest, "take": ic_take, "use": ic_use,
    "control": ic_control, "dismiss": ic_dismiss, "repair": ic_repair, "exit": ic_exit,
    "end_activation": ic_end_activation, "activate": ic_activate, "end_phase": ic_end_phase,
    "end_adventure": ic_end_adventure, "more": ic_more, "hand": ic_hand, "shop": ic_shop, "swap": ic_swap,
    "pack": ic_pack, "sell": ic_sell, "next": ic_next, "done": ic_done, "push": ic_push, "none": ic_none,
    "defend": ic_defend, "decline": ic_decline, "first": ic_first, "last": ic_last,
}


def icons():
    for name, fn in ICONS.items():
        save(icon64(fn), p("icons", f"{name}.png"))


# ================================================================== gear (64x64)
def g_dagger(cv):
    blade(cv, (20, 44), (44, 16), 6)
    cv.part(Cap((14, 38), (26, 50), 4), GOLD)
    cv.part(Cap((8, 56), (16, 48), 4), (80, 60, 70))


def g_twin_daggers(cv):
    blade(cv, (16, 46), (40, 12), 5)
    cv.part(Cap((10, 40), (22, 52), 3.6), STEEL_D)
    blade(cv, (48, 46), (24, 12), 5)
    cv.part(Cap((42, 52), (54, 40), 3.6), STEEL_D)


def g_staff(cv):
    cv.part(Cap((14, 58), (46, 8), 3.4), WOOD, ow=0.9, rim=0.5)
    for y in (20, 30):
        cv.part(Ell(46 - (58 - y) * 0.0 - (y - 8) * 0.64 + 0, y, 3, 2), dark(WOOD, 0.2), ow=0.5, rim=0)
    cv.part(Ell(46, 8, 5, 4), (110, 170, 90), ow=0.6, rim=0.4)


def g_spear(cv):
    cv.part(Cap((8, 58), (48, 16), 2.6), WOOD, ow=0.8, rim=0.4)
    cv.part(Poly([rot(pt, 45, (50, 14)) for pt in [(46, 16), (50, 0), (54, 16), (50, 20)]]), STEEL, rim=0.8, hi=0.4)


def g_broadsword(cv):
    blade(cv, (18, 46), (54, 8), 11, metal=(206, 214, 232))
    cv.part(Cap((8, 36), (28, 56), 6.4), (160, 160, 180))
    cv.part(Cap((4, 60), (14, 50), 5), (110, 66, 48))


def g_long_sword(cv):
    blade(cv, (20, 44), (56, 6), 7.4, metal=(200, 236, 210))
    cv.part(Cap((12, 36), (28, 52), 5), (200, 170, 90))
    cv.part(Cap((6, 58), (16, 48), 4.4), (70, 110, 70))


def g_war_hammer(cv):
    hammer(cv, (10, 60), -48, size=2.2)


def g_battle_axe(cv):
    axe(cv, (12, 60), -50, size=1.95)


def g_sling(cv):
    cv.part(Ribbon([(10, 10), (20, 30), (30, 44)], 1.6), (150, 110, 70), ow=0.6, rim=0)
    cv.part(Ribbon([(54, 10), (44, 30), (34, 44)], 1.6), (150, 110, 70), ow=0.6, rim=0)
    cv.part(Ell(32, 46, 9, 6), LEATHER, rim=1.0)
    cv.part(Ell(32, 44, 5, 5), STONE, ow=0.6, rim=0.4)


def g_short_bow(cv):
    bow(cv, 24, 10, 54, bend=9)


def g_crossbow(cv):
    cv.part(Cap((32, 60), (32, 14), 3.4), WOOD, ow=0.8, rim=0.4)
    cv.part(Ribbon([(8, 26), (20, 18), (32, 16), (44, 18), (56, 26)], [2, 3.4, 4, 3.4, 2]), STEEL_D, rim=0.6)
    cv.flat(Cap((8, 26), (32, 34), 0.7), (250, 240, 220))
    cv.flat(Cap((56, 26), (32, 34), 0.7), (250, 240, 220))
    cv.part(Poly([(29, 10), (32, 2), (35, 10)]), STEEL, ow=0.6, rim=0)


def g_jerkin(cv):
    cv.part(Poly([(16, 10), (26, 14), (38, 14), (48, 10), (56, 24), (48, 28), (48, 56), (16, 56), (16, 28), (8, 24)],
                 smooth=False), LEATHER, rim=1.6)
    cv.part(Poly([(26, 14), (32, 26), (38, 14)]), dark(LEATHER, 0.3), ow=0.6, rim=0)
    for y in (34, 42, 50):
        cv.flat(Cap((18, y), (46, y), 0.7), dark(LEATHER, 0.3))


def g_chain_mail(cv):
    g_jerkin_shape = Poly([(16, 10), (26, 14), (38, 14), (48, 10), (56, 24), (48, 28), (48, 56), (16, 56), (16, 28),
                           (8, 24)], smooth=False)
    cv.part(g_jerkin_shape, STEEL, rim=1.6)
    for y in range(18, 56, 5):
        for x in range(18 + (y // 5 % 2) * 2, 48, 5):
            cv.flat(Minus(Ell(x, y, 2.2, 2.2), Ell(x, y, 1.1, 1.1)), STEEL_D)


SHIELDS = {"round_shield": lambda cv: (round_shield(cv, 32, 32, 26, (170, 60, 60)),
                                       cv.part(Poly(star_pts(32, 32, 10, 4.2, 4)), GOLD, ow=0.6, rim=0)),
           "tower_shield": lambda cv: (cv.part(RRect(10, 4, 44, 56, 8), (90, 100, 150), rim=1.6),
                                       cv.part(RRect(15, 9, 34, 46, 6), (120, 140, 200), ow=0.7, rim=0.8),
                                       cv.part(Union(RRect(29, 10, 6, 44, 1), RRect(16, 26, 32, 6, 1)), GOLD, ow=0.6,
                                               rim=0.3))}

GEAR = {
    "twin_daggers": g_twin_daggers, "short_sword": IC.i_sword, "mace": IC.i_mace, "oak_staff": g_staff,
    "spear": g_spear, "broadsword": g_broadsword, "long_sword": g_long_sword, "war_hammer": g_war_hammer,
    "battle_axe": g_battle_axe, "sling": g_sling, "short_bow": g_short_bow, "crossbow": g_crossbow,
    "longbow": IC.i_bow, "leather_jerkin": g_jerkin, "chain_mail": g_chain_mail, "iron_helm": IC.i_helmet,
    "round_shield": SHIELDS["round_shield"], "tower_shield": SHIELDS["tower_shield"], "ward_ring": IC.i_ring,
    "clarity_amulet": IC.i_amulet, "swift_boots": IC.i_boots, "troll_belt": lambda cv: g_belt(cv),
    "marsh_idol": lambda cv: g_idol(cv),
    "healing_draught": lambda cv: IC.bottle(cv, "round", (220, 50, 60), "cork", 0.6, "heart"),
    "troll_broth": lambda cv: IC.bottle(cv, "square", (120, 150, 60), "wax", 0.7, "steam"),
    "sage_tea": lambda cv: IC.bottle(cv, "vial", (90, 140, 240), "gold", 0.6, "rune"),
    "bull_tonic": lambda cv: IC.bottle(cv, "flask", (240, 120, 40), "cork", 0.6, "label"),
    "ironbark_salve": lambda cv: IC.bottle(cv, "double", (150, 110, 70), "gem", 0.7),
    "hare_elixir": lambda cv: IC.bottle(cv, "tall", (120, 230, 170), "gold", 0.6, "label"),
}


def g_belt(cv):
    cv.part(RRect(4, 24, 56, 16, 4), (110, 120, 70), rim=1.4)
    cv.part(RRect(24, 20, 16, 24, 3), GOLD, rim=1.0)
    cv.part(RRect(28, 24, 8, 16, 2), (110, 120, 70), ow=0.6, rim=0)


def g_idol(cv):
    cv.glow(32, 32, 28, (140, 230, 160), 130)
    cv.part(Union(Ell(32, 20, 12, 12), RRect(20, 26, 24, 30, 6)), (100, 150, 100), rim=1.6)
    for sx in (-1, 1):
        cv.flat(Ell(32 + sx * 5, 19, 2.6, 3), (250, 220, 90))
    cv.flat(Ell(32, 27, 4, 1.6), (40, 60, 40))
    cv.part(RRect(16, 52, 32, 8, 2), (90, 80, 70), rim=0.8)


def gear():
    for gid, fn in GEAR.items():
        save(icon64(fn), p("gear", f"{gid}.png"))


# ================================================================== elements and marks
def el_aer(cv):
    cv.part(Ell(32, 32, 27, 27), (150, 200, 240), rim=1.6)
    for k in range(3):
        pts = [(14 + t * 3, 22 + k * 10 + math.sin(t / 2.0 + k) * 3) for t in range(13)]
        cv.flat(Ribbon(pts, 2.4), (250, 252, 255))


def el_ignis(cv):
    cv.part(Ell(32, 32, 27, 27), (200, 70, 50), rim=1.6)
    flame(cv, 32, 48, 13, 0)


def el_terra(cv):
    cv.part(Ell(32, 32, 27, 27), (130, 100, 70), rim=1.6)
    cv.part(Poly([(10, 46), (24, 20), (32, 32), (40, 16), (54, 46)]), (110, 150, 80), rim=1.2)
    cv.part(Poly([(36, 24), (40, 16), (44, 24)]), (250, 250, 255), ow=0.5, rim=0)


def el_aqua(cv):
    cv.part(Ell(32, 32, 27, 27), (50, 110, 190), rim=1.6)
    cv.part(Poly([(32, 12), (44, 34), (42, 44), (32, 50), (22, 44), (20, 34)], smooth=True, steps=4),
            (130, 200, 250), rim=1.0, hi=0.4)
    cv.flat(Cap((27, 34), (26, 42), 1.6), (240, 250, 255, 220))


def el_chaos(cv):
    cv.part(Ell(32, 32, 27, 27), (70, 40, 80), rim=1.6)
    cv.glow(32, 32, 22, (140, 255, 150), 120)
    sym_skull(cv, 32, 32, 0.75, (220, 250, 220))


ELEMENTS = {"aer": el_aer, "ignis": el_ignis, "terra": el_terra, "aqua": el_aqua, "chaos": el_chaos}


def mk_treasure(cv):
    cv.glow(32, 34, 26, (255, 220, 120), 140)
    for k, (x, y) in enumerate(((22, 44), (38, 46), (30, 34), (44, 34))):
        cv.part(Ell(x, y, 9, 6), GOLD, rim=1.0)
        cv.part(Ell(x, y - 1, 6, 3.4), light(GOLD, 0.25), ow=0, rim=0)
    gem(cv, 26, 22, 6, (90, 200, 240))


def mk_exit(cv):
    sc_stairs(cv)


def mk_wander(cv):
    cv.part(Minus(Ell(32, 32, 24, 24), Ell(32, 32, 18, 18)), (200, 60, 60), rim=0.6)
    for a in range(0, 360, 90):
        cv.part(Poly([rot(pt, a, (32, 32)) for pt in [(28, 4), (36, 4), (32, 14)]]), (200, 60, 60), ow=0.6, rim=0)


def mk_dropped(cv):
    cv.part(Ell(32, 44, 22, 9), (80, 60, 50), rim=0.8)
    cv.part(RRect(20, 22, 24, 22, 5), LEATHER, rim=1.2)
    cv.part(Ell(32, 22, 10, 4), dark(LEATHER, 0.2), ow=0.6, rim=0)


def mk_sleep(cv):
    cv.part(Text("Z", 26, 38, 26), (200, 220, 255), ow=1.0, rim=0.4)
    cv.part(Text("z", 42, 22, 18), (200, 220, 255), ow=0.8, rim=0.4)


def mk_start(cv):
    cv.part(Minus(Ell(32, 32, 24, 24), Ell(32, 32, 19, 19)), (110, 200, 110), rim=0.6)


def mk_noise(cv):
    cv.part(Poly([(8, 24), (20, 24), (34, 10), (34, 54), (20, 40), (8, 40)]), (200, 190, 180), rim=1.2)
    for r in (10, 18):
        cv.flat(Ribbon([(38 + r * math.cos(math.radians(a)) * 0.7, 32 + r * math.sin(math.radians(a)))
                        for a in range(-50, 51, 10)], 2.4), (250, 220, 120))


def mk_round(cv):
    IC.e_hourglass(cv)


def mk_mind(cv):
    cv.glow(32, 32, 26, (170, 140, 255), 140)
    cv.part(Union(Ell(24, 30, 14, 16), Ell(40, 30, 14, 16)), (200, 160, 230), rim=1.4)
    cv.flat(Cap((32, 16), (32, 46), 1.2), (150, 110, 190))
    for x, y in ((22, 26), (42, 34), (24, 38)):
        cv.flat(Ribbon([(x - 4, y), (x, y - 3), (x + 4, y)], 1.2), (150, 110, 190))


def mk_life(cv):
    from art_symbols import s_heart
    s_heart(cv)


def mk_ap(cv):
    cv.part(Ell(32, 32, 26, 26), (240, 190, 70), rim=1.6)
    cv.part(Poly([(34, 10), (20, 36), (31, 36), (27, 54), (44, 26), (33, 26), (38, 10)]), (250, 250, 230), ow=0.8,
            rim=0.4)


def mk_gold(cv):
    from art_symbols import s_coin
    s_coin(cv)


def mk_goal(cv):
    cv.part(Cap((16, 8), (16, 58), 2.6), WOOD, ow=0.8, rim=0.3)
    cv.part(Poly([(18, 10), (54, 18), (18, 30)]), (220, 60, 60), rim=1.0)


def mk_hidden(cv):
    cv.part(Poly([(6, 32), (20, 20), (32, 16), (44, 20), (58, 32), (44, 44), (32, 48), (20, 44)], smooth=True),
            (240, 236, 220), rim=1.0)
    cv.part(Ell(32, 32, 9, 9), (150, 90, 200), ow=0.6, rim=0)
    cv.flat(Ell(32, 32, 4, 4), EYE)
    cv.part(Cap((12, 52), (52, 12), 2.6), (220, 70, 60), ow=0.7, rim=0)


def mk_prone(cv):
    cv.part(Ribbon([(10, 44), (30, 40), (54, 44)], 6), (180, 170, 190), rim=0.6)
    for k in range(3):
        sparkle(cv, 20 + k * 12, 22 - (k % 2) * 6, 5, (255, 230, 120))


def mk_buried(cv):
    sc_fallen_rock(cv)


def mk_pit(cv):
    tr_pit(cv)


def mk_disarmed(cv):
    IC.i_sword(cv)
    ic_none(cv)


def mk_link(cv):
    for x in (18, 46):
        cv.part(Minus(Ell(x, 32, 13, 9), Ell(x, 32, 8, 4)), (160, 220, 255), rim=0.6)
    cv.part(Minus(Ell(32, 32, 13, 9), Ell(32, 32, 8, 4)), (200, 240, 255), rim=0.6)


MARKS = {
    "treasure": mk_treasure, "exit": mk_exit, "wander": mk_wander, "dropped": mk_dropped, "sleep": mk_sleep,
    "start": mk_start, "noise": mk_noise, "round": mk_round, "mind": mk_mind, "life": mk_life, "ap": mk_ap,
    "gold": mk_gold, "goal": mk_goal, "hidden": mk_hidden, "prone": mk_prone, "buried": mk_buried, "pit": mk_pit,
    "disarmed": mk_disarmed, "link": mk_link,
}


def elements():
    for name, fn in ELEMENTS.items():
        save(icon64(fn), p("elements", f"{name}.png"))


def marks():
    for name, fn in MARKS.items():
        save(icon64(fn), p("marks", f"{name}.png"))


GROUPS = {"figures": figures, "dice": dice, "scenery": scenery, "traps": traps, "doors": doors, "icons": icons,
          "gear": gear, "elements": elements, "marks": marks}


def main(argv):
    for name in argv or list(GROUPS):
        t = time.time()
        GROUPS[name]()
        print(f"{name:9s} {time.time() - t:5.1f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
