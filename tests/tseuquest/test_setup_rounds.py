"""Setup (3.x) and rounds (4.x): the secret choice of adventure, picking
adventurers, the three magic rounds, the introduction, positional turns."""
from game.engine.hidden import leaks
from game.engine.protocol import act
from game.games.tseuquest.components import Kit
from game.games.tseuquest.content import load_content
from game.games.tseuquest.game import GAME
from game.games.tseuquest.view import secrets_for
from tq_helpers import build, do, hero, kinds, of


def test_the_wizard_chooses_the_adventure_in_secret():
    w = GAME.new_game({"players": 3}, 5)
    assert w.res["phase"] == "choose_adventure" and GAME.to_act(w) == 0
    assert {a.args[0] for a in GAME.legal_actions(w)} == {"crypt", "marsh", "mine", "tower"}
    ev = GAME.apply(w, act("choose_adventure", "mine"))
    assert "mine" not in str([e.to_data() for e in ev])
    assert GAME.private_view(w, 1)["adventure"] is None
    assert GAME.private_view(w, 0)["adventure"]["id"] == "mine"
    ai = GAME.new_game({}, 7)
    a = GAME.choose_ai(ai, 0)
    assert a.kind == "choose_adventure"                   # the AI MB chooses too


def test_players_pick_adventurers_in_seat_order():
    w = GAME.new_game({"players": 3, "party": 4, "adventure": "crypt"}, 1)
    assert w.res["phase"] == "pick"
    seats = []
    for h in ("tobb", "mirel", "anselm", "kordan"):
        seats.append(GAME.to_act(w))
        GAME.apply(w, act("pick", h))
    assert seats == [1, 2, 1, 2]
    assert w.res["phase"] == "deal"
    assert [r["seat"] for h, r in sorted(w.res["roster"].items()) if r["status"] == "party"] == [1, 2, 2, 1]   # anselm, kordan, mirel, tobb


def _dealt(seed=1, open_hands=False):
    w = GAME.new_game({"players": 3, "party": 4, "adventure": "crypt", "draft": "random", "open_hands": open_hands,
                       "heroes": ["mirel", "anselm", "elowen", "kordan"]}, seed)
    return w


def test_three_magic_rounds_of_three_two_and_one_cards_from_the_wizards_left():
    w = _dealt()
    c = load_content()
    asked = []
    used = {}
    while w.res["phase"] == "deal":
        eid = w.res["deal"]["queue"][0]
        opts = [a.args[0] for a in GAME.legal_actions(w)]
        from game.games.tseuquest.components import Figure
        f = w.get(eid, Figure)
        asked.append((w.res["deal"]["round"], f.ref, f.seat))
        assert not set(opts) & set(used.get(f.ref, []))          # never the same element twice
        used.setdefault(f.ref, []).append(opts[0])
        GAME.apply(w, act("element", opts[0]))
    # seat 1: mirel, elowen; seat 2: anselm, kordan (no magic). Level: mirel 3, anselm 2, elowen 1
    assert asked == [(1, "mirel", 1), (1, "elowen", 1), (1, "anselm", 2), (2, "mirel", 1), (2, "anselm", 2),
                     (3, "mirel", 1)]
    from game.games.tseuquest.components import Figure
    hands = {w.get(e, Figure).ref: k.hand for e, k in w.query(Kit)}
    assert len(hands["mirel"]) == 6 and len(hands["anselm"]) == 5 and len(hands["elowen"]) == 3
    assert hands["kordan"] == []
    assert {c.cards[x]["deck"] for x in hands["mirel"]} == set(used["mirel"])
    assert w.res["phase"] == "play"
    # the leftover cards and the others' hands stay hidden
    for seat in (1, 2):
        view = GAME.private_view(w, seat)
        assert not leaks({k: v for k, v in view.items() if k != "board"}, secrets_for(w, seat))
    assert GAME.private_view(w, 2)["hands"][str(w.res["heroes"]["mirel"])] == 6


def test_the_introduction_is_read_and_round_one_begins():
    w = _dealt()
    events = []
    while w.res["phase"] == "deal":
        events += GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    intro = of(events, "intro")[0]
    assert intro["title"]["es"] == "La cripta de Osmund" and intro["intro"]["en"]
    assert "round" in kinds(events) and w.res["round"] == 1
    assert GAME.describe(next(e for e in events if e.kind == "intro"), "es", w).startswith("«La cripta")


def test_positional_turns_two_points_and_unused_points_are_lost():
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 0]},
                          {"hero": "tobb", "at": [2, 0]}],
               "figures": [{"ref": "grubling", "at": [7, 4]}]}, options={"players": 3})
    order = [hero(w, h) for h in ("kordan", "mirel", "tobb")]
    assert w.res["turn"]["order"] == order and w.res["act"]["ap"] == 2
    do(w, "search", order[0], "trap")
    assert w.res["act"]["ap"] == 1
    do(w, "end_activation", order[0])             # the last point is lost
    assert w.res["act"]["fid"] == order[1]
    do(w, "end_activation", order[1])
    do(w, "end_activation", order[2])
    assert w.res["turn"]["side"] == "mb" and GAME.to_act(w) == 0
    do(w, "activate", next(e for e, _k in w.query(Kit) if e not in order))
    assert w.res["act"]["ap"] == 2


def test_the_ai_plays_a_whole_adventure_through_setup():
    w = GAME.new_game({"players": 2}, 3)
    n = 0
    while GAME.result(w) is None and n < 3000:
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
        n += 1
    assert GAME.result(w) is not None and w.res["history"]
