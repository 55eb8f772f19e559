"""Variant: artifacts change hands when someone meets their condition."""
import pytest

from pf_helpers import (FIVE, add, build, content, do, force, hero_cell, is_legal, legal, next_turn, of,
                        player, stat, token)


def world(art, owner=1, seat0=None, seat1=None, pool=FIVE, exhausted=True):
    s0 = {"seat": 0, "at": [1, 0], "gold": 0, "gems": 0, **(seat0 or {})}
    s1 = {"seat": 1, "at": [9, 0], "gold": 0, "gems": 0, **(seat1 or {})}
    w = build({"heroes": [s0, s1], "turn": {"seat": 0, "pool": list(pool)},
               "shop": {"items": ["botas_prisa", "espada_runica", "escudo_roble"]}},
              options={"artifacts": True})
    w.res["artifacts"] = {art: {"owner": owner, "exhausted": exhausted}}
    return w


def claim_by_condition(condition):
    """Make seat 0 meet `condition` from a fresh position; returns the world."""
    arts = [a for a, spec in content().artifacts.items() if spec["condition"] == condition]
    assert arts, condition
    art = arts[0]
    if condition == "most_gold":
        w = world(art, seat1={"gold": 1})
        do(w, "coin", 3)
        assert w.res["artifacts"][art]["owner"] == 1          # a tie takes nothing
        do(w, "forge", 0, 1, "coin")
        do(w, "coin", 5)
    elif condition == "most_gems":
        w = world(art)
        token(w, "gem", (2, 0))
        do(w, "move", 0, "right")
    elif condition == "highest":
        w = world(art)
        do(w, "move", 0, "up")
    elif condition == "push_hero":
        w = world(art, seat1={"at": [2, 0]})
        do(w, "move", 0, "right")
        if w.res["turn"].get("push"):
            do(w, "push", tuple(w.res["turn"]["push"]["options"][0]))
    elif condition == "use_portal":
        w = world(art, seat0={"at": [3, 4]})
        do(w, "portal", 0, (5, 4))
    elif condition == "knocked_out":
        w = world(art, seat0={"health": stat("hombre_lobo", "damage")})
        add(w, "hombre_lobo", (2, 0))
        do(w, "move", 0, "up")
        assert hero_cell(w, 0) is None
    elif condition == "buy":
        w = world(art, seat0={"at": [7, 2], "gold": 9})
        do(w, "buy", "items", 0)
    elif condition == "forge":
        w = world(art)
        do(w, "forge", 0, 1, "sword")
    elif condition == "defeat_enemy":
        w = world(art, pool=["sword"] * 5)
        z = add(w, "zombie", (2, 0))
        do(w, "ready", 0)
        do(w, "attack", z)
    elif condition == "take_trap":
        w = world(art, seat0={"at": [2, 1]})
        do(w, "move", 0, "right")
    else:
        pytest.fail(f"untested artifact condition {condition}")
    return w, art


@pytest.mark.parametrize("condition", sorted({a["condition"] for a in content().artifacts.values()}))
def test_meeting_a_condition_takes_the_artifact_from_anyone_refreshed(condition):
    w, art = claim_by_condition(condition)
    assert w.res["artifacts"][art] == {"owner": 0, "exhausted": False}


def test_every_artifact_condition_is_tested():
    assert len(content().artifacts) == 10


@pytest.mark.parametrize("art", sorted(a for a, s in content().artifacts.items() if s["kind"] == "exhaust"))
def test_exhaust_artifacts_are_used_once_per_turn(art):
    w = world(art, owner=0, exhausted=False, seat0={"gold": 0, "gems": 0})
    pool_before = len(w.res["turn"]["pool"])
    events = do(w, "use_artifact", art)
    assert w.res["artifacts"][art]["exhausted"] and not is_legal(w, "use_artifact", art)
    for eff in content().artifacts[art]["effects"]:
        if "symbol" in eff:
            new = w.res["turn"]["pool"][pool_before:]
            assert [d["face"] for d in new] == [eff["symbol"]] * eff.get("times", 1)
        elif "gold" in eff:
            assert player(w, 0)["gold"] >= eff["gold"]
        elif "gems" in eff:
            assert player(w, 0)["gems"] >= eff["gems"]
        elif "heal" in eff:
            assert of(events, "use_artifact")
        else:
            pytest.fail(f"unknown exhaust effect {eff}")
    force(w, "action", FIVE)
    force(w, "enemy", ["left"])
    next_turn(w)
    next_turn(w)
    if w.res["artifacts"][art]["owner"] == 0:
        assert w.res["artifacts"][art]["exhausted"] is False


def test_artifacts_off_by_default():
    w = build({"heroes": [{"seat": 0, "at": [1, 0]}], "turn": {"seat": 0, "pool": FIVE}})
    assert w.res["artifacts"] == {}
    do(w, "forge", 0, 1, "sword")
    assert not any(a.kind == "use_artifact" for a in legal(w))
