"""Dungeon Universalis' YAML content, validated on load (errors name file and field)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engine.chance import Die
from game.engine.content import TEXT, AnyOf, ContentError, IntRange, OneOf, load_checked, unique_ids
from game.engine.wording import GRAMMAR
from game.paths import content_path

STAT_KEYS = ("cac", "dis", "fue", "agi", "des", "per", "int", "val", "arm", "vit", "mov")
STATS = {k: IntRange(0, 12) for k in STAT_KEYS}
TRAITS = ("long", "shield_breaking", "noisy", "thrown", "daggers", "natural", "ranged", "reload", "magic",
          "two_handed")
BONUSES = ("melee", "defence", "shoot", "perception", "dexterity", "bravery", "initiative", "life",
           "armour", "attacks", "special")
CRITERIA = ("nearest", "easiest", "weakest_armour", "most_wounded", "richest", "highest_value")
STATES = ("none", "stunned", "poisoned", "knocked_down")
SIZES = ("small", "medium", "large", "huge")
LORES = ("embers", "shadows")               # the two lores of magic (spells.yaml)
HERO_CASTER = {"level": OneOf("apprentice", "adept", "archmage"), "lore": OneOf(*LORES), "spells": [str]}
CASTER = {"lore": OneOf(*LORES), "mana": IntRange(1, 30)}    # a creature that casts: its lore, its mana
GROUP = [[AnyOf(str, IntRange(1, 6))]]     # [[creature, count], ...]

FIGURE = {"id": str, "name": TEXT, "grammar": OneOf(*GRAMMAR), "size": OneOf(*SIZES), "level": OneOf("troop", "elite", "champion"),
          "pv": IntRange(1, 40), "attacks": IntRange(1, 3), "stats": STATS, "weapons": [str], "shield": str,
          "skills": [str], "behaviour": str, "caster?": CASTER, "extras?": [{"pv": IntRange(1, 6), "skill": str}]}
FACTION = {
    "faction": {"id": str, "name": TEXT},
    "creatures": [FIGURE],
    "leader": {**FIGURE, "magic_item": str, "extras": [{"pv": IntRange(1, 6), "skill": str}]},
    "thief": str,
    "generation": [{"roll": IntRange(1, 10), "enemies": GROUP, "wandering": GROUP, "special": GROUP}],
    "behaviours": [{"id": str, "mode": OneOf("melee", "ranged"), "spread": bool,
                    "target": [OneOf(*CRITERIA)], "options?": [OneOf(*CRITERIA)], "name": TEXT}]}
SCENARIO = {
    "id": str, "map": str, "title": TEXT, "intro": TEXT, "faction?": str,
    "goal": {"kind": OneOf("kill_leader"), "text": TEXT}, "main_section": IntRange(1, 99),
    "leader_cell": [int], "npc": {"id": str, "cell": [int]},
    "hidden": {"locked_doors": [[[int]]], "riddle_doors": [[[int]]], "secret_doors": [[[int]]],
               "traps": [{"cell": [int], "card": str}],
               "chests": [{"cell": [int], "riddle": bool, "locked": bool}]},
    "riddle": TEXT}
SCHEMAS = {
    "rules.yaml": {"scenario_die": {"faces": [OneOf("obstacle", "encounter", "power", "blank")]},
                   "test_target": IntRange(2, 14), "shot_target": IntRange(2, 14),
                   "combat_range": IntRange(1, 30), "safety_radius": IntRange(0, 5),
                   "large_section": IntRange(1, 200), "pv_per_table_step": IntRange(1, 100),
                   "table_cap": IntRange(0, 6), "turn_limit": IntRange(5, 200),
                   "base_hero_value": IntRange(1, 50), "revisit_bonus": IntRange(0, 10),
                   "leader_floor": IntRange(0, 50), "epic_party_value": IntRange(1, 500)},
    "skills.yaml": {"skills": [{"id": str, "kind": OneOf("active", "passive"), "bonus": OneOf(*BONUSES),
                                "amount": IntRange(0, 3), "name": TEXT}]},
    "items.yaml": {
        "weapons": [{"id": str, "dice": IntRange(0, 5), "mod": IntRange(-3, 3), "break": IntRange(0, 6),
                     "range?": IntRange(1, 30), "traits": [OneOf(*TRAITS)], "name": TEXT}],
        "shields": [{"id": str, "block": IntRange(1, 6), "break": IntRange(0, 6), "name": TEXT}],
        "objects": [{"id": str, "kind": OneOf("common", "special", "magic"),
                     "effect": OneOf("heal", "none", "weapon", "armour", "perception", "potion", "mana", "light",
                                     "scroll", "component", "arrows"),
                     "amount": IntRange(0, 9), "value": IntRange(0, 20), "name": TEXT}],
        "treasure": [{"id": str, "coins": IntRange(0, 100), "object": OneOf("none", "common", "special", "magic"),
                      "name": TEXT}],
        "elements": [{"kind": str, "special": bool,
                      "results": [OneOf("fumble", "nothing", "coins", "treasure", "heal", "stun")], "name": TEXT}]},
    "heroes.yaml": {"heroes": [{"id": str, "name": TEXT, "grammar": OneOf(*GRAMMAR), "race": str, "alignment": OneOf("good", "neutral", "evil"),
                                "size": OneOf(*SIZES), "xp": IntRange(0, 100),
                                "fortune": IntRange(0, 5), "stats": STATS, "weapons": [str], "shield": str,
                                "skills": [str], "objects": [str], "armour?": str, "caster?": HERO_CASTER}]},
    "faction.yaml": FACTION,
    "faction_drowned_court.yaml": FACTION,
    "cards.yaml": {
        "obstacles": [{"id": str, "kind": OneOf("trap", "lock", "thief", "ambush"), "cost": IntRange(0, 9),
                       "copies": IntRange(1, 9), "perception": IntRange(0, 14), "disarm": IntRange(0, 14),
                       "damage": IntRange(0, 6), "state": OneOf(*STATES), "name": TEXT}],
        "encounters": [{"id": str, "kind": OneOf("enemies", "wandering", "special"), "copies": IntRange(1, 12),
                        "name": TEXT}],
        "powers": [{"id": str, "effect": OneOf("melee", "armour", "move", "fortune", "heal", "frighten",
                                               "reinforcements", "dim", "darkness"),
                    "amount": IntRange(0, 5), "cost": IntRange(0, 9), "copies": IntRange(1, 9), "lasting": bool,
                    "name": TEXT}]},
    "npcs.yaml": {"npcs": [{"id": str, "name": TEXT, "grammar": OneOf(*GRAMMAR), "race": str, "alignment": OneOf("good", "neutral", "evil"),
                            "int?": IntRange(0, 9), "val?": IntRange(0, 9),
                            "reveals": [OneOf("secret_doors", "traps", "treasure")]}]},
    "scenario_warren.yaml": SCENARIO,
    "scenario_sunken.yaml": SCENARIO,
}
SCENARIOS = ("warren", "sunken")
DEFAULT_FACTION = "hollow_warren"
FACTION_FILES = ("faction.yaml", "faction_drowned_court.yaml")    # the Hollow Warren first (the default)


@dataclass(frozen=True)
class Content:
    rules: dict
    die: Die
    skills: dict
    weapons: dict
    shields: dict
    objects: dict
    treasure: dict
    elements: dict           # furniture kind -> what searching / using it does
    heroes: dict
    faction: dict
    creatures: dict          # every creature profile, the Leader included
    leader: dict
    thief: str
    generation: list         # rows 1..10
    behaviours: dict
    obstacles: dict
    encounters: dict
    powers: dict
    npcs: dict
    scenarios: dict
    factions: dict           # faction id -> {id, name, file, creatures (ids), leader, thief, generation}


def _load(name: str):
    return load_checked(content_path("dungeon_universalis", name), SCHEMAS[name])


def _check_refs(c: Content) -> None:
    def need(ok: bool, where: str, what: str):
        if not ok:
            raise ContentError(f"dungeon_universalis/content/{where}: unknown {what}")
    for h in c.heroes.values():
        for w in h["weapons"]:
            need(w in c.weapons, "heroes.yaml", f"weapon {w!r} of {h['id']}")
        need(h["shield"] == "none" or h["shield"] in c.shields, "heroes.yaml", f"shield of {h['id']}")
        for s in h["skills"]:
            need(s in c.skills, "heroes.yaml", f"skill {s!r} of {h['id']}")
        for o in h["objects"]:
            need(o in c.objects, "heroes.yaml", f"object {o!r} of {h['id']}")
        need(sum(c.skills[s]["kind"] == "active" for s in h["skills"]) <= 2, "heroes.yaml",
             f"skills: {h['id']} has more than two active skills")
    for fa in c.factions.values():
        where = fa["file"]
        for cid in fa["creatures"] + [fa["leader"]["id"]]:
            cr = c.creatures[cid]
            for w in cr["weapons"]:
                need(w in c.weapons, where, f"weapon {w!r} of {cr['id']}")
            need(cr["shield"] == "none" or cr["shield"] in c.shields, where, f"shield of {cr['id']}")
            need(cr["behaviour"] in c.behaviours, where, f"behaviour of {cr['id']}")
            for s in cr["skills"] + [e["skill"] for e in cr.get("extras", [])]:
                need(s in c.skills, where, f"skill {s!r} of {cr['id']}")
            need(cr["size"] not in ("large", "huge") or bool(cr.get("extras")), where,
                 f"extras: the large or huge {cr['id']} needs its extra skills")
        need(fa["leader"]["magic_item"] in c.objects, where, "leader magic_item")
        need(fa["thief"] in fa["creatures"], where, "thief creature")
        need([r["roll"] for r in fa["generation"]] == list(range(1, 11)), where, "generation rows (need 1..10)")
        for row in fa["generation"]:
            for col in ("enemies", "wandering", "special"):
                for pair in row[col]:
                    need(len(pair) == 2 and isinstance(pair[0], str) and isinstance(pair[1], int), where,
                         f"group {pair!r} in generation row {row['roll']} (expected [creature, count])")
                    need(pair[0] in fa["creatures"], where, f"creature {pair[0]!r} in generation row {row['roll']}")
    for e in c.elements.values():
        need(len(e["results"]) == 6, "items.yaml", f"elements: {e['kind']} needs six results")
    for s in c.scenarios.values():
        for t in s["hidden"]["traps"]:
            need(t["card"] in c.obstacles and c.obstacles[t["card"]]["kind"] == "trap", "scenario", "trap card")
        need(s["npc"]["id"] in c.npcs, "scenario", "npc")
        need(s.get("faction", DEFAULT_FACTION) in c.factions, f"scenario_{s['id']}.yaml", f"faction {s.get('faction')!r}")


def _factions() -> tuple[dict, dict, dict]:
    """Every faction file: (factions by id, creatures of all of them, behaviours of all of them)."""
    factions, creatures, behaviours = {}, {}, {}
    for name in FACTION_FILES:
        data = _load(name)
        where = f"dungeon_universalis/content/{name}"
        own = unique_ids(data["creatures"], name)
        leader = dict(data["leader"])
        for cid in [*own, leader["id"]]:
            if cid in creatures:
                raise ContentError(f"{where}: creature id {cid!r} is used by another faction")
        creatures.update(own)
        creatures[leader["id"]] = leader
        for bid, beh in unique_ids(data["behaviours"], name).items():
            if bid in behaviours:
                raise ContentError(f"{where}: behaviour id {bid!r} is used by another faction")
            behaviours[bid] = beh
        fid = data["faction"]["id"]
        factions[fid] = {"id": fid, "name": data["faction"]["name"], "file": name, "creatures": list(own),
                         "leader": leader, "thief": data["thief"], "generation": data["generation"]}
    return factions, creatures, behaviours


@lru_cache(maxsize=1)
def content() -> Content:
    rules = _load("rules.yaml")
    items = _load("items.yaml")
    cards = _load("cards.yaml")
    factions, creatures, behaviours = _factions()
    home = factions[DEFAULT_FACTION]
    c = Content(
        rules=rules, die=Die("scenario", tuple(rules["scenario_die"]["faces"])),
        skills=unique_ids(_load("skills.yaml")["skills"], "skills.yaml"),
        weapons=unique_ids(items["weapons"], "items.yaml"), shields=unique_ids(items["shields"], "items.yaml"),
        objects=unique_ids(items["objects"], "items.yaml"), treasure=unique_ids(items["treasure"], "items.yaml"),
        elements=unique_ids(items["elements"], "items.yaml", key="kind"),
        heroes=unique_ids(_load("heroes.yaml")["heroes"], "heroes.yaml"),
        faction={"id": home["id"], "name": home["name"]},
        creatures=creatures, leader=home["leader"], thief=home["thief"], generation=home["generation"],
        behaviours=behaviours,
        obstacles=unique_ids(cards["obstacles"], "cards.yaml"),
        encounters=unique_ids(cards["encounters"], "cards.yaml"),
        powers=unique_ids(cards["powers"], "cards.yaml"),
        npcs=unique_ids(_load("npcs.yaml")["npcs"], "npcs.yaml"),
        scenarios={s: _load(f"scenario_{s}.yaml") for s in SCENARIOS},
        factions=factions)
    _check_refs(c)
    return c


def faction_of_scenario(scenario: str) -> dict:
    """The faction a scenario sheet names (the Hollow Warren when it names none)."""
    c = content()
    return c.factions[c.scenarios[scenario].get("faction", DEFAULT_FACTION)]
