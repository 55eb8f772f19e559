"""The AI's shortcuts answer as the full work would, over the states of a few self-played games:
the action list worked out by sections only when a kind is asked for."""
import random

from game.games.dungeon_universalis import ai, ai_magic
from game.games.dungeon_universalis.actions import SECTION_OF_KIND, SECTIONS, legal_moves, legal_without_moves
from game.games.dungeon_universalis.game import GAME


def _decisions(seeds, limit: int = 400):
    """Hero decisions (no question pending) of self-played games."""
    for seed in seeds:
        w = GAME.new_game({}, seed)
        for _ in range(limit):
            if GAME.result(w) is not None:
                break
            if w.res["act"] is not None and not w.res.get("asks") and not w.res.get("ask"):
                yield w
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))


def test_every_kind_lives_in_one_section():
    kinds = [k for _name, ks in SECTIONS for k in ks]
    assert len(kinds) == len(set(kinds)) == len(SECTION_OF_KIND)


def test_kinds_asked_one_by_one_match_the_full_list():
    rnd = random.Random(3)
    checked = 0
    for w in _decisions((1, 2, 7)):
        by_kind = ai._Kinds(w)
        asked = list(SECTION_OF_KIND) + ["move"]
        rnd.shuffle(asked)
        got = {k: list(by_kind.get(k, [])) for k in asked}
        w.cache.pop("per_version", None)            # the full lists, worked out afresh
        full = legal_without_moves(w)
        assert {a.kind for a in full} <= set(SECTION_OF_KIND)
        for k in asked:
            want = legal_moves(w) if k == "move" else [a for a in full if a.kind == k]
            assert got[k] == want, k
        checked += 1
    assert checked > 200


def _look_by_moving(w, fid, c) -> bool:
    """has_target as the AI first did it: the caster really put on square c, then back."""
    from game.games.dungeon_universalis.world import moved
    f = w.res["figs"][fid]
    here = f["cell"]
    f["cell"] = list(c)
    moved(w)
    got = ai_magic.has_target(w, fid)
    f["cell"] = here
    moved(w)
    return got


def test_a_casters_look_from_a_square_matches_standing_there():
    checked = found = 0
    for w in _decisions((2, 3), limit=300):       # games with a caster among the heroes
        fid = w.res["act"]["fid"]
        f = w.res["figs"][fid]
        if not f.get("magic") or not ai_magic.keeps_range(w, f):
            continue
        for m in legal_moves(w)[:12]:
            c = tuple(m.args[1])
            got = ai_magic.has_target(w, fid, at=c)
            assert got == _look_by_moving(w, fid, c), (fid, c)
            checked += 1
            found += got
    assert checked > 100 and 0 < found < checked


def _field_afresh(w, goals, needed):
    """The walking field as first written: every neighbour looked at anew, nothing kept."""
    from game.engine.grid import STRICT
    from game.games.dungeon_universalis.movement import _corner_stops, terrain_squares
    from game.games.dungeon_universalis.world import grid, open_cells
    opens = (open_cells(w, "medium") - terrain_squares(w)[1]) | goals
    stops, g = _corner_stops(w), grid(w)
    dist = {c: 0 for c in goals}
    frontier, left, d = list(goals), set(needed) - set(goals), 0
    while frontier and left:
        d += 1
        nxt = []
        for c in frontier:
            for n in g.neighbors8(c, STRICT):
                if n in dist or n not in opens or (c, n) in stops:
                    continue
                dist[n] = d
                left.discard(n)
                nxt.append(n)
        frontier = nxt
    return dist


def test_the_walking_field_with_its_kept_step_table_matches_a_fresh_search():
    from game.games.dungeon_universalis.world import cell, joa_figs
    checked = 0
    for w in _decisions((1, 4, 7, 12), limit=400):
        here = cell(w.res["figs"][w.res["act"]["fid"]])
        needed = {tuple(m.args[1]) for m in legal_moves(w)} | {here}
        for goals in (ai._exploration_goals(w), {cell(w.res["figs"][e]) for e in joa_figs(w)}):
            if not goals:
                continue
            goals = frozenset(goals)
            got = ai._field(w, goals, needed)
            want = _field_afresh(w, goals, needed)
            assert {c: got.get(c) for c in needed} == {c: want.get(c) for c in needed}
            checked += 1
    assert checked > 300


def test_the_acting_heros_zone_answers_match_asking_every_enemy():
    from game.games.dungeon_universalis.actions import _Acting
    from game.games.dungeon_universalis.world import engaged_by, in_enemy_zoi
    held = 0
    for w in _decisions((1, 2, 3, 7)):
        x = _Acting(w)
        f = x.f
        assert x.in_zoi == in_enemy_zoi(w, x.fid)
        assert x.engaged == [e for e in engaged_by(w, x.fid) if e not in f.get("freed", [])]
        held += bool(x.in_zoi)
    assert held > 20


def test_the_field_step_table_carried_over_doors_and_reveals_holds_fresh_steps():
    from game.engine.grid import STRICT
    from game.games.dungeon_universalis.movement import _corner_stops
    checked = 0
    for w in _decisions((1, 4, 7, 12), limit=400):
        got = w.cache.get("field_steps")
        if got is None:
            continue
        g, opens, table = got
        stops = _corner_stops(w)
        for c, steps in table.items():
            assert steps == tuple(n for n in g.neighbors8(c, STRICT) if n in opens and (c, n) not in stops), c
            checked += 1
    assert checked > 5000
