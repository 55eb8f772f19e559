"""State helpers: figures, the board grid, occupancy, attributes with states,
adjacency with heights, zones of influence, sight, tests and events.

The whole state is plain data in world.res (string keys, cells as [x, y]):
figures live in res["figs"] keyed by id ("h1", "c7"); see setup.py.
"""
from __future__ import annotations

from game.engine.chance import Die, Rng, roll
from game.engine.doors import Doors
from game.engine.grid import (BASE_SPAN, LOOSE, Grid, adjacent_at_heights, base_cells, base_distance, chebyshev,
                              facing_towards, occupancy, size_rank)
from game.engine.hidden import Knowledge
from game.engine.protocol import Event
from game.engine.sight import base_height_sight, cells_crossed, height_sight

from .armour import worn_bonus
from .board import Board, load_board
from .potions import weapon_stats
from .content import content, faction_of_scenario

D6 = Die("d6", ("1", "2", "3", "4", "5", "6"))     # every plain six-sided roll (forced as "d6")
PENALTY_STATES = ("knocked_down", "stunned", "frightened", "sick", "poisoned")


def emit(events: list, kind: str, /, **data) -> None:
    events.append(Event(kind, data))


def rng(w) -> Rng:
    return Rng(w.res["rng"])


def d6(w, events, who=None) -> int:
    return int(roll(D6, rng(w), events, who))


def dice(w, n: int, events, who=None) -> list[int]:
    return [d6(w, events, who) for _ in range(n)]


def faction(w) -> dict:
    """The faction the scenario being played names: its creatures, Leader, thief and table."""
    return faction_of_scenario(w.res["scenario"])


def moves_cache(w) -> dict:
    """Derived data that holds until something moves, falls or a door changes (moved()):
    one dict per value of the moves counter, dropped whole when it changes."""
    got = w.cache.get("per_moves")
    if got is None or got[0] != w.res["moves"]:
        got = w.cache["per_moves"] = (w.res["moves"], {})
    return got[1]


def board(w) -> Board:
    b = w.cache.get("board")
    if b is None:
        b = w.cache["board"] = load_board(w.res["map"])
    return b


def doors(w) -> Doors:
    return Doors(w.res["doors"])


def knowledge(w) -> Knowledge:
    return Knowledge(w.res["known"])


# (map, every door's squares and edge) -> its Grid, shared by all games: a grid is never changed
# once made, and its neighbour tables, filled as searches ask, serve every game on that map
_GRIDS: dict = {}


def grid(w) -> Grid:
    mc = moves_cache(w)
    g = mc.get("grid")
    if g is not None:           # doors change only with moved(), so the grid holds while nothing moves
        return g
    d = doors(w)
    sig = mc.get("door_sig")
    if sig is None:
        sig = mc["door_sig"] = d.signature()
    key = ("grid", sig)
    g = w.cache.get(key)
    if g is None:
        shared = (w.res["map"], tuple(sorted((i, d.cells(i), d.edge_kind(i)) for i in d.box)))
        g = _GRIDS.get(shared)
        if g is None:
            # derive from the last grid (its neighbour caches stay warm away from the doors)
            base = w.cache.get("grid_last")
            if base is None:
                b = board(w)
                base = Grid(b.width, b.height)
                for (p, q), kind in b.edges.items():
                    base.set_edge(p, q, "wall" if kind == "wall" else "door_closed")
            g = base.clone()
            d.apply(g)
            if len(_GRIDS) > 64:            # a bound on memory: door states are many
                _GRIDS.clear()
            _GRIDS[shared] = g
        w.cache["grid_last"] = g
        for k in [k for k in w.cache if isinstance(k, tuple) and k[0] == "grid"]:
            del w.cache[k]
        w.cache[key] = g
    mc["grid"] = g
    return g


# -- figures --------------------------------------------------------------------------------------
def fig(w, fid: str) -> dict:
    return w.res["figs"][fid]


def cell(f: dict):
    c = f["cell"]
    return None if c is None else (c[0], c[1])


def on_board(f: dict) -> bool:
    return f["cell"] is not None and not f["out"] and not f.get("left")


def _sides(w) -> tuple:
    """(heroes on the board, JOA figures on the board), cached until something moves."""
    mc = moves_cache(w)
    got = mc.get("sides")
    if got is None:
        figs = w.res["figs"]
        got = mc["sides"] = (tuple(fid for fid in w.res["party"] + w.res.get("companions", [])
                                    if on_board(figs[fid]) and not figs[fid].get("dying")),
                              tuple(fid for fid, f in figs.items() if f["side"] == "joa" and on_board(f)))
    return got


def heroes(w) -> list[str]:
    return list(_sides(w)[0])


def joa_figs(w) -> list[str]:
    return list(_sides(w)[1])


def enemies_of(w, fid: str) -> list[str]:
    f = fig(w, fid)
    if f["side"] == "hero":
        return joa_figs(w)
    if f["side"] == "joa":
        return heroes(w)
    return []


BIG = ("large", "huge")      # sizes on a 2x2 base (its cell is the top-left square)


def footprint(f: dict, at=None) -> list:
    """The squares a figure's base covers (at: another anchor square)."""
    c = f["cell"] if at is None else at
    span = BASE_SPAN.get(f.get("size"), 1)
    if span == 1:
        return [(c[0], c[1])]          # base_cells' answer for one square, without the call (asked often)
    return base_cells((c[0], c[1]), span)


def occupied(w) -> dict:
    """Square -> the figure standing on it (every square of a large base). Cached while nothing
    moves: read it, copy it before changing it."""
    mc = moves_cache(w)
    got = mc.get("occupied")
    if got is None:
        got = mc["occupied"] = occupancy((fid, footprint(f)) for fid, f in w.res["figs"].items() if on_board(f))[0]
    return got


def fig_distance(a: dict, b: dict) -> int:
    """Squares between two figures, measured from the nearest squares of their bases."""
    if a["size"] not in BIG and b["size"] not in BIG:
        return chebyshev(cell(a), cell(b))
    return base_distance(footprint(a), footprint(b))


def furniture(w) -> dict:
    """Square -> furniture piece, with the pieces the heroes have slid (res["slid"]: [from, to])."""
    slid = w.res.get("slid") or ()
    got = w.cache.get("furniture")          # (pieces slid, the table), made again when one more slides
    if got is None or got[0] != len(slid):
        table = dict(board(w).furniture)
        for a, b in slid:
            table[(b[0], b[1])] = table.pop((a[0], a[1]))
        got = w.cache["furniture"] = (len(slid), table)
    return got[1]


def floor_level(w, c) -> int:
    """The floor's own level: raised squares above 0, a pit's bottom below."""
    t = board(w).terrain.get((c[0], c[1]))
    return t["level"] if t else 0


def within_reach(w, a, b) -> bool:
    """Next to each other with floors at most one level apart (a chest up on a ledge is out of reach)."""
    return chebyshev(tuple(a), tuple(b)) == 1 and abs(floor_level(w, a) - floor_level(w, b)) <= 1


def surface(w, c) -> int:
    """The level a figure standing on c stands at: the floor's plus any furniture's height."""
    got = w.cache.get("surfaces")           # one table until furniture slides (as furniture())
    if got is None or got[0] != len(w.res.get("slid") or ()):
        fur = furniture(w)
        squares = set(board(w).terrain) | set(fur)
        got = w.cache["surfaces"] = (len(w.res.get("slid") or ()),
                                     {q: floor_level(w, q) + (fur[q]["height"] if q in fur else 0) for q in squares})
    return got[1].get((c[0], c[1]), 0)


def height_of(w, f: dict) -> int:
    if f.get("flying"):
        return 4                     # flyers count as height 4 for sight
    return surface(w, cell(f)) + size_rank(f["size"])


def skill_bonus(w, f: dict, kind: str) -> int:
    sk = content().skills
    return sum(sk[s]["amount"] for s in f["skills"] if sk[s]["kind"] == "passive" and sk[s]["bonus"] == kind)


def wounded(f: dict) -> bool:
    """One life left; a huge creature is wounded below 5 life."""
    if f["size"] == "huge":
        return f["life"] < 5
    return f["life"] == 1 and f["max_life"] > 1


def penalties(f: dict) -> int:
    st = f["states"]
    n = sum(1 for s in PENALTY_STATES if st.get(s))
    if wounded(f):
        n += 1
    return n


# attribute -> the bonus kind of the passive skills that raise it
_SKILL_BONUS = {"cac": "melee", "dis": "shoot", "per": "perception", "des": "dexterity", "val": "bravery"}


def stat(w, f: dict, key: str) -> int:
    """An attribute with buffs, passive skills and state penalties."""
    base = f["stats"][key]
    spells = 0
    if w.res.get("spells"):            # lasting spells in play (magic.py)
        from .magic import spell_bonus
        spells = spell_bonus(w, f, key)
    if key == "arm":
        return min(6, base + worn_bonus(f) + f["buffs"].get("armour", 0) + skill_bonus(w, f, "armour") + spells)
    if key == "vit":
        return base
    bonus = _SKILL_BONUS.get(key)      # only the asked attribute's skills are summed (asked often)
    extra = skill_bonus(w, f, bonus) if bonus else 0
    if key == "cac":
        extra += f["buffs"].get("melee", 0)
    elif key == "mov":
        extra = f["buffs"].get("move", 0)
    if spells:
        from .magic import capped
        extra += capped(extra, spells)
    value = base + extra - penalties(f)
    pb = f.get("potion_bonus")
    if pb:
        value += pb.get(key, 0)
    if w.res.get("darkness") and key in ("cac", "per"):
        from .light import malus
        value -= malus(w, f, key)
    return max(1, value) if key == "mov" else value


def weapon(w, f: dict) -> dict | None:
    wid = f["weapon"]
    return weapon_stats(f, wid) if wid else None


def melee_weapon(w, f: dict) -> dict | None:
    """The weapon a figure fights with hand to hand (a bow or sling counts as unarmed; in deep
    water only daggers and natural weapons)."""
    got = _melee_weapon(w, f)
    if board(w).terrain:
        from .terrain import water_melee_weapon
        return water_melee_weapon(w, f, got)
    return got


def _melee_weapon(w, f: dict) -> dict | None:
    wpn = weapon(w, f)
    if wpn is None or "ranged" in wpn["traits"]:
        for wid in f["weapons"]:
            cand = weapon_stats(f, wid)
            if "ranged" not in cand["traits"] and "thrown" not in cand["traits"] and wid not in f["lost"]:
                if f["side"] == "joa" or wpn is None:
                    return cand
        return None if wpn is None or "ranged" in wpn["traits"] else wpn
    return wpn


def ranged_weapon(w, f: dict) -> dict | None:
    for wid in f["weapons"]:
        cand = weapon_stats(f, wid)
        if wid in f["lost"]:
            continue
        if "ranged" in cand["traits"]:
            return cand
        if "thrown" in cand["traits"] and not f.get("thrown_used"):
            return cand
    return None


def shield(w, f: dict) -> dict | None:
    s = f["shield"]
    return content().shields[s] if s and not f.get("shield_broken") and not f.get("light") else None


def standing(f: dict) -> bool:
    return not f["states"].get("knocked_down")


def zoi(f: dict) -> bool:
    """Figures knocked down or immobile have no zone of influence."""
    return standing(f) and not f["states"].get("immobile")


def touching(w, a: dict, b: dict) -> bool:
    """Adjacent for actions: squares touch, heights within 1 (a huge figure below still reaches),
    no wall between, nobody down in a pit; a large base touches from any of its squares."""
    if a["cell"] is None or b["cell"] is None:
        return False
    if a.get("size") in BIG or b.get("size") in BIG:
        return any(_squares_touch(w, p, q, a, b) for p in footprint(a) for q in footprint(b))
    return _squares_touch(w, (a["cell"][0], a["cell"][1]), (b["cell"][0], b["cell"][1]), a, b)


def _squares_touch(w, ca, cb, a: dict, b: dict) -> bool:
    if max(abs(ca[0] - cb[0]), abs(ca[1] - cb[1])) != 1:
        return False
    fu = furniture(w)
    terr = board(w).terrain
    if terr and (ca in terr or cb in terr):
        if terr.get(ca, _PLAIN)["kind"] == "pit" or terr.get(cb, _PLAIN)["kind"] == "pit":
            return False                    # no melee into, out of or inside a pit
    if terr and stairs_apart(terr, ca, cb, a.get("size") == "huge", b.get("size") == "huge"):
        return False
    if ca in fu or cb in fu or ca in terr or cb in terr:
        sa, sb = surface(w, ca), surface(w, cb)
        lower_huge = (a if sa < sb else b).get("size") == "huge"
        if not adjacent_at_heights(ca, cb, sa, sb, lower_is_huge=lower_huge):
            return False
    g = grid(w)
    if ca[0] == cb[0] or ca[1] == cb[1]:
        return not g.blocks_move(ca, cb)
    return cb in g.neighbors8(ca, LOOSE)


_PLAIN = {"kind": "floor", "level": 0}


def stairs_apart(terr: dict, a, b, a_huge: bool = False, b_huge: bool = False) -> bool:
    """Squares a and b touch, but one is a stair square and the other is off the stairs and is
    not one of its access squares (below or above it along its rise): figures there are not
    adjacent for actions and movement, unless the one off the stairs is huge."""
    ta, tb = terr.get(a, _PLAIN), terr.get(b, _PLAIN)
    if (ta["kind"] == "stairs") == (tb["kind"] == "stairs"):
        return False
    on, off, t, off_huge = (a, b, ta, b_huge) if ta["kind"] == "stairs" else (b, a, tb, a_huge)
    dx, dy = t["rise"]
    return not off_huge and off not in ((on[0] - dx, on[1] - dy), (on[0] + dx, on[1] + dy))


def adjacent_enemies(w, fid: str) -> list[str]:
    """Enemies it can fight hand to hand (a flyer in flight only reaches others in flight)."""
    f = fig(w, fid)
    if f.get("flying"):
        return [e for e in enemies_of(w, fid) if fig(w, e).get("flying") and touching(w, f, fig(w, e))]
    return [e for e in enemies_of(w, fid) if touching(w, f, fig(w, e))]


def engages(w, enemy: dict, f: dict, allies_of_f: list | None = None) -> bool:
    """Does `enemy` hold figure f in its zone of influence (size rules)?"""
    if not zoi(enemy) or not touching(w, enemy, f):
        return False
    if board(w).terrain and _swimming(w, enemy) != _swimming(w, f):
        return False                     # zones of influence stop at the water line
    re, rf = size_rank(enemy["size"]), size_rank(f["size"])
    if rf - re >= 2:
        return False                     # much smaller enemies are ignored
    if re < rf:
        # smaller: only two or more of the size just below together hold it
        if rf - re == 1:
            pals = [e for e in enemies_of(w, f["id"]) if fig(w, e)["size"] == enemy["size"]
                    and zoi(fig(w, e)) and touching(w, fig(w, e), f)]
            return len(pals) >= 2
        return False
    # enemy (B) is ignored if a friend of f at least as big as B stands next to B
    for ally in (allies_of_f if allies_of_f is not None else friends_of(w, f["id"])):
        a = fig(w, ally)
        if size_rank(a["size"]) >= re and zoi(a) and touching(w, a, enemy):
            return False
    return True


def _swimming(w, f: dict) -> bool:
    if f.get("flying"):
        return False
    terr = board(w).terrain
    return all(terr.get(c, _PLAIN)["kind"] == "water" for c in footprint(f))


def friends_of(w, fid: str) -> list[str]:
    f = fig(w, fid)
    pool = heroes(w) if f["side"] == "hero" else joa_figs(w)
    return [x for x in pool if x != fid]


def engaged_by(w, fid: str) -> list[str]:
    f = fig(w, fid)
    allies = friends_of(w, fid)
    return [e for e in enemies_of(w, fid) if engages(w, fig(w, e), f, allies)]


def in_enemy_zoi(w, fid: str) -> bool:
    f = fig(w, fid)
    water = bool(board(w).terrain)
    return any(zoi(fig(w, e)) and touching(w, fig(w, e), f)
               and not (water and _swimming(w, fig(w, e)) != _swimming(w, f)) for e in enemies_of(w, fid))


def _still_elements(w) -> tuple[dict, dict]:
    """Heights and cover of raised floors and furniture: they change only when furniture slides
    (sight() adds the figures, which move far more often)."""
    key = ("still_elements", len(w.res.get("slid") or ()))
    got = w.cache.get(key)
    if got is None:
        heights, cover = {}, {}
        for c, t in board(w).terrain.items():
            if t["level"] > 0:                  # a raised floor is an obstacle to those below it
                heights[c] = t["level"]
                cover[c] = 2
        for c, fu in furniture(w).items():
            if fu["height"] > 0:
                heights[c] = floor_level(w, c) + fu["height"]
                cover[c] = 2 if fu["cover"] == "heavy" else 1
        got = w.cache[key] = (heights, cover)
    return got


def _elements(w, without: str | None = None) -> tuple[dict, dict]:
    """Heights and cover of what stands in the way of a line of sight: the still elements and
    every standing figure (but the one `without`), kept until something moves."""
    mc = moves_cache(w)
    key = ("elements", without)
    got = mc.get(key)
    if got is None:
        heights, cover = _still_elements(w)
        heights, cover = dict(heights), dict(cover)
        for fid, f in w.res["figs"].items():
            if fid != without and on_board(f) and standing(f):
                for c in footprint(f):
                    heights[c] = max(heights.get(c, 0), height_of(w, f))
                    cover.setdefault(c, 1)
        got = mc[key] = (heights, cover)
    return got


def sight(w, a: dict, b: dict) -> tuple[str, int]:
    """(clear | partial | blocked, cover weight) from figure a to figure b."""
    return _sight(w, a, b, None, "sight")


def sight_from(w, a: dict, at, b: dict) -> tuple[str, int]:
    """sight() as if figure a stood on square `at` (the AI weighing a move: nothing is moved).
    Its own square is then empty; where it would stand never hides anything (a look's ends don't)."""
    return _sight(w, dict(a, cell=list(at)), b, a["id"], ("sight_from", a["id"]))


def _sight(w, a: dict, b: dict, without: str | None, tag) -> tuple[str, int]:
    """sight() with the elements of every standing figure but `without`."""
    ca, cb = cell(a), cell(b)
    mc = moves_cache(w)
    ha, hb = height_of(w, a), height_of(w, b)
    big = a.get("size") in BIG or b.get("size") in BIG
    key = (tag, ca, cb, ha, hb, big)   # the same look again before anything moves
    got = mc.get(key)
    if got is None:
        if big:
            heights, cover = _elements(w, without)
            # from any square of one base to any square of the other: the clearest line counts
            got = base_height_sight(grid(w), footprint(a), footprint(b), ha, hb, heights, cover,
                                    elevated=lambda p, q: surface(w, q) > surface(w, p))
        else:
            # a line that touches no square between its ends (orthogonal neighbours) meets no
            # element: the elements of the board need not be gathered for it
            heights, cover = _elements(w, without) if cells_crossed(ca, cb) else _NO_ELEMENTS
            elevated = surface(w, cb) > surface(w, ca)
            got = height_sight(grid(w), ca, cb, ha, hb, heights, cover, target_elevated=elevated)
        mc[key] = got
    return got


_NO_ELEMENTS = ({}, {})


def moved(w) -> None:
    """Something moved, fell or a door changed: cached sight elements and door signatures are stale."""
    w.res["moves"] += 1


def test(w, f: dict, key: str, events, mod: int = 0, target: int | None = None, why: str = "") -> tuple[bool, list]:
    """Attribute test: 2d6 + attribute + mod >= target (10). Double 1 always fails, double 6 always passes."""
    r = dice(w, 2, events, f["id"])
    total = sum(r) + stat(w, f, key) + mod
    goal = content().rules["test_target"] if target is None else target
    ok = (total >= goal or r == [6, 6]) and r != [1, 1]
    emit(events, "test", who=f["id"], attr=key, dice=r, total=total, target=goal, ok=ok, why=why)
    return ok, r


def distance(a, b) -> int:
    return chebyshev(tuple(a), tuple(b))


def face(f: dict, towards) -> None:
    f["facing"] = list(facing_towards(cell(f), tuple(towards)))


def section_of(w, c) -> int | None:
    return board(w).section.get(tuple(c))


def revealed(w, n: int | None) -> bool:
    return n is not None and n in w.res["revealed"]


def passable_cell(w, c, f: dict) -> bool:
    """Can figure f stand in / walk through square c (ignoring figures)? A large base needs
    every square it covers open."""
    opens = open_cells(w, f["size"], f.get("side") == "joa")
    if f["size"] in BIG:
        return all(x in opens for x in footprint(f, tuple(c))) and not base_split(w, tuple(c))
    return tuple(c) in opens


def base_split(w, c) -> bool:
    """Would a 2x2 base anchored at c straddle a wall or a closed door?"""
    g = grid(w)
    a, b, d, e = (c, (c[0] + 1, c[1]), (c[0], c[1] + 1), (c[0] + 1, c[1] + 1))
    return g.blocks_move(a, b) or g.blocks_move(d, e) or g.blocks_move(a, d) or g.blocks_move(b, e)


def open_cells(w, size: str, joa: bool = False) -> frozenset:
    """Squares of revealed sections a figure of this size may enter: no furniture as tall as
    itself or impassable, and for heroes no trap found and waiting to be disarmed (the JOA's
    creatures know their own traps and walk over them). Cached per situation."""
    found = () if joa else tuple(sorted(tuple(t["cell"]) for t in w.res["traps"] if t["found"] and "cell" in t))
    key = ("open", size, len(w.res["revealed"]), found, len(w.res.get("slid") or ()))
    got = w.cache.get(key)
    if got is None:
        b = board(w)
        fur = furniture(w)
        rank = size_rank(size)
        out = set()
        for n in w.res["revealed"]:
            for c in b.cells[n]:
                fu = fur.get(c)
                if fu is not None and fu["height"] > 0 and (not fu["passable"] or fu["height"] >= rank):
                    if not (size == "huge" and fu["passable"] and fu["height"] <= 2):
                        continue            # huge figures step over furniture of height 1 and 2
                t = b.terrain.get(c)
                if t is not None and t["kind"] == "pit":
                    continue                # nobody walks into a pit: they fall or jump
                out.add(c)
        got = w.cache[key] = frozenset(out.difference(found))
    return got


def combat_turn(w) -> bool:
    """An enemy within the combat range of a hero (cached until something moves)."""
    mc = moves_cache(w)
    got = mc.get("combat_turn")
    if got is None:
        rng_ = content().rules["combat_range"]
        hs, js = _sides(w)
        figs = w.res["figs"]
        got = mc["combat_turn"] = any(fig_distance(figs[h], figs[e]) <= rng_ for h in hs for e in js)
    return got


def add_points(w, side: str, n: int, why: str, events) -> None:
    if n:
        w.res["achievement"][side] += n
        emit(events, "achievement", side=side, points=n, total=w.res["achievement"][side], why=why)


def pay(w, cost: int, what: str, events) -> bool:
    """Pay from the JOA's reserve; False (and nothing paid) if it cannot."""
    before = w.res["reserve"]
    if cost > before:
        return False
    w.res["reserve"] = before - cost
    emit(events, "pay", what=what, cost=cost, before=before, after=before - cost)
    return True


def gain_reserve(w, n: int, why: str, events) -> None:
    before = w.res["reserve"]
    w.res["reserve"] = before + n
    emit(events, "reserve", points=n, before=before, after=before + n, why=why)


