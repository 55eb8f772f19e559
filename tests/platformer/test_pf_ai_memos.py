"""The AI's memos answer as the work itself would, along self-played games
with several option sets: a landscape, values and plans kept from earlier
decisions, and plan tails recorded by an earlier search, against a fresh
landscape and search."""
from pf_helpers import main_phase_states

from game.games.platformer import ai, planner
from game.games.platformer.combat import enemy_damage
from game.games.platformer.components import Token

OPTIONS = [({}, 3), ({"players": 4}, 4), ({"players": 1, "mode": "solo"}, 5),
           ({"players": 3, "artifacts": True}, 6), ({"players": 4, "bigger_map": True}, 7)]


def _fresh_kinds(w, seat) -> ai._Kinds:
    """A decision's _Kinds whose landscape is derived afresh, on a Squares
    built afresh, with empty memos (the last decision's landscape and the
    tower's Squares are put back afterwards: the game plays on as before)."""
    memo_keys = ("ai_landscape_last", "ai_squares_last", ("ai_squares", tuple(w.res["level_status"])))
    kept = {key: w.cache.pop(key) for key in memo_keys if key in w.cache}
    kinds = ai._Kinds(w, seat, main=True)
    kinds.landscape()
    w.cache.update(kept)
    return kinds


def test_kept_values_and_plans_match_a_fresh_landscape():
    checked = damages = falls_checked = 0
    for options, seed in OPTIONS:
        for w, seat in main_phase_states(options, seed, 500):
            land = ai._Kinds(w, seat, main=True).landscape()
            kept_values, kept_plans = dict(land._value), dict(land.plans)
            if not kept_values and not kept_plans:
                continue
            fresh = _fresh_kinds(w, seat)
            assert fresh.landscape().sq is not land.sq
            # (falls and land_parts fill as asked: compared entry by entry below)
            for name in planner.Landscape.__slots__:
                if not name.startswith("_") and name not in ("w", "sq", "plans", "tails", "falls", "land_parts"):
                    assert getattr(land, name) == getattr(fresh.landscape(), name), (options, seed, name)
            sq = fresh.landscape().sq
            for i, falls in enumerate(land.falls):      # kept per tower across turns
                if falls is not None:
                    assert falls == planner._fall(i, sq.h, sq.bottom, sq.floor, sq.ladders), (options, seed, i)
                    falls_checked += 1
            # enemy damage kept per landscape and across them by what it reads
            for i in land.enemies:
                assert land.damage(land.occ[i]) == enemy_damage(w, land.occ[i], seat), (options, seed, i)
                damages += 1
            # the squares next to an enemy, found from each square's own adjacency
            assert land.enemy_adjacent == {i for i, near in land.sq.adj.items() if set(near) & land.enemies}
            # the square bonus kept per tower and tokens, against one summed afresh
            tokens = tuple(w.stores.get(Token, ()))
            assert land.square_bonus == planner._square_bonus(w, planner.Squares(w), tokens, land.reveal_row)
            for i, v in kept_values.items():
                assert fresh.landscape().value(i) == v, (options, seed, i)
            for i, part in enumerate(land.land_parts):     # kept per tower across turns
                if part is not None:
                    assert land._land_part(i) == part, (options, seed, i)
            for (start, health, budget), path in kept_plans.items():
                if (start, health) == (land.start, land.health):
                    assert planner.plan_path(fresh, budget)[0] == path, (options, seed, budget)
                    checked += 1
    assert checked > 100 and damages > 100 and falls_checked > 1000


def test_recorded_plan_tails_are_what_a_fresh_search_finds():
    checked = 0
    for options, seed in OPTIONS:
        for w, seat in main_phase_states(options, seed, 500):
            land = ai._Kinds(w, seat, main=True).landscape()
            tails = [(key, tail) for key, tail in land.tails.items() if key[:2] == (land.start, land.health)]
            if not tails or not planner.first_steps_as_later(land, land.start):
                continue
            fresh = _fresh_kinds(w, seat)
            for (_start, _health, budget), tail in tails:
                assert planner.plan_path(fresh, budget)[0] == tail, (options, seed, budget)
                checked += 1
    assert checked > 100


def test_kept_attack_targets_match_a_fresh_answer():
    from game.games.platformer.actions import attack_targets
    from game.games.platformer.boss import boss_eid
    kept = bosses = near = 0
    # (avys is the ranged hero: it also looks along its row)
    for options, seed in OPTIONS + [({"players": 2, "heroes": ["avys", "melosa"]}, 8)]:
        for w, seat in main_phase_states(options, seed, 500):
            last = w.cache.get("ai_targets_last")
            kept += last is not None and last[0][0] == w.stamp
            kinds = ai._Kinds(w, seat, main=True)
            near += not kinds._nobody_in_reach()
            assert kinds.targets() == attack_targets(w, seat), (options, seed)
            bosses += boss_eid(w) is not None
    assert kept > 100 and bosses > 50 and near > 100


def test_what_the_effects_of_a_card_say_is_read_from_the_content():
    """_effects_say (memoised by card name) agrees with the content for every
    potion, item and artifact, asked twice (fresh, then from the memo)."""
    from game.games.platformer.world import content
    c = content()
    for table in ("potions", "items", "artifacts"):
        for name, rec in getattr(c, table).items():
            effects = rec["effects"]
            want = (sum(e.get("times", 1) for e in effects if e.get("symbol") == "sword"),
                    any("heal" in e for e in effects), any("gems" in e for e in effects))
            ai._EFFECTS_SAY.pop((table, name), None)
            assert ai._effects_say(table, name) == want, (table, name)
            assert ai._effects_say(table, name) == want, (table, name)
    # the three answers each occur in the content, so the test can tell them apart
    said = [ai._effects_say(t, n) for t in ("potions", "items", "artifacts") for n in getattr(c, t)]
    assert any(s[0] for s in said) and any(s[1] for s in said) and any(s[2] for s in said)


def test_a_landscape_served_again_belongs_to_the_world_deciding():
    """The last decision's landscape (kept in world.cache, whose entries a
    clone shares with its parent) serves again only to the world it was built
    on, with that decision's own figures, square and health; a clone derives
    its own. A world whose clone decided and moved on chooses as it would
    without any memo (a save loaded back starts with an empty cache)."""
    from game.games.platformer.game import GAME
    from game.games.platformer.world import hero_cell, occupancy, player
    served = 0
    for options, seed in OPTIONS[:3]:
        for w, seat in main_phase_states(options, seed, 300):
            twin = GAME.clone(w)
            twin.cache.pop("ai_landscape_last", None)       # so that the twin builds one
            chosen = GAME.choose_ai(twin, seat)
            built = twin.cache.get("ai_landscape_last")
            again = ai._Kinds(twin, seat, main=True).landscape()
            if built is not None and again is built[1]:
                served += 1
                assert again.w is twin and again.occ_all == occupancy(twin), (options, seed)
                assert again.cell(again.start) == hero_cell(twin, seat), (options, seed)
                assert again.health == player(twin, seat)["health"], (options, seed)
            third = GAME.clone(twin)
            land = ai._Kinds(third, seat, main=True).landscape()
            assert built is None or land is not built[1], (options, seed)
            GAME.apply(twin, chosen)
            if GAME.result(twin) is None:
                GAME.choose_ai(twin, GAME.to_act(twin))
            assert GAME.choose_ai(w, seat) == GAME.choose_ai(GAME.from_data(GAME.to_data(w)), seat), (options, seed)
    assert served > 100


def test_a_clone_deciding_leaves_its_parents_decision_alone():
    """A world and its clone share world.cache's entries: a clone taken in the
    middle of a decision, whose only change is our hero's step, decides on a
    landscape of its own, and the parent's decision still plans from its own
    hero's square."""
    from game.games.platformer.game import GAME
    from game.games.platformer.movement import entries
    from game.games.platformer.world import hero_cell, move, occupancy
    checked = 0
    for options, seed in OPTIONS[:3]:
        for w, seat in main_phase_states(options, seed, 200):
            me = hero_cell(w, seat)
            kinds = ai._Kinds(w, seat, main=True)
            land = kinds.landscape()
            clone = GAME.clone(w)
            occ = occupancy(clone)
            steps = [c for c in entries(clone, True).get(me, ()) if c not in occ]
            if not steps:
                continue
            move(clone, w.res["players"][seat]["eid"], steps[0])       # only our hero moves in the clone
            theirs = ai._Kinds(clone, seat, main=True)
            assert theirs.plan(3)[0] == steps[0], (options, seed)
            assert land.w is w and land.cell(land.start) == me, (options, seed)
            assert kinds.plan(3)[0] == me, (options, seed)
            checked += 1
    assert checked > 100


def _goal_steps_fresh(w, goals: dict) -> dict:
    """Steps to the goals backwards along this tower state's own steps
    (square_tables), searched afresh: what _goal_squares finds with the
    whole tower's steps and a fence around the revealed levels."""
    from collections import deque

    from game.games.platformer.movement import square_tables
    into: dict = {}
    for i, ns in square_tables(w)[1].items():
        for n in ns:
            into.setdefault(n, []).append(i)
    dist, queue = dict(goals), deque(goals)
    while queue:
        i = queue.popleft()
        for n in into.get(i, ()):
            if n not in dist:
                dist[n] = dist[i] + 1
                queue.append(n)
    return dist


def test_goal_distances_are_those_of_the_tower_states_own_steps():
    checked, towers = 0, set()
    for options, seed in OPTIONS:
        for w, _seat in main_phase_states(options, seed, 500):
            sq = planner.Squares.of(w)
            for key, dist in sq.goals.items():
                goals = {i: 0 for i, d in dist.items() if d == 0}
                assert goals and dist == _goal_steps_fresh(w, goals), (options, seed, key)
                checked += 1
            towers.add((options.get("players"), seed, tuple(w.res["level_status"])))
            # goal_distance reads those by cell; cells off the tower have none
            by_cell, h = planner.goal_distance(w), sq.h
            assert all(by_cell.get((i // h, i % h)) == d for i, d in by_cell.squares.items())
            assert by_cell.get((0, h)) is None and by_cell.get((-1, 0), 99) == 99 and by_cell.get((10, 0)) is None
    # towers with levels removed, revealed and hidden; the boss level's goals too
    assert checked > 1000 and len(towers) > 20


def test_the_kept_squares_of_a_tower_are_those_built_afresh():
    """Squares.of keeps one Squares per level status (in world.cache): its
    tables and the tower's constants it holds (levels, rows, noise, the
    figures' steps) are those a Squares built now, on tables composed now,
    finds."""
    from game.games.platformer.movement import entries
    from game.games.platformer.world import bottom_row, highest_level
    checked, towers = 0, set()
    for options, seed in OPTIONS:
        for w, _seat in main_phase_states(options, seed, 300):
            kept = planner.Squares.of(w)
            # built on the movement tables composed afresh too (then put back)
            topology = ("topology_last", ("topology", tuple(w.res["level_status"])))
            put_back = {key: w.cache.pop(key) for key in topology if key in w.cache}
            fresh = planner.Squares(w)
            assert fresh.adj is not kept.adj and fresh.figure_steps is not kept.figure_steps
            w.cache.update(put_back)
            for name in ("h", "size", "adj", "steps", "bottom", "top", "boss_level", "reveal_row", "noise",
                         "fence", "figure_steps"):
                assert getattr(kept, name) == getattr(fresh, name), (options, seed, name)
            assert kept.top == highest_level(w) and kept.bottom == bottom_row(w)
            assert kept.figure_steps == entries(w, hero=False)
            checked += 1
            towers.add((options.get("players"), seed, tuple(w.res["level_status"])))
    assert checked > 500 and len(towers) > 20


def test_push_answers_match_the_rules_own():
    """Landscape.could_push and push_damage read the tower's tables; along
    self-play they answer as the rules do: a figure may be pushed when it is
    not a slippery enemy and it can step (can_enter, as a figure other than a
    hero) into a free square beside it; pushing an enemy costs its damage
    unless it stands next to the square pushed from (adjacent_enemies: it
    attacked already, as the zone of control)."""
    from game.games.platformer.components import Figure
    from game.games.platformer.movement import DIRS, adjacent_enemies, can_enter, step_to
    from game.games.platformer.world import stats
    pushes = slippery = damages = 0
    for options, seed in OPTIONS[:4] + [({"players": 2, "boss": "ikee"}, 9)]:
        for w, seat in main_phase_states(options, seed, 200):
            land = ai._Kinds(w, seat, main=True).landscape()
            others = {land.cell(n): e for n, e in land.occ.items()}
            figures = w.stores[Figure]
            for n, e in land.occ.items():
                c = land.cell(n)
                enemy = figures[e].kind != "hero"
                slips = enemy and stats(w, e)["ability"] == "slippery"
                can = not slips and any(step_to(c, d) not in others and can_enter(w, c, step_to(c, d), hero=False)
                                        for d in DIRS)
                assert land.could_push(n) == can, (options, seed, c)
                pushes += 1
                slippery += slips
            for i in land.sq.steps:
                near = adjacent_enemies(w, land.cell(i), land.occ_all)
                for n, e in land.occ.items():
                    want = 0 if figures[e].kind == "hero" or e in near else enemy_damage(w, e, seat)
                    assert land.push_damage(i, n) == want, (options, seed, i, n)
                    damages += 1
    assert pushes > 1000 and slippery > 20 and damages > 100000


def test_a_change_of_our_passives_alone_derives_the_landscape_afresh():
    """Landscape.of serves the last landscape again only while everything it
    reads is the same: when only a seat's passives change (an armor or a
    cloak that provokes nobody bought), the next landscape's damage and zone
    of control are those of one derived afresh, for the seat whose turn it is
    and for another seat."""
    from game.games.platformer.game import GAME
    from game.games.platformer.world import active_seat, hero_cell, passives_changed, player
    changed = {True: 0, False: 0}
    for options, seed in [({"players": 3}, 4), ({"players": 4}, 7)]:
        for k, (w, _seat) in enumerate(main_phase_states(options, seed, 300)):
            for seat in range(len(w.res["players"])):
                if hero_cell(w, seat) is None:
                    continue
                v = GAME.clone(w)
                before = ai._Kinds(v, seat, main=True).landscape()
                was = (before.damage_bonuses, before.provoked)
                owned = {item for item, _used in player(v, seat)["items"]}
                item = "escudo_roble" if k % 2 and "escudo_roble" not in owned else "capa_sombra"
                if item in owned:
                    continue
                player(v, seat)["items"].append([item, False])
                passives_changed(v)
                land = ai._Kinds(v, seat, main=True).landscape()
                fresh = _fresh_kinds(v, seat).landscape()
                now = (fresh.damage_bonuses, fresh.provoked)
                if now == was:
                    continue
                assert (land.damage_bonuses, land.provoked) == now, (options, seed, seat, item)
                for i in fresh.enemy_adjacent:
                    assert land.zoc_damage(i) == fresh.zoc_damage(i), (options, seed, seat, item)
                changed[seat == active_seat(v)] += 1
    assert changed[True] > 50 and changed[False] > 50
