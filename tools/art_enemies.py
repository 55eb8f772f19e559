"""Enemies (96x96 idle frames) and the two bosses (192x192 idle frames)."""
import math

from art_common import Canvas, Cap, Ell, Poly, RRect, Ribbon, Union, dark, light, rgba, rot, star_pts
from art_parts import EYE, WHITE, arm, bat_wing, feather_wing, gem, glow_eyes, horn, leg, phase, sparkle


def fangs(cv, pts, size=1.6, color=WHITE):
    for x, y in pts:
        cv.flat(Poly([(x - size * 0.5, y), (x + size * 0.5, y), (x, y + size * 1.4)]), color)


# ------------------------------------------------------------------ zombie
def zombie(cv, f):
    s, c = phase(f)
    lean = c * 1.5
    by = s * 0.8
    SKIN = (150, 186, 120)
    SHIRT, PANTS = (92, 120, 170), (120, 92, 70)
    leg(cv, (43, 70), (40, 88), PANTS, (80, 64, 60), w=6.5, boot_h=4)
    leg(cv, (53, 70), (58, 88), PANTS, (80, 64, 60), w=6.5, boot_h=4)
    cv.part(Ell(41, 84, 2.0, 1.2), SKIN, ow=0.6, rim=0)  # toe poking out
    # back arm reaching forward
    arm(cv, (44 + lean, 54 + by), (56 + lean, 56 + by), (66 + lean, 55 + by * 1.6), SHIRT, SKIN, w=5.2,
        hand_r=3.2)
    # torn shirt
    cv.part(Poly([(37 + lean, 50 + by), (57 + lean, 50 + by), (60, 70), (57, 74), (54, 70), (50, 75), (46, 70),
                  (42, 74), (38, 70)], smooth=False), SHIRT)
    cv.part(Poly([(45 + lean, 56 + by), (50 + lean, 55 + by), (49 + lean, 61 + by), (44 + lean, 62 + by)]),
            SKIN, ow=0.6, rim=0)
    cv.part(RRect(37, 67, 22, 3.6, 1.2), (70, 52, 44), ow=0.6, rim=0)
    # front arm reaching
    arm(cv, (55 + lean, 54 + by), (64 + lean, 58 + by), (72 + lean, 57 + by * 1.6 - c), SHIRT, SKIN, w=5.2,
        hand_r=3.2)
    for k in range(3):
        cv.flat(Cap((73 + lean + 2, 55 + k * 1.6 + by * 1.6 - c), (77 + lean, 55 + k * 1.8 + by * 1.6 - c), 1.3),
                SKIN, outline=(34, 24, 44), ow=0.5)
    # head tilted
    hx, hy = 49 + lean * 1.3, 37 + by * 1.2
    cv.part(Ell(hx, hy, 12.5, 12, ang=-10), SKIN, rim=1.4)
    cv.part(Poly([(hx - 10, hy - 6), (hx - 6, hy - 12), (hx + 1, hy - 13), (hx + 8, hy - 11), (hx + 3, hy - 8),
                  (hx - 3, hy - 9), (hx - 7, hy - 5)], smooth=True, steps=3), (70, 80, 60), rim=0.4, ow=0.6)
    cv.flat(Ell(hx - 3, hy + 1, 3.2), WHITE, outline=(34, 24, 44), ow=0.5)
    cv.flat(Ell(hx - 2.6, hy + 1.4, 1.2), EYE)
    cv.flat(Ell(hx + 5, hy + 0.5, 2.2), WHITE, outline=(34, 24, 44), ow=0.5)
    cv.flat(Ell(hx + 5.3, hy + 0.8, 0.9), EYE)
    cv.flat(Ell(hx + 1, hy + 7, 3.2, 2.0 + s * 0.4), (80, 30, 40), outline=(34, 24, 44), ow=0.5)
    fangs(cv, [(hx - 0.5, hy + 5.4), (hx + 2.5, hy + 5.4)], 1.0)
    for k in range(4):  # stitches
        x = hx - 9 + k * 1.6
        cv.flat(Cap((x, hy - 4 + k * 0.6), (x + 0.6, hy - 1.5 + k * 0.6), 0.5), (60, 70, 50))
    cv.flat(Cap((hx - 9.5, hy - 3), (hx - 4.5, hy - 1), 0.5), (60, 70, 50))


# ------------------------------------------------------------------ babosa (slime)
def babosa(cv, f):
    s, c = phase(f)
    G = (104, 214, 96)
    w = 27 + 3 * s
    h = 29 - 3 * s
    base = 88
    body = Poly([(48 - w, base), (48 - w * 0.95, base - h * 0.5), (48 - w * 0.6, base - h * 0.95),
                 (48 - w * 0.1, base - h * 1.12), (48 + w * 0.2 + c, base - h * 1.18 - 3),
                 (48 + w * 0.6, base - h * 0.9), (48 + w * 0.95, base - h * 0.45), (48 + w, base)], smooth=True)
    cv.part(body, G, rim=2.2, shade=0.32, hi=0.3)
    cv.part(Ell(48, base - 0.2, w + 1.5, 2.4), dark(G, 0.2), ow=0.8, rim=0)
    # bubbles inside and a glossy highlight
    for (x, y, r) in ((36, base - 7, 2.2), (60, base - 10, 1.6), (54, base - 5, 1.2)):
        cv.flat(Ell(x + s, y, r), rgba(light(G, 0.5), 170))
    cv.flat(Ell(48 - w * 0.45, base - h * 0.75, 4.5, 2.2, ang=-35), (240, 255, 240, 200))
    cv.flat(Ell(48 - w * 0.62, base - h * 0.5, 1.2), (240, 255, 240, 200))
    # face
    ey = base - h * 0.55
    for sx in (-1, 1):
        x = 48 + sx * 7 + c * 0.5
        cv.flat(Ell(x, ey, 4.2, 5.0), WHITE, outline=(34, 24, 44), ow=0.7)
        cv.flat(Ell(x + 1, ey + 0.8, 2.4, 3.0), EYE)
        cv.flat(Ell(x + 1.8, ey - 0.6, 0.9), WHITE)
    cv.flat(Ell(48 + c * 0.5, ey + 8, 4, 2.2, a0=0, a1=180), (40, 90, 50), outline=(34, 24, 44), ow=0.5)
    # drip
    cv.part(Ribbon([(48 + w * 0.7, base - h * 0.35), (48 + w * 0.78, base - 2 + s)], [3, 2.2]), G, ow=0.7,
            rim=0.4)


# ------------------------------------------------------------------ ent
def ent(cv, f):
    s, c = phase(f)
    BARK, BARK_D = (142, 98, 62), (96, 64, 46)
    LEAF = (92, 178, 76)
    sway = c * 1.8
    # roots as legs
    for hip, foot in (((42, 72), (34, 88)), ((54, 72), (62, 88))):
        cv.part(Ribbon([hip, ((hip[0] + foot[0]) / 2, hip[1] + 9), foot, (foot[0] + (foot[0] - 48) * 0.25,
                                                                          foot[1] + 0.5)], [8, 7, 5, 2]), BARK_D)
    # leafy crown behind
    crown = [(48 + sway, 20), (36 + sway, 24), (30 + sway, 33), (64 + sway, 24), (68 + sway, 34),
             (48 + sway, 30), (40 + sway, 34), (57 + sway, 34)]
    cv.part(Union(*[Ell(x, y, 11, 9.5) for x, y in crown]), LEAF, rim=2.0)
    # branch arms
    cv.part(Ribbon([(38, 50 + s), (28, 48 + s), (22, 40 + s), (20, 33 + s)], [6, 4.5, 3.2, 2]), BARK)
    cv.part(Ribbon([(26, 46 + s), (18, 47 + s), (14, 45 + s)], [2.4, 1.8, 1]), BARK)
    cv.part(Ribbon([(58, 52 - s), (68, 54 - s), (74, 48 - s), (76, 42 - s)], [6, 4.5, 3.2, 2]), BARK)
    cv.part(Ribbon([(70, 53 - s), (78, 56 - s)], [2.4, 1.2]), BARK)
    for (x, y) in ((19, 31 + s), (13, 44 + s), (76, 40 - s), (79, 56 - s)):
        cv.part(Ell(x, y, 3.4, 2.4, ang=-30), LEAF, ow=0.6, rim=0.5)
    # trunk body
    trunk = Poly([(36, 74), (37, 56), (35, 40), (42, 34), (54, 34), (61, 40), (59, 56), (60, 74), (48, 76)],
                 smooth=True, steps=5)
    cv.part(trunk, BARK, rim=1.8)
    for x0, y0, x1, y1 in ((40, 44, 41, 70), (56, 46, 55, 68), (48, 60, 49, 72)):
        cv.flat(Ribbon([(x0, y0), (x0 + 1.2, (y0 + y1) / 2), (x1, y1)], [1.2, 1.0, 0.6]), BARK_D)
    # face: hollow eyes with glow, mouth
    for x in (43, 53):
        cv.flat(Ell(x, 46, 3.4, 2.8), (50, 30, 30), outline=(34, 24, 44), ow=0.5)
        cv.glow(x, 46, 4, (250, 230, 90), 150)
        cv.flat(Ell(x, 46, 1.3), (255, 240, 130))
    cv.flat(Ell(48, 55.5, 5.5, 2.6 + s * 0.4), (50, 30, 30), outline=(34, 24, 44), ow=0.5)
    cv.part(Ell(44, 38.5, 5, 1.7, ang=12), BARK_D, ow=0.4, rim=0)
    cv.part(Ell(52, 38.5, 5, 1.7, ang=-12), BARK_D, ow=0.4, rim=0)
    # moss, mushroom
    cv.part(Ell(38, 66, 4, 2.2), LEAF, ow=0.5, rim=0.5)
    cv.part(Ell(60, 62, 3.4, 2), (220, 70, 60), ow=0.6, rim=0.6)
    cv.flat(Ell(59.5, 61.5, 0.7), WHITE)
    cv.flat(Ell(61.2, 61.8, 0.5), WHITE)
    for x, y in ((40, 22), (58, 26), (46, 30)):
        cv.part(Ell(x + sway, y, 1.7), (246, 130, 160), ow=0.5, rim=0)


# ------------------------------------------------------------------ arpia (harpy)
def arpia(cv, f):
    s, c = phase(f)
    hover = s * 2.8
    FEATH, FEATH_D = (150, 86, 170), (96, 52, 126)
    SKIN = (232, 196, 176)
    HAIR = (226, 76, 120)
    y0 = 1 + hover
    # wings
    for side in (-1, 1):
        feather_wing(cv, (48 + side * 6, 52 + y0), 31, 8, side, f, color=FEATH, n=6, flap=14)
    # talons
    for sx in (-1, 1):
        x = 48 + sx * 5
        cv.part(Ribbon([(x, 70 + y0), (x + sx * 1.5, 77 + y0), (x, 82 + y0)], [4.2, 2.6, 2.2]), (240, 190, 70),
                ow=0.8)
        for k in (-1, 0, 1):
            cv.part(Ribbon([(x, 82 + y0), (x + k * 2.6, 86 + y0), (x + k * 3.2, 84.5 + y0)], [1.5, 1.0, 0.5]),
                    (60, 50, 60), ow=0.5, rim=0)
    # feathered body
    cv.part(Poly([(40, 52 + y0), (56, 52 + y0), (58, 66 + y0), (52, 74 + y0), (44, 74 + y0), (38, 66 + y0)],
                 smooth=True), FEATH_D)
    cv.part(Poly([(42, 52 + y0), (54, 52 + y0), (55, 60 + y0), (48, 63 + y0), (41, 60 + y0)], smooth=True,
                 steps=4), SKIN, rim=0.8)
    for k in range(3):
        cv.part(Poly([(41 + k * 5, 64 + y0), (46 + k * 5, 64 + y0), (43.5 + k * 5, 70 + y0)]), FEATH, ow=0.5,
                rim=0)
    # head with wild hair
    hx, hy = 48, 38 + y0
    hair = Poly([(34, hy + 10), (31, hy), (34, hy - 9), (40, hy - 14), (48, hy - 16), (57, hy - 14),
                 (63, hy - 8), (66, hy + 1), (63, hy + 11), (58, hy + 6), (38, hy + 6)], smooth=True)
    cv.part(hair, HAIR, rim=1.2)
    cv.part(Ell(hx, hy + 1.5, 10, 9.6), SKIN, rim=1.0)
    cv.part(Poly([(38, hy - 2), (42, hy - 9), (50, hy - 11), (58, hy - 6), (59, hy), (54, hy - 4), (48, hy - 3),
                  (43, hy - 5)], smooth=True, steps=4), HAIR, rim=0.6, ow=0.7)
    for sx in (-1, 1):  # fierce yellow eyes
        x = hx + sx * 3.8
        cv.flat(Poly([(x - 2.6, hy + 1 - sx * 0.2), (x + 2.6, hy + 1 + sx * 0.2), (x + sx * 1.2, hy + 4),
                      (x - sx * 0.6, hy + 4)], smooth=True, steps=3), (250, 220, 70), outline=(34, 24, 44), ow=0.5)
        cv.flat(Ell(x, hy + 2.5, 0.7, 1.4), EYE)
    cv.part(Poly([(hx - 1.4, hy + 5), (hx + 1.4, hy + 5), (hx, hy + 7.5)]), (240, 180, 60), ow=0.5, rim=0)
    # feather crest
    for k, a in enumerate((-30, 0, 30)):
        tip = rot((48, hy - 26), a, (48, hy - 12))
        cv.part(Ribbon([(48, hy - 12), tip], [3, 1]), (250, 200, 80) if k == 1 else HAIR, ow=0.6, rim=0.4)


# ------------------------------------------------------------------ hombre lobo (werewolf)
def hombre_lobo(cv, f):
    s, c = phase(f)
    by = s * 1.0
    FUR, FUR_D, FUR_L = (128, 112, 108), (86, 72, 78), (196, 184, 170)
    PANTS = (92, 70, 130)
    # legs: digitigrade
    for hip, knee, foot in (((42, 68), (36, 78), (38, 88)), ((56, 68), (62, 78), (60, 88))):
        cv.part(Ribbon([hip, knee, (foot[0], foot[1] - 2)], [9, 7, 4.5]), FUR)
        cv.part(Ribbon([hip, ((hip[0] + knee[0]) / 2, (hip[1] + knee[1]) / 2 + 1)], [9.5, 8]), PANTS, rim=0.8)
        cv.part(Ell(foot[0] + 1, foot[1] - 1.5, 4.6, 2.4), FUR_D, ow=0.8, rim=0.4)
        for k in (-1, 0, 1):
            cv.flat(Poly([(foot[0] + 3 + k * 1.6, foot[1] - 2.2), (foot[0] + 4.2 + k * 1.6, foot[1] - 2.2),
                          (foot[0] + 5 + k * 1.6, foot[1] + 0.2)]), (240, 236, 220))
    # tail
    cv.part(Ribbon([(40, 68), (30, 72 + c), (24, 66 + c * 2), (22, 60 + c * 2)], [6, 7, 5, 2]), FUR_D)
    # hunched torso
    cv.part(Poly([(34, 52 + by), (44, 44 + by), (56, 44 + by), (64, 52 + by), (60, 68 + by), (48, 71 + by),
                  (38, 68 + by)], smooth=True), FUR, rim=2.0)
    cv.part(Poly([(42, 52 + by), (54, 52 + by), (55, 64 + by), (48, 68 + by), (41, 64 + by)], smooth=True,
                 steps=4), FUR_L, ow=0.6, rim=0.8)
    # torn pants waist
    cv.part(Poly([(38, 66), (58, 66), (60, 71), (56, 73), (52, 70), (48, 74), (44, 70), (40, 73), (37, 71)],
                 smooth=False), PANTS, ow=0.7, rim=0.6)
    # arms with big claws
    for sh, el, hd, sx in (((36, 50 + by), (28, 60 + by), (30, 70 + by * 1.4), -1),
                           ((61, 50 + by), (69, 60 + by), (67, 70 + by * 1.4), 1)):
        cv.part(Ribbon([sh, el, hd], [9, 7, 6]), FUR)
        cv.part(Ell(hd[0], hd[1] + 1, 4.4, 4), FUR_D, rim=0.6)
        for k in (-1, 0, 1):
            cv.part(Ribbon([(hd[0] + k * 2.2, hd[1] + 3.5), (hd[0] + k * 2.8 + sx * 0.6, hd[1] + 7.5)], [1.6, 0.5]),
                    (244, 240, 226), ow=0.5, rim=0)
    # wolf head
    hx, hy = 49, 36 + by * 1.2
    for sx in (-1, 1):  # ears
        cv.part(Poly([(hx + sx * 4, hy - 8), (hx + sx * 12, hy - 20), (hx + sx * 12, hy - 5)]), FUR_D)
        cv.part(Poly([(hx + sx * 6.5, hy - 8), (hx + sx * 11, hy - 16), (hx + sx * 11, hy - 7)]), (210, 140, 150),
                ow=0, rim=0)
    cv.part(Ell(hx, hy, 12, 11), FUR, rim=1.4)
    cv.part(Union(Poly([(hx - 12, hy + 2), (hx - 16, hy - 5), (hx - 10, hy - 1)]),
                  Poly([(hx + 12, hy + 2), (hx + 16, hy - 5), (hx + 10, hy - 1)])), FUR, ow=0.6, rim=0)
    # snout
    cv.part(Poly([(hx - 6, hy + 1), (hx + 6, hy + 1), (hx + 5, hy + 9), (hx, hy + 12), (hx - 5, hy + 9)],
                 smooth=True, steps=4), FUR_L, rim=0.8)
    cv.part(Ell(hx, hy + 3, 2.6, 1.8), (40, 30, 40), ow=0.4, rim=0)
    cv.flat(Ell(hx, hy + 8.6, 4.2, 2.4 + s * 0.3), (110, 30, 50), outline=(34, 24, 44), ow=0.5)
    fangs(cv, [(hx - 2.6, hy + 6.8), (hx + 2.6, hy + 6.8)], 1.4)
    for sx in (-1, 1):  # angry yellow eyes
        x = hx + sx * 5.4
        cv.flat(Poly([(x - 2.1, hy - 2 - sx * 1.0), (x + 2.1, hy - 2 + sx * 1.0), (x + 1.6, hy + 0.6),
                      (x - 1.6, hy + 0.6)]), (255, 210, 60), outline=(34, 24, 44), ow=0.5)
        cv.flat(Ell(x, hy - 0.7, 0.7, 1.2), EYE)
    # shoulder fur tufts
    for x, y in ((36, 46), (60, 46)):
        cv.part(Poly([(x - 6, y + 4 + by), (x - 3, y - 3 + by), (x, y + 1 + by), (x + 3, y - 3 + by),
                      (x + 6, y + 4 + by)]), FUR_D, ow=0.6, rim=0)


# ------------------------------------------------------------------ golem
def golem(cv, f):
    s, c = phase(f)
    by = s * 0.8
    ROCK, ROCK_D = (142, 146, 164), (98, 100, 122)
    MOSS = (110, 172, 80)
    RUNE = (90, 230, 250)
    glow = 140 + 60 * (s * 0.5 + 0.5)
    # legs: stubby blocks
    for x in (38, 58):
        cv.part(Poly([(x - 7, 72), (x + 7, 72), (x + 8, 88), (x - 8, 88)], smooth=True, steps=2), ROCK_D)
    # torso boulder
    cv.part(Poly([(26, 46 + by), (36, 36 + by), (60, 36 + by), (70, 46 + by), (68, 70 + by), (56, 78 + by),
                  (40, 78 + by), (28, 70 + by)], smooth=True, steps=3), ROCK, rim=2.4)
    for pts in (((32, 60), (37, 66), (34, 72)), ((60, 44), (64, 52)), ((44, 72), (50, 70), (54, 74))):
        cv.flat(Ribbon([(x, y + by) for x, y in pts], 0.9), ROCK_D)
    # rune on chest (pulsing)
    cv.glow(48, 56 + by, 11, RUNE, int(glow))
    rune = [(48, 48 + by), (54, 56 + by), (48, 64 + by), (42, 56 + by), (48, 48 + by)]
    cv.flat(Ribbon(rune, 1.8, smooth=False), light(RUNE, 0.4))
    cv.flat(Cap((48, 51 + by), (48, 61 + by), 1.5), light(RUNE, 0.4))
    # moss on shoulders
    cv.part(Poly([(30, 42 + by), (38, 36 + by), (46, 37 + by), (42, 41 + by), (36, 44 + by)], smooth=True,
                 steps=3), MOSS, ow=0.6, rim=0.4)
    # arms: big rocky fists
    for sx, ph in ((-1, s), (1, -s)):
        x = 48 + sx * 25
        cv.part(Ell(x, 48 + by, 8, 7), ROCK_D, rim=1.2)
        cv.part(Poly([(x - 6, 54 + by), (x + 6, 54 + by), (x + 5 + sx, 66 + by + ph), (x - 5 + sx, 66 + by + ph)]),
                ROCK, rim=1.0)
        cv.part(Ell(x + sx * 1.5, 72 + by + ph, 9, 7.5), ROCK_D, rim=1.4)
        cv.flat(Ribbon([(x - 4 + sx, 70 + by + ph), (x + sx * 1.5, 73 + by + ph), (x + 4 + sx, 70 + by + ph)], 0.8),
                dark(ROCK, 0.5))
    # head: small block sunk between shoulders
    hy = 32 + by * 1.2
    cv.part(Poly([(39, hy - 8), (57, hy - 8), (59, hy + 6), (37, hy + 6)], smooth=True, steps=2), ROCK, rim=1.4)
    cv.part(RRect(40, hy - 2, 16, 3.6, 1.5), (40, 40, 60), ow=0.4, rim=0)
    for x in (44, 52):
        cv.glow(x, hy - 0.2, 4.5, RUNE, int(glow))
        cv.flat(Ell(x, hy - 0.2, 1.8, 1.1), (220, 255, 255))
    cv.part(Ell(52, hy - 8, 4, 1.8), MOSS, ow=0.5, rim=0)


# ------------------------------------------------------------------ serpiente (small snake)
def serpiente(cv, f):
    s, c = phase(f)
    G, G_D, BELLY = (98, 176, 92), (58, 118, 72), (236, 220, 140)
    # coils on the ground
    cv.part(Ell(48, 82, 22, 7), G_D, rim=1.2)
    cv.part(Ell(48, 78, 17, 6), G, rim=1.2)
    cv.part(Ribbon([(66, 82), (74, 80 + c), (80, 82 + c * 1.5), (84, 78 + c)], [5, 4, 2.6, 1]), G_D)
    # raised neck
    sw = c * 2.5
    neck = [(46, 76), (42, 66), (46 + sw * 0.4, 56), (52 + sw, 48), (52 + sw, 40)]
    cv.part(Ribbon(neck, [9, 8.5, 8, 8, 8]), G, rim=1.0)
    cv.flat(Ribbon([(47, 74), (44.4, 66), (48 + sw * 0.4, 57), (53.6 + sw, 49)], [3.4, 3.4, 3.2, 3]), BELLY)
    for k in range(4):  # scale markings
        p = neck[k]
        cv.flat(Ell(p[0] - 3, p[1], 1.4, 1.0), G_D)
    # head with small hood
    hx, hy = 52 + sw, 36 + s * 0.6
    cv.part(Ell(hx, hy + 3, 11, 7.5), G_D, rim=0.8)
    cv.part(Poly([(hx - 7, hy + 2), (hx - 6, hy - 5), (hx, hy - 8), (hx + 7, hy - 5), (hx + 9, hy + 2),
                  (hx + 6, hy + 6), (hx, hy + 7), (hx - 5, hy + 6)], smooth=True), G, rim=1.0)
    for sx in (-1, 1):
        x = hx + sx * 3.6
        cv.flat(Ell(x, hy - 1, 2.4, 2.2), (250, 220, 60), outline=(34, 24, 44), ow=0.5)
        cv.flat(Ell(x, hy - 1, 0.6, 1.8), EYE)
    cv.flat(Ell(hx - 1.2, hy + 2.6, 0.5), EYE)
    cv.flat(Ell(hx + 1.2, hy + 2.6, 0.5), EYE)
    # flicking tongue (only some frames)
    if f in (0, 1):
        L = 5 + f * 2
        cv.flat(Ribbon([(hx, hy + 6), (hx, hy + 6 + L)], 0.9), (220, 40, 70))
        cv.flat(Ribbon([(hx, hy + 6 + L), (hx - 1.6, hy + 8 + L)], 0.7), (220, 40, 70))
        cv.flat(Ribbon([(hx, hy + 6 + L), (hx + 1.6, hy + 8 + L)], 0.7), (220, 40, 70))


# ------------------------------------------------------------------ diablillo (imp)
def diablillo(cv, f):
    s, c = phase(f)
    hover = s * 2.0
    RED, RED_D = (222, 66, 58), (150, 36, 52)
    WING = (120, 40, 70)
    y0 = 4 + hover
    for side in (-1, 1):
        bat_wing(cv, (48 + side * 5, 54 + y0), 20, side, f, RED_D, membrane=WING)
    # tail
    cv.part(Ribbon([(44, 70 + y0), (34, 76 + y0), (28, 70 + y0 + c * 2), (26, 62 + y0 + c * 2)], [3, 2.6, 2, 1.6]),
            RED_D)
    cv.part(Poly([(26, 56 + y0 + c * 2), (30, 62 + y0 + c * 2), (22, 62 + y0 + c * 2)]), RED_D, ow=0.7, rim=0)
    # legs
    for sx in (-1, 1):
        x = 48 + sx * 4
        cv.part(Ribbon([(x, 68 + y0), (x + sx * 2, 75 + y0), (x + sx * 1, 80 + y0)], [4.4, 3.6, 3]), RED)
        cv.part(Ell(x + sx * 2, 80.5 + y0, 3, 1.6), (60, 40, 50), ow=0.6, rim=0)
    # round belly
    cv.part(Ell(48, 63 + y0, 9, 9.5), RED, rim=1.4)
    cv.part(Ell(48, 65 + y0, 5.5, 5.5), (246, 150, 120), ow=0, rim=0.6)
    # trident in right hand
    tx = 66
    cv.part(Cap((tx, 84 + y0), (tx, 46 + y0), 1.8), (110, 80, 60), ow=0.7, rim=0)
    cv.part(Poly([(tx - 5, 46 + y0), (tx - 5.5, 40 + y0), (tx - 3.6, 43.5 + y0), (tx - 1, 44 + y0),
                  (tx, 38 + y0), (tx + 1, 44 + y0), (tx + 3.6, 43.5 + y0), (tx + 5.5, 40 + y0), (tx + 5, 46 + y0),
                  (tx, 48 + y0)]), (190, 196, 210), ow=0.7, rim=0.4)
    arm(cv, (54, 58 + y0), (60, 62 + y0), (tx, 60 + y0), RED, RED, w=3.6, hand_r=2.4)
    arm(cv, (42, 58 + y0), (36, 62 + y0), (34, 58 + y0), RED, RED, w=3.6, hand_r=2.4)
    # head
    hx, hy = 48, 44 + y0
    for sx in (-1, 1):
        horn(cv, (hx + sx * 6, hy - 7), (hx + sx * 11, hy - 16), 4.2, color=(250, 236, 200), bend=sx * 1.5)
        cv.part(Poly([(hx + sx * 9, hy - 1), (hx + sx * 16, hy - 5), (hx + sx * 10, hy + 3)]), RED, ow=0.7, rim=0)
    cv.part(Ell(hx, hy, 10.5, 9.5), RED, rim=1.2)
    for sx in (-1, 1):
        x = hx + sx * 3.8
        cv.flat(Ell(x, hy - 0.5, 2.6, 2.8), (255, 236, 110), outline=(34, 24, 44), ow=0.5)
        cv.flat(Ell(x + 0.4, hy - 0.2, 1.0, 1.8), EYE)
        cv.flat(Cap((x - 2.6 * sx, hy - 4.6), (x + 2.2 * sx, hy - 3.2), 1.1), RED_D)
    cv.flat(Ell(hx, hy + 4.5, 5, 2.4, a0=0, a1=180), (90, 20, 40), outline=(34, 24, 44), ow=0.5)
    fangs(cv, [(hx - 2.5, hy + 4.4), (hx + 2.5, hy + 4.4)], 1.0)


ENEMIES = {
    "zombie": zombie, "babosa": babosa, "ent": ent, "arpia": arpia, "hombre_lobo": hombre_lobo,
    "golem": golem, "serpiente": serpiente, "diablillo": diablillo,
}
FLYING = {"arpia", "diablillo"}


def enemy_frame(eid, frame):
    cv = Canvas(96, 96)
    ENEMIES[eid](cv, frame)
    cv.outline_all(1.3)
    if eid in FLYING:
        s, _ = phase(frame)
        cv.shadow(48, 90, 14 - s * 1.5, 3.2, alpha=55)
    else:
        cv.shadow(48, 89, 22, 4.5)
    return cv.result()


# ================================================================== bosses
def medusa(cv, f):
    s, c = phase(f)
    by = s * 1.2
    SKIN, SKIN_D = (150, 204, 150), (96, 150, 110)
    TAIL, TAIL_D, BELLY = (60, 150, 124), (36, 96, 96), (226, 214, 140)
    GOLD = (246, 196, 70)
    PURPLE = (120, 60, 150)
    # coiled serpent tail
    cv.part(Ribbon([(20, 86), (14, 78), (18, 70 + c), (26, 68 + c)], [6, 5, 3.6, 1.4]), TAIL_D)
    cv.part(Ell(48, 84, 30, 7.5), TAIL_D, rim=1.4)
    cv.part(Ribbon([(22, 84), (36, 78), (56, 80), (72, 82), (78, 78)], [9, 10, 10, 9, 7]), TAIL, rim=1.4)
    cv.part(Ribbon([(48, 60 + by), (46, 70), (52, 78), (62, 80)], [14, 15, 13, 10]), TAIL, rim=1.6)
    cv.flat(Ribbon([(49, 64 + by), (48, 71), (53, 77)], [5, 5, 4]), BELLY)
    for k in range(5):  # belly bands
        y = 64 + by + k * 3
        cv.flat(Cap((46 + k * 0.8, y), (52 + k * 0.6, y), 0.5), dark(BELLY, 0.3))
    for x, y in ((30, 80), (40, 77), (60, 80), (70, 81), (36, 85), (58, 86)):
        cv.flat(Ell(x, y, 1.6, 1.0), TAIL_D)
    # torso
    cv.part(Poly([(40, 46 + by), (56, 46 + by), (57, 60 + by), (48, 63 + by), (39, 60 + by)], smooth=True,
                 steps=4), SKIN)
    cv.part(Poly([(40, 47 + by), (56, 47 + by), (56, 53 + by), (48, 55 + by), (40, 53 + by)], smooth=True,
                 steps=4), PURPLE, ow=0.7, rim=0.6)
    cv.part(RRect(39, 58 + by, 18, 3.4, 1.5), GOLD, ow=0.7, rim=0.4)
    gem(cv, 48, 59.7 + by, 2.2, (220, 50, 80), ow=0.5)
    # arms: left raised casting the stone gaze, right on hip
    arm(cv, (41, 49 + by), (33, 46 + by), (29, 38 + by), SKIN, SKIN, w=4.4, hand_r=2.8)
    cv.part(RRect(30.4, 42 + by, 4, 3, 1), GOLD, ow=0.5, rim=0)
    cv.glow(28, 34 + by, 9 + s, (190, 255, 170), 160)
    sparkle(cv, 28, 34 + by, 3.6 + c, (230, 255, 220))
    arm(cv, (55, 49 + by), (62, 54 + by), (57, 59 + by), SKIN, SKIN, w=4.4, hand_r=2.8)
    cv.part(RRect(59, 52 + by, 4, 3, 1), GOLD, ow=0.5, rim=0)
    # snake hair (behind head)
    hx, hy = 48, 34 + by * 1.2
    snakes = [(-12, -2, 200), (-10, -10, 230), (-3, -14, 260), (5, -14, 285), (11, -10, 315), (13, -2, 340)]
    heads = []
    for k, (dx, dy, ang) in enumerate(snakes):
        wig = math.sin(2 * math.pi * f / 4 + k * 1.3) * 3
        a = math.radians(ang)
        p0 = (hx + dx * 0.5, hy + dy * 0.5)
        p1 = (hx + dx + math.cos(a) * 5 + wig * 0.5, hy + dy + math.sin(a) * 5)
        p2 = (hx + dx * 1.2 + math.cos(a) * 11 - wig, hy + dy * 1.1 + math.sin(a) * 10 + wig * 0.4)
        p3 = (hx + dx * 1.25 + math.cos(a) * 14 + wig, hy + dy * 1.1 + math.sin(a) * 13)
        cv.part(Ribbon([p0, p1, p2, p3], [4.4, 3.6, 3, 2.8]), TAIL if k % 2 else (84, 170, 110), rim=0.6, ow=0.8)
        heads.append((p3, k))
    for (x, y), k in heads:
        cv.part(Ell(x, y, 3.2, 2.5, ang=-20 if x < hx else 20), TAIL_D if k % 2 else TAIL, ow=0.7, rim=0.4)
        cv.flat(Ell(x + (1 if x > hx else -1), y - 0.6, 0.7), (255, 230, 60))
    cv.part(Ell(hx, hy + 1.5, 10, 10), SKIN, rim=1.0)
    cv.part(Poly([(38, hy - 1), (40, hy - 7), (48, hy - 10), (56, hy - 7), (58, hy - 1)], smooth=True),
            (84, 170, 110), rim=0.6, ow=0.7)
    cv.part(Poly([(40, hy - 5), (44, hy - 8), (48, hy - 11), (52, hy - 8), (56, hy - 5), (48, hy - 6.5)]), GOLD,
            ow=0.6, rim=0.4)
    gem(cv, 48, hy - 8.6, 1.8, (90, 220, 140), ow=0.4)
    glow_eyes(cv, 48, hy + 2, 7.4, (200, 255, 120), r=1.6)
    for sx in (-1, 1):
        cv.flat(Cap((48 + sx * 1.5, hy - 1.6), (48 + sx * 6, hy - 0.4), 0.9), SKIN_D)
    cv.flat(Ell(48, hy + 7, 2.2, 1.2), (120, 50, 80))


def ikee(cv, f):
    s, c = phase(f)
    by = s * 1.0
    ROBE, ROBE_D = (72, 44, 110), (44, 26, 72)
    GOLD, GOLD_D = (246, 196, 70), (180, 122, 40)
    CAPE = (150, 30, 60)
    MAGIC = (220, 90, 255)
    SKINK = (184, 196, 220)
    # floating runes behind
    for k in range(4):
        a = 2 * math.pi * (f / 4 + k / 4)
        x, y = 48 + math.cos(a) * 38, 46 + math.sin(a) * 10
        if math.sin(a) < 0:
            cv.glow(x, y, 5, MAGIC, 120)
            cv.flat(Poly(star_pts(x, y, 2.6, 1.0, 4, 45 * k)), light(MAGIC, 0.4))
    # cape, billowing
    cv.part(Poly([(36, 42 + by), (60, 42 + by), (72, 70 + c), (78, 88), (60, 86), (48, 89), (36, 86), (18, 88),
                  (24, 70 - c)], smooth=True, steps=5), CAPE, rim=2.0)
    cv.part(Poly([(38, 44 + by), (58, 44 + by), (68, 70), (72, 87), (24, 87), (28, 70)], smooth=True, steps=5),
            dark(CAPE, 0.45), ow=0, rim=0)
    # robe
    cv.part(Poly([(38, 46 + by), (58, 46 + by), (64, 68), (68, 88), (48, 90), (28, 88), (32, 68)], smooth=True,
                 steps=5), ROBE, rim=1.8)
    cv.part(Poly([(44, 50 + by), (52, 50 + by), (55, 88), (41, 88)]), ROBE_D, ow=0.6, rim=0)
    cv.part(Poly([(29, 84), (48, 86), (67, 84), (68, 88), (48, 90), (28, 88)], smooth=True, steps=3), GOLD,
            ow=0.6, rim=0.4)
    for y in (68, 77):
        cv.part(Poly([(48, y - 2.6), (50, y), (48, y + 2.6), (46, y)]), GOLD, ow=0.5, rim=0)
    cv.part(RRect(36, 58 + by, 24, 4, 1.5), GOLD_D, ow=0.6, rim=0.4)
    gem(cv, 48, 60 + by, 2.4, (220, 40, 60), ow=0.5)
    # spiked pauldrons
    for sx in (-1, 1):
        x = 48 + sx * 13
        cv.part(Ell(x, 48 + by, 7.5, 5.5), ROBE_D, rim=1.0)
        for k in (-1, 0, 1):
            cv.part(Poly([(x + k * 4 - 1.6, 45 + by), (x + k * 4 + sx * 1.5, 37 + by - (k == 0) * 2),
                          (x + k * 4 + 1.6, 45 + by)]), GOLD, ow=0.6, rim=0)
        cv.part(Ell(x, 48 + by, 7.5, 3.5, a0=0, a1=180), GOLD, ow=0.6, rim=0.4)
    # staff in the left hand
    top = (20, 26 + by)
    cv.part(Cap((22, 88), (20, 32 + by), 2.8), (60, 40, 60), ow=0.8, rim=0.5)
    cv.glow(top[0], top[1], 14 + s * 2, MAGIC, 180)
    cv.part(Poly([(top[0] - 6, top[1] + 5), (top[0] - 7, top[1] - 4), (top[0] - 3, top[1] + 1), (top[0], top[1] - 8),
                  (top[0] + 3, top[1] + 1), (top[0] + 7, top[1] - 4), (top[0] + 6, top[1] + 5)]), GOLD, ow=0.7,
            rim=0.5)
    cv.part(Ell(top[0], top[1] - 1, 3.6), MAGIC, ow=0.6, rim=0.5, hi=0.5)
    arm(cv, (36, 50 + by), (28, 58 + by), (21, 56 + by), ROBE, SKINK, w=6.5, hand_r=3.0)
    # right hand conjuring
    arm(cv, (60, 50 + by), (68, 56 + by), (72, 50 + by), ROBE, SKINK, w=6.5, hand_r=3.0)
    cv.glow(73, 45 + by, 8 + c * 1.5, MAGIC, 170)
    cv.part(Ell(73, 45 + by, 2.6 + c * 0.4), light(MAGIC, 0.5), ow=0.5, rim=0)
    # head: gaunt pale face, beard, crown
    hx, hy = 48, 33 + by * 1.1
    BEARD = (70, 58, 92)
    cv.part(Poly([(40, hy + 6), (56, hy + 6), (54, hy + 18), (48, hy + 25 + c), (42, hy + 18)], smooth=True),
            BEARD, rim=1.0)
    cv.part(Ell(hx, hy + 1, 9.5, 10.5), SKINK, rim=1.2, shade=0.4)
    cv.part(Poly([(38, hy + 4), (58, hy + 4), (56, hy + 14), (48, hy + 20 + c * 0.6), (40, hy + 14)],
                 smooth=True), BEARD, rim=0.8, ow=0.7)
    cv.part(Poly([(43, hy + 5), (53, hy + 5), (51, hy + 7), (45, hy + 7)], smooth=True, steps=3), (60, 46, 80),
            ow=0.5, rim=0)
    cv.flat(Ell(hx, hy + 7.6, 3.0, 1.3), (40, 20, 40))
    fangs(cv, [(hx - 1.6, hy + 6.6), (hx + 1.6, hy + 6.6)], 0.8)
    cv.flat(Ell(hx, hy + 0.6, 8, 3.2), (60, 50, 90, 110))  # shadowed brow
    glow_eyes(cv, hx, hy + 0.6, 7, (255, 60, 60), r=1.6)
    for sx in (-1, 1):
        cv.flat(Cap((hx + sx * 1.0, hy - 1.4), (hx + sx * 6.4, hy - 4.4), 1.5), BEARD, outline=(34, 24, 44),
                ow=0.4)
    # crown
    cy = hy - 8
    crown = Poly([(38, cy + 3), (37, cy - 8), (41, cy - 3), (44, cy - 12), (48, cy - 4), (52, cy - 12), (55, cy - 3),
                  (59, cy - 8), (58, cy + 3)])
    cv.part(crown, GOLD, rim=0.8, hi=0.35)
    cv.part(RRect(37.6, cy, 20.8, 3.6, 1.2), GOLD_D, ow=0.6, rim=0)
    for x in (42, 48, 54):
        gem(cv, x, cy + 1.8, 1.5, (220, 40, 60) if x == 48 else (90, 160, 250), ow=0.4)
    for x, y in ((37, cy - 8), (44, cy - 12), (52, cy - 12), (59, cy - 8)):
        cv.part(Ell(x, y, 1.3), GOLD, ow=0.5, rim=0)
    for k in range(4):
        a = 2 * math.pi * (f / 4 + k / 4)
        x, y = 48 + math.cos(a) * 38, 46 + math.sin(a) * 10
        if math.sin(a) >= 0:
            cv.glow(x, y, 6, MAGIC, 140)
            cv.flat(Poly(star_pts(x, y, 3.2, 1.2, 4, 45 * k)), light(MAGIC, 0.5), outline=(60, 20, 80), ow=0.5)


BOSSES = {"medusa": medusa, "ikee": ikee}


def boss_frame(bid, frame):
    cv = Canvas(192, 192, zoom=2.0)
    BOSSES[bid](cv, frame)
    cv.outline_all(1.0)
    cv.shadow(48, 89, 30, 4.5, alpha=80)
    return cv.result()
