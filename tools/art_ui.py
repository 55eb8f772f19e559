"""Shared UI: 9-slice panels and buttons, 48x48 icons, logo, menu background, game covers."""
import math
import random

import pygame

from art_common import (INK, Canvas, Cap, Ell, Minus, Poly, RRect, Ribbon, Text, Union, dark, dilate,
                        ellipse_pts, font, light, radial, rgba, rot, vgradient)
from art_parts import flame, sparkle
from art_symbols import GOLD
from art_cards import _ring_rect

CREAM = (250, 242, 222)
WOOD, WOOD_D = (128, 82, 50), (82, 50, 36)
PARCH = (244, 228, 192)


# ------------------------------------------------------------------ 9-slice pieces
def panel(dark_style=False):
    """48x48, 16 px borders: wooden frame with rivets, parchment (or slate) centre."""
    cv = Canvas(48, 48)
    frame = (70, 58, 80) if dark_style else WOOD
    centre = (46, 40, 60) if dark_style else PARCH
    cv.flat(RRect(0.5, 0.5, 47, 47, 9), rgba(INK, 255))
    cv.flat(RRect(1.5, 1.5, 45, 45, 8), rgba(frame, 255))
    # bevel: light top/left strip, dark bottom/right strip (uniform along the edge so it stretches)
    cv.flat(Minus(RRect(1.5, 1.5, 45, 45, 8), RRect(1.5, 3.5, 45, 45, 8)), rgba(light(frame, 0.35), 255))
    cv.flat(Minus(RRect(1.5, 1.5, 45, 45, 8), RRect(1.5, -0.5, 45, 45, 8)), rgba(dark(frame, 0.4), 255))
    # wood grain lines running along the frame
    for t in (5.5, 9.0):
        cv.flat(_ring_rect(t, t, 48 - 2 * t, 48 - 2 * t, max(1, 8 - t + 2), 0.5), rgba(dark(frame, 0.3), 140))
    # inner trim + centre
    cv.flat(RRect(11, 11, 26, 26, 4), rgba(dark(frame, 0.55), 255))
    cv.flat(RRect(12.5, 12.5, 23, 23, 3), rgba(GOLD if not dark_style else (150, 130, 180), 255))
    cv.flat(RRect(13.5, 13.5, 21, 21, 2.5), rgba(centre, 255 if not dark_style else 240))
    # corner rivets
    for x, y in ((6, 6), (42, 6), (6, 42), (42, 42)):
        cv.part(Ell(x, y, 2.4), (210, 200, 190) if dark_style else GOLD, ow=0.6, rim=0.4, hi=0.5)
    return cv.result()


BUTTON_STYLES = {
    "normal": ((232, 156, 60), 0),
    "hover": ((250, 186, 84), 0),
    "pressed": ((196, 120, 44), 2),
    "disabled": ((150, 144, 150), 0),
}


def button(state):
    """48x48, 12 px borders: chunky rounded button with a 3D lip."""
    col, press = BUTTON_STYLES[state]
    cv = Canvas(48, 48)
    lip = 4 - press
    cv.flat(RRect(0.5, 0.5, 47, 47, 11), rgba(INK, 255))
    cv.flat(RRect(2, 2 + press, 44, 44 - press, 9.5), rgba(dark(col, 0.45), 255))      # lip / side
    g = Canvas(48, 48)
    g.flat(RRect(2, 2 + press, 44, 44 - lip - press, 9.5), rgba(col, 255))
    grad = vgradient((g.size[0], g.size[1]), [(0, light(col, 0.35)), (0.5, col), (1, dark(col, 0.18))])
    gm = g.surf.copy()
    gm.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    grad.blit(gm, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.surf.blit(grad, (0, 0))
    # gloss line along the top
    cv.flat(RRect(8, 4.5 + press, 32, 2.2, 1.1), rgba(light(col, 0.7), 200 if state != "disabled" else 120))
    if state == "pressed":
        cv.flat(Minus(RRect(2, 2 + press, 44, 44 - lip - press, 9.5), RRect(2, 4 + press, 44, 44, 9.5)),
                (0, 0, 0, 60))
    return cv.result()


# ------------------------------------------------------------------ icons 48x48
def _ic_settings(cv):
    pts = []
    for k in range(32):
        a = math.radians(k * 360 / 32)
        r = 20 if (k // 2) % 2 == 0 else 15
        pts.append((24 + math.cos(a) * r, 24 + math.sin(a) * r))
    cv.part(Minus(Poly(pts), Ell(24, 24, 6.5)), CREAM, rim=1.4)


def _ic_undo(cv):
    arc = ellipse_pts(25, 26, 14, 13, a0=-170, a1=120, n=70)
    cv.part(Ribbon(arc, 6, smooth=False), CREAM, rim=1.0)
    s = arc[0]
    cv.part(Poly([(s[0] - 9, s[1] - 2), (s[0] + 7, s[1] - 4), (s[0] - 1, s[1] + 10)]), CREAM, rim=1.0)


def _ic_save(cv):
    cv.part(Poly([(6, 6), (36, 6), (42, 12), (42, 42), (6, 42)]), (80, 140, 220), rim=1.4)
    cv.part(RRect(12, 6, 20, 12, 1), CREAM, ow=0.8, rim=0.5)
    cv.part(RRect(25, 8, 4, 8, 1), (60, 60, 80), ow=0, rim=0)
    cv.part(RRect(11, 25, 26, 17, 2), CREAM, ow=0.8, rim=0.5)
    for y in (30, 35):
        cv.flat(Cap((15, y), (33, y), 1), (170, 170, 190))


def _ic_load(cv):
    cv.part(Poly([(4, 12), (18, 12), (22, 16), (40, 16), (40, 40), (4, 40)]), (200, 150, 60), rim=1.2)
    cv.part(Poly([(10, 22), (46, 22), (40, 40), (4, 40)]), (246, 200, 100), rim=1.2)
    cv.part(Poly([(24, 4), (32, 12), (27, 12), (27, 20), (21, 20), (21, 12), (16, 12)]), CREAM, ow=0.9, rim=0.5)


def _ic_sound(cv):
    cv.part(Poly([(6, 18), (14, 18), (26, 8), (26, 40), (14, 30), (6, 30)]), CREAM, rim=1.4)
    for r in (8, 15):
        arc = ellipse_pts(26, 24, r, r, a0=-50, a1=50, n=40)
        cv.part(Ribbon(arc, 3.4, smooth=False), CREAM, ow=0.9, rim=0)


def _ic_music(cv):
    cv.part(Poly([(17, 10), (40, 5), (40, 11), (17, 16)]), CREAM, rim=0.8)
    cv.part(Cap((18, 12), (18, 34), 3), CREAM, rim=0)
    cv.part(Cap((39, 8), (39, 30), 3), CREAM, rim=0)
    cv.part(Ell(13, 35, 6.5, 5, ang=-20), CREAM, rim=1.0)
    cv.part(Ell(34, 31, 6.5, 5, ang=-20), CREAM, rim=1.0)


def _ic_pause(cv):
    for x in (12, 28):
        cv.part(RRect(x, 8, 9, 32, 3), CREAM, rim=1.2)


def _ic_rules(cv):
    cv.part(Poly([(4, 12), (24, 8), (44, 12), (44, 40), (24, 36), (4, 40)]), (190, 60, 70), rim=1.0)
    cv.part(Poly([(7, 12), (23, 9), (23, 34), (7, 37)]), CREAM, ow=0.8, rim=0.6)
    cv.part(Poly([(25, 9), (41, 12), (41, 37), (25, 34)]), CREAM, ow=0.8, rim=0.6)
    for k in range(4):
        cv.flat(Cap((10, 16 + k * 5), (20, 14.5 + k * 5), 0.9), (150, 130, 120))
        cv.flat(Cap((28, 14.5 + k * 5), (38, 16 + k * 5), 0.9), (150, 130, 120))


def _ic_end_turn(cv):
    # hourglass with a forward arrow
    cv.part(Poly([(8, 6), (30, 6), (22, 24), (30, 42), (8, 42), (16, 24)]), (214, 236, 246), rim=0.8)
    cv.part(Poly([(11, 9), (27, 9), (20, 20), (18, 20)]), (246, 200, 90), ow=0, rim=0)
    cv.part(Poly([(19, 32), (27, 39), (11, 39)]), (246, 200, 90), ow=0, rim=0)
    for y in (4, 44):
        cv.part(RRect(5, y - 2.5, 28, 5, 2), (170, 112, 62), ow=0.8, rim=0)
    cv.part(Poly([(30, 16), (44, 26), (30, 36), (30, 30), (24, 30), (24, 22), (30, 22)]), (120, 220, 120), ow=0.9,
            rim=0.8)


def _ic_gravity(cv):
    cv.part(Poly([(16, 4), (32, 4), (32, 16), (40, 16), (24, 30), (8, 16), (16, 16)]), CREAM, rim=1.2)
    cv.part(Poly([(12, 44), (15, 32), (33, 32), (36, 44)]), (110, 116, 140), rim=1.4)
    cv.part(Minus(Ell(24, 31, 5, 4), Ell(24, 31, 2.6, 2)), (110, 116, 140), ow=0.8, rim=0)
    cv.flat(Text("kg", 24, 39.5, 7), (230, 232, 240))


def _ic_close(cv):
    cv.part(Union(Cap((10, 10), (38, 38), 8), Cap((38, 10), (10, 38), 8)), (236, 96, 90), rim=1.4)


def _ic_info(cv):
    cv.part(Ell(24, 24, 20), (80, 150, 230), rim=1.6)
    cv.part(Union(RRect(20.5, 20, 7, 17, 2), Ell(24, 13, 4)), CREAM, ow=0.8, rim=0.6)


def _ic_ai(cv):
    cv.part(Poly([(10, 44), (38, 44), (34, 36), (14, 36)]), (170, 112, 62), rim=1.0)
    cv.glow(24, 20, 20, (170, 120, 255), 140)
    cv.part(Ell(24, 21, 16, 16), (140, 110, 240), rim=1.6, hi=0.45)
    for sx in (-1, 1):  # a little robot face inside the orb
        cv.flat(RRect(24 + sx * 5 - 2.4, 17, 4.8, 4.8, 1.5), (255, 255, 255, 230))
    cv.flat(RRect(18, 25, 12, 2.6, 1.2), (255, 255, 255, 200))
    cv.flat(Ell(18, 13, 3.6, 2, ang=-35), (255, 255, 255, 200))


def _ic_human(cv):
    cv.part(Union(Ell(24, 44, 17, 14, a0=180, a1=360), RRect(7, 38, 34, 6, 0)), (90, 160, 230), rim=1.4)
    cv.part(Ell(24, 17, 10, 10.5), (246, 206, 172), rim=1.2)
    cv.part(Poly([(14, 16), (16, 8), (24, 5), (33, 8), (34, 16), (29, 12), (22, 13)], smooth=True, steps=3),
            (120, 76, 50), ow=0.8, rim=0.5)


UI_ICONS = {
    "settings": _ic_settings, "undo": _ic_undo, "save": _ic_save, "load": _ic_load, "sound": _ic_sound,
    "music": _ic_music, "pause": _ic_pause, "rules": _ic_rules, "end_turn": _ic_end_turn, "gravity": _ic_gravity,
    "close": _ic_close, "info": _ic_info, "ai": _ic_ai, "human": _ic_human,
}


def ui_icon(name):
    cv = Canvas(48, 48)
    UI_ICONS[name](cv)
    cv.outline_all(1.3)
    return cv.result()


# ------------------------------------------------------------------ logo
def logo():
    Wl, Hl = 600, 160
    cv = Canvas(Wl, Hl, ss=2)
    # ribbon banner behind the word
    RED = (186, 46, 60)
    for sx in (-1, 1):
        x0 = Wl / 2 + sx * 236
        tail = [(x0, 66), (x0 + sx * 58, 66), (x0 + sx * 40, 96), (x0 + sx * 58, 126), (x0, 126)]
        cv.part(Poly(tail), dark(RED, 0.25), ow=2.0, rim=2)
        cv.part(Poly([(x0, 126), (x0 - sx * 20, 114), (x0 - sx * 20, 126)]), dark(RED, 0.6), ow=1.5, rim=0)
    band = Poly([(Wl / 2 - 256, 50), (Wl / 2, 42), (Wl / 2 + 256, 50), (Wl / 2 + 256, 114), (Wl / 2, 106),
                 (Wl / 2 - 256, 114)], smooth=False)
    cv.part(band, RED, ow=2.2, rim=3, hi=0.25)
    cv.flat(Ribbon([(Wl / 2 - 250, 57), (Wl / 2, 49), (Wl / 2 + 250, 57)], 2, smooth=False), rgba(GOLD, 230))
    cv.flat(Ribbon([(Wl / 2 - 250, 107), (Wl / 2, 99), (Wl / 2 + 250, 107)], 2, smooth=False), rgba(GOLD, 230))
    # the word: gold gradient fill, thick ink outline, drop shadow
    f = font("DejaVuSerif-Bold.ttf", int(cv.L(104)))
    txt = f.render("Tablero", True, (255, 255, 255))
    tw, th = txt.get_size()
    X, Y = cv.size[0] / 2 - tw / 2, cv.size[1] / 2 - th / 2 - cv.L(4)
    grad = vgradient((tw, th), [(0.0, (255, 246, 190)), (0.45, (252, 206, 80)), (0.55, (230, 160, 40)),
                                (1.0, (250, 210, 110))])
    grad.blit(txt, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    word = pygame.Surface(cv.size, pygame.SRCALPHA)
    word.blit(grad, (X, Y))
    ol = dilate(word, int(cv.L(5)), (52, 24, 40, 255), threshold=60)
    shadow = dilate(word, int(cv.L(5)), (20, 8, 20, 150), threshold=60)
    cv.surf.blit(shadow, (cv.L(4), cv.L(6)))
    cv.surf.blit(ol, (0, 0))
    cv.surf.blit(word, (0, 0))
    # dice flanking the word
    from art_tokens import DIE_ACTION
    for sx, ang in ((-1, -14), (1, 12)):
        cx = Wl / 2 + sx * 262
        cy = 40
        body = Poly([rot(p, ang, (cx, cy)) for p in [(cx - 22, cy - 22), (cx + 22, cy - 22), (cx + 22, cy + 22),
                                                      (cx - 22, cy + 22)]])
        cv.part(body, DIE_ACTION, ow=2.0, rim=2.5, hi=0.3)
        pips = [(-1, -1), (1, 1), (0, 0)] if sx < 0 else [(-1, -1), (1, -1), (-1, 1), (1, 1), (0, 0)]
        for px, py in pips:
            p = rot((cx + px * 11, cy + py * 11), ang, (cx, cy))
            cv.flat(Ell(p[0], p[1], 4), (60, 40, 70))
    for p in ((96, 20), (508, 138), (300, 8)):
        sparkle(cv, p[0], p[1], 8)
    return cv.result()


# ------------------------------------------------------------------ painted scenes
def ridge(rnd, w, base, amp, n=6, step=8):
    """A smooth random skyline as points (design units)."""
    waves = [(rnd.uniform(0.5, 3.0) * (k + 1), rnd.uniform(0, 6.28), amp / (k + 1)) for k in range(n)]
    pts = []
    for x in range(-step, int(w) + 2 * step, step):
        y = base + sum(a * math.sin(x / w * f * 2 * math.pi + p) for f, p, a in waves)
        pts.append((x, y))
    return pts


def fill_below(cv, pts, color, bottom):
    cv.flat(Poly([(pts[0][0], bottom)] + pts + [(pts[-1][0], bottom)]), color)


def sky(cv, w, h, stops):
    g = vgradient((cv.size[0], cv.size[1]), stops)
    cv.surf.blit(g, (0, 0))


def stars(cv, rnd, w, h, n, ymax):
    for _ in range(n):
        x, y = rnd.uniform(0, w), rnd.uniform(0, ymax) ** 1.0
        r = rnd.choice((0.6, 0.8, 1.0, 1.3))
        a = int(rnd.uniform(120, 255) * (1 - y / ymax * 0.7))
        cv.flat(Ell(x, y, r), (255, 250, 230, a))
    for _ in range(n // 12):
        sparkle(cv, rnd.uniform(0, w), rnd.uniform(0, ymax * 0.7), rnd.uniform(2, 4), alpha=200)


def fog(cv, y, h, color, alpha):
    g = vgradient((cv.size[0], int(cv.L(h))), [(0, rgba(color, 0)), (0.5, rgba(color, alpha)),
                                              (1, rgba(color, 0))])
    cv.surf.blit(g, (0, cv.L(y - h / 2)))


def tower(cv, x, base, top, width, col, rim, win, rnd, levels=6, portal=True):
    """A tower of stacked dungeon floors with jutting platforms and lit windows."""
    h = base - top
    lh = h / levels
    for i in range(levels):
        y1 = base - i * lh
        y0 = y1 - lh
        wv = width * (1 - 0.06 * i) + rnd.uniform(-4, 4)
        xo = x + rnd.uniform(-6, 6) * (i > 0)
        cv.flat(RRect(xo - wv / 2, y0, wv, lh + 2, 3), col)
        cv.flat(RRect(xo - wv / 2, y0, 3, lh + 2, 1), rgba(rim, 160))            # rim light left
        # platform ledge jutting out
        side = 1 if i % 2 else -1
        lx = xo + side * (wv / 2 + 16)
        cv.flat(RRect(lx - 26, y0 + 6, 52, 7, 2), dark(col, 0.2))
        cv.flat(RRect(lx - 26, y0 + 6, 52, 2, 1), rgba(rim, 170))
        # windows
        for k in range(3):
            wx = xo - wv / 3 + k * wv / 3
            if rnd.random() < 0.7:
                cv.glow(wx, y0 + lh * 0.55, 9, win, 90)
                cv.flat(Union(RRect(wx - 3.5, y0 + lh * 0.45, 7, 10, 0), Ell(wx, y0 + lh * 0.45, 3.5)), win)
        # ladder between some floors
        if i % 2 == 0 and i < levels - 1:
            lx2 = xo - side * wv * 0.2
            for yy in range(int(y0 - 4), int(y1), 6):
                cv.flat(Cap((lx2 - 5, yy), (lx2 + 5, yy), 1.2), dark(rim, 0.5))
            cv.flat(Cap((lx2 - 5, y0 - 8), (lx2 - 5, y1), 1.4), dark(rim, 0.5))
            cv.flat(Cap((lx2 + 5, y0 - 8), (lx2 + 5, y1), 1.4), dark(rim, 0.5))
    # crenellated crown and portal at the top
    tw = width * (1 - 0.06 * levels)
    for k in range(5):
        cx = x - tw / 2 + (k + 0.5) * tw / 5
        cv.flat(RRect(cx - tw / 14, top - 10, tw / 7, 12, 1), col)
    if portal:
        cv.glow(x, top - 34, 46, (200, 110, 255), 150)
        cv.flat(Ell(x, top - 34, 14, 20), (120, 60, 200))
        cv.flat(Ell(x, top - 34, 9, 14), (220, 170, 255))
        cv.flat(Ell(x, top - 34, 4, 7), (255, 240, 255))


def trees(cv, rnd, w, base, col, n, hmin, hmax):
    for _ in range(n):
        x = rnd.uniform(-10, w + 10)
        hh = rnd.uniform(hmin, hmax)
        ww = hh * 0.36
        y = base + rnd.uniform(-4, 6)
        cv.flat(Poly([(x, y - hh), (x + ww * 0.6, y - hh * 0.45), (x + ww * 0.35, y - hh * 0.45),
                      (x + ww, y), (x - ww, y), (x - ww * 0.35, y - hh * 0.45), (x - ww * 0.6, y - hh * 0.45)]),
                col)


def menu_background():
    Wb, Hb = 1280, 720
    cv = Canvas(Wb, Hb, ss=2)
    rnd = random.Random(7)
    sky(cv, Wb, Hb, [(0.0, (22, 16, 48)), (0.35, (58, 36, 96)), (0.62, (150, 70, 120)), (0.78, (236, 140, 110)),
                     (1.0, (250, 190, 130))])
    stars(cv, rnd, Wb, Hb, 220, 360)
    # moon
    cv.glow(1010, 150, 190, (255, 220, 200), 90)
    cv.flat(Ell(1010, 150, 62), (255, 240, 220))
    for x, y, r in ((990, 130, 12), (1030, 170, 8), (1020, 120, 6)):
        cv.flat(Ell(x, y, r), (236, 214, 200))
    # clouds
    for y, x0, a in ((240, 120, 70), (300, 700, 60), (190, 520, 50)):
        for k in range(6):
            cv.flat(Ell(x0 + k * 46, y + rnd.uniform(-10, 10), rnd.uniform(40, 70), rnd.uniform(10, 18)),
                    (255, 200, 220, a))
    # far mountains
    fill_below(cv, ridge(rnd, Wb, 470, 50, step=10), (92, 56, 112), Hb)
    fog(cv, 500, 90, (250, 170, 150), 90)
    # distant small towers on the right
    rnd2 = random.Random(3)
    tower(cv, 1100, 560, 330, 60, (70, 44, 96), (230, 150, 170), (255, 200, 120), rnd2, levels=5, portal=False)
    tower(cv, 930, 580, 420, 44, (76, 48, 100), (230, 150, 170), (255, 200, 120), rnd2, levels=3, portal=False)
    fill_below(cv, ridge(rnd, Wb, 560, 34, step=10), (64, 38, 86), Hb)
    # the great tower of dungeons
    rnd3 = random.Random(11)
    tower(cv, 300, 660, 120, 150, (44, 28, 64), (255, 170, 170), (255, 214, 120), rnd3, levels=8)
    # floating islands with platforms
    for x, y, w in ((520, 300, 90), (140, 380, 70), (600, 440, 60)):
        cv.flat(Poly([(x - w / 2, y), (x + w / 2, y), (x + w / 4, y + 22), (x, y + 40), (x - w / 4, y + 24)],
                     smooth=True, steps=3), (54, 34, 74))
        cv.flat(RRect(x - w / 2, y - 4, w, 8, 3), (80, 120, 80))
        cv.flat(RRect(x - w / 2, y - 4, w, 2.5, 1), (170, 230, 140, 200))
    fog(cv, 620, 110, (240, 160, 160), 110)
    # foreground forest
    trees(cv, rnd, Wb, 690, (34, 20, 46), 40, 70, 150)
    fill_below(cv, ridge(rnd, Wb, 690, 14, step=12), (28, 16, 38), Hb)
    vig = radial((cv.size[0], cv.size[0]), (0, 0, 0, 0), (10, 4, 20, 170), power=2.4)
    cv.surf.blit(vig, (0, (cv.size[1] - cv.size[0]) / 2))
    return cv.result()


# ------------------------------------------------------------------ covers 320x180
def cover_platformer():
    cv = Canvas(320, 180)
    rnd = random.Random(21)
    sky(cv, 320, 180, [(0, (80, 150, 230)), (0.7, (170, 210, 250)), (1, (220, 240, 255))])
    for x, y in ((60, 40), (250, 30), (180, 60)):
        cv.flat(Union(Ell(x, y, 22, 8), Ell(x + 14, y - 6, 14, 9), Ell(x - 12, y - 3, 10, 7)), (255, 255, 255, 220))
    fill_below(cv, ridge(rnd, 320, 150, 10, step=6), (120, 170, 210), 180)
    tower(cv, 160, 200, 62, 70, (110, 86, 130), (255, 230, 200), (255, 220, 120), rnd, levels=6)
    fill_below(cv, ridge(rnd, 320, 170, 5, step=6), (90, 170, 90), 180)
    # a little hero jumping between platforms
    cv.flat(RRect(232, 100, 50, 7, 2), (120, 90, 70), outline=INK, ow=0.8)
    cv.flat(RRect(232, 100, 50, 2.5, 1), (120, 210, 100))
    cv.part(Ell(248, 78, 5.5, 5.5), (246, 206, 172), ow=0.9)
    cv.part(RRect(243, 83, 10, 10, 3), (40, 178, 166), ow=0.9)
    cv.part(Poly([(242, 74), (254, 74), (250, 70), (244, 70)], smooth=True), (40, 178, 166), ow=0.6)
    for k in range(3):
        cv.flat(Cap((230 - k * 4, 96 - k * 6), (236 - k * 4, 94 - k * 6), 1.2), (255, 255, 255, 200))
    for p in ((98, 70), (120, 120)):
        cv.part(Ell(p[0], p[1], 5), GOLD, ow=0.8)
    return cv.result()


def _corridor(cv, wall, floor, light_col, rnd, torches=True, w=320, h=180):
    # one-point perspective corridor
    vx, vy = w / 2, h * 0.46
    cv.flat(Poly([(0, 0), (w, 0), (w, h), (0, h)]), dark(wall, 0.5))
    cv.flat(Poly([(0, h), (w, h), (vx + 30, vy + 20), (vx - 30, vy + 20)]), floor)
    cv.flat(Poly([(0, 0), (vx - 30, vy - 24), (vx - 30, vy + 20), (0, h)]), wall)
    cv.flat(Poly([(w, 0), (vx + 30, vy - 24), (vx + 30, vy + 20), (w, h)]), dark(wall, 0.15))
    cv.flat(Poly([(0, 0), (w, 0), (vx + 30, vy - 24), (vx - 30, vy - 24)]), dark(wall, 0.35))
    cv.glow(vx, vy, 50, light_col, 200)
    cv.flat(RRect(vx - 30, vy - 24, 60, 44, 2), rgba(light(light_col, 0.3), 230))
    # stone courses along the walls
    for k in range(1, 8):
        t = k / 8
        for sx in (-1, 1):
            x0 = vx + sx * 30 + (sx * (w / 2) - sx * 30) * t
            y0 = (vy - 24) + (0 - (vy - 24)) * t
            y1 = (vy + 20) + (h - (vy + 20)) * t
            cv.flat(Cap((x0, y0), (x0, y1), 0.8 + t), rgba(dark(wall, 0.4), 200))
    for k in range(1, 6):  # floor lines
        t = (k / 6) ** 1.6
        y = vy + 20 + (h - vy - 20) * t
        xl = vx - 30 - (vx - 30) * t
        cv.flat(Cap((xl, y), (w - xl, y), 0.6 + t), rgba(dark(floor, 0.3), 200))
    if torches:
        for sx in (-1, 1):
            x = vx + sx * 90
            cv.flat(Cap((x, 84), (x + sx * 4, 70), 3), (100, 70, 50))
            flame(cv, x + sx * 4, 70, 6, 0)


def cover_tseuquest():
    cv = Canvas(320, 180)
    rnd = random.Random(31)
    _corridor(cv, (112, 100, 120), (90, 76, 80), (255, 190, 110), rnd)
    # a treasure chest glinting at the end
    cv.part(RRect(148, 96, 24, 14, 2), (170, 112, 62), ow=0.8)
    cv.part(Ell(160, 97, 12, 6, a0=180, a1=360), (150, 98, 56), ow=0.8)
    cv.part(RRect(157, 98, 6, 6, 1), GOLD, ow=0.6)
    sparkle(cv, 172, 92, 4)
    return cv.result()


def cover_dungeon_universalis():
    cv = Canvas(320, 180)
    rnd = random.Random(41)
    cv.flat(Poly([(0, 0), (320, 0), (320, 180), (0, 180)]), (22, 20, 30))
    # arches receding
    for k, (s, c) in enumerate(((1.0, (58, 56, 70)), (0.7, (46, 44, 58)), (0.48, (36, 34, 48)))):
        w, hgt = 260 * s, 150 * s
        x0, y0 = 160 - w / 2, 170 - hgt
        arch = Minus(RRect(x0, y0, w, hgt + 10, 0),
                     Union(RRect(x0 + w * 0.14, y0 + w * 0.36, w * 0.72, hgt, 0),
                           Ell(160, y0 + w * 0.36, w * 0.36, w * 0.3)))
        cv.flat(arch, c)
    cv.glow(160, 120, 70, (90, 240, 140), 120)
    # sarcophagus
    cv.part(Poly([(132, 150), (188, 150), (196, 170), (124, 170)]), (90, 90, 104), ow=1.0)
    cv.part(Poly([(138, 134), (182, 134), (188, 150), (132, 150)]), (120, 120, 136), ow=1.0)
    cv.flat(Cap((160, 137), (160, 148), 1.4), (70, 70, 84))
    # skulls and candles
    for x in (70, 250):
        cv.part(Ell(x, 160, 8, 7), (236, 228, 204), ow=0.9)
        for sx in (-1, 1):
            cv.flat(Ell(x + sx * 3, 160, 2, 2.2), (40, 30, 40))
    for x in (108, 212):
        cv.part(RRect(x - 3, 146, 6, 16, 1), (236, 226, 200), ow=0.7)
        flame(cv, x, 146, 3.4, 0)
    fog(cv, 168, 30, (120, 240, 160), 90)
    for _ in range(20):
        cv.flat(Ell(rnd.uniform(0, 320), rnd.uniform(60, 170), rnd.uniform(0.6, 1.4)), (160, 255, 190, 160))
    return cv.result()


def cover_star_quest():
    cv = Canvas(320, 180)
    rnd = random.Random(51)
    _corridor(cv, (70, 84, 110), (50, 60, 80), (90, 220, 255), rnd, torches=False)
    # neon strips and a hex door
    for sx in (-1, 1):
        for y in (40, 140):
            cv.flat(Cap((160 + sx * 40, y * 0.35 + 50), (160 + sx * 150, y), 2), (90, 230, 255, 220))
    cv.part(Poly([(146, 72), (174, 72), (182, 86), (174, 100), (146, 100), (138, 86)]), (40, 50, 70), ow=1.0)
    cv.flat(Cap((160, 74), (160, 98), 1.2), (90, 230, 255))
    cv.flat(Ell(150, 86, 2), (255, 90, 90))
    # a robot marine silhouette
    cv.part(RRect(70, 110, 22, 30, 5), (200, 206, 220), ow=1.0)
    cv.part(Ell(81, 104, 9, 8), (200, 206, 220), ow=1.0)
    cv.flat(RRect(75, 101, 12, 4, 2), (90, 230, 255))
    cv.part(RRect(88, 116, 20, 6, 2), (90, 96, 110), ow=0.8)
    for k in range(30):
        cv.flat(Ell(rnd.uniform(0, 320), rnd.uniform(0, 40), 0.7), (200, 240, 255, 120))
    return cv.result()


def cover_talisman():
    cv = Canvas(320, 180)
    rnd = random.Random(61)
    sky(cv, 320, 180, [(0, (40, 20, 70)), (1, (110, 50, 100))])
    stars(cv, rnd, 320, 180, 60, 120)
    # circular board in perspective: three rings of spaces
    cx, cy = 160, 118
    for r, col in ((140, (120, 84, 60)), (104, (60, 120, 80)), (68, (150, 140, 90)), (34, (90, 70, 140))):
        cv.part(Ell(cx, cy, r, r * 0.36), col, ow=1.0, rim=1.2)
        n = max(6, int(r / 6))
        for k in range(n):
            a = math.radians(k * 360 / n)
            cv.flat(Cap((cx + math.cos(a) * (r - 18), cy + math.sin(a) * (r - 18) * 0.36),
                        (cx + math.cos(a) * r, cy + math.sin(a) * r * 0.36), 0.8), rgba(dark(col, 0.4), 200))
    # crown floating above the centre
    cv.glow(cx, 70, 46, (255, 220, 120), 170)
    cv.part(Poly([(cx - 24, 84), (cx - 28, 54), (cx - 12, 68), (cx, 46), (cx + 12, 68), (cx + 28, 54),
                  (cx + 24, 84)]), GOLD, ow=1.1, rim=1.2, hi=0.4)
    cv.part(RRect(cx - 24, 80, 48, 8, 2), dark(GOLD, 0.15), ow=1.0)
    for x in (cx - 12, cx, cx + 12):
        cv.part(Ell(x, 84, 2.6), (220, 40, 70), ow=0.5, rim=0)
    cv.flat(Cap((cx, 88), (cx, 112), 1.5), rgba((255, 230, 160), 160))
    return cv.result()


COVERS = {"platformer": cover_platformer, "tseuquest": cover_tseuquest,
          "dungeon_universalis": cover_dungeon_universalis, "star_quest": cover_star_quest,
          "talisman": cover_talisman}
