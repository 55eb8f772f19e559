"""Magic (11.x): casting cards for mind points, cards back to hand, lasting
effects put on the board (their ending, elementals leaving and links breaking:
effects.py), summoning, the mental link checks (12.6), and the Evil Wizard's
chaos cards (13.6)."""
from __future__ import annotations

from game.engine.chance import Deck
from game.engine.hidden import Knowledge
from game.engine.protocol import Event
from game.engine.state import World

from .components import Figure, Kit, Pos
from .effects import (break_links_of, card, drain, eliminate, end_lasting, plain_attack, return_card,
                      spawn_monster, wound)
from .squares import FLOOR_TRAPS, find_secret, free_adjacent, reveal_trap, trap_cells, trap_cells_of
from .world import (board, bump_blockers, cell_of, content, doors, emit, fig, figures, has_los, kit, los_test,
                    magic_capable, max_life, max_mind, melee_targets, move_figure, note_ref, on_board, rng, scenery_at,
                    scenery_row, within)


def draw_chaos(w: World, eid: int, events: list[Event]) -> None:
    """13.6: the first activation of a magic-capable MB figure draws its chaos cards."""
    f = fig(w, eid)
    if f.side != "mb" or f.status.get("chaos_drawn") or not magic_capable(w, eid):
        return
    f.status["chaos_drawn"] = True
    n = content().antagonists[f.ref]["chaos"]
    deck = Deck("chaos", w.res["decks"]["chaos"], rng(w))
    k = kit(w, eid)
    know = Knowledge(w.res["known"])
    for _ in range(n):
        c = deck.draw(events, reshuffle=False, public=False)
        if c is None:
            break
        k.hand.append(c)
        know.reveal(f"card:{c}", [0])
    emit(events, "chaos_cards", eid=eid, count=len(k.hand))


# -- targets ---------------------------------------------------------------------------------
def in_range(cast_from, cell, rng_: int) -> bool:
    return rng_ == 0 or within(cast_from, cell, rng_)


def spell_targets(w: World, eid: int, ident: str) -> list:
    """Legal targets of a card: "self", figure ids, or [x, y] squares."""
    c = card(ident)
    me = cell_of(w, eid)
    if me is None:
        return []
    side = fig(w, eid).side
    t = c["target"]
    eff = c["effect"]["kind"]
    if t in ("self", "aura"):
        if eff in ("summon", "raise") and not _free_next_to(w, me):
            return []
        return ["self"]
    if t in ("friend", "enemy", "figure"):
        out = []
        for e, f, fc in figures(w):
            if not f.placed or f.status.get("buried"):
                continue
            if t == "friend" and f.side != side or t == "enemy" and f.side == side:
                continue
            if eff == "heal" and f.life >= max_life(w, e):
                continue
            if in_range(me, fc, c["range"]) and has_los(w, me, fc):
                out.append(e)
        return out
    if t == "cell":
        b = board(w)
        occ = {fc for _e, _f, fc in figures(w)}
        scen, floor = scenery_at(w), trap_cells(w, True, FLOOR_TRAPS)    # once, not per square
        los = los_test(w)
        out = []
        for cell in sorted(b.room):
            if cell in occ or not in_range(me, cell, c["range"]) or cell == me:
                continue
            if _free_square(w, cell, scen, floor) and los(me, cell):
                out.append(list(cell))
        return out
    if t == "burst":
        centres = set()
        for e, f, fc in figures(w):
            if f.side != side and f.placed:
                x, y = fc
                r = c["radius"]
                for cx in range(x - r, x + r + 1):
                    for cy in range(y - r, y + r + 1):
                        if within((cx, cy), fc, r):
                            centres.add((cx, cy))
        return [list(cc) for cc in sorted(centres) if cc in board(w).room and in_range(me, cc, c["range"])
                and has_los(w, me, cc)]
    return []


def _free_square(w: World, cell, scen: dict | None = None, floor: dict | None = None) -> bool:
    s = (scenery_at(w) if scen is None else scen).get(tuple(cell))
    if s is not None and not scenery_row(s[1].kind)["passable"]:
        return False
    return tuple(cell) not in (trap_cells(w, True, FLOOR_TRAPS) if floor is None else floor)


def _free_next_to(w: World, cell):
    opts = free_adjacent(w, cell)
    return opts[0] if opts else None


def castable(w: World, eid: int) -> list[str]:
    k = w.try_get(eid, Kit)
    if k is None or not magic_capable(w, eid):
        return []
    f = fig(w, eid)
    return [c for c in k.hand if card(c)["cost"] <= f.mind]


# -- casting ------------------------------------------------------------------------------------
def cast(w: World, eid: int, ident: str, target, events: list[Event]) -> None:
    c = card(ident)
    f = fig(w, eid)
    k = kit(w, eid)
    k.hand.remove(ident)
    Knowledge(w.res["known"]).reveal(f"card:{ident}")       # 3.6-f: public once used
    emit(events, "cast", eid=eid, card=ident, target=target)
    if c["cost"]:
        f.mind -= c["cost"]
        emit(events, "mind_spent", eid=eid, amount=c["cost"], mind=f.mind)
    lasting = c["rounds"] != 0
    entry = None
    if lasting:
        until = None if c["rounds"] < 0 else w.res["round"] + c["rounds"] - 1
        entry = {"n": _next_id(w), "card": ident, "caster": eid, "until": until, "kind": c["effect"]["kind"],
                 "targets": []}
        w.res["lasting"].append(entry)
    _effect(w, eid, c, target, entry, events)
    if lasting and entry is not None and not entry["targets"] and entry["kind"] not in ("summon",):
        # nothing to hold on the board (every target gone): the card comes back now
        end_lasting(w, entry, events)
    if f.mind <= 0 and on_board(w, eid):
        eliminate(w, eid, events, "mind", None)     # 11.7
    if not lasting and on_board(w, eid):
        k.hand.append(ident)                        # 11.4: back to the hand at once
        Knowledge(w.res["known"]).reveal(f"card:{ident}", [f.seat])
    elif not lasting:
        return_card(w, ident)                       # the caster fell: the card goes back to its deck


def _next_id(w: World) -> int:
    w.res["lasting_n"] = w.res.get("lasting_n", 0) + 1
    return w.res["lasting_n"]


def _affected(w: World, eid: int, c: dict, target) -> list[int]:
    me = cell_of(w, eid)
    side = fig(w, eid).side
    t = c["target"]
    if t == "self":
        return [eid]
    if t in ("friend", "enemy", "figure"):
        return [target] if on_board(w, target) else []
    if t == "burst":
        centre = tuple(target)
        return [e for e, f, fc in figures(w) if f.side != side and f.placed and within(centre, fc, c["radius"])]
    if t == "aura":
        want_friends = c["who"] == "friends"
        out = []
        for e, f, fc in figures(w):
            if not f.placed or not within(me, fc, c["radius"]) or not has_los(w, me, fc):
                continue
            if (f.side == side) == want_friends:
                out.append(e)
        return out
    return []


def _effect(w: World, eid: int, c: dict, target, entry: dict | None, events: list[Event]) -> None:
    eff = c["effect"]
    kind = eff["kind"]
    if kind == "summon":
        _summon(w, eid, eff["figure"], entry, events)
        return
    if kind == "raise":
        spawn_monster(w, eff["figure"], cell_of(w, eid), events)
        return
    if kind == "teleport":
        frm = cell_of(w, eid)
        move_figure(w, eid, target)
        emit(events, "teleport", eid=eid, frm=frm, to=tuple(target))
        break_links_of(w, eid, events, "moved")
        return
    if kind == "reveal_traps":
        me = cell_of(w, eid)
        for t in w.res["traps"]:
            if (t["hidden"] or t.get("detected")) and any(within(me, x, c["radius"]) for x in trap_cells_of(t)):
                reveal_trap(w, t, events, "spell")
        return
    if kind == "reveal_secrets":
        me = cell_of(w, eid)
        d = doors(w)
        for ident in sorted(d):
            if d.get(ident)["kind"] == "secret" and not d.get(ident)["found"]:
                if any(within(me, x, c["radius"]) for x in d.cells(ident)):
                    find_secret(w, ident, events)
        return
    for t in _affected(w, eid, c, target):
        if not on_board(w, t):
            continue
        if kind == "damage":
            if eff.get("defend", True):
                plain_attack(w, t, eff["amount"], "melee", events, "spell", eid)
            else:
                emit(events, "hits", target=t, hits=eff["amount"], cause="spell")
                wound(w, t, eff["amount"], events, "spell", eid)
        elif kind == "heal":
            f = fig(w, t)
            gain = min(eff["amount"], max_life(w, t) - f.life)
            f.life += gain
            if gain:       # an ally already at full life is not told it healed nothing
                emit(events, "heal", eid=t, amount=gain, life=f.life)
        elif kind == "mind":
            f = fig(w, t)
            gain = min(eff["amount"], max_mind(w, t) - f.mind)
            f.mind += gain
            if gain:
                emit(events, "mind", eid=t, amount=gain, mind=f.mind)
        elif kind == "drain":
            drain(w, t, eff["amount"], events, "spell")
        elif kind == "buff":
            entry["targets"].append(t)
            w.res["lasting"].append({"n": _next_id(w), "card": None, "caster": eid, "until": entry["until"],
                                     "kind": "buff", "stat": eff["stat"], "amount": eff["amount"], "target": t,
                                     "parent": entry["n"]})
            emit(events, "buff", eid=t, stat=eff["stat"], amount=eff["amount"])
        elif kind == "sleep":
            entry["targets"].append(t)
            f = fig(w, t)
            f.status["sleep"] = f.status.get("sleep", 0) + 1
            emit(events, "asleep", eid=t)


def _summon(w: World, caster: int, ref: str, entry: dict, events: list[Event]) -> None:
    cell = _free_next_to(w, cell_of(w, caster))
    st = content().elementals[ref]
    cf = fig(w, caster)
    el = w.spawn(Figure("adv", "elemental", ref, cf.seat, st["life"], st["mind"], True, 0,
                        {"bound_to": caster}), Pos(*cell), Kit())
    note_ref(w, el, ref)
    bump_blockers(w)
    entry["targets"].append(el)
    entry["summoned"] = el
    emit(events, "summon", eid=el, ref=ref, caster=caster, cell=cell)


def _any_elemental(w: World) -> bool:
    """Whether some figure is an elemental: kept with the World's stamp by
    check_links (which entity has which component; a figure's kind never
    changes). A plain loop: a generator under any() costs a frame switch per figure."""
    for f in w.stores.get(Figure, {}).values():
        if f.kind == "elemental":
            return True
    return False


def check_links(w: World, events: list[Event]) -> None:
    # asked after every action: most of the time there is no elemental at all
    if not w.kept("tq any elemental", _any_elemental):
        return
    for e, f, c in figures(w):
        if f.kind != "elemental" or f.status.get("wild"):
            continue
        caster = f.status.get("bound_to")
        if caster is None or not on_board(w, caster):
            continue
        if melee_targets(w, caster):
            break_links_of(w, caster, events, "engaged")
        elif not has_los(w, cell_of(w, caster), c):
            break_links_of(w, caster, events, "sight")
