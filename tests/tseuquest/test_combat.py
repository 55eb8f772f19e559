"""Melee (8.x) and ranged (9.x) combat, with every entry of the four fumble
tables; the forced dice are: attack dCom, attack fumble dMov, defence dCom,
defence fumble dMov (in that order)."""
from game.games.tseuquest.components import Figure
from tq_helpers import build, cell, choose, do, fig, force, hero, is_legal, kit, mb, of, ok, pending

# Kordan (attack 2 + broadsword 2, defence 2 + round shield 1) next to the enemy at (2,0)
def melee(ref="stone_sentinel", extra=(), **kw):
    heroes = [{"hero": "kordan", "at": [1, 0]}, {"hero": "mirel", "at": [1, 1]}] + list(extra)
    return build({"heroes": heroes, "figures": [{"ref": ref, "at": [2, 0]}], **kw})


def attack(w, atk, dfn=None, fumbles=(), dfumbles=(), choice="roll"):
    k = hero(w, "kordan")
    force(w, "dcom", *atk)
    if fumbles:
        force(w, "dmov", *fumbles)
    ev = do(w, "attack", k, mb(w, "stone_sentinel"), "broadsword")
    return ev


def test_adjacent_only_and_the_dice_of_figure_plus_one_weapon():
    w = melee()
    k, s = hero(w, "kordan"), mb(w, "stone_sentinel")
    assert is_legal(w, "attack", k, s, "broadsword")
    assert not is_legal(w, "attack", hero(w, "mirel"), s, "oak_staff")    # diagonal: not adjacent
    force(w, "dcom", "skull", "skull", "skull", "bolt")
    ev = do(w, "attack", k, s, "broadsword")
    assert of(ev, "attack")[0]["dice"] == 4 and of(ev, "noise")           # 8.15: combat is noisy
    p = pending(w)
    assert p["kind"] == "defend" and p["seat"] == 0
    force(w, "dcom", "oval", "bolt", "kite")    # oval blocks 1, lightning blocks 2, kite is not the MB's shield
    ev = choose(w, "roll")
    h = of(ev, "hits")[0]
    assert (h["skulls"], h["blocks"], h["bolts"], h["hits"]) == (3, 3, 1, 1)
    assert fig(w, s).life == 2
    ok(w)


def test_the_defender_may_decline_and_excess_hits_are_lost():
    w = melee("grubling")
    k, g = hero(w, "kordan"), mb(w, "grubling")
    force(w, "dcom", "skull", "skull", "skull", "bolt")
    do(w, "attack", k, g, "broadsword")
    ev = choose(w, "decline")
    assert of(ev, "decline") and of(ev, "wound")[0]["amount"] == 1      # life 1: the other 3 hits are lost
    assert of(ev, "eliminated") and cell(w, g) is None if w.alive(g) else True
    assert not w.alive(g)


def test_adventurers_block_with_the_kite_shield():
    w = melee("grubling", mb_phase=True, activate="grubling")
    g, k = mb(w, "grubling"), hero(w, "kordan")
    force(w, "dcom", "skull", "skull")
    do(w, "attack", g, k, None)
    assert pending(w)["seat"] == 1
    force(w, "dcom", "kite", "oval", "skull")
    ev = choose(w, "roll")
    assert of(ev, "hits")[0]["hits"] == 1 and fig(w, k).life == 7


def _attack_with_fumble(key, defence=("oval", "oval", "oval"), atk=("qmark", "skull", "skull", "skull"),
                        extra=(), choice="roll"):
    w = melee(extra=extra)
    k, s = hero(w, "kordan"), mb(w, "stone_sentinel")
    force(w, "dcom", *atk)
    force(w, "dmov", key)
    ev = do(w, "attack", k, s, "broadsword")
    if pending(w) and pending(w)["kind"] == "defend":
        force(w, "dcom", *defence)
        ev += choose(w, choice)
    return w, ev


def test_attack_fumble_counterattack():
    w, ev = _attack_with_fumble("1", defence=("skull", "skull", "oval"))
    assert of(ev, "fumble")[0]["entry"] == "counter"
    assert of(ev, "counter")[0]["hits"] == 2 and fig(w, hero(w, "kordan")).life == 8 - 2


def test_attack_fumble_disarmed_until_free():
    w, ev = _attack_with_fumble("2")
    k, s = hero(w, "kordan"), mb(w, "stone_sentinel")
    assert kit(w, k).lost == {"broadsword": "dropped"}
    assert is_legal(w, "attack", k, s, None) and not is_legal(w, "attack", k, s, "broadsword")
    force(w, "dmov", "1", "1")
    do(w, "roll_move", k, "normal")
    do(w, "move", k, [0, 1])                     # no longer next to an adversary: the move ends, 2 of 2
    assert kit(w, k).lost == {}


def test_attack_fumble_ouch_no_second_attack():
    w, ev = _attack_with_fumble("3")
    assert of(ev, "fumble")[0]["entry"] == "ouch"
    assert not is_legal(w, "attack", hero(w, "kordan"), mb(w, "stone_sentinel"), "broadsword")


def test_attack_fumble_oh_no_hits_an_adjacent_friend():
    w, ev = _attack_with_fumble("4", extra=[{"hero": "tobb", "at": [0, 0]}],
                                defence=("kite", "kite", "kite", "kite", "kite"))
    assert of(ev, "redirect")[0]["target"] == hero(w, "tobb")
    assert pending(w) is None and of(ev, "hits")[0]["target"] == hero(w, "tobb")


def test_attack_fumbles_five_six_cancel_skulls_and_lightning_nothing():
    for key, skulls in (("5", 1), ("6", 2), ("bolt", 3)):
        w, ev = _attack_with_fumble(key, defence=("kite", "kite", "kite"))
        assert of(ev, "hits")[0]["skulls"] == skulls, key


def test_attack_fumble_question_mark_the_defender_picks_and_at_most_two():
    w = melee()
    k, s = hero(w, "kordan"), mb(w, "stone_sentinel")
    force(w, "dcom", "qmark", "qmark", "qmark", "skull")
    force(w, "dmov", "qmark", "6")
    ev = do(w, "attack", k, s, "broadsword")
    assert len([r for r in of(ev, "roll") if r["slot"] == "fumble"]) == 2   # three ?, two rolls
    p = pending(w)
    assert p["kind"] == "pick_attack_fumbles" and p["seat"] == 0 and "qmark" not in p["options"]
    ev = choose(w, "5")
    assert [f["entry"] for f in of(ev, "fumble")] == ["ha_ha", "ha"]


def _defended(key, atk=("skull", "skull", "kite", "oval"), dfn=("qmark", "oval", "oval"), extra=()):
    w = melee(extra=extra)
    k, s = hero(w, "kordan"), mb(w, "stone_sentinel")
    force(w, "dcom", *atk)
    do(w, "attack", k, s, "broadsword")
    force(w, "dcom", *dfn)
    force(w, "dmov", key)
    ev = choose(w, "roll")
    return w, ev


def test_defence_fumble_all_in_and_shield_cancels():
    w, ev = _defended("1")
    assert of(ev, "hits")[0]["skulls"] == 4                      # the attacker's two shields become skulls
    for key, blocks in (("5", 0), ("6", 1), ("bolt", 2)):
        w, ev = _defended(key)
        assert of(ev, "hits")[0]["blocks"] == blocks, key


def test_defence_fumble_disarmed_loses_the_shield():
    w = melee("grubling", mb_phase=True, activate="grubling")
    g, k = mb(w, "grubling"), hero(w, "kordan")
    force(w, "dcom", "skull", "skull")
    do(w, "attack", g, k, None)
    force(w, "dcom", "qmark", "kite", "kite")
    force(w, "dmov", "2")
    choose(w, "roll")
    assert kit(w, k).lost == {"round_shield": "dropped"}


def test_defence_fumble_oops_the_attacker_moves_you():
    w, ev = _defended("3")
    p = pending(w)
    assert p["kind"] == "oops_move" and p["seat"] == 1 and "none" in p["options"]
    s = mb(w, "stone_sentinel")
    choose(w, [3, 0])
    assert cell(w, s) == (3, 0)


def test_defence_fumble_in_the_way_costs_a_companion_an_action_point():
    w = melee("grubling", mb_phase=True, activate="grubling", extra=[])
    g, k, m = mb(w, "grubling"), hero(w, "kordan"), hero(w, "mirel")
    force(w, "dcom", "skull", "skull")
    do(w, "attack", g, k, None)
    force(w, "dcom", "qmark", "kite", "kite")
    force(w, "dmov", "4")
    choose(w, "roll")
    assert fig(w, m).status.get("ap_loss") == 1


def test_defence_fumble_question_mark_the_attacker_picks():
    w, ev = _defended("qmark")
    p = pending(w)
    assert p["kind"] == "pick_defence_fumbles" and p["seat"] == 1
    ev = choose(w, "5")
    assert of(ev, "hits")[0]["blocks"] == 0


# -- ranged ---------------------------------------------------------------------------------------
def ranged(target_at=(5, 0), extra_scenery=(), target="grubling", **kw):
    return build({"heroes": [{"hero": "ysolde", "at": [0, 0]}, {"hero": "kordan", "at": [0, 2]}],
                  "figures": [{"ref": target, "at": list(target_at)}], "scenery": list(extra_scenery), **kw})


def test_shots_need_sight_no_adjacent_target_and_a_free_shooter():
    w = ranged()
    y, g = hero(w, "ysolde"), mb(w, "grubling")
    assert is_legal(w, "shoot", y, g, "longbow") and not is_legal(w, "shoot", y, g, "short_sword")
    w = ranged(target_at=(1, 0))
    assert not is_legal(w, "shoot", hero(w, "ysolde"), mb(w, "grubling"), "longbow")   # adjacent
    w = build({"heroes": [{"hero": "ysolde", "at": [0, 0]}, {"hero": "kordan", "at": [0, 2]}],
               "figures": [{"ref": "grubling", "at": [5, 0]}, {"ref": "bonewalker", "at": [0, 1]}]})
    assert not is_legal(w, "shoot", hero(w, "ysolde"), mb(w, "grubling"), "longbow")   # an enemy next to her
    w = ranged(extra_scenery=[{"kind": "cupboard", "at": [3, 0]}])
    assert not is_legal(w, "shoot", hero(w, "ysolde"), mb(w, "grubling"), "longbow")   # total cover


def test_second_and_later_lightning_double_damage_and_the_target_always_rolls():
    w = ranged(target="stone_sentinel")
    y, s = hero(w, "ysolde"), mb(w, "stone_sentinel")
    force(w, "dcom", "bolt", "bolt", "skull", "kite", "kite")    # 3 shot dice, then its 2 shot-defence dice
    ev = do(w, "shoot", y, s, "longbow")
    assert pending(w) is None                                     # 9.15: no choice to decline
    h = of(ev, "hits")[0]
    assert h["hits"] == 1 + 2 + 1 and not w.alive(s)             # 1 + 2 for the lightning, the skull unblocked


def test_partial_cover_adds_dice_whose_question_marks_are_plain_misses():
    w = ranged(extra_scenery=[{"kind": "statue", "at": [3, 0]}], target="stone_sentinel")
    y, s = hero(w, "ysolde"), mb(w, "stone_sentinel")
    force(w, "dcom", "skull", "skull", "skull", "kite", "kite", "qmark", "oval")
    ev = do(w, "shoot", y, s, "longbow")
    slots = [r["slot"] for r in of(ev, "roll") if r["who"] == s]
    assert slots == ["defence", "defence", "cover", "cover"]      # gear 2 + statue 2
    assert not [r for r in of(ev, "roll") if r["slot"] == "fumble"]
    assert of(ev, "hits")[0]["blocks"] == 1


def _shot_fumble(key, target="stone_sentinel", extra=()):
    w = build({"heroes": [{"hero": "ysolde", "at": [0, 0]}, {"hero": "kordan", "at": [0, 2]}] + list(extra),
               "figures": [{"ref": target, "at": [5, 0]}]})
    y, s = hero(w, "ysolde"), mb(w, target)
    force(w, "dcom", "qmark", "skull", "skull", "kite", "kite")
    force(w, "dmov", key)
    ev = do(w, "shoot", y, s, "longbow")
    return w, ev, y, s


def test_shot_fumbles_all_entries():
    w, ev, y, s = _shot_fumble("1")
    assert fig(w, y).life == 5 and of(ev, "hits")[0].get("miss")
    w, ev, y, s = _shot_fumble("2")
    assert kit(w, y).lost == {"longbow": "broken"} and not is_legal(w, "shoot", y, s, "longbow")
    w, ev, y, s = _shot_fumble("3")
    assert kit(w, y).lost == {"longbow": "jammed"} and of(ev, "hits")[0]["skulls"] == 2
    w, ev, y, s = _shot_fumble("4")
    assert of(ev, "redirect")[0]["target"] == hero(w, "kordan")
    w, ev, y, s = _shot_fumble("5")
    assert of(ev, "hits")[0].get("miss")
    w, ev, y, s = _shot_fumble("6")
    assert of(ev, "hits")[0]["skulls"] == 1
    w, ev, y, s = _shot_fumble("bolt")
    assert of(ev, "hits")[0]["skulls"] == 2
    w, ev, y, s = _shot_fumble("qmark")
    p = pending(w)
    assert p["kind"] == "pick_shot_fumbles" and p["seat"] == 0


def test_a_jammed_weapon_takes_two_actions_to_mend():
    w, ev, y, s = _shot_fumble("3")
    do(w, "end_activation", y)
    do(w, "end_activation", hero(w, "kordan"))
    for e in [a.args[0] for a in __import__("tq_helpers").legal(w) if a.kind == "activate"]:
        do(w, "activate", e)
        do(w, "end_activation", e)
    assert w.res["act"]["fid"] == y
    assert is_legal(w, "repair", y, "longbow")
    do(w, "repair", y, "longbow")
    assert kit(w, y).lost == {} and w.res["act"] is None or w.res["act"]["fid"] != y


def _shot_at_kordan(key, extra=(), cover=()):
    w = build({"heroes": [{"hero": "kordan", "at": [5, 0]}, {"hero": "mirel", "at": [5, 2]}] + list(extra),
               "figures": [{"ref": "mire_archer", "at": [0, 0]}], "scenery": list(cover),
               "mb_phase": True, "activate": "mire_archer"})
    a, k = mb(w, "mire_archer"), hero(w, "kordan")
    force(w, "dcom", "skull", "kite")                         # the archer's 2 shot dice
    n = 1 + (1 if cover else 0) * 2                           # round shield 1 (+ statue 2)
    force(w, "dcom", "qmark", *(["kite", "kite"] if cover else []))
    force(w, "dmov", key)
    ev = do(w, "shoot", a, k, None)
    _ = n
    return w, ev, a, k


def test_shot_defence_fumbles_all_entries():
    w, ev, a, k = _shot_at_kordan("1")
    assert of(ev, "hits")[0]["skulls"] == 2                   # impossible: the archer's shield counts
    w, ev, a, k = _shot_at_kordan("2", cover=[{"kind": "statue", "at": [3, 0]}])
    assert of(ev, "hits")[0]["blocks"] == 0                   # cover dice discarded
    w, ev, a, k = _shot_at_kordan("3", cover=[{"kind": "statue", "at": [3, 0]}])
    assert of(ev, "hits")[0]["blocks"] == 2                   # own gear discarded, cover kept
    w, ev, a, k = _shot_at_kordan("4")
    assert of(ev, "redirect")[0]["target"] == hero(w, "mirel")
    w, ev, a, k = _shot_at_kordan("5")
    assert fig(w, k).status.get("ap_loss") == 2
    w, ev, a, k = _shot_at_kordan("6")
    assert fig(w, k).status.get("ap_loss") == 1
    w, ev, a, k = _shot_at_kordan("bolt")
    assert of(ev, "hits")[0]["hits"] == 1
    w, ev, a, k = _shot_at_kordan("qmark")
    assert pending(w)["kind"] == "pick_shot_defence_fumbles" and pending(w)["seat"] == 0


def test_a_figure_in_a_pit_can_be_shot_from_next_to_it():
    w = ranged(target_at=(1, 0))
    g = mb(w, "grubling")
    fig(w, g).status["pit"] = "p"
    w.res["traps"].append({"id": "p", "kind": "pit", "cells": [[1, 0]], "edge": None, "hidden": False,
                           "armed": True, "detected": False})
    from game.games.tseuquest.world import bump_blockers
    bump_blockers(w)
    assert is_legal(w, "shoot", hero(w, "ysolde"), g, "longbow")


def test_a_prone_figure_defends_against_missiles_with_half_its_dice():
    from game.games.tseuquest.world import shot_defence_dice
    w = build({"heroes": [{"hero": "kordan", "at": [5, 0], "gear": ["broadsword", "chain_mail", "round_shield"]},
                          {"hero": "mirel", "at": [5, 2]}]})
    k = hero(w, "kordan")
    base = shot_defence_dice(w, k)
    assert base >= 2
    fig(w, k).status["prone"] = True
    assert shot_defence_dice(w, k) == base // 2              # 6.15: half its dCom, missiles too


def test_a_random_friend_is_never_a_figure_off_the_board():
    w = build({"heroes": [{"hero": "kordan", "at": [2, 0]}, {"hero": "mirel", "at": [5, 2]}],
               "figures": [{"ref": "grubling", "at": [1, 0]}, {"ref": "grubling", "at": [0, 0], "placed": False}],
               "mb_phase": True, "activate": "grubling"})
    g = w.res["act"]["fid"]                                  # the placed grubling, activated
    force(w, "dcom", "qmark", "skull")
    force(w, "dmov", "4")                                    # "Oh no!": at a random friend next to it
    ev = do(w, "attack", g, hero(w, "kordan"), None)
    assert not of(ev, "redirect")                            # the unplaced grubling is not on the board
    hidden = [e for e, f in w.query(Figure) if not f.placed]
    assert hidden and not any(e.data.get("eid") in hidden or e.data.get("target") in hidden for e in ev)
