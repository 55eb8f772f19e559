"""What the seat to act may do (legal_actions) and doing it (perform).

Actions are small and clickable; figures are entity ids, squares [x, y]:
  setup:     choose_adventure(id) | pick(hero) | element(aer|ignis|terra|aqua)
  figure:    roll_move(f, normal|stealth) | move(f, [x,y]) | open_door(f, door) | end_move(f)
             attack(f, target, weapon|None) | shoot(f, target, weapon|None)
             cast(f, card, "self"|target id|[x,y]) | search(f, trap|treasure|secret)
             disarm(f, trap) | detect(f) | exchange(f, partner) | use(f, potion|lever|chest|take, arg)
             control(f, elemental) | dismiss(f, elemental) | repair(f, weapon) | exit(f)
             end_activation(f)
  exchange:  give(from, item, to) | trade_done(f)
  MB phase:  activate(f) | end_phase() | end_adventure()
  decisions: choose(option)                    (see state.res["pending"][-1])
  interlude: confiscate/stock (the MB first), buy/sell/give/pack/unpack/swap/done, veto (the MB
             last), next (campaign.py)
"""
from __future__ import annotations

from game.engine.protocol import Action, Event, act
from game.engine.state import World

from . import activation, campaign, combat, magic, movement, search, setup, specials, turn
from .board import adventure_ids
from .discovery import discover_all
from .effects import bound_elementals, break_links_of
from .pending import current, pop
from .trapfx import rock_escape
from .world import (MB, adventures_for, buff, emit, fig, frozen, magic_capable, melee_targets, on_board, stats,
                    usable_weapons)

SPECIALS = ("disarm", "detect", "exchange", "use", "control")
MOVE_KINDS = ("move", "open_door", "end_move")


def to_act(w: World) -> int | None:
    if w.res["result"] is not None:
        return None
    p = current(w)
    if p is not None:
        return p["seat"]
    phase = w.res["phase"]
    if phase == "choose_adventure":
        return MB
    if phase == "pick":
        return setup.pick_seat(w)
    if phase == "deal":
        return fig(w, w.res["deal"]["queue"][0]).seat
    if phase == "interlude":
        return campaign.interlude_seat(w)
    eid = activation.acting(w)
    if eid is not None:
        return fig(w, eid).seat
    return MB


# -- legal actions -------------------------------------------------------------------------------
def legal_actions(w: World) -> list[Action]:
    if w.res["result"] is not None:
        return []
    p = current(w)
    if p is not None:
        return [act("choose", o) for o in p["options"]]
    phase = w.res["phase"]
    if phase == "choose_adventure":
        return [act("choose_adventure", a) for a in adventures_for(w, adventure_ids(w.res.get("maps_folder")))]
    if phase == "pick":
        return [act("pick", h) for h, r in sorted(w.res["roster"].items()) if r["status"] == "reserve"]
    if phase == "deal":
        return [act("element", e) for e in setup.deal_options(w, w.res["deal"]["queue"][0])]
    if phase == "interlude":
        return campaign.interlude_actions(w)
    if phase != "play":
        return []
    eid = activation.acting(w)
    if eid is None:
        out = [act("activate", e) for e in turn.mb_candidates(w)] + [act("end_phase")]
        return out + ([act("end_adventure")] if turn.may_end_adventure(w) else [])
    return figure_actions(w, eid)


def _can(box: dict, kind: str) -> bool:
    return box["ap"] >= 1 and box["n"][kind] < activation.LIMITS[kind] and kind not in box["no"]


def _special_ok(box: dict, kind: str) -> bool:
    return (box["ap"] >= 1 and "special" not in box["no"] and kind not in box["special"]
            and len(box["special"]) < 2)


def figure_kinds(w: World, eid: int) -> tuple[str, ...]:
    """The kinds of action eid's list may hold now, in listing order (a kind
    may still turn out empty: kind_actions says)."""
    box = activation.act_box(w, eid)
    if box.get("trade"):
        return TRADE_KINDS
    m = box.get("move")
    moving = bool(m) and not m.get("done")
    kinds: list[str] = []
    if moving:
        kinds += MOVE_KINDS
        if m.get("pushes") and movement.push_options(w, eid):
            return tuple(kinds)             # the MB's pushes come first (6.16)
    f = fig(w, eid)
    in_pit = bool(f.status.get("pit"))
    if not box["moved"] and box["ap"] >= 1 and not moving:
        kinds.append("roll_move" if movement.rolls_for_move(w, eid) else "move")
    if not in_pit and not f.status.get("buried"):
        kinds += ("attack", "shoot")
    sub = w.res["act"].get("sub")
    if sub is not None and sub["eid"] == eid:        # a controlled elemental
        kinds.append("end_activation")
        return tuple(kinds)
    return tuple(kinds) + FIGURE_KINDS


TRADE_KINDS = ("give", "trade_done")
FIGURE_KINDS = ("cast", "search", "disarm", "detect", "exchange", "use", "control", "dismiss", "repair", "exit",
                "end_activation")


def kind_actions(w: World, eid: int, kind: str) -> list[Action]:
    """eid's legal actions of one kind, given that figure_kinds lists it."""
    lister = _LISTERS.get(kind)
    if lister is None:
        raise ValueError(f"unknown action kind {kind!r}")
    return lister(w, eid)


# One function per kind of figure action (kind_actions looks it up: the AI asks
# for a few kinds at every decision, one at a time).
def _just(kind: str):
    """The kinds with one action, eid's alone, always legal once listed."""
    return lambda _w, eid: [act(kind, eid)]


def _detect(w: World, eid: int) -> list[Action]:
    f = fig(w, eid)
    ok = f.kind == "adventurer" and not f.status.get("pit") and _special_ok(activation.act_box(w, eid), "detect") \
        and magic_capable(w, eid)
    return [act("detect", eid)] if ok else []


def _exit(w: World, eid: int) -> list[Action]:
    return [act("exit", eid)] if specials.can_exit(w, eid) else []


def _give(w: World, eid: int) -> list[Action]:
    partner = activation.act_box(w, eid)["trade"]
    return ([act("give", eid, g, partner) for g in sorted(set(specials.gear_of(w, eid)))] +
            [act("give", partner, g, eid) for g in sorted(set(specials.gear_of(w, partner)))])


def _move(w: World, eid: int) -> list[Action]:
    # Action(...) directly: the squares are tuples already, as act() would make them
    return [Action("move", (eid, c)) for c in move_cells(w, eid)]


def _open_door(w: World, eid: int) -> list[Action]:
    return [act("open_door", eid, d) for d in movement.openable_doors(w, eid)]


def _roll_move(w: World, eid: int) -> list[Action]:
    f = fig(w, eid)
    in_pit = bool(f.status.get("pit"))
    if in_pit and not movement.pit_exit_allowed(w, eid):
        return []
    out = [act("roll_move", eid, "normal")]
    if f.kind == "adventurer" and not in_pit:
        out.append(act("roll_move", eid, "stealth"))
    return out


def _attack(w: World, eid: int) -> list[Action]:
    if not _can(activation.act_box(w, eid), "attack"):
        return []
    targets = melee_targets(w, eid)
    if not targets:             # most asks (the AI asks every decision): skip listing the weapons
        return []
    weapons = usable_weapons(w, eid, ranged=False) or [None]
    return [act("attack", eid, t, wp) for t in targets for wp in weapons]


def _shoot(w: World, eid: int) -> list[Action]:
    sub = w.res["act"].get("sub")
    if not _can(activation.act_box(w, eid), "shot") or (sub is not None and sub["eid"] == eid):
        return []
    weapons = usable_weapons(w, eid, ranged=True) if fig(w, eid).kind == "adventurer" else \
        ([None] if stats(w, eid).get("shot", 0) > 0 else [])
    if not weapons:
        return []
    return [act("shoot", eid, t, wp) for t in combat.shot_targets(w, eid) for wp in weapons]


def _cast(w: World, eid: int) -> list[Action]:
    return [act("cast", eid, card, t) for card in cast_cards(w, eid) for t in magic.spell_targets(w, eid, card)]


def _adventurer_free(w: World, eid: int) -> bool:
    """Searching, disarming, exchanging and using take an adventurer out of a pit."""
    f = fig(w, eid)
    return f.kind == "adventurer" and not f.status.get("pit")


def _search(w: World, eid: int) -> list[Action]:
    ok = _adventurer_free(w, eid) and _can(activation.act_box(w, eid), "search") and search.can_search(w, eid)
    return [act("search", eid, k) for k in search.SEARCH_KINDS] if ok else []


def _disarm(w: World, eid: int) -> list[Action]:
    if not _adventurer_free(w, eid) or not _special_ok(activation.act_box(w, eid), "disarm"):
        return []
    return [act("disarm", eid, t) for t in search.disarmable(w, eid)]


def _exchange(w: World, eid: int) -> list[Action]:
    if not _adventurer_free(w, eid) or not _special_ok(activation.act_box(w, eid), "exchange"):
        return []
    return [act("exchange", eid, p) for p in specials.trade_partners(w, eid)]


def _use(w: World, eid: int) -> list[Action]:
    if fig(w, eid).kind != "adventurer" or not _special_ok(activation.act_box(w, eid), "use"):
        return []
    return [act("use", eid, what, arg) for what, arg in specials.use_options(w, eid)]


def _control(w: World, eid: int) -> list[Action]:
    if not _special_ok(activation.act_box(w, eid), "control"):
        return []
    return [act("control", eid, e) for e in specials.controllable(w, eid)]


def _dismiss(w: World, eid: int) -> list[Action]:
    if activation.act_box(w, eid)["ap"] < 1:
        return []
    return [act("dismiss", eid, e) for e in bound_elementals(w, eid)]


def _repair(w: World, eid: int) -> list[Action]:
    if activation.act_box(w, eid)["ap"] < 2:
        return []
    return [act("repair", eid, g) for g in specials.jammed(w, eid)]


_LISTERS = {"end_move": _just("end_move"), "end_activation": _just("end_activation"),
            "trade_done": _just("trade_done"), "detect": _detect, "exit": _exit, "give": _give, "move": _move,
            "open_door": _open_door, "roll_move": _roll_move, "attack": _attack, "shoot": _shoot, "cast": _cast,
            "search": _search, "disarm": _disarm, "exchange": _exchange, "use": _use, "control": _control,
            "dismiss": _dismiss, "repair": _repair}


def move_cells(w: World, eid: int) -> list:
    """The squares of eid's move actions, sorted (given that figure_kinds lists "move")."""
    return sorted(_move_destinations(w, eid))


def _move_destinations(w: World, eid: int) -> dict:
    m = activation.act_box(w, eid).get("move")
    if m and not m.get("done"):
        if m["left"] <= 0:
            return {}
        return movement.destinations(w, eid)
    return movement.destinations(w, eid, max(0, stats(w, eid)["move"] + _buff_move(w, eid)))


def cast_cards(w: World, eid: int) -> list[str]:
    """The cards of eid's cast actions, in listing order (given that figure_kinds
    lists "cast"); each with the targets magic.spell_targets gives."""
    if not _can(activation.act_box(w, eid), "magic") or fig(w, eid).status.get("buried"):
        return []
    return sorted(set(magic.castable(w, eid)))


def figure_actions(w: World, eid: int, only: str | None = None) -> list[Action]:
    """Everything eid may do now (only: just that kind)."""
    out: list[Action] = []
    for kind in figure_kinds(w, eid):
        if only is None or only == kind:
            out += kind_actions(w, eid, kind)
    return out


class ActionsByKind:
    """The acting figure's legal actions grouped by kind, each kind listed only
    when first asked: the AI consults a few kinds in order of preference and
    most decisions stop early, so listing every kind (moves, spell targets,
    trade partners...) is mostly wasted. acts[kind] is exactly
    [a for a in figure_actions(w, eid) if a.kind == kind]. The state must not
    change while it is used (one decision)."""

    __slots__ = ("w", "eid", "kinds", "_by")

    def __init__(self, w: World, eid: int) -> None:
        self.w, self.eid, self._by = w, eid, {}
        self.kinds = figure_kinds(w, eid)

    def _kind(self, kind: str) -> list[Action]:
        got = self._by.get(kind)
        if got is None:
            got = self._by[kind] = kind_actions(self.w, self.eid, kind) if kind in self.kinds else []
        return got

    def __contains__(self, kind: str) -> bool:
        return bool(self._kind(kind))

    def __getitem__(self, kind: str) -> list[Action]:
        got = self._kind(kind)
        if not got:
            raise KeyError(kind)
        return got

    def get(self, kind: str, default=None):
        return self._kind(kind) or default

    def move_cells(self) -> list:
        """The squares of the move actions, without building the actions."""
        got = self._by.get("move cells")
        if got is None:
            got = self._by["move cells"] = move_cells(self.w, self.eid) if "move" in self.kinds else []
        return got

    def cast_cards(self) -> list[str]:
        """The cards of the cast actions, without listing their targets."""
        return cast_cards(self.w, self.eid) if "cast" in self.kinds else []

    def all(self) -> list[Action]:
        return figure_actions(self.w, self.eid)



def _buff_move(w: World, eid: int) -> int:
    return buff(w, eid, "move")


def is_legal(w: World, action: Action) -> bool:
    """Same answer as `action in legal_actions(w)`, computing only that kind."""
    with frozen(w):
        return _is_legal(w, action)


def _is_legal(w: World, action: Action) -> bool:
    if w.res["result"] is not None:
        return False
    if current(w) is not None or w.res["phase"] != "play":
        return action in legal_actions(w)
    eid = activation.acting(w)
    kind = action.kind
    if eid is None:
        if kind == "activate":      # the MB's figure to move: without listing the others' actions
            return len(action.args) == 1 and action.args[0] in turn.mb_candidates(w)
        return action in legal_actions(w)
    if not action.args or (action.args[0] != eid and kind != "give"):     # a partner's gift names the partner
        return False
    if kind not in figure_kinds(w, eid):
        return False
    if kind == "move":          # the squares alone: no need to build every move action
        try:
            return len(action.args) == 2 and action.args[1] in _move_destinations(w, eid)
        except TypeError:       # an unhashable square (a list) is not one of the board's
            return False
    if kind == "cast":          # the named card's targets alone (listing every card's costs ~100 us)
        if len(action.args) != 3 or action.args[1] not in cast_cards(w, eid):
            return False
        card = action.args[1]
        return action in [act("cast", eid, card, t) for t in magic.spell_targets(w, eid, card)]
    return action in kind_actions(w, eid, kind)


# -- performing ------------------------------------------------------------------------------------
def perform(w: World, action: Action) -> list[Event]:
    events: list[Event] = []
    kind, args = action.kind, action.args
    p = current(w)
    if p is not None:
        _decide(w, pop(w), args[0], events)
    elif w.res["phase"] == "choose_adventure":
        setup.choose_adventure(w, args[0], events)
    elif w.res["phase"] == "pick":
        setup.pick(w, args[0], events)
    elif w.res["phase"] == "deal":
        setup.deal_element(w, args[0], events)
    elif w.res["phase"] == "interlude":
        nxt = campaign.interlude_apply(w, kind, args, events)
        if nxt is not None:
            setup.start_next(w, nxt, events)
    elif kind == "activate":
        turn.mb_activate(w, args[0], events)
    elif kind == "end_phase":
        emit(events, "mb_pass")
        turn.end_mb_phase(w, events)
    elif kind == "end_adventure":
        turn.end_adventure(w, bool(w.res["goal_done"]), "mb_ended", events)
    else:
        _figure_action(w, kind, args, events)
    _after(w, events)
    if w.res["phase"] == "chain":       # 17.8: the next adventure follows at once
        setup.start_next(w, w.res["chain"], events)
    return events


def _figure_action(w: World, kind: str, args: tuple, events: list[Event]) -> None:
    eid = args[0]
    box = activation.act_box(w, eid)
    if kind not in MOVE_KINDS and kind not in ("give", "trade_done", "exit"):
        m = box.get("move") if box else None
        if m and not m.get("done"):
            movement.finish_move(w, events)
    if kind == "roll_move":
        break_links_of(w, eid, events, "moved")
        movement.roll_move(w, eid, args[1], events)
    elif kind == "move":
        m = box.get("move")
        if not m or m.get("done"):
            movement.start_fixed_move(w, eid, events)
        if box.get("charge_ready"):
            box["charge_ready"] = False
        movement.move_to(w, eid, tuple(args[1]), events)
        m = box.get("move")
        f = fig(w, eid) if on_board(w, eid) else None
        if m and not m.get("done"):
            if m["left"] <= 0 or f is None:
                movement.finish_move(w, events)
            elif f.side == "mb" and not (f.kind == "antagonist" and movement.openable_doors(w, eid)):
                movement.finish_move(w, events)     # the MB's figures move in one go
    elif kind == "open_door":
        movement.open_door(w, eid, args[1], events)
    elif kind == "end_move":
        movement.finish_move(w, events)
    elif kind == "attack":
        box["ap"] -= 1
        box["n"]["attack"] += 1
        combat.start_melee(w, eid, args[1], args[2], events)
    elif kind == "shoot":
        box["ap"] -= 1
        box["n"]["shot"] += 1
        box["charge_ready"] = False
        combat.start_shot(w, eid, args[1], args[2], events)
    elif kind == "cast":
        box["ap"] -= 1
        box["n"]["magic"] += 1
        box["charge_ready"] = False
        target = args[2]
        magic.cast(w, eid, args[1], list(target) if isinstance(target, tuple) else target, events)
    elif kind == "search":
        box["ap"] -= 1
        box["n"]["search"] += 1
        box["charge_ready"] = False
        search.search(w, eid, args[1], events)
    elif kind in SPECIALS:
        box["special"].append(kind)
        box["charge_ready"] = False
        if kind == "control":
            specials.control(w, eid, args[1], events)
            return
        box["ap"] -= 1
        if kind == "disarm":
            search.disarm(w, eid, args[1], events)
        elif kind == "detect":
            search.detect_magic(w, eid, events)
        elif kind == "exchange":
            box["trade"] = args[1]
            emit(events, "exchange", eid=eid, partner=args[1])
        elif kind == "use":
            specials.use(w, eid, args[1], args[2], events)
    elif kind == "give":
        specials.transfer(w, args[0], args[2], args[1], events)
    elif kind == "trade_done":
        box["trade"] = None
    elif kind == "dismiss":
        specials.dismiss(w, eid, args[1], events)
    elif kind == "repair":
        specials.repair(w, eid, args[1], events)
    elif kind == "exit":
        specials.exit_board(w, eid, events)
    elif kind == "end_activation":
        a = w.res["act"]
        if a.get("sub") and a["sub"]["eid"] == eid:
            sm = a["sub"].get("move")
            if sm and not sm.get("done"):
                movement.finish_move(w, events)
            a["sub"] = None
            emit(events, "control_end", elemental=eid)
        else:
            turn.end_activation(w, events)


def _decide(w: World, p: dict, choice, events: list[Event]) -> None:
    """Resolve a pending decision (the option chosen)."""
    kind, ctx = p["kind"], p["ctx"]
    choice = list(choice) if isinstance(choice, tuple) else choice
    eid = ctx.get("eid")
    if kind == "advantage":
        movement.choose_advantage(w, eid, choice, events)
    elif kind == "foresight":
        w.res.setdefault("foresight", {})[str(eid)] = choice
        emit(events, "foresight", eid=eid, when=choice)
    elif kind == "lost_move":
        emit(events, "lost", eid=eid, to=tuple(choice))
        movement.lost_move(w, eid, tuple(choice), ctx["total"], events)
    elif kind == "push":
        movement.do_push(w, eid, choice, events)
    elif kind.startswith("pick_"):
        combat.pick_fumble(w, kind[5:], choice, events)
    elif kind == "defend":
        combat.defend_choice(w, choice, events)
    elif kind == "oops_move":
        c = w.res["combat"]        # 8.14 'Oops!': the attacker moves the defender one square
        if choice != "none" and on_board(w, c["target"]):
            emit(events, "oops", eid=c["target"], by=c["attacker"])
            movement.forced_step(w, c["target"], tuple(choice), events)
    elif kind == "rock_escape":
        rock_escape(w, eid, tuple(choice), events)
    elif kind == "trap_tie":
        search.tie_choice(w, choice, events)
    if w.res["combat"] is not None and not w.res["pending"]:
        combat.resume(w, events)


def _after(w: World, events: list[Event]) -> None:
    """Upkeep after every action: sight, links, disarmed weapons, the end, the next activation."""
    for _ in range(200):
        if w.res["phase"] != "play" or w.res["result"] is not None or w.res["pending"]:
            return
        if w.res["combat"] is not None:
            combat.resume(w, events)
            if w.res["pending"] or w.res["combat"] is not None:
                return
        combat.recover_dropped(w, events)
        magic.check_links(w, events)
        discover_all(w, events)
        turn.check_end(w, events)
        if w.res["phase"] != "play" or w.res["result"] is not None:
            return
        a = w.res["act"]
        if a is None:
            t = w.res["turn"]
            if t["side"] == "mb" and t.get("acted") and not turn.mb_candidates(w):
                turn.end_round(w, events)
                continue
            return          # with nothing it moved yet, the MB's phase waits for its end_phase
        sub = a.get("sub")
        if sub is not None:
            sm = sub.get("move")
            if not on_board(w, sub["eid"]) or (sub["ap"] <= 0 and (not sm or sm.get("done"))):
                a["sub"] = None
                emit(events, "control_end", elemental=sub["eid"])
                continue
            return
        m = a.get("move")
        moving = bool(m) and not m.get("done")
        gone = not on_board(w, a["fid"]) or a.get("dead")
        if a.get("ending") or gone or (a["ap"] <= 0 and not moving and not a.get("trade") and not _free_left(w, a)):
            a["ending"] = False
            if gone and moving:
                m["done"] = True
            turn.end_activation(w, events)
            continue
        return


def _free_left(w: World, a: dict) -> bool:
    """Actions that cost no action point may still be taken at 0 points (leaving by an exit)."""
    eid = a["fid"]
    return on_board(w, eid) and specials.can_exit(w, eid)
