"""Magic through the mouse: the Spells button lists the caster's spells with mana, casts left and
odds; aiming lights the area and lists who is hit; a click on the target casts; a friend in the
area brings a warning first; the dispel question is answered from the action bar."""

from game.engine.chance import Rng
from game.engine.protocol import act
from game.engine.session import Match, Seat
from game.games.dungeon_universalis.game import GAME
from game.ui.scenes.board import BoardScene
from ui_helpers import click, move, step


def board_for(game_app, setup, seats=1):
    match = Match(GAME, {"players": seats}, 3, [Seat(f"P{i}", ai=i > 0) for i in range(seats)])
    match.state = GAME.build_scenario({}, 3, setup)
    board = BoardScene(game_app.ctx, match, autosave=False, sync_ai=True)
    game_app.push(board)
    step(game_app, 3)
    board.view.sync()
    board.view.refresh_targets()
    return board


def spells_button(view):
    return next(b for b in view.bar_buttons if getattr(b, "key", None) == "spells")


def test_spell_list_aim_and_cast_with_clicks(game_app):
    b = board_for(game_app, {"heroes": [{"ref": "morvaen", "at": [8, 13]}],
                        "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    v = b.view
    click(game_app, spells_button(v).rect.center)
    assert v.menu is not None and "10/10" in v.menu.title
    labels = [e[0] for e in v.menu.entries]
    assert labels[0] == "Gloom bolt · 1 mana · 3/3 left · 72%"
    click(game_app, v.menu.row_rects()[0].center)
    assert v.aim == {"spell": "gloom_bolt"}
    move(game_app, v.layout.cell_center((12, 13)))
    step(game_app, 2)
    tip = v.aim_tip(game_app.ctx.mouse)
    assert tip and "Pikeling: 3D6" in tip[0]
    Rng(b.match.state.res["rng"]).force("d6", ["4", "4", "1", "1", "1"])
    click(game_app, v.layout.cell_center((12, 13)))      # with or without the magic component: a choice
    assert [e[1].args[3] for e in v.menu.entries] == [None, "magic_component"]
    assert v.menu.entries[0][0] == "Cast — 72%" and v.menu.entries[1][0] == "Cast with Magic component — 83%"
    click(game_app, v.menu.row_rects()[0].center)
    step(game_app, 5)
    assert b.match.state.res["figs"]["h1"]["magic"]["uses"] == {"gloom_bolt": 1}


def test_a_friend_in_the_area_brings_a_warning_before_casting(game_app):
    b = board_for(game_app, {"heroes": [{"ref": "morvaen", "at": [8, 13]}, {"ref": "brannoc", "at": [11, 14]}],
                        "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]}, seats=2)
    v = b.view
    v.start_aim("night_swarm")
    click(game_app, v.layout.cell_center((12, 13)))
    assert v.menu is not None and v.menu.title == "Careful! It also hits a friend"
    assert b.match.state.res["figs"]["h1"]["magic"]["uses"] == {}


def test_the_dispel_question_is_answered_from_the_bar(game_app):
    b = board_for(game_app, {"heroes": [{"ref": "morvaen", "at": [5, 13]}],
                        "creatures": [{"ref": "pikeling", "at": [11, 13], "caster": {"lore": "shadows", "mana": 4}}],
                        "revealed": [3]})
    w = b.match.state
    Rng(w.res["rng"]).force("scenario", ["blank"])
    Rng(w.res["rng"]).force("d6", ["5", "5"])
    GAME.apply(w, act("end", "h1"))
    b.view.sync()
    step(game_app, 3)
    b.view.refresh_targets()
    keys = [getattr(x, "key", None) for x in b.view.bar_buttons]
    assert "dispel" in keys and "let_pass" in keys
    assert "may dispel" in b.view.dispel_text()
    let = next(x for x in b.view.bar_buttons if getattr(x, "key", None) == "let_pass")
    Rng(w.res["rng"]).force("d6", ["1"] * 12)
    click(game_app, let.rect.center)
    step(game_app, 5)
    assert not b.match.state.res.get("ask")


def test_the_spell_list_offers_to_end_the_lasting_spell(game_app):
    b = board_for(game_app, {"heroes": [{"ref": "morvaen", "at": [8, 13]}],
                        "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    w = b.match.state
    w.res["spells"] = [{"uid": 7, "spell": "dusk_veil", "caster": "h1", "side": "hero", "turns": 3,
                        "figs": ["h1"], "squares": [[8, 13]]}]
    w.res["v"] += 1
    b.view.sync()
    b.view.refresh_targets()
    click(game_app, spells_button(b.view).rect.center)
    last = b.view.menu.entries[-1]
    assert last[0] == "End Dusk veil (turns left 3)"
    click(game_app, b.view.menu.row_rects()[-1].center)
    step(game_app, 3)
    assert b.match.state.res["spells"] == []
