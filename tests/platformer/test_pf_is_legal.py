"""The fast is_legal (one kind's actions only) answers exactly as
`action in legal_actions(state)`, for legal actions and for stale ones."""
from game.games.platformer.game import GAME


def test_is_legal_matches_the_full_list_along_seeded_games():
    for seed in (4, 5):
        w = GAME.new_game({"players": 3}, seed)
        before: list = []
        n = 0
        while GAME.result(w) is None and n < 250:
            legal = GAME.legal_actions(w)
            for a in set(legal) | set(before):          # last state's actions are mostly stale now
                assert GAME.is_legal(w, a) == (a in legal), (seed, n, a)
            before = legal
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
            n += 1
