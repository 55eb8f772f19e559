"""Who may search which bodies: a hero searches the bodies of the enemies it took part in a
combat turn with (the rules: "it is enough that the hero took part in a combat turn with those
enemies"). A hero takes part in a combat turn with every enemy within the combat range (12
squares) when a combat turn begins, and with every enemy it wounds or kills."""
from __future__ import annotations

from .content import content
from .world import cell, distance, fig, heroes, joa_figs


def note_fighters(w) -> None:
    """At the start of a combat turn (heroes' or JOA's): each creature remembers the heroes in range."""
    rng_ = content().rules["combat_range"]
    hs = [(h, cell(fig(w, h))) for h in heroes(w)]
    for e in joa_figs(w):
        f = fig(w, e)
        ec = cell(f)
        fought = f.setdefault("fought", [])
        for h, hc in hs:
            if h not in fought and distance(ec, hc) <= rng_:
                fought.append(h)


def note_blow(att: dict | None, dfn: dict) -> None:
    if att is not None and att["side"] == "hero" and dfn["side"] == "joa":
        fought = dfn.setdefault("fought", [])
        if att["id"] not in fought:
            fought.append(att["id"])


def searchable(w, fid: str) -> list:
    """The kills fid may search now: not searched, not left behind by a new section, fought by fid."""
    return [k for k in w.res["kills"] if not k["searched"] and not k.get("stale") and fid in k.get("fought", ())]
