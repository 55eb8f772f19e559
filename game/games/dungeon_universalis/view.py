"""What the heroes' seats may see (for the view that comes next and the hidden-information test).

The heroes share everything they know (they are one party); the JOA is no seat. Hidden: the
sections not yet revealed and what is in them, the sheet's locked doors and riddles until a
hero tries them, secret doors until found, traps until found, the Leader's square until it is
placed, and the order of every deck (only counts are shown; discards and cards in play are public).
"""
from __future__ import annotations

from .light import lights as light_squares
from .world import board, cell, doors, furniture, on_board


def private_view(w, seat: int | None = None) -> dict:
    b = board(w)
    shown = set(w.res["revealed"])
    cells = {n: [list(c) for c in b.cells[n]] for n in sorted(shown)}
    d = doors(w)
    door_view = {}
    for ident in d:
        a_, c_ = d.cells(ident)
        if not d.visible(ident) or not ({b.section.get(a_), b.section.get(c_)} & shown):
            continue
        rec = {"a": list(a_), "b": list(c_), "open": d.is_open(ident), "explored": bool(d.flag(ident, "explored")),
               "broken": bool(d.flag(ident, "broken")), "hits": d.flag(ident, "hits", 0) or 0}
        if d.flag(ident, "lock_known"):
            rec["locked"] = bool(d.flag(ident, "locked"))
        if d.flag(ident, "riddle_known"):
            rec["riddle"] = bool(d.flag(ident, "riddle"))
        door_view[ident] = rec
    figs = {fid: {"side": f["side"], "ref": f["ref"], "cell": list(cell(f)), "facing": list(f["facing"]),
                  "life": f["life"], "max_life": f["max_life"], "states": sorted(k for k, v in f["states"].items() if v),
                  "leader": f["leader"], "seat": f["seat"], "fortune": f["fortune"], "coins": f["coins"],
                  "cards": list(f["cards"]), "size": f["size"], "flying": bool(f.get("flying"))}
            for fid, f in w.res["figs"].items() if on_board(f)}
    chests = []
    for ch in w.res["chests"]:
        if b.section.get(tuple(ch["cell"])) in shown:
            rec = {"cell": list(ch["cell"]), "opened": ch["opened"], "broken": ch["broken"], "tried": ch["tried"],
                   "hits": ch["hits"]}
            if ch["lock_known"]:
                rec["locked"] = ch["locked"]
            if ch["riddle_known"]:
                rec["riddle"] = ch["riddle"]
            chests.append(rec)
    return {
        "seat": seat, "turn": w.res["turn"], "combat": w.res["combat"], "result": w.res["result"],
        "acting": w.res["act"]["fid"] if w.res["act"] else None,
        "sections": {str(n): {"kind": b.kind[n], "cells": cells[n]} for n in cells},
        "walls": sorted([list(p), list(q)] for (p, q), k in b.edges.items()
                        if k == "wall" and ({b.section.get(p), b.section.get(q)} & shown)),
        "arrows": {f"{c[0]},{c[1]}": list(v[0]) for c, v in b.arrows.items() if b.section.get(c) in shown},
        "furniture": {f"{c[0]},{c[1]}": dict(fu) for c, fu in furniture(w).items() if b.section.get(c) in shown},
        "terrain": {f"{c[0]},{c[1]}": dict(t) for c, t in b.terrain.items() if b.section.get(c) in shown},
        "doors": door_view, "chests": chests, "figures": figs,
        "traps": [{"id": t["id"], "card": t["card"], **{k: t[k] for k in ("cell", "door", "chest") if k in t}}
                  for t in w.res["traps"] if t["found"]],
        "counters": {"reserve": w.res["reserve"], "achievement": dict(w.res["achievement"]),
                     "noise": w.res["noise"]},
        "decks": {name: {"draw": len(box["draw"]), "discard": list(box["discard"])}
                  for name, box in w.res["decks"].items()},
        "in_play": list(w.res["in_play"]["power"]),
        "mission": w.res["mission"], "joa_order": list(w.res["joa_order"]),
        "darkness": dict(w.res["darkness"]) if w.res.get("darkness") else None,
        "lights": [list(c) for c in light_squares(w)],
        "set_lights": [list(c) for c in w.res.get("lights", [])],
        "spells": [{"uid": s["uid"], "spell": s["spell"], "caster": s["caster"], "turns": s["turns"],
                    "figs": [x for x in s["figs"] if x in figs], "squares": [list(c) for c in s["squares"]]}
                   for s in w.res.get("spells", []) if s["caster"] in figs or any(x in figs for x in s["figs"])],
    }
