"""What the client asks the rules besides playing: the odds of an attack before it is
rolled, the consequences a player confirms (leaving for good, the risk of running,
disengaging) and the save list's summary. Read-only: nothing here changes the state."""
from __future__ import annotations

from itertools import product

from game.engine.protocol import Action

from . import combat
from .content import content
from .world import engaged_by, fig, shield, stat

TWO_D6 = [a + b for a, b in product(range(1, 7), repeat=2)]


def melee_odds(w, aid: str, did: str, skills=(), fortune: bool = False) -> dict:
    """Chance the attack lands: both roll 2d6 + CaC + modifiers; ties as the rules break them;
    a double 1 of the attacker always fails. With `fortune` (and a point left) a roll the
    defender would win is rolled again once (the defender's dice stay)."""
    att, dfn = fig(w, aid), fig(w, did)
    if dfn["states"].get("immobile"):
        return {"chance": 1.0, "att": 0, "dfn": 0, "why": ["immobile"]}
    am, dm, why = combat.melee_mods(w, att, dfn, skills)
    ab, db = stat(w, att, "cac") + am, stat(w, dfn, "cac") + dm
    tie_to_att = stat(w, att, "agi") > stat(w, dfn, "agi") or (
        stat(w, att, "agi") == stat(w, dfn, "agi") and bool(shield(w, att)) and not shield(w, dfn))
    reroll = fortune and att["side"] == "hero" and att["fortune"] > 0

    def beats(a: tuple, d: int) -> bool:
        at, dt = sum(a) + ab, d + db
        return at > dt or (at == dt and tie_to_att)

    pairs = list(product(range(1, 7), repeat=2))
    wins = 0.0
    for d in TWO_D6:
        again = sum(1 for a in pairs if a != (1, 1) and beats(a, d)) / 36
        for a in pairs:
            if beats(a, d):
                wins += a != (1, 1)
            elif reroll:                # the defender would win: Fortune rolls the attack again
                wins += again
    return {"chance": wins / (36 * 36), "att": ab, "dfn": db, "why": why}


def shot_odds(w, sid: str, tid: str, skills=(), fortune: bool = False) -> dict:
    """Chance to hit: 2d6 + shooting + modifiers >= 10; double 1 misses, double 6 hits. With
    `fortune` (and a point left) a total short of 10 that is not a double 1 is rolled again once."""
    s, t = fig(w, sid), fig(w, tid)
    wpn = combat.ranged_weapon(w, s)
    if wpn is None:
        return {"chance": 0.0, "mod": 0, "why": []}
    m, why = combat.shot_mods(w, s, t, wpn, skills)
    base = stat(w, s, "dis") + m
    need = content().rules["shot_target"]
    pairs = list(product(range(1, 7), repeat=2))

    def hit(a: tuple) -> bool:
        return a != (1, 1) and (sum(a) + base >= need or a == (6, 6))

    once = sum(map(hit, pairs)) / 36
    chance = once
    if fortune and s["side"] == "hero" and s["fortune"] > 0:
        again = sum(1 for a in pairs if a != (1, 1) and sum(a) + base < need) / 36
        chance = sum(1 for a in pairs if hit(a) and sum(a) + base >= need) / 36 + again * once
    return {"chance": chance, "mod": base, "why": why, "need": need}


def test_odds(w, fid: str, key: str, mod: int = 0, target: int | None = None) -> float:
    """Chance an attribute test passes: 2d6 + attribute + mod >= 10 (or `target`); a double 6
    always passes, a double 1 always fails."""
    base = stat(w, fig(w, fid), key) + mod
    goal = content().rules["test_target"] if target is None else target
    return sum(1 for a in product(range(1, 7), repeat=2)
               if a != (1, 1) and (sum(a) + base >= goal or a == (6, 6))) / 36


def break_odds(w, fid: str, target) -> dict:
    """A blow at a door (its id) or a chest (its square): the dice rolled (the weapon's, else
    Strength; each 5 or 6 is a hit), the hits it has taken so far, the hits it needs, the chance
    this blow breaks it, and whether the blow makes noise (the first loud act of the turn)."""
    from .actions import BREAK_AT
    from .explore import chest_at
    from .world import doors, melee_weapon
    f = fig(w, fid)
    wpn = melee_weapon(w, f)
    n = wpn["dice"] if wpn else stat(w, f, "fue")
    so_far = (doors(w).flag(target, "hits", 0) or 0) if isinstance(target, str) else chest_at(w, target)["hits"]
    need = max(0, BREAK_AT - so_far)
    dist = [1.0]                        # dist[k]: chance of k hits so far among the dice
    for _ in range(n):
        nxt = [0.0] * (len(dist) + 1)
        for k, p in enumerate(dist):
            nxt[k] += p * 4 / 6
            nxt[k + 1] += p * 2 / 6
        dist = nxt
    chance = sum(p for k, p in enumerate(dist) if k >= need)
    return {"dice": n, "hits": so_far, "need": BREAK_AT, "chance": chance,
            "noise": w.res["turn"] not in w.res["noise_turns"]}


def terrain_odds(w, action: Action) -> dict:
    """A jump, climb or climb out before it is tried: the chance its Agility test passes, the
    levels a failure falls (one damage die each) and whether an ally's rope may still save it."""
    from . import terrain
    f = fig(w, action.args[0])
    to = tuple(action.args[1])
    chance = terrain.odds(w, f, action.kind, to)
    if action.kind == "jump":
        _gap, drop, fall_to = terrain.jump_targets(w, f, w.res["act"]["mp"])[to]
        levels = drop or -_floor(w, fall_to)
    elif action.kind == "climb":
        levels = 1
    else:
        levels = 0                      # a failed climb out just stays down in the pit
    rope = any(terrain.ROPE in fig(w, h)["objects"] for h in w.res["party"] if h != f["id"])
    return {"chance": chance, "levels": levels, "rope": rope}


def _floor(w, c) -> int:
    from .world import floor_level
    return floor_level(w, c)


def action_warnings(w, action: Action) -> list[tuple[str, dict]]:
    k = action.kind
    if k in ("jump", "climb", "climb_out"):
        o = terrain_odds(w, action)
        return [("du_fall_risk", {"kind": k, "chance": round(o["chance"] * 100), "levels": o["levels"]})]
    if k == "leave":
        others = [h for h in w.res["party"] if h != action.args[0] and not fig(w, h)["out"]
                  and not fig(w, h).get("left")]
        return [("du_leave", {"mission": bool(w.res["mission"]), "last": not others})]
    if k == "run":
        return [("du_run", {})]
    if k == "disengage":
        return [("du_disengage", {"n": len(engaged_by(w, action.args[0]))})]
    return []


def save_summary(w, lang: str) -> dict:
    c = content()
    es = lang == "es"
    seats = [c.heroes[fig(w, h)["ref"]]["name"][lang] for h in w.res["party"]]
    mode = ("Héroes contra el JOA" if es else "Heroes against the JOA")
    return {"mode": mode, "seats": seats, "progress": (f"Turno {w.res['turn']}" if es else f"Turn {w.res['turn']}")}
