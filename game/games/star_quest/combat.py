"""Shooting, melee, spells and morale, with every weapon and unit special
rule: AP, Bane, Blast, Counter, Deadly, Fear, Fearless, Furious, Impact,
Indirect, Limited, Regeneration, Relentless, Reliable, Rending, Stealth,
Surge, Thrust, Unstoppable, Villain."""
from __future__ import annotations

from game.engine.measure import gap
from game.engine.protocol import Event
from game.engine.state import World

from .checks import d3, d6, gain_power, heal, lose_power, passes, take_wounds
from .components import Unit
from .world import (cell, cells_of, content, emit, enemies, height, in_cover, inches, measure, model_height,
                    profile, radius, rule, sees, tough, unit_gap, unit_sees, wounds_left)


# -- weapons ---------------------------------------------------------------------
_ARMS: dict = {}


def weapons(w: World, uid: int, melee: bool) -> list[dict]:
    """The unit's usable weapons of one kind (Limited ones not yet used)."""
    u = w.get(uid, Unit)
    key = (u.ref, melee)
    arms = _ARMS.get(key)
    if arms is None:
        c = content()
        arms = _ARMS[key] = [c.weapons[wid] for wid in c.profile(u.ref)["weapons"]
                             if (c.weapons[wid]["range"] == 0) == melee]
    if u.used:
        return [wp for wp in arms if not (wp["rules"].get("limited") and wp["id"] in u.used)]
    return arms


def in_range_of(w: World, uid: int, target: int, wp: dict, from_cells=None) -> list:
    """The unit's model cells that may shoot target with this weapon: in range
    and in sight (Indirect: sight not needed)."""
    rng_cells = inches(w, wp["range"])
    out = []
    tcells = cells_of(w, target)
    ra, rb = radius(w, uid), radius(w, target)
    ma, mb = model_height(w, uid), model_height(w, target)
    for c in from_cells if from_cells is not None else cells_of(w, uid):
        for t in tcells:
            if gap(c, t, ra, rb) <= rng_cells + 1e-9 and (wp["rules"].get("indirect") or sees(w, c, t, ma, mb)):
                out.append(c)
                break
    return out


def can_shoot(w: World, uid: int, target: int, from_cells=None) -> bool:
    return any(in_range_of(w, uid, target, wp, from_cells) for wp in weapons(w, uid, False))


def melee_reach(w: World, a, b, ra: float = 0.5, rb: float = 0.5) -> bool:
    """Models (base radii ra, rb) strike in melee within 2" across the table
    and 4" up or down."""
    return measure(w).within_reach(a, b, height(w, a), height(w, b), 2, 4, ra, rb)


# -- rolling attacks -------------------------------------------------------------------
def attack_mods(w: World, atk: int, target: int, wp: dict, *, melee: bool, charging: bool = False,
                moved: bool = False) -> dict:
    """Everything that shapes one weapon's attacks (the dice and the odds
    shown before them both read it): quality and modifier of the hit roll,
    fatigue, AP of a hit and of a 6, and the rules that add a hit on a 6."""
    u = w.get(atk, Unit)
    r = wp["rules"]
    quality = 2 if r.get("reliable") else profile(w, atk)["quality"]
    mod = 0
    if "affected" in u.status:
        mod -= 1
    if not melee and r.get("indirect") and moved:
        mod -= 1
    far = not melee and unit_gap(w, atk, target) > inches(w, 9) + 1e-9
    if far and all_have(w, target, "stealth"):
        mod -= 1
    if r.get("thrust") and charging and melee:
        mod += 1
    if r.get("unstoppable") and mod < 0:
        mod = 0
    ap = r.get("ap", 0) + (1 if r.get("thrust") and charging and melee else 0)
    extra = []
    if r.get("surge"):
        extra.append("surge")
    if far and rule(w, atk, "relentless"):
        extra.append("relentless")
    if melee and charging and rule(w, atk, "furious"):
        extra.append("furious")
    return {"quality": quality, "mod": mod, "fatigued": melee and (u.fatigued or u.stunned), "ap": ap,
            "six_ap": 4 if r.get("rending") else ap, "extra": extra}


def roll_hits(w: World, events: list[Event], atk: int, target: int, wp: dict, attacks: int, *, melee: bool,
              charging: bool = False, moved: bool = False) -> list[dict]:
    """Quality checks for `attacks` attacks of one weapon; returns hits
    ({"ap", "rules", "six"}). Fatigue: only unmodified 6s hit in melee.
    Surge, Relentless (beyond 9") and Furious (charging) add a hit on a 6."""
    u = w.get(atk, Unit)
    r = wp["rules"]
    m = attack_mods(w, atk, target, wp, melee=melee, charging=charging, moved=moved)
    quality, mod, fatigued, ap = m["quality"], m["mod"], m["fatigued"], m["ap"]
    hits = []
    rolls = []
    for _ in range(attacks):
        v = d6(w, events, atk, "hit")
        rolls.append(v)
        ok = v == 6 if fatigued else passes(v, quality, mod)
        if not ok:
            continue
        six = v == 6
        hits.append({"ap": m["six_ap"] if six else ap, "rules": r, "six": six})
        if six:
            hits += [{"ap": ap, "rules": r, "six": False} for _ in m["extra"]]
    emit(events, "attack", unit=atk, target=target, weapon=wp["id"], rolls=rolls, quality=quality,
         modifier=mod, fatigued=fatigued, hits=len(hits))
    if r.get("limited"):
        u.used.append(wp["id"])
    return hits


def all_have(w: World, uid: int, key: str) -> bool:
    return bool(rule(w, uid, key))


def blast_split(w: World, target: int, hits: list[dict]) -> list[tuple[int, list[dict]]]:
    """Blast(X): each hit is multiplied by X, at most the enemy models in the
    target unit and within 3" of it; the hits are shared evenly (round-robin
    from the target) among every enemy unit within 3" of a target model."""
    blast = [h for h in hits if h["rules"].get("blast")]
    rest = [h for h in hits if not h["rules"].get("blast")]
    if not blast:
        return [(target, hits)]
    side = w.get(target, Unit).side
    near = [target] + [uid for uid in _side_units(w, side) if uid != target and unit_gap(w, uid, target)
                       <= inches(w, 3) + 1e-9]
    models = sum(len(w.get(uid, Unit).models) for uid in near)
    shares: dict = {uid: [] for uid in near}
    shares[target] += rest
    i = 0
    for h in blast:
        for _ in range(min(h["rules"]["blast"], models)):
            shares[near[i % len(near)]].append(h)
            i += 1
    return [(uid, hs) for uid, hs in shares.items() if hs]


def _side_units(w: World, side: str) -> list[int]:
    return [uid for uid, u in w.query(Unit) if u.side == side and u.state == "active" and u.models]


def defence_mod(u: Unit, hit: dict, cover: bool) -> int:
    """Modifier of the defence roll against one hit: cover (not against
    Blast), the unit's ward, minus the hit's AP."""
    return (1 if cover and not hit["rules"].get("blast") else 0) + u.ward - hit["ap"]


REGENERATION = 5            # Regeneration ignores a wound on this or more


def ignores_regeneration(rules: dict) -> bool:
    return bool(rules.get("bane") or rules.get("rending") or rules.get("unstoppable"))


def defend_hits(w: World, events: list[Event], target: int, hits: list[dict], source: str = "",
                cover: bool = False, order=None, status: str | None = None) -> int:
    """Defence rolls for hits on a unit: d6 + cover + ward - AP >= defence
    blocks (6 always blocks, 1 never; Bane: unmodified 6s are rerolled).
    Deadly hits first, each wound x X on one model; Regeneration ignores a
    wound on 5+ unless the hit has Bane, Rending or Unstoppable."""
    u = w.get(target, Unit)
    if u.state != "active" or not hits:
        return 0
    defence = profile(w, target)["defence"]
    hits = sorted(hits, key=lambda h: 0 if h["rules"].get("deadly") else 1)
    regen = bool(rule(w, target, "regeneration"))
    rolls, failed = [], []
    for h in hits:
        r = h["rules"]
        mod = defence_mod(u, h, cover)
        v = d6(w, events, target, "defence")
        if r.get("bane") and v == 6:
            v = d6(w, events, target, "bane_reroll")
        rolls.append(v)
        if not passes(v, defence, mod):
            failed.append(h)
    emit(events, "defence", unit=target, rolls=rolls, defence=defence, cover=cover, wounds=len(failed),
         source=source)
    dealt = 0
    for h in failed:
        if u.state != "active":
            break
        r = h["rules"]
        wounds = r.get("deadly", 1)
        if regen and not ignores_regeneration(r):
            kept = sum(1 for _ in range(wounds) if d6(w, events, target, "regeneration") < REGENERATION)
            if kept < wounds:
                emit(events, "regenerated", unit=target, ignored=wounds - kept)
            wounds = kept
        if wounds:
            dealt += take_wounds(w, events, target, [wounds], source, order, deadly=bool(r.get("deadly")))
    if dealt and status and u.state == "active" and status not in u.status:
        u.status.append(status)
        emit(events, "condition", unit=target, status=status)
    return dealt


def resolve(w: World, events: list[Event], atk: int, target: int, hits: list[dict], *, melee: bool,
            indirect: bool = False, status: str | None = None, source: str = "") -> int:
    """Hits from one weapon on a target: blast sharing, cover, defence."""
    dealt = 0
    for uid, hs in blast_split(w, target, hits):
        cover = (not melee) and in_cover(w, uid, atk, indirect)
        order = sorted(w.get(uid, Unit).models, key=lambda m: min(gap(cell(w, m), a) for a in cells_of(w, atk)))
        dealt += defend_hits(w, events, uid, hs, source or ("melee" if melee else "shot"), cover, order, status)
    return dealt


# -- shooting --------------------------------------------------------------------------
def shoot(w: World, events: list[Event], atk: int, target: int, moved: bool = False) -> int:
    """Every model in range and sight fires every ranged weapon at target."""
    emit(events, "shoot", unit=atk, target=target)
    dealt = 0
    for wp in weapons(w, atk, False):
        if w.get(target, Unit).state != "active":
            break
        shooters = in_range_of(w, atk, target, wp)
        if not shooters:
            continue
        hits = roll_hits(w, events, atk, target, wp, wp["attacks"] * len(shooters), melee=False, moved=moved)
        dealt += resolve(w, events, atk, target, hits, melee=False, indirect=bool(wp["rules"].get("indirect")),
                         status=wp.get("status"))
    return dealt


# -- melee -----------------------------------------------------------------------------
def strike(w: World, events: list[Event], atk: int, target: int, *, charging: bool, counter_only: bool = False,
           skip_counter: bool = False) -> int:
    """Models within reach of an enemy model strike with their melee weapons."""
    if w.get(atk, Unit).state != "active" or w.get(target, Unit).state != "active":
        return 0
    tcells = cells_of(w, target)
    ra, rb = radius(w, atk), radius(w, target)
    strikers = [c for c in cells_of(w, atk) if any(melee_reach(w, c, t, ra, rb) for t in tcells)]
    if not strikers:
        return 0
    dealt = 0
    for wp in weapons(w, atk, True):
        is_counter = bool(wp["rules"].get("counter"))
        if (counter_only and not is_counter) or (skip_counter and is_counter):
            continue
        if w.get(target, Unit).state != "active":
            break
        hits = roll_hits(w, events, atk, target, wp, wp["attacks"] * len(strikers), melee=True, charging=charging)
        dealt += resolve(w, events, atk, target, hits, melee=True, status=wp.get("status"))
    return dealt


def impact_dice(w: World, atk: int, target: int, models: int) -> int:
    """Impact(X) dice of a charge: X per model in reach, less one per
    Counter model of the target; none when fatigued or Stunned. Each 2+
    is a hit without AP."""
    a = w.get(atk, Unit)
    if a.fatigued or a.stunned:
        return 0
    return max(0, rule(w, atk, "impact") * models - counter_models(w, target))


IMPACT_HIT = 2


def counter_models(w: World, uid: int) -> int:
    if not any(wp["rules"].get("counter") for wp in weapons(w, uid, True)):
        return 0
    return len(w.get(uid, Unit).models)


def melee(w: World, events: list[Event], atk: int, target: int) -> None:
    """A charge's fight: Counter weapons strike first, then Impact and the
    charger's strikes, the defender strikes back (and is fatigued), and if
    neither unit is destroyed the charger falls back 1"."""
    from .movement import close_in, fall_back
    close_in(w, events, target, atk)
    emit(events, "melee", unit=atk, target=target)
    inflicted = {atk: 0, target: 0}
    inflicted[atk] += strike(w, events, target, atk, charging=False, counter_only=True)
    a = w.get(atk, Unit)
    t = w.get(target, Unit)
    if rule(w, atk, "impact") and a.state == "active" and not (a.fatigued or a.stunned) and t.state == "active":
        tcells = cells_of(w, target)
        ra, rb = radius(w, atk), radius(w, target)
        models = sum(1 for c in cells_of(w, atk) if any(melee_reach(w, c, x, ra, rb) for x in tcells))
        dice = impact_dice(w, atk, target, models)
        rolls = [d6(w, events, atk, "impact") for _ in range(dice)]
        hits = [{"ap": 0, "rules": {}, "six": False} for v in rolls if v >= IMPACT_HIT]
        emit(events, "impact", unit=atk, target=target, rolls=rolls, hits=len(hits))
        inflicted[target] += resolve(w, events, atk, target, hits, melee=True, source="impact")
    inflicted[target] += strike(w, events, atk, target, charging=True)
    if t.state == "active" and a.state == "active":
        inflicted[atk] += strike(w, events, target, atk, charging=False, skip_counter=True)
        t.fatigued = True
        emit(events, "fatigued", unit=target)
    for src, dst in ((atk, target), (target, atk)):
        fear = rule(w, src, "fear")
        if fear and inflicted[dst] > 0 and w.get(dst, Unit).state == "active":
            w.res.setdefault("fear", {})
            w.res["fear"][str(dst)] = w.res["fear"].get(str(dst), 0) + fear
    if t.state == "active" and a.state == "active":
        fall_back(w, events, atk, target)


# -- morale -------------------------------------------------------------------------------
def at_half(w: World, uid: int, extra: int = 0) -> bool:
    u = w.get(uid, Unit)
    if len(u.models) == 1 and u.size == 1:
        return wounds_left(w, uid) - extra <= tough(w, uid) / 2
    return len(u.models) - extra <= u.size / 2


def morale_quality(w: World, uid: int) -> int:
    """Quality for morale: AI units within 12" of a Villain that is not
    Stunned may use its quality if better."""
    q = profile(w, uid)["quality"]
    u = w.get(uid, Unit)
    if u.side == "ai":
        for vid in _side_units(w, "ai"):
            if rule(w, vid, "villain") and not w.get(vid, Unit).stunned and unit_gap(w, vid, uid) <= inches(w, 12) + 1e-9:
                q = min(q, profile(w, vid)["quality"])
    return q


def morale_test(w: World, events: list[Event], uid: int) -> bool:
    """A quality check; Stunned units always fail; Fearless passes a failure on 4+."""
    u = w.get(uid, Unit)
    if u.stunned:
        emit(events, "morale", unit=uid, roll=0, need=0, success=False, auto=True)
        return False
    q = morale_quality(w, uid)
    mod = -1 if "affected" in u.status else 0
    v = d6(w, events, uid, "morale")
    ok = passes(v, q, mod)
    emit(events, "morale", unit=uid, roll=v, need=q, success=ok, auto=False)
    if not ok and rule(w, uid, "fearless"):
        v2 = d6(w, events, uid, "fearless")
        ok = v2 >= 4
        emit(events, "fearless", unit=uid, roll=v2, success=ok)
    return ok


def stun(w: World, events: list[Event], uid: int) -> None:
    """A failed morale check: Stunned, or D3 wounds for an AI unit of tough 9+."""
    u = w.get(uid, Unit)
    if u.side == "ai" and tough(w, uid) >= 9:
        n = d3(w, events, uid, "stun_wounds")
        emit(events, "stun_wounds", unit=uid, wounds=n)
        take_wounds(w, events, uid, [1] * n, source="morale")
        return
    u.stunned = True
    emit(events, "stunned", unit=uid)


# -- spells and skill effects ------------------------------------------------------------
def effect(w: World, events: list[Event], src: int, target: int, eff: dict, source: str) -> None:
    """What a spell or hero skill does to its target unit."""
    kind = eff["kind"]
    t = w.get(target, Unit)
    if kind == "attack":
        hits = [{"ap": eff.get("rules", {}).get("ap", 0), "rules": eff.get("rules", {}), "six": False}
                for _ in range(eff["hits"])]
        resolve(w, events, src, target, hits, melee=False, status=eff.get("status"), source=source)
    elif kind == "heal":
        heal(w, events, target, eff["amount"], source)
    elif kind == "ward":
        t.ward += eff["amount"]
        emit(events, "ward", unit=target, amount=eff["amount"])
    elif kind == "drain":
        if t.side == "hero":
            lose_power(w, events, target, eff["amount"], source)
    elif kind == "power":
        if t.side == "hero":
            gain_power(w, events, target, eff["amount"], source)
    elif kind == "cleanse":
        if t.status or t.stunned:
            t.status.clear()
            t.stunned = False
            emit(events, "cleansed", unit=target)
    if kind in ("drain", "status") and eff.get("status") and t.state == "active" and eff["status"] not in t.status:
        t.status.append(eff["status"])
        emit(events, "condition", unit=target, status=eff["status"])


def spell_targets(w: World, caster: int, spell: dict) -> list[int]:
    """Units the spell may target: in range and sight of the caster."""
    side = w.get(caster, Unit).side
    pool = enemies(w, caster) if spell["target"] == "enemy" else _side_units(w, side)
    rng_cells = inches(w, spell["range"])
    out = []
    for uid in pool:
        if unit_gap(w, caster, uid) <= rng_cells + 1e-9 and (uid == caster or unit_sees(w, caster, uid)):
            out.append(uid)
    return out


def cast_roll(w: World, events: list[Event], caster: int, spell: dict, modifier: int) -> bool:
    """Casting: a d6 + modifier of 4+ (a 6 always, a 1 never)."""
    v = d6(w, events, caster, "cast")
    ok = passes(v, 4, modifier)
    emit(events, "cast", unit=caster, spell=spell["id"], roll=v, modifier=modifier, success=ok)
    return ok


def counterspellers(w: World, caster: int) -> list[int]:
    """Hero casters within 18" and in sight of an enemy caster, with tokens."""
    out = []
    for uid in _side_units(w, "hero"):
        u = w.get(uid, Unit)
        if u.tokens > 0 and unit_gap(w, uid, caster) <= inches(w, 18) + 1e-9 and unit_sees(w, uid, caster):
            out.append(uid)
    return out

