"""Adventures (17.x), the campaign (18.x), the maps and the scenery table (15.x)."""
import dataclasses
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from game.engine.protocol import act
from game.engine.tiled import check_map
from game.games.tseuquest.board import adventure_ids, arena_board, load_board, validate_board
from game.games.tseuquest.content import load_content
from game.games.tseuquest.game import GAME
from game.games.tseuquest.turn import end_adventure
from tq_helpers import build, cell, choose, do, fig, force, hero, is_legal, kit, mb, of, pending

MAPS = Path(__file__).resolve().parents[2] / "maps" / "tseuquest"


def test_every_map_validates_and_there_are_four_adventures():
    files = sorted(MAPS.glob("*.tmx"))
    assert [f.stem for f in files] == ["crypt", "marsh", "mine", "tower"]
    for f in files:
        assert check_map(f) == [], f
        b = load_board(f.stem)
        assert (b.width, b.height) == (26, 19)
        for key in ("title", "intro", "goal", "rules"):
            assert b.texts[key]["es"] and b.texts[key]["en"]
        assert b.traps and b.zones and b.monsters and len(b.start) >= 4
        assert any(k == "door" for k in b.edges.values()) and any(k == "secret" for k in b.edges.values())
    goals = {load_board(a).goal["kind"] for a in adventure_ids()}
    assert goals == {"kill", "retrieve", "escape"}


@pytest.mark.skipif(shutil.which("tiled") is None, reason="the Tiled editor is not installed")
def test_maps_open_in_the_real_tiled_editor(tmp_path):
    for f in sorted(MAPS.glob("*.tmx"))[:2]:
        out = subprocess.run(["tiled", "--export-map", "json", str(f), str(tmp_path / (f.stem + ".json"))],
                             env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
                             capture_output=True, timeout=60)
        assert out.returncode == 0, out.stderr


def test_the_validator_catches_a_broken_adventure(tmp_path):
    folder = tmp_path / "maps" / "tseuquest"
    folder.mkdir(parents=True)
    for name in ("tseuquest.tsx", "tseuquest_tiles.png"):
        shutil.copy(MAPS / name, folder / name)
    text = (MAPS / "crypt.tmx").read_text(encoding="utf-8")
    (folder / "bad.tmx").write_text(text.replace('value="kill:osmund"', 'value="kill:nobody"'), encoding="utf-8")
    problems = check_map(folder / "bad.tmx")
    assert any("kill:nobody" in p for p in problems)


def test_the_scenery_table_as_data():
    c = load_content()
    s = c.scenery
    assert len(s) == 30                                  # the seed's 26 rows; 4 rows name two pieces
    assert (s["statue"]["cover"], s["statue"]["dice"]) == ("partial", 2)
    assert s["closed_door"]["cover"] == "total" and not s["closed_door"]["passable"]
    assert s["ruined_wall"]["passable"] and s["ruined_wall"]["jumpable"] and s["ruined_wall"]["dice"] == 2
    assert s["weapon_rack"]["passable"] and s["weapon_rack"]["wall_side"] and not s["weapon_rack"]["jumpable"]
    assert s["floor_trap"]["jumpable"] and not s["floor_trap"]["passable"]


def test_pieces_against_a_wall_are_checked_and_can_be_stood_on():
    b = arena_board([". . .", "", ". . .", "", ". . ."])
    bad = dataclasses.replace(b, scenery=(("weapon_rack", (1, 1)),))
    assert any("against a wall" in p for p in validate_board(bad))
    good = dataclasses.replace(b, scenery=(("weapon_rack", (1, 0)),))
    assert not any("against a wall" in p for p in validate_board(good))
    w = build({"arena": [". . .", "---", "# # #"], "heroes": [{"hero": "kordan", "at": [0, 0]},
                                                              {"hero": "mirel", "at": [2, 0]}],
               "scenery": [{"kind": "fireplace", "at": [1, 0]}]})
    force(w, "dmov", "1", "1")
    do(w, "roll_move", hero(w, "kordan"), "normal")
    assert is_legal(w, "move", hero(w, "kordan"), [1, 0])


def test_killing_the_target_wins_the_adventure():
    w = build({"arena": [". . . .", "", ". . . ."], "arena_goal": "kill:osmund",
               "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [3, 1]}],
               "figures": [{"ref": "osmund", "at": [1, 0], "life": 1}]})
    force(w, "dcom", "bolt", "kite", "kite", "kite")
    ev = do(w, "attack", hero(w, "kordan"), mb(w, "osmund"), "broadsword")
    if pending(w):
        force(w, "dcom", "oval", "oval", "oval")
        ev += choose(w, "roll")
    r = GAME.result(w)
    assert r is not None and r.winners == [1] and of(ev, "adventure_over")[0]["success"]


def test_no_adventurer_on_the_board_ends_it_for_the_wizard():
    w = build({"heroes": [{"hero": "mirel", "at": [0, 0], "life": 1}, {"hero": "kordan", "at": [5, 4], "life": 1}],
               "figures": [{"ref": "skarn", "at": [1, 0]}, {"ref": "skarn", "at": [5, 3]}], "mb_phase": True})
    from game.games.tseuquest.effects import wound
    wound(w, hero(w, "mirel"), 5, [], "test")
    wound(w, hero(w, "kordan"), 5, [], "test")
    events = []
    from game.games.tseuquest.turn import check_end
    check_end(w, events)
    assert GAME.result(w).winners == [0] and GAME.result(w).reason == "adventure_lost"


def test_retrieve_and_escape_goals_end_at_the_exits():
    w = build({"arena": [". . . .", "", ". . . ."], "arena_goal": "retrieve:marsh_idol", "arena_exits": [[0, 0]],
               "heroes": [{"hero": "kordan", "at": [0, 0], "gear": ["broadsword", "marsh_idol"]},
                          {"hero": "mirel", "at": [3, 1]}]})
    do(w, "exit", hero(w, "kordan"))
    assert GAME.result(w).winners == [1]
    w = build({"arena": [". . . .", "", ". . . ."], "arena_goal": "escape:2", "arena_exits": [[0, 0], [1, 0]],
               "heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 0]}]})
    do(w, "exit", hero(w, "kordan"))
    assert GAME.result(w) is None and cell(w, hero(w, "kordan")) is None
    do(w, "exit", hero(w, "mirel"))
    assert GAME.result(w).winners == [1]


def test_time_runs_out():
    w = build({"heroes": [{"hero": "kordan", "at": [0, 0]}, {"hero": "mirel", "at": [1, 0]}]})
    w.res["round_limit"] = 1
    do(w, "end_activation", hero(w, "kordan"))
    do(w, "end_activation", hero(w, "mirel"))
    assert GAME.to_act(w) == 0 and is_legal(w, "end_phase")      # the MB's turn, even with nothing to move
    do(w, "end_phase")
    assert GAME.result(w).reason == "adventure_lost" and w.res["history"][-1]["reason"] == "time_up"


def _campaign():
    w = GAME.new_game({"mode": "campaign", "players": 2, "party": 2, "draft": "random",
                       "party_heroes": ["kordan", "mirel"]}, 4)
    while w.res["phase"] != "play":
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    assert w.res["adventure"] == "crypt"
    return w


def test_between_adventures_gold_treasure_restoration_shop_trade_and_reserve():
    w = _campaign()
    k = hero(w, "kordan")
    fig(w, k).life = 2
    kit(w, k).gold = 12
    kit(w, k).notes = ["t_coins_10", "t_heal"]
    w.res["goal_done"] = True
    ev = []
    end_adventure(w, True, "goal", ev)
    assert w.res["phase"] == "interlude" and GAME.to_act(w) == 0      # the MB's say comes first (18.1, 18.2)
    GAME.apply(w, act("done"))
    assert GAME.to_act(w) == 1
    r = w.res["roster"]["kordan"]
    assert r["gold"] == 12 + 10 + 40 and "healing_draught" in r["carried"]
    for deck in ("aer", "ignis", "terra", "aqua"):
        assert len(w.res["decks"][deck]["draw"]) == 8          # 17.7: every magic card back in its deck
    GAME.apply(w, act("buy", "kordan", "chain_mail"))
    assert r["gold"] == 2 and "chain_mail" in r["carried"]
    GAME.apply(w, act("sell", "kordan", "round_shield"))
    assert r["gold"] == 17
    GAME.apply(w, act("give", "kordan", "mirel", "broadsword"))
    assert "broadsword" in w.res["roster"]["mirel"]["carried"]
    GAME.apply(w, act("swap", "mirel", "ysolde"))
    assert w.res["roster"]["mirel"]["status"] == "reserve" and w.res["roster"]["ysolde"]["status"] == "party"
    GAME.apply(w, act("done"))
    assert GAME.to_act(w) == 0                                         # the MB checks the gear (18.4)
    GAME.apply(w, act("done"))
    assert sorted(a.args[0] for a in GAME.legal_actions(w)) == ["marsh", "mine"]   # the diagram's choice
    GAME.apply(w, act("next", "mine"))
    assert w.res["adventure"] == "mine" and w.res["phase"] == "play"       # nobody with magic: no deal
    k2 = w.res["heroes"]["kordan"]
    assert fig(w, k2).life == 8 and "chain_mail" in kit(w, k2).armour      # restored, equipment kept
    assert "ysolde" in w.res["heroes"] and "mirel" not in w.res["heroes"]


def test_the_campaign_saves_and_resumes_like_a_game():
    w = _campaign()
    w.res["goal_done"] = True
    end_adventure(w, True, "goal", [])
    data = json.loads(json.dumps(GAME.to_data(w)))
    w2 = GAME.from_data(data)
    for _ in range(40):
        if GAME.result(w) is not None:
            break
        a = GAME.choose_ai(w, GAME.to_act(w))
        assert GAME.choose_ai(w2, GAME.to_act(w2)) == a
        GAME.apply(w, a)
        GAME.apply(w2, a)
    assert GAME.to_data(w) == GAME.to_data(w2)


def test_the_final_adventure_ends_the_campaign():
    w = _campaign()
    w.res["campaign"]["node"] = "tower"
    w.res["adventure"] = "tower"
    end_adventure(w, True, "goal", [])
    assert GAME.result(w).winners == [1] and GAME.result(w).reason == "campaign_won"


def test_the_wizard_decides_what_is_kept_what_is_sold_and_what_is_carried():
    w = _campaign()
    k = hero(w, "kordan")
    kit(w, k).potions.append("troll_broth")                       # found in the crypt
    kit(w, k).weapons.remove("broadsword")
    kit(w, hero(w, "mirel")).weapons.append("broadsword")           # passed to a companion: not found
    w.res["goal_done"] = True
    end_adventure(w, True, "goal", [])
    legal_mb = GAME.legal_actions(w)
    assert not [a for a in legal_mb if a.kind == "confiscate" and a.args[1] == "broadsword"]
    assert act("confiscate", "kordan", "troll_broth") in legal_mb      # 18.1: kept only if the MB allows
    assert act("confiscate", "kordan", "broadsword") not in legal_mb   # the starting gear is not "found"
    GAME.apply(w, act("confiscate", "kordan", "troll_broth"))
    r = w.res["roster"]["kordan"]
    assert "troll_broth" not in r["carried"] + r["stash"]
    GAME.apply(w, act("stock", "chain_mail", False))                   # 18.2: the MB decides the shop
    GAME.apply(w, act("done"))
    r["gold"] = 500
    buys = {a.args[1] for a in GAME.legal_actions(w) if a.kind == "buy"}
    assert "chain_mail" not in buys and "iron_helm" in buys
    GAME.apply(w, act("buy", "kordan", "iron_helm"))
    GAME.apply(w, act("done"))
    assert GAME.to_act(w) == 0 and act("veto", "kordan", "iron_helm") in GAME.legal_actions(w)
    GAME.apply(w, act("veto", "kordan", "iron_helm"))                 # 18.4: the MB validates the gear
    assert "iron_helm" in r["stash"] and "iron_helm" not in r["carried"]


def test_an_ai_wizard_keeps_the_standard_interlude():
    w = _campaign()
    w.res["goal_done"] = True
    end_adventure(w, True, "goal", [])
    assert GAME.choose_ai(w, 0) == act("done")


def test_chained_adventures_carry_life_mind_and_cards_on_without_rest():
    w = _campaign()
    w.res["campaign"]["node"] = "mine"                                # mine -> tower is chained (17.8)
    w.res["adventure"] = "mine"
    k, m = hero(w, "kordan"), hero(w, "mirel")
    fig(w, k).life = 3
    fig(w, m).mind = 2
    hand = list(kit(w, m).hand)
    assert hand
    kit(w, k).notes = ["t_coins_10"]
    w.res["goal_done"] = True
    ev = []
    end_adventure(w, True, "goal", ev)
    assert w.res["phase"] == "chain" and of(ev, "chained")
    from game.games.tseuquest.setup import start_next
    start_next(w, w.res["chain"], ev)
    assert w.res["adventure"] == "tower" and w.res["phase"] == "play"   # no interlude, no magic rounds
    k2, m2 = w.res["heroes"]["kordan"], w.res["heroes"]["mirel"]
    assert fig(w, k2).life == 3 and fig(w, m2).mind == 2
    assert kit(w, m2).hand == hand and kit(w, k2).notes == ["t_coins_10"]
    assert not any(c in w.res["decks"][d]["draw"] for d in ("aer", "ignis", "terra", "aqua") for c in hand)
    assert GAME.check_invariants(w) == []


def test_the_maps_texts_spell_out_names_instead_of_abbreviations():
    """The player never sees "MB" or "PdV" anywhere else: the map's texts write the Evil Wizard
    ("Malvado Brujo") and the rest out in full."""
    import re
    for f in sorted(MAPS.glob("*.tmx")):
        texts = load_board(f.stem).texts
        for key, both in texts.items():
            for lang, text in both.items():
                short = re.findall(r"\b(?:[A-Z]{2,}|[A-Z][a-z][A-Z])\b", text)
                assert not short, (f.name, key, lang, short)
    assert "Malvado Brujo" in load_board("tower").texts["rules"]["es"]
