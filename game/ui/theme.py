"""One palette and one set of type sizes for every scene, so the app reads as
one board game. Colours are warm parchment and gold over deep purple wood."""
from __future__ import annotations

BG = (30, 23, 40)
BG_DEEP = (20, 15, 28)
PANEL = (54, 42, 68)
PANEL_LIGHT = (78, 62, 96)
PANEL_EDGE = (120, 96, 140)
PARCHMENT = (240, 228, 200)
PARCHMENT_DARK = (214, 196, 160)
INK = (34, 24, 44)
INK_SOFT = (86, 70, 96)
TEXT = (246, 238, 222)
TEXT_DIM = (178, 166, 190)
GOLD = (242, 188, 74)
GOLD_DARK = (178, 124, 40)
TEAL = (96, 204, 176)
RED = (226, 88, 84)
GREEN = (124, 204, 112)
BLUE = (104, 156, 236)
HIGHLIGHT = (255, 232, 120)
SHADOW = (0, 0, 0, 110)
DIM = (12, 8, 18, 170)

# Seat colours (tokens, names in the log and the HUD).
SEATS = [(232, 92, 84), (92, 156, 236), (120, 204, 104), (242, 196, 72),
         (188, 120, 226), (90, 210, 206)]

# Base type sizes in logical pixels; the text-size setting scales them.
SIZE_SMALL = 15
SIZE_BODY = 18
SIZE_LABEL = 20
SIZE_H2 = 26
SIZE_H1 = 38
SIZE_TITLE = 60

TEXT_SCALE = {"small": 0.88, "normal": 1.0, "large": 1.14}

# Animation speed setting -> multiplier of every duration (0 = instant).
ANIM_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


def seat_colour(seat: int | None) -> tuple:
    if seat is None or seat < 0:
        return TEXT_DIM
    return SEATS[seat % len(SEATS)]
