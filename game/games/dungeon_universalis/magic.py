"""Magic: casters' mana and use markers, casting (2d6 + intelligence > 10), crits, fumbles and
their backlash, dispelling, projectiles with areas and cover, lasting spells (hexes, enhancements
that follow the figures, protections that stay on their squares), healing and domination.

State: a caster figure carries f["magic"] (see new_magic); lasting spells in play are
w.res["spells"] (list of dicts, see _lasting); a dispel question waiting for a hero's seat is
w.res["ask"] (see cast)."""
from __future__ import annotations

from game.engine.grid import size_rank

from . import combat
from .content import content
from .terrain import in_water
from .spells import (AREA_DICE_LESS, BACKLASH_DICE, CAST_TARGET, DISPEL_RANGE, USES, lore_spells, spell,
                     superior)
from .world import (board, cell, dice, distance, emit, enemies_of, fig, friends_of, grid, in_enemy_zoi, moves_cache,
                    on_board, sight, stat, weapon)


# -- casters --------------------------------------------------------------------------------------------
def new_magic(profile: dict, side: str) -> dict | None:
    """A caster's sheet: heroes know the spells they learnt (2 mana each, at most intelligence x 3);
    the JOA's casters know every spell of their lore and keep the mana of their profile."""
    cz = profile.get("caster") if isinstance(profile, dict) else None
    if not cz:
        return None
    if side == "hero":
        known, level = list(cz["spells"]), cz["level"]
        mana = min(2 * len(known), 3 * profile["stats"]["int"])
    else:
        known, level, mana = lore_spells(cz["lore"]), "adept", cz["mana"]
    return {"lore": cz["lore"], "level": level, "known": known, "mana": mana, "max_mana": mana, "uses": {},
            "aid_turn": -1}


def uses_left(f: dict, sid: str) -> int:
    m = f["magic"]
    return USES[m["level"]] - m["uses"].get(sid, 0)


def free_hand(w, f: dict) -> bool:
    wpn = weapon(w, f)
    hands = (2 if "two_handed" in wpn["traits"] else 1) if wpn else 0
    hands += 1 if combat.shield(w, f) else 0
    return hands < 2


def active_of(w, fid: str) -> list[dict]:
    return [s for s in w.res.get("spells", []) if s["caster"] == fid]


def aids(f: dict) -> list:
    """Scrolls and components the caster may add to one cast (None: none)."""
    objs = content().objects
    return [None] + sorted({o for o in f["objects"] if objs[o]["effect"] in ("scroll", "component")})


def swimming(w, f: dict) -> bool:
    return bool(board(w).terrain) and in_water(w, f)


def can_cast(w, fid: str, sid: str, aid=None, moved: bool = False, at=None) -> bool:
    """at: as if the caster stood on that square (the AI weighing a move)."""
    f = fig(w, fid)
    m = f.get("magic")
    if not m or sid not in m["known"] or uses_left(f, sid) <= 0 or not free_hand(w, f):
        return False
    if swimming(w, f if at is None else dict(f, cell=list(at))):
        return False                    # nobody casts while swimming (terrain.py)
    sp = spell(sid)
    if superior(sp) and moved:
        return False
    if aid is not None and (aid not in f["objects"] or m["aid_turn"] == w.res["turn"]):
        return False
    scroll = aid is not None and content().objects[aid]["effect"] == "scroll"
    return scroll or m["mana"] >= sp["cost"]


def is_fig(w, target) -> bool:
    return isinstance(target, str) and target in w.res["figs"]


def targets(w, fid: str, sid: str) -> list:
    """Who or what the spell may be aimed at: figure ids, None for spells centred on the caster,
    and for a hero's projectiles the doors and chests it could break (heavy armour)."""
    sp = spell(sid)
    f = fig(w, fid)
    if sp["range"] == 0:
        return [None]
    things = []
    if sp["kind"] == "projectile" and f["side"] == "hero":
        from .actions import _breakable
        things = [a.args[1] for a in _breakable(w, fid, cell(f))]
    if sp["kind"] == "heal":
        pool = [fid] + friends_of(w, fid)
        pool = [x for x in pool if fig(w, x)["life"] < fig(w, x)["max_life"]]
        return _in_sight(w, f, pool, sp["range"]) + things
    mc = moves_cache(w)                # enemies in range and sight hold until something moves
    key = ("spell_targets", fid, sp["range"])
    got = mc.get(key)
    if got is None:
        got = mc[key] = _in_sight(w, f, enemies_of(w, fid), sp["range"])
    return got + things


def _in_sight(w, f: dict, pool: list, reach: int) -> list:
    out = []
    for t in pool:
        tf = fig(w, t)
        if distance(cell(f), cell(tf)) > reach:
            continue
        if t != f["id"] and sight(w, f, tf)[0] == "blocked":
            continue
        out.append(t)
    return out


def area(w, fid: str, sid: str, target) -> list[tuple]:
    """The squares the spell covers: within its radius of the target (or the caster), not behind walls."""
    sp = spell(sid)
    if target and not is_fig(w, target):
        return []
    centre = cell(fig(w, target if target else fid))
    out = [centre]
    if sp["radius"]:
        g = grid(w)
        for dx in range(-sp["radius"], sp["radius"] + 1):
            for dy in range(-sp["radius"], sp["radius"] + 1):
                c = (centre[0] + dx, centre[1] + dy)
                if c != centre and g.in_bounds(c) and g.can_step(centre, c, diagonals=True):
                    out.append(c)
    return out


def affected(w, fid: str, sid: str, target) -> list[str]:
    """Figures the spell touches. Projectiles hit everyone in the area but the caster; hexes
    and dominations only enemies; enhancements and protections only the caster's side."""
    sp = spell(sid)
    if target and not is_fig(w, target):
        return []
    if sp["kind"] in ("heal", "domination"):
        return [target] if target else []
    squares = set(area(w, fid, sid, target))
    here = {cell(fig(w, x)): x for x in list(enemies_of(w, fid)) + friends_of(w, fid) + [fid]}
    inside = [here[c] for c in sorted(squares) if c in here]
    if sp["kind"] == "projectile":
        inside = [x for x in inside if x != fid]
        return ([target] if target in inside else []) + [x for x in inside if x != target]
    if sp["kind"] == "hex":
        foes = set(enemies_of(w, fid))
        return [x for x in inside if x in foes]
    mine = set(friends_of(w, fid)) | {fid}
    return [x for x in inside if x in mine]


def damage_dice(w, fid: str, sid: str, target, victim: str, crits: int = 0) -> int:
    """Dice a projectile rolls against one victim: the spell's dice + 1 per 6 rolled, one fewer
    for apprentices, 2 fewer if not the chosen target, 1 fewer behind light cover (or a shield),
    2 fewer behind heavy cover."""
    sp = spell(sid)
    f, v = fig(w, fid), fig(w, victim)
    n = sp["dice"] + crits - (1 if f["magic"]["level"] == "apprentice" else 0)
    if victim != target:
        n -= AREA_DICE_LESS
    state, weight = sight(w, f, v)
    cover = (2 if weight >= 2 else 1) if state == "partial" else 0
    if not cover and _shield_cover(w, f, v):
        cover = 1
    return max(0, n - cover)


def _shield_cover(w, f: dict, v: dict) -> bool:
    return combat.shield(w, v) is not None and not v["states"].get("knocked_down") and not combat.is_back(w, f, v)


def modifier(w, fid: str, aid=None) -> int:
    """-1 while another of the caster's spells lasts, -1 on difficult terrain, + a component."""
    f = fig(w, fid)
    m = 0
    if active_of(w, fid):
        m -= 1
    if combat.difficult(w, f):
        m -= 1
    if aid is not None and content().objects[aid]["effect"] == "component":
        m += content().objects[aid]["amount"]
    return m


def cast_chance(w, fid: str, aid=None) -> float:
    """Odds of casting: 2d6 + intelligence + modifiers above 10; double 1 fails, double 6 passes."""
    need = CAST_TARGET + 1 - stat(w, fig(w, fid), "int") - modifier(w, fid, aid)
    ok = sum(1 for a in range(1, 7) for b in range(1, 7)
             if (a, b) != (1, 1) and ((a, b) == (6, 6) or a + b >= need))
    return ok / 36


# -- casting ----------------------------------------------------------------------------------------------
def cast(w, fid: str, sid: str, target, aid, events) -> dict:
    """Roll to cast. Returns {"ended": activation ends (a fumble), "asked": a hero's seat must
    answer whether to dispel first}."""
    f = fig(w, fid)
    m = f["magic"]
    sp = spell(sid)
    mod = modifier(w, fid, aid)
    scroll = False
    if aid is not None:                      # used up by the attempt, whatever the roll
        f["objects"].remove(aid)
        m["aid_turn"] = w.res["turn"]
        scroll = content().objects[aid]["effect"] == "scroll"
        emit(events, "spell_aid", who=fid, item=aid)
    if is_fig(w, target):
        f["facing"] = list(combat._towards(f, fig(w, target)))
    r = dice(w, 2, events, fid)
    total = sum(r) + stat(w, f, "int") + mod
    ok = (total > CAST_TARGET or r == [6, 6]) and r != [1, 1]
    emit(events, "cast", who=fid, spell=sid, target=list(target) if isinstance(target, tuple) else target, dice=r, total=total, need=CAST_TARGET + 1, ok=ok,
         mod=mod)
    if r == [1, 1]:
        _spend(m, sp, scroll)
        _backlash(w, f, events)
        return {"ended": True, "asked": False}
    if not ok:
        return {"ended": False, "asked": False}
    _spend(m, sp, scroll)
    m["uses"][sid] = m["uses"].get(sid, 0) + 1
    rec = {"caster": fid, "spell": sid, "target": target, "dice": r, "total": total}
    if r != [6, 6]:                          # a double 6 cannot be dispelled
        foes = dispellers(w, rec)
        if foes and f["side"] == "hero":
            best = max(foes, key=lambda x: (stat(w, fig(w, x), "int"), fig(w, x)["magic"]["mana"], x))
            if dispel(w, best, rec, events):
                return {"ended": False, "asked": False}
        elif foes:
            w.res["ask"] = {"kind": "dispel", "hero": foes[0], "others": foes[1:], "cast": rec}
            emit(events, "dispel_question", who=foes[0], caster=fid, spell=sid)
            return {"ended": False, "asked": True}
    resolve(w, rec, events)
    return {"ended": False, "asked": False}


def _spend(m: dict, sp: dict, scroll: bool) -> None:
    if not scroll:
        m["mana"] -= sp["cost"]


def _backlash(w, f: dict, events) -> None:
    """A fumble: stunned, then 5D6, each die at or above intelligence costs 1 life (a spell's
    damage: no skill like Invulnerable saves it); the activation ends."""
    combat.set_state(w, f, "stunned", True, events)
    r = dice(w, BACKLASH_DICE, events, f["id"])
    need = max(2, f["stats"]["int"])
    lost = sum(1 for x in r if x >= need)
    emit(events, "backlash", who=f["id"], dice=r, need=need, wounds=lost)
    if lost:
        combat.wound(w, f, lost, events)


def dispellers(w, rec: dict) -> list[str]:
    """Enemy casters with mana, not immobile, outside every enemy's zone of influence, within 8
    squares of the caster or of the target."""
    caster = fig(w, rec["caster"])
    spots = [cell(caster)] + ([cell(fig(w, rec["target"]))] if is_fig(w, rec["target"]) else [])
    out = []
    for e in enemies_of(w, rec["caster"]):
        ef = fig(w, e)
        if not ef.get("magic") or ef["magic"]["mana"] < 1 or ef["states"].get("immobile") or swimming(w, ef):
            continue
        if in_enemy_zoi(w, e) or min(distance(cell(ef), s) for s in spots) > DISPEL_RANGE:
            continue
        out.append(e)
    return out


def dispel_chance(w, did: str, total: int) -> float:
    need = total + 1 - stat(w, fig(w, did), "int")
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= need) / 36


def dispel(w, did: str, rec: dict, events) -> bool:
    """Opposed: 2d6 + intelligence must beat the caster's total; success costs 1 mana."""
    d = fig(w, did)
    r = dice(w, 2, events, did)
    total = sum(r) + stat(w, d, "int")
    ok = total > rec["total"]
    if ok:
        d["magic"]["mana"] -= 1
    emit(events, "dispel", who=did, caster=rec["caster"], spell=rec["spell"], dice=r, total=total,
         against=rec["total"], ok=ok)
    return ok


def answer(w, hid: str, yes: bool, events) -> None:
    """A hero's seat answered the dispel question; then the spell takes effect unless dispelled."""
    ask = w.res["ask"]
    rec = ask["cast"]
    w.res["ask"] = None
    if yes and dispel(w, hid, rec, events):
        return
    if not yes:
        emit(events, "dispel_declined", who=hid)
    rest = [h for h in ask["others"] if h in dispellers(w, rec)]
    if rest and not yes:
        w.res["ask"] = {"kind": "dispel", "hero": rest[0], "others": rest[1:], "cast": rec}
        emit(events, "dispel_question", who=rest[0], caster=rec["caster"], spell=rec["spell"])
        return
    resolve(w, rec, events)


# -- effects -------------------------------------------------------------------------------------------------
def resolve(w, rec: dict, events) -> None:
    fid, sid, target, r = rec["caster"], rec["spell"], rec["target"], rec["dice"]
    f = fig(w, fid)
    if not on_board(f) and f["side"] != "hero":
        return
    sp = spell(sid)
    crits = r.count(6)
    kind = sp["kind"]
    if kind == "projectile" and target and not is_fig(w, target):
        from .actions import _break           # a door or chest: heavy armour, as a weapon's blows
        _break(w, fid, f, target, events, n=sp["dice"] + crits - (1 if f["magic"]["level"] == "apprentice" else 0))
    elif kind == "projectile":
        victims = affected(w, fid, sid, target)
        plan = [(v, damage_dice(w, fid, sid, target, v, crits)) for v in victims]
        emit(events, "spell_hits", who=fid, spell=sid, targets=[v for v, _ in plan])
        for v, n in plan:
            vf = fig(w, v)
            if not on_board(vf):
                continue
            if v == target and _shield_cover(w, f, vf):
                _shield_strain(w, f, vf, events)
            combat.damage(w, f, vf, n, events)
            if v == target and on_board(vf):
                combat._apply_effect(w, f, vf, combat.size_crit_effect(f, vf, crits), events)
    elif kind == "heal":
        t = fig(w, target)
        healed = min(sp["amount"], t["max_life"] - t["life"])
        t["life"] += healed
        emit(events, "heal", who=target, amount=healed)
    elif kind == "domination":
        t = fig(w, target)
        big = size_rank(t["size"]) > size_rank("medium") or t["level"] == "champion" or t.get("leader")
        if big and 6 not in r:
            emit(events, "spell_resisted", who=target, spell=sid)
            return
        combat.set_state(w, t, "immobile", True, events)
    else:
        _lasting(w, f, sid, target, r, events)


def _shield_strain(w, f: dict, v: dict, events) -> None:
    """A shield used as cover against a magic projectile rolls to break; broken, it lets 1 die through."""
    from .world import d6
    sh = combat.shield(w, v)
    r = d6(w, events, v["id"])
    if r <= sh["break"]:
        v["shield_broken"] = True
        emit(events, "shield_broken", who=v["id"], roll=r)
        combat.damage(w, f, v, 1, events)


def duration(f: dict, r: list) -> int:
    """The higher die of the casting roll; an apprentice's lasting spells last one turn less (at
    least the turn they are cast in)."""
    return max(1, max(r) - (1 if f["magic"]["level"] == "apprentice" else 0))


def _lasting(w, f: dict, sid: str, target, r: list, events) -> None:
    fid = f["id"]
    spells_ = w.res.setdefault("spells", [])
    for old in list(spells_):
        # a hero keeps one lasting spell; the JOA keeps several but never two of the same
        if old["caster"] == fid and (f["side"] == "hero" or old["spell"] == sid):
            end_spell(w, old, "replaced", events)
    sp = spell(sid)
    figs = affected(w, fid, sid, target)
    n = w.res.get("spell_uid", 0) + 1
    w.res["spell_uid"] = n
    rec = {"uid": n, "spell": sid, "caster": fid, "side": f["side"], "turns": duration(f, r), "figs": figs,
           "squares": [list(c) for c in area(w, fid, sid, target)] if sp["kind"] == "protection" else []}
    spells_.append(rec)
    emit(events, "spell_lasts", who=fid, spell=sid, figs=figs, turns=rec["turns"])


def end_spell(w, rec: dict, why: str, events) -> None:
    w.res["spells"].remove(rec)
    emit(events, "spell_ends", who=rec["caster"], spell=rec["spell"], why=why)


def caster_out(w, f: dict, events) -> None:
    """A caster out of combat: its lasting spells end at once."""
    for rec in list(active_of(w, f["id"])):
        end_spell(w, rec, "caster_out", events)


def tick(w, events) -> None:
    """End of a turn: every lasting spell has one turn less."""
    for rec in list(w.res.get("spells", [])):
        rec["turns"] -= 1
        if rec["turns"] <= 0:
            end_spell(w, rec, "expired", events)


def spell_bonus(w, f: dict, key: str) -> int:
    """What lasting spells add to one attribute of a figure (protections only on their squares)."""
    spells_ = w.res.get("spells")
    if not spells_:
        return 0
    n = 0
    fid = f["id"]
    for rec in spells_:
        if fid not in rec["figs"]:
            continue
        b = spell(rec["spell"]).get("bonus", {}).get(key, 0)
        if b and rec["squares"] and (f["cell"] is None or list(f["cell"]) not in rec["squares"]):
            continue
        n += b
    return n


def capped(extra: int, magic: int) -> int:
    """Skills add at most +3 and skills with spells at most +5: the spells' share of an attribute."""
    if magic <= 0:
        return magic
    return max(0, min(magic, 5 - max(0, extra)))


def drink_mana(w, f: dict, item: str, events) -> None:
    """A mana potion: mana back (up to the caster's starting mana) and one use marker off the
    spell cast most often."""
    m = f["magic"]
    got = min(content().objects[item]["amount"], m["max_mana"] - m["mana"])
    m["mana"] += got
    used = sorted(((n, s) for s, n in m["uses"].items() if n > 0), key=lambda x: (-x[0], x[1]))
    freed = None
    if used:
        freed = used[0][1]
        m["uses"][freed] -= 1
    emit(events, "mana", who=f["id"], item=item, mana=got, freed=freed)


# -- what a cast would do (the JOA, the hero AI and the view ask) ------------------------------------------
def expected_wounds(w, victim: dict, n: int) -> float:
    arm = max(2, min(6, stat(w, victim, "arm")))
    e = n * (7 - arm) / 6
    return max(0.0, e - 1) if "invulnerable" in victim["skills"] and e else e


def preview(w, fid: str, sid: str, target) -> dict:
    """The squares, the figures touched with the dice each takes and the wounds expected, how
    many of them are foes and how many friends of the caster."""
    sp = spell(sid)
    f = fig(w, fid)
    foes = set(enemies_of(w, fid))
    hits = []
    for v in affected(w, fid, sid, target):
        vf = fig(w, v)
        n = damage_dice(w, fid, sid, target, v) if sp["kind"] == "projectile" else 0
        hits.append({"fig": v, "foe": v in foes, "dice": n,
                     "wounds": expected_wounds(w, vf, n) if n else 0.0})
    return {"squares": area(w, fid, sid, target) if sp["radius"] or sp["kind"] != "heal" else [cell(f)],
            "hits": hits, "foes": sum(1 for h in hits if h["foe"]), "friends": sum(1 for h in hits if not h["foe"])}


def magic_problems(w) -> list[str]:
    """Invariants: mana within 0..starting mana, casts within the level's limit, every lasting
    spell's caster still on the board."""
    from .world import on_board as _on
    bad = []
    for fid, f in w.res["figs"].items():
        m = f.get("magic")
        if not m:
            continue
        if not 0 <= m["mana"] <= m["max_mana"]:
            bad.append(f"{fid} has {m['mana']} mana of {m['max_mana']}")
        for sid, n in m["uses"].items():
            if not 0 <= n <= USES[m["level"]]:
                bad.append(f"{fid} cast {sid} {n} times")
    for rec in w.res.get("spells", []):
        if not _on(fig(w, rec["caster"])):
            bad.append(f"{rec['spell']} lasts after its caster left the board")
    return bad
