"""The game-over summary highlights the best number of each row: the most where more is
better, the least where more is worse (wounds taken, turns, knock-outs)."""
import pygame

from game.engine.replay import Review
from game.ui.render import review as R
from game.ui.watch_texts import STAT_BETTER, STAT_ORDER


def test_every_known_statistic_says_whether_more_is_better():
    assert set(STAT_ORDER) <= set(STAT_BETTER)


def test_the_highlight_follows_the_direction_of_each_statistic():
    assert R.best_value("kills", [3, 1]) == 3
    assert R.best_value("wounds_taken", [3, 1]) == 1
    assert R.best_value("wounds_taken", [0, 4]) == 0            # none taken is the best of all
    assert R.best_value("turns", [12, 9]) == 9
    assert R.best_value("gold", [0, 0]) is None                 # a tie: nothing stands out
    assert R.best_value("gold", [0, -1]) is None                # the most of a good thing is nothing
    assert R.best_value("actions", [40, 12]) is None            # neither better nor worse
    assert R.best_value("a_games_own_number", [4, 1]) is None


def test_the_drawn_summary_highlights_the_fewest_wounds_taken(app, monkeypatch):
    drawn = []
    real = R.draw_text

    def spy(surf, assets, text, pos, size, color, *args, **kw):
        drawn.append((text, color))
        return real(surf, assets, text, pos, size, color, *args, **kw)
    monkeypatch.setattr(R, "draw_text", spy)
    review = Review(stats=[{"wounds_taken": 7, "kills": 2}, {"wounds_taken": 3, "kills": 5}], series=[],
                    series_key="", turns=4, kind="turn")
    R.draw_review(pygame.Surface((1280, 720)), app.ctx, pygame.Rect(0, 0, 500, 400), review, ["A", "B"])
    colour = dict(drawn)
    assert colour["3"] == R.theme.HIGHLIGHT and colour["7"] == R.theme.TEXT
    assert colour["5"] == R.theme.HIGHLIGHT and colour["2"] == R.theme.TEXT
