"""What the client asks the rules besides playing: the consequences to confirm
before an action (action_warnings), what a save says it holds (save_summary)
and the odds of a shot or a fight before the dice roll. Read-only: nothing
here changes the state."""
from __future__ import annotations

from game.engine.protocol import Action
from game.engine.state import World

from .components import Unit
from .content import load_content
from .world import board, cells_of, in_cover, inches, profile, rule, unit_gap


def _p_pass(target: int, modifier: int = 0) -> float:
    """Chance a d6 passes target (a 6 always passes, a 1 always fails)."""
    ok = sum(1 for v in range(1, 7) if v == 6 or (v != 1 and v + modifier >= target))
    return ok / 6


def _hit_chance(w: World, atk: int, target: int, wp: dict, melee: bool, charging: bool = False) -> float:
    u = w.get(atk, Unit)
    r = wp["rules"]
    if melee and (u.fatigued or u.stunned):
        return 1 / 6
    quality = 2 if r.get("reliable") else profile(w, atk)["quality"]
    mod = -1 if "affected" in u.status else 0
    if not melee and rule(w, target, "stealth") and unit_gap(w, atk, target) > inches(w, 9) + 1e-9:
        mod -= 1
    if r.get("thrust") and charging and melee:
        mod += 1
    if r.get("unstoppable") and mod < 0:
        mod = 0
    return _p_pass(quality, mod)


def _wound_chance(w: World, atk: int, target: int, wp: dict, melee: bool, charging: bool = False) -> float:
    r = wp["rules"]
    ap = r.get("ap", 0) + (1 if r.get("thrust") and charging and melee else 0)
    cover = (not melee) and not r.get("blast") and in_cover(w, target, atk, bool(r.get("indirect")))
    mod = (1 if cover else 0) + w.get(target, Unit).ward - ap
    return 1 - _p_pass(profile(w, target)["defence"], mod)


def attack_odds(w: World, atk: int, target: int, melee: bool) -> dict:
    """Per weapon that can strike: attacks, hit chance, chance a hit wounds,
    expected wounds; and whether the target counts as in cover."""
    from .combat import in_range_of, weapons
    rows = []
    charging = melee
    for wp in weapons(w, atk, melee):
        if melee:
            models = len(w.get(atk, Unit).models)       # a charge brings every model into reach
        else:
            models = len(in_range_of(w, atk, target, wp))
        if not models:
            continue
        attacks = wp["attacks"] * models
        hit = _hit_chance(w, atk, target, wp, melee, charging)
        wound = _wound_chance(w, atk, target, wp, melee, charging)
        rows.append({"weapon": wp["id"], "attacks": attacks, "hit": hit, "wound": wound,
                     "expected": attacks * hit * wound * wp["rules"].get("deadly", 1)})
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
        dangerous = board(w).cells_with("dangerous")
        if tuple(action.args[0]) in dangerous:
            out.append(("dangerous", {"unit": uid}))
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
