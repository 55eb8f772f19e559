"""What several systems do to figures and the board, in one place below them:
wounds, lost mind and elimination (8.9-8.10, 11.7), the plain attacks of traps
and spells, magic cards going back (11.5), lasting spells ending and summoned
elementals leaving or breaking loose (11.8, 12.6), gear and gold gained,
noise and the monsters it brings (6.17, 8.15)."""
from __future__ import annotations

from game.engine.hidden import Knowledge
from game.engine.protocol import Event
from game.engine.state import World

from .components import Figure, Kit, Pos
from .discovery import wake_room
from .squares import free_cell_near
from .world import (MB, block_face, board, bump_blockers, cell_of, content, defence_dice, emit, fig, figures, kit,
                    note_ref, on_board, roll_dice, shot_defence_dice)


# -- wounds and elimination ---------------------------------------------------------------
def wound(w: World, eid: int, n: int, events: list[Event], cause: str, by: int | None = None) -> None:
    """Each unblocked hit takes one life point; extra hits are lost (8.9)."""
    if n <= 0 or not w.alive(eid) or w.try_get(eid, Figure) is None:
        return
    f = fig(w, eid)
    n = min(n, f.life)
    f.life -= n
    emit(events, "wound", eid=eid, amount=n, life=f.life, cause=cause, by=by)
    if f.life <= 0:
        eliminate(w, eid, events, cause, by)


def drain(w: World, eid: int, n: int, events: list[Event], cause: str) -> None:
    """Mind points lost; at 0 the figure is eliminated (11.7)."""
    if n <= 0 or not w.alive(eid):
        return
    f = fig(w, eid)
    n = min(n, f.mind)
    f.mind -= n
    emit(events, "drain", eid=eid, amount=n, mind=f.mind, cause=cause)
    if f.mind <= 0:
        eliminate(w, eid, events, "mind", None)


def eliminate(w: World, eid: int, events: list[Event], cause: str, by: int | None) -> None:
    f = fig(w, eid)
    cell = cell_of(w, eid)
    emit(events, "eliminated", eid=eid, ref=f.ref, side=f.side, cell=cell, cause=cause, by=by)
    end_spells_of(w, eid, events)        # 11.8
    if f.kind == "elemental":
        vanish_elemental(w, eid, events)
        return
    if f.kind == "adventurer":
        r = w.res["roster"][f.ref]
        r["status"] = "dead"
        k = w.get(eid, Kit)
        quest = [i for i in k.items if i == w.res.get("goal_item")]
        if quest and cell is not None:
            w.res["dropped"].setdefault(f"{cell[0]},{cell[1]}", []).extend(quest)
            emit(events, "dropped", item=quest[0], cell=cell)
        for c in k.hand:
            return_card(w, c)
        k.hand = []
    else:
        if by is not None and w.alive(by) and fig(w, by).kind == "adventurer":
            w.res["roster"][fig(w, by).ref]["kills"] += 1
        g = w.res.get("goal_target")
        if g and f.ref == g:
            w.res["goal_done"] = True
        k = w.try_get(eid, Kit)
        if k is not None:
            for c in k.hand:
                return_card(w, c)
            k.hand = []
    w.remove(eid, Pos)
    if f.kind != "adventurer":
        w.despawn(eid)
    bump_blockers(w)
    _drop_from_turn(w, eid)
    a = w.res.get("act")
    if a is not None and (a["fid"] == eid or (a.get("sub") and a["sub"]["eid"] == eid)):
        if a["fid"] == eid:
            a["ap"] = 0
            a["dead"] = True
        else:
            a["sub"] = None


def _drop_from_turn(w: World, eid: int) -> None:
    pend = w.res["pending"]
    w.res["pending"] = [p for p in pend if p.get("ctx", {}).get("eid") != eid or p["kind"] in ("defend",)]


def plain_attack(w: World, target: int, dice: int, defence: str, events: list[Event], cause: str,
                 by: int | None = None) -> int:
    """Traps and spells: skulls and lightning hit; the target defends with
    `defence` ("melee", "shot" or "none"), no fumble tables. Returns wounds."""
    faces = roll_dice(w, "dcom", dice, events, who=by if by is not None else cause, slot="attack")
    skulls = faces.count("skull")
    bolts = faces.count("bolt")
    blocks = 0
    if defence != "none" and on_board(w, target):
        n = defence_dice(w, target) if defence == "melee" else shot_defence_dice(w, target)
        dfaces = roll_dice(w, "dcom", n, events, who=target, slot="defence")
        blocks = dfaces.count(block_face(w, target)) + 2 * dfaces.count("bolt")
    hits = bolts + max(0, skulls - blocks)
    emit(events, "hits", target=target, hits=hits, cause=cause)
    wound(w, target, hits, events, cause, by)
    return hits


# -- magic cards and what stays on the board ------------------------------------------------
def card(ident: str) -> dict:
    return content().cards[ident]


def return_card(w: World, ident: str) -> None:
    """11.5: a discarded card goes back to its deck (face down, unknown again)."""
    deck = card(ident)["deck"]
    w.res["decks"][deck]["draw"].insert(0, ident)
    Knowledge(w.res["known"]).forget(f"card:{ident}")


def end_lasting(w: World, le: dict, events: list[Event]) -> None:
    """The effect ends: its card goes back to the caster's hand (or its deck)."""
    if le not in w.res["lasting"]:
        return
    w.res["lasting"].remove(le)
    children = [x for x in w.res["lasting"] if x.get("parent") == le.get("n")]
    for ch in children:
        w.res["lasting"].remove(ch)
    if le.get("card"):
        caster = le["caster"]
        emit(events, "spell_ends", card=le["card"], caster=caster)
        if on_board(w, caster):
            kit(w, caster).hand.append(le["card"])
            Knowledge(w.res["known"]).reveal(f"card:{le['card']}", [fig(w, caster).seat])
        else:
            return_card(w, le["card"])
    el = le.get("summoned")
    if el is not None and on_board(w, el):
        _remove_elemental(w, el, events)


def end_spells_of(w: World, caster: int, events: list[Event]) -> None:
    """11.8: a caster who falls dispels its lasting spells."""
    for le in [x for x in w.res["lasting"] if x.get("caster") == caster and x.get("card")]:
        end_lasting(w, le, events)


def vanish_elemental(w: World, eid: int, events: list[Event]) -> None:
    for le in list(w.res["lasting"]):
        if le.get("summoned") == eid:
            end_lasting(w, le, events)
            return
    if on_board(w, eid):
        _remove_elemental(w, eid, events)


def _remove_elemental(w: World, eid: int, events: list[Event]) -> None:
    emit(events, "elemental_gone", eid=eid, ref=fig(w, eid).ref)
    w.despawn(eid)
    bump_blockers(w)
    a = w.res.get("act")
    if a is not None and a.get("sub") and a["sub"]["eid"] == eid:
        a["sub"] = None


def bound_elementals(w: World, caster: int) -> list[int]:
    return [e for e, f, _c in figures(w) if f.kind == "elemental" and f.status.get("bound_to") == caster
            and not f.status.get("wild")]


def break_links_of(w: World, caster: int, events: list[Event], why: str) -> None:
    """12.6-B: shot, attacked, moved, engaged or out of sight: the elemental
    stays one more turn under the Evil Wizard, then leaves."""
    if not w.alive(caster):
        return
    for el in bound_elementals(w, caster):
        f = fig(w, el)
        f.status["wild"] = 1
        f.side = "mb"
        f.seat = MB
        bump_blockers(w)
        emit(events, "link_lost", eid=el, caster=caster, why=why)
        a = w.res.get("act")
        if a is not None and a.get("sub") and a["sub"]["eid"] == el:
            a["sub"] = None


# -- gear and gold ------------------------------------------------------------------------------
def give(w: World, eid: int, spec: dict, events: list[Event]) -> None:
    k: Kit = kit(w, eid)
    if "gold" in spec:
        k.gold += spec["gold"]
        emit(events, "gold", eid=eid, amount=spec["gold"])
    for key in ("potion", "item"):
        if key in spec:
            g = spec[key]
            kind = content().gear_kind(g)
            {"weapon": k.weapons, "armour": k.armour, "item": k.items, "potion": k.potions}[kind].append(g)
            emit(events, "gain", eid=eid, item=g)
            if g == w.res.get("goal_item"):
                emit(events, "goal_item", eid=eid, item=g)


def pay_treasure(w: World, eid: int, treasure: str, events: list[Event]) -> None:
    t = content().treasure[treasure]
    if t.get("gold"):
        give(w, eid, {"gold": t["gold"]}, events)
    if t.get("gives"):
        kind = content().gear_kind(t["gives"])
        give(w, eid, {"potion" if kind == "potion" else "item": t["gives"]}, events)


# -- noise and new monsters ---------------------------------------------------------------------
def make_noise(w: World, events: list[Event], why: str) -> None:
    """6.17/8.15: the MB checks the adventure's noise rules."""
    if w.res["phase"] != "play":
        return
    w.res["noise"] += 1
    n = w.res["noise"]
    emit(events, "noise", count=n, why=why)
    for i, trig in enumerate(board(w).noise):
        if trig["at"] != n or i in w.res["noise_fired"]:
            continue
        w.res["noise_fired"].append(i)
        if trig["effect"] == "wake":
            emit(events, "noise_rule", effect="wake", room=trig["room"])
            wake_room(w, trig["room"], events)
        else:
            emit(events, "noise_rule", effect="spawn", monsters=list(trig["monsters"]))
            for ref in trig["monsters"]:
                spawn_monster(w, ref, None, events)


def spawn_monster(w: World, ref: str, near, events: list[Event]) -> int | None:
    """A new MB figure, placed at once: at a wander mark (or next to `near`)."""
    c = content()
    b = board(w)
    targets = [near] if near is not None else list(b.wander)
    cell = None
    for t in targets:
        cell = free_cell_near(w, t)
        if cell is not None:
            break
    if cell is None:
        return None
    st = c.monster(ref)
    kind = "antagonist" if ref in c.antagonists else "minion"
    eid = w.spawn(Figure("mb", kind, ref, MB, st["life"], st["mind"], True, b.room.get(cell, 0)), Pos(*cell), Kit())
    note_ref(w, eid, ref)
    bump_blockers(w)
    emit(events, "appear", eid=eid, ref=ref, cell=cell, why="spawn")
    return eid
