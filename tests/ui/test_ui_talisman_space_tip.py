"""A Talisman space's hover help stays compact however many cards lie there: the space's name as
its title, its rule, then the cards by name and kind (an enemy with its strength), copies counted and
the rest summed up — no card's whole text in a long list."""
import pytest

from game.engine.session import Match, Seat
from game.ui.scenes.board import BoardScene
from game.ui.tooltip import MAX_W, tip_lines
from game.ui.views.talisman.model import space_centre
from ui_helpers import move, step

tal = pytest.importorskip("game.games.talisman.game")
PILE = ["imp", "sage", "cave", "goblin", "goblin", "witch", "axe", "iron_chain", "rune_blade", "ogre"]


@pytest.mark.parametrize("lang, title, goblins, more", [
    ("es", "Riscos (región exterior)", "Trasgo ×2 (Enemigo — Monstruo, fuerza 2)", "10 cartas aquí"),
    ("en", "Crags (outer region)", "Goblin ×2 (Enemy — Monster, strength 2)", "10 cards here")])
def test_a_crowded_space_tip_is_compact(game_app, lang, title, goblins, more):
    game_app.ctx.settings.language = lang
    game_app.apply_settings()
    match = Match(tal.GAME, {"players": 2}, 7, [Seat("Ana"), Seat("Bea", ai=True)])
    match.state.res["board"]["crags"] = [{"c": c} for c in PILE]
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    board.view.cards_shown = None                # the board draws the state's cards
    move(game_app, space_centre("crags"))
    step(game_app, 40)
    tip = game_app.ctx.tips.visible_text
    assert tip and tip.split("\n")[0] == title, tip
    assert goblins in tip and more in tip, tip
    lines = tip_lines(game_app.ctx.assets, tip)
    assert len(lines) <= 8, lines                # it was 15 lines with two cards' whole texts
    box = game_app.ctx.tips.draw(game_app.screen, game_app.ctx.assets, game_app.ctx.mouse)
    assert box.width <= MAX_W + 20 and box.height < 200, box
