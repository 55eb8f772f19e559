"""The AI's units (the activation flowchart, exactly as written, each step
explained in the log) and the heroes' AI seats (which play to win the
mission).

Flowchart of one AI activation:
  1. Any enemy in line of sight?  yes -> 2, no -> 3
  2. If it moves, will an enemy be in range to shoot or charge?
       yes: advance only as far as needed and shoot the closest it can;
            if it cannot shoot, charge the closest it can
       no:  rush toward the closest enemy
  3. Less than 3" from an AI objective?  yes: skip the activation,
       no: rush toward the nearest AI objective
Decisions where the chart is silent (docs/rules/star_quest.md): a unit that
could both shoot and charge shoots; "closest" is base to base from the
unit's nearest model, ties to the lower unit number; an Immobile unit holds
and shoots the closest enemy it can, or skips; casters try their spell at
the start of the activation; Stunned units stay idle.
"""
from __future__ import annotations

import math

from game.engine.measure import R, gap
from game.engine.protocol import Action, Event, act
from game.engine.state import World

from .actions import legal_actions
from .combat import can_shoot, cast_roll, counterspellers, effect, melee, shoot, spell_targets, weapons
from .components import Unit
from .movement import charge_in_reach, charge_reach, charge_spot, crowded, destinations, move_unit
from .turn import begin_activation, end_activation, next_ai_unit
from .world import (active_units, board, cell, cells_of, content, emit, inches, measure, profile, radius, rng,
                    rule, unit_gap, unit_sees)

BRANCHES = ("idle", "hold_shoot", "immobile_skip", "advance_shoot", "charge", "rush_enemy", "skip", "rush_objective",
            "rush_enemy_no_objective")


def decide(events: list[Event], uid: int, step: str, branch: str, w: World | None = None, **data) -> None:
    """Log one flowchart decision (the describe text explains it) and keep
    it for the invariant check (which branch, and what it saw)."""
    emit(events, "ai_decision", unit=uid, step=step, branch=branch, **data)
    if w is not None:
        w.res["ai_last"] = {"unit": uid, "branch": branch, "seen": bool(data.get("seen")),
                            "near_objective": "objective" in data and branch == "skip"}


def closest(w: World, uid: int, candidates: list[int]) -> int | None:
    best = None
    for h in candidates:
        key = (unit_gap(w, uid, h), h)
        if best is None or key < best:
            best = key
    return best[1] if best else None


# -- static distance fields (toward objectives, elements, exits) -----------------------------------
def field(w: World, targets: tuple) -> dict:
    """Walking cost from every cell to the nearest of `targets` (terrain only)."""
    bd = board(w)
    key = ("field", measure(w).scale, targets)
    f = bd.derived.get(key)
    if f is None:
        mm = bd.move_map(measure(w).scale)
        f = {}
        for t in targets:
            for c, d in mm.reach(t, 1e9).items():
                if d < f.get(c, 1e18):
                    f[c] = d
        bd.derived[key] = f
    return f


def toward(w: World, uid: int, kind: str, goal_cells: tuple | None = None, goal_unit: int | None = None):
    """The destination of a move of `kind` that gets the unit closest to its
    goal (walking distance to static goals, straight distance to a unit);
    ties: the shorter move, then the cell. None if it cannot move."""
    dests = destinations(w, uid, kind)
    if not dests:
        return None
    # The destination with the least (score, cost, cell), min() written out
    # as loops: they run over hundreds of cells per move.
    best = None
    if goal_cells:
        f = field(w, goal_cells)
        for c, d in dests.items():
            score = f.get(c, 1e9)
            if best is None or score < best[0] or (score == best[0] and (d, c) < (best[1], best[2])):
                best = (score, d, c)
        return best[2]
    tcells = cells_of(w, goal_unit)
    for c, d in dests.items():
        # gap(c, t) with the usual bases, nearest target model first: the
        # same number as the least gap (subtracting rounds monotonically).
        x, y = c
        near = min([math.hypot(x - tx, y - ty) for tx, ty in tcells])
        score = near - R - R
        if score <= 0:
            score = 0.0
        if best is None or score < best[0] or (score == best[0] and (d, c) < (best[1], best[2])):
            best = (score, d, c)
    return best[2]


# -- the AI's activations -----------------------------------------------------------------------
def ai_activation(w: World, events: list[Event]) -> None:
    uid = next_ai_unit(w)
    if not begin_activation(w, events, uid):
        if w.get(uid, Unit).stunned and w.get(uid, Unit).state == "active":
            decide(events, uid, "stunned", "idle", w)
        end_activation(w, events)
        return
    if ai_cast(w, events, uid):
        return                      # heroes are asked about counter-spelling first
    flowchart(w, events, uid)
    end_activation(w, events)


def ai_cast(w: World, events: list[Event], uid: int) -> bool:
    """Caster(X) for the AI: a random spell, all tokens spent on it (one
    attempt); no cast if it cannot be cast. True when heroes may now
    counter-spell (the activation waits for them)."""
    u = w.get(uid, Unit)
    spells = profile(w, uid).get("spells")
    if not spells or u.tokens <= 0:
        return False
    sid = spells[rng(w).below(len(spells))]
    sp = content().spells[sid]
    targets = spell_targets(w, uid, sp)
    if u.tokens < sp["cost"] or not targets:
        emit(events, "ai_no_cast", unit=uid, spell=sid, why="tokens" if u.tokens < sp["cost"] else "target")
        return False
    if sp["target"] == "enemy":
        target = closest(w, uid, targets)
    else:
        hs = active_units(w, "hero")
        target = min(targets, key=lambda t: (min((unit_gap(w, t, h) for h in hs), default=0), t))
    extra = u.tokens - sp["cost"]
    emit(events, "cast_attempt", unit=uid, spell=sid, target=target, tokens=u.tokens)
    u.tokens = 0
    heroes = counterspellers(w, uid)
    if heroes:
        w.res["pending"] = {"kind": "counter", "caster": uid, "spell": sid, "target": target, "extra": extra,
                            "heroes": heroes, "index": 0, "total": 0, "seat": w.get(heroes[0], Unit).seat}
        emit(events, "counter_choice", unit=uid, heroes=heroes)
        return True
    _resolve_cast(w, events, uid, sid, target, extra)
    return False


def _resolve_cast(w, events, uid, sid, target, modifier):
    sp = content().spells[sid]
    if cast_roll(w, events, uid, sp, modifier) and w.get(target, Unit).state == "active":
        effect(w, events, uid, target, sp["effect"], sid)


def resume_after_counter(w: World, events: list[Event], p: dict) -> None:
    uid = p["caster"]
    _resolve_cast(w, events, uid, p["spell"], p["target"], p["extra"] - p["total"])
    if w.res["result"] is None and w.get(uid, Unit).state == "active":
        flowchart(w, events, uid)
    if w.res["result"] is None:
        end_activation(w, events)


def flowchart(w: World, events: list[Event], uid: int) -> None:
    hs = active_units(w, "hero")
    seen = [h for h in hs if unit_sees(w, uid, h)]
    if rule(w, uid, "immobile"):
        targets = [h for h in hs if can_shoot(w, uid, h)]
        if targets:
            t = closest(w, uid, targets)
            decide(events, uid, "immobile", "hold_shoot", w, target=t)
            shoot(w, events, uid, t)
        else:
            decide(events, uid, "immobile", "immobile_skip", w)
        return
    if seen:
        plan = shoot_plan(w, uid, hs)
        if plan is not None:
            dest, dist = plan
            moved = dest != cell(w, w.get(uid, Unit).models[0])
            decide(events, uid, "2", "advance_shoot", w, distance=round(measure(w).inches(dist), 1), seen=seen)
            if moved and not move_unit(w, events, uid, dest, "advance"):
                return
            targets = [h for h in active_units(w, "hero") if can_shoot(w, uid, h)]
            if targets:
                shoot(w, events, uid, closest(w, uid, targets), moved=moved)
            return
        near = [h for h in hs if charge_in_reach(w, uid, h)] \
            if any(unit_gap(w, uid, h) <= inches(w, 20) for h in hs) else []
        r = charge_reach(w, uid) if near else {}        # the search only when some charge may be legal
        crowd = crowded(w, uid) if r else None
        chargeable = [h for h in near if charge_spot(w, uid, h, r, crowd) is not None]
        if chargeable:
            t = closest(w, uid, chargeable)
            decide(events, uid, "2", "charge", w, target=t, seen=seen)
            spot = charge_spot(w, uid, t)
            w.res["act"]["charged"] = True
            if move_unit(w, events, uid, spot, "charge", charging=True, toward=t):
                melee(w, events, uid, t)
            return
        t = closest(w, uid, seen)
        decide(events, uid, "2", "rush_enemy", w, target=t, seen=seen)
        dest = toward(w, uid, "rush", goal_unit=t)
        if dest is not None and dest != cell(w, w.get(uid, Unit).models[0]):
            move_unit(w, events, uid, dest, "rush")
        return
    objs = [tuple(o) for o in w.res["objectives"]]
    if not objs:
        t = closest(w, uid, hs)
        decide(events, uid, "3", "rush_enemy_no_objective", w, target=t)
        if t is not None:
            dest = toward(w, uid, "rush", goal_unit=t)
            if dest is not None:
                move_unit(w, events, uid, dest, "rush")
        return
    three = inches(w, 3)
    r = radius(w, uid)
    near = [o for o in objs if any(gap(c, o, r) < three - 1e-9 for c in cells_of(w, uid))]
    if near:
        decide(events, uid, "3", "skip", w, objective=list(near[0]))
        return
    f = field(w, tuple(objs))
    decide(events, uid, "3", "rush_objective", w,
           objective=list(min(objs, key=lambda o: (min(gap(c, o, r) for c in cells_of(w, uid)), o))))
    dest = toward(w, uid, "rush", goal_cells=tuple(objs))
    if dest is not None and f.get(dest, 1e9) < f.get(cell(w, w.get(uid, Unit).models[0]), 1e9):
        move_unit(w, events, uid, dest, "rush")


def shoot_plan(w: World, uid: int, heroes: list[int]):
    """The shortest advance (possibly none) after which some hero is in range
    and sight of a ranged weapon: (leader cell, cost) or None."""
    guns = weapons(w, uid, False)
    if not guns:
        return None
    reach_cells = inches(w, max(g["range"] for g in guns) + 8 + 1)
    if all(unit_gap(w, uid, h) > reach_cells for h in heroes):
        return None
    start = cell(w, w.get(uid, Unit).models[0])
    if any(can_shoot(w, uid, h) for h in heroes):
        return (start, 0.0)
    dests = destinations(w, uid, "advance")
    offset = [(c[0] - start[0], c[1] - start[1]) for c in cells_of(w, uid)]
    longest = inches(w, max(g["range"] for g in guns)) + 1e-9
    hero_cells = [(x[0], x[1], radius(w, h)) for h in heroes for x in cells_of(w, h)]
    r = radius(w, uid)
    for c in sorted(dests, key=lambda c: (dests[c], c)):
        if c == start:
            continue
        spots = [(c[0] + dx, c[1] + dy) for dx, dy in offset]
        if not _any_within(spots, r, hero_cells, longest):
            continue        # nothing in range from here: no need to look for sight
        if any(can_shoot(w, uid, h, spots) for h in heroes):
            return (c, dests[c])
    return None


def _any_within(spots: list, r: float, others: list, limit: float) -> bool:
    """Whether some model at `spots` (base radius r) is within `limit` of
    some (x, y, radius) of `others`: gap() written out, as the advance plan
    asks it for every cell the unit could reach."""
    for sx, sy in spots:
        for x, y, rx in others:
            d = math.hypot(sx - x, sy - y) - r - rx
            if (d if d > 0 else 0.0) <= limit:
                return True
    return False


def scout_move(w: World, events: list[Event], uid: int) -> None:
    """An AI Scout moves up to 12" toward the nearest AI objective as it arrives."""
    objs = tuple(tuple(o) for o in w.res["objectives"])
    if not objs:
        return
    dest = toward(w, uid, "scout", goal_cells=objs)
    if dest is not None and dest != cell(w, w.get(uid, Unit).models[0]):
        emit(events, "scout_move", unit=uid)
        move_unit(w, events, uid, dest, "scout")


# -- the heroes' AI seats -------------------------------------------------------------------------
def choose(w: World, seat: int) -> Action:
    from .hero_ai import choose_hero      # here: hero_ai imports this module
    if w.res["phase"] == "ai" and not w.res.get("pending"):
        return act("ai_activate")
    return choose_hero(w, seat, legal_actions)

