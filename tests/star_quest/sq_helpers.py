"""Helpers for Star Quest tests: positions drawn as text, forced dice."""
from game.engine.chance import Rng
from game.engine.protocol import act
from game.games.star_quest.components import Model, Pos, Unit
from game.games.star_quest.game import GAME
from game.games.star_quest.scenario import build

OPEN = ["." * 30 for _ in range(30)]


def arena(rows=None):
    return list(rows or OPEN)


def position(heroes=(), units=(), rows=None, **setup):
    """A position on an open 30x30 table (or `rows`), objectives none unless given."""
    data = {"arena": arena(rows), "heroes": list(heroes), "units": list(units)}
    data.setdefault("objectives", [])
    data.update(setup)
    return build({}, 1, data)


def force(w, *faces):
    Rng(w.res["rng"]).force("d6", [str(f) for f in faces])


def forced_left(w):
    return list(w.res["rng"]["forced"].get("d6", []))


def play(w, kind, *args):
    return GAME.apply(w, act(kind, *args))


def kinds(events):
    return [e.kind for e in events]


def unit(w, uid):
    return w.get(uid, Unit)


def wounds(w, uid):
    return [w.get(m, Model).wounds for m in w.get(uid, Unit).models]


def at(w, uid):
    return [(w.get(m, Pos).x, w.get(m, Pos).y) for m in w.get(uid, Unit).models]
