"""The fast is_legal (one kind's actions only) answers exactly as
`action in legal_actions(state)`, for legal actions and for stale ones."""
from game.engine.protocol import act
from game.games.platformer.components import Figure
from game.games.platformer.game import GAME


def test_is_legal_matches_the_full_list_along_seeded_games():
    for seed in (4, 5):
        w = GAME.new_game({"players": 3}, seed)
        before: list = []
        n = 0
        while GAME.result(w) is None and n < 250:
            legal = GAME.legal_actions(w)
            # moves with every source and direction, also odd ones (is_legal checks a move's parts apart)
            moves = {act("move", i, d) for i in (-2, -1, 0, 1, 2, 5, True, "1") for d in ("up", "down", "left",
                                                                                           "right", "nowhere")}
            shoves = {act("shove", i, e, d) for i in (0, 3) for e in list(w.stores[Figure])[:6] + [999, True]
                      for d in ("up", "down", "left", "right")}
            bottom = w.res["level_status"].index("revealed") * 4
            respawns = {act("respawn", i, c) for i in (-2, -1, 0, 1, 5, True, "1")
                        for c in ((0, bottom), (3, bottom), (9, bottom), (3, bottom + 1), (3, -1), "x")}
            for a in set(legal) | set(before) | moves | shoves | respawns:     # last state's actions are mostly stale now
                assert GAME.is_legal(w, a) == (a in legal), (seed, n, a)
            before = legal
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
            n += 1


def test_actions_of_kind_lists_the_union_kind_by_kind():
    """legal_actions is the union of actions_of_kind (the AI lists only the kinds
    it reads): per kind, the same actions in the same order, and no kind missing."""
    from game.games.platformer.actions import MAIN_KINDS, actions_of_kind
    kinds_seen = set()
    for seed in (6, 7):
        w = GAME.new_game({"players": 2}, seed)
        n = 0
        while GAME.result(w) is None and n < 300:
            legal = GAME.legal_actions(w)
            kinds = set(MAIN_KINDS) | {a.kind for a in legal}
            for kind in kinds:
                assert actions_of_kind(w, kind) == [a for a in legal if a.kind == kind], (seed, n, kind)
            kinds_seen |= {a.kind for a in legal}
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
            n += 1
    assert {"move", "ready", "gem", "end_actions"} <= kinds_seen
