"""Each game's scenario builder refuses what its content or board does not have
(unknown names, squares off the board, cards not in the deck, traps nowhere):
one line naming the key, never a silent replacement or a traceback."""
import pytest

from game.engine.scenario import ScenarioError, run_scenario
from game.games import get_game

PF_HEROES = [{"seat": 0, "at": [4, 2]}]
TQ_ARENA = {"arena": [". . . . .", "", ". . . . ."], "heroes": [{"hero": "kordan", "at": [0, 0]}]}

REFUSED = {
    "platformer": [
        ({"boss": "dragon"}, "setup.boss"),
        ({"heroes": [{"seat": 0, "hero": "nobody"}]}, "setup.heroes[0].hero"),
        ({"heroes": [{"seat": 0, "at": [99, 0]}]}, "setup.heroes[0].at"),
        ({"heroes": [{"seat": 0, "at": [0, 16]}]}, "setup.heroes[0].at"),
        ({"heroes": [{"seat": 0, "at": [1]}]}, "setup.heroes[0].at"),
        ({"heroes": [{"seat": 3, "at": [0, 0]}]}, "setup.heroes[0].seat"),
        ({"figures": [{"kind": "enemy", "ref": "zombie", "at": [-1, 0]}]}, "setup.figures[0].at"),
        ({"tokens": [{"kind": "gold", "at": [0, 400]}]}, "setup.tokens[0].at"),
        ({"enemy_cards": ["zombie", "nothing", "ent"]}, "setup.enemy_cards[1]"),
        ({"level_status": ["revealed"]}, "setup.level_status"),
        ({"shop": {"items": ["no_such_item"]}}, "setup.shop.items"),
        ({"turn": {"enemy_face": "fly"}}, "setup.turn.enemy_face"),
    ],
    "tseuquest": [
        ({"heroes": ["kordan", "nobody"]}, "setup.heroes[1].hero"),
        ({"heroes": [{"hero": "kordan", "gear": ["laser"]}]}, "setup.heroes[0].gear[0]"),
        ({"heroes": [{"hero": "kordan", "hand": ["no_card"]}]}, "setup.heroes[0].hand[0]"),
        ({**TQ_ARENA, "heroes": [{"hero": "kordan", "at": [0, 7]}]}, "setup.heroes[0].at"),
        ({**TQ_ARENA, "figures": [{"ref": "dragon", "at": [1, 0]}]}, "setup.figures[0].ref"),
        ({**TQ_ARENA, "figures": [{"ref": "grubling", "at": [9, 0]}]}, "setup.figures[0].at"),
        ({**TQ_ARENA, "scenery": [{"kind": "throne_of_bones", "at": [1, 0]}]}, "setup.scenery[0].kind"),
        ({**TQ_ARENA, "traps": [{"kind": "pit"}]}, "setup.traps[0]: a trap needs a position"),
        ({**TQ_ARENA, "traps": [{"kind": "pit", "cells": [[1, 0], [1, 5]]}]}, "setup.traps[0].cells[1]"),
        ({**TQ_ARENA, "traps": [{"kind": "quicksand", "at": [1, 0]}]}, "setup.traps[0].kind"),
        ({**TQ_ARENA, "doors": [{"a": [0, 0], "b": [0, -1]}]}, "setup.doors[0].b"),
        ({**TQ_ARENA, "hidden": {"1,0": {"diamonds": 3}}}, "setup.hidden.1,0.diamonds"),
        ({**TQ_ARENA, "hidden": {"1,0": {"item": "laser"}}}, "setup.hidden.1,0.item"),
        ({**TQ_ARENA, "hidden": {"9,9": {"gold": 3}}}, "setup.hidden.9,9"),
        ({**TQ_ARENA, "hidden": {"middle": {"gold": 3}}}, "setup.hidden.middle"),
        ({**TQ_ARENA, "arena_exits": [[0, 0], [7, 0]]}, "setup.arena_exits[1]"),
        ({**TQ_ARENA, "arena_exits": [[0]]}, "setup.arena_exits[0]"),
        ({**TQ_ARENA, "arena_start": [[0, 9]]}, "setup.arena_start[0]"),
        ({"arena_exits": [[0, 0]]}, "setup.arena_exits: only with an arena"),
        ({"heroes": [{"hero": "kordan", "status": {"sleep": "long"}}]}, "setup.heroes[0].status.sleep"),
        ({"heroes": [{"hero": "kordan", "status": {"asleep": 1}}]}, "setup.heroes[0].status.asleep"),
        ({**TQ_ARENA, "figures": [{"ref": "grubling", "at": [1, 0], "status": {"prone": 2}}]},
         "setup.figures[0].status.prone"),
        ({**TQ_ARENA, "figures": [{"ref": "grubling", "at": [1, 0], "status": {"ap_loss": 5}}]},
         "setup.figures[0].status.ap_loss"),
        ({"adventure": "moon"}, "setup.adventure"),
        ({"active": "mirel", "heroes": ["kordan"]}, "setup.active"),
        ({"mb_phase": True, "activate": "dragon"}, "setup.activate"),
    ],
}
CASES = [(game, setup, key) for game, cases in REFUSED.items() for setup, key in cases]


@pytest.mark.parametrize("game,setup,key", CASES, ids=[f"{g}-{k}" for g, _s, k in CASES])
def test_a_bad_setup_is_refused_naming_its_key(game, setup, key):
    with pytest.raises(ScenarioError) as info:
        run_scenario({"game": game, "setup": setup}, get_game)
    message = str(info.value)
    assert key in message and "\n" not in message, message


def test_the_command_line_names_the_file_and_the_key(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    f = tmp_path / "far.yaml"
    f.write_text("game: platformer\nsetup:\n  heroes: [{seat: 0, at: [0, 99]}]\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "game", "scenario", str(f), "--json"], capture_output=True,
                         text=True, cwd=Path(__file__).resolve().parents[2], timeout=300)
    assert out.returncode == 2 and out.stderr.count("\n") == 1, out.stderr
    assert str(f) in out.stderr and "setup.heroes[0].at" in out.stderr and "outside the board" in out.stderr



def test_a_tseuquest_file_with_a_bad_status_or_exit_is_refused_naming_file_and_field(tmp_path):
    from game.engine.scenario import run_scenario_file
    f = tmp_path / "asleep.yaml"
    f.write_text("game: tseuquest\nsetup:\n  heroes: [{hero: kordan, status: {sleep: -1}}]\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        run_scenario_file(f, get_game)
    assert str(f) in str(info.value) and "setup.heroes[0].status.sleep" in str(info.value)
    f.write_text("game: tseuquest\nsetup:\n  arena: ['. . .']\n  arena_exits: [[5, 5]]\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        run_scenario_file(f, get_game)
    assert str(f) in str(info.value) and "setup.arena_exits[0]" in str(info.value)

DU = [
    ({"heroes": [{"ref": "nobody", "at": [2, 17]}]}, "setup.heroes[0].ref"),
    ({"heroes": [{"ref": "brannoc"}]}, "setup.heroes[0]: needs at"),
    ({"heroes": [{"ref": "brannoc", "at": [2, 170]}]}, "setup.heroes[0].at"),
    ({"creatures": [{"ref": "dragon", "at": [3, 17]}]}, "setup.creatures[0].ref"),
    ({"creatures": [{"ref": "gnawer", "at": [-3, 17]}]}, "setup.creatures[0].at"),
    ({"decks": {"encounter": ["no_such_card"]}}, "setup.decks.encounter[0]"),
    ({"decks": {"obstacle": ["needle_trap", "enemies"]}}, "setup.decks.obstacle[1]"),
    ({"decks": {"jokers": []}}, "setup.decks.jokers"),
    ({"traps": [{"card": "needle_trap"}]}, "setup.traps[0]: a trap needs a position"),
    ({"traps": [{"card": "jammed_lock", "cell": [3, 17]}]}, "setup.traps[0].card"),
    ({"traps": [{"card": "pit_trap", "door": "0,0|0,1"}]}, "setup.traps[0].door"),
    ({"revealed": [99]}, "setup.revealed"),
    ({"doors": {"0,0|0,1": {"open": True}}}, "setup.doors.0,0|0,1"),
    ({"heroes": [{"ref": "brannoc", "at": [2, 17], "objects": ["laser"]}]}, "setup.heroes[0].objects[0]"),
    ({"chests": [{"cell": [50, 50]}]}, "setup.chests[0].cell"),
    ({"treasure": 3}, "setup.treasure"),
    ({"heroes": ["brannoc"]}, "setup.heroes[0]"),
    ({"decks": {"encounter": "enemies"}}, "setup.decks.encounter"),
    ({"chests": [{"cell": [3, 17], "lockd": True}]}, "setup.chests[0].lockd"),
    ({"traps": [{"card": "pit_trap", "cell": [3, 17], "hiden": True}]}, "setup.traps[0].hiden"),
]


@pytest.mark.parametrize("setup,key", DU, ids=[k for _s, k in DU])
def test_a_bad_dungeon_setup_is_refused_naming_its_key(setup, key):
    with pytest.raises(ScenarioError) as info:
        run_scenario({"game": "dungeon_universalis", "setup": setup}, get_game)
    assert key in str(info.value) and "\n" not in str(info.value), str(info.value)


OTHERS = [
    ("talisman", {"chars": [{"char": "knight_of_nothing"}]}, "setup.chars[0].char"),
    ("talisman", {"chars": [{"char": "warrior", "space": "moon"}]}, "setup.chars[0].space"),
    ("talisman", {"chars": [{"char": "warrior", "objects": ["laser"]}]}, "setup.chars[0].objects[0]"),
    ("talisman", {"board": {"moon": ["wolf"]}}, "setup.board.moon"),
    ("talisman", {"board": {"city": ["no_such_card"]}}, "setup.board.city[0]"),
    ("talisman", {"gold": {"moon": 2}}, "setup.gold.moon"),
    ("talisman", {"terrain": {"moon": "x"}}, "setup.terrain.moon"),
    ("talisman", {"terrain": {"city": "wolf"}}, "setup.terrain.city"),
    ("talisman", {"turn": {"seat": 4}}, "setup.turn.seat"),
    ("talisman", {"chars": [{"char": "warrior", "trophies": [["wolf", 3]]}]}, "setup.chars[0].trophies[0]"),
    ("star_quest", {"heroes": [{"hero": "nobody", "at": [1, 1]}]}, "setup.heroes[0].hero"),
    ("star_quest", {"heroes": [{"hero": "korrag", "at": [1, 900]}]}, "setup.heroes[0].at"),
    ("star_quest", {"units": [{"ref": "dragons", "at": [[2, 2]]}]}, "setup.units[0].ref"),
    ("star_quest", {"units": [{"ref": "zealots", "at": [[2, 2], [-1, 2]]}]}, "setup.units[0].at[1]"),
    ("star_quest", {"tokens": [{"at": [2, 2], "content": "gold_bar"}]}, "setup.tokens[0].content"),
    ("star_quest", {"tokens": [{"at": [500, 2]}]}, "setup.tokens[0].at"),
    ("star_quest", {"elements": [[1, 1], [0, 99]]}, "setup.elements[1]"),
    ("star_quest", {"map": "atlantis"}, "setup.map"),
]


@pytest.mark.parametrize("game,setup,key", OTHERS, ids=[f"{g}-{k}" for g, _s, k in OTHERS])
def test_talisman_and_star_quest_setups_are_checked_too(game, setup, key):
    with pytest.raises(ScenarioError) as info:
        run_scenario({"game": game, "setup": setup}, get_game)
    assert key in str(info.value) and "\n" not in str(info.value), str(info.value)
