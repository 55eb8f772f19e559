"""Exploration: revealing sections, the scenario die, obstacle cards and trap
reaction, encounters with the creature table, placement, the Leader, and initiative."""
from __future__ import annotations

import math

from game.engine.chance import Deck, roll
from game.engine.grid import chebyshev, facing_towards

from . import epic
from .combat import damage, set_state
from .content import content
from .world import (BIG, add_points, board, cell, d6, dice, faction, footprint, furniture, distance, doors, emit, fig, gain_reserve, grid, heroes,
                    joa_figs, knowledge, moved, occupied, on_board, pay, passable_cell, rng, section_of,
                    stat, test)


def deck(w, name: str) -> Deck:
    return Deck(name, w.res["decks"][name], rng(w))


def scenario_die(w, events, why: str) -> str:
    face = roll(content().die, rng(w), events, why)
    return face


# -- obstacles ----------------------------------------------------------------------------------------
def spot_key(spot: dict) -> str:
    if "door" in spot:
        return "door:" + spot["door"]
    if "chest" in spot:
        return "chest:%d,%d" % tuple(spot["chest"])
    return "cell:%d,%d" % tuple(spot["cell"])


def spot_cell(w, spot: dict):
    if "door" in spot:
        return tuple(doors(w).get(spot["door"])["a"])
    return tuple(spot.get("chest") or spot["cell"])


def obstacle_allowed(w, spot: dict, exploring: bool) -> bool:
    """The limits on rolling for obstacles (see the rules document)."""
    key = spot_key(spot)
    used = w.res["obstacle_spots"]
    if key in used:
        return False
    c = spot_cell(w, spot)
    for k in used:
        kind, _, where = k.partition(":")
        if kind == "door":
            oc = tuple(doors(w).get(where)["a"])
        else:
            oc = tuple(int(v) for v in where.split(","))
        if chebyshev(oc, c) == 1:
            return False
    if not exploring:
        n = section_of(w, c)
        if any(section_of(w, cell(fig(w, e))) == n for e in joa_figs(w)):
            return False
    if any(t.get("fixed") and t.get("cell") == list(c) for t in w.res["traps"]):
        return False
    return True


def roll_obstacle(w, hid: str, spot: dict, events, exploring: bool) -> str:
    """Roll the scenario die for an obstacle at spot. Returns "none", "found"
    (a trap detected: the action is not done), "fired" (activation ends), "locked"
    (the door or chest is now locked) or "placed" (creatures appeared)."""
    if not obstacle_allowed(w, spot, exploring):
        return "none"
    if scenario_die(w, events, "obstacle") != "obstacle":
        return "none"
    card = deck(w, "obstacle").draw(events, reshuffle=True)
    if card is None:
        return "none"
    return play_obstacle(w, hid, spot, card, events)


def play_obstacle(w, hid: str, spot: dict, card: str, events) -> str:
    c = content().obstacles[card]
    emit(events, "obstacle", card=card, where=spot_key(spot))
    kind = c["kind"]
    if kind == "lock" and "cell" in spot:
        return unplayable(w, "obstacle", card, events)
    if kind in ("trap", "lock") and not pay(w, c["cost"], card, events):
        return unplayable(w, "obstacle", card, events)
    w.res["obstacle_spots"].append(spot_key(spot))
    if kind == "lock":
        deck(w, "obstacle").discard(card)
        if "door" in spot:
            doors(w).set_flag(spot["door"], "locked", True)
            doors(w).set_flag(spot["door"], "lock_known", True)
        else:
            ch = chest_at(w, spot["chest"])
            ch["locked"] = ch["lock_known"] = True
        emit(events, "locked", where=spot_key(spot))
        return "locked"
    if kind == "trap":
        trap = {"id": f"t{len(w.res['traps']) + 1}", "card": card, "found": False, "fixed": False,
                "bonus": 0, **{k: (list(v) if not isinstance(v, str) else v) for k, v in spot.items()}}
        w.res["traps"].append(trap)
        return trap_reaction(w, hid, trap, events)
    if kind == "thief":
        deck(w, "obstacle").discard(card)
        return "placed" if place_thief(w, events) else unplayable_after(w, card, events)
    if kind == "ambush":
        deck(w, "obstacle").discard(card)
        return "placed" if side_group(w, "ambush", events) else unplayable_after(w, card, events)
    return "none"


def unplayable(w, name: str, card: str, events) -> str:
    """A card that cannot be played is discarded and the reserve counter goes up by 1."""
    deck(w, name).discard(card)
    emit(events, "unplayable", deck=name, card=card)
    gain_reserve(w, 1, "unplayable", events)
    return "none"


def unplayable_after(w, card: str, events) -> str:
    emit(events, "unplayable", deck="obstacle", card=card)
    gain_reserve(w, 1, "unplayable", events)
    return "none"


def trap_card(t: dict) -> dict:
    return content().obstacles[t["card"]]


def trap_reaction(w, hid: str, trap: dict, events, malus: int = 0) -> str:
    """Perception test against the card: found (stays latent; the hero stops) or fired (activation ends)."""
    h = fig(w, hid)
    c = trap_card(trap)
    act = w.res["act"]
    if act is not None and act["fid"] == hid:
        malus = max(malus, act["malus"])     # running: -2 to perception tests this turn
    ok, r = test(w, h, "per", events, mod=-malus, target=c["perception"], why="trap")
    if ok:
        trap["found"] = True
        moved(w)
        if r == [6, 6]:
            trap["bonus"] = 1
        emit(events, "trap_found", who=hid, trap=trap["id"], card=trap["card"])
        add_points(w, "heroes", 1, "trap", events)
        return "found"
    fire_trap(w, h, trap, events)
    return "fired"


def fire_trap(w, h: dict, trap: dict, events) -> None:
    c = trap_card(trap)
    emit(events, "trap_fired", who=h["id"], trap=trap["id"], card=trap["card"])
    w.res["traps"].remove(trap)
    moved(w)
    if not trap.get("fixed"):
        deck(w, "obstacle").discard(trap["card"])
    if c["damage"]:
        damage(w, None, h, c["damage"], events)
    if c["state"] != "none" and on_board(h):
        set_state(w, h, c["state"], True, events)


def chest_at(w, c) -> dict | None:
    for ch in w.res["chests"]:
        if ch["cell"] == list(c):
            return ch
    return None


# -- revealing sections --------------------------------------------------------------------------------
def reveal(w, n: int, viewer: str, entry: tuple, inside: tuple, events, broke: bool = False) -> None:
    """Section n becomes visible (viewer looked in from `entry`, the first square inside is `inside`)."""
    if n in w.res["revealed"]:
        return
    w.res["revealed"].append(n)
    knowledge(w).reveal(f"section:{n}")
    moved(w)
    emit(events, "section", section=n, area=board(w).kind[n], who=viewer)
    sheet = content().scenarios[w.res["scenario"]]
    if n == sheet["main_section"]:
        add_points(w, "heroes", 1, "main_hall", events)
        w.res["main_found"] = True
        w.res["main_index"] = len(w.res["revealed"]) - 1
    els = content().elements
    for c in board(w).cells[n]:
        fu = furniture(w).get(c)
        if fu is not None and fu["kind"] in els and els[fu["kind"]]["special"]:
            add_points(w, "heroes", 1, "element", events)
    npc = sheet["npc"]
    if section_of(w, npc["cell"]) == n and w.res["npc"] is None:
        from .setup import new_figure
        f = new_figure(w, "npc", npc["id"], tuple(npc["cell"]))
        w.res["npc"] = f["id"]
        emit(events, "npc", who=f["id"], ref=npc["id"])
    placed = encounter(w, n, viewer, entry, inside, events, broke)
    if placed:
        initiative(w, placed, events, broke)


def table_row(w, roll_value: int) -> int:
    return max(1, min(10, roll_value))


def table_mod(w, n: int, kind: str) -> int:
    r = content().rules
    mod = 0
    if kind in ("enemies", "wandering", "special") and is_large(w, n):
        mod += 1
    mod += party_value(w) // r["pv_per_table_step"]
    return min(r["table_cap"], mod)


def is_large(w, n: int) -> bool:
    sheet = content().scenarios[w.res["scenario"]]
    return len(board(w).cells[n]) > content().rules["large_section"] and n != sheet["main_section"]


def party_value(w) -> int:
    return w.res["party_value"]


def group_for(w, kind: str, row: int) -> tuple[list, int]:
    """The creatures a table row gives, falling back to cheaper rows until affordable."""
    c = content()
    for r in range(row, 0, -1):
        group = faction(w)["generation"][r - 1][kind]
        cost = sum(c.creatures[ref]["pv"] * n for ref, n in group)
        if cost <= w.res["reserve"]:
            return [ref for ref, n in group for _ in range(n)], r
    return [], 0


def encounter(w, n: int, viewer: str, entry, inside, events, broke: bool) -> list:
    sheet = content().scenarios[w.res["scenario"]]
    placed: list = []
    main = n == sheet["main_section"]
    if main:
        placed += place_leader(w, n, viewer, entry, inside, events)
        placed += table_group(w, n, "enemies", viewer, entry, inside, events, card=None)
    elif w.res["turn"] > 1 or w.res.get("first_turn_over"):
        large = is_large(w, n)
        face = scenario_die(w, events, "encounter")
        hit = face == "encounter"
        if not hit and (broke or w.res["empty_streak"] >= 2):
            hit = scenario_die(w, events, "encounter") == "encounter"
        if hit or large:
            card = deck(w, "encounter").draw(events, reshuffle=False)
            if card is not None:
                kind = content().encounters[card]["kind"]
                got = table_group(w, n, kind, viewer, entry, inside, events, card=card)
                if got:
                    deck(w, "encounter").discard(card)
                else:
                    unplayable(w, "encounter", card, events)
                placed += got
    if main:
        leader_improvement(w, events)
    w.res["empty_streak"] = 0 if placed else w.res["empty_streak"] + 1
    return placed


def table_group(w, n: int, kind: str, viewer, entry, inside, events, card) -> list:
    mod = table_mod(w, n, kind)
    r = d6(w, events, "table")
    row = table_row(w, r + mod)
    refs, used = group_for(w, kind, row)
    emit(events, "table", card=card, column=kind, roll=r, mod=mod, row=row, used=used, creatures=refs)
    if not refs:
        return []
    cost = sum(content().creatures[x]["pv"] for x in refs)
    pay(w, cost, card or "main_hall", events)
    return place_group(w, n, refs, viewer, entry, inside, events)


# -- placement ---------------------------------------------------------------------------------------------
def _order(refs: list, corridor: bool) -> list:
    c = content()

    def tier(ref):
        p = c.creatures[ref]
        traits = {t for wid in p["weapons"] for t in c.weapons[wid]["traits"]}
        ranged = bool(traits & {"ranged", "thrown"})
        long_ = "long" in traits
        if corridor:
            return 0 if not ranged and not long_ else (1 if ranged else 2)
        return 0 if not ranged and not long_ else (1 if long_ and not ranged else 2)
    return sorted(refs, key=lambda r: (c.creatures[r]["pv"], tier(r)))


def _free_ok(w, c, hero_cells, occ, size="small") -> bool:
    if c in occ or any(chebyshev(c, h) < 3 for h in hero_cells):
        return False
    return passable_cell(w, c, {"size": size})


def big_anchor(w, spot, hero_cells, occ, size: str):
    """A large base covering `spot` with every square free, open and more than 2 squares from
    the heroes; its anchor (top-left square) or None."""
    probe = {"size": size}
    for dx, dy in ((0, 0), (-1, 0), (0, -1), (-1, -1)):
        c = (spot[0] + dx, spot[1] + dy)
        squares = footprint(probe, c)
        if any(x in occ or any(chebyshev(x, h) < 3 for h in hero_cells) for x in squares):
            continue
        if passable_cell(w, c, probe):
            return c
    return None


def placement_cells(w, n: int, count: int, viewer: str, entry, inside) -> list:
    """Squares in the rulebook's order for count creatures in section n."""
    b = board(w)
    cells = list(b.cells[n])
    vcell = cell(fig(w, viewer)) if viewer else tuple(inside)
    d = facing_towards(tuple(entry), tuple(inside))
    if d[0] and d[1]:
        d = (d[0], 0)
    right = (-d[1], d[0])
    if b.kind[n] == "corridor":
        far = sorted(cells, key=lambda c: (-chebyshev(c, vcell), abs((c[0] - vcell[0]) * right[0]
                                                                      + (c[1] - vcell[1]) * right[1]), c))
        out = [far[0]]
        rest = far[1:]
        while rest:
            last = out[-1]
            near = [c for c in rest if chebyshev(c, last) == 1 and c[0] != last[0] and c[1] != last[1]] or \
                   [c for c in rest if chebyshev(c, last) == 1] or rest
            nxt = near[0]
            out.append(nxt)
            rest.remove(nxt)
        return out
    if count == 1:
        cx = sum(c[0] for c in cells) / len(cells)
        cy = sum(c[1] for c in cells) / len(cells)
        return sorted(cells, key=lambda c: (round(math.hypot(c[0] + .0 - cx, c[1] - cy), 3),
                                            -chebyshev(c, vcell), c))
    # first in front of the viewer, then a checkerboard spreading to its right
    first = None
    probe = tuple(inside)
    for _ in range(40):
        if probe in b.cells[n] and chebyshev(probe, vcell) >= 3:
            first = probe
            break
        probe = (probe[0] + d[0], probe[1] + d[1])
    if first is None:
        first = max(cells, key=lambda c: (chebyshev(c, vcell), c))
    large = len(cells) > content().rules["large_section"]

    def key(c):
        rel = (c[0] - first[0], c[1] - first[1])
        u = rel[0] * right[0] + rel[1] * right[1]
        v = rel[0] * d[0] + rel[1] * d[1]
        if large:       # a free row and column between creatures
            ok = u % 2 == 0 and v % 2 == 0
            band = v != 0
        else:           # diagonal contacts only: a zigzag between the first row and the next
            ok = (u + v) % 2 == 0
            band = v not in (0, 1)
        return (not ok, band, u < 0, abs(u), abs(v), v)
    return sorted(cells, key=key)


def place_group(w, n: int, refs: list, viewer: str, entry, inside, events) -> list:
    from .setup import new_figure
    corridor = board(w).kind[n] == "corridor"
    ordered = _order(refs, corridor)
    spots = placement_cells(w, n, len(ordered), viewer, entry, inside)
    hero_cells = [cell(fig(w, h)) for h in heroes(w)]
    occ = dict(occupied(w))         # a copy: the figures placed below are added to it
    placed = []
    for ref in ordered:
        size = content().creatures[ref]["size"]
        if size in BIG:
            spot = next((a for a in (big_anchor(w, c, hero_cells, occ, size) for c in spots) if a), None)
        else:
            spot = next((c for c in spots if _free_ok(w, c, hero_cells, occ, size)), None)
        if spot is None:
            # refund what cannot be placed
            gain_reserve(w, content().creatures[ref]["pv"], "no_room", events)
            continue
        f = new_figure(w, "joa", ref, spot)
        epic.harden(w, f, events)
        for x in footprint(f):
            occ[x] = f["id"]
        face_nearest_hero(w, f)
        placed.append(f["id"])
        emit(events, "place", who=f["id"], ref=ref, at=list(spot))
        if size in BIG:
            leader_extras(w, f, events, content().creatures[ref].get("extras", []))
    moved(w)
    return placed


def face_nearest_hero(w, f: dict) -> None:
    hs = heroes(w)
    if hs:
        h = min(hs, key=lambda x: (distance(cell(fig(w, x)), cell(f)), x))
        f["facing"] = list(facing_towards(cell(f), cell(fig(w, h))))


def place_leader(w, n: int, viewer, entry, inside, events) -> list:
    from .setup import new_figure
    sheet = content().scenarios[w.res["scenario"]]
    lead = faction(w)["leader"]
    spot = tuple(sheet["leader_cell"])
    occ = occupied(w)
    if spot in occ:
        spot = next(c for c in placement_cells(w, n, 2, viewer, entry, inside) if c not in occ)
    f = new_figure(w, "joa", lead["id"], spot)
    epic.harden(w, f, events)
    f["leader"] = True
    face_nearest_hero(w, f)
    emit(events, "place", who=f["id"], ref=lead["id"], at=list(spot))
    leader_extras(w, f, events)
    w.res["leader"] = f["id"]
    return [f["id"]]


def leader_extras(w, f: dict, events, extras=None) -> None:
    """1d6 per hero: each result buys the extra skill of that value (6: the 6+ one), paid from the reserve,
    dearest first, skills it already has ignored. The Leader's, or a large or huge creature's."""
    extras = faction(w)["leader"]["extras"] if extras is None else extras
    rolls = dice(w, len(w.res["party"]) + epic.extra_leader_dice(w), events, f["id"])
    wanted = []
    for r in sorted(rolls, reverse=True):
        ex = next((e for e in extras if e["pv"] == r), None)
        if ex and ex["skill"] not in f["skills"] and ex not in wanted:
            wanted.append(ex)
    for ex in wanted:
        if pay(w, ex["pv"], "extra:" + ex["skill"], events):
            f["skills"].append(ex["skill"])
            if ex["skill"] == "sturdy":
                f["life"] += 1
                f["max_life"] += 1
            emit(events, "extra_skill", who=f["id"], skill=ex["skill"], cost=ex["pv"])


def leader_improvement(w, events) -> None:
    """Reserve down to 10: +1 life per 2 spare points (3 if Invulnerable or armour 6); extra actions."""
    lid = w.res.get("leader")
    if lid is None:
        return
    f = fig(w, lid)
    floor = content().rules["leader_floor"]
    spare = max(0, w.res["reserve"] - floor)
    per = 3 if ("invulnerable" in f["skills"] or stat(w, f, "arm") >= 6) else 2
    life = spare // per
    if spare:
        before = w.res["reserve"]
        w.res["reserve"] = floor
        emit(events, "pay", what="leader_improvement", cost=spare, before=before, after=floor)
    f["life"] += life
    f["max_life"] += life
    f["extra_actions"] = min(2, max(0, len(w.res["party"]) - 2))
    emit(events, "leader_improved", who=lid, life=life, actions=f["extra_actions"])


def place_thief(w, events) -> bool:
    """The Thief appears near the hero with the worst perception, in the heroes' section or a next one."""
    hs = heroes(w)
    if not hs:
        return False
    target = min(hs, key=lambda h: (stat(w, fig(w, h), "per"), h))
    tc = cell(fig(w, target))
    ref = faction(w)["thief"]
    if not pay(w, content().creatures[ref]["pv"], "thief", events):
        return False
    from .setup import new_figure
    hero_cells = [cell(fig(w, h)) for h in hs]
    occ = occupied(w)
    n = section_of(w, tc)
    pools = [board(w).cells[n]] + [board(w).cells[m] for m in board(w).neighbours_of(n) if m in w.res["revealed"]]
    for pool in pools:
        spots = sorted(pool, key=lambda c: (chebyshev(c, tc), c))
        spot = next((c for c in spots if _free_ok(w, c, hero_cells, occ, "small")), None)
        if spot:
            f = new_figure(w, "joa", ref, spot)
            epic.harden(w, f, events)
            face_nearest_hero(w, f)
            emit(events, "place", who=f["id"], ref=ref, at=list(spot))
            initiative(w, [f["id"]], events, False)
            return True
    gain_reserve(w, content().creatures[ref]["pv"], "no_room", events)
    return False


def side_group(w, why: str, events) -> bool:
    """Ambush / Reinforcements: an Enemies roll placed in an explored section next to a hero's,
    as if a hero had just looked in through the connecting door or passage."""
    b = board(w)
    for h in heroes(w):
        n = section_of(w, cell(fig(w, h)))
        for a, m, ca, cm in b.links:
            if a != n or m not in w.res["revealed"]:
                continue
            refs, used = group_for(w, "enemies", table_row(w, d6(w, events, "table") + table_mod(w, m, "enemies")))
            emit(events, "table", card=why, column="enemies", roll=None, mod=0, row=used, used=used, creatures=refs)
            if not refs:
                return False
            pay(w, sum(content().creatures[x]["pv"] for x in refs), why, events)
            placed = place_group(w, m, refs, h, ca, cm, events)
            if placed:
                initiative(w, placed, events, False)
                return True
            return False
    return False


# -- initiative ---------------------------------------------------------------------------------------
def initiative(w, placed: list, events, broke: bool) -> None:
    """Opposed 2d6 + perception: the hero nearest the new enemies against the JOA's best perception
    (+1 per noisy turn). Heroes winning start a new turn at once; losing ends theirs."""
    hs = heroes(w)
    js = joa_figs(w)
    if not hs or not js:
        return
    was_combat = w.res["combat"]
    h = min(hs, key=lambda x: (min(distance(cell(fig(w, x)), cell(fig(w, p))) for p in placed if on_board(fig(w, p)))
                               if any(on_board(fig(w, p)) for p in placed) else 99,
                               -stat(w, fig(w, x), "per"), x))
    j = max(js, key=lambda x: (stat(w, fig(w, x), "per"), x))
    hf, jf = fig(w, h), fig(w, j)
    noise = w.res["noise"]
    w.res["noise"] = 0
    while True:
        hr, jr = dice(w, 2, events, h), dice(w, 2, events, j)
        ht = sum(hr) + stat(w, hf, "per") + sum(1 for s in hf["skills"] if s == "battle_wise")
        jt = sum(jr) + stat(w, jf, "per") + noise
        if ht != jt:
            heroes_win = ht > jt
            break
        if stat(w, hf, "int") != stat(w, jf, "int"):
            heroes_win = stat(w, hf, "int") > stat(w, jf, "int")
            break
    emit(events, "initiative", hero=h, joa=j, hero_dice=hr, joa_dice=jr, hero_total=ht, joa_total=jt,
         noise=noise, winner="heroes" if heroes_win else "joa")
    if not was_combat and not broke:
        _surprise(w, heroes_win, hf if heroes_win else jf, hr if heroes_win else jr,
                  hr if not heroes_win else jr, events)
    w.res["combat"] = True
    w.res["initiative"] = "heroes" if heroes_win else "joa"


def _surprise(w, heroes_win: bool, winner: dict, wdice: list, ldice: list, events) -> None:
    losers = joa_figs(w) if heroes_win else heroes(w)
    victims = []
    for fid in losers:
        f = fig(w, fid)
        if distance(cell(f), cell(winner)) > 6:
            continue
        if ldice == [1, 1] or (1 not in wdice and all(x >= f["stats"]["int"] for x in wdice)):
            victims.append(fid)
    for fid in victims:
        f = fig(w, fid)
        foes = joa_figs(w) if f["side"] == "hero" else heroes(w)
        if not foes:
            continue
        near = min(foes, key=lambda x: (distance(cell(fig(w, x)), cell(f)), x))
        away = facing_towards(cell(fig(w, near)), cell(f))
        if f["side"] == "hero":
            step = facing_towards(cell(f), cell(fig(w, near)))
            to = (cell(f)[0] + step[0], cell(f)[1] + step[1])
            if to not in occupied(w) and passable_cell(w, to, f) and grid(w).can_step(cell(f), to, diagonals=True):
                f["cell"] = list(to)
                moved(w)
        f["facing"] = list(away)
        emit(events, "surprised", who=fid)
