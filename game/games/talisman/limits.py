"""Carry and spell limits, enforced at once: too many objects (cursed ones are kept
first) are dropped on the space, too many spells are discarded, by the holder's choice."""
from __future__ import annotations

from .flow import ask, done, push, step
from functools import lru_cache

from .content import content
from .world import (BASE_CARRY, SPELL_LIMIT, card, carry_limit, ch, entries, forbidden_for, log, new_entry, over_limits,
                    return_card, spell_limit)


@lru_cache(maxsize=1)
def _printed_spell_limits() -> dict:
    """{character or ghost id: spell limit of its printed craft} (craft never drops below it)."""
    cc = content()
    return {k: SPELL_LIMIT[min(6, v["craft"])] for k, v in {**cc.characters, **cc.ghosts}.items()}


def check_limits(w) -> bool:
    """Push a limits step for the first character over a limit; True if one was pushed."""
    q = w.res["queue"]
    if q and q[0]["op"] == "limits":
        return False
    spells = _printed_spell_limits()
    for seat, c in enumerate(w.res["chars"]):
        # the common case in a few lookups: few objects, few spells, nothing its alignment forbids
        objects = c["objects"]
        if len(objects) <= BASE_CARRY and len(c["spells"]) <= spells.get(c["ghost"] or c["id"], 0):
            forbid = forbidden_for(c["align"])
            if forbid.isdisjoint(objects) and forbid.isdisjoint(c["followers"]):
                continue
        if over_limits_kept(w, seat):
            push(w, {"op": "limits", "seat": seat})
            return True
    return False


def over_limits_kept(w, seat: int) -> str | None:
    """over_limits(w, seat), kept per seat in w.cache["limits"] beside a
    fingerprint of everything it reads (the character's state, alignment,
    sheet, craft counters, space and whether a terrain card covers it,
    objects, followers and number of spells; card texts never change): a
    character holding one spell more than its printed craft allows is
    otherwise re-judged, strength and craft included, before every
    decision. Any change to those starts afresh."""
    c = w.res["chars"][seat]
    key = (c["state"], c["align"], c["toad"], c["craft_c"], c["ghost"], c["id"], c["space"],
           c["space"] in w.res["terrain"]["on"], tuple(c["objects"]), tuple(c["followers"]), len(c["spells"]))
    kept = w.cache.setdefault("limits", {})
    got = kept.get(seat)
    if got is None or got[0] != key:
        got = kept[seat] = (key, over_limits(w, seat))
    return got[1]


def limit_options(w, seat: int) -> tuple[str, list]:
    c = ch(w, seat)
    what = over_limits(w, seat)
    if what == "carry":
        cursed = sum(1 for o in c["objects"] if card(o).get("cursed"))
        must_keep_cursed = cursed <= carry_limit(c)
        return what, [["drop", o] for o in sorted(set(c["objects"]))
                      if not (must_keep_cursed and card(o).get("cursed"))]
    if what == "forbidden":
        return what, [["drop", o] for o in sorted(set(c["objects"] + c["followers"])) if card(o).get("forbid") == c["align"]]
    if what == "spells":
        return what, [["discard_spell", s] for s in sorted(set(c["spells"]))]
    return "", []


@step("limits")
def h_limits(w, st, ev, a):
    seat = st["seat"]
    c = ch(w, seat)
    if a is not None:
        ident = a.args[0]
        if a.kind == "drop":
            (c["objects"] if ident in c["objects"] else c["followers"]).remove(ident)
            entries(w, c["space"]).append(new_entry(w, ident, dropped_by=seat))
            log(ev, "drop", seat=seat, card=ident)
        else:
            c["spells"].remove(ident)
            return_card(w, ident)
            log(ev, "discard_spell", seat=seat, spell=ident)
    what, opts = limit_options(w, seat)
    if not opts:
        done(w)
        return
    ask(w, seat, "limits", opts, what=what, limit=carry_limit(c) if what == "carry" else spell_limit(w, seat))
