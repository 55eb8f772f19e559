"""Figures of the Drowned Court (Dungeon Universalis' second faction) and the stranded
ferryman, drawn with the shared kit (tools/art_common.py). Used by
tools/make_dungeon_universalis_sprites.py."""
from art_common import INK, Canvas, Cap, Ell, Poly, RRect, dark, light, star_pts

STEEL = (176, 186, 204)
GOLD = (240, 190, 70)
SKIN = (240, 200, 160)
SCALE = (70, 130, 110)
MUD = (120, 100, 70)


def _eyes(cv, y, dx=6, col=(250, 220, 80)):
    for x in (48 - dx, 48 + dx):
        cv.part(Ell(x, y, 3.4, 3.4), col, rim=0.4)
        cv.flat(Ell(x, y, 1.3, 1.8), INK)


def _trident(cv, x, y0, y1):
    cv.part(Cap((x, y0), (x, y1), 2), (110, 84, 60))
    cv.part(Poly([(x - 8, y1), (x + 8, y1), (x + 8, y1 - 3), (x - 8, y1 - 3)]), STEEL)
    for dx in (-8, 0, 8):
        cv.part(Poly([(x + dx - 1.6, y1 - 2), (x + dx + 1.6, y1 - 2), (x + dx, y1 - 12)]), STEEL, rim=0.3)


def _frogkin(cv, skin, cloth, scale=1.0):
    s = scale
    cv.part(Cap((42, 74), (40, 62), 6 * s), dark(skin, 0.2))
    cv.part(Cap((54, 74), (56, 62), 6 * s), dark(skin, 0.2))
    cv.part(Ell(48, 56, 15 * s, 13 * s), cloth)
    top = 62 - 28 * s
    cv.part(Ell(48, top + 6, 15 * s, 11 * s), skin, rim=0.8)
    cv.part(Ell(48, top + 12, 9 * s, 2.5), dark(skin, 0.4), rim=0)
    _eyes(cv, top + 1, dx=int(8 * s))


def drowned(kind: str, rim, base) -> object:
    cv = Canvas(96, 96)
    base(cv, rim)
    if kind == "mireling":
        _frogkin(cv, (110, 150, 80), (90, 80, 50), 0.85)
        cv.part(Poly([(64, 64), (68, 64), (67, 46), (65, 42)]), STEEL, rim=0.4)
    elif kind == "silt_pilferer":
        _frogkin(cv, (120, 140, 90), (70, 60, 60), 0.8)
        cv.part(Ell(34, 64, 8, 7), (180, 150, 90))
    elif kind == "reedspear":
        _frogkin(cv, SCALE, (80, 90, 110), 1.05)
        _trident(cv, 70, 78, 14)
    elif kind == "silt_archer":
        _frogkin(cv, (100, 120, 90), MUD, 1.0)
        cv.part(Poly([(70, 20), (76, 48), (70, 76), (73, 48)], smooth=True, steps=3), (140, 100, 60))
        cv.part(Cap((70, 20), (70, 76), 0.6), (230, 230, 220))
    elif kind == "shellback":
        cv.part(Ell(48, 56, 30, 20), (150, 80, 60))
        cv.part(Ell(48, 52, 24, 15), light((150, 80, 60), 0.2), rim=0.8)
        for x in (28, 40, 56, 68):
            cv.part(Cap((x, 66), (x + (x - 48) // 3, 78), 2.5), (130, 70, 50))
        for side in (-1, 1):
            cv.part(Ell(48 + side * 30, 36, 10, 8), (170, 90, 60), rim=0.6)
            cv.part(Poly([(48 + side * 30, 30), (48 + side * 40, 24), (48 + side * 36, 34)]), (200, 120, 90))
        _eyes(cv, 38, dx=7, col=(240, 240, 200))
    elif kind == "mire_troll":
        cv.part(Cap((38, 76), (38, 58), 9), (70, 100, 60))
        cv.part(Cap((58, 76), (58, 58), 9), (70, 100, 60))
        cv.part(Ell(48, 48, 24, 22), (90, 124, 76))
        cv.part(Ell(48, 24, 13, 11), (100, 134, 84), rim=0.8)
        _eyes(cv, 22, dx=5, col=(240, 120, 60))
        cv.part(Cap((74, 70), (80, 24), 5), (110, 80, 50))
        cv.part(Ell(80, 22, 9, 9), (100, 74, 46), rim=0.5)
    elif kind == "drowned_colossus":
        cv.part(Cap((36, 78), (36, 56), 10), (80, 100, 120))
        cv.part(Cap((60, 78), (60, 56), 10), (80, 100, 120))
        cv.part(Ell(48, 44, 28, 24), (96, 120, 140))
        for x in (30, 42, 56, 66):
            cv.part(Cap((x, 30), (x - 2, 58), 2), (60, 120, 70))
        cv.part(Ell(48, 16, 14, 12), (110, 134, 150), rim=0.8)
        _eyes(cv, 14, dx=5, col=(160, 240, 230))
        cv.part(Cap((80, 76), (84, 20), 6), (90, 80, 70))
    elif kind == "bog_harrier":
        for side in (-1, 1):
            cv.part(Poly([(48, 46), (48 + side * 40, 22), (48 + side * 34, 44), (48 + side * 18, 58)],
                         smooth=True, steps=3), (90, 80, 96))
        cv.part(Ell(48, 50, 12, 16), (110, 96, 110))
        cv.part(Ell(48, 28, 9, 9), (120, 104, 120), rim=0.6)
        cv.part(Poly([(44, 30), (52, 30), (48, 40)]), (220, 180, 80))
        _eyes(cv, 26, dx=4, col=(250, 80, 60))
    elif kind in ("tide_witch", "ember_eel_priest"):
        robe = (70, 60, 120) if kind == "tide_witch" else (180, 90, 40)
        cv.part(Poly([(32, 76), (64, 76), (58, 36), (38, 36)], smooth=True, steps=3), robe)
        cv.part(Ell(48, 30, 11, 11), SCALE if kind == "tide_witch" else (150, 120, 90), rim=0.8)
        cv.part(Poly([(34, 32), (62, 32), (48, 10)], smooth=True, steps=2), dark(robe, 0.2))
        _eyes(cv, 31, dx=4, col=(200, 240, 255) if kind == "tide_witch" else (255, 200, 80))
        cv.part(Cap((70, 78), (70, 18), 2), (100, 76, 56))
        orb = (120, 200, 255) if kind == "tide_witch" else (255, 140, 40)
        cv.part(Ell(70, 16, 5, 5), orb, rim=0.4)
    elif kind == "vessa":
        cv.part(Poly([(30, 76), (66, 76), (58, 34), (38, 34)], smooth=True, steps=3), (40, 70, 90))
        cv.part(Ell(48, 28, 11, 11), SCALE, rim=0.8)
        cv.part(Poly(star_pts(48, 14, 10, 5, n=5)), GOLD, rim=0.5)
        _eyes(cv, 28, dx=4, col=(250, 250, 200))
        _trident(cv, 72, 78, 16)
        cv.part(RRect(26, 50, 12, 14, 4), (150, 110, 50), rim=0.4)
    else:                                   # the stranded ferryman
        cv.part(Cap((40, 74), (40, 60), 7), (80, 70, 60))
        cv.part(Cap((56, 74), (56, 60), 7), (80, 70, 60))
        cv.part(Poly([(32, 64), (64, 64), (60, 40), (36, 40)], smooth=True, steps=4), (90, 110, 130))
        cv.part(Ell(48, 32, 12, 12), SKIN, rim=1.0)
        cv.part(Ell(48, 24, 16, 5), (150, 130, 80), rim=0.5)
        cv.part(Cap((66, 78), (72, 20), 2.2), (140, 100, 60))
        cv.part(Ell(72, 18, 4, 8), (140, 100, 60), rim=0.4)
    cv.outline_all(1.0)
    return cv.result()


LEVELS = {"mireling": "troop", "reedspear": "troop", "silt_archer": "troop", "silt_pilferer": "troop",
          "shellback": "elite", "bog_harrier": "elite", "tide_witch": "elite", "ember_eel_priest": "elite",
          "mire_troll": "champion", "drowned_colossus": "champion", "vessa": "champion",
          "stranded_ferryman": "npc"}
