"""Positions for scenario files and tests (docs/scenarios.md): heroes and creatures on
given squares, sections revealed, the reserve, decks stacked, door flags, the turn.

setup keys (all optional):
  heroes: [{ref, at, life, states, facing, fortune, coins, weapon, objects, skills, out, armour_on, companion}]   (party order = seats)
  creatures: [{ref, at, leader, life, states, facing, buffs, caster: {lore, mana}}]
  (heroes and creatures) mana: int, uses: {spell: casts}; a hero's caster: {level, lore, spells}
  revealed: [section, ...]          (the entrance is always revealed)
  reserve: int   turn: int   combat: bool   noise: int   main_entered / main_found / mission / leader_dead: bool
  decks: {obstacle|encounter|power|treasure: [card, ...]}   (the last card is drawn first)
  doors: {"x,y|x,y": {open: bool, flag: value, ...}}
  chests: [{cell, riddle, locked, ...}]   traps: [{cell|door|chest, card, found, fixed}]
  kills: [{ref, level, fought}]   (fought: hero ids that took part; default the whole party)   npc: true (place the scenario's NPC)
"""
from __future__ import annotations

from game.engine.content import MapOf, validate
from game.engine.scenario import SetupError, setup_cell, setup_known

from .content import content
from .setup import new_figure, new_world
from .turn import start_next
from .world import board, faction

SETUP_SCHEMA = {"heroes?": [dict], "creatures?": [dict], "revealed?": [int], "reserve?": int, "turn?": int,
                "combat?": bool, "noise?": int, "main_entered?": bool, "main_found?": bool, "mission?": bool,
                "leader_dead?": bool, "decks?": MapOf([str]), "doors?": MapOf(dict), "chests?": [dict],
                "traps?": [dict], "kills?": [dict], "npc?": bool}
CHEST_KEYS = ("cell", "riddle", "locked", "lock_known", "riddle_known", "opened", "broken", "tried", "hits")
TRAP_KEYS = ("id", "card", "found", "fixed", "bonus", "cell", "chest", "door")


def _deck_cards(name: str) -> dict:
    """The cards a deck may hold (the objects decks are split by kind)."""
    c = content()
    decks = {"obstacle": c.obstacles, "encounter": c.encounters, "power": c.powers, "treasure": c.treasure}
    if name in decks:
        return decks[name]
    return {o: v for o, v in c.objects.items() if v["kind"] == name}


def _check_names(setup: dict, hs: list) -> None:
    """Keys and ids the content has; nothing unknown is dropped or replaced."""
    c = content()
    problems = validate(setup, SETUP_SCHEMA, "setup")
    if problems:
        raise SetupError("; ".join(problems))
    for i, h in enumerate(hs):
        where = f"setup.heroes[{i}]"
        setup_known(h.get("ref"), c.heroes, f"{where}.ref", "hero")
        if "at" not in h:
            raise SetupError(f"{where}: needs at")
    for i, f in enumerate(setup.get("creatures", [])):
        setup_known(f.get("ref"), c.creatures, f"setup.creatures[{i}].ref", "creature")
    for i, k in enumerate(setup.get("kills", [])):
        setup_known(k.get("ref"), c.creatures, f"setup.kills[{i}].ref", "creature")
    for group, key, table in (("heroes", "objects", c.objects), ("heroes", "skills", c.skills),
                              ("creatures", "skills", c.skills), ("heroes", "weapons", c.weapons),
                              ("creatures", "weapons", c.weapons)):
        for i, f in enumerate(hs if group == "heroes" else setup.get(group, [])):
            for j, ident in enumerate(f.get(key, [])):
                setup_known(ident, table, f"setup.{group}[{i}].{key}[{j}]", key[:-1])
    for name, cards in (setup.get("decks") or {}).items():
        known = _deck_cards(name)
        if not known:
            raise SetupError(f"setup.decks.{name}: no such deck")
        for j, card in enumerate(cards):
            setup_known(card, known, f"setup.decks.{name}[{j}]", f"{name} card")
    for group, known in (("chests", CHEST_KEYS), ("traps", TRAP_KEYS)):
        for i, spec in enumerate(setup.get(group, [])):
            for key in spec:
                if key not in known:
                    raise SetupError(f"setup.{group}[{i}].{key}: unknown key (known: {', '.join(known)})")
    for i, t in enumerate(setup.get("traps", [])):
        setup_known(t.get("card"), {k for k, v in c.obstacles.items() if v["kind"] == "trap"},
                    f"setup.traps[{i}].card", "trap card")
        if not any(k in t for k in ("cell", "door", "chest")):
            raise SetupError(f"setup.traps[{i}]: a trap needs a position (cell, door or chest)")


def _check_places(w, setup: dict, hs: list) -> None:
    """Squares on the board, sections and doors it has."""
    b = board(w)
    inside = lambda cell: 0 <= cell[0] < b.width and 0 <= cell[1] < b.height    # noqa: E731
    for group in ("heroes", "creatures"):
        for i, f in enumerate(hs if group == "heroes" else setup.get(group, [])):
            setup_cell(f.get("at"), f"setup.{group}[{i}].at", inside)
    for i, chest in enumerate(setup.get("chests", [])):
        setup_cell(chest.get("cell"), f"setup.chests[{i}].cell", inside)
    for i, t in enumerate(setup.get("traps", [])):
        for key in ("cell", "chest"):
            if key in t:
                setup_cell(t[key], f"setup.traps[{i}].{key}", inside)
        if "door" in t and (not isinstance(t["door"], str) or t["door"] not in w.res["doors"]):
            raise SetupError(f"setup.traps[{i}].door: no door {t['door']!r} on the board")
    sections = set(b.section.values())
    for n in setup.get("revealed", []):
        if n not in sections:
            raise SetupError(f"setup.revealed: no section {n!r} (sections: {', '.join(map(str, sorted(sections)))})")
    for ident in setup.get("doors") or {}:
        if ident not in w.res["doors"]:
            raise SetupError(f"setup.doors.{ident}: no such door on the board")


def build(options: dict, seed: int, setup: dict):
    hs = setup.get("heroes") or [{"ref": "brannoc", "at": [2, 17]}]
    _check_names(setup, hs)
    opts = {"scenario": "warren", **options, "players": len(hs), "heroes": [h["ref"] for h in hs],
            "companions": [h.get("companion", "none") for h in hs]}
    w, _ = new_world(opts, seed, heroes_at=[tuple(h["at"]) for h in hs])
    _check_places(w, setup, hs)
    w.res["act"] = None
    for spec, fid in zip(hs, w.res["party"]):
        _override(w.res["figs"][fid], spec)
    for n in setup.get("revealed", []):
        if n not in w.res["revealed"]:
            w.res["revealed"].append(n)
            w.res["known"][f"section:{n}"] = "*"
    for spec in setup.get("creatures", []):
        f = new_figure(w, "joa", spec["ref"], tuple(spec["at"]))
        f["leader"] = bool(spec.get("leader", spec["ref"] == faction(w)["leader"]["id"]))
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
                               "searched": False, "fought": list(k.get("fought", w.res["party"]))})
    if setup.get("npc"):
        npc = content().scenarios[w.res["scenario"]]["npc"]
        w.res["npc"] = new_figure(w, "npc", npc["id"], tuple(npc["cell"]))["id"]
    from .world import combat_turn
    w.res["combat"] = setup.get("combat", combat_turn(w))
    w.res["queue"] = list(w.res["party"]) + list(w.res["companions"])
    w.res["moves"] += 1
    w.res["v"] += 1
    start_next(w, [])
    return w


def _override(f: dict, spec: dict) -> None:
    for key in ("life", "fortune", "coins", "weapon", "facing", "extra_actions", "max_life", "out", "armour_on"):
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
    _override_magic(f, spec)


def _override_magic(f: dict, spec: dict) -> None:
    """caster: a creature's {lore, mana} or a hero's {level, lore, spells}; mana; uses {spell: n}."""
    from .content import LORES
    from .magic import new_magic
    if "caster" in spec:
        cz = spec["caster"]
        if not isinstance(cz, dict) or cz.get("lore") not in LORES:
            raise SetupError(f"caster of {spec.get('ref')}: needs a lore, one of {', '.join(LORES)}")
        f["magic"] = new_magic({"caster": cz, "stats": f["stats"]}, f["side"])
    for key in ("mana", "uses"):
        if key in spec:
            if not f.get("magic"):
                raise SetupError(f"{key} of {spec.get('ref')}: not a caster")
            f["magic"][key] = dict(spec[key]) if key == "uses" else spec[key]
