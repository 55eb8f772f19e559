"""Combat: melee (8.x) and ranged (9.x) attacks with every fumble table and
the defender's choice to roll (wounds and elimination: effects.py).

A fight is a small state machine in state.res["combat"] so it can stop for a
decision (a pick on a fumble table after a question mark, rolling or
declining defence, an 'Oops!' move, which actions.py walks with the movement
rules) and resume when the decision is made.
"""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.state import World

from .activation import act_box
from .components import Kit, Pos
from .effects import break_links_of, make_noise, wound
from .pending import ask
from .squares import step_ok
from .world import (adjacent, attack_dice, block_face, cell_of, content, cover_dice, defence_dice, emit, fig,
                    figures, friends_of, has_los, kit, los_test, melee_targets, on_board, rng, roll_dice,
                    shot_defence_dice, shot_dice, within)

FUMBLE_PICKS = ["1", "2", "3", "4", "5", "6", "bolt"]
MAX_FUMBLES = 2


# -- melee (8.x) ---------------------------------------------------------------------------------
def start_melee(w: World, attacker: int, target: int, weapon: str | None, events: list[Event]) -> None:
    box = act_box(w, attacker)
    dice = attack_dice(w, attacker, weapon)
    if box.get("charge_ready"):
        dice += 1
        emit(events, "charge", eid=attacker)
    box["charge_ready"] = False
    emit(events, "attack", eid=attacker, target=target, weapon=weapon, dice=dice)
    make_noise(w, events, "combat")      # 8.15
    faces = roll_dice(w, "dcom", dice, events, who=attacker, slot="attack")
    c = {"type": "melee", "attacker": attacker, "target": target, "weapon": weapon, "atk": faces,
         "cancel_skulls": 0, "cancel_shields": 0, "counter": False, "all_in": False, "oops": False,
         "def": [], "stage": "attack_fumbles", "fumbles": [], "declined": False}
    q = min(faces.count("qmark"), MAX_FUMBLES)
    c["fumbles"] = roll_dice(w, "dmov", q, events, who=attacker, slot="fumble")
    w.res["combat"] = c
    resume(w, events)


def _next_fumble(w: World, c: dict, events: list[Event], table: str, roller: str, apply, then: str) -> bool:
    """Resolve the next fumble die of the roller ("attacker" or "target"); when none
    is left, go on to stage `then`. A question mark lets the other side pick the
    entry: returns False while that decision is pending."""
    if not c["fumbles"]:
        c["stage"] = then
        return True
    key = c["fumbles"].pop(0)
    if key == "qmark":
        other = "target" if roller == "attacker" else "attacker"
        emit(events, "fumble", table=table, key=key, entry="laugh", eid=c[roller])
        ask(w, fig(w, c[other]).seat, "pick_" + table, FUMBLE_PICKS, {"eid": c[roller]})
        return False
    apply(w, c, key, events)
    return True


def resume(w: World, events: list[Event]) -> None:
    """Run the fight until it needs a decision or ends."""
    while w.res["combat"] is not None and not w.res["pending"]:
        c = w.res["combat"]
        stage = c["stage"]
        if stage == "attack_fumbles":
            melee = c["type"] == "melee"
            if not _next_fumble(w, c, events, "attack_fumbles" if melee else "shot_fumbles", "attacker",
                                _attack_fumble if melee else _shot_fumble,
                                "defend" if melee else "shot_defence"):
                return
        elif stage == "defend":
            if c.get("miss") or not on_board(w, c["target"]) or not on_board(w, c["attacker"]):
                c["stage"] = "resolve"
                continue
            if defence_dice(w, c["target"]) <= 0 or not _worth_defending(c):
                c["stage"] = "resolve"
                continue
            c["stage"] = "defence_roll"
            ask(w, fig(w, c["target"]).seat, "defend", ["roll", "decline"], {"eid": c["target"]})
            return
        elif stage == "defence_roll":
            n = defence_dice(w, c["target"])
            c["def"] = roll_dice(w, "dcom", n, events, who=c["target"], slot="defence")
            q = min(c["def"].count("qmark"), MAX_FUMBLES)
            c["fumbles"] = roll_dice(w, "dmov", q, events, who=c["target"], slot="fumble")
            c["stage"] = "defence_fumbles"
        elif stage == "defence_fumbles":
            melee = c["type"] == "melee"
            if not _next_fumble(w, c, events, "defence_fumbles" if melee else "shot_defence_fumbles", "target",
                                _defence_fumble if melee else _shot_defence_fumble, "resolve"):
                return
        elif stage == "shot_defence":
            _shot_defence_roll(w, c, events)
        elif stage == "resolve":
            (_resolve_melee if c["type"] == "melee" else _resolve_shot)(w, c, events)
            if c.get("oops") and on_board(w, c["target"]) and on_board(w, c["attacker"]):
                t = cell_of(w, c["target"])
                opts = [list(n) for n in sorted((t[0] + dx, t[1] + dy) for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)))
                        if step_ok(w, c["target"], n)]
                c["stage"] = "done"
                if opts:
                    ask(w, fig(w, c["attacker"]).seat, "oops_move", opts + ["none"], {"eid": c["target"]})
                    return
            c["stage"] = "done"
        elif stage == "done":
            w.res["combat"] = None
            break_links_of(w, c["target"], events, "attacked" if c["type"] == "melee" else "shot")
            return


def _worth_defending(c: dict) -> bool:
    """Shields only stop skulls; with none left to block and no counter-attack
    to roll for (8.12 entry 1), a defence roll could only fumble: not asked."""
    return c["counter"] or c["atk"].count("skull") - c["cancel_skulls"] > 0


def pick_fumble(w: World, table: str, key: str, events: list[Event]) -> None:
    c = w.res["combat"]
    emit(events, "fumble_pick", table=table, key=key)
    {"attack_fumbles": _attack_fumble, "shot_fumbles": _shot_fumble, "defence_fumbles": _defence_fumble,
     "shot_defence_fumbles": _shot_defence_fumble}[table](w, c, key, events)
    resume(w, events)


def defend_choice(w: World, choice: str, events: list[Event]) -> None:
    c = w.res["combat"]
    if choice == "decline":
        c["declined"] = True
        c["stage"] = "resolve"
        emit(events, "decline", eid=c["target"])
    resume(w, events)


def _entry(table: str, key: str) -> str:
    return content().tables[table][key]["id"]


def _attack_fumble(w: World, c: dict, key: str, events: list[Event]) -> None:
    """8.12, all entries."""
    entry = _entry("attack_fumbles", key)
    emit(events, "fumble", table="attack_fumbles", key=key, entry=entry, eid=c["attacker"])
    a = c["attacker"]
    if key == "1":
        c["counter"] = True
    elif key == "2":
        if c["weapon"]:
            kit(w, a).lost[c["weapon"]] = "dropped"
            emit(events, "disarmed", eid=a, item=c["weapon"])
    elif key == "3":
        box = act_box(w, a)
        if box is not None:
            box["no"] = sorted(set(box["no"]) | {"attack"})
    elif key == "4":
        pals = [e for e, _f, fc in friends_of(w, a) if adjacent(fc, cell_of(w, a)) and e != c["target"]]
        if pals:
            new = rng(w).choice(sorted(pals))
            emit(events, "redirect", eid=a, target=new, old=c["target"])
            c["target"] = new
    elif key == "5":
        c["cancel_skulls"] += 2
    elif key == "6":
        c["cancel_skulls"] += 1


def _defence_fumble(w: World, c: dict, key: str, events: list[Event]) -> None:
    """8.14, all entries."""
    entry = _entry("defence_fumbles", key)
    emit(events, "fumble", table="defence_fumbles", key=key, entry=entry, eid=c["target"])
    t = c["target"]
    if key == "1":
        c["all_in"] = True
    elif key == "2":
        k = kit(w, t)
        shields = [x for x in k.armour if content().armour.get(x, {}).get("slot") == "shield" and x not in k.lost]
        weapons = [x for x in k.weapons if x not in k.lost]
        lost = shields[0] if shields else (weapons[0] if weapons else None)
        if lost:
            k.lost[lost] = "dropped"
            emit(events, "disarmed", eid=t, item=lost)
    elif key == "3":
        c["oops"] = True
    elif key == "4":
        pals = [e for e, _f, fc in friends_of(w, t) if adjacent(fc, cell_of(w, t))]
        if pals:
            pal = rng(w).choice(sorted(pals))
            _lose_ap(w, pal, 1, events)
    elif key == "5":
        c["cancel_shields"] += 2
    elif key == "6":
        c["cancel_shields"] += 1


def _lose_ap(w: World, eid: int, n: int, events: list[Event]) -> None:
    """The figure's next action points are lost (this activation if it is acting)."""
    box = act_box(w, eid)
    f = fig(w, eid)
    if box is not None:
        take = min(n, box["ap"])
        box["ap"] -= take
        n -= take
    if n > 0:
        f.status["ap_loss"] = min(2, f.status.get("ap_loss", 0) + n)
    emit(events, "ap_lost", eid=eid, amount=n if box is None else None)


def _resolve_melee(w: World, c: dict, events: list[Event]) -> None:
    atk, dfn = c["atk"], c["def"]
    skulls = atk.count("skull")
    if c["all_in"]:
        skulls += atk.count("kite") + atk.count("oval")
    skulls = max(0, skulls - c["cancel_skulls"])
    bolts = atk.count("bolt")                           # 8.11: never blocked
    shields = max(0, dfn.count(block_face(w, c["target"])) - c["cancel_shields"]) if on_board(w, c["target"]) else 0
    blocks = shields + 2 * dfn.count("bolt")            # 8.13
    hits = bolts + max(0, skulls - blocks)
    emit(events, "hits", target=c["target"], hits=hits, cause="melee", skulls=skulls, blocks=blocks, bolts=bolts)
    wound(w, c["target"], hits, events, "melee", c["attacker"])
    if c["counter"] and dfn and on_board(w, c["attacker"]):
        back = dfn.count("skull")
        if back:
            emit(events, "counter", eid=c["target"], target=c["attacker"], hits=back)
            wound(w, c["attacker"], back, events, "counter", c["target"])


# -- ranged (9.x) -----------------------------------------------------------------------------
def start_shot(w: World, shooter: int, target: int, weapon: str | None, events: list[Event]) -> None:
    dice = shot_dice(w, shooter, weapon)
    emit(events, "shoot", eid=shooter, target=target, weapon=weapon, dice=dice)
    faces = roll_dice(w, "dcom", dice, events, who=shooter, slot="shot")
    c = {"type": "shot", "attacker": shooter, "target": target, "weapon": weapon, "atk": faces,
         "cancel_skulls": 0, "cancel_shields": 0, "all_in": False, "miss": False, "def": [], "cover": [],
         "drop_cover": False, "drop_gear": False, "stage": "attack_fumbles", "fumbles": [], "redirect": None}
    q = min(faces.count("qmark"), MAX_FUMBLES)
    c["fumbles"] = roll_dice(w, "dmov", q, events, who=shooter, slot="fumble")
    w.res["combat"] = c
    resume(w, events)


def _shot_fumble(w: World, c: dict, key: str, events: list[Event]) -> None:
    """9.12, all entries (order of the seed's table: ?, 1..6, lightning)."""
    entry = _entry("shot_fumbles", key)
    emit(events, "fumble", table="shot_fumbles", key=key, entry=entry, eid=c["attacker"])
    a = c["attacker"]
    if key == "1":
        c["miss"] = True
        wound(w, a, 1, events, "self", a)
    elif key == "2":
        c["miss"] = True
        if c["weapon"]:
            kit(w, a).lost[c["weapon"]] = "broken"
            emit(events, "broken", eid=a, item=c["weapon"])
    elif key == "3":
        if c["weapon"]:
            kit(w, a).lost[c["weapon"]] = "jammed"
            emit(events, "jammed", eid=a, item=c["weapon"])
    elif key == "4":
        if on_board(w, a):
            pals = [e for e, _f, fc in friends_of(w, a) if has_los(w, cell_of(w, a), fc)]
            if pals:
                new = rng(w).choice(sorted(pals))
                emit(events, "redirect", eid=a, target=new, old=c["target"])
                c["target"] = new
    elif key == "5":
        c["miss"] = True
    elif key == "6":
        c["cancel_skulls"] += 1


def _shot_defence_roll(w: World, c: dict, events: list[Event]) -> None:
    """9.6/9.15: the target always rolls: its gear dice plus one die per partial obstacle."""
    if c["miss"] or not on_board(w, c["target"]) or not on_board(w, c["attacker"]):
        c["stage"] = "resolve"
        return
    gear = shot_defence_dice(w, c["target"])
    cover = cover_dice(w, cell_of(w, c["attacker"]), cell_of(w, c["target"])) or 0
    c["def"] = roll_dice(w, "dcom", gear, events, who=c["target"], slot="defence")
    c["cover"] = roll_dice(w, "dcom", cover, events, who=c["target"], slot="cover")
    q = min(c["def"].count("qmark"), MAX_FUMBLES)    # cover dice: ? is a plain miss (10.5)
    c["fumbles"] = roll_dice(w, "dmov", q, events, who=c["target"], slot="fumble")
    c["stage"] = "defence_fumbles"


def _shot_defence_fumble(w: World, c: dict, key: str, events: list[Event]) -> None:
    """9.14, all entries."""
    entry = _entry("shot_defence_fumbles", key)
    emit(events, "fumble", table="shot_defence_fumbles", key=key, entry=entry, eid=c["target"])
    t = c["target"]
    if key == "1":
        c["all_in"] = True
    elif key == "2":
        c["drop_cover"] = True
    elif key == "3":
        c["drop_gear"] = True
    elif key == "4":
        tc = cell_of(w, t)
        pals = [e for e, _f, fc in friends_of(w, t) if within(tc, fc, 3)]
        if pals:
            c["redirect"] = rng(w).choice(sorted(pals))
    elif key == "5":
        _lose_ap(w, t, 2, events)
    elif key == "6":
        _lose_ap(w, t, 1, events)


def _resolve_shot(w: World, c: dict, events: list[Event]) -> None:
    if c["miss"]:
        emit(events, "hits", target=c["target"], hits=0, cause="shot", miss=True)
        return
    atk = c["atk"]
    skulls = atk.count("skull")
    if c["all_in"]:
        skulls += atk.count("kite") + atk.count("oval")
    skulls = max(0, skulls - c["cancel_skulls"])
    bolts = atk.count("bolt")
    unblockable = (1 + 2 * (bolts - 1)) if bolts else 0     # 9.11: 2nd and later lightning: double damage
    target = c["target"]
    if c["redirect"] is not None and on_board(w, c["redirect"]):
        # 9.14 'Oh no!': the shot goes at a companion, whose own dice never rolled
        emit(events, "redirect", eid=c["attacker"], target=c["redirect"], old=target)
        hits = unblockable + skulls
        emit(events, "hits", target=c["redirect"], hits=hits, cause="shot")
        wound(w, c["redirect"], hits, events, "shot", c["attacker"])
        return
    dfn = [] if c["drop_gear"] else c["def"]
    cover = [] if c["drop_cover"] else c["cover"]
    face = block_face(w, target) if on_board(w, target) else "kite"
    shields = max(0, dfn.count(face) + cover.count(face) - c["cancel_shields"])
    blocks = shields + 2 * (dfn.count("bolt") + cover.count("bolt"))
    hits = unblockable + max(0, skulls - blocks)
    emit(events, "hits", target=target, hits=hits, cause="shot", skulls=skulls, blocks=blocks, bolts=bolts)
    wound(w, target, hits, events, "shot", c["attacker"])


# -- who can be attacked -------------------------------------------------------------------------
def shot_targets(w: World, eid: int) -> list[int]:
    """9.1: in line of sight and not adjacent, the shooter with no adjacent enemy;
    16.9: a figure in a pit can be shot from next to it."""
    me = cell_of(w, eid)
    if me is None or any(not fig(w, e).status.get("pit") for e in melee_targets(w, eid)):
        return []
    out = []
    side, los = fig(w, eid).side, los_test(w)
    for e, f, c in figures(w):
        if f.side == side or not f.placed or f.status.get("buried"):
            continue
        if adjacent(me, c) and not f.status.get("pit"):
            continue
        if los(me, c):
            out.append(e)
    return out


def recover_dropped(w: World, events: list[Event]) -> None:
    """8.12/8.14 'Disarmed!': the weapon comes back once no enemy is adjacent."""
    kits = w.stores.get(Kit, {})
    # after every action: only the few kits that lost something are sorted (query() sorts them all)
    for eid in sorted([e for e, k in kits.items() if k.lost]):
        k = kits[eid]
        if w.try_get(eid, Pos) is None:
            continue
        dropped = [g for g, why in k.lost.items() if why == "dropped"]
        if dropped and not melee_targets(w, eid):
            for g in dropped:
                del k.lost[g]
                emit(events, "recovered", eid=eid, item=g)
