"""Hero seats played by the computer: fight what is near, explore towards the main hall,
kill the Leader, then walk out."""
from __future__ import annotations

import math

from game.engine.grid import LOOSE, STRICT, chebyshev
from game.engine.protocol import Action, act

from . import ai_magic, combat, light, potions, terrain
from .actions import SECTION_OF_KIND, SECTIONS, legal_moves, section
from .content import content
from .movement import _corner_stops, terrain_squares
from .world import (board, cell, doors, fig, footprint, furniture, grid, heroes, joa_figs, moves_cache, open_cells, ranged_weapon,
                    section_of, surface, within_reach)


class _Kinds:
    """The acting hero's legal actions by kind, each section of the list (actions.SECTIONS) worked
    out only when a kind in it is first asked for (many decisions never look at most of them);
    the moves likewise. A kind's actions keep their order in the full list."""

    def __init__(self, w):
        self.w = w
        self._by_kind: dict = {}

    def _fill(self, kind) -> list:
        if kind == "move":
            got = self._by_kind["move"] = legal_moves(self.w)
            return got
        name = SECTION_OF_KIND[kind]
        for k in _SECTION_KINDS[name]:
            self._by_kind[k] = []
        for x in section(self.w, name):
            self._by_kind[x.kind].append(x)
        return self._by_kind[kind]

    def get(self, kind, default=None):
        """The actions of that kind, or default if there are none."""
        got = self._by_kind.get(kind)
        if got is None:
            got = self._fill(kind)
        return got or default

    def __getitem__(self, kind):
        got = self._by_kind.get(kind)
        return self._fill(kind) if got is None else got


_SECTION_KINDS = dict(SECTIONS)


def choose(w, seat: int) -> Action:
    if w.res.get("asks"):                   # a fatal blow: always spend the fortune it has
        return act("fatal", w.res["asks"][0]["fid"], True)
    if w.res.get("ask"):                    # an enemy's spell: dispel it when the odds are fair
        return ai_magic.answer(w, w.res["ask"]["hero"])
    a = w.res["act"]
    fid = a["fid"]
    f = fig(w, fid)
    if f.get("companion") and not w.res["combat"] and _resting(w, f):
        return act("end", fid)              # nothing to do but keep by its hero
    by_kind = _Kinds(w)

    def best_attack(kind):
        opts = by_kind.get(kind, [])
        if not opts:
            return None
        fortune = f["fortune"] > 1
        opts = [o for o in opts if o.args[3] == fortune] or opts
        if kind == "attack" and board(w).terrain:
            # a foe with a pit behind it is pushed into it: hit that one first
            return max(opts, key=lambda o: (terrain.pit_behind(w, f, fig(w, o.args[1])), len(o.args[2]),
                                            -fig(w, o.args[1])["life"], fig(w, o.args[1])["leader"], o.args[1]))
        return max(opts, key=lambda o: (len(o.args[2]), -fig(w, o.args[1])["life"],
                                        fig(w, o.args[1])["leader"], o.args[1]))
    if by_kind.get("climb_out"):            # down in a pit: out first, on the side of the fight or the goal
        return _climb_out(w, f, by_kind["climb_out"])
    # (the figure's own state is looked at before the action lists: a list is worked out when first asked for)
    if f.get("armour_on") and terrain.in_water(w, f) and terrain.swim_agility(w, f) <= 0 and by_kind.get("armour"):
        return by_kind["armour"][0]          # heavy armour would keep it from swimming out
    # heal when badly hurt; a bonus potion when a fight is on and none is working
    if f["life"] <= 2:
        heals = [o for o in by_kind.get("drink", []) if potions.heals(o.args[1])]
        if heals:
            return heals[0]
    if w.res["combat"] and not f.get("potion") and _enemies_near(w, fid, 6):
        for o in by_kind.get("drink", []):
            if potions.effect(o.args[1]) == "bonus":
                return o
    if light.affected(w, f) and by_kind.get("light"):
        return by_kind["light"][0]          # darkness: light the torch it carries
    if f["weapon"] is None and by_kind.get("pick_up"):
        return by_kind["pick_up"][0]
    if by_kind.get("draw"):
        want = _wanted_weapon(w, f)
        for o in by_kind["draw"]:
            if o.args[1] == want:
                return o
    if w.res["mission"] and by_kind.get("leave") and not _enemies_near(w, fid, 2):
        return by_kind["leave"][0]
    if _enemies_near(w, fid, 12):
        spell = ai_magic.best_cast(w, fid, by_kind.get("cast", []))
        if spell is not None:
            return spell
        potion = ai_magic.mana_drink(w, f, by_kind.get("drink", []))
        if potion is not None:
            return potion
        if by_kind.get("magic_shot"):
            return max(by_kind["magic_shot"], key=lambda o: (fig(w, o.args[1])["leader"], -fig(w, o.args[1])["life"],
                                                            o.args[1]))
    at = best_attack("attack")
    if at is not None:
        return at
    sh = best_attack("shoot")
    if sh is not None and (ranged_weapon(w, f) and "ranged" in ranged_weapon(w, f)["traits"] or
                           not by_kind.get("move")):
        return sh
    if by_kind.get("disengage") and f["life"] <= 2:
        return by_kind["disengage"][0]
    enemies = joa_figs(w)
    if enemies and _enemies_near(w, fid, 12):
        mv = _move_to_fight(w, fid, f, by_kind)
        if mv is not None:
            return mv
        if sh is not None:
            return sh
        if by_kind.get("brace") and a["action"] == 0 and f["life"] <= 3 and _enemies_near(w, fid, 1):
            return by_kind["brace"][0]      # badly hurt and held: block better, attack later
        for k in ("reveal", "open_door"):
            if by_kind.get(k) and not _enemies_near(w, fid, 4):
                return by_kind[k][0]
        return act("end", fid)
    # exploring
    if f.get("companion"):                  # no exploration: keep close to its hero
        from .companions import owner_of
        o = owner_of(w, f)
        if o is not None and (chebyshev(cell(f), cell(o)) > 2 or cell(f) in _doorways(w)):
            oc = cell(o)
            near = {(oc[0] + dx, oc[1] + dy) for dx in range(-4, 5) for dy in range(-4, 5)} - _doorways(w) - {oc}
            mv = _move_towards(w, fid, by_kind, _around(oc) - _doorways(w)) or \
                _step_aside(by_kind, near, cell(f), oc)
            if mv is not None:
                return mv
        return act("end", fid)
    if not f.get("armour_on") and not terrain.in_water(w, f) and by_kind.get("armour"):
        return by_kind["armour"][0]          # armour taken off (to swim, say) goes back on
    for k in ("search_bodies", "disarm", "open_chest", "riddle", "pick_lock", "persuade", "search_room", "identify"):
        if by_kind.get(k):
            return by_kind[k][0]
    for o in by_kind.get("search_element", []):
        if furniture(w)[tuple(o.args[1])]["kind"] != "altar" or f["life"] < f["max_life"] - 1:
            return o
    if w.res["mission"]:
        if by_kind.get("carry"):
            return by_kind["carry"][0]      # nobody is left behind
        fallen = [cell(fig(w, h)) for h in w.res["party"] if fig(w, h)["out"] and fig(w, h)["cell"] is not None
                  and not fig(w, h).get("left")]
        if fallen and not a.get("carry"):
            if any(chebyshev(cell(f), b) == 1 for b in fallen):
                return act("end", fid)      # by the body with no action left: take it up next turn
            mv = _move_towards(w, fid, by_kind, {c for b in fallen for c in _around(b)})
            if mv is not None:
                return mv
        mv = _move_towards(w, fid, by_kind, set(board(w).start))
        return mv or act("end", fid)
    # the party keeps together: followers close up on the first hero, who waits for them
    # before opening the way into the unknown
    party = [h for h in heroes(w) if not fig(w, h).get("companion")]     # companions keep to their heroes
    lead = party[0]
    if fid != lead and chebyshev(cell(f), cell(fig(w, lead))) > 3:
        mv = _move_towards(w, fid, by_kind, _around(cell(fig(w, lead))))
        if mv is not None:
            return mv
    if fid == lead and any(chebyshev(cell(f), cell(fig(w, h))) > 5 for h in party) and \
            (by_kind.get("reveal") or by_kind.get("open_door")):
        return act("end", fid)
    for k in ("reveal", "open_door"):
        if by_kind.get(k):
            return by_kind[k][0]
    goals = _exploration_goals(w) - {cell(f)}
    mv = _move_towards(w, fid, by_kind, goals)
    if mv is not None:
        return mv
    if goals and a["move"] == "moving":
        return act("end", fid)
    doors_ = [b for b in by_kind.get("break", []) if isinstance(b.args[1], str) and _leads_somewhere(w, b.args[1])]
    if doors_:
        return doors_[0]
    blocked = _blocked_doors(w) - {cell(f)}
    mv = _move_towards(w, fid, by_kind, blocked)
    if mv is not None:
        return mv
    if enemies:
        mv = _move_towards(w, fid, by_kind, {cell(fig(w, e)) for e in enemies}, adjacent_ok=True)
        if mv is not None:
            return mv
    if by_kind.get("search_secret") and not goals:
        return by_kind["search_secret"][0]
    if by_kind.get("slide") and not enemies:
        return by_kind["slide"][0]         # nothing else to do: shift a crate (cover for later)
    return act("end", fid)


def _step_aside(by_kind, near: set, here, owner):
    """Out of a doorway: the nearest legal move onto a square near its hero."""
    opts = [m for m in by_kind.get("move") or () if tuple(m.args[1]) in near]
    if not opts:
        return None
    return min(opts, key=lambda m: (chebyshev(tuple(m.args[1]), owner), chebyshev(tuple(m.args[1]), here),
                                    tuple(m.args[1])))


def _resting(w, f) -> bool:
    """A companion in an exploration turn already by its hero, out of the heroes' way, with nothing
    it needs to do."""
    from .companions import owner_of
    o = owner_of(w, f)
    return o is not None and chebyshev(cell(f), cell(o)) <= 2 and f["weapon"] is not None and \
        f["life"] > 2 and not joa_figs(w) and cell(f) not in _doorways(w)


def _doorways(w) -> set:
    """Squares on either side of a door and exploration arrows: where heroes need to stand."""
    d = doors(w)
    out = {c for ident in d if d.visible(ident) for c in d.cells(ident)}
    return out | set(board(w).arrows)


def _leads_somewhere(w, ident) -> bool:
    """A door worth breaking: one side is still unexplored."""
    return any(section_of(w, c) not in w.res["revealed"] for c in doors(w).cells(ident))


_AROUND = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)


def _around(c) -> set:
    return {(c[0] + dx, c[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy}


def _blocked_doors(w) -> set:
    """Sides of unexplored doors only breaking will open."""
    out = set()
    d = doors(w)
    for ident in d:
        if not d.visible(ident) or d.flag(ident, "explored") or d.flag(ident, "broken"):
            continue
        if (d.flag(ident, "locked") and d.flag(ident, "lock_failed")) or \
                (d.flag(ident, "riddle") and ident in w.res["riddles_tried"]):
            for c in d.cells(ident):
                if section_of(w, c) in w.res["revealed"]:
                    out.add(c)
    return out


def _wanted_weapon(w, f):
    near = _enemies_near(w, f["id"], 1)
    for wid in f["weapons"]:
        if wid in f["lost"]:
            continue
        t = content().weapons[wid]["traits"]
        if near and "ranged" not in t and "thrown" not in t:
            return wid
        if not near and "ranged" in t:
            return wid
    return f["weapon"]


def _enemies_near(w, fid, r) -> bool:
    return _nearest_enemy(w, fid) <= r


def _nearest_enemy(w, fid) -> float:
    """Squares from the figure to the nearest JOA figure (inf with none): one look per decision,
    asked at several ranges; kept until something moves."""
    mc = moves_cache(w)
    got = mc.get(("nearest_enemy", fid))
    if got is None:
        c = cell(fig(w, fid))
        got = mc[("nearest_enemy", fid)] = min((chebyshev(c, cell(fig(w, e))) for e in joa_figs(w)), default=math.inf)
    return got


def _move_to_fight(w, fid, f, by_kind):
    moves = by_kind.get("move")
    if not moves:
        return None
    rw = ranged_weapon(w, f)
    enemies = [c for e in joa_figs(w) for c in footprint(fig(w, e))]
    shooter = rw is not None and "ranged" in rw["traits"]
    caster = ai_magic.keeps_range(w, f)
    if shooter or caster:
        # the nearest square from which some enemy can be shot, not next to one
        here = cell(f)
        found = None
        for m in sorted(moves, key=lambda m: (chebyshev(here, tuple(m.args[1])), tuple(m.args[1])))[:24]:
            c = tuple(m.args[1])
            if any(chebyshev(c, e) <= 1 for e in enemies):
                continue
            # looks from c without moving the figure (moving it would make every cache stale): a
            # shooter's own square still counts as an element on the way, a caster's does not
            ok = shooter and any(combat.can_shoot_from(w, f, c, e) for e in joa_figs(w))
            if not ok and caster:
                ok = ai_magic.has_target(w, fid, at=c)
            if ok:
                found = m
                break
        if found is not None or shooter:
            return found
        # a caster with nowhere to aim from closes in like a fighter (no idling while friends fight)
    g = grid(w)

    def contact(c, e):
        return chebyshev(c, e) == 1 and g.can_step(c, e, diagonals=True, corner=LOOSE) and \
            abs(surface(w, c) - surface(w, e)) <= 1
    ring = {(ex + dx, ey + dy) for ex, ey in enemies for dx, dy in _AROUND}     # contact needs a neighbour
    adj = [m for m in moves if tuple(m.args[1]) in ring and any(contact(tuple(m.args[1]), e) for e in enemies)]
    if adj:
        edge = terrain.pit_edges(w) if board(w).terrain else frozenset()
        return min(adj, key=lambda m: (tuple(m.args[1]) in edge,      # not with a pit at its back
                                       min(fig(w, e)["life"] for e in joa_figs(w)
                                           if any(contact(tuple(m.args[1]), x) for x in footprint(fig(w, e)))),
                                       tuple(m.args[1])))
    return _move_towards(w, fid, by_kind, set(enemies), adjacent_ok=True)


def _move_towards(w, fid, by_kind, goals, adjacent_ok=False):
    """The legal move that ends nearest (by walking distance) to the nearest goal, if it gets closer."""
    moves = by_kind.get("move")
    if not moves or not goals:
        return None
    here = cell(fig(w, fid))
    leaps = {tuple(o.args[1]) for o in by_kind.get("jump", []) + by_kind.get("climb", [])}
    field = _field(w, frozenset(goals), {tuple(m.args[1]) for m in moves} | {here} | leaps)
    best = min(moves, key=lambda m: (field.get(tuple(m.args[1]), 10 ** 6), tuple(m.args[1])))
    jump = _shortcut(w, fig(w, fid), by_kind, field, min(field.get(tuple(best.args[1]), 10 ** 6),
                                                           field.get(here, 10 ** 6)))
    if jump is not None:
        return jump
    if field.get(tuple(best.args[1]), 10 ** 6) < field.get(here, 10 ** 6):
        return best
    return None


def _shortcut(w, f, by_kind, field, walking: int):
    """A climb that gets nearer than walking can, or a jump that lands two or more steps nearer,
    when the odds of its test are at least even (a failure is a fall). The walking field counts
    ledges as steps, so a hero walks to the foot of a ledge and climbs it."""
    best, best_d = None, walking
    for o in by_kind.get("jump", []) + by_kind.get("climb", []):
        d = field.get(tuple(o.args[1]), 10 ** 6) + (2 if o.kind == "jump" else 1)
        if d <= best_d and terrain.odds(w, f, o.kind, tuple(o.args[1])) >= 0.5:
            best, best_d = o, d
    return best


def _climb_out(w, f, opts):
    enemies = [cell(fig(w, e)) for e in joa_figs(w)]
    mates = [cell(fig(w, h)) for h in heroes(w) if h != f["id"]]
    near = enemies or mates or [board(w).start[0]]
    return min(opts, key=lambda o: (min(chebyshev(tuple(o.args[1]), c) for c in near), tuple(o.args[1])))


def _field(w, goals: frozenset, needed: set) -> dict:
    """Walking distance (in steps) to the nearest goal, ignoring figures, for the squares in
    `needed` at least. The search goes level by level and stops once they all have one; it is
    kept, and carried on from where it stopped when later squares need more (each level done is
    final), while the map's open squares and doors stay the same. A search that covered the
    whole map is cached as such."""
    key = ("field", goals, len(w.res["revealed"]), doors(w).signature(),
           tuple(t["id"] for t in w.res["traps"] if t["found"]))
    got = w.cache.get(key)
    if got is not None:
        return got
    if len([k for k in w.cache if isinstance(k, tuple) and k[0] == "field"]) > 16:
        for k in [k for k in w.cache if isinstance(k, tuple) and k[0] == "field"]:
            del w.cache[k]
    # deep water is swum slowly (and heavy armour may keep a hero in it): the way round counts.
    # (The goals need not be open: they are in dist from the start.)
    g, opens, stops = grid(w), _dry_open(w, open_cells(w, "medium")), _corner_stops(w)
    steps = _field_steps(w, g, opens)
    # searches stopped short: key -> [the step table they ran on, dist, frontier, level]
    kept = w.cache.setdefault("field_searches", {})
    run = kept.get(key)
    if run is None or run[0] is not steps:
        if len(kept) > 16:
            kept.clear()
        run = kept[key] = [steps, {c: 0 for c in goals}, list(goals), 0]
    _, dist, frontier, d = run
    left = set(needed) - dist.keys()
    while frontier and left:
        d += 1
        nxt = []
        for c in frontier:
            got = steps.get(c)
            if got is None:         # where a step from c goes: open, dry, not cutting an obstacle's corner
                got = steps[c] = tuple([n for n in g.neighbors8(c, STRICT) if n in opens and (c, n) not in stops])
            for n in got:
                if n in dist:
                    continue
                dist[n] = d
                left.discard(n)
                nxt.append(n)
        frontier = nxt
    run[2], run[3] = frontier, d
    if not frontier:
        del kept[key]
        w.cache[key] = dist            # the whole map: good for any squares later
    return dist


def _field_steps(w, g, opens: frozenset) -> dict:
    """Square -> the squares _field steps to from it, filled as its searches ask: kept for a
    grid (door states) and a set of open squares, both cached objects never changed in place.
    When either is a new object (a door opened, a section revealed, a trap found), the entries
    near what changed are dropped and the rest carried over: a square's steps depend only on the
    edges of its 3x3 block and on which of its neighbours are open."""
    got = w.cache.get("field_steps")
    if got is not None and got[0] is g and got[1] is opens:
        return got[2]
    table: dict = {}
    if got is not None:
        g0, opens0, old = got
        changed = set(opens0 ^ opens)
        for ident in doors(w):
            a, b = doors(w).cells(ident)
            if g0.edge(a, b) != g.edge(a, b):
                changed.update((a, b))
        near = {(x + dx, y + dy) for x, y in changed for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
        table = {c: v for c, v in old.items() if c not in near}
    w.cache["field_steps"] = (g, opens, table)
    return table


def _dry_open(w, opens: frozenset) -> frozenset:
    """The open squares that are not deep water, kept with the open squares they came from (the
    same set object while nothing changes them: open_cells caches it)."""
    got = w.cache.get("dry_open")
    if got is None or got[0] is not opens:
        got = w.cache["dry_open"] = (opens, opens - terrain_squares(w)[1])
    return got[1]


def _exploration_goals(w) -> set:
    """Squares worth reaching: arrows into hidden sections, sides of unexplored doors, unopened chests."""
    out = set()
    b = board(w)
    for c, (_d, target) in b.arrows.items():
        if target not in w.res["revealed"] and section_of(w, c) in w.res["revealed"]:
            out.add(c)
    d = doors(w)
    blocked = _blocked_doors(w)
    for ident in d:
        if not d.visible(ident) or d.flag(ident, "explored") or d.flag(ident, "broken"):
            continue
        for c in d.cells(ident):
            if section_of(w, c) in w.res["revealed"] and c not in blocked:
                out.add(c)
    for t in w.res["traps"]:            # found traps wait to be disarmed: they may block the way
        if t["found"] and "cell" in t:
            tc = tuple(t["cell"])
            out |= {c for c in _around(tc) if section_of(w, c) in w.res["revealed"]}
    for ch in w.res["chests"]:
        cc = tuple(ch["cell"])
        riddle_failed = ch["riddle"] and ("chest:%d,%d" % cc) in w.res["riddles_tried"]
        if not ch["opened"] and not ch["broken"] and section_of(w, cc) in w.res["revealed"] and not riddle_failed \
                and not ch["tried"] and not (ch["locked"] and ch["lock_known"]):
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    c = (cc[0] + dx, cc[1] + dy)
                    if c != cc and section_of(w, c) in w.res["revealed"] and c not in furniture(w) \
                            and within_reach(w, c, cc):
                        out.add(c)
    return out


