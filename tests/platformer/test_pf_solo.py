"""Solo mode: the event deck, its step before "remove level", 12 turns,
losing, and the score."""
import pytest

from pf_helpers import (Figure, FIVE, add, build, content, do, force, kinds, of, player, stat, wounds)

from game.games.platformer.game import GAME, solo_score
from game.games.platformer.world import passives_changed

SOLO = {"mode": "solo", "players": 1, "heroes": ["melosa"]}


def solo(setup=None, seed=1):
    """A solo position whose current turn has no event (the setup's card goes back to the deck)."""
    s = {"heroes": [{"seat": 0, "at": [0, 0]}], "turn": {"seat": 0, "pool": FIVE}, **(setup or {})}
    w = build(s, options=SOLO, seed=seed)
    w.res["decks"]["events"]["draw"] += w.res["events_seen"]
    w.res["events_seen"] = []
    w.res["turn"]["event"] = None
    passives_changed(w)         # (set in place: the kept passive effects must know)
    return w


def next_solo_turn(w, card=None, action=FIVE, enemy="left"):
    if card:
        force(w, "deck:events", [card])
    force(w, "action", action)
    force(w, "enemy", [enemy])
    if w.res["turn"]["phase"] == "actions":
        do(w, "end_actions")
    return do(w, "finish", False)


def test_the_event_deck_has_twelve_cards_and_the_first_turn_draws_one():
    w, events = GAME.new_game_with_events({"players": 1}, 3)
    assert len(content().events) == 12
    assert len(w.res["events_seen"]) == 1 and len(w.res["decks"]["events"]["draw"]) == 11
    k = kinds(events)
    assert k.index("event_card") < k.index("roll") and w.res["turn"]["event"] == w.res["events_seen"][0]


def test_the_event_step_comes_before_removing_a_level():
    w = solo({"heroes": [{"seat": 0, "at": [1, 8]}]})
    events = next_solo_turn(w)
    k = kinds(events)
    assert k.index("event_card") < k.index("remove_level") < k.index("roll")


def test_twelve_turns_then_the_empty_event_deck_loses():
    w = GAME.new_game({"players": 1, "heroes": ["melosa"]}, 4)
    turns = 1
    while True:
        for eid, f in list(w.query(Figure)):        # keep the hero safe: no enemies at all
            if f.kind != "hero":
                w.despawn(eid)
        respawn = [a for a in GAME.legal_actions(w) if a.kind == "respawn"]
        if respawn:
            GAME.apply(w, respawn[0])
        force(w, "action", ["coin"] * 5)
        force(w, "enemy", ["left"])
        do(w, "end_actions")
        do(w, "finish", False)
        if w.res["result"] is not None:
            break
        turns += 1
    assert turns == 12 and w.res["result"]["reason"] == "solo_out_of_time"
    assert GAME.result(w).winners == [] and GAME.result(w).scores == {0: 0}


def test_being_knocked_out_loses_the_solo_game():
    w = solo({"heroes": [{"seat": 0, "at": [1, 0], "health": stat("hombre_lobo", "damage")}]})
    add(w, "hombre_lobo", (2, 0))
    events = do(w, "move", 0, "up")
    assert of(events, "game_over") == [{"winners": [], "reason": "solo_knocked_out"}]
    assert GAME.legal_actions(w) == [] and GAME.result(w).finished


@pytest.mark.parametrize("card", sorted(c for c, e in content().events.items() if e["timing"] == "now"))
def test_now_events_happen_at_the_event_step(card):
    w = solo({"heroes": [{"seat": 0, "at": [0, 0], "health": 1, "gold": 0, "gems": 0}]})
    events = next_solo_turn(w, card)
    p = player(w, 0)
    for eff in content().events[card]["effects"]:
        if "heal" in eff:
            assert p["health"] == 1 + eff["heal"]
        elif "gems" in eff:
            assert p["gems"] == eff["gems"]
        elif "gold" in eff:
            assert p["gold"] == eff["gold"]
        elif "spawn_enemy" in eff:
            spawned = of(events, "enemy_spawn")
            assert len(spawned) == eff["spawn_enemy"] and spawned[0]["ref"] == w.res["enemy_cards"][0]
        else:
            pytest.fail(f"unknown now effect {eff}")


@pytest.mark.parametrize("card", sorted(c for c, e in content().events.items() if e["timing"] == "turn"))
def test_turn_events_last_the_whole_turn(card):
    from game.games.platformer.actions import shop_price
    from game.games.platformer.combat import enemy_damage, target_health
    w = solo()
    z = add(w, "zombie", (5, 0))
    base = {"size": len(w.res["turn"]["pool"]), "price": shop_price(w, 0, 5), "hp": target_health(w, z),
            "dmg": enemy_damage(w, z, 0)}
    next_solo_turn(w, card)
    assert w.res["turn"]["event"] == card
    now = {"size": len(w.res["turn"]["pool"]), "price": shop_price(w, 0, 5), "hp": target_health(w, z),
           "dmg": enemy_damage(w, z, 0)}
    for eff in content().events[card]["effects"]:
        key, n = next(iter(eff.items()))
        want = {"dice_minus": ("size", -n), "dice_plus": ("size", n), "shop_discount": ("price", -n),
                "shop_markup": ("price", n), "enemy_health": ("hp", n), "enemy_damage": ("dmg", n)}[key]
        assert now[want[0]] - base[want[0]] == want[1], key
    next_solo_turn(w, "bendicion" if card != "bendicion" else "tesoro")       # the next turn: gone
    assert target_health(w, z) == base["hp"] and enemy_damage(w, z, 0) == base["dmg"]


def test_end_events_trigger_at_the_end_of_the_turn():
    ends = {c: e for c, e in content().events.items() if e["timing"] == "end"}
    assert ends
    for card, spec in ends.items():
        w = solo({"heroes": [{"seat": 0, "at": [1, 0]}]})
        add(w, "zombie", (2, 0))
        next_solo_turn(w, card, enemy="left")      # the zombie is lumbering: it stays next to the hero
        assert w.res["turn"]["event"] == card and wounds(w, 0) == 0
        events = next_solo_turn(w, "tesoro")
        eff = spec["effects"][0]
        if "enemies_attack" in eff:
            assert of(events, "enemy_attack") and wounds(w, 0) == stat("zombie", "damage")
        elif "wound_if_adjacent" in eff:
            assert wounds(w, 0) == eff["wound_if_adjacent"]
        else:
            pytest.fail(f"unknown end effect {eff}")


def test_the_score_of_a_solo_win():
    w = solo({"heroes": [{"seat": 0, "at": [4, 14], "gold": 4, "items": ["botas_prisa"],
                          "potions": ["pocion_curacion"]}],
              "level_status": ["revealed"] * 4, "turn": {"seat": 0, "pool": ["sword"] * 5}})
    medusa = add(w, "medusa", (5, 14), kind="boss")
    w.res["players"][0]["kills"] = 2                # two enemies defeated before
    w.res["decks"]["events"]["draw"] = w.res["decks"]["events"]["draw"][:5]
    extra = w.res["boss_health"] - 5 + 1            # one wound over the boss's health
    assert 1 <= extra <= 5
    w.res["players"][0]["gems"] = extra + 3         # x2 on `extra` dice costs 1 gem each; 3 stay
    for i in range(extra):
        do(w, "gem", i, 1)
    for i in range(5):
        do(w, "ready", i)
    do(w, "attack", medusa)
    r = GAME.result(w)
    assert r.winners == [0] and w.res["result"]["overkill"] == 1
    worth = 4 + content().items["botas_prisa"]["cost"] + content().potions["pocion_curacion"]["cost"]
    # two enemies and the boss ("the boss is an Enemy too") at 2 each, 2 per wound over its health
    expected = 3 * 5 + 2 * 3 + 2 * 1 + 1 * 3 + worth // 3
    assert r.scores == {0: expected} == {0: solo_score(w)}
