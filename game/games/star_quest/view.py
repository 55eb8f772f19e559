"""What a seat may see (for the UI): everything on the table, the same for
every player (the heroes are one team), but not what is still hidden: the
contents of face-down search tokens, the AI's units waiting for their waves,
or the dice to come. seat=None is a spectator and sees the same."""
from __future__ import annotations

from game.engine.state import World

from .components import Model, Pos, Unit


def private_view(w: World, seat: int | None) -> dict:
    units = []
    for uid, u in w.query(Unit):
        if u.side == "ai" and u.state == "reserve":
            continue                        # the AI's coming waves are a surprise
        units.append({"id": uid, "side": u.side, "ref": u.ref, "seat": u.seat, "state": u.state,
                      "models": [{"id": m, "cell": [w.get(m, Pos).x, w.get(m, Pos).y],
                                  "wounds": w.get(m, Model).wounds} for m in u.models] if u.state != "reserve" else [],
                      "power": u.power, "tokens": u.tokens, "status": list(u.status), "stunned": u.stunned,
                      "fatigued": u.fatigued, "activated": u.activated, "ward": u.ward, "intel": u.intel})
    m = w.res["mission"]
    act = w.res.get("act")
    pending = w.res.get("pending")
    return {
        "seat": seat, "phase": w.res["phase"], "round": w.res["round"], "result": w.res["result"],
        "mission": {"id": m["id"], "name": m["name"], "intro": m["intro"], "goal": m["goal"],
                    "round_limit": m["round_limit"], "map": m["map"]},
        "units": units,
        "tokens": [{"at": list(t["at"]), "revealed": t["revealed"], "taken": t["taken"],
                    "content": t["content"] if t["revealed"] else None} for t in w.res["tokens"]],
        "elements": [dict(e) for e in w.res["elements"]],
        "objectives": [list(o) for o in w.res["objectives"]],
        "intel": w.res["intel"],
        "act": None if act is None else {k: v for k, v in act.items() if k != "cells"} | (
            {"cells": act["cells"]} if "cells" in act else {}),
        "pending": None if pending is None else {"kind": pending["kind"], "seat": pending["seat"]},
        "turn_seat": w.res["turn_seat"],
    }
