"""The end of an adventure (17.6-17.8) and the time between adventures (18.x):
life and mind restored, magic cards back to their decks, treasure notes
paid, gold and equipment kept; the shop, trading, packing what to carry,
swapping adventurers with the reserve of eight, and the choice of path on
the campaign diagram. The campaign is one game: it saves and resumes as one."""
from __future__ import annotations

from game.engine.protocol import Event, act
from game.engine.state import World

from .components import Kit
from .effects import end_lasting, pay_treasure, return_card
from .world import MB, adventures_for, board, content, emit, fig, party

SLOTS = ("weapons", "body", "head", "shield", "items", "potions")


def close_adventure(w: World, success: bool, reason: str, events: list[Event]) -> None:
    """17.7: life, mind and cards come back; gold and gear are kept. Chained
    without rest (17.8, a campaign node's `chained`): the survivors keep their
    life, mind, magic cards and unpaid treasure notes into the next adventure."""
    b = board(w)
    roster = w.res["roster"]
    goal_item = w.res.get("goal_item")
    campaign = w.res["options"]["mode"] == "campaign"
    node = _node(w, w.res["adventure"]) if campaign else {}
    chained = bool(node.get("chained")) and not node.get("finale")
    if chained:
        for le in list(w.res["lasting"]):       # spells end: their cards go back to their casters' hands
            end_lasting(w, le, events)
    found = {}
    brought = [g for h in sorted(w.res["heroes"]) for g in roster[h]["carried"]]   # what the party set off with
    for h, eid in sorted(w.res["heroes"].items()):
        r = roster[h]
        k = w.try_get(eid, Kit)
        if k is None:
            continue
        alive = r["status"] != "dead"
        if chained and alive:
            f = fig(w, eid)
            r["rest"] = {"life": f.life, "mind": f.mind, "hand": list(k.hand), "notes": list(k.notes)}
        else:
            for c in k.hand:
                return_card(w, c)
        k.hand = []
        if not alive:
            continue
        if not chained:
            for note in k.notes:
                pay_treasure(w, eid, note, events)
        k.notes = []
        gear = [g for g in k.weapons + k.armour + k.items + k.potions if g != goal_item]   # broken ones mended
        found[h] = _gained(brought, gear)
        r["carried"], extra = fit_carry(gear)
        r["stash"] += extra
        r["gold"] += k.gold + (b.reward if success else 0)
    for le in list(w.res["lasting"]):
        if le.get("card"):
            return_card(w, le["card"])
    w.res["lasting"] = []
    for _e, k in w.query(Kit):
        for c in k.hand:
            return_card(w, c)
        k.hand = []
    w.res["history"].append({"adventure": w.res["adventure"], "success": success, "reason": reason,
                             "rounds": w.res["round"]})
    for e in list(w.alive_ids):
        w.despawn(e)
    w.res["heroes"] = {}
    w.res["turn"] = None
    if not campaign:
        _finish(w, success, "adventure_won" if success else "adventure_lost", events)
        return
    camp = w.res["campaign"]
    camp["done"].append(w.res["adventure"])
    available = [h for h, r in roster.items() if r["status"] in ("party", "reserve")]
    if node.get("finale"):
        _finish(w, success, "campaign_won" if success else "campaign_lost", events)
        return
    if not available:
        _finish(w, False, "campaign_lost", events)
        return
    _refill_party(w, events)
    nxt = adventures_for(w, node["next"])
    if chained:
        w.res["phase"] = "chain"          # no rest: actions.py sets up the next adventure at once
        w.res["chain"] = nxt[0]
        emit(events, "chained", next=nxt[0])
        return
    w.res["phase"] = "interlude"
    w.res["interlude"] = {"seats": list(range(1, w.res["options"]["players"])), "idx": 0, "next": nxt,
                          "mb": "keep", "found": found, "shop": list(content().campaign["shop"])}
    emit(events, "interlude", next=list(nxt))


def _gained(brought: list[str], gear: list[str]) -> list[str]:
    """Gear in `gear` the party did not bring (counting copies; what is matched is
    taken out of `brought`, so gear passed between companions is not "found")."""
    out = []
    for g in gear:
        if g in brought:
            brought.remove(g)
        else:
            out.append(g)
    return out


def _finish(w: World, success: bool, reason: str, events: list[Event]) -> None:
    players = w.res["options"]["players"]
    winners = list(range(1, players)) if success else [MB]
    w.res["phase"] = "over"
    w.res["result"] = {"winners": winners, "reason": reason}
    emit(events, "game_over", winners=winners, reason=reason)


def _node(w: World, adventure: str) -> dict:
    for n in content().campaign["nodes"]:
        if n["adventure"] == adventure:
            return n
    raise KeyError(adventure)


def carry_counts(gear: list[str]) -> dict:
    c = content()
    out = {s: 0 for s in SLOTS}
    for g in gear:
        kind = c.gear_kind(g)
        if kind == "weapon":
            out["weapons"] += 1
        elif kind == "armour":
            out[c.armour[g]["slot"]] += 1
        elif kind == "item":
            out["items"] += 1
        else:
            out["potions"] += 1
    return out


def fits(gear: list[str]) -> bool:
    lim = content().campaign["carry"]
    n = carry_counts(gear)
    return all(n[s] <= lim[s] for s in SLOTS)


def fit_carry(gear: list[str]) -> tuple[list[str], list[str]]:
    """18.4: what fits the carry limits is carried, the rest goes to the stash."""
    carried, extra = [], []
    for g in gear:
        if fits(carried + [g]):
            carried.append(g)
        else:
            extra.append(g)
    return carried, extra


# -- the interlude (18.x) ----------------------------------------------------------------------
def interlude_seat(w: World) -> int:
    """The MB first (what the party keeps, what the shop sells: 18.1, 18.2), then each
    adventurer seat, then the MB again (the gear they set off with: 18.4), then the
    first adventurer seat chooses the path (18.5)."""
    i = w.res["interlude"]
    if i.get("mb"):
        return MB
    if i["idx"] < len(i["seats"]):
        return i["seats"][i["idx"]]
    return i["seats"][0]


def heroes_of(w: World, seat: int) -> list[str]:
    return [h for h in party(w) if w.res["roster"][h]["seat"] == seat]


def _refill_party(w: World, events: list[Event]) -> None:
    """Dead adventurers leave empty places; the reserve fills them (18.6)."""
    roster = w.res["roster"]
    want = w.res["options"]["party"]
    seats = list(range(1, w.res["options"]["players"]))
    reserve = sorted(h for h, r in roster.items() if r["status"] == "reserve")
    i = 0
    while len(party(w)) < want and reserve:
        counts = {s: len(heroes_of(w, s)) for s in seats}
        seat = min(seats, key=lambda s: (counts[s], s))
        h = reserve.pop(0)
        roster[h]["status"], roster[h]["seat"] = "party", seat
        roster[h]["order"] = 100 + i
        i += 1
        emit(events, "recruit", hero=h, seat=seat)


def interlude_actions(w: World) -> list[tuple]:
    i = w.res["interlude"]
    c = content()
    roster = w.res["roster"]
    out = []
    if i.get("mb") == "keep":
        for h, items in sorted(i.get("found", {}).items()):
            out += [act("confiscate", h, g) for g in sorted(set(items))]
        full = c.campaign["shop"]
        out += [act("stock", g, g not in i["shop"]) for g in full]
        return out + [act("done")]
    if i.get("mb") == "check":
        for h in party(w):
            out += [act("veto", h, g) for g in sorted(set(roster[h]["carried"]))]
        return out + [act("done")]
    if i["idx"] >= len(i["seats"]):
        return [act("next", n) for n in i["next"]]
    seat = interlude_seat(w)
    mine = heroes_of(w, seat)
    shop = i.get("shop", c.campaign["shop"])
    everyone = party(w)
    reserve = sorted(h for h, r in roster.items() if r["status"] == "reserve")
    for h in mine:
        r = roster[h]
        for g in shop:
            if c.gear(g)["cost"] <= r["gold"]:
                out.append(act("buy", h, g))
        for g in sorted(set(r["carried"] + r["stash"])):
            if c.gear(g)["cost"] > 0:
                out.append(act("sell", h, g))
        for g in sorted(set(r["carried"])):
            out.append(act("unpack", h, g))
            for o in everyone:
                if o != h:
                    out.append(act("give", h, o, g))
        for g in sorted(set(r["stash"])):
            if fits(r["carried"] + [g]):
                out.append(act("pack", h, g))
        for x in reserve:
            out.append(act("swap", h, x))
    out.append(act("done"))
    return out


def interlude_apply(w: World, kind: str, args: tuple, events: list[Event]) -> str | None:
    """One interlude action; returns the adventure to set up next once the path is settled."""
    c = content()
    roster = w.res["roster"]
    i = w.res["interlude"]
    if kind == "done":
        if i.get("mb") == "keep":
            i["mb"] = None
            return None
        if i.get("mb") == "check":
            i["mb"] = None
        else:
            i["idx"] += 1
            if i["idx"] >= len(i["seats"]):
                i["mb"] = "check"
                return None
        if i["idx"] >= len(i["seats"]) and len(i["next"]) == 1:
            return i["next"][0]
        return None
    if kind == "next":
        return args[0]
    if kind == "stock":
        g, on = args
        if on:
            i["shop"] = [x for x in c.campaign["shop"] if x in i["shop"] or x == g]
        else:
            i["shop"].remove(g)
        emit(events, "stock", item=g, on=bool(on))
        return None
    h = args[0]
    r = roster[h]
    if kind == "buy":
        g = args[1]
        r["gold"] -= c.gear(g)["cost"]
        (r["carried"] if fits(r["carried"] + [g]) else r["stash"]).append(g)
        emit(events, "buy", hero=h, item=g, price=c.gear(g)["cost"])
    elif kind == "sell":
        g = args[1]
        (r["stash"] if g in r["stash"] else r["carried"]).remove(g)
        r["gold"] += c.gear(g)["cost"] // 2
        emit(events, "sell", hero=h, item=g, price=c.gear(g)["cost"] // 2)
    elif kind == "give":
        to, g = args[1], args[2]
        r["carried"].remove(g)
        t = roster[to]
        (t["carried"] if fits(t["carried"] + [g]) else t["stash"]).append(g)
        emit(events, "trade", hero=h, to=to, item=g)
    elif kind == "pack":
        r["stash"].remove(args[1])
        r["carried"].append(args[1])
    elif kind == "unpack":
        r["carried"].remove(args[1])
        r["stash"].append(args[1])
    elif kind == "confiscate":
        g = args[1]
        (r["carried"] if g in r["carried"] else r["stash"]).remove(g)
        i["found"][h].remove(g)
        emit(events, "confiscate", hero=h, item=g)
    elif kind == "veto":
        r["carried"].remove(args[1])
        r["stash"].append(args[1])
        emit(events, "veto", hero=h, item=args[1])
    elif kind == "swap":
        x = args[1]
        roster[x]["status"], roster[x]["seat"], roster[x]["order"] = "party", r["seat"], r.get("order", 0)
        r["status"], r["seat"] = "reserve", None
        emit(events, "swap", hero=h, reserve=x)
    return None
