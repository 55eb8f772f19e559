"""Where the AI answers from the state instead of listing a kind of action
(the dice, what the player holds), it finds what the listing would give,
along self-played games."""
from pf_helpers import main_phase_states

from game.games.platformer import ai
from game.games.platformer.actions import actions_of_kind


def test_shortcuts_agree_with_the_listings():
    coins = attacks = abilities = 0
    for options, seed in [({}, 8), ({"players": 4}, 9), ({"players": 3, "artifacts": True}, 10),
                          ({"players": 2, "heroes": ["angelo"]}, 11)]:
        for w, seat in main_phase_states(options, seed, 400):
            pool = w.res["turn"]["pool"]
            listed = [a for a in actions_of_kind(w, "coin") if pool[a.args[0]]["face"] == "coin"]
            assert ai._coins(w, seat, ai._Kinds(w, seat, main=True)) == (listed[0] if listed else None)
            coins += bool(listed)
            if not any(d["ready"] and not d["used"] for d in pool):     # _attack lists attacks only then
                assert actions_of_kind(w, "attack") == []
            else:
                attacks += 1
            # the kinds the AI does not list when the state says there are none
            p = w.res["players"][seat]
            empty = {"shove_more"}
            empty |= {"star"} if not any(d["face"] == "star" and not d["used"] for d in pool) else set()
            empty |= {"ability"} if w.res["turn"]["ability_used"] else set()
            empty |= {"use_potion"} if not p["potions"] else set()
            empty |= {"use_item"} if not p["items"] else set()
            empty |= {"use_artifact"} if not w.res["artifacts"] else set()
            for kind in empty:
                assert actions_of_kind(w, kind) == [], kind
            assert actions_of_kind(w, "end_actions") == [ai._act("end_actions")]
            # _attack readies (or unreadies) any unused die that gives swords without listing "ready"
            readies = actions_of_kind(w, "ready")
            for i, d in enumerate(pool):
                if not d["used"] and ai.times_as(w, seat, d, "sword"):
                    assert ai._act("ready", i) in readies
            assert actions_of_kind(w, "use_potion") == [ai._act("use_potion", k) for k in range(len(p["potions"]))]
            # _potions_and_items heals with the ability without listing it
            heals = ai.ability(w, seat)["kind"] == "heal_once" and not w.res["turn"]["ability_used"] \
                and p["health"] < ai.max_health(w, seat)
            assert actions_of_kind(w, "ability") == ([ai._act("ability")] if heals else [])
            abilities += heals
    assert coins > 20 and attacks > 20 and abilities > 5


def _store_choice_from_the_listing(w):
    """The store phase's choice made from legal_actions (as the AI made it
    before reading the dice directly)."""
    from game.games.platformer.actions import legal_actions
    acts = legal_actions(w)
    pool = w.res["turn"]["pool"]
    stores = {pool[a.args[0]]["face"]: a for a in acts if a.kind == "store"}
    forges = [a for a in acts if a.kind == "forge"]
    if stores:
        if forges and not ({"sword", "boot", "star"} & set(stores)):
            return next(a for a in forges if a.args[2] == "sword")
        for sym in ai.STORE_ORDER:
            if sym in stores:
                return stores[sym]
    return next(a for a in acts if a.kind == "finish" and a.args[0] is False)


def test_the_store_choice_read_from_the_dice_is_the_listings():
    from game.games.platformer.game import GAME
    seen, forged, stored = 0, 0, 0
    for options, seed in [({}, 8), ({"players": 4}, 9), ({"players": 1, "mode": "solo"}, 10),
                          ({"players": 3, "artifacts": True}, 11)]:
        w = GAME.new_game(options, seed)
        for _ in range(1500):
            if GAME.result(w) is not None:
                break
            t = w.res["turn"]
            if t["phase"] == "store" and not t.get("push"):
                # the state as played, then with the dice showing only coins and
                # monsters (the forging branch, rare in play)
                for faces in (None, ("coin", "monster", "coin"), ("monster", "monster", "coin")):
                    v = w
                    if faces is not None:
                        v = GAME.clone(w)
                        for k, d in enumerate(v.res["turn"]["pool"]):
                            d["face"] = faces[k % 3]
                    choice = ai._choose_store(v)
                    assert choice == _store_choice_from_the_listing(v), (options, seed, faces)
                    seen += 1
                    forged += choice.kind == "forge"
                    stored += choice.kind == "store"
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    assert seen > 600 and forged > 50 and stored > 100


def _gem_plan_by_min(weights, need, gems):
    """_gem_plan_of as first written: the cheapest upgrade found by min() at each step."""
    best = None
    n = len(weights)
    for mask in range(1, 1 << n):
        use = [k for k in range(n) if mask >> k & 1]
        levels = [0] * n
        total = sum(weights[k] for k in use)
        spent = 0
        while total < need:
            k = min(use, key=lambda k: ((levels[k] + 1) / weights[k], k))
            spent += levels[k] + 1
            levels[k] += 1
            total += weights[k]
            if spent > gems:
                break
        if total >= need and spent <= gems:
            key = (spent, len(use))
            if best is None or key < best[0]:
                best = (key, (frozenset(use), tuple(levels)))
    return None if best is None else best[1]


def test_the_gem_plan_picks_upgrades_as_min_did():
    import random
    rnd = random.Random(16)
    found = 0
    for _ in range(1500):
        weights = tuple(rnd.choice((1, 1, 2, 3, 4)) for _ in range(rnd.randint(1, 7)))
        need, gems = rnd.randint(1, 24), rnd.randint(0, 16)
        plan = ai._gem_plan_of.__wrapped__(weights, need, gems)
        assert plan == _gem_plan_by_min(weights, need, gems), (weights, need, gems)
        found += plan is not None and any(plan[1])
    assert found > 300


def _pull_boss_from_the_listing(w, seat, kinds):
    """_pull_boss as first written: every "shove" action of the boss listed."""
    from game.games.platformer.boss import boss_eid
    from game.games.platformer.components import Pos
    from game.games.platformer.movement import step_to
    from game.games.platformer.world import board, bottom_row
    eid, me = boss_eid(w), kinds.me
    if eid is None or me is None or eid in kinds.targets():
        return None
    pos = w.get(eid, Pos)
    here = (pos.x, pos.y)
    best, best_d = None, abs(here[0] - me[0]) + abs(here[1] - me[1])
    occ = dict(kinds.occ())
    del occ[here]
    from game.games.platformer.actions import _shoves
    listed = _shoves(w, seat, kinds.occ(), only=(eid,)) if kinds.main else kinds.get("shove", [])
    floor, bottom = board(w).floor, bottom_row(w)
    for a in listed + (kinds.get("shove_more", []) if not kinds.main else []):
        d = a.args[2] if a.kind == "shove" else a.args[0]
        land = ai._enemy_landing(floor, bottom, step_to(here, d), occ)
        nd = abs(land[0] - me[0]) + abs(land[1] - me[1])
        if nd < best_d:
            best, best_d = a, nd
    if best is not None:
        return best
    if ai._enemy_landing(floor, bottom, here, occ) != here and "gravity" in kinds:
        return next(a for a in kinds["gravity"] if a.args[0] is False)
    return None


def test_pulling_the_boss_without_listing_its_shoves_picks_as_the_listing():
    from game.games.platformer.actions import legal_actions, main_phase
    from game.games.platformer.boss import boss_eid
    from game.games.platformer.game import GAME
    asked = shoves = 0
    for options, seed in [({}, 8), ({"players": 4}, 9), ({"players": 1, "mode": "solo"}, 10),
                          ({"players": 3, "artifacts": True}, 11), ({"players": 2, "boss": "ikee"}, 12)]:
        w = GAME.new_game(options, seed)
        for _ in range(2500):
            if GAME.result(w) is not None:
                break
            seat = GAME.to_act(w)
            t = w.res["turn"]
            if boss_eid(w) is not None and (main_phase(w) or t.get("shove") and not t.get("push")):
                main = main_phase(w)
                kinds = ai._Kinds(w, seat, main=True) if main else ai._Kinds(w, seat, legal_actions(w))
                again = ai._Kinds(w, seat, main=True) if main else ai._Kinds(w, seat, legal_actions(w))
                got = ai._pull_boss(w, seat, kinds)
                assert got == _pull_boss_from_the_listing(w, seat, again), (options, seed)
                if main:
                    _assert_shove_options_as_listed(w, seat, kinds)
                asked += 1
                shoves += got is not None and got.kind in ("shove", "shove_more")
            GAME.apply(w, GAME.choose_ai(w, seat))
    assert asked > 300 and shoves > 20


def _assert_shove_options_as_listed(w, seat, kinds):
    """shove_options for every figure gives, per figure and direction in
    listing order, the listing's first action (the first die's)."""
    from game.games.platformer.actions import _shoves
    from game.games.platformer.components import Figure
    eids = set(w.stores[Figure])
    first: dict = {}
    for a in _shoves(w, seat, kinds.occ(), only=eids):
        first.setdefault((a.args[1], a.args[2]), a)
    assert [(a, e, d) for a, e, d in kinds.shove_options(eids)] == [(a, e, d) for (e, d), a in first.items()]


def _shop_choice_from_the_listing(w):
    """The card _shop buys, chosen from the "buy" listing (as the AI chose it
    before reading the shop directly)."""
    from game.games.platformer.world import content
    c, best, best_v = content(), None, 0.0
    for a in actions_of_kind(w, "buy"):
        kind, slot = a.args
        rec = (c.items if kind == "items" else c.potions)[w.res["shop"][kind][slot]]
        value = sum(ai.ITEM_VALUE.get(next(iter(k for k in e if k != "times")), 1) for e in rec["effects"])
        if kind == "items" and rec["kind"] == "passive":
            value *= 1.5
        value /= rec["cost"] + 1
        if value > best_v:
            best, best_v = a, value
    return best


def test_the_shop_choice_read_from_the_shop_is_the_listings():
    bought = 0
    for options, seed in [({}, 12), ({"players": 4}, 13), ({"players": 1, "mode": "solo"}, 14)]:
        for w, seat in main_phase_states(options, seed, 600):
            chosen = ai._shop(w, seat, ai._Kinds(w, seat, main=True))
            assert chosen == _shop_choice_from_the_listing(w), (options, seed)
            bought += chosen is not None
    assert bought > 10


def test_the_step_taken_without_listing_the_moves_is_the_listings_cheapest():
    """move_toward picks, per direction, the "move" action the AI picked from
    the listing: banked steps first, then plain boots, then stars, never a die
    readied for an attack (the first such in listing order)."""
    picked = boots = 0
    for options, seed in [({}, 8), ({"players": 4}, 9), ({"players": 3, "heroes": ["nix", "angelo", "avys"]}, 10)]:
        for w, seat in main_phase_states(options, seed, 400):
            pool = w.res["turn"]["pool"]
            listed = actions_of_kind(w, "move")
            for d in ("up", "down", "left", "right"):
                options_d = [a for a in listed if a.args[1] == d]
                if not options_d:
                    continue
                want = min(options_d, key=lambda a: (-1 if a.args[0] < 0 else (pool[a.args[0]]["face"] == "star") * 2
                                                     + pool[a.args[0]]["ready"] * 5))
                assert ai._Kinds(w, seat, main=True).move_toward(d) == want, (options, seed, d)
                picked += 1
                boots += want.args[0] >= 0 and len(options_d) > 1
    assert picked > 300 and boots > 50


def test_adjacency_joins_only_orthogonal_neighbours():
    """_figure_next_to (the AI's cheap test before asking for adjacent enemies
    or attack targets) looks only at the four squares around a cell: every
    square adjacent to another is one of those, in every tower state played."""
    from game.games.platformer.movement import adjacency
    towers = 0
    for options, seed in [({}, 8), ({"players": 4, "bigger_map": True}, 9)]:
        seen = set()
        for w, _seat in main_phase_states(options, seed, 400):
            status = tuple(w.res["level_status"])
            if status in seen:
                continue
            seen.add(status)
            for (x, y), near in adjacency(w).items():
                assert all(abs(nx - x) + abs(ny - y) == 1 for nx, ny in near), (options, seed, (x, y))
            towers += 1
    assert towers >= 4


def test_the_dice_read_once_per_decision_are_the_pools():
    """_Kinds.faces (one walk over the pool per decision) and what the
    choosers read from it (boots, the first die usable as a symbol, pairs
    to forge) agree with walking the pool with times_as, with heroes whose
    stars act as boots, monsters and swords."""
    from game.games.platformer.actions import times_as
    stars = 0
    for options, seed in [({}, 8), ({"players": 4, "heroes": ["melosa", "etern", "nix", "avys"]}, 9),
                          ({"players": 2, "heroes": ["angelo", "brizna"]}, 10)]:
        for w, seat in main_phase_states(options, seed, 400):
            pool = w.res["turn"]["pool"]
            kinds = ai._Kinds(w, seat, main=True)
            unused = [(i, d) for i, d in enumerate(pool) if not d["used"]]
            assert kinds.faces() == {f: [i for i, d in unused if d["face"] == f] for f in {d["face"] for _i, d in unused}}
            assert kinds.boots() == [(i, d, times_as(w, seat, d, "boot")) for i, d in unused
                                     if times_as(w, seat, d, "boot")]
            for symbol in ("monster", "boot", "sword", "coin"):
                assert kinds.first_as(symbol) == next((i for i, d in unused if times_as(w, seat, d, symbol)), None)
            for keep in (True, False):
                by_face: dict = {}
                for i, d in unused:
                    if d["face"] in ("coin", "monster") + (() if keep else ("sword",)) and not d["ready"]:
                        by_face.setdefault(d["face"], []).append(i)
                want = [(idx[0], idx[1]) for _face, idx in sorted(by_face.items()) if len(idx) >= 2]
                assert ai._spare_pairs(w, kinds, keep) == want
            stars += any(d["face"] == "star" for _i, d in unused)
    assert stars > 50


def _respawn_from_the_listing(w, seat):
    """The respawn the AI picked from legal_actions: the least (die rank,
    enemies next to the square, x), the first such in listing order."""
    from game.games.platformer.actions import legal_actions
    from game.games.platformer.movement import adjacent_enemies
    acts = legal_actions(w)
    respawns = [a for a in acts if a.kind == "respawn"]
    if not respawns:
        return acts[0]
    pool = w.res["turn"]["pool"]
    rank = {"coin": 0, "monster": 1, "star": 2, "boot": 3, "sword": 4}
    return min(respawns, key=lambda a: (-1 if a.args[0] < 0 else rank.get(pool[a.args[0]]["face"], 0)
                                        + pool[a.args[0]]["gems"] * 5,
                                        len(adjacent_enemies(w, a.args[1])), a.args[1][0]))


def test_the_respawn_chosen_without_listing_is_the_listings():
    """Along self-played games, at each decision of a hero off the map, as
    played and with an enemy moved next to the first respawn square (in
    play the squares rarely have one, and then the count decides)."""
    from self_play import self_played
    from game.games.platformer.actions import main_phase
    from game.games.platformer.game import GAME
    from game.games.platformer.movement import adjacency, adjacent_enemies, respawn_cells
    from game.games.platformer.world import enemies, hero_cell, move, occupancy
    seen = crowded = 0
    for options, seed in [({}, 8), ({"players": 4}, 9), ({"players": 3, "artifacts": True}, 10)]:
        for w in self_played(GAME, options, seed, 1500):
            t, seat = w.res["turn"], GAME.to_act(w)
            if main_phase(w) or t["phase"] == "store" or t.get("push") or t.get("shove") \
                    or hero_cell(w, seat) is not None:
                continue
            assert ai._choose_respawn(w, seat) == _respawn_from_the_listing(w, seat), (options, seed)
            seen += 1
            cells, foes = respawn_cells(w, seat), enemies(w)
            free = [n for n in adjacency(w).get(cells[0], ()) if n not in occupancy(w)] if cells else []
            if free and foes:
                v = GAME.clone(w)
                move(v, foes[0][0], free[0])
                assert adjacent_enemies(v, cells[0])
                assert ai._choose_respawn(v, seat) == _respawn_from_the_listing(v, seat), (options, seed)
                crowded += 1
    assert seen > 20 and crowded > 20


def test_the_one_walk_over_the_dice_gives_the_plain_answers():
    """_sword_dice (one walk over the pool for _attack) equals the plain
    comprehensions with times_as and gem_cost: a readied unused die, the
    unused dice that give swords, their swords per gem level and the gems
    placed on them; along games with heroes whose stars act as swords."""
    from game.games.platformer.world import gem_cost
    readied = placed = stars = 0
    for options, seed in [({}, 8), ({"players": 4, "heroes": ["melosa", "etern", "nix", "avys"]}, 9),
                          ({"players": 2, "heroes": ["angelo", "brizna"]}, 10)]:
        for w, seat in main_phase_states(options, seed, 400):
            pool = w.res["turn"]["pool"]
            swords = [(i, d) for i, d in enumerate(pool) if not d["used"] and ai.times_as(w, seat, d, "sword")]
            want = (any(d["ready"] and not d["used"] for d in pool), swords,
                    [ai.times_as(w, seat, d, "sword") // (d["gems"] + 1) for _i, d in swords],
                    sum(gem_cost(d["gems"]) for _i, d in swords))
            assert ai._sword_dice(w, seat) == want, (options, seed)
            readied += want[0]
            placed += want[3] > 0
            stars += any(d["face"] == "star" for _i, d in swords)
    assert readied > 20 and placed > 5 and stars > 5


class _AskedKinds(ai._Kinds):
    """_Kinds that records the budgets the chooser plans with."""
    __slots__ = ("budgets",)

    def plan(self, budget):
        self.budgets.append(budget)
        return super().plan(budget)


def _climb_plain(w, seat, kinds):
    """_climb with the gems above the boss reserve summed at every decision:
    (the budget it plans with, the action it picks)."""
    now = kinds.steps_now()
    pairs = ai._spare_pairs(w, kinds, bool(kinds.targets()))
    boots = kinds.boots()
    spare_gems = max(0, ai.free_gems(w, seat) - ai.gem_reserve(w))
    budget = now + len(pairs) + sum(1 for k in (1, 3, 6) if spare_gems >= k and (boots or pairs))
    path = kinds.plan(budget)
    need = len(path) - 1
    if need == 0:
        return budget, None
    if need <= now:
        return budget, ai._step_along(w, seat, kinds, path)
    if pairs and "forge" in kinds:
        a, b = pairs[0]
        return budget, next((f for f in kinds["forge"] if f.args == (a, b, "boot")), None)
    if spare_gems >= 1 and boots and "gem" in kinds:
        i, d, _n = min(boots, key=lambda t: t[1]["gems"])
        if spare_gems >= d["gems"] + 1:
            return budget, next((g for g in kinds["gem"] if g.args == (i, 1)), None)
    return budget, None


def _assert_climb_is_plain(w, seat):
    kinds = _AskedKinds(w, seat, main=True)
    kinds.budgets = []
    got = ai._climb(w, seat, kinds)
    assert (kinds.budgets[0], got) == _climb_plain(w, seat, ai._Kinds(w, seat, main=True))
    return kinds.budgets[0]


def test_the_climb_counts_spare_gems_as_the_plain_sum():
    """_climb sums the gems above the boss reserve only with a boot or a pair
    to spend them on and more gems than the reserve: its budget and action
    are the plain formula's, along self-played games and with the dice and
    gems changed (in play the AI seldom holds more gems than the reserve):
    a pair of coins and no boot, one boot, or neither, with 7 gems above it."""
    from game.games.platformer.game import GAME
    from game.games.platformer.world import hero_cell
    seen = gem_ups = 0
    extras = {"pair": set(), "boot": set(), "none": set()}
    for options, seed in [({}, 8), ({"players": 4}, 9), ({"players": 1, "mode": "solo"}, 10),
                          ({"players": 2, "heroes": ["angelo", "brizna"]}, 11)]:
        for w, seat in main_phase_states(options, seed, 400):
            if hero_cell(w, seat) is None:
                continue
            _assert_climb_is_plain(w, seat)
            seen += 1
            if seen % 4:
                continue
            for dice, faces in extras.items():
                v = GAME.clone(w)
                v.cache = {}
                first = {"pair": ("coin", "coin"), "boot": ("boot",), "none": ("coin",)}[dice]
                for k, d in enumerate(v.res["turn"]["pool"]):
                    d.update(face=first[k] if k < len(first) else "monster", used=k >= len(first), ready=False, gems=0)
                v.res["players"][seat]["gems"] = ai.gem_reserve(v) + 7
                kinds = ai._Kinds(v, seat, main=True)
                budget = _assert_climb_is_plain(v, seat)
                faces.add(budget - kinds.steps_now())
                if dice == "boot":
                    gem_ups += ai._climb(v, seat, ai._Kinds(v, seat, main=True)) == ai._act("gem", 0, 1)
    # the gems' three extra steps, with the pair's own step
    assert seen > 300 and extras == {"pair": {4}, "boot": {3}, "none": {0}} and gem_ups > 5, (extras, gem_ups)
