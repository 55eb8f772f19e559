"""When the game is over: the last player still in (once the Crown is reached, or when
everybody else is out); every character gone: no winner."""
from __future__ import annotations

from .world import log


def check_over(w, ev: list) -> bool:
    if w.res["result"] is not None:
        return True
    chars = w.res["chars"]
    if not w.res["crown_reached"]:
        # The common case, asked at every step: two characters still in and
        # nobody at the Crown yet, so the game goes on (no list built).
        still_in = 0
        for c in chars:
            if c["state"] != "out":
                still_in += 1
                if still_in == 2:
                    return False
    left = [i for i, c in enumerate(chars) if c["state"] != "out"]
    winners = None
    if not left:
        winners = []
    elif len(left) == 1 and len(chars) > 1:
        winners = left                    # everybody else is out: nobody is left to stop them
    elif w.res["crown_reached"]:
        living = [i for i in left if chars[i]["state"] == "alive"]
        if len(left) == 1:
            winners = left
        elif w.res["options"].get("ending") == "last_soul" and len(living) == 1 and chars[living[0]]["space"] == "crown":
            winners = living
    if winners is None:
        return False
    w.res["result"] = {"winners": winners, "reason": "crown" if winners else "all_dead"}
    w.res["ask"] = None
    log(ev, "game_over", winners=winners)
    return True
