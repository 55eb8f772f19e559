"""Rounds and activations: round start (spell tokens, arrivals), the heroes'
phase in the players' order, the AI's phase from the unit closest to a hero
to the farthest, the start and end of every activation (conditions,
dangerous terrain, fatigue, Stunned, morale) and the mission's end."""
from __future__ import annotations

from game.engine.measure import gap, overlaps, step_length
from game.engine.protocol import Event
from game.engine.state import World

from .checks import check, d3, take_wounds
from .combat import at_half, morale_test, stun
from .components import Unit
from .movement import dangerous, near_others
from .world import active_units, board, cells_of, emit, inches, occupied, rng, rule, unit_gap
from .world import radius as radius_of


def players(w: World) -> int:
    return w.res["options"]["players"]


def ai_seat(w: World) -> int:
    return players(w)


def heroes(w: World) -> list[int]:
    return [uid for uid, u in w.query(Unit) if u.side == "hero"]


# -- rounds -----------------------------------------------------------------------------
def start_round(w: World, events: list[Event]) -> None:
    w.res["round"] += 1
    r = w.res["round"]
    emit(events, "round", number=r, limit=w.res["mission"]["round_limit"])
    for uid, u in w.query(Unit):
        u.activated = False
        u.fatigued = False
        u.ward = 0
        caster = rule(w, uid, "caster")
        if caster and u.state in ("active", "unconscious", "reserve"):
            new = min(6, u.tokens + caster)
            if new != u.tokens:
                u.tokens = new
                emit(events, "tokens", unit=uid, now=new)
    arrivals(w, events)
    w.res["phase"] = "heroes"
    w.res["turn_seat"] = 0
    reserved = [uid for uid in heroes(w) if w.get(uid, Unit).state == "reserve"] if r >= 2 else []
    if reserved:
        # Ambush heroes may enter now, at the start of the round, before anyone activates.
        w.res["pending"] = {"kind": "arrive", "heroes": reserved, "index": 0,
                            "seat": w.get(reserved[0], Unit).seat}
        emit(events, "arrive_choice", heroes=reserved)
        return
    open_heroes_phase(w, events)


def open_heroes_phase(w: World, events: list[Event]) -> None:
    if not next_hero_seat(w):
        start_ai_phase(w, events)


def arrivals(w: World, events: list[Event]) -> None:
    """AI units whose round has come enter play: waves around their entry
    mark, Ambush units within 6" of a random AI objective."""
    r = w.res["round"]
    for uid, u in list(w.query(Unit)):
        # Ambush units arrive D3 rounds after their wave.
        if u.side == "ai" and u.state == "reserve" and u.arrive == 0 and w.res["waves"].get(str(uid)) == r:
            u.arrive = r + d3(w, events, uid, "ambush")
            emit(events, "ambush_set", unit=uid, round=u.arrive)
    for uid, u in list(w.query(Unit)):
        if u.side != "ai" or u.state != "reserve" or u.arrive != r:
            continue
        if rule(w, uid, "ambush"):
            objs = w.res["objectives"]
            anchor = tuple(rng(w).choice(objs)) if objs else _spawn_cell(w, u.spawn)
            spots = free_spots(w, uid, anchor, len(u.models), inches(w, 6))
            how = "ambush"
        else:
            anchor = _spawn_cell(w, u.spawn)
            spots = free_spots(w, uid, anchor, len(u.models), inches(w, 8))
            how = "wave"
        if len(spots) < len(u.models):
            u.arrive += 1          # no room this round: it tries again next round
            emit(events, "delayed", unit=uid)
            continue
        from .checks import place
        for m, c in zip(u.models, spots):
            place(w, m, c)
        u.state = "active"
        emit(events, "arrive", unit=uid, ref=u.ref, how=how, cells=[list(c) for c in spots])
        if rule(w, uid, "scout"):
            from .ai import scout_move
            scout_move(w, events, uid)


def _spawn_cell(w: World, spawn: int):
    cells = board(w).marks.get(f"spawn_{spawn}") or board(w).marks.get("spawn_1") or ((0, 0),)
    return cells[0]


_RINGS: dict = {}


def _ring(radius: float) -> tuple:
    """Offsets within radius, nearest first."""
    ring = _RINGS.get(radius)
    if ring is None:
        k = int(radius) + 1
        ring = _RINGS[radius] = tuple(sorted(((dx, dy) for dx in range(-k, k + 1) for dy in range(-k, k + 1)
                                              if step_length((0, 0), (dx, dy)) <= radius),
                                             key=lambda d: (step_length((0, 0), d), d)))
    return ring


def free_spots(w: World, uid: int, anchor, count: int, radius: float) -> list:
    """Free cells around anchor for a unit entering play: walkable, empty,
    out of 1" of other units, members within 1" of one another."""
    bd = board(w)
    imp = bd.cells_with("impassable")
    occ = occupied(w)
    bad = near_others(w, uid)
    r = radius_of(w, uid)
    ring = _ring(radius)
    out = []
    for dx, dy in ring:
        c = (anchor[0] + dx, anchor[1] + dy)
        if not bd.in_bounds(c) or c in imp or c in occ or c in bad or any(overlaps(c, o, r, r) for o in out):
            continue
        if out and not any(gap(c, o, r, r) <= inches(w, 1) + 1e-9 for o in out):
            continue
        out.append(c)
        if len(out) == count:
            break
    return out


def next_hero_seat(w: World) -> bool:
    """Point turn_seat at the next seat (round the table) with a hero left to
    activate; False when every hero has activated."""
    n = players(w)
    ready = {w.get(uid, Unit).seat for uid in heroes(w)
             if w.get(uid, Unit).state == "active" and not w.get(uid, Unit).activated}
    if not ready:
        return False
    for i in range(n):
        s = (w.res["turn_seat"] + i) % n
        if s in ready:
            w.res["turn_seat"] = s
            return True
    return False


def start_ai_phase(w: World, events: list[Event]) -> None:
    w.res["phase"] = "ai"
    emit(events, "ai_phase")
    if next_ai_unit(w) is None:
        end_round(w, events)


def next_ai_unit(w: World) -> int | None:
    """The AI unit to activate next: of those not yet activated, the one
    closest to a conscious hero (measured now, so the order follows what the
    previous activations changed); ties: lowest unit number."""
    hs = active_units(w, "hero")
    best = None
    for uid in active_units(w, "ai"):
        if w.get(uid, Unit).activated:
            continue
        d = min((unit_gap(w, uid, h) for h in hs), default=1e9)
        if best is None or (d, uid) < best:
            best = (d, uid)
    return best[1] if best else None


def end_round(w: World, events: list[Event]) -> None:
    from .mission import round_over
    emit(events, "round_end", number=w.res["round"])
    if round_over(w, events):
        return
    start_round(w, events)


# -- activations ------------------------------------------------------------------------
def begin_activation(w: World, events: list[Event], uid: int, pay: bool = False) -> bool:
    """Start of any unit's activation: conditions are checked, dangerous
    terrain bites. Returns False when the unit cannot act (gone, or Stunned:
    it stays idle this activation)."""
    u = w.get(uid, Unit)
    u.activated = True
    w.res["hurt"] = {}
    w.res["fear"] = {}
    w.res["act"] = {"unit": uid, "actions": 1, "skills": 1, "extra": 0, "done": [], "attacked": False,
                    "charged": False, "stage": None, "idle": u.stunned}
    emit(events, "activate", unit=uid, ref=u.ref, side=u.side)
    for status, stat in (("afflicted", "strength"), ("weakened", "dexterity"), ("sick", "will")):
        if status in u.status and u.state == "active":
            if check(w, events, uid, stat, pay, status):
                u.status.remove(status)
                emit(events, "condition_cleared", unit=uid, status=status)
            elif status == "afflicted":
                take_wounds(w, events, uid, [1], source="afflicted")
    if u.state == "active":
        here = set(cells_of(w, uid))
        dangerous(w, events, uid, here)
    if u.state != "active":
        return False
    if u.stunned:
        emit(events, "idle", unit=uid, why="stunned")
        return False
    return True


def end_activation(w: World, events: list[Event]) -> None:
    """Fatigue for chargers, Stunned clears after an idle activation, AI
    units shake off Affected, then morale for every unit hurt to half or
    less in this activation (a hero may pay 2 power to ignore Stunned: the
    game asks its seat)."""
    act = w.res["act"]
    uid = act["unit"]
    u = w.get(uid, Unit)
    if act.get("charged") and u.state == "active":
        u.fatigued = True
        emit(events, "fatigued", unit=uid)
    if act.get("idle") and u.stunned and u.state == "active":
        u.stunned = False
        emit(events, "recovered", unit=uid)
    if u.side == "ai" and "affected" in u.status and u.state == "active":
        u.status.remove("affected")
        emit(events, "condition_cleared", unit=uid, status="affected")
    act["stage"] = None
    queue = sorted(int(k) for k in w.res.get("hurt", {}))
    for k in w.res.get("fear", {}):
        if int(k) not in queue:
            queue.append(int(k))
    w.res["hurt"] = {}
    w.res["morale_queue"] = queue
    continue_morale(w, events)


def continue_morale(w: World, events: list[Event]) -> None:
    queue = w.res["morale_queue"]
    fear = w.res.get("fear", {})
    while queue:
        uid = queue.pop(0)
        u = w.get(uid, Unit)
        if u.state != "active" or not u.models:
            continue
        if not at_half(w, uid, fear.get(str(uid), 0)):
            continue
        if morale_test(w, events, uid):
            continue
        if u.side == "hero" and not u.stunned:
            w.res["pending"] = {"kind": "stun", "hero": uid, "seat": u.seat}
            emit(events, "stun_choice", unit=uid)
            return
        stun(w, events, uid)
    w.res["fear"] = {}
    finish_activation(w, events)


def finish_activation(w: World, events: list[Event]) -> None:
    from .mission import check_result
    act = w.res["act"]
    uid = act["unit"]
    emit(events, "end_activation", unit=uid)
    w.res["act"] = None
    if check_result(w, events, after=uid):
        return
    if w.res["phase"] == "heroes":
        n = players(w)
        w.res["turn_seat"] = (w.res["turn_seat"] + 1) % n
        if not next_hero_seat(w):
            start_ai_phase(w, events)
    elif w.res["phase"] == "ai":
        if next_ai_unit(w) is None:
            end_round(w, events)


def to_act(w: World) -> int | None:
    if w.res["result"] is not None:
        return None
    p = w.res.get("pending")
    if p:
        return p["seat"]
    if w.res["phase"] == "setup":
        return w.res["setup_queue"][0]["seat"]
    if w.res["phase"] == "heroes":
        act = w.res.get("act")
        if act:
            return w.get(act["unit"], Unit).seat
        return w.res["turn_seat"]
    return ai_seat(w)
