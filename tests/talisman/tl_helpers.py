"""Shared helpers for Talisman's tests: build a position, force dice and cards, act."""
from game.engine.chance import Rng
from game.engine.protocol import Action
from game.games.talisman.game import GAME


def build(setup=None, options=None, seed=1):
    return GAME.build_scenario(options or {}, seed, setup or {})


def force(w, dice=(), **decks):
    rng = Rng(w.res["rng"])
    rng.force("d6", [str(d) for d in dice])
    for name, cards in decks.items():
        rng.force("deck:" + name, list(cards))


def act(w, *data):
    return GAME.apply(w, Action.from_data(list(data)))


def options(w):
    return w.res["ask"]["options"]


def kind(w):
    return w.res["ask"]["kind"] if w.res["ask"] else None


def c(w, seat=0):
    return w.res["chars"][seat]


def on(w, space):
    return [e["c"] for e in w.res["board"].get(space, [])]


def ok(w):
    bad = GAME.check_invariants(w)
    assert bad == [], bad
