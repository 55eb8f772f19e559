"""Effect animations, 4 frames of 64x64 each: hit, dust, sparkle, portal."""
import math
import random

import pygame

from art_common import INK, Canvas, Cap, Ell, Poly, star_pts
from art_symbols import s_portal


def _fade(cv, alpha):
    if alpha < 255:
        cv.surf.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)


def hit(f):
    cv = Canvas(64, 64)
    t = (f + 1) / 4
    rnd = random.Random(5)
    r = 8 + 16 * t
    cv.glow(32, 32, r * 1.4, (255, 200, 90), int(220 * (1 - t * 0.7)))
    if f < 3:
        cv.flat(Poly(star_pts(32, 32, r, r * 0.45, 8, -90 + f * 11)), (255, 150, 60), outline=INK, ow=1.0)
        cv.flat(Poly(star_pts(32, 32, r * 0.7, r * 0.32, 8, -90 + f * 11)), (255, 230, 120))
        cv.flat(Ell(32, 32, r * 0.3), (255, 255, 240))
    for k in range(8):
        a = math.radians(k * 45 + 22 + rnd.uniform(-10, 10))
        d0, d1 = r * 0.9, r * 0.9 + 6 + 6 * t
        if f >= 1:
            cv.flat(Cap((32 + math.cos(a) * d0, 32 + math.sin(a) * d0), (32 + math.cos(a) * d1, 32 + math.sin(a) * d1),
                        2.4 * (1.2 - t)), (255, 244, 200))
    _fade(cv, int(255 * (1 - 0.55 * max(0, t - 0.5) * 2)))
    return cv.result()


def dust(f):
    cv = Canvas(64, 64)
    t = (f + 1) / 4
    rnd = random.Random(9)
    col = (226, 212, 190)
    for k in range(6):
        side = -1 if k % 2 else 1
        j = k // 2
        d = 5 + t * (9 + j * 5)
        x = 32 + side * d
        y = 54 - t * (5 + j * 4) - rnd.uniform(0, 2)
        r = 3.5 + t * (4 - j) + rnd.uniform(0, 1.5)
        cv.part(Ell(x, y, r, r * 0.85), col, ow=0.8, rim=0.9, shade=0.25)
    cv.part(Ell(32, 56, 6 + t * 8, 2.5 + t), col, ow=0.8, rim=0.6, shade=0.2)
    _fade(cv, int(255 * min(1.0, 1.15 - 0.6 * t)))
    return cv.result()


def sparkle_fx(f):
    cv = Canvas(64, 64)
    t = (f + 1) / 4
    rnd = random.Random(13)
    cv.glow(32, 34, 18 + 8 * t, (255, 230, 140), int(160 * (1 - t * 0.6)))
    for k in range(7):
        x = 32 + rnd.uniform(-20, 20)
        y0 = 44 + rnd.uniform(-6, 10)
        y = y0 - t * rnd.uniform(14, 26)
        phase = (f + k) % 4
        r = [3.0, 6.0, 4.2, 2.0][phase] * rnd.uniform(0.8, 1.3)
        col = (255, 240, 150) if k % 2 else (255, 255, 255)
        cv.flat(Poly(star_pts(x, y, r, r * 0.3, 4, -90 + f * 10)), col, outline=(150, 100, 30), ow=0.6)
    cv.flat(Poly(star_pts(32, 32, 10 - 2 * abs(f - 1.5), 3, 4, 45 * f)), (255, 255, 230), outline=(150, 100, 30),
            ow=0.7)
    _fade(cv, int(255 * (1 - 0.5 * max(0, t - 0.5))))
    return cv.result()


def portal(f):
    cv = Canvas(64, 64)
    s_portal(cv, None, frame=f)
    cv.outline_all(1.0)
    return cv.result()


FX = {"hit": hit, "dust": dust, "sparkle": sparkle_fx, "portal": portal}
