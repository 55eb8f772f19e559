"""Magic with forced dice: mana and use markers, casting, crits, fumbles, dispelling, projectiles,
lasting spells, scrolls, components, mana potions, magic arrows and the JOA's casters."""
import pytest
from du_helpers import build, d6s, do, fig, force, kinds, legal, of

from game.engine.content import ContentError
from game.engine.protocol import Action
from game.games.dungeon_universalis import joa, magic, spells
from game.games.dungeon_universalis.game import GAME

SHAMAN = {"lore": "shadows", "mana": 4}        # a test-only JOA caster profile


def casts(w, spell=None):
    return [a for a in legal(w, "cast") if spell is None or a.args[1] == spell]


def velka(at=(5, 13), **kw):
    return {"ref": "velka", "at": list(at), **kw}


def test_mana_is_two_per_spell_learnt_up_to_intelligence_times_three():
    w = build({"heroes": [velka(), {"ref": "morvaen", "at": [5, 14]}]})
    assert fig(w, "h1")["magic"]["mana"] == 6 and fig(w, "h2")["magic"]["mana"] == 10
    many = {"caster": {"level": "adept", "lore": "shadows", "spells": ["gloom_bolt", "dusk_veil", "wither",
                                                                    "spellbind", "night_swarm"]},
            "stats": {"int": 3}}
    assert magic.new_magic(many, "hero")["mana"] == 9
    joa_caster = magic.new_magic({"caster": SHAMAN}, "joa")
    assert joa_caster["mana"] == 4 and set(joa_caster["known"]) == set(spells.lore_spells("shadows"))


def test_casting_needs_more_than_ten_and_spends_mana_on_success():
    w = build({"heroes": [velka()], "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    d6s(w, 3, 3)                     # 6 + intelligence 4 = 10: not above 10
    ev = do(w, "cast", "h1", "spark_dart", "c2", None)
    assert of(ev, "cast")[0]["ok"] is False and fig(w, "h1")["magic"]["mana"] == 6
    assert fig(w, "h1")["magic"]["uses"] == {}
    w = build({"heroes": [velka()], "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    d6s(w, 3, 4, 1, 1)                # 11: cast; two damage dice (3 - 1 for an apprentice), both 1s
    ev = do(w, "cast", "h1", "spark_dart", "c2", None)
    assert of(ev, "cast")[0]["ok"] is True and of(ev, "damage")[0]["dice"] == [1, 1]
    assert fig(w, "h1")["magic"]["mana"] == 5 and fig(w, "h1")["magic"]["uses"] == {"spark_dart": 1}


def test_each_six_adds_a_damage_die_and_an_apprentice_rolls_one_fewer():
    w = build({"heroes": [velka()], "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    d6s(w, 6, 2, 1, 1, 1)
    ev = do(w, "cast", "h1", "spark_dart", "c2", None)
    assert len(of(ev, "damage")[0]["dice"]) == 3


def test_uses_per_spell_depend_on_the_level():
    w = build({"heroes": [velka(uses={"spark_dart": 2})], "creatures": [{"ref": "pikeling", "at": [12, 13]}],
               "revealed": [3]})
    assert not casts(w, "spark_dart") and casts(w, "kindled_blades")
    assert spells.USES == {"apprentice": 2, "adept": 3, "archmage": 4}
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13], "uses": {"gloom_bolt": 2}}],
               "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    assert casts(w, "gloom_bolt")


def test_not_enough_mana_no_cast_and_a_scroll_pays_the_whole_cost():
    w = build({"heroes": [velka(mana=0, objects=[])], "creatures": [{"ref": "pikeling", "at": [12, 13]}],
               "revealed": [3]})
    assert not casts(w)
    w = build({"heroes": [velka(mana=0)], "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    assert {a.args[3] for a in casts(w)} == {"sorcery_scroll"}
    d6s(w, 4, 4, 1, 1)
    do(w, "cast", "h1", "spark_dart", "c2", "sorcery_scroll")
    assert fig(w, "h1")["magic"]["mana"] == 0 and "sorcery_scroll" not in fig(w, "h1")["objects"]


def test_one_scroll_or_component_per_turn_and_a_component_adds_one():
    w = build({"heroes": [velka(objects=["magic_component", "sorcery_scroll"]),
                          {"ref": "brannoc", "at": [5, 14]}],
               "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    d6s(w, 3, 3, 1, 1)               # 6 + 4 + 1 (component) = 11
    ev = do(w, "cast", "h1", "spark_dart", "c3", "magic_component")
    assert of(ev, "cast")[0]["total"] == 11 and of(ev, "cast")[0]["ok"]
    w.res["act"]["action"] = 1       # a second action this turn (as if a quick action were spared)
    assert all(a.args[3] is None for a in casts(w))


def test_free_hand_needed():
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13], "weapons": ["quarterstaff"], "weapon": "quarterstaff"}],
               "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    assert not casts(w)
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}], "creatures": [{"ref": "pikeling", "at": [12, 13]}],
               "revealed": [3]})
    fig(w, "h1")["shield"] = "round_shield"
    w.res["v"] += 1
    assert not casts(w)


def test_superior_spells_are_not_combined_with_a_move():
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}], "creatures": [{"ref": "pikeling", "at": [12, 13]}],
               "revealed": [3]})
    assert casts(w, "night_swarm") and legal(w, "move")
    do(w, "move", "h1", [6, 13])
    assert not casts(w, "night_swarm") and casts(w, "gloom_bolt")
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}], "creatures": [{"ref": "pikeling", "at": [12, 13]}],
               "revealed": [3]})
    d6s(w, 2, 2)
    do(w, "cast", "h1", "night_swarm", "c2", None)       # failed, but the action is spent without moving
    assert not legal(w, "move")


def test_minus_one_while_another_spell_lasts_and_a_second_lasting_spell_ends_the_first():
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}, {"ref": "brannoc", "at": [5, 14]}],
               "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    d6s(w, 5, 3)
    do(w, "cast", "h1", "dusk_veil", None, None)
    assert [s["spell"] for s in w.res["spells"]] == ["dusk_veil"] and w.res["spells"][0]["turns"] == 5
    assert magic.modifier(w, "h1") == -1
    w.res["act"]["action"] = 1
    d6s(w, 4, 3, 1)                   # 7 + 5 - 1 = 11; the hex finds the warden
    ev = do(w, "cast", "h1", "wither", "c3", None)
    assert of(ev, "cast")[0]["total"] == 11 and of(ev, "spell_ends")[0]["spell"] == "dusk_veil"
    assert [s["spell"] for s in w.res["spells"]] == ["wither"]


def test_the_joa_keeps_two_lasting_spells_but_never_two_alike():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}],
               "creatures": [{"ref": "pikeling", "at": [12, 13], "caster": SHAMAN}, {"ref": "gnawer", "at": [13, 14]}],
               "revealed": [3]})
    ev = []
    for sid in ("dusk_veil", "cloak_of_night", "dusk_veil"):
        d6s(w, 6, 5)
        magic.cast(w, "c2", sid, None, None, ev)
    assert sorted(s["spell"] for s in w.res["spells"]) == ["cloak_of_night", "dusk_veil"]


def test_lasting_spells_last_the_higher_die_an_apprentice_one_less_and_age_each_turn():
    w = build({"heroes": [velka(), {"ref": "brannoc", "at": [5, 14]}],
               "creatures": [{"ref": "pikeling", "at": [20, 13]}], "revealed": [3]})
    d6s(w, 3, 5)
    do(w, "cast", "h1", "kindled_blades", None, None)
    rec = w.res["spells"][0]
    assert rec["turns"] == 4 and set(rec["figs"]) == {"h1", "h2"}
    assert magic.duration({"magic": {"level": "apprentice"}}, [1, 1]) == 1
    ev = []
    magic.tick(w, ev)
    assert rec["turns"] == 3


def test_enhancements_follow_the_figures_protections_stay_on_their_squares():
    from game.games.dungeon_universalis.world import stat
    book = {"level": "adept", "lore": "shadows", "spells": ["dusk_veil", "cloak_of_night"]}
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13], "caster": book}, {"ref": "brannoc", "at": [5, 14]}],
               "creatures": [{"ref": "pikeling", "at": [20, 13]}], "revealed": [3]})
    b = fig(w, "h2")
    base_agi, base_arm = stat(w, b, "agi"), stat(w, b, "arm")
    d6s(w, 5, 3)
    do(w, "cast", "h1", "dusk_veil", None, None)          # protection: +1 agility on those squares
    assert stat(w, b, "agi") == base_agi + 1
    b["cell"] = [9, 13]
    assert stat(w, b, "agi") == base_agi                 # stepped out: the veil is gone for it
    w.res["spells"] = []
    b["cell"] = [5, 14]
    w.res["act"]["action"] = 1
    d6s(w, 5, 3)
    do(w, "cast", "h1", "cloak_of_night", None, None)     # enhancement: +1 armour wherever it goes
    b["cell"] = [9, 13]
    assert stat(w, b, "arm") == min(6, base_arm + 1)


def test_spells_respect_the_plus_five_cap():
    assert magic.capped(3, 3) == 2 and magic.capped(0, 1) == 1 and magic.capped(5, 2) == 0
    assert magic.capped(4, -1) == -1


def test_fumble_spends_mana_stuns_backlashes_and_ends_the_activation():
    w = build({"heroes": [velka(), {"ref": "brannoc", "at": [5, 14]}],
               "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    d6s(w, 1, 1, 4, 5, 3, 6, 1)       # backlash: 4, 5 and 6 reach intelligence 4
    ev = do(w, "cast", "h1", "spark_dart", "c3", None)
    h = fig(w, "h1")
    assert of(ev, "backlash")[0]["wounds"] == 3 and h["life"] == h["max_life"] - 3
    assert h["states"].get("stunned") and h["magic"]["mana"] == 5 and h["magic"]["uses"] == {}
    assert w.res["act"]["fid"] == "h2"


def test_backlash_ignores_invulnerable():
    w = build({"heroes": [velka()], "revealed": [3]})
    h = fig(w, "h1")
    h["skills"] = ["invulnerable"]
    d6s(w, 6, 6, 6, 1, 1)
    magic._backlash(w, h, [])
    assert h["life"] == h["max_life"] - 3


def test_the_joa_dispels_a_hero_spell_when_it_can():
    w = build({"heroes": [velka()],
               "creatures": [{"ref": "pikeling", "at": [12, 13], "caster": SHAMAN}], "revealed": [3]})
    d6s(w, 4, 4, 6, 6)                # cast 12; dispel 12 + int 1 = 13 beats it
    ev = do(w, "cast", "h1", "spark_dart", "c2", None)
    d = of(ev, "dispel")[0]
    assert d["ok"] and d["total"] == 13 and d["against"] == 12
    assert "damage" not in kinds(ev)
    assert fig(w, "c2")["magic"]["mana"] == 3 and fig(w, "h1")["magic"]["mana"] == 5


def test_a_failed_dispel_costs_nothing_and_a_double_six_cannot_be_dispelled():
    w = build({"heroes": [velka()],
               "creatures": [{"ref": "pikeling", "at": [12, 13], "caster": SHAMAN}], "revealed": [3]})
    d6s(w, 4, 4, 2, 2, 1, 1)
    ev = do(w, "cast", "h1", "spark_dart", "c2", None)
    assert not of(ev, "dispel")[0]["ok"] and fig(w, "c2")["magic"]["mana"] == 4 and of(ev, "damage")
    w = build({"heroes": [velka()],
               "creatures": [{"ref": "pikeling", "at": [12, 13], "caster": SHAMAN}], "revealed": [3]})
    d6s(w, 6, 6, 1, 1, 1, 1)
    ev = do(w, "cast", "h1", "spark_dart", "c2", None)
    assert not of(ev, "dispel") and len(of(ev, "damage")[0]["dice"]) == 4


def test_no_dispel_from_an_enemy_zone_beyond_eight_squares_or_without_mana():
    rec = {"caster": "h1", "spell": "spark_dart", "target": "c2", "dice": [4, 4], "total": 12}
    w = build({"heroes": [velka(), {"ref": "brannoc", "at": [13, 14]}],
               "creatures": [{"ref": "pikeling", "at": [12, 13]}, {"ref": "gnawer", "at": [14, 14], "caster": SHAMAN}],
               "revealed": [3]})
    assert magic.dispellers(w, dict(rec, target="c3")) == []     # next to Brannoc: inside his zone
    w = build({"heroes": [velka((2, 13))],
               "creatures": [{"ref": "pikeling", "at": [3, 14]}, {"ref": "gnawer", "at": [14, 13], "caster": SHAMAN}],
               "revealed": [3]})
    assert magic.dispellers(w, rec) == []
    fig(w, "c3")["cell"] = [11, 13]                    # 8 squares from the target: in range
    w.res["moves"] += 1
    assert magic.dispellers(w, rec) == ["c3"]
    w = build({"heroes": [velka()],
               "creatures": [{"ref": "pikeling", "at": [12, 13], "caster": {**SHAMAN, "mana": 0}}], "revealed": [3]})
    assert magic.dispellers(w, rec) == []


def test_projectile_area_two_dice_fewer_for_the_others_and_cover():
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}],
               "creatures": [{"ref": "pikeling", "at": [12, 13]}, {"ref": "gnawer", "at": [13, 14]}], "revealed": [3]})
    p = magic.preview(w, "h1", "night_swarm", "c2")
    dice = {h["fig"]: h["dice"] for h in p["hits"]}
    assert dice["c2"] == 4 and dice["c3"] == 2 and p["foes"] == 2 and p["friends"] == 0
    assert magic.area(w, "h1", "night_swarm", "c2")[0] == (12, 13)


def test_domination_holds_a_foe_but_a_champion_only_with_a_six():
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}], "creatures": [{"ref": "pikeling", "at": [12, 13]}],
               "revealed": [3]})
    d6s(w, 3, 4)
    do(w, "cast", "h1", "spellbind", "c2", None)
    assert fig(w, "c2")["states"].get("immobile")
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}], "creatures": [{"ref": "bonegnasher", "at": [12, 13]}],
               "revealed": [3]})
    d6s(w, 3, 4)
    ev = do(w, "cast", "h1", "spellbind", "c2", None)
    assert of(ev, "spell_resisted") and not fig(w, "c2")["states"].get("immobile")
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}], "creatures": [{"ref": "bonegnasher", "at": [12, 13]}],
               "revealed": [3]})
    d6s(w, 6, 1)
    do(w, "cast", "h1", "spellbind", "c2", None)
    assert fig(w, "c2")["states"].get("immobile")


def test_healing_spell_and_caster_out_of_combat_ends_its_spells():
    w = build({"heroes": [velka(), {"ref": "brannoc", "at": [5, 14], "life": 3}],
               "creatures": [{"ref": "pikeling", "at": [20, 13]}], "revealed": [3]})
    d6s(w, 4, 4)
    do(w, "cast", "h1", "warm_mend", "h2", None)
    assert fig(w, "h2")["life"] == 5
    w.res["spells"] = [{"uid": 1, "spell": "kindled_blades", "caster": "h1", "side": "hero", "turns": 3,
                        "figs": ["h1", "h2"], "squares": []}]
    from game.games.dungeon_universalis.combat import out_of_combat
    ev = []
    out_of_combat(w, fig(w, "h1"), ev, None)
    assert w.res["spells"] == [] and of(ev, "spell_ends")[0]["why"] == "caster_out"


def test_mana_potion_restores_mana_and_takes_off_a_use_marker():
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13], "mana": 4, "uses": {"gloom_bolt": 3, "wither": 1}}],
               "creatures": [{"ref": "pikeling", "at": [20, 13]}], "revealed": [3]})
    ev = do(w, "drink", "h1", "mana_potion")
    m = fig(w, "h1")["magic"]
    assert m["mana"] == 7 and m["uses"] == {"gloom_bolt": 2, "wither": 1}
    assert of(ev, "mana")[0] == {"who": "h1", "item": "mana_potion", "mana": 3, "freed": "gloom_bolt"}


def test_magic_arrows_once_per_combat():
    w = build({"heroes": [{"ref": "ithra", "at": [4, 13], "objects": ["magic_arrows"]},
                          {"ref": "brannoc", "at": [4, 14]}],
               "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    assert legal(w, "magic_shot")
    d6s(w, 6, 5, 1, 1, 1, 1)          # a hit with one crit: bow 2 + crit 1 + arrows 1 = 4 dice
    ev = do(w, "magic_shot", "h1", "c3")
    assert of(ev, "magic_arrows") and len(of(ev, "damage")[0]["dice"]) == 4
    assert fig(w, "h1")["arrows_used"]
    w.res["act"]["action"] = 1
    assert not legal(w, "magic_shot") and legal(w, "shoot")          # once per combat


def test_joa_caster_casts_first_and_asks_a_hero_caster_about_dispelling():
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}],
               "creatures": [{"ref": "pikeling", "at": [11, 13], "caster": SHAMAN}], "revealed": [3]})
    assert joa.activation_order(w)[0] == "c2"
    force(w, "scenario", "blank")     # no power card
    d6s(w, 5, 5)                      # 10 + int 1 = 11: cast (at Morvaen)
    ev = do(w, "end", "h1")
    assert of(ev, "cast") and of(ev, "dispel_question")
    assert GAME.to_act(w) == 0 and {a.kind for a in GAME.legal_actions(w)} == {"dispel"}
    d6s(w, 6, 3, 1, 1, 1)             # 9 + 5 = 14 > 11: dispelled
    ev = do(w, "dispel", "h1", True)
    assert of(ev, "dispel")[0]["ok"] and "heroes_turn" in kinds(ev)
    assert w.res["act"]["fid"] == "h1" and w.res["turn"] == 2


def test_declined_dispel_lets_the_spell_through():
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}],
               "creatures": [{"ref": "pikeling", "at": [11, 13], "caster": SHAMAN}], "revealed": [3]})
    force(w, "scenario", "blank")     # no power card
    d6s(w, 5, 5)
    do(w, "end", "h1")
    d6s(w, *([1] * 10))
    ev = do(w, "dispel", "h1", False)
    assert of(ev, "dispel_declined") and of(ev, "spell_hits")


def test_joa_never_casts_when_as_many_friends_as_foes_are_hit():
    from game.games.dungeon_universalis.joa_magic import options
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}],
               "creatures": [{"ref": "pikeling", "at": [11, 13], "caster": {"lore": "embers", "mana": 4}},
                             {"ref": "gnawer", "at": [6, 13]}], "revealed": [3]})
    attack, _support = options(w, "c2")
    for _score, sid, target, _aid in attack:
        p = magic.preview(w, "c2", sid, target)
        assert p["foes"] > p["friends"]
    assert not any(o[1] in ("cinder_burst", "firestorm") for o in attack)
    assert any(o[1] == "spark_dart" for o in attack)


def test_joa_uses_its_dearest_consumable_at_once():
    from game.games.dungeon_universalis.joa_magic import joa_cast
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13]}],
               "creatures": [{"ref": "pikeling", "at": [11, 13], "caster": SHAMAN}], "revealed": [3]})
    fig(w, "c2")["objects"] = ["magic_component", "sorcery_scroll"]
    d6s(w, 5, 5, 1, 1, 1, 1)
    ev = []
    joa_cast(w, "c2", None, ev)
    assert of(ev, "spell_aid")[0]["item"] == "sorcery_scroll"


def test_bad_spell_content_names_file_and_field(monkeypatch):
    good = spells.book()["spells"]
    bad = {k: dict(v) for k, v in good.items()}
    bad["spark_dart"].pop("dice")
    with pytest.raises(ContentError, match=r"spells.yaml: spells\[0\].dice"):
        spells.check(bad, spells.book()["lores"])


def test_dispel_answer_is_an_action_only_for_the_asked_seat():
    w = build({"heroes": [{"ref": "morvaen", "at": [5, 13]}],
               "creatures": [{"ref": "pikeling", "at": [11, 13], "caster": SHAMAN}], "revealed": [3]})
    force(w, "scenario", "blank")     # no power card
    d6s(w, 5, 5)
    do(w, "end", "h1")
    assert GAME.is_legal(w, Action("dispel", ("h1", False)))
    assert not GAME.is_legal(w, Action("end", ("h1",)))


def test_a_projectile_at_a_door_counts_it_as_heavy_armour():
    w = build({"heroes": [velka((10, 13))], "revealed": [3],
               "doors": {"10,12|10,13": {"locked": True, "lock_known": True, "lock_failed": True}}})
    assert casts(w, "spark_dart") and casts(w, "spark_dart")[0].args[2] == "10,12|10,13"
    d6s(w, 4, 4, 5, 4)                # cast; 2 dice (an apprentice): a 5 counts, a 4 does not
    ev = do(w, "cast", "h1", "spark_dart", "10,12|10,13", None)
    assert of(ev, "break")[0]["hits"] == 1
    assert GAME.describe(next(e for e in ev if e.kind == "cast"), "en", w).startswith(
        "Velka Emberbreath casts “Spark dart” at the door")


def test_unidentified_magic_arrows_shoot_as_plain_ones():
    w = build({"heroes": [{"ref": "ithra", "at": [4, 13], "objects": ["magic_arrows"]}],
               "creatures": [{"ref": "pikeling", "at": [12, 13]}], "revealed": [3]})
    fig(w, "h1")["unknown"] = ["magic_arrows"]
    w.res["v"] += 1
    assert not legal(w, "magic_shot") and legal(w, "shoot")


def test_a_caster_leaving_the_scenario_takes_its_lasting_spells():
    w = build({"heroes": [{"ref": "morvaen", "at": [2, 17]}, {"ref": "brannoc", "at": [2, 16]}], "revealed": [3]})
    w.res["spells"] = [{"uid": 1, "spell": "cloak_of_night", "caster": "h1", "side": "hero", "turns": 3,
                        "figs": ["h1", "h2"], "squares": []}]
    assert legal(w, "leave")
    ev = do(w, "leave", "h1")
    assert w.res["spells"] == [] and of(ev, "spell_ends")
    assert GAME.check_invariants(w) == []
