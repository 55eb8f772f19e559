"""Build a Talisman position from a scenario's `setup` mapping (tests and
`python -m game scenario`). The game is at the start of `turn.seat`'s turn.

setup keys (all optional):
  chars: [{char, space, str_c, craft_c, lives, fate, gold, align, objects: [ids], followers: [ids],
           spells: [ids], trophies: [[id, strength|craft, value]], toad, quest: {kind, n}, foe: {...},
           state: alive|ghost, ghost: id, grave: space, back, raft, lose_turns}]      one per seat, in seat order
  board: {space: [card ids]}          cards lying on spaces (in draw order)
  gold: {space: n}
  terrain: {space: terrain card id}
  turn: {seat: n}                     whose turn starts (default 0)
  crown_reached: true
"""
from __future__ import annotations

from game.engine.content import IntRange, OneOf, validate
from game.engine.scenario import SetupError, setup_known

from .content import content
from .flow import run
from .setup import new_world
from .world import new_entry

CHAR = {"char": str, "space?": str, "str_c?": int, "craft_c?": int, "lives?": int, "fate?": int, "gold?": int,
        "align?": OneOf("good", "neutral", "evil"), "objects?": [str], "followers?": [str], "spells?": [str],
        "trophies?": list, "toad?": int, "quest?": dict, "foe?": dict, "state?": OneOf("alive", "ghost"),
        "ghost?": str, "grave?": str, "back?": bool, "raft?": bool, "lose_turns?": int}
SCHEMA = {"chars?": [CHAR], "board?": dict, "gold?": dict, "terrain?": dict, "turn?": {"seat": IntRange(0, 5)},
          "crown_reached?": bool}


ScenarioError = SetupError


def _take_from_supply(w, ident: str, where: str) -> None:
    """Move one copy of a card out of wherever the new game put it (deck, purchase stock)."""
    cc = content()
    rec = cc.cards[setup_known(ident, cc.cards, where, "card")]
    r = w.res
    if rec["deck"] == "purchase":
        if r["purchase"][ident] <= 0:
            raise ScenarioError(f"{where}: no {ident!r} left in the purchase deck")
        r["purchase"][ident] -= 1
        return
    if rec["deck"] == "talisman":
        if r["talismans"] <= 0:
            raise ScenarioError(f"{where}: no talisman left")
        r["talismans"] -= 1
        return
    if rec["deck"] == "terrain":
        if ident not in r["terrain"]["pool"]:
            raise ScenarioError(f"{where}: no {ident!r} left among the terrain cards")
        r["terrain"]["pool"].remove(ident)
        return
    box = r["decks"]["spells" if rec["deck"] == "spell" else rec["deck"]]
    if ident not in box["draw"]:
        raise ScenarioError(f"{where}: no {ident!r} left in its deck")
    box["draw"].remove(ident)


def _check_places(setup: dict, players: int) -> None:
    """Spaces of the board, cards of the right kind for the slot, seats among the players."""
    cc = content()
    for key in ("board", "gold", "terrain"):
        for space in setup.get(key) or {}:
            setup_known(space, cc.spaces, f"setup.{key}.{space}", "space")
    for space, n in (setup.get("gold") or {}).items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ScenarioError(f"setup.gold.{space}: expected a whole number >= 0, got {n!r}")
    for space, idents in (setup.get("board") or {}).items():
        if not isinstance(idents, list):
            raise ScenarioError(f"setup.board.{space}: expected a list of card ids")
    terrain = {k for k, v in cc.cards.items() if v["deck"] == "terrain"}
    for space, ident in (setup.get("terrain") or {}).items():
        setup_known(ident, terrain, f"setup.terrain.{space}", "terrain card")
    for i, s in enumerate(setup.get("chars") or []):
        for j, t in enumerate(s.get("trophies", [])):
            if not (isinstance(t, list) and len(t) == 3 and t[1] in ("strength", "craft") and isinstance(t[2], int)):
                raise ScenarioError(f"setup.chars[{i}].trophies[{j}]: expected [card id, strength | craft, value]")
        if "ghost" in s:
            setup_known(s["ghost"], cc.ghosts, f"setup.chars[{i}].ghost", "ghost")
    seat = (setup.get("turn") or {}).get("seat", 0)
    if seat >= players:
        raise ScenarioError(f"setup.turn.seat: seat {seat} but the game has {players} players")


def build(options: dict, seed: int, setup: dict):
    setup = setup or {}
    problems = validate(setup, SCHEMA, "setup")
    if problems:
        raise ScenarioError("; ".join(problems))
    cc = content()
    specs = setup.get("chars") or [{"char": "warrior"}, {"char": "wizard"}]
    for i, s in enumerate(specs):
        if s["char"] not in cc.characters:
            raise ScenarioError(f"setup.chars[{i}].char: unknown character {s['char']!r}")
        for key in ("space", "grave"):
            if key in s and s[key] not in cc.spaces:
                raise ScenarioError(f"setup.chars[{i}].{key}: unknown space {s[key]!r}")
    _check_places(setup, len(specs))
    opts = {**options, "players": len(specs), "characters": [s["char"] for s in specs]}
    w, _ = new_world(opts, seed, run_now=False)
    r = w.res
    for seat, s in enumerate(specs):
        c = r["chars"][seat]
        for ident in c["spells"]:            # starting spells come from the setup instead
            r["decks"]["spells"]["draw"].append(ident)
        c["spells"] = []
        for key in ("space", "str_c", "craft_c", "lives", "fate", "gold", "align", "toad", "quest", "foe",
                    "state", "ghost", "grave", "back", "lose_turns"):
            if key in s:
                c[key] = s[key]
        for key in ("objects", "followers", "spells"):
            for j, ident in enumerate(s.get(key, [])):
                _take_from_supply(w, ident, f"setup.chars[{seat}].{key}[{j}]")
                c[key].append(ident)
        for j, t in enumerate(s.get("trophies", [])):
            _take_from_supply(w, t[0], f"setup.chars[{seat}].trophies[{j}]")
            c["trophies"].append(list(t))
        if s.get("raft"):
            _take_from_supply(w, "raft", f"setup.chars[{seat}].raft")
            c["raft"], c["raft_turn"] = "raft", 0
    for space, idents in (setup.get("board") or {}).items():
        for j, ident in enumerate(idents):
            _take_from_supply(w, ident, f"setup.board.{space}[{j}]")
            r["board"].setdefault(space, []).append(new_entry(w, ident))
    for space, n in (setup.get("gold") or {}).items():
        r["gold"][space] = n
    for space, ident in (setup.get("terrain") or {}).items():
        _take_from_supply(w, ident, f"setup.terrain.{space}")
        r["terrain"]["on"][space] = ident
    r["crown_reached"] = bool(setup.get("crown_reached"))
    seat = (setup.get("turn") or {}).get("seat", 0)
    r["turn"] = {"seat": seat, "n": 1, "cast": 0, "held": 0}
    r["queue"] = [{"op": "turn"}, {"op": "end_turn"}]
    run(w, [])
    return w
