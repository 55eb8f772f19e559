"""A new adventure: heroes, the reserve, the JOA's three decks, the board's hidden data."""
from __future__ import annotations

import math

from game.engine.chance import Deck, Rng
from game.engine.doors import Doors
from game.engine.protocol import Event
from game.engine.state import World

from .board import load_board
from .content import content, faction_of_scenario
from .magic import new_magic
from .world import emit

HERO_IDS = ("brannoc", "dorna", "ithra", "saska", "velka", "morvaen")


def new_figure(w, side: str, ref: str, at, seat: int | None = None, profile: dict | None = None) -> dict:
    c = content()
    p = profile or (c.heroes[ref] if side == "hero" else (c.creatures.get(ref) if side == "joa" else c.npcs[ref]))
    n = w.res["next_fig"]
    w.res["next_fig"] = n + 1
    fid = ("h" if side == "hero" else ("n" if side == "npc" else "c")) + str(n)
    if side == "npc":
        stats = {k: 3 for k in ("cac", "dis", "fue", "agi", "des", "per", "val", "arm", "vit", "mov")}
        stats.update({"int": p["int"], "val": p["val"]})
        f = {"size": "medium", "level": "troop", "pv": 0, "attacks": 0, "weapons": [], "shield": None,
             "skills": [], "behaviour": None}
    else:
        stats = dict(p["stats"])
        f = {"size": p["size"], "level": p.get("level", "hero"), "pv": p.get("pv", 0),
             "attacks": p.get("attacks", 1), "weapons": list(p["weapons"]),
             "shield": None if p["shield"] == "none" else p["shield"], "skills": list(p["skills"]),
             "behaviour": p.get("behaviour")}
    f.update({"id": fid, "side": side, "ref": ref, "seat": seat, "cell": list(at) if at else None,
              "facing": [0, -1], "stats": stats, "life": stats["vit"], "max_life": stats["vit"],
              "states": {}, "out": False, "left": False, "buffs": {}, "cards": [], "lost": {}, "dropped": [],
              "weapon": (f["weapons"][0] if f["weapons"] else None), "shield_broken": False,
              "fortune": p.get("fortune", 0) if side == "hero" else 0, "coins": 0,
              "objects": list(p.get("objects", [])), "thrown_used": False, "braced": False, "no_attack": False,
              "down_last": False, "leader": False, "value": 0, "extra_actions": 0,
              "armour": None if p.get("armour", "none") == "none" else p["armour"], "armour_on": True,
              "magic": new_magic(p, side) if side != "npc" else None, "arrows_used": False})
    w.res["figs"][fid] = f
    w.res["moves"] = w.res.get("moves", 0) + 1      # a new figure on the board: caches are stale
    return f


def hero_value(w, f: dict) -> int:
    c = content()
    xp = c.heroes[f["ref"]]["xp"] + w.res["options"].get("experience", 0)
    items = sum(c.objects[o]["value"] for o in f["objects"] if c.objects[o]["kind"] != "common")
    return c.rules["base_hero_value"] + xp + items


def options_of(options: dict) -> dict:
    o = {"players": 2, "heroes": [], "companions": ["none"] * 4, "revisit": False, "experience": 0, "dun_basic": False,
         "scenario": "random", **(options or {})}
    if isinstance(o["companions"], str):
        o["companions"] = [o["companions"]]
    o["players"] = max(1, min(4, int(o["players"])))
    return o


def new_world(options: dict, seed: int, heroes_at=None) -> tuple[World, list[Event]]:
    c = content()
    o = options_of(options)
    w = World()
    scenario = o["scenario"]
    if scenario == "random":            # one of the scenarios, fixed by the game's number
        scenario = sorted(c.scenarios)[Rng(Rng.new_box(seed ^ 0x5CE7)).below(len(c.scenarios))]
    scenario = scenario if scenario in c.scenarios else "warren"
    sheet = c.scenarios[scenario]
    lead = faction_of_scenario(scenario)["leader"]
    b = load_board(sheet["map"].removesuffix(".tmx"))
    events: list[Event] = []
    w.res.update({"options": o, "rng": Rng.new_box(seed), "scenario": scenario, "map": b.name,
                  "figs": {}, "next_fig": 1, "party": [], "turn": 1, "first_turn_over": False, "companions": [],
                  "result": None, "revealed": [], "known": {}, "doors": {}, "traps": [], "chests": [],
                  "decks": {}, "in_play": {"power": []}, "reserve": 0, "achievement": {"heroes": 0, "joa": 0},
                  "obstacle_spots": [], "empty_streak": 0, "combat": False, "initiative": None, "noise": 0,
                  "noise_turns": [], "kills": [], "searched_rooms": [], "searched_elements": [], "riddles_tried": [],
                  "identify_tried": [], "npc": None,
                  "persuaded": {}, "leader": None, "leader_dead": False, "main_found": False,
                  "main_entered": False, "mission": False, "act": None, "queue": [], "rest": {},
                  "attacked": [], "joa_order": [], "hasty_used": [], "moves": 0, "v": 0, "aftermath": {},
                  "spells": [], "ask": None, "joa_queue": []})
    rng = Rng(w.res["rng"])
    # heroes
    picks = list(o["heroes"]) if o["heroes"] else []
    pool = [h for h in HERO_IDS if h not in picks]
    rng.shuffle(pool)
    while len(picks) < o["players"]:
        picks.append(pool.pop())
    chosen = []
    for p in picks[:o["players"]]:           # "random" and repeats draw from the heroes left
        chosen.append(pool.pop() if p == "random" or p in chosen or p not in HERO_IDS else p)
    picks = chosen
    starts = list(b.start)
    for seat, ref in enumerate(picks):
        at = heroes_at[seat] if heroes_at else starts[seat]
        f = new_figure(w, "hero", ref, at, seat)
        w.res["party"].append(f["id"])
    for fid in w.res["party"]:
        w.res["figs"][fid]["value"] = hero_value(w, w.res["figs"][fid])
    from . import companions
    pairs = companions.choose(list(o["companions"]) + ["none"] * 4, picks, rng)
    for fid, comp in zip(list(w.res["party"]), pairs):
        if comp != "none":
            companions.place(w, fid, comp)
    # doors, chests, traps from the map and the sheet
    d = Doors(w.res["doors"])
    for (p, q), kind in b.edges.items():
        if kind == "door":
            d.add(p, q)
    hidden = sheet["hidden"]
    for p, q in hidden["locked_doors"]:
        d.set_flag(d.at(tuple(p), tuple(q)), "locked", True)
    for p, q in hidden["riddle_doors"]:
        d.set_flag(d.at(tuple(p), tuple(q)), "riddle", True)
    for p, q in hidden["secret_doors"]:
        d.add(tuple(p), tuple(q), kind="secret")
    for ch in hidden["chests"]:
        w.res["chests"].append({"cell": list(ch["cell"]), "riddle": ch["riddle"], "locked": ch["locked"],
                                "lock_known": False, "riddle_known": False, "opened": False, "broken": False,
                                "tried": False, "hits": 0})
    for i, t in enumerate(hidden["traps"]):
        w.res["traps"].append({"id": f"s{i + 1}", "card": t["card"], "cell": list(t["cell"]), "found": False,
                               "fixed": True, "bonus": 0})
    # points and decks
    party_value = sum(w.res["figs"][h]["value"] for h in w.res["party"] + w.res["companions"])
    w.res["party_value"] = party_value
    reserve = party_value + (c.rules["revisit_bonus"] * len(picks) if o["revisit"] else 0)
    reserve -= lead["pv"]
    w.res["reserve"] = max(0, reserve)
    emit(events, "setup", heroes=picks, value=party_value, reserve=w.res["reserve"], leader_cost=lead["pv"],
         short=max(0, -reserve))
    n = len(picks)
    w.res["decks"] = build_decks(rng, n, party_value)
    for name in ("obstacle", "encounter", "power", "treasure", "common", "special", "magic"):
        Deck(name, w.res["decks"][name], rng).shuffle(events)
    w.res["deck_sizes"] = {k: len(v["draw"]) for k, v in w.res["decks"].items()}
    if o["revisit"]:
        revisit(w, b)
    # the entrance section is known from the start
    start_section = b.section[b.start[0]]
    w.res["revealed"].append(start_section)
    w.res["known"][f"section:{start_section}"] = "*"
    from .turn import begin_heroes_turn
    begin_heroes_turn(w, events)
    return w, events


def build_decks(rng: Rng, heroes: int, party_value: int) -> dict:
    c = content()

    def pool(cards: dict, skip=()) -> list:
        out = []
        for cid, card in cards.items():
            if cid not in skip:
                out += [cid] * card["copies"]
        rng.shuffle(out)
        return out
    obstacles = pool(c.obstacles, skip=("thief", "ambush"))[:heroes * 6]
    obstacles += ["thief", "ambush"] + (["ambush"] if heroes > 2 else [])
    encounters = pool(c.encounters)[:math.ceil(party_value / 10)]
    powers = pool(c.powers, skip=("reinforcements",))[:heroes * 6]
    powers += ["reinforcements"] + (["reinforcements"] if heroes > 2 else [])
    objects = {k: [o for o, v in c.objects.items() if v["kind"] == k] for k in ("common", "special", "magic")}
    from .potions import special_deck
    objects["special"] = special_deck(objects["special"])
    return {"obstacle": Deck.new_box(obstacles), "encounter": Deck.new_box(encounters),
            "power": Deck.new_box(powers), "treasure": Deck.new_box(list(c.treasure)),
            **{k: Deck.new_box(v) for k, v in objects.items()}}


def revisit(w, b) -> None:
    """Back in a scenario the party has been in: what it searched stays searched (every element and
    every room: a single adventure keeps no record, so the party is taken to have searched them all)
    and the sheet's traps it met are known (found, still to be disarmed)."""
    w.res["searched_elements"] = sorted("%d,%d" % c for c, fu in b.furniture.items() if fu["kind"] in content().elements)
    w.res["searched_rooms"] = sorted(n for n, k in b.kind.items() if k in ("room", "main"))
    for t in w.res["traps"]:
        t["found"] = True
