"""Magic (11.x), special actions (12.x) and the Evil Wizard's figures (13.x)."""
from game.games.tseuquest.game import GAME
from game.games.tseuquest.world import defence_dice
from tq_helpers import build, choose, do, fig, force, hero, is_legal, kit, legal, mb, of, ok, pending


def mage(hand, figures=(), heroes=None, **kw):
    heroes = heroes or [{"hero": "mirel", "at": [0, 0], "hand": list(hand)}, {"hero": "kordan", "at": [1, 1]}]
    return build({"heroes": heroes, "figures": list(figures), **kw})


def test_casting_costs_mind_and_the_card_comes_back():
    w = mage(["aqua_frost"], [{"ref": "grubling", "at": [4, 0]}])
    m, g = hero(w, "mirel"), mb(w, "grubling")
    assert is_legal(w, "cast", m, "aqua_frost", g)
    force(w, "dcom", "skull", "oval", "kite")
    ev = do(w, "cast", m, "aqua_frost", g)
    assert fig(w, m).mind == 6 and kit(w, m).hand == ["aqua_frost"]
    assert not w.alive(g) and of(ev, "cast")[0]["card"] == "aqua_frost"
    ok(w)


def test_not_enough_mind_no_cast_and_zero_mind_eliminates():
    w = mage(["ignis_cinder_storm"], [{"ref": "grubling", "at": [4, 0]}],
             heroes=[{"hero": "mirel", "at": [0, 0], "hand": ["ignis_cinder_storm"], "mind": 2},
                     {"hero": "kordan", "at": [1, 1]}])
    assert not is_legal(w, "cast", hero(w, "mirel"), "ignis_cinder_storm", mb(w, "grubling"))
    w = mage(["aqua_frost"], [{"ref": "grubling", "at": [4, 0]}],
             heroes=[{"hero": "mirel", "at": [0, 0], "hand": ["aqua_frost"], "mind": 1},
                     {"hero": "kordan", "at": [1, 1]}])
    m = hero(w, "mirel")
    force(w, "dcom", "oval", "oval", "oval")
    ev = do(w, "cast", m, "aqua_frost", mb(w, "grubling"))
    assert [d["eid"] for d in of(ev, "eliminated")] == [m]          # 11.7
    assert "aqua_frost" in w.res["decks"]["aqua"]["draw"]           # 11.5: back to its deck
    ok(w)


def test_lasting_spells_stay_on_the_board_then_return():
    w = mage(["terra_stoneskin"])
    m, k = hero(w, "mirel"), hero(w, "kordan")
    base = defence_dice(w, k)
    do(w, "cast", m, "terra_stoneskin", k)
    assert kit(w, m).hand == [] and defence_dice(w, k) == base + 2
    do(w, "end_activation", m)
    do(w, "end_activation", k)
    do(w, "end_phase")                          # round 1 ends (the MB has nothing to move)
    assert defence_dice(w, k) == base + 2 and kit(w, m).hand == []
    do(w, "end_activation", m)
    do(w, "end_activation", k)
    do(w, "end_phase")                          # round 2 ends: two rounds are over
    assert defence_dice(w, k) == base and kit(w, m).hand == ["terra_stoneskin"]
    ok(w)


def test_self_only_and_area_spells_include_the_caster():
    w = mage(["ignis_heat_haze", "aqua_rain"],
             heroes=[{"hero": "mirel", "at": [0, 0], "hand": ["ignis_heat_haze", "aqua_rain"], "life": 2},
                     {"hero": "kordan", "at": [2, 0], "life": 3}, {"hero": "tobb", "at": [7, 4], "life": 3}])
    m = hero(w, "mirel")
    assert [a.args[2] for a in legal(w) if a.kind == "cast" and a.args[1] == "ignis_heat_haze"] == ["self"]
    do(w, "cast", m, "aqua_rain", "self")
    assert fig(w, m).life == 4 and fig(w, hero(w, "kordan")).life == 5 and fig(w, hero(w, "tobb")).life == 3


def test_spells_end_when_the_caster_falls():
    w = mage(["terra_stoneskin"], [{"ref": "skarn", "at": [0, 1]}],
             heroes=[{"hero": "mirel", "at": [0, 0], "hand": ["terra_stoneskin"]}, {"hero": "kordan", "at": [2, 0]}])
    m, k = hero(w, "mirel"), hero(w, "kordan")
    do(w, "cast", m, "terra_stoneskin", k)
    assert w.res["lasting"]
    from game.games.tseuquest.effects import wound
    wound(w, m, 9, [], "test")
    assert not w.res["lasting"] and "terra_stoneskin" in w.res["decks"]["terra"]["draw"]
    ok(w)


def test_magic_items_work_without_an_action():
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0], "gear": ["broadsword", "ward_ring"]},
                          {"hero": "mirel", "at": [3, 3]}]})
    assert defence_dice(w, hero(w, "kordan")) == 2 + 1


def test_summon_control_and_dismiss_an_elemental():
    w = mage(["aer_zephyr"], [{"ref": "grubling", "at": [5, 0]}],
             heroes=[{"hero": "mirel", "at": [0, 0], "hand": ["aer_zephyr"]}, {"hero": "kordan", "at": [0, 4]}])
    m = hero(w, "mirel")
    ev = do(w, "cast", m, "aer_zephyr", "self")
    z = of(ev, "summon")[0]["eid"]
    assert fig(w, z).kind == "elemental" and kit(w, m).hand == []
    do(w, "end_activation", m)
    do(w, "end_activation", hero(w, "kordan"))
    do(w, "activate", mb(w, "grubling"))
    do(w, "end_activation", mb(w, "grubling"))
    assert w.res["act"]["fid"] == m
    assert is_legal(w, "control", m, z)
    do(w, "control", m, z)
    assert w.res["act"]["ap"] == 0 and GAME.to_act(w) == 1
    assert is_legal(w, "move", z, [4, 0])
    do(w, "move", z, [4, 0])
    force(w, "dcom", "skull", "skull", "oval")
    do(w, "attack", z, mb(w, "grubling"), None)
    ev = choose(w, "roll")
    assert of(ev, "eliminated")                            # 2 skulls against 1 oval: the grubling falls
    # next round: dismiss for one point, the card comes back
    while w.res["act"] is None or w.res["act"]["fid"] != m:
        a = [x for x in legal(w) if x.kind in ("end_activation", "end_phase")][0]
        GAME.apply(w, a)
    do(w, "dismiss", m, z)
    assert not w.alive(z) and kit(w, m).hand == ["aer_zephyr"] and w.res["act"]["ap"] == 1
    ok(w)


def test_the_link_breaks_when_the_caster_is_attacked_then_the_wizard_uses_it():
    w = mage(["terra_golem"], [{"ref": "grubling", "at": [1, 0]}],
             heroes=[{"hero": "mirel", "at": [0, 0], "hand": ["terra_golem"]}, {"hero": "kordan", "at": [5, 4]}])
    m = hero(w, "mirel")
    ev = do(w, "cast", m, "terra_golem", "self")
    gol = of(ev, "summon")[0]["eid"]
    # engaged already: the grubling is next to Mirel
    assert fig(w, gol).status.get("wild") and fig(w, gol).side == "mb"
    do(w, "end_activation", m)
    do(w, "end_activation", hero(w, "kordan"))
    assert ["activate", gol] in [[a.kind, a.args[0]] for a in legal(w) if a.kind == "activate"]
    do(w, "activate", gol)
    do(w, "end_activation", gol)
    do(w, "activate", mb(w, "grubling"))
    do(w, "end_activation", mb(w, "grubling"))
    assert not w.alive(gol) and kit(w, m).hand == ["terra_golem"]     # gone after its turn under the MB
    ok(w)


def test_disarm_needs_the_roll_and_no_adjacent_enemy():
    traps = [{"kind": "spears", "edge": [[1, 0], [2, 0]], "id": "s", "hidden": False}]
    w = build({"heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [5, 4]}], "traps": traps})
    k = hero(w, "kordan")
    force(w, "dmov", "2")
    do(w, "disarm", k, "s")
    assert w.res["traps"][0]["armed"] and not is_legal(w, "disarm", k, "s")   # one of each special a turn
    w = build({"heroes": [{"hero": "tobb", "at": [1, 0]}, {"hero": "mirel", "at": [5, 4]}], "traps": traps})
    force(w, "dmov", "2")
    do(w, "disarm", hero(w, "tobb"), "s")               # Tobb's +1
    assert not w.res["traps"][0]["armed"]
    w = build({"heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [5, 4]}], "traps": traps,
               "figures": [{"ref": "grubling", "at": [1, 1]}]})
    assert not is_legal(w, "disarm", hero(w, "kordan"), "s")
    w = build({"heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [5, 4]}],
               "traps": [{"kind": "pit", "at": [2, 0], "id": "p", "hidden": False}]})
    assert not is_legal(w, "disarm", hero(w, "kordan"), "p")     # pits cannot be disarmed


def test_detect_magic_traps_ignores_sight_and_shows_only_where():
    arena = [". .|. .", "", ". .|. ."]
    traps = [{"kind": "glyph_fire", "at": [3, 0], "id": "g"}, {"kind": "pit", "at": [3, 1], "id": "p"}]
    w = build({"arena": arena, "heroes": [{"hero": "mirel", "at": [1, 0]}, {"hero": "kordan", "at": [0, 1]}],
               "traps": traps})
    m = hero(w, "mirel")
    assert not is_legal(w, "detect", hero(w, "kordan"))
    ev = do(w, "detect", m)
    t = {x["id"]: x for x in w.res["traps"]}
    assert t["g"]["detected"] and t["g"]["hidden"] and t["p"]["hidden"] and not t["p"]["detected"]
    view = GAME.private_view(w, 1)
    assert {"id": None, "kind": None, "cells": [[3, 0]], "edge": None, "armed": True, "hidden": True} in view["traps"]
    assert "glyph_fire" not in str(of(ev, "trap_detected"))
    ok(w)


def test_exchange_and_multipurpose():
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0], "gear": ["broadsword", "healing_draught"], "life": 3},
                          {"hero": "mirel", "at": [1, 0]}],
               "scenery": [{"kind": "chest", "at": [0, 1], "contents": {"gold": 30}}]})
    k, m = hero(w, "kordan"), hero(w, "mirel")
    do(w, "use", k, "potion", "healing_draught")
    assert fig(w, k).life == 6 and not is_legal(w, "use", k, "chest", [0, 1])     # one multipurpose a turn
    do(w, "exchange", k, m)
    do(w, "give", k, "broadsword", m)
    do(w, "trade_done", k)
    assert "broadsword" in kit(w, m).weapons and "broadsword" not in kit(w, k).weapons
    assert w.res["act"]["fid"] == m                        # Kordan's two points are spent
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [3, 3]}],
               "scenery": [{"kind": "chest", "at": [0, 1], "contents": {"gold": 30}}]})
    do(w, "use", hero(w, "kordan"), "chest", [0, 1])
    assert kit(w, hero(w, "kordan")).gold == 30


def test_levers_open_and_close_gates():
    arena = [". .G. .", "", ". .|. ."]
    setup = {"arena": arena, "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 1]}],
             "scenery": [{"kind": "lever", "at": [1, 0], "gates": [[[1, 0], [2, 0]]]}]}
    w = build(setup)
    k, m = hero(w, "kordan"), hero(w, "mirel")
    do(w, "use", k, "lever", [1, 0])
    assert w.res["doors"]["1,0|2,0"]["open"]
    do(w, "end_activation", k)
    do(w, "use", m, "lever", [1, 0])
    assert not w.res["doors"]["1,0|2,0"]["open"]          # 15.8: open and close as often as worked


def test_only_placed_figures_act_and_each_once():
    w = build({"arena": [". . .|. .", "", ". . .|. ."],
               "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [0, 1]}],
               "figures": [{"ref": "grubling", "at": [4, 0], "placed": False},
                           {"ref": "bonewalker", "at": [2, 1]}], "mb_phase": True})
    acts = [a.args[0] for a in legal(w) if a.kind == "activate"]
    assert acts == [mb(w, "bonewalker")]
    do(w, "activate", mb(w, "bonewalker"))
    do(w, "end_activation", mb(w, "bonewalker"))
    assert w.res["round"] == 2                             # everyone placed has acted


def test_chaos_cards_are_drawn_when_a_magic_figure_first_activates():
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [0, 1]}],
               "figures": [{"ref": "vhal", "at": [5, 0]}], "mb_phase": True})
    v = mb(w, "vhal")
    do(w, "activate", v)
    assert len(kit(w, v).hand) == 3
    view = GAME.private_view(w, 1)
    assert view["hands"][str(v)] == 3                      # adventurers see how many, not which
    assert set(GAME.private_view(w, 0)["hands"][str(v)]) == set(kit(w, v).hand)
    ok(w)


def test_action_limits():
    w = build({"heroes": [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [5, 4]}],
               "figures": [{"ref": "stone_sentinel", "at": [2, 0]}]})
    k, s = hero(w, "kordan"), mb(w, "stone_sentinel")
    for _ in range(2):
        force(w, "dcom", "kite", "kite", "kite", "kite")
        do(w, "attack", k, s, "broadsword")
        if pending(w):
            force(w, "dcom", "kite", "kite", "kite")
            choose(w, "roll")
    assert w.res["act"] is None or w.res["act"]["fid"] != k     # two points, then the turn passes


def _linked():
    w = mage(["terra_golem"], [],
             heroes=[{"hero": "mirel", "at": [0, 0], "hand": ["terra_golem"]}, {"hero": "kordan", "at": [5, 4]}])
    m = hero(w, "mirel")
    ev = do(w, "cast", m, "terra_golem", "self")
    gol = of(ev, "summon")[0]["eid"]
    assert not fig(w, gol).status.get("wild")
    return w, m, gol


def test_the_link_breaks_when_the_caster_moves():
    w, m, gol = _linked()
    force(w, "dmov", "1", "1")
    ev = do(w, "roll_move", m, "normal")
    assert of(ev, "link_lost")[0]["why"] == "moved" and fig(w, gol).side == "mb"


def test_the_link_breaks_when_the_caster_loses_sight():
    w, m, gol = _linked()
    from game.games.tseuquest.components import Pos
    g = w.get(gol, Pos)
    k = hero(w, "kordan")
    kp = w.get(k, Pos)
    kp.x, kp.y = 2, 0
    g.x, g.y = 3, 0                                  # the golem walked off; Kordan stands between them
    from game.games.tseuquest.world import bump_blockers
    bump_blockers(w)
    ev = do(w, "search", m, "trap")
    assert of(ev, "link_lost")[0]["why"] == "sight" and fig(w, gol).status.get("wild")


def test_detect_magic_is_ineffective_near_an_adversary_not_yet_placed_and_says_nothing_of_it():
    arena = [". .|. .", "", ". .|. ."]
    w = build({"arena": arena, "heroes": [{"hero": "mirel", "at": [1, 0]}, {"hero": "kordan", "at": [0, 1]}],
               "traps": [{"kind": "glyph_fire", "at": [3, 0], "id": "g"}],
               "figures": [{"ref": "grubling", "at": [3, 1], "placed": False}]})
    ev = do(w, "detect", hero(w, "mirel"))
    t = {x["id"]: x for x in w.res["traps"]}
    assert not t["g"]["detected"]                                     # 12.3: an adversary in the zone
    assert of(ev, "search_nothing") and not of(ev, "detect_blocked")  # looks like nothing found
    assert not fig(w, mb(w, "grubling")).placed
    ok(w)
