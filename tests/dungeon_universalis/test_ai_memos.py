"""The AI's shortcuts answer as the full work would, over the states of a few self-played games:
the action list worked out by sections only when a kind is asked for."""
import random

from game.games.dungeon_universalis import ai
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
