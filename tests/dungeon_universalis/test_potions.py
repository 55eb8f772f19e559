"""Identifying potions and magic objects: the 1-6 potion table, no drinking an unidentified potion,
potions do not add up, an unidentified magic weapon works as its plain version and rerolls
breakage, and only the right skill identifies."""
from du_helpers import build, d6s, do, fig, legal

from game.games.dungeon_universalis import potions
from game.games.dungeon_universalis.game import GAME
from game.games.dungeon_universalis.world import melee_weapon, stat


def _saska(**hero):
    return build({"heroes": [{"ref": "saska", "at": [2, 17], "objects": ["unknown_potion"], **hero}]})


def test_an_unidentified_potion_cannot_be_drunk_and_alchemy_identifies_it():
    w = _saska()
    assert not legal(w, "drink")
    assert [a.args[1] for a in legal(w, "identify")] == ["unknown_potion"]
    d6s(w, 4, 4, 2)                      # 8 + 2 intelligence = 10: identified; 1d6 = 2: dexterity
    do(w, "identify", "h1", "unknown_potion")
    assert "dexterity_potion" in fig(w, "h1")["objects"]
    assert "unknown_potion" not in fig(w, "h1")["objects"]
    assert [a.args[1] for a in legal(w, "drink")] == ["dexterity_potion"]


def test_the_potion_table_reads_one_to_six():
    assert potions.data()["table"] == ["poison_potion", "dexterity_potion", "heroes_potion", "strength_potion",
                                       "mana_potion", "healing_potion"]


def test_a_failed_identification_is_not_repeated_by_the_same_hero():
    w = _saska()
    d6s(w, 1, 2)
    do(w, "identify", "h1", "unknown_potion")
    do(w, "end", "h1")
    assert not legal(w, "identify")


def test_no_potion_of_that_kind_left_means_no_effect():
    w = _saska()
    w.res["potion_stock"] = []
    d6s(w, 5, 5, 3)
    events = do(w, "identify", "h1", "unknown_potion")
    assert [e.kind for e in events if e.kind.startswith("potion")] == ["potion_gone"]
    assert "unknown_potion" not in fig(w, "h1")["objects"] and "heroes_potion" not in fig(w, "h1")["objects"]


def test_potions_do_not_add_up():
    w = build({"heroes": [{"ref": "saska", "at": [2, 17], "objects": ["dexterity_potion", "heroes_potion"]}]})
    h = fig(w, "h1")
    des, cac = stat(w, h, "des"), stat(w, h, "cac")
    do(w, "drink", "h1", "dexterity_potion")
    assert stat(w, h, "des") == des + 1
    events = do(w, "drink", "h1", "heroes_potion")
    assert "potion_ends" in [e.kind for e in events]
    assert stat(w, h, "des") == des and stat(w, h, "cac") == cac + 1


def test_the_poison_potion_poisons():
    w = build({"heroes": [{"ref": "saska", "at": [2, 17], "objects": ["poison_potion"]}]})
    do(w, "drink", "h1", "poison_potion")
    assert fig(w, "h1")["states"].get("poisoned")


def test_an_unidentified_magic_weapon_is_its_plain_version_and_rerolls_breakage():
    w = build({"heroes": [{"ref": "brannoc", "at": [2, 17], "weapons": ["runed_blade", "broadsword"],
                           "weapon": "runed_blade"}]})
    h = fig(w, "h1")
    h["unknown"] = ["runed_blade"]
    wpn = melee_weapon(w, h)
    assert (wpn["id"], wpn["mod"], wpn["break"]) == ("runed_blade", 0, 1) and "magic" in wpn["traits"]
    d6s(w, 1, 4)                          # breaks on the first roll, the reroll saves it
    assert not potions.breaks(w, h, wpn, [])
    d6s(w, 1, 1)
    assert potions.breaks(w, h, wpn, [])
    assert not legal(w, "identify")       # Brannoc lacks the secrets of magic
    h["unknown"] = []
    assert melee_weapon(w, h)["mod"] == 1


def test_secrets_of_magic_identify_a_magic_object_and_its_effect_starts():
    w = build({"heroes": [{"ref": "ithra", "at": [2, 17], "objects": ["warding_amulet"]}]})
    h = fig(w, "h1")
    h["unknown"] = ["warding_amulet"]
    arm = stat(w, h, "arm")
    d6s(w, 4, 4)
    do(w, "identify", "h1", "warding_amulet")
    assert h["unknown"] == [] and stat(w, h, "arm") == arm + 1


def test_found_magic_objects_come_unidentified():
    w = build({"heroes": [{"ref": "ithra", "at": [3, 10]}], "revealed": [2],
               "kills": [{"ref": "gnawer", "level": "troop"}] * 5, "decks": {"magic": ["warding_amulet"]}})
    d6s(w, 6, 6, 6, 6, 6)
    do(w, "search_bodies", "h1")
    assert fig(w, "h1")["unknown"] == ["warding_amulet"]


def test_the_ai_drinks_a_bonus_potion_when_a_fight_is_on():
    w = build({"heroes": [{"ref": "brannoc", "at": [5, 13], "objects": ["strength_potion"]}],
               "creatures": [{"ref": "gnawer", "at": [9, 13]}], "revealed": [3]})
    assert GAME.choose_ai(w, 0).kind == "drink"
