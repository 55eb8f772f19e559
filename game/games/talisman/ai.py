"""AI seats: a plan (grow strong, get a talisman, go through the Portal to the Crown)
and quick judgements for each decision; no look-ahead, so a turn takes microseconds."""
from __future__ import annotations

from game.engine.protocol import Action

from .board import distances
from .content import content
from .world import card, carry_limit, ch, region, stat

READY = 15          # strength + craft at which a character with a talisman heads for the Crown


def _power(w, seat: int) -> int:
    return stat(w, seat, "strength") + stat(w, seat, "craft")


def _has_talisman(c: dict) -> bool:
    return "talisman" in c["objects"]


def goal(w, seat: int, power: int | None = None) -> str | None:
    """Where this character is heading, or None to roam for cards (power:
    _power(w, seat) when the caller has it already)."""
    c = ch(w, seat)
    if c["state"] == "ghost":
        return c.get("grave") if c["lives"] > 0 else None
    p = _power(w, seat) if power is None else power
    ready = max(9, READY - w.res["turn"]["n"] // 40)     # long games make everyone bolder
    if c["lives"] <= 2 and region(c["space"]) != "inner":
        return "spring"
    if _has_talisman(c):
        return "crown" if p >= ready or w.res["crown_reached"] else None
    if c.get("quest"):
        return None
    if w.res["talismans"] == 0:           # none left in the deck: fetch one lying on the board
        lying = [sp for sp, es in w.res["board"].items() if es and region(sp) != "inner"
                 and any(e["c"] == "talisman" for e in es)]
        if lying:
            return min(lying, key=lambda sp: distances()[c["space"]][sp])
    if p >= READY - 4:
        return "warlock_cave"
    return None


def _space_value(w, seat: int, space: str, via: str, g: str | None, mine: dict) -> float:
    c = ch(w, seat)
    d = distances()
    score = 0.0
    if g:
        score -= 3.0 * d[space][g]
    cc = content()
    rec = cc.spaces[space]
    todo = rec["do"]
    if todo and "draw" in todo[0]:
        score += 1.5 * todo[0]["draw"]
    if rec.get("glade") and c["spells"]:
        score -= 3
    if space in ("city", "village") and c["gold"] >= 2:
        score += 2 + c["gold"] / 2
    if space in ("spring", "chapel") and c["lives"] < 3:
        score += 4 if not (space == "chapel" and c["align"] == "evil") else -4
    if space == "chapel" and c["align"] == "evil" or space == "graveyard" and c["align"] == "good":
        score -= 3
    if via == "bridge":
        score += 6 if mine["strength"] >= cc.board["sentinel_strength"] else -8
    if rec["region"] == "middle" and mine["power"] < 11:
        score -= 2
    for e in w.res["board"].get(space, ()):      # read only: the AI never changes the state
        rec = card(e["c"])
        if rec["kind"] == "enemy":
            foe = rec.get("strength") or rec.get("craft")
            score += 1 if mine["strength" if rec.get("strength") else "craft"] >= foe + 1 else -3
        elif rec["kind"] in ("object", "magic_object", "follower"):
            score += 2
    if via == "portal":
        score += 20 if g == "crown" else -30
    return score


class _Mine(dict):
    """The mover's power, and its combat "strength" and "craft" worked out
    on first use (only an enemy on a space or the bridge asks for them)."""

    def __init__(self, w, seat: int, power: int) -> None:
        super().__init__(power=power)
        self.w, self.seat = w, seat

    def __missing__(self, key: str) -> int:
        value = self[key] = stat(self.w, self.seat, key, combat=True)
        return value


def choose(w, seat: int) -> Action:
    a = w.res["ask"]
    opts = a["options"]
    kind = a["kind"]
    c = ch(w, seat)
    pick = None
    if kind == "turn":
        pick = _turn(w, seat, opts)
    elif kind == "move":
        power = _power(w, seat)
        g = goal(w, seat, power)          # worked out once for every destination
        mine = _Mine(w, seat, power)
        pick = max(opts, key=lambda o: _space_value(w, seat, o[1], o[2], g, mine))
    elif kind == "reroll":
        pick = _reroll(a, opts)
    elif kind == "arrive":
        pick = _arrive(w, seat, opts)
    elif kind == "combat":
        pick = _combat(w, seat, a, opts)
    elif kind == "defend":
        pick = next((o for o in opts if o[0] != "no_evade"), opts[0]) if c["lives"] <= 2 else opts[0]
    elif kind == "take":
        pick = _take(w, seat, opts)
    elif kind == "limits":
        pick = min(opts, key=lambda o: _worth(o[1]))
    elif kind == "reward":
        pick = _reward(w, seat, a, opts)
    elif kind == "shop":
        pick = _shop(w, seat, a, opts)
    elif kind == "offer":
        pick = ["pay"] if c["gold"] >= a["pay"] + 1 else ["decline"]
    elif kind == "quest":
        pick = ["quest", "talisman" not in c["objects"] and w.res["talismans"] > 0]
    elif kind == "bite":              # a follower is cheaper than a life: the least useful one first
        feed = [o for o in opts if o[0] == "feed"]
        pick = min(feed, key=lambda o: _worth(o[1])) if feed else ["bleed"]
    elif kind == "exchange":
        pick = opts[0]
    elif kind in ("meet", "crown"):
        pick = opts[0]
    if pick is None or pick not in opts:
        pick = opts[0]
    return Action.from_data(pick)


def _worth(ident: str) -> float:
    rec = card(ident)
    if rec.get("cursed"):
        return -5
    return (rec.get("weapon", 0) * 2 + sum(rec.get("bonus", {}).values()) * 3 + (7 - rec.get("armour", 7))
            + (10 if rec["deck"] == "talisman" else 0) + rec.get("carry", 0) + (2 if rec.get("cross") else 0) + 0.5)


def _turn(w, seat: int, opts: list):
    c = ch(w, seat)
    for o in opts:
        if o[0] == "cast":
            op = card(o[1])["op"]
            if op == "heal" and c["lives"] <= content().characters[c["id"]]["lives"] - 2:
                return o
            if op == "fortune" and c["fate"] == 0:
                return o
            if op == "lifeline":
                return o
            if op == "mesmerism" and card(o[2][1]).get("bonus", {}).get("strength", 0) > 0:
                return o
            if op == "toad" and o[2] == _leader(w, seat):
                return o
    hops = [o for o in opts if o[0] == "cast" and card(o[1])["op"] == "teleport"]
    g = goal(w, seat) if hops else None   # (only a teleport needs the goal)
    if g and hops:                        # a teleport towards the goal beats a random roll
        best = min(hops, key=lambda o: distances()[o[2]][g])
        if distances()[best[2]][g] + 3 < distances()[c["space"]][g]:
            return best
    if region(c["space"] or "city") == "inner":
        return _inner(w, seat, opts)
    if ["build_raft"] in opts and _power(w, seat) >= 11 and region(c["space"]) == "outer":
        return ["build_raft"]
    rafts = [o for o in opts if o[0] == "raft"]
    if rafts and region(c["space"]) == "outer":
        return rafts[0]
    return ["roll"]


def _leader(w, seat: int) -> int | None:
    """The rival closest to winning: deepest on the way to the Crown, then the strongest."""
    rivals = [t for t, o in enumerate(w.res["chars"]) if t != seat and o["state"] == "alive"]
    if not rivals:
        return None
    d = distances()
    return min(rivals, key=lambda t: (d[w.res["chars"][t]["space"]]["crown"], -_power(w, t)))


def _inner(w, seat: int, opts: list):
    c = ch(w, seat)
    if ["leave"] in opts:
        return ["step"] if _has_talisman(c) and c["lives"] >= 2 else ["leave"]
    if c["lives"] <= 1 and ["back"] in opts:
        return ["back"]
    for k in (["fight"], ["step"]):
        if k in opts:
            return k
    return opts[0]


def _reroll(a: dict, opts: list):
    dice = a.get("dice", [])
    if "score" in a:
        return ["reroll", 0] if a["score"] <= a["foe_score"] and dice[0] <= 3 else ["accept"]
    if len(dice) == 1 and "foe_die" in a:
        return ["reroll", 0] if dice[0] <= a["foe_die"] and dice[0] <= 3 else ["accept"]
    low = min(range(len(dice)), key=lambda i: dice[i]) if dice else 0
    if dice and dice[low] == 1:
        return ["reroll", low]
    return ["accept"]


def _arrive(w, seat: int, opts: list):
    for o in opts:
        if o[0] == "meet":
            t = ch(w, o[1])
            if o[2] == "steal" and t["gold"]:
                return o
            mode = "craft" if o[2] == "psychic" else "strength"
            if stat(w, seat, mode, combat=True) >= stat(w, o[1], mode, combat=True) + 3:
                return o
    return ["encounter"]


def _combat(w, seat: int, a: dict, opts: list):
    foes = a.get("foes", [])
    fights = [o for o in opts if o[0] == "fight"]
    best = max(fights, key=lambda o: stat(w, seat, o[1], combat=True)) if fights else None
    danger = 0
    for f in foes:
        if isinstance(f, str) and f in content().cards:
            rec = card(f)
            danger += rec.get("strength") or rec.get("craft") or 0
        elif isinstance(f, int):
            danger += stat(w, f, "strength", combat=True)
        else:
            danger += 6
    mine = stat(w, seat, best[1], combat=True) if best else 0
    if danger > mine + 1:
        for o in opts:
            if o[0] in ("evade", "cross") or (o[0] == "cast" and card(o[1])["op"] in ("evade", "destroy", "might", "insight")):
                return o
    return best or opts[0]


def _take(w, seat: int, opts: list):
    c = ch(w, seat)
    o = opts[0]
    rec = card(o[1])
    if rec.get("cursed") or ["leave", o[1]] not in opts:
        return o
    if rec["kind"] != "follower" and not rec.get("gold") and len(c["objects"]) >= carry_limit(c):
        worst = min((_worth(x) for x in c["objects"]), default=0)
        return o if _worth(o[1]) > worst else ["leave", o[1]]
    return o


def _reward(w, seat: int, a: dict, opts: list):
    loser = ch(w, a["loser"])
    objs = [o for o in opts if o[0] == "reward" and o[1] == "object"]
    if objs:
        best = max(objs, key=lambda o: _worth(o[2]))
        if _worth(best[2]) >= 8:
            return best
    return ["reward", "life"] if loser["lives"] <= 2 or not loser["gold"] else opts[0]


def _shop(w, seat: int, a: dict, opts: list):
    c = ch(w, seat)
    what = a.get("what")
    if what == "heal_paid" and ["heal_buy"] in opts:
        return ["heal_buy"]
    if what == "cleanse":
        return next((o for o in opts if o[0] == "discard"), ["done"])
    if what == "shop":
        have = {x for x in c["objects"] + c["followers"]}
        for want in ("armour", "sword", "shield", "helmet", "mule", "axe"):
            o = ["buy", want]
            if o in opts and want not in have and not (want == "axe" and "sword" in have):
                if len(c["objects"]) < carry_limit(c) or want == "mule":
                    return o
    return ["done"]
