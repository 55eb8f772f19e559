"""Drawing every ready game for a while never falls back to a placeholder image."""
import logging

import pytest

from game.games import ready_ids
from game.ui.screenshot import render_screenshot


@pytest.mark.parametrize("game_id", ready_ids())
def test_boards_draw_with_real_art_only(game_id, tmp_path, caplog):
    caplog.set_level(logging.WARNING)
    for after in (0, 80):
        render_screenshot(game_id, 4, after, tmp_path / f"{game_id}_{after}.png")
    missing = [r.getMessage() for r in caplog.records if "missing" in r.getMessage()]
    assert missing == []
    assert (tmp_path / f"{game_id}_80.png").stat().st_size > 10_000
