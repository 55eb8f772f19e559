"""What the client asks the rules besides playing: the consequences to confirm
before an action (action_warnings), what a save says it holds (save_summary)
and the odds of a shot or a fight before the dice roll. Read-only: nothing
here changes the state."""
from __future__ import annotations

from game.engine.protocol import Action
from game.engine.state import World

from .components import Unit
from .content import load_content
from .world import in_cover, profile, rule


def _p(ok) -> float:
    """Chance over one d6 of the faces for which ok(face) holds."""
    return sum(1 for v in range(1, 7) if ok(v)) / 6


def _wound_chance(w: World, target: int, hit: dict, cover: bool) -> float:
    """Expected wounds one hit deals: the defence roll fails (Bane rerolls a
    defender's 6), times Deadly(X), less what Regeneration ignores."""
    from .checks import passes
    from .combat import REGENERATION, defence_mod, ignores_regeneration
    defence = profile(w, target)["defence"]
    mod = defence_mod(w.get(target, Unit), hit, cover)
    r = hit["rules"]
    block = _p(lambda v: v != 6 and passes(v, defence, mod))
    block += (_p(lambda v: passes(v, defence, mod)) if r.get("bane") else 1.0) / 6
    wounds = r.get("deadly", 1)
    if rule(w, target, "regeneration") and not ignores_regeneration(r):
        wounds *= (REGENERATION - 1) / 6
    return (1 - block) * wounds


def attack_odds(w: World, atk: int, target: int, melee: bool) -> dict:
    """Per weapon that can strike (and a charge's Impact dice): attacks, hit
    chance, chance a hit wounds, bonus hits expected from 6s (Surge,
    Relentless, Furious), expected wounds; and whether the target is in cover.
    The numbers come from the same functions the dice use."""
    from .checks import passes
    from .combat import IMPACT_HIT, attack_mods, impact_dice, in_range_of, weapons
    rows = []
    charging = melee
    models = len(w.get(atk, Unit).models)       # a charge brings every model into reach
    if melee and rule(w, atk, "impact"):
        dice = impact_dice(w, atk, target, models)
        if dice:
            hit = {"ap": 0, "rules": {}}
            p_hit = _p(lambda v: v >= IMPACT_HIT)
            wound = _wound_chance(w, target, hit, False)
            rows.append({"weapon": "impact", "attacks": dice, "hit": p_hit, "wound": min(1.0, wound),
                         "bonus": 0.0, "extra": [], "expected": dice * p_hit * wound})
    for wp in weapons(w, atk, melee):
        n = models if melee else len(in_range_of(w, atk, target, wp))
        if not n:
            continue
        m = attack_mods(w, atk, target, wp, melee=melee, charging=charging)
        cover = (not melee) and in_cover(w, target, atk, bool(wp["rules"].get("indirect")))
        attacks = wp["attacks"] * n
        if m["fatigued"]:
            p_hit = 1 / 6
        else:
            p_hit = _p(lambda v: passes(v, m["quality"], m["mod"]))
        plain = _wound_chance(w, target, {"ap": m["ap"], "rules": wp["rules"]}, cover)
        six = _wound_chance(w, target, {"ap": m["six_ap"], "rules": wp["rules"]}, cover)
        bonus = len(m["extra"]) / 6
        per_attack = (p_hit - 1 / 6) * plain + (six + len(m["extra"]) * plain) / 6
        rows.append({"weapon": wp["id"], "attacks": attacks, "hit": p_hit,
                     "wound": min(1.0, plain / wp["rules"].get("deadly", 1)),
                     "bonus": attacks * bonus, "extra": m["extra"], "expected": attacks * per_attack})
    cover = (not melee) and in_cover(w, target, atk)
    return {"rows": rows, "cover": cover, "expected": sum(r["expected"] for r in rows)}


# -- consequences to confirm ----------------------------------------------------------------
def _power_cost(w: World, action: Action) -> int:
    """Power an action spends for certain (not the optional buying of a failed check)."""
    k, args = action.kind, action.args
    if k == "buy":
        return 2
    if k == "ignore_stun" and args and args[0]:
        return 2
    if k == "revive":
        return 2
    return 0


def _actor(w: World, action: Action) -> int | None:
    if action.kind == "activate":
        return action.args[0]
    p = w.res.get("pending")
    if p and p["kind"] == "stun":
        return p["hero"]
    a = w.res.get("act")
    return a["unit"] if a else None


def action_warnings(w: World, action: Action) -> list[tuple[str, dict]]:
    out: list[tuple[str, dict]] = []
    uid = _actor(w, action)
    if uid is None:
        return out
    u = w.get(uid, Unit)
    if u.side != "hero":
        return out
    cost = _power_cost(w, action)
    if cost > u.power:
        mode = w.res["options"].get("exhaustion", "all")
        wounds = cost if mode == "all" else cost - u.power
        out.append(("exhaustion", {"unit": uid, "cost": cost, "power": u.power, "wounds": wounds,
                                   "lethal": wounds >= _wounds_left(w, uid)}))
    k = action.kind
    if k == "jump":
        from .movement import jump_targets
        checks = jump_targets(w, uid).get(tuple(action.args[0]), 1)
        pay = action.args[1]
        if not rule(w, uid, "flying"):
            out.append(("jump", {"unit": uid, "checks": checks, "pay": pay,
                                 "need": 2 if rule(w, uid, "strider") else profile(w, uid)["dexterity"]}))
    if k == "move":
        from .movement import dangers_on, move_allowance, move_path
        a = w.res.get("act") or {}
        if a.get("stage") in ("move", "sneak"):
            budget = a.get("sneak", 3) if a["stage"] == "sneak" else move_allowance(w, uid, a["move"])
            cells = dangers_on(w, uid, move_path(w, uid, tuple(action.args[0]), budget)[1])
            if cells:
                out.append(("dangerous", {"unit": uid, "cells": [list(c) for c in cells]}))
    if k in ("discover", "interact", "push", "sneak", "cast") and action.args[-1] is True:
        price = 2 * load_content().spells[action.args[0]]["cost"] if k == "cast" else 2
        if u.power < price:
            mode = w.res["options"].get("exhaustion", "all")
            out.append(("exhaustion", {"unit": uid, "cost": price, "power": u.power,
                                       "wounds": price if mode == "all" else price - u.power,
                                       "lethal": False, "maybe": True}))
    if k == "end":
        a = w.res.get("act") or {}
        if a.get("actions", 0) > 0 and not a.get("done") and not a.get("idle") and \
                w.get(uid, Unit).state == "active":
            out.append(("end_unused", {"unit": uid}))
    return out


def _wounds_left(w: World, uid: int) -> int:
    from .components import Model
    t = profile(w, uid)["tough"]
    return sum(t - w.get(m, Model).wounds for m in w.get(uid, Unit).models)


# -- saves ------------------------------------------------------------------------------------
MODE = {"mission": {"es": "Una misión", "en": "One mission"},
        "campaign": {"es": "Campaña", "en": "Campaign"},
        "generated": {"es": "Misión generada", "en": "Generated mission"}}


def save_summary(game, w: World, lang: str) -> dict:
    lang = lang if lang in ("es", "en") else "en"
    c = load_content()
    opts = w.res["options"]
    m = w.res["mission"]
    name = m["name"][lang] if isinstance(m.get("name"), dict) else str(m.get("name", ""))
    mode = f"{MODE.get(opts.get('mode'), MODE['mission'])[lang]}: {name}"
    seats = []
    for s in range(opts["players"]):
        heroes = [c.heroes[u.ref]["name"][lang] for _, u in w.query(Unit) if u.side == "hero" and u.seat == s]
        seats.append(", ".join(heroes))
    seats.append("IA" if lang == "es" else "AI")
    word = "Ronda" if lang == "es" else "Round"
    return {"mode": mode, "seats": seats, "progress": f"{word} {w.res['round']}/{m['round_limit']}"}


# -- setup ------------------------------------------------------------------------------------
def setup_hints(options: dict) -> dict:
    """Only the choices that count: the mission is moot outside "one mission"; every
    player runs at least one hero."""
    players = int(options.get("players", 1) or 1)
    ignored = [] if options.get("mode", "mission") == "mission" else ["mission"]
    return {"roles": [None] * players, "ignored": ignored,
            "limits": {"heroes": [max(1, players), len(load_content().heroes)]}}
