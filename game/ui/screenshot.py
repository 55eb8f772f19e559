"""Headless screenshots of a game's board (CLI: python -m game screenshot).

render_screenshot plays `after` AI actions through a Match (every seat is an
AI), then draws the board scene once, as a player would see it, to a PNG.
"""
from __future__ import annotations

import os


def prepared_board(game_id: str, seed: int, after: int, games=None, players: int | None = None,
                   options: dict | None = None):
    """(app, board) with `after` AI actions played and their events shown in the log."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from .app import App
    from .scenes.board import BoardScene
    from .setup_options import quick_match
    app = App(games=games, headless=True, audio=False, persist=False)
    game = app.ctx.games.get(game_id)
    if players is None:
        players = max(game.min_players, min(game.max_players, 2))
    match = quick_match(game, seed=seed, ai=True, players=players, name=app.ctx.t("setup.ai"), options=options)
    speed = app.ctx.settings.anim_speed
    app.ctx.settings.anim_speed = "instant"
    board = BoardScene(app.ctx, match, autosave=False, sync_ai=True)
    board.frozen = True
    app.push(board)
    for _ in range(after):
        if match.result() is not None or match.to_act() is None:
            break
        action = board._choose(game, game.clone(match.state), match.to_act())
        if action is None:
            break
        board._apply(action, ai=True)
        board.update(0)
        board.view.skip()
    for _ in range(3):
        app.step(1 / 60)
    app.ctx.settings.anim_speed = speed
    return app, board


def render_screenshot(game_id: str, seed: int, after: int, out_path, size=(1280, 720), games=None,
                      options: dict | None = None) -> str:
    import pygame
    app, board = prepared_board(game_id, seed, after, games, options=options)
    app.ctx.tips.clear()
    app.render()
    surf = app.screen
    if tuple(size) != surf.get_size():
        surf = pygame.transform.smoothscale(surf, (int(size[0]), int(size[1])))
    pygame.image.save(surf, str(out_path))
    app.shutdown()
    return str(out_path)
