"""The heroes' AI seats: play the mission to win.

Each hero works toward the mission's goal (the element, token, exit,
objective or villain that suits it best), revives fallen friends, heals,
casts, shoots the most valuable target in range, charges when it is a
fighter and the odds are good, rests when it has no power and no enemy is
near, and spends power to pass important checks when it can afford it.
It jumps down or across when that saves real ground toward the goal and
the dexterity checks are likely (or affordable), pushes an enemy off a
height or off the objective it holds, and sneaks closer to its goal with a
skill action it has no other use for.
"""
from __future__ import annotations

from game.engine.measure import gap
from game.engine.protocol import Action, act
from game.engine.state import World

from .actions import (can_action, can_skill, charge_targets, element_options, push_targets, revive_targets,
                      skill_targets, token_options)
from .ai import closest, field
from .combat import can_shoot, spell_targets, weapons
from .components import Model, Unit
from .movement import destinations, jump_targets, push_drop, push_plan, reach, sneak_cells
from .world import active_units, board, cell, cells_of, content, inches, profile, radius, rule, unit_gap


def choose_hero(w: World, seat: int, legal_actions) -> Action:
    p = w.res.get("pending")
    if p:
        if p["kind"] == "stun":
            return act("ignore_stun", w.get(p["hero"], Unit).power >= 2)
        if p["kind"] == "arrive":
            return _arrive(w, p["heroes"][p["index"]], legal_actions)
        hero = p["heroes"][p["index"]]
        return act("counter", min(2, w.get(hero, Unit).tokens))
    if w.res["phase"] == "setup":
        q = w.res["setup_queue"][0]
        uid = q["unit"]
        if q["kind"] == "reserve":
            # An Ambush hero waits to drop in next to an element or a token (it enters in round 2).
            return act("reserve", uid, w.res["mission"]["goal"]["kind"] in ("interact", "extract"))
        dest = _toward_goal(w, uid, "scout")
        return act("scout", uid, dest) if dest and dest != cell(w, w.get(uid, Unit).models[0]) \
            else act("scout_skip", uid)
    a = w.res.get("act")
    if a is None:
        return _pick(w, seat, legal_actions)
    uid = a["unit"]
    u = w.get(uid, Unit)
    stage = a["stage"]
    if stage == "move":
        leap = _jump_choice(w, uid, a["move"])
        if leap is not None:
            return leap
        dest = _toward_goal(w, uid, a["move"])
        return act("move", dest if dest else cell(w, u.models[0]))
    if stage == "sneak":
        return act("move", _sneak_cell(w, uid, [tuple(c) for c in a["cells"]]))
    if stage == "shoot":
        t = _best_target(w, uid, [e for e in active_units(w, "ai") if can_shoot(w, uid, e)])
        return act("shoot", t) if t is not None else act("skip")
    if u.state != "active" or a["idle"]:
        return act("end")
    return _activation_step(w, uid, a, legal_actions)


def _pick(w: World, seat: int, legal_actions) -> Action:
    options = [x for x in legal_actions(w) if x.kind == "activate"]   # never empty on a seat's turn
    foes = active_units(w, "ai")

    def key(x):
        # The hero nearest an enemy goes first (it has the most to do).
        return (min((unit_gap(w, x.args[0], f) for f in foes), default=99), x.args[0], not x.args[1])
    best = min(options, key=key)
    uid = best.args[0]
    pay = w.get(uid, Unit).power >= 4           # pay for status checks when rich
    return act("activate", uid, pay) if act("activate", uid, pay) in options else best


def _arrive(w: World, hero: int, legal_actions) -> Action:
    """An Ambush hero enters next to its goal, when there is room."""
    arrivals = [x for x in legal_actions(w) if x.kind == "arrive"]
    if not arrivals:
        return act("wait", hero)
    goal = _goal_cells(w, hero)
    if goal:
        f = field(w, goal)
        return min(arrivals, key=lambda x: (f.get(tuple(x.args[1]), 1e9), tuple(x.args[1])))
    return arrivals[0]


def _activation_step(w: World, uid: int, a: dict, legal_actions) -> Action:
    u = w.get(uid, Unit)
    c = content()
    here = cell(w, u.models[0])
    foes = active_units(w, "ai")
    near_foe = min((unit_gap(w, uid, f) for f in foes), default=99)
    if not a["done"] and u.power <= 1 and near_foe > inches(w, 18) and not a["attacked"]:
        return act("rest")
    if "affected" in u.status and u.power >= 4:
        return act("clear_affected")
    els = element_options(w, uid)
    toks = token_options(w, uid)
    revive = revive_targets(w, uid) if u.power >= 2 else []
    if (els or toks or revive) and not can_skill(a) and not a.get("bought") and u.power >= 4:
        return act("buy")              # the goal is right here: 2 power for one more skill action
    if can_skill(a):
        if revive:
            return act("revive", revive[0])
        if els:
            return act("interact", els[0], u.power >= 3)
        if toks:
            near = [i for i in toks if gap(here, tuple(w.res["tokens"][i]["at"])) <= inches(w, 1) + 1e-9]
            return act("discover", (near or toks)[0], u.power >= 4)
    if can_skill(a):
        shove = _push_choice(w, uid)
        if shove is not None:
            return shove
    if a["skills"] > 0:
        for sid in profile(w, uid)["skills"]:
            sk = c.skills[sid]
            targets = skill_targets(w, uid, sk)
            kind = sk["effect"]["kind"]
            if kind == "heal":
                hurt = [t for t in targets if w.get(w.get(t, Unit).models[0], Model).wounds >= 2]
                if hurt:
                    return act("skill", sid, hurt[0])
            elif kind == "attack" and targets:
                return act("skill", sid, _best_target(w, uid, targets))
            elif kind == "ward" and targets and near_foe <= inches(w, 12):
                return act("skill", sid, uid if uid in targets else targets[0])
            elif kind == "power":
                poor = [t for t in targets if t != uid and w.get(t, Unit).power <= 1]
                if poor:
                    return act("skill", sid, poor[0])
            elif kind == "cleanse" and (u.status or u.stunned):
                return act("skill", sid, uid)
    if not a["attacked"] and u.tokens:
        cast = _cast_choice(w, uid, a)
        if cast is not None:
            return cast
    if can_action(a):
        return _main_action(w, uid, a)
    goal = _goal_cells(w, uid)
    if goal and can_skill(a) and field(w, goal).get(here, 0) > inches(w, 1) + 1 and _sneak_helps(w, uid, goal, here):
        return act("sneak", u.power >= 5)      # the skill action is free: creep closer to the goal
    if goal and not a.get("bought") and u.power >= 4 and _urgent(w, uid, goal) \
            and field(w, goal).get(here, 99) > 0:
        return act("buy")              # 2 power to keep running
    return act("end")


def _jump_choice(w: World, uid: int, kind: str):
    """A jump that lands at least 3" nearer the goal than this move could
    walk (the move goes on from there), when every check is likely enough or
    the hero can buy them; a hero whose move cannot bring it any nearer (up
    on a tower) jumps whatever the odds: a fall still brings it down."""
    goal = _goal_cells(w, uid)
    jumps = jump_targets(w, uid) if goal else {}
    if not jumps:
        return None
    u = w.get(uid, Unit)
    f = field(w, goal)
    here = f.get(cell(w, u.models[0]), 1e9)
    walk = min((f.get(d, 1e9) for d in destinations(w, uid, kind)), default=here)
    # Walking never gets down from here (the field is measured from the goal, climbing included).
    stuck = not any(g in reach(w, uid, cell(w, u.models[0]), 1e9) for g in goal)
    best = min(jumps, key=lambda t: (f.get(t, 1e9), jumps[t], t))
    if min(walk, here) - f.get(best, 1e9) < inches(w, 3):
        return None
    checks = jumps[best]
    if rule(w, uid, "flying"):
        return act("jump", best, "none")
    need = 2 if rule(w, uid, "strider") else profile(w, uid)["dexterity"] + ("affected" in u.status)
    odds = ((7 - min(6, need)) / 6) ** checks
    if u.power >= 2 * checks + 2:
        return act("jump", best, "checks")
    if stuck:
        return act("jump", best, "none")
    return act("jump", best, "ledge" if u.power >= 4 else "none") if odds >= 0.5 else None


def _push_choice(w: World, uid: int):
    """Push an enemy when it pays: a model would fall 2" or more, or the
    enemy would leave (3" from) an AI objective this hero stands within 3"."""
    u = w.get(uid, Unit)
    pay = u.power >= 5
    objs = [tuple(o) for o in w.res["objectives"]]
    here = cell(w, u.models[0])
    three = inches(w, 3)
    mine = [o for o in objs if gap(here, o, radius(w, uid)) <= three + 1e-9]
    for t in push_targets(w, uid):
        plan = push_plan(w, uid, t)
        if any(end != frm and push_drop(w, frm, end) >= 2 for _, frm, end in plan):
            return act("push", t, pay)
        rt = radius(w, t)
        for o in mine:
            before = any(gap(frm, o, rt) <= three + 1e-9 for _, frm, _ in plan)
            after = any(gap(end, o, rt) <= three + 1e-9 for _, _, end in plan)
            if before and not after:
                return act("push", t, pay)
    return None


def _sneak_helps(w: World, uid: int, goal, here) -> bool:
    """Whether the best sneak roll (3") could end nearer the goal: else the
    sneak would only be rolled to stay put."""
    f = field(w, goal)
    now = f.get(here, 1e9)
    return any(f.get(c, 1e9) < now for c in sneak_cells(w, uid, 3))


def _sneak_cell(w: World, uid: int, cells: list):
    """The sneak's end nearest the goal (else stay)."""
    goal = _goal_cells(w, uid)
    here = cell(w, w.get(uid, Unit).models[0])
    if not goal:
        return here if here in cells else cells[0]
    f = field(w, goal)
    return min(cells, key=lambda c: (f.get(c, 1e9), c != here, c))


def _cast_choice(w: World, uid: int, a: dict):
    u = w.get(uid, Unit)
    for sid in profile(w, uid).get("spells", ()):
        sp = content().spells[sid]
        if sid in a.get("cast", ()) or u.tokens < sp["cost"]:
            continue
        targets = spell_targets(w, uid, sp)
        if not targets:
            continue
        kind = sp["effect"]["kind"]
        extra = min(2, u.tokens - sp["cost"])
        if kind == "attack":
            return act("cast", sid, _best_target(w, uid, targets), extra, False)
        if kind == "heal":
            hurt = [t for t in targets if w.get(w.get(t, Unit).models[0], Model).wounds >= 2]
            if hurt:
                return act("cast", sid, hurt[0], extra, False)
        if kind == "cleanse":
            sick = [t for t in targets if w.get(t, Unit).status or w.get(t, Unit).stunned]
            if sick:
                return act("cast", sid, sick[0], 0, False)
    return None


def _main_action(w: World, uid: int, a: dict) -> Action:
    shootable = [e for e in active_units(w, "ai") if can_shoot(w, uid, e)]
    goal = _goal_cells(w, uid)
    here = cell(w, w.get(uid, Unit).models[0])
    exits = tuple(board(w).marks["exit"])
    # Elements and tokens are worked from next to them; an exit must be stood on.
    at_goal = goal and field(w, goal).get(here, 99) <= (0 if goal == exits else 1.5)
    fighter = _melee_power(w, uid) >= 3
    if fighter and not at_goal:
        villain = _villain(w)
        # Only the villain and small units are ever charged: no need to judge the others.
        targets = charge_targets(w, uid, [t for t in active_units(w, "ai")
                                          if t == villain or len(w.get(t, Unit).models) <= 3])
        if villain in targets:
            return act("charge", villain)
        weak = [t for t in targets if len(w.get(t, Unit).models) <= 3]
        if weak:
            return act("charge", closest(w, uid, weak))
    if at_goal:
        return act("hold") if shootable else act("end")
    if goal and (not shootable or _urgent(w, uid, goal)) and field(w, goal).get(here, 99) > inches(w, 6):
        return act("rush")
    return act("advance")


def _urgent(w: World, uid: int, goal) -> bool:
    """No time to stop and shoot: heading out with the intel, or the goal is
    farther than a rush per round left (but this one) can cover."""
    if goal == tuple(board(w).marks["exit"]):
        return True
    left = w.res["mission"]["round_limit"] - w.res["round"]
    return field(w, goal).get(cell(w, w.get(uid, Unit).models[0]), 99) > inches(w, 12) * left


def _melee_power(w: World, uid: int) -> int:
    return sum(wp["attacks"] + wp["rules"].get("ap", 0) for wp in weapons(w, uid, True)) + \
        profile(w, uid)["rules"].get("impact", 0)


def _villain(w: World):
    goal = w.res["mission"]["goal"]
    if goal["kind"] != "eliminate":
        return None
    for uid in active_units(w, "ai"):
        if w.get(uid, Unit).ref == goal["target"]:
            return uid
    return None


def _best_target(w: World, uid: int, targets: list[int]):
    if not targets:
        return None
    v = _villain(w)
    if v in targets:
        return v
    return min(targets, key=lambda t: (w.get(t, Unit).size > 3, unit_gap(w, uid, t), t))


def _goal_cells(w: World, uid: int):
    """Cells this hero heads for, by the mission's goal."""
    m = w.res["mission"]
    kind = m["goal"]["kind"]
    bd = board(w)
    heroes = [h for h in active_units(w, "hero")]
    if kind == "interact":
        todo = [tuple(e["at"]) for e in w.res["elements"] if not e["done"]]
        if todo:
            return (_share(w, uid, heroes, todo),)
    if kind == "extract":
        if w.res["intel"] >= m["goal"]["count"]:
            return tuple(bd.marks["exit"])
        toks = [tuple(t["at"]) for t in w.res["tokens"] if not t["taken"] and (
            not t["revealed"] or content().search[t["content"]]["effect"]["kind"] == "intel")]
        if toks:
            return (_share(w, uid, heroes, toks),)
        return tuple(bd.marks["exit"])
    if kind == "eliminate":
        v = _villain(w)
        if v is not None:
            return (cell(w, w.get(v, Unit).models[0]),)
    if kind == "seize" or w.res["objectives"]:
        objs = [tuple(o) for o in w.res["objectives"]]
        if objs:
            return (_share(w, uid, heroes, objs),)
    return None


def _share(w: World, uid: int, heroes: list[int], targets: list) -> tuple:
    """Spread heroes over targets: the target nearest this hero, counting a
    penalty for every other hero nearer to it."""
    here = cell(w, w.get(uid, Unit).models[0])
    others = [cell(w, w.get(h, Unit).models[0]) for h in heroes if h != uid]

    def score(t):
        mine = gap(here, t)
        crowd = sum(1 for o in others if gap(o, t) < mine)
        return (mine + 10 * crowd, t)
    return min(targets, key=score)


def _toward_goal(w: World, uid: int, kind: str):
    dests = destinations(w, uid, kind)
    if not dests:
        return None
    goal = _goal_cells(w, uid)
    cover = board(w).cells_with("cover")
    danger = board(w).cells_with("dangerous")
    if goal is None:
        foes = active_units(w, "ai")
        if not foes:
            return None
        t = closest(w, uid, foes)
        tc = cells_of(w, t)
        return min(dests, key=lambda c: (min(gap(c, x) for x in tc), c))
    f = field(w, goal)
    # The destination with the least (score, cost, cell): min() with a key
    # written out as a loop, as it runs over hundreds of cells per move.
    best = None
    for c, d in dests.items():
        score = f.get(c, 1e9) - (0.5 if c in cover else 0) + (4 if c in danger else 0)
        if best is None or score < best[0] or (score == best[0] and (d, c) < (best[1], best[2])):
            best = (score, d, c)
    return best[2]
