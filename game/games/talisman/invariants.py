"""Facts that hold after every action; the simulator checks them all."""
from __future__ import annotations

from collections import Counter

from .content import content
from .world import carry_limit, card, over_limits, sheet, spell_limit


def check_invariants(w) -> list[str]:
    out: list[str] = []
    r = w.res
    cc = content()
    souls = r["options"].get("souls")
    for seat, c in enumerate(r["chars"]):
        if c["state"] not in ("alive", "ghost", "dead", "out"):
            out.append(f"seat {seat}: unknown state {c['state']}")
            continue
        if c["str_c"] < 0 or c["craft_c"] < 0 or c["gold"] < 0 or c["fate"] < 0:
            out.append(f"seat {seat}: negative counters, gold or fate")
        if c["state"] == "alive" and c["lives"] <= 0:
            out.append(f"seat {seat}: alive with {c['lives']} lives")
        if c["state"] == "ghost" and (c["lives"] < 0 or not souls):
            out.append(f"seat {seat}: bad ghost")
        if c["state"] in ("alive", "ghost"):
            from .world import stat
            for s in ("strength", "craft"):
                v = stat(w, seat, s)
                if c["toad"] and v < 1 or not c["toad"] and v < sheet(c)[s]:
                    out.append(f"seat {seat}: {s} {v} below its printed value")
            ask = r["ask"]
            for o in c["objects"] + c["followers"]:
                if card(o).get("forbid") == c["align"] and ask is not None and ask["kind"] == "turn":
                    out.append(f"seat {seat} holds forbidden {o}")
            if ask is not None and ask["kind"] == "turn" and over_limits(w, seat):
                out.append(f"seat {seat}: over a limit at the start of a turn "
                           f"({len(c['objects'])}/{carry_limit(c)} objects, {len(c['spells'])}/{spell_limit(w, seat)} spells)")
            if c["space"] not in cc.spaces:
                out.append(f"seat {seat}: on unknown space {c['space']}")
    # cards are conserved
    where: Counter = Counter()
    for name, box in r["decks"].items():
        where.update(box["draw"])
        where.update(box["discard"])
    for es in r["board"].values():
        where.update(e["c"] for e in es)
    for c in r["chars"]:
        where.update(c["objects"] + c["followers"] + c["spells"] + [t[0] for t in c["trophies"]])
        if c.get("raft"):
            where[c["raft"]] += 1
    for ident, n in r["purchase"].items():
        where[ident] += n
    where["talisman"] += r["talismans"]
    where.update(r["terrain"]["pool"])
    where.update(r["terrain"]["on"].values())
    for ident, rec in cc.cards.items():
        want = rec.get("copies", 1) if (souls or not rec["souls"]) else 0
        if where[ident] != want:
            out.append(f"card {ident}: {where[ident]} in play, {want} expected")
    res = r["result"]
    if res is not None and len(res["winners"]) > 1:
        out.append("more than one winner")
    return out
