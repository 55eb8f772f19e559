"""Dice, characteristic checks, power (spending, losing, exhaustion) and
wounds (models removed, heroes knocked unconscious).

Every die is the "d6" die (forced results: `force: {d6: [...]}`); D3 is a d6
halved rounding up (1-2 -> 1, 3-4 -> 2, 5-6 -> 3), so forcing works the same.
"""
from __future__ import annotations

from game.engine.chance import Die, roll
from game.engine.protocol import Event
from game.engine.state import World

from .components import Model, Pos, Unit
from .world import D6, emit, profile, rng, tough

DIE = Die("d6", D6)


def d6(w: World, events: list[Event], who=None, why: str = "") -> int:
    return int(roll(DIE, rng(w), events, who, why))


def d3(w: World, events: list[Event], who=None, why: str = "") -> int:
    return (d6(w, events, who, why) + 1) // 2


def passes(value: int, target: int, modifier: int = 0) -> bool:
    """A roll against a target number: 6 always passes, 1 always fails."""
    if value == 6:
        return True
    if value == 1:
        return False
    return value + modifier >= target


def stat_of(w: World, uid: int, stat: str) -> int:
    """A unit's target number for a check. AI units have no strength,
    dexterity or will: they check their quality instead."""
    p = profile(w, uid)
    return p.get(stat, p["quality"])


def check(w: World, events: list[Event], uid: int, stat: str, pay: bool = False, why: str = "") -> bool:
    """A characteristic check (quality, strength, dexterity, will). Affected
    gives -1. A hero failing strength/dexterity/will may pay 2 power to pass
    (`pay`: the player said so beforehand)."""
    u = w.get(uid, Unit)
    mod = -1 if "affected" in u.status else 0
    value = d6(w, events, uid, why or stat)
    ok = passes(value, stat_of(w, uid, stat), mod)
    bought = not ok and pay and u.side == "hero" and stat in ("strength", "dexterity", "will") and u.state == "active"
    emit(events, "check", unit=uid, stat=stat, roll=value, need=stat_of(w, uid, stat), modifier=mod,
         success=ok, why=why, bought=bought)
    if bought:
        spend_power(w, events, uid, 2, "pass_check")
        emit(events, "check_bought", unit=uid, stat=stat)
        return w.get(uid, Unit).state == "active"
    return ok


# -- power ---------------------------------------------------------------------------
def max_power(w: World, uid: int) -> int:
    return profile(w, uid)["power"]["max"]


def spend_power(w: World, events: list[Event], uid: int, amount: int, why: str) -> None:
    """Spend power (why: one of content.POWER_USES); spending more than held
    costs that many wounds (exhaustion)."""
    _drop_power(w, events, uid, amount, why, lost=False)


def lose_power(w: World, events: list[Event], uid: int, amount: int, why: str) -> None:
    """Power taken away; a sick hero also takes a wound per power lost."""
    _drop_power(w, events, uid, amount, why, lost=True)


def _drop_power(w, events, uid, amount, why, lost):
    u = w.get(uid, Unit)
    if amount <= 0:
        return
    held = u.power
    u.power = max(0, held - amount)
    emit(events, "power", unit=uid, change=-amount, now=u.power, why=why, lost=lost)
    if amount > held:
        mode = w.res["options"].get("exhaustion", "all")
        hurt = amount if mode == "all" else amount - held
        emit(events, "exhausted", unit=uid, wounds=hurt)
        take_wounds(w, events, uid, [hurt], source="exhaustion")
    if lost and "sick" in u.status and u.state == "active":
        emit(events, "sickness", unit=uid, wounds=amount)
        take_wounds(w, events, uid, [amount], source="sick")


def gain_power(w: World, events: list[Event], uid: int, amount: int, why: str) -> None:
    u = w.get(uid, Unit)
    new = min(max_power(w, uid), u.power + amount)
    if new != u.power:
        emit(events, "power", unit=uid, change=new - u.power, now=new, why=why, lost=False)
        u.power = new


# -- wounds --------------------------------------------------------------------------
def take_wounds(w: World, events: list[Event], uid: int, packets: list[int], source: str = "",
                order=None, deadly: bool = False) -> int:
    """Apply wounds to a unit; returns wounds dealt. Each packet is one hit's
    wounds. Wounds go to the most wounded model first (then `order`, the
    models nearest the attacker first) and spill over to the next model,
    except Deadly packets which stay on one model. A hero at its tough
    falls unconscious and stays on the table; other models are removed."""
    u = w.get(uid, Unit)
    t = tough(w, uid)
    dealt = 0
    for packet in packets:
        left = packet
        while left > 0 and u.models and u.state == "active":
            models = list(u.models)
            if order:
                models.sort(key=lambda m: order.index(m) if m in order else len(order))
            target = max(models, key=lambda m: (w.get(m, Model).wounds, -models.index(m)))
            mdl = w.get(target, Model)
            take = min(left, t - mdl.wounds)
            mdl.wounds += take
            dealt += take
            left -= take
            if mdl.wounds >= t:
                _model_down(w, events, uid, target, source)
            if deadly:
                break
    w.res.setdefault("hurt", {})
    if dealt:
        key = str(uid)
        w.res["hurt"][key] = w.res["hurt"].get(key, 0) + dealt
    return dealt


def _model_down(w: World, events: list[Event], uid: int, mid: int, source: str) -> None:
    u = w.get(uid, Unit)
    if u.side == "hero":
        u.state = "unconscious"
        u.stunned = False
        emit(events, "unconscious", unit=uid, source=source)
        return
    u.models.remove(mid)
    emit(events, "model_killed", unit=uid, model=mid, source=source)
    w.despawn(mid)
    if not u.models:
        u.state = "destroyed"
        emit(events, "unit_destroyed", unit=uid, ref=u.ref)


def heal(w: World, events: list[Event], uid: int, amount: int, why: str = "") -> int:
    """Remove wounds from the models of a unit (a hero's one model)."""
    u = w.get(uid, Unit)
    healed = 0
    for m in u.models:
        mdl = w.get(m, Model)
        take = min(mdl.wounds, amount - healed)
        mdl.wounds -= take
        healed += take
    if healed:
        emit(events, "healed", unit=uid, amount=healed, why=why)
    return healed


def place(w: World, mid: int, c) -> None:
    p = w.get(mid, Pos)
    p.x, p.y = c
