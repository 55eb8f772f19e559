"""What Dungeon Universalis tells the client before a click: the odds of an attack, the
consequences to confirm (leaving, running, disengaging) and the save list's summary."""
from game.engine.protocol import Action
from game.games.dungeon_universalis import client
from game.games.dungeon_universalis.game import GAME


def test_leaving_and_running_ask_to_confirm():
    w = GAME.new_game({"players": 2}, 3)
    acting = w.res["act"]["fid"]
    [(code, args)] = GAME.action_warnings(w, Action("leave", (acting,)))
    assert code == "du_leave" and args == {"mission": False, "last": False}
    assert GAME.action_warnings(w, Action("run", (acting,))) == [("du_run", {})]
    assert GAME.action_warnings(w, Action("end", (acting,))) == []


def test_the_last_hero_leaving_ends_the_adventure():
    w = GAME.new_game({"players": 1}, 3)
    acting = w.res["act"]["fid"]
    assert GAME.action_warnings(w, Action("leave", (acting,)))[0][1]["last"] is True


def test_odds_are_chances_and_follow_the_modifiers():
    w = GAME.new_game({"players": 2}, 3)
    h1, h2 = w.res["party"]
    even = client.melee_odds(w, h1, h2)
    assert 0 < even["chance"] < 1
    w.res["figs"][h2]["states"]["knocked_down"] = True        # +1 against a fallen foe
    better = client.melee_odds(w, h1, h2)
    assert better["chance"] > even["chance"] and "down" in better["why"]
    w.res["figs"][h2]["states"]["immobile"] = True            # an immobile foe is hit automatically
    assert client.melee_odds(w, h1, h2)["chance"] == 1.0


def test_the_save_names_the_heroes_and_the_turn():
    w = GAME.new_game({"players": 2}, 3)
    s = GAME.save_summary(w, "es")
    assert s["progress"] == "Turno 1" and len(s["seats"]) == 2
    assert GAME.save_summary(w, "en")["progress"] == "Turn 1"
