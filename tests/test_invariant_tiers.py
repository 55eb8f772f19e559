"""The simulator's sampled checks pass full=False on most of them (FULL_EVERY
in game/engine/simulate.py), which skips the costly scans: card counts and
TseuQuest's seat views. What those scans guard is still found: a state broken
on purpose is caught by the next full check of a sampled run, and the replay
that checks everything after every action names the same action as a run that
checked after every action from the start."""
import pytest

from game.engine.simulate import FULL_EVERY, play_one
from game.games import get_game
from game.games.tseuquest.components import Figure, Pos
from game.games.tseuquest.view import secrets_for


class Saboteur:
    """A real game whose state `breaks(state)` spoils once, after the first action
    from the `at`-th on where it returns True (it may decline a state)."""

    def __init__(self, game_id: str, at: int, breaks):
        self.base = get_game(game_id)
        self.id = game_id
        self.at, self.breaks = at, breaks

    def __getattr__(self, name):
        return getattr(self.base, name)

    def new_game(self, options, seed):
        self.done, self.broken = 0, False
        return self.base.new_game(options, seed)

    def apply(self, state, action, check=True):
        events = self.base.apply(state, action, check)
        self.done += 1
        if self.done >= self.at and not self.broken:
            self.broken = bool(self.breaks(state))
        return events


def _lose_a_card(piles):
    def breaks(w):
        for pile in piles(w):
            if pile:
                pile.pop()
                return True
        return False
    return breaks


def _show_a_secret(w):
    """A secret string (a card still in a deck, a hidden trap...) written where
    the adventurer's view shows it: a status of a figure on the board."""
    if w.res["phase"] != "play" or w.res["result"] is not None:
        return False
    secrets = secrets_for(w, 1)
    if not secrets:
        return False
    f = next(f for e, f in w.query(Figure) if f.placed and w.try_get(e, Pos) is not None)
    f.status["shown"] = secrets[0]
    return True


CASES = {
    "talisman lost card": ("talisman", 9, _lose_a_card(lambda w: [w.res["decks"]["adventure"]["draw"]]),
                           "in play"),
    "platformer lost card": ("platformer", 9, _lose_a_card(
        lambda w: [w.res["decks"][d]["draw"] for d in ("items", "potions", "boss")]), "not conserved"),
    "tseuquest lost card": ("tseuquest", 9, _lose_a_card(
        lambda w: [d["draw"] for d in w.res["decks"].values()]), "not conserved"),
    "tseuquest leaking view": ("tseuquest", 9, _show_a_secret, "view leaks"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_skipped_scan_still_finds_the_exact_action(case):
    game_id, at, breaks, words = CASES[case]
    game = Saboteur(game_id, at, breaks)
    _s, _n, every = play_one(game, {}, 3, check=True, check_every=1)
    assert len(every) == 1 and words in every[0], every
    for stride in (4, 5):
        _s, _n, sampled = play_one(game, {}, 3, check=True, check_every=stride)
        assert sampled == every


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_sampled_check_skips_the_costly_scan(case):
    """full=False really leaves the scan out (else the sample would save nothing)."""
    game_id, at, breaks, words = CASES[case]
    game = get_game(game_id)
    w = game.new_game({}, 3)
    for _ in range(60):
        game.apply(w, game.choose_ai(w, game.to_act(w)))
        if breaks(w):
            break
    assert any(words in p for p in game.check_invariants(w))
    assert not any(words in p for p in game.check_invariants(w, full=False))


class FullFlags:
    """Platformer recording the `full` flag of every invariant check."""

    def __init__(self):
        self.base = get_game("platformer")
        self.id = "platformer"
        self.flags = []

    def __getattr__(self, name):
        return getattr(self.base, name)

    def check_invariants(self, state, full=True):
        self.flags.append(full)
        return []


def test_every_fourth_sampled_check_and_the_last_are_full():
    game = FullFlags()
    _s, actions, _v = play_one(game, {}, 3, check=True, check_every=4)
    flags = game.flags
    assert len(flags) == -(-actions // 4) and flags[-1]
    assert [i for i, f in enumerate(flags[:-1], 1) if f] == list(range(FULL_EVERY, len(flags), FULL_EVERY))
    game.flags = []
    play_one(game, {}, 3, check=True, check_every=1)
    assert len(game.flags) == actions and all(game.flags)
