"""Setup remembers the last choices per game (robust to a damaged memory), names
a fixed-role seat (TseuQuest's Evil Wizard) instead of offering it a choice the
game would ignore, hides moot options, and shows the picked heroes' portraits."""
import pytest

from game.ui.app import App
from game.ui.context import Games
from game.ui.scenes.board import BoardScene
from game.ui.scenes.setup import SetupScene
from game.ui.settings import load_setup_memory, setup_memory_path
from game.ui.widgets import Cycler
from ui_helpers import click_button, step


def open_setup(game_id: str, lang: str = "en", persist: bool = True):
    app = App(games=Games(), headless=True, audio=False, persist=persist)
    app.ctx.settings.language = lang
    app.apply_settings()
    app.push(SetupScene(app.ctx, game_id))
    step(app, 2)
    return app


def test_the_evil_wizard_seat_is_named_and_picks_nothing():
    app = open_setup("tseuquest")
    scene = app.top
    assert [text for _, text in scene.roles] == ["Evil Wizard"]
    assert len(scene.seat_rows[0]) == 2 and isinstance(scene.seat_rows[1][2], Cycler)
    scene.seats[0]["opts"]["heroes"] = "kordan"          # even a stale pick for seat 0 is not passed on
    assert scene.options()["heroes"][0] == "random"
    app.shutdown()


def test_a_campaign_hides_the_adventure_choice():
    app = open_setup("tseuquest", "es")
    scene = app.top
    labels = [label for label, _ in scene.opt_rows]
    assert "Aventura" in labels
    mode = next(w for w in scene.widgets if isinstance(w, Cycler) and w.value == "adventure")
    mode.step(1)
    step(app)
    assert scene.general["mode"] == "campaign"
    assert "Aventura" not in [label for label, _ in scene.opt_rows]
    assert scene.options()["adventure"] == "mb_choice"
    app.shutdown()


def test_hero_picks_show_portraits():
    app = open_setup("platformer")
    scene = app.top
    assert len(scene.portraits) == scene.n
    scene.seats[0]["opts"]["heroes"] = "nix"
    step(app)                                           # drawn without error; the sprite exists
    assert app.ctx.assets.has_image("heroes/nix_portrait.png")
    app.shutdown()


def test_last_choices_are_remembered_per_game():
    app = open_setup("platformer")
    scene = app.top
    scene._players(3)
    scene.seats[0]["name"] = "Ana"
    scene.seats[1]["opts"]["heroes"] = "etern"
    scene.general["artifacts"] = True
    click_button(app, "Start")
    assert isinstance(app.top, BoardScene)
    app.shutdown()
    app = open_setup("platformer")
    again = app.top
    assert again.n == 3 and again.seats[0]["name"] == "Ana"
    assert again.seats[1]["opts"]["heroes"] == "etern" and again.general["artifacts"] is True
    app.shutdown()
    app = open_setup("tseuquest")                        # another game keeps its own defaults
    assert app.top.n == 2 and app.top.seats[0]["name"] == ""
    app.shutdown()


@pytest.mark.parametrize("text", [
    "{{{{ not yaml", "- a list", "platformer: 5", "platformer: {players: 99, general: {boss: dragon}}",
    "platformer: {players: 3, seats: [7, {name: 5, ai: maybe, opts: {heroes: nobody}}]}",
    "platformer: " + "[" * 500 + "]" * 500, "\udcff",
])
def test_a_damaged_memory_means_defaults(text, home):
    path = setup_memory_path(home / "config")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    app = open_setup("platformer")
    scene = app.top
    assert 1 <= scene.n <= 4 and scene.general["boss"] in ("random", "medusa", "ikee")
    assert all(s["opts"]["heroes"] != "nobody" for s in scene.seats)
    click_button(app, "Start")                           # and it can start and write a sound memory
    assert isinstance(app.top, BoardScene)
    assert load_setup_memory(path)["platformer"]["players"] == scene.n
    app.shutdown()


def test_tools_that_must_not_persist_do_not_write_the_memory(home):
    app = open_setup("platformer", persist=False)
    click_button(app, "Start")
    assert not setup_memory_path(home / "config").exists()
    app.shutdown()


def test_the_party_size_offers_only_sizes_the_game_uses():
    from game.ui.widgets import Stepper
    app = open_setup("tseuquest")
    scene = app.top
    scene.general["party"] = 1
    scene._players(5)                                    # four adventurer seats: a party of four at least
    step(app)
    party = next(w for w in scene.widgets if isinstance(w, Stepper) and w.value == scene.general["party"]
                 and w not in scene.widgets[:1])
    assert scene.general["party"] == 4 and party.minimum == 4
    assert scene.options()["party"] == 4
    app.shutdown()


def test_sharing_out_is_not_offered_when_the_seats_pick_the_whole_party():
    app = open_setup("tseuquest")
    scene = app.top
    scene.general["party"] = 1
    scene.rebuild()
    step(app)
    assert "Sharing out adventurers" in [label for label, _ in scene.opt_rows]
    picker = scene.seat_rows[1][2]
    picker.step(1)                                       # seat 1 picks a hero: the party of one is made
    step(app)
    assert scene.seats[1]["opts"]["heroes"] != "random"
    assert "Sharing out adventurers" not in [label for label, _ in scene.opt_rows]
    app.shutdown()


def test_every_choice_picture_exists():
    from pathlib import Path
    from game.games import get_game, ready_ids
    from game.ui.setup_options import CHOICE_PICTURES, choice_picture
    root = Path(__file__).resolve().parents[2] / "sprites"
    for (game_id, key) in CHOICE_PICTURES:
        if game_id not in ready_ids():
            continue
        option = next(o for o in get_game(game_id).options() if o.key == key)
        for value in option.choices:
            pic = choice_picture(game_id, key, value)
            assert value == "random" or (root / pic).is_file(), (game_id, key, value)
