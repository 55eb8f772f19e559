"""A heuristic AI seat for Platformer: climbs, kills what it can, collects
gold and gems, shops, and saves gems for the boss. It only ever picks one of
legal_actions(); each call re-derives its plan from the state. What it keeps
in world.cache between calls (landscapes, values, plans and their tails,
attack targets) only spares work: each is kept under everything it reads,
and tests compare it with fresh answers."""
from __future__ import annotations

import functools
import heapq

from game.engine.protocol import Action
from game.engine.state import World

from .actions import (ITEM, _act, _forge_actions, actions_of_kind, attack_targets, free_dice, legal_actions, main_phase,
                      shop_price, times_as)
from .board import LEVEL_H, WIDTH
from .boss import boss_eid
from .combat import enemy_damage, target_health
from .components import Figure, Pos, Token
from .movement import (DIRS, TABLES, adjacency, adjacent_enemies, can_enter, entries, hero_step_ok, level_pieces,
                       respawn_cells, shove_dirs_from, square_tables, step_to)
from .world import (ability, active_seat, boss_level, bottom_row, cell_active, content, gem_cost, free_gems, hero_cell,
                    highest_level, in_boss_level, max_health, occupancy, passives, player, board, stats)

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
        # whether it is the main phase (never when the caller listed the actions)
        self.main = (main_phase(w) if main is None else main) if listed is None else False
        self._occ: dict | None = None
        self._lists: dict[str, list[Action]] = {}
        self._all_listed = listed is not None        # then a kind not in _lists has no actions
        for a in listed or ():
            self._lists.setdefault(a.kind, []).append(a)
        self._targets: list[int] | None = None
        self._plans: dict[int, list] = {}
        self._land: _Landscape | None = None

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

    def moves_toward(self, d: str) -> list[Action]:
        """The "move" actions in direction d, for a step the planner found (so
        the step itself is legal: _plan_path checks its first step as the
        listing does): listing order, banked steps first, then each boot die."""
        listed = self._lists.get("move")
        if listed is not None or self._all_listed or not self.main:
            return [a for a in listed or () if a.args[1] == d]
        out = [_act("move", -1, d)] if self.w.res["turn"]["steps"] > 0 else []
        return out + [_act("move", i, d) for i, _die, _n in self.boots()]

    def shove_options(self, eids) -> list[tuple[Action, int, str]]:
        """(action, figure, direction) of one "shove" action per figure of
        `eids` and direction, in listing order. The listing (_shoves) has per
        figure (by id) and direction one action per die that gives a monster,
        in pool order; the choosers weigh a shove by figure and direction
        alone, so they would take its first die's: only that one is made."""
        if self._all_listed or not self.main:
            return [(a, a.args[1], a.args[2]) for a in self._lists.get("shove", ()) if a.args[1] in eids]
        w, seat = self.w, self.seat
        die = next((i for i, d in enumerate(w.res["turn"]["pool"])
                    if not d["used"] and times_as(w, seat, d, "monster")), None)
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
        """attack_targets(w, seat): it reads the figures' squares, the tower
        and our hero, so the last decision's answer serves while the world's
        stamp (bumped by every change of a position) and the tower are the same."""
        if self._targets is None:
            w = self.w
            key = (w.stamp, self.seat, tuple(w.res["level_status"]))
            last = w.cache.get("ai_targets_last")
            if last is not None and last[0] == key:
                self._targets = last[1]
            else:
                self._targets = attack_targets(w, self.seat, self.occ())
                w.cache["ai_targets_last"] = (key, self._targets)
        return self._targets

    def landscape(self) -> "_Landscape":
        if self._land is None:
            self._land = _Landscape.of(self, self.occ())
        return self._land

    def bonus(self):
        """passives(w, seat)."""
        if self._bonus is None:
            self._bonus = passives(self.w, self.seat)
        return self._bonus

    def boots(self) -> list[tuple[int, dict, int]]:
        """(index, die, steps) of each unused die that can act as boots."""
        if self._boots is None:
            w, seat = self.w, self.seat
            self._boots = [(i, d, n) for i, d in enumerate(w.res["turn"]["pool"])
                           if not d["used"] and (n := times_as(w, seat, d, "boot"))]
        return self._boots

    def steps_now(self) -> int:
        """Steps we could take now: banked ones and every boot die's."""
        return self.w.res["turn"]["steps"] + sum(n for _i, _d, n in self.boots())

    def plan(self, budget: int) -> list:
        """_plan_path(w, seat, budget)."""
        if budget <= 0:
            return [hero_cell(self.w, self.seat)]     # what the search finds without a step to take
        if budget not in self._plans:
            land = self.landscape()
            # the plan reads only the landscape's memoised inputs, our square and health:
            # keyed by those it outlives this decision with the memos (_Landscape._memos)
            key = (land.start, land.health, budget)
            path = land.plans.get(key)
            if path is None:
                path = land.tails.get(key)
                if path is None or not _first_steps_as_later(land, land.start):
                    path, tails, fewer = _plan_path(self, budget)
                    for tail_key, tail in tails:
                        land.tails.setdefault(tail_key, tail)
                    for fewer_key, same in fewer:       # (the same start: no first steps to compare)
                        land.plans.setdefault(fewer_key, same)
                land.plans[key] = path
            self._plans[budget] = path
        return self._plans[budget]


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
# the direction of each step (DIRS read backwards)
_DIR_OF = {v: k for k, v in DIRS.items()}


def _unused(w: World) -> list[tuple[int, dict]]:
    return [(i, d) for i, d in enumerate(w.res["turn"]["pool"]) if not d["used"]]


def _goal_distance(w: World) -> dict:
    """Steps from each cell to the next goal (the top row of the highest
    revealed level, or the boss level), ignoring figures; cached per tower state."""
    sq = _Squares.of(w)
    boss = boss_eid(w)
    key = _goal_key(w, _cell_of(w, boss) if boss is not None else None)
    cells = sq.goal_cells.get(key)
    if cells is None:
        h = sq.h
        cells = sq.goal_cells[key] = {(i // h, i % h): d for i, d in _goal_squares(w, sq, key).items()}
    return cells


def _goal_key(w: World, boss_cell):
    """What the goal depends on besides the tower: the boss's square once the
    boss level is the highest revealed one."""
    return boss_cell if highest_level(w) == boss_level(w) else None


def _goal_squares(w: World, sq: "_Squares", boss_cell) -> dict:
    """_goal_distance keyed by integer square (boss_cell from _goal_key),
    memoised in the tower's _Squares."""
    dist = sq.goals.get(boss_cell)
    if dist is not None:
        return dist
    top = highest_level(w)
    if boss_cell is not None:
        goals = [step_to(boss_cell, d) for d in DIRS]
        goals = [g for g in goals if cell_active_ok(w, g) and board(w).edge_open(g, boss_cell, False)
                 and board(w).edge_open(boss_cell, g, False)]
    else:
        # a row of the highest revealed level (so every square of it is active)
        goals = [(x, top * LEVEL_H + (1 if top == boss_level(w) else LEVEL_H - 1)) for x in range(WIDTH)]
    h = sq.h
    dist = {g[0] * h + g[1]: 0 for g in goals}
    # Breadth first from the goals, backwards along the hero's steps, one
    # distance at a time (the distances do not depend on the order squares are
    # visited in). The steps back are those of the whole tower revealed
    # (_steps_into, per layout: not rebuilt per tower state): between two
    # revealed squares a tower state has exactly the whole tower's steps (its
    # tables are the levels' own pieces, cut only towards levels not
    # revealed), so the search only has to stay out of the levels not
    # revealed: the squares just beyond the revealed ones (sq.fence) are
    # marked as seen while it runs, then dropped.
    into = _steps_into(board(w), boss_level(w))
    here, frontier = 0, list(dist)
    fence = sq.fence
    for f in fence:
        dist[f] = -1
    while frontier:
        here += 1
        reached = []
        for i in frontier:
            for n in into[i]:
                if n not in dist:
                    dist[n] = here
                    reached.append(n)
        frontier = reached
    for f in fence:
        del dist[f]
    sq.goals[boss_cell] = dist
    return dist


@functools.lru_cache(maxsize=16)
def _steps_into(b, boss: int) -> list:
    """Per square of the whole tower revealed (the levels' full pieces of
    movement.level_pieces, boss level `boss`), the squares a hero steps into
    it from: a list indexed by square (for searches backwards)."""
    steps = TABLES.index("steps_sq")
    into: list = [[] for _ in range(WIDTH * b.height)]
    for full, _low_cut, _high_cut in level_pieces(b, boss):
        for i, ns in full[steps].items():
            for n in ns:
                into[n].append(i)
    return into


def cell_active_ok(w: World, cell) -> bool:
    return cell_active(w, cell) and cell[1] >= bottom_row(w)


class _Squares:
    """The tower's squares as integers for the planner: square (x, y) is
    x * height + y, so integers sort like the (x, y) tuples (the planner's
    ties break by square, as they always did) while lookups skip building and
    hashing tuples. Tables per tower state, cached in world.cache (immutable)."""

    def __init__(self, w: World) -> None:
        b = board(w)
        self.h = b.height
        self.size = WIDTH * b.height       # every square is below this
        self.adj, self.steps = square_tables(w)
        self.floor, self.ladders, self.traps, self.shops = _board_squares(b)
        self.bottom = bottom_row(w)
        # the squares next to the revealed levels that are not revealed
        # themselves: the rows just below and above each run of revealed levels
        status = w.res["level_status"]
        self.fence = [x * self.h + row for level, state in enumerate(status) if state == "revealed"
                      for row, other in ((level * LEVEL_H - 1, level - 1), ((level + 1) * LEVEL_H, level + 1))
                      if 0 <= other < len(status) and status[other] != "revealed" for x in range(WIDTH)]
        # memos of pure functions of this tower state, filled as asked:
        self.falls: dict = {}           # square -> _fall(square)
        self.land_parts: dict = {}      # (_goal_key, healthy, rich) -> {landing square: _land_part}
        self.goals: dict = {}           # _goal_key -> {square: steps to the goal}
        self.square_bonuses: dict = {}  # ids of the tokens -> _square_bonus
        self.goal_cells: dict = {}      # the same keyed by (x, y)

    @staticmethod
    def of(w: World) -> "_Squares":
        status = w.res["level_status"]
        last = w.cache.get("ai_squares_last")       # (as movement._topology: the last tower first)
        if last is not None and last[0] == status:
            return last[1]
        key = ("ai_squares", tuple(status))
        sq = w.cache.get(key)
        if sq is None:
            sq = w.cache[key] = _Squares(w)
        w.cache["ai_squares_last"] = (list(status), sq)
        return sq


def _fall(i: int, h: int, bottom: int, floor, ladders) -> tuple:
    """The squares below square i a falling figure passes through, in order,
    when no figure stops it: down until the bottom row, a platform or a ladder."""
    out = []
    y = i % h
    while y > bottom and i not in floor and i not in ladders:
        i -= 1
        y -= 1
        out.append(i)
    return tuple(out)


@functools.lru_cache(maxsize=16)
def _board_squares(b) -> tuple:
    """The board's floor, ladder, trap and shop squares as integers (per layout)."""
    h = b.height
    return tuple(frozenset(x * h + y for x, y in cells) for cells in (b.floor, b.ladders, b.traps, b.shops))


class _Landscape:
    """What planning a move needs: the figures without our hero, tokens, goal
    distances, the tower's constants and memos of the wounds and values of
    squares (the state cannot change while the AI decides, and a plan values
    every reachable square). Squares are integers (_Squares). Built by of(),
    which serves the last decision's landscape again while what it was
    derived from is the same."""

    # this decision's own fields, then the derived ones (slots: the planner
    # reads them in its inner loops)
    __slots__ = ("w", "occ_all", "start", "health",
                 "seat", "sq", "_others", "occ", "square_bonus", "rich", "healthy", "enemies", "enemy_adjacent",
                 "boss", "bottom", "boss_level", "goal", "reveal_row", "turn_number", "turn_noise", "noise",
                 "land_parts", "provoked", "damage_bonuses", "_value", "_damage", "_zoc", "_pushable", "_near",
                 "plans", "tails")

    @staticmethod
    def of(kinds: _Kinds, occ_all: dict) -> "_Landscape":
        """The landscape of this decision. Everything but its own fields (the
        world object, the figures' map, our square and health) is derived
        from `reads` (the level status through sq; tokens never move and ids
        are never reused, so the ids of the tokens say where they are): the
        last decision's landscape serves again when they are the same, as
        after a step of our hero or a die spent, with its own fields set
        anew (that decision is over: nothing reads its landscape any more)."""
        w, seat = kinds.w, kinds.seat
        sq = _Squares.of(w)
        me = kinds.me
        others = dict(occ_all)
        del others[me]                  # our hero stands there
        p = player(w, seat)
        bonus = kinds.bonus()
        turn_bonus = bonus if seat == active_seat(w) else passives(w, active_seat(w))
        tokens = tuple(w.stores.get(Token, ()))
        reads = (seat, sq, others, tokens, p["gold"] >= 3, p["health"] > 2, w.res["turn"]["number"], bonus,
                 turn_bonus)
        last = w.cache.get("ai_landscape_last")
        if last is not None and last[0] == reads:       # (dicts compare by content, in C)
            land = last[1]
        else:
            land = _Landscape()
            land.seat, land.sq, land._others = seat, sq, others
            land.w, land.occ_all = w, occ_all           # (_derive reads them)
            land._derive(w, seat, others, tokens, p, bonus, turn_bonus)
            w.cache["ai_landscape_last"] = (reads, land)
        land.w, land.occ_all, land.health = w, occ_all, p["health"]
        land.start = me[0] * sq.h + me[1]
        return land

    def _derive(self, w: World, seat: int, others: dict, tokens: tuple, p: dict, bonus, turn_bonus) -> None:
        sq = self.sq
        h = sq.h
        self.occ = occ = {x * h + y: e for (x, y), e in others.items()}
        top = highest_level(w)
        self.boss_level = boss_level(w)
        self.reveal_row = top * LEVEL_H + LEVEL_H - 1 if top < self.boss_level else None
        self.square_bonus = _square_bonus(w, sq, tokens, self.reveal_row)
        self.rich = p["gold"] >= 3          # a shop is worth a visit
        self.healthy = p["health"] > 2      # the boss's level is worth the risk
        # the enemies' squares and the boss's (boss_eid's square), in one walk over the figures
        figures = w.stores[Figure]
        self.enemies = enemies = set()
        self.boss = -1
        for i, e in occ.items():
            kind = figures[e].kind
            if kind != "hero":
                enemies.add(i)
                if kind == "boss":
                    self.boss = i
        # the squares next to an enemy (adjacency is symmetric: an edge open
        # both ways), where value() and zoc_damage() look for enemies around
        self.enemy_adjacent = near = set()
        for i in enemies:
            near.update(sq.adj.get(i, ()))
        boss_cell = None if self.boss < 0 else self.cell(self.boss)
        self.bottom = bottom_row(w)
        goal_key = boss_cell if top == self.boss_level else None     # (_goal_key)
        self.goal = _goal_squares(w, sq, goal_key)
        self.turn_number = w.res["turn"]["number"]
        # the turn's share of value()'s noise (see _noise_of_squares)
        self.turn_noise = self.turn_number * 7919 % 1000
        self.noise = _noise_of_squares(h)
        self.provoked = not bonus["no_provoke"]
        self.damage_bonuses = (turn_bonus["enemy_damage"], bonus["armor"])
        self.land_parts = sq.land_parts.setdefault((goal_key, self.healthy, self.rich), {})
        (self._value, self._damage, self._zoc, self._pushable, self._near, self.plans,
         self.tails) = self._memos(bonus, turn_bonus)

    def _memos(self, bonus, turn_bonus) -> tuple[dict, ...]:
        """The memos of value(), damage(), zoc_damage(), could_push(),
        push_damage(), the plans and the plans' tails (_Kinds.plan): the last
        decision's when every input they read is the
        same (a hero stepping or a die spent changes none of them: occ leaves
        our hero out), else fresh ones kept for the next decision."""
        w, seat = self.w, self.seat
        inputs = (self.sq, self.goal, self.turn_number, self.bottom, self.reveal_row, self.boss_level,
                  self.healthy, self.rich, self.boss, self.occ, self.enemies, self.square_bonus,
                  seat, self.provoked, bonus["armor"], turn_bonus["enemy_damage"])
        last = w.cache.get("ai_memos_last")
        if last is not None and last[0] == inputs:      # (dicts and sets compare by content, in C)
            return last[1]
        memos: tuple[dict, ...] = ({}, {}, {}, {}, {}, {}, {})
        w.cache["ai_memos_last"] = (inputs, memos)
        return memos

    def cell(self, i: int) -> tuple:
        return (i // self.sq.h, i % self.sq.h)

    def could_push(self, n: int) -> bool:
        """_could_push for the figure on square n, memoised."""
        ok = self._pushable.get(n)
        if ok is None:
            ok = self._pushable[n] = _could_push(self.w, self.occ[n], self.cell(n), self.others())
        return ok

    def push_damage(self, i: int, n: int) -> int:
        """Wounds for pushing the figure on square n from square i: an enemy
        attacks unless it already did as part of the zone of control."""
        eid = self.occ[n]
        if self.w.get(eid, Figure).kind == "hero":
            return 0
        near = self._near.get(i)
        if near is None:
            near = self._near[i] = adjacent_enemies(self.w, self.cell(i), self.occ_all)
        return 0 if eid in near else self.damage(eid)

    def others(self) -> dict:
        """{(x, y): figure} of the figures but our hero, as the rules' helpers take them."""
        return self._others

    def damage(self, eid: int) -> int:
        """enemy_damage(w, eid, seat), memoised for this landscape and, across
        landscapes, by what it reads (_ENEMY_DAMAGE)."""
        found = self._damage.get(eid)
        if found is None:
            fig = self.w.get(eid, Figure)
            key = (fig.kind == "boss", fig.ref, self.damage_bonuses)
            found = _ENEMY_DAMAGE.get(key)
            if found is None:
                found = _ENEMY_DAMAGE[key] = enemy_damage(self.w, eid, self.seat)
            self._damage[eid] = found
        return found

    def zoc_damage(self, i: int) -> int:
        """Wounds our hero takes for moving away from square i: every enemy next
        to it attacks (zone of control), unless a passive says otherwise."""
        total = self._zoc.get(i)
        if total is None:
            total = 0
            if self.provoked and i in self.enemy_adjacent:
                for c in self.sq.adj.get(i, ()):
                    if c in self.enemies:
                        total += self.damage(self.occ[c])
            self._zoc[i] = total
        return total

    def value(self, i: int) -> float:
        """How good it is to end the turn on square i (after gravity). The float
        arithmetic runs in a fixed order so equal positions always compare equal."""
        v = self._value.get(i)
        if v is not None:
            return v
        sq = self.sq
        h = sq.h
        # gravity: fall through the squares below until a platform, a ladder, the
        # bottom row (sq.falls) or a figure below
        land = i
        occ = self.occ
        falls = sq.falls.get(i)
        if falls is None:
            falls = sq.falls[i] = _fall(i, h, sq.bottom, sq.floor, sq.ladders)
        for below in falls:
            if below in occ:
                break
            land = below
        # Whole numbers up to the noise, so their sum is exact in any order: the
        # landing's own part (height, goal, the boss's level, trap, shop) is kept
        # per tower, goal and the two flags it reads (_land_part), across turns;
        # the square's own (next level revealed, tokens) is square_bonus.
        part = self.land_parts.get(land)
        if part is None:
            part = self.land_parts[land] = self._land_part(land)
        # plus a little deterministic per-turn noise, which breaks loops where two
        # heroes keep shoving each other for the same ledge (whole number + float:
        # the float of the whole number plus the noise)
        v = part + self.square_bonus.get(i, 0) + ((self.turn_noise + self.noise[i]) % 1000) / 1000 * 4.0
        if land in self.enemy_adjacent:
            near, boss_near = 0, False
            enemies = self.enemies
            for c in sq.adj.get(land, ()):
                if c in enemies:
                    if c == self.boss:
                        boss_near = True
                    else:
                        near += 1
            if boss_near:
                v += 40                                   # next to the boss: the only way to win
            v -= 7 * near
        self._value[i] = v
        return v


    def _land_part(self, land: int) -> int:
        """The part of value() that reads only the landing square."""
        sq = self.sq
        ly = land % sq.h
        part = ly * 10 - 4 * self.goal.get(land, 30)
        if ly // LEVEL_H == self.boss_level:
            part += 30 if self.healthy else -30       # the boss hits whoever ends a turn there
        if land in sq.traps:
            part -= 6
        if land in sq.shops and self.rich:
            part += 4
        return part


def _square_bonus(w: World, sq: _Squares, tokens: tuple, reveal_row) -> dict:
    """value()'s whole-number bonus of ending on a square (whole numbers: the
    sum is the same in any order): the row that reveals the next level
    (reveal_row, None on the boss level's tower), gems and boss tokens.
    Memoised in the tower's _Squares by the ids of the tokens (`tokens`):
    tokens never move and ids are never reused, so the ids say where they are."""
    bonus_at = sq.square_bonuses.get(tokens)
    if bonus_at is not None:
        return bonus_at
    h = sq.h
    bonus_at = sq.square_bonuses[tokens] = {}
    if reveal_row is not None:
        for x in range(WIDTH):
            bonus_at[x * h + reveal_row] = 25      # reveals the next level
    where, kinds = w.stores.get(Pos, {}), w.stores.get(Token, {})
    for eid in tokens:
        pos = where.get(eid)
        if pos is None:
            continue
        i = pos.x * h + pos.y
        # gems and boss tokens are worth the detour
        bonus_at[i] = bonus_at.get(i, 0) + (8 if kinds[eid].kind == "gold" else 18)
    return bonus_at


@functools.lru_cache(maxsize=8)
def _noise_of_squares(h: int) -> list[int]:
    """Square i's share of value()'s noise in a tower h rows high: the noise is
    ((turn * 7919 + x * 104729 + y * 1299709) % 1000) / 1000 * 4.0, and
    (a + b) % 1000 == (a % 1000 + b % 1000) % 1000, so the turn's share
    (_Landscape.turn_noise) and the square's are each reduced once, not per value()."""
    return [((i // h) * 104729 + (i % h) * 1299709) % 1000 for i in range(WIDTH * h)]




def _cell_of(w: World, eid: int):
    pos = w.try_get(eid, Pos)
    return None if pos is None else (pos.x, pos.y)


def _could_push(w: World, eid: int, cell, occ) -> bool:
    """Rough look-ahead: a non-slippery figure with a free square beside it."""
    if w.get(eid, Figure).kind != "hero" and stats(w, eid)["ability"] == "slippery":
        return False
    return any(step_to(cell, d) not in occ and can_enter(w, cell, step_to(cell, d), hero=False) for d in DIRS)


# How much better than every other landing a plan's landing must be for its
# tails to be reused (far above float rounding, far below any real difference)
TAIL_MARGIN = 1e-6


def _plan_path(kinds: _Kinds, budget: int) -> tuple[list, list, list]:
    """Best landing within `budget` steps, weighing the wounds that moving away
    from enemies costs; returns the path (list of cells, start first), its
    tails: ((square, health, budget - k), path[k:]) for the path's squares k
    steps on that the search proves it would return from there, and the
    same for fewer steps: ((start, health, fewer), path) for the budgets the
    search proves it would return the same path with.

    Why a tail holds. The search from P[k] (the hero k steps on, the same
    memos and health, k steps less) runs over the same squares and edges when
    a figure next to either start could be stepped into as well as it could
    be pushed later on (_first_steps_as_later; the first step alone asks
    hero_step_ok). If reaching P[k] cost no wound and no square of the first
    search was offered a key with fewer steps than the key it kept (no
    trade-off of wounds for steps), every key of the second search is at least
    the first's minus P[k]'s, in wounds and in steps: so it expands only
    squares the first expanded, and no square scores more than 0.5 * k above
    its first score. The path's squares score exactly that much more and keep
    their keys and their order of popping, so each keeps its predecessor. A
    landing that beat every other square (and staying) by TAIL_MARGIN stays
    the best: the search from P[k] returns path[k:].

    Why fewer steps give the same path. With no trade-off (above), a search
    with fewer steps keeps the keys of the squares it reaches, which are the
    squares this one reached with no more steps, their predecessors and
    their order of popping. Staying stays best among fewer squares; a
    landing within the fewer steps that beat every other square by
    TAIL_MARGIN stays the best."""
    w, seat = kinds.w, kinds.seat
    land = kinds.landscape()
    start, occ, occ_all = land.start, land.occ, land.occ_all
    health = land.health
    keep = 1
    if w.res["options"]["mode"] != "solo" and w.res["turn"]["number"] > 60 * len(w.res["players"]):
        keep = -99   # a game this long is stalled: risk a knock-out (the hero respawns healed)
    steps_from = land.sq.steps      # (every square a search reaches is revealed: a key)
    zoc_memo, zoc_damage = land._zoc, land.zoc_damage
    limit = health - keep
    # Dijkstra on (wounds, steps), ties popped by square, neighbours in DIRS order.
    # Both are packed in one integer so the heap compares ints, not tuples: a
    # key (wounds, steps) is wounds * K + steps and a heap entry key * S + square
    # (steps <= budget < K, squares < S, wounds >= 0: the integers order exactly
    # as the tuples did).
    K, S = budget + 1, land.sq.size
    value_memo = land._value
    # best_key and prev are lists indexed by square (faster than dicts);
    # `reached` keeps the order squares were first reached in, which breaks
    # ties between equally good landings
    NONE = S * K * 1000                     # above every key
    best_key = [NONE] * S
    prev = [-1] * S
    best_key[start] = 0
    reached = []
    heap = [start]
    pop, push = heapq.heappop, heapq.heappush
    trade_off = False       # a square kept a key with more steps than one it was offered
    # A square reached with the last step of the budget is recorded but never
    # queued: it would only be popped to be skipped (the heap's entries are all
    # distinct, so leaving some out does not change the order of the others).
    # (// and % rather than divmod: no call and no tuple, in the innermost loop)
    while heap:
        entry = pop(heap)
        i, key = entry % S, entry // S
        if best_key[i] != key:
            continue
        dmg, steps = key // K, key % K
        z = zoc_memo.get(i)
        nd = dmg + (zoc_damage(i) if z is None else z)
        if nd > limit:
            continue
        nsteps = steps + 1
        plain = nd * K + nsteps
        for n in steps_from[i]:
            nkey = plain
            if n in occ:
                # walking into a figure pushes it (an enemy attacks first)
                if steps == 0 and not hero_step_ok(w, seat, land.cell(n), occ_all):
                    continue
                if steps > 0 and not land.could_push(n):
                    continue
                nkey += land.push_damage(i, n) * K
            old = best_key[n]
            if old <= nkey:
                if old % K > nsteps:
                    trade_off = True
                continue
            if old == NONE:
                reached.append(n)
            elif old % K < nsteps:
                trade_off = True
            best_key[n] = nkey
            prev[n] = i
            if nsteps < budget:
                push(heap, nkey * S + n)
    best, best_v = start, land.value(start)
    second = None       # the best score but the landing's (staying included)
    for n in reached:       # (never the start: it has a key from the outset)
        key = best_key[n]
        v = value_memo.get(n)
        v = (land.value(n) if v is None else v) - 0.5 * (key % K) - 9 * (key // K)
        if v > best_v:
            best, best_v, second = n, v, best_v
        elif second is None or v > second:
            second = v
    squares = []
    i = best
    while i != start:
        squares.append(i)
        i = prev[i]
    squares.append(start)
    squares.reverse()
    path = [land.cell(i) for i in squares]
    tails, fewer = [], []
    clear = not trade_off and (second is None or best_v - second > TAIL_MARGIN)
    if clear and best != start and _first_steps_as_later(land, start):
        for k in range(1, min(len(path), budget)):
            if best_key[squares[k]] >= K:       # reaching it cost a wound
                break
            tails.append(((squares[k], health, budget - k), path[k:]))
    if not trade_off and (best == start or clear):
        for fewer_steps in range(len(path) - 1 or 1, budget):
            fewer.append(((start, health, fewer_steps), path))
    return path, tails, fewer


def _first_steps_as_later(land: _Landscape, i: int) -> bool:
    """Whether our hero, standing on square i, may step into each figure next
    to it exactly when the planner would let it push that figure further
    along a path (hero_step_ok for a first step, could_push after it): then a
    search from i runs over the same edges as a search through i (see
    _plan_path)."""
    w, seat, occ, occ_all = land.w, land.seat, land.occ, land.occ_all
    return all(hero_step_ok(w, seat, land.cell(n), occ_all) == land.could_push(n)
               for n in land.sq.steps[i] if n in occ)


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
    # the enemies next to each square, counted (len(adjacent_enemies(...)) without sorting them)
    near, figures = adjacency(w), w.stores[Figure]
    cell = min(cells, key=lambda c: (sum(1 for n in near.get(tuple(c), ()) if (e := occ.get(n)) is not None
                                         and figures[e].kind != "hero"), c[0]))
    return _act("respawn", die, cell)


def _attack(w: World, seat: int, kinds) -> Action | None:
    """Kill the best adjacent enemy if the swords (+ cheap gems) reach its health."""
    targets = kinds.targets()
    if not targets:             # then there is no "attack" action either: skip listing them
        return None
    pool = w.res["turn"]["pool"]
    # (an attack uses the readied dice: without one there is no "attack" action to list)
    if any(d["ready"] and not d["used"] for d in pool) and "attack" in kinds:
        return max(kinds["attack"], key=lambda a: target_health(w, a.args[0]))
    swords = [(i, d) for i, d in _unused(w) if times_as(w, seat, d, "sword")]
    if not swords:
        return None
    bonus = kinds.bonus()
    gems = free_gems(w, seat) + sum(gem_cost(d["gems"]) for _i, d in swords)
    on_boss = any(w.get(e, Figure).kind == "boss" for e in targets)
    budget = gems if on_boss else min(gems, 1 if in_boss_level(w, kinds.me) else 3)
    best = None
    weights = [times_as(w, seat, d, "sword") // (d["gems"] + 1) for _i, d in swords]     # (the same per target)
    for eid in targets:
        fig = w.get(eid, Figure)
        need = target_health(w, eid) - bonus["attack_bonus"] + bonus["attack_malus"]
        if fig.kind == "boss":
            need -= bonus["boss_bonus"]
        elif content().enemies[fig.ref]["ability"] == "armored" and len(swords) < 2:
            continue
        plan = _gem_plan(weights, need, budget)
        if plan is not None and (best is None or target_health(w, eid) > best[0]):
            best = (target_health(w, eid), plan)
    if best is None:
        return _sword_boost(w, seat, kinds, targets, swords, budget)
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


# enemy_damage(w, eid, seat) by what it reads: whether the figure is the boss
# and its card (its damage, from the content, which never changes while the
# program runs), the turn's bonus to enemy damage and our armor
# (_Landscape.damage_bonuses)
_ENEMY_DAMAGE: dict = {}

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


def _sword_boost(w: World, seat: int, kinds, targets, swords, budget) -> Action | None:
    """Drink/use sword sources when, together with our dice and gems, they kill a target."""
    sources = _sword_sources(w, seat, kinds)
    if not sources:
        return None
    extra = sum(n for _a, n in sources)
    bonus = passives(w, seat)
    weights = [times_as(w, seat, d, "sword") // (d["gems"] + 1) for _i, d in swords] + [1] * extra
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


@functools.lru_cache(maxsize=4096)
def _gem_plan_of(weights: tuple, need: int, gems: int):
    # a pure function of small arguments that the AI asks about again and again
    # (it tries every subset of the dice): memoised, its answer immutable
    best = None
    n = len(weights)
    for mask in range(1, 1 << n):
        use = [k for k in range(n) if mask >> k & 1]
        levels = [0] * n
        total = sum(weights[k] for k in use)
        # Skip the subsets that cannot beat the best key (gems spent, dice used):
        # each upgrade costs a gem or more and adds at most the largest weight.
        fewest = 0 if total >= need else -(-(need - total) // max(weights[k] for k in use))
        if fewest > gems or best is not None and (fewest, len(use)) >= best[0]:
            continue
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
    # (each kind is listed only if the player holds something of it)
    usable = (kinds.get("use_item", []) if p["items"] else []) + \
        (kinds.get("use_artifact", []) if w.res["artifacts"] else [])
    hurt = None     # p["health"] < max_health(w, seat), worked out only when a healing effect asks
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
    if ability(w, seat)["kind"] == "heal_once" and not w.res["turn"]["ability_used"]:
        if hurt is None:
            hurt = p["health"] < max_health(w, seat)
        if hurt:
            return _act("ability")
    return None


def _coins(w: World, seat: int, kinds) -> Action | None:
    """The first "coin" action of a die showing a coin: the first unused coin
    die (every unused die that can act as a coin is listed, in pool order)."""
    for i, d in enumerate(w.res["turn"]["pool"]):
        if not d["used"] and d["face"] == "coin":
            return _act("coin", i)
    return None


def _shove(w: World, seat: int, kinds) -> Action | None:
    """Shove an enemy that is next to our hero away, preferably off its platform."""
    me = kinds.me
    figures = w.stores[Figure]
    near = {e for e in adjacent_enemies(w, me, kinds.occ()) if figures[e].kind != "boss"} if me else set()
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
    goal = _goal_distance(w)
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
    d = _DIR_OF[(nxt[0] - me[0], nxt[1] - me[1])]
    options = kinds.moves_toward(d)
    if not options:
        return None
    pool = w.res["turn"]["pool"]
    # banked steps first, then plain boots, then stars, never a die readied for an attack
    return min(options, key=lambda a: (-1 if a.args[0] < 0 else (pool[a.args[0]]["face"] == "star") * 2
                                       + pool[a.args[0]]["ready"] * 5))


def _star(w: World, seat: int, kinds) -> Action | None:
    # (star actions are listed for unused dice showing a star only)
    if any(d["face"] == "star" and not d["used"] for d in w.res["turn"]["pool"]):
        for a in kinds.get("star", []):
            return a
    return None


def gem_reserve(w: World) -> int:
    """Gems kept for the boss fight; the rest may speed up the climb."""
    return 4 if w.res["options"]["mode"] == "solo" else 8


def _spare_pairs(w: World, seat: int, keep_swords: bool) -> list[Action]:
    pool = w.res["turn"]["pool"]
    spare = ("coin", "monster") + (() if keep_swords else ("sword",))
    by_face: dict = {}
    for i, d in enumerate(pool):
        if not d["used"] and d["face"] in spare and not d["ready"]:
            by_face.setdefault(d["face"], []).append(i)
    return [(idx[0], idx[1]) for face, idx in sorted(by_face.items()) if len(idx) >= 2]


def _climb(w: World, seat: int, kinds) -> Action | None:
    """Plan the best landing within every step we could afford (forging spare
    pairs into boots, upgrading boots with gems above the boss reserve) and buy
    the missing steps first."""
    now = kinds.steps_now()
    keep_swords = bool(kinds.targets())
    pairs = _spare_pairs(w, seat, keep_swords)
    spare_gems = max(0, free_gems(w, seat) - gem_reserve(w))
    boots = kinds.boots()
    extra = len(pairs) + sum(1 for k in (1, 3, 6) if spare_gems >= k and (boots or pairs))
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
    if eid is None or eid not in kinds.targets() or "forge" not in kinds:
        return None
    pairs = _spare_pairs(w, seat, keep_swords=True)
    pool = w.res["turn"]["pool"]
    if not pairs:
        # boots are worth more as swords once we stand next to the boss
        boots = [i for i, d in enumerate(pool) if not d["used"] and d["face"] == "boot"]
        if len(boots) >= 2:
            pairs = [(boots[0], boots[1])]
    if pairs:
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
    occ = kinds.occ()
    if moves:
        best, best_d = None, abs(here[0] - me[0]) + abs(here[1] - me[1])
        occ = dict(occ)                 # the board without the boss
        del occ[here]
        for a, _eid, d in moves:
            land = _enemy_landing(w, step_to(here, d), occ)
            nd = abs(land[0] - me[0]) + abs(land[1] - me[1])
            if nd < best_d:
                best, best_d = a, nd
        if best is not None:
            return best
    # (falling from its square, the boss never meets itself: with or without it, the board is the same)
    if _enemy_landing(w, here, occ) != here and "gravity" in kinds:
        return next(a for a in kinds["gravity"] if a.args[0] is False)
    return None


def _enemy_landing(w: World, cell, occ) -> tuple:
    b = board(w)
    bottom = bottom_row(w)
    x, y = cell
    while y > bottom and (x, y) not in b.floor and (x, y - 1) not in occ:
        y -= 1
    return (x, y)


# the choosers of the main phase, in the order they are asked (the first answer is taken)
_ON_BOSS_LEVEL = (_attack, _boss_forge, _potions_and_items, _shop, _pull_boss, _coins, _shove, _move, _star)
_CLIMBING = (_attack, _shop, _potions_and_items, _climb, _coins, _shove, _move, _star)
