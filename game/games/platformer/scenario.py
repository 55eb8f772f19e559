"""Build a Platformer position from a scenario's `setup` mapping (tests,
`python -m game scenario`, the rulebook's worked example).

setup keys (all optional):
  tiles: [[left, right], ...]        tower layout, bottom level first (boss tiles last)
  level_status: [revealed|hidden|removed, ...]
  clear: true                        remove every enemy and token placed by the normal setup
  enemy_cards: [id, ...]
  figures: [{kind: enemy|boss, ref: id, at: [x, y]}, ...]   entity ids FIRST_ID, FIRST_ID + 1, ... in
                                     this order, so actions can name them (["attack", 100])
  tokens: [{kind: gold|gem|<boss token>, at: [x, y]}, ...]   ids follow the figures'
  heroes: [{seat: 0, hero: id, at: [x, y], off_map: true, health, gold, gems, items: [id],
            exhausted: [item ids], potions: [id], special, tokens: [id]}]
          (a new `hero` starts at its full health unless `health` is given)
  turn: {seat, pool: [faces], enemy_face, rolled: [faces], steps, phase}
  shop: {items: [ids], potions: [ids]}
"""
from __future__ import annotations

from game.engine.content import IntRange, OneOf, validate
from game.engine.scenario import SetupError, setup_cell
from game.engine.state import World

from .components import Figure, Pos, Token
from .board import LEVEL_H, WIDTH
from .setup import new_world
from .turn import new_die, new_turn_box
from .world import content, passives_changed

CELL = [int]
FIRST_ID = 100      # setup figures get 100, 101, ...: far above what a normal setup spawns
SETUP_SCHEMA = {
    "tiles?": [[str]], "level_status?": [OneOf("revealed", "hidden", "removed")], "clear?": bool,
    "enemy_cards?": [str], "boss?": str,
    "figures?": [{"kind": OneOf("enemy", "boss"), "ref": str, "at": CELL}],
    "tokens?": [{"kind": str, "at": CELL}],
    "heroes?": [{"seat": IntRange(0, 3), "at?": CELL, "off_map?": bool, "health?": int, "gold?": int,
                 "gems?": int, "items?": [str], "exhausted?": [str], "potions?": [str], "special?": str,
                 "tokens?": [str], "hero?": str}],
    "turn?": {"seat?": IntRange(0, 3), "pool?": [str], "enemy_face?": str, "rolled?": [str],
              "steps?": int, "phase?": OneOf("actions", "store")},
    "shop?": {"items?": [str], "potions?": [str]},
}


ScenarioError = SetupError


def _unknown_ids(setup: dict) -> list[str]:
    """Names in the setup that the content does not know (one line each)."""
    c = content()
    out = []
    for i, f in enumerate(setup.get("figures", [])):
        table = c.bosses if f["kind"] == "boss" else c.enemies
        if f["ref"] not in table:
            out.append(f"setup.figures[{i}].ref: unknown {f['kind']} {f['ref']!r}")
    kinds = {"gold", "gem", *c.tokens}
    out += [f"setup.tokens[{i}].kind: unknown token {t['kind']!r}"
            for i, t in enumerate(setup.get("tokens", [])) if t["kind"] not in kinds]
    for i, h in enumerate(setup.get("heroes", [])):
        where = f"setup.heroes[{i}]"
        if h.get("hero", "melosa") not in c.heroes:
            out.append(f"{where}.hero: unknown hero {h['hero']!r}")
        out += [f"{where}.items: unknown item {x!r}" for x in h.get("items", []) if x not in c.items]
        out += [f"{where}.potions: unknown potion {x!r}" for x in h.get("potions", []) if x not in c.potions]
        out += [f"{where}.tokens: unknown boss token {x!r}" for x in h.get("tokens", []) if x not in c.tokens]
        if h.get("special", "blank") not in c.dice["special"].faces:
            out.append(f"{where}.special: not a face of the special die: {h['special']!r}")
        out += [f"{where}.exhausted: unknown item {x!r}" for x in h.get("exhausted", []) if x not in c.items]
    turn = setup.get("turn", {})
    for key in ("pool", "rolled"):
        out += [f"setup.turn.{key}: not a symbol: {face!r}" for face in turn.get(key, [])
                if face not in c.dice["action"].faces]
    if turn.get("enemy_face", "attack") not in c.dice["enemy"].faces:
        out.append(f"setup.turn.enemy_face: not a face of the enemy die: {turn['enemy_face']!r}")
    if "boss" in setup and setup["boss"] not in c.bosses:
        out.append(f"setup.boss: unknown boss {setup['boss']!r}")
    out += [f"setup.enemy_cards[{i}]: unknown enemy {x!r}" for i, x in enumerate(setup.get("enemy_cards", []))
            if x not in c.enemies]
    shop = setup.get("shop", {})
    out += [f"setup.shop.{kind}: unknown {kind[:-1]} {x!r}" for kind, table in (("items", c.items), ("potions", c.potions))
            for x in shop.get(kind, []) if x not in table]
    return out


def _check_places(w: World, setup: dict) -> None:
    """Seats among the players, cells on the tower, one status and card per level."""
    levels = len(w.res["level_status"])
    inside = lambda cell: 0 <= cell[0] < WIDTH and 0 <= cell[1] < levels * LEVEL_H     # noqa: E731
    for key in ("figures", "tokens", "heroes"):
        for i, spec in enumerate(setup.get(key, [])):
            if "at" in spec:
                setup_cell(spec["at"], f"setup.{key}[{i}].at", inside)
    players = len(w.res["players"])
    seats = [(f"setup.heroes[{i}].seat", h["seat"]) for i, h in enumerate(setup.get("heroes", []))]
    if "seat" in setup.get("turn", {}):
        seats.append(("setup.turn.seat", setup["turn"]["seat"]))
    for where, seat in seats:
        if seat >= players:
            raise ScenarioError(f"{where}: seat {seat} but the game has {players} players")
    for key in ("level_status", "enemy_cards"):
        if key in setup and len(setup[key]) != len(w.res[key]):
            raise ScenarioError(f"setup.{key}: expected {len(w.res[key])} entries, got {len(setup[key])}")


def build(options: dict, seed: int, setup: dict) -> World:
    problems = validate(setup or {}, SETUP_SCHEMA, "setup") or _unknown_ids(setup or {})
    if problems:
        raise ScenarioError("; ".join(problems))
    w, _events = new_world(options, seed)
    setup = setup or {}
    _check_places(w, setup)
    if "tiles" in setup:
        if len(setup["tiles"]) != len(w.res["tiles"]):
            raise ScenarioError(f"setup.tiles: expected {len(w.res['tiles'])} levels")
        from .board import tile_index
        unknown = [t for pair in setup["tiles"] for t in pair if t not in tile_index()]
        if unknown:
            raise ScenarioError(f"setup.tiles: unknown tiles {unknown}")
        w.res["tiles"] = [list(p) for p in setup["tiles"]]
        w.cache.clear()
    if "level_status" in setup:
        w.res["level_status"] = list(setup["level_status"])
    if "enemy_cards" in setup:
        w.res["enemy_cards"] = list(setup["enemy_cards"])
    if "boss" in setup:
        w.res["boss"] = setup["boss"]
    if setup.get("clear"):
        for eid, fig in list(w.query(Figure)):
            if fig.kind != "hero":
                w.despawn(eid)
        for eid, _tok in list(w.query(Token)):
            w.despawn(eid)
    if w.next_id > FIRST_ID:
        raise ScenarioError("the normal setup spawned too many entities for FIRST_ID")
    w.next_id = FIRST_ID
    for f in setup.get("figures", []):
        w.spawn(Figure(f["kind"], f["ref"]), Pos(*f["at"]))
    for t in setup.get("tokens", []):
        w.spawn(Token(t["kind"]), Pos(*t["at"]))
    for h in setup.get("heroes", []):
        p = w.res["players"][h["seat"]]
        if "hero" in h:
            p["hero"] = h["hero"]
            w.get(p["eid"], Figure).ref = h["hero"]
            p["health"] = content().heroes[h["hero"]]["health"]    # the new hero's, unless given
        for key in ("health", "gold", "gems", "special"):
            if key in h:
                p[key] = h[key]
        if "items" in h:
            p["items"] = [[i, False] for i in h["items"]]
        for item in h.get("exhausted", []):
            if [item, False] not in p["items"]:
                raise ScenarioError(f"setup.heroes: {item!r} is not an item of seat {h['seat']}")
            p["items"][p["items"].index([item, False])][1] = True
        for key in ("potions", "tokens"):
            if key in h:
                p[key] = list(h[key])
        if "at" in h:
            w.add(p["eid"], Pos(*h["at"]))
        if h.get("off_map"):
            w.remove(p["eid"], Pos)
    if "shop" in setup:
        for kind in ("items", "potions"):
            if kind in setup["shop"]:
                wanted = list(setup["shop"][kind])
                deck = w.res["decks"][kind]
                # put the shown cards back in the deck, then take the wanted ones out of it
                deck["draw"] += [c for c in w.res["shop"][kind] if c]
                for card in wanted:
                    if card not in deck["draw"]:
                        raise ScenarioError(f"setup.shop.{kind}: no {card!r} left in the deck")
                    deck["draw"].remove(card)
                w.res["shop"][kind] = wanted
    if "turn" in setup:
        t = setup["turn"]
        seat = t.get("seat", w.res["turn"]["seat"])
        box = new_turn_box(seat, w.res["turn"]["number"])
        box["event"] = w.res["turn"].get("event")
        if "pool" in t:
            box["pool"] = [new_die(f, "action") for f in t["pool"]]
            special = w.res["players"][seat]["special"]
            if special != "blank":
                box["pool"].append(new_die(special, "special"))
        else:
            box["pool"] = w.res["turn"]["pool"]
        box["rolled"] = list(t.get("rolled", t.get("pool", w.res["turn"]["rolled"])))
        box["enemy_face"] = t.get("enemy_face", w.res["turn"]["enemy_face"])
        box["steps"] = t.get("steps", 0)
        box["phase"] = t.get("phase", "actions")
        w.res["turn"] = box
    passives_changed(w)      # heroes, items, tokens and the turn were set above, in place
    return w
