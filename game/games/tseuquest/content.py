"""TseuQuest's YAML content, validated on load (errors name file and field)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engine.chance import Die
from game.engine.content import TEXT, ContentError, IntRange, OneOf, load_checked, unique_ids
from game.engine.wording import GRAMMAR
from game.paths import content_path

ELEMENTS = ("aer", "ignis", "terra", "aqua")
DMOV_FACES = ("1", "2", "3", "4", "5", "6", "bolt", "qmark")
DCOM_FACES = ("skull", "kite", "oval", "bolt", "qmark")
FUMBLE_KEYS = ("qmark", "1", "2", "3", "4", "5", "6", "bolt")
ABILITIES = ("none", "disarm_bonus", "keen_eye")
TARGETS = ("self", "friend", "enemy", "figure", "cell", "burst", "aura")
EFFECTS = ("damage", "heal", "mind", "drain", "buff", "sleep", "summon", "raise", "teleport",
           "reveal_traps", "reveal_secrets")
STATS = ("attack", "defence", "shot_defence", "move")

DIE = {"faces": [str], "weights": [IntRange(1, 100)]}
ENTRY = {"id": str, "name": TEXT, "text": TEXT}
TABLE = {k: ENTRY for k in FUMBLE_KEYS}
CARD = {"id": str, "name": TEXT, "text": TEXT, "cost": IntRange(0, 9), "target": OneOf(*TARGETS),
        "range": IntRange(0, 30), "radius?": IntRange(0, 12), "who?": OneOf("friends", "enemies"),
        "rounds": IntRange(-1, 9),
        "effect": {"kind": OneOf(*EFFECTS), "amount?": IntRange(-9, 9), "stat?": OneOf(*STATS),
                   "defend?": bool, "figure?": str}}
STATLINE = {"id": str, "name": TEXT, "grammar": OneOf(*GRAMMAR), "article?": bool, "attack": IntRange(0, 9), "defence": IntRange(0, 9),
            "shot": IntRange(0, 9), "shot_defence": IntRange(0, 9), "life": IntRange(1, 20),
            "mind": IntRange(1, 20)}

SCHEMAS = {
    "dice.yaml": {"dmov": DIE, "dcom": DIE},
    "scenery.yaml": {"scenery": [{"id": str, "name": TEXT, "passable": bool, "wall_side?": bool,
                                  "jumpable": bool, "cover": OneOf("none", "partial", "total"),
                                  "dice": IntRange(0, 3)}]},
    "traps.yaml": {"traps": [{"id": str, "name": TEXT, "place": OneOf("cell", "edge"), "vertical": bool,
                              "magic": bool, "complexity": IntRange(0, 6), "wounds?": IntRange(1, 6),
                              "attack?": IntRange(1, 8), "shot?": IntRange(1, 8), "mind?": IntRange(1, 6),
                              "sleep?": IntRange(1, 3)}]},
    "tables.yaml": {"advantages": [ENTRY], "move_fumbles": TABLE, "attack_fumbles": TABLE,
                    "defence_fumbles": TABLE, "shot_fumbles": TABLE, "shot_defence_fumbles": TABLE},
    "adventurers.yaml": {"adventurers": [{"id": str, "name": TEXT, "grammar": OneOf(*GRAMMAR), "text": TEXT, "move_dice": IntRange(1, 3),
                                          "move_max": IntRange(2, 18), "attack": IntRange(1, 6),
                                          "defence": IntRange(0, 6), "life": IntRange(2, 12),
                                          "mind": IntRange(1, 12), "magic": IntRange(0, 3),
                                          "ability": OneOf(*ABILITIES), "gear": [str]}]},
    "monsters.yaml": {"minions": [{**STATLINE, "move": IntRange(1, 12)}],
                      "antagonists": [{**STATLINE, "move_dice": IntRange(1, 3), "move_max": IntRange(2, 18),
                                       "chaos": IntRange(0, 5)}],
                      "elementals": [{**STATLINE, "element": OneOf(*ELEMENTS), "move": IntRange(1, 12)}]},
    "equipment.yaml": {
        "weapons": [{"id": str, "name": TEXT, "attack": IntRange(0, 5), "shot": IntRange(0, 5),
                     "cost": IntRange(0, 500)}],
        "armour": [{"id": str, "slot": OneOf("body", "head", "shield"), "name": TEXT, "defence": IntRange(0, 4),
                    "shot_defence": IntRange(0, 4), "cost": IntRange(0, 500)}],
        "items": [{"id": str, "name": TEXT, "text": TEXT, "defence?": IntRange(1, 3), "mind?": IntRange(1, 4),
                   "life?": IntRange(1, 4), "move?": IntRange(1, 4), "cost": IntRange(0, 500)}],
        "potions": [{"id": str, "name": TEXT, "text": TEXT, "life?": IntRange(1, 9), "mind?": IntRange(1, 9),
                     "attack?": IntRange(1, 3), "defence?": IntRange(1, 3), "move?": IntRange(1, 6),
                     "cost": IntRange(0, 500)}]},
    "treasure.yaml": {"treasure": [{"id": str, "name": TEXT, "gold?": IntRange(0, 200), "gives?": str}]},
    "magic.yaml": {"decks": {e: [CARD] for e in ELEMENTS + ("chaos",)}},
    "campaign.yaml": {"name": TEXT, "start": str,
                      "nodes": [{"adventure": str, "next": [str], "finale?": bool, "chained?": bool}],
                      "shop": [str], "carry": {"weapons": IntRange(1, 4), "body": IntRange(0, 1),
                                               "head": IntRange(0, 1), "shield": IntRange(0, 1),
                                               "items": IntRange(0, 6), "potions": IntRange(0, 9)}},
}
COUNTS = {"adventurers": 8}


@dataclass(frozen=True)
class Content:
    dmov: Die
    dcom: Die
    scenery: dict
    traps: dict
    advantages: dict
    tables: dict           # table name -> {face: entry}
    adventurers: dict
    minions: dict
    antagonists: dict
    elementals: dict
    weapons: dict
    armour: dict
    items: dict
    potions: dict
    treasure: dict
    cards: dict            # every magic card by id (each knows its deck)
    decks: dict            # deck name -> [card ids]
    campaign: dict

    def monster(self, ref: str) -> dict:
        for table in (self.minions, self.antagonists, self.elementals):
            if ref in table:
                return table[ref]
        raise KeyError(ref)

    def gear(self, ref: str) -> dict:
        for table in (self.weapons, self.armour, self.items, self.potions):
            if ref in table:
                return table[ref]
        raise KeyError(ref)

    def gear_kind(self, ref: str) -> str:
        for kind, table in (("weapon", self.weapons), ("armour", self.armour), ("item", self.items),
                            ("potion", self.potions)):
            if ref in table:
                return kind
        raise KeyError(ref)

    def name(self, ref: str, lang: str) -> str:
        for table in (self.adventurers, self.minions, self.antagonists, self.elementals, self.weapons,
                      self.armour, self.items, self.potions, self.treasure, self.cards, self.scenery,
                      self.traps, self.advantages):
            if ref in table:
                return table[ref]["name"][lang]
        return str(ref)


def _check(cond: bool, where: str, what: str) -> None:
    if not cond:
        raise ContentError(f"{where}: {what}")


@lru_cache(maxsize=None)
def load_content(folder: str | None = None) -> Content:
    base = (lambda name: f"{folder}/{name}") if folder else (lambda name: str(content_path("tseuquest", name)))
    raw = {name: load_checked(base(name), spec) for name, spec in SCHEMAS.items()}
    dice = raw["dice.yaml"]
    for key, faces in (("dmov", DMOV_FACES), ("dcom", DCOM_FACES)):
        got = dice[key]
        _check(tuple(sorted(got["faces"])) == tuple(sorted(faces)), f"{base('dice.yaml')}: {key}.faces",
               f"must be exactly {list(faces)}")
        _check(len(got["weights"]) == len(got["faces"]), f"{base('dice.yaml')}: {key}.weights",
               "one weight per face")
    dmov = Die("dmov", tuple(dice["dmov"]["faces"]), tuple(dice["dmov"]["weights"]))
    dcom = Die("dcom", tuple(dice["dcom"]["faces"]), tuple(dice["dcom"]["weights"]))
    scenery = unique_ids(raw["scenery.yaml"]["scenery"], base("scenery.yaml"))
    traps = unique_ids(raw["traps.yaml"]["traps"], base("traps.yaml"))
    tabs = raw["tables.yaml"]
    advantages = unique_ids(tabs["advantages"], base("tables.yaml"))
    _check(len(advantages) == 6, base("tables.yaml") + ": advantages", "expected the six advantages")
    tables = {k: tabs[k] for k in ("move_fumbles", "attack_fumbles", "defence_fumbles", "shot_fumbles",
                                   "shot_defence_fumbles")}
    adventurers = unique_ids(raw["adventurers.yaml"]["adventurers"], base("adventurers.yaml"))
    mons = raw["monsters.yaml"]
    minions = unique_ids(mons["minions"], base("monsters.yaml"))
    antagonists = unique_ids(mons["antagonists"], base("monsters.yaml"))
    elementals = unique_ids(mons["elementals"], base("monsters.yaml"))
    eq = raw["equipment.yaml"]
    weapons = unique_ids(eq["weapons"], base("equipment.yaml"))
    armour = unique_ids(eq["armour"], base("equipment.yaml"))
    items = unique_ids(eq["items"], base("equipment.yaml"))
    potions = unique_ids(eq["potions"], base("equipment.yaml"))
    all_gear = {**weapons, **armour, **items, **potions}
    _check(len(all_gear) == len(weapons) + len(armour) + len(items) + len(potions), base("equipment.yaml"),
           "an id is used twice across weapons/armour/items/potions")
    treasure = unique_ids(raw["treasure.yaml"]["treasure"], base("treasure.yaml"))
    for t in treasure.values():
        if "gives" in t:
            _check(t["gives"] in all_gear, f"{base('treasure.yaml')}: {t['id']}.gives", f"unknown gear {t['gives']!r}")
    cards, decks = {}, {}
    for deck, lst in raw["magic.yaml"]["decks"].items():
        decks[deck] = []
        for i, card in enumerate(lst):
            where = f"{base('magic.yaml')}: decks.{deck}[{i}]"
            _check(card["id"] not in cards, where, f"duplicate id {card['id']!r}")
            eff = card["effect"]
            if eff["kind"] in ("summon", "raise"):
                table = elementals if eff["kind"] == "summon" else minions
                _check(eff.get("figure") in table, where + ".effect.figure", f"unknown figure {eff.get('figure')!r}")
            if eff["kind"] == "buff":
                _check("stat" in eff and "amount" in eff, where + ".effect", "a buff needs stat and amount")
            if card["target"] in ("burst", "aura") or eff["kind"] in ("reveal_traps", "reveal_secrets"):
                _check("radius" in card, where, "needs a radius")
            if card["target"] == "aura":
                _check("who" in card, where, "an aura needs who")
            cards[card["id"]] = {**card, "deck": deck}
            decks[deck].append(card["id"])
    for a in adventurers.values():
        for g in a["gear"]:
            _check(g in all_gear, f"{base('adventurers.yaml')}: {a['id']}.gear", f"unknown gear {g!r}")
    camp = raw["campaign.yaml"]
    for g in camp["shop"]:
        _check(g in all_gear, f"{base('campaign.yaml')}: shop", f"unknown gear {g!r}")
    _check(len(adventurers) == COUNTS["adventurers"], base("adventurers.yaml"), "expected 8 adventurers")
    return Content(dmov, dcom, scenery, traps, advantages, tables, adventurers, minions, antagonists,
                   elementals, weapons, armour, items, potions, treasure, cards, decks, camp)
