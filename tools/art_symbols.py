"""Bare symbols (64x64 design box centred on 32,32) shared by dice, tokens, cards and UI."""
import math

from art_common import (Canvas, Cap, Ell, Minus, Poly, RRect, Ribbon, Text, Union, dark, ellipse_pts, light, rgba,
                        rot, star_pts)
from art_parts import EYE, WHITE, blade, sparkle

GOLD = (250, 200, 60)
STEEL = (206, 214, 228)
LEATHER = (160, 100, 58)
RED = (226, 58, 70)
PURPLE = (150, 84, 200)
CYAN = (70, 200, 240)


def heart_pts(cx, cy, r):
    pts = []
    for i in range(64):
        t = 2 * math.pi * i / 64
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((cx + x * r / 16, cy + y * r / 16 - r * 0.05))
    return pts


def s_boot(cv, col=None):
    c = col or LEATHER
    cv.part(Ribbon([(22, 10), (26, 20), (27, 28)], [3, 4, 3]), (250, 250, 255), ow=0.9)  # wing feathers
    for k in range(3):
        cv.part(Ribbon([(28, 26 - k), (18 - k * 3, 16 + k * 5), (10 - k * 2, 14 + k * 7)], [4.5, 3.6, 1.2]),
                (250, 250, 255), ow=0.9, rim=0.6)
    boot = Poly([(24, 12), (40, 12), (40, 36), (52, 42), (54, 48), (52, 52), (20, 52), (22, 36)], smooth=True,
                steps=3)
    cv.part(boot, c, rim=2.0)
    cv.part(RRect(22, 10, 20, 7, 2.5), light(c, 0.35), ow=0.9, rim=0.8)
    cv.part(RRect(19, 48, 36, 6, 2.5), dark(c, 0.45), ow=0.9, rim=0.6)
    for y in (22, 28):
        cv.flat(Cap((30, y), (38, y + 1), 1.0), dark(c, 0.4))


def s_sword(cv, col=None):
    blade(cv, (24, 40), (52, 12), 8, metal=col or STEEL)
    cv.part(Cap((16, 32), (32, 48), 5), GOLD, rim=0.8)
    cv.part(Cap((12, 52), (22, 42), 5), (120, 72, 50), rim=0.6)
    cv.part(Ell(11, 53, 4), GOLD, rim=0.8)


def s_coin(cv, col=None):
    c = col or GOLD
    cv.part(Ell(33, 34, 22, 22), dark(c, 0.35), rim=0)
    cv.part(Ell(31, 32, 22, 22), c, rim=1.6, hi=0.35)
    cv.part(Ell(31, 32, 16, 16), dark(c, 0.12), ow=0.8, rim=0, grad="diag", hi=0.0, shade=0.1)
    cv.part(Poly(star_pts(31, 33, 11, 4.6, 5)), light(c, 0.2), ow=0.8, rim=1.0)
    cv.flat(Ell(22, 21, 4, 2, ang=-40), (255, 255, 240, 200))


def s_monster(cv, col=None):
    c = col or (146, 96, 206)
    for sx in (-1, 1):
        cv.part(Ribbon([(32 + sx * 12, 20), (32 + sx * 20, 10), (32 + sx * 18, 4)], [7, 4, 1.2]), (250, 236, 200),
                rim=0.8)
    cv.part(Poly([(10, 30), (16, 16), (32, 12), (48, 16), (54, 30), (52, 46), (42, 56), (22, 56), (12, 46)],
                 smooth=True), c, rim=2.0)
    for sx in (-1, 1):
        x = 32 + sx * 9
        cv.flat(Poly([(x - 6, 28 - sx * 2.4), (x + 6, 28 + sx * 2.4), (x + 4, 35), (x - 4, 35)]), (255, 226, 80),
                outline=(34, 24, 44), ow=0.9)
        cv.flat(Ell(x, 31.5, 1.6, 2.6), EYE)
    cv.flat(Ell(32, 43, 12, 6.5, a0=0, a1=180), (80, 20, 50), outline=(34, 24, 44), ow=0.9)
    for x in (25, 39):
        cv.flat(Poly([(x - 2.4, 43), (x + 2.4, 43), (x, 48.5)]), WHITE)


def s_star(cv, col=None):
    c = col or (255, 212, 64)
    cv.part(Poly(star_pts(32, 34, 26, 11.5, 5)), c, rim=2.0, hi=0.35)
    cv.flat(Poly(star_pts(32, 34, 15, 6.5, 5)), rgba(light(c, 0.45), 200))
    cv.flat(Ell(25, 24, 3, 1.6, ang=-30), (255, 255, 240, 220))


def s_attack(cv, col=None):
    c = col or RED
    for k in range(3):
        dx = (k - 1) * 11
        pts = [(20 + dx, 10), (30 + dx, 28), (40 + dx, 54)]
        cv.part(Ribbon(pts, [2, 7.5, 1.5]), c, rim=1.0)
        cv.flat(Ribbon([(22 + dx, 16), (30.5 + dx, 30), (37 + dx, 47)], [0.8, 2.4, 0.6]), light(c, 0.6))


def s_arrow(cv, col=None, left=True):
    c = col or (90, 190, 250)
    pts = [(8, 32), (30, 10), (30, 22), (56, 22), (56, 42), (30, 42), (30, 54)]
    if not left:
        pts = [(64 - x, y) for x, y in pts]
    cv.part(Poly(pts), c, rim=2.0, hi=0.35)


def s_left(cv, col=None):
    s_arrow(cv, col, True)


def s_right(cv, col=None):
    s_arrow(cv, col, False)


def s_gem(cv, col=None):
    c = col or (70, 200, 240)
    top, mid, bot = 12, 24, 56
    outer = [(18, top), (46, top), (58, mid), (32, bot), (6, mid)]
    cv.part(Poly(outer), c, rim=1.5, hi=0.3)
    cv.flat(Poly([(18, top), (46, top), (40, mid), (24, mid)]), rgba(light(c, 0.5), 255))
    cv.flat(Poly([(6, mid), (24, mid), (32, bot)]), rgba(light(c, 0.2), 255))
    cv.flat(Poly([(40, mid), (58, mid), (32, bot)]), rgba(dark(c, 0.3), 255))
    cv.flat(Poly([(24, mid), (40, mid), (32, bot)]), rgba(c, 255))
    for a, b in (((18, top), (24, mid)), ((46, top), (40, mid)), ((6, mid), (58, mid)), ((24, mid), (32, bot)),
                 ((40, mid), (32, bot))):
        cv.flat(Cap(a, b, 0.7), rgba(dark(c, 0.5), 200))
    sparkle(cv, 47, 16, 5)


def s_gold(cv, col=None):
    c = col or GOLD
    for k, (x, y) in enumerate(((22, 50), (42, 50), (32, 44), (22, 38), (42, 38), (32, 32), (32, 20))):
        cv.part(Ell(x, y + 2.5, 11, 4.5), dark(c, 0.3), rim=0, ow=0.9)
        cv.part(Ell(x, y, 11, 4.5), c, rim=0.8, ow=0.9, hi=0.4)
        cv.flat(Ell(x, y, 6, 2.2), rgba(dark(c, 0.15), 255))
    sparkle(cv, 46, 18, 5)


def s_heart(cv, col=None, empty=False):
    c = col or RED
    pts = heart_pts(32, 34, 26)
    if empty:
        cv.part(Poly(pts), (90, 80, 100), rim=1.2, shade=0.2, hi=0.1)
        cv.part(Poly(heart_pts(32, 34, 19)), (50, 40, 60), ow=0, rim=0, shade=0.1, hi=0)
        return
    cv.part(Poly(pts), c, rim=2.2, hi=0.35)
    cv.flat(Ell(21, 22, 5, 3, ang=-35), (255, 255, 245, 210))
    cv.flat(Ell(28, 19, 1.5), (255, 255, 245, 210))


def s_shop(cv, col=None):
    cv.part(RRect(12, 30, 40, 24, 2), (176, 120, 72), rim=1.6)
    cv.part(RRect(24, 38, 16, 16, 2), (110, 70, 50), ow=0.8, rim=0.6)
    cv.part(RRect(14, 32, 8, 8, 1), (150, 210, 250), ow=0.8, rim=0)
    cv.part(RRect(42, 32, 8, 8, 1), (150, 210, 250), ow=0.8, rim=0)
    # striped awning
    aw = [(8, 30), (12, 14), (52, 14), (56, 30)]
    cv.part(Poly(aw), (236, 72, 72), rim=1.0)
    for k in range(4):
        x0 = 12 + k * 10 + 2.5
        cv.flat(Poly([(x0, 14), (x0 + 5, 14), (x0 + 5 + (k - 1.5) * 0.7, 30), (x0 - 0.5 + (k - 1.5) * 0.7, 30)]),
                (250, 244, 230))
    cv.part(Union(*[Ell(11 + k * 7, 30, 3.6, 3.0, a0=0, a1=180) for k in range(7)]), (236, 72, 72), ow=0.8, rim=0)
    cv.part(Ell(32, 8, 6, 5), GOLD, ow=0.8, rim=0.6)
    cv.flat(Text("$", 32, 8.5, 8), (140, 90, 20))


def s_ladder(cv, col=None):
    c = col or (186, 128, 70)
    for x in (18, 44):
        cv.part(RRect(x - 3, 6, 6, 54, 2.5), c, rim=1.2)
    for k in range(5):
        y = 14 + k * 10
        cv.part(RRect(16, y, 30, 4.5, 1.5), light(c, 0.1), rim=0.8, ow=0.8)


def s_portal(cv, col=None, frame=0):
    c = col or (150, 90, 240)
    cv.glow(32, 32, 30, c, 150)
    cv.part(Ell(32, 32, 18, 26), dark(c, 0.5), rim=0, ow=1.0)
    for k in range(5):
        a0 = k * 72 + frame * 18  # 5 arms: 4 frames x 18 deg loops seamlessly
        pts = []
        for i in range(18):
            t = i / 17
            r = 4 + t * 14
            a = math.radians(a0 + t * 240)
            pts.append((32 + math.cos(a) * r * 0.72, 32 + math.sin(a) * r))
        cv.flat(Ribbon(pts, [0.6 + t * 3.4 for t in (i / 17 for i in range(18))]), light(c, 0.2 + 0.12 * (k % 3)))
    cv.flat(Ell(32, 32, 4, 5), (255, 240, 255))
    cv.part(Minus(Ell(32, 32, 20, 28), Ell(32, 32, 17, 25)), light(c, 0.3), ow=0.9, rim=0.4)


def _grid(cv, cells, hi, n=3, x0=8, y0=8, size=48, center=None, hi_col=(250, 120, 80)):
    step = size / n
    for j in range(n):
        for i in range(n):
            x, y = x0 + i * step, y0 + j * step
            on = (i, j) in hi
            col = hi_col if on else (214, 204, 190)
            if (i, j) == center:
                col = (90, 80, 110)
            cv.part(RRect(x + 1.2, y + 1.2, step - 2.4, step - 2.4, 2.5), col, ow=0.9, rim=0.8 if on else 0.4)
    if center:
        i, j = center
        cx, cy = x0 + (i + 0.5) * step, y0 + (j + 0.5) * step
        cv.part(Poly([(cx - 4, cy + 4), (cx - 5, cy - 4), (cx - 2, cy - 1), (cx, cy - 6), (cx + 2, cy - 1),
                      (cx + 5, cy - 4), (cx + 4, cy + 4)]), GOLD, ow=0.7, rim=0)


def s_range_row(cv, col=None):
    step = 11
    for i in range(5):
        x = 4.5 + i * step
        on = i != 2
        cv.part(RRect(x + 1, 24, step - 2, step * 1.4, 2.5),
                (250, 120, 80) if on else (90, 80, 110), ow=0.9, rim=0.6)
    cx = 4.5 + 2.5 * step
    cv.part(Poly([(cx - 4, 36), (cx - 4.5, 28), (cx - 2, 31), (cx, 26), (cx + 2, 31), (cx + 4.5, 28),
                  (cx + 4, 36)]), GOLD, ow=0.7, rim=0)
    for sx in (-1, 1):
        x = 32 + sx * 22
        cv.part(Poly([(x + sx * 8, 13), (x, 7), (x, 10.5), (x - sx * 12, 10.5), (x - sx * 12, 15.5),
                      (x, 15.5), (x, 19)]), (250, 244, 230), ow=0.9, rim=0.4)
        cv.part(Poly([(x + sx * 8, 51), (x, 45), (x, 48.5), (x - sx * 12, 48.5), (x - sx * 12, 53.5),
                      (x, 53.5), (x, 57)]), (250, 244, 230), ow=0.9, rim=0.4)


def s_range_adjacent(cv, col=None):
    _grid(cv, None, {(1, 0), (0, 1), (2, 1), (1, 2)}, center=(1, 1))


def s_range_around(cv, col=None):
    _grid(cv, None, {(i, j) for i in range(3) for j in range(3)} - {(1, 1)}, center=(1, 1))


def s_range_tile(cv, col=None):
    cv.part(RRect(5, 5, 54, 54, 5), (120, 96, 70), rim=1.2)
    _grid(cv, None, {(i, j) for i in range(4) for j in range(4)} - {(1, 2)}, n=4, x0=9, y0=9, size=46,
          center=(1, 2))


def s_range_any(cv, col=None):
    _grid(cv, None, set(), n=3, x0=6, y0=6, size=52, hi_col=(250, 120, 80))
    cv.glow(32, 32, 24, (255, 140, 90), 150)
    # infinity sign on top
    pts = []
    for i in range(60):
        t = 2 * math.pi * i / 60
        d = 1 + math.sin(t) ** 2
        pts.append((32 + 22 * math.cos(t) / d, 32 + 22 * math.sin(t) * math.cos(t) / d))
    pts.append(pts[0])
    cv.part(Ribbon(pts, 6.5, smooth=False), (250, 110, 70), ow=1.2, rim=0.8)


def s_exhaust(cv, col=None):
    # a card turned sideways with a turning arrow
    pts = [rot(p, 90, (34, 36)) for p in [(22, 18), (46, 18), (46, 54), (22, 54)]]
    cv.part(RRect(12, 10, 22, 32, 3), (200, 190, 176), ow=0.8, rim=0.6)  # ghost of upright card
    cv.part(Poly(pts), (250, 236, 200), rim=1.4)
    cv.part(RRect(22, 28, 26, 16, 2), (220, 150, 80), ow=0.7, rim=0)
    arc = ellipse_pts(30, 32, 22, 22, a0=200, a1=290, n=60)
    cv.part(Ribbon(arc, 4, smooth=False), (90, 190, 250), ow=0.9, rim=0)
    e = arc[-1]
    cv.part(Poly([(e[0] + 6, e[1]), (e[0] - 2, e[1] - 6), (e[0] - 2, e[1] + 6)]), (90, 190, 250), ow=0.9, rim=0)


def s_passive(cv, col=None):
    c = col or (110, 220, 160)
    cv.glow(32, 32, 30, c, 120)
    pts = []
    for i in range(60):
        t = 2 * math.pi * i / 60
        d = 1 + math.sin(t) ** 2
        pts.append((32 + 25 * math.cos(t) / d, 32 + 25 * math.sin(t) * math.cos(t) / d))
    pts.append(pts[0])
    cv.part(Ribbon(pts, 7.5, smooth=False), c, ow=1.2, rim=1.0, hi=0.35)
    for a in (0, 120, 240):
        x, y = 32 + math.cos(math.radians(a + 30)) * 27, 32 + math.sin(math.radians(a + 30)) * 24
        sparkle(cv, x, y, 4, light(c, 0.6))


def s_forge(cv, col=None):
    IRON = (110, 116, 136)
    # anvil
    cv.part(Poly([(6, 30), (14, 26), (50, 26), (56, 30), (50, 36), (38, 38), (38, 46), (46, 54), (18, 54),
                  (26, 46), (26, 38), (16, 36)], smooth=False), IRON, rim=1.8)
    cv.flat(Cap((16, 29), (50, 29), 1.2), light(IRON, 0.4))
    # hammer
    cv.part(Cap((34, 22), (54, 6), 4), (150, 100, 60), rim=0.8)
    cv.part(Poly([rot(p, -40, (32, 16)) for p in [(22, 10), (40, 10), (40, 22), (22, 22)]]), (160, 166, 186),
            rim=1.0)
    for p in ((14, 18), (10, 12), (20, 8)):
        sparkle(cv, p[0], p[1], 3.6, (255, 210, 90))


SYMBOLS = {
    "boot": s_boot, "sword": s_sword, "coin": s_coin, "monster": s_monster, "star": s_star,
    "attack": s_attack, "left": s_left, "right": s_right, "gem": s_gem, "gold": s_gold, "heart": s_heart,
    "shop": s_shop, "ladder": s_ladder, "portal": s_portal, "range_row": s_range_row,
    "range_adjacent": s_range_adjacent, "range_around": s_range_around, "range_tile": s_range_tile,
    "range_any": s_range_any, "exhaust": s_exhaust, "passive": s_passive, "forge": s_forge,
}


def symbol_image(name, size=64, col=None, outline=1.2):
    """Render symbol `name` at size x size."""
    cv = Canvas(size, size, zoom=size / 64)
    SYMBOLS[name](cv, col)
    if outline:
        cv.outline_all(outline)
    return cv.result()


def draw_symbol_on(cv_size, name, zoom, center, col=None, outline=1.2, ss=4):
    """Symbol drawn as a big (supersampled) layer to be composited on another canvas."""
    off = (center[0] / zoom - 32, center[1] / zoom - 32)
    sc = Canvas(cv_size[0], cv_size[1], zoom=zoom, offset=off, ss=ss)
    SYMBOLS[name](sc, col)
    if outline:
        sc.outline_all(outline)
    return sc.surf
