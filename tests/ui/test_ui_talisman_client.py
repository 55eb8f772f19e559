"""What Talisman tells the client: save summaries, setup hints, no hand-over, the actions
that ask to confirm, a fight's numbers and odds, and where strength comes from."""
import pytest

from game.engine.protocol import Action
from game.ui.views.talisman.model import odds

tal = pytest.importorskip("game.games.talisman.game")
client = pytest.importorskip("game.games.talisman.client")
GAME = tal.GAME


def scenario(setup, seed=4):
    return GAME.build_scenario({"players": len(setup["chars"])}, seed, setup)


def test_save_summary_names_mode_seats_and_turn():
    state = GAME.new_game({"players": 3, "souls": True, "characters": ["warrior", "wizard", "elf"]}, 5)
    es, en = GAME.save_summary(state, "es"), GAME.save_summary(state, "en")
    assert es["seats"] == ["Guerrero", "Mago", "Elfa"] and en["seats"] == ["Warrior", "Wizard", "Elf"]
    assert "Almas" in es["mode"] and "Souls" in en["mode"]
    assert es["progress"].startswith("Turno") and en["progress"].startswith("Turn")


def test_setup_hints_hide_the_expansion_options_without_it():
    assert "ending" in GAME.setup_hints({"players": 2, "souls": False})["ignored"]
    assert GAME.setup_hints({"players": 2, "souls": True})["ignored"] == []


def test_nothing_is_secret():
    state = GAME.new_game({"players": 2}, 1)
    assert GAME.handover_needed(state, 0, 1) is False


def test_dropping_and_attacking_ask_to_confirm_rolling_does_not():
    state = scenario({"chars": [{"char": "warrior", "space": "city", "objects": ["sword"]},
                                {"char": "wizard", "space": "crags"}]})
    assert GAME.action_warnings(state, Action("drop", ("sword",))) == [("drop", {"card": "sword"})]
    assert GAME.action_warnings(state, Action("roll")) == []
    assert GAME.action_warnings(state, Action("meet", (1, "attack")))[0][0] == "attack"
    assert GAME.action_warnings(state, Action("command"))[0][0] == "command"


def test_the_rulebook_warrior_counts_every_source():
    state = scenario({"chars": [{"char": "warrior", "space": "city", "str_c": 2, "objects": ["magic_belt", "sword"],
                                 "followers": ["unicorn"]}, {"char": "wizard", "space": "crags"}]})
    parts = client.stat_parts(state, 0, "strength")
    assert parts[:2] == [("base", 4), ("counters", 2)]
    assert ("magic_belt", 1) in parts and ("unicorn", 1) in parts
    assert sum(v for k, v in parts if k != "combat") == 8
    assert dict(parts)["combat"] == 1                       # the sword, in combat only


def test_odds_of_one_die_each():
    assert odds(0, 0) == (42, 17, 41)
    assert odds(6, 0)[0] == 100
    assert sum(odds(3, 5)) == 100


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_confirmation_is_worded_in_both_languages(lang):
    from game.ui.views.talisman.text import TEXT
    state = scenario({"chars": [{"char": "warrior", "space": "sentinel", "objects": ["sword"], "lives": 1},
                                {"char": "wizard", "space": "sentinel", "spells": ["healing"]}]})
    samples = {"drop": {"card": "Sword"}, "discard_spell": {"card": "Healing"}, "attack": {"who": "Wizard"},
               "sentinel": {"strength": 7, "yours": 4}, "lethal": {"who": "Wizard"}}
    codes = {"drop", "discard_spell", "attack", "sentinel", "lethal", "turn_back", "leave", "no_talisman", "quest",
             "build_raft", "command", "last_life"}
    for code in codes:
        text = TEXT[lang][f"tal.warn.{code}"].format(**samples.get(code, {}))
        assert "{" not in text and TEXT[lang][f"tal.confirm.{code}"]
    assert GAME.action_warnings(state, Action("move", ("hills", "bridge")))[0] == ("sentinel", {"strength": 7,
                                                                                              "yours": 5})
