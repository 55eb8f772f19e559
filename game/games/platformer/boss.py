"""The boss's turn: Medusa rolls the enemy die and draws until a card shows
that symbol; Ikee draws two and answers the active player's rolled dice."""
from __future__ import annotations

from game.engine.chance import Deck, roll
from game.engine.protocol import Event
from game.engine.state import World

from .board import LEVEL_H, TILE_W
from .combat import give_boss_token, wound_hero
from .components import Figure, Pos
from .world import board, boss_level, content, emit, move, occupancy, passives, player, rng


def boss_eid(w: World) -> int | None:
    """The boss figure on the map (there is at most one), or None. The AI asks
    several times per decision: memoised by the stamp as world.occupancy is
    (a move keeps it: world.MOVE_KEEPS); check_invariants compares it with
    find_boss."""
    if w.res["level_status"][-1] != "revealed":
        return None     # it appears when its level is revealed (spawn_level): no need to walk the figures
    memo = w.cache.get("boss_eid")      # (w.kept's check inlined, as in world.occupancy)
    if memo is not None and memo[0] == w.stamp:
        return memo[1]
    return w.kept("boss_eid", find_boss)


def find_boss(w: World) -> int | None:
    """boss_eid(w) found afresh, walking the figures."""
    pos = w.stores.get(Pos, {})
    for eid, fig in w.stores.get(Figure, {}).items():
        if fig.kind == "boss" and eid in pos:
            return eid
    return None


def in_range(boss_cell, cell, rng_kind: str) -> bool:
    dx, dy = abs(cell[0] - boss_cell[0]), abs(cell[1] - boss_cell[1])
    if rng_kind == "row":
        return dy == 0
    if rng_kind == "adjacent":
        return dx + dy == 1
    if rng_kind == "around":
        return max(dx, dy) == 1
    if rng_kind == "tile":
        return cell[1] // LEVEL_H == boss_cell[1] // LEVEL_H and cell[0] // TILE_W == boss_cell[0] // TILE_W
    return True


def targets(w: World, step: dict) -> list[int]:
    """Seats hit by a step; bosses ignore walls and platforms. "any" = the active hero."""
    eid = boss_eid(w)
    if eid is None:
        return []
    where = w.stores[Pos]
    pos = where[eid]
    lvl = len(w.res["level_status"]) - 1         # (boss_level)
    active = w.res["turn"]["seat"]                # (active_seat)
    seats = []
    for seat, p in enumerate(w.res["players"]):
        hero = where.get(p["eid"])                # (hero_cell, without a call per seat and step)
        if hero is None or hero.y // LEVEL_H != lvl:
            continue
        if step["range"] == "any":
            if seat == active:
                seats.append(seat)
        elif in_range((pos.x, pos.y), (hero.x, hero.y), step["range"]):
            seats.append(seat)
    return seats


def summon(w: World, n: int, events: list[Event]) -> None:
    boss = content().bosses[w.res["boss"]]
    b = board(w)
    figures, where = w.stores[Figure], w.stores[Pos]
    for _ in range(n):
        out = sum(1 for e, f in figures.items() if f.ref == boss["summon"] and e in where)
        occ = occupancy(w)
        free = [c for c in b.in_level(b.boss_spawns, boss_level(w)) if c not in occ]
        if out >= boss["summon_limit"] or not free:
            emit(events, "summon_failed", ref=boss["summon"])
            return
        cell = rng(w).choice(free)
        eid = w.spawn(Figure("enemy", boss["summon"]), Pos(*cell))
        emit(events, "enemy_spawn", eid=eid, ref=boss["summon"], cell=cell)


def teleport(w: World, events: list[Event]) -> None:
    eid = boss_eid(w)
    b = board(w)
    occ = occupancy(w)
    free = [c for c in b.in_level(b.boss_spawns, boss_level(w)) if c not in occ]
    if eid is None or not free:
        return
    pos = w.get(eid, Pos)
    frm = (pos.x, pos.y)
    move(w, eid, rng(w).choice(free))
    emit(events, "boss_teleport", eid=eid, frm=frm, to=(pos.x, pos.y))


def resolve_card(w: World, card_id: str, events: list[Event]) -> None:
    card = content().attacks[card_id]
    emit(events, "boss_card", card=card_id)
    damage_bonus = passives(w, w.res["turn"]["seat"])["enemy_damage"]      # (active_seat)
    for step in card["steps"]:
        if w.res["result"] is not None:
            return
        if "summon" in step:
            summon(w, step["summon"], events)
        elif "teleport" in step:
            teleport(w, events)
        else:
            for seat in targets(w, step):
                if w.res["result"] is not None:
                    return
                if "wound" in step:
                    amount = max(0, step["wound"] + damage_bonus - passives(w, seat)["armor"])
                    emit(events, "boss_hit", seat=seat, amount=amount)
                    wound_hero(w, seat, amount, events, source=w.res["boss"])
                elif "token" in step:
                    give_boss_token(w, seat, step["token"], events)
                elif "gold_loss" in step:
                    p = player(w, seat)
                    lost = min(p["gold"], step["gold_loss"])
                    if lost:
                        p["gold"] -= lost
                        emit(events, "gold", seat=seat, amount=-lost, reason="boss")
                    else:
                        wound_hero(w, seat, 1, events, source=w.res["boss"])


def boss_turn(w: World, events: list[Event]) -> None:
    if boss_eid(w) is None:
        return
    c = content()
    boss = c.bosses[w.res["boss"]]
    r = rng(w)
    deck = Deck("boss", w.res["decks"]["boss"], r)
    emit(events, "boss_turn", boss=boss["id"])
    if boss["turn"] == "medusa":
        face = roll(c.dice["enemy"], r, events, who="boss")
        for _ in range(2 * (len(deck) + len(deck.box["discard"])) + 1):
            card = deck.draw(events)
            if card is None:
                return
            if c.attacks[card]["symbol"] == face:
                resolve_card(w, card, events)
                deck.discard(card)
                return
            deck.discard(card)
        return
    drawn = [c for c in (deck.draw(events), deck.draw(events)) if c is not None]
    counts = {s: w.res["turn"]["rolled"].count(s) for s in ("boot", "sword", "coin", "monster", "star")}
    score = [counts[content().attacks[c]["symbol"]] for c in drawn]
    if len(drawn) == 2 and score[0] == score[1]:
        order = drawn[:] if rng(w).below(2) == 0 else drawn[::-1]
    else:
        order = [drawn[score.index(max(score))]] if drawn else []
    for card in order:
        resolve_card(w, card, events)
    for card in drawn:
        deck.discard(card)
