"""Facts that hold after every action; the simulator checks them all."""
from __future__ import annotations

from game.engine.state import World

from .components import Model, Pos, Unit
from game.engine.measure import overlaps

from .world import board, content

SEEN_BRANCHES = {"advance_shoot", "charge", "rush_enemy"}
UNSEEN_BRANCHES = {"skip", "rush_objective", "rush_enemy_no_objective"}
OTHER_BRANCHES = {"idle", "hold_shoot", "immobile_skip"}


def check_invariants(w: World, full: bool = True) -> list[str]:
    out: list[str] = []
    c = content()
    bd = board(w)
    imp = bd.cells_with("impassable")
    seen: dict = {}
    big: list = []                  # (cell, radius, model, unit) of models on bases over 1"
    for uid, u in w.query(Unit):
        p = c.profile(u.ref)
        if u.state == "destroyed" and u.models:
            out.append(f"unit {uid} ({u.ref}) destroyed but has models")
        if u.state in ("active", "unconscious"):
            if not u.models:
                out.append(f"unit {uid} ({u.ref}) on the table without models")
            for m in u.models:
                if not w.alive(m) or w.get(m, Model).unit != uid:
                    out.append(f"unit {uid} lists model {m} that is not its own")
                    continue
                pos = w.get(m, Pos)
                cell = (pos.x, pos.y)
                if not bd.in_bounds(cell):
                    out.append(f"model {m} of {u.ref} off the table at {cell}")
                if cell in imp and not p["rules"].get("flying"):
                    out.append(f"model {m} of {u.ref} inside impassable terrain at {cell}")
                if cell in imp and p["rules"].get("flying"):
                    out.append(f"flying model {m} of {u.ref} ended inside impassable terrain at {cell}")
                if cell in seen:
                    out.append(f"models {seen[cell]} and {m} share {cell}")
                seen[cell] = m
                if p["base"] > 1:
                    big.append((cell, p["base"] / 2, m, uid))
                wounds = w.get(m, Model).wounds
                if not 0 <= wounds <= p["tough"]:
                    out.append(f"model {m} of {u.ref} has {wounds} wounds (tough {p['tough']})")
                if u.state == "active" and wounds >= p["tough"]:
                    out.append(f"model {m} of {u.ref} should be down ({wounds} wounds)")
        if u.side == "hero":
            if not 0 <= u.power <= p["power"]["max"]:
                out.append(f"hero {u.ref} power {u.power} not in 0..{p['power']['max']}")
            if u.state == "unconscious" and w.get(u.models[0], Model).wounds != p["tough"]:
                out.append(f"unconscious hero {u.ref} is not at its tough")
        if not 0 <= u.tokens <= 6:
            out.append(f"unit {u.ref} has {u.tokens} spell tokens")
        if u.state not in ("reserve", "active", "unconscious", "destroyed"):
            out.append(f"unit {u.ref} in unknown state {u.state}")
        for s in u.status:
            if s not in ("afflicted", "weakened", "sick", "affected"):
                out.append(f"unit {u.ref} has unknown condition {s}")
        if u.stunned and u.side == "ai" and p["tough"] >= 9:
            out.append(f"AI unit {u.ref} of tough 9+ is Stunned")
    for cell, r, m, uid in big:
        for other, om in seen.items():
            if om != m and w.get(om, Model).unit != uid and overlaps(
                    cell, other, r, c.profile(w.get(w.get(om, Model).unit, Unit).ref)["base"] / 2):
                out.append(f"model {om} at {other} overlaps the base of model {m} at {cell}")
    last = w.res.get("ai_last")
    if last:
        b = last["branch"]
        if last["seen"] and b not in SEEN_BRANCHES | OTHER_BRANCHES:
            out.append(f"AI unit {last['unit']} saw a hero but took branch {b}")
        if not last["seen"] and b not in UNSEEN_BRANCHES | OTHER_BRANCHES:
            out.append(f"AI unit {last['unit']} saw no hero but took branch {b}")
        if b == "skip" and not last.get("near_objective"):
            out.append(f"AI unit {last['unit']} skipped away from every objective")
    if w.res["result"] is None and w.res["round"] > w.res["mission"]["round_limit"]:
        out.append(f"round {w.res['round']} past the limit {w.res['mission']['round_limit']}")
    return out
