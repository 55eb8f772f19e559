"""Build a Star Quest position from a scenario's `setup` mapping (tests and
`python -m game scenario`). The position is a round in progress.

setup keys (all optional):
  arena: [rows]        the table drawn as text (see board.arena_board); else
  map: name            a map of maps/star_quest (default dust_outpost)
  mission: {...}       overrides of the scenario mission: goal, round_limit,
                       faction, search (default: an interact goal of 9
                       elements, so nothing ends it, 8 rounds, no waves)
  heroes: [{hero, at: [x, y], seat, id, power, wounds, tokens, status: [...],
            stunned, state: active|unconscious|reserve, activated, intel}]
  units:  [{ref, at: [[x, y], ...], id, wounds: [per model], tokens,
            status: [...], stunned, fatigued, activated, state, arrive, spawn}]
          (`at` lists one cell per model; fewer cells = fewer models)
  tokens: [{at, content, revealed}]     search tokens
  elements: [[x, y], ...]               mission elements (interact goal)
  objectives: [[x, y], ...]             AI objectives (default: the board's)
  round: n (default 1); phase: heroes | ai (default heroes); intel: n
Ids: heroes are numbered 1, 3, 5... (unit, then its model) and AI units
from 100 up unless an `id` is given.
"""
from __future__ import annotations

from game.engine.chance import Rng
from game.engine.content import IntRange, OneOf, validate
from game.engine.protocol import label
from game.engine.scenario import SetupError, setup_cell, setup_known
from game.engine.state import World

from .board import map_names
from .components import Model, Pos, Unit
from .content import SCHEMAS, STATUSES
from .game import DEFAULTS
from .mission import spawn_ai, spawn_hero
from .world import board, content

CELL = [int]
SETUP_SCHEMA = {
    "arena?": [str], "map?": str, "mission?": dict, "heroes?": [dict], "units?": [dict], "tokens?": [dict],
    "elements?": [CELL], "objectives?": [CELL], "round?": IntRange(1, 20), "phase?": OneOf("heroes", "ai"),
    "intel?": IntRange(0, 9),
}
HERO_SCHEMA = {"hero": str, "at?": CELL, "seat?": IntRange(0, 3), "id?": IntRange(1, 10000),
               "power?": IntRange(0, 12), "wounds?": IntRange(0, 20), "tokens?": IntRange(0, 6),
               "status?": [OneOf(*STATUSES)], "stunned?": bool, "activated?": bool, "intel?": IntRange(0, 9),
               "state?": OneOf("active", "unconscious", "reserve")}
UNIT_SCHEMA = {"ref": str, "at?": [CELL], "id?": IntRange(1, 10000), "wounds?": [int], "tokens?": IntRange(0, 6),
               "status?": [OneOf(*STATUSES)], "stunned?": bool, "fatigued?": bool, "activated?": bool,
               "state?": OneOf("active", "reserve"), "arrive?": IntRange(0, 20), "spawn?": IntRange(1, 3)}

# The mission overrides take the fields of a missions.yaml mission, each optional
# (a position may stand in any round, so any round limit up to 20).
MISSION_SCHEMA = {**{k.rstrip("?") + "?": v for k, v in SCHEMAS["missions.yaml"]["missions"][0].items()},
                  "round_limit?": IntRange(1, 20)}


ScenarioError = SetupError


def _check_mission(mission: dict, c) -> None:
    """The `mission` overrides: their shape, then every name they use."""
    problems = validate(mission, MISSION_SCHEMA, "setup.mission")
    if problems:
        raise ScenarioError("; ".join(problems))
    if "faction" in mission:
        setup_known(mission["faction"], c.factions, "setup.mission.faction", "faction")
    if "map" in mission:
        setup_known(mission["map"], map_names(), "setup.mission.map", "map")
    goal = mission.get("goal", {})
    target = goal.get("target")
    if goal.get("kind") == "eliminate" and target is None:
        raise ScenarioError("setup.mission.goal.target: eliminate needs a unit id")
    if target is not None:
        setup_known(target, c.units, "setup.mission.goal.target", "unit")
    for i, wave in enumerate(mission.get("waves", [])):
        for j, ref in enumerate(wave["units"]):
            setup_known(ref, c.units, f"setup.mission.waves[{i}].units[{j}]", "unit")


def _check_places(bd, setup: dict) -> None:
    """Every square the setup names lies on the table being played."""
    for i, h in enumerate(setup.get("heroes", [])):
        if "at" in h:
            setup_cell(h["at"], f"setup.heroes[{i}].at", bd.in_bounds)
    for i, u in enumerate(setup.get("units", [])):
        for j, cell in enumerate(u.get("at", [])):
            setup_cell(cell, f"setup.units[{i}].at[{j}]", bd.in_bounds)
    for i, t in enumerate(setup.get("tokens", [])):
        setup_cell(t.get("at"), f"setup.tokens[{i}].at", bd.in_bounds)
    for key in ("elements", "objectives"):
        for j, cell in enumerate(setup.get(key, [])):
            setup_cell(cell, f"setup.{key}[{j}]", bd.in_bounds)


def build(options: dict, seed: int, setup: dict) -> World:
    setup = setup or {}
    problems = validate(setup, SETUP_SCHEMA, "setup")
    for i, h in enumerate(setup.get("heroes", [])):
        problems += validate(h, HERO_SCHEMA, f"setup.heroes[{i}]")
    for i, u in enumerate(setup.get("units", [])):
        problems += validate(u, UNIT_SCHEMA, f"setup.units[{i}]")
    if problems:
        raise ScenarioError("; ".join(problems))
    c = content()
    _check_mission(setup.get("mission", {}), c)
    for i, h in enumerate(setup.get("heroes", [])):
        setup_known(h["hero"], c.heroes, f"setup.heroes[{i}].hero", "hero")
    for i, u in enumerate(setup.get("units", [])):
        setup_known(u["ref"], c.units, f"setup.units[{i}].ref", "unit")
    for i, t in enumerate(setup.get("tokens", [])):
        if t.get("content") is not None:
            setup_known(t["content"], c.search, f"setup.tokens[{i}].content", "search token")
    if "map" in setup:
        setup_known(setup["map"], map_names(), "setup.map", "map")
    opts = {**DEFAULTS, **(options or {})}
    w = World()
    w.res = {"rng": Rng.new_box(seed), "options": opts, "round": setup.get("round", 1),
             "phase": setup.get("phase", "heroes"), "act": None, "pending": None, "result": None, "turn_seat": 0,
             "hurt": {}, "fear": {}, "reserved": {}, "campaign": None, "started": False, "waves": {},
             "intel": setup.get("intel", 0)}
    if "arena" in setup:
        w.res["arena"] = setup["arena"]
        w.res["map"] = "arena"
    else:
        w.res["map"] = setup.get("map", "dust_outpost")
    mission = {"id": "scenario", "name": label("Escenario", "Scenario"), "intro": label("", ""),
               "map": w.res["map"], "faction": "ash_legion", "round_limit": 8,
               "goal": {"kind": "interact", "count": 9}, "search": 0, "waves": []}
    mission.update(setup.get("mission", {}))
    w.res["mission"] = mission
    bd = board(w)
    _check_places(bd, setup)
    w.res["objectives"] = setup.get("objectives", [list(o) for o in bd.marks["ai_objective"]])
    w.res["elements"] = [{"at": list(e), "done": False} for e in setup.get("elements", bd.marks["element"])]
    tokens = []
    for t in setup.get("tokens", []):
        if t.get("content") is not None and t["content"] not in c.search:
            raise ScenarioError(f"setup.tokens: unknown content {t['content']!r}")
        tokens.append({"at": list(t["at"]), "revealed": bool(t.get("revealed")), "taken": False,
                       "content": t.get("content")})
    w.res["tokens"] = tokens
    for i, h in enumerate(setup.get("heroes", [])):
        if h["hero"] not in c.heroes:
            raise ScenarioError(f"setup.heroes[{i}]: unknown hero {h['hero']!r}")
        if "id" in h:
            w.next_id = h["id"]
        uid = spawn_hero(w, h["hero"], h.get("seat", 0))
        u = w.get(uid, Unit)
        u.state = h.get("state", "active")
        if "at" in h:
            p = w.get(u.models[0], Pos)
            p.x, p.y = h["at"]
        elif u.state != "reserve":
            raise ScenarioError(f"setup.heroes[{i}]: needs at")
        if "power" in h:
            u.power = h["power"]
        u.tokens = h.get("tokens", 0)
        u.status = list(h.get("status", []))
        u.stunned = h.get("stunned", False)
        u.activated = h.get("activated", False)
        u.intel = h.get("intel", 0)
        wounds = c.heroes[h["hero"]]["tough"] if u.state == "unconscious" else h.get("wounds", 0)
        w.get(u.models[0], Model).wounds = wounds
    if w.next_id < 100:
        w.next_id = 100
    for i, spec in enumerate(setup.get("units", [])):
        if spec["ref"] not in c.units:
            raise ScenarioError(f"setup.units[{i}]: unknown unit {spec['ref']!r}")
        if "id" in spec:
            w.next_id = spec["id"]
        uid = spawn_ai(w, spec["ref"], spec.get("arrive", 0), spec.get("spawn", 1))
        u = w.get(uid, Unit)
        cells = spec.get("at", [])
        for m in u.models[len(cells):] if spec.get("state", "active") == "active" else []:
            w.despawn(m)
        if spec.get("state", "active") == "active":
            u.models = u.models[:len(cells)]
            if not u.models:
                raise ScenarioError(f"setup.units[{i}]: needs at")
            u.state = "active"
            u.size = len(u.models)
            for m, cell in zip(u.models, cells):
                p = w.get(m, Pos)
                p.x, p.y = cell
        for m, wounds in zip(u.models, spec.get("wounds", [])):
            w.get(m, Model).wounds = wounds
        u.tokens = spec.get("tokens", 0)
        u.status = list(spec.get("status", []))
        u.stunned = spec.get("stunned", False)
        u.fatigued = spec.get("fatigued", False)
        u.activated = spec.get("activated", False)
    if w.res["phase"] == "ai":
        for _, u in w.query(Unit):
            if u.side == "hero":
                u.activated = True
    else:
        from .turn import next_hero_seat
        next_hero_seat(w)
    return w
