"""Searches (7.x) and the special actions about traps (12.2, 12.3).

The search zone is every square within 4 squares (centre to centre) that the
searcher sees; a placed adversary in it forbids the search (7.5). Treasure
zones (17.4): the first treasure search inside a zone draws a treasure card,
which is noted and goes back into the deck."""
from __future__ import annotations

from game.engine.chance import Deck
from game.engine.protocol import Event
from game.engine.state import World

from .discovery import discover_from
from .effects import give, pay_treasure
from .pending import ask
from .squares import find_secret, reveal_trap, trap_cells_of
from .world import (SEARCH_RADIUS, board, cell_of, content, distance, doors, emit, fig, figures, has_los, kit,
                    melee_targets, revealed, rng, roll_dice, stats, within)

SEARCH_KINDS = ("trap", "treasure", "secret")


def radius(w: World, eid: int) -> int:
    ab = stats(w, eid).get("ability", "none")
    return SEARCH_RADIUS + (1 if ab == "keen_eye" else 0)


def in_zone(w: World, eid: int, cell) -> bool:
    me = cell_of(w, eid)
    return within(me, cell, radius(w, eid)) and has_los(w, me, tuple(cell))


def enemy_in_zone(w: World, eid: int, los: bool = True, placed_only: bool = True) -> bool:
    me = cell_of(w, eid)
    side = fig(w, eid).side
    r = radius(w, eid) if los else SEARCH_RADIUS
    for _e, f, c in figures(w):
        if f.side != side and (f.placed or not placed_only) and within(me, c, r) and (not los or has_los(w, me, c)):
            return True
    return False


def can_search(w: World, eid: int) -> bool:
    return fig(w, eid).kind == "adventurer" and not enemy_in_zone(w, eid)


def search(w: World, eid: int, kind: str, events: list[Event]) -> None:
    emit(events, "search", eid=eid, kind=kind)
    w.res.setdefault("search_log", []).append([list(cell_of(w, eid)), kind])
    found = False
    if kind == "trap":
        found = _search_trap(w, eid, events)
    elif kind == "treasure":
        found = _search_treasure(w, eid, events)
    else:
        found = _search_secret(w, eid, events)
    if not found:
        emit(events, "search_nothing", eid=eid, kind=kind)
    revealed(events, "search")            # even 'nothing' is knowledge: no undo past a search


def _search_trap(w: World, eid: int, events: list[Event]) -> bool:
    """7.3-A: the one hidden trap nearest the searcher (the MB breaks ties)."""
    me = cell_of(w, eid)
    best, best_d = [], None
    for t in w.res["traps"]:
        if not t["hidden"] or content().traps[t["kind"]]["magic"]:
            continue
        cells = [c for c in trap_cells_of(t) if in_zone(w, eid, c)]
        if not cells:
            continue
        d = min(distance(me, c) for c in cells)
        if best_d is None or d < best_d - 1e-9:
            best, best_d = [t], d
        elif abs(d - best_d) < 1e-9:
            best.append(t)
    if not best:
        return False
    if len(best) > 1:
        ask(w, 0, "trap_tie", [t["id"] for t in best], {"eid": eid})
        return True
    reveal_trap(w, best[0], events, "search")
    return True


def tie_choice(w: World, ident: str, events: list[Event]) -> None:
    t = next(t for t in w.res["traps"] if t["id"] == ident)
    reveal_trap(w, t, events, "search")


def _search_treasure(w: World, eid: int, events: list[Event]) -> bool:
    """7.3-B hidden treasure in the zone; 17.4 the first search of a treasure zone."""
    found = False
    for key in sorted(w.res["hidden"]):
        x, y = map(int, key.split(","))
        if in_zone(w, eid, (x, y)):
            spec = w.res["hidden"].pop(key)
            emit(events, "treasure_found", eid=eid, cell=(x, y), spec=spec)
            revealed(events, "treasure")
            give(w, eid, spec, events)
            found = True
    me = cell_of(w, eid)
    for z, cells in board(w).zones.items():
        if me in cells and z not in w.res["zones_searched"]:
            w.res["zones_searched"].append(z)
            deck = Deck("treasure", w.res["decks"]["treasure"], rng(w))
            card = deck.draw(events, reshuffle=False, public=False)
            # noted by the adventurer, then back into the deck (17.4)
            w.res["decks"]["treasure"]["draw"].append(card)
            deck.shuffle(events)
            emit(events, "treasure_card", eid=eid, zone=z, secret_to=fig(w, eid).seat,
                 secret={"card": card})
            if w.res["options"].get("treasure_timing") == "immediate":
                pay_treasure(w, eid, card, events)
            else:
                kit(w, eid).notes.append(card)
            found = True
    return found


def _search_secret(w: World, eid: int, events: list[Event]) -> bool:
    """7.3-C: every secret door in the zone, placed open."""
    d = doors(w)
    found = False
    for ident in sorted(d):
        door = d.get(ident)
        if door["kind"] != "secret" or door["found"]:
            continue
        if any(in_zone(w, eid, c) for c in d.cells(ident)):
            find_secret(w, ident, events)
            found = True
    if found:
        discover_from(w, [cell_of(w, eid)], events)
    return found


# -- 12.2 disarm, 12.3 detect magic ------------------------------------------------------------
def disarmable(w: World, eid: int) -> list[str]:
    if fig(w, eid).kind != "adventurer" or melee_targets(w, eid):
        return []
    me = cell_of(w, eid)
    out = []
    for t in w.res["traps"]:
        if t["hidden"] or not t["armed"] or content().traps[t["kind"]]["complexity"] <= 0:
            continue
        if t["edge"]:
            near = me in trap_cells_of(t)
        else:
            near = any(abs(me[0] - c[0]) + abs(me[1] - c[1]) == 1 for c in trap_cells_of(t))
        if near:
            out.append(t["id"])
    return out


def disarm(w: World, eid: int, ident: str, events: list[Event]) -> None:
    t = next(t for t in w.res["traps"] if t["id"] == ident)
    need = content().traps[t["kind"]]["complexity"]
    face = roll_dice(w, "dmov", 1, events, who=eid, slot="disarm")[0]
    bonus = 1 if stats(w, eid).get("ability") == "disarm_bonus" else 0
    ok = face == "bolt" or (face.isdigit() and int(face) + bonus >= need)
    if ok:
        t["armed"] = False
    emit(events, "disarm", eid=eid, trap=ident, face=face, need=need, ok=ok)


def detect_magic(w: World, eid: int, events: list[Event]) -> None:
    """12.3: where the magic traps within 4 squares are (not what), ignoring sight;
    ineffective with any adversary in that zone, placed or not."""
    emit(events, "detect", eid=eid)
    revealed(events, "search")
    if enemy_in_zone(w, eid, los=False):
        emit(events, "detect_blocked", eid=eid)
        return
    if enemy_in_zone(w, eid, los=False, placed_only=False):
        # an adversary not on the board yet makes it ineffective too, looking like "nothing found"
        emit(events, "search_nothing", eid=eid, kind="magic")
        return
    me = cell_of(w, eid)
    found = False
    for t in w.res["traps"]:
        if t["hidden"] and content().traps[t["kind"]]["magic"] and any(
                within(me, c, SEARCH_RADIUS) for c in trap_cells_of(t)):
            reveal_trap(w, t, events, "detect", nature=False)
            found = True
    if not found:
        emit(events, "search_nothing", eid=eid, kind="magic")
