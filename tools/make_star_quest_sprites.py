"""Generate Star Quest's original sprites into sprites/star_quest/.

Run from the repository root:  python tools/make_star_quest_sprites.py

Same drawing kit and house style as the other generators (supersampled shapes, ink
outline, shaded parts). Deterministic. Models are seen from above on their round
bases, as miniatures on a table are.

  models/<id>.png     every hero and AI unit model on its base (96x96)
  tokens/<name>.png   search token (hidden and each content), mission element, AI objective
                      (by who holds it), exit (64x64)
  dice/d6_<1..6>.png  Star Quest's gunmetal dice with cyan pips (96x96)
  icons/<name>.png    stats (quality, defence, tough, strength, dexterity, will, power), conditions,
                      stunned, fatigued, unconscious, spell tokens, ward, cover (64x64)
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from art_common import ROOT, Canvas, Cap, Ell, Minus, Poly, RRect, Text, Union, dark, light, rgba, save, star_pts  # noqa: E402,F401

OUT = os.path.join(ROOT, "sprites", "star_quest")

# hero colour, trim, head gear, weapon kind
HEROES = {
    "vex": ((70, 120, 200), (240, 200, 90), "helm", "rifle"),
    "ileth": ((150, 90, 200), (120, 230, 255), "hood", "staff"),
    "korrag": ((190, 80, 60), (230, 220, 200), "helm", "hammer"),
    "nyx": ((60, 140, 100), (200, 240, 160), "visor", "long"),
    "oran": ((200, 150, 60), (90, 60, 40), "helm", "pistol"),
    "sable": ((70, 70, 90), (230, 80, 120), "visor", "blade"),
}
# AI units: body colour, shape kind, weapon kind
ASH = (150, 70, 50)
CHITIN = (110, 140, 60)
UNITS = {
    "cultists": (ASH, "hood", "rifle"), "zealots": ((180, 60, 50), "bare", "blade"),
    "pyre_priest": ((200, 110, 40), "hood", "flame"), "netters": ((130, 100, 80), "hood", "net"),
    "stalker": ((60, 50, 60), "mask", "blade"), "warpcaller": ((140, 50, 130), "hood", "staff"),
    "hellforge_engine": ((120, 100, 100), "engine", "cannon"),
    "skitterlings": (CHITIN, "bug", None), "spitters": ((150, 170, 70), "beast", None),
    "lurker": ((80, 110, 70), "bug", None), "gargoyles": ((120, 120, 90), "wing", None),
    "spore_node": ((160, 120, 150), "node", None), "brood_mind": ((170, 100, 170), "brain", None),
    "burrow_tyrant": ((100, 120, 50), "beast", None),
}


def p(*parts):
    return os.path.join(OUT, *parts)


def base(cv, rim):
    cv.shadow(48, 54, 40, 36, 90)
    cv.part(Ell(48, 50, 42), (46, 44, 52), rim=1.5, ow=1.4)
    cv.part(Ell(48, 48, 38), (78, 74, 84), rim=0, ow=0, shade=0.25, hi=0.15)
    cv.flat(Minus(Ell(48, 48, 42), Ell(48, 48, 38.5)), rgba(rim, 255))


def weapon(cv, kind, col):
    steel = (170, 180, 196)
    if kind == "rifle":
        cv.part(Cap((58, 56), (80, 22), 5), (60, 62, 70))
        cv.part(Cap((66, 44), (76, 28), 3), steel, ow=0.6)
    elif kind == "long":
        cv.part(Cap((56, 60), (86, 12), 4), (50, 70, 60))
        cv.part(Ell(82, 18, 4), col, ow=0.6)
    elif kind == "staff":
        cv.part(Cap((62, 70), (76, 18), 3), (120, 90, 60))
        cv.glow(76, 18, 12, col, 200)
        cv.part(Ell(76, 18, 6), light(col, 0.3), ow=0.6)
    elif kind == "hammer":
        cv.part(Cap((60, 62), (74, 24), 4), (110, 80, 50))
        cv.part(RRect(62, 10, 24, 16, 3), steel)
    elif kind == "pistol":
        cv.part(RRect(62, 30, 10, 22, 3), (60, 62, 70))
    elif kind == "blade":
        cv.part(Poly([(62, 56), (66, 52), (84, 18), (80, 16)]), steel, ow=0.8)
    elif kind == "flame":
        cv.part(Cap((60, 58), (74, 30), 5), (70, 60, 60))
        cv.glow(76, 24, 14, (255, 160, 60), 220)
        cv.part(Poly([(70, 30), (76, 10), (84, 28), (78, 34)], smooth=True), (255, 170, 60), ow=0.6)
    elif kind == "net":
        cv.part(Ell(74, 30, 12), (150, 140, 110), ow=0.8)
        cv.flat(Minus(Ell(74, 30, 12), Ell(74, 30, 8)), (90, 80, 60, 255))
    elif kind == "cannon":
        cv.part(RRect(64, 8, 16, 40, 4), (70, 70, 80))
        cv.glow(72, 10, 10, (255, 120, 60), 200)


def trooper(cv, col, trim, gear, arm):
    """A model seen from above: shoulders, head and gear, the weapon in the right hand."""
    weapon(cv, arm, trim)
    cv.part(Ell(48, 50, 25, 19), col)                           # shoulders / body
    cv.part(Ell(26, 52, 8, 9), dark(col, 0.15), ow=0.8)         # left pauldron
    cv.part(Ell(70, 52, 8, 9), dark(col, 0.15), ow=0.8)         # right pauldron
    cv.flat(RRect(42, 40, 12, 22, 3), rgba(trim, 230))          # chest stripe
    if gear == "hood":
        cv.part(Poly([(34, 46), (48, 24), (62, 46), (48, 56)], smooth=True), dark(col, 0.3))
        cv.part(Ell(48, 45, 8, 7), (30, 24, 30), ow=0.6, rim=0)
        cv.flat(Ell(45, 45, 1.6), (255, 120, 60, 255))
        cv.flat(Ell(51, 45, 1.6), (255, 120, 60, 255))
    elif gear == "bare":
        cv.part(Ell(48, 44, 10), (210, 160, 130))
        cv.flat(Cap((40, 40), (56, 40), 2), (120, 40, 40, 255))
    elif gear == "mask":
        cv.part(Ell(48, 44, 10), (200, 200, 210))
        cv.flat(Ell(44, 43, 2, 3), (20, 10, 20, 255))
        cv.flat(Ell(52, 43, 2, 3), (20, 10, 20, 255))
    else:
        cv.part(Ell(48, 44, 11), light(col, 0.1))
        if gear == "visor":
            cv.part(RRect(39, 40, 18, 6, 3), trim, ow=0.6, rim=0)
        else:
            cv.part(RRect(41, 38, 14, 5, 2), (40, 40, 60), ow=0.6, rim=0)
            cv.flat(Ell(48, 40, 5, 1.5), rgba(trim, 220))


def creature(cv, col, kind):
    if kind == "bug":
        for s in (-1, 1):
            for k in range(3):
                cv.part(Cap((48 + s * 10, 44 + k * 8), (48 + s * 30, 34 + k * 14), 2.5), dark(col, 0.3), ow=0.6)
        cv.part(Ell(48, 56, 14, 18), col)
        cv.part(Ell(48, 34, 10, 9), light(col, 0.1))
        cv.flat(Ell(44, 31, 2), (255, 220, 80, 255))
        cv.flat(Ell(52, 31, 2), (255, 220, 80, 255))
    elif kind == "beast":
        cv.part(Ell(48, 54, 26, 22), col)
        for k in range(4):
            cv.part(Poly([(34 + k * 9, 44), (38 + k * 9, 30), (42 + k * 9, 44)]), (230, 220, 180), ow=0.6)
        cv.part(Ell(48, 30, 14, 10), light(col, 0.15))
        cv.flat(Ell(42, 28, 2.5), (255, 80, 60, 255))
        cv.flat(Ell(54, 28, 2.5), (255, 80, 60, 255))
    elif kind == "wing":
        cv.part(Poly([(48, 46), (10, 30), (20, 56), (48, 60)], smooth=False), dark(col, 0.2))
        cv.part(Poly([(48, 46), (86, 30), (76, 56), (48, 60)], smooth=False), dark(col, 0.2))
        cv.part(Ell(48, 52, 10, 16), col)
        cv.part(Ell(48, 36, 7), light(col, 0.1))
    elif kind == "node":
        cv.part(Ell(48, 50, 26), col)
        for a in range(0, 360, 60):
            x, y = 48 + 16 * math.cos(math.radians(a)), 50 + 16 * math.sin(math.radians(a))
            cv.part(Ell(x, y, 6), light(col, 0.3), ow=0.6)
        cv.glow(48, 50, 14, (220, 255, 140), 160)
    elif kind == "brain":
        cv.part(Ell(48, 58, 16, 14), dark(col, 0.2))
        cv.part(Ell(48, 40, 22, 18), col)
        cv.flat(Cap((48, 26), (48, 54), 1.5), rgba(dark(col, 0.4), 255))
        cv.glow(48, 40, 20, (255, 160, 255), 120)
    elif kind == "engine":
        cv.part(RRect(22, 30, 52, 40, 8), col)
        cv.part(RRect(30, 22, 36, 18, 5), dark(col, 0.2))
        cv.glow(48, 50, 12, (255, 120, 40), 200)
        cv.part(Ell(48, 50, 7), (255, 160, 60), ow=0.6)


def model(ref):
    cv = Canvas(96, 96)
    if ref in HEROES:
        col, trim, gear, arm = HEROES[ref]
        base(cv, (96, 204, 236))
        trooper(cv, col, trim, gear, arm)
    else:
        col, kind, arm = UNITS[ref]
        base(cv, (226, 88, 84))
        if kind in ("hood", "bare", "mask"):
            trooper(cv, col, (220, 180, 120), kind, arm)
        else:
            if arm:
                weapon(cv, arm, col)
            creature(cv, col, kind)
    return cv.result()


# -- tokens --------------------------------------------------------------------------------------
def token_disc(cv, col, edge=(30, 26, 40)):
    cv.shadow(32, 36, 28, 24, 80)
    cv.part(Ell(32, 32, 27), edge, ow=1.2, rim=1.2)
    cv.part(Ell(32, 32, 23), col, ow=0.6, rim=0.8)


def tok_search(content):
    cv = Canvas(64, 64)
    token_disc(cv, (70, 110, 150) if content is None else (200, 190, 150))
    if content is None:
        cv.flat(Text("?", 32, 32, 30), (240, 236, 210, 255))
    else:
        drawn = {"power_cell": lambda: (cv.part(RRect(24, 18, 16, 28, 3), (80, 200, 240)),
                                        cv.flat(RRect(28, 14, 8, 5, 1), (60, 60, 70, 255))),
                 "medkit": lambda: (cv.part(RRect(18, 20, 28, 24, 4), (240, 240, 240)),
                                    cv.flat(RRect(29, 24, 6, 16, 1), (220, 50, 50, 255)),
                                    cv.flat(RRect(24, 29, 16, 6, 1), (220, 50, 50, 255))),
                 "intel": lambda: (cv.part(RRect(20, 18, 24, 28, 3), (90, 200, 150)),
                                   cv.flat(RRect(24, 24, 16, 3, 1), (20, 60, 40, 255)),
                                   cv.flat(RRect(24, 31, 16, 3, 1), (20, 60, 40, 255))),
                 "booby_trap": lambda: (cv.part(Ell(32, 34, 12), (60, 60, 60)),
                                        cv.glow(38, 20, 8, (255, 180, 60), 220)),
                 "sleeper": lambda: (cv.part(Ell(32, 32, 12, 8), (120, 40, 40)),
                                     cv.flat(Ell(28, 31, 2), (255, 230, 60, 255)),
                                     cv.flat(Ell(36, 31, 2), (255, 230, 60, 255))),
                 "nothing": lambda: cv.flat(Cap((22, 32), (42, 32), 3), (120, 110, 90, 255))}
        drawn[content]()
    return cv.result()


def tok_element(done):
    cv = Canvas(64, 64)
    token_disc(cv, (60, 70, 90))
    col = (120, 230, 120) if done else (255, 200, 80)
    cv.part(RRect(20, 16, 24, 32, 4), (90, 96, 110))
    cv.glow(32, 26, 10, col, 200)
    cv.part(Ell(32, 26, 6), col, ow=0.6)
    cv.flat(RRect(24, 38, 16, 4, 1), rgba(col, 255))
    return cv.result()


def tok_objective(holder):
    col = {"heroes": (96, 204, 236), "ai": (226, 88, 84), "contested": (242, 188, 74), "none": (200, 200, 200)}[holder]
    cv = Canvas(64, 64)
    token_disc(cv, dark(col, 0.4))
    cv.part(Poly(star_pts(32, 32, 18, 8, 4)), col, ow=0.8)
    cv.flat(Ell(32, 32, 4), (255, 255, 255, 255))
    return cv.result()


def tok_exit():
    cv = Canvas(64, 64)
    token_disc(cv, (50, 110, 70))
    cv.part(Poly([(18, 28), (34, 28), (34, 18), (50, 32), (34, 46), (34, 36), (18, 36)]), (230, 250, 220), ow=0.8)
    return cv.result()


# -- dice ----------------------------------------------------------------------------------------
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def d6(n):
    cv = Canvas(96, 96)
    body = (64, 70, 84)
    cv.part(RRect(7.5, 10, 84, 84, 16), dark(body, 0.6), rim=0, ow=1.6)
    cv.part(RRect(6, 6, 84, 84, 16), body, rim=2.6, hi=0.35, shade=0.22, ow=1.6)
    cv.flat(Minus(RRect(12, 12, 72, 72, 12), RRect(14, 14, 68, 68, 11)), (90, 220, 240, 160))
    for px, py in PIPS[n]:
        x, y = 48 + px * 21, 48 + py * 21
        cv.glow(x, y, 12, (80, 230, 255), 110)
        cv.part(Ell(x, y, 9 if n == 1 else 6.5), (120, 240, 255), ow=0.6, rim=0.4, shade=0.15, hi=0.4)
    return cv.result()


# -- icons ---------------------------------------------------------------------------------------------
def icon(draw):
    cv = Canvas(64, 64)
    draw(cv)
    return cv.result()


def i_quality(cv):
    cv.part(Ell(32, 32, 24), (230, 80, 70))
    cv.part(Ell(32, 32, 16), (250, 240, 230), ow=0.6)
    cv.part(Ell(32, 32, 8), (230, 80, 70), ow=0.6)


def i_defence(cv):
    cv.part(Poly([(12, 12), (52, 12), (50, 36), (32, 56), (14, 36)], smooth=False), (110, 150, 220))
    cv.flat(Poly([(32, 16), (48, 16), (46, 36), (32, 51)]), (150, 190, 250, 255))


def i_tough(cv):
    cv.part(Poly([(32, 54), (10, 30), (14, 14), (28, 12), (32, 20), (36, 12), (50, 14), (54, 30)], smooth=True),
            (220, 60, 80))


def i_strength(cv):
    cv.part(Ell(32, 36, 18, 16), (220, 150, 90))
    cv.part(RRect(16, 14, 32, 14, 6), (230, 170, 110))


def i_dexterity(cv):
    cv.part(Poly([(10, 44), (30, 14), (38, 28), (54, 12), (42, 46)]), (120, 220, 140))


def i_will(cv):
    cv.part(Ell(32, 32, 24, 14), (240, 230, 250))
    cv.part(Ell(32, 32, 10), (160, 100, 230), ow=0.6)
    cv.flat(Ell(32, 32, 4), (30, 20, 40, 255))


def i_power(cv):
    cv.part(Poly([(36, 6), (14, 36), (30, 36), (24, 58), (50, 24), (34, 24)]), (104, 170, 255))


def i_cond(col, mark):
    def draw(cv):
        cv.part(Ell(32, 32, 26), col)
        cv.flat(Text(mark, 32, 33, 28), (255, 255, 255, 255))
    return draw


def i_cover(cv):
    cv.part(RRect(10, 26, 44, 28, 4), (150, 130, 100))
    cv.part(Poly([(20, 8), (44, 8), (42, 24), (32, 32), (22, 24)]), (110, 150, 220))


def i_ward(cv):
    i_defence(cv)
    cv.flat(Text("+", 32, 30, 22), (255, 255, 255, 255))


def i_tokens(cv):
    for k, x in enumerate((20, 32, 44)):
        cv.part(Ell(x, 36 - k * 4, 12), (170, 110, 230), ow=0.8)
    cv.glow(44, 28, 12, (230, 180, 255), 160)


def i_unconscious(cv):
    cv.part(Ell(32, 32, 24), (90, 90, 110))
    cv.flat(Text("Z", 32, 33, 30), (240, 240, 255, 255))


ICONS = {
    "quality": i_quality, "defence": i_defence, "tough": i_tough, "strength": i_strength,
    "dexterity": i_dexterity, "will": i_will, "power": i_power, "cover": i_cover, "ward": i_ward,
    "tokens": i_tokens, "unconscious": i_unconscious,
    "afflicted": i_cond((150, 60, 160), "A"), "weakened": i_cond((120, 120, 60), "W"),
    "sick": i_cond((80, 150, 60), "S"), "affected": i_cond((60, 120, 190), "−1"),
    "stunned": i_cond((230, 180, 40), "✶"), "fatigued": i_cond((140, 110, 90), "…"),
}


def main():
    for ref in list(HEROES) + list(UNITS):
        save(model(ref), p("models", f"{ref}.png"))
    save(tok_search(None), p("tokens", "search.png"))
    for c in ("power_cell", "medkit", "intel", "booby_trap", "sleeper", "nothing"):
        save(tok_search(c), p("tokens", f"search_{c}.png"))
    save(tok_element(False), p("tokens", "element.png"))
    save(tok_element(True), p("tokens", "element_done.png"))
    for h in ("heroes", "ai", "contested", "none"):
        save(tok_objective(h), p("tokens", f"objective_{h}.png"))
    save(tok_exit(), p("tokens", "exit.png"))
    for n in range(1, 7):
        save(d6(n), p("dice", f"d6_{n}.png"))
    for name, draw in ICONS.items():
        save(icon(draw), p("icons", f"{name}.png"))


if __name__ == "__main__":
    main()
