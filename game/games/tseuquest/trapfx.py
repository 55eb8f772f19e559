"""What traps do (16.x): which ones a step sets off (the engine's TrapIndex
rules: an edge on crossing, a square on entering; the MB's figures only set
off placed ones), and their effects: rocks with the three-way dodge, spears,
axes that stop the move, arrows, pits and deep pits, and magic runes."""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.state import World
from game.engine.traps import Trap, TrapIndex

from .components import Pos, Scenery
from .effects import drain, plain_attack, wound
from .pending import ask
from .squares import free_adjacent, reveal_trap, trap_by_id
from .world import DIRS, board, bump_blockers, cell_of, content, emit, fig, move_figure, occupied, on_board, roll_dice


def _index(w: World) -> TrapIndex:
    box = w.res["traps"]
    # Asked at every step of every walk; traps change only by being added, revealed,
    # armed or disarmed, so the index is kept while the list and those flags stay.
    key = [(t["hidden"], t["armed"]) for t in box]
    memo = w.cache.get("trap_index")
    if memo is not None and memo[0] is box and memo[1] == key:
        return memo[2]
    traps = []
    for t in box:
        if t["edge"]:
            traps.append(Trap(t["id"], t["kind"], edge=(tuple(t["edge"][0]), tuple(t["edge"][1])),
                              hidden=t["hidden"], armed=t["armed"]))
        else:
            for c in t["cells"]:
                traps.append(Trap(t["id"], t["kind"], cell=tuple(c), hidden=t["hidden"], armed=t["armed"]))
    index = TrapIndex(traps)
    w.cache["trap_index"] = (box, key, index)
    return index


def _who(w: World, eid: int):
    """16.1-B/C: the MB's figures set off only placed traps (unless the adventure says otherwise)."""
    f = fig(w, eid)
    if f.side == "adv" or board(w).mb_triggers_traps:
        return None
    return lambda t: not t.hidden


def edge_traps_fired(w: World, eid: int, a, b) -> list[dict]:
    """The traps on the edge a | b that crossing it sets off (the index's
    triggered() for the step a -> b, its edge traps only)."""
    a, b = tuple(a), tuple(b)
    found = _index(w).by_edge.get((a, b) if a <= b else (b, a))
    if not found:
        return []           # asked at every step: most edges hold no trap
    who = _who(w, eid)
    ids = []
    for t in found:
        if t.armed and (who is None or who(t)) and t.id not in ids:
            ids.append(t.id)
    return [trap_by_id(w, i) for i in ids]


def cell_traps_fired(w: World, eid: int, cell) -> list[dict]:
    found = _index(w).by_cell.get(tuple(cell))
    if not found:
        return []           # asked at every step: most squares hold no trap
    who = _who(w, eid)
    out = []
    for t in found:
        if t.armed and (who is None or who(t)) and t.id not in [o["id"] for o in out]:
            out.append(trap_by_id(w, t.id))
    return out


def fire_trap(w: World, eid: int, trap: dict, prev, events: list[Event]) -> str:
    """Set off `trap` on eid (who stepped from `prev`); returns continue | stop | back | dead."""
    c = content()
    row = c.traps[trap["kind"]]
    surprise = trap["hidden"]
    emit(events, "trap", eid=eid, trap=trap["id"], kind=trap["kind"], surprise=surprise)
    reveal_trap(w, trap, events, "triggered")
    kind = trap["kind"]
    if kind == "rocks":
        return _rocks(w, eid, trap, prev, events)
    if kind in ("spears", "axes"):
        hits = plain_attack(w, eid, row["attack"], "none" if surprise else "melee", events, kind)
        if not on_board(w, eid):
            return "dead"
        return "stop" if kind == "axes" and hits > 0 else "continue"     # 16.4
    if kind in ("arrows", "arrows_cell"):
        plain_attack(w, eid, row["shot"], "shot", events, kind)
        return "continue" if on_board(w, eid) else "dead"
    if kind in ("pit", "deep_pit"):
        fall_into(w, eid, trap, events)
        return "stop" if on_board(w, eid) else "dead"
    if kind == "glyph_fire":
        wound(w, eid, row["wounds"], events, kind)
    elif kind == "glyph_sleep":
        f = fig(w, eid)
        f.status["sleep"] = f.status.get("sleep", 0) + row["sleep"]
        emit(events, "asleep", eid=eid)
    elif kind == "glyph_drain":
        drain(w, eid, row["mind"], events, kind)
    return "continue" if on_board(w, eid) else "dead"


def fall_into(w: World, eid: int, trap: dict, events: list[Event]) -> None:
    """16.6/16.7: damage without defence, the move ends; deep pits cost a turn."""
    row = content().traps[trap["kind"]]
    trap["hidden"] = False
    f = fig(w, eid)
    f.status["pit"] = trap["id"]
    if trap["kind"] == "deep_pit":
        f.status["deep"] = True
        f.status["lost_turns"] = f.status.get("lost_turns", 0) + 1
    bump_blockers(w)
    emit(events, "fall", eid=eid, trap=trap["id"], deep=trap["kind"] == "deep_pit")
    wound(w, eid, row["wounds"], events, trap["kind"])


def _rocks(w: World, eid: int, trap: dict, prev, events: list[Event]) -> str:
    """16.2: the squares become impassable rock; each figure there rolls 1 dMov:
    4+ (or lightning) no damage and goes on; another number: damage and only a
    free adjacent square; ? : damage and buried until a friend stands next to it."""
    row = content().traps["rocks"]
    cells = [tuple(c) for c in trap["cells"]]
    trap["armed"] = False
    occ = occupied(w)
    victims = [occ[c] for c in cells if c in occ]
    kind = "fallen_rock" if len(cells) == 1 else "fallen_rock_double"
    piece = 1000 + len(w.res["traps"]) + sum(1 for _ in w.query(Scenery))
    for c in cells:
        w.spawn(Scenery(kind, True, piece, {}), Pos(*c))
    bump_blockers(w)
    emit(events, "rockfall", trap=trap["id"], cells=cells)
    outcome = "continue"
    for v in victims:
        face = roll_dice(w, "dmov", 1, events, who=v, slot="dodge")[0]
        vc = cell_of(w, v)
        if face in ("4", "5", "6", "bolt"):
            emit(events, "dodge", eid=v, trap=trap["id"])
            if v == eid:
                outcome = "back"
            else:
                _shift(w, v, vc, events)
        elif face == "qmark":
            f = fig(w, v)
            f.status["buried"] = True
            bump_blockers(w)
            emit(events, "buried", eid=v)
            wound(w, v, row["wounds"], events, "rocks")
            if v == eid:
                outcome = "stop" if on_board(w, v) else "dead"
        else:
            wound(w, v, row["wounds"], events, "rocks")
            if on_board(w, v):
                opts = free_adjacent(w, vc)
                if len(opts) > 1:
                    ask(w, fig(w, v).seat, "rock_escape", [list(o) for o in opts], {"eid": v})
                elif opts:
                    _place(w, v, opts[0], events)
                else:
                    fig(w, v).status["buried"] = True
                    bump_blockers(w)
                    emit(events, "buried", eid=v)
            if v == eid:
                outcome = "stop" if on_board(w, v) else "dead"
    return outcome


def _place(w: World, eid: int, cell, events: list[Event]) -> None:
    frm = cell_of(w, eid)
    move_figure(w, eid, cell)
    emit(events, "move", eid=eid, frm=frm, to=tuple(cell))


def _shift(w: World, eid: int, cell, events: list[Event]) -> None:
    opts = free_adjacent(w, cell)
    if opts:
        _place(w, eid, opts[0], events)
    else:
        fig(w, eid).status["buried"] = True
        bump_blockers(w)
        emit(events, "buried", eid=eid)


def rock_escape(w: World, eid: int, cell, events: list[Event]) -> None:
    _place(w, eid, tuple(cell), events)


def try_unbury(w: World, eid: int, events: list[Event]) -> bool:
    """A buried figure is freed when a friend stands next to it (16.2)."""
    f = fig(w, eid)
    c = cell_of(w, eid)
    occ = occupied(w)
    friend = any(occ.get((c[0] + dx, c[1] + dy)) is not None and
                 fig(w, occ[(c[0] + dx, c[1] + dy)]).side == f.side for dx, dy in DIRS)
    if not friend:
        return False
    opts = free_adjacent(w, c)
    if not opts:
        return False
    del f.status["buried"]
    _place(w, eid, opts[0], events)
    emit(events, "unburied", eid=eid)
    return True
