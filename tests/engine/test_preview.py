"""preview(): what actions would cause, on a clone, cut before anything random."""
import copy

from game.engine.chance import Die, Rng, roll
from game.engine.preview import first_legal, preview
from game.engine.protocol import Event, act

D6 = Die("d6", tuple("123456"))


class Walk:
    """Step moves one square; 'end' slides to the wall, then rolls for the next turn."""

    def clone(self, s):
        return copy.deepcopy(s)

    def legal_actions(self, s):
        return [act("step"), act("end")]

    def apply(self, s, a, check=True):
        ev = []
        if a.kind == "step":
            s["x"] += 1
            ev.append(Event("move", {"to": s["x"]}))
        else:
            s["x"] = 9
            ev.append(Event("slide", {"to": 9}))
            roll(D6, Rng(s["rng"]), ev)
            ev.append(Event("moved_by_roll", {}))
        return ev


def test_preview_stops_before_the_first_roll_and_leaves_the_state_alone():
    g = Walk()
    s = {"x": 0, "rng": Rng.new_box(4)}
    before = copy.deepcopy(s)
    told = preview(g, s, [act("step"), first_legal(g, "end")])
    assert [e.kind for e in told] == ["move", "slide"]
    assert s == before


def test_preview_extra_stop_kinds():
    g = Walk()
    told = preview(g, {"x": 0, "rng": Rng.new_box(1)}, act("step"), stop={"move"})
    assert told == []
