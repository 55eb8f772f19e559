"""Board tokens (64x64) and dice faces (96x96) including tumble frames and d6 pips."""
import math

import pygame

from art_common import INK, Canvas, Cap, Ell, Minus, Poly, RRect, Ribbon, Union, dark, light, mix, rgba
from art_parts import EYE, WHITE
from art_symbols import draw_symbol_on, s_coin, s_gem, s_heart


# ------------------------------------------------------------------ tokens
def disc(cv, col, r=27, cx=32, cy=32):
    """A thick cardboard token with a bevelled rim."""
    cv.part(Ell(cx + 1, cy + 3, r, r), dark(col, 0.55), rim=0, ow=1.2)
    cv.part(Ell(cx, cy, r, r), col, rim=2.0, hi=0.3)
    cv.part(Ell(cx, cy, r - 5, r - 5), dark(col, 0.2), ow=0.8, rim=0, shade=0.0, hi=0.25)


def token(name):
    cv = Canvas(64, 64)
    if name == "gold":
        s_coin(cv)
    elif name == "gem":
        s_gem(cv)
    elif name == "heart":
        s_heart(cv)
    elif name == "heart_empty":
        s_heart(cv, empty=True)
    elif name == "enemy_marker":
        disc(cv, (206, 56, 60))
        for k in range(3):
            dx = (k - 1) * 8
            cv.part(Ribbon([(25 + dx, 18), (31 + dx, 31), (38 + dx, 46)], [1.2, 5, 1]), (252, 240, 226), ow=0.8,
                    rim=0.6)
    elif name == "boss_token_medusa":
        disc(cv, (132, 140, 128))
        for a in range(0, 360, 45):  # cracks of stone
            p = (32 + math.cos(math.radians(a)) * 20, 32 + math.sin(math.radians(a)) * 20)
            q = (32 + math.cos(math.radians(a + 8)) * 24, 32 + math.sin(math.radians(a + 8)) * 24)
            cv.flat(Ribbon([p, q], 0.8, smooth=False), (90, 96, 90))
        cv.glow(32, 32, 20, (180, 255, 120), 150)
        eye = Poly([(12, 32), (22, 23), (32, 20), (42, 23), (52, 32), (42, 41), (32, 44), (22, 41)], smooth=True)
        cv.part(eye, (240, 250, 220), rim=0.8)
        cv.part(Ell(32, 32, 9, 9), (120, 210, 80), ow=0.8, rim=0.8, hi=0.4)
        cv.flat(Ell(32, 32, 2.4, 7.5), EYE)
        cv.flat(Ell(35, 28.5, 2), WHITE)
        for sx in (-1, 1):  # snake lashes
            cv.flat(Ribbon([(32 + sx * 12, 25), (32 + sx * 16, 19), (32 + sx * 15, 15)], [1.6, 1.2, 0.6]),
                    (60, 130, 90), outline=INK, ow=0.5)
    elif name == "boss_token_ikee":
        disc(cv, (92, 52, 140))
        cv.glow(32, 32, 22, (230, 80, 255), 170)
        M = (255, 160, 255)
        rune = [[(32, 15), (32, 49)], [(32, 31), (22, 19)], [(32, 31), (42, 19)], [(23, 41), (32, 49), (41, 41)]]
        ring = [(32 + math.cos(math.radians(a)) * 19, 32 + math.sin(math.radians(a)) * 19) for a in range(0, 361, 10)]
        cv.flat(Ribbon(ring, 3.6, smooth=False), (60, 20, 80))
        cv.flat(Ribbon(ring, 1.8, smooth=False), M)
        for stroke in rune:
            cv.flat(Ribbon(stroke, 4.2, smooth=False), (60, 20, 80))
        for stroke in rune:
            cv.flat(Ribbon(stroke, 2.4, smooth=False), M)
        cv.flat(Ell(32, 32, 3.2), (255, 240, 255))
    elif name == "trap":
        METAL = (190, 198, 214)
        cv.part(RRect(4, 50, 56, 10, 3), (120, 90, 70), rim=1.2)
        for k in range(6):
            x = 8 + k * 9.6
            h = 24 if k % 2 else 30
            cv.part(Poly([(x - 4.6, 52), (x, 52 - h), (x + 4.6, 52)]), METAL, rim=1.2, hi=0.35)
            cv.flat(Poly([(x - 0.6, 50), (x, 52 - h + 3), (x + 1.8, 50)]), (240, 244, 255))
            if k in (1, 4):
                cv.flat(Poly([(x - 2, 52 - h + 8), (x, 52 - h + 1), (x + 2, 52 - h + 8), (x, 52 - h + 10)]),
                        (200, 40, 50))
    elif name == "skull":
        BONE = (244, 236, 214)
        cv.part(Union(Ell(32, 28, 20, 19), RRect(20, 34, 24, 18, 5)), BONE, rim=2.0)
        for sx in (-1, 1):
            cv.flat(Ell(32 + sx * 8, 30, 5.6, 6.2), (52, 36, 56))
            cv.flat(Ell(32 + sx * 8 + 1, 31, 1.6), (255, 110, 90))
        cv.flat(Poly([(32, 36), (35, 42), (29, 42)]), (52, 36, 56))
        for k in range(4):
            x = 24.5 + k * 5
            cv.flat(Cap((x, 46), (x, 52), 0.9), dark(BONE, 0.45))
        cv.flat(Cap((22, 47), (42, 47), 0.9), dark(BONE, 0.45))
        cv.flat(Ribbon([(18, 18), (22, 14), (26, 16)], 0.9), dark(BONE, 0.3))
    cv.outline_all(1.2)
    return cv.result()


TOKENS = ["gold", "gem", "heart", "heart_empty", "enemy_marker", "boss_token_medusa", "boss_token_ikee", "trap",
          "skull"]


# ------------------------------------------------------------------ dice
DIE_ACTION = (250, 242, 222)   # ivory
DIE_SPECIAL = (92, 140, 236)   # royal blue
DIE_ENEMY = (160, 34, 44)      # dark red
DIE_D6 = (248, 248, 244)


def die_body(cv, col, inset=True, x=6, y=6, s=84):
    cv.part(RRect(x + 1.5, y + 4, s, s, 18), dark(col, 0.6), rim=0, ow=1.6)     # side / depth
    cv.part(RRect(x, y, s, s, 18), col, rim=2.6, hi=0.35, shade=0.22, ow=1.6)
    if inset:
        cv.part(RRect(x + 8, y + 8, s - 16, s - 16, 13), mix(col, light(col, 0.6), 0.3), ow=0, rim=0,
                shade=0.15, hi=0.0)
    cv.flat(Ell(x + 17, y + 9, 8, 2.4, ang=-10), (255, 255, 255, 120))


def die_face(kind, symbol):
    col = {"action": DIE_ACTION, "special": DIE_SPECIAL, "enemy": DIE_ENEMY}[kind]
    cv = Canvas(96, 96)
    die_body(cv, col)
    if symbol and symbol != "blank":
        sym_col = None
        if kind == "enemy":
            sym_col = {"attack": (255, 236, 220), "left": (255, 226, 140), "right": (255, 226, 140)}[symbol]
        lay = draw_symbol_on((96, 96), symbol, 1.02, (48, 48), col=sym_col, outline=1.1)
        cv.surf.blit(lay, (0, 0))
    elif symbol == "blank":
        # an engraved rune ring so the blank face still reads as a special die
        cv.flat(Minus(Ell(48, 48, 14, 14), Ell(48, 48, 11, 11)), rgba(dark(col, 0.35), 170))
    return cv.result()


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def d6_face(n):
    cv = Canvas(96, 96)
    die_body(cv, DIE_D6)
    for px, py in PIPS[n]:
        big = n == 1
        r = 10 if big else 7
        col = (206, 40, 56) if big else (44, 34, 60)
        x, y = 48 + px * 21, 48 + py * 21
        cv.part(Ell(x, y, r), col, ow=0, rim=0, shade=0.0, hi=0.0)
        cv.flat(Ell(x - r * 0.15, y - r * 0.2, r * 0.8), col)
        cv.flat(Ell(x + r * 0.25, y + r * 0.3, r * 0.55, r * 0.4), rgba(light(col, 0.3), 180))
    return cv.result()


def _cube_faces(ax, ay, az, size):
    """Project a rotated cube; return visible faces as (points, shade, face_index, normal_z, centre, axes)."""
    verts = [(x, y, z) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]

    def R(v):
        x, y, z = v
        ca, sa = math.cos(ax), math.sin(ax)
        y, z = y * ca - z * sa, y * sa + z * ca
        cb, sb = math.cos(ay), math.sin(ay)
        x, z = x * cb + z * sb, -x * sb + z * cb
        cc, sc = math.cos(az), math.sin(az)
        x, y = x * cc - y * sc, x * sc + y * cc
        return x, y, z

    faces = {  # axis, sign -> four corner vertex indices in order
        0: [0, 1, 3, 2], 1: [4, 6, 7, 5], 2: [0, 4, 5, 1], 3: [2, 3, 7, 6], 4: [0, 2, 6, 4], 5: [1, 5, 7, 3]}
    normals = {0: (-1, 0, 0), 1: (1, 0, 0), 2: (0, -1, 0), 3: (0, 1, 0), 4: (0, 0, -1), 5: (0, 0, 1)}
    RV = [R(v) for v in verts]
    light_dir = (-0.4, -0.6, 0.7)
    out = []
    for fi, idx in faces.items():
        n = R(normals[fi])
        if n[2] <= 0.02:
            continue
        pts = [(RV[i][0] * size, RV[i][1] * size) for i in idx]
        lam = max(0.0, n[0] * light_dir[0] + n[1] * light_dir[1] + n[2] * light_dir[2])
        out.append((pts, lam, fi, n[2]))
    return out


def tumble(i):
    """Die mid-roll: a rotated cube with motion-blur ghosts."""
    cv = Canvas(96, 96)
    base = [(0.5, 0.3, 0.2), (1.1, 0.7, 0.9), (0.2, 1.3, 1.6), (1.5, 0.4, 2.4), (0.8, 1.7, 3.0), (1.3, 1.1, 3.9)][i]
    col = DIE_ACTION
    ghosts = [(-0.35, 60), (-0.18, 110), (0.0, 255)]
    # motion direction: slight arc
    for dt, alpha in ghosts:
        ax, ay, az = base[0] + dt, base[1] + dt * 1.3, base[2] + dt * 0.8
        lay = cv.layer()
        ox, oy = 48 + dt * 40, 48 - dt * 12
        for pts, lam, fi, nz in _cube_faces(ax, ay, az, 25):
            P = [(ox + x, oy + y) for x, y in pts]
            shade = mix(dark(col, 0.45), light(col, 0.2), lam)
            cv.part(Poly(P), shade, ow=1.3 if alpha == 255 else 0, rim=0, shade=0.08, hi=0.05, target=lay)
            # face marks: pips for a sense of spin
            cx = sum(p[0] for p in P) / 4
            cy = sum(p[1] for p in P) / 4
            marks = PIPS[(fi % 6) + 1]
            for px, py in marks:
                u = ((P[1][0] - P[0][0]) * px * 0.28 + (P[3][0] - P[0][0]) * py * 0.28,
                     (P[1][1] - P[0][1]) * px * 0.28 + (P[3][1] - P[0][1]) * py * 0.28)
                r = 3.2 * (0.35 + 0.65 * nz)
                cv.flat(Ell(cx + u[0], cy + u[1], r * 1.15, r), dark(col, 0.75), target=lay)
        if alpha < 255:
            lay.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        cv.surf.blit(lay, (0, 0))
    # speed lines
    for k in range(3):
        y = 30 + k * 16
        cv.flat(Cap((8, y + 6), (22, y + 2), 1.6), (255, 255, 255, 150))
    return cv.result()
