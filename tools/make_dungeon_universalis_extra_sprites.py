"""Generate Dungeon Universalis' companion figures and the light and darkness tokens into
sprites/dungeon_universalis/ (same kit and look as make_dungeon_universalis_sprites.py; a
companion's base has a pale blue rim).

Run from the repository root:  python tools/make_dungeon_universalis_extra_sprites.py

  figures/<companion id>.png   marchland_sellsword, hired_crossbowman, war_hound (96x96)
  tokens/light.png, tokens/dim_light.png, tokens/darkness.png (64x64)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pygame  # noqa: E402
from art_common import INK, Cap, Canvas, Ell, Poly, save  # noqa: E402
from make_dungeon_universalis_sprites import STEEL, base, body_human, p, shield, sword, tok  # noqa: E402

RIM = (150, 196, 236)


def sellsword():
    cv = Canvas(96, 96)
    base(cv, RIM)
    body_human(cv, (120, 110, 90), hair=(60, 40, 30), wide=1.1)
    shield(cv, 30, 54, 11, (150, 60, 60))
    sword(cv, 68, 56)
    cv.outline_all(1.0)
    return cv.result()


def crossbowman():
    cv = Canvas(96, 96)
    base(cv, RIM)
    body_human(cv, (90, 110, 80), hair=(170, 120, 70))
    cv.part(Cap((56, 54), (80, 44), 2.6), (120, 80, 48))
    cv.part(Poly([(72, 34), (78, 38), (84, 56), (80, 58), (74, 42)], smooth=True, steps=2), STEEL)
    cv.outline_all(1.0)
    return cv.result()


def hound():
    cv = Canvas(96, 96)
    base(cv, RIM)
    cv.part(Poly([(20, 66), (30, 46), (62, 44), (74, 52), (72, 68), (30, 70)], smooth=True, steps=3), (150, 120, 80))
    cv.part(Poly([(62, 32), (84, 38), (88, 50), (70, 56), (60, 48)], smooth=True, steps=3), (160, 130, 90))
    cv.part(Poly([(64, 32), (66, 22), (72, 32)]), (120, 90, 60))
    cv.part(Cap((58, 50), (70, 56), 2.4), (180, 40, 40))           # a red collar: it is ours
    cv.flat(Ell(76, 42, 2, 2), INK)
    cv.outline_all(1.0)
    return cv.result()


def t_light(cv):
    cv.part(Ell(32, 28, 18, 18), (255, 220, 120), rim=0.2)
    cv.part(Poly([(32, 8), (40, 26), (32, 22), (24, 26)], smooth=True, steps=2), (255, 150, 40))
    cv.part(Cap((32, 34), (32, 58), 4), (130, 90, 50))


def t_dim_light(cv):
    cv.part(Ell(32, 32, 24, 24), (90, 80, 110), rim=0.4)
    cv.part(Ell(40, 28, 18, 18), (40, 34, 56), rim=0)


def t_darkness(cv):
    cv.part(Ell(32, 32, 24, 24), (30, 26, 40), rim=0.4)
    for x, y in ((24, 28), (40, 28)):
        cv.flat(Ell(x, y, 3, 2), (230, 60, 60))


def main():
    pygame.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    save(sellsword(), p("figures", "marchland_sellsword.png"))
    save(crossbowman(), p("figures", "hired_crossbowman.png"))
    save(hound(), p("figures", "war_hound.png"))
    for name, fn in (("light", t_light), ("dim_light", t_dim_light), ("darkness", t_darkness)):
        save(tok(fn), p("tokens", f"{name}.png"))


if __name__ == "__main__":
    main()
