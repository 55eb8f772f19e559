"""Rolls a character makes, with the fate reroll: once per roll, one die of it,
the new face stands. Creatures' rolls never come here."""
from __future__ import annotations

from .flow import ask, done, push, step
from .world import ch, log, roll_d6


def roll_then(w, seat: int, n: int, then: dict, key: str = "dice") -> None:
    """Roll n dice for seat, offer the fate reroll, then run `then` with then[key] = faces."""
    push(w, {"op": "roll", "seat": seat, "n": n, "then": then, "key": key})


@step("roll")
def h_roll(w, st, ev, a):
    c = ch(w, st["seat"])
    if a is None:
        st["dice"] = [roll_d6(w, ev, st["seat"]) for _ in range(st["n"])]
        if c["fate"] > 0 and c["state"] in ("alive", "ghost"):
            opts = [["accept"]] + [["reroll", i] for i in range(st["n"])]
            ask(w, st["seat"], "reroll", opts, dice=list(st["dice"]))
            return
    elif a.kind == "reroll":
        i = a.args[0]
        c["fate"] -= 1
        old = st["dice"][i]
        st["dice"][i] = roll_d6(w, ev, st["seat"])
        log(ev, "reroll", seat=st["seat"], old=old, new=st["dice"][i])
    done(w)
    then = dict(st["then"])
    then[st["key"]] = st["dice"]
    push(w, then)
