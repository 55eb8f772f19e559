"""Card frames and backs (240x336). Layout rectangles are exported to cards/layout.json."""
import math

import pygame

import art_icons as IC
from art_common import INK, Canvas, Cap, Ell, Minus, Poly, RRect, Ribbon, Text, dark, light, mix, radial, rgba, star_pts
from art_parts import gem
from art_symbols import GOLD, SYMBOLS

W, H = 240, 336
SSC = 3  # cards are big: 3x supersampling is plenty

# Rectangles the UI uses to place text/art (x, y, w, h) and the cost circle (cx, cy, r).
LAYOUT = {
    "size": [W, H],
    "cost": [30, 30, 19],
    "title": [52, 14, 176, 30],
    "art": [16, 52, 208, 146],
    "type": [28, 202, 184, 18],
    "text": [16, 224, 208, 98],
}

FRAMES = {  # body colour, accent, title band
    "hero": ((70, 120, 200), GOLD, (250, 238, 210)),
    "enemy": ((190, 56, 60), (236, 200, 170), (250, 232, 220)),
    "item": ((150, 98, 58), GOLD, (250, 238, 210)),
    "potion": ((60, 160, 110), (220, 250, 220), (236, 250, 236)),
    "boss": ((100, 56, 150), GOLD, (250, 236, 210)),
    "boss_attack": ((70, 34, 52), (230, 70, 80), (246, 226, 226)),
    "artifact": ((50, 150, 180), (230, 250, 255), (236, 248, 252)),
    "event": ((214, 140, 46), (120, 60, 30), (250, 240, 220)),
}


def _card_base(cv, col, accent):
    cv.part(RRect(2, 2, W - 4, H - 4, 16), col, rim=3, shade=0.35, hi=0.25, ow=1.6)
    cv.flat(_ring_rect(8, 8, W - 16, H - 16, 11, 1.6), rgba(light(col, 0.45), 200))
    # fine diagonal texture
    tex = cv.layer()
    for k in range(-H, W, 9):
        pygame.draw.line(tex, (255, 255, 255, 14), cv.pt((k, 0)), cv.pt((k + H, H)), int(cv.L(2)))
    clip = cv.layer()
    RRect(10, 10, W - 20, H - 20, 10).draw(cv, clip, (255, 255, 255, 255))
    tex.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.surf.blit(tex, (0, 0))


class _ring_rect:
    """Rounded-rectangle outline stroke (helper shape)."""

    def __init__(self, x, y, w, h, r, t):
        self.o = RRect(x, y, w, h, r)
        self.i = RRect(x + t, y + t, w - 2 * t, h - 2 * t, max(0, r - t))

    def draw(self, cv, surf, color):
        Minus(self.o, self.i).draw(cv, surf, color)


def _inset(cv, rect, col, r=8, depth=0.45):
    x, y, w, h = rect
    cv.part(RRect(x - 3, y - 3, w + 6, h + 6, r + 2), dark(col, 0.55), ow=1.0, rim=0, shade=0.1, hi=0.1)
    cv.part(RRect(x, y, w, h, r), col, ow=0.8, rim=0, grad="v", hi=0.0, shade=depth * 0.5)
    # inner shadow on top edge
    cv.flat(Minus(RRect(x, y, w, h, r), RRect(x, y + 4, w, h, r)), rgba(dark(col, 0.6), 110))


def card_frame(kind):
    col, accent, band = FRAMES[kind]
    cv = Canvas(W, H, ss=SSC)
    _card_base(cv, col, accent)
    # art window
    ax, ay, aw, ah = LAYOUT["art"]
    _inset(cv, (ax, ay, aw, ah), mix(dark(col, 0.6), (40, 34, 52), 0.5), r=8)
    cv.flat(_ring_rect(ax - 2, ay - 2, aw + 4, ah + 4, 10, 1.4), rgba(accent, 230))
    # type strip (small banner under the art)
    tx, ty, tw, th = LAYOUT["type"]
    cv.part(Poly([(tx - 8, ty + th / 2), (tx, ty), (tx + tw, ty), (tx + tw + 8, ty + th / 2), (tx + tw, ty + th),
                  (tx, ty + th)]), accent, ow=1.0, rim=0.8)
    # text box (parchment)
    x, y, w, h = LAYOUT["text"]
    cv.part(RRect(x, y, w, h, 8), (248, 238, 214), ow=1.1, rim=1.2, shade=0.12, hi=0.05)
    cv.flat(_ring_rect(x + 4, y + 4, w - 8, h - 8, 6, 0.8), rgba(dark((248, 238, 214), 0.25), 160))
    # title ribbon
    x, y, w, h = LAYOUT["title"]
    for sx, ex in ((-1, x + 6), (1, x + w - 6)):
        tail = [(ex, y + 6), (ex + sx * 14, y + 6), (ex + sx * 8, y + h / 2 + 3), (ex + sx * 14, y + h),
                (ex, y + h)]
        cv.part(Poly(tail), dark(band, 0.25), ow=1.0, rim=0.6)
    cv.part(RRect(x, y, w, h - 4, 6), band, ow=1.2, rim=1.4, shade=0.15, hi=0.05)
    cv.flat(_ring_rect(x + 3, y + 3, w - 6, h - 10, 4, 0.8), rgba(accent if kind != "hero" else GOLD, 220))
    # cost circle (gem socket)
    cx, cy, r = LAYOUT["cost"]
    cv.part(Ell(cx, cy, r + 4), accent if kind not in ("enemy", "boss_attack") else GOLD, rim=1.2, hi=0.4)
    cv.part(Ell(cx, cy, r), dark(col, 0.35), ow=0.8, rim=1.2, hi=0.3)
    cv.flat(Ell(cx - 6, cy - 8, 6, 3, ang=-30), (255, 255, 255, 90))
    # corner studs
    for px, py in ((14, H - 14), (W - 14, H - 14)):
        cv.part(Ell(px, py, 5), accent if kind != "enemy" else GOLD, ow=0.9, rim=0.8, hi=0.4)
    if kind == "boss":  # a crown on the bottom edge marks boss cards
        cx = W / 2
        cv.part(Poly([(cx - 22, H - 4), (cx - 24, H - 24), (cx - 12, H - 15), (cx, H - 30), (cx + 12, H - 15),
                      (cx + 24, H - 24), (cx + 22, H - 4)]), GOLD, rim=1.0, hi=0.4, ow=1.1)
        gem(cv, cx, H - 11, 4, (220, 40, 60))
    if kind == "boss_attack":
        for k in range(3):
            dx = k * 7
            cv.part(Ribbon([(W - 40 + dx, 206), (W - 30 + dx, 218)], [1, 3]), (230, 70, 80), ow=0.6, rim=0)
    return cv.result()


FRAME_KINDS = list(FRAMES)


# ------------------------------------------------------------------ backs
def _back_base(cv, col, col2):
    cv.part(RRect(2, 2, W - 4, H - 4, 16), col, rim=3, shade=0.3, hi=0.2, ow=1.6)
    # radiating pattern
    pat = cv.layer()
    cx, cy = cv.pt((W / 2, H / 2))
    R = cv.L(400)
    for k in range(24):
        a0, a1 = math.radians(k * 15), math.radians(k * 15 + 7.5)
        pygame.draw.polygon(pat, rgba(col2, 70), [(cx, cy), (cx + math.cos(a0) * R, cy + math.sin(a0) * R),
                                                  (cx + math.cos(a1) * R, cy + math.sin(a1) * R)])
    # diamond lattice
    for k in range(-20, 20):
        p1, p2 = cv.pt((k * 24, 0)), cv.pt((k * 24 + H, H))
        p3, p4 = cv.pt((k * 24, H)), cv.pt((k * 24 + H, 0))
        pygame.draw.line(pat, rgba(light(col, 0.4), 34), p1, p2, int(cv.L(1.5)))
        pygame.draw.line(pat, rgba(light(col, 0.4), 34), p3, p4, int(cv.L(1.5)))
    clip = cv.layer()
    RRect(12, 12, W - 24, H - 24, 10).draw(cv, clip, (255, 255, 255, 255))
    pat.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.surf.blit(pat, (0, 0))
    vig = radial((cv.size[0], cv.size[1]), (0, 0, 0, 0), (10, 0, 20, 120), power=2.0)
    vclip = vig.copy()
    vclip.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.surf.blit(vclip, (0, 0))
    cv.flat(_ring_rect(12, 12, W - 24, H - 24, 10, 3), GOLD, outline=INK, ow=0.8)
    cv.flat(_ring_rect(19, 19, W - 38, H - 38, 7, 1.2), rgba(GOLD, 200))
    for px, py in ((24, 24), (W - 24, 24), (24, H - 24), (W - 24, H - 24)):
        cv.part(Poly(star_pts(px, py, 8, 3, 4)), GOLD, ow=0.8, rim=0.6)


def _medallion(cv, col, cy=H / 2 - 8, r=62):
    cv.glow(W / 2, cy, r * 1.6, light(col, 0.5), 120)
    cv.part(Ell(W / 2, cy, r + 6), GOLD, rim=2.0, hi=0.4, ow=1.4)
    cv.part(Ell(W / 2, cy, r), dark(col, 0.35), ow=1.0, rim=0, grad="diag", hi=0.25, shade=0.35)
    for k in range(16):
        a = math.radians(k * 22.5)
        cv.part(Ell(W / 2 + math.cos(a) * (r + 3), cy + math.sin(a) * (r + 3), 2), light(GOLD, 0.4), ow=0.5, rim=0)


def _emblem(cv, fn, cy=H / 2 - 8, size=88):
    """Draw a 64-unit icon function as a big emblem centred on the card."""
    zoom = size / 64
    off = ((W / 2) / zoom - 32, cy / zoom - 32)
    sub = Canvas(W, H, ss=SSC, zoom=zoom, offset=off)
    fn(sub)
    sub.outline_all(1.0)
    cv.surf.blit(sub.surf, (0, 0))


def _label(cv, text, y, col=(250, 236, 200), size=26, font="DejaVuSerif-Bold.ttf"):
    cv.flat(Text(text, W / 2 + 1.5, y + 2, size, font), (30, 16, 30, 255))
    cv.flat(Text(text, W / 2, y, size, font), col)


BACKS = {
    "item": ((140, 86, 50), (90, 50, 30), lambda cv: IC.e_chest(cv)),
    "potion": ((50, 140, 100), (20, 80, 60), None),
    "enemy_1": ((170, 50, 56), (100, 20, 30), None),
    "enemy_2": ((150, 40, 70), (90, 16, 40), None),
    "enemy_3": ((120, 30, 80), (70, 10, 50), None),
    "boss_attack": ((60, 30, 50), (30, 10, 24), None),
    "artifact": ((40, 130, 170), (16, 70, 100), lambda cv: IC.a_crystal(cv)),
    "event": ((196, 122, 40), (120, 60, 20), lambda cv: IC.e_scroll(cv)),
}


def _potion_emblem(cv):
    IC.bottle(cv, "round", (230, 60, 90), "gold", level=0.65, deco="heart")


def _claw_emblem(cv):
    SYMBOLS["attack"](cv, (236, 230, 220))


def _skull_emblem(cv):
    from art_common import Union as U  # noqa: N813
    BONE = (244, 236, 214)
    cv.part(U(Ell(32, 28, 20, 19), RRect(20, 34, 24, 18, 5)), BONE, rim=2.0)
    for sx in (-1, 1):
        cv.flat(Ell(32 + sx * 8, 30, 5.6, 6.2), (52, 36, 56))
        cv.glow(32 + sx * 8, 31, 4, (255, 60, 60), 200)
        cv.flat(Ell(32 + sx * 8 + 1, 31, 1.6), (255, 120, 100))
    cv.flat(Poly([(32, 36), (35, 42), (29, 42)]), (52, 36, 56))
    for k in range(4):
        cv.flat(Cap((24.5 + k * 5, 46), (24.5 + k * 5, 52), 0.9), dark(BONE, 0.45))
    cv.part(Poly([(50, 2), (40, 20), (48, 20), (42, 36), (58, 14), (50, 14), (56, 2)]), (255, 220, 60), ow=0.8,
            rim=0.5)


def card_back(kind):
    col, col2, fn = BACKS[kind]
    cv = Canvas(W, H, ss=SSC)
    _back_base(cv, col, col2)
    _medallion(cv, col)
    if kind == "potion":
        fn = _potion_emblem
    elif kind.startswith("enemy"):
        fn = _claw_emblem
    elif kind == "boss_attack":
        fn = _skull_emblem
    _emblem(cv, fn)
    if kind.startswith("enemy"):
        n = int(kind[-1])
        roman = "I" * n
        cv.part(Ell(W / 2, 266, 26), GOLD, rim=1.2, hi=0.4, ow=1.2)
        cv.part(Ell(W / 2, 266, 21), dark(col, 0.3), ow=0.8, rim=0)
        _label(cv, roman, 265, size=28)
    return cv.result()


BACK_KINDS = list(BACKS)
