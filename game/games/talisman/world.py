"""Reading the state: a character's strength, craft and limits, cards on spaces,
the decks. The whole state is plain data in `World.res` (see docs/rules/talisman.md)."""
from __future__ import annotations

from functools import lru_cache

from game.engine.chance import Deck, Die, Rng, roll
from game.engine.protocol import Event
from game.engine.state import World

from .content import content

D6 = Die("d6", ("1", "2", "3", "4", "5", "6"))
SPELL_LIMIT = (0, 0, 0, 1, 2, 2, 3)      # by total craft 0..6+ (index 0 unused)
BASE_CARRY = 4


def ch(w: World, seat: int) -> dict:
    return w.res["chars"][seat]


def card(ident: str) -> dict:
    return content().cards[ident]


def sheet(c: dict) -> dict:
    """The character or ghost card whose printed values apply now."""
    cc = content()
    return cc.ghosts[c["ghost"]] if c["state"] == "ghost" else cc.characters[c["id"]]


def has_ability(c: dict, ability: str) -> bool:
    if c["toad"]:
        return False                      # a toad has no special abilities
    return ability in sheet(c)["abilities"]


def rng(w: World) -> Rng:
    return Rng(w.res["rng"])


def deck(w: World, name: str) -> Deck:
    return Deck(name, w.res["decks"][name], rng(w))


def roll_d6(w: World, ev: list, seat=None) -> int:
    return int(roll(D6, rng(w), ev, who=seat))


def space_rec(space: str) -> dict:
    return content().spaces[space]


def region(space: str) -> str:
    return content().spaces[space]["region"]


def in_glade(w: World, c: dict) -> bool:
    """On the Cursed Glade (unless a terrain card covers it) objects give no strength or craft."""
    return bool(space_rec(c["space"]).get("glade")) and c["space"] not in w.res["terrain"]["on"]


def followers_ok(c: dict) -> bool:
    return not has_ability(c, "no_followers")


@lru_cache(maxsize=None)
def _fx(ident: str) -> tuple[int, int, int]:
    """(strength, craft, weapon) a held card gives."""
    rec = content().cards[ident]
    b = rec.get("bonus", {})
    return b.get("strength", 0), b.get("craft", 0), rec.get("weapon", 0)


def _bonus(w: World, c: dict, stat: str, combat: bool, foe: dict | None) -> int:
    # Plain loops rather than sum() over generators: asked for every strength
    # and craft the rules and the AI read, over a handful of cards.
    i = 0 if stat == "strength" else 1
    glade = in_glade(w, c)
    total = 0
    if not glade:
        for o in c["objects"]:
            total += _fx(o)[i]
    for f in c["followers"]:
        total += _fx(f)[i]
    if combat and i == 0:
        if not glade and c["objects"] and not has_ability(c, "no_weapons") and not (foe or {}).get("no_weapons"):
            weapons = sorted([_fx(o)[2] for o in c["objects"]], reverse=True)
            total += sum(weapons[:2 if has_ability(c, "two_weapons") else 1])
        if has_ability(c, "inner_calm"):
            total += 1
    if combat and i == 1 and (foe or {}).get("type") == "spirit" and has_ability(c, "spirit_ward"):
        total += 2
    return total


def stat(w: World, seat: int, which: str, combat: bool = False, foe: dict | None = None) -> int:
    """Strength or craft now: printed value + counters + what objects and followers give
    (weapons only in combat); never below the printed value, except as a toad (1 + its own counters)."""
    c = w.res["chars"][seat]
    key = "str_c" if which == "strength" else "craft_c"
    if c["toad"]:
        return 1 + c["toad_" + key]
    base = sheet(c)[which]
    return max(base, base + c[key] + _bonus(w, c, which, combat, foe))


def true_craft(w: World, seat: int) -> int:
    """Craft for the spell limit: a toad keeps its spells, so the limit reads its own form."""
    c = ch(w, seat)
    if not c["toad"]:
        return stat(w, seat, "craft")
    base = sheet(c)["craft"]
    return max(base, base + c["craft_c"] + _bonus(w, c, "craft", False, None))


def spell_limit(w: World, seat: int) -> int:
    return SPELL_LIMIT[min(6, true_craft(w, seat))]


def carry_limit(c: dict) -> int:
    return BASE_CARRY + sum(card(f).get("carry", 0) for f in c["followers"])


def over_limits(w: World, seat: int) -> str | None:
    c = ch(w, seat)
    if c["state"] not in ("alive", "ghost"):
        return None
    bad = forbidden_for(c["align"])
    if bad and (not bad.isdisjoint(c["objects"]) or not bad.isdisjoint(c["followers"])):
        return "forbidden"
    if len(c["objects"]) > BASE_CARRY and len(c["objects"]) > carry_limit(c):
        return "carry"
    # craft never drops below the printed value, so few spells need no further look
    if c["spells"] and len(c["spells"]) > SPELL_LIMIT[min(6, sheet(c)["craft"])] \
            and len(c["spells"]) > spell_limit(w, seat):
        return "spells"
    return None


@lru_cache(maxsize=None)
def forbidden_for(align: str) -> frozenset:
    return frozenset(k for k, v in content().cards.items() if v.get("forbid") == align)


def base_lives(c: dict) -> int:
    return 0 if c["state"] == "ghost" else content().characters[c["id"]]["lives"]


def base_fate(c: dict) -> int:
    return sheet(c)["fate"]


def entries(w: World, space: str) -> list:
    return w.res["board"].setdefault(space, [])


def visible(c: dict, e: dict) -> bool:
    """Ghosts meet veil cards only; the living never meet them."""
    return (card(e["c"])["deck"] == "veil") == (c["state"] == "ghost")


def new_entry(w: World, ident: str, dropped_by: int | None = None) -> dict:
    w.res["seq"] += 1
    e = {"c": ident, "s": w.res["seq"]}
    if dropped_by is not None:
        e["by"] = dropped_by
        e["t"] = w.res["turn"]["n"]
    return e


def return_card(w: World, ident: str) -> None:
    """A card leaving play: talismans and purchase objects go back to their deck, the rest to a discard pile."""
    d = card(ident)["deck"]
    if d == "purchase":
        w.res["purchase"][ident] += 1
    elif d == "talisman":
        w.res["talismans"] += 1
    elif d == "terrain":
        w.res["terrain"]["pool"].append(ident)
    else:
        w.res["decks"]["spells" if d == "spell" else d]["discard"].append(ident)


def others_on(w: World, seat: int, space: str) -> list[int]:
    return [i for i, o in enumerate(w.res["chars"]) if i != seat and o["state"] in ("alive", "ghost")
            and o["space"] == space]


def in_play(c: dict) -> bool:
    return c["state"] in ("alive", "ghost")


def log(ev: list, kind: str, /, **data) -> None:
    ev.append(Event(kind, data))


def derived(w: World) -> dict:
    out = []
    for seat, c in enumerate(w.res["chars"]):
        if c["state"] not in ("alive", "ghost"):
            out.append(None)
            continue
        out.append({"strength": stat(w, seat, "strength"), "combat_strength": stat(w, seat, "strength", combat=True),
                    "craft": stat(w, seat, "craft"), "spell_limit": spell_limit(w, seat),
                    "carry_limit": carry_limit(c)})
    return {"chars": out}
