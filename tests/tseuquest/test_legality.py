"""is_legal answers moves, MB activations and spells without listing every
legal action, and lists only the asked kind for the rest: along self-played
games its answers match the full list, for legal and illegal actions."""
from game.engine.protocol import act
from game.games.tseuquest.actions import is_legal, legal_actions
from game.games.tseuquest.activation import acting
from game.games.tseuquest.components import Figure, Kit, Pos
from game.games.tseuquest.game import GAME
from self_play import self_played


def _candidates(w):
    """The legal actions and near misses: every figure activated, every card in
    hand cast at every target of any card, moves one square off."""
    legal = legal_actions(w)
    out = list(legal)
    figs = sorted(w.stores.get(Figure, {}))
    out += [act("activate", e) for e in figs]
    eid = acting(w) if w.res["phase"] == "play" else None
    if eid is not None:
        k = w.stores.get(Kit, {}).get(eid)
        hand = sorted(set(k.hand)) if k is not None else []     # castable or not (too dear, none left)
        targets = {x.args[2] for x in legal if x.kind == "cast"} | {"self", *figs}
        out += [act("cast", eid, c, t) for c in hand for t in sorted(targets, key=repr)]
        for x in legal:
            if x.kind == "move":
                (mx, my) = x.args[1]
                out += [act("move", eid, (mx + 1, my)), act("move", eid, [mx, my])]
        p = w.stores[Pos].get(eid)
        if p is not None:
            out.append(act("move", eid, (p.x, p.y)))
    return out


def test_is_legal_agrees_with_the_list_of_legal_actions():
    checked = casts = 0
    for seed in (1, 3, 6):
        for w in self_played(GAME, {}, seed, 400, check=False):
            legal = legal_actions(w)
            for x in _candidates(w):
                assert is_legal(w, x) == (x in legal), x
                checked += 1
                casts += x.kind == "cast" and x in legal
    assert checked > 5000 and casts > 20
