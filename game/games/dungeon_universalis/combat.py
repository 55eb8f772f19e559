"""Melee and ranged attacks, shields, damage, pushes, the size/crit table,
states, going out of combat and fortune points."""
from __future__ import annotations

from game.engine.grid import behind, much_bigger, size_rank

from . import bodies, light
from .potions import breaks
from .content import content
from .terrain import drop_below, fall, is_pit
from .world import (add_points, board, cell, fig_distance, floor_level, footprint, furniture, d6, dice, distance, emit, engaged_by, fig, friends_of, grid,
                    in_enemy_zoi, melee_weapon, moved, occupied, on_board, passable_cell, ranged_weapon,
                    shield, sight, skill_bonus, stat, surface, touching, weapon)

LEVEL_POINTS = {"troop": 1, "elite": 2, "champion": 3}


def active_bonus(w, f: dict, skills, kind: str, key: str) -> int:
    """What the active skills used add to a roll on attribute `key`: skills together (the passive
    ones already counted in the attribute) add at most +3, and skills with spells at most +5."""
    passive = skill_bonus(w, f, kind)
    room = 3 - passive
    if w.res.get("spells"):
        from .magic import capped, spell_bonus
        buffs = f["buffs"].get("melee", 0) if key == "cac" else 0
        room = min(room, 5 - passive - capped(passive + buffs, spell_bonus(w, f, key)))
    return max(0, min(skill_sum(f, skills, kind), room))


def skill_sum(f: dict, skills, kind: str) -> int:
    sk = content().skills
    return sum(sk[s]["amount"] for s in skills if sk[s]["bonus"] == kind)


def is_back(w, att: dict, dfn: dict) -> bool:
    """Attacked from behind: the attacker stands in the back arc and did all its
    previous movement there (it began its activation there or has not moved)."""
    if not behind(cell(dfn), tuple(dfn["facing"]), cell(att)):
        return False
    start = att.get("act_start")
    return start is None or behind(cell(dfn), tuple(dfn["facing"]), tuple(start))


def elevated(w, a: dict, b: dict) -> bool:
    return a["size"] == b["size"] and surface(w, cell(a)) > surface(w, cell(b))


def difficult(w, f: dict) -> bool:
    fu = furniture(w).get(cell(f))
    return bool(fu and fu["difficult"])


def melee_mods(w, att: dict, dfn: dict, att_skills=(), events=None) -> tuple[int, int, list]:
    """(attacker modifier, defender modifier, reasons) for an opposed melee roll."""
    why = []
    am = dm = 0
    aw, dw = melee_weapon(w, att), melee_weapon(w, dfn)
    if aw is None:
        am -= 1
        why.append("unarmed")
    else:
        am += aw["mod"]
        if "long" in aw["traits"]:
            am -= 1
            why.append("long")
    if dw is None:
        dm -= 1
    else:
        dm += dw["mod"]
    state, _cover = sight(w, att, dfn)
    if state == "partial":
        am -= 1
        why.append("cover")
    if att.get("drew_in_zoi"):
        am -= 1
        why.append("drew")
    if difficult(w, att):
        am -= 1
        why.append("difficult")
    if difficult(w, dfn):
        dm -= 1
    if board(w).terrain:
        from .terrain import water_malus
        if water_malus(w, att):
            am -= 1
            why.append("swimming")
        dm -= water_malus(w, dfn)
    if not dfn["states"].get("knocked_down") and is_back(w, att, dfn):
        am += 1
        why.append("back")
    if dfn["states"].get("knocked_down"):
        am += 1
        why.append("down")
    if elevated(w, att, dfn):
        am += 1
        why.append("elevated")
    if elevated(w, dfn, att):
        dm += 1
    am += active_bonus(w, att, att_skills, "melee", "cac")
    dm += active_bonus(w, dfn, dfn.get("reaction", ()), "defence", "cac")
    return am, dm, why


def melee(w, aid: str, did: str, events, skills=(), fortune: bool = False) -> dict:
    """One melee attack; returns {"hit", "fumble", "ended"} (ended: the attacker's activation ends)."""
    att, dfn = fig(w, aid), fig(w, did)
    out = {"hit": False, "fumble": False, "ended": False}
    att["facing"] = list(_towards(att, dfn))
    emit(events, "attack", who=aid, target=did, mode="melee", skills=list(skills))
    if dfn["states"].get("immobile"):
        emit(events, "auto_hit", who=aid, target=did)
        _hit(w, att, dfn, events, crits=0, melee=True, immobile=True)
        out["hit"] = True
        return out
    am, dm, why = melee_mods(w, att, dfn, skills)
    ar, dr = dice(w, 2, events, aid), dice(w, 2, events, did)
    if fortune and att["side"] == "hero" and att["fortune"] > 0:
        at, dt = sum(ar) + stat(w, att, "cac") + am, sum(dr) + stat(w, dfn, "cac") + dm
        if _defender_wins(w, att, dfn, at, dt):
            spend_fortune(w, att, "reroll", events)
            ar = dice(w, 2, events, aid)
    at, dt = sum(ar) + stat(w, att, "cac") + am, sum(dr) + stat(w, dfn, "cac") + dm
    emit(events, "melee_roll", who=aid, target=did, att_dice=ar, def_dice=dr, att_total=at, def_total=dt, why=why)
    if ar == [1, 1]:
        out["fumble"] = out["ended"] = True
        _fumble(w, att, events, weapon_slot=True)
        return out
    if dr == [1, 1]:
        _fumble(w, dfn, events, weapon_slot=shield(w, dfn) is None)
    if _defender_wins(w, att, dfn, at, dt):
        emit(events, "miss", who=aid, target=did)
        dwpn = melee_weapon(w, dfn)
        if (shield(w, dfn) or (dwpn and "long" in dwpn["traits"])) and size_rank(att["size"]) <= size_rank(dfn["size"]) \
                and standing(dfn):
            push(w, dfn, att, events)
            if att["states"].get("stunned") and board(w).terrain and is_pit(w, cell(att)):
                out["ended"] = True         # pushed back into a pit: a fall ends its activation
        return out
    out["hit"] = True
    crits = ar.count(6)
    before = cell(dfn)
    _hit(w, att, dfn, events, crits=crits, melee=True)
    gain_position(w, att, dfn, before, events)
    return out


def gain_position(w, att: dict, dfn: dict, before, events) -> None:
    """After killing or pushing a foe the attacker may step into the square it left
    (not with a long weapon; not a movement). The JOA always does; heroes when the
    `follow_up` option is on."""
    if not on_board(att) or (on_board(dfn) and cell(dfn) == before):
        return
    wpn = melee_weapon(w, att)
    if wpn is not None and "long" in wpn["traits"]:
        return
    if att["side"] == "hero" and not w.res["options"].get("follow_up", False):
        return
    if att["size"] in ("large", "huge"):
        before = _big_step(w, att, before)
        if before is None:
            return
    elif before in occupied(w) or not passable_cell(w, before, att):
        return
    att["cell"] = list(before)
    moved(w)
    emit(events, "follow_up", who=att["id"], to=list(before))


def _big_step(w, att: dict, square):
    """The anchor one step away whose 2x2 base covers `square`, with room for it (or None)."""
    here = cell(att)
    occ = {c: o for c, o in occupied(w).items() if o != att["id"]}
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            c = (here[0] + dx, here[1] + dy)
            if (dx or dy) and tuple(square) in footprint(att, c) and passable_cell(w, c, att) \
                    and not any(x in occ for x in footprint(att, c)):
                return c
    return None


def standing(f):
    return not f["states"].get("knocked_down")


def _towards(a, b):
    from game.engine.grid import facing_towards
    return facing_towards(cell(a), cell(b))


def _defender_wins(w, att, dfn, at, dt) -> bool:
    if at != dt:
        return dt > at
    aa, da = stat(w, att, "agi"), stat(w, dfn, "agi")
    if aa != da:
        return da > aa
    if bool(shield(w, att)) != bool(shield(w, dfn)):
        return bool(shield(w, dfn))
    return True


def _fumble(w, f: dict, events, weapon_slot: bool) -> None:
    """Double 1: the weapon (or a defender's shield) falls; a break roll; the JOA keeps it unless it breaks."""
    if weapon_slot:
        wpn = weapon(w, f) if f["side"] == "hero" else melee_weapon(w, f)
        if wpn is None:
            emit(events, "fumble", who=f["id"], item=None, broke=False)
            return
        broke = breaks(w, f, wpn, events)
        emit(events, "fumble", who=f["id"], item=wpn["id"], broke=broke)
        if broke:
            f["lost"][wpn["id"]] = "broken"
            if f["weapon"] == wpn["id"]:
                f["weapon"] = next((x for x in f["weapons"] if x not in f["lost"]), None) if f["side"] == "joa" else None
        elif f["side"] == "hero":
            f["lost"][wpn["id"]] = "dropped"
            f["dropped"].append({"item": wpn["id"], "cell": list(cell(f))})
            f["weapon"] = None
    else:
        sh = shield(w, f)
        broke = d6(w, events, f["id"]) <= sh["break"]
        emit(events, "fumble", who=f["id"], item=sh["id"], broke=broke)
        if broke or f["side"] == "hero":
            f["shield_broken"] = True


def _block(w, att: dict, dfn: dict, crits: int, events, from_back: bool) -> bool:
    sh = shield(w, dfn)
    if sh is None or from_back or dfn["states"].get("knocked_down") or crits >= 2:
        return False
    tries = 2 if dfn.get("braced") else 1
    for _ in range(tries):
        r = d6(w, events, dfn["id"])
        ok = r - (1 if crits == 1 else 0) >= sh["block"]
        emit(events, "block", who=dfn["id"], roll=r, need=sh["block"], crit=crits, ok=ok)
        if ok:
            break
    if not ok:
        return False
    wpn = melee_weapon(w, att)
    if wpn and "shield_breaking" in wpn["traits"]:
        r = d6(w, events, dfn["id"])
        if r <= sh["break"]:
            dfn["shield_broken"] = True
            emit(events, "shield_broken", who=dfn["id"], roll=r)
            damage(w, att, dfn, 1, events, attacker_unarmed=False)
    return True


def _hit(w, att, dfn, events, crits: int, melee: bool, immobile: bool = False, wpn=None, extra_dice: int = 0):
    from_back = is_back(w, att, dfn)
    knock = size_crit_effect(att, dfn, crits)
    starred = knock is not None and starred_knock(att, dfn, crits)
    if not immobile and _block(w, att, dfn, crits, events, from_back):
        _apply_effect(w, att, dfn, None if starred else knock, events)
        return
    wpn = wpn if wpn is not None else (melee_weapon(w, att) if melee else ranged_weapon(w, att))
    n = (wpn["dice"] if wpn else stat(w, att, "fue")) + crits + extra_dice
    if melee and size_rank(dfn["size"]) <= size_rank(att["size"]) and standing(dfn):
        if push(w, att, dfn, events) == "wall":
            n += 1
    wounds = damage(w, att, dfn, n, events, attacker_unarmed=wpn is None, immobile=immobile)
    if starred and not wounds:
        knock = None                    # "Derribado*": only a hit that wounds knocks down
    if dfn["states"].get("immobile"):
        dfn["states"]["immobile"] = False
    if on_board(dfn):
        _apply_effect(w, att, dfn, knock, events)


def size_crit_effect(att: dict, dfn: dict, crits: int) -> str | None:
    """The size/crit table: knocked_down, stunned or None (never on the Leader)."""
    if dfn.get("leader"):
        return None
    ra, rd = size_rank(att["size"]), size_rank(dfn["size"])
    if much_bigger(ra, rd):
        return "knocked_down"
    if ra > rd:
        return "knocked_down" if crits >= 1 else None
    if ra == rd:
        return "knocked_down" if crits >= 2 else None
    return "stunned" if crits >= 2 else None


def starred_knock(att: dict, dfn: dict, crits: int) -> bool:
    """The table's "Derribado*" cells (much bigger with a normal hit, bigger with one crit): our
    reading of the asterisk is that the knock-down needs the hit to wound."""
    ra, rd = size_rank(att["size"]), size_rank(dfn["size"])
    return (much_bigger(ra, rd) and crits == 0) or (ra - rd == 1 and crits == 1)


def _apply_effect(w, att, dfn, effect, events):
    if effect and on_board(dfn):
        set_state(w, dfn, effect, True, events)


def set_state(w, f: dict, state: str, on: bool, events) -> None:
    if bool(f["states"].get(state)) == on:
        return
    f["states"][state] = on
    emit(events, "state", who=f["id"], state=state, on=on)
    moved(w)            # zones of influence and sight depend on states


def damage(w, att: dict | None, dfn: dict, n: int, events, attacker_unarmed: bool = False,
           immobile: bool = False, against: int | None = None) -> int:
    """Roll n damage dice against armour: each die >= armour wounds; 1s never do."""
    if n <= 0:
        return 0
    arm = stat(w, dfn, "arm") if against is None else against
    if immobile and dfn["side"] == "hero":
        arm -= 1
    if immobile and dfn["side"] != "hero":
        arm -= 1
    if attacker_unarmed:
        arm += 1
    arm = min(6, arm)
    r = dice(w, n, events, att["id"] if att else None)
    wounds = sum(1 for x in r if x != 1 and x >= arm)
    if wounds and "invulnerable" in dfn["skills"]:
        wounds -= 1
    emit(events, "damage", who=att["id"] if att else None, target=dfn["id"], dice=r, armour=arm, wounds=wounds)
    if wounds:
        wound(w, dfn, wounds, events, att)
    return wounds


def wound(w, f: dict, n: int, events, by: dict | None = None) -> None:
    bodies.note_blow(by, f)
    f["life"] -= n
    emit(events, "wound", who=f["id"], amount=n, life=max(0, f["life"]))
    if f["life"] <= 0:
        if f["side"] == "hero" and f["fortune"] > 0:
            from .fortune import ask
            ask(w, f, by, events)          # the hero's seat decides
            return
        if fatal_blow_saved(w, f, events):
            f["life"] = 1
            return
        out_of_combat(w, f, events, by)


def spend_fortune(w, f: dict, why: str, events) -> None:
    f["fortune"] -= 1
    emit(events, "fortune", who=f["id"], why=why, left=f["fortune"])
    if f["side"] == "hero":
        add_points(w, "joa", 1, "fortune", events)


def fatal_blow_saved(w, f: dict, events) -> bool:
    """The JOA's creatures avoid a fatal blow at once: 1 fortune point and 1d6 of 5+; a second
    point passes for sure (heroes are asked: fortune.py)."""
    if f["fortune"] <= 0:
        return False
    spend_fortune(w, f, "fatal", events)
    r = d6(w, events, f["id"])
    if r >= 5:
        emit(events, "fatal_avoided", who=f["id"], roll=r)
        return True
    if f["fortune"] > 0:
        spend_fortune(w, f, "fatal", events)
        emit(events, "fatal_avoided", who=f["id"], roll=None)
        return True
    return False


def out_of_combat(w, f: dict, events, by: dict | None) -> None:
    light.drop(w, f)
    f["out"] = True
    f["states"] = {}
    moved(w)
    emit(events, "out", who=f["id"], side=f["side"])
    if f["side"] == "joa":
        pts = LEVEL_POINTS[f["level"]] + (2 if f.get("leader") else 0)
        add_points(w, "heroes", pts, "kill", events)
        if by is not None and by.get("companion"):
            by["ach"] = by.get("ach", 0) + pts      # companions earn achievement (experience) too
        bodies.note_blow(by, f)
        w.res["kills"].append({"ref": f["ref"], "level": f["level"], "leader": bool(f.get("leader")),
                               "by": by["id"] if by else None, "searched": False,
                               "fought": list(f.get("fought", []))})
        for card in f.get("cards", []):
            w.res["in_play"]["power"].remove(card)
            w.res["decks"]["power"]["discard"].append(card)
        f["cards"] = []
        if f.get("leader"):
            leader_falls(w, f, events)
    elif f.get("companion"):
        f["cell"] = None                  # a companion out of combat leaves play
    elif f["side"] == "hero":
        add_points(w, "joa", f["value"], "hero_out", events)
    if f.get("magic"):
        from .magic import caster_out
        caster_out(w, f, events)


def leader_falls(w, leader: dict, events) -> None:
    """Troops within 6 squares test bravery or flee the board."""
    from .world import test
    w.res["leader_dead"] = True
    emit(events, "leader_dead", who=leader["id"])
    if not w.res["mission"]:                # however it fell (a hasty shot in the JOA's turn too)
        w.res["mission"] = True
        emit(events, "mission", done=True)
    for fid, f in list(w.res["figs"].items()):
        if f["side"] == "joa" and on_board(f) and f["level"] == "troop" and distance(cell(f), cell(leader)) <= 6:
            ok, _ = test(w, f, "val", events, why="leader_dead")
            if not ok:
                f["out"] = True
                f["fled"] = True
                moved(w)
                emit(events, "flee", who=fid)
                if f.get("magic"):
                    from .magic import caster_out
                    caster_out(w, f, events)


def push_squares(ca, cd) -> list:
    """Where a push from square ca sends the figure on cd: straight back, then the two squares
    beside that one."""
    dx = (cd[0] > ca[0]) - (cd[0] < ca[0])
    dy = (cd[1] > ca[1]) - (cd[1] < ca[1])
    options = [(cd[0] + dx, cd[1] + dy)]
    if dx and dy:
        options += [(cd[0] + dx, cd[1]), (cd[0], cd[1] + dy)]
    elif dx:
        options += [(cd[0] + dx, cd[1] - 1), (cd[0] + dx, cd[1] + 1)]
    else:
        options += [(cd[0] - 1, cd[1] + dy), (cd[0] + 1, cd[1] + dy)]
    return options


def push(w, att: dict, dfn: dict, events) -> str:
    """Push dfn one square away from att: straight if free, else a diagonal back square.
    Returns "moved", "blocked" (figures in the way) or "wall" (an obstacle: +1 damage die)."""
    ca, cd = cell(att), cell(dfn)
    options = push_squares(ca, cd)
    occ = {c: o for c, o in occupied(w).items() if o != dfn["id"]}
    g = grid(w)
    big = dfn["size"] in ("large", "huge")
    any_figure = False
    pits = []
    for c in options:
        if not g.in_bounds(c) or not g.can_step(cd, c, diagonals=True):
            continue
        squares = footprint(dfn, c)
        if any(x in occ for x in squares):
            any_figure = True
            continue
        if not big and board(w).terrain and is_pit(w, c) and board(w).section.get(c) is not None:
            pits.append(c)          # only if no other square is free
            continue
        if not passable_cell(w, c, dfn):
            continue
        if board(w).terrain and floor_level(w, c) - floor_level(w, cd) >= 2:
            continue                # a ledge is a wall to whoever is pushed against it
        drop = drop_below(w, cd, c) if board(w).terrain and not big else 0
        emit(events, "push", who=att["id"], target=dfn["id"], to=list(c))
        if drop >= 2:
            fall(w, dfn, c, drop, events, "push")
        else:
            dfn["cell"] = list(c)
            moved(w)
        return "moved"
    if pits:
        emit(events, "push", who=att["id"], target=dfn["id"], to=list(pits[0]))
        fall(w, dfn, pits[0], -board(w).terrain[pits[0]]["level"], events, "push")
        return "moved"
    if any_figure:
        return "blocked"
    emit(events, "push_wall", who=att["id"], target=dfn["id"])
    return "wall"


# -- ranged ------------------------------------------------------------------------------------------
def band(d: int) -> int:
    if d <= 3:
        return 0
    if d <= 6:
        return -1
    if d <= 9:
        return -2
    return -3


def can_shoot(w, sid: str, tid: str) -> bool:
    s, t = fig(w, sid), fig(w, tid)
    wpn = ranged_weapon(w, s)
    if wpn is None or in_enemy_zoi(w, sid) or not on_board(t):
        return False
    if wpn.get("range", 0) < fig_distance(s, t):
        return False
    if board(w).terrain:
        from .terrain import shot_allowed
        if not shot_allowed(w, s, t):
            return False
    if w.res.get("darkness"):
        lim = light.sight_limit(w, s)
        if lim is not None and distance(cell(s), cell(t)) > lim:
            return False               # no shot at what the darkness hides
    return sight(w, s, t)[0] != "blocked"


def can_shoot_from(w, s: dict, c, tid: str) -> bool:
    """Could s shoot tid from square c (not next to an enemy)? For the AI's choice of a square: the
    figure stays where it is, so its own square still counts as an element on the way."""
    t = fig(w, tid)
    wpn = ranged_weapon(w, s)
    if wpn is None or not on_board(t) or wpn.get("range", 0) < distance(c, cell(t)):
        return False
    probe = dict(s, cell=list(c))
    if w.res.get("darkness"):
        lim = light.sight_limit(w, probe)
        if lim is not None and distance(c, cell(t)) > lim:
            return False
    return sight(w, probe, t)[0] != "blocked"


def shot_mods(w, s: dict, t: dict, wpn: dict, skills=(), hasty: bool = False) -> tuple[int, list]:
    why = []
    m = 0
    state, cover = sight(w, s, t)
    if board(w).terrain:
        from .terrain import in_pit, shot_cover
        extra = shot_cover(w, s, t)
        if in_pit(w, t):
            state, cover = "clear", 0       # from the pit's edge the shot is free
        elif extra:
            state, cover = "partial", max(cover if state == "partial" else 0, extra)
    if state == "partial":
        m -= 2 if cover >= 2 else 1
        why.append("cover")
    b = band(fig_distance(s, t))
    if b:
        m += b
        why.append("distance")
    if t["size"] == "small":
        m -= 1
        why.append("small")
    if t["size"] in ("large", "huge"):
        m += 1
        why.append("big")
    walked = s.get("walked", 0)
    if walked and not ("thrown" in wpn["traits"] and walked <= 2):
        m -= 1 if walked * 2 <= s["stats"]["mov"] else 2
        why.append("moved")
    if difficult(w, s):
        m -= 1
        why.append("difficult")
    if stat(w, t, "agi") > stat(w, s, "agi"):
        m -= 1
        why.append("agile")
    if t["states"].get("knocked_down") or is_back(w, s, t):
        m += 1
        why.append("back_or_down")
    if t["states"].get("immobile"):
        m += 2
        why.append("immobile")
    if hasty:
        m -= 2
        why.append("hasty")
    m += active_bonus(w, s, skills, "shoot", "dis")
    return m, why


def shoot(w, sid: str, tid: str, events, skills=(), hasty: bool = False, fortune: bool = False,
          extra_dice: int = 0) -> dict:
    s, t = fig(w, sid), fig(w, tid)
    wpn = ranged_weapon(w, s)
    out = {"hit": False, "fumble": False, "ended": False, "wounded": False}
    s["facing"] = list(_towards(s, t))
    if "thrown" in wpn["traits"]:
        s["thrown_used"] = True
    emit(events, "attack", who=sid, target=tid, mode="hasty" if hasty else "ranged", skills=list(skills),
         weapon=wpn["id"])
    m, why = shot_mods(w, s, t, wpn, skills, hasty)
    goal = content().rules["shot_target"]
    r = dice(w, 2, events, sid)
    if fortune and s["side"] == "hero" and s["fortune"] > 0 and sum(r) + stat(w, s, "dis") + m < goal \
            and r != [1, 1]:
        spend_fortune(w, s, "reroll", events)
        r = dice(w, 2, events, sid)
    total = sum(r) + stat(w, s, "dis") + m
    hit = (total >= goal or r == [6, 6]) and r != [1, 1]
    emit(events, "shot_roll", who=sid, target=tid, dice=r, total=total, need=goal, hit=hit, why=why)
    life_before = t["life"]
    if r == [1, 1]:
        out["fumble"] = out["ended"] = True
        broke = breaks(w, s, wpn, events)
        emit(events, "fumble", who=sid, item=wpn["id"], broke=broke)
        if broke:
            s["lost"][wpn["id"]] = "broken"
        victim = _nearest_ally_on_line(w, s, t)
        if victim:
            emit(events, "stray_hit", who=sid, target=victim)
            _hit(w, s, fig(w, victim), events, crits=0, melee=False, wpn=wpn)
        return out
    if not hit:
        if 1 in r:
            pals = [a for a in friends_of(w, sid) if touching(w, fig(w, a), t)
                    and size_rank(fig(w, a)["size"]) >= size_rank(t["size"])]
            if pals:
                victim = pals[_random_index(w, len(pals))]
                emit(events, "stray_hit", who=sid, target=victim)
                _hit(w, s, fig(w, victim), events, crits=0, melee=False, wpn=wpn)
        return out
    crits = r.count(6)
    if distance(cell(s), cell(t)) * 2 > wpn.get("range", 0) and "ranged" in wpn["traits"]:
        crits = 0
    out["hit"] = True
    _hit(w, s, t, events, crits=crits, melee=False, wpn=wpn, extra_dice=extra_dice)
    out["wounded"] = t["life"] < life_before or not on_board(t)
    return out


def _random_index(w, n: int) -> int:
    from .world import rng
    return rng(w).below(n)


def _nearest_ally_on_line(w, s: dict, t: dict) -> str | None:
    from game.engine.sight import cells_crossed
    line = cells_crossed(cell(s), cell(t)) + [cell(t)]
    best, best_d = [], None
    for a in friends_of(w, s["id"]):
        ca = cell(fig(w, a))
        d = min(distance(ca, c) for c in line)
        if d > 1:
            continue
        dist = distance(ca, cell(s))
        if best_d is None or dist < best_d:
            best, best_d = [a], dist
        elif dist == best_d:
            best.append(a)
    if not best:
        return None
    return best[_random_index(w, len(best))]


def disengage(w, fid: str, events) -> bool:
    """An agility test per engaging enemy; a fumble takes an automatic hit from that enemy."""
    from .world import test
    f = fig(w, fid)
    for e in engaged_by(w, fid):
        ok, r = test(w, f, "agi", events, why="disengage")
        if not ok:
            if r == [1, 1]:
                emit(events, "auto_hit", who=e, target=fid)
                _hit(w, fig(w, e), f, events, crits=0, melee=True)
            return False
        f.setdefault("freed", []).append(e)
    return True


