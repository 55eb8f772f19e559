"""Generate Talisman's original sprites into sprites/talisman/.

Run from the repository root:  python tools/make_talisman_sprites.py [group ...]
Groups: figures cards dice icons board (default: all).

Same drawing kit and house style as tools/make_sprites.py and tools/make_tseuquest_sprites.py
(supersampled shapes, ink outline, chibi figures). Deterministic.

  figures/<id>.png           every character, the ghost and the toad, standing (96x96)
  figures/<id>_portrait.png  busts for the character sheet (160x160)
  cards/frame_<kind>.png     card frames per card kind (240x336, regions of sprites/cards/layout.json)
  cards/art_<kind>.png       card pictures per kind, enemies per type (128x128)
  dice/d6_<1..6>.png         Talisman's own ivory dice with red pips (96x96)
  icons/<name>.png           strength, craft, fate, lives, gold, trophy, spell, object, follower and
                             the space marks (draw, roll, shop, chapel...) (64x64)
  board.png                  the painted board: three rings, the river and the crags, the Crown (640x640)
"""
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from art_common import (INK, ROOT, Canvas, Cap, Ell, Poly, RRect, Ribbon, Union, dark,  # noqa: E402
                        light, radial, rgba, save, star_pts)
import pygame  # noqa: E402
from art_parts import SKIN, blade, eyes, gem, mouth, sparkle  # noqa: E402
import art_cards  # noqa: E402
import art_icons as IC  # noqa: E402
from art_symbols import SYMBOLS, heart_pts  # noqa: E402
from art_tokens import PIPS, die_body  # noqa: E402
from game.ui.views.talisman import geometry as G  # noqa: E402

OUT = os.path.join(ROOT, "sprites", "talisman")
STEEL = (180, 190, 208)
STEEL_D = (120, 128, 150)
WOOD = (150, 100, 58)
GOLD = (240, 190, 70)
BONE = (240, 232, 210)


def p(*parts):
    return os.path.join(OUT, *parts)


# ================================================================== figures
# skin, hair, body colour, trim, headgear, prop, beard, ears, scale
FIG = {
    "warrior": (SKIN, (120, 70, 40), (170, 50, 56), STEEL, "helm", "sword", False, "", 1.0),
    "wizard": (SKIN, (220, 220, 230), (96, 60, 170), GOLD, "pointed", "staff", True, "", 1.0),
    "monk": ((214, 160, 110), None, (196, 130, 60), (120, 70, 40), "bald", "fists", False, "", 1.0),
    "troll": ((120, 170, 100), None, (110, 90, 60), (80, 60, 40), "none", "club", False, "big", 1.12),
    "dwarf": (SKIN, (200, 100, 40), (90, 110, 150), STEEL, "horns", "axe", True, "", 0.9),
    "thief": (SKIN, (60, 50, 50), (70, 70, 86), (40, 40, 52), "hood", "dagger", False, "", 1.0),
    "elf": ((246, 222, 196), (244, 210, 120), (70, 140, 80), GOLD, "circlet", "bow", False, "pointy", 1.0),
    "priest": (SKIN, (150, 110, 80), (236, 232, 220), GOLD, "mitre", "sunstaff", False, "", 1.0),
    "medium": ((200, 150, 110), (40, 30, 40), (60, 140, 150), (200, 90, 160), "scarf", "orb", False, "", 1.0),
    "gravedigger": (SKIN, (90, 80, 70), (96, 76, 60), (60, 50, 44), "cap", "shovel", True, "", 1.0),
    "penitent": (SKIN, (80, 60, 50), (150, 146, 140), (110, 80, 60), "hood", "lantern", False, "", 1.0),
}
PORTRAIT_BG = {"warrior": (190, 70, 70), "wizard": (110, 80, 190), "monk": (210, 150, 70), "troll": (100, 150, 90),
               "dwarf": (90, 120, 170), "thief": (80, 80, 100), "elf": (90, 170, 100), "priest": (220, 200, 130),
               "medium": (70, 160, 170), "gravedigger": (110, 90, 70), "penitent": (150, 140, 130),
               "ghost": (120, 150, 200), "toad": (100, 170, 80)}


def prop(cv, kind, hand, k):
    x, y = hand
    if kind == "sword":
        blade(cv, (x, y), (x + 10, y - 34), 5.0, metal=(214, 222, 236))
        cv.part(Cap((x - 6, y + 1), (x + 6, y - 2), 2.6), GOLD, ow=0.7, rim=0.4)
    elif kind == "staff":
        cv.part(Cap((x, y + 26), (x + 2, y - 30), 2.6), WOOD, ow=0.8, rim=0.4)
        cv.glow(x + 2, y - 33, 9, (180, 140, 255), 150)
        gem(cv, x + 2, y - 33, 4.5, (170, 120, 250))
    elif kind == "club":
        cv.part(Ribbon([(x, y + 4), (x + 6, y - 14), (x + 10, y - 30)], [4, 7, 11]), (130, 90, 50), rim=1.0)
    elif kind == "axe":
        cv.part(Cap((x, y + 14), (x + 4, y - 26), 2.6), WOOD, ow=0.8, rim=0.4)
        cv.part(Poly([(x + 4, y - 24), (x + 18, y - 32), (x + 20, y - 14), (x + 4, y - 16)], smooth=True, steps=3),
                STEEL, rim=1.0, hi=0.4)
    elif kind == "dagger":
        blade(cv, (x, y), (x + 8, y - 16), 3.6, metal=(214, 222, 236))
    elif kind == "bow":
        cv.part(Ribbon([(x + 2, y - 28), (x + 10, y - 8), (x + 10, y + 8), (x + 2, y + 26)], [2, 3.4, 3.4, 2]),
                WOOD, rim=0.6)
        cv.flat(Cap((x + 2, y - 28), (x + 2, y + 26), 0.5), (240, 230, 210))
    elif kind == "sunstaff":
        cv.part(Cap((x, y + 26), (x + 1, y - 26), 2.4), GOLD, ow=0.8, rim=0.4)
        cv.part(Poly(star_pts(x + 1, y - 31, 8, 4, 8)), GOLD, ow=0.8, rim=0.6, hi=0.4)
    elif kind == "orb":
        cv.glow(x + 2, y - 6, 12, (120, 240, 230), 160)
        cv.part(Ell(x + 2, y - 6, 7.5), (150, 230, 230), rim=1.0, hi=0.5)
        sparkle(cv, x, y - 9, 2.2)
    elif kind == "shovel":
        cv.part(Cap((x, y + 10), (x + 2, y - 30), 2.4), WOOD, ow=0.8, rim=0.4)
        cv.part(Poly([(x - 4, y + 10), (x + 8, y + 10), (x + 6, y + 24), (x + 2, y + 27), (x - 2, y + 24)],
                     smooth=True, steps=2), STEEL_D, rim=0.8)
    elif kind == "lantern":
        cv.part(Cap((x, y), (x, y + 6), 1.2), (60, 50, 50), ow=0.6, rim=0)
        cv.glow(x, y + 12, 12, (255, 210, 110), 170)
        cv.part(RRect(x - 5, y + 6, 10, 12, 2), (250, 210, 120), rim=0.8, hi=0.5)


def headgear(cv, kind, hx, hy, hair, trim, body):
    if kind == "helm":
        cv.part(Union(Ell(hx, hy - 3, 14, 10, a0=180, a1=360), RRect(hx - 14.5, hy - 4, 29, 4, 1.5)), STEEL, rim=1.2)
        cv.part(RRect(hx - 1.5, hy - 6, 3, 11, 1.2), STEEL_D, ow=0.6, rim=0)
        cv.part(Ribbon([(hx, hy - 12), (hx, hy - 18), (hx - 5, hy - 21)], [3, 4, 2]), body, ow=0.7, rim=0.5)
    elif kind == "pointed":
        cv.part(Poly([(hx - 17, hy - 3), (hx + 17, hy - 3), (hx + 6, hy - 12), (hx + 10, hy - 34), (hx - 6, hy - 12)],
                     smooth=True, steps=3), body, rim=1.4)
        cv.part(Ell(hx, hy - 3, 18, 4), dark(body, 0.15), rim=0.8)
        cv.part(Poly(star_pts(hx + 1, hy - 15, 3.5, 1.5, 5)), GOLD, ow=0.5, rim=0)
    elif kind == "horns":
        cv.part(Union(Ell(hx, hy - 3, 13.5, 10, a0=180, a1=360), RRect(hx - 13.5, hy - 4, 27, 4, 1.5)), STEEL, rim=1.2)
        for s in (-1, 1):
            cv.part(Ribbon([(hx + s * 12, hy - 6), (hx + s * 19, hy - 12), (hx + s * 18, hy - 20)], [4, 3, 1]),
                    BONE, rim=0.6)
    elif kind == "hood":
        cv.part(Poly([(hx - 15, hy + 10), (hx - 14, hy - 8), (hx, hy - 17), (hx + 14, hy - 8), (hx + 15, hy + 10),
                      (hx + 9, hy + 2), (hx - 9, hy + 2)], smooth=True, steps=3), body, rim=1.2)
    elif kind == "circlet":
        cv.part(Ell(hx, hy - 4, 12, 8, a0=180, a1=360), hair, rim=0.8)
        cv.part(RRect(hx - 12, hy - 6, 24, 2.6, 1.2), GOLD, ow=0.6, rim=0)
        gem(cv, hx, hy - 5, 2, (90, 200, 120))
    elif kind == "mitre":
        cv.part(Poly([(hx - 10, hy - 5), (hx + 10, hy - 5), (hx + 8, hy - 20), (hx, hy - 27), (hx - 8, hy - 20)],
                     smooth=True, steps=2), body, rim=1.0)
        cv.part(Union(RRect(hx - 1.2, hy - 22, 2.4, 14, 1), RRect(hx - 5, hy - 17, 10, 2.4, 1)), GOLD, ow=0.5, rim=0)
    elif kind == "scarf":
        cv.part(Ell(hx, hy - 4, 12, 8.5, a0=180, a1=360), hair, rim=0.8)
        cv.part(RRect(hx - 13, hy - 7, 26, 5, 2), trim, rim=0.6)
        cv.part(Ribbon([(hx + 11, hy - 4), (hx + 16, hy + 4), (hx + 15, hy + 12)], [4, 3, 1.5]), trim, rim=0.4)
    elif kind == "cap":
        cv.part(Ell(hx, hy - 5, 12.5, 8, a0=180, a1=360), dark(body, 0.2), rim=0.8)
        cv.part(Ell(hx + 6, hy - 5, 10, 2.6), dark(body, 0.3), rim=0.4)
    elif kind == "bald":
        cv.flat(Ell(hx - 4, hy - 7, 4, 2, ang=-20), (255, 255, 255, 90))
    elif hair is not None:
        cv.part(Ell(hx, hy - 4, 12, 8, a0=180, a1=360), hair, rim=0.8)


def character(cv, fid):
    skin, hair, body, trim, gear, held, bearded, ears, k = FIG[fid]
    big = ears == "big"
    w = 11 * k
    for s in (-1, 1):       # legs and boots
        cv.part(Cap((48 + s * 6, 72), (48 + s * 7, 86), 7.5 * k), dark(body, 0.35), rim=0.6)
        cv.part(Ell(48 + s * 8, 87, 6 * k, 3.2), (70, 50, 44), rim=0.4)
    robe = gear in ("pointed", "mitre", "hood", "bald", "scarf") and fid != "thief"
    bottom = 84 if robe else 76
    cv.part(Poly([(48 - w - 2, 50), (48 + w + 2, 50), (48 + w + (9 if robe else 4), bottom),
                  (48 - w - (9 if robe else 4), bottom)], smooth=True, steps=3), body, rim=1.4)
    cv.part(RRect(48 - w - 1, 66, 2 * w + 2, 4, 1.5), trim, ow=0.7, rim=0)
    for s in (-1, 1):       # arms
        cv.part(Cap((48 + s * (w + 1), 53), (48 + s * (w + 7), 66), 5.4 * k), body, rim=0.6)
        cv.part(Ell(48 + s * (w + 7), 67, 3.2 * k), skin, rim=0.4)
    prop(cv, held, (48 + w + 8, 66), k)
    if fid == "warrior":
        cv.part(Ell(48 - w - 5, 66, 10, 11), (150, 40, 46), rim=1.2)
        cv.part(Poly(star_pts(48 - w - 5, 66, 4.5, 2, 4)), GOLD, ow=0.5, rim=0)
    hy = 38
    r = 12.5 * k if big else 11.5 * k
    if ears == "pointy":
        for s in (-1, 1):
            cv.part(Poly([(48 + s * 9, hy), (48 + s * 17, hy - 6), (48 + s * 10, hy + 4)]), skin, rim=0.4)
    if big:
        for s in (-1, 1):
            cv.part(Ell(48 + s * 13, hy + 1, 4.5, 3.5), skin, rim=0.4)
    cv.part(Ell(48, hy + 3, r, r * 0.96), skin, rim=1.0)
    if bearded:
        col = hair or (200, 200, 200)
        cv.part(Poly([(48 - 10, hy + 4), (58, hy + 4), (56, hy + 14), (48, hy + 22), (40, hy + 14)], smooth=True,
                     steps=4), col, rim=0.8)
    eyes(cv, 48, hy + 3, gap=8, rx=1.6, ry=2.2, brows=(dark(hair or skin, 0.4), 0.8))
    if big:
        cv.part(Cap((43, hy + 10), (53, hy + 10), 1.4), (240, 240, 220), ow=0.5, rim=0)
    elif not bearded:
        mouth(cv, 48, hy + 10, 3.0)
    headgear(cv, gear, 48, hy, hair, trim, body)


def ghost(cv):
    col = (214, 232, 250)
    cv.glow(48, 50, 40, (160, 200, 255), 120)
    cv.part(Poly([(28, 84), (26, 44), (34, 24), (48, 18), (62, 24), (70, 44), (68, 84), (62, 78), (56, 86),
                  (48, 78), (40, 86), (34, 78)], smooth=True, steps=4), col, rim=1.6, hi=0.3)
    for s in (-1, 1):
        cv.flat(Ell(48 + s * 8, 42, 4.5, 6), (40, 50, 90))
    cv.flat(Ell(48, 56, 4, 5), (40, 50, 90))


def toad(cv):
    col = (110, 176, 80)
    cv.part(Ell(48, 70, 26, 16), col, rim=1.6)
    cv.part(Ell(48, 76, 16, 9), (220, 220, 150), ow=0.5, rim=0.6)
    for s in (-1, 1):
        cv.part(Ell(48 + s * 14, 52, 8, 8), col, rim=0.8)
        cv.part(Ell(48 + s * 14, 52, 4, 4.5), (250, 240, 200), ow=0.6, rim=0)
        cv.flat(Ell(48 + s * 14, 53, 1.8, 2.4), INK)
        cv.part(Ell(48 + s * 24, 84, 8, 4), col, rim=0.6)
    cv.part(Cap((38, 70), (58, 70), 1.2), dark(col, 0.4), ow=0, rim=0)
    cv.part(Poly([(40, 44), (44, 36), (48, 42), (52, 36), (56, 44)]), GOLD, ow=0.7, rim=0.4)   # a tiny crown


def draw_fig(cv, fid):
    if fid == "ghost":
        ghost(cv)
    elif fid == "toad":
        toad(cv)
    else:
        character(cv, fid)


def figure(fid):
    cv = Canvas(96, 96)
    draw_fig(cv, fid)
    cv.outline_all(1.3)
    cv.shadow(48, 90, 20, 4.5)
    return cv.result()


def portrait(fid):
    col = PORTRAIT_BG[fid]
    W = 160 * 4
    bg = Canvas(160, 160)
    bg.surf.blit(radial((W, W), light(col, 0.5) + (255,), dark(col, 0.6) + (255,), power=0.9), (0, 0))
    rays = bg.layer()
    for k in range(12):
        a0, a1 = math.radians(k * 30), math.radians(k * 30 + 12)
        ox, oy = W / 2, W * 0.38
        pygame.draw.polygon(rays, (255, 255, 240, 30), [(ox, oy), (ox + math.cos(a0) * W, oy + math.sin(a0) * W),
                                                       (ox + math.cos(a1) * W, oy + math.sin(a1) * W)])
    bg.surf.blit(rays, (0, 0))
    size, top = 62, (30 if fid == "toad" else 14 if fid == "ghost" else 4)
    fig = Canvas(160, 160, zoom=160 / size, offset=(-(48 - size / 2), -top))
    draw_fig(fig, fid)
    fig.outline_all(1.0)
    bg.surf.blit(fig.surf, (0, 0))
    bg.surf.blit(radial((W, W), (0, 0, 0, 0), (20, 10, 30, 150), power=2.2), (0, 0))
    return bg.result()


def figures():
    for fid in list(FIG) + ["ghost", "toad"]:
        save(figure(fid), p("figures", f"{fid}.png"))
        save(portrait(fid), p("figures", f"{fid}_portrait.png"))


# ================================================================== cards
# kind -> body colour, accent, title band (frames drawn by the shared card kit)
FRAMES = {
    "event": ((200, 140, 50), (110, 60, 30), (250, 240, 220)),
    "enemy": ((180, 50, 56), (236, 200, 170), (250, 232, 220)),
    "stranger": ((60, 130, 150), (220, 246, 246), (236, 248, 248)),
    "object": ((140, 96, 60), GOLD, (250, 238, 210)),
    "magic_object": ((90, 70, 170), (230, 220, 255), (240, 236, 252)),
    "follower": ((70, 140, 80), (230, 250, 220), (238, 250, 234)),
    "place": ((110, 110, 130), (240, 230, 200), (244, 240, 230)),
    "spell": ((40, 90, 170), (200, 230, 255), (234, 242, 252)),
    "purchase": ((160, 120, 60), GOLD, (250, 240, 214)),
    "talisman": ((200, 160, 40), (255, 250, 220), (252, 246, 220)),
    "veil": ((70, 90, 120), (200, 220, 250), (232, 238, 248)),
    "terrain": ((110, 80, 60), (220, 190, 140), (246, 236, 220)),
}


def art(fn, size=128):
    cv = Canvas(size, size, zoom=size / 64)
    fn(cv)
    cv.outline_all(1.2)
    return cv.result()


def a_event(cv):
    IC.e_storm(cv)


def a_stranger(cv):
    cv.part(Poly([(14, 60), (18, 30), (32, 8), (46, 30), (50, 60)], smooth=True, steps=3), (70, 120, 140), rim=1.4)
    cv.part(Ell(32, 26, 9, 9), (40, 40, 60), ow=0.8, rim=0)
    for s in (-1, 1):
        cv.flat(Ell(32 + s * 4, 26, 1.8, 1.8), (250, 230, 140))
    cv.part(Cap((50, 60), (52, 12), 2), WOOD, ow=0.7, rim=0.3)


def a_follower(cv):
    for dx, col in ((-10, (90, 150, 100)), (10, (150, 110, 70))):
        cv.part(Ell(32 + dx, 24, 8, 8), SKIN, rim=0.6)
        cv.part(Poly([(20 + dx, 58), (24 + dx, 34), (40 + dx, 34), (44 + dx, 58)], smooth=True, steps=2), col, rim=1.0)
        eyes(cv, 32 + dx, 24, gap=5, rx=1.1, ry=1.5)


def a_place(cv):
    cv.part(RRect(18, 22, 28, 36, 2), (150, 146, 160), rim=1.4)
    for x in range(18, 46, 7):
        cv.part(RRect(x, 16, 5, 8, 1), (150, 146, 160), ow=0.7, rim=0.3)
    cv.part(Ell(32, 50, 6, 8, a0=180, a1=360), (60, 40, 40), ow=0.7, rim=0)
    cv.part(RRect(26, 50, 12, 8, 0), (60, 40, 40), ow=0.7, rim=0)
    cv.part(Poly([(32, 2), (44, 12), (32, 10)]), (200, 60, 60), ow=0.6, rim=0)
    cv.flat(Cap((32, 2), (32, 16), 0.8), INK)


def a_spell(cv):
    cv.glow(32, 32, 28, (140, 190, 255), 150)
    IC.e_scroll(cv)
    sparkle(cv, 48, 14, 4)


def a_talisman(cv):
    cv.glow(32, 34, 28, (255, 230, 140), 150)
    cv.part(Ribbon([(14, 6), (32, 20), (50, 6)], [1.6, 1.6, 1.6], smooth=False), (120, 80, 50), rim=0)
    cv.part(Ell(32, 38, 17), GOLD, rim=1.6, hi=0.4)
    cv.part(Poly(star_pts(32, 38, 12, 5, 7)), (250, 236, 170), ow=0.7, rim=0.6)
    gem(cv, 32, 38, 4.5, (220, 50, 70))


def a_veil(cv):
    cv.glow(32, 32, 28, (180, 200, 255), 130)
    for k in range(4):
        cv.flat(Ribbon([(6, 20 + k * 9), (22, 16 + k * 9), (42, 24 + k * 9), (58, 18 + k * 9)], 3),
                rgba((220, 230, 250), 200 - k * 30))
    for s in (-1, 1):
        cv.flat(Ell(32 + s * 6, 30, 2.4, 3.2), (40, 50, 90))


def a_terrain(cv):
    cv.part(Poly([(4, 54), (20, 22), (30, 36), (40, 14), (60, 54)]), (140, 120, 100), rim=1.4)
    cv.part(Poly([(34, 24), (40, 14), (46, 24), (42, 22), (38, 26)]), (246, 246, 250), ow=0.6, rim=0)
    cv.part(Ribbon([(12, 58), (24, 50), (34, 56), (48, 46)], [1.5, 3, 2, 1]), (60, 20, 80), ow=0.7, rim=0)


def a_animal(cv):
    col = (130, 100, 80)
    cv.part(Poly([(10, 40), (16, 20), (24, 10), (28, 24), (36, 24), (40, 10), (48, 20), (54, 40), (44, 56),
                  (20, 56)], smooth=True, steps=3), col, rim=1.6)
    cv.part(Ell(32, 46, 10, 8), light(col, 0.3), rim=0.6)
    cv.flat(Ell(32, 41, 3.6, 2.6), INK)
    for s in (-1, 1):
        cv.flat(Ell(32 + s * 9, 32, 2.6, 2.2), (250, 210, 80))
    cv.part(Poly([(26, 51), (28, 57), (30, 51)]), BONE, ow=0.5, rim=0)
    cv.part(Poly([(34, 51), (36, 57), (38, 51)]), BONE, ow=0.5, rim=0)


def a_dragon(cv):
    col = (60, 140, 90)
    cv.part(Poly([(6, 30), (20, 8), (30, 22), (44, 4), (42, 26), (60, 26)], smooth=False), dark(col, 0.2), rim=1.0)
    cv.part(Poly([(8, 44), (16, 28), (34, 22), (56, 30), (60, 42), (50, 52), (24, 54)], smooth=True, steps=3), col,
            rim=1.6)
    cv.flat(Ell(44, 34, 3, 2.4), (255, 220, 60))
    for k in range(4):
        cv.part(Poly([(26 + k * 7, 52), (29 + k * 7, 58), (32 + k * 7, 52)]), BONE, ow=0.5, rim=0)
    cv.part(Ribbon([(58, 44), (62, 50), (60, 58)], [4, 3, 1]), (250, 130, 40), ow=0.6, rim=0)


def a_monster(cv):
    col = (150, 90, 160)
    cv.part(Ell(32, 36, 22, 20), col, rim=1.6)
    for s in (-1, 1):
        cv.part(Ribbon([(32 + s * 14, 22), (32 + s * 22, 12), (32 + s * 20, 4)], [6, 4, 1]), BONE, rim=0.6)
    cv.part(Ell(32, 32, 9, 8), (250, 240, 200), rim=0.6)
    cv.flat(Ell(32, 33, 4, 5), (200, 40, 50))
    cv.part(Ell(32, 48, 11, 5, a0=0, a1=180), (60, 20, 30), ow=0.7, rim=0)


def a_spirit(cv):
    ghost_small = (210, 226, 250)
    cv.glow(32, 32, 30, (150, 190, 255), 140)
    cv.part(Poly([(16, 58), (14, 30), (22, 12), (32, 8), (42, 12), (50, 30), (48, 58), (42, 52), (38, 60), (32, 52),
                  (26, 60), (22, 52)], smooth=True, steps=4), ghost_small, rim=1.4, hi=0.3)
    for s in (-1, 1):
        cv.flat(Ell(32 + s * 6, 28, 3, 4.5), (40, 50, 90))
    cv.flat(Ell(32, 40, 3, 4), (40, 50, 90))


ARTS = {"event": a_event, "stranger": a_stranger, "object": IC.i_sword, "magic_object": IC.a_crystal,
        "follower": a_follower, "place": a_place, "spell": a_spell, "purchase": IC.i_shield,
        "talisman": a_talisman, "veil": a_veil, "terrain": a_terrain, "enemy_animal": a_animal,
        "enemy_dragon": a_dragon, "enemy_monster": a_monster, "enemy_spirit": a_spirit}


def cards():
    for kind, colours in FRAMES.items():
        art_cards.FRAMES["talisman_" + kind] = colours
        save(art_cards.card_frame("talisman_" + kind), p("cards", f"frame_{kind}.png"))
    for name, fn in ARTS.items():
        save(art(fn), p("cards", f"art_{name}.png"))


# ================================================================== dice
DIE = (246, 238, 220)


def d6(n):
    cv = Canvas(96, 96)
    die_body(cv, DIE)
    cv.flat(art_cards._ring_rect(14, 14, 68, 68, 12, 1.2), rgba(GOLD, 200))
    for px, py in PIPS[n]:
        r = 10 if n == 1 else 7
        x, y = 48 + px * 21, 48 + py * 21
        cv.part(Ell(x, y, r), (170, 30, 44), ow=0.6, rim=0.4, shade=0.1, hi=0.3)
    return cv.result()


def dice():
    for n in range(1, 7):
        save(d6(n), p("dice", f"d6_{n}.png"))


# ================================================================== icons
def i_strength(cv):
    SYMBOLS["sword"](cv, None)


def i_craft(cv):
    cv.glow(32, 32, 28, (140, 200, 255), 140)
    cv.part(Poly(star_pts(32, 32, 26, 11, 4)), (120, 190, 250), rim=1.4, hi=0.5)
    cv.part(Ell(32, 32, 7), (250, 250, 255), ow=0.7, rim=0.5)


def i_fate(cv):
    col = (90, 190, 110)
    for a in (0, 90, 180, 270):
        x, y = 32 + 11 * math.sin(math.radians(a)), 30 - 11 * math.cos(math.radians(a))
        cv.part(Poly(heart_pts(x, y, 12)), col, rim=1.0, hi=0.4)
    cv.part(Ribbon([(32, 32), (36, 48), (42, 58)], [3, 2.6, 2]), dark(col, 0.3), rim=0)


def i_lives(cv):
    SYMBOLS["heart"](cv, None)


def i_gold(cv):
    SYMBOLS["gold"](cv, None)


def i_trophy(cv):
    cv.part(Poly([(14, 10), (50, 10), (46, 30), (32, 40), (18, 30)], smooth=True, steps=3), GOLD, rim=1.4, hi=0.4)
    for s in (-1, 1):
        cv.part(Ribbon([(32 + s * 17, 14), (32 + s * 26, 18), (32 + s * 18, 30)], 3), GOLD, rim=0.4)
    cv.part(RRect(28, 38, 8, 10, 1), dark(GOLD, 0.2), rim=0.4)
    cv.part(RRect(20, 48, 24, 8, 2), (120, 80, 50), rim=0.6)


def i_spell(cv):
    a_spell(cv)


def i_object(cv):
    IC.i_helmet(cv)


def i_follower(cv):
    a_follower(cv)


def i_draw(cv):
    for k, col in enumerate(((110, 90, 150), (140, 110, 180), (180, 150, 220))):
        cv.part(RRect(14 + k * 6, 10 + k * 4, 26, 38, 4), col, rim=0.8, hi=0.3)
    cv.part(Poly(star_pts(39, 37, 7, 3, 5)), GOLD, ow=0.6, rim=0)


def i_roll(cv):
    die_body(cv, DIE, x=10, y=10, s=44)
    for px, py in PIPS[5]:
        cv.flat(Ell(32 + px * 11, 32 + py * 11, 3.6), (170, 30, 44))


def i_shop(cv):
    SYMBOLS["shop"](cv, None)


def i_chapel(cv):
    cv.part(Poly([(14, 58), (14, 30), (32, 14), (50, 30), (50, 58)]), (236, 230, 214), rim=1.2)
    cv.part(Union(RRect(30, 2, 4, 16, 1), RRect(25, 7, 14, 4, 1)), GOLD, ow=0.7, rim=0)
    cv.part(Ell(32, 46, 6, 8, a0=180, a1=360), (120, 80, 50), ow=0.7, rim=0)
    cv.part(RRect(26, 46, 12, 12, 0), (120, 80, 50), ow=0.7, rim=0)


def i_grave(cv):
    cv.part(Union(Ell(32, 26, 16, 16, a0=270, a1=450), RRect(16, 24, 32, 30, 0)), (160, 156, 170), rim=1.4)
    cv.part(Union(RRect(30, 20, 4, 20, 1), RRect(25, 26, 14, 4, 1)), dark((160, 156, 170), 0.35), ow=0, rim=0)
    cv.part(RRect(8, 54, 48, 6, 2), (110, 90, 60), rim=0.4)


def i_heal(cv):
    SYMBOLS["heart"](cv, (120, 210, 140))


def i_eye(cv):
    cv.part(Ell(32, 32, 26, 14), (246, 240, 224), rim=1.0)
    cv.part(Ell(32, 32, 11), (80, 140, 200), ow=0.8, rim=0.6)
    cv.flat(Ell(32, 32, 5), INK)
    sparkle(cv, 28, 28, 2.4)


def i_quest(cv):
    IC.e_scroll(cv)


def i_portal(cv):
    SYMBOLS["portal"](cv, None)


def i_crown(cv):
    IC.a_crown(cv)


def i_skull(cv):
    cv.part(Union(Ell(32, 28, 20, 18), RRect(21, 36, 22, 14, 4)), BONE, rim=1.6)
    for s in (-1, 1):
        cv.flat(Ell(32 + s * 8, 29, 5.5, 6.2), (40, 28, 44))
    cv.flat(Poly([(32, 35), (35, 41), (29, 41)]), (40, 28, 44))


def i_fire(cv):
    for dx, h, col in ((-10, 34, (240, 120, 40)), (10, 30, (240, 120, 40)), (0, 46, (250, 190, 60))):
        cv.part(Poly([(32 + dx - 10, 58), (32 + dx - 8, 40), (32 + dx, 58 - h), (32 + dx + 8, 40), (32 + dx + 10, 58)],
                     smooth=True, steps=4), col, rim=0.8, hi=0.4)


def i_maze(cv):
    cv.part(RRect(8, 8, 48, 48, 6), (110, 100, 90), rim=1.2)
    for seg in (((16, 16), (48, 16)), ((16, 16), (16, 48)), ((24, 24), (40, 24)), ((40, 24), (40, 48)),
                ((24, 24), (24, 40)), ((16, 48), (32, 48)), ((32, 32), (32, 40))):
        cv.flat(Cap(seg[0], seg[1], 3), (230, 210, 160))


def i_wolf(cv):
    a_animal(cv)


def i_raft(cv):
    for k in range(4):
        cv.part(RRect(10 + k * 11, 22, 10, 30, 3), (170, 120, 70), rim=0.8)
    cv.part(RRect(6, 30, 52, 5, 2), (120, 80, 50), ow=0.7, rim=0)
    cv.flat(Ribbon([(2, 58), (18, 54), (34, 60), (50, 54), (62, 58)], 3), (90, 150, 220))


ICONS = {"strength": i_strength, "craft": i_craft, "fate": i_fate, "lives": i_lives, "gold": i_gold,
         "trophy": i_trophy, "spell": i_spell, "object": i_object, "follower": i_follower, "draw": i_draw,
         "roll": i_roll, "shop": i_shop, "chapel": i_chapel, "grave": i_grave, "heal": i_heal, "eye": i_eye,
         "quest": i_quest, "portal": i_portal, "crown": i_crown, "skull": i_skull, "fire": i_fire,
         "maze": i_maze, "wolf": i_wolf, "raft": i_raft}


def icons():
    for name, fn in ICONS.items():
        cv = Canvas(64, 64)
        fn(cv)
        cv.outline_all(1.2)
        save(cv.result(), p("icons", f"{name}.png"))


# ================================================================== the board
def _noise_ring(surf, lo, hi, base, spread, count, seed, blob=(3, 9)):
    r = random.Random(seed)
    for _ in range(count):
        a = r.uniform(0, 360)
        rad = r.uniform(lo, hi)
        x, y = G.point(a, rad)
        col = tuple(max(0, min(255, c + r.randint(-spread, spread))) for c in base)
        pygame.draw.circle(surf, (*col, r.randint(40, 110)), (x * 2, y * 2), r.randint(*blob) * 2)


def _annulus(surf, lo, hi, col):
    pygame.draw.circle(surf, col, (G.CENTRE * 2, G.CENTRE * 2), hi * 2)
    pygame.draw.circle(surf, (0, 0, 0, 0), (G.CENTRE * 2, G.CENTRE * 2), lo * 2)


def board():
    S = G.SIZE * 2
    img = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.circle(img, (34, 26, 44), (S / 2, S / 2), S / 2)
    layers = [("outer", (108, 150, 76), 28, 900, 1), ("middle", (170, 140, 86), 26, 700, 2),
              ("inner", (120, 56, 50), 30, 500, 3)]
    for region, col, spread, count, seed in layers:
        lo, hi = G.RINGS[region]
        ring = pygame.Surface((S, S), pygame.SRCALPHA)
        _annulus(ring, lo, hi, (*col, 255))
        tex = pygame.Surface((S, S), pygame.SRCALPHA)
        _noise_ring(tex, lo, hi, col, spread, count, seed)
        mask = pygame.Surface((S, S), pygame.SRCALPHA)
        _annulus(mask, lo, hi, (255, 255, 255, 255))
        tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        ring.blit(tex, (0, 0))
        img.blit(ring, (0, 0))
    river = pygame.Surface((S, S), pygame.SRCALPHA)
    _annulus(river, *G.RIVER, (60, 120, 200, 255))
    r = random.Random(5)
    for _ in range(260):
        a, rad = r.uniform(0, 360), r.uniform(*G.RIVER)
        x, y = G.point(a, rad)
        pygame.draw.ellipse(river, (170, 210, 250, 120), (x * 2 - 8, y * 2 - 2, 16, 4))
    mask = pygame.Surface((S, S), pygame.SRCALPHA)
    _annulus(mask, *G.RIVER, (255, 255, 255, 255))
    river.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    img.blit(river, (0, 0))
    crags = pygame.Surface((S, S), pygame.SRCALPHA)
    _annulus(crags, *G.CRAGS, (90, 84, 96, 255))
    for k in range(90):
        a = k * 4
        lo, hi = G.CRAGS
        pts = [G.point(a - 2, hi), G.point(a, lo + 1), G.point(a + 2, hi)]
        pygame.draw.polygon(crags, (140, 134, 150, 255), [(x * 2, y * 2) for x, y in pts])
    img.blit(crags, (0, 0))
    glow = radial((G.CROWN_R * 4, G.CROWN_R * 4), (255, 226, 130, 255), (150, 90, 40, 255), power=1.2)
    disc = pygame.Surface(glow.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255, 255), (G.CROWN_R * 2, G.CROWN_R * 2), G.CROWN_R * 2)
    glow.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    img.blit(glow, (S / 2 - G.CROWN_R * 2, S / 2 - G.CROWN_R * 2))
    # a crown painted in the middle (the Crown's name is written over its lower half)
    crown = Canvas(64, 64, zoom=1.0)
    IC.a_crown(crown)
    crown.outline_all(1.0)
    c_img = pygame.transform.smoothscale(crown.result(), (96, 96))
    img.blit(c_img, c_img.get_rect(center=(S / 2, S / 2 - 44)))
    # wedge borders
    for region, n in G.COUNTS.items():
        lo, hi = G.RINGS[region]
        for i in range(n):
            a = G.angle(region, i) - G.span(region) / 2
            p0, p1 = G.point(a, lo), G.point(a, hi)
            pygame.draw.line(img, (40, 30, 36, 255), (p0[0] * 2, p0[1] * 2), (p1[0] * 2, p1[1] * 2), 4)
    for rad in (G.RINGS["outer"][1], G.RIVER[1], G.RIVER[0], G.CRAGS[1], G.CRAGS[0], G.CROWN_R):
        pygame.draw.circle(img, (40, 30, 36, 255), (S / 2, S / 2), rad * 2, 4)
    # the Sentinel's bridge across the river
    a = G.angle("outer", 10)
    p0, p1 = G.point(a, G.RIVER[1] + 4), G.point(a, G.RIVER[0] - 4)
    pygame.draw.line(img, (40, 30, 36, 255), (p0[0] * 2, p0[1] * 2), (p1[0] * 2, p1[1] * 2), 34)
    pygame.draw.line(img, (170, 120, 70, 255), (p0[0] * 2, p0[1] * 2), (p1[0] * 2, p1[1] * 2), 26)
    for k in range(5):
        q0 = G.point(a - 2.2, G.RIVER[1] + 2 - k * 4.5)
        q1 = G.point(a + 2.2, G.RIVER[1] + 2 - k * 4.5)
        pygame.draw.line(img, (110, 76, 44, 255), (q0[0] * 2, q0[1] * 2), (q1[0] * 2, q1[1] * 2), 3)
    # the Portal: a gate through the crags
    a = G.angle("middle", 8)
    p0, p1 = G.point(a, G.CRAGS[1] + 3), G.point(a, G.CRAGS[0] - 3)
    pygame.draw.line(img, (40, 30, 36, 255), (p0[0] * 2, p0[1] * 2), (p1[0] * 2, p1[1] * 2), 34)
    pygame.draw.line(img, (170, 110, 230, 255), (p0[0] * 2, p0[1] * 2), (p1[0] * 2, p1[1] * 2), 26)
    pygame.draw.circle(img, (0, 0, 0, 0), (S / 2, S / 2), S / 2 + 40, 40)
    pygame.draw.circle(img, (30, 22, 30, 255), (S / 2, S / 2), S / 2 - 2, 6)
    save(pygame.transform.smoothscale(img, (G.SIZE, G.SIZE)), p("board.png"))


GROUPS = {"figures": figures, "cards": cards, "dice": dice, "icons": icons, "board": board}


def main(argv):
    pygame.init()
    for name in argv or list(GROUPS):
        GROUPS[name]()


if __name__ == "__main__":
    main(sys.argv[1:])
