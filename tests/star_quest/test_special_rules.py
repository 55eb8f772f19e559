"""Every special rule of the reference, with forced dice."""
from game.engine.protocol import act
from game.games.star_quest import combat
from game.games.star_quest.combat import at_half, defend_hits, melee, morale_quality, morale_test, roll_hits
from game.games.star_quest.game import GAME
from game.games.star_quest.movement import destinations
from sq_helpers import at, force, forced_left, kinds, play, position, unit, wounds

VEX = {"hero": "vex", "at": [5, 5]}      # quality 3+, defence 4+, tough 6


def weapon(**rules):
    return {"id": "test_gun", "range": 24, "attacks": 1, "rules": rules}


def hit(**rules):
    return {"ap": rules.get("ap", 0), "rules": rules, "six": False}


def test_ap_lowers_the_defence_roll():
    w = position([VEX])
    force(w, 4, 4)
    assert defend_hits(w, [], 1, [hit()]) == 0
    assert defend_hits(w, [], 1, [hit(ap=1)]) == 1


def test_bane_rerolls_unmodified_sixes_on_defence_and_ignores_regeneration():
    w = position([VEX], [{"ref": "spore_node", "at": [[15, 5]]}])     # regeneration, defence 4+
    force(w, 6, 2)                 # 6 rerolled into 2: a wound; no regeneration roll
    assert defend_hits(w, [], 100, [hit(bane=True)]) == 1
    assert forced_left(w) == []


def test_blast_multiplies_hits_by_models_near_and_shares_them():
    w = position([VEX], [{"ref": "cultists", "at": [[15, 5], [15, 6]], "id": 100},
                         {"ref": "cultists", "at": [[17, 5]], "id": 110},
                         {"ref": "cultists", "at": [[28, 28]], "id": 120}])
    shares = combat.blast_split(w, 100, [hit(blast=3)])
    assert [(u, len(h)) for u, h in shares] == [(100, 2), (110, 1)]     # x3 capped by 3 models, round-robin
    w2 = position([VEX], [{"ref": "cultists", "at": [[15, 5]]}])
    assert [(u, len(h)) for u, h in combat.blast_split(w2, 100, [hit(blast=3)])] == [(100, 1)]


def test_blast_ignores_cover():
    w = position([VEX])
    force(w, 3, 3)
    assert defend_hits(w, [], 1, [hit()], cover=True) == 0           # 3 + 1 >= 4
    assert defend_hits(w, [], 1, [hit(blast=3)], cover=True) == 1


def test_deadly_multiplies_wounds_on_one_model_without_spilling():
    w = position([VEX], [{"ref": "spitters", "at": [[15, 5], [15, 6]]}])     # tough 3 each
    force(w, 1, 1)
    defend_hits(w, [], 100, [hit(deadly=6)])
    assert len(unit(w, 100).models) == 1 and wounds(w, 100) == [0]
    defend_hits(w, [], 100, [hit(deadly=2)])
    assert wounds(w, 100) == [2]


def test_regeneration_ignores_wounds_on_five_plus():
    w = position([VEX], [{"ref": "spore_node", "at": [[15, 5]]}])
    force(w, 1, 5, 1, 4)
    assert defend_hits(w, [], 100, [hit(), hit()]) == 1


def test_rending_sixes_get_ap_four_and_ignore_regeneration():
    w = position([VEX], [{"ref": "spore_node", "at": [[15, 5]]}])
    force(w, 6)
    hits = roll_hits(w, [], 1, 100, weapon(rending=True), 1, melee=False)
    assert hits[0]["ap"] == 4
    force(w, 5)                    # 5 - 4 fails 4+; no regeneration roll
    assert defend_hits(w, [], 100, hits) == 1 and forced_left(w) == []


def test_unstoppable_ignores_regeneration_and_negative_modifiers():
    w = position([{**VEX, "status": ["affected"]}], [{"ref": "spore_node", "at": [[15, 5]]}])
    force(w, 3)
    assert len(roll_hits(w, [], 1, 100, weapon(unstoppable=True), 1, melee=False)) == 1   # affected ignored
    force(w, 3)
    assert len(roll_hits(w, [], 1, 100, weapon(), 1, melee=False)) == 0


def test_reliable_attacks_at_quality_two():
    w = position([{"hero": "ileth", "at": [5, 5]}], [{"ref": "cultists", "at": [[15, 5]]}])   # quality 4+
    force(w, 2, 2)
    assert len(roll_hits(w, [], 1, 100, weapon(reliable=True), 1, melee=False)) == 1
    assert len(roll_hits(w, [], 1, 100, weapon(), 1, melee=False)) == 0


def test_surge_and_relentless_sixes_give_extra_hits():
    w = position([VEX], [{"ref": "cultists", "at": [[25, 5]]}])      # 19" away: Relentless (Vex) applies
    force(w, 6)
    hits = roll_hits(w, [], 1, 100, weapon(surge=True), 1, melee=False)
    assert len(hits) == 3 and [h["six"] for h in hits] == [True, False, False]
    w2 = position([VEX], [{"ref": "cultists", "at": [[12, 5]]}])     # 6" away: no Relentless
    force(w2, 6)
    assert len(roll_hits(w2, [], 1, 100, weapon(), 1, melee=False)) == 1


def test_furious_sixes_in_melee_when_charging_give_an_extra_hit():
    w = position([{"hero": "korrag", "at": [5, 5]}], [{"ref": "cultists", "at": [[7, 5]]}])
    force(w, 6, 6)
    mw = {"id": "m", "range": 0, "attacks": 1, "rules": {}}
    assert len(roll_hits(w, [], 1, 100, mw, 1, melee=True, charging=True)) == 2
    assert len(roll_hits(w, [], 1, 100, mw, 1, melee=True, charging=False)) == 1


def test_thrust_gives_plus_one_to_hit_and_ap_when_charging():
    w = position([{"hero": "ileth", "at": [5, 5]}], [{"ref": "cultists", "at": [[7, 5]]}])   # quality 4+
    mw = {"id": "m", "range": 0, "attacks": 1, "rules": {"thrust": True, "ap": 1}}
    force(w, 3)
    hits = roll_hits(w, [], 1, 100, mw, 1, melee=True, charging=True)
    assert len(hits) == 1 and hits[0]["ap"] == 2


def test_indirect_minus_one_after_moving_and_shoots_out_of_sight():
    rows = ["." * 30 for _ in range(30)]
    for y in range(0, 12):
        rows[y] = "." * 10 + "#" + "." * 19
    w = position([VEX], [{"ref": "spore_node", "at": [[20, 5]]}], rows=rows)
    assert combat.can_shoot(w, 100, 1)                        # the mortar ignores the wall
    force(w, 4, 4)
    assert len(roll_hits(w, [], 100, 1, weapon(indirect=True), 1, melee=False, moved=False)) == 1
    assert len(roll_hits(w, [], 100, 1, weapon(indirect=True), 1, melee=False, moved=True)) == 0


def test_stealth_minus_one_from_more_than_nine_inches():
    w = position([{"hero": "nyx", "at": [5, 5]}], [{"ref": "cultists", "at": [[20, 5]]}])   # nyx: Stealth
    force(w, 5, 5)                  # cultist quality 5+
    assert len(roll_hits(w, [], 100, 1, weapon(), 1, melee=False)) == 0
    w2 = position([{"hero": "nyx", "at": [5, 5]}], [{"ref": "cultists", "at": [[12, 5]]}])
    force(w2, 5)
    assert len(roll_hits(w2, [], 100, 1, weapon(), 1, melee=False)) == 1


def test_limited_weapons_fire_once_per_mission():
    w = position([VEX], [{"ref": "cultists", "at": [[15, 5], [15, 6]]}])
    assert any(wp["id"] == "frag_launcher" for wp in combat.weapons(w, 1, False))
    force(w, 1)
    roll_hits(w, [], 1, 100, {"id": "frag_launcher", "range": 24, "attacks": 1, "rules": {"limited": True}}, 1,
              melee=False)
    assert not any(wp["id"] == "frag_launcher" for wp in combat.weapons(w, 1, False))


def test_counter_strikes_first_and_costs_the_charger_impact_dice():
    w = position([{"hero": "korrag", "at": [5, 5]}], [{"ref": "burrow_tyrant", "at": [[7, 5]]}])
    events = []
    force(w, 1, 1,              # tyrant spines (counter, 2 attacks): miss, miss
          2,                    # korrag impact: 2 dice - 1 counter model = 1 die: a hit
          1,                    # tyrant defence 3+: fails
          1, 1, 1,              # hammer misses
          1, 1, 1)              # tyrant maw strikes back: misses
    melee(w, events, 1, 100)
    attacks = [e for e in events if e.kind in ("attack", "impact")]
    assert attacks[0].kind == "attack" and attacks[0].data["weapon"] == "tyrant_spines"
    assert attacks[1].kind == "impact" and len(attacks[1].data["rolls"]) == 1


def test_impact_dice_hit_on_two_plus_after_charging_unless_fatigued():
    w = position([{"hero": "korrag", "at": [5, 5]}], [{"ref": "pyre_priest", "at": [[7, 5]]}])
    events = []
    force(w, 2, 1, 6, 6, 1, 1, 1, 1, 1)
    melee(w, events, 1, 100)
    imp = next(e for e in events if e.kind == "impact")
    assert imp.data["hits"] == 1
    w2 = position([{"hero": "korrag", "at": [5, 5]}], [{"ref": "pyre_priest", "at": [[7, 5]]}])
    unit(w2, 1).fatigued = True
    events = []
    force(w2, 1, 1, 1, 1, 1, 1)
    melee(w2, events, 1, 100)
    assert "impact" not in kinds(events)


def test_fear_counts_extra_wounds_for_the_morale_test_in_melee():
    w = position([VEX], [{"ref": "hellforge_engine", "at": [[7, 5]]}])
    w.res["fear"] = {}
    assert not at_half(w, 1)
    assert at_half(w, 1, extra=3)
    events = []
    force(w, 1, 1, 1, 1, 1, 1,     # impact 3: all 1 (no hits)... claws 4 attacks
          6, 1, 1, 1,              # claws: one 6 hits; vex defends 1 -> 1 wound (AP2)
          1, 1)
    combat.melee(w, events, 100, 1)
    assert w.res["fear"].get("1") == 2


def test_fearless_passes_a_failed_morale_on_four_plus():
    w = position([{"hero": "oran", "at": [5, 5]}])           # quality 4+, fearless
    force(w, 2, 4)
    assert morale_test(w, [], 1) is True
    force(w, 2, 3)
    assert morale_test(w, [], 1) is False


def test_villain_lends_its_quality_to_ai_units_within_twelve_inches():
    w = position([VEX], [{"ref": "cultists", "at": [[15, 5]], "id": 100},
                         {"ref": "warpcaller", "at": [[20, 5]], "id": 110}])
    assert morale_quality(w, 100) == 4
    unit(w, 110).stunned = True
    assert morale_quality(w, 100) == 5


def test_flying_moves_over_terrain_and_units():
    rows = ["." * 30 for _ in range(30)]
    for y in range(30):
        rows[y] = "." * 10 + "#" + "." * 19
    w = position([VEX], [{"ref": "gargoyles", "at": [[5, 20]]}], rows=rows)
    assert any(c[0] > 10 for c in destinations(w, 100, "advance"))
    w2 = position([VEX], [{"ref": "cultists", "at": [[5, 20]]}], rows=rows)
    assert not any(c[0] > 10 for c in destinations(w2, 100, "advance"))


def test_immobile_units_only_hold():
    w = position([VEX], [{"ref": "spore_node", "at": [[15, 5]]}])
    from game.games.star_quest.actions import charge_targets
    assert charge_targets(w, 100) == []


def test_scout_moves_up_to_twelve_after_deploying():
    w = GAME.new_game({}, 4)                 # Nyx Calder scouts in the setup
    assert GAME.legal_actions(w)[0] == act("scout_skip", 7)
    assert max(abs(a.args[1][0] - at(w, 7)[0][0]) for a in GAME.legal_actions(w)[1:]) == 12


def test_ambush_heroes_wait_in_reserve_and_arrive_more_than_nine_inches_from_enemies():
    w = GAME.new_game({"heroes": 6}, 4)
    while w.res["setup_queue"][0]["kind"] != "reserve":
        GAME.apply(w, act("scout_skip", w.res["setup_queue"][0]["unit"]))
    sable = w.res["setup_queue"][0]["unit"]
    GAME.apply(w, act("reserve", sable, True))
    while w.res["phase"] == "setup":
        GAME.apply(w, GAME.legal_actions(w)[0])
    assert unit(w, sable).state == "reserve"
    while not (w.res.get("pending") and w.res["pending"]["kind"] == "arrive"):
        assert not any(a.kind == "arrive" for a in GAME.legal_actions(w))          # not in round 1
        GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    assert w.res["round"] == 2 and w.res.get("act") is None                     # the start of round 2
    arrivals = [a for a in GAME.legal_actions(w) if a.kind == "arrive"]
    assert arrivals and act("wait", sable) in GAME.legal_actions(w)
    from game.engine.measure import gap
    from game.games.star_quest.world import active_units, cells_of
    foes = [c for u in active_units(w, "ai") for c in cells_of(w, u)]
    assert all(gap(tuple(a.args[1]), f) > 9 for a in arrivals for f in foes)
    GAME.apply(w, arrivals[0])
    assert unit(w, sable).state == "active" and w.res.get("pending") is None


def test_a_hero_caster_spends_tokens_for_plus_one_each_and_may_buy_a_failed_cast():
    w = position([{"hero": "ileth", "at": [5, 5], "tokens": 3}], [{"ref": "cultists", "at": [[12, 5]]}])
    play(w, "activate", 1, False)
    force(w, 2)                       # 2 + 2 extra tokens = 4: cast
    force(w, 1, 1)                    # psi bolt: two hits, defence 1, 1
    events = play(w, "cast", "psi_bolt", 100, 2, False)
    assert next(e for e in events if e.kind == "cast").data["success"] is True
    assert unit(w, 1).tokens == 0
    w2 = position([{"hero": "ileth", "at": [5, 5], "tokens": 2}], [{"ref": "cultists", "at": [[12, 5]]}])
    play(w2, "activate", 1, False)
    force(w2, 2, 1, 1)
    events = play(w2, "cast", "mind_spike", 100, 0, True)
    assert "cast_bought" in kinds(events) and unit(w2, 1).power == 0     # 4 - 2*2


def test_ai_casters_gain_tokens_each_round_to_at_most_six():
    w = position([{**VEX, "activated": True}], [{"ref": "brood_mind", "at": [[25, 25]], "tokens": 5}],
                 phase="ai", objectives=[[25, 27]])
    events = play(w, "ai_activate")
    assert "ai_no_cast" in kinds(events)     # no hero within range: no cast
    assert unit(w, 100).tokens == 6          # 5 + 3, but never more than 6
    w2 = position([{**VEX, "activated": True}], [{"ref": "brood_mind", "at": [[12, 5]], "tokens": 5}],
                  phase="ai", objectives=[[12, 7]])
    force(w2, 1)                             # the spell fails
    events = play(w2, "ai_activate")
    assert next(e for e in events if e.kind == "cast_attempt").data["tokens"] == 5
    assert unit(w2, 100).tokens == 3         # all 5 spent on one spell, then +3 at the new round
