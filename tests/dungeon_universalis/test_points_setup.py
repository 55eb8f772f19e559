"""Reserve, achievement and fortune points; the JOA's three decks; heights and sizes."""
import math

from du_helpers import build, d6s, do, fig, force, kinds, legal, of

from game.engine.grid import adjacent_at_heights, behind, facing_towards, much_bigger
from game.games.dungeon_universalis import combat
from game.games.dungeon_universalis.content import content
from game.games.dungeon_universalis.game import GAME


def test_reserve_is_party_value_minus_the_leader():
    three = ["brannoc", "dorna", "ithra"]
    w = GAME.new_game({"scenario": "warren", "players": 3, "heroes": three, "companions": ["none"] * 3}, 1)
    leader = content().leader["pv"]
    assert w.res["party_value"] == 30
    assert w.res["reserve"] == 30 - leader
    w = GAME.new_game({"scenario": "warren", "players": 3, "heroes": three, "revisit": True, "experience": 5, "companions": ["none"] * 3}, 1)
    assert w.res["party_value"] == 45
    assert w.res["reserve"] == 45 + 2 * 3 - leader


def test_reserve_never_starts_below_zero():
    w, events = GAME.new_game_with_events({"scenario": "warren", "players": 1, "heroes": ["saska"], "companions": ["none"]}, 1)
    assert w.res["reserve"] == max(0, 10 - content().leader["pv"])
    setup = of(events, "setup")[0]
    assert setup["short"] == max(0, content().leader["pv"] - 10)


def test_deck_formulas():
    for players, ambushes, reinforcements in ((2, 1, 1), (3, 2, 2), (4, 2, 2)):
        w = GAME.new_game({"scenario": "warren", "players": players}, 3)
        obstacle = w.res["decks"]["obstacle"]["draw"]
        assert len(obstacle) == players * 6 + 1 + ambushes
        assert obstacle.count("thief") == 1 and obstacle.count("ambush") == ambushes
        power = w.res["decks"]["power"]["draw"]
        assert len(power) == players * 6 + reinforcements and power.count("reinforcements") == reinforcements
        assert len(w.res["decks"]["encounter"]["draw"]) == math.ceil(w.res["party_value"] / 10)


def test_achievement_for_kills_by_level_and_the_leader_bonus():
    for ref, points in (("gnawer", 1), ("warden", 2), ("bonegnasher", 3), ("skarrow", 5)):
        w = build({"heroes": [{"ref": "dorna", "at": [5, 13]}],
                   "creatures": [{"ref": ref, "at": [6, 13], "life": 1, "facing": [1, 0]}], "revealed": [3]})
        cid = next(f for f in w.res["figs"] if f.startswith("c"))
        d6s(w, 6, 5, 1, 2, 6, 6, 6, 6)   # attack 11 vs defence 3; (a block roll); damage sixes
        force(w, "d6", 6, 6, 6, 6)
        before = w.res["achievement"]["heroes"]
        do(w, "attack", "h1", cid, [], False)
        assert not fig(w, cid)["cell"] or fig(w, cid)["out"]
        assert w.res["achievement"]["heroes"] - before == points


def test_joa_point_each_turn_unless_a_hero_is_in_the_main_hall():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}]})
    do(w, "end", "h1")
    assert w.res["achievement"]["joa"] == 1
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}], "main_entered": True})
    do(w, "end", "h1")
    assert w.res["achievement"]["joa"] == 0


def test_fatal_blow_avoided_on_five_or_second_point():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17], "life": 1, "fortune": 3}]})
    h = fig(w, "h1")
    combat.wound(w, h, 3, [])
    assert h["dying"] and GAME.to_act(w) == 0                # the hero's seat is asked
    d6s(w, 5)
    do(w, "fatal", "h1", True)
    assert h["life"] == 1 and not h["out"] and h["fortune"] == 2
    assert w.res["achievement"]["joa"] == 1            # the JOA scores each fortune point a hero spends
    combat.wound(w, h, 3, [])
    d6s(w, 2)
    events = do(w, "fatal", "h1", True)               # 2 fails: asked again
    assert legal(w, "fatal") and h["fortune"] == 1
    events += do(w, "fatal", "h1", True)              # the second point passes for sure
    assert h["life"] == 1 and not h["out"] and h["fortune"] == 0 and kinds(events).count("fortune") == 2
    combat.wound(w, h, 3, [])                         # no fortune left: nobody is asked
    assert h["out"]
    assert w.res["achievement"]["joa"] == 3 + h["value"]


def test_two_identical_luck_cards_give_the_joa_two_fortune_points():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17]}],
               "creatures": [{"ref": "warden", "at": [3, 12]}], "decks": {"power": ["dark_luck", "dark_luck"]},
               "reserve": 10})
    from game.games.dungeon_universalis.joa import power_phase
    force(w, "scenario", "power", "power")
    power_phase(w, [])
    power_phase(w, [])
    c = fig(w, next(f for f in w.res["figs"] if f.startswith("c")))
    assert c["fortune"] == 2 and w.res["reserve"] == 6
    d6s(w, 1)
    c["life"] = 1
    combat.wound(w, c, 2, [])
    assert not c["out"] and c["fortune"] == 0


def test_heights_and_sizes():
    assert much_bigger("large", "small") and not much_bigger("medium", "small")
    assert much_bigger(4, 2)
    assert adjacent_at_heights((0, 0), (1, 1), 0, 1)
    assert not adjacent_at_heights((0, 0), (1, 0), 0, 2)
    assert adjacent_at_heights((0, 0), (1, 0), 0, 2, lower_is_huge=True)
    assert facing_towards((0, 0), (5, 1)) == (1, 0)
    assert behind((5, 5), (1, 0), (4, 5)) and not behind((5, 5), (1, 0), (6, 6))
