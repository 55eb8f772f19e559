"""What the save list shows for a TseuQuest game: mode, the Evil Wizard and each
seat's adventurers, the round. The adventure is not named: the Evil Wizard may
have chosen it in secret."""
from __future__ import annotations

from game.engine.state import World
from game.engine.worldgame import default_summary

from .world import content

WIZARD = {"es": "Malvado Brujo", "en": "Evil Wizard"}
ROUND = {"es": "Ronda {n}", "en": "Round {n}"}
SETUP = {"es": "Preparando la aventura", "en": "Setting up the adventure"}
OVER = {"es": "Terminada", "en": "Finished"}
ADV = {"es": "Aventurero {n}", "en": "Adventurer {n}"}


def save_summary(game, state: World, lang: str) -> dict:
    out = default_summary(game, state, lang)
    c = content()
    roster = state.res["roster"]
    seats = [WIZARD.get(lang, WIZARD["en"])]
    for s in range(1, state.res["options"]["players"]):
        mine = sorted((r.get("order", 0), h) for h, r in roster.items() if r["seat"] == s and r["status"] == "party")
        names = [c.adventurers[h]["name"].get(lang, h) for _, h in mine if h in c.adventurers]
        seats.append(", ".join(names) or ADV.get(lang, ADV["en"]).format(n=s))
    out["seats"] = seats
    if state.res["result"] is not None:
        out["progress"] = OVER.get(lang, OVER["en"])
    elif state.res.get("round", 0) >= 1:
        out["progress"] = ROUND.get(lang, ROUND["en"]).format(n=state.res["round"])
    else:
        out["progress"] = SETUP.get(lang, SETUP["en"])
    return out
