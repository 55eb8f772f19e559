"""What the active seat may do (legal_actions) and doing it (perform).

Dice are referred to by their index in the turn's pool. The special die and
dice made by forging, items and potions sit in the same pool. A sword die is
first *readied*, then `attack` uses every readied die in one attack action.
"""
from __future__ import annotations

from game.engine.chance import Deck
from game.engine.protocol import Action, Event, IllegalAction, act
from game.engine.state import World

from .board import LEVEL_H
from .combat import attack_total, defeat, pick_up, target_health
from .components import Figure, Pos
from .content import SYMBOLS
from .movement import (DIRS, adjacency, entries, gravity, hero_step_dirs, hero_step_ok, move_hero, portal_targets,
                       resolve_push, respawn_cells, same_zone, shove, shove_dirs, shove_dirs_from,
                       teleport_hero)
from .turn import end_turn, heal, new_die
from .artifacts import update_artifacts
from .world import (ability, board, bottom_row, content, emit, enemies, free_gems, gem_cost, hero_cell, hero_eid,
                    max_health, occupancy, passives, passives_changed, player, rng)

ITEM = "item"      # symbols given by items and potions: used as they are (no gems, forging or storing)


# -- dice ----------------------------------------------------------------------
def uses(w: World, seat: int, die: dict) -> list[tuple[str, int]]:
    """(symbol, times) the die can act as: its face, or the hero's star options."""
    if die["face"] != "star":
        return [(die["face"], 1)]
    return list(_star_uses(w.res["players"][seat]["hero"]))


_STAR_USES: dict = {}


def _star_uses(hero: str) -> tuple:
    """uses() of a star die for this hero, memoised by hero: it reads only the
    content, which never changes while the program runs (times_as asks it
    tens of thousands of times per batch of self-played games)."""
    found = _STAR_USES.get(hero)
    if found is None:
        found = _STAR_USES[hero] = (("star", 1),) + tuple(
            (opt["as"], opt.get("times", 1)) for opt in content().heroes[hero]["star"] if "as" in opt)
    return found


def times_as(w: World, seat: int, die: dict, symbol: str) -> int:
    """How many of `symbol` the die gives (0 if it cannot act as it)."""
    face = die["face"]
    if face != "star":          # uses() of a plain face, without building the list: asked per die and chooser
        return die["gems"] + 1 if face == symbol else 0
    hero = w.res["players"][seat]["hero"]
    for sym, times in _STAR_USES.get(hero) or _star_uses(hero):      # (the memo's hit without a call)
        if sym == symbol:
            return times * (die["gems"] + 1)
    return 0


def free_dice(w: World) -> list[int]:
    """Indexes of the unused dice (every one: a player may pick whichever die)."""
    return [i for i, d in enumerate(w.res["turn"]["pool"]) if not d["used"]]


def spend(w: World, seat: int, index: int, events: list[Event]) -> dict:
    die = w.res["turn"]["pool"][index]
    die["used"], die["ready"] = True, False
    p = w.res["players"][seat]
    if die["gems"]:
        p["gems"] -= gem_cost(die["gems"])
        emit(events, "gems", seat=seat, amount=-gem_cost(die["gems"]), reason="upgrade")
    if die["src"] == "special":
        p["special"] = "blank"
    return die


def shop_price(w: World, seat: int, cost: int, bonus: dict | None = None) -> int:
    """bonus: passives(w, seat), when the caller prices several cards."""
    bonus = passives(w, seat) if bonus is None else bonus
    return max(0, cost - bonus["shop_discount"] + bonus["shop_markup"])


def attack_targets(w: World, seat: int, occ: dict | None = None) -> list[int]:
    """Enemies our hero may attack, by id: those adjacent to it, and for a
    ranged hero those along its row within reach with no wall or figure between."""
    # (hero_cell, ability and a list comprehension spelled out: the AI asks after every change of a
    # position, some twenty times per game turn)
    p = w.res["players"][seat]
    store = w.stores.get(Pos)
    pos = store.get(p["eid"]) if store else None
    if pos is None:
        return []
    cell = (pos.x, pos.y)
    occ = occupancy(w) if occ is None else occ
    figures = w.stores[Figure]
    near = adjacency(w).get(cell, ())
    # read from the map of figures: only the few squares that matter, not every enemy
    boss = len(w.res["level_status"]) - 1
    mine = pos.y // LEVEL_H == boss     # same_zone(w, cell, c) is (c[1] // LEVEL_H == boss) == mine
    out = []
    for c in near:
        e = occ.get(c)
        if e is not None and figures[e].kind != "hero" and (c[1] // LEVEL_H == boss) == mine:
            out.append(e)
    reach = content().heroes[p["hero"]]["ability"]
    if reach["kind"] != "ranged":
        out.sort()          # (one figure per square: no duplicates to drop)
        return out
    out = set(out)
    b = board(w)
    x0, y = cell
    for x in range(x0 - reach["amount"], x0 + reach["amount"] + 1):
        c = (x, y)
        e = occ.get(c)
        if e is None or c in near or figures[e].kind == "hero" or not same_zone(w, cell, c):
            continue
        lo, hi = sorted((x, x0))
        if all((k, y) not in b.walls for k in range(lo + 1, hi + 1)) and \
                all((k, y) not in occ for k in range(lo + 1, hi)):
            out.add(e)
    return sorted(out)


# -- legal actions -------------------------------------------------------------
_ACTIONS: dict = {}


def _act(kind: str, *args) -> Action:
    """act(kind, *args), each distinct action made once and then shared: an
    Action is immutable, and the listings below make the same few hundred
    again and again (one kind never mixes bools and ints in one argument,
    so equal keys are the same action)."""
    a = _ACTIONS.get((kind, args))
    if a is None:
        a = _ACTIONS[(kind, args)] = act(kind, *args)
    return a

# The main phase's actions come kind by kind, so a caller that reads only some
# kinds (the AI, is_legal) computes only those: listing every action as Action
# objects just to pick one was a third of self-play. legal_actions is the
# union, in this order (a test checks that the two agree).
MAIN_KINDS = ("move", "portal", "shove", "coin", "star", "ready", "attack", "gem", "forge", "gravity", "buy",
              "use_item", "use_artifact", "use_potion", "ability", "end_actions")


def legal_actions(w: World) -> list[Action]:
    """Every legal action."""
    if not main_phase(w):
        return _other_actions(w)
    seat = w.res["turn"]["seat"]
    occ = occupancy(w)      # one map of the figures for every kind
    out = _steps_and_portals(w, seat, occ)
    for kind in MAIN_KINDS[2:]:
        out += _MAIN[kind](w, seat, occ)
    return out


def actions_of_kind(w: World, kind: str, main: bool | None = None, occ: dict | None = None) -> list[Action]:
    """The legal actions of one kind, in legal_actions' order, computing only that
    kind. A caller asking about several kinds of one state may pass main_phase(w)
    and occupancy(w) once for all of them."""
    if main is None:
        main = main_phase(w)
    if not main:
        return [a for a in _other_actions(w) if a.kind == kind]
    seat = w.res["turn"]["seat"]
    if kind in ("move", "portal"):       # (each without computing the other)
        return _steps_and_portals(w, seat, occupancy(w) if occ is None else occ, kind == "move", kind == "portal")
    make = _MAIN.get(kind)
    return make(w, seat, occ) if make is not None else []


def main_phase(w: World) -> bool:
    """The usual part of a turn: the hero is on the map, nothing is pending."""
    t = w.res["turn"]
    return (w.res["result"] is None and not t.get("push") and t["phase"] != "store" and not t.get("shove")
            and hero_cell(w, t["seat"]) is not None)


def _other_actions(w: World) -> list[Action]:
    """Outside the main phase: the game is over, a push or a shove to finish, the
    store phase, or the hero off the map (a handful of actions each)."""
    if w.res["result"] is not None:
        return []
    t = w.res["turn"]
    seat = t["seat"]
    if t.get("push"):
        return [_act("push", tuple(c)) for c in t["push"]["options"]]
    if t["phase"] == "store":
        return _store_actions(w, seat)
    if t.get("shove"):
        eid = t["shove"]["eid"]
        return [_act("shove_more", d) for d in shove_dirs(w, seat, eid)] + [_act("shove_stop")]
    out: list[Action] = []
    cells = respawn_cells(w, seat)
    sources = [-1] if passives(w, seat)["free_respawn"] else free_dice(w)
    for i in sources:
        out += [_act("respawn", i, c) for c in cells]
    if not out:     # off the map, respawning is mandatory whenever it is possible
        out.append(_act("end_actions"))
    return out


def _steps_and_portals(w: World, seat: int, occ: dict, with_moves: bool = True,
                       with_portals: bool = True) -> list[Action]:
    """The "move" and "portal" actions, in listing order (with_moves / with_portals
    False: that kind is left out)."""
    t = w.res["turn"]
    pool = t["pool"]
    cell = hero_cell(w, seat)
    # hero_step_ok, asked only where a figure stands (a free square we may enter is a step)
    steps = [d for d, n in hero_step_dirs(w).get(cell, ()) if n not in occ or hero_step_ok(w, seat, n, occ)] \
        if with_moves else []
    portals = portal_targets(w, seat) if with_portals else []
    out: list[Action] = []
    if t["steps"] > 0:
        out += [_act("move", -1, d) for d in steps] + [_act("portal", -1, c) for c in portals]
    for i in free_dice(w):
        if times_as(w, seat, pool[i], "boot"):
            out += [_act("move", i, d) for d in steps] + [_act("portal", i, c) for c in portals]
    return out


def _shoves(w: World, seat: int, occ: dict | None, only=None) -> list[Action]:
    """only: the figure ids to list shoves of (the AI asks about a few), else every enemy."""
    # (free_dice and times_as spelled out, as in _coins: the AI asks about shoves at most decisions)
    monsters = [i for i, d in enumerate(w.res["turn"]["pool"])
                if not d["used"] and (d["face"] == "monster" or d["face"] == "star" and times_as(w, seat, d, "monster"))]
    out: list[Action] = []
    if monsters:
        occ = occupancy(w) if occ is None else occ
        hero = hero_cell(w, seat)
        enter = entries(w, hero=False)
        if only is None:
            listed = enemies(w)
        else:           # enemies(w) restricted to `only`, same order
            figs, where = w.stores[Figure], w.stores[Pos]
            listed = [(e, figs[e], where[e]) for e in sorted(only) if e in where and figs[e].kind != "hero"]
        for eid, fig, pos in listed:
            for d in shove_dirs_from(w, hero, eid, occ, enter):
                out += [_act("shove", i, eid, d) for i in monsters]
    return out


def _coins(w: World, seat: int, occ: dict | None) -> list[Action]:
    # (free_dice and times_as spelled out: the AI asks for coins at almost every decision)
    return [_act("coin", i) for i, d in enumerate(w.res["turn"]["pool"])
            if not d["used"] and (d["face"] == "coin" or d["face"] == "star" and times_as(w, seat, d, "coin"))]


def _stars(w: World, seat: int, occ: dict | None) -> list[Action]:
    pool = w.res["turn"]["pool"]
    p = player(w, seat)
    out = []
    for i in free_dice(w):
        if pool[i]["face"] == "star":
            for k, opt in enumerate(content().heroes[p["hero"]]["star"]):
                if "heal" in opt and p["health"] < _max_health(w, seat) or "gems" in opt:
                    out.append(_act("star", i, k))
    return out


def _readies(w: World, seat: int, occ: dict | None) -> list[Action]:
    return [_act("ready", i) for i, d in enumerate(w.res["turn"]["pool"])
            if not d["used"] and (d["ready"] or times_as(w, seat, d, "sword"))]


def _attacks(w: World, seat: int, occ: dict | None) -> list[Action]:
    ready = [d for d in w.res["turn"]["pool"] if d["ready"] and not d["used"]]
    out = []
    if ready:
        for eid in attack_targets(w, seat, occ):
            armored = w.get(eid, Figure).kind != "boss" and \
                content().enemies[w.get(eid, Figure).ref]["ability"] == "armored"
            if armored and len(ready) < 2:
                continue
            if attack_total(w, seat, eid, _sword_dice(w, seat, ready)) >= target_health(w, eid):
                out.append(_act("attack", eid))
    return out


def _gems(w: World, seat: int, occ: dict | None) -> list[Action]:
    pool = w.res["turn"]["pool"]
    gems_left = free_gems(w, seat)
    out = []
    for i in free_dice(w):
        d = pool[i]
        if d["src"] == ITEM:
            continue
        if gems_left >= d["gems"] + 1:         # x2, x3, ... "y así sucesivamente": no top
            out.append(_act("gem", i, 1))
        if d["gems"] > 0:
            out.append(_act("gem", i, -1))
    return out


def _buys(w: World, seat: int, occ: dict | None) -> list[Action]:
    out = []
    if hero_cell(w, seat) in board(w).shops:
        c = content()
        p = player(w, seat)
        bonus = passives(w, seat)
        for kind, table in (("items", c.items), ("potions", c.potions)):
            for slot, card in enumerate(w.res["shop"][kind]):
                if card is not None and p["gold"] >= shop_price(w, seat, table[card]["cost"], bonus):
                    out.append(_act("buy", kind, slot))
    return out


def _item_uses(w: World, seat: int, occ: dict | None) -> list[Action]:
    return [_act("use_item", k) for k, (item, exhausted) in enumerate(player(w, seat)["items"])
            if not exhausted and content().items[item]["kind"] == "exhaust"]


def _artifact_uses(w: World, seat: int, occ: dict | None) -> list[Action]:
    return [_act("use_artifact", art) for art, a in sorted(w.res["artifacts"].items())
            if a["owner"] == seat and not a["exhausted"] and content().artifacts[art]["kind"] == "exhaust"]


def _potion_uses(w: World, seat: int, occ: dict | None) -> list[Action]:
    return [_act("use_potion", k) for k in range(len(player(w, seat)["potions"]))]


def _ability_uses(w: World, seat: int, occ: dict | None) -> list[Action]:
    t = w.res["turn"]
    if ability(w, seat)["kind"] == "heal_once" and not t["ability_used"] and \
            player(w, seat)["health"] < _max_health(w, seat):
        return [_act("ability")]
    return []


_MAIN = {
    "shove": _shoves, "coin": _coins, "star": _stars, "ready": _readies, "attack": _attacks, "gem": _gems,
    "forge": lambda w, seat, occ: _forge_actions(w),
    "gravity": lambda w, seat, occ: _gravity_actions(w, seat, occupancy(w) if occ is None else occ),
    "buy": _buys, "use_item": _item_uses, "use_artifact": _artifact_uses, "use_potion": _potion_uses,
    "ability": _ability_uses, "end_actions": lambda w, seat, occ: [_act("end_actions")],
}


def _max_health(w: World, seat: int) -> int:
    return max_health(w, seat)


def _sword_dice(w: World, seat: int, ready: list[dict]) -> list[dict]:
    """Ready dice as attack sources: a star 'as sword twice' counts double."""
    out = []
    for d in ready:
        times = times_as(w, seat, d, "sword") // (d["gems"] + 1)
        out += [d] * max(times, 1)
    return out


def _forge_actions(w: World) -> list[Action]:
    """Per face shown by two or more forgeable dice, by face: its first two dice
    forged into each symbol."""
    first: dict[str, int] = {}
    pairs: dict[str, tuple] = {}
    for i, d in enumerate(w.res["turn"]["pool"]):
        if not d["used"] and d["src"] != ITEM:
            face = d["face"]
            if face not in first:
                first[face] = i
            elif face not in pairs:
                pairs[face] = (first[face], i)
    out: list[Action] = []
    for face in sorted(pairs):
        out += _forgings(*pairs[face])
    return out


_FORGINGS: dict = {}


def _forgings(a: int, b: int) -> tuple:
    """The forge actions of dice a and b, one per symbol, made once (as _act)."""
    found = _FORGINGS.get((a, b))
    if found is None:
        found = _FORGINGS[(a, b)] = tuple(_act("forge", a, b, s) for s in SYMBOLS)
    return found


def _store_actions(w: World, seat: int) -> list[Action]:
    t = w.res["turn"]
    out = []
    if not t["stored"]:
        seen = set()
        for i, d in enumerate(t["pool"]):
            if not d["used"] and d["face"] not in seen and d["src"] not in ("special", ITEM):
                seen.add(d["face"])
                out.append(_act("store", i))
        out += _forge_actions(w)
    out.append(_act("finish", False))
    cell = hero_cell(w, seat)
    if cell is not None and cell in board(w).ladders:
        out.append(_act("finish", True))
    return out


def _gravity_actions(w: World, seat: int, occ: dict) -> list[Action]:
    b = board(w)
    bottom = bottom_row(w)
    mine = hero_cell(w, seat)
    loose, ladder_only = False, False
    for cell, eid in occ.items():
        if cell[1] <= bottom or cell in b.floor or (cell[0], cell[1] - 1) in occ:
            continue
        fig = w.get(eid, Figure)
        if fig.kind == "hero" and cell in b.ladders:
            if cell == mine:
                ladder_only = True
            continue
        loose = True
    out = []
    if loose:
        out.append(_act("gravity", False))
    if ladder_only:
        out.append(_act("gravity", True))
    return out


# -- performing ---------------------------------------------------------------
def perform(w: World, action: Action) -> list[Event]:
    """Apply a legal action (the caller has checked legality)."""
    t = w.res["turn"]
    seat = t["seat"]
    events: list[Event] = []
    w.res["flags"] = []
    kind, args = action.kind, action.args
    pool = t["pool"]
    p = w.res["players"][seat]
    # the kinds by how often self-play performs them (the first test decides most actions)
    if kind in ("move", "portal"):
        index, target = args
        if index >= 0:
            die = pool[index]
            t["steps"] += times_as(w, seat, die, "boot")
            spend(w, seat, index, events)
        t["steps"] -= 1
        if kind == "move":
            pos = w.stores[Pos][p["eid"]]        # (hero_cell and step_to spelled out: the commonest action)
            dx, dy = DIRS[target]
            move_hero(w, seat, (pos.x + dx, pos.y + dy), events)
        else:
            teleport_hero(w, seat, tuple(target), events)
    elif kind == "end_actions":
        t["phase"] = "store"
        t["steps"] = 0
        for d in pool:
            d["ready"], d["gems"] = False, 0
        emit(events, "end_actions", seat=seat)
    elif kind == "finish":
        end_turn(w, bool(args[0]), events)
    elif kind == "store":
        die = pool[args[0]]
        die["used"] = True
        p["special"] = die["face"]
        t["stored"] = True
        emit(events, "store", seat=seat, symbol=die["face"])
    elif kind == "coin":
        n = times_as(w, seat, pool[args[0]], "coin")
        spend(w, seat, args[0], events)
        p["gold"] += n
        emit(events, "gold", seat=seat, amount=n, reason="coin")
    elif kind == "forge":
        a, b, symbol = args
        for i in (a, b):
            pool[i]["used"], pool[i]["ready"], pool[i]["gems"] = True, False, 0
            if pool[i]["src"] == "special":
                p["special"] = "blank"
        pool.append(new_die(symbol, "forge"))
        emit(events, "forge", seat=seat, dice=[a, b], symbol=symbol)
        w.res["flags"].append(("forge", seat))
    elif kind == "ready":
        pool[args[0]]["ready"] = not pool[args[0]]["ready"]
    elif kind == "shove":
        index, eid, d = args
        n = times_as(w, seat, pool[index], "monster")
        if ability(w, seat)["kind"] == "shove_plus":
            n += ability(w, seat)["amount"]
        spend(w, seat, index, events)
        shove(w, eid, d, events)
        if n > 1:
            t["shove"] = {"eid": eid, "left": n - 1}
    elif kind == "push":
        resolve_push(w, tuple(args[0]), events)
    elif kind == "buy":
        _buy(w, seat, args[0], args[1], events)
    elif kind == "respawn":
        index, cell = args
        if index >= 0:
            spend(w, seat, index, events)
        w.add(hero_eid(w, seat), Pos(*cell))
        p["ko_on_boss"] = False
        emit(events, "respawn", seat=seat, cell=tuple(cell))
        pick_up(w, seat, tuple(cell), events)
    elif kind == "gem":
        pool[args[0]]["gems"] += args[1]
    elif kind == "ability":
        t["ability_used"] = True
        emit(events, "ability", seat=seat, hero=p["hero"])
        heal(w, seat, ability(w, seat)["amount"], events)
    elif kind == "attack":
        eid = args[0]
        ready = [i for i, d in enumerate(pool) if d["ready"] and not d["used"]]
        dice = _sword_dice(w, seat, [pool[i] for i in ready])
        wounds = attack_total(w, seat, eid, dice)
        emit(events, "attack", seat=seat, target=eid, dice=ready, wounds=wounds)
        t["next_attack"] = 0
        for i in ready:
            spend(w, seat, i, events)
        defeat(w, seat, eid, wounds, events)
    elif kind == "use_potion":
        potion = p["potions"].pop(args[0])
        Deck("potions", w.res["decks"]["potions"], rng(w)).put_bottom(potion)
        emit(events, "use_potion", seat=seat, potion=potion)
        _apply_effects(w, seat, content().potions[potion]["effects"], events)
    elif kind == "use_item":
        item = p["items"][args[0]][0]
        p["items"][args[0]][1] = True
        emit(events, "use_item", seat=seat, item=item)
        _apply_effects(w, seat, content().items[item]["effects"], events)
    elif kind == "star":
        index, k = args
        mult = pool[index]["gems"] + 1
        opt = content().heroes[p["hero"]]["star"][k]
        spend(w, seat, index, events)
        if "heal" in opt:
            heal(w, seat, opt["heal"] * mult, events)
        else:
            p["gems"] += opt["gems"] * mult
            emit(events, "gems", seat=seat, amount=opt["gems"] * mult, reason="star")
    elif kind == "shove_more":
        shove(w, t["shove"]["eid"], args[0], events)
        t["shove"]["left"] -= 1
        if t["shove"]["left"] <= 0:
            t["shove"] = None
    elif kind == "shove_stop":
        t["shove"] = None
    elif kind == "gravity":
        gravity(w, events, drop_seat=seat if args[0] else None)
    elif kind == "use_artifact":
        w.res["artifacts"][args[0]]["exhausted"] = True
        emit(events, "use_artifact", seat=seat, artifact=args[0])
        _apply_effects(w, seat, content().artifacts[args[0]]["effects"], events)
    else:
        raise IllegalAction(f"unknown action {kind}")
    if w.res["artifacts"]:
        update_artifacts(w, events)
    return events


def _buy(w: World, seat: int, kind: str, slot: int, events: list[Event]) -> None:
    c = content()
    p = player(w, seat)
    card = w.res["shop"][kind][slot]
    table = c.items if kind == "items" else c.potions
    price = shop_price(w, seat, table[card]["cost"])
    p["gold"] -= price
    if kind == "items":
        p["items"].append([card, False])
        passives_changed(w)
    else:
        p["potions"].append(card)
    emit(events, "buy", seat=seat, kind=kind, card=card, price=price)
    w.res["shop"][kind][slot] = Deck(kind, w.res["decks"][kind], rng(w)).draw(events, reshuffle=False)
    w.res["flags"].append(("buy", seat))


def _apply_effects(w: World, seat: int, effects: list[dict], events: list[Event]) -> None:
    p = player(w, seat)
    for eff in effects:
        if "symbol" in eff:
            for _ in range(eff.get("times", 1)):
                w.res["turn"]["pool"].append(new_die(eff["symbol"], ITEM))
                emit(events, "gain_symbol", seat=seat, symbol=eff["symbol"])
        elif "next_attack" in eff:
            t = w.res["turn"]
            t["next_attack"] = t.get("next_attack", 0) + eff["next_attack"]
            emit(events, "next_attack", seat=seat, amount=eff["next_attack"])
        elif "heal" in eff:
            heal(w, seat, eff["heal"], events)
        elif "gems" in eff:
            p["gems"] += eff["gems"]
            emit(events, "gems", seat=seat, amount=eff["gems"], reason="item")
        elif "gold" in eff:
            p["gold"] += eff["gold"]
            emit(events, "gold", seat=seat, amount=eff["gold"], reason="item")


def is_legal(w: World, action: Action) -> bool:
    """Only the actions of this one kind are listed; a move (the most common
    action) checks only its own die and direction."""
    if action.kind == "move":
        return _move_is_legal(w, action.args)
    if action.kind == "respawn":
        return _respawn_is_legal(w, action.args)
    if action.kind == "shove" and len(action.args) == 3 and isinstance(action.args[1], int):
        # only the shoves of its own figure can equal it
        return main_phase(w) and action in _shoves(w, w.res["turn"]["seat"], None, only=(action.args[1],))
    return action in actions_of_kind(w, action.kind)


def _move_is_legal(w: World, args: tuple) -> bool:
    """_act("move", *args) in actions_of_kind(w, "move"): the listing pairs every
    step source (banked steps as -1, then each unused boot die) with every
    direction the hero may step, so the die and the direction are checked
    apart (with ==, as comparing Actions does)."""
    if len(args) != 2 or not main_phase(w):
        return False
    index, d = args
    t = w.res["turn"]
    seat = t["seat"]
    # the sources: banked steps, then each unused die that gives boots (free_dice and times_as spelled out)
    if not (index == -1 and t["steps"] > 0 or index in [
            i for i, die in enumerate(t["pool"]) if not die["used"] and (
                die["face"] == "boot" or die["face"] == "star" and times_as(w, seat, die, "boot"))]):
        return False
    occ = occupancy(w)
    for direction, n in hero_step_dirs(w).get(hero_cell(w, seat), ()):
        if direction == d:
            return n not in occ or hero_step_ok(w, seat, n, occ)
    return False


def _respawn_is_legal(w: World, args: tuple) -> bool:
    """_act("respawn", *args) in _other_actions(w), whose respawns pair every
    source (-1 for a free respawn, else each unused die) with every respawn
    square, listed when nothing else is pending and the hero is off the map:
    the source and the square are checked apart (with ==, as comparing
    Actions does). A knocked-out hero's choice between a few dice and squares."""
    t = w.res["turn"]
    if len(args) != 2 or w.res["result"] is not None or t.get("push") or t["phase"] == "store" or t.get("shove"):
        return False
    seat = t["seat"]
    if hero_cell(w, seat) is not None:
        return False
    index, cell = args
    return index in ([-1] if passives(w, seat)["free_respawn"] else free_dice(w)) and cell in respawn_cells(w, seat)


def to_act(w: World) -> int | None:
    return None if w.res["result"] is not None else w.res["turn"]["seat"]
