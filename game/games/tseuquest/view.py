"""What one seat may see (for the UI and the hidden-information invariant).

private_view(state, seat) -> plain dict. The Evil Wizard (seat 0) sees the
whole adventure (hidden traps, secret doors, unplaced figures and scenery,
chest contents, hidden treasure, treasure zones, the adventure's rules) but
not the adventurers' magic hands. An adventurer seat sees what is placed on
the board, its own figures' magic cards and treasure notes (every adventurer's,
with the open_hands option), and only counts of the other cards. seat=None is
a spectator (public information only).
"""
from __future__ import annotations

from game.engine.doors import Doors
from game.engine.hidden import Knowledge
from game.engine.state import World

from .campaign import interlude_seat
from .components import Figure, Kit, Pos, Scenery
from .world import MB, board


def _fig_record(w: World, eid: int, f: Figure, cell) -> dict:
    return {"eid": eid, "side": f.side, "kind": f.kind, "ref": f.ref, "seat": f.seat, "cell": list(cell),
            "life": f.life, "mind": f.mind, "placed": f.placed, "room": f.room,
            "status": {k: v for k, v in f.status.items() if k != "chaos_drawn"}}


def open_hands(w: World) -> bool:
    return bool(w.res["options"].get("open_hands"))


def sees_hand(w: World, seat: int | None, f: Figure) -> bool:
    """Whether `seat` sees the magic hand and treasure notes of figure f."""
    if seat is None:
        return False
    if f.side != "adv":
        return seat == MB and f.seat == MB
    return seat != MB and (f.seat == seat or open_hands(w))


def private_view(w: World, seat: int | None, board_part: bool = True) -> dict:
    """board_part=False leaves out the printed board and the roster (the
    hidden-information invariant scans only the rest)."""
    mb = seat == MB
    know = Knowledge(w.res["known"])
    phase = w.res["phase"]
    out: dict = {"seat": seat, "role": "mb" if mb else ("adventurer" if seat else "spectator"),
                 "phase": phase, "round": w.res["round"], "result": w.res["result"],
                 "pending": None, "adventure": None}
    p = w.res["pending"][-1] if w.res["pending"] else None
    if p is not None:
        out["pending"] = {"seat": p["seat"], "kind": p["kind"],
                          "options": p["options"] if p["seat"] == seat else None,
                          "ctx": p.get("ctx") if p["seat"] == seat else None}     # what it is about (the defender...)
    adv = w.res.get("adventure")
    if adv and know.knows("adventure", seat, owner=MB):
        b = board(w)
        texts = b.texts if mb else {k: b.texts[k] for k in ("title", "intro", "goal")}
        out["adventure"] = {"id": adv, "texts": texts, "goal": w.res.get("goal"), "noise": w.res.get("noise", 0),
                            "round_limit": w.res.get("round_limit")}
    if board_part:
        out["roster"] = {h: {"status": r["status"], "seat": r["seat"], "gold": r["gold"], "carried": list(r["carried"]),
                             "stash": list(r["stash"])} for h, r in w.res["roster"].items()}
    if phase == "interlude":
        out["interlude"] = {**w.res["interlude"], "seat": interlude_seat(w)}    # whose step it is
    if phase not in ("play", "deal") or not out["adventure"]:
        return out
    b = board(w)
    if board_part:
        _board_part(w, out, b, mb)
    if mb:
        out["hidden_treasure"] = dict(w.res["hidden"])
    out["zones_searched"] = list(w.res["zones_searched"])
    d = Doors(w.res["doors"])
    out["doors"] = [{"id": i, "a": d.get(i)["a"], "b": d.get(i)["b"], "kind": d.get(i)["kind"],
                     "open": d.get(i)["open"], "found": d.get(i)["found"]}
                    for i in sorted(d) if mb or d.visible(i)]
    traps = []
    for t in w.res["traps"]:
        if mb or not t["hidden"]:
            traps.append({"id": t["id"], "kind": t["kind"], "cells": t["cells"], "edge": t["edge"],
                          "armed": t["armed"], "hidden": t["hidden"]})
        elif t.get("detected"):
            traps.append({"id": None, "kind": None, "cells": t["cells"], "edge": t["edge"], "armed": True,
                          "hidden": True})
    out["traps"] = traps
    pos = w.stores.get(Pos, {})
    figs, hands, notes, kits = [], {}, {}, {}
    for eid, f in w.query(Figure):
        if eid not in pos:
            continue
        if not f.placed and not mb:
            continue
        figs.append(_fig_record(w, eid, f, (pos[eid].x, pos[eid].y)))
        k = w.try_get(eid, Kit)
        if k is None:
            continue
        if sees_hand(w, seat, f) and phase == "play":
            hands[str(eid)] = list(k.hand)
            notes[str(eid)] = list(k.notes)
        else:
            hands[str(eid)] = len(k.hand)
        if f.side == "adv":
            kits[str(eid)] = {"weapons": list(k.weapons), "armour": list(k.armour), "items": list(k.items),
                              "potions": list(k.potions), "gold": k.gold, "lost": dict(k.lost)}
    out["figures"] = figs
    out["hands"] = hands
    out["notes"] = notes
    out["kits"] = kits
    scen = []
    for eid, s in w.query(Scenery):
        if eid not in pos or (not s.placed and not mb):
            continue
        rec = {"eid": eid, "kind": s.kind, "cell": [pos[eid].x, pos[eid].y], "placed": s.placed}
        if s.kind == "chest":
            rec["opened"] = s.data.get("opened", False)
            if mb or s.data.get("opened"):
                rec["contents"] = s.data.get("contents", {})
        if s.kind == "lever" and (mb or s.placed):
            rec["gates"] = s.data.get("gates", [])
        scen.append(rec)
    out["scenery"] = scen
    out["lasting"] = [{k: v for k, v in le.items()} for le in w.res["lasting"]]
    out["dropped"] = dict(w.res["dropped"])
    out["turn"] = w.res["turn"]
    out["act"] = w.res["act"]
    out["noise"] = w.res.get("noise", 0)
    return out


def secrets_for(w: World, seat: int) -> list[str]:
    """Strings an adventurer seat's view must never contain (the invariant's list)."""
    out = []
    for t in w.res["traps"]:
        if t["hidden"]:
            out.append(t["id"])
    d = Doors(w.res["doors"])
    for i in d:
        if not d.visible(i):          # unfound secret doors and doors nobody has seen yet
            out.append(i)
    for eid, k in w.query(Kit):
        if not sees_hand(w, seat, w.get(eid, Figure)):
            out += [card for card in k.hand]
    out += [card for name, deck in w.res["decks"].items() if name != "treasure" for card in deck["draw"]]
    return out


def _board_part(w: World, out: dict, b, mb: bool) -> None:
    """The printed board as the seat sees it: an unfound secret door, or one
    nobody has seen, looks like plain wall to the adventurers."""
    key = ("view_board", b.name)
    static = w.cache.get(key)
    if static is None:      # read-only, shared: the printed board never changes
        static = w.cache[key] = {
            "width": b.width, "height": b.height, "solid": sorted(list(c) for c in b.solid),
            "walls": sorted([list(a), list(c), k] for (a, c), k in b.edges.items() if k in ("wall", "ruined")),
            "start": [list(c) for c in b.start], "exits": [list(c) for c in b.exits]}
    out["board"] = dict(static)
    if mb:
        out["board"]["rooms"] = {f"{x},{y}": r for (x, y), r in b.room.items() if r}
        out["board"]["zones"] = {z: sorted(list(c) for c in cells) for z, cells in b.zones.items()}
        out["board"]["wander"] = [list(c) for c in b.wander]
    else:
        d = Doors(w.res["doors"])
        hidden_doors = [[list(d.get(i)["a"]), list(d.get(i)["b"]), "wall"] for i in sorted(d) if not d.visible(i)]
        if hidden_doors:
            out["board"]["walls"] = sorted(out["board"]["walls"] + hidden_doors)
