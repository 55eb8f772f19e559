"""Build a TseuQuest position from a scenario's `setup` mapping (tests and
`python -m game scenario`). The position is in play, the magic rounds done.

setup keys (all optional):
  adventure: crypt | marsh | mine | tower          (default crypt)
  arena: [rows]                a board drawn as text instead (see board.arena_board);
  arena_goal, arena_exits, arena_start, arena_zones, arena_levers, arena_noise
  clear: true                  remove the MB's figures of the map
  clear_traps / clear_scenery / clear_hidden: true
  heroes: [hero id | {hero, at, life, mind, gear: [ids], hand: [cards], status: {...}, gold}]
                               status keys: see STATUS_SCHEMA (sleep, prone, pit, buried...)
  figures: [{ref, at, placed: true, life, mind, status: {...}, hand: [cards]}]   (the MB's figures)
  scenery: [{kind, at, placed: true, contents: {...}, gates: [[a, b]]}]
  traps: [{kind, at | cells | edge, hidden: true, armed: true, id}]
  doors: [{a, b, kind: door|secret|gate, open: false, seen: true}]
  hidden: {"x,y": {gold: n, potion: id, item: id}}   treasure hidden on a square
  active: hero id              that adventurer is activating (default: the first)
  mb_phase: true               the Evil Wizard's phase, no figure active yet
  activate: ref                with mb_phase: this MB figure (first of that ref) is active
  round: n, noise: n
"""
from __future__ import annotations

from game.engine.content import AnyOf, IntRange, OneOf, validate
from game.engine.doors import Doors
from game.engine.hidden import Knowledge
from game.engine.scenario import SetupError, setup_cell, setup_known
from game.engine.state import World

from .components import Figure, Kit, Pos, Scenery
from .activation import new_act
from .discovery import discover_all
from .effects import return_card
from .board import adventure_ids
from .setup import new_world, spawn_adventure
from .world import MB, board, bump_blockers, content, note_ref

CELL = [int]
SETUP_SCHEMA = {
    "adventure?": str, "arena?": [str], "arena_goal?": str, "arena_exits?": [CELL], "arena_start?": [CELL],
    "arena_zones?": dict, "arena_levers?": list, "arena_noise?": str, "clear?": bool, "clear_traps?": bool,
    "clear_scenery?": bool, "clear_hidden?": bool, "heroes?": list, "figures?": [dict], "scenery?": [dict],
    "traps?": [dict], "doors?": [dict], "hidden?": dict, "active?": str, "mb_phase?": bool, "activate?": str,
    "round?": IntRange(1, 99), "noise?": IntRange(0, 99), "players?": IntRange(2, 5),
    "treasure_timing?": OneOf("end", "immediate"),
}


# a figure's conditions, as the rules keep them in Figure.status
STATUS_SCHEMA = {"ap_loss?": IntRange(0, 2), "buried?": bool, "chaos_drawn?": bool, "deep?": bool,
                 "lost_turns?": IntRange(0, 9), "pit?": str, "potion_def?": IntRange(0, 9),
                 "potion_def_left?": IntRange(0, 2), "prone?": bool, "sleep?": IntRange(0, 9),
                 "wild?": AnyOf(bool, IntRange(0, 1))}
HERO_SCHEMA = {"hero": str, "at?": CELL, "life?": int, "mind?": int, "gear?": [str], "hand?": [str],
               "status?": STATUS_SCHEMA, "gold?": int}
FIGURE_SCHEMA = {"ref": str, "at": CELL, "placed?": bool, "life?": int, "mind?": int, "status?": STATUS_SCHEMA,
                 "hand?": [str], "side?": OneOf("mb", "adv"), "seat?": int}
SCENERY_SCHEMA = {"kind": str, "at": CELL, "placed?": bool, "contents?": dict, "gates?": list, "piece?": int}
TRAP_SCHEMA = {"kind": str, "at?": CELL, "cells?": [CELL], "edge?": [CELL], "hidden?": bool, "armed?": bool,
               "id?": str}
DOOR_SCHEMA = {"a": CELL, "b": CELL, "kind?": OneOf("door", "secret", "gate"), "open?": bool, "seen?": bool,
               "found?": bool}
HIDDEN_KEYS = ("gold", "potion", "item")
ScenarioError = SetupError


def _shape_problems(setup: dict) -> list[str]:
    problems = []
    for key, schema in (("figures", FIGURE_SCHEMA), ("scenery", SCENERY_SCHEMA), ("traps", TRAP_SCHEMA),
                        ("doors", DOOR_SCHEMA)):
        for i, spec in enumerate(setup.get(key, [])):
            problems += validate(spec, schema, f"setup.{key}[{i}]")
    for i, h in enumerate(setup.get("heroes", [])):
        if isinstance(h, dict):
            problems += validate(h, HERO_SCHEMA, f"setup.heroes[{i}]")
        elif not isinstance(h, str):
            problems.append(f"setup.heroes[{i}]: expected an adventurer id or a mapping")
    return problems


def _check_names(setup: dict, specs: list[dict]) -> None:
    """Every id the setup names is one the content has: nothing is dropped or replaced."""
    c = content()
    if "adventure" in setup:
        setup_known(setup["adventure"], adventure_ids(), "setup.adventure", "adventure")
    gear = {**c.weapons, **c.armour, **c.items, **c.potions}
    for i, spec in enumerate(specs):
        where = f"setup.heroes[{i}]"
        setup_known(spec["hero"], c.adventurers, f"{where}.hero", "adventurer")
        for j, g in enumerate(spec.get("gear", [])):
            setup_known(g, gear, f"{where}.gear[{j}]", "weapon, armour, item or potion")
        for j, card in enumerate(spec.get("hand", [])):
            setup_known(card, c.cards, f"{where}.hand[{j}]", "card")
    if "active" in setup:
        setup_known(setup["active"], [s["hero"] for s in specs], "setup.active", "adventurer of the party")
    for i, spec in enumerate(setup.get("figures", [])):
        setup_known(spec["ref"], {**c.minions, **c.antagonists, **c.elementals}, f"setup.figures[{i}].ref", "monster")
        for j, card in enumerate(spec.get("hand", [])):
            setup_known(card, c.cards, f"setup.figures[{i}].hand[{j}]", "card")
    for i, spec in enumerate(setup.get("scenery", [])):
        setup_known(spec["kind"], c.scenery, f"setup.scenery[{i}].kind", "scenery")
    for i, spec in enumerate(setup.get("traps", [])):
        setup_known(spec["kind"], c.traps, f"setup.traps[{i}].kind", "trap")
        if not (spec.get("at") or spec.get("cells") or spec.get("edge")):
            raise ScenarioError(f"setup.traps[{i}]: a trap needs a position (at, cells or edge)")
    for key, spec in (setup.get("hidden") or {}).items():
        where = f"setup.hidden.{key}"
        if not isinstance(spec, dict):
            raise ScenarioError(f"{where}: expected a mapping of {', '.join(HIDDEN_KEYS)}")
        for k, v in spec.items():
            if k not in HIDDEN_KEYS:
                raise ScenarioError(f"{where}.{k}: unknown key (known: {', '.join(HIDDEN_KEYS)})")
            if k == "gold" and (not isinstance(v, int) or isinstance(v, bool) or v < 0):
                raise ScenarioError(f"{where}.gold: expected a whole number >= 0, got {v!r}")
            if k != "gold":
                setup_known(v, c.potions if k == "potion" else gear, f"{where}.{k}", k)


def _check_cells(w: World, setup: dict, specs: list[dict]) -> None:
    """Every square the setup names lies on the board being played."""
    b = board(w)
    inside = lambda cell: 0 <= cell[0] < b.width and 0 <= cell[1] < b.height    # noqa: E731
    for i, spec in enumerate(specs):
        if "at" in spec:
            setup_cell(spec["at"], f"setup.heroes[{i}].at", inside)
    for key in ("figures", "scenery", "traps"):
        for i, spec in enumerate(setup.get(key, [])):
            for part in ("at", "cells", "edge"):
                cells = [spec.get(part)] if part == "at" else spec.get(part) or []
                for j, cell in enumerate(cells if part in spec else []):
                    setup_cell(cell, f"setup.{key}[{i}].{part}" + ("" if part == "at" else f"[{j}]"), inside)
    for i, spec in enumerate(setup.get("doors", [])):
        for part in ("a", "b"):
            setup_cell(spec[part], f"setup.doors[{i}].{part}", inside)
    for key in ("arena_exits", "arena_start"):
        if key in setup and not setup.get("arena"):
            raise ScenarioError(f"setup.{key}: only with an arena (setup.arena)")
        for j, cell in enumerate(setup.get(key) or []):
            setup_cell(cell, f"setup.{key}[{j}]", inside)
    for key in setup.get("hidden") or {}:
        parts = str(key).split(",")
        if len(parts) != 2 or not all(p.strip().lstrip("-").isdigit() for p in parts):
            raise ScenarioError(f"setup.hidden.{key}: expected a square \"x,y\"")
        setup_cell([int(p) for p in parts], f"setup.hidden.{key}", inside)


def build(options: dict, seed: int, setup: dict) -> World:
    setup = setup or {}
    problems = validate(setup, SETUP_SCHEMA, "setup") or _shape_problems(setup)
    if problems:
        raise ScenarioError("; ".join(problems))
    c = content()
    heroes = setup.get("heroes") or ["kordan", "mirel"]
    specs = [h if isinstance(h, dict) else {"hero": h} for h in heroes]
    ids = [s["hero"] for s in specs]
    _check_names(setup, specs)
    opts = {**options, "draft": "random", "party_heroes": ids, "party": len(ids), "mode": "adventure",
            "adventure": setup.get("adventure", "crypt")}
    opts.setdefault("players", 2)
    w, _ev = new_world(opts, seed)
    # the magic rounds: take back whatever was dealt, hands come from the setup
    for _e, k in w.query(Kit):
        for card in k.hand:
            return_card(w, card)
        k.hand = []
    if setup.get("arena"):
        w.res["arena"] = {"rows": list(setup["arena"]), "goal": setup.get("arena_goal", "kill:osmund"),
                          "exits": setup.get("arena_exits", []), "start": setup.get("arena_start"),
                          "zones": setup.get("arena_zones"), "levers": setup.get("arena_levers"),
                          "noise": setup.get("arena_noise", "")}
        w.res["adventure"] = "arena"
        w.cache.clear()
        spawn_adventure(w, [])
    _check_cells(w, setup, specs)
    know = Knowledge(w.res["known"])
    know.reveal("adventure")
    if setup.get("clear"):
        for e, f in list(w.query(Figure)):
            if f.side == "mb":
                w.despawn(e)
    if setup.get("clear_traps"):
        w.res["traps"] = []
    if setup.get("clear_scenery"):
        for e, _s in list(w.query(Scenery)):
            w.despawn(e)
    if setup.get("clear_hidden"):
        w.res["hidden"] = {}
    if "hidden" in setup:
        w.res["hidden"].update(setup["hidden"])
    pos = w.stores.get(Pos, {})
    for spec in specs:
        eid = w.res["heroes"][spec["hero"]]
        f = w.get(eid, Figure)
        k = w.get(eid, Kit)
        if "at" in spec:
            _put(w, eid, spec["at"])
        if "gear" in spec:
            gear = spec["gear"]
            k.weapons = [g for g in gear if g in c.weapons]
            k.armour = [g for g in gear if g in c.armour]
            k.items = [g for g in gear if g in c.items]
            k.potions = [g for g in gear if g in c.potions]
        for card in spec.get("hand", []):
            _take_card(w, card)
            k.hand.append(card)
            know.reveal(f"card:{card}", [f.seat])
        for key in ("life", "mind"):
            if key in spec:
                setattr(f, key, spec[key])
        if "gold" in spec:
            k.gold = spec["gold"]
        f.status.update(spec.get("status", {}))
    for spec in setup.get("figures", []):
        ref = spec["ref"]
        st = c.monster(ref)
        kind = "antagonist" if ref in c.antagonists else ("elemental" if ref in c.elementals else "minion")
        side = spec.get("side", "mb")
        eid = w.spawn(Figure(side, kind, ref, spec.get("seat", MB if side == "mb" else 1), spec.get("life", st["life"]),
                             spec.get("mind", st["mind"]), spec.get("placed", True), 0, dict(spec.get("status", {}))),
                      Pos(*spec["at"]), Kit())
        note_ref(w, eid, ref)
        for card in spec.get("hand", []):
            _take_card(w, card)
            w.get(eid, Kit).hand.append(card)
            know.reveal(f"card:{card}", [MB])
    for spec in setup.get("scenery", []):
        data = {}
        if spec["kind"] == "chest":
            data = {"opened": False, "contents": spec.get("contents", {})}
        if spec["kind"] == "lever":
            data = {"gates": spec.get("gates", [])}
        w.spawn(Scenery(spec["kind"], spec.get("placed", True), spec.get("piece", 500 + len(pos)), data),
                Pos(*spec["at"]))
    for i, spec in enumerate(setup.get("traps", [])):
        cells = spec.get("cells") or ([spec["at"]] if "at" in spec else [])
        edge = spec.get("edge")
        w.res["traps"].append({"id": spec.get("id", f"{spec['kind']}#{i}"), "kind": spec["kind"],
                               "cells": [list(x) for x in cells], "edge": [list(x) for x in edge] if edge else None,
                               "hidden": spec.get("hidden", True), "armed": spec.get("armed", True),
                               "detected": False})
    d = Doors(w.res["doors"])
    for spec in setup.get("doors", []):
        ident = d.add(tuple(spec["a"]), tuple(spec["b"]), spec.get("kind", "door"), spec.get("open", False),
                      spec.get("seen", True))
        if spec.get("found") is False or spec.get("kind") == "secret":
            d.get(ident)["found"] = spec.get("found", False)
    bump_blockers(w)
    w.cache.clear()
    # start playing
    b = board(w)
    w.res["phase"] = "play"
    w.res["deal"] = None
    w.res["round_limit"] = b.round_limit
    w.res["round"] = setup.get("round", 1)
    w.res["noise"] = setup.get("noise", 0)
    order = [w.res["heroes"][h] for h in ids]
    if setup.get("mb_phase"):
        w.res["turn"] = {"side": "mb", "order": [], "idx": 0, "done": []}
        w.res["act"] = None
        if setup.get("activate"):
            eid = next((e for e, f in w.query(Figure) if f.ref == setup["activate"] and e in pos), None)
            if eid is None:
                raise ScenarioError(f"setup.activate: no placed figure {setup['activate']!r}")
            w.res["act"] = new_act(eid)
    else:
        first = w.res["heroes"][setup["active"]] if setup.get("active") else order[0]
        w.res["turn"] = {"side": "adv", "order": order, "idx": order.index(first), "done": [first]}
        w.res["act"] = new_act(first)
    discover_all(w, [])
    return w


def _put(w: World, eid: int, at) -> None:
    if w.try_get(eid, Pos) is None:
        w.add(eid, Pos(*at))
    else:
        p = w.get(eid, Pos)
        p.x, p.y = at


def _take_card(w: World, card: str) -> None:
    deck = content().cards[card]["deck"]
    box = w.res["decks"][deck]
    if card in box["draw"]:
        box["draw"].remove(card)
    else:
        raise ScenarioError(f"card {card!r} is not in its deck")
