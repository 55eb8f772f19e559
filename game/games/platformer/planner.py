"""The Platformer AI's path planner: the tower's squares as integers, the
landscape of one decision (figures, tokens, goal distances and what a square
is worth) and the search for the best landing within a number of steps. What
it keeps in world.cache between decisions (landscapes, values, plans and their
tails) only spares work: each is kept under everything it reads, and tests
compare it with fresh answers. The choosers that use it are in ai.py."""
from __future__ import annotations

import functools
import heapq

from game.engine.state import World

from .board import LEVEL_H, WIDTH
from .boss import boss_eid
from .combat import enemy_damage
from .components import Figure, Pos, Token
from .movement import DIRS, TABLES, entries, hero_step_ok, level_pieces, square_tables, step_to
from .world import (active_seat, boss_level, bottom_row, cell_active, highest_level, passives, player, board, stats)

# enemy_damage(w, eid, seat) by what it reads: whether the figure is the boss
# and its card (its damage, from the content, which never changes while the
# program runs), the turn's bonus to enemy damage and our armor
# (Landscape.damage_bonuses)
_ENEMY_DAMAGE: dict = {}

def goal_distance(w: World) -> "GoalDistance":
    """Steps from each cell to the next goal (the top row of the highest
    revealed level, or the boss level), ignoring figures; cached per tower state."""
    sq = Squares.of(w)
    boss = boss_eid(w)
    key = sq.goal_key(_cell_of(w, boss) if boss is not None else None)
    return GoalDistance(_goal_squares(w, sq, key), sq.h)


class GoalDistance:
    """goal_distance's answer: reads like {(x, y): steps} through get(), from
    the distances by integer square (the few cells asked about are turned
    into squares rather than every square into a cell)."""
    __slots__ = ("squares", "h")

    def __init__(self, squares: dict, h: int) -> None:
        self.squares, self.h = squares, h

    def get(self, cell, default=None):
        x, y = cell
        if not (0 <= y < self.h):       # (a row beyond the tower would alias another column's square)
            return default
        return self.squares.get(x * self.h + y, default)


def _goal_squares(w: World, sq: "Squares", boss_cell) -> dict:
    """goal_distance keyed by integer square (boss_cell from Squares.goal_key),
    memoised in the tower's Squares."""
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


class Squares:
    """The tower's squares as integers for the planner: square (x, y) is
    x * height + y, so integers sort like the (x, y) tuples (the planner's
    ties break by square, as they always did) while lookups skip building and
    hashing tuples. Tables per tower state (level status), cached in
    world.cache and so shared by clones. The tables are fixed when built; the
    memos below (falls, land_parts, goals, square_bonuses) fill lazily with
    pure functions of (board, level status, key), so whichever world fills one
    writes what any other would. square_bonuses is keyed by token ids, which
    sibling clones could give to different things; but tokens appear only
    when a level is revealed (movement.spawn_level), which changes the level
    status and so makes a new Squares: under one Squares a token id names the
    same token in every clone."""

    def __init__(self, w: World) -> None:
        b = board(w)
        self.h = b.height
        self.size = WIDTH * b.height       # every square is below this
        self.adj, self.steps = square_tables(w)
        self.figure_steps = entries(w, hero=False)     # {cell: cells a figure other than a hero steps into}
        self.floor, self.ladders, self.traps, self.shops = _board_squares(b)
        self.bottom = bottom_row(w)
        # what the landscapes read of the tower state, asked once per tower
        # rather than once per decision
        self.top, self.boss_level = highest_level(w), boss_level(w)
        # the row that reveals the next level (None once the boss level is revealed)
        self.reveal_row = self.top * LEVEL_H + LEVEL_H - 1 if self.top < self.boss_level else None
        self.noise = _noise_of_squares(self.h)
        # the squares next to the revealed levels that are not revealed
        # themselves: the rows just below and above each run of revealed levels
        status = w.res["level_status"]
        self.fence = [x * self.h + row for level, state in enumerate(status) if state == "revealed"
                      for row, other in ((level * LEVEL_H - 1, level - 1), ((level + 1) * LEVEL_H, level + 1))
                      if 0 <= other < len(status) and status[other] != "revealed" for x in range(WIDTH)]
        # memos of pure functions of this tower state, filled as asked:
        # (value() reads falls and the land parts per square: lists indexed by
        # square, None where not asked yet, index faster than dicts look up)
        self.falls: list = [None] * self.size   # square -> _fall(square)
        self.land_parts: dict = {}      # (goal_key, healthy, rich) -> [_land_part per landing square]
        self.goals: dict = {}           # goal_key -> {square: steps to the goal}
        self.square_bonuses: dict = {}  # ids of the tokens -> _square_bonus (a list per square)

    def goal_key(self, boss_cell):
        """What the goal depends on besides the tower: the boss's square (or
        None) once the boss level is the highest revealed one."""
        return boss_cell if self.top == self.boss_level else None

    @staticmethod
    def of(w: World) -> "Squares":
        status = w.res["level_status"]
        last = w.cache.get("ai_squares_last")       # (as movement._topology: the last tower first)
        if last is not None and last[0] == status:
            return last[1]
        key = ("ai_squares", tuple(status))
        sq = w.cache.get(key)
        if sq is None:
            sq = w.cache[key] = Squares(w)
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


class Landscape:
    """What planning a move needs: the figures without our hero, tokens, goal
    distances, the tower's constants and memos of the wounds and values of
    squares (the state cannot change while the AI decides, and a plan values
    every reachable square). Squares are integers (Squares). Built by of(),
    which serves the last decision's landscape again while what it was
    derived from is the same."""

    # this decision's own fields, then the derived ones (slots: the planner
    # reads them in its inner loops)
    __slots__ = ("w", "occ_all", "start", "health",
                 "seat", "sq", "_others", "occ", "square_bonus", "rich", "healthy", "enemies", "enemy_adjacent",
                 "boss", "bottom", "boss_level", "goal", "reveal_row", "turn_number", "turn_noise", "noise",
                 "falls", "land_parts", "provoked", "damage_bonuses", "_value", "_damage", "_zoc", "_pushable",
                 "plans", "tails")

    @staticmethod
    def of(kinds, occ_all: dict) -> "Landscape":
        """The landscape of this decision. Everything but its own fields (the
        world object, the figures' map, our square and health) is derived
        from `reads` (the level status through sq; tokens never move and ids
        are never reused, so the ids of the tokens say where they are): the
        last decision's landscape on this same world serves again when they
        are the same, as after a step of our hero or a die spent, with its
        own fields set anew (that decision is over: nothing reads its
        landscape any more)."""
        w, seat = kinds.w, kinds.seat
        sq = Squares.of(w)
        me = kinds.me
        others = dict(occ_all)
        del others[me]                  # our hero stands there
        p = player(w, seat)
        bonus = kinds.bonus()
        turn_bonus = bonus if seat == active_seat(w) else passives(w, active_seat(w))
        tokens = tuple(w.stores.get(Token, ()))
        reads = (seat, sq, others, tokens, p["gold"] >= 3, p["health"] > 2, w.res["turn"]["number"], bonus,
                 turn_bonus)
        # The last landscape serves again only to the same World object: a
        # clone shares world.cache's entries with its parent (a shallow copy),
        # and serving sets the landscape's own fields in place, so a clone
        # deciding on its parent's landscape would move the parent's start
        # under a decision still reading it. A clone derives its own.
        last = w.cache.get("ai_landscape_last")
        if last is not None and last[1].w is w and last[0] == reads:    # (dicts compare by content, in C)
            land = last[1]
        else:
            land = Landscape()
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
        self.boss_level, self.reveal_row, self.bottom = sq.boss_level, sq.reveal_row, sq.bottom
        self.square_bonus = _square_bonus(w, sq, tokens, sq.reveal_row)
        self.rich = p["gold"] >= 3          # a shop is worth a visit
        self.healthy = p["health"] > 2      # the boss's level is worth the risk
        # the figures by square, the enemies' squares and the boss's (boss_eid's
        # square), in one walk over the figures
        figures = w.stores[Figure]
        self.occ = occ = {}
        self.enemies = enemies = set()
        self.boss = -1
        for (x, y), e in others.items():
            i = x * h + y
            occ[i] = e
            kind = figures[e].kind
            if kind != "hero":
                enemies.add(i)
                if kind == "boss":
                    self.boss = i
        # the squares next to an enemy (adjacency is symmetric: an edge open
        # both ways), where value() and zoc_damage() look for enemies around
        self.enemy_adjacent = near = set()
        adj = sq.adj
        for i in enemies:
            near.update(adj.get(i, ()))
        goal_key = sq.goal_key(self.cell(self.boss) if self.boss >= 0 else None)
        self.goal = _goal_squares(w, sq, goal_key)
        self.turn_number = w.res["turn"]["number"]
        # the turn's share of value()'s noise (see _noise_of_squares)
        self.turn_noise = self.turn_number * 7919 % 1000
        self.noise, self.falls = sq.noise, sq.falls
        self.provoked = not bonus["no_provoke"]
        self.damage_bonuses = (turn_bonus["enemy_damage"], bonus["armor"])
        parts_key = (goal_key, self.healthy, self.rich)
        self.land_parts = sq.land_parts.get(parts_key)
        if self.land_parts is None:
            self.land_parts = sq.land_parts[parts_key] = [None] * sq.size
        # the memos of value(), damage(), zoc_damage(), could_push(), the plans
        # and the plans' tails (best_path): they read only what the landscape
        # was derived from, so they live as long as it does (served again by of())
        self._value, self._damage, self._zoc, self._pushable, self.plans, self.tails = {}, {}, {}, {}, {}, {}

    def cell(self, i: int) -> tuple:
        return (i // self.sq.h, i % self.sq.h)

    def could_push(self, n: int) -> bool:
        """Rough look-ahead, memoised: whether the figure on square n is not
        slippery and has a free square beside it that it may step into
        (sq.figure_steps lists them, so no square is asked about)."""
        ok = self._pushable.get(n)
        if ok is None:
            ok = n not in self.enemies or stats(self.w, self.occ[n])["ability"] != "slippery"
            if ok:
                others = self._others
                ok = False
                for c in self.sq.figure_steps.get((n // self.sq.h, n % self.sq.h), ()):
                    if c not in others:
                        ok = True
                        break
            self._pushable[n] = ok
        return ok

    def push_damage(self, i: int, n: int) -> int:
        """Wounds for pushing the figure on square n from square i: an enemy
        attacks unless it already did as part of the zone of control (it
        stands next to square i: adjacent_enemies of i, read from the table)."""
        if n not in self.enemies or n in self.sq.adj.get(i, ()):
            return 0
        return self.damage(self.occ[n])

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
        # gravity: fall through the squares below until a platform, a ladder, the
        # bottom row (sq.falls) or a figure below
        land = i
        falls = self.falls[i]
        if falls is None:
            sq = self.sq
            falls = sq.falls[i] = _fall(i, sq.h, sq.bottom, sq.floor, sq.ladders)
        if falls:
            occ = self.occ
            for below in falls:
                if below in occ:
                    break
                land = below
        # Whole numbers up to the noise, so their sum is exact in any order: the
        # landing's own part (height, goal, the boss's level, trap, shop) is kept
        # per tower, goal and the two flags it reads (_land_part), across turns;
        # the square's own (next level revealed, tokens) is square_bonus.
        part = self.land_parts[land]
        if part is None:
            part = self.land_parts[land] = self._land_part(land)
        # plus a little deterministic per-turn noise, which breaks loops where two
        # heroes keep shoving each other for the same ledge (whole number + float:
        # the float of the whole number plus the noise, read from _NOISE)
        v = part + self.square_bonus[i] + _NOISE[(self.turn_noise + self.noise[i]) % 1000]
        if land in self.enemy_adjacent:
            near, boss_near = 0, False
            enemies = self.enemies
            for c in self.sq.adj.get(land, ()):
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


def _square_bonus(w: World, sq: Squares, tokens: tuple, reveal_row) -> list:
    """value()'s whole-number bonus of ending on a square (whole numbers: the
    sum is the same in any order), a list indexed by square: the row that
    reveals the next level (reveal_row, None on the boss level's tower), gems
    and boss tokens. Memoised in the tower's Squares by the ids of the tokens
    (`tokens`): tokens never move and ids are never reused, so the ids say
    where they are."""
    bonus_at = sq.square_bonuses.get(tokens)
    if bonus_at is not None:
        return bonus_at
    h = sq.h
    bonus_at = sq.square_bonuses[tokens] = [0] * sq.size
    if reveal_row is not None:
        for x in range(WIDTH):
            bonus_at[x * h + reveal_row] = 25      # reveals the next level
    where, kinds = w.stores.get(Pos, {}), w.stores.get(Token, {})
    for eid in tokens:
        pos = where.get(eid)
        if pos is None:
            continue
        # gems and boss tokens are worth the detour
        bonus_at[pos.x * h + pos.y] += 8 if kinds[eid].kind == "gold" else 18
    return bonus_at


# k / 1000 * 4.0 for each k below 1000: value()'s noise from its whole-number
# share, the same floats it would compute (one lookup rather than two float operations)
_NOISE = [k / 1000 * 4.0 for k in range(1000)]


@functools.lru_cache(maxsize=8)
def _noise_of_squares(h: int) -> list[int]:
    """Square i's share of value()'s noise in a tower h rows high: the noise is
    ((turn * 7919 + x * 104729 + y * 1299709) % 1000) / 1000 * 4.0, and
    (a + b) % 1000 == (a % 1000 + b % 1000) % 1000, so the turn's share
    (Landscape.turn_noise) and the square's are each reduced once, not per value()."""
    return [((i // h) * 104729 + (i % h) * 1299709) % 1000 for i in range(WIDTH * h)]


def _cell_of(w: World, eid: int):
    pos = w.try_get(eid, Pos)
    return None if pos is None else (pos.x, pos.y)


# How much better than every other landing a plan's landing must be for its
# tails to be reused (far above float rounding, far below any real difference)
TAIL_MARGIN = 1e-6


def plan_path(kinds, budget: int) -> tuple[list, list, list]:
    """Best landing within `budget` steps, weighing the wounds that moving away
    from enemies costs; returns the path (list of cells, start first), its
    tails: ((square, health, budget - k), path[k:]) for the path's squares k
    steps on that the search proves it would return from there, and the
    same for fewer steps: ((start, health, fewer), path) for the budgets the
    search proves it would return the same path with.

    Why a tail holds. The search from P[k] (the hero k steps on, the same
    memos and health, k steps less) runs over the same squares and edges when
    a figure next to either start could be stepped into as well as it could
    be pushed later on (first_steps_as_later; the first step alone asks
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
    # zoc_damage is 0 away from enemies or when moving provokes nobody: ask it
    # only about the squares next to an enemy (most squares searched are not)
    zoc_at = land.enemy_adjacent if land.provoked else ()
    zoc_damage = land.zoc_damage
    limit = health - keep
    # Dijkstra on (wounds, steps), ties popped by square, neighbours in DIRS order.
    # Both are packed in one integer so the heap compares ints, not tuples: a
    # key (wounds, steps) is wounds * K + steps and a heap entry key * S + square
    # (steps <= budget < K, squares < S, wounds >= 0: the integers order exactly
    # as the tuples did).
    K, S = budget + 1, land.sq.size
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
        nd = (dmg + zoc_damage(i)) if i in zoc_at else dmg
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
    value = land.value
    best, best_v = start, value(start)
    second = None       # the best score but the landing's (staying included)
    for n in reached:       # (never the start: it has a key from the outset)
        key = best_key[n]
        v = value(n) - 0.5 * (key % K) - 9 * (key // K)
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
    h = land.sq.h
    path = [(i // h, i % h) for i in squares]     # (Landscape.cell, without a call per square)
    tails, fewer = [], []
    clear = not trade_off and (second is None or best_v - second > TAIL_MARGIN)
    if clear and best != start and first_steps_as_later(land, start):
        for k in range(1, min(len(path), budget)):
            if best_key[squares[k]] >= K:       # reaching it cost a wound
                break
            tails.append(((squares[k], health, budget - k), path[k:]))
    if not trade_off and (best == start or clear):
        for fewer_steps in range(len(path) - 1 or 1, budget):
            fewer.append(((start, health, fewer_steps), path))
    return path, tails, fewer


def first_steps_as_later(land: Landscape, i: int) -> bool:
    """Whether our hero, standing on square i, may step into each figure next
    to it exactly when the planner would let it push that figure further
    along a path (hero_step_ok for a first step, could_push after it): then a
    search from i runs over the same edges as a search through i (see
    plan_path)."""
    occ = land.occ
    for n in land.sq.steps[i]:      # (a loop, not all(): most squares have no figure next to them)
        if n in occ and hero_step_ok(land.w, land.seat, land.cell(n), land.occ_all) != land.could_push(n):
            return False
    return True


def best_path(kinds, budget: int) -> list:
    """The path (cells, our hero's first) to the best landing within `budget`
    steps (plan_path), from the memos of the decision's landscape when they
    hold the answer: the plan reads only what the landscape was derived from,
    our square and health, so keyed by those it outlives a decision with the
    landscape (Landscape.of serves it again)."""
    if budget <= 0:
        return [kinds.me]       # what the search finds without a step to take
    land = kinds.landscape()
    key = (land.start, land.health, budget)
    path = land.plans.get(key)
    if path is None:
        path = land.tails.get(key)
        if path is None or not first_steps_as_later(land, land.start):
            path, tails, fewer = plan_path(kinds, budget)
            for tail_key, tail in tails:
                land.tails.setdefault(tail_key, tail)
            for fewer_key, same in fewer:       # (the same start: no first steps to compare)
                land.plans.setdefault(fewer_key, same)
        land.plans[key] = path
    return path
