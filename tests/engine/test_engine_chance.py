from collections import Counter

import pytest

from game.engine.protocol import Event
from game.engine.chance import Deck, Die, Rng, roll, roll_many


def test_same_seed_same_rolls_and_state_lives_in_the_box():
    die = Die("d6", tuple("123456"))
    a, b = Rng(Rng.new_box(42)), Rng(Rng.new_box(42))
    assert [die.roll(a) for _ in range(50)] == [die.roll(b) for _ in range(50)]
    c = Rng(Rng.new_box(43))
    assert [die.roll(Rng(Rng.new_box(42))) for _ in range(1)] is not None
    assert [die.roll(c) for _ in range(50)] != [die.roll(Rng(Rng.new_box(42))) for _ in range(50)]


def test_rolls_cover_all_faces_roughly_evenly():
    die = Die("d6", tuple("123456"))
    r = Rng(Rng.new_box(1))
    counts = Counter(die.roll(r) for _ in range(6000))
    assert set(counts) == set("123456")
    assert all(800 < n < 1200 for n in counts.values())


def test_weights_are_respected():
    die = Die("loaded", ("a", "b"), (9, 1))
    r = Rng(Rng.new_box(5))
    counts = Counter(die.roll(r) for _ in range(5000))
    assert 4200 < counts["a"] < 4800


def test_forced_results_come_first_and_are_checked():
    die = Die("action", ("boot", "sword"))
    r = Rng(Rng.new_box(1))
    r.force("action", ["sword", "sword", "boot"])
    events = []
    assert [roll(die, r, events) for _ in range(3)] == ["sword", "sword", "boot"]
    assert [e.kind for e in events] == ["roll"] * 3
    r.force("action", ["star"])
    with pytest.raises(ValueError):
        die.roll(r)


@pytest.mark.parametrize("die, forced", [
    (Die("d6", tuple("123456")), []),
    (Die("d6", tuple("123456")), ["4", "4"]),          # forced faces first, then the rng
    (Die("loaded", ("a", "b", "c"), (5, 1, 2)), []),
])
def test_roll_many_is_that_many_rolls(die, forced):
    one, many = Rng(Rng.new_box(9)), Rng(Rng.new_box(9))
    if forced:
        one.force(die.id, forced)
        many.force(die.id, forced)
    one_events, many_events = [], []
    faces = [roll(die, one, one_events, who=2, slot=i) for i in range(7)]
    assert roll_many(die, many, many_events, 7, who=2) == faces
    assert many_events == one_events and many.box == one.box
    # both build their events without Event.__init__: each equals the one it would make, field by field
    for event in one_events + many_events:
        made = Event("roll", dict(event.data))
        assert type(event) is Event and vars(event) == vars(made) and event == made
        assert list(event.data) == ["die", "face", "who", "slot"] and event.data["who"] == 2


def test_deck_draws_from_top_reshuffles_discard_and_records_events():
    box = Deck.new_box(["a", "b", "c"])
    r = Rng(Rng.new_box(3))
    deck = Deck("d", box, r)
    events = []
    drawn = [deck.draw(events) for _ in range(3)]
    assert sorted(drawn) == ["a", "b", "c"]
    assert deck.draw(events) is None
    for card in drawn:
        deck.discard(card)
    again = deck.draw(events)
    assert again in drawn and len(box["draw"]) == 2
    assert [e.kind for e in events].count("shuffle") == 1
    assert deck.draw(events, reshuffle=False) is not None


def test_forced_card_is_taken_out_of_the_deck():
    box = Deck.new_box(["a", "b", "c"])
    r = Rng(Rng.new_box(3))
    r.force("deck:d", ["a"])
    assert Deck("d", box, r).draw([]) == "a"
    assert sorted(box["draw"]) == ["b", "c"]
