"""What each seat may do now (legal_actions) and doing it (perform).

Heroes' seats: in setup, reserve Ambush heroes and make Scout moves; in the
heroes' phase, pick the next hero to activate (or bring in a reserved one),
then its actions: rest, hold, advance, rush, charge, skill actions
(discover, interact, push, sneak, hero skills, revive), spells, one bought
extra action, clearing Affected, end. Movement and shooting are chosen in
stages (`move`/`jump` after advance or rush; `shoot`/`skip` after hold or
advance). A hero's seat also answers two questions asked mid-turn: paying to
ignore Stunned, and spell tokens against an enemy caster.
The AI's seat has one action: `ai_activate`, the flowchart does the rest.
"""
from __future__ import annotations

from game.engine.measure import gap
from game.engine.protocol import Action, Event, act
from game.engine.state import World

from .checks import check, d3, gain_power, heal, place, spend_power
from .combat import can_shoot, cast_roll, effect, melee, shoot, spell_targets, stun
from .components import Model, Unit
from .movement import (charge_in_reach, charge_reach, charge_spot, crowded, dangerous, destinations, jump,
                       jump_targets, move_path, move_unit, push, sneak_cells)
from .turn import begin_activation, continue_morale, end_activation, free_spots, heroes, start_round
from .world import (active_units, board, cell, content, emit, enemies, inches, profile, radius, rng,
                    rule, sees, tough, unit_gap, unit_of, unit_sees)

PAYS = ("none", "checks", "ledge")
STATUS_CHECKS = ("afflicted", "weakened", "sick")


def _act(w: World) -> dict | None:
    return w.res.get("act")


def can_action(a: dict) -> bool:
    return a["actions"] > 0 or a["extra"] > 0


def can_skill(a: dict) -> bool:
    return a["skills"] > 0 or a["extra"] > 0


def _use(a: dict, skill: bool) -> None:
    key = "skills" if skill else "actions"
    if a[key] > 0:
        a[key] -= 1
    else:
        a["extra"] -= 1


# -- targets -----------------------------------------------------------------------------
def shoot_targets(w: World, uid: int) -> list[int]:
    return [t for t in enemies(w, uid) if can_shoot(w, uid, t)]


def charge_targets(w: World, uid: int, among: list[int] | None = None) -> list[int]:
    """Enemies the unit may charge now (of `among` only, if given: each
    target is judged on its own, so asking about fewer gives the same
    answer for them, with less work)."""
    if rule(w, uid, "immobile"):
        return []
    foes = enemies(w, uid)
    if among is not None:
        foes = [t for t in foes if t in among]
    if not foes or all(unit_gap(w, uid, t) > inches(w, 20) for t in foes):
        return []
    foes = [t for t in foes if charge_in_reach(w, uid, t)]
    if not foes:
        return []           # every enemy is out of any charge: no need for the search
    r = charge_reach(w, uid)
    crowd = crowded(w, uid)
    return [t for t in foes if charge_spot(w, uid, t, r, crowd) is not None]


def push_targets(w: World, uid: int) -> list[int]:
    return [t for t in enemies(w, uid) if unit_gap(w, uid, t) <= inches(w, 3) + 1e-9]


def token_options(w: World, uid: int) -> list[int]:
    """Search tokens the hero may discover: unrevealed ones in sight within
    6" (a will check), or any not yet taken within 1" (no roll)."""
    c = cell(w, w.get(uid, Unit).models[0])
    r = radius(w, uid)
    out = []
    for i, t in enumerate(w.res["tokens"]):
        if t["taken"]:
            continue
        at = tuple(t["at"])
        g = gap(c, at, r)
        if g <= inches(w, 1) + 1e-9 or (not t["revealed"] and g <= inches(w, 6) + 1e-9 and sees(w, c, at)):
            out.append(i)
    return out


def element_options(w: World, uid: int) -> list[int]:
    c = cell(w, w.get(uid, Unit).models[0])
    r = radius(w, uid)
    return [i for i, e in enumerate(w.res["elements"])
            if not e["done"] and gap(c, tuple(e["at"]), r) <= inches(w, 1) + 1e-9]


def revive_targets(w: World, uid: int) -> list[int]:
    return [h for h in heroes(w) if h != uid and w.get(h, Unit).state == "unconscious"
            and unit_gap(w, uid, h) <= inches(w, 3) + 1e-9]


def skill_targets(w: World, uid: int, sk: dict) -> list[int]:
    if sk["target"] == "self":
        return [uid]
    if sk["target"] == "friend":
        return [h for h in active_units(w, "hero") if unit_gap(w, uid, h) <= inches(w, sk["range"]) + 1e-9]
    return [t for t in enemies(w, uid) if unit_gap(w, uid, t) <= inches(w, sk["range"]) + 1e-9
            and unit_sees(w, uid, t)]


def arrive_cells(w: World, uid: int) -> list:
    """Where a reserved Ambush hero may enter: free cells more than 9" from
    every enemy unit."""
    bd = board(w)
    imp = bd.cells_with("impassable")
    from .world import occupied
    occ = occupied(w)
    foes = [(cell(w, m), radius(w, e)) for e in active_units(w, "ai") for m in w.get(e, Unit).models]
    others = [(c, radius(w, unit_of(w, m))) for c, m in occ.items()]
    nine = inches(w, 9)
    mine = radius(w, uid)
    return [c for c in bd.grid().cells() if c not in imp and c not in occ
            and all(gap(c, f, mine, r) > nine + 1e-9 for f, r in foes)
            and all(gap(c, o, mine, r) > inches(w, 1) + 1e-9 for o, r in others)]


# -- legal actions -------------------------------------------------------------------------
def legal_actions(w: World, charges: bool = True) -> list[Action]:
    """Every legal action. charges=False leaves out the charges (the costly
    part: a search per enemy)."""
    return _listed(w, None, charges)


def _listed(w: World, kind: str | None, charges: bool = True, charge_among: tuple | None = None) -> list[Action]:
    """The legal actions; with `kind`, the costly families of other kinds
    (targets that need distances, sight or searches) are left out, so the
    list holds every legal action of that kind and maybe some cheap others
    (is_legal asks about one action). charge_among: judge charges on these
    targets only (each target is judged on its own)."""
    if w.res["result"] is not None:
        return []
    p = w.res.get("pending")
    if p:
        if p["kind"] == "stun":
            return [act("ignore_stun", True), act("ignore_stun", False)]
        if p["kind"] == "arrive":
            hero = p["heroes"][p["index"]]
            return [act("wait", hero)] + [act("arrive", hero, c) for c in arrive_cells(w, hero)]
        hero = p["heroes"][p["index"]]
        return [act("counter", n) for n in range(w.get(hero, Unit).tokens + 1)]
    phase = w.res["phase"]
    if phase == "setup":
        q = w.res["setup_queue"][0]
        uid = q["unit"]
        if q["kind"] == "reserve":
            return [act("reserve", uid, True), act("reserve", uid, False)]
        if w.get(uid, Unit).state != "active":
            return [act("scout_skip", uid)]
        return [act("scout_skip", uid)] + [act("scout", uid, c) for c in sorted(destinations(w, uid, "scout"))]
    if phase == "ai":
        return [act("ai_activate")]
    a = _act(w)
    if a is None:
        return _pick_actions(w)
    uid = a["unit"]
    u = w.get(uid, Unit)
    stage = a["stage"]
    if stage == "move":
        out = [act("move", c) for c in sorted(destinations(w, uid, a["move"]))]
        for c in sorted(jump_targets(w, uid)):
            out += [act("jump", c, pay) for pay in PAYS]
        return out
    if stage == "sneak":
        return [act("move", c) for c in a["cells"]]
    if stage == "shoot":
        return [act("shoot", t) for t in shoot_targets(w, uid)] + [act("skip")]
    out = []
    if u.state == "active" and not a["idle"]:
        if not a["done"]:
            out.append(act("rest"))
        if can_action(a):
            out += [act("hold")]
            if not rule(w, uid, "immobile"):
                out += [act("advance"), act("rush")]
                if charges and kind in (None, "charge"):
                    out += [act("charge", t) for t in charge_targets(w, uid, charge_among)]
        if can_skill(a):
            if kind in (None, "discover"):
                out += [act("discover", i, pay) for i in token_options(w, uid) for pay in (False, True)]
            if kind in (None, "interact"):
                out += [act("interact", i, pay) for i in element_options(w, uid) for pay in (False, True)]
            if kind in (None, "push"):
                out += [act("push", t, pay) for t in push_targets(w, uid) for pay in (False, True)]
            out += [act("sneak", pay) for pay in (False, True)]
            if kind in (None, "skill"):
                for sid in profile(w, uid)["skills"]:
                    out += [act("skill", sid, t) for t in skill_targets(w, uid, content().skills[sid])]
            if u.power >= 0 and kind in (None, "revive"):
                out += [act("revive", h) for h in revive_targets(w, uid)]
        if not a["attacked"] and kind in (None, "cast"):
            for sid in profile(w, uid).get("spells", ()):
                sp = content().spells[sid]
                if sid in a.get("cast", ()) or u.tokens < sp["cost"]:
                    continue
                for t in spell_targets(w, uid, sp):
                    for extra in range(u.tokens - sp["cost"] + 1):
                        out += [act("cast", sid, t, extra, pay) for pay in (False, True)]
        if a["extra"] == 0 and not a.get("bought"):
            out.append(act("buy"))
        if "affected" in u.status:
            out.append(act("clear_affected"))
    out.append(act("end"))
    return out


def _pick_actions(w: World) -> list[Action]:
    seat = w.res["turn_seat"]
    out = []
    for uid in heroes(w):
        u = w.get(uid, Unit)
        if u.seat != seat:
            continue
        if u.state == "active" and not u.activated:
            out.append(act("activate", uid, False))
            if any(s in u.status for s in STATUS_CHECKS):
                out.append(act("activate", uid, True))
    return out


def is_legal(w: World, action: Action) -> bool:
    """Fast answers for the big families (moves, arrivals); the rest by
    listing the legal actions of the asked kind (tests/star_quest/
    test_legality.py checks both against the full list)."""
    k = action.kind
    a = _act(w)
    if k == "move" and a and a["stage"] in ("move", "sneak") and len(action.args) == 1:
        c = tuple(action.args[0])
        if a["stage"] == "sneak":
            return c in {tuple(x) for x in a["cells"]}
        return c in destinations(w, a["unit"], a["move"])
    p = w.res.get("pending")
    if k == "arrive" and p and p["kind"] == "arrive" and len(action.args) == 2:
        uid, c = action.args
        return uid == p["heroes"][p["index"]] and tuple(c) in set(arrive_cells(w, uid))
    among = tuple(action.args[:1]) if k == "charge" else None
    return action in _listed(w, k, charges=k == "charge", charge_among=among)


# -- perform -------------------------------------------------------------------------------
def perform(w: World, action: Action) -> list[Event]:
    events: list[Event] = []
    k, args = action.kind, action.args
    if k == "ai_activate":
        from .ai import ai_activation
        ai_activation(w, events)
        return events
    if k in ("counter", "ignore_stun", "arrive", "wait"):
        _answer(w, events, k, args)
        return events
    if k in ("reserve", "scout", "scout_skip"):
        _setup_step(w, events, k, args)
        return events
    if k == "activate":
        uid, pay = args
        if not begin_activation(w, events, uid, pay):
            if w.get(uid, Unit).state != "active":
                end_activation(w, events)
        return events
    a = _act(w)
    uid = a["unit"]
    u = w.get(uid, Unit)
    if k == "end":
        end_activation(w, events)
        return events
    if k == "rest":
        a["done"].append("rest")
        a["actions"] = a["skills"] = a["extra"] = 0
        emit(events, "rest", unit=uid)
        gain_power(w, events, uid, 99, "rest")
        end_activation(w, events)
        return events
    if k == "buy":
        a["bought"] = True
        a["extra"] += 1
        emit(events, "buy_action", unit=uid)
        spend_power(w, events, uid, 2, "extra_action")
        return _after(w, events, uid)
    if k == "clear_affected":
        n = d3(w, events, uid, "affected")
        u.status.remove("affected")
        emit(events, "condition_cleared", unit=uid, status="affected")
        spend_power(w, events, uid, n, "clear_affected")
        return _after(w, events, uid)
    if k in ("hold", "advance", "rush"):
        _use(a, False)
        a["done"].append(k)
        emit(events, "action", unit=uid, action=k)
        if k == "hold":
            a["stage"] = "shoot" if shoot_targets(w, uid) else None
            a["moved"] = False
        else:
            a["move"] = k
            a["stage"] = "move"
        return events
    if k == "move":
        c = tuple(args[0])
        if a["stage"] == "sneak":
            a["stage"] = None
            start = cell(w, u.models[0])
            _, path = move_path(w, uid, c, a.get("sneak", 3))
            place(w, u.models[0], c)
            emit(events, "move", unit=uid, how="sneak", path=[list(p) for p in path], cells=[list(c)],
                 distance=0, frm=[list(start)])
            dangerous(w, events, uid, path[1:])
            return _after(w, events, uid)
        kind = a["move"]
        a["stage"] = None
        ok = move_unit(w, events, uid, c, kind)
        a["moved"] = True
        if ok and kind == "advance" and shoot_targets(w, uid):
            a["stage"] = "shoot"
        return _after(w, events, uid)
    if k == "jump":
        c, pay = tuple(args[0]), args[1]
        if not jump(w, events, uid, c, pay):
            a["stage"] = None
            if u.state == "active":
                emit(events, "activation_cut", unit=uid)
                end_activation(w, events)
                return events
            return _after(w, events, uid)
        return events
    if k == "shoot":
        a["stage"] = None
        a["attacked"] = True
        shoot(w, events, uid, args[0], moved=a.get("moved", False))
        return _after(w, events, uid)
    if k == "skip":
        a["stage"] = None
        return events
    if k == "charge":
        _use(a, False)
        a["done"].append("charge")
        target = args[0]
        spot = charge_spot(w, uid, target)
        emit(events, "action", unit=uid, action="charge", target=target)
        a["charged"] = a["attacked"] = True
        if move_unit(w, events, uid, spot, "charge", charging=True, toward=target):
            melee(w, events, uid, target)
        return _after(w, events, uid)
    if k == "cast":
        sid, target, extra, pay = args
        sp = content().spells[sid]
        a.setdefault("cast", []).append(sid)
        u.tokens -= sp["cost"] + extra
        emit(events, "cast_attempt", unit=uid, spell=sid, target=target, tokens=sp["cost"] + extra)
        ok = cast_roll(w, events, uid, sp, extra)
        if not ok and pay:
            spend_power(w, events, uid, 2 * sp["cost"], "cast")
            ok = u.state == "active"
            emit(events, "cast_bought", unit=uid, spell=sid)
        if ok:
            effect(w, events, uid, target, sp["effect"], sid)
        return _after(w, events, uid)
    # skill actions
    _use(a, True)
    a["done"].append(k)
    if k == "discover":
        i, pay = args
        _discover(w, events, uid, i, pay)
    elif k == "interact":
        i, pay = args
        stat = w.res["mission"]["goal"].get("stat", "will")
        emit(events, "interact", unit=uid, element=i)
        if check(w, events, uid, stat, pay, "interact"):
            w.res["elements"][i]["done"] = True
            emit(events, "element_done", unit=uid, element=i,
                 done=sum(e["done"] for e in w.res["elements"]))
    elif k == "push":
        target, pay = args
        emit(events, "push", unit=uid, target=target)
        if check(w, events, uid, "strength", pay, "push"):
            push(w, events, uid, target)
    elif k == "sneak":
        (pay,) = args
        emit(events, "sneak", unit=uid)
        if check(w, events, uid, "dexterity", pay, "sneak") and u.state == "active":
            n = d3(w, events, uid, "sneak")
            a["stage"] = "sneak"
            a["sneak"] = n
            a["cells"] = [list(c) for c in sneak_cells(w, uid, n)]
    elif k == "skill":
        sid, target = args
        sk = content().skills[sid]
        emit(events, "skill", unit=uid, skill=sid, target=target)
        if not check(w, events, uid, sk["stat"], False, "skill"):
            spend_power(w, events, uid, 1, "skill")
        if u.state == "active":
            effect(w, events, uid, target, sk["effect"], sid)
    elif k == "revive":
        (target,) = args
        spend_power(w, events, uid, 2, "revive")
        if u.state == "active":
            t = w.get(target, Unit)
            t.state = "active"
            mdl = w.get(t.models[0], Model)
            mdl.wounds = max(0, tough(w, target) - 3)
            emit(events, "revived", unit=target, by=uid)
    return _after(w, events, uid)


def _after(w: World, events: list[Event], uid: int) -> list[Event]:
    """A hero knocked out during its own activation ends it at once."""
    a = _act(w)
    if a is not None and a["unit"] == uid and w.get(uid, Unit).state != "active" and w.res["result"] is None:
        end_activation(w, events)
    return events


def _discover(w: World, events: list[Event], uid: int, i: int, pay: bool) -> None:
    t = w.res["tokens"][i]
    c = cell(w, w.get(uid, Unit).models[0])
    near = gap(c, tuple(t["at"]), radius(w, uid)) <= inches(w, 1) + 1e-9
    emit(events, "discover", unit=uid, token=i, near=near)
    if not near and not check(w, events, uid, "will", pay, "discover"):
        return
    if not t["revealed"]:
        t["revealed"] = True
        t["content"] = t["content"] or _draw_token(w)
        emit(events, "reveal", what="token", token=i, content=t["content"])
    if near:
        take_token(w, events, uid, i)


def _draw_token(w: World) -> str:
    bag = content().search
    ids = sorted(bag)
    forced = rng(w).pop_forced("search")
    if forced is not None:
        return forced
    total = sum(bag[s]["weight"] for s in ids)
    pick = rng(w).below(total)
    for s in ids:
        if pick < bag[s]["weight"]:
            return s
        pick -= bag[s]["weight"]
    return ids[-1]


def take_token(w: World, events: list[Event], uid: int, i: int) -> None:
    t = w.res["tokens"][i]
    t["taken"] = True
    eff = content().search[t["content"]]["effect"]
    emit(events, "take_token", unit=uid, token=i, content=t["content"])
    kind = eff["kind"]
    if kind == "power":
        gain_power(w, events, uid, eff["amount"], "token")
    elif kind == "heal":
        heal(w, events, uid, eff["amount"], "token")
    elif kind == "intel":
        w.res["intel"] += eff["amount"]
        w.get(uid, Unit).intel += eff["amount"]
        emit(events, "intel", unit=uid, total=w.res["intel"])
    elif kind == "attack":
        from .combat import defend_hits
        defend_hits(w, events, uid, [{"ap": eff.get("ap", 0), "rules": {}, "six": False}] * eff["hits"], "token")
    elif kind == "ambush":
        from .mission import spawn_ai
        faction = w.res["mission"]["faction"]
        ref = content().factions[faction]["basic"]
        new = spawn_ai(w, ref, w.res["round"], 1)
        spots = free_spots(w, new, tuple(t["at"]), len(w.get(new, Unit).models), inches(w, 6))
        nu = w.get(new, Unit)
        for m, c in zip(list(nu.models), spots):
            place(w, m, c)
        for m in nu.models[len(spots):]:
            w.despawn(m)
        nu.models = nu.models[:len(spots)]
        nu.size = len(nu.models)
        if nu.models:
            nu.state = "active"
            nu.activated = True      # it acts from the next round
            emit(events, "arrive", unit=new, ref=ref, how="token", cells=[list(c) for c in spots])
        else:
            w.despawn(new)


# -- questions asked mid-turn --------------------------------------------------------------------
def _answer(w: World, events: list[Event], k: str, args: tuple) -> None:
    p = w.res["pending"]
    if k in ("arrive", "wait"):
        hero = args[0]
        if k == "arrive":
            u = w.get(hero, Unit)
            place(w, u.models[0], tuple(args[1]))
            u.state = "active"
            w.res.setdefault("reserved", {}).pop(str(hero), None)
            emit(events, "arrive", unit=hero, ref=u.ref, how="ambush", cells=[list(args[1])])
        p["index"] += 1
        if p["index"] < len(p["heroes"]):
            p["seat"] = w.get(p["heroes"][p["index"]], Unit).seat
            return
        w.res["pending"] = None
        from .turn import open_heroes_phase
        open_heroes_phase(w, events)
        return
    if k == "ignore_stun":
        hero = p["hero"]
        w.res["pending"] = None
        if args[0]:
            emit(events, "stun_ignored", unit=hero)
            spend_power(w, events, hero, 2, "ignore_stun")
        else:
            stun(w, events, hero)
        continue_morale(w, events)
        return
    hero = p["heroes"][p["index"]]
    n = args[0]
    if n:
        w.get(hero, Unit).tokens -= n
        p["total"] += n
        emit(events, "counterspell", unit=hero, tokens=n)
    p["index"] += 1
    if p["index"] < len(p["heroes"]):
        p["seat"] = w.get(p["heroes"][p["index"]], Unit).seat
    else:
        w.res["pending"] = None
        from .ai import resume_after_counter
        resume_after_counter(w, events, p)


def _setup_step(w: World, events: list[Event], k: str, args: tuple) -> None:
    q = w.res["setup_queue"].pop(0)
    uid = args[0]
    u = w.get(uid, Unit)
    if k == "reserve":
        if args[1]:
            w.res.setdefault("reserved", {})[str(uid)] = True
            u.state = "reserve"
            place(w, u.models[0], (-1, -1))
            emit(events, "reserved", unit=uid)
    elif k == "scout":
        move_unit(w, events, uid, tuple(args[1]), "scout")
    del q
    if not w.res["setup_queue"]:
        start_round(w, events)


def new_setup_queue(w: World) -> list[dict]:
    q = []
    for uid in heroes(w):
        u = w.get(uid, Unit)
        if rule(w, uid, "ambush"):
            q.append({"kind": "reserve", "unit": uid, "seat": u.seat})
    for uid in heroes(w):
        u = w.get(uid, Unit)
        if rule(w, uid, "scout"):
            q.append({"kind": "scout", "unit": uid, "seat": u.seat})
    return q

