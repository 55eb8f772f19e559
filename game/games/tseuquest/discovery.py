"""Discovery (14.x): scenery and the Evil Wizard's figures are placed on the
board when an adventurer can see them (any distance, line of sight with the
real blockers), and everything in a room when an adventurer opens its door.
Ordinary doors are scenery too: placed (seen) the same way.
Hidden traps, secret doors and hidden treasure are never placed by sight:
only by a search or by going off (16.1-C, 7.x)."""
from __future__ import annotations

from game.engine.doors import door_id
from game.engine.protocol import Event
from game.engine.state import World

from .components import Figure, Pos, Scenery
from .world import (board, board_memo, bump_blockers, door_key, doors, emit, figures, grid, los_test, per_map,
                    revealed, walls_open_test)


def unplaced(w: World) -> tuple[tuple[int, str, tuple], ...]:
    """(eid, "figure"|"scenery", cell) of things not yet placed, in id order (kept
    with figures(), see world.board_memo; placing a thing bumps blocker_ver)."""
    kept = board_memo(w)
    got = kept.get("unplaced")
    if got is None:
        got = kept["unplaced"] = _unplaced(w)
    return got


def _unplaced(w: World) -> tuple[tuple[int, str, tuple], ...]:
    pos = w.stores.get(Pos, {})
    out = []
    # the stores read directly, the few unplaced ids sorted (as query() would
    # give them): asked after every step
    for what, store in (("figure", w.stores.get(Figure, {})), ("scenery", w.stores.get(Scenery, {}))):
        for e in sorted([e for e, c in store.items() if not c.placed]):
            p = pos.get(e)
            if p is not None:
                out.append((e, what, (p.x, p.y)))
    return tuple(out)


def _sealed_rooms(w: World) -> set:
    """Rooms whose every door is shut: nothing inside is visible from outside.
    Kept per grid: which doors are open is exactly what Doors.edge_kind writes
    into it (a door seen or flagged keeps the very same Grid)."""
    g = grid(w)
    got = w.cache.get("sealed")
    if got is not None and got[0] is g and got[1] == w.res["adventure"]:
        return got[2]
    rooms, openings = per_map(w, "room_openings", _room_openings)
    d = doors(w)
    opened = set()
    for ra, rc, door in openings:
        if door is None or d.is_open(door):
            opened.add(ra)
            opened.add(rc)
    sealed = frozenset(r for r in rooms if r not in opened)
    w.cache["sealed"] = (g, w.res["adventure"], sealed)
    return sealed


def _room_openings(b) -> tuple[frozenset, tuple]:
    """(the board's rooms, (room, other room or corridor, door id or None for a
    ruined wall: always open) for every edge between two regions that may be
    open): what _sealed_rooms reads, worked out once per map."""
    openings = []
    for (a, c), kind in b.edges.items():
        ra, rc = b.room.get(a, -1), b.room.get(c, -1)
        if ra == rc or ra < 0 or rc < 0:
            continue
        if kind == "ruined":
            openings.append((ra, rc, None))
        elif kind in ("door", "secret", "gate"):
            openings.append((ra, rc, door_id(a, c)))
    return frozenset(r for r in b.room.values() if r), tuple(openings)


def visible_unplaced(w: World, viewers: list[tuple]) -> list[tuple[int, str, tuple]]:
    """Unplaced things that some viewer square sees (viewers: cells)."""
    if not viewers:
        return []
    things = unplaced(w)
    if not things:
        return []
    candidates = _in_wall_sight(w, "things", things, _thing_cells)
    los = None          # set up only once a square has a thing in wall sight (few squares have)
    seen = set()
    for v in viewers:
        for thing in candidates(v):
            if thing[0] in seen:
                continue
            if los is None:
                los = los_test(w)
            if los(v, thing[2]):
                seen.add(thing[0])
    return [t for t in things if t[0] in seen] if seen else []      # in id order, as unplaced() lists them


def _thing_cells(thing: tuple) -> tuple:
    return (thing[2],)


def _in_wall_sight(w: World, what: str, items: tuple, cells_of):
    """A function of a viewer square giving those of `items` with a square (of
    cells_of(item)) it may see (one in a sealed room only from inside that room:
    nothing inside is visible from outside) and whose line to it the walls and
    doors alone leave open: no other item can be in its sight, whatever else
    blocks. Kept while the grid (the edges the doors write) and the items stay
    the same: after a step only the blockers change, and most lines asked about
    cross a wall, so each square's sight is then tested against those few items
    alone (incremental discovery).

    The grid, not door_key: a door seen or found-and-shut changes door_key but
    no edge, and the answers depend only on the edges (the walls' lines) and on
    which doors are open (the sealed rooms; Doors.edge_kind writes exactly that).
    Items only placed or seen since (the new tuple a subset of the old) keep
    each square's list, filtered: an item's answer never depends on the others."""
    g = grid(w)
    head = (what, w.res.get("adventure"))
    got = w.cache.get(("wall_sight", what))
    if got is None or got[0] is not g or got[1] != head:
        # a new dict: clones keep their own; the items' squares with the sealed
        # room each lies in (or None), worked out when a square is first seen
        got = w.cache[("wall_sight", what)] = (g, head, items, {}, [])
    elif got[2] is items:
        pass            # the very same items (the commonest case: no deep comparison)
    elif got[2] == items:
        # the same items rebuilt (the board memo dropped): keep this tuple, so
        # that the next asks compare by identity
        got = w.cache[("wall_sight", what)] = (g, head, items, got[3], got[4])
    else:
        keep = set(items)
        if keep.issubset(got[2]):
            got = (g, head, items, {v: [i for i in found if i in keep] for v, found in got[3].items()},
                   [spot for spot in got[4] if spot[0] in keep])
        else:
            got = (g, head, items, {}, [])
        w.cache[("wall_sight", what)] = got
    by_viewer, spots = got[3], got[4]
    open_ = room = None         # what a square seen for the first time needs (most are not)

    def candidates(v):
        found = by_viewer.get(v)
        if found is None:
            nonlocal open_, room
            if open_ is None:
                open_, room = walls_open_test(w), board(w).room
                if not spots and items:
                    sealed = _sealed_rooms(w)
                    spots.extend((i, [(c, r if (r := room.get(c, 0)) in sealed else None) for c in cells_of(i)])
                                 for i in items)
            mine = room.get(v, 0)
            found = by_viewer[v] = []
            for i, cells in spots:
                for c, r in cells:
                    if (r is None or r == mine) and open_(v, c):
                        found.append(i)
                        break
        return found
    return candidates


def adventurer_cells(w: World) -> list[tuple]:
    """Squares of the adventurers' side (elementals included), in id order like
    figures(), read from its memo (kept through a walk's steps: move_figure)."""
    return [c for _e, f, c in figures(w) if f.side == "adv"]


def place(w: World, eid: int, what: str, events: list[Event], why: str) -> None:
    pos = w.get(eid, Pos)
    if what == "figure":
        f = w.get(eid, Figure)
        f.placed = True
        emit(events, "appear", eid=eid, ref=f.ref, cell=(pos.x, pos.y), why=why)
    else:
        s = w.get(eid, Scenery)
        s.placed = True
        emit(events, "scenery", eid=eid, kind=s.kind, cell=(pos.x, pos.y), why=why)


def _unseen_doors(w: World) -> tuple[str, ...]:
    """The doors not seen yet, in the box's order."""
    return _unseen(w)[0]


def _unseen(w: World) -> tuple[tuple[str, ...], dict]:
    """(the doors not seen yet, in the box's order; {door: its two squares}):
    kept while the doors stay the same (door_key), asked after every step."""
    key = (w.res.get("adventure"), door_key(w))
    got = w.cache.get("unseen_doors")
    if got is None or got[0] != key:        # the latest only: versions never come back
        d = doors(w)
        unseen = tuple(i for i in d if not d.get(i).get("seen", True))
        got = w.cache["unseen_doors"] = (key, (unseen, {i: d.cells(i) for i in unseen}))
    return got[1]


def visible_doors(w: World, viewers: list[tuple]) -> list[str]:
    """Unseen doors that some viewer square sees: one of the door's two squares
    in sight (a door of a sealed room only from inside it, or from the outside square)."""
    if not viewers:
        return []
    unseen, cells = _unseen(w)
    if not unseen:
        return []
    candidates = _in_wall_sight(w, "doors", unseen, cells.__getitem__)
    los = None          # set up only once a square has a door in wall sight (few squares have)
    seen = set()
    for v in viewers:
        for i in candidates(v):
            if i in seen:
                continue
            if los is None:
                los, room, sealed = los_test(w), board(w).room, _sealed_rooms(w)
            # a door's square in a sealed room is seen only from inside that room
            if any(los(v, c) for c in cells[i]
                   if not (room.get(c, 0) in sealed and room.get(v, 0) != room.get(c, 0))):
                seen.add(i)
    return [i for i in unseen if i in seen] if seen else []


def see_door(w: World, ident: str, events: list[Event], why: str) -> None:
    doors(w).see(ident)
    emit(events, "door_seen", door=ident, why=why)


def discover_from(w: World, cells: list[tuple], events: list[Event]) -> bool:
    """Place what these squares see (doors too); True if anything new appeared."""
    quiet = _quiet_viewers(w)
    look = [c for c in cells if c not in quiet]
    found = visible_unplaced(w, look)
    for e, what, _cell in found:
        place(w, e, what, events, "sight")
    seen = visible_doors(w, look)
    for i in seen:
        see_door(w, i, events, "sight")
    if found or seen:
        bump_blockers(w)
        revealed(events, "sight")
    else:
        quiet.update(look)
    return bool(found or seen)


def _quiet_viewers(w: World) -> set:
    """Squares known to see nothing new, while no figure or scenery moves
    (blocker_ver) and no door changes: discovery runs after every action, mostly
    from the same squares, and each square's sight is independent of the others'
    (things only ever get placed in between, never hidden again), so those
    squares are skipped."""
    key = (w.res.get("adventure"), w.res.get("blocker_ver", 0), door_key(w))
    got = w.cache.get("quiet_viewers")
    if got is None or got[0] != key:
        got = w.cache["quiet_viewers"] = (key, set())   # a new set: clones keep their own
    return got[1]


def discover_all(w: World, events: list[Event]) -> bool:
    if w.res.get("phase") != "play":
        return False
    return discover_from(w, adventurer_cells(w), events)


def place_room(w: World, room: int, events: list[Event]) -> None:
    """14.6: opening a room's door places everything inside (not hidden things)."""
    if not room:
        return
    b = board(w)
    any_ = False
    for e, what, cell in unplaced(w):
        if b.room.get(cell, 0) == room:
            place(w, e, what, events, "room")
            any_ = True
    d = doors(w)
    for i in _unseen_doors(w):
        if any(b.room.get(c, 0) == room for c in d.cells(i)):
            see_door(w, i, events, "room")
            any_ = True
    if any_:
        bump_blockers(w)
        revealed(events, "room")


def wake_room(w: World, room: int, events: list[Event]) -> None:
    """Noise rule: a room's figures are placed (and so act from now on, 13.3)."""
    place_room(w, room, events)
