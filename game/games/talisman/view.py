"""What one seat may see: everything on the board and every character sheet, but
spells only in their holder's hand and no deck order. seat=None is a spectator."""
from __future__ import annotations

from .world import derived


def private_view(w, seat: int | None) -> dict:
    r = w.res
    chars = []
    for i, c in enumerate(r["chars"]):
        rec = {k: v for k, v in c.items() if k != "spells"}
        rec["spells"] = list(c["spells"]) if i == seat else len(c["spells"])
        chars.append(rec)
    ask = r["ask"]
    return {
        "seat": seat, "chars": chars, "board": r["board"], "gold": r["gold"], "terrain": r["terrain"]["on"],
        "decks": {k: {"draw": len(v["draw"]), "discard": list(v["discard"]) if k != "spells" else len(v["discard"])}
                  for k, v in r["decks"].items()},
        "purchase": dict(r["purchase"]), "talismans": r["talismans"], "turn": dict(r["turn"]),
        "crown_reached": r["crown_reached"], "result": r["result"], "options": r["options"],
        # a seat's options can name its spells: others see only who is deciding what
        "ask": ask if ask is None or ask["seat"] == seat else {"seat": ask["seat"], "kind": ask["kind"]},
        "derived": derived(w),
    }
