"""The JOA's turn: its achievement point, the power card, activation order, targeting,
behaviour cards, the Leader's 1d3 pick, movement and attacks of its creatures."""
from __future__ import annotations

from game.engine.grid import LOOSE, STRICT, behind, chebyshev

from . import combat, explore, joa_guard
from .content import content
from .turn import recovery
from .bodies import note_fighters
from .terrain import drown_check, in_pit, joa_climb_out, pit_behind, swim_start
from .world import (BIG, add_points, board, faction, passable_cell, footprint, touching, adjacent_enemies, cell, combat_turn, distance, emit, engaged_by, fig, grid,
                    heroes, joa_figs, moved, occupied, on_board, pay, ranged_weapon, rng, section_of, stat,
                    surface)


def joa_turn(w, events) -> bool:
    emit(events, "joa_turn", turn=w.res["turn"])
    w.res["attacked"] = []
    w.res["hasty_used"] = []
    if not w.res["main_entered"]:
        add_points(w, "joa", 1, "turn", events)
    if combat_turn(w):
        note_fighters(w)
        power_phase(w, events)
    order = activation_order(w)
    w.res["joa_order"] = order            # shown to players: who acts next
    w.res["joa_rest"] = list(order)
    return continue_joa_turn(w, events)


def continue_joa_turn(w, events) -> bool:
    """Activate the creatures left in this turn's order; False if it stops for a hero's
    fortune question (fortune.py) or a dispel question (magic.py), True when the turn is over."""
    rest = w.res["joa_rest"]
    while rest:
        if w.res["result"] is not None or not heroes(w):
            break
        fid = rest.pop(0)
        if on_board(fig(w, fid)):
            activate(w, fid, events)
            drown_check(w, fig(w, fid), events)
        if w.res.get("asks") or w.res.get("ask"):
            return False                 # a fortune or dispel question waits for a hero's seat
    w.res["joa_rest"] = None
    w.res["initiative"] = None
    return True


def _main_fight(w) -> bool:
    sheet = content().scenarios[w.res["scenario"]]
    main = sheet["main_section"]
    rng_ = content().rules["combat_range"]
    return any(section_of(w, cell(fig(w, e))) == main and
               any(distance(cell(fig(w, e)), cell(fig(w, h))) <= rng_ for h in heroes(w)) for e in joa_figs(w))


def power_phase(w, events) -> None:
    if _main_fight(w):
        face = "power"
        emit(events, "power_auto")
    else:
        face = explore.scenario_die(w, events, "power")
    if face != "power":
        return
    card = explore.deck(w, "power").draw(events, reshuffle=True)
    if card is None:
        return
    c = content().powers[card]
    if c["effect"] in ("dim", "darkness"):
        before = w.res["reserve"]
        if not pay(w, c["cost"], card, events):
            explore.unplayable(w, "power", card, events)
            return
        emit(events, "power", card=card, cost=c["cost"], before=before, after=w.res["reserve"], who=None)
        from .light import darken
        darken(w, "dim" if c["effect"] == "dim" else "total", events)
        explore.deck(w, "power").discard(card)
        return
    if c["effect"] == "reinforcements":
        ok = explore.side_group(w, "reinforcements", events)
        explore.deck(w, "power").discard(card)
        if not ok:
            explore.unplayable_after(w, card, events) if False else _refund(w, card, events)
        return
    target = beneficiary(w, c)
    if target is None and c["effect"] != "frighten":
        explore.unplayable(w, "power", card, events)
        return
    before = w.res["reserve"]
    if not pay(w, c["cost"], card, events):
        explore.unplayable(w, "power", card, events)
        return
    emit(events, "power", card=card, cost=c["cost"], before=before, after=w.res["reserve"], who=target)
    if c["effect"] == "frighten":
        hs = heroes(w)
        h = min(hs, key=lambda x: (min((distance(cell(fig(w, x)), cell(fig(w, e))) for e in joa_figs(w)), default=99), x))
        combat.set_state(w, fig(w, h), "frightened", True, events)
        explore.deck(w, "power").discard(card)
        return
    f = fig(w, target)
    if c["effect"] == "heal":
        healed = min(c["amount"], f["max_life"] - f["life"])
        f["life"] += healed
        emit(events, "heal", who=target, amount=healed)
        explore.deck(w, "power").discard(card)
        return
    if c["effect"] == "fortune":
        f["fortune"] += c["amount"]
    else:
        key = {"melee": "melee", "armour": "armour", "move": "move"}[c["effect"]]
        f["buffs"][key] = f["buffs"].get(key, 0) + c["amount"]
    f["cards"].append(card)
    w.res["in_play"]["power"].append(card)


def _refund(w, card, events):
    emit(events, "unplayable", deck="power", card=card)
    from .world import gain_reserve
    gain_reserve(w, 1, "unplayable", events)


def beneficiary(w, card: dict) -> str | None:
    """The Leader first, else the placed creature of most value points."""
    js = joa_figs(w)
    if card["effect"] == "heal":
        js = [j for j in js if fig(w, j)["life"] < fig(w, j)["max_life"]]
    if not js:
        return None
    lead = [j for j in js if fig(w, j)["leader"]]
    if lead:
        return lead[0]
    return max(js, key=lambda j: (fig(w, j)["pv"], j))


def activation_order(w) -> list:
    """Casters with mana, shooters that can shoot, then Leaders, then the rest (shooters that cannot shoot last);
    ties by value points, then agility."""
    def rank(fid):
        f = fig(w, fid)
        shooter = ranged_weapon(w, f) is not None
        if f.get("magic") and f["magic"]["mana"] > 0:
            tier = 0                       # casters first
        elif shooter and any(combat.can_shoot(w, fid, h) for h in heroes(w)):
            tier = 1
        elif f["leader"]:
            tier = 2
        elif shooter:
            tier = 4
        else:
            tier = 3
        return (tier, -f["pv"], -stat(w, f, "agi"), fid)
    return sorted(joa_figs(w), key=rank)


# -- targeting ------------------------------------------------------------------------------------------------
def _criterion(w, f: dict, crit: str):
    def key(h):
        hf = fig(w, h)
        d = distance(cell(f), cell(hf))
        if crit == "nearest":
            return d
        if crit == "easiest":
            return stat(w, hf, "cac") - (1 if hf["states"].get("knocked_down") else 0) + d / 100
        if crit == "weakest_armour":
            return stat(w, hf, "arm") + d / 100
        if crit == "most_wounded":
            return hf["life"] + d / 100
        if crit == "richest":
            return -hf["coins"] + d / 100
        if crit == "highest_value":
            return -hf["value"] + d / 100
        return d
    return key


def pick_target(w, fid: str, candidates: list, crit_list: list | None = None) -> str | None:
    """1st heroes not yet attacked this turn (unless the card ignores it), 2nd the behaviour card, 3rd random."""
    if not candidates:
        return None
    f = fig(w, fid)
    beh = content().behaviours[f["behaviour"]]
    pool = list(candidates)
    if beh["spread"]:
        fresh = [h for h in pool if h not in w.res["attacked"]]
        pool = fresh or pool
    crits = crit_list or beh["target"]
    rank = {h: tuple(_criterion(w, f, c)(h) for c in crits) for h in pool}     # each hero weighed once
    keyed = sorted(pool, key=rank.__getitem__)
    best = rank[keyed[0]]
    ties = [h for h in keyed if rank[h] == best]
    return ties[rng(w).below(len(ties))] if len(ties) > 1 else ties[0]


# -- activation ----------------------------------------------------------------------------------------------
def activate(w, fid: str, events) -> None:
    f = fig(w, fid)
    emit(events, "activation", who=fid)
    f["act_start"] = list(cell(f))
    f["walked"] = 0
    f["freed"] = []
    if not recovery(w, f, events):
        return
    if joa_climb_out(w, fid, events):
        return                          # down in a pit: the activation goes on climbing out
    if "flying" in f["skills"]:
        _declare_flight(w, f, events)
    f["swim_mp"] = swim_start(w, f, events)
    beh = content().behaviours[f["behaviour"]]
    crits = None
    if beh.get("options") and f["leader"]:
        r = 1 + rng(w).below(3)
        crits = [beh["options"][r - 1]]
        emit(events, "leader_pick", who=fid, roll=r, criterion=crits[0])
    attacks = min(3, f["attacks"] + sum(1 for s in f["skills"] if s == "quick_strikes"))
    actions = 1 + f.get("extra_actions", 0)
    for n in range(actions):
        if not on_board(f) or not heroes(w):
            return
        if n > 0 and f["leader"] and beh.get("options"):
            r = 1 + rng(w).below(3)
            crits = [beh["options"][r - 1]]
            emit(events, "leader_pick", who=fid, roll=r, criterion=crits[0])
        if not _one_action(w, fid, beh, crits, attacks if n == 0 else 1, events, moving=n == 0):
            return


def _declare_flight(w, f: dict, events) -> None:
    """A flyer declares at the start of its activation: it flies to close in, and lands to fight
    (in flight it would only reach others in flight)."""
    was = bool(f.get("flying"))
    f["flying"] = False
    moved(w)
    f["flying"] = not adjacent_enemies(w, f["id"])
    if f["flying"] != was:
        moved(w)
        emit(events, "flight", who=f["id"], on=f["flying"])


def _one_action(w, fid, beh, crits, attacks, events, moving: bool) -> bool:
    """Move if needed and attack; False if the activation ends (a fumble)."""
    f = fig(w, fid)
    if f["states"].get("knocked_down"):
        return False
    if f.get("magic"):                     # spells before shots before blows
        from .joa_magic import joa_cast
        done = joa_cast(w, fid, crits, events)
        if done is not None:
            return not (done["ended"] or done["asked"])
    wpn = ranged_weapon(w, f)
    adjacent = adjacent_enemies(w, fid)
    if wpn is not None and not adjacent and (beh["mode"] == "ranged" or "thrown" in wpn["traits"]):
        shots = [h for h in heroes(w) if combat.can_shoot(w, fid, h)]
        if not shots and moving:
            _move_for_shot(w, fid, events)
            shots = [h for h in heroes(w) if combat.can_shoot(w, fid, h)]
        if shots:
            t = pick_target(w, fid, shots, crits)
            w.res["attacked"].append(t)
            out = combat.shoot(w, fid, t, events)
            return not out["ended"]
        if beh["mode"] == "ranged":
            return True
    if not adjacent and moving:
        engaged = engaged_by(w, fid)
        if not engaged or f["leader"]:
            _approach(w, fid, crits, events)
        adjacent = adjacent_enemies(w, fid)
    last = None
    for i in range(attacks):
        if not on_board(f):
            break
        adjacent = [h for h in adjacent_enemies(w, fid) if on_board(fig(w, h))]
        if not adjacent and last is not None and on_board(fig(w, last)):
            adjacent = impetus(w, f, fig(w, last), events)
        if not adjacent:
            break
        t = pick_target(w, fid, adjacent, crits)
        w.res["attacked"].append(t)
        before = cell(f)
        out = combat.melee(w, fid, t, events)
        last = t if cell(f) != before else None    # pushed back by its foe's shield or long weapon
        if f.get("ref") == faction(w)["thief"] and out["hit"]:
            _steal(w, f, fig(w, t), events)
        if out["ended"]:
            return False
    return True


def impetus(w, f: dict, foe: dict, events) -> list:
    """Pushed away in its own activation with an attack left: one free step back next to the foe."""
    occ = occupied(w)
    g = grid(w)
    here, there = cell(f), cell(foe)
    from .world import passable_cell
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            c = (here[0] + dx, here[1] + dy)
            if c == here or not passable_cell(w, c, f):
                continue
            if f["size"] in BIG:
                if any(occ.get(x, f["id"]) != f["id"] for x in footprint(f, c)) or \
                        not touching(w, dict(f, cell=list(c)), foe):
                    continue
            elif c in occ or chebyshev(c, there) != 1:
                continue
            if not g.can_step(here, c, diagonals=True):
                continue
            f["cell"] = list(c)
            moved(w)
            emit(events, "impetus", who=f["id"], to=list(c))
            return [h for h in adjacent_enemies(w, f["id"]) if on_board(fig(w, h))]
    return []


def _steal(w, thief: dict, h: dict, events) -> None:
    from .world import d6
    n = min(h["coins"], (d6(w, events, thief["id"]) + 1) // 2)
    if n:
        h["coins"] -= n
        emit(events, "stolen", who=thief["id"], target=h["id"], coins=n)


def _costs(w, fid):
    from .movement import move_costs
    return move_costs(w, fid)


def _approach(w, fid: str, crits, events) -> None:
    """Walk towards the chosen hero: to a free square next to it, stopping in a zone of influence."""
    f = fig(w, fid)
    if f["leader"] and engaged_by(w, fid):
        if not combat.disengage(w, fid, events):
            return
    hs = heroes(w)
    passable, cost, stop_at = _costs(w, fid)
    g = grid(w)
    mp = stat(w, f, "mov") if f.get("swim_mp") is None else f["swim_mp"]
    if f.get("flying") and board(w).kind.get(section_of(w, cell(f))) == "corridor":
        mp //= 2                            # flying along a corridor: half the squares
    occ = _others(w, f)
    here = cell(f)
    big = f["size"] in BIG

    def contact(c, hf) -> bool:
        """From anchor square c its base would touch the hero's, if it can get there."""
        if not (c == here or passable(c)) or any(x in occ for x in footprint(f, c)):
            return False
        if big:
            return touching(w, dict(f, cell=list(c)), hf)
        hc = cell(hf)
        # not across a wall, a height or a pit's edge
        return g.can_step(c, hc, diagonals=True, corner=LOOSE) and abs(surface(w, c) - surface(w, hc)) <= 1 \
            and not in_pit(w, hf)
    contacts = {h: [c for c in _contact_squares(w, f, fig(w, h)) if contact(c, fig(w, h))] for h in hs}
    # the walking costs asked below: those of the contact squares, and (guard_square, spread_end,
    # _walk) of the squares within this activation's movement; the search stops once it has those
    # (only squares it could enter are asked for: another would keep it searching the whole map)
    dist, parent = g.reachable_tree(here, None, passable=passable, cost=cost, diagonals=True, corner=STRICT,
                                    until=({c for cs in contacts.values() for c in cs}, mp), min_step=1)
    friends = [cell(fig(w, o)) for o in joa_figs(w) if o != fid]
    options = {}
    pits = bool(board(w).terrain)
    for h in hs:
        hf = fig(w, h)
        best, best_key = None, None
        for c in contacts[h]:
            if c not in dist:
                continue
            # maximise the potential: of equally near squares, first one from which a push drops the
            # hero into a pit, then the one with fewest friends around (a blast or a thrown flask
            # catches fewer of them)
            drops = bool(pits) and pit_behind(w, dict(f, cell=list(c)), hf)
            key = (dist[c], not drops, sum(1 for o in friends if chebyshev(o, c) == 1 and o != here), c)
            if best is None or key < best_key:
                best, best_key = c, key
        if best is not None:
            options[h] = best
    if not options:
        # no hero to reach: the nearest door, wherever it is, so the whole map's costs
        dist, _ = g.reachable_tree(here, None, passable=passable, cost=cost, diagonals=True, corner=STRICT)
        _open_a_door(w, f, dist, cost, mp, occ, events, stop_at)
        return
    t = pick_target(w, fid, list(options), crits)
    goal = options[t]
    if dist[goal] > mp:            # no contact this activation: guard the Leader's way, keep apart
        goal = joa_guard.guard_square(w, fid, dist, mp, occ) or goal
    path = g.path_from_tree(parent, here, goal)
    if not path:
        return
    _walk(w, f, path, cost, mp, occ, events, stop_at, tree=(dist, parent))


def _others(w, f: dict) -> dict:
    """Squares held by figures other than f."""
    return {c: o for c, o in occupied(w).items() if o != f["id"]}


def _contact_squares(w, f: dict, hf: dict) -> list:
    """Anchor squares from which f's base could touch figure hf."""
    lo = -2 if f["size"] in BIG else -1
    own = set(footprint(hf))
    out = set()
    for hc in own:
        for dx in range(lo, 2):
            for dy in range(lo, 2):
                c = (hc[0] + dx, hc[1] + dy)
                if not own & set(footprint(f, c)):
                    out.add(c)
    return sorted(out)


def _open_a_door(w, f: dict, dist, cost, mp, occ, events, stop_at) -> None:
    """No way to any hero: walk to an explored closed door and open it (explored doors only;
    the JOA never opens the way into unexplored sections)."""
    from .world import doors as _doors
    d = _doors(w)
    best = None
    for ident in d:
        if not d.visible(ident) or d.is_open(ident) or not d.flag(ident, "explored"):
            continue
        for c in d.cells(ident):
            if c in dist and (c not in occ or c == cell(f)) and (best is None or dist[c] < dist[best[1]]):
                best = (ident, c)
    if best is None:
        return
    ident, goal = best
    if goal != cell(f):
        passable, cost_, _ = _costs(w, f["id"])
        path = grid(w).path(cell(f), goal, passable=passable, cost=cost_, diagonals=True, corner=STRICT)
        if not path:
            return
        _walk(w, f, path, cost_, mp, occ, events, stop_at)
    if tuple(cell(f)) == goal:
        d.open(ident)
        moved(w)
        emit(events, "door", who=f["id"], door=ident, open=True)


def _walk(w, f: dict, path, cost, mp, occ, events, stop_at, tree=None) -> None:
    """Go along path as far as movement allows, stopping on entering a zone of influence.
    With the search tree, a walk that stops short ends on the square with fewest friends around."""
    spent = 0
    last_free = 0

    def free(c):
        if f.get("flying") and not passable_cell(w, c, f):
            return False                    # a flyer lands on open floor only
        return all(x not in occ or occ[x] == f["id"] for x in footprint(f, c))
    for i in range(1, len(path)):
        spent += cost(path[i - 1], path[i])
        if spent > mp:
            break
        if free(path[i]):
            last_free = i
        if stop_at(path[i]) and free(path[i]):
            break
    if tree is not None and 0 < last_free < len(path) - 1 and not stop_at(path[last_free]):
        end = joa_guard.spread_end(w, f["id"], path, last_free, tree[0], mp, occ)
        if end != path[last_free]:
            path = grid(w).path_from_tree(tree[1], path[0], end)
            last_free = len(path) - 1
    if last_free == 0:
        return
    shooter = _hero_hasty(w, f, path[0], path[last_free])
    if shooter is not None:
        stop = next((i for i in range(1, last_free + 1)
                     if chebyshev(path[i], cell(fig(w, shooter))) <= 3 and free(path[i])), None)
        if stop is not None:
            f["cell"] = list(path[stop])
            moved(w)
            w.res["hasty_used"].append(shooter)
            out = combat.shoot(w, shooter, f["id"], events, hasty=True)
            if out["wounded"] or not on_board(f):
                if on_board(f):
                    emit(events, "move", who=f["id"], to=list(path[stop]), squares=stop)
                return
    dest = path[last_free]
    f["cell"] = list(dest)
    f["walked"] = last_free
    if last_free >= 1:
        from game.engine.grid import facing_towards
        f["facing"] = list(facing_towards(path[last_free - 1], dest))
    moved(w)
    emit(events, "move", who=f["id"], to=list(dest), squares=last_free)


def _hero_hasty(w, f: dict, start, end) -> str | None:
    """A hero with a bow (not a reload weapon), unused this turn, that the creature charges from
    3 or more squares away, starting in the hero's sight."""
    for h in heroes(w):
        hf = fig(w, h)
        wpn = ranged_weapon(w, hf)
        if wpn is None or "reload" in wpn["traits"] or h in w.res["hasty_used"] or not hf["weapon"]:
            continue
        if chebyshev(end, cell(hf)) != 1 or chebyshev(start, cell(hf)) < 3:
            continue
        if behind(cell(hf), tuple(hf["facing"]), start):
            continue            # a hero with the back turned (surprised, say) sees nothing coming
        here = f["cell"]
        f["cell"] = list(start)
        moved(w)
        ok = combat.can_shoot(w, h, f["id"])
        f["cell"] = here
        moved(w)
        if ok:
            return h
    return None


def _move_for_shot(w, fid: str, events) -> None:
    f = fig(w, fid)
    passable, cost, stop_at = _costs(w, fid)
    mp = stat(w, f, "mov") // 2
    reach = grid(w).reachable(cell(f), mp, passable=passable, cost=cost, stop_at=stop_at, diagonals=True,
                              corner=STRICT)
    occ = occupied(w)
    start = cell(f)
    for c in sorted(reach, key=lambda c: (reach[c], c)):
        if any(occ.get(x, fid) != fid for x in footprint(f, c)):
            continue
        f["cell"] = list(c)
        moved(w)
        if any(combat.can_shoot(w, fid, h) for h in heroes(w)):
            if c != start:
                f["walked"] = chebyshev(start, c)
                emit(events, "move", who=fid, to=list(c), squares=reach[c])
            return
    f["cell"] = list(start)
    moved(w)
