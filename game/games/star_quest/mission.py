"""Missions: setting one up (heroes, waves, search tokens, mission elements,
AI objectives), the mission generator (the campaign maker), the narrative
campaign and its carry-over, and victory and defeat."""
from __future__ import annotations

from itertools import chain

from game.engine.chance import Rng
from game.engine.measure import gap
from game.engine.protocol import Event
from game.engine.state import World

from .components import Model, Pos, Unit
from .world import board, cell, content, emit, inches, radius

GOAL_KINDS = ("interact", "extract", "eliminate", "seize")


def generate(r: Rng, n_heroes: int) -> dict:
    """A mission from the generator's tables: map, faction, goal, round
    limit, search tokens, and waves bought with threat points."""
    c = content()
    g = c.generator
    mp = r.choice(g["maps"])
    faction = r.choice(sorted(c.factions))
    goal_kind = r.choice(g["goals"])
    limit = g["round_limit"]["min"] + r.below(g["round_limit"]["max"] - g["round_limit"]["min"] + 1)
    budget = g["threat_per_hero"] * n_heroes
    pool = sorted(u for u, p in c.units.items() if p["faction"] == faction)
    villain = g["villains"][faction]
    waves = []
    rounds = g["wave_rounds"]
    share = budget // len(rounds)
    for i, rd in enumerate(rounds):
        spawn = i % 3 + 1
        units, left = [], share
        if goal_kind == "eliminate" and i == 0:
            units.append(villain)
            left -= c.units[villain]["threat"]
        cheap = [u for u in pool if u != villain]
        for _ in range(8):
            fits = [u for u in cheap if c.units[u]["threat"] <= left]
            if not fits:
                break
            pick = r.choice(fits)
            units.append(pick)
            left -= c.units[pick]["threat"]
        if not units:
            units.append(c.factions[faction]["basic"])
        waves.append({"round": rd, "spawn": spawn, "units": units})
    goal = {"kind": goal_kind}
    if goal_kind == "eliminate":
        goal["target"] = villain
    elif goal_kind == "seize":
        goal["count"] = 2
    elif goal_kind == "extract":
        goal["count"] = 2
    else:
        goal["count"] = 2
        goal["stat"] = r.choice(["strength", "dexterity", "will"])
    search = g["search"]["min"] + r.below(g["search"]["max"] - g["search"]["min"] + 1)
    if goal_kind == "extract":
        search = max(search, 5)
    mname = g["map_names"][mp]
    target_name = c.units[villain]["name"]
    name = {lang: g["names"][goal_kind][lang].format(map=mname[lang]) for lang in ("es", "en")}
    intro = {lang: g["intros"][goal_kind][lang].format(count=goal.get("count", 1), limit=limit,
                                                        target=target_name[lang]) for lang in ("es", "en")}
    return {"id": "generated", "name": name, "intro": intro, "map": mp, "faction": faction, "round_limit": limit,
            "goal": goal, "search": search, "waves": waves}


def spawn_hero(w: World, ref: str, seat: int) -> int:
    p = content().heroes[ref]
    uid = w.spawn(Unit("hero", ref, seat, [], 1, "reserve", p["power"]["start"]))
    mid = w.spawn(Model(uid), Pos(-1, -1))
    w.get(uid, Unit).models.append(mid)
    return uid


def spawn_ai(w: World, ref: str, arrive: int, spawn: int) -> int:
    p = content().units[ref]
    uid = w.spawn(Unit("ai", ref, -1, [], p["size"], "reserve", arrive=arrive, spawn=spawn))
    for _ in range(p["size"]):
        mid = w.spawn(Model(uid), Pos(-1, -1))
        w.get(uid, Unit).models.append(mid)
    return uid


def setup_mission(w: World, events: list[Event], m: dict) -> None:
    """Put a mission on the table: map, marks, heroes on the deployment
    zone, the AI's units waiting for their waves."""
    w.res["mission"] = m
    if not w.res.get("arena"):
        w.res["map"] = m["map"]
        w.cache.pop("arena", None)
    bd = board(w)
    w.res["objectives"] = [list(c) for c in bd.marks["ai_objective"]]
    w.res["elements"] = [{"at": list(c), "done": False} for c in bd.marks["element"]] \
        if m["goal"]["kind"] == "interact" else []
    w.res["tokens"] = [{"at": list(c), "revealed": False, "taken": False, "content": None}
                       for c in bd.marks["search"][:m["search"]]]
    if m["goal"]["kind"] == "extract":
        # The intel is really there: goal + 1 tokens hold it (still face down); the rest come from the bag.
        order = list(range(len(w.res["tokens"])))
        Rng(w.res["rng"]).shuffle(order)
        for i in order[:m["goal"]["count"] + 1]:
            w.res["tokens"][i]["content"] = "intel"
    w.res["intel"] = 0
    w.res["round"] = 0
    w.res["waves"] = {}
    for uid, u in list(w.query(Unit)):
        if u.side == "ai":
            for mid in u.models:
                w.despawn(mid)
            w.despawn(uid)
    for wave in m["waves"]:
        for ref in wave["units"]:
            uid = spawn_ai(w, ref, 0 if content().units[ref]["rules"].get("ambush") else wave["round"], wave["spawn"])
            w.res["waves"][str(uid)] = wave["round"]
    emit(events, "mission", id=m["id"], name=m["name"], intro=m["intro"], goal=m["goal"], map=m["map"],
         round_limit=m["round_limit"])
    deploy_heroes(w, events)


def deploy_heroes(w: World, events: list[Event]) -> None:
    """Heroes stand in the deployment zone, more than 1" apart (a reserved
    Ambush hero waits)."""
    bd = board(w)
    zone = list(bd.marks["deploy"]) or [(0, bd.height - 1)]
    imp = bd.cells_with("impassable")
    used: list = []
    for uid, u in sorted(w.query(Unit)):
        if u.side != "hero" or w.res.get("reserved", {}).get(str(uid)):
            continue
        spot = None
        # The zone first, then the whole table from the bottom row up (built
        # only if the zone runs out: a generator, not a list per hero).
        for c in chain(zone, ((x, y) for y in range(bd.height - 1, -1, -1) for x in range(bd.width))):
            if c in imp or c in used or any(gap(c, o) <= inches(w, 1) + 1e-9 for o in used):
                continue
            spot = c
            break
        used.append(spot)
        p = w.get(u.models[0], Pos)
        p.x, p.y = spot
        u.state = "active"
    emit(events, "deployed", cells=[list(c) for c in used])


# -- victory and defeat ---------------------------------------------------------------------
def objective_control(w: World) -> list[str]:
    """Who holds each AI objective: "heroes", "ai", "contested" or "none".
    Within 3" counts; Stunned units cannot hold or contest."""
    out = []
    three = inches(w, 3)
    for o in w.res["objectives"]:
        oc = tuple(o)
        sides = set()
        for uid, u in w.query(Unit):
            if u.state != "active" or u.stunned or not u.models:
                continue
            if any(gap(cell(w, m), oc, radius(w, uid)) <= three + 1e-9 for m in u.models):
                sides.add(u.side)
        out.append("contested" if len(sides) == 2 else ("heroes" if sides == {"hero"} else
                                                         ("ai" if sides == {"ai"} else "none")))
    return out


def check_result(w: World, events: list[Event], after: int | None = None) -> bool:
    """After an activation: is the mission won or lost?"""
    if w.res["result"] is not None:
        return True
    heroes = [u for _, u in w.query(Unit) if u.side == "hero"]
    if not any(u.state in ("active", "reserve") for u in heroes):
        return end_mission(w, events, False, "party_down")
    goal = w.res["mission"]["goal"]
    kind = goal["kind"]
    if kind == "interact" and sum(e["done"] for e in w.res["elements"]) >= goal["count"]:
        return end_mission(w, events, True, "elements_done")
    if kind == "eliminate" and not any(u.ref == goal["target"] and u.state in ("active", "reserve")
                                       for _, u in w.query(Unit)):
        return end_mission(w, events, True, "target_destroyed")
    if kind == "extract" and after is not None and w.res["intel"] >= goal["count"]:
        u = w.get(after, Unit)
        exits = {tuple(c) for c in board(w).marks["exit"]}
        if u.side == "hero" and u.state == "active" and cell(w, u.models[0]) in exits:
            return end_mission(w, events, True, "extracted")
    return False


def round_over(w: World, events: list[Event]) -> bool:
    """End of a round: the last round decides seize missions; after it, time is up."""
    m = w.res["mission"]
    if w.res["round"] < m["round_limit"]:
        return False
    if m["goal"]["kind"] == "seize":
        held = objective_control(w).count("heroes")
        emit(events, "objectives_held", held=held, needed=m["goal"]["count"])
        return end_mission(w, events, held >= m["goal"]["count"], "seized" if held >= m["goal"]["count"] else "time")
    return end_mission(w, events, False, "time")


def end_mission(w: World, events: list[Event], won: bool, reason: str) -> bool:
    camp = w.res.get("campaign")
    emit(events, "mission_end", won=won, reason=reason, round=w.res["round"])
    if camp is not None:
        camp["results"].append(won)
        if won and camp["index"] + 1 < len(camp["missions"]):
            camp["index"] += 1
            next_mission(w, events, content().missions[camp["missions"][camp["index"]]])
            return True
    seats = list(range(w.res["options"]["players"]))
    wins = sum(camp["results"]) if camp else int(won)
    w.res["result"] = {"winners": seats if won else [], "reason": reason, "score": wins}
    w.res["phase"] = "over"
    w.res["act"] = None
    w.res["pending"] = None
    emit(events, "game_over", won=won, reason=reason)
    return True


def next_mission(w: World, events: list[Event], m: dict) -> None:
    """Campaign carry-over: wounds, conditions and Stunned heal, power starts
    at the start value plus the campaign's bonus per mission won, spell
    tokens and used Limited weapons reset."""
    from .turn import start_round
    c = content()
    wins = sum(w.res["campaign"]["results"])
    for uid, u in w.query(Unit):
        if u.side != "hero":
            continue
        p = c.heroes[u.ref]
        for mid in u.models:
            w.get(mid, Model).wounds = 0
        u.state = "reserve"
        u.status = []
        u.stunned = False
        u.fatigued = False
        u.tokens = 0
        u.used = []
        u.intel = 0
        u.power = min(p["power"]["max"], p["power"]["start"] + wins * c.campaign["power_per_victory"])
    w.res["reserved"] = {}
    setup_mission(w, events, m)
    w.res["phase"] = "heroes"
    w.res["act"] = None
    start_round(w, events)

