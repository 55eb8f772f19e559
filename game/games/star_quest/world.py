"""Read-side helpers over Star Quest's state (a World): content, board,
measuring, units and models, line of sight and cover."""
from __future__ import annotations

import math

from game.engine.chance import Rng
from game.engine.measure import Measure, gap
from game.engine.protocol import Event
from game.engine.sight import sight_and_cover
from game.engine.state import World

from .board import Board, arena_board, load_board
from .components import Model, Pos, Unit
from .content import Content, load_content

D6 = ("1", "2", "3", "4", "5", "6")


def content() -> Content:
    return load_content()


def emit(events: list[Event], kind: str, /, **data) -> None:
    events.append(Event(kind, data))


def rng(w: World) -> Rng:
    return Rng(w.res["rng"])


def board(w: World) -> Board:
    arena = w.res.get("arena")
    if arena:
        b = w.cache.get("arena")
        if b is None:
            b = w.cache["arena"] = arena_board(arena)
        return b
    return load_board(w.res["map"], w.res["options"].get("table", "48") == "24")


def measure(w: World) -> Measure:
    m = w.cache.get("measure")
    if m is None:
        m = w.cache["measure"] = Measure(0.5 if w.res["options"].get("table", "48") == "24" else 1.0)
    return m


def inches(w: World, value: float) -> float:
    """A rule distance in cells on this table."""
    return measure(w).cells(value)


# -- units and models ----------------------------------------------------------
def unit(w: World, uid: int) -> Unit:
    return w.get(uid, Unit)


def profile(w: World, uid: int) -> dict:
    return content().profile(w.get(uid, Unit).ref)


def rule(w: World, uid: int, key: str, default=0):
    return profile(w, uid)["rules"].get(key, default)


def units(w: World, side: str | None = None, on_table: bool = True) -> list[int]:
    out = []
    for uid, u in w.query(Unit):
        if side is not None and u.side != side:
            continue
        if on_table and (u.state not in ("active", "unconscious") or not u.models):
            continue
        out.append(uid)
    return out


def active_units(w: World, side: str) -> list[int]:
    """Units that fight: deployed, not destroyed, heroes conscious."""
    return [uid for uid, u in w.query(Unit) if u.side == side and u.state == "active" and u.models]


def cell(w: World, mid: int) -> tuple:
    p = w.get(mid, Pos)
    return (p.x, p.y)


def cells_of(w: World, uid: int) -> list[tuple]:
    pos = w.stores[Pos]
    return [(pos[m].x, pos[m].y) for m in w.get(uid, Unit).models]


def height(w: World, c) -> float:
    """Height of a cell in cells (the board's own inches: the half-size board
    already has its heights halved, like every other length on it)."""
    return board(w).h(c)


def occupied(w: World) -> dict:
    """cell -> model id of every model on the table."""
    out = {}
    pos = w.stores.get(Pos, {})
    for uid, u in w.query(Unit):
        if u.state in ("active", "unconscious"):
            for m in u.models:
                p = pos[m]
                out[(p.x, p.y)] = m
    return out


def unit_of(w: World, mid: int) -> int:
    return w.get(mid, Model).unit


def tough(w: World, uid: int) -> int:
    return profile(w, uid)["tough"]


def wounds_left(w: World, uid: int) -> int:
    u = w.get(uid, Unit)
    t = tough(w, uid)
    return sum(t - w.get(m, Model).wounds for m in u.models)


_RADIUS: dict = {}


def radius(w: World, uid: int) -> float:
    """Base radius of the unit's models in cells (bases keep their size on
    the half-size table: the same models stand on it)."""
    ref = w.get(uid, Unit).ref
    r = _RADIUS.get(ref)
    if r is None:
        r = _RADIUS[ref] = content().profile(ref)["base"] / 2
    return r


def model_height(w: World, uid: int) -> float:
    """How tall the unit's models stand, in cells (scaled like terrain heights)."""
    return profile(w, uid)["height"] * board(w).scale


def unit_gap(w: World, a: int, b: int) -> float:
    """Closest base-to-base distance between two units (cells). Written out
    (no helpers): the AI asks it tens of thousands of times a game."""
    units, pos = w.stores[Unit], w.stores[Pos]
    ua, ub = units[a], units[b]
    if not ua.models or not ub.models:
        return 1e9
    best = 1e18
    for ma in ua.models:
        pa = pos[ma]
        ax, ay = pa.x, pa.y
        for mb in ub.models:
            pb = pos[mb]
            dx, dy = ax - pb.x, ay - pb.y
            d = dx * dx + dy * dy
            if d < best:
                best = d
    ra = _RADIUS.get(ua.ref)
    rb = _RADIUS.get(ub.ref)
    d = math.sqrt(best) - (radius(w, a) if ra is None else ra) - (radius(w, b) if rb is None else rb)
    return d if d > 0 else 0.0


def enemies(w: World, uid: int, conscious: bool = True) -> list[int]:
    side = w.get(uid, Unit).side
    other = "ai" if side == "hero" else "hero"
    return active_units(w, other) if conscious else units(w, other)


# -- sight ---------------------------------------------------------------------
def sight(w: World, a, b, ma: float | None = None, mb: float | None = None):
    """None if b cannot be seen from a; else True when b is behind something.
    Models never block sight; sight-blocking terrain does unless the line
    from the viewer's eye (its cell's height + its model height ma) to the
    target's top (cell height + mb) passes over the piece's top (cell height
    + the kind's height). Heights in cells; ma, mb default to a 1" model.
    Terrain never changes, so answers are kept per board."""
    bd = board(w)
    memo = bd.derived.get("sight")
    if memo is None or len(memo) > 200_000:
        memo = bd.derived["sight"] = {}
    key = (a, b, ma, mb)
    got = memo.get(key, memo)
    if got is not memo:
        return got
    one = bd.scale
    ha, hb = bd.h(a), bd.h(b)
    got = memo[key] = sight_and_cover(bd.grid(), a, b, bd.cells_with("blocks_sight"), bd.cells_with("cover"),
                                      tops=_tops(w, bd), eye=ha + (one if ma is None else ma),
                                      top=hb + (one if mb is None else mb), foot=hb)
    return got


def _tops(w: World, bd: Board) -> dict:
    """Height of the top of every sight-blocking cell, in cells."""
    tops = bd.derived.get("tops")
    if tops is None:
        terrain = content().terrain
        scale = bd.scale
        tops = bd.derived["tops"] = {c: bd.h(c) + terrain[bd.kind(c)]["height"] * scale
                                     for c in bd.cells_with("blocks_sight")}
    return tops


def sees(w: World, a, b, ma: float | None = None, mb: float | None = None) -> bool:
    return sight(w, a, b, ma, mb) is not None


def unit_sees(w: World, shooter: int, target: int) -> bool:
    ma, mb = model_height(w, shooter), model_height(w, target)
    return any(sees(w, a, b, ma, mb) for a in cells_of(w, shooter) for b in cells_of(w, target))


def in_cover(w: World, target: int, shooter: int, indirect: bool = False) -> bool:
    """Cover against shots: most of the target's models stand in cover terrain
    or are behind sight blockers/cover as seen from the nearest shooter model
    (a single model: the same test for it). Indirect fire ignores the
    'behind' part (sight obstructions) but not cover terrain stood in."""
    bd = board(w)
    cover_cells = bd.cells_with("cover")
    shooters = cells_of(w, shooter)
    ma, mb = model_height(w, shooter), model_height(w, target)
    rs, rt = radius(w, shooter), radius(w, target)
    covered = 0
    models = cells_of(w, target)
    for c in models:
        if c in cover_cells:
            covered += 1
            continue
        if indirect:
            continue
        src = min(shooters, key=lambda s: (gap(s, c, rs, rt), s))
        if sight(w, src, c, ma, mb):
            covered += 1
    return covered * 2 > len(models)
