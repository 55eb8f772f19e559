"""What the acting hero may do (legal_actions) and doing it (perform).

Actions (hero ids "h1".., creature ids "c7".., squares [x, y], doors "x,y|x,y"):
  move(h, [x,y])  step_aside(h, [x,y]) (after a trap found on a door, chest or arrow)  run(h)  disengage(h)  end(h)  leave(h)
  attack(h, target, [skills], fortune)  shoot(h, target, [skills], fortune)
  reveal(h)  open_door(h, door)  pick_lock(h, door|[x,y])  riddle(h, door|[x,y])  break(h, door|[x,y])
  open_chest(h, [x,y])  search_room(h)  search_element(h, [x,y])  search_secret(h)  search_bodies(h)  disarm(h, trap)
  identify(h, object)  carry(h, fallen ally)  persuade(h, wit|fear)  armour(h) (put the worn armour on or take it off)
  cast(h, spell, target|None, scroll|component|None)  magic_shot(h, target)
  fatal(h, yes|no) (the fortune question after a fatal blow)  dispel(h, yes|no) (an enemy's spell, in the JOA's turn)
  quick: light(h, torch|lantern)  set_light(h)  door(h, door)  drink(h, object)  give(h, object, ally)  pick_up(h)  draw(h, weapon)  brace(h)
  free: end_spell(h, uid)
"""
from __future__ import annotations

from itertools import combinations

from game.engine.protocol import Action, act

from . import (armour, bodies, carry, combat, companions, explore, fortune, light, magic, movement, persuade, potions,
               step_aside, turn)
from .content import content
from .world import (add_points, adjacent_enemies, board, cell, combat_turn, d6, dice, distance, doors,
                    emit, engaged_by, fig, gain_reserve, heroes, in_enemy_zoi, melee_weapon, on_board,
                    section_of, stat, test)

EXPLORATION = ("reveal", "open_door", "pick_lock", "riddle", "open_chest", "search_room", "search_secret",
               "search_bodies", "disarm", "persuade", "identify")
QUICK = ("door", "drink", "pick_up", "draw", "brace")


def to_act(w) -> int | None:
    if w.res["result"] is not None:
        return None
    q = fortune.asking(w)
    if q is not None:
        return fig(w, q["fid"])["seat"]
    if w.res.get("ask"):
        return fig(w, w.res["ask"]["hero"])["seat"]
    a = w.res["act"]
    return fig(w, a["fid"])["seat"] if a else None


def _active_combos(f: dict, bonus: str) -> list:
    sk = content().skills
    mine = [s for s in f["skills"] if sk[s]["kind"] == "active" and sk[s]["bonus"] == bonus]
    out = [()]
    for n in (1, 2):
        out += list(combinations(mine, n))
    return out


def _fortune_opts(f: dict) -> list:
    return [False, True] if f["fortune"] > 0 else [False]


def _cached(w, name: str, build):
    """Per state version (the AI and the legality check ask in turn)."""
    key = (name, w.res["v"])
    got = w.cache.get(key)
    if got is None:
        for k in [k for k in w.cache if isinstance(k, tuple) and k[0] == name]:
            del w.cache[k]
        got = w.cache[key] = build(w)
    return got


def legal_actions(w) -> list[Action]:
    rest = legal_without_moves(w)
    return rest[:1] + legal_moves(w) + rest[1:]


def legal_without_moves(w) -> list[Action]:
    return list(_cached(w, "legal", _legal_actions))


def legal_moves(w) -> list[Action]:
    """The acting hero's moves, kept apart: they need a search, and many decisions never look at them."""
    return list(_cached(w, "legal_moves", _legal_moves))


def _legal_moves(w) -> list[Action]:
    a = w.res["act"]
    if w.res["result"] is not None or a is None or w.res.get("asks") or w.res.get("ask"):
        return []
    fid = a["fid"]
    f = fig(w, fid)
    if f["states"].get("knocked_down") or a["move"] == "done" or a["mp"] <= 0:
        return []
    if [e for e in engaged_by(w, fid) if e not in f.get("freed", [])]:
        return []
    c = cell(f)
    comp = f.get("companion")
    return [Action("move", (fid, dest)) for dest in sorted(movement.reachable(w, fid, a["mp"], a["running"]))
            if dest != c and (not comp or companions.leash_ok(w, f, dest))]


def _legal_actions(w) -> list[Action]:
    if w.res.get("asks"):
        return fortune.legal(w)
    a = w.res["act"]
    if w.res["result"] is None and w.res.get("ask"):
        h = w.res["ask"]["hero"]
        return [Action("dispel", (h, True)), Action("dispel", (h, False))]
    if w.res["result"] is not None or a is None:
        return []
    fid = a["fid"]
    f = fig(w, fid)
    out = [act("end", fid)]
    if f["states"].get("knocked_down"):
        return out                         # knocked down mid-activation: nothing more to do
    fighting = combat_turn(w)
    in_zoi = in_enemy_zoi(w, fid)
    engaged = [e for e in engaged_by(w, fid) if e not in f.get("freed", [])]
    can_act = a["action"] > 0
    can_quick = a["quick"] > 0 or can_act
    c = cell(f)
    if c in board(w).exits or tuple(c) in board(w).start:
        out.append(act("leave", fid))
    if engaged and a["move"] == "none" and can_act:
        out.append(act("disengage", fid))
    if can_act and a["move"] == "none" and not f["no_attack"] and not f["states"].get("stunned") and not in_zoi:
        out.append(act("run", fid))
    if can_act and not f["no_attack"]:
        for e in adjacent_enemies(w, fid):
            for sk in _active_combos(f, "melee"):
                for fo in _fortune_opts(f):
                    out.append(Action("attack", (fid, e, tuple(sk), fo)))
        if not in_zoi and combat.ranged_weapon(w, f) is not None:
            for e in heroes_enemies(w, fid):
                if combat.can_shoot(w, fid, e):
                    for sk in _active_combos(f, "shoot"):
                        for fo in _fortune_opts(f):
                            out.append(Action("shoot", (fid, e, tuple(sk), fo)))
        if not in_zoi and _magic_arrows(w, f):
            for e in heroes_enemies(w, fid):
                if combat.can_shoot(w, fid, e):
                    out.append(act("magic_shot", fid, e))
    if can_act and f.get("magic"):
        moved = a["move"] != "none"
        for sid in f["magic"]["known"]:
            for aid in magic.aids(f):
                if magic.can_cast(w, fid, sid, aid, moved):
                    out += [act("cast", fid, sid, t, aid) for t in magic.targets(w, fid, sid)]
    out += [act("end_spell", fid, rec["uid"]) for rec in magic.active_of(w, fid)]
    if can_act and not in_zoi:
        if armour.can_change(f, a):
            out.append(act("armour", fid))
        if not f.get("companion"):        # companions take no exploration actions
            out += _exploration(w, fid, f, a, fighting)
    if can_quick:
        out += _quick(w, fid, f, a, in_zoi)
    out += step_aside.legal(w, fid, a)
    if not in_zoi:
        out += carry.legal(w, fid, a)
    return out


def _magic_arrows(w, f) -> str | None:
    """Magic arrows for a bow, once per combat."""
    wpn = combat.ranged_weapon(w, f)
    if f["arrows_used"] or wpn is None or "ranged" not in wpn["traits"]:
        return None
    unknown = f.get("unknown", [])              # unidentified, they shoot as plain arrows
    return next((o for o in f["objects"] if content().objects[o]["effect"] == "arrows" and o not in unknown), None)


def heroes_enemies(w, fid):
    from .world import enemies_of
    return enemies_of(w, fid)


def _exploration(w, fid, f, a, fighting) -> list:
    out = []
    c = cell(f)
    b = board(w)
    arrow = b.arrows.get(c)
    if arrow and arrow[1] not in w.res["revealed"] and not _trap_on(w, {"cell": list(c)}):
        out.append(act("reveal", fid))
    d = doors(w)
    for ident in d.next_to(c):
        if not d.visible(ident) or d.is_open(ident):
            continue
        if d.flag(ident, "broken"):
            continue
        a_, b_ = d.cells(ident)
        if not d.flag(ident, "explored"):
            known_block = (d.flag(ident, "locked") and d.flag(ident, "lock_known")) or \
                          (d.flag(ident, "riddle") and d.flag(ident, "riddle_known"))
            if not known_block and not _trap_on(w, {"door": ident}):
                out.append(act("open_door", fid, ident))
    out += _breakable(w, fid, c)
    if fighting:
        return out
    # doors (front or diagonal) and chests next to the hero
    for ident in d:
        if not d.visible(ident) or d.is_open(ident) or d.flag(ident, "broken"):
            continue
        a_, b_ = d.cells(ident)
        if not _next_to_door(w, c, a_, b_):
            continue
        if d.flag(ident, "locked") and d.flag(ident, "lock_known") and not d.flag(ident, "lock_failed"):
            out.append(act("pick_lock", fid, ident))
        if d.flag(ident, "riddle") and d.flag(ident, "riddle_known") and ident not in w.res["riddles_tried"]:
            out.append(act("riddle", fid, ident))
    for ch in w.res["chests"]:
        cc = tuple(ch["cell"])
        if section_of(w, cc) not in w.res["revealed"] or ch["opened"] or ch["broken"] or distance(c, cc) != 1:
            continue
        if not ch["tried"] and not (ch["locked"] and ch["lock_known"]) and \
                not (ch["riddle"] and ch["riddle_known"]) and not _trap_on(w, {"chest": ch["cell"]}):
            out.append(act("open_chest", fid, list(cc)))
        if ch["riddle"] and ch["riddle_known"] and ("chest:%d,%d" % cc) not in w.res["riddles_tried"]:
            out.append(act("riddle", fid, list(cc)))
    for ec, fu in b.furniture.items():
        if fu["kind"] in content().elements and distance(c, ec) == 1 and _element_searchable(w, ec):
            out.append(act("search_element", fid, list(ec)))
    n = section_of(w, c)
    if b.kind.get(n) in ("room", "main") and n not in w.res["searched_rooms"] and _room_searchable(w, n):
        out.append(act("search_room", fid))
    if a["move"] == "none":
        out.append(act("search_secret", fid))
    if not a["acted"] and bodies.searchable(w, fid):
        out.append(act("search_bodies", fid))
    for t in w.res["traps"]:
        if t["found"] and _trap_near(w, t, c):
            out.append(act("disarm", fid, t["id"]))
    out += potions.legal(w, fid)
    npc = w.res["npc"]
    if npc and on_board(fig(w, npc)) and distance(c, cell(fig(w, npc))) == 1:
        p = w.res["persuaded"]
        if not p.get("done") and not p.get("fumbled"):
            if fid not in p.get("wit", []):
                out.append(act("persuade", fid, "wit"))
            if not p.get("fear"):
                out.append(act("persuade", fid, "fear"))
    return out


def _breakable(w, fid, c) -> list:
    """Doors and chests may be hit only after trying to open them without violence."""
    out = []
    d = doors(w)
    for ident in d.next_to(c):
        if not d.visible(ident) or d.is_open(ident) or d.flag(ident, "broken"):
            continue
        if (d.flag(ident, "locked") and d.flag(ident, "lock_known")) or \
                (d.flag(ident, "riddle") and ident in w.res["riddles_tried"]):
            out.append(act("break", fid, ident))
    for ch in w.res["chests"]:
        cc = tuple(ch["cell"])
        if ch["opened"] or ch["broken"] or distance(c, cc) != 1 or section_of(w, cc) not in w.res["revealed"]:
            continue
        riddle_failed = ch["riddle"] and ("chest:%d,%d" % cc) in w.res["riddles_tried"]
        if not riddle_failed and (ch["tried"] or (ch["locked"] and ch["lock_known"])):
            out.append(act("break", fid, list(cc)))
    return out


def _next_to_door(w, c, a_, b_) -> bool:
    """In front of or diagonal to the door, on one of its two sides."""
    return any(distance(c, x) <= 1 and section_of(w, c) == section_of(w, x) for x in (a_, b_))


def _element_searchable(w, ec) -> bool:
    """Each element once; once the main hall is found, only the main hall's elements."""
    n = section_of(w, ec)
    if n not in w.res["revealed"] or ("%d,%d" % tuple(ec)) in w.res["searched_elements"]:
        return False
    return _room_searchable(w, n)


def _room_searchable(w, n: int) -> bool:
    mi = w.res.get("main_index")
    if mi is None:
        return True
    return w.res["revealed"].index(n) >= mi


def _trap_on(w, spot: dict):
    """The trap lying on a door, chest or square. A trap on an exploration arrow also guards the
    arrows next to it that lead to the same section."""
    keys = {explore.spot_key(spot)}
    arrows = board(w).arrows
    if "cell" in spot and tuple(spot["cell"]) in arrows:
        c = tuple(spot["cell"])
        target = arrows[c][1]
        keys |= {explore.spot_key({"cell": list(o)}) for o, (_d, t) in arrows.items()
                 if t == target and distance(o, c) == 1}
    for t in w.res["traps"]:
        if explore.spot_key({k: t[k] for k in ("door", "chest", "cell") if k in t}) in keys:
            return t
    return None


def _trap_near(w, t: dict, c) -> bool:
    if "door" in t:
        a_, b_ = doors(w).cells(t["door"])
        return min(distance(c, a_), distance(c, b_)) <= 1
    where = tuple(t.get("chest") or t["cell"])
    return distance(c, where) == 1


def _quick(w, fid, f, a, in_zoi) -> list:
    out = []
    c = cell(f)
    d = doors(w)
    if not in_zoi:
        for ident in d.next_to(c):
            if d.visible(ident) and d.flag(ident, "explored") and not d.flag(ident, "broken"):
                out.append(act("door", fid, ident))
        for o in sorted(set(f["objects"])):
            if potions.drinkable(f, o):
                out.append(act("drink", fid, o))
            if f.get("companion") or content().objects[o]["effect"] in ("armour", "perception"):
                continue                   # companions share no belongings; worn magic stays
            for ally in heroes(w):
                if ally != fid and distance(c, cell(fig(w, ally))) == 1 and \
                        (not fig(w, ally).get("companion") or companions.may_receive(content().objects[o])):
                    out.append(act("give", fid, o, ally))
    if not in_zoi:
        out += light.legal(w, fid)
    for drop in f["dropped"]:
        if distance(c, drop["cell"]) <= 1:
            if not in_zoi or a["action"] > 0:
                out.append(act("pick_up", fid))
            break
    for wid in f["weapons"]:
        if wid != f["weapon"] and wid not in f["lost"]:
            out.append(act("draw", fid, wid))
    if f["shield"] and not f["shield_broken"] and not f["braced"]:
        out.append(act("brace", fid))
    return out


def is_legal(w, action: Action) -> bool:
    if action.kind == "move":
        return action in set(legal_moves(w))
    return action in set(legal_without_moves(w))


# -- perform ---------------------------------------------------------------------------------------------
def _use(a: dict, kind: str) -> None:
    if kind == "quick":
        if a["quick"] > 0:
            a["quick"] -= 1
        else:
            a["action"] = 0
        return
    a["action"] = 0
    a["acted"] = True
    if a["move"] == "moving":
        a["move"] = "done"


def _explore_test(w, f, key, events, mod=0, target=None, why=""):
    ok, r = test(w, f, key, events, mod=mod, target=target, why=why)
    if r == [1, 1]:
        gain_reserve(w, 1, "double_one", events)
    return ok, r


def perform(w, action: Action) -> list:
    w.res["v"] += 1
    events: list = []
    kind, args = action.kind, action.args
    if kind == "dispel":
        return _answer_dispel(w, args[0], bool(args[1]), events)
    fid = args[0]
    f = fig(w, fid)
    a = w.res["act"]
    ended = False
    if kind == "fatal":
        return _answer_fatal(w, bool(args[1]), events)
    if kind == "end":
        ended = True
    elif kind == "leave":
        carry.leave_with(w, a, events)
        f["left"] = True
        f["cell"] = None
        from .world import moved
        moved(w)
        emit(events, "leave", who=fid)
        ended = True
    elif kind == "move":
        res = movement.hero_move(w, fid, args[1], events)
        ended = res == "ended" or not on_board(f)
    elif kind == "run":
        _use(a, "action")
        r = dice(w, 2, events, fid)
        mov = stat(w, f, "mov")
        mp = mov // 2 if r == [1, 1] else min(2 * mov, sum(r) + mov)
        a["mp"], a["running"], a["malus"], a["move"] = mp, True, 2, "none"
        emit(events, "run", who=fid, dice=r, squares=mp)
        if w.res["options"].get("dun_basic"):
            explore.roll_obstacle(w, fid, {"cell": list(cell(f))}, events, exploring=False)
    elif kind == "disengage":
        if not combat.disengage(w, fid, events):
            ended = True
    elif kind == "attack":
        _use(a, "action")
        n = min(3, 1 + sum(1 for s in f["skills"] if s == "quick_strikes"))
        for _ in range(n):
            if not on_board(fig(w, args[1])) or not on_board(f):
                break
            out = combat.melee(w, fid, args[1], events, skills=tuple(args[2]), fortune=bool(args[3]))
            if out["ended"]:
                ended = True
                break
        _check_mission(w, events)
    elif kind == "shoot":
        _use(a, "action")
        out = combat.shoot(w, fid, args[1], events, skills=tuple(args[2]), fortune=bool(args[3]))
        ended = out["ended"]
        _check_mission(w, events)
    elif kind == "cast":
        _use(a, "action")
        if magic.superior(magic.spell(args[1])):
            a["move"], a["mp"] = "done", 0        # a superior spell is not combined with a move
        ended = magic.cast(w, fid, args[1], args[2], args[3], events)["ended"]
        _check_mission(w, events)
    elif kind == "magic_shot":
        _use(a, "action")
        item = _magic_arrows(w, f)
        f["arrows_used"] = True
        emit(events, "magic_arrows", who=fid, item=item)
        ended = combat.shoot(w, fid, args[1], events, extra_dice=content().objects[item]["amount"])["ended"]
        _check_mission(w, events)
    elif kind == "end_spell":
        rec = next(r for r in magic.active_of(w, fid) if r["uid"] == args[1])
        magic.end_spell(w, rec, "ended", events)
    elif kind == "reveal":
        ended = _reveal(w, fid, f, a, events)
    elif kind == "open_door":
        ended = _open_door(w, fid, f, a, args[1], events)
    elif kind == "pick_lock":
        _use(a, "action")
        ok, _ = _explore_test(w, f, "des", events, why="lock")
        d = doors(w)
        if ok:
            d.set_flag(args[1], "locked", False)
            add_points(w, "heroes", 1, "lock", events)
            emit(events, "unlocked", who=fid, door=args[1])
        else:
            d.set_flag(args[1], "lock_failed", True)
    elif kind == "riddle":
        _use(a, "action")
        target = args[1]
        key = target if isinstance(target, str) else "chest:%d,%d" % tuple(target)
        w.res["riddles_tried"].append(key)
        ok, _ = _explore_test(w, f, "int", events, why="riddle")
        if ok:
            add_points(w, "heroes", 1, "riddle", events)
            if isinstance(target, str):
                doors(w).set_flag(target, "riddle", False)
            else:
                ch = explore.chest_at(w, target)
                ch["riddle"] = False
            emit(events, "riddle_solved", who=fid, target=key)
    elif kind == "break":
        _use(a, "action")
        _break(w, fid, f, args[1], events)
    elif kind == "open_chest":
        ended = _open_chest(w, fid, f, a, args[1], events)
    elif kind == "search_room":
        _use(a, "action")
        n = section_of(w, cell(f))
        w.res["searched_rooms"].append(n)
        res = explore.roll_obstacle(w, fid, {"cell": list(cell(f))}, events, exploring=False)
        if res == "fired":
            ended = True
        elif res != "found":
            ok, r = _explore_test(w, f, "per", events, why="search_room")
            if ok and r == [6, 6] and stat(w, f, "per") >= 0:
                _treasure(w, f, events)
            elif ok:
                coins = (d6(w, events, fid) + 1) // 2 + 1
                f["coins"] += coins
                emit(events, "coins", who=fid, coins=coins, why="room")
    elif kind == "search_secret":
        _use(a, "action")
        a["move"] = "done"
        ok, _ = _explore_test(w, f, "per", events, why="secret")
        if w.res["options"].get("dun_basic"):
            explore.roll_obstacle(w, fid, {"cell": list(cell(f))}, events, exploring=False)
        if ok:
            _find_secret(w, fid, f, events)
    elif kind == "search_element":
        _use(a, "action")
        ended = _search_element(w, fid, f, args[1], events)
    elif kind == "search_bodies":
        _use(a, "action")
        _search_bodies(w, fid, f, events)
    elif kind == "disarm":
        _use(a, "action")
        t = next(t for t in w.res["traps"] if t["id"] == args[1])
        c = explore.trap_card(t)
        ok, _ = _explore_test(w, f, "des", events, mod=t["bonus"], target=c["disarm"], why="disarm")
        if ok:
            w.res["traps"].remove(t)
            from .world import moved
            moved(w)
            if not t.get("fixed"):
                explore.deck(w, "obstacle").discard(t["card"])
            emit(events, "disarmed", who=fid, trap=t["id"], card=t["card"])
            add_points(w, "heroes", 1, "trap", events)
        else:
            explore.fire_trap(w, f, t, events)
    elif kind == "carry":
        _use(a, "action")
        a["move"] = "none"
        carry.take_up(w, fid, a, args[1], events)
    elif kind == "step_aside":
        ended = step_aside.perform(w, fid, a, args[1], events)
    elif kind == "armour":
        _use(a, "action")
        armour.change(f, a, events)
    elif kind == "persuade":
        _use(a, "action")
        persuade.attempt(w, fid, f, args[1], events)
    elif kind == "door":
        _use(a, "quick")
        d = doors(w)
        now = d.toggle(args[1])
        from .world import moved
        moved(w)
        emit(events, "door", who=fid, door=args[1], open=now)
    elif kind == "drink":
        _use(a, "quick")
        potions.drink(w, f, args[1], events)
    elif kind == "light":
        _use(a, "quick")
        light.light_up(w, f, args[1], events)
    elif kind == "set_light":
        _use(a, "quick")
        light.set_down(w, f, events)
    elif kind == "identify":
        _use(a, "action")
        potions.identify(w, fid, args[1], events, _explore_test)
    elif kind == "pick_up":
        drop = next(x for x in f["dropped"] if distance(cell(f), x["cell"]) <= 1)
        if in_enemy_zoi(w, fid):
            _use(a, "action")
            ok, _ = test(w, f, "agi", events, why="pick_up")
            if not ok:
                return _finish(w, fid, events, ended)
        else:
            _use(a, "quick")
        f["dropped"].remove(drop)
        f["lost"].pop(drop["item"], None)
        f["weapon"] = drop["item"]
        emit(events, "pick_up", who=fid, item=drop["item"])
    elif kind == "draw":
        _use(a, "quick")
        if in_enemy_zoi(w, fid):
            f["drew_in_zoi"] = True
        f["weapon"] = args[1]
        emit(events, "draw_weapon", who=fid, item=args[1])
    elif kind == "give":
        _use(a, "quick")
        f["objects"].remove(args[1])
        fig(w, args[2])["objects"].append(args[1])
        emit(events, "give", who=fid, item=args[1], to=args[2])
    elif kind == "brace":
        _use(a, "quick")
        f["braced"] = True
        emit(events, "brace", who=fid)
    if on_board(f) and a is not None and a["action"] == 0 and a["quick"] == 0 and (a["move"] == "done" or a["mp"] <= 0):
        ended = True
    return _finish(w, fid, events, ended)


def _answer_dispel(w, hid: str, yes: bool, events) -> list:
    """The dispel question answered (magic.py): the spell resolves or not, then play goes on."""
    magic.answer(w, hid, yes, events)
    return _go_on(w, events)


def _answer_fatal(w, yes: bool, events) -> list:
    """The fortune question answered: go on where play stopped (the JOA's turn, or the heroes')."""
    fortune.answer(w, yes, events)
    return _go_on(w, events)


def _go_on(w, events) -> list:
    if w.res.get("asks") or w.res.get("ask"):
        return events
    if w.res.get("joa_rest") is not None:
        from .joa import continue_joa_turn
        if not continue_joa_turn(w, events):
            return events
        turn.after_joa_turn(w, events)
    a = w.res["act"]
    if a is not None and on_board(fig(w, a["fid"])) and not w.res["initiative"]:
        turn.check_end(w, events)          # the acting hero goes on with its activation
        return events
    if a is not None:
        turn.end_activation(w, a["fid"], events, chain=False)
    turn.start_next(w, events)
    return events


def _finish(w, fid, events, ended):
    if w.res["initiative"] or ended or not on_board(fig(w, fid)):
        turn.end_activation(w, fid, events, chain=False)
        turn.start_next(w, events)
    else:
        turn.check_end(w, events)
    return events


def _check_mission(w, events) -> None:
    if w.res["leader_dead"] and not w.res["mission"]:
        w.res["mission"] = True
        emit(events, "mission", done=True)


def _reveal(w, fid, f, a, events) -> bool:
    c = cell(f)
    d, target = board(w).arrows[c]
    res = explore.roll_obstacle(w, fid, {"cell": list(c)}, events, exploring=True)
    if res == "found":
        a["move"] = "done"
        step_aside.offer(a)
        return False
    if res == "fired":
        return True
    _use(a, "action")
    _stale_kills(w)
    explore.reveal(w, target, fid, c, (c[0] + d[0], c[1] + d[1]), events)
    return False


def _open_door(w, fid, f, a, ident, events) -> bool:
    d = doors(w)
    if d.flag(ident, "locked"):
        d.set_flag(ident, "lock_known", True)
        emit(events, "door_locked", who=fid, door=ident)
        return False
    if d.flag(ident, "riddle"):
        d.set_flag(ident, "riddle_known", True)
        emit(events, "door_riddle", who=fid, door=ident)
        return False
    res = explore.roll_obstacle(w, fid, {"door": ident}, events, exploring=True)
    if res == "found":
        a["move"] = "done"
        step_aside.offer(a)
        return False
    if res == "fired":
        return True
    if res == "locked":
        return False
    _use(a, "action")
    _open_and_look(w, fid, ident, events, broke=False)
    return False


def _open_and_look(w, fid, ident, events, broke: bool) -> None:
    d = doors(w)
    d.open(ident)
    d.set_flag(ident, "explored", True)
    from .world import moved
    moved(w)
    emit(events, "door", who=fid, door=ident, open=True)
    f = fig(w, fid)
    a_, b_ = d.cells(ident)
    near, far = (a_, b_) if distance(cell(f), a_) <= distance(cell(f), b_) else (b_, a_)
    n = section_of(w, far)
    if n not in w.res["revealed"]:
        _stale_kills(w)
        explore.reveal(w, n, fid, near, far, events, broke=broke)


def _stale_kills(w) -> None:
    for k in w.res["kills"]:
        k["stale"] = True


def _break(w, fid, f, target, events, n: int | None = None) -> None:
    """Blows (or a spell's n dice) against a door or chest: heavy armour, each 5+ counts."""
    wpn = melee_weapon(w, f)
    if n is None:
        n = wpn["dice"] if wpn else stat(w, f, "fue")
    r = dice(w, n, events, fid)
    hits = sum(1 for x in r if x != 1 and x >= 5)
    if w.res["turn"] not in w.res["noise_turns"]:
        w.res["noise_turns"].append(w.res["turn"])
        w.res["noise"] += 1
    if isinstance(target, str):
        d = doors(w)
        total = (d.flag(target, "hits", 0) or 0) + hits
        d.set_flag(target, "hits", total)
        emit(events, "break", who=fid, target=target, dice=r, hits=hits, total=total, noise=w.res["noise"])
        if total >= 5:
            d.set_flag(target, "broken", True)
            d.set_flag(target, "locked", False)
            d.set_flag(target, "riddle", False)
            emit(events, "broken", target=target)
            _open_and_look(w, fid, target, events, broke=True)
    else:
        ch = explore.chest_at(w, target)
        ch["hits"] += hits
        emit(events, "break", who=fid, target="chest:%d,%d" % tuple(target), dice=r, hits=hits, total=ch["hits"],
             noise=w.res["noise"])
        if ch["hits"] >= 5:
            ch["broken"] = ch["opened"] = True
            emit(events, "broken", target="chest:%d,%d" % tuple(target))
            _treasure(w, f, events)


def _open_chest(w, fid, f, a, target, events) -> bool:
    ch = explore.chest_at(w, target)
    if ch["riddle"]:
        ch["riddle_known"] = True
        emit(events, "chest_riddle", who=fid, chest=list(target))
        return False
    if ch["locked"]:
        ch["lock_known"] = True
        emit(events, "chest_locked", who=fid, chest=list(target))
        return False
    res = explore.roll_obstacle(w, fid, {"chest": list(target)}, events, exploring=False)
    if res == "found":
        a["move"] = "done"
        step_aside.offer(a)
        return False
    if res == "fired":
        return True
    if res == "locked":
        return False
    _use(a, "action")
    ch["tried"] = True
    ok, _ = _explore_test(w, f, "des", events, why="chest")
    if ok:
        ch["opened"] = True
        emit(events, "chest_opened", who=fid, chest=list(target))
        _treasure(w, f, events)
    return False


def _treasure(w, f, events) -> None:
    card = explore.deck(w, "treasure").draw(events, reshuffle=True)
    if card is None:
        return
    t = content().treasure[card]
    explore.deck(w, "treasure").discard(card)
    emit(events, "treasure", who=f["id"], card=card, coins=t["coins"])
    f["coins"] += t["coins"]
    if t["object"] != "none":
        _object(w, f, t["object"], events)


def _object(w, f, kind: str, events) -> None:
    item = explore.deck(w, kind).draw(events, reshuffle=False)
    if item is None:
        return
    emit(events, "object", who=f["id"], item=item, sort=kind)
    _gain(f, item, kind)


def _gain(f, item: str, kind: str) -> None:
    """A found object: a weapon is drawn at once; magic objects come unidentified (a weapon works
    as its plain version, anything else waits for identification)."""
    o = content().objects[item]
    if o["effect"] == "weapon":
        f["weapons"].insert(0, item)
        f["weapon"] = item
    else:
        f["objects"].append(item)
    if kind == "magic":
        potions.found_magic(f, item)
    else:
        magic_effect(f, item)


def magic_effect(f, item: str) -> None:
    """What a kept object does for good once known (armour, perception)."""
    o = content().objects[item]
    if o["effect"] == "armour":
        f["stats"]["arm"] = min(6, f["stats"]["arm"] + o["amount"])
    elif o["effect"] == "perception":
        f["stats"]["per"] += o["amount"]


def _search_element(w, fid, f, ec, events) -> bool:
    """1d6 on the element's six results (fortune never changes it). A fumble rolls the
    scenario die for an obstacle. True if the activation ends."""
    fu = board(w).furniture[tuple(ec)]
    el = content().elements[fu["kind"]]
    w.res["searched_elements"].append("%d,%d" % tuple(ec))
    r = d6(w, events, fid)
    result = el["results"][r - 1]
    emit(events, "element", who=fid, element=fu["kind"], roll=r, result=result)
    if result == "fumble":
        return explore.roll_obstacle(w, fid, {"cell": list(cell(f))}, events, exploring=False) == "fired"
    if result == "coins":
        coins = d6(w, events, fid)
        f["coins"] += coins
        emit(events, "coins", who=fid, coins=coins, why="element")
    elif result == "treasure":
        _treasure(w, f, events)
    elif result == "heal":
        healed = min(2, f["max_life"] - f["life"])
        f["life"] += healed
        emit(events, "heal", who=fid, amount=healed)
    elif result == "stun":
        combat.set_state(w, f, "stunned", True, events)
    return False


def _search_bodies(w, fid, f, events) -> None:
    """1d6 per body (2 for elites, champions: their strength or intelligence): 4+ a coin;
    two 6s a common object, three a special one, four both, five or more a magic object."""
    c = content()
    n = 0
    leader = False
    for k in bodies.searchable(w, fid):
        k["searched"] = True
        if k["level"] == "champion":
            p = c.creatures[k["ref"]]["stats"]
            n += max(p["fue"], p["int"])
        else:
            n += 2 if k["level"] == "elite" else 1
        leader = leader or k["leader"]
    r = dice(w, n, events, fid)
    coins = sum(1 for x in r if x >= 4)
    sixes = r.count(6)
    f["coins"] += coins
    emit(events, "bodies", who=fid, dice=r, coins=coins, sixes=sixes)
    if sixes >= 5:
        _object(w, f, "magic", events)
    elif sixes == 4:
        _object(w, f, "common", events)
        _object(w, f, "special", events)
    elif sixes == 3:
        _object(w, f, "special", events)
    elif sixes == 2:
        _object(w, f, "common", events)
    if leader:
        item = c.leader["magic_item"]
        if item in w.res["decks"]["magic"]["draw"]:
            w.res["decks"]["magic"]["draw"].remove(item)
            emit(events, "object", who=fid, item=item, sort="magic")
            _gain(f, item, "magic")


def _find_secret(w, fid, f, events) -> None:
    d = doors(w)
    n = section_of(w, cell(f))
    for ident in d:
        dd = d.get(ident)
        if dd["kind"] != "secret" or dd["found"]:
            continue
        a_, b_ = d.cells(ident)
        if n in (section_of(w, a_), section_of(w, b_)):
            d.find(ident, open_=False)
            from .world import moved
            moved(w)
            emit(events, "secret_door", who=fid, door=ident)
            add_points(w, "heroes", 1, "secret", events)
