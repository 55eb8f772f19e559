"""Potions and identification (content/potions.yaml).

Found potions are unidentified (unknown_potion) and cannot be drunk; found magic objects are
unidentified too (listed in the figure's "unknown"). Identifying is an exploration action for a
hero with the right skill (alchemy: potions, magic_secrets: magic objects) and an Intelligence
test; each hero tries each kind of object once per adventure. A potion identified rolls 1d6 on
the table and takes that potion from the stock (none left: no effect, thrown away). Potions do
not add up: drinking one ends the previous one's bonuses. Until identified a magic weapon works
as its plain version; magic weapons always reroll a breakage roll."""
from __future__ import annotations

from functools import lru_cache

from game.engine.content import ContentError, IntRange, MapOf, OneOf, load_checked
from game.engine.protocol import act
from game.paths import content_path

from . import world as _world      # world imports weapon_stats from here
from .content import content as _content

BONUS_KEYS = ("cac", "dis", "fue", "agi", "des", "per", "int", "val")
SCHEMA = {"unknown": str, "unknown_in_special_deck": IntRange(0, 9), "table": [str], "stock": IntRange(0, 9),
          "potions": [{"id": str, "effect": OneOf("poison", "bonus", "heal", "mana"),
                       "bonus": {f"{k}?": IntRange(-3, 3) for k in BONUS_KEYS}, "amount": IntRange(0, 9)}],
          "plain": MapOf(str)}
SKILL = {"potion": "alchemy", "magic": "magic_secrets"}


@lru_cache(maxsize=1)
def data() -> dict:
    from .content import content
    path = content_path("dungeon_universalis", "potions.yaml")
    d = load_checked(path, SCHEMA)
    c = content()
    if len(d["table"]) != 6:
        raise ContentError(f"{path}: table: needs six potions (1d6)")
    d["by_id"] = {p["id"]: p for p in d["potions"]}
    for pid in d["table"] + [d["unknown"]] + list(d["by_id"]):
        if pid not in c.objects:
            raise ContentError(f"{path}: unknown object {pid!r}")
    for pid in d["table"]:
        if pid not in d["by_id"]:
            raise ContentError(f"{path}: table: {pid!r} has no entry under potions")
    for magic, plain in d["plain"].items():
        if magic not in c.weapons or plain not in c.weapons:
            raise ContentError(f"{path}: plain: unknown weapon in {magic!r}: {plain!r}")
    return d


def is_potion(item: str) -> bool:
    return item == data()["unknown"] or item in data()["by_id"]


def special_deck(cards: list) -> list:
    """The special objects deck: concrete potions stay in the stock, unidentified ones go in."""
    d = data()
    keep = [o for o in cards if o not in d["by_id"] and o != d["unknown"]]
    return keep + [d["unknown"]] * d["unknown_in_special_deck"]


def stock() -> list:
    d = data()
    return [pid for pid in d["table"] for _ in range(d["stock"])]


# -- finding and identifying ---------------------------------------------------------------------
def found_magic(f: dict, item: str) -> None:
    """A magic object comes unidentified."""
    f.setdefault("unknown", []).append(item)


def unknown_kind(item: str) -> str:
    return "potion" if item == data()["unknown"] else "magic"


def legal(w, fid: str) -> list:
    f = _world.fig(w, fid)
    tried = w.res.get("identify_tried", [])       # (a legality question changes nothing)
    out = []
    items = ([data()["unknown"]] if data()["unknown"] in f["objects"] else []) + sorted(set(f.get("unknown", [])))
    for item in items:
        kind = unknown_kind(item)
        if SKILL[kind] in f["skills"] and [fid, item] not in tried and SKILL[kind] in _content().skills:
            out.append(act("identify", fid, item))
    return out


def identify(w, fid: str, item: str, events, test) -> None:
    """test(w, f, key, events, why=...) -> (ok, dice): the exploration test (double 1 feeds the JOA)."""
    f = _world.fig(w, fid)
    w.res.setdefault("identify_tried", []).append([fid, item])
    ok, _ = test(w, f, "int", events, why="identify")
    if not ok:
        return
    if unknown_kind(item) == "magic":
        f["unknown"].remove(item)
        _world.emit(events, "identified", who=fid, item=item)
        from .actions import magic_effect
        magic_effect(f, item)
        return
    r = _world.d6(w, events, fid)
    pid = data()["table"][r - 1]
    f["objects"].remove(item)
    left = w.res.setdefault("potion_stock", stock())
    if pid in left:
        left.remove(pid)
        f["objects"].append(pid)
        _world.emit(events, "identified", who=fid, item=pid, roll=r)
    else:
        _world.emit(events, "potion_gone", who=fid, item=pid, roll=r)


# -- drinking ------------------------------------------------------------------------------------
def drinkable(f: dict, item: str) -> bool:
    o = _content().objects[item]
    if item == data()["unknown"]:
        return False                         # an unidentified potion cannot be drunk
    if item in data()["by_id"]:
        p = data()["by_id"][item]
        return p["effect"] != "heal" or f["life"] < f["max_life"] or bool(f.get("potion"))
    return o["effect"] == "heal" and f["life"] < f["max_life"]


def drink(w, f: dict, item: str, events) -> None:
    from .combat import set_state
    from .content import content
    f["objects"].remove(item)
    p = data()["by_id"].get(item)
    if p is None:                            # a plain healing object, not a potion
        o = content().objects[item]
        heal = min(o["amount"], f["max_life"] - f["life"])
        f["life"] += heal
        _world.emit(events, "drink", who=f["id"], item=item, healed=heal)
        return
    if f.get("potion"):
        _world.emit(events, "potion_ends", who=f["id"], item=f["potion"])
    f["potion"] = item
    f["potion_bonus"] = dict(p["bonus"])
    healed = 0
    if p["effect"] == "heal":
        healed = min(p["amount"], f["max_life"] - f["life"])
        f["life"] += healed
    _world.emit(events, "drink", who=f["id"], item=item, healed=healed)
    if p["effect"] == "poison":
        set_state(w, f, "poisoned", True, events)
    elif p["effect"] == "mana":
        mana_potion(w, f, events)


def mana_potion(w, f: dict, events) -> None:
    """The mana potion's effect belongs to the magic rules; without a caster's mana it does nothing."""
    if f.get("magic"):
        from .magic import drink_mana
        drink_mana(w, f, "mana_potion", events)
        return
    _world.emit(events, "potion_no_effect", who=f["id"], item="mana_potion")


def effect(item: str) -> str:
    """A known potion's effect ("" for anything else)."""
    p = data()["by_id"].get(item)
    return p["effect"] if p else ""


def heals(item: str) -> bool:
    from .content import content
    return effect(item) == "heal" or (item not in data()["by_id"] and content().objects[item]["effect"] == "heal")


# -- magic weapons -------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _plain_weapon(wid: str) -> dict:
    from .content import content
    c = content()
    plain = c.weapons[data()["plain"][wid]]
    return {**plain, "id": wid, "traits": list(plain["traits"]) + ["magic"]}


def weapon_stats(f: dict, wid: str) -> dict:
    u = f.get("unknown")
    if u and wid in u and wid in data()["plain"]:
        return _plain_weapon(wid)
    return _content().weapons[wid]


def breaks(w, f: dict, wpn: dict, events) -> bool:
    """A breakage roll: 1d6 <= the weapon's break value; a magic weapon rolls again and breaks only
    if both rolls say so."""
    broke = _world.d6(w, events, f["id"]) <= wpn["break"]
    if broke and "magic" in wpn["traits"]:
        broke = _world.d6(w, events, f["id"]) <= wpn["break"]
    return broke
