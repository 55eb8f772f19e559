"""Small icon drawings (64x64) reused by the card icons (art_card_icons.py) and the
TseuQuest sprites."""
import math

from art_common import (Canvas, Cap, Ell, Minus, Poly, RRect, Ribbon, Union, dark, ellipse_pts, light, rgba, rot,
                        star_pts)
from art_parts import EYE, blade, gem, sparkle
from art_symbols import GOLD, heart_pts

WOOD = (170, 112, 62)
LEATHER = (150, 92, 56)
SILVER = (200, 208, 226)


# ================================================================== items
def i_sword(cv):
    blade(cv, (20, 44), (54, 10), 10, metal=(214, 222, 240))
    cv.part(Cap((12, 36), (28, 52), 6), GOLD)
    gem(cv, 20, 44, 3, (220, 50, 70))
    cv.part(Cap((8, 56), (16, 48), 5.5), (110, 66, 48))
    cv.part(Ell(7, 57, 4), GOLD)


def i_boots(cv):
    for dx, c in ((10, dark(LEATHER, 0.2)), (0, LEATHER)):
        x = 8 + dx
        cv.part(Poly([(x + 6, 12), (x + 22, 12), (x + 22, 38), (x + 36, 44), (x + 38, 52), (x + 4, 52),
                      (x + 6, 36)], smooth=True, steps=3), c, rim=1.6)
        cv.part(RRect(x + 4, 10, 20, 7, 2.5), (120, 200, 90), ow=0.9, rim=0.6)
        cv.part(RRect(x + 3, 48, 36, 5, 2), dark(c, 0.4), ow=0.8, rim=0)


def i_ring(cv):
    cv.part(Minus(Ell(32, 38, 20, 16), Ell(32, 38, 14, 10.5)), GOLD, rim=1.6, hi=0.4)
    cv.part(Poly([(24, 24), (40, 24), (36, 16), (28, 16)]), dark(GOLD, 0.1), rim=0.6)
    gem(cv, 32, 15, 8, (230, 40, 70))
    sparkle(cv, 44, 10, 4)


def i_shield(cv):
    cv.part(Ell(32, 33, 26, 26), WOOD, rim=2.0)
    for a in (-12, 0, 12):
        cv.flat(Cap((32 + a, 9), (32 + a, 57), 0.8), dark(WOOD, 0.35))
    cv.part(Minus(Ell(32, 33, 26, 26), Ell(32, 33, 21, 21)), SILVER, ow=0.9, rim=1.0)
    cv.part(Ell(32, 33, 8, 8), SILVER, ow=0.9, rim=1.0, hi=0.4)
    for a in range(0, 360, 60):
        x, y = 32 + math.cos(math.radians(a)) * 23.5, 33 + math.sin(math.radians(a)) * 23.5
        cv.flat(Ell(x, y, 1.3), light(SILVER, 0.5))


def i_amulet(cv):
    chain = ellipse_pts(32, 18, 16, 14, a0=180, a1=360, n=60)
    cv.part(Ribbon(chain, 2.4, smooth=False), GOLD, ow=0.7, rim=0)
    cv.part(Ell(32, 40, 14, 16), GOLD, rim=1.6)
    cv.part(Ell(32, 40, 9.5, 11.5), (60, 180, 140), ow=0.8, rim=1.0, hi=0.45)
    cv.flat(Ell(29, 35, 3, 2, ang=-30), (240, 255, 250, 210))
    for a in (0, 90, 180, 270):
        x, y = 32 + math.cos(math.radians(a)) * 14, 40 + math.sin(math.radians(a)) * 16
        cv.part(Ell(x, y, 2.2), GOLD, ow=0.6, rim=0)


def i_helmet(cv):
    cv.part(Ribbon([(32, 12), (24, 4), (14, 6)], [5, 5, 2]), (220, 60, 60))
    cv.part(Union(Ell(32, 32, 20, 20, a0=180, a1=360), RRect(12, 30, 40, 22, 4)), SILVER, rim=2.0)
    cv.part(RRect(16, 32, 32, 5, 2), (40, 34, 56), ow=0.4, rim=0)
    cv.part(RRect(30, 32, 4, 18, 2), (40, 34, 56), ow=0.4, rim=0)
    cv.part(Cap((32, 12), (32, 28), 3), GOLD, ow=0.6, rim=0)


def i_bow(cv):
    cv.flat(Cap((20, 8), (20, 56), 1.0), (250, 240, 220))
    cv.part(Ribbon([(20, 7), (34, 16), (40, 32), (34, 48), (20, 57)], [2, 4.5, 5, 4.5, 2]), WOOD, rim=1.0)
    cv.part(Cap((10, 32), (54, 32), 1.6), (120, 90, 60), ow=0.6, rim=0)
    cv.part(Poly([(54, 28), (61, 32), (54, 36)]), SILVER, ow=0.7, rim=0)
    cv.part(Poly([(8, 28), (14, 32), (8, 36), (4, 36), (9, 32), (4, 28)]), (226, 76, 66), ow=0.7, rim=0)


def i_gauntlet(cv):
    cv.part(RRect(16, 36, 26, 20, 4), SILVER, rim=1.4)
    cv.part(Poly([(14, 12), (46, 12), (50, 28), (46, 40), (14, 40), (10, 26)], smooth=True, steps=3), SILVER,
            rim=1.8)
    for k in range(4):
        cv.part(RRect(15 + k * 8, 6, 7, 12, 3), light(SILVER, 0.1), ow=0.8, rim=0.6)
    cv.part(Ell(48, 28, 6, 8, ang=20), SILVER, ow=0.8, rim=0.6)
    cv.part(RRect(14, 40, 30, 5, 2), GOLD, ow=0.7, rim=0)
    gem(cv, 29, 25, 4, (230, 60, 60))


def i_mace(cv):
    cv.part(Cap((14, 58), (36, 26), 5), WOOD, rim=0.8)
    for a in range(0, 360, 45):
        x, y = 40 + math.cos(math.radians(a)) * 15, 20 + math.sin(math.radians(a)) * 15
        cv.part(Poly([(40 + math.cos(math.radians(a + 20)) * 10, 20 + math.sin(math.radians(a + 20)) * 10),
                      (x, y),
                      (40 + math.cos(math.radians(a - 20)) * 10, 20 + math.sin(math.radians(a - 20)) * 10)]),
                SILVER, ow=0.8, rim=0)
    cv.part(Ell(40, 20, 11, 11), (150, 156, 178), rim=1.6, hi=0.4)
    cv.part(RRect(26, 30, 10, 6, 2), GOLD, ow=0.7, rim=0)


# ================================================================== potions


def bottle(cv, shape, liquid, stopper, level=0.6, deco=None, k=0):
    GLASS = (214, 236, 246)
    if shape == "round":
        body = Union(Ell(32, 40, 18, 18), RRect(26, 10, 12, 16, 3))
        liq = Minus(Ell(32, 40, 15, 15), RRect(0, 0, 64, 40 - 30 * (level - 0.5), 0))
        neck = (26, 10, 12)
    elif shape == "flask":  # conical
        body = Union(Poly([(26, 12), (38, 12), (38, 26), (54, 54), (10, 54), (26, 26)], smooth=False),
                     RRect(10, 46, 44, 10, 5))
        liq = Poly([(18 - 2, 40), (46 + 2, 40), (52, 53), (12, 53)])
        neck = (26, 8, 12)
    elif shape == "vial":
        body = RRect(22, 10, 20, 48, 9)
        liq = RRect(25, 58 - 44 * level, 14, 44 * level - 3, 6)
        neck = (23, 6, 18)
    elif shape == "heart":
        body = Union(Poly(heart_pts(32, 40, 20)), RRect(27, 10, 10, 16, 3))
        liq = Minus(Poly(heart_pts(32, 40, 16)), RRect(0, 0, 64, 38, 0))
        neck = (27, 8, 10)
    elif shape == "square":
        body = Union(RRect(14, 24, 36, 34, 6), RRect(26, 12, 12, 14, 2))
        liq = RRect(17, 58 - 31 * level, 30, 31 * level - 3, 4)
        neck = (26, 8, 12)
    elif shape == "double":
        body = Union(Ell(32, 46, 14, 12), Ell(32, 26, 10, 9), RRect(28, 8, 8, 12, 2))
        liq = Union(Ell(32, 46, 11, 9), Ell(32, 27, 7, 6))
        neck = (27, 6, 10)
    else:  # tall bottle with shoulders
        body = Union(RRect(18, 26, 28, 32, 8), Poly([(18, 30), (28, 16), (36, 16), (46, 30)]),
                     RRect(27, 8, 10, 12, 2))
        liq = RRect(21, 58 - 28 * level, 22, 28 * level - 3, 6)
        neck = (27, 6, 10)
    cv.part(body, GLASS, rim=1.0, shade=0.2, hi=0.2)
    cv.part(liq, liquid, ow=0, rim=1.6, hi=0.3, shade=0.3)
    # bubbles + shine
    for j in range(3):
        x = 28 + ((k * 7 + j * 11) % 10)
        y = 46 - j * 4
        cv.flat(Ell(x, y, 1.4 - j * 0.3), rgba(light(liquid, 0.6), 220))
    cv.flat(Ribbon([(22 if shape != "vial" else 26, 30), (21 if shape != "vial" else 26, 44)], 2.4),
            (255, 255, 255, 170))
    x, y, w = neck
    if stopper == "cork":
        cv.part(RRect(x + 1, y - 2, w - 2, 9, 2.5), (196, 146, 92), ow=0.8, rim=0.6)
    elif stopper == "gold":
        cv.part(RRect(x - 1, y, w + 2, 6, 2), GOLD, ow=0.8, rim=0.5)
        cv.part(Ell(32, y - 2, 4), GOLD, ow=0.8, rim=0.5)
    elif stopper == "gem":
        cv.part(RRect(x, y + 1, w, 5, 2), SILVER, ow=0.8, rim=0.5)
        gem(cv, 32, y - 2, 5, light(liquid, 0.2))
    elif stopper == "wax":
        cv.part(RRect(x - 1, y - 1, w + 2, 8, 3), (200, 40, 50), ow=0.8, rim=0.5)
        cv.part(Ribbon([(x + 2, y + 6), (x + 1, y + 10)], [3, 1.6]), (200, 40, 50), ow=0.6, rim=0)
    if deco == "label":
        cv.part(RRect(22, 40, 20, 11, 2), (246, 232, 200), ow=0.7, rim=0)
        cv.flat(Poly(star_pts(32, 45.5, 4, 1.6, 5)), liquid)
    elif deco == "skull":
        cv.part(Ell(32, 43, 6, 5.5), (246, 240, 226), ow=0.7, rim=0)
        for sx in (-1, 1):
            cv.flat(Ell(32 + sx * 2.4, 43, 1.5), EYE)
    elif deco == "heart":
        cv.part(Poly(heart_pts(32, 44, 6)), (255, 240, 240), ow=0.7, rim=0)
    elif deco == "rune":
        cv.flat(Ribbon([(28, 40), (32, 48), (36, 40)], 1.6, smooth=False), (255, 255, 255, 220))
    elif deco == "steam":
        for dx in (-6, 2):
            cv.flat(Ribbon([(32 + dx, 6), (34 + dx, 2), (31 + dx, -2)], 2), rgba(light(liquid, 0.5), 170))


# ================================================================== artifacts
def a_crown(cv):
    cv.glow(32, 34, 30, (255, 220, 120), 110)
    cv.part(Poly([(8, 48), (6, 18), (18, 32), (32, 12), (46, 32), (58, 18), (56, 48)]), GOLD, rim=1.8, hi=0.4)
    cv.part(RRect(8, 44, 48, 10, 3), dark(GOLD, 0.15), rim=1.0)
    for x, c in ((18, (60, 140, 250)), (32, (230, 40, 70)), (46, (60, 200, 120))):
        gem(cv, x, 49, 3.6, c)
    for x, y in ((6, 18), (32, 12), (58, 18)):
        cv.part(Ell(x, y, 3.2), (250, 250, 255), ow=0.7, rim=0.4)


def a_crystal(cv):
    cv.glow(32, 30, 28, (120, 240, 255), 150)
    cv.part(Ell(32, 54, 22, 6), (110, 100, 120), rim=1.0)
    for x, y, h, w, a in ((20, 52, 22, 6, -22), (44, 52, 24, 7, 20), (32, 52, 40, 9, 0)):
        tip = rot((x, y - h), a, (x, y))
        l1 = rot((x - w, y - h * 0.7), a, (x, y))
        r1 = rot((x + w, y - h * 0.7), a, (x, y))
        cv.part(Poly([(x - w, y), l1, tip, r1, (x + w, y)]), (110, 220, 250), rim=1.4, hi=0.4)
        cv.flat(Poly([(x - w * 0.2, y), l1, tip]), (220, 250, 255, 140))


def a_horn(cv):
    pts = [(10, 50), (18, 42), (30, 36), (44, 28), (52, 16)]
    cv.part(Ribbon(pts, [4, 6, 9, 12, 15], caps=False), (240, 228, 196), rim=1.6)
    for t, x, y in ((0, 26, 38), (1, 40, 30)):
        cv.part(Ribbon([(x - 3, y - 6), (x + 3, y + 6)], 3, smooth=False), GOLD, ow=0.6, rim=0)
    cv.part(Ell(52, 16, 8, 4, ang=-55), GOLD, rim=0.8)
    cv.part(Ell(52, 16, 5, 2.4, ang=-55), (60, 40, 50), ow=0, rim=0)
    cv.part(Ribbon([(12, 50), (20, 58), (44, 54), (48, 30)], 1.6), (150, 60, 50), ow=0.6, rim=0)


def a_feather(cv):
    cv.glow(32, 32, 28, (255, 140, 60), 140)
    spine = [(12, 58), (24, 40), (38, 22), (52, 6)]
    cv.part(Poly([(14, 54), (16, 36), (30, 18), (50, 6), (46, 26), (34, 42), (20, 52)], smooth=True),
            (250, 110, 50), rim=1.8)
    cv.part(Poly([(22, 46), (26, 34), (38, 20), (48, 10), (42, 26), (32, 38)], smooth=True), (255, 200, 80),
            ow=0, rim=0)
    cv.flat(Ribbon(spine, [2, 1.6, 1.2, 0.6]), (255, 240, 200))
    for k in range(4):
        x, y = 20 + k * 8, 44 - k * 10
        cv.flat(Cap((x, y), (x - 6, y - 3), 0.8), (200, 70, 40))


# ================================================================== events
def e_scroll(cv):
    P = (246, 228, 186)
    cv.part(RRect(14, 12, 36, 40, 2), P, rim=1.2)
    for y in (12, 52):
        cv.part(Ell(32, y, 22, 5), dark(P, 0.15), rim=1.0)
        for x in (10, 54):
            cv.part(Ell(x, y, 3, 5), (170, 110, 60), ow=0.7, rim=0)
    for k in range(5):
        cv.flat(Cap((20, 22 + k * 6), (44 - (k % 2) * 6, 22 + k * 6), 1.2), (150, 120, 90))
    cv.part(Ell(42, 46, 5), (200, 40, 50), ow=0.7, rim=0.5)


def e_chest(cv):
    cv.glow(32, 24, 24, (255, 220, 120), 130)
    cv.part(RRect(8, 30, 48, 26, 4), WOOD, rim=1.8)
    cv.part(Union(Ell(32, 30, 24, 14, a0=180, a1=360), RRect(8, 26, 48, 6, 0)), dark(WOOD, 0.1), rim=1.4)
    for x in (12, 48):
        cv.part(RRect(x - 2, 18, 6, 38, 2), GOLD, ow=0.7, rim=0.4)
    cv.part(RRect(26, 28, 12, 12, 2), GOLD, ow=0.8, rim=0.4)
    cv.flat(Ell(32, 34, 1.6, 2.4), (60, 40, 30))
    for p in ((20, 14), (44, 12), (32, 8)):
        sparkle(cv, p[0], p[1], 3.6)


def e_storm(cv):
    for k in range(5):
        x = 20 + k * 6
        cv.part(Ribbon([(x, 38), (x - 4, 54)], 2.4), (110, 170, 250), ow=0.6, rim=0)
    cv.part(Poly([(34, 30), (26, 46), (34, 46), (30, 60), (44, 40), (36, 40), (40, 30)]), (255, 220, 60), ow=0.8,
            rim=0.5)
    cv.part(Union(Ell(22, 28, 13, 11), Ell(36, 20, 15, 14), Ell(48, 30, 11, 9), RRect(12, 28, 44, 10, 5)),
            (120, 120, 150), rim=1.8)


def e_hourglass(cv):
    for y in (8, 56):
        cv.part(RRect(12, y - 4, 40, 8, 3), WOOD, rim=0.8)
    for x in (15, 49):
        cv.part(Cap((x, 8), (x, 56), 3), WOOD, ow=0.7, rim=0)
    glass = Poly([(18, 12), (46, 12), (34, 32), (46, 52), (18, 52), (30, 32)], smooth=True, steps=3)
    cv.part(glass, (214, 236, 246), rim=0.8, shade=0.15)
    cv.part(Poly([(22, 16), (42, 16), (33, 30), (31, 30)]), (240, 200, 100), ow=0, rim=0)
    cv.part(Poly([(32, 40), (42, 50), (22, 50)]), (240, 200, 100), ow=0, rim=0)
    cv.flat(Cap((32, 30), (32, 44), 1.2), (240, 200, 100))


def icon(fn, size=64):
    cv = Canvas(size, size, zoom=size / 64)
    fn(cv)
    cv.outline_all(1.2)
    return cv.result()
