"""A new game: decks shuffled, characters dealt at random (or as chosen), each on
its starting space with 1 gold, a random first player."""
from __future__ import annotations

from game.engine.chance import Deck, Rng
from game.engine.state import World

from .content import content
from .death import available_characters, place_character
from .flow import run

DEFAULTS = {"players": 4, "souls": False, "evade": "cards", "victory": "last", "toad_turns": 3,
            "command_ghosts": True, "life_trophy": False, "random_rifts": False, "ending": "crown",
            "characters": None}


def fill_options(options: dict) -> dict:
    out = {**DEFAULTS, **(options or {})}
    if not out["souls"]:
        out.update(life_trophy=False, random_rifts=False, ending="crown")
    return out


def new_world(options: dict, seed: int, run_now: bool = True):
    cc = content()
    opts = fill_options(options)
    w = World()
    r = w.res
    r["rng"] = Rng.new_box(seed)
    rng = Rng(r["rng"])
    ev: list = []
    if opts["ending"] == "random":
        opts["ending"] = sorted(cc.endings)[rng.below(len(cc.endings))]
    r["options"] = opts
    souls = opts["souls"]
    r["decks"] = {"adventure": Deck.new_box(cc.decks["adventure"] + (cc.decks["adventure+"] if souls else [])),
                  "spells": Deck.new_box(cc.decks["spell"] + (cc.decks["spell+"] if souls else [])),
                  "veil": Deck.new_box(cc.decks["veil+"] if souls else [])}
    for name in ("adventure", "spells", "veil"):
        Deck(name, r["decks"][name], rng).shuffle(ev)
    r["purchase"] = {i: cc.cards[i]["copies"] for i in cc.decks["purchase"]}
    r["talismans"] = cc.cards["talisman"]["copies"]
    r["terrain"] = {"pool": list(cc.decks["terrain+"]) if souls else [], "on": {}}
    r.update(board={}, gold={}, chars=[], used=[], crown_reached=False, seq=0, ask=None, result=None)
    n = opts["players"]
    r["chars"] = [None] * n
    r["turn"] = {"seat": rng.below(n), "n": 0, "cast": 0, "held": 0}
    chosen = list(opts.get("characters") or [])
    pool = available_characters(w)
    for seat in range(n):
        pick = chosen[seat] if seat < len(chosen) and chosen[seat] not in (None, "random") else None
        if pick is None or pick in r["used"]:
            free = [x for x in pool if x not in r["used"] and x not in chosen]
            pick = free[rng.below(len(free))]
        place_character(w, seat, pick)
    if souls and opts["random_rifts"]:
        from .souls import random_rifts
        random_rifts(w, ev)
    r["queue"] = [{"op": "next_turn"}]
    if run_now:
        run(w, ev)
    return w, ev
