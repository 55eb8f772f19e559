"""Read-side helpers over Platformer's state (a World) shared by the systems."""
from __future__ import annotations

from game.engine.chance import Rng
from game.engine.protocol import Event
from game.engine.state import World

from .board import LEVEL_H, WIDTH, Board, build_board
from .components import Figure, Pos, Token
from .content import load_content

PASSIVE_KEYS = ("attack_bonus", "boss_bonus", "attack_malus", "armor", "max_health", "trap_immune",
                "shop_discount", "shop_markup", "no_provoke", "free_respawn", "loot_gold", "dice_minus",
                "dice_plus", "enemy_health", "enemy_damage")


# content() -> Content: the game's content, loaded once. The cached loader itself rather than a
# function calling it: rules ask for it tens of thousands of times per batch of games.
content = load_content


def board(w: World) -> Board:
    b = w.cache.get("board")
    if b is None:    # the layout never changes during a game
        b = w.cache["board"] = build_board(tuple(tuple(p) for p in w.res["tiles"]))
    return b


def rng(w: World) -> Rng:
    """The world's Rng over its state box. Rules ask for it a few times per turn,
    so one Rng is kept in w.cache["rng"] while it wraps this very box: a clone
    deep-copies res (a new box) and a loaded game has its own, and the identity
    check then builds theirs (an Rng holds nothing but its box)."""
    box = w.res["rng"]
    kept = w.cache.get("rng")
    if kept is None or kept.box is not box:
        kept = w.cache["rng"] = Rng(box)
    return kept


def player(w: World, seat: int) -> dict:
    return w.res["players"][seat]


def turn(w: World) -> dict:
    return w.res["turn"]


def active_seat(w: World) -> int:
    return w.res["turn"]["seat"]


# -- levels --------------------------------------------------------------------
def lowest_level(w: World) -> int:
    return w.res["level_status"].index("revealed")


def highest_level(w: World) -> int:
    status = w.res["level_status"]
    return len(status) - 1 - status[::-1].index("revealed")


def boss_level(w: World) -> int:
    return len(w.res["level_status"]) - 1


def bottom_row(w: World) -> int:
    return w.res["level_status"].index("revealed") * LEVEL_H     # (lowest_level inlined: the AI asks per square)


def cell_active(w: World, cell) -> bool:
    x, y = cell
    if not (0 <= x < WIDTH and 0 <= y < len(w.res["level_status"]) * LEVEL_H):
        return False
    return w.res["level_status"][y // LEVEL_H] == "revealed"


def in_boss_level(w: World, cell) -> bool:
    return cell is not None and cell[1] // LEVEL_H == len(w.res["level_status"]) - 1     # (boss_level inlined)


# -- figures and tokens ------------------------------------------------------------
def figures(w: World):
    """(eid, Figure, Pos) of every figure on the map."""
    return w.query(Figure, Pos)


def occupied(w: World) -> dict:
    """{cell: figure id} of every figure on the map (a fresh dict the caller may
    change; occupancy(w) is the shared one to read)."""
    return dict(occupancy(w))


def occupancy(w: World) -> dict:
    """{cell: figure id} of every figure on the map, shared: read it, never
    change it. Rules and AI ask for it several times per action while figures
    move a few times per turn, so it is memoised in w.cache["occupancy"] with
    the world's stamp (World.kept): every change of a position bumps the stamp (World's
    spawn, despawn, add and remove do; in-place moves go through move()), and
    an entry built at another stamp is rebuilt. check_invariants compares it
    with a fresh build (figure_cells). Read it as a map, never by its order:
    a move puts the figure that moved last (see move)."""
    memo = w.cache.get("occupancy")     # (w.kept's check inlined: asked some 600 times per game)
    if memo is not None and memo[0] == w.stamp:
        return memo[1]
    return w.kept("occupancy", figure_cells)


def figure_cells(w: World) -> dict:
    """occupancy(w) built afresh. Walks the figures, fewer than the positions
    (tokens have one too)."""
    pos = w.stores.get(Pos, {})
    return {(p.x, p.y): eid for eid in w.stores.get(Figure, ()) if (p := pos.get(eid)) is not None}


# the memos by stamp (see occupancy) that a figure's move leaves true, so move() carries them over
MOVE_KEEPS = ("token_cells", "boss_eid")


def move(w: World, eid: int, cell) -> None:
    """Put a figure that is on the map on `cell`: the one way positions change
    in place (the memos by stamp must see every change). The memos current
    before the move stay current without a new walk: those of MOVE_KEEPS as
    they are, and the occupancy with this one change when `cell` was free --
    on a copy, since callers and clones may hold the old map. The copy is
    made in C and the figure put last (not where a fresh walk would give it:
    nobody reads the map by its order), rather than rebuilt pair by pair."""
    pos = w.stores[Pos][eid]
    frm = (pos.x, pos.y)
    cell = (cell[0], cell[1])
    pos.x, pos.y = cell
    stamp = w.stamp
    w.touch()
    memo = w.cache.get("occupancy")
    if memo is not None and memo[0] == stamp and cell not in memo[1] and memo[1].get(frm) == eid:
        occ = memo[1].copy()
        del occ[frm]
        occ[cell] = eid
        w.cache["occupancy"] = (w.stamp, occ)
    for key in MOVE_KEEPS:
        memo = w.cache.get(key)
        if memo is not None and memo[0] == stamp:
            w.cache[key] = (w.stamp, memo[1])


def take_token(w: World, eid: int) -> None:
    """Take a token off the map (a hero picks it up): despawned, with the
    memos by stamp current before kept current without a new walk, as move()
    does: the figures' map and the boss (no figure changed) as they are, and
    the tokens' map without this square when it was the square's only token
    (on a copy, in the order a fresh walk gives; with tokens left there, the
    map is simply built again when asked)."""
    pos = w.stores[Pos][eid]
    cell = (pos.x, pos.y)
    stamp = w.stamp
    w.despawn(eid)
    for key in ("occupancy", "boss_eid"):
        memo = w.cache.get(key)
        if memo is not None and memo[0] == stamp:
            w.cache[key] = (w.stamp, memo[1])
    memo = w.cache.get("token_cells")
    if memo is not None and memo[0] == stamp and memo[1].get(cell) == [eid]:
        w.cache["token_cells"] = (w.stamp, {c: ids for c, ids in memo[1].items() if c != cell})


def token_cells(w: World) -> dict:
    """{cell: [token ids, by id]} of the tokens on the map, shared: read it,
    never change it. Memoised by the stamp as occupancy() is (a hero asks
    for the tokens of every square it enters); check_invariants compares it
    with a fresh build (token_cells_fresh)."""
    memo = w.cache.get("token_cells")   # (w.kept's check inlined, as in occupancy)
    if memo is not None and memo[0] == w.stamp:
        return memo[1]
    return w.kept("token_cells", token_cells_fresh)


def token_cells_fresh(w: World) -> dict:
    """token_cells(w) built afresh."""
    where = w.stores.get(Pos, {})
    cells: dict = {}
    for eid in sorted(w.stores.get(Token, ())):
        pos = where.get(eid)
        if pos is not None:
            cells.setdefault((pos.x, pos.y), []).append(eid)
    return cells


def tokens_at(w: World, cell) -> list[int]:
    return list(token_cells(w).get(tuple(cell), ()))


def hero_eid(w: World, seat: int) -> int:
    return w.res["players"][seat]["eid"]


def hero_cell(w: World, seat: int):
    store = w.stores.get(Pos)     # (w.try_get(hero_eid(w, seat), Pos) inlined: asked ~10 times per action)
    pos = store.get(w.res["players"][seat]["eid"]) if store else None
    return None if pos is None else (pos.x, pos.y)


def enemies(w: World):
    """(eid, Figure, Pos) of enemies, summons and the boss on the map, by id."""
    pos = w.stores.get(Pos, {})
    return [(e, f, pos[e]) for e, f in sorted(w.stores.get(Figure, {}).items()) if f.kind != "hero" and e in pos]


def stats(w: World, eid: int) -> dict:
    fig = w.stores[Figure][eid]
    c = content()
    if fig.kind == "boss":
        boss = c.bosses[fig.ref]
        return {"health": w.res["boss_health"], "damage": boss["damage"], "ability": "none",
                "loot": {}, "tier": 4}
    return c.enemies[fig.ref]


# -- passive effects -----------------------------------------------------------
class Sums(dict):
    """{effect key: total}; a key nobody gave reads 0 (a Counter, cheaper to
    build: passives are summed several times per action). _sum_passives
    starts every PASSIVE_KEYS at 0, so reading one never calls __missing__
    (tens of thousands of reads per batch of games)."""
    __slots__ = ()

    def __missing__(self, key):
        return 0


def _add(total: Sums, effect: dict) -> None:
    for key, n in effect.items():
        total[key] = total[key] + n if key in total else n


_PASSIVES: dict = {}
# where passives() keeps each seat's answer in w.cache, for the four seats a game may have (strings:
# their hashes are kept, unlike a tuple's)
_KEPT_PASSIVES = tuple(f"passives_{seat}" for seat in range(4))


def passives(w: World, seat: int) -> Sums:
    """Sum of the passive effects that apply to a seat now: the ids of its
    items, its boss tokens, the artifacts it owns and, on its turn, the solo
    event. The rules and the AI ask several times per action, while these
    change a few times per game: each seat's answer is kept in w.cache
    (_KEPT_PASSIVES) until passives_changed(w) drops them, which whatever
    changes one of them calls (see there). The Sums is shared: callers only
    read it. check_invariants compares the kept answers with fresh ones."""
    total = w.cache.get(_KEPT_PASSIVES[seat])
    if total is None:
        total = w.cache[_KEPT_PASSIVES[seat]] = passives_fresh(w, seat)
    return total


def passives_changed(w: World) -> None:
    """An input of passives() changed: every seat's kept answer goes. The rule
    that keeps them true: whatever changes a seat's item ids, boss tokens or
    artifacts, or the turn's seat or solo event, calls this right after. Today
    that is a bought item (actions._buy), a boss token gained or the tokens
    lost (combat.give_boss_token, knock_out), an artifact changing hands
    (artifacts.update_artifacts), a new turn and its solo event
    (turn.begin_turn) and a scenario's set-up. A clone starts with its
    parent's answers and drops only its own."""
    for key in _KEPT_PASSIVES:
        w.cache.pop(key, None)


def passives_fresh(w: World, seat: int) -> Sums:
    """passives(w, seat) summed afresh; the sums themselves are memoised by the
    names they depend on, across games."""
    p = w.res["players"][seat]
    arts = w.res["artifacts"]
    t = w.res["turn"]
    event = t.get("event") if t["seat"] == seat else None
    if not (p["items"] or p["tokens"] or arts or event):
        key = p["hero"]          # the common case: only the hero's own ability counts
    else:
        key = (p["hero"], tuple([item_id for item_id, _ex in p["items"]]), tuple(p["tokens"]),
               tuple([a for a, art in arts.items() if art["owner"] == seat]) if arts else (), event)
    total = _PASSIVES.get(key)
    if total is None:
        if len(_PASSIVES) > 4096:
            _PASSIVES.clear()
        total = _PASSIVES[key] = _sum_passives(*((key, (), (), (), None) if type(key) is str else key))
    return total


def _sum_passives(hero: str, items: tuple, tokens: tuple, artifacts: tuple, event) -> Sums:
    c = content()
    total = Sums.fromkeys(PASSIVE_KEYS, 0)
    for item_id in items:
        item = c.items[item_id]
        if item["kind"] == "passive":
            for eff in item["effects"]:
                _add(total, eff)
    for art_id in artifacts:
        if c.artifacts[art_id]["kind"] == "passive":
            for eff in c.artifacts[art_id]["effects"]:
                _add(total, eff)
    for tok in tokens:
        for eff in c.tokens[tok]["effects"]:
            _add(total, eff)
    if event and c.events[event]["timing"] == "turn":
        for eff in c.events[event]["effects"]:
            _add(total, eff)
    if c.heroes[hero]["ability"]["kind"] == "trap_immune":
        total["trap_immune"] += 1
    return total


def max_health(w: World, seat: int) -> int:
    p = w.res["players"][seat]
    return content().heroes[p["hero"]]["health"] + passives(w, seat)["max_health"]


def ability(w: World, seat: int) -> dict:
    return content().heroes[w.res["players"][seat]["hero"]]["ability"]


def gem_cost(level: int) -> int:
    """Gems for upgrading one symbol `level` times: 1, 3, 6, 10..."""
    return level * (level + 1) // 2


def reserved_gems(w: World) -> int:
    total = 0
    for d in w.res["turn"]["pool"]:
        if d["gems"] and not d["used"]:         # (most dice carry none: no gem_cost call)
            total += gem_cost(d["gems"])
    return total


def free_gems(w: World, seat: int) -> int:
    return w.res["players"][seat]["gems"] - (reserved_gems(w) if seat == w.res["turn"]["seat"] else 0)


_new_object = object.__new__


def emit(events: list[Event], kind: str, /, **data) -> None:
    """events.append(Event(kind, data)), the Event made without calling its
    dataclass __init__ (a new object and its two fields set here): a game
    emits a thousand events, and the __init__ call was a seventh of each
    one's cost. A test checks that it equals Event(kind, data) field by field."""
    event = _new_object(Event)
    event.kind = kind
    event.data = data
    events.append(event)
