"""The spell book: spells.yaml validated on load (errors name file and field), the casters'
profiles checked against it, and the fixed numbers of the magic rules."""
from __future__ import annotations

from functools import lru_cache

from game.engine.content import TEXT, ContentError, IntRange, MapOf, OneOf, load_checked, unique_ids
from game.paths import content_path

from .content import LORES, content

KINDS = ("projectile", "hex", "enhancement", "protection", "heal", "domination")
LASTING = ("hex", "enhancement", "protection")
BONUS_KEYS = ("cac", "dis", "agi", "arm", "mov")
LEVELS = ("apprentice", "adept", "archmage")
USES = {"apprentice": 2, "adept": 3, "archmage": 4}   # casts of each spell per adventure
CAST_TARGET = 10                                       # 2d6 + intelligence must beat this
DISPEL_RANGE = 8
BACKLASH_DICE = 5
AREA_DICE_LESS = 2                                     # projectile: figures in the area not chosen

SCHEMA = {"lores": [{"id": OneOf(*LORES), "name": TEXT}],
          "spells": [{"id": str, "lore": OneOf(*LORES), "cost": IntRange(1, 5), "kind": OneOf(*KINDS),
                      "range": IntRange(0, 20), "radius": IntRange(0, 2), "dice?": IntRange(1, 6),
                      "amount?": IntRange(1, 6), "bonus?": MapOf(IntRange(-3, 3)), "name": TEXT}]}
FILE = "spells.yaml"


@lru_cache(maxsize=1)
def book() -> dict:
    data = load_checked(content_path("dungeon_universalis", FILE), SCHEMA)
    spells = unique_ids(data["spells"], FILE)
    lores = unique_ids(data["lores"], FILE)
    check(spells, lores)
    return {"spells": spells, "lores": lores}


def spell(sid: str) -> dict:
    return book()["spells"][sid]


def lore_spells(lore: str) -> list[str]:
    return [s for s, sp in book()["spells"].items() if sp["lore"] == lore]


def superior(sp: dict) -> bool:
    return sp["cost"] >= 2


def check(spells: dict, lores: dict) -> None:
    def need(ok: bool, where: str, what: str):
        if not ok:
            raise ContentError(f"dungeon_universalis/content/{where}: {what}")
    for i, sp in enumerate(spells.values()):
        at = f"spells[{i}]"
        if sp["kind"] == "projectile":
            need("dice" in sp, FILE, f"{at}.dice: a projectile needs damage dice")
        if sp["kind"] == "heal":
            need("amount" in sp, FILE, f"{at}.amount: a healing spell needs an amount")
        if sp["kind"] in LASTING:
            need(bool(sp.get("bonus")), FILE, f"{at}.bonus: a lasting spell needs a bonus")
        for k in sp.get("bonus", {}):
            need(k in BONUS_KEYS, FILE, f"{at}.bonus.{k}: expected one of {list(BONUS_KEYS)}")
    for lore in LORES:
        need(lore in lores, FILE, f"lores: {lore!r} is missing")
        costs = [sp["cost"] for sp in spells.values() if sp["lore"] == lore]
        need(1 in costs and any(c >= 2 for c in costs), FILE,
             f"spells: lore {lore!r} needs basic (1 mana) and superior (2+) spells")
    c = content()
    for i, h in enumerate(c.heroes.values()):
        cz = h.get("caster")
        if not cz:
            continue
        for s in cz["spells"]:
            need(s in spells, "heroes.yaml", f"heroes[{i}].caster.spells: unknown spell {s!r}")
            need(s not in spells or spells[s]["lore"] == cz["lore"], "heroes.yaml",
                 f"heroes[{i}].caster.spells: {s!r} is not of the lore {cz['lore']!r}")
        need(cz["level"] != "apprentice" or all(spells[s]["cost"] == 1 for s in cz["spells"]), "heroes.yaml",
             f"heroes[{i}].caster.spells: an apprentice knows basic spells only")
    for cr in c.creatures.values():
        cz = cr.get("caster")
        need(not cz or cz.get("lore") in lores, "faction",
             f"creature {cr['id']}.caster.lore: expected one of {list(lores)}")
