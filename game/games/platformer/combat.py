"""Wounds both ways: enemies attacking heroes, heroes defeating enemies with
one attack action, knock-outs and loot."""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.state import World

from .components import Figure, Pos, Token
from .world import (active_seat, content, emit, hero_eid, in_boss_level, max_health, passives, passives_changed,
                    player, stats, take_token, token_cells)


def wound_hero(w: World, seat: int, amount: int, events: list[Event], source: str) -> bool:
    """Apply wounds; returns True if the hero was knocked out."""
    if amount <= 0:
        return False
    p = player(w, seat)
    p["health"] -= amount
    emit(events, "wound", seat=seat, amount=amount, source=source, health=max(p["health"], 0))
    if p["health"] <= 0:
        knock_out(w, seat, events)
        return True
    return False


def knock_out(w: World, seat: int, events: list[Event]) -> None:
    """Remove the figure, reset the special die, drop boss tokens, full health."""
    eid = hero_eid(w, seat)
    pos = w.try_get(eid, Pos)
    p = player(w, seat)
    cell = None if pos is None else (pos.x, pos.y)
    p["ko_on_boss"] = in_boss_level(w, cell)
    if pos is not None:
        w.remove(eid, Pos)
    reset_special(w, seat)
    p["tokens"] = []
    passives_changed(w)
    p["health"] = max_health(w, seat)
    p["knockouts"] += 1
    t = w.res.get("turn")
    if t is not None and t["seat"] == seat:
        t["steps"] = 0                 # the rest of an upgraded boot's move is lost with the figure
    emit(events, "knocked_out", seat=seat, cell=cell)
    w.res["flags"].append(("knocked_out", seat))
    if w.res["options"]["mode"] == "solo" and w.res["result"] is None:
        w.res["result"] = {"winners": [], "reason": "solo_knocked_out", "score": 0}
        emit(events, "game_over", winners=[], reason="solo_knocked_out")


def reset_special(w: World, seat: int) -> None:
    """The special die turns to its blank face. On the hero's own turn the copy of
    its symbol in the dice pool goes with it: a reset die is gone for the turn."""
    player(w, seat)["special"] = "blank"
    t = w.res.get("turn")
    if t is not None and t["seat"] == seat:
        for d in t["pool"]:
            if d["src"] == "special" and not d["used"]:
                d["used"], d["ready"], d["gems"] = True, False, 0


def enemy_damage(w: World, enemy_eid: int, seat: int) -> int:
    dmg = stats(w, enemy_eid)["damage"]
    turn_pass = passives(w, active_seat(w))
    return max(0, dmg + turn_pass["enemy_damage"] - passives(w, seat)["armor"])


def enemy_attacks(w: World, enemy_eid: int, seat: int, events: list[Event]) -> bool:
    """One enemy attacks one hero; returns True if the hero was knocked out."""
    if w.res["result"] is not None:
        return False
    fig = w.get(enemy_eid, Figure)
    emit(events, "enemy_attack", enemy=enemy_eid, ref=fig.ref, seat=seat)
    amount = enemy_damage(w, enemy_eid, seat)
    ability = stats(w, enemy_eid)["ability"]
    p = player(w, seat)
    if ability == "steal_gold" and p["gold"] > 0:
        p["gold"] -= 1
        emit(events, "gold", seat=seat, amount=-1, reason="steal")
    if ability == "reset_special" and p["special"] != "blank":
        reset_special(w, seat)
        emit(events, "special_reset", seat=seat)
    return wound_hero(w, seat, amount, events, source=fig.ref)


def attack_total(w: World, seat: int, target: int, dice: list[dict]) -> int:
    """Wounds one attack action deals: each die's multiplier plus bonuses."""
    bonus = passives(w, seat)
    total = sum(d["gems"] + 1 for d in dice) + bonus["attack_bonus"] - bonus["attack_malus"]
    t = w.res.get("turn")
    if t is not None and t["seat"] == seat:
        total += t.get("next_attack", 0)          # Hammer of Greed: +N to this turn's next attack
    if w.get(target, Figure).kind == "boss":
        total += bonus["boss_bonus"]
    return max(total, 0)


def target_health(w: World, target: int) -> int:
    # (stats and active_seat spelled out: the AI asks about its targets at most decisions)
    fig = w.stores[Figure][target]
    if fig.kind == "boss":
        return w.res["boss_health"]
    return content().enemies[fig.ref]["health"] + passives(w, w.res["turn"]["seat"])["enemy_health"]


def defeat(w: World, seat: int, target: int, wounds: int, events: list[Event]) -> None:
    fig = w.get(target, Figure)
    pos = w.get(target, Pos)
    st = stats(w, target)
    p = player(w, seat)
    emit(events, "defeat", enemy=target, ref=fig.ref, seat=seat, cell=(pos.x, pos.y), wounds=wounds)
    w.despawn(target)
    p["kills"] += 1
    w.res["flags"].append(("defeat_enemy", seat))
    if fig.kind == "boss":
        overkill = wounds - st["health"]
        w.res["result"] = {"winners": [seat], "reason": "boss_defeated", "overkill": overkill}
        emit(events, "game_over", winners=[seat], reason="boss_defeated")
        return
    gold = st["loot"].get("gold", 0) + passives(w, seat)["loot_gold"]
    hero_ability = content().heroes[p["hero"]]["ability"]
    if hero_ability["kind"] == "loot_gold":
        gold += hero_ability["amount"]
    gems = st["loot"].get("gems", 0)
    if gold:
        p["gold"] += gold
        emit(events, "gold", seat=seat, amount=gold, reason="loot")
    if gems:
        p["gems"] += gems
        emit(events, "gems", seat=seat, amount=gems, reason="loot")


def give_boss_token(w: World, seat: int, token: str, events: list[Event]) -> None:
    p = player(w, seat)
    if token in p["tokens"]:
        emit(events, "token_duplicate", seat=seat, token=token)
        wound_hero(w, seat, 1, events, source="token")
    else:
        p["tokens"].append(token)
        passives_changed(w)
        emit(events, "token", seat=seat, token=token)


def pick_up(w: World, seat: int, cell, events: list[Event]) -> None:
    """Gold, gems and boss tokens are taken by the hero that enters their square."""
    here = token_cells(w).get((cell[0], cell[1]))
    if not here:
        return
    p = player(w, seat)
    tokens = w.stores[Token]
    for eid in here:            # (by id; the list stays as it is: taking one makes a new token map)
        tok = tokens[eid]
        take_token(w, eid)
        if tok.kind == "gold":
            p["gold"] += 1
            emit(events, "gold", seat=seat, amount=1, reason="pickup", cell=cell)
        elif tok.kind == "gem":
            p["gems"] += 1
            emit(events, "gems", seat=seat, amount=1, reason="pickup", cell=cell)
        else:
            give_boss_token(w, seat, tok.kind, events)
            if w.try_get(hero_eid(w, seat), Pos) is None:
                return
