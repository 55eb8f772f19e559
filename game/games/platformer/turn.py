"""The turn sequence: (solo event) -> remove level -> refresh -> roll ->
enemy die -> actions -> store -> gravity -> (end events) -> boss turn."""
from __future__ import annotations

from game.engine.chance import Deck, roll, roll_many
from game.engine.protocol import Event
from game.engine.state import World

from .board import LEVEL_H
from .boss import boss_turn
from .combat import wound_hero
from .components import Figure, Pos
from .movement import adjacent_enemies, clear_level, enemies_attack_all, enemy_die_move, gravity
from .world import (board, boss_level, content, emit, hero_cell, highest_level, in_boss_level, lowest_level,
                    max_health, occupancy, passives, passives_changed, player, rng)


def new_turn_box(seat: int, number: int) -> dict:
    return {"seat": seat, "number": number, "phase": "actions", "pool": [], "rolled": [],
            "enemy_face": None, "steps": 0, "shove": None, "ability_used": False, "event": None,
            "stored": False}


def begin_turn(w: World, seat: int, number: int, events: list[Event], first: bool = False) -> None:
    w.res["turn"] = t = new_turn_box(seat, number)
    passives_changed(w)          # another seat's turn, and its own solo event below
    emit(events, "turn", seat=seat, number=number)
    solo = w.res["options"]["mode"] == "solo"
    if solo:
        deck = Deck("events", w.res["decks"]["events"], rng(w))
        card = deck.draw(events, reshuffle=False)
        if card is None:
            w.res["result"] = {"winners": [], "reason": "solo_out_of_time", "score": 0}
            emit(events, "game_over", winners=[], reason="solo_out_of_time")
            return
        w.res["events_seen"].append(card)
        t["event"] = card
        passives_changed(w)
        emit(events, "event_card", card=card)
        if content().events[card]["timing"] == "now":
            apply_now_event(w, seat, card, events)
    if not first:
        maybe_remove_level(w, seat, events)
        refresh(w, seat, events)
    roll_dice(w, seat, events)


def maybe_remove_level(w: World, seat: int, events: list[Event]) -> None:
    cell = hero_cell(w, seat)
    if cell is None:
        return
    low = lowest_level(w)
    if cell[1] // LEVEL_H - low >= 2:
        clear_level(w, low, events)


def refresh(w: World, seat: int, events: list[Event]) -> None:
    p = w.res["players"][seat]
    if not p["items"] and not w.res["artifacts"]:
        return          # nothing to refresh (the usual turn): no event, nothing changes
    if any(ex for _i, ex in p["items"]) or any(a["owner"] == seat and a["exhausted"] for a in w.res["artifacts"].values()):
        emit(events, "refresh", seat=seat)
    p["items"] = [[i, False] for i, _ex in p["items"]]        # (the same items: passives() unchanged)
    for art in w.res["artifacts"].values():
        if art["owner"] == seat:
            art["exhausted"] = False


def roll_dice(w: World, seat: int, events: list[Event]) -> None:
    t = w.res["turn"]
    c = content()
    bonus = passives(w, seat)
    count = max(1, 5 + bonus["dice_plus"] - bonus["dice_minus"])
    r = rng(w)
    rolled = roll_many(c.dice["action"], r, events, count, who=seat)
    t["pool"] += new_dice(rolled, "action")
    t["rolled"] += rolled
    special = w.res["players"][seat]["special"]
    if special != "blank":
        t["pool"].append(new_die(special, "special"))
    face = roll(c.dice["enemy"], r, events, who="enemies", slot=0)
    t["enemy_face"] = face
    if face == "attack":
        enemies_attack_all(w, events)
    else:
        enemy_die_move(w, -1 if face == "left" else 1, events)
    t["phase"] = "actions"


def new_die(face: str, src: str) -> dict:
    return {"face": face, "src": src, "used": False, "gems": 0, "ready": False}


def new_dice(faces, src: str) -> list[dict]:
    """[new_die(face, src) for face in faces] in one call (a turn's roll; a test
    checks that the two make the same dice)."""
    return [{"face": face, "src": src, "used": False, "gems": 0, "ready": False} for face in faces]


def apply_now_event(w: World, seat: int, card: str, events: list[Event]) -> None:
    p = player(w, seat)
    for eff in content().events[card]["effects"]:
        if "heal" in eff:
            heal(w, seat, eff["heal"], events)
        elif "gems" in eff:
            p["gems"] += eff["gems"]
            emit(events, "gems", seat=seat, amount=eff["gems"], reason="event")
        elif "gold" in eff:
            p["gold"] += eff["gold"]
            emit(events, "gold", seat=seat, amount=eff["gold"], reason="event")
        elif "spawn_enemy" in eff:
            spawn_reinforcement(w, seat, eff["spawn_enemy"], events)


def spawn_reinforcement(w: World, seat: int, n: int, events: list[Event]) -> None:
    """An extra enemy of a level's card on a free spawn square: the hero's level,
    else the highest revealed regular level."""
    b = board(w)
    cell = hero_cell(w, seat)
    level = cell[1] // LEVEL_H if cell is not None else lowest_level(w)
    if level >= boss_level(w):
        level = min(highest_level(w), boss_level(w) - 1)
    if w.res["level_status"][level] != "revealed":
        return
    for _ in range(n):
        occ = occupancy(w)
        free = [c for c in b.in_level(b.spawns, level) if c not in occ]
        if not free:
            return
        spot = rng(w).choice(free)
        ref = w.res["enemy_cards"][level]
        eid = w.spawn(Figure("enemy", ref), Pos(*spot))
        emit(events, "enemy_spawn", eid=eid, ref=ref, cell=spot)


def heal(w: World, seat: int, amount: int, events: list[Event]) -> None:
    p = player(w, seat)
    top = max_health(w, seat)
    gained = min(amount, top - p["health"])
    if gained > 0:
        p["health"] += gained
        emit(events, "heal", seat=seat, amount=gained)


def settle(w: World, drop: bool, events: list[Event]) -> None:
    """The end of the turn before the boss: gravity, then the solo event's end
    effects. No dice are rolled, so the client's warnings preview it on a copy."""
    t = w.res["turn"]
    seat = t["seat"]
    gravity(w, events, drop_seat=seat if drop else None)
    event = t.get("event")
    if event and content().events[event]["timing"] == "end" and w.res["result"] is None:
        for eff in content().events[event]["effects"]:
            if "enemies_attack" in eff:
                enemies_attack_all(w, events)
            elif "wound_if_adjacent" in eff:
                cell = hero_cell(w, seat)
                if cell is not None and adjacent_enemies(w, cell):
                    wound_hero(w, seat, eff["wound_if_adjacent"], events, source="event")


def end_turn(w: World, drop: bool, events: list[Event]) -> None:
    t = w.res["turn"]
    seat = t["seat"]
    settle(w, drop, events)
    cell = hero_cell(w, seat)
    if w.res["result"] is None and in_boss_level(w, cell) and w.res["level_status"][-1] == "revealed":
        boss_turn(w, events)
    if w.res["result"] is not None:
        t["phase"] = "over"
        return
    n = len(w.res["players"])
    nxt = (seat + 1) % n
    begin_turn(w, nxt, t["number"] + 1, events)


def live_enemies_adjacent(w: World, seat: int) -> bool:
    cell = hero_cell(w, seat)
    return cell is not None and bool(adjacent_enemies(w, cell))


__all__ = ["begin_turn", "end_turn", "settle", "heal", "new_die", "live_enemies_adjacent"]
