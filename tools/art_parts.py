"""Reusable body parts and effects for figures (heroes, enemies, bosses)."""
import math

from art_common import (INK, Cap, Ell, Poly, Ribbon, Union, dark, light, mix, rgba, star_pts)

SKIN = (246, 206, 172)
SKIN_TAN = (214, 160, 116)
EYE = (40, 28, 52)
WHITE = (250, 248, 240)


def phase(frame, n=4):
    """Sine/cosine of the idle cycle for frame index."""
    a = 2 * math.pi * frame / n
    return math.sin(a), math.cos(a)


def eyes(cv, cx, cy, gap=6.0, rx=1.9, ry=2.7, color=EYE, blink=False, glint=True, brows=None):
    """Two big chibi eyes centred at (cx, cy)."""
    for sx in (-1, 1):
        x = cx + sx * gap / 2
        if blink:
            cv.flat(Cap((x - rx, cy), (x + rx, cy), 1.1), color)
            continue
        cv.flat(Ell(x, cy, rx, ry), color)
        if glint:
            cv.flat(Ell(x + rx * 0.35, cy - ry * 0.4, rx * 0.42), WHITE)
    if brows:
        col, tilt = brows
        for sx in (-1, 1):
            x = cx + sx * gap / 2
            cv.flat(Cap((x - 2.2, cy - ry - 2.0 - sx * tilt), (x + 2.2, cy - ry - 2.0 + sx * tilt), 1.2), col)


def glow_eyes(cv, cx, cy, gap, color, r=1.6):
    for sx in (-1, 1):
        x = cx + sx * gap / 2
        cv.glow(x, cy, r * 3.2, color, 170)
        cv.flat(Ell(x, cy, r * 1.2, r * 0.9), light(color, 0.5))


def mouth(cv, cx, cy, w=3.0, color=(120, 50, 60), kind="smile"):
    if kind == "smile":
        pts = [(cx - w / 2 + i * w / 6, cy + math.sin(math.pi * i / 6) * 1.1) for i in range(7)]
        cv.flat(Ribbon(pts, 0.9, smooth=False), color)
    elif kind == "open":
        cv.flat(Ell(cx, cy + 0.6, w / 2, w / 2.6), color)
    elif kind == "flat":
        cv.flat(Cap((cx - w / 2, cy), (cx + w / 2, cy), 0.9), color)
    elif kind == "grin":
        cv.flat(Ell(cx, cy, w / 2, 1.6, a0=0, a1=180), color)


def blush(cv, cx, cy, gap=11):
    for sx in (-1, 1):
        cv.flat(Ell(cx + sx * gap / 2, cy, 2.0, 1.1), (240, 120, 130, 110))


def arm(cv, shoulder, elbow, hand, sleeve, hand_col, w=5.2, hand_r=3.0, glove=None):
    cv.part(Ribbon([shoulder, elbow, hand], [w, w * 0.9, w * 0.8]), sleeve, rim=1.0)
    cv.part(Ell(hand[0], hand[1], hand_r), glove or hand_col, rim=0.6)


def leg(cv, hip, foot, pants, boot, w=6.0, boot_h=5.0, toe=2.5):
    knee = ((hip[0] + foot[0]) / 2, (hip[1] + foot[1]) / 2)
    cv.part(Ribbon([hip, knee, (foot[0], foot[1] - boot_h * 0.6)], [w, w * 0.92, w * 0.85]), pants, rim=1.0)
    bx, by = foot
    cv.part(Poly([(bx - w * 0.55, by - boot_h), (bx + w * 0.5, by - boot_h),
                  (bx + w * 0.55 + toe, by - 1.2), (bx + w * 0.45 + toe, by + 0.8),
                  (bx - w * 0.6, by + 0.8)], smooth=True, steps=4), boot, rim=0.8)


def flame(cv, x, y, size, frame, seed=0, colors=None, outline=True):
    """A flickering flame rooted at (x, y) pointing up."""
    cols = colors or [(226, 60, 40), (255, 150, 40), (255, 228, 120)]
    s, c = phase(frame + seed)
    flick = [(0, 1.0), (0.18, 0.72), (0.36, 0.45)]
    cv.glow(x, y - size * 0.5, size * 1.3, cols[1], 120)
    for i, (off, k) in enumerate(flick):
        h = size * (1.35 + 0.12 * s) * k
        w = size * 0.55 * k + 0.3
        tip = (x + size * 0.18 * c * (1 - off), y - h - size * off * 0.3)
        pts = [(x - w, y - size * off * 0.3), (x - w * 0.8, y - h * 0.45), tip,
               (x + w * 0.9, y - h * 0.5), (x + w, y - size * off * 0.3), (x, y + w * 0.45)]
        shp = Poly(pts, smooth=True, steps=6)
        if i == 0 and outline:
            cv.part(shp, cols[0], ow=0.8, rim=0, shade=0.1, hi=0.1)
        else:
            cv.flat(shp, cols[min(i, 2)])


def ice_shard(cv, x, y, size, ang=0, color=(130, 230, 250)):
    from art_common import rot
    pts = [(0, -size), (size * 0.42, 0), (0, size * 0.7), (-size * 0.42, 0)]
    pts = [rot(p, ang) for p in pts]
    pts = [(x + p[0], y + p[1]) for p in pts]
    cv.part(Poly(pts), color, ow=0.7, rim=0.5, hi=0.35)
    cv.flat(Poly([pts[0], ((pts[0][0] + pts[1][0]) / 2, (pts[0][1] + pts[1][1]) / 2),
                  ((pts[0][0] + pts[2][0]) / 2, (pts[0][1] + pts[2][1]) / 2)]), (240, 255, 255, 200))


def sparkle(cv, x, y, r, color=(255, 255, 230), alpha=255):
    cv.flat(Poly(star_pts(x, y, r, r * 0.28, 4, -90)), rgba(color, alpha))


def blade(cv, base, tip, w, metal=(205, 214, 228), edge=None):
    """A straight blade from base to tip with a bevel line."""
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    d = math.hypot(dx, dy) or 1
    nx, ny = -dy / d * w / 2, dx / d * w / 2
    pts = [(base[0] + nx, base[1] + ny), (tip[0] - dx / d * w + nx * 0.9, tip[1] - dy / d * w + ny * 0.9),
           tip, (tip[0] - dx / d * w - nx * 0.9, tip[1] - dy / d * w - ny * 0.9), (base[0] - nx, base[1] - ny)]
    cv.part(Poly(pts), metal, ow=0.8, rim=0.5, hi=0.35, shade=0.2)
    cv.flat(Cap(base, (tip[0] - dx / d * w * 1.2, tip[1] - dy / d * w * 1.2), max(0.5, w * 0.18)),
            edge or light(metal, 0.6))


def gem(cv, x, y, r, color, ow=0.7):
    pts = [(x, y - r), (x + r * 0.9, y - r * 0.25), (x + r * 0.6, y + r * 0.8), (x - r * 0.6, y + r * 0.8),
           (x - r * 0.9, y - r * 0.25)]
    cv.part(Poly(pts), color, ow=ow, rim=r * 0.2, hi=0.3)
    cv.flat(Poly([(x - r * 0.45, y - r * 0.25), (x, y - r * 0.62), (x + r * 0.45, y - r * 0.25),
                  (x, y + r * 0.3)]), rgba(light(color, 0.55), 230))


def feather_wing(cv, root, span, up, side, frame, color=(250, 250, 255), n=5, flap=8):
    """A layered feathered wing. side=-1 left, +1 right."""
    s, _ = phase(frame)
    ang = flap * s
    shapes = []
    for i in range(n):
        t = i / (n - 1)
        length = span * (1.0 - 0.45 * t)
        a = math.radians(-60 + 75 * t + ang)
        tipx = root[0] + side * math.cos(a) * length
        tipy = root[1] + math.sin(a) * length - up * (1 - t)
        shapes.append(Ribbon([root, ((root[0] + tipx) / 2 + side * 2, (root[1] + tipy) / 2 - 3), (tipx, tipy)],
                             [span * 0.30, span * 0.22, 1.2]))
    cv.part(Union(*shapes), color, ow=1.0, rim=1.2, shade=0.22)
    for i in range(1, n):
        t = i / (n - 1)
        length = span * (1.0 - 0.45 * t) * 0.8
        a = math.radians(-60 + 75 * t + ang)
        tipx = root[0] + side * math.cos(a) * length
        tipy = root[1] + math.sin(a) * length - up * (1 - t)
        cv.flat(Ribbon([(root[0] + side * 3, root[1]), (tipx, tipy)], [0.9, 0.5]), dark(color, 0.35))


def bat_wing(cv, root, span, side, frame, color, membrane=None):
    s, _ = phase(frame)
    lift = 6 * s
    tip = (root[0] + side * span, root[1] - span * 0.55 - lift)
    f1 = (root[0] + side * span * 0.95, root[1] + span * 0.15 - lift * 0.5)
    f2 = (root[0] + side * span * 0.6, root[1] + span * 0.35 - lift * 0.3)
    pts = [root, (root[0] + side * span * 0.4, root[1] - span * 0.5 - lift * 0.6), tip,
           f1, (root[0] + side * span * 0.75, root[1] + span * 0.05), f2,
           (root[0] + side * span * 0.35, root[1] + span * 0.18), (root[0] + side * 2, root[1] + span * 0.3)]
    cv.part(Poly(pts), membrane or color, ow=0.9, rim=1.0)
    for p in (tip, f1, f2):
        cv.flat(Ribbon([(root[0] + side * span * 0.3, root[1] - span * 0.3 - lift * 0.5), p], [1.4, 0.6]),
                dark(color, 0.35))


def horn(cv, base, tip, w, color=(240, 230, 200), bend=0.0):
    mid = ((base[0] + tip[0]) / 2 + bend, (base[1] + tip[1]) / 2)
    cv.part(Ribbon([base, mid, tip], [w, w * 0.6, 0.6]), color, ow=0.8, rim=0.6)


def tint_shadow(col):
    return dark(col, 0.4)


__all__ = ["SKIN", "SKIN_TAN", "EYE", "WHITE", "INK", "phase", "eyes", "glow_eyes", "mouth", "blush", "arm",
           "leg", "flame", "ice_shard", "sparkle", "blade", "gem", "feather_wing", "bat_wing", "horn", "mix",
           "light", "dark", "rgba"]
