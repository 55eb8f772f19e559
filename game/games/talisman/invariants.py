"""Facts that hold after every action; the simulator checks them.

Card conservation, the costly count of every card in play, runs only in a
full check (full=True, the default; the simulator's long runs pass full=False
on most of their sampled checks, see FULL_EVERY in game/engine/simulate.py):
a lost or doubled card stays so, the next full check sees it. Tests, and the
replay that locates a violation, check everything after every action."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from .content import content
from .world import carry_limit, forbidden_for, over_limits, spell_limit, stat


@lru_cache(maxsize=None)
def _copies(souls: bool) -> dict:
    """{card id: copies in play} of the cards a game with or without the Realm
    of Souls holds (cards it lacks are absent: none of them may be in play)."""
    out = {}
    for ident, rec in content().cards.items():
        want = rec.get("copies", 1) if (souls or not rec["souls"]) else 0
        if want:
            out[ident] = want
    return out


def check_invariants(w, full: bool = True) -> list[str]:
    out: list[str] = []
    r = w.res
    cc = content()
    souls = r["options"].get("souls")
    ask = r["ask"]
    at_turn = ask is not None and ask["kind"] == "turn"
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
            # stat() never gives less than the printed value (a unit test pins that
            # clamp), so only a toad's own form can fall below: check just that
            if c["toad"]:
                for s in ("strength", "craft"):
                    v = stat(w, seat, s)
                    if v < 1:
                        out.append(f"seat {seat}: {s} {v} below its printed value")
            if at_turn:
                bad = forbidden_for(c["align"])
                for o in c["objects"] + c["followers"]:
                    if o in bad:
                        out.append(f"seat {seat} holds forbidden {o}")
                if over_limits(w, seat):
                    out.append(f"seat {seat}: over a limit at the start of a turn "
                               f"({len(c['objects'])}/{carry_limit(c)} objects, "
                               f"{len(c['spells'])}/{spell_limit(w, seat)} spells)")
            if c["space"] not in cc.spaces:
                out.append(f"seat {seat}: on unknown space {c['space']}")
    if full:
        out += _cards_conserved(r, bool(souls))
    res = r["result"]
    if res is not None and len(res["winners"]) > 1:
        out.append("more than one winner")
    return out


def _cards_conserved(r: dict, souls: bool) -> list[str]:
    """Every card is somewhere, as many times as the game has copies of it."""
    held = []
    for box in r["decks"].values():
        held += box["draw"]
        held += box["discard"]
    held += [e["c"] for es in r["board"].values() for e in es]
    for c in r["chars"]:
        held += c["objects"]
        held += c["followers"]
        held += c["spells"]
        held += [t[0] for t in c["trophies"]]
        if c.get("raft"):
            held.append(c["raft"])
    held += r["terrain"]["pool"]
    held += r["terrain"]["on"].values()
    where = Counter(held)            # one count in C instead of one update per place
    for ident, n in r["purchase"].items():
        if n:
            where[ident] += n
    if r["talismans"]:
        where["talisman"] += r["talismans"]
    want = _copies(souls)
    if where == want:                # the usual case, one comparison; otherwise name each card
        return []
    return [f"card {ident}: {where[ident]} in play, {n} expected"
            for ident, n in ((i, want.get(i, 0)) for i in content().cards) if where[ident] != n]
