"""Trophies: at the end of your own turn, enemies worth 7 strength (or craft) become one
counter; points above a multiple of 7 in the cards handed in are lost. A ghost's trophies
(with the life-trophy rule) become lives instead."""
from __future__ import annotations

from .effects import gain
from .world import ch, log, return_card

STATS = ("strength", "craft", "lives")


def _best_subset(values: list[int]) -> list[int]:
    """Indexes of the cheapest hand-in that still earns every counter the trophies can earn."""
    total = sum(values)
    earn = total // 7
    best = list(range(len(values)))
    if earn == 0:
        return []
    reach = {0: []}
    for i, v in enumerate(values):
        for s, idx in list(reach.items()):
            if s + v not in reach:
                reach[s + v] = idx + [i]
    for s in sorted(reach):
        if s // 7 == earn:
            return reach[s]
    return best


def exchange_options(w, seat: int) -> list:
    c = ch(w, seat)
    out = []
    for s in STATS:
        if sum(t[2] for t in c["trophies"] if t[1] == s) >= 7:
            out.append(["exchange", s])
    return out


def exchange(w, seat: int, which: str, ev: list) -> None:
    c = ch(w, seat)
    mine = [i for i, t in enumerate(c["trophies"]) if t[1] == which]
    pick = _best_subset([c["trophies"][i][2] for i in mine])
    chosen = [mine[i] for i in pick]
    points = sum(c["trophies"][i][2] for i in chosen)
    for i in sorted(chosen, reverse=True):
        return_card(w, c["trophies"].pop(i)[0])
    n = points // 7
    log(ev, "exchange", seat=seat, stat=which, n=n, points=points)
    gain(w, seat, which, n, ev)

