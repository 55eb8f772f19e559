"""Shared drawing kit for the generated art.

Everything is drawn on a supersampled canvas (SS times the final size) with plain
pygame.draw calls and smoothscaled down at the end: this gives clean anti-aliased
edges without gfxdraw. Shapes are small objects that can be drawn in any colour, so a
"part" can be shaded (gradient + rim shadow) and outlined from the same geometry.
"""
import math
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402

pygame.init()

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT_DIR = os.path.join(ROOT, "fonts")
SYS_FONT_DIR = "/usr/share/fonts/truetype/dejavu"
SS = 4
INK = (34, 24, 44)  # outline colour shared by every sprite


# ----------------------------------------------------------------- colours
def mix(a, b, t):
    """Linear blend of two RGB(A) colours."""
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def dark(c, k=0.3):
    """Shadow tone: shifted towards a cool purple, not just black."""
    return mix(c[:3], (38, 22, 66), k)


def light(c, k=0.3):
    """Highlight tone: shifted towards a warm cream."""
    return mix(c[:3], (255, 250, 225), k)


def rgba(c, a):
    return (c[0], c[1], c[2], a)


# ----------------------------------------------------------------- geometry
def catmull(pts, closed=False, steps=8):
    """Smooth curve through points (Catmull-Rom)."""
    n = len(pts)
    if n < 3:
        return list(pts)
    out = []
    rng = range(n) if closed else range(n - 1)
    for i in rng:
        p0 = pts[(i - 1) % n] if closed else pts[max(i - 1, 0)]
        p1 = pts[i]
        p2 = pts[(i + 1) % n] if closed else pts[i + 1]
        p3 = pts[(i + 2) % n] if closed else pts[min(i + 2, n - 1)]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            x = 0.5 * ((2 * p1[0]) + (-p0[0] + p2[0]) * t
                       + (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2
                       + (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3)
            y = 0.5 * ((2 * p1[1]) + (-p0[1] + p2[1]) * t
                       + (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2
                       + (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3)
            out.append((x, y))
    if not closed:
        out.append(pts[-1])
    return out


def rot(p, ang, c=(0, 0)):
    """Rotate point p by ang degrees around c."""
    a = math.radians(ang)
    x, y = p[0] - c[0], p[1] - c[1]
    return (c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a))


def ellipse_pts(cx, cy, rx, ry, ang=0, n=72, a0=0, a1=360):
    pts = []
    full = (a1 - a0) >= 360
    cnt = n if full else max(4, int(n * (a1 - a0) / 360) + 1)
    for i in range(cnt):
        t = math.radians(a0 + (a1 - a0) * i / (cnt if full else cnt - 1))
        p = (cx + rx * math.cos(t), cy + ry * math.sin(t))
        pts.append(rot(p, ang, (cx, cy)) if ang else p)
    return pts


def star_pts(cx, cy, r1, r2, n=5, ang=-90):
    pts = []
    for i in range(n * 2):
        r = r1 if i % 2 == 0 else r2
        t = math.radians(ang + 180 * i / n)
        pts.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return pts


# ----------------------------------------------------------------- shapes
class Shape:
    """Geometry in design units; draw() maps through the canvas transform."""

    def draw(self, cv, surf, color):
        raise NotImplementedError


class Poly(Shape):
    def __init__(self, pts, smooth=False, steps=8):
        self.pts = catmull(pts, closed=True, steps=steps) if smooth else list(pts)

    def draw(self, cv, surf, color):
        if len(self.pts) >= 3:
            pygame.draw.polygon(surf, color, cv.P(self.pts))


class Ell(Shape):
    def __init__(self, cx, cy, rx, ry=None, ang=0, a0=0, a1=360):
        ry = rx if ry is None else ry
        pts = ellipse_pts(cx, cy, rx, ry, ang, a0=a0, a1=a1)
        if a1 - a0 < 360:
            pts.append((cx, cy))
        self.poly = Poly(pts)

    def draw(self, cv, surf, color):
        self.poly.draw(cv, surf, color)


class RRect(Shape):
    def __init__(self, x, y, w, h, r=0):
        self.r = (x, y, w, h)
        self.rad = r

    def draw(self, cv, surf, color):
        x, y, w, h = self.r
        X, Y = cv.pt((x, y))
        pygame.draw.rect(surf, color, pygame.Rect(round(X), round(Y), round(cv.L(w)), round(cv.L(h))),
                         border_radius=int(round(cv.L(self.rad))))


class Ribbon(Shape):
    """A smooth stroke through points with a width per point (tapers, tails, limbs)."""

    def __init__(self, pts, widths, smooth=True, caps=True, steps=8):
        if isinstance(widths, (int, float)):
            widths = [widths] * len(pts)
        if smooth and len(pts) >= 3:
            P = catmull(pts, steps=steps)
            W = []
            for i in range(len(pts) - 1):
                for s in range(steps):
                    t = s / steps
                    W.append(widths[i] + (widths[i + 1] - widths[i]) * t)
            W.append(widths[-1])
        else:
            P, W = list(pts), list(widths)
        self.P, self.W, self.caps = P, W, caps

    def draw(self, cv, surf, color):
        P, W = self.P, self.W
        left, right = [], []
        for i, p in enumerate(P):
            a = P[max(i - 1, 0)]
            b = P[min(i + 1, len(P) - 1)]
            dx, dy = b[0] - a[0], b[1] - a[1]
            d = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / d, dx / d
            w = W[i] / 2
            left.append((p[0] + nx * w, p[1] + ny * w))
            right.append((p[0] - nx * w, p[1] - ny * w))
        pygame.draw.polygon(surf, color, cv.P(left + right[::-1]))
        if self.caps:
            for i in (0, len(P) - 1):
                r = cv.L(W[i] / 2)
                if r >= 1:
                    pygame.draw.circle(surf, color, cv.pt(P[i]), r)


def Cap(p1, p2, w, w2=None):
    """Capsule (limb) between two points."""
    return Ribbon([p1, p2], [w, w if w2 is None else w2], smooth=False)


class Union(Shape):
    def __init__(self, *shapes):
        self.shapes = shapes

    def draw(self, cv, surf, color):
        for s in self.shapes:
            s.draw(cv, surf, color)


class Minus(Shape):
    """Shape with holes cut out (cut drawn as transparent)."""

    def __init__(self, shape, *cuts):
        self.shape, self.cuts = shape, cuts

    def draw(self, cv, surf, color):
        tmp = cv.layer()
        self.shape.draw(cv, tmp, color)
        for c in self.cuts:
            c.draw(cv, tmp, (0, 0, 0, 0))
        surf.blit(tmp, (0, 0))


class Text(Shape):
    def __init__(self, text, cx, cy, size, font="DejaVuSans-Bold.ttf"):
        self.text, self.c, self.size, self.font = text, (cx, cy), size, font

    def draw(self, cv, surf, color):
        f = font(self.font, max(4, int(cv.L(self.size))))
        img = f.render(self.text, True, color[:3])
        if len(color) == 4 and color[3] == 0:
            # cutting text: erase pixels where glyphs are
            mask = pygame.mask.from_surface(img, 127)
            r = img.get_rect(center=cv.pt(self.c))
            erase = mask.to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
            surf.blit(erase, r, special_flags=pygame.BLEND_RGBA_SUB)
            return
        surf.blit(img, img.get_rect(center=cv.pt(self.c)))


_fonts = {}


def font(name, px):
    key = (name, px)
    if key not in _fonts:
        path = os.path.join(FONT_DIR, name)
        if not os.path.exists(path):
            path = os.path.join(SYS_FONT_DIR, name)
        _fonts[key] = pygame.font.Font(path, px)
    return _fonts[key]


# ----------------------------------------------------------------- canvas
_discs = {}


def disc_mask(r):
    if r not in _discs:
        m = pygame.mask.Mask((2 * r + 1, 2 * r + 1))
        for y in range(2 * r + 1):
            for x in range(2 * r + 1):
                if (x - r) ** 2 + (y - r) ** 2 <= r * r + r * 0.5:
                    m.set_at((x, y), 1)
        _discs[r] = m
    return _discs[r]


def dilate(surf, r, color, threshold=40):
    """Surface of `color` covering surf's opaque pixels grown by r pixels."""
    m = pygame.mask.from_surface(surf, threshold)
    if r <= 0:
        return m.to_surface(setcolor=color, unsetcolor=(0, 0, 0, 0))
    conv = m.convolve(disc_mask(r))
    big = conv.to_surface(setcolor=color, unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(big, (-r, -r))
    return out


def alpha_only(surf):
    """White copy keeping alpha: multiplying by it clips to surf's shape."""
    m = surf.copy()
    m.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return m


def gradient_surface(size, c_tl, c_br, diagonal=True, c_tr=None, c_bl=None):
    """Bilinear gradient via a 2x2 seed smoothscaled up."""
    if c_tr is None:
        c_tr = mix(c_tl, c_br, 0.5) if diagonal else c_tl
    if c_bl is None:
        c_bl = mix(c_tl, c_br, 0.5) if diagonal else c_br
    seed = pygame.Surface((2, 2), pygame.SRCALPHA)
    seed.set_at((0, 0), rgba(c_tl, 255) if len(c_tl) == 3 else c_tl)
    seed.set_at((1, 0), rgba(c_tr, 255) if len(c_tr) == 3 else c_tr)
    seed.set_at((0, 1), rgba(c_bl, 255) if len(c_bl) == 3 else c_bl)
    seed.set_at((1, 1), rgba(c_br, 255) if len(c_br) == 3 else c_br)
    w, h = max(2, int(size[0])), max(2, int(size[1]))
    # scale to 2x then crop the centre half so the ramp spans the whole box
    big = pygame.transform.smoothscale(seed, (w * 2, h * 2))
    return big.subsurface((w // 2, h // 2, w, h)).copy()


def vgradient(size, stops):
    """Vertical gradient with several (t, colour) stops."""
    w, h = size
    col = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        for i in range(len(stops) - 1):
            if stops[i][0] <= t <= stops[i + 1][0]:
                a, b = stops[i], stops[i + 1]
                k = (t - a[0]) / max(1e-6, b[0] - a[0])
                c = mix(a[1], b[1], k)
                col.set_at((0, y), c if len(c) == 4 else rgba(c, 255))
                break
    return pygame.transform.scale(col, (w, h))


def radial(size, inner, outer, power=1.0, res=48):
    """Radial gradient: inner colour at the centre, outer colour at the rim (RGBA)."""
    seed = pygame.Surface((res, res), pygame.SRCALPHA)
    c = (res - 1) / 2
    for y in range(res):
        for x in range(res):
            d = min(1.0, math.hypot(x - c, y - c) / c)
            seed.set_at((x, y), mix(inner, outer, d ** power))
    return pygame.transform.smoothscale(seed, (int(size[0]), int(size[1])))


class Canvas:
    """A supersampled drawing surface with a design-unit transform."""

    def __init__(self, w, h, ss=SS, zoom=1.0, offset=(0.0, 0.0)):
        self.w, self.h, self.ss = w, h, ss
        self.zoom = zoom
        self.off = offset  # design units shift applied before zoom
        self.size = (w * ss, h * ss)
        self.surf = pygame.Surface(self.size, pygame.SRCALPHA)

    # transforms
    def pt(self, p):
        return ((p[0] + self.off[0]) * self.zoom * self.ss, (p[1] + self.off[1]) * self.zoom * self.ss)

    def P(self, pts):
        return [self.pt(p) for p in pts]

    def L(self, v):
        return v * self.zoom * self.ss

    def layer(self):
        return pygame.Surface(self.size, pygame.SRCALPHA)

    # parts
    def part(self, shape, color, outline=INK, ow=0.9, shade=0.28, hi=0.18, rim=1.6,
             grad="diag", target=None, ret=False):
        """Draw a shaded, outlined part.

        shade/hi: how much darker/lighter the gradient ends are; rim: width of the
        crisp shadow band on the lower right (design units); ow: outline width.
        """
        base = self.layer()
        shape.draw(self, base, color)
        mask = alpha_only(base)
        box = base.get_bounding_rect()
        if box.w == 0:
            return None
        res = self.layer()
        if rim > 0:
            shape.draw(self, res, dark(color, shade + 0.22))
        if grad:
            if grad == "diag":
                g = gradient_surface(box.size, light(color, hi), dark(color, shade))
            elif grad == "v":
                g = gradient_surface(box.size, light(color, hi), dark(color, shade), diagonal=False)
            else:  # radial-ish: centre light
                g = gradient_surface(box.size, light(color, hi), dark(color, shade))
            fill = self.layer()
            fill.blit(g, box.topleft)
            fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        else:
            fill = base
        if rim > 0:
            d = -self.L(rim) * 0.7
            res.blit(fill, (d, d))
            res.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        else:
            res = fill
        out = target if target is not None else self.surf
        if ow and outline:
            out.blit(dilate(base, max(1, int(round(self.L(ow)))), rgba(outline, 255)), (0, 0))
        out.blit(res, (0, 0))
        if ret:
            return res
        return None

    def flat(self, shape, color, outline=None, ow=0.9, target=None):
        """Flat colour (alpha allowed) with optional outline."""
        out = target if target is not None else self.surf
        if outline:
            tmp = self.layer()
            shape.draw(self, tmp, rgba(color[:3], 255))
            out.blit(dilate(tmp, max(1, int(round(self.L(ow)))), rgba(outline, 255)), (0, 0))
        if len(color) == 4 and color[3] < 255:
            tmp = self.layer()
            shape.draw(self, tmp, color)
            out.blit(tmp, (0, 0))
        else:
            shape.draw(self, out, color)

    def glow(self, cx, cy, r, color, alpha=160, target=None):
        """Soft additive-looking glow (alpha blended radial)."""
        size = int(self.L(r * 2))
        if size < 4:
            return
        g = radial((size, size), rgba(color, alpha), rgba(color, 0), power=0.8)
        X, Y = self.pt((cx, cy))
        (target or self.surf).blit(g, (X - size / 2, Y - size / 2))

    def shadow(self, cx, cy, rx, ry, alpha=70):
        """Soft contact shadow placed beneath everything drawn so far."""
        w, h = int(self.L(rx * 2)), int(self.L(ry * 2))
        g = radial((w, h), (20, 10, 30, alpha), (20, 10, 30, 0), power=1.6)
        X, Y = self.pt((cx, cy))
        under = self.layer()
        under.blit(g, (X - w / 2, Y - h / 2))
        under.blit(self.surf, (0, 0))
        self.surf = under

    def outline_all(self, width=1.6, color=INK):
        """Thick outer outline around everything drawn so far."""
        r = max(1, int(round(self.L(width))))
        ol = dilate(self.surf, r, rgba(color, 255), threshold=100)
        ol.blit(self.surf, (0, 0))
        self.surf = ol

    def result(self):
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def save(surf, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pygame.image.save(surf, path)


def rng(seed):
    return random.Random(seed)
