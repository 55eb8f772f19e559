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


class ScenarioError(ValueError):
    pass


def _take_from_supply(w, ident: str) -> None:
    """Move one copy of a card out of wherever the new game put it (deck, purchase stock)."""
    cc = content()
    rec = cc.cards.get(ident)
    if rec is None:
        raise ScenarioError(f"unknown card {ident!r}")
    r = w.res
    if rec["deck"] == "purchase":
        if r["purchase"][ident] <= 0:
            raise ScenarioError(f"no {ident!r} left in the purchase deck")
        r["purchase"][ident] -= 1
        return
    if rec["deck"] == "talisman":
        r["talismans"] -= 1
        return
    if rec["deck"] == "terrain":
        r["terrain"]["pool"].remove(ident)
        return
    box = r["decks"]["spells" if rec["deck"] == "spell" else rec["deck"]]
    if ident not in box["draw"]:
        raise ScenarioError(f"no {ident!r} left in its deck")
    box["draw"].remove(ident)


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
            for ident in s.get(key, []):
                _take_from_supply(w, ident)
                c[key].append(ident)
        for t in s.get("trophies", []):
            _take_from_supply(w, t[0])
            c["trophies"].append(list(t))
        if s.get("raft"):
            _take_from_supply(w, "raft")
            c["raft"], c["raft_turn"] = "raft", 0
    for space, idents in (setup.get("board") or {}).items():
        if space not in cc.spaces:
            raise ScenarioError(f"setup.board: unknown space {space!r}")
        for ident in idents:
            _take_from_supply(w, ident)
            r["board"].setdefault(space, []).append(new_entry(w, ident))
    for space, n in (setup.get("gold") or {}).items():
        r["gold"][space] = n
    for space, ident in (setup.get("terrain") or {}).items():
        _take_from_supply(w, ident)
        r["terrain"]["on"][space] = ident
    r["crown_reached"] = bool(setup.get("crown_reached"))
    seat = (setup.get("turn") or {}).get("seat", 0)
    r["turn"] = {"seat": seat, "n": 1, "cast": 0, "held": 0}
    r["queue"] = [{"op": "turn"}, {"op": "end_turn"}]
    run(w, [])
    return w
