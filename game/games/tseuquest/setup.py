"""Building a game: options, the Evil Wizard's secret choice of adventure
(3.2), the adventurers' picks (3.4), the three magic rounds (3.6), the
adventure's board and figures, and the reading of its introduction (3.7)."""
from __future__ import annotations

from collections import deque

from game.engine.chance import Deck, Rng
from game.engine.doors import Doors
from game.engine.hidden import Knowledge
from game.engine.messages import OptionError
from game.engine.protocol import Event
from game.engine.state import World

from .board import adventure_ids, load_board
from .components import Figure, Kit, Pos, Scenery
from .content import ELEMENTS
from .discovery import discover_all, place_room
from .turn import start_round
from .world import (MB, board, bump_blockers, content, emit, max_life, max_mind, note_ref, party, party_needed,
                    revealed, rng)

DEFAULTS = {"players": 2, "party": 4, "mode": "adventure", "adventure": "mb_choice", "draft": "pick",
            "friendly_passage": True, "treasure_timing": "end", "round_limit": 0, "corner_rule": "blocks",
            "antagonist_fumbles": False, "open_hands": True, "heroes": []}
MAGIC_ROUND_CARDS = (3, 2, 1)


def normalise_options(options: dict) -> dict:
    o = {**DEFAULTS, **(options or {})}
    o["players"] = int(o["players"])
    if not 2 <= o["players"] <= 5:
        raise ValueError("players must be 2..5 (the Evil Wizard plus 1-4 adventurer players)")
    o["party"] = max(int(o["party"]), o["players"] - 1)
    if not 1 <= o["party"] <= 8:
        raise ValueError("party must be 1..8 adventurers")
    if o["mode"] not in ("adventure", "campaign"):
        raise ValueError(f"mode {o['mode']!r} not adventure/campaign")
    ids = adventure_ids(o.get("maps_folder"))
    if o["adventure"] not in ("mb_choice",) + tuple(ids):
        raise ValueError(f"unknown adventure {o['adventure']!r} (known: {', '.join(ids)})")
    if o["adventure"] != "mb_choice" and o["mode"] == "adventure":
        need = party_needed(load_board(o["adventure"], o.get("maps_folder")).goal)
        if o["party"] < need:
            raise OptionError("options.goal_party", n=need)
    if o["draft"] not in ("pick", "random"):
        raise ValueError("draft must be pick or random")
    if o["treasure_timing"] not in ("end", "immediate"):
        raise ValueError("treasure_timing must be end or immediate")
    if o["corner_rule"] not in ("blocks", "permissive"):
        raise ValueError("corner_rule must be blocks or permissive")
    heroes = [h for h in (o.get("heroes") or []) if h and h != "random"]
    if len(set(heroes)) != len(heroes):
        raise ValueError("the same adventurer picked twice")
    o["heroes"] = list(o.get("heroes") or [])
    return o


def new_world(options: dict, seed: int) -> tuple[World, list[Event]]:
    o = normalise_options(options)
    c = content()
    w = World()
    events: list[Event] = []
    w.res["rng"] = Rng.new_box(seed)
    w.res["options"] = o
    if o.get("maps_folder"):
        w.res["maps_folder"] = o["maps_folder"]
    w.res["result"] = None
    w.res["known"] = {}
    w.res["pending"] = []
    w.res["combat"] = None
    w.res["act"] = None
    w.res["turn"] = None
    w.res["round"] = 0
    w.res["history"] = []
    w.res["seats"] = [{"role": "mb"}] + [{"role": "adv"} for _ in range(o["players"] - 1)]
    w.res["roster"] = {h: {"status": "reserve", "seat": None, "gold": 0, "kills": 0,
                           "carried": list(a["gear"]), "stash": []} for h, a in sorted(c.adventurers.items())}
    w.res["adventure"] = None
    w.res["decks"] = {}
    r = rng(w)
    for name in ELEMENTS + ("chaos",):
        w.res["decks"][name] = Deck.new_box(list(c.decks[name]))
        Deck(name, w.res["decks"][name], r).shuffle(events)
    w.res["decks"]["treasure"] = Deck.new_box(sorted(c.treasure))
    Deck("treasure", w.res["decks"]["treasure"], r).shuffle(events)
    if o["mode"] == "campaign":
        w.res["campaign"] = {"node": c.campaign["start"], "done": [], "finished": False}
        _after_choice(w, c.campaign["start"], events)
    elif o["adventure"] != "mb_choice":
        _after_choice(w, o["adventure"], events)
    else:
        w.res["phase"] = "choose_adventure"
        emit(events, "phase", phase="choose_adventure", seat=MB)
    return w, events


def choose_adventure(w: World, ident: str, events: list[Event]) -> None:
    """3.2: the MB notes the adventure in secret (the log says only that it was chosen)."""
    emit(events, "adventure_chosen", secret_to=MB)
    _after_choice(w, ident, events)


def _after_choice(w: World, ident: str, events: list[Event], deal: bool = True) -> None:
    w.res["adventure"] = ident
    Knowledge(w.res["known"]).reveal("adventure", [MB])
    roster = w.res["roster"]
    if any(r["status"] == "party" for r in roster.values()):
        _deal_start(w, events, deal)    # campaign: the party is already made
        return
    o = w.res["options"]
    heroes = list(o.get("party_heroes") or o["heroes"])
    order = _pick_order(w)
    if len(heroes) == o["players"] and not o.get("party_heroes"):
        # the setup screen's per-seat list: one entry per seat, seat 0 (the MB) ignored
        seat_picks = [(s, h) for s, h in enumerate(heroes) if s >= 1 and h in roster]
    else:
        seat_picks = [(order[i], h) for i, h in enumerate(heroes[: len(order)]) if h in roster]
    for seat, h in seat_picks:
        if roster[h]["status"] == "reserve" and len(party(w)) < o["party"]:
            _join(w, h, seat, events)
    if o["draft"] == "random" or len(party(w)) >= o["party"]:
        _fill_random(w, events)
        _deal_start(w, events)
    else:
        w.res["phase"] = "pick"
        emit(events, "phase", phase="pick", seat=pick_seat(w))


def _pick_order(w: World) -> list[int]:
    o = w.res["options"]
    seats = list(range(1, o["players"]))
    return [seats[i % len(seats)] for i in range(o["party"])]


def pick_seat(w: World) -> int:
    """The adventurer seat short of its share of the party with the fewest picks (seat order on ties)."""
    order = _pick_order(w)
    have = {s: 0 for s in order}
    for r in w.res["roster"].values():
        if r["status"] == "party" and r["seat"] in have:
            have[r["seat"]] += 1
    short = [s for s in sorted(have) if have[s] < order.count(s)]
    return min(short, key=lambda s: (have[s], s)) if short else order[0]


def _join(w: World, hero: str, seat: int, events: list[Event]) -> None:
    r = w.res["roster"][hero]
    r["status"], r["seat"] = "party", seat
    r["order"] = sum(1 for x in w.res["roster"].values() if x["status"] == "party")
    emit(events, "pick", hero=hero, seat=seat)


def pick(w: World, hero: str, events: list[Event]) -> None:
    _join(w, hero, pick_seat(w), events)
    if len(party(w)) >= w.res["options"]["party"]:
        _deal_start(w, events)
    else:
        emit(events, "phase", phase="pick", seat=pick_seat(w))


def _fill_random(w: World, events: list[Event]) -> None:
    o = w.res["options"]
    pool = sorted(h for h, r in w.res["roster"].items() if r["status"] == "reserve")
    rng(w).shuffle(pool)
    while len(party(w)) < o["party"] and pool:
        _join(w, pool.pop(), pick_seat(w), events)


# -- magic rounds (3.6) ---------------------------------------------------------------
def _deal_start(w: World, events: list[Event], deal: bool = True) -> None:
    spawn_adventure(w, events)
    if not deal:            # chained without rest (17.8): the adventurers kept their cards
        begin_adventure(w, events)
        return
    w.res["deal"] = {"round": 0, "queue": [], "used": {}}
    w.res["phase"] = "deal"
    _next_deal(w, events)


def deal_queue(w: World, rnd: int) -> list[int]:
    """Magic-capable adventurers of enough level, from the MB's left (3.6-B/d)."""
    c = content()
    out = []
    for h in party(w):
        eid = w.res["heroes"].get(h)
        if eid is not None and c.adventurers[h]["magic"] >= rnd:
            out.append(eid)
    return out


def deal_options(w: World, eid: int) -> list[str]:
    d = w.res["deal"]
    n = MAGIC_ROUND_CARDS[d["round"] - 1]
    used = d["used"].get(str(eid), [])
    return [e for e in ELEMENTS if e not in used and len(w.res["decks"][e]["draw"]) >= n]


def _next_deal(w: World, events: list[Event]) -> None:
    d = w.res["deal"]
    while True:
        while d["queue"]:
            eid = d["queue"][0]
            if deal_options(w, eid):
                emit(events, "phase", phase="deal", seat=w.get(eid, Figure).seat, round=d["round"], eid=eid)
                return
            d["queue"].pop(0)          # no deck can serve this adventurer: nothing this round
        if d["round"] >= 3:
            break
        d["round"] += 1
        d["queue"] = deal_queue(w, d["round"])
    # 3.6-e: everyone looks at their own cards now; the rest stay hidden
    know = Knowledge(w.res["known"])
    for eid, k in w.query(Kit):
        f = w.get(eid, Figure)
        for card in k.hand:
            know.reveal(f"card:{card}", [f.seat])
    emit(events, "deal_done")
    begin_adventure(w, events)


def deal_element(w: World, element: str, events: list[Event]) -> None:
    d = w.res["deal"]
    eid = d["queue"].pop(0)
    n = MAGIC_ROUND_CARDS[d["round"] - 1]
    d["used"].setdefault(str(eid), []).append(element)
    deck = Deck(element, w.res["decks"][element], rng(w))
    k = w.get(eid, Kit)
    for _ in range(n):
        card = deck.draw(events, reshuffle=False, public=False)
        k.hand.append(card)
    emit(events, "deal", eid=eid, element=element, count=n, round=d["round"])
    _next_deal(w, events)


# -- the board -------------------------------------------------------------------------
def spawn_adventure(w: World, events: list[Event]) -> None:
    """Figures, scenery, doors and traps of the chosen adventure (nothing placed yet)."""
    c = content()
    b = board(w)
    for e in list(w.alive_ids):
        w.despawn(e)
    box: dict = {}
    d = Doors(box)
    for (a, bb), kind in sorted(b.edges.items()):
        if kind in ("door", "secret", "gate"):
            d.add(a, bb, kind, seen=kind != "door")     # doors are scenery: placed when seen (14.1-14.2)
    w.res["doors"] = box
    w.res["traps"] = [{"id": t["id"], "kind": t["kind"], "cells": [list(x) for x in t["cells"]],
                       "edge": [list(x) for x in t["edge"]] if t["edge"] else None,
                       "hidden": True, "armed": True, "detected": False} for t in b.traps]
    w.res["hidden"] = {f"{x},{y}": spec for (x, y), spec in b.hidden.items()}
    w.res["zones_searched"] = []
    w.res["noise"] = 0
    w.res["noise_fired"] = []
    w.res["lasting"] = []
    w.res["dropped"] = {}
    w.res["exited"] = []
    w.res["goal_done"] = False
    w.res["goal"] = dict(b.goal)
    w.res["goal_target"] = b.goal["target"] if b.goal["kind"] == "kill" else None
    w.res["goal_item"] = b.goal["target"] if b.goal["kind"] == "retrieve" else None
    w.res["blocker_ver"] = w.res.get("blocker_ver", 0) + 1
    # scenery: squares of the same kind touching each other form one piece
    kinds = {cell: kind for kind, cell in b.scenery}
    piece_of: dict = {}
    n = 0
    for cell in sorted(kinds):
        if cell in piece_of:
            continue
        n += 1
        stack = [cell]
        while stack:
            cur = stack.pop()
            if cur in piece_of:
                continue
            piece_of[cur] = n
            x, y = cur
            for nb in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if kinds.get(nb) == kinds[cell] and nb not in piece_of and kinds[cell] not in ("chest", "lever"):
                    stack.append(nb)
    for cell, kind in sorted(kinds.items()):
        data = {}
        if kind == "chest":
            data = {"opened": False, "contents": b.chests.get(cell, {})}
        elif kind == "lever":
            data = {"gates": [[list(a), list(bb)] for a, bb in b.levers.get(cell, ())]}
        w.spawn(Scenery(kind, False, piece_of[cell], data), Pos(*cell))
    for ref, cell in b.monsters:
        st = c.monster(ref)
        kind = "antagonist" if ref in c.antagonists else "minion"
        e = w.spawn(Figure("mb", kind, ref, MB, st["life"], st["mind"], False, b.room.get(cell, 0)),
                    Pos(*cell), Kit())
        note_ref(w, e, ref)
    # the party on the entry squares, in activation order
    w.res["heroes"] = {}
    taken = {cell for _, cell in b.monsters}
    free = [cell for cell in b.start if cell not in taken]
    for h in party(w):
        a = c.adventurers[h]
        r = w.res["roster"][h]
        cell = free.pop(0) if free else _nearest_free(w, b.start[0], taken)
        taken.add(cell)
        gear = r["carried"]
        kit = Kit(weapons=[g for g in gear if g in c.weapons], armour=[g for g in gear if g in c.armour],
                  items=[g for g in gear if g in c.items], potions=[g for g in gear if g in c.potions],
                  gold=0)
        eid = w.spawn(Figure("adv", "adventurer", h, r["seat"], a["life"], a["mind"], True, 0), Pos(*cell), kit)
        f = w.get(eid, Figure)
        f.life, f.mind = max_life(w, eid), max_mind(w, eid)
        rest = r.pop("rest", None)
        if rest:            # chained without rest (17.8): as it left the last adventure
            f.life, f.mind = min(f.life, rest["life"]), min(f.mind, rest["mind"])
            kit.hand, kit.notes = list(rest["hand"]), list(rest["notes"])
        w.res["heroes"][h] = eid
        note_ref(w, eid, h)
    bump_blockers(w)


def _nearest_free(w: World, start, taken) -> tuple:
    b = board(w)
    seen = {start}
    todo = deque([start])
    scen = {cell for _, cell in b.scenery if not content().scenery[_]["passable"]}
    while todo:
        cur = todo.popleft()
        if cur not in taken and cur in b.room and cur not in scen:
            return cur
        x, y = cur
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in b.room and n not in seen:
                seen.add(n)
                todo.append(n)
    raise ValueError("no free square for an adventurer")


def begin_adventure(w: World, events: list[Event]) -> None:
    """3.7: the title and introduction are read out; the adventure begins."""
    b = board(w)
    Knowledge(w.res["known"]).reveal("adventure")
    w.res["phase"] = "play"
    limit = w.res["options"].get("round_limit") or b.round_limit
    w.res["round_limit"] = int(limit)
    revealed(events, "adventure")
    emit(events, "intro", adventure=w.res["adventure"], title=b.texts["title"], intro=b.texts["intro"],
         goal=b.texts["goal"], rules=b.texts["rules"])
    for h, eid in w.res["heroes"].items():
        pos = w.get(eid, Pos)
        room = b.room.get((pos.x, pos.y), 0)
        if room:
            place_room(w, room, events)
    discover_all(w, events)
    w.res["round"] = 0
    start_round(w, events)


def start_next(w: World, adventure: str, events: list[Event]) -> None:
    """18.5/17.1: the next adventure of the campaign diagram; setup again from the
    magic rounds (none when it follows without rest, 17.8)."""
    chained = w.res.pop("chain", None) is not None
    w.res["campaign"]["node"] = adventure
    w.res.pop("interlude", None)
    emit(events, "next_adventure", adventure=adventure, chained=chained)
    Knowledge(w.res["known"]).forget("adventure")
    w.res["round"] = 0
    _after_choice(w, adventure, events, deal=not chained)
