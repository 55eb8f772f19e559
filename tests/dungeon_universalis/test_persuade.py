"""Persuading NPCs: race and alignment, earlier tries, Silver tongue, Fearsome, a fumble spoiling
every later try, the NPC's attributes 3 unless given, and what a success reveals."""
from du_helpers import build, d6s, do, fig, kinds, legal, of

from game.games.dungeon_universalis import persuade
from game.games.dungeon_universalis.content import content
from game.games.dungeon_universalis.game import GAME


def _at_npc(ref, npc="captive_miner", **extra):
    w = build({"heroes": [{"ref": ref, "at": [10, 10]}, {"ref": "brannoc", "at": [10, 11]}], "revealed": [4],
               "npc": True, **extra})
    fig(w, w.res["npc"])["ref"] = npc
    return w


def test_race_alignment_and_silver_tongue_change_the_wit_roll():
    c = content()
    w = _at_npc("saska", "goblin_turncoat")
    assert persuade.modifiers(w, fig(w, "h1"), "wit", c.npcs["goblin_turncoat"]) == [("silver_tongue", 1)]
    w = _at_npc("dorna", "goblin_turncoat")                  # a good dwarf and an evil goblin
    assert persuade.modifiers(w, fig(w, "h1"), "wit", c.npcs["goblin_turncoat"]) == [("alignment", -1)]
    w = _at_npc("ithra", "elf_wanderer")
    assert persuade.modifiers(w, fig(w, "h1"), "wit", c.npcs["elf_wanderer"]) == [("race", 1)]


def test_each_earlier_try_costs_the_next_hero_one_and_an_npc_without_values_has_three():
    w = _at_npc("ithra", "elf_wanderer")
    d6s(w, 2, 2, 6, 6)                                         # 4 + 2 + 1 race = 7 against 12 + 3
    events = do(w, "persuade", "h1", "wit")
    assert of(events, "persuade")[0]["npc_total"] == 15 and not of(events, "persuade")[0]["ok"]
    do(w, "end", "h1")
    mods = persuade.modifiers(w, fig(w, "h2"), "wit", content().npcs["elf_wanderer"])
    assert ("tried", -1) in mods


def test_a_fumble_spoils_every_later_try():
    w = _at_npc("saska", "stranded_ferryman")
    d6s(w, 1, 1, 1, 1)
    do(w, "persuade", "h1", "wit")
    do(w, "end", "h1")
    assert not legal(w, "persuade")


def test_fear_uses_strength_against_bravery_and_fearsome_helps():
    w = _at_npc("dorna", "goblin_turncoat")
    fig(w, "h1")["skills"].append("fearsome")
    d6s(w, 3, 3, 3, 3)                                         # 6 + 4 strength + 1 fearsome = 11 > 6 + 1 bravery
    events = do(w, "persuade", "h1", "fear")
    p = of(events, "persuade")[0]
    assert p["ok"] and p["total"] == 11 and p["npc_total"] == 7
    assert "secret_door" in kinds(events) and "treasure" in kinds(events)


def test_the_log_says_why():
    w = _at_npc("ithra", "elf_wanderer")
    d6s(w, 2, 2, 6, 6)
    events = do(w, "persuade", "h1", "wit")
    e = next(e for e in events if e.kind == "persuade")
    assert "same race +1" in GAME.describe(e, "en", w) and "misma raza +1" in GAME.describe(e, "es", w)
