"""A heuristic AI seat for Platformer: climbs, kills what it can, collects
gold and gems, shops, and saves gems for the boss. It only ever picks one of
legal_actions(); each call re-derives its plan from the state (the path
planner is planner.py). What it keeps in world.cache between calls (attack
targets, and the planner's memos) only spares work: each is kept under
everything it reads, and tests compare it with fresh answers."""
from __future__ import annotations

import functools
import heapq

from game.engine.protocol import Action
from game.engine.state import World

from .actions import (ITEM, _act, _forge_actions, actions_of_kind, attack_targets, free_dice, legal_actions, main_phase,
                      shop_price, times_as)
from .boss import boss_eid
from .combat import target_health
from .components import Figure, Pos
from .movement import DIR_OF, DIRS, adjacency, adjacent_enemies, entries, respawn_cells, shove_dirs_from, step_to
from .planner import Landscape, best_path, goal_distance
from .world import (ability, bottom_row, content, gem_cost, free_gems, hero_cell, in_boss_level, max_health, occupancy,
                    passives, player, board)

STORE_ORDER = ("sword", "boot", "star", "monster", "coin")
ITEM_VALUE = {"attack_bonus": 9, "boss_bonus": 8, "armor": 7, "symbol": 5, "gems": 6, "max_health": 5,
              "no_provoke": 4, "loot_gold": 3, "gold": 3, "heal": 3, "free_respawn": 2, "trap_immune": 2,
              "shop_discount": 2}


class _Kinds:
    """The legal actions by kind, each kind listed only when a chooser first
    asks for it (actions_of_kind), plus answers about the state memoised for
    this one decision: the state cannot change while the AI decides, and
    several choosers ask the same questions. Reads like the {kind: [Action]}
    of the kinds that have actions: `kind in kinds`, `kinds[kind]`, `kinds.get`."""

    # (slots: one is made per decision and its fields are read by every chooser)
    __slots__ = ("w", "seat", "me", "_bonus", "_boots", "_faces", "main", "_occ", "_lists", "_all_listed",
                 "_targets", "_plans", "_land")

    def __init__(self, w: World, seat: int, listed: list[Action] | None = None, main: bool | None = None,
                 me=None) -> None:
        """listed: legal_actions(w) when the caller has it already (outside the
        main phase, where it is short): every kind is read from it. main:
        main_phase(w), when the caller knows it. me: our hero's cell, when the
        caller knows it."""
        self.w, self.seat = w, seat
        self.me = hero_cell(w, seat) if me is None else me        # our hero's cell (None: off the map)
        self._bonus = None
        self._boots: list | None = None
        self._faces: dict | None = None
        # whether it is the main phase (never when the caller listed the actions)
        self.main = (main_phase(w) if main is None else main) if listed is None else False
        self._occ: dict | None = None
        self._lists: dict[str, list[Action]] = {}
        self._all_listed = listed is not None        # then a kind not in _lists has no actions
        for a in listed or ():
            self._lists.setdefault(a.kind, []).append(a)
        self._targets: list[int] | None = None
        self._plans: dict[int, list] = {}
        self._land: Landscape | None = None

    def get(self, kind: str, default=None):
        acts = self._lists.get(kind)
        if acts is None and not self._all_listed:
            acts = self._lists[kind] = actions_of_kind(self.w, kind, self.main, self.occ() if self.main else None)
        return acts if acts else default

    def __contains__(self, kind: str) -> bool:
        return self.get(kind) is not None

    def __getitem__(self, kind: str) -> list[Action]:
        acts = self.get(kind)
        if acts is None:
            raise KeyError(kind)
        return acts

    def move_toward(self, d: str) -> Action | None:
        """The "move" action in direction d that spends the least, for a step
        the planner found (so the step itself is legal: plan_path checks its
        first step as the listing does): of the listed ones (banked steps
        first, then each boot die), the first with the least _step_cost."""
        listed = self._lists.get("move")
        if listed is not None or self._all_listed or not self.main:
            pool = self.w.res["turn"]["pool"]
            return min((a for a in listed or () if a.args[1] == d),
                       key=lambda a: -1 if a.args[0] < 0 else _step_cost(pool[a.args[0]]), default=None)
        # the main phase, not listed: banked steps come first and cost least;
        # else the first boot die of least cost (its action made, not every one's)
        if self.w.res["turn"]["steps"] > 0:
            return _act("move", -1, d)
        best = min(self.boots(), key=lambda b: _step_cost(b[1]), default=None)
        return None if best is None else _act("move", best[0], d)

    def shove_options(self, eids) -> list[tuple[Action, int, str]]:
        """(action, figure, direction) of one "shove" action per figure of
        `eids` and direction, in listing order. The listing (_shoves) has per
        figure (by id) and direction one action per die that gives a monster,
        in pool order; the choosers weigh a shove by figure and direction
        alone, so they would take its first die's: only that one is made."""
        if self._all_listed or not self.main:
            return [(a, a.args[1], a.args[2]) for a in self._lists.get("shove", ()) if a.args[1] in eids]
        w = self.w
        die = self.first_as("monster")
        if die is None:
            return []
        occ, enter = self.occ(), entries(w, hero=False)
        return [(_act("shove", die, eid, d), eid, d) for eid in sorted(eids)
                for d in shove_dirs_from(w, self.me, eid, occ, enter)]

    def occ(self) -> dict:
        """occupancy(w): the rules' shared map of the figures, never change it."""
        if self._occ is None:
            self._occ = occupancy(self.w)
        return self._occ

    def targets(self) -> list[int]:
        """attack_targets(w, seat): none with no figure in reach
        (_nobody_in_reach); else it reads the figures' squares, the tower and
        our hero, so the last decision's answer serves while the world's
        stamp (bumped by every change of a position) and the tower are the same."""
        if self._targets is None:
            w = self.w
            if self._nobody_in_reach():
                self._targets = []
                return self._targets
            key = (w.stamp, self.seat, tuple(w.res["level_status"]))
            last = w.cache.get("ai_targets_last")
            if last is not None and last[0] == key:
                self._targets = last[1]
            else:
                self._targets = attack_targets(w, self.seat, self.occ())
                w.cache["ai_targets_last"] = (key, self._targets)
        return self._targets

    def _nobody_in_reach(self) -> bool:
        """Whether no figure stands where actions.attack_targets looks, so that
        it would answer []: it takes figures only from the squares adjacency(w)
        joins to our hero's, which are among the four orthogonal neighbours
        (tested along play), and, for a ranged hero (ability kind "ranged"),
        from the squares of its own row within the ability's amount. False
        only means "ask the rules" (a figure there may be a hero, behind a
        wall or in another zone). Most decisions are made far from any figure:
        a few lookups instead of asking the rules (whose memo by stamp misses
        after every step)."""
        me = self.me
        if me is None:
            return True
        occ = self.occ()
        if _figure_next_to(me, occ):
            return False
        reach = ability(self.w, self.seat)
        if reach["kind"] == "ranged":
            x, y = me
            for k in range(2, reach["amount"] + 1):
                if (x + k, y) in occ or (x - k, y) in occ:
                    return False
        return True

    def landscape(self) -> "Landscape":
        if self._land is None:
            self._land = Landscape.of(self, self.occ())
        return self._land

    def bonus(self):
        """passives(w, seat)."""
        if self._bonus is None:
            self._bonus = passives(self.w, self.seat)
        return self._bonus

    def faces(self) -> dict[str, list[int]]:
        """{face: the indexes of the unused dice showing it, in pool order}.
        Several choosers look for dice of a face at every decision (boots,
        coins, stars, monsters, pairs to forge): one walk over the pool
        serves them all."""
        if self._faces is None:
            faces: dict = {}
            i = 0       # (the index counted by hand: enumerate's pairs cost at every decision)
            for d in self.w.res["turn"]["pool"]:
                if not d["used"]:
                    face = d["face"]
                    if face in faces:
                        faces[face].append(i)
                    else:
                        faces[face] = [i]
                i += 1
            self._faces = faces
        return self._faces

    def first_as(self, symbol: str) -> int | None:
        """The first unused die (in pool order) that can act as `symbol`:
        showing it, or a star this hero may use as it (times_as)."""
        faces = self.faces()
        plain = faces.get(symbol)
        first = plain[0] if plain else None
        pool = self.w.res["turn"]["pool"]
        for i in faces.get("star", ()):
            if first is not None and i > first:
                break
            if times_as(self.w, self.seat, pool[i], symbol):
                return i
        return first

    def boots(self) -> list[tuple[int, dict, int]]:
        """(index, die, steps) of each unused die that can act as boots, in
        pool order: the dice showing boots, and the stars that may."""
        if self._boots is None:
            # (times_as spelled out for plain faces: a boot gives one step per level)
            w, seat = self.w, self.seat
            faces, pool = self.faces(), w.res["turn"]["pool"]
            boots = [(i, pool[i], pool[i]["gems"] + 1) for i in faces.get("boot", ())]
            stars = faces.get("star")
            if stars:
                boots += [(i, pool[i], n) for i in stars if (n := times_as(w, seat, pool[i], "boot"))]
                boots.sort(key=_first)
            self._boots = boots
        return self._boots

    def steps_now(self) -> int:
        """Steps we could take now: banked ones and every boot die's."""
        steps = self.w.res["turn"]["steps"]
        for _i, _d, n in self.boots():      # (a loop: a generator costs more, at every decision)
            steps += n
        return steps

    def plan(self, budget: int) -> list:
        """The planner's best path within `budget` steps (planner.best_path),
        asked once per budget in this decision."""
        path = self._plans.get(budget)
        if path is None:
            path = self._plans[budget] = best_path(self, budget)
        return path


def choose(w: World, seat: int) -> Action:
    t = w.res["turn"]
    if t["phase"] == "store" and not t.get("push"):
        return _choose_store(w)
    if t.get("push") or t.get("shove"):
        # a push or shove to finish: few actions, all listed
        acts = legal_actions(w)
        if len(acts) == 1:
            return acts[0]
        if t.get("push"):
            return _choose_push(w, seat, acts)
        kinds = _Kinds(w, seat, acts)
        return _pull_boss(w, seat, kinds) or _choose_shove_more(w, kinds)
    me = hero_cell(w, seat)
    if me is None:
        return _choose_respawn(w, seat)
    # The main phase: end_actions is always legal, and when it is the only action
    # every chooser below finds nothing to do and we end there too, so the full
    # list is never needed.
    kinds = _Kinds(w, seat, main=w.res["result"] is None, me=me)     # (main_phase: the checks above)
    for chooser in _ON_BOSS_LEVEL if in_boss_level(w, me) else _CLIMBING:
        a = chooser(w, seat, kinds)
        if a is not None:
            return a
    return _act("end_actions")     # (always legal here) placed gems and readied dice are returned, not spent


# -- helpers ----------------------------------------------------------------------
def _first(t: tuple):
    """A sort key: the first field (a die's index)."""
    return t[0]


def _figure_next_to(cell, occ: dict) -> bool:
    """Whether a figure stands on a square orthogonally next to `cell`: else
    nothing is adjacent to it (adjacency only joins such squares), a cheap
    test before asking who is."""
    x, y = cell
    return (x, y + 1) in occ or (x, y - 1) in occ or (x + 1, y) in occ or (x - 1, y) in occ


# -- choosers -----------------------------------------------------------------------
def _choose_push(w: World, seat: int, acts: list[Action]) -> Action:
    # push things down and away from our hero
    me = hero_cell(w, seat) or (0, 0)
    return min(acts, key=lambda a: (a.args[0][1], -abs(a.args[0][0] - me[0])))


def _choose_store(w: World) -> Action:
    """Store a die (by STORE_ORDER); with no sword, boot or star to store,
    forge a pair into a sword first; once stored (or with nothing to store),
    finish without climbing a ladder. Read from the dice as the listing
    offers them (_store_actions: per face the first unused die that is not
    special or an item's, forgings when something can be stored), without
    listing the store phase's actions at every turn's end."""
    t = w.res["turn"]
    if not t["stored"]:
        pool = t["pool"]
        stores: dict = {}           # face -> the die of its "store" action
        for i, d in enumerate(pool):
            if not d["used"] and d["face"] not in stores and d["src"] not in ("special", ITEM):
                stores[d["face"]] = i
        if stores:
            if not ({"sword", "boot", "star"} & stores.keys()):
                forge = next((a for a in _forge_actions(w) if a.args[2] == "sword"), None)
                if forge is not None:
                    return forge
            for sym in STORE_ORDER:
                if sym in stores:
                    return _act("store", stores[sym])
    return _act("finish", False)


def _choose_shove_more(w: World, kinds) -> Action:
    for a in kinds.get("shove_more", []):
        if a.args[0] == "down":
            return a
    return kinds["shove_stop"][0]


def _choose_respawn(w: World, seat: int) -> Action:
    """The respawn action of legal_actions with the least (die rank, enemies next
    to the square, x), the first such in listing order (every square for each
    die in turn, so die and square are ranked apart); built from the same
    sources and squares instead of listing every pair."""
    cells = respawn_cells(w, seat)
    sources = [-1] if passives(w, seat)["free_respawn"] else free_dice(w)
    if not cells or not sources:
        return _act("end_actions")      # (the only legal action then)
    pool = w.res["turn"]["pool"]
    rank = {"coin": 0, "monster": 1, "star": 2, "boot": 3, "sword": 4}
    occ = occupancy(w)
    die = min(sources, key=lambda i: -1 if i < 0 else rank.get(pool[i]["face"], 0) + pool[i]["gems"] * 5)
    # the square with the fewest enemies next to it, then the least x, the
    # first such: min() spelled out as a loop (len(adjacent_enemies(...)),
    # counted without sorting them or a generator per square)
    near, figures = adjacency(w), w.stores[Figure]
    cell = best = None
    for c in cells:
        count = 0
        for n in near.get(tuple(c), ()):
            e = occ.get(n)
            if e is not None and figures[e].kind != "hero":
                count += 1
        if cell is None or (count, c[0]) < best:
            cell, best = c, (count, c[0])
    return _act("respawn", die, cell)


def _sword_dice(w: World, seat: int) -> tuple[bool, list, list[int], int]:
    """One walk over the dice: whether an unused one is readied, the unused
    dice that give swords as (index, die), the swords each gives per gem level
    (times_as spelled out for plain faces: a sword gives one per level), and
    the gems already placed on those (the plan may place them again)."""
    readied = False
    swords, weights = [], []
    placed = 0
    for i, d in enumerate(w.res["turn"]["pool"]):
        if d["used"]:
            continue
        readied = readied or d["ready"]
        if d["face"] == "sword":
            swords.append((i, d))
            weights.append(1)
        elif d["face"] == "star" and (n := times_as(w, seat, d, "sword")):
            swords.append((i, d))
            weights.append(n // (d["gems"] + 1))
        else:
            continue
        if d["gems"]:
            placed += gem_cost(d["gems"])
    return readied, swords, weights, placed


def _attack(w: World, seat: int, kinds) -> Action | None:
    """Kill the best adjacent enemy if the swords (+ cheap gems) reach its health."""
    targets = kinds.targets()
    if not targets:             # then there is no "attack" action either: skip listing them
        return None
    readied, swords, weights, placed = _sword_dice(w, seat)
    # (an attack uses the readied dice: without one there is no "attack" action to list)
    if readied and "attack" in kinds:
        return max(kinds["attack"], key=lambda a: target_health(w, a.args[0]))
    if not swords:
        return None
    bonus = kinds.bonus()
    gems = free_gems(w, seat) + placed
    figures = w.stores[Figure]
    on_boss = False
    for e in targets:
        if figures[e].kind == "boss":
            on_boss = True
            break
    budget = gems if on_boss else min(gems, 1 if in_boss_level(w, kinds.me) else 3)
    best = None
    weights_key = tuple(weights)        # (_gem_plan_of's argument, the same per target)
    for eid in targets:
        fig = figures[eid]
        health = target_health(w, eid)
        need = health - bonus["attack_bonus"] + bonus["attack_malus"]
        if fig.kind == "boss":
            need -= bonus["boss_bonus"]
        elif content().enemies[fig.ref]["ability"] == "armored" and len(swords) < 2:
            continue
        plan = _gem_plan_of(weights_key, need, budget)
        if plan is not None and (best is None or health > best[0]):
            best = (health, plan)
    if best is None:
        return _sword_boost(w, seat, kinds, targets, weights, budget)
    _health, (use, levels) = best
    for k, (i, d) in enumerate(swords):
        want_ready = k in use
        if want_ready and d["gems"] < levels[k] and "gem" in kinds:
            a = next((a for a in kinds["gem"] if a.args == (i, 1)), None)
            if a is not None:
                return a
        if want_ready and d["gems"] > levels[k]:
            return next(a for a in kinds["gem"] if a.args == (i, -1))
        if want_ready != d["ready"]:
            return _act("ready", i)     # (legal: an unused die that gives swords may be readied or not)
    return None


_EFFECTS_SAY: dict = {}


def _effects_say(table: str, name: str) -> tuple[int, bool, bool]:
    """(sword symbols it adds, whether it heals, whether it gives gems) of the
    effects of content().<table>[name]: memoised by table and name, as
    actions._star_uses is by hero: it reads only the content, which never
    changes while the program runs (the choosers ask it at every decision
    for every card held)."""
    found = _EFFECTS_SAY.get((table, name))
    if found is None:
        effects = getattr(content(), table)[name]["effects"]
        found = _EFFECTS_SAY[(table, name)] = (
            sum(e.get("times", 1) for e in effects if e.get("symbol") == "sword"),
            any("heal" in e for e in effects), any("gems" in e for e in effects))
    return found


def _sword_sources(w: World, seat: int, kinds) -> list[tuple[Action, int]]:
    """Potions and exhaustible items/artifacts that add sword symbols, with how many."""
    p = player(w, seat)
    out = []
    # (each kind is listed only if the player holds something of it)
    for k, potion in enumerate(p["potions"]):       # (every potion held may be drunk: its action is its index)
        n = _effects_say("potions", potion)[0]
        if n:
            out.append((_act("use_potion", k), n))
    for a in kinds.get("use_item", []) if p["items"] else ():
        n = _effects_say("items", p["items"][a.args[0]][0])[0]
        if n:
            out.append((a, n))
    for a in kinds.get("use_artifact", []) if w.res["artifacts"] else ():
        n = _effects_say("artifacts", a.args[0])[0]
        if n:
            out.append((a, n))
    return out


def _sword_boost(w: World, seat: int, kinds, targets, weights, budget) -> Action | None:
    """Drink/use sword sources when, together with our dice (of these swords
    per gem level) and gems, they kill a target."""
    sources = _sword_sources(w, seat, kinds)
    if not sources:
        return None
    extra = sum(n for _a, n in sources)
    bonus = kinds.bonus()
    weights = weights + [1] * extra
    for eid in targets:
        fig = w.get(eid, Figure)
        need = target_health(w, eid) - bonus["attack_bonus"] + bonus["attack_malus"]
        if fig.kind == "boss":
            need -= bonus["boss_bonus"]
        if _gem_plan(weights[:8], need, budget if fig.kind != "boss" else free_gems(w, seat)) is not None:
            return sources[0][0]
    return None


def _gem_plan(weights: list[int], need: int, gems: int):
    """Fewest gems to reach `need` wounds with dice of the given base weights.
    Returns (indexes used, gem levels per die) or None."""
    return _gem_plan_of(tuple(weights), need, gems)


@functools.lru_cache(maxsize=16)
def _subsets(n: int) -> tuple[tuple[int, ...], ...]:
    """The non-empty subsets of range(n), each a tuple in increasing order, in
    the order of their bit masks 1 .. 2**n - 1 (made once per n: _gem_plan_of
    walks them all at each of its calls)."""
    return tuple(tuple(k for k in range(n) if mask >> k & 1) for mask in range(1, 1 << n))


@functools.lru_cache(maxsize=4096)
def _gem_plan_of(weights: tuple, need: int, gems: int):
    # a pure function of small arguments that the AI asks about again and again
    # (it tries every subset of the dice): memoised, its answer immutable
    best = None
    n = len(weights)
    for use in _subsets(n):
        # the used dice's total and largest weight, in one loop (no generators per subset)
        total = top = 0
        for k in use:
            total += weights[k]
            if weights[k] > top:
                top = weights[k]
        # Skip the subsets that cannot beat the best key (gems spent, dice used):
        # each upgrade costs a gem or more and adds at most the largest weight.
        fewest = 0 if total >= need else -(-(need - total) // top)
        if fewest > gems or best is not None and (fewest, len(use)) >= best[0]:
            continue
        levels = [0] * n
        spent = 0
        if total < need:
            # the cheapest next upgrade among used dice, by ((level + 1) / weight, die):
            # a heap of each used die's next upgrade gives the min() over them
            # without a key call per die and upgrade
            upgrades = [(1 / weights[k], k) for k in use]
            heapq.heapify(upgrades)
            while total < need:
                k = upgrades[0][1]
                spent += levels[k] + 1
                levels[k] += 1
                total += weights[k]
                if spent > gems:
                    break
                heapq.heapreplace(upgrades, ((levels[k] + 1) / weights[k], k))
        if total >= need and spent <= gems:
            key = (spent, len(use))
            if best is None or key < best[0]:
                best = (key, (frozenset(use), tuple(levels)))
    return None if best is None else best[1]


def _shop(w: World, seat: int, kinds) -> Action | None:
    """Buy the card worth most per coin (_card_worth, the first such) among
    those "buy" lists: read from the shop as _buys reads it (every card we
    can afford, items then potions, by slot), without listing them."""
    if kinds.me not in board(w).shops:      # (buying needs a shop square)
        return None
    c = content()
    gold, bonus = player(w, seat)["gold"], kinds.bonus()
    best, best_v = None, 0.0
    for kind, table in (("items", c.items), ("potions", c.potions)):
        for slot, card in enumerate(w.res["shop"][kind]):
            if card is not None and gold >= shop_price(w, seat, table[card]["cost"], bonus):
                value = _card_worth(kind, card)
                if value > best_v:
                    best, best_v = (kind, slot), value
    return None if best is None else _act("buy", *best)


_CARD_WORTH: dict = {}


def _card_worth(kind: str, card: str) -> float:
    """What a shop card is worth to the AI per coin of its list price:
    memoised by kind and card, as _effects_say is (it reads only the content,
    which never changes while the program runs)."""
    found = _CARD_WORTH.get((kind, card))
    if found is None:
        c = content()
        rec = (c.items if kind == "items" else c.potions)[card]
        value = sum(ITEM_VALUE.get(next(iter(k for k in e if k != "times")), 1) for e in rec["effects"])
        if kind == "items" and rec["kind"] == "passive":
            value *= 1.5
        found = _CARD_WORTH[(kind, card)] = value / (rec["cost"] + 1)
    return found


def _potions_and_items(w: World, seat: int, kinds) -> Action | None:
    p = player(w, seat)
    hurt = None     # p["health"] < max_health(w, seat), worked out only when a healing effect asks
    # (each kind is listed only if the player holds something of it)
    usable = (kinds.get("use_item", []) if p["items"] else []) + \
        (kinds.get("use_artifact", []) if w.res["artifacts"] else [])
    for a in usable:
        if a.kind == "use_item":
            _swords, heals, _gems = _effects_say("items", p["items"][a.args[0]][0])
        else:
            _swords, heals, _gems = _effects_say("artifacts", a.args[0])
        if heals:       # healing is used only when hurt
            if hurt is None:
                hurt = p["health"] < max_health(w, seat)
            if not hurt:
                continue
        return a
    # every potion held may be drunk: its "use_potion" action is its index
    for k, potion in enumerate(p["potions"]):
        _swords, heals, gems = _effects_say("potions", potion)
        if gems:
            return _act("use_potion", k)
        if heals:
            if p["health"] <= 2:
                return _act("use_potion", k)
            if in_boss_level(w, kinds.me):
                if hurt is None:
                    hurt = p["health"] < max_health(w, seat)
                if hurt:
                    return _act("use_potion", k)
    # (the only ability one uses, and only once a turn; its action is listed
    # exactly when it would heal: read from the state, not listed)
    if not w.res["turn"]["ability_used"] and content().heroes[p["hero"]]["ability"]["kind"] == "heal_once":
        if hurt is None:
            hurt = p["health"] < max_health(w, seat)
        if hurt:
            return _act("ability")
    return None


def _coins(w: World, seat: int, kinds) -> Action | None:
    """The first "coin" action of a die showing a coin: the first unused coin
    die (every unused die that can act as a coin is listed, in pool order)."""
    coins = kinds.faces().get("coin")
    return _act("coin", coins[0]) if coins else None


def _shove(w: World, seat: int, kinds) -> Action | None:
    """Shove an enemy that is next to our hero away, preferably off its platform."""
    me = kinds.me
    if me is None or not _figure_next_to(me, kinds.occ()):
        return None
    figures = w.stores[Figure]
    near = {e for e in adjacent_enemies(w, me, kinds.occ()) if figures[e].kind != "boss"}
    if not near:
        return None
    b = board(w)
    best, best_v = None, 0
    for a, eid, d in kinds.shove_options(near):
        pos = w.get(eid, Pos)
        to = step_to((pos.x, pos.y), d)
        v = 2 + (3 if d == "down" or to not in b.floor else 0) + (1 if to[1] < me[1] else 0)
        if v > best_v:
            best, best_v = a, v
    return best


def _move(w: World, seat: int, kinds) -> Action | None:
    budget = kinds.steps_now()
    if budget <= 0:                 # no banked step and no boot: no "move" action
        return None
    path = kinds.plan(budget)
    if len(path) >= 2:
        return _step_along(w, seat, kinds, path)
    return _unstick(w, seat, kinds)


def _unstick(w: World, seat: int, kinds) -> Action | None:
    """A weak hero boxed in by enemies would wait forever: in a multi-player game
    it pushes on toward the goal every other turn and accepts a knock-out (it
    respawns at full health). Solo games never take that risk."""
    number = w.res["turn"]["number"]
    if w.res["options"]["mode"] == "solo" or number % 2:
        return None
    weak = player(w, seat)["health"] * 3 <= max_health(w, seat)
    if not weak and number % 8:     # neither step below is taken: spare listing and sorting the moves
        return None
    if not kinds.get("move"):
        return None
    goal = goal_distance(w)
    me = kinds.me
    moves = sorted(kinds["move"], key=lambda a: (goal.get(step_to(me, a.args[1]), 99), str(a)))
    if weak and goal.get(step_to(me, moves[0].args[1]), 99) < goal.get(me, 99):
        return moves[0]
    if number % 8 == 0:          # any stall ends: a pseudo-random step every few turns
        return moves[(number // 8) % len(moves)]
    return None


def _step_along(w: World, seat: int, kinds, path) -> Action | None:
    me = path[0]
    nxt = path[1]
    return kinds.move_toward(DIR_OF[(nxt[0] - me[0], nxt[1] - me[1])])


def _step_cost(die: dict) -> int:
    """How much a step spends with this die: banked steps (-1) first, then
    plain boots, then stars, never a die readied for an attack."""
    return (die["face"] == "star") * 2 + die["ready"] * 5


def _star(w: World, seat: int, kinds) -> Action | None:
    # (star actions are listed for unused dice showing a star only)
    if "star" in kinds.faces():
        for a in kinds.get("star", []):
            return a
    return None


def gem_reserve(w: World) -> int:
    """Gems kept for the boss fight; the rest may speed up the climb."""
    return 4 if w.res["options"]["mode"] == "solo" else 8


# the faces _spare_pairs may forge, in sorted order (the order of its pairs)
_SPARE_FACES = {True: ("coin", "monster"), False: ("coin", "monster", "sword")}


def _spare_pairs(w: World, kinds, keep_swords: bool) -> list[tuple[int, int]]:
    """The first two unused, unreadied dice of each spare face (coins,
    monsters, and swords unless kept) shown twice or more, by face."""
    faces, pool = kinds.faces(), w.res["turn"]["pool"]
    pairs = []
    for face in _SPARE_FACES[keep_swords]:
        found = faces.get(face)
        if found is not None and len(found) >= 2:
            idle = [i for i in found if not pool[i]["ready"]]
            if len(idle) >= 2:
                pairs.append((idle[0], idle[1]))
    return pairs


def _climb(w: World, seat: int, kinds) -> Action | None:
    """Plan the best landing within every step we could afford (forging spare
    pairs into boots, upgrading boots with gems above the boss reserve) and buy
    the missing steps first."""
    now = kinds.steps_now()
    keep_swords = bool(kinds.targets())
    pairs = _spare_pairs(w, kinds, keep_swords)
    boots = kinds.boots()
    # gems above the boss reserve count only with a boot or a pair to spend them
    # on, and free gems never exceed the player's: most decisions skip the sum
    spare_gems = 0
    extra = len(pairs)
    if (boots or pairs) and player(w, seat)["gems"] > gem_reserve(w):
        spare_gems = max(0, free_gems(w, seat) - gem_reserve(w))
        extra += sum(1 for k in (1, 3, 6) if spare_gems >= k)
    path = kinds.plan(now + extra)
    need = len(path) - 1
    if need == 0:
        return None
    if need <= now:
        return _step_along(w, seat, kinds, path)
    if pairs and "forge" in kinds:
        a, b = pairs[0]
        return next((f for f in kinds["forge"] if f.args == (a, b, "boot")), None)
    if spare_gems >= 1 and boots and "gem" in kinds:
        i, d, _n = min(boots, key=lambda t: t[1]["gems"])
        if spare_gems >= d["gems"] + 1:
            return next((g for g in kinds["gem"] if g.args == (i, 1)), None)
    return None


def _boss_forge(w: World, seat: int, kinds) -> Action | None:
    """Next to the boss: turn spare pairs into swords (the attack needs many)."""
    eid = boss_eid(w)
    if eid is None or eid not in kinds.targets():
        return None
    pairs = _spare_pairs(w, kinds, keep_swords=True)
    if not pairs:
        # boots are worth more as swords once we stand next to the boss
        boots = kinds.faces().get("boot", ())
        if len(boots) >= 2:
            pairs = [(boots[0], boots[1])]
    # (the forgings are listed only with a pair to look for among them)
    if pairs and "forge" in kinds:
        a, b = pairs[0]
        return next((f for f in kinds["forge"] if f.args == (a, b, "sword")), None)
    return None


def _pull_boss(w: World, seat: int, kinds) -> Action | None:
    """Monster symbols move the boss too: drag it next to our hero (gravity helps)."""
    eid = boss_eid(w)
    me = kinds.me
    if eid is None or me is None or eid in kinds.targets():
        return None
    pos = w.get(eid, Pos)
    here = (pos.x, pos.y)
    moves = kinds.shove_options((eid,))
    if not kinds.main:      # (a shove still going on: its "shove_more" actions go on moving the figure)
        moves += [(a, eid, a.args[0]) for a in kinds.get("shove_more", [])]
    occ, floor, bottom = kinds.occ(), board(w).floor, bottom_row(w)
    if moves:
        (mx, my), (x, y) = me, here
        best, best_d = None, abs(x - mx) + abs(y - my)
        for a, _eid, d in moves:
            dx, dy = DIRS[d]            # (step_to spelled out)
            lx, ly = _enemy_landing(floor, bottom, (x + dx, y + dy), occ, here)   # (the board without the boss)
            nd = abs(lx - mx) + abs(ly - my)
            if nd < best_d:
                best, best_d = a, nd
        if best is not None:
            return best
    # (falling from its square, the boss never meets itself: with or without it, the board is the same)
    if _enemy_landing(floor, bottom, here, occ) != here and "gravity" in kinds:
        return next(a for a in kinds["gravity"] if a.args[0] is False)
    return None


def _enemy_landing(floor, bottom: int, cell, occ: dict, without=None) -> tuple:
    """Where a figure put on `cell` comes to rest: it falls until floor, a
    figure of `occ` (but the one standing on `without`, which has moved) or
    the bottom row (board(w).floor and bottom_row(w) passed in: asked for
    several squares at once)."""
    x, y = cell
    while y > bottom and (x, y) not in floor and ((x, y - 1) not in occ or (x, y - 1) == without):
        y -= 1
    return (x, y)


# the choosers of the main phase, in the order they are asked (the first answer is taken)
_ON_BOSS_LEVEL = (_attack, _boss_forge, _potions_and_items, _shop, _pull_boss, _coins, _shove, _move, _star)
_CLIMBING = (_attack, _shop, _potions_and_items, _climb, _coins, _shove, _move, _star)
