"""Generate Dungeon Universalis' original sprites into sprites/dungeon_universalis/.

Run from the repository root:  python tools/make_dungeon_universalis_sprites.py

Same drawing kit as tools/make_tseuquest_sprites.py (supersampled shaded parts, ink
outline). Deterministic. Figures are seen from above-front standing on a round base whose
rim tells the side and level: heroes gold, Troop bronze, Elite silver, Champion red, the
Leader crowned.

  figures/<id>.png     4 heroes, 8 rat-folk creatures, the Leader, the captive miner, the Drowned
                       Court's figures and the stranded ferryman (96x96; tools/art_drowned_court.py)
  dice/scenario_<face>.png, dice/d6_<1..6>.png (96x96)
  tokens/<name>.png    chest, trap, noise, fortune, reserve, achievement, coins, deck, card back,
                       stairs, furniture, exit, knocked, stunned... (64x64)
  icons/<name>.png     action bar icons (64x64)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pygame  # noqa: E402
from art_common import INK, ROOT, Canvas, Cap, Ell, Poly, RRect, dark, light, rgba, save, star_pts  # noqa: E402
from art_drowned_court import LEVELS as DROWNED_LEVELS  # noqa: E402
from art_drowned_court import drowned  # noqa: E402
from art_tokens import d6_face, die_body  # noqa: E402

OUT = os.path.join(ROOT, "sprites", "dungeon_universalis")
SKIN = (240, 200, 160)
STEEL = (176, 186, 204)
GOLD = (240, 190, 70)
FUR = (128, 104, 88)
RIMS = {"hero": GOLD, "troop": (176, 116, 64), "elite": (200, 206, 220), "champion": (200, 50, 50),
        "npc": (90, 170, 110)}


def p(*parts):
    return os.path.join(OUT, *parts)


# ================================================================== figures
def base(cv, rim):
    cv.shadow(48, 80, 34, 10, alpha=90)
    cv.part(Ell(48, 78, 32, 11), dark(rim, 0.2), rim=0.8)
    cv.part(Ell(48, 76, 28, 8.5), (60, 56, 64), rim=0, ow=0.6)


def body_human(cv, cloth, skin=SKIN, hair=(90, 60, 40), wide=1.0, short=False):
    top = 30 if not short else 38
    cv.part(Cap((40, 74), (40, 60), 7), dark(cloth, 0.35))
    cv.part(Cap((56, 74), (56, 60), 7), dark(cloth, 0.35))
    cv.part(Poly([(48 - 16 * wide, 64), (48 + 16 * wide, 64), (48 + 12 * wide, top + 12), (48 - 12 * wide, top + 12)],
                 smooth=True, steps=4), cloth)
    cv.part(Ell(48, top, 12.5, 12), skin, rim=1.0)
    cv.part(Ell(48, top - 6, 13, 7, a0=180, a1=360), hair, rim=0.5)
    for x in (43.5, 52.5):
        cv.flat(Ell(x, top + 1, 1.8, 2.6), INK)


def sword(cv, x, y, length=30):
    cv.part(Poly([(x - 2.2, y), (x + 2.2, y), (x + 1.2, y - length), (x, y - length - 5), (x - 1.2, y - length)]),
            (215, 222, 236), rim=0.4)
    cv.part(RRect(x - 7, y - 1, 14, 4, 2), GOLD, rim=0.4)
    cv.part(Cap((x, y + 3), (x, y + 10), 2.6), (110, 70, 40))


def shield(cv, x, y, r, col):
    cv.part(Ell(x, y, r, r * 1.1), col, rim=1.2)
    cv.part(Ell(x, y, r * 0.35), STEEL, rim=0.4)


def axe(cv, x, y):
    cv.part(Cap((x, y + 12), (x, y - 26), 2.6), (120, 80, 48))
    cv.part(Poly([(x, y - 24), (x + 14, y - 32), (x + 16, y - 14), (x, y - 16)], smooth=True, steps=3), STEEL)


def bow(cv, x, y):
    cv.part(Poly([(x, y - 30), (x + 8, y - 10), (x + 8, y + 10), (x, y + 30), (x + 3, y + 10), (x + 3, y - 10)],
                 smooth=True, steps=3), (150, 100, 56), rim=0.4)
    cv.flat(Cap((x, y - 30), (x, y + 30), 0.5), (240, 240, 230))


def dagger(cv, x, y):
    cv.part(Poly([(x - 1.8, y), (x + 1.8, y), (x, y - 16)]), (215, 222, 236), rim=0.3)
    cv.part(RRect(x - 5, y - 1, 10, 3, 1), (110, 70, 40), rim=0)


def hero(kind):
    cv = Canvas(96, 96)
    base(cv, RIMS["hero"])
    if kind == "brannoc":
        body_human(cv, (70, 100, 170), hair=(150, 100, 50), wide=1.15)
        cv.part(Ell(48, 22, 13, 8, a0=180, a1=360), STEEL, rim=0.6)
        shield(cv, 30, 52, 12, (60, 90, 170))
        sword(cv, 68, 56)
    elif kind == "dorna":
        body_human(cv, (150, 70, 50), hair=(200, 90, 40), wide=1.3, short=True)
        cv.part(Poly([(38, 44), (58, 44), (54, 60), (48, 64), (42, 60)], smooth=True, steps=3), (210, 100, 40))
        axe(cv, 70, 56)
    elif kind == "ithra":
        body_human(cv, (60, 130, 80), skin=(246, 222, 196), hair=(240, 230, 180), wide=0.85)
        cv.part(Poly([(35, 28), (30, 20), (37, 26)]), (246, 222, 196), rim=0)
        cv.part(Poly([(61, 28), (66, 20), (59, 26)]), (246, 222, 196), rim=0)
        bow(cv, 66, 50)
    elif kind == "velka":
        body_human(cv, (180, 80, 40), hair=(230, 120, 40), wide=0.9)
        cv.part(Ell(48, 24, 14, 10, a0=180, a1=360), (150, 56, 32), rim=0.5)
        dagger(cv, 30, 62)
        cv.part(Poly([(60, 58), (66, 40), (70, 50), (74, 36), (78, 58), (69, 64)], smooth=True, steps=3),
                (250, 150, 40), rim=0.4)
        cv.flat(Ell(69, 56, 3.5, 4), (255, 236, 150))
    elif kind == "morvaen":
        body_human(cv, (56, 44, 100), skin=(232, 216, 204), hair=(40, 36, 56), wide=0.85)
        cv.part(Poly([(35, 28), (30, 20), (37, 26)]), (232, 216, 204), rim=0)
        cv.part(Poly([(61, 28), (66, 20), (59, 26)]), (232, 216, 204), rim=0)
        sword(cv, 28, 60, 18)
        cv.part(Ell(68, 50, 8, 8), (110, 80, 190), rim=0.6)
        cv.flat(Ell(66, 48, 3, 3), (200, 180, 255))
    else:
        body_human(cv, (70, 60, 80), hair=(40, 30, 30), wide=0.9)
        cv.part(Ell(48, 26, 14, 9, a0=180, a1=360), (50, 44, 60), rim=0.5)
        dagger(cv, 30, 62)
        dagger(cv, 66, 62)
    cv.outline_all(1.0)
    return cv.result()


def ratfolk(cv, fur, cloth, scale=1.0):
    s = scale
    cv.part(Poly([(60, 70), (76, 64), (84, 52), (80, 50), (72, 62), (58, 66)], smooth=True, steps=3), (220, 150, 150))
    cv.part(Cap((42, 74), (42, 62), 6 * s), dark(fur, 0.2))
    cv.part(Cap((54, 74), (54, 62), 6 * s), dark(fur, 0.2))
    cv.part(Ell(48, 56, 14 * s, 14 * s), cloth)
    top = 62 - 30 * s
    cv.part(Ell(36, top - 8, 6, 6), (220, 150, 150), rim=0.5)
    cv.part(Ell(60, top - 8, 6, 6), (220, 150, 150), rim=0.5)
    cv.part(Poly([(36, top - 4), (60, top - 4), (52, top + 12), (48, top + 15), (44, top + 12)],
                 smooth=True, steps=3), fur)
    cv.flat(Ell(48, top + 14, 2.5, 2), (60, 30, 40))
    for x in (43.5, 52.5):
        cv.flat(Ell(x, top + 2, 1.9, 2.2), (220, 40, 40))


def creature(kind, level):
    cv = Canvas(96, 96)
    base(cv, RIMS[level])
    if kind == "cave_hound":
        cv.part(Poly([(20, 66), (30, 44), (62, 42), (74, 50), (72, 68), (30, 70)], smooth=True, steps=3), (110, 90, 80))
        cv.part(Poly([(62, 30), (84, 36), (88, 48), (70, 54), (60, 46)], smooth=True, steps=3), (120, 98, 88))
        cv.part(Poly([(64, 30), (66, 20), (72, 30)]), (90, 70, 64))
        cv.flat(Ell(76, 40, 2, 2), (240, 60, 40))
        cv.part(Poly([(80, 48), (88, 48), (84, 52)]), (250, 250, 240), rim=0)
        cv.part(Poly([(22, 56), (8, 40), (14, 38), (26, 52)]), (110, 90, 80))
    elif kind == "bonegnasher":
        ratfolk(cv, (90, 80, 76), (120, 60, 50), scale=1.25)
        axe(cv, 72, 60)
        cv.part(Ell(32, 50, 6, 6), (236, 228, 206), rim=0.4)
    else:
        cloth = {"gnawer": (110, 90, 60), "slinger": (90, 110, 70), "pikeling": (120, 80, 60),
                 "warden": (90, 96, 120), "pilferer": (60, 54, 70), "skarrow": (120, 40, 60)}[kind]
        ratfolk(cv, FUR if kind != "skarrow" else (150, 140, 136), cloth,
                scale={"gnawer": 0.9, "slinger": 0.9, "pilferer": 0.85}.get(kind, 1.05))
        if kind == "gnawer":
            dagger(cv, 66, 62)
        elif kind == "slinger":
            cv.part(Cap((64, 60), (72, 36), 1.2), (140, 100, 60))
            cv.part(Ell(72, 34, 4, 4), (150, 150, 150))
        elif kind == "pikeling":
            cv.part(Cap((68, 76), (68, 6), 2.2), (120, 80, 48))
            cv.part(Poly([(68, 0), (73, 12), (63, 12)]), STEEL)
        elif kind == "warden":
            shield(cv, 32, 58, 11, (100, 100, 110))
            sword(cv, 66, 60, 24)
            cv.part(Ell(48, 22, 13, 7, a0=180, a1=360), STEEL, rim=0.5)
        elif kind == "pilferer":
            cv.part(Ell(40, 64, 8, 7), (180, 150, 90))
            dagger(cv, 66, 62)
        else:
            cv.part(Poly(star_pts(48, 12, 12, 6, n=5)), GOLD, rim=0.5)
            shield(cv, 30, 58, 9, (140, 110, 50))
            sword(cv, 68, 60, 28)
            cv.part(Poly([(32, 40), (64, 40), (70, 76), (26, 76)], smooth=True, steps=3), rgba((150, 20, 40), 255),
                    rim=0.8)
            cv.part(Ell(48, 56, 10, 12), (120, 40, 60))
    cv.outline_all(1.0)
    return cv.result()


def miner():
    cv = Canvas(96, 96)
    base(cv, RIMS["npc"])
    body_human(cv, (140, 120, 80), hair=(120, 120, 120), wide=1.1, short=True)
    cv.part(Ell(48, 32, 13, 7, a0=180, a1=360), (230, 190, 60), rim=0.5)
    cv.part(Cap((64, 66), (70, 40), 2), (120, 80, 48))
    cv.part(Poly([(60, 38), (80, 42), (70, 44)]), STEEL)
    cv.outline_all(1.0)
    return cv.result()


# ================================================================== dice and tokens
def scenario_face(face):
    cv = Canvas(96, 96)
    die_body(cv, (70, 60, 80))
    draw_symbol(cv, face, 48, 48, 1.0)
    return cv.result()


def draw_symbol(cv, name, x, y, k):
    def P(pts):
        return [(x + a * k, y + b * k) for a, b in pts]
    if name == "obstacle":            # a spiked trap
        cv.part(Poly(P([(-20, 14), (20, 14), (20, 8), (-20, 8)])), (150, 150, 160), rim=0.4)
        for i in range(-2, 3):
            cv.part(Poly(P([(i * 8 - 4, 8), (i * 8 + 4, 8), (i * 8, -16)])), (220, 224, 236), rim=0.3)
    elif name == "encounter":         # a rat skull
        cv.part(Poly(P([(-16, -8), (16, -8), (10, 12), (0, 20), (-10, 12)]), smooth=True, steps=3), (236, 228, 206))
        cv.part(Ell(x - 14 * k, y - 14 * k, 6 * k), (236, 228, 206), rim=0.3)
        cv.part(Ell(x + 14 * k, y - 14 * k, 6 * k), (236, 228, 206), rim=0.3)
        cv.flat(Ell(x - 6 * k, y - 1 * k, 3.5 * k, 4 * k), INK)
        cv.flat(Ell(x + 6 * k, y - 1 * k, 3.5 * k, 4 * k), INK)
    elif name == "power":             # a purple eye
        cv.part(Ell(x, y, 22 * k, 12 * k), (230, 220, 240), rim=0.4)
        cv.part(Ell(x, y, 9 * k), (150, 60, 200), rim=0.3)
        cv.flat(Ell(x, y, 3.5 * k, 7 * k), INK)
    elif name == "blank":
        cv.flat(Ell(x, y, 5 * k), rgba((200, 190, 210), 160))


def tok(fn, size=64):
    cv = Canvas(size, size, zoom=size / 64)
    fn(cv)
    cv.outline_all(1.0)
    return cv.result()


def t_chest(cv):
    cv.part(RRect(10, 26, 44, 28, 4), (150, 96, 50))
    cv.part(Ell(32, 26, 22, 12, a0=180, a1=360), (170, 110, 60))
    cv.part(RRect(28, 30, 8, 10, 2), GOLD, rim=0.4)


def t_trap(cv):
    draw_symbol(cv, "obstacle", 32, 36, 1.1)


def t_noise(cv):
    cv.part(Poly(star_pts(32, 32, 26, 12, n=8)), (250, 200, 60))
    cv.part(Poly(star_pts(32, 32, 14, 7, n=8)), (240, 110, 40), rim=0.3)


def t_fortune(cv):
    cv.part(Ell(32, 32, 24), (90, 170, 90))
    for a in (-90, 0, 90, 180):
        import math
        dx, dy = math.cos(math.radians(a)) * 9, math.sin(math.radians(a)) * 9
        cv.part(Ell(32 + dx, 32 + dy, 8), (160, 230, 130), rim=0.3)


def t_reserve(cv):
    cv.part(Ell(32, 32, 24), (90, 60, 120))
    draw_symbol(cv, "power", 32, 32, 0.9)


def t_achievement(cv):
    cv.part(Poly(star_pts(32, 32, 26, 11, n=5)), GOLD)


def t_coins(cv):
    for i, (x, y) in enumerate([(24, 40), (40, 40), (32, 28)]):
        cv.part(Ell(x, y, 12, 10), light(GOLD, 0.1 * i))


def t_deck(cv):
    for i in range(3):
        cv.part(RRect(14 + i * 3, 8 + i * 3, 32, 44, 4), (70, 50, 90))
    cv.part(Ell(35, 36, 8), (150, 60, 200), rim=0.3)


def t_exit(cv):
    cv.part(RRect(16, 10, 32, 46, 4), (110, 80, 50))
    cv.part(Poly([(20, 34), (36, 22), (36, 30), (46, 30), (46, 38), (36, 38), (36, 46)]), (120, 220, 120))


def t_stairs(cv):
    for i in range(4):
        cv.part(RRect(10 + i * 8, 14 + i * 10, 44 - i * 8, 10, 2), light((130, 120, 110), 0.1 * i))


def t_furniture(cv):
    cv.part(RRect(10, 20, 44, 20, 3), (140, 96, 60))
    cv.part(RRect(12, 40, 6, 14, 2), (110, 76, 48))
    cv.part(RRect(46, 40, 6, 14, 2), (110, 76, 48))


def t_knocked(cv):
    cv.part(Ell(32, 40, 24, 10), (120, 120, 140))
    cv.part(Poly([(18, 20), (26, 14), (32, 22), (38, 12), (46, 20)]), (250, 220, 60), rim=0)


def t_stunned(cv):
    for i, x in enumerate((18, 32, 46)):
        cv.part(Poly(star_pts(x, 24 + (i % 2) * 10, 9, 4, n=5)), (250, 220, 60))


def t_frightened(cv):
    cv.part(Ell(32, 32, 20, 24), (200, 220, 250))
    cv.flat(Ell(24, 26, 4, 6), INK)
    cv.flat(Ell(40, 26, 4, 6), INK)
    cv.flat(Ell(32, 44, 6, 8), INK)


def t_wounded(cv):
    cv.part(Poly([(32, 56), (10, 30), (18, 14), (32, 22), (46, 14), (54, 30)], smooth=True, steps=3), (200, 40, 50))


def t_poisoned(cv):
    cv.part(Poly([(32, 8), (48, 36), (32, 56), (16, 36)], smooth=True, steps=4), (110, 190, 60))


def t_sick(cv):
    cv.part(Ell(32, 34, 20), (170, 190, 110))
    cv.flat(Cap((22, 40), (42, 40), 3), INK)


def t_immobile(cv):
    cv.part(Ell(32, 32, 22), (140, 150, 170))
    cv.part(Ell(32, 32, 14), (70, 76, 90), rim=0)


def t_skull(cv):
    draw_symbol(cv, "encounter", 32, 34, 1.0)


def t_life(cv):
    t_wounded(cv)


def t_mission(cv):
    cv.part(RRect(12, 10, 40, 46, 6), (236, 222, 180))
    cv.flat(Cap((20, 24), (44, 24), 2), INK)
    cv.flat(Cap((20, 34), (40, 34), 2), INK)
    cv.part(Poly(star_pts(42, 46, 9, 4, n=5)), GOLD, rim=0.3)


def t_arrow(cv):
    cv.part(Poly([(32, 8), (54, 34), (40, 34), (40, 56), (24, 56), (24, 34), (10, 34)]), (250, 220, 90))


# icons: what the action bar shows
def i_run(cv):
    cv.part(Poly([(8, 44), (30, 20), (40, 26), (22, 48)]), (120, 180, 240))
    cv.part(Poly([(28, 50), (50, 14), (58, 20), (38, 54)]), (120, 180, 240))


def i_end(cv):
    cv.part(Ell(32, 32, 22), (120, 200, 120))
    cv.part(Poly([(20, 32), (28, 42), (46, 20), (50, 24), (28, 50), (16, 36)]), (255, 255, 255), rim=0)


def i_search(cv):
    cv.part(Ell(28, 28, 16), (200, 220, 240))
    cv.part(Ell(28, 28, 10), (120, 160, 200), rim=0)
    cv.part(Cap((40, 40), (54, 54), 5), (140, 96, 60))


def i_door(cv):
    cv.part(RRect(16, 8, 32, 48, 6), (150, 100, 56))
    cv.part(Ell(40, 34, 3), GOLD, rim=0)


def i_key(cv):
    cv.part(Ell(20, 24, 11), GOLD)
    cv.part(Ell(20, 24, 5), (80, 60, 40), rim=0)
    cv.part(Cap((28, 30), (52, 52), 4), GOLD)
    cv.part(Cap((44, 44), (40, 50), 3), GOLD)


def i_break(cv):
    cv.part(Cap((14, 50), (40, 20), 4), (120, 80, 48))
    cv.part(RRect(32, 8, 22, 16, 3), STEEL)
    cv.part(Poly(star_pts(20, 46, 10, 4, n=6)), (250, 200, 60), rim=0)


def i_riddle(cv):
    cv.part(Ell(32, 32, 22), (150, 110, 200))
    cv.flat(Cap((24, 24), (32, 18), 3), (255, 255, 255))
    cv.flat(Cap((32, 18), (40, 24), 3), (255, 255, 255))
    cv.flat(Cap((40, 24), (32, 34), 3), (255, 255, 255))
    cv.flat(Ell(32, 44, 3), (255, 255, 255))


def i_reveal(cv):
    cv.part(Ell(32, 32, 24, 14), (230, 220, 240))
    cv.part(Ell(32, 32, 9), (60, 140, 200), rim=0.3)
    cv.flat(Ell(32, 32, 4), INK)


def i_disengage(cv):
    cv.part(Poly([(8, 32), (26, 16), (26, 26), (56, 26), (56, 38), (26, 38), (26, 48)]), (240, 170, 80))


def i_leave(cv):
    t_exit(cv)


def i_potion(cv):
    cv.part(Ell(32, 40, 16), (200, 60, 80))
    cv.part(RRect(26, 10, 12, 16, 3), (220, 230, 240))
    cv.part(RRect(25, 6, 14, 6, 2), (140, 96, 60))


def i_brace(cv):
    shield(cv, 32, 32, 20, (90, 110, 170))


def i_pick_up(cv):
    sword(cv, 32, 42, 26)


def i_give(cv):
    cv.part(Poly([(8, 36), (30, 24), (30, 30), (56, 30), (56, 42), (30, 42), (30, 48)]), (120, 200, 140))


def i_persuade(cv):
    cv.part(Poly([(10, 14), (54, 14), (54, 40), (30, 40), (18, 52), (20, 40), (10, 40)]), (240, 240, 220))


def i_more(cv):
    for x in (18, 32, 46):
        cv.part(Ell(x, 32, 6), (230, 220, 200))


def i_attack(cv):
    sword(cv, 32, 44, 30)


def i_shoot(cv):
    bow(cv, 24, 32)
    cv.part(Cap((24, 32), (56, 32), 1.5), (150, 100, 56))
    cv.part(Poly([(56, 26), (62, 32), (56, 38)]), STEEL)


def i_spell(cv):
    cv.part(Poly([(32, 6), (38, 26), (58, 32), (38, 38), (32, 58), (26, 38), (6, 32), (26, 26)]), (200, 160, 255))
    cv.flat(Ell(32, 32, 6, 6), (255, 250, 220))


def i_dispel(cv):
    cv.part(Ell(32, 32, 22, 22), (200, 160, 255), rim=0.5)
    cv.part(Ell(32, 32, 14, 14), (40, 36, 56), rim=0)
    cv.part(Poly([(14, 48), (46, 12), (50, 16), (18, 52)]), (240, 90, 80), rim=0.3)


def main():
    pygame.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    for h in ("brannoc", "dorna", "ithra", "saska", "velka", "morvaen"):
        save(hero(h), p("figures", f"{h}.png"))
    levels = {"gnawer": "troop", "slinger": "troop", "pikeling": "troop", "pilferer": "troop",
              "warden": "elite", "cave_hound": "elite", "bonegnasher": "champion", "skarrow": "champion"}
    for k, lv in levels.items():
        save(creature(k, lv), p("figures", f"{k}.png"))
    save(miner(), p("figures", "captive_miner.png"))
    for k, lv in DROWNED_LEVELS.items():
        save(drowned(k, RIMS[lv], base), p("figures", f"{k}.png"))
    for face in ("obstacle", "encounter", "power", "blank"):
        save(scenario_face(face), p("dice", f"scenario_{face}.png"))
    for n in range(1, 7):
        save(d6_face(n), p("dice", f"d6_{n}.png"))
    g = globals()
    for name in [k[2:] for k in g if k.startswith("t_")]:
        save(tok(g["t_" + name]), p("tokens", f"{name}.png"))
    for name in [k[2:] for k in g if k.startswith("i_")]:
        save(tok(g["i_" + name]), p("icons", f"{name}.png"))


if __name__ == "__main__":
    main()
