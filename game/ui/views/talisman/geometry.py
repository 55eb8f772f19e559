"""The board's shape, shared by the view and tools/make_talisman_sprites.py (which paints
the picture these numbers describe): three rings of wedges around the Crown, in
board pixels with the centre at (SIZE/2, SIZE/2). Pure arithmetic, no pygame."""
from __future__ import annotations

import math

SIZE = 640
CENTRE = SIZE / 2
# (inner radius, outer radius) of each ring of spaces; the gaps are the river and the crags
RINGS = {"outer": (247, 318), "middle": (166, 233), "inner": (92, 153)}
RIVER = (233, 247)
CRAGS = (153, 166)
CROWN_R = 88
COUNTS = {"outer": 24, "middle": 16, "inner": 8}
# clockwise angles (degrees, 0 = up). The Sentinel (outer 10) faces the Hills (middle 0) and the
# Portal of Power (middle 8) faces the Plain of Danger (inner 0), as the rules' crossings need.
OUTER_0 = 195.0
START = {"outer": OUTER_0, "middle": OUTER_0 + 150.0, "inner": OUTER_0 + 150.0 + 180.0}


def span(region: str) -> float:
    return 360.0 / COUNTS[region]


def angle(region: str, index: int) -> float:
    """The centre angle of a space's wedge."""
    return (START[region] + index * span(region)) % 360.0


def point(a_deg: float, r: float) -> tuple[float, float]:
    t = math.radians(a_deg)
    return CENTRE + r * math.sin(t), CENTRE - r * math.cos(t)


def centre(region: str, index: int) -> tuple[float, float]:
    """Where a space's name and tokens sit (the Crown: the middle of the board)."""
    if region == "inner" and index >= COUNTS["inner"]:
        return CENTRE, CENTRE
    lo, hi = RINGS[region]
    return point(angle(region, index), (lo + hi) / 2)


def wedge(region: str, index: int, inset: float = 0.0, steps: int = 10) -> list[tuple[float, float]]:
    """The outline of a space (the Crown: a circle)."""
    if region == "inner" and index >= COUNTS["inner"]:
        return [point(360.0 * k / 48, CROWN_R - inset) for k in range(48)]
    lo, hi = RINGS[region]
    half = span(region) / 2
    a0, a1 = angle(region, index) - half, angle(region, index) + half
    pad = math.degrees(inset / ((lo + hi) / 2))
    a0, a1 = a0 + pad, a1 - pad
    outer = [point(a0 + (a1 - a0) * k / steps, hi - inset) for k in range(steps + 1)]
    inner = [point(a1 - (a1 - a0) * k / steps, lo + inset) for k in range(steps + 1)]
    return outer + inner


def hit(x: float, y: float) -> tuple[str, int] | None:
    """The (region, index) of the space under a board point, or None."""
    dx, dy = x - CENTRE, y - CENTRE
    r = math.hypot(dx, dy)
    if r <= CROWN_R:
        return "inner", COUNTS["inner"]
    a = math.degrees(math.atan2(dx, -dy)) % 360.0
    for region, (lo, hi) in RINGS.items():
        if lo <= r <= hi:
            k = ((a - START[region] + span(region) / 2) % 360.0) // span(region)
            return region, int(k) % COUNTS[region]
    return None


# A name runs along its ring from just past the figures (standing 13 px in from the inner edge,
# up to 19 px across with the ring of the one whose turn it is) to near the rim, over the cards
# lying there (the view writes the names above them).
FIGURE_ROOM = 31
RIM_ROOM = 5


def side(region: str, index: int) -> bool:
    """A space on the left or right of the board: its ring runs up and down there, so its
    name and its figures share the wedge along the ring instead of across it."""
    return abs(math.sin(math.radians(angle(region, index)))) > 0.8


def label_box(region: str, index: int) -> tuple[float, float, float, float]:
    """(centre x, centre y, width, height) of the box a space's name is written in."""
    if region == "inner" and index >= COUNTS["inner"]:
        return CENTRE, CENTRE + 42, CROWN_R * 1.5, 34
    lo, hi = RINGS[region]
    if side(region, index):
        r = (lo + hi) / 2 - 3
        arc = math.degrees(14 / r)
        a = angle(region, index)
        x, y = point(a, r)
        up = point(a - arc, r)[1] < y             # shift the name towards the top of the screen
        x, y = point(a - arc if up else a + arc, r)
        return x, y, hi - lo - 8, 32
    near, far = lo + FIGURE_ROOM, hi - RIM_ROOM
    r = (near + far) / 2
    chord = 2 * math.sin(math.radians(span(region) / 2)) * r
    x, y = point(angle(region, index), r)
    return x, y, chord - 6, far - near


def label_turn(region: str, index: int) -> float:
    """Degrees (counter-clockwise, as pygame turns a picture) that lay a space's name upright
    along its ring, or on the sides of the board (where a name runs across the ring, beside
    its figures) along the radius: a level name on a tilted wedge would run under the figures
    near the centre or beside it. 0 for the Crown."""
    if region == "inner" and index >= COUNTS["inner"]:
        return 0.0
    a = angle(region, index)
    if side(region, index):
        return (90.0 if a < 180 else 270.0) - a
    return -a if a <= 90 else 180.0 - a if a < 270 else 360.0 - a


def figure_anchor(region: str, index: int) -> tuple[float, float]:
    """(angle, radius) where a space's figures stand: nearer the centre than its name,
    or, on the sides of the board, below it along the ring."""
    lo, hi = RINGS[region]
    a = angle(region, index)
    if side(region, index):
        r = (lo + hi) / 2 - 3
        arc = math.degrees(22 / r)
        up = point(a - arc, r)[1] < point(a, r)[1]
        return (a + arc if up else a - arc), r
    return a, lo + 13
