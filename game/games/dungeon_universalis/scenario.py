"""Positions for scenario files and tests (docs/scenarios.md): heroes and creatures on
given squares, sections revealed, the reserve, decks stacked, door flags, the turn.

setup keys (all optional):
  heroes: [{ref, at, life, states, facing, fortune, coins, weapon, objects, skills, out}]   (party order = seats)
  creatures: [{ref, at, leader, life, states, facing, buffs}]
  revealed: [section, ...]          (the entrance is always revealed)
  reserve: int   turn: int   combat: bool   noise: int   main_entered / main_found / mission / leader_dead: bool
  decks: {obstacle|encounter|power|treasure: [card, ...]}   (the last card is drawn first)
  doors: {"x,y|x,y": {open: bool, flag: value, ...}}
  chests: [{cell, riddle, locked, ...}]   traps: [{cell|door|chest, card, found, fixed}]
  kills: [{ref, level}]   npc: true (place the scenario's NPC)
"""
from __future__ import annotations

from .content import content
from .setup import new_figure, new_world
from .turn import start_next


def build(options: dict, seed: int, setup: dict):
    hs = setup.get("heroes") or [{"ref": "brannoc", "at": [2, 17]}]
    opts = {**options, "players": len(hs), "heroes": [h["ref"] for h in hs]}
    w, _ = new_world(opts, seed, heroes_at=[tuple(h["at"]) for h in hs])
    w.res["act"] = None
    for spec, fid in zip(hs, w.res["party"]):
        _override(w.res["figs"][fid], spec)
    for n in setup.get("revealed", []):
        if n not in w.res["revealed"]:
            w.res["revealed"].append(n)
            w.res["known"][f"section:{n}"] = "*"
    for spec in setup.get("creatures", []):
        f = new_figure(w, "joa", spec["ref"], tuple(spec["at"]))
        f["leader"] = bool(spec.get("leader", spec["ref"] == content().leader["id"]))
        if f["leader"]:
            w.res["leader"] = f["id"]
        _override(f, spec)
    if "reserve" in setup:
        w.res["reserve"] = setup["reserve"]
    if "turn" in setup:
        w.res["turn"] = setup["turn"]
        w.res["first_turn_over"] = setup["turn"] > 1
    for key in ("noise", "main_entered", "main_found", "mission", "leader_dead"):
        if key in setup:
            w.res[key] = setup[key]
    for name, cards in (setup.get("decks") or {}).items():
        w.res["decks"][name]["draw"] = list(cards)
        w.res["decks"][name]["discard"] = []
        w.res["deck_sizes"][name] = len(cards)
    for ident, spec in (setup.get("doors") or {}).items():
        d = w.res["doors"][ident]
        for k, v in spec.items():
            if k == "open":
                d["open"] = v
            else:
                d.setdefault("flags", {})[k] = v
    if "chests" in setup:
        w.res["chests"] = [{"cell": list(c["cell"]), "riddle": False, "locked": False, "lock_known": False,
                            "riddle_known": False, "opened": False, "broken": False, "tried": False, "hits": 0,
                            **{k: v for k, v in c.items() if k != "cell"}} for c in setup["chests"]]
    if "traps" in setup:
        w.res["traps"] = [{"id": t.get("id", f"s{i + 1}"), "card": t["card"], "found": t.get("found", False),
                           "fixed": t.get("fixed", True), "bonus": t.get("bonus", 0),
                           **{k: list(v) if isinstance(v, (list, tuple)) else v
                              for k, v in t.items() if k in ("cell", "chest", "door")}}
                          for i, t in enumerate(setup["traps"])]
    for k in setup.get("kills", []):
        w.res["kills"].append({"ref": k["ref"], "level": k["level"], "leader": k.get("leader", False), "by": None,
                               "searched": False})
    if setup.get("npc"):
        npc = content().scenarios[w.res["scenario"]]["npc"]
        w.res["npc"] = new_figure(w, "npc", npc["id"], tuple(npc["cell"]))["id"]
    from .world import combat_turn
    w.res["combat"] = setup.get("combat", combat_turn(w))
    w.res["queue"] = list(w.res["party"])
    w.res["moves"] += 1
    w.res["v"] += 1
    start_next(w, [])
    return w


def _override(f: dict, spec: dict) -> None:
    for key in ("life", "fortune", "coins", "weapon", "facing", "extra_actions", "max_life", "out"):
        if key in spec:
            f[key] = list(spec[key]) if isinstance(spec[key], (list, tuple)) else spec[key]
    for key in ("objects", "skills", "weapons"):
        if key in spec:
            f[key] = list(spec[key])
    if "states" in spec:
        f["states"] = {s: True for s in spec["states"]}
    if "buffs" in spec:
        f["buffs"] = dict(spec["buffs"])
    if "stats" in spec:
        f["stats"].update(spec["stats"])
        if "vit" in spec["stats"] and "life" not in spec:
            f["life"] = f["max_life"] = spec["stats"]["vit"]
