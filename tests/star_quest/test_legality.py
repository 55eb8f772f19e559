"""is_legal answers some families without listing every legal action (moves,
arrivals) and lists only the asked kind for the rest: along self-played
games its answers must match the full list, for legal and illegal actions."""
from game.engine.protocol import act
from game.games.star_quest.actions import is_legal, legal_actions
from game.games.star_quest.components import Unit
from game.games.star_quest.game import GAME
from self_play import self_played


def _candidates(w):
    """The legal actions and near misses of every kind with targets."""
    out = list(legal_actions(w))
    units = [uid for uid, _ in w.query(Unit)]
    out += [act("charge", t) for t in units] + [act("push", t, p) for t in units for p in (False, True)]
    out += [act("revive", t) for t in units] + [act("shoot", t) for t in units]
    out += [act("discover", i, p) for i in range(len(w.res.get("tokens", ()))) for p in (False, True)]
    out += [act("interact", i, p) for i in range(len(w.res.get("elements", ()))) for p in (False, True)]
    for x in legal_actions(w):
        if x.kind in ("skill", "cast"):
            out += [act(x.kind, x.args[0], t, *x.args[2:]) for t in units]
    return out


def test_is_legal_agrees_with_the_list_of_legal_actions():
    checked = 0
    for seed, options in ((1, {}), (2, {"players": 2, "table": "24"}), (4, {"mode": "generated"})):
        for w in self_played(GAME, options, seed, 100, check=False):
            legal = legal_actions(w)
            for x in _candidates(w):
                assert is_legal(w, x) == (x in legal), x
                checked += 1
    assert checked > 2000
