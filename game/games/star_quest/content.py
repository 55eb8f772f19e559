"""Star Quest's YAML content, validated on load (errors name file and field)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engine.content import TEXT, ContentError, IntRange, MapOf, OneOf, load_checked, unique_ids
from game.paths import content_path

GRAMMAR = ("ms", "fs", "mp", "fp")     # gender and number of a name, for the log's agreement
STATUSES = ("afflicted", "weakened", "sick", "affected")
STATS = ("strength", "dexterity", "will")
# Every reason a hero spends power (checks.spend_power's `why`); power.yaml describes each.
POWER_USES = ("extra_action", "skill", "pass_check", "ignore_stun", "revive", "cast", "clear_affected", "ledge")
WEAPON_RULES = {"ap?": IntRange(1, 4), "blast?": IntRange(2, 6), "deadly?": IntRange(2, 6), "bane?": bool,
                "indirect?": bool, "limited?": bool, "reliable?": bool, "rending?": bool, "surge?": bool,
                "thrust?": bool, "unstoppable?": bool, "counter?": bool}
UNIT_RULES = {"ambush?": bool, "caster?": IntRange(1, 6), "fast?": bool, "fear?": IntRange(1, 6),
              "fearless?": bool, "flying?": bool, "furious?": bool, "immobile?": bool,
              "impact?": IntRange(1, 6), "regeneration?": bool, "relentless?": bool, "scout?": bool,
              "slow?": bool, "stealth?": bool, "strider?": bool, "villain?": bool}
EFFECT = {"kind": OneOf("attack", "heal", "ward", "drain", "status", "cleanse", "power"),
          "hits?": IntRange(1, 6), "amount?": IntRange(1, 6), "rules?": WEAPON_RULES,
          "status?": OneOf(*STATUSES)}
STAT = IntRange(2, 6)
BASES = (1, 2)          # base diameters in inches (see docs/rules/star_quest.md)
SIZE = {"base?": OneOf(*BASES), "height?": IntRange(1, 4)}   # model size; default 1" base, 1" tall
SCHEMAS = {
    "terrain.yaml": {"terrain": [{"id": str, "name": TEXT, "cover": bool, "blocks_sight": bool,
                                  "impassable": bool, "difficult": bool, "dangerous": bool,
                                  "height?": IntRange(1, 12)}]},
    "power.yaml": {"power": [{"id": OneOf(*POWER_USES), "cost": str, "name": TEXT, "text": TEXT}]},
    "search.yaml": {"search": [{"id": str, "weight": IntRange(1, 20), "name": TEXT, "grammar": OneOf(*GRAMMAR, "bare"),
                                "effect": {"kind": OneOf("power", "heal", "intel", "attack", "ambush", "none"),
                                           "amount?": IntRange(1, 6), "hits?": IntRange(1, 6),
                                           "ap?": IntRange(1, 4)}}]},
    "weapons.yaml": {"weapons": [{"id": str, "grammar": OneOf(*GRAMMAR), "name": TEXT, "plural?": TEXT, "range": IntRange(0, 48), "attacks": IntRange(1, 8),
                                  "rules": WEAPON_RULES, "status?": OneOf(*STATUSES)}]},
    "spells.yaml": {"spells": [{"id": str, "name": TEXT, "cost": IntRange(1, 6), "range": IntRange(1, 36),
                                "target": OneOf("enemy", "friend"), "effect": EFFECT}]},
    "heroes.yaml": {"heroes": [{"id": str, "grammar": OneOf(*GRAMMAR), "article?": bool, "name": TEXT, "role": TEXT, "quality": STAT, "defence": STAT,
                                "tough": IntRange(1, 12), "strength": STAT, "dexterity": STAT, "will": STAT,
                                "power": {"start": IntRange(0, 12), "max": IntRange(1, 12)},
                                "weapons": [str], "rules": UNIT_RULES, "spells?": [str], "skills": [str], **SIZE}],
                    "skills": [{"id": str, "name": TEXT, "stat": OneOf(*STATS), "range": IntRange(0, 24),
                                "target": OneOf("enemy", "friend", "self"), "effect": EFFECT}]},
    "units.yaml": {"factions": [{"id": str, "name": TEXT, "basic": str}],
                   "units": [{"id": str, "grammar": OneOf(*GRAMMAR), "faction": str, "name": TEXT, "size": IntRange(1, 10),
                              "quality": STAT, "defence": STAT, "tough": IntRange(1, 20), "weapons": [str],
                              "rules": UNIT_RULES, "spells?": [str], "threat": IntRange(1, 20), **SIZE}]},
    "missions.yaml": {
        "missions": [{"id": str, "name": TEXT, "intro": TEXT, "map": str, "faction": str,
                      "round_limit": IntRange(3, 15),
                      "goal": {"kind": OneOf("interact", "extract", "eliminate", "seize"),
                               "count?": IntRange(1, 6), "stat?": OneOf(*STATS), "target?": str},
                      "search": IntRange(0, 8),
                      "waves": [{"round": IntRange(1, 15), "spawn": IntRange(1, 3), "units": [str]}]}],
        "campaign": {"name": TEXT, "missions": [str], "power_per_victory": IntRange(0, 3)},
        "generator": {"maps": [str], "goals": [OneOf("interact", "extract", "eliminate", "seize")],
                      "round_limit": {"min": IntRange(3, 15), "max": IntRange(3, 15)},
                      "threat_per_hero": IntRange(1, 20), "wave_rounds": [IntRange(1, 15)],
                      "villains": MapOf(str), "search": {"min": IntRange(0, 8), "max": IntRange(0, 8)},
                      "names": MapOf(TEXT), "intros": MapOf(TEXT), "map_names": MapOf(TEXT)}},
}
HERO_COUNT = 4          # at least this many heroes


@dataclass(frozen=True)
class Content:
    terrain: dict
    power: dict
    search: dict
    weapons: dict
    spells: dict
    heroes: dict
    skills: dict
    factions: dict
    units: dict
    missions: dict
    campaign: dict
    generator: dict

    def profile(self, ref: str) -> dict:
        return self.heroes[ref] if ref in self.heroes else self.units[ref]

    def name(self, ref: str, lang: str) -> str:
        for table in (self.heroes, self.units, self.weapons, self.spells, self.skills, self.search,
                      self.terrain, self.factions, self.missions):
            if ref in table:
                return table[ref]["name"][lang]
        return str(ref)


def _check(cond: bool, where: str, what: str) -> None:
    if not cond:
        raise ContentError(f"{where}: {what}")


@lru_cache(maxsize=None)
def load_content(folder: str | None = None) -> Content:
    base = (lambda name: f"{folder}/{name}") if folder else (lambda name: str(content_path("star_quest", name)))
    raw = {name: load_checked(base(name), spec) for name, spec in SCHEMAS.items()}
    terrain = unique_ids(raw["terrain.yaml"]["terrain"], base("terrain.yaml"))
    _check("open" in terrain, base("terrain.yaml"), "needs the 'open' kind")
    search = unique_ids(raw["search.yaml"]["search"], base("search.yaml"))
    power = unique_ids(raw["power.yaml"]["power"], base("power.yaml"))
    _check(set(power) == set(POWER_USES), base("power.yaml"), f"must describe exactly {list(POWER_USES)}")
    weapons = unique_ids(raw["weapons.yaml"]["weapons"], base("weapons.yaml"))
    spells = unique_ids(raw["spells.yaml"]["spells"], base("spells.yaml"))
    heroes = unique_ids(raw["heroes.yaml"]["heroes"], base("heroes.yaml"))
    skills = unique_ids(raw["heroes.yaml"]["skills"], base("heroes.yaml"))
    factions = unique_ids(raw["units.yaml"]["factions"], base("units.yaml"))
    units = unique_ids(raw["units.yaml"]["units"], base("units.yaml"))
    missions = unique_ids(raw["missions.yaml"]["missions"], base("missions.yaml"))
    _check(len(heroes) >= HERO_COUNT, base("heroes.yaml"), f"expected at least {HERO_COUNT} heroes")
    _check(not set(heroes) & set(units), base("heroes.yaml"), "a hero and a unit share an id")
    for table, path in ((spells, "spells.yaml"), (skills, "heroes.yaml")):
        for s in table.values():
            eff = s["effect"]
            if eff["kind"] == "attack":
                _check("hits" in eff, f"{base(path)}: {s['id']}.effect", "an attack needs hits")
            if eff["kind"] in ("heal", "ward", "drain", "power"):
                _check("amount" in eff, f"{base(path)}: {s['id']}.effect", f"{eff['kind']} needs amount")
            if eff["kind"] == "status":
                _check("status" in eff, f"{base(path)}: {s['id']}.effect", "status needs status")
    for t in terrain.values():
        _check(("height" in t) == t["blocks_sight"], f"{base('terrain.yaml')}: {t['id']}.height",
               "sight blockers (and only they) have a height")
    for who, table, path in (("hero", heroes, "heroes.yaml"), ("unit", units, "units.yaml")):
        for p in table.values():
            where = f"{base(path)}: {p['id']}"
            p.setdefault("base", 1)
            p.setdefault("height", 1)
            for w in p["weapons"]:
                _check(w in weapons, where + ".weapons", f"unknown weapon {w!r}")
            for s in p.get("spells", ()):
                _check(s in spells, where + ".spells", f"unknown spell {s!r}")
            _check(bool(p.get("spells")) == bool(p["rules"].get("caster")), where,
                   "casters (and only casters) have spells")
            if who == "hero":
                for s in p["skills"]:
                    _check(s in skills, where + ".skills", f"unknown skill {s!r}")
                _check(p["power"]["start"] <= p["power"]["max"], where + ".power", "start above max")
            else:
                _check(p["faction"] in factions, where + ".faction", f"unknown faction {p['faction']!r}")
    for f in factions.values():
        _check(f["basic"] in units, f"{base('units.yaml')}: {f['id']}.basic", f"unknown unit {f['basic']!r}")
    mdata = raw["missions.yaml"]
    for m in missions.values():
        where = f"{base('missions.yaml')}: {m['id']}"
        _check(m["faction"] in factions, where + ".faction", f"unknown faction {m['faction']!r}")
        for wave in m["waves"]:
            for u in wave["units"]:
                _check(u in units, where + ".waves", f"unknown unit {u!r}")
        goal = m["goal"]
        if goal["kind"] == "eliminate":
            _check(goal.get("target") in units, where + ".goal.target", "eliminate needs a unit id")
        else:
            _check("count" in goal, where + ".goal.count", "missing")
    for mid in mdata["campaign"]["missions"]:
        _check(mid in missions, f"{base('missions.yaml')}: campaign.missions", f"unknown mission {mid!r}")
    gen = mdata["generator"]
    for f, v in gen["villains"].items():
        _check(f in factions and v in units, f"{base('missions.yaml')}: generator.villains.{f}", "unknown")
    return Content(terrain, power, search, weapons, spells, heroes, skills, factions, units, missions,
                   mdata["campaign"], gen)
