"""The JOA's casters: which spell, at whom, and with which consumable (digest: spells before
shots before blows; a spell that also hits its own side only if it hits more heroes; consumables
at once, the dearest first; a support spell instead of an attack on a 4+ when both are possible)."""
from __future__ import annotations

from game.engine.grid import size_rank

from .content import content
from .magic import can_cast, cast, preview, targets
from .spells import spell
from .world import cell, d6, distance, fig, heroes


def _aid(w, f: dict):
    objs = content().objects
    mine = [o for o in f["objects"] if objs[o]["effect"] in ("scroll", "component")]
    if not mine or f["magic"]["aid_turn"] == w.res["turn"]:
        return None
    return max(mine, key=lambda o: (objs[o]["value"], o))


def options(w, fid: str) -> tuple[list, list]:
    """(offensive, support) options as (score, spell, target, aid)."""
    f = fig(w, fid)
    aid = _aid(w, f)
    moved = f.get("walked", 0) > 0
    attack, support = [], []
    for sid in f["magic"]["known"]:
        use = aid if aid is not None and can_cast(w, fid, sid, aid, moved) else None
        if not can_cast(w, fid, sid, use, moved):
            continue
        sp = spell(sid)
        for t in targets(w, fid, sid):
            p = preview(w, fid, sid, t)
            kind = sp["kind"]
            if kind == "projectile":
                if p["foes"] > p["friends"]:
                    gain = sum(h["wounds"] if h["foe"] else -h["wounds"] for h in p["hits"])
                    if gain > 0:
                        attack.append((gain, sid, t, use))
            elif kind == "hex" and p["foes"] > 0:
                attack.append((0.6 * p["foes"], sid, t, use))
            elif kind == "domination":
                tf = fig(w, t)
                if size_rank(tf["size"]) <= size_rank("medium") and tf["level"] != "champion" \
                        and not tf["states"].get("immobile"):
                    attack.append((1.2, sid, t, use))
            elif kind == "heal":
                missing = fig(w, t)["max_life"] - fig(w, t)["life"]
                if missing >= 2:
                    support.append((min(missing, sp["amount"]), sid, t, use))
            elif kind in ("enhancement", "protection"):
                if any(r["caster"] == fid and r["spell"] == sid for r in w.res.get("spells", [])):
                    continue        # never two of the same
                near = any(distance(cell(fig(w, h)), cell(f)) <= 6 for h in heroes(w))
                if near and p["friends"] >= 2:
                    support.append((0.5 * p["friends"], sid, t, use))
    return attack, support


def joa_cast(w, fid: str, crits, events) -> dict | None:
    """Cast the best spell there is, or None when no spell is worth it (the creature fights on)."""
    attack, support = options(w, fid)
    if not attack and not support:
        return None
    pool = attack
    if support and (not attack or d6(w, events, fid) >= 4):
        pool = support
    best = max(pool, key=lambda o: (o[0], spell(o[1])["cost"], o[1], o[2] or ""))
    ties = [o for o in pool if (o[0], o[1]) == (best[0], best[1])]
    if len(ties) > 1 and all(o[2] for o in ties):
        from .joa import pick_target
        t = pick_target(w, fid, [o[2] for o in ties], crits)
        best = next(o for o in ties if o[2] == t)
    _score, sid, target, aid = best
    if target in heroes(w):
        w.res["attacked"].append(target)
    return cast(w, fid, sid, target, aid, events)

