"""What must always hold: no figure in walls or hidden sections, no two bases overlapping (every
square of a large base counts), nobody inside furniture or standing in a pit it did not fall
into, moved furniture on plain floor, the reserve never negative, the JOA's cards all accounted
for, hidden sections never known before they are revealed."""
from __future__ import annotations

from game.engine.grid import occupancy

from .world import board, footprint, furniture, on_board


def check_invariants(w, full: bool = True) -> list[str]:
    bad = []
    b = board(w)
    fur = furniture(w)
    for fid, f in w.res["figs"].items():
        if not on_board(f):
            continue
        for c in footprint(f):
            n = b.section.get(c)
            if n is None:
                bad.append(f"{fid} stands in rock at {c}")
                continue
            fu = fur.get(c)
            if fu is not None and not fu["passable"]:
                bad.append(f"{fid} stands inside {fu['kind']} at {c}")
            if n not in w.res["revealed"]:
                bad.append(f"{fid} stands in hidden section {n}")
        pits = [c for c in footprint(f) if b.terrain.get(c, {}).get("kind") == "pit"]
        if f["size"] in ("large", "huge") and pits and len(pits) < 4:
            bad.append(f"{fid}: its large base hangs over the edge of a pit at {pits[0]}")
        if f["life"] <= 0 and not f.get("dying"):      # a dying hero waits for its seat's answer
            bad.append(f"{fid} is on the board with {f['life']} life")
    for c, fu in fur.items():
        if fu["movable"] and (b.section.get(c) is None or c in b.terrain):
            bad.append(f"{fu['kind']} slid off plain floor to {c}")
    _held, overlaps = occupancy((fid, footprint(f)) for fid, f in w.res["figs"].items() if on_board(f))
    for c, first, second in overlaps:
        bad.append(f"{second} and {first} share {c}")
    if w.res["reserve"] < 0:
        bad.append(f"reserve is negative: {w.res['reserve']}")
    sizes = w.res["deck_sizes"]
    for name in ("obstacle", "encounter", "power"):
        box = w.res["decks"][name]
        n = len(box["draw"]) + len(box["discard"])
        if name == "power":
            n += len(w.res["in_play"]["power"])
        if name == "obstacle":
            n += sum(1 for t in w.res["traps"] if not t.get("fixed"))
        if n != sizes[name]:
            bad.append(f"deck {name}: {n} cards accounted for, {sizes[name]} dealt")
    from .magic import magic_problems
    bad += magic_problems(w)
    for n in b.cells:
        key = f"section:{n}"
        if (key in w.res["known"]) != (n in w.res["revealed"]):
            bad.append(f"section {n}: known {key in w.res['known']} but revealed {n in w.res['revealed']}")
    return bad
