"""Fortune against a fatal blow is a question to the hero's seat at that moment: the JOA's turn
stops after the creature that struck and goes on once the seat answers."""
from du_helpers import build, d6s, do, fig, kinds, legal

from game.games.dungeon_universalis.game import GAME


def _two_creatures():
    # Saska (seat 1) holds the line with 1 life; two gnawers; Brannoc (seat 0) ends his activation
    return build({"heroes": [{"ref": "brannoc", "at": [2, 17]}, {"ref": "saska", "at": [5, 13], "life": 1,
                                                                      "facing": [1, 0]}],
                  "creatures": [{"ref": "warden", "at": [6, 13], "facing": [-1, 0]},
                                {"ref": "gnawer", "at": [6, 14], "facing": [-1, 0]}],
                  "revealed": [3], "turn": 3})


def test_the_joa_turn_stops_for_the_question_and_goes_on_after_it():
    w = _two_creatures()
    from game.engine.chance import Rng
    Rng(w.res["rng"]).force("scenario", ["blank"])
    do(w, "end", "h1")
    # the warden (more value) strikes first: 6+4 vs 1+3 hits, damage 6,6
    d6s(w, 5, 5, 1, 2, 6, 6)
    do(w, "end", "h2")
    assert w.res.get("asks") and GAME.to_act(w) == 1
    h = fig(w, "h2")
    assert h["dying"] and not h["out"] and [a.args[1] for a in legal(w, "fatal")] == [True, False]
    assert w.res["joa_rest"]                           # the gnawer has not acted yet
    events = do(w, "fatal", "h2", False)               # the seat declines: out of combat
    assert h["out"] and "out" in kinds(events)
    assert w.res.get("joa_rest") is None and "heroes_turn" in kinds(events)
    assert w.res["turn"] == 4


def test_the_ai_always_spends_fortune_against_a_fatal_blow():
    w = _two_creatures()
    from game.games.dungeon_universalis import combat
    combat.wound(w, fig(w, "h2"), 5, [])
    assert GAME.choose_ai(w, 1) == legal(w, "fatal")[0]


def test_a_creature_with_fortune_decides_at_once():
    w = _two_creatures()
    from game.games.dungeon_universalis import combat
    c = fig(w, "c3")
    c["fortune"] = 1
    c["life"] = 1
    d6s(w, 6)
    combat.wound(w, c, 2, [])
    assert not w.res.get("asks") and c["life"] == 1 and not c["out"]
