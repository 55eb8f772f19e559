"""Special actions (12.x) other than the trap ones: exchange equipment,
the multipurpose action (potions, levers, chests, picking things up), mental
control of an elemental; plus repairing a jammed weapon and leaving by an
exit square."""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.state import World

from .activation import act_box, new_act
from .components import Pos
from .discovery import discover_from, place_room
from .effects import bound_elementals, give, vanish_elemental
from .world import (adjacent, board, bump_blockers, cell_of, content, doors, emit, fig, figures, kit,
                    max_life, max_mind, melee_targets, on_board, revealed, scenery_at)


# -- 12.4 exchange equipment --------------------------------------------------------------
def trade_partners(w: World, eid: int) -> list[int]:
    if fig(w, eid).kind != "adventurer" or melee_targets(w, eid):
        return []
    me = cell_of(w, eid)
    return [e for e, f, c in figures(w) if f.kind == "adventurer" and e != eid and adjacent(me, c)
            and not melee_targets(w, e)]


def gear_of(w: World, eid: int) -> list[str]:
    k = kit(w, eid)
    return k.weapons + k.armour + k.items + k.potions


def transfer(w: World, frm: int, to: int, item: str, events: list[Event]) -> None:
    kf, kt = kit(w, frm), kit(w, to)
    for lst_f, lst_t in ((kf.weapons, kt.weapons), (kf.armour, kt.armour), (kf.items, kt.items),
                         (kf.potions, kt.potions)):
        if item in lst_f:
            lst_f.remove(item)
            lst_t.append(item)
            if item in kf.lost:
                kt.lost[item] = kf.lost.pop(item)
            emit(events, "give", eid=frm, to=to, item=item)
            return


# -- 12.5 multipurpose -------------------------------------------------------------------------
def use_options(w: World, eid: int) -> list[tuple]:
    f = fig(w, eid)
    out = []
    if f.kind != "adventurer":
        return out
    k = kit(w, eid)
    for p in sorted(set(k.potions)):
        if p in content().potions:
            out.append(("potion", p))
    scen = scenery_at(w)
    me = cell_of(w, eid)
    # 15.9: a piece is worked from next to it (or on it): only these squares hold one in reach
    near = [] if me is None else sorted(c for c in (me, (me[0] + 1, me[1]), (me[0] - 1, me[1]), (me[0], me[1] + 1),
                                                     (me[0], me[1] - 1)) if c in scen)
    for cell in near:
        _e, s = scen[cell]
        if not s.placed:
            continue
        if s.kind == "lever" and s.data.get("gates"):
            out.append(("lever", list(cell)))
        elif s.kind == "chest" and not s.data.get("opened"):
            out.append(("chest", list(cell)))
    for key, items in sorted(w.res["dropped"].items()):
        x, y = map(int, key.split(","))
        if items and (me == (x, y) or adjacent(me, (x, y))):
            out.append(("take", [x, y]))
    return out


def use(w: World, eid: int, what: str, arg, events: list[Event]) -> None:
    f = fig(w, eid)
    if what == "potion":
        k = kit(w, eid)
        k.potions.remove(arg)
        p = content().potions[arg]
        emit(events, "drink", eid=eid, potion=arg)
        if p.get("life"):
            gain = min(p["life"], max_life(w, eid) - f.life)
            f.life += gain
            emit(events, "heal", eid=eid, amount=gain, life=f.life)
        if p.get("mind"):
            gain = min(p["mind"], max_mind(w, eid) - f.mind)
            f.mind += gain
            emit(events, "mind", eid=eid, amount=gain, mind=f.mind)
        if p.get("attack"):
            act_box(w, eid)["attack_bonus"] += p["attack"]
        if p.get("defence"):
            f.status["potion_def"] = p["defence"]
            f.status["potion_def_left"] = 2
        if p.get("move"):
            act_box(w, eid)["move_bonus"] = act_box(w, eid).get("move_bonus", 0) + p["move"]
        return
    cell = tuple(arg)
    if what == "lever":
        eid_s, s = scenery_at(w)[cell]
        d = doors(w)
        emit(events, "lever", eid=eid, cell=cell)
        for a, b in s.data["gates"]:
            ident = d.at(tuple(a), tuple(b))
            now = d.toggle(ident)
            emit(events, "gate", door=ident, open=now)
            if now and f.kind == "adventurer":
                bb = board(w)
                for c in d.cells(ident):
                    place_room(w, bb.room.get(c, 0), events)
        bump_blockers(w)
        discover_from(w, [cell_of(w, eid)], events)
        return
    if what == "chest":
        _e, s = scenery_at(w)[cell]
        s.data["opened"] = True
        spec = s.data.get("contents", {})
        emit(events, "chest", eid=eid, cell=cell, spec=spec)
        revealed(events, "chest")
        give(w, eid, spec, events)
        return
    if what == "take":
        key = f"{cell[0]},{cell[1]}"
        items = w.res["dropped"].pop(key, [])
        for i in items:
            give(w, eid, {"item": i}, events)


# -- 12.6 mental control -----------------------------------------------------------------------
def controllable(w: World, caster: int) -> list[int]:
    box = act_box(w, caster)
    if box is None or box["ap"] < 2:
        return []
    return [e for e in bound_elementals(w, caster) if on_board(w, e)]


def control(w: World, caster: int, el: int, events: list[Event]) -> None:
    """2 action points: the elemental takes 2 actions (move, attack) right now."""
    box = act_box(w, caster)
    box["ap"] -= 2
    sub = new_act(el, 2)
    sub["eid"] = el
    box["sub"] = sub
    emit(events, "control", eid=caster, elemental=el)


def dismiss(w: World, caster: int, el: int, events: list[Event]) -> None:
    act_box(w, caster)["ap"] -= 1
    emit(events, "dismiss", eid=caster, elemental=el)
    vanish_elemental(w, el, events)


# -- repair and exits -----------------------------------------------------------------------------
def jammed(w: World, eid: int) -> list[str]:
    k = kit(w, eid)
    return sorted(g for g, why in k.lost.items() if why == "jammed")


def repair(w: World, eid: int, weapon: str, events: list[Event]) -> None:
    """9.12 'Cursed armourer!': two actions in a row make the weapon usable again."""
    box = act_box(w, eid)
    box["ap"] -= 2
    del kit(w, eid).lost[weapon]
    emit(events, "repaired", eid=eid, item=weapon)


def can_exit(w: World, eid: int) -> bool:
    f = fig(w, eid)
    return f.kind == "adventurer" and cell_of(w, eid) in board(w).exits and not f.status.get("pit")


def exit_board(w: World, eid: int, events: list[Event]) -> None:
    f = fig(w, eid)
    k = kit(w, eid)
    emit(events, "exit", eid=eid, ref=f.ref)
    w.remove(eid, Pos)
    bump_blockers(w)
    w.res["exited"].append(f.ref)
    g = w.res["goal"]
    if g["kind"] == "retrieve" and g["target"] in k.items:
        w.res["goal_done"] = True
    if g["kind"] == "escape" and len(w.res["exited"]) >= g["count"]:
        w.res["goal_done"] = True
    a = w.res.get("act")
    if a is not None and a["fid"] == eid:
        a["ap"] = 0
        a["dead"] = True
        if a.get("move"):
            a["move"]["done"] = True
