"""Platformer card icons (64x64), one drawing per card id, so each picture shows its card's name.

Files are written as sprites/cards/<kind>_icon_<k>.png where k is the card's position in
game/games/platformer/content/{items,artifacts,events}.yaml (the view looks icons up by that index).
Run from the repository root:  python tools/art_card_icons.py
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import yaml  # noqa: E402

from art_common import ROOT, Canvas, Cap, Ell, Minus, Poly, RRect, Ribbon, Union, dark, light, rgba, save  # noqa: E402
from art_common import star_pts  # noqa: E402
from art_icons import SILVER, WOOD, a_crown, a_feather, a_horn, bottle, e_chest, e_storm  # noqa: E402
from art_icons import i_gauntlet, i_shield  # noqa: E402
from art_parts import EYE, blade, feather_wing, gem, sparkle  # noqa: E402
from art_symbols import GOLD, heart_pts, s_boot, s_coin, s_gem, s_heart, s_monster, s_star, s_sword  # noqa: E402

CONTENT = os.path.join(ROOT, "game", "games", "platformer", "content")
RED = (226, 58, 70)
LABEL = (248, 238, 214)
LEATHER = (150, 92, 56)
IRON = (150, 158, 178)


# ------------------------------------------------------------------ helpers
def badge(cv, fn, cx, cy, size, outline=1.6):
    """Draw a 64-unit symbol function shrunk to `size` units, centred on (cx, cy)."""
    z = size / 64
    sub = Canvas(cv.w, cv.h, ss=cv.ss, zoom=cv.zoom * z, offset=(cx / z - 32, cy / z - 32))
    fn(sub)
    sub.outline_all(outline)
    cv.surf.blit(sub.surf, (0, 0))


def coin(cv, x, y, r, col=GOLD):
    cv.part(Ell(x, y, r, r), col, rim=0.8, hi=0.4, ow=0.8)
    cv.flat(Ell(x, y, r * 0.62, r * 0.62), rgba(dark(col, 0.18), 255))
    cv.flat(Ell(x - r * 0.3, y - r * 0.35, r * 0.25, r * 0.14, ang=-35), (255, 255, 240, 200))


def coin_flat(cv, x, y, rx, col=GOLD):
    cv.part(Ell(x, y + 2, rx, rx * 0.42), dark(col, 0.3), rim=0, ow=0.8)
    cv.part(Ell(x, y, rx, rx * 0.42), col, rim=0.6, ow=0.8, hi=0.4)
    cv.flat(Ell(x, y, rx * 0.55, rx * 0.22), rgba(dark(col, 0.15), 255))


def wing(cv, x, y, side, span=16, col=(250, 250, 255)):
    feather_wing(cv, (x, y), span, 4, side, 0, color=col, n=4, flap=0)


def dragon_head(cv):
    """Side view of a small dragon head breathing fire (64-unit box)."""
    G = (80, 170, 90)
    flame_pts = [(36, 36), (50, 28), (62, 34), (54, 38), (62, 44), (48, 44)]
    cv.part(Poly(flame_pts, smooth=True, steps=4), (255, 150, 40), rim=0, ow=0.8)
    cv.flat(Poly([(38, 37), (50, 32), (56, 37), (48, 41)], smooth=True, steps=4), (255, 230, 120))
    cv.part(Ribbon([(22, 16), (14, 6), (10, 4)], [6, 3, 1]), (250, 236, 200), rim=0.5)
    head = Poly([(6, 50), (8, 26), (20, 14), (32, 20), (44, 28), (42, 38), (28, 40), (20, 52)], smooth=True, steps=4)
    cv.part(head, G, rim=1.6)
    cv.flat(Ell(22, 24, 4, 3.2), (255, 220, 60))
    cv.flat(Ell(23, 24, 1.2, 2.6), EYE)
    cv.flat(Cap((28, 34), (42, 33), 1.2), dark(G, 0.5))
    cv.flat(Ell(39, 27, 1.4), dark(G, 0.55))


# ================================================================== items
def botas_prisa(cv):
    for k, y in enumerate((24, 34, 44)):
        cv.part(Cap((2 + k * 2, y), (14 + k * 2, y), 2.2), (160, 220, 250), ow=0.6, rim=0)
    s_boot(cv)
    sparkle(cv, 54, 14, 4)


def martillo_codicia(cv):
    cv.glow(34, 44, 20, (255, 220, 120), 120)
    for x, y in ((38, 52), (50, 50), (44, 44), (56, 42)):
        coin_flat(cv, x, y, 7)
    cv.part(Cap((12, 58), (34, 22), 4.6), WOOD, rim=0.8)
    cv.part(RRect(12, 30, 6, 5, 1.5), dark(WOOD, 0.3), ow=0.6, rim=0)
    head = Poly([rot_pt(p, 30, (36, 18)) for p in [(18, 10), (54, 10), (54, 26), (18, 26)]])
    cv.part(head, GOLD, rim=1.6, hi=0.4)
    cv.part(Poly([rot_pt(p, 30, (36, 18)) for p in [(16, 8), (21, 8), (21, 28), (16, 28)]]), dark(GOLD, 0.2),
            ow=0.7, rim=0)
    cv.part(Poly([rot_pt(p, 30, (36, 18)) for p in [(51, 8), (56, 8), (56, 28), (51, 28)]]), dark(GOLD, 0.2),
            ow=0.7, rim=0)
    cv.flat(Poly(star_pts(*rot_pt((36, 18), 0, (36, 18)), 5, 2, 5)), (255, 250, 210))
    sparkle(cv, 10, 12, 4)


def rot_pt(p, ang, c):
    a = math.radians(ang)
    x, y = p[0] - c[0], p[1] - c[1]
    return (c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a))


def espada_runica(cv):
    cv.glow(38, 26, 22, (90, 220, 255), 150)
    blade(cv, (20, 44), (56, 8), 11, metal=(190, 204, 236))
    for t in (0.25, 0.48, 0.7):
        x, y = 20 + 36 * t, 44 - 36 * t
        cv.glow(x, y, 5, (120, 240, 255), 220)
        cv.flat(Poly([(x - 2, y + 1.5), (x, y - 2.2), (x + 2, y + 1.5)]), (200, 250, 255))
    cv.part(Cap((11, 35), (29, 53), 6), (70, 110, 200), rim=0.8)
    gem(cv, 20, 44, 3.4, (90, 230, 255))
    cv.part(Cap((7, 57), (16, 48), 5.5), (90, 60, 50))
    cv.part(Ell(6, 58, 4), GOLD)


def escudo_roble(cv):
    i_shield(cv)
    L = (90, 170, 70)
    leaf = Poly([(32, 20), (37, 23), (40, 22), (39, 28), (43, 31), (38, 34), (39, 40), (32, 46), (25, 40), (26, 34),
                 (21, 31), (25, 28), (24, 22), (27, 23)], smooth=True, steps=3)
    cv.part(leaf, L, rim=1.0, ow=0.9)
    cv.flat(Cap((32, 24), (32, 46), 0.9), dark(L, 0.45))
    cv.part(Ell(38, 44, 3.6, 4.2), (180, 120, 60), ow=0.7, rim=0.5)
    cv.part(Ell(38, 40.5, 4.2, 2.2), (120, 80, 50), ow=0.7, rim=0)


def amuleto_vida(cv):
    chain = [(14, 6), (16, 18), (24, 26), (32, 28), (40, 26), (48, 18), (50, 6)]
    cv.part(Ribbon(chain, 2.4), GOLD, ow=0.7, rim=0)
    cv.glow(32, 42, 22, (255, 120, 140), 130)
    cv.part(Poly(heart_pts(32, 43, 18)), GOLD, rim=1.4, hi=0.4)
    cv.part(Poly(heart_pts(32, 43, 12.5)), (230, 40, 70), ow=0.8, rim=1.0, hi=0.45)
    cv.flat(Ell(27, 38, 3, 1.8, ang=-35), (255, 240, 240, 220))
    cv.part(Ell(32, 28, 3.4), GOLD, ow=0.7, rim=0)


def botas_hierro(cv):
    for dx, c in ((12, dark(IRON, 0.25)), (0, IRON)):
        x = 6 + dx
        cv.part(Poly([(x + 6, 12), (x + 22, 12), (x + 22, 36), (x + 36, 42), (x + 38, 52), (x + 4, 52),
                      (x + 6, 34)], smooth=True, steps=3), c, rim=1.6, hi=0.35)
        cv.part(RRect(x + 4, 10, 20, 6, 2), dark(c, 0.2), ow=0.8, rim=0.5)
        cv.part(RRect(x + 3, 48, 36, 6, 2), (80, 84, 100), ow=0.8, rim=0)
        for y in (22, 32):
            cv.part(RRect(x + 6, y, 16, 3, 1), dark(c, 0.15), ow=0.6, rim=0)
        for px, py in ((x + 26, 45), (x + 32, 46)):
            cv.flat(Ell(px, py, 1.3), light(c, 0.5))


def bolsa_mercader(cv):
    C = (160, 100, 60)
    bag = Poly([(24, 22), (40, 22), (52, 36), (54, 50), (46, 58), (18, 58), (10, 50), (12, 36)], smooth=True, steps=4)
    cv.part(bag, C, rim=2.0)
    cv.part(Poly([(22, 22), (16, 10), (26, 14), (32, 8), (38, 14), (48, 10), (42, 22)]), light(C, 0.1), rim=1.0)
    cv.part(RRect(20, 20, 24, 5, 2.5), (200, 60, 60), ow=0.8, rim=0.5)
    cv.part(Ribbon([(44, 24), (50, 30), (48, 36)], 2), (200, 60, 60), ow=0.6, rim=0)
    badge(cv, s_coin, 32, 42, 20, outline=0.6)
    for x, y in ((56, 54), (8, 58)):
        coin_flat(cv, x, y, 6)


def capa_sombra(cv):
    C = (60, 50, 100)
    cv.glow(32, 34, 30, (140, 90, 220), 120)
    for dx in (-10, 10):
        cv.flat(Ribbon([(32 + dx, 56), (32 + dx * 1.6, 60), (32 + dx * 2.4, 54)], [4, 3, 1]), (90, 60, 150, 150))
    cv.part(Poly([(20, 16), (32, 4), (44, 16), (52, 40), (58, 58), (44, 52), (32, 58), (20, 52), (6, 58), (12, 40)],
                 smooth=True, steps=5), C, rim=2.0)
    cv.part(Poly([(22, 18), (32, 10), (42, 18), (42, 32), (32, 36), (22, 32)], smooth=True, steps=4),
            (18, 12, 30), ow=0.6, rim=0, hi=0.05, shade=0.05)
    for sx in (-1, 1):
        cv.glow(32 + sx * 5, 24, 4, (190, 140, 255), 230)
        cv.flat(Ell(32 + sx * 5, 24, 2, 1.2), (230, 210, 255))
    cv.part(Ell(32, 38, 6, 3), GOLD, ow=0.7, rim=0.4)
    gem(cv, 32, 38, 2.6, (160, 100, 240))


def anillo_gema(cv):
    for k, c in enumerate(((255, 80, 80), (255, 200, 60), (90, 220, 110), (80, 160, 255), (180, 100, 240))):
        a = math.radians(-150 + k * 30)
        cv.flat(Ribbon([(32, 16), (32 + math.cos(a) * 30, 16 + math.sin(a) * 30 + 14)], [1, 4]), rgba(c, 170))
    cv.part(Minus(Ell(32, 42, 18, 15), Ell(32, 42, 12.5, 9.5)), GOLD, rim=1.6, hi=0.4)
    cv.part(Poly([(24, 30), (40, 30), (36, 24), (28, 24)]), dark(GOLD, 0.1), rim=0.6)
    prism = [(32, 6), (44, 24), (20, 24)]
    cv.part(Poly(prism), (200, 240, 255), rim=1.0, hi=0.5)
    cv.flat(Poly([(32, 6), (32, 24), (20, 24)]), (170, 200, 255, 200))
    cv.flat(Poly([(32, 10), (36, 20), (32, 20)]), (255, 255, 255, 200))
    sparkle(cv, 48, 10, 4)


def cuerno_trasgo(cv):
    a_horn(cv)
    cv.part(Ribbon([(22, 40), (26, 46), (30, 40)], 1.6), (110, 180, 70), ow=0.5, rim=0)
    for x, y in ((56, 6), (60, 14)):
        cv.flat(Cap((x - 3, y), (x + 3, y - 3), 1.2), (255, 240, 200))


def moneda_suerte(cv):
    cv.glow(32, 32, 28, (160, 255, 140), 110)
    cv.part(Ell(33, 34, 24, 24), dark(GOLD, 0.35), rim=0)
    cv.part(Ell(31, 32, 24, 24), GOLD, rim=1.6, hi=0.35)
    cv.part(Ell(31, 32, 18, 18), dark(GOLD, 0.12), ow=0.8, rim=0, hi=0.0, shade=0.1)
    L = (70, 180, 80)
    for a in (0, 90, 180, 270):
        r = math.radians(a - 45)
        x, y = 31 + math.cos(r) * 7, 32 + math.sin(r) * 7
        cv.part(Ell(x, y, 6.4, 6.4), L, ow=0.8, rim=0.8, hi=0.35)
    cv.flat(Ribbon([(31, 33), (34, 42), (38, 48)], [2, 1.6, 1]), dark(L, 0.3))
    cv.flat(Ell(31, 32, 2.4, 2.4), dark(L, 0.25))
    cv.flat(Ell(21, 20, 4, 2, ang=-40), (255, 255, 240, 200))
    sparkle(cv, 54, 10, 4.5)


def pluma_fenix(cv):
    a_feather(cv)
    for x, y in ((10, 28), (40, 52), (56, 30)):
        cv.flat(Ell(x, y, 1.6), (255, 200, 90))


def guantelete_titan(cv):
    cv.glow(32, 30, 30, (255, 200, 90), 120)
    i_gauntlet(cv)
    for p, q in (((4, 20), (10, 22)), ((2, 32), (9, 32)), ((56, 8), (60, 2))):
        cv.part(Cap(p, q, 2), (255, 230, 120), ow=0.5, rim=0)


def cinturon_trofeos(cv):
    B = (130, 80, 50)
    cv.part(Ribbon([(2, 22), (18, 26), (32, 27), (46, 26), (62, 22)], 10), B, rim=1.4)
    for x in (8, 56):
        cv.flat(Cap((x, 20), (x, 26), 1.0), dark(B, 0.4))
    cv.part(RRect(22, 17, 20, 19, 4), GOLD, rim=1.2, hi=0.4)
    cv.part(RRect(27, 22, 10, 9, 2), B, ow=0.7, rim=0)
    # trophies on cords: a fang, a medal, a tiny skull
    for x, y in ((12, 26), (32, 36), (52, 26)):
        cv.flat(Cap((x, y), (x, y + 8), 1.0), (90, 60, 40))
    cv.part(Poly([(9, 34), (15, 34), (13, 48), (12, 50)], smooth=False), (250, 240, 216), ow=0.8, rim=0.5)
    cv.part(Ell(32, 50, 8, 8), GOLD, rim=1.0, hi=0.4)
    cv.flat(Poly(star_pts(32, 50.5, 5, 2, 5)), (255, 250, 210))
    cv.part(Ell(52, 40, 5.4, 5), (246, 240, 226), ow=0.8, rim=0.5)
    cv.part(RRect(49, 43, 6, 4, 1.2), (246, 240, 226), ow=0.6, rim=0)
    for sx in (-1, 1):
        cv.flat(Ell(52 + sx * 2, 40, 1.3), EYE)


def vendas_monje(cv):
    C = (246, 238, 218)
    cv.part(Ribbon([(34, 44), (44, 50), (52, 44), (56, 54), (60, 58)], [12, 11, 10, 9, 8], caps=False), C, rim=1.2)
    cv.part(Ell(26, 30, 20, 20), C, rim=1.6)
    for r in (14, 9):
        cv.flat(Minus(Ell(26, 30, r, r), Ell(26, 30, r - 1, r - 1)), rgba(dark(C, 0.3), 255))
    cv.part(Ell(26, 30, 5, 5), (200, 170, 130), ow=0.8, rim=0.4)
    cv.part(Poly([(40, 14), (44, 14), (44, 10), (48, 10), (48, 14), (52, 14), (52, 18), (48, 18), (48, 22),
                  (44, 22), (44, 18), (40, 18)]), (230, 60, 70), ow=0.8, rim=0.5)
    cv.flat(Cap((40, 50), (46, 46), 0.9), dark(C, 0.3))


ITEMS = {"botas_prisa": botas_prisa, "martillo_codicia": martillo_codicia, "espada_runica": espada_runica,
         "escudo_roble": escudo_roble, "amuleto_vida": amuleto_vida, "botas_hierro": botas_hierro,
         "bolsa_mercader": bolsa_mercader, "capa_sombra": capa_sombra, "anillo_gema": anillo_gema,
         "cuerno_trasgo": cuerno_trasgo, "moneda_suerte": moneda_suerte, "pluma_fenix": pluma_fenix,
         "guantelete_titan": guantelete_titan, "cinturon_trofeos": cinturon_trofeos, "vendas_monje": vendas_monje}


# ================================================================== potions
def crossed_swords(cv):
    s_sword(cv)
    sub = Canvas(cv.w, cv.h, ss=cv.ss, zoom=cv.zoom, offset=cv.off)
    s_sword(sub)
    cv.surf.blit(__import__("pygame").transform.flip(sub.surf, True, False), (0, 0))


def wing_symbol(cv):
    feather_wing(cv, (14, 44), 44, 12, 1, 0, color=(250, 250, 255), n=5, flap=0)


def bolt(cv):
    cv.part(Poly([(36, 4), (14, 36), (30, 36), (22, 60), (50, 24), (34, 24), (44, 4)]), (255, 220, 60), rim=1.6,
            hi=0.4)


def swirl(cv):
    pts = [(32 + math.cos(t * 0.5) * t * 1.6, 32 + math.sin(t * 0.5) * t * 1.6) for t in range(0, 26)]
    cv.part(Ribbon(pts, [2 + t * 0.25 for t in range(26)]), (230, 120, 255), rim=0.6)


def echo(cv):
    s_star(cv)


def rock(cv):
    S = (150, 150, 160)
    cv.part(Poly([(8, 44), (14, 22), (30, 10), (48, 14), (58, 34), (52, 54), (24, 58)], smooth=True, steps=2), S,
            rim=2.0)
    cv.flat(Cap((22, 30), (34, 38), 1.6), dark(S, 0.4))
    cv.flat(Cap((40, 24), (46, 34), 1.6), dark(S, 0.4))


def potion(shape, liquid, stopper, symbol, level=0.62, extra=None, sym_at=(32, 42), sym_size=17):
    def draw(cv):
        if extra == "wings":
            wing(cv, 16, 34, -1, 18)
            wing(cv, 48, 34, 1, 18)
        bottle(cv, shape, liquid, stopper, level=level, deco="steam" if extra == "steam" else None)
        if extra == "sparkles":
            for x, y, r in ((10, 20, 4), (54, 16, 4.5), (52, 46, 3)):
                sparkle(cv, x, y, r)
        if extra == "rings":
            for r in (24, 29):
                cv.flat(Minus(Ell(32, 40, r, r, a0=-60, a1=60), Ell(32, 40, r - 1.6, r - 1.6)),
                        (220, 200, 255, 200))
                cv.flat(Minus(Ell(32, 40, r, r, a0=120, a1=240), Ell(32, 40, r - 1.6, r - 1.6)),
                        (220, 200, 255, 200))
        x, y = sym_at
        if isinstance(symbol, tuple):     # two effects: two small labels side by side
            for fn, dx in zip(symbol, (-7, 7)):
                cv.part(Ell(x + dx, y, 7.5, 7.5), LABEL, ow=0.8, rim=0.6, hi=0.3)
                badge(cv, fn, x + dx, y, 12, outline=0.9)
        elif symbol:                      # a parchment label with the effect's symbol
            r = sym_size * 0.55
            cv.part(Ell(x, y, r, r), LABEL, ow=0.8, rim=0.6, hi=0.3)
            badge(cv, symbol, x, y, sym_size, outline=0.9)
    return draw


POTIONS = {
    "pocion_curacion": potion("round", (230, 50, 60), "cork", s_heart, sym_size=21),
    "elixir_vital": potion("heart", (250, 90, 150), "gold", s_heart, extra="sparkles", sym_at=(32, 40), sym_size=18),
    "pocion_fuerza": potion("square", (250, 130, 40), "cork", s_sword, sym_size=22),
    "pocion_furia": potion("flask", (200, 30, 50), "wax", crossed_swords, extra="steam", sym_at=(32, 45), sym_size=20),
    "pocion_agilidad": potion("vial", (90, 210, 90), "cork", s_boot, level=0.7, sym_at=(32, 40), sym_size=17),
    "pocion_vuelo": potion("round", (120, 200, 250), "gold", wing_symbol, extra="wings", sym_size=21),
    "tonico_caos": potion("tall", (150, 70, 210), "wax", s_monster, sym_size=21),
    "frasco_brillante": potion("flask", (255, 210, 80), "cork", s_gem, extra="sparkles", sym_at=(32, 45), sym_size=18),
    "esencia_cristal": potion("double", (70, 220, 230), "gem", s_gem, sym_at=(32, 46), sym_size=19),
    "pocion_eco": potion("round", (170, 140, 240), "cork", echo, extra="rings", sym_size=21),
    "pocion_piedra": potion("square", (140, 140, 150), "wax", rock, sym_size=22),
    "pocion_trueno": potion("flask", (60, 80, 200), "gold", bolt, sym_at=(32, 45), sym_size=20),
    "tonico_alquimista": potion("tall", (120, 210, 110), "gem", (s_gem, s_heart), sym_size=16),
    "pocion_dragon": potion("tall", (250, 100, 40), "wax", dragon_head, extra="steam", sym_size=23),
    "pocion_oro": potion("round", (250, 200, 50), "gold", s_coin, sym_size=21),
}


# ================================================================== artifacts
def corona_avaricia(cv):
    for x, y in ((10, 56), (22, 58), (54, 56), (42, 58)):
        coin_flat(cv, x, y, 7)
    a_crown(cv)
    cv.flat(Poly([(30, 30), (34, 30), (32, 36)]), (255, 240, 180))


def ojo_cristal(cv):
    cv.glow(32, 32, 30, (120, 240, 255), 150)
    outer = [(32, 4), (54, 20), (54, 44), (32, 60), (10, 44), (10, 20)]
    cv.part(Poly(outer), (110, 210, 250), rim=1.6, hi=0.4)
    cv.flat(Poly([(32, 4), (54, 20), (32, 26), (10, 20)]), (200, 245, 255, 160))
    cv.part(Ell(32, 34, 16, 9), (250, 248, 240), ow=0.8, rim=0)
    cv.part(Ell(32, 34, 7.5, 7.5), (60, 150, 230), ow=0.6, rim=0, hi=0.4)
    cv.flat(Ell(32, 34, 3.2, 4.4), EYE)
    cv.flat(Ell(29.5, 31.5, 1.6), (255, 255, 255))
    sparkle(cv, 50, 8, 4.5)


def estandarte_cumbre(cv):
    C = (200, 50, 60)
    cv.part(Cap((14, 60), (14, 6), 3.2), WOOD, rim=0.6)
    cv.part(Ell(14, 5, 3.6), GOLD, ow=0.7, rim=0.4)
    cv.part(Poly([(16, 10), (54, 10), (50, 24), (54, 40), (16, 40)], smooth=False), C, rim=1.6)
    cv.part(Poly([(20, 34), (30, 18), (35, 25), (40, 17), (50, 34)]), (240, 244, 250), ow=0.8, rim=0.6)
    cv.flat(Poly([(27, 23), (30, 18), (33, 23)]), (255, 255, 255))
    cv.flat(Poly(star_pts(44, 16, 3.6, 1.4, 5)), (255, 220, 80))


def guante_empuje(cv):
    for y in (18, 30, 42):
        cv.part(Cap((4, y), (14, y), 2.4), (160, 220, 250), ow=0.6, rim=0)
    C = (200, 110, 60)
    cv.part(RRect(14, 22, 14, 24, 3), dark(C, 0.15), rim=1.0)
    cv.part(RRect(22, 16, 22, 36, 8), C, rim=1.6)
    for k in range(4):
        cv.part(RRect(40, 16 + k * 9, 16, 8, 4), light(C, 0.05), ow=0.8, rim=0.6)
    cv.part(Ell(32, 14, 4, 8, ang=60), C, ow=0.8, rim=0.6)
    cv.part(RRect(12, 20, 5, 28, 2), GOLD, ow=0.7, rim=0)
    cv.part(Poly([(58, 26), (63, 32), (58, 38)]), (255, 220, 80), ow=0.6, rim=0)


def brujula_vacio(cv):
    cv.glow(32, 32, 30, (150, 90, 255), 140)
    cv.part(Ell(32, 34, 26, 26), SILVER, rim=1.8, hi=0.4)
    cv.part(Ell(32, 6, 5, 4), SILVER, ow=0.8, rim=0.4)
    cv.part(Ell(32, 34, 20, 20), (30, 16, 50), ow=0.8, rim=0, hi=0.1, shade=0.1)
    for t0 in range(3):
        pts = [(32 + math.cos(t0 * 2.1 + t * 0.35) * t * 0.9, 34 + math.sin(t0 * 2.1 + t * 0.35) * t * 0.9)
               for t in range(1, 20)]
        cv.flat(Ribbon(pts, [0.6 + t * 0.12 for t in range(1, 20)]), (150, 90, 240, 200))
    cv.part(Poly([(32, 16), (36, 34), (32, 52), (28, 34)]), (240, 240, 255), ow=0.7, rim=0)
    cv.flat(Poly([(32, 16), (36, 34), (28, 34)]), (200, 80, 240))
    cv.part(Ell(32, 34, 2.6), GOLD, ow=0.6, rim=0)


def medalla_caido(cv):
    R = (70, 60, 110)
    cv.part(Poly([(16, 2), (28, 2), (36, 28), (24, 28)]), R, rim=0.6)
    cv.part(Poly([(48, 2), (36, 2), (28, 28), (40, 28)]), dark(R, 0.2), rim=0.6)
    cv.part(Ell(32, 42, 17, 17), SILVER, rim=1.6, hi=0.4)
    cv.part(Ell(32, 42, 12, 12), dark(SILVER, 0.15), ow=0.7, rim=0, hi=0.05)
    cv.part(Poly([(25, 34), (39, 34), (38, 44), (32, 51), (26, 44)], smooth=False), (90, 130, 210), ow=0.8, rim=0.5)
    cv.flat(Cap((32, 36), (32, 48), 1.0), (220, 230, 255))
    cv.flat(Cap((28, 40), (36, 40), 1.0), (220, 230, 255))


def balanza_mercader(cv):
    cv.part(Cap((32, 12), (32, 54), 3.2), GOLD, rim=0.6)
    cv.part(RRect(20, 52, 24, 6, 2), dark(GOLD, 0.2), rim=0.6)
    cv.part(Cap((8, 16), (56, 16), 3), GOLD, rim=0.6)
    cv.part(Ell(32, 11, 3.6), GOLD, ow=0.7, rim=0.3)
    for x, y in ((12, 38), (52, 32)):
        for sx in (-1, 1):
            cv.flat(Cap((x, 16), (x + sx * 9, y), 0.8), (120, 90, 60))
        cv.part(Ell(x, y, 11, 5, a0=0, a1=180), SILVER, rim=0.8)
        cv.part(Ell(x, y, 11, 2), light(SILVER, 0.2), ow=0.7, rim=0)
    coin_flat(cv, 12, 34, 6)
    coin_flat(cv, 12, 30, 6)
    gem(cv, 52, 27, 5, (230, 60, 90))


def yunque_eterno(cv):
    cv.glow(32, 16, 22, (255, 200, 90), 150)
    M = (90, 94, 116)
    cv.part(Poly([(6, 22), (50, 22), (58, 26), (50, 30), (44, 32), (38, 40), (44, 50), (20, 50), (26, 40), (18, 32),
                  (6, 30)]), M, rim=1.8, hi=0.35)
    cv.part(RRect(16, 48, 32, 9, 2), dark(M, 0.2), rim=0.8)
    cv.flat(Cap((8, 24), (48, 24), 1.0), light(M, 0.5))
    cv.part(Ell(32, 36, 4, 4), (110, 220, 255), ow=0.6, rim=0, hi=0.4)
    for p, q in (((28, 16), (22, 6)), ((34, 16), (38, 4)), ((38, 18), (48, 10)), ((26, 18), (16, 12))):
        cv.part(Cap(p, q, 1.6, 0.6), (255, 210, 90), ow=0.4, rim=0)


def colmillo_cazador(cv):
    chain = [(8, 6), (14, 18), (24, 24), (32, 25), (40, 24), (50, 18), (56, 6)]
    cv.part(Ribbon(chain, 2), (120, 80, 50), ow=0.6, rim=0)
    for x in (18, 46):
        cv.part(Ell(x, 21, 2.6), (200, 60, 60), ow=0.5, rim=0)
    cv.part(RRect(27, 22, 10, 7, 2), GOLD, ow=0.8, rim=0.4)
    fang = Poly([(26, 28), (38, 28), (37, 40), (32, 58), (29, 46)], smooth=True, steps=4)
    cv.part(fang, (250, 244, 224), rim=1.6, hi=0.4)
    cv.flat(Ribbon([(29, 32), (30, 44)], 1.4), (255, 255, 255, 220))
    cv.flat(Cap((36, 34), (34, 46), 1.0), (200, 60, 60, 160))


def sandalias_espina(cv):
    C = (196, 146, 92)
    V = (90, 150, 70)
    for cx, c in ((42, dark(C, 0.15)), (22, C)):
        cy = 34 if cx == 22 else 30
        sole = [(cx - 8, cy - 14), (cx, cy - 22), (cx + 8, cy - 14), (cx + 7, cy + 6), (cx + 5, cy + 20),
                (cx, cy + 24), (cx - 5, cy + 20), (cx - 7, cy + 6)]
        for k in range(len(sole)):   # thorns poke out all round the sole
            px, py = sole[k]
            dx, dy = px - cx, py - cy
            d = math.hypot(dx, dy) or 1
            tip = (px + dx / d * 6, py + dy / d * 6)
            side = (-dy / d * 2.2, dx / d * 2.2)
            cv.part(Poly([(px + side[0], py + side[1]), tip, (px - side[0], py - side[1])]), V, ow=0.6, rim=0)
        cv.part(Poly(sole, smooth=True, steps=4), c, rim=1.4)
        cv.part(Ribbon([(cx - 7, cy - 2), (cx, cy - 14), (cx + 7, cy - 2)], 3.4), (120, 70, 40), ow=0.7, rim=0)
        cv.part(Cap((cx - 7, cy + 10), (cx + 7, cy + 10), 3.2), (120, 70, 40), ow=0.7, rim=0)
        cv.part(Ell(cx, cy - 14, 2), GOLD, ow=0.5, rim=0)


ARTIFACTS = {"corona_avaricia": corona_avaricia, "ojo_cristal": ojo_cristal, "estandarte_cumbre": estandarte_cumbre,
             "guante_empuje": guante_empuje, "brujula_vacio": brujula_vacio, "medalla_caido": medalla_caido,
             "balanza_mercader": balanza_mercader, "yunque_eterno": yunque_eterno,
             "colmillo_cazador": colmillo_cazador, "sandalias_espina": sandalias_espina}


# ================================================================== events
def viento_favorable(cv):
    W = (190, 230, 250)
    for y, x0, x1, curl in ((16, 6, 44, 1), (32, 2, 54, -1), (48, 10, 40, 1)):
        pts = [(x0, y), ((x0 + x1) / 2, y - 2), (x1, y), (x1 + 6, y - 6 * curl), (x1, y - 10 * curl),
               (x1 - 5, y - 5 * curl)]
        cv.part(Ribbon(pts, [1.5, 4, 4, 3.4, 2.4, 1]), W, ow=0.8, rim=0.6)
    for x, y, a in ((50, 46, 30), (20, 24, -20)):
        cv.part(Ell(x, y, 5, 2.6, ang=a), (110, 190, 80), ow=0.7, rim=0.4)


def emboscada(cv):
    B = (60, 120, 60)
    cv.part(Union(Ell(16, 40, 14, 14), Ell(32, 30, 18, 18), Ell(48, 40, 14, 14), RRect(4, 40, 56, 18, 6)), B, rim=2.0)
    for x, y, r in ((14, 36, 4), (30, 22, 5), (48, 34, 4), (40, 48, 3.4), (22, 50, 3.4)):
        cv.flat(Ell(x, y, r, r * 0.6), rgba(light(B, 0.2), 255))
    for cx, cy in ((22, 40), (42, 38), (32, 26)):
        for sx in (-1, 1):
            cv.glow(cx + sx * 3.6, cy, 4, (255, 60, 40), 220)
            cv.flat(Poly([(cx + sx * 1.4, cy - 1.2), (cx + sx * 6, cy - 2.6), (cx + sx * 5, cy + 1.4),
                          (cx + sx * 1.4, cy + 1.2)]), (255, 230, 80))


def mercader_ambulante(cv):
    cv.part(Cap((44, 40), (62, 32), 2), WOOD, ow=0.7, rim=0)
    cv.part(RRect(6, 28, 42, 18, 3), WOOD, rim=1.6)
    for k in range(3):
        cv.flat(Cap((10 + k * 14, 34), (18 + k * 14, 34), 1.0), dark(WOOD, 0.35))
    for k in range(5):
        c = (220, 60, 60) if k % 2 == 0 else (250, 240, 220)
        cv.part(Poly([(4 + k * 9, 20), (13 + k * 9, 20), (13 + k * 9, 26), (8.5 + k * 9, 29), (4 + k * 9, 26)]), c,
                ow=0.7, rim=0.4)
    cv.part(Poly([(2, 20), (26, 6), (50, 20)]), (220, 60, 60), rim=1.2)
    for x in (8, 44):
        cv.part(Cap((x, 20), (x, 28), 1.6), dark(WOOD, 0.2), ow=0.6, rim=0)
    coin_flat(cv, 18, 28, 5)
    gem(cv, 32, 26, 4, (90, 170, 250))
    cv.part(Ell(18, 48, 9, 9), dark(WOOD, 0.1), rim=1.0)
    cv.part(Ell(18, 48, 3, 3), GOLD, ow=0.6, rim=0)
    for a in range(0, 180, 45):
        r = math.radians(a)
        cv.flat(Cap((18 + math.cos(r) * 7, 48 + math.sin(r) * 7), (18 - math.cos(r) * 7, 48 - math.sin(r) * 7),
                    1.0), dark(WOOD, 0.4))


def inflacion(cv):
    for k in range(5):
        coin_flat(cv, 22, 56 - k * 6, 13)
    for k in range(3):
        coin_flat(cv, 10, 58 - k * 6, 8)
    cv.part(Poly([(46, 58), (46, 28), (38, 28), (52, 8), (62, 28), (54, 28), (54, 58)]), (90, 200, 90), rim=1.2,
            hi=0.35)


def refuerzos(cv):
    for x, y, s, c in ((14, 24, 24, (170, 80, 160)), (50, 24, 24, (200, 90, 80)), (32, 38, 32, (146, 96, 206))):
        badge(cv, lambda sub, c=c: s_monster(sub, c), x, y, s, outline=0.8)
    cv.part(Union(RRect(48, 46, 14, 5, 1.5), RRect(52.5, 41.5, 5, 14, 1.5)), (120, 220, 110), ow=0.8, rim=0.4)


def bendicion(cv):
    for k in range(7):
        x = 10 + k * 7.3
        cv.flat(Poly([(x - 2, 0), (x + 2, 0), (32 + (x - 32) * 0.4 + 2, 50), (32 + (x - 32) * 0.4 - 2, 50)]),
                (255, 240, 170, 120))
    cv.glow(32, 38, 28, (255, 240, 170), 200)
    cv.part(Minus(Ell(32, 12, 14, 4.4), Ell(32, 12, 10, 2.4)), GOLD, ow=0.8, rim=0)
    badge(cv, s_heart, 32, 40, 28, outline=1.0)
    for x, y in ((12, 44), (52, 44), (20, 58), (46, 56)):
        sparkle(cv, x, y, 4)


def lluvia_gemas(cv):
    cv.part(Union(Ell(20, 18, 12, 10), Ell(34, 12, 14, 11), Ell(48, 18, 11, 9), RRect(10, 18, 46, 10, 5)),
            (200, 210, 240), rim=1.6)
    for x, y, c in ((14, 40, (230, 60, 90)), (30, 50, (70, 200, 240)), (48, 40, (100, 220, 110)),
                    (40, 58, (250, 200, 60)), (22, 60, (180, 100, 240))):
        cv.flat(Cap((x, y - 12), (x, y - 6), 1.2), (220, 240, 255, 160))
        gem(cv, x, y, 5.4, c)


def niebla(cv):
    F = (196, 204, 220)
    for y, x0, w, a in ((14, 8, 40, 200), (28, 18, 42, 220), (42, 4, 46, 235), (54, 16, 42, 245)):
        cv.part(Union(RRect(x0, y - 5, w, 10, 5), Ell(x0 + w * 0.35, y - 4, 9, 6), Ell(x0 + w * 0.7, y - 3, 7, 5)),
                F, rim=0.8, ow=0.8, hi=0.3, shade=0.2)
    for sx in (-1, 1):
        cv.glow(32 + sx * 5, 35, 3.6, (255, 80, 80), 200)
        cv.flat(Ell(32 + sx * 5, 35, 1.6, 1.1), (255, 200, 120))


def furia(cv):
    cv.glow(32, 28, 30, (255, 60, 60), 160)
    cv.part(Ell(32, 28, 22, 22), (220, 60, 50), rim=1.8, hi=0.3)
    for x, y, r in ((24, 20, 4), (40, 34, 5), (38, 18, 2.6)):
        cv.flat(Ell(x, y, r, r), rgba(dark((220, 60, 50), 0.25), 255))
    for k in range(3):
        dx = (k - 1) * 9
        cv.part(Ribbon([(24 + dx, 40), (30 + dx, 50), (36 + dx, 62)], [1.5, 5, 1.2]), (250, 240, 230), rim=0.6)
    for p in ((6, 8), (58, 10), (56, 50)):
        sparkle(cv, p[0], p[1], 3.4, (255, 200, 200))


def marea_oscura(cv):
    D = (70, 40, 110)
    cv.glow(32, 40, 30, (120, 60, 180), 130)
    wave = [(2, 60), (2, 40), (10, 28), (24, 16), (40, 12), (54, 18), (58, 28), (50, 32), (44, 26), (36, 28),
            (40, 38), (52, 46), (62, 50), (62, 60)]
    cv.part(Poly(wave, smooth=True, steps=4), D, rim=2.0)
    cv.flat(Ribbon([(12, 30), (24, 20), (40, 16), (52, 20)], [1.2, 2.4, 2.4, 1.2]), (170, 140, 230, 220))
    for x, y in ((46, 22), (52, 26), (40, 24)):
        cv.flat(Ell(x, y, 1.6), (210, 190, 255))
    for sx in (-1, 1):
        cv.glow(22 + sx * 5, 42, 3.4, (170, 255, 150), 220)
        cv.flat(Ell(22 + sx * 5, 42, 1.6, 1.2), (220, 255, 200))


EVENTS = {"tormenta": e_storm, "viento_favorable": viento_favorable, "emboscada": emboscada,
          "mercader_ambulante": mercader_ambulante, "inflacion": inflacion, "refuerzos": refuerzos,
          "bendicion": bendicion, "lluvia_gemas": lluvia_gemas, "niebla": niebla, "furia": furia,
          "tesoro": e_chest, "marea_oscura": marea_oscura}

TABLES = {"item": ("items.yaml", "items", ITEMS), "potion": ("items.yaml", "potions", POTIONS),
          "artifact": ("artifacts.yaml", "artifacts", ARTIFACTS), "event": ("events.yaml", "events", EVENTS)}

def card_ids(kind):
    """Card ids of one kind in YAML order (the index the view uses)."""
    fname, key, _table = TABLES[kind]
    with open(os.path.join(CONTENT, fname), encoding="utf-8") as fh:
        return [c["id"] for c in yaml.safe_load(fh)[key]]


def icon(fn, size=64):
    cv = Canvas(size, size, zoom=size / 64)
    fn(cv)
    cv.outline_all(1.2)
    return cv.result()


def write_all(out_dir=os.path.join(ROOT, "sprites", "cards")):
    """Write <kind>_icon_<k>.png for every card; fails loudly if a card has no drawing."""
    written = []
    for kind, (_f, _k, table) in TABLES.items():
        ids = card_ids(kind)
        missing = [i for i in ids if i not in table]
        assert not missing, f"no icon drawing for {kind}: {missing}"
        for k, ident in enumerate(ids):
            path = os.path.join(out_dir, f"{kind}_icon_{k}.png")
            save(icon(table[ident]), path)
            written.append(path)
    return written


if __name__ == "__main__":
    print(len(write_all()), "card icons written")
