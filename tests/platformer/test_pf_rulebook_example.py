"""The rulebook's worked example (Melosa's and Etern's turns), replayed from
tests/scenarios/rulebook_example.yaml one action at a time, checking what the
rulebook says happens at each step."""
from pathlib import Path

from pf_helpers import (board, cell_of, hero_cell, kinds, max_health, of, player, stat, tokens_on)

from game.engine.chance import Rng
from game.engine.protocol import Action
from game.engine.scenario import load_scenario
from game.games.platformer.game import GAME

FILE = Path(__file__).resolve().parents[1] / "scenarios" / "rulebook_example.yaml"
LOWER_WOLF, TOP_WOLF, ENT, MEDUSA = 100, 101, 102, 103


def start():
    data = load_scenario(FILE)
    w = GAME.build_scenario(data["options"], data["seed"], data["setup"])
    for die, faces in data["force"].items():
        Rng(w.res["rng"]).force(die, faces)
    actions = [Action.from_data(a) for a in data["actions"]]
    return w, iter(actions)


def step(w, actions, kind):
    a = next(actions)
    assert a.kind == kind, f"the scenario file changed: expected {kind}, got {a}"
    return GAME.apply(w, a)


def test_the_rulebook_example_step_by_step():
    w, actions = start()
    b = board(w)
    assert hero_cell(w, 0) == (6, 11) and hero_cell(w, 1) == (5, 0)

    # -- Melosa's turn -----------------------------------------------------------------
    ev = step(w, actions, "finish")
    # 1. remove level: Melosa is two levels above the lowest; Etern on it is knocked out
    assert w.res["level_status"][0] == "removed"
    assert of(ev, "knocked_out") == [{"seat": 1, "cell": (5, 0)}]
    etern = player(w, 1)
    assert hero_cell(w, 1) is None and etern["special"] == "blank" and etern["health"] == max_health(w, 1)
    # 2. her Hasty Boots are refreshed;  3. the roll, with the stored sword on the special die
    assert player(w, 0)["items"] == [["botas_prisa", False]]
    pool = w.res["turn"]["pool"]
    assert [d["face"] for d in pool] == ["monster", "sword", "boot", "boot", "coin", "sword"]
    assert pool[5]["src"] == "special" and w.res["turn"]["enemy_face"] == "right"
    # 4. the Ent steps right on the bottom row (a platform though none is drawn);
    #    the werewolves stay: one would leave its platform, the other is at the map's edge
    assert (3, 4) not in b.floor and cell_of(w, ENT) == (3, 4)
    assert cell_of(w, LOWER_WOLF) == (5, 10) and cell_of(w, TOP_WOLF) == (9, 11) and cell_of(w, MEDUSA) == (9, 14)
    assert {e["eid"] for e in of(ev, "enemy_move")} == {ENT}

    # 5. one monster, powered by her ability, moves the top werewolf two squares, off its platform
    step(w, actions, "shove")
    assert w.res["turn"]["shove"] == {"eid": TOP_WOLF, "left": 1}
    step(w, actions, "shove_more")
    assert cell_of(w, TOP_WOLF) == (7, 11) and (7, 11) not in b.floor
    # sword + the special die's sword + one gem defeat the werewolf (health 3)
    step(w, actions, "gem")
    step(w, actions, "ready")
    step(w, actions, "ready")
    gems_before = player(w, 0)["gems"]
    ev = step(w, actions, "attack")
    assert of(ev, "attack")[0]["wounds"] == 3 == stat("hombre_lobo", "health")
    assert not w.alive(TOP_WOLF) and player(w, 0)["special"] == "blank"
    assert player(w, 0)["gems"] == gems_before - 1 + stat("hombre_lobo", "loot").get("gems", 0)
    # the Hasty Boots move her one square left, picking up a gold coin
    gold = player(w, 0)["gold"]
    step(w, actions, "use_item")
    assert player(w, 0)["items"] == [["botas_prisa", True]]
    step(w, actions, "move")
    assert hero_cell(w, 0) == (5, 11) and player(w, 0)["gold"] == gold + 1 and tokens_on(w, (5, 11)) == []
    assert w.res["turn"]["pool"][6]["src"] == "item" and w.res["turn"]["pool"][6]["used"]
    step(w, actions, "coin")
    # 6. two boots left unused: forged into a sword for the special die
    step(w, actions, "end_actions")
    assert sorted(d["face"] for d in w.res["turn"]["pool"] if not d["used"]) == ["boot", "boot"]
    step(w, actions, "forge")
    step(w, actions, "store")
    assert player(w, 0)["special"] == "sword"
    # 7. gravity changes nothing: Melosa stands on the lower werewolf
    ev = step(w, actions, "finish")
    assert "fall" not in kinds(ev) and hero_cell(w, 0) == (5, 11) and cell_of(w, LOWER_WOLF) == (5, 10)
    assert "boss_turn" not in kinds(ev)          # Melosa is not on the boss level

    # -- Etern's turn --------------------------------------------------------------------
    # 1.-2. skipped (off the map, no items);  3. the roll;  4. the werewolf attacks Melosa
    assert w.res["turn"]["seat"] == 1 and "remove_level" not in kinds(ev)
    assert [d["face"] for d in w.res["turn"]["pool"]] == ["sword", "sword", "coin", "monster", "boot"]
    assert of(ev, "enemy_attack") == [{"enemy": LOWER_WOLF, "ref": "hombre_lobo", "seat": 0}]
    assert max_health(w, 0) - player(w, 0)["health"] == stat("hombre_lobo", "damage") == 3
    assert player(w, 0)["special"] == "blank" and "special_reset" in kinds(ev)
    # 5. off the map, respawning is his only action: next to the Ent, which does not react
    assert {a.kind for a in GAME.legal_actions(w)} == {"respawn"}
    ev = step(w, actions, "respawn")
    assert hero_cell(w, 1) == (2, 4) and "enemy_attack" not in kinds(ev)
    # two swords defeat the Ent; Etern's ability adds 1 gold to the loot
    step(w, actions, "ready")
    step(w, actions, "ready")
    gold = player(w, 1)["gold"]
    step(w, actions, "attack")
    assert not w.alive(ENT) and player(w, 1)["gold"] == gold + stat("ent", "loot").get("gold", 0) + 1
    # a monster moves the lower werewolf one square right, off its platform
    step(w, actions, "shove")
    assert cell_of(w, LOWER_WOLF) == (6, 10) and (6, 10) not in b.floor
    # a boot: one square up onto the ladder, taking the gem
    gems = player(w, 1)["gems"]
    step(w, actions, "move")
    assert hero_cell(w, 1) == (2, 5) and (2, 5) in b.ladders and player(w, 1)["gems"] == gems + 1
    # 6. nothing left to store
    step(w, actions, "end_actions")
    assert not any(a.kind == "store" for a in GAME.legal_actions(w))
    # 7. gravity: Etern holds on the ladder; the werewolf falls one square, and so does Melosa
    ev = step(w, actions, "finish")
    assert hero_cell(w, 1) == (2, 5)
    assert cell_of(w, LOWER_WOLF) == (6, 9) and hero_cell(w, 0) == (5, 10)
    assert {(e["eid"], e["frm"], e["to"]) for e in of(ev, "fall")} == {
        (LOWER_WOLF, (6, 10), (6, 9)), (w.res["players"][0]["eid"], (5, 11), (5, 10))}
    assert "boss_turn" not in kinds(ev) and w.res["turn"]["seat"] == 0
    assert next(actions, None) is None
