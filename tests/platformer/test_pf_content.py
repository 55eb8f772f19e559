"""Every content card's effects do what their kind says: items, potions,
artifacts, boss tokens, hero abilities and star options (events are in
test_pf_solo, attack cards in test_pf_boss, enemy abilities in test_pf_combat). The
numbers come from the YAML, so retuning the content keeps these tests valid."""
import pytest

from pf_helpers import (FIVE, PARK1, Pos, add, build, cell_of, content, do, is_legal, kinds, legal, max_health,
                        next_turn, of, player, stat, wounds)

from game.games.platformer.actions import shop_price
from game.games.platformer.combat import attack_total, enemy_damage, target_health
from game.games.platformer.content import ABILITIES, EFFECT, ENEMY_ABILITIES
from game.games.platformer.world import passives_changed

PASSIVE_KEYS = ("attack_bonus", "boss_bonus", "attack_malus", "armor", "max_health", "trap_immune", "shop_discount",
                "shop_markup", "no_provoke", "free_respawn", "loot_gold", "dice_minus", "dice_plus", "enemy_health",
                "enemy_damage")


def holder(kind, ident, seat0=None, pool=FIVE, turn_seat=0):
    """Seat 0 holds the card (item, artifact or boss token) and stands on (1, 0)."""
    s0 = {"seat": 0, "at": [1, 0], "gold": 0, "gems": 0, **(seat0 or {})}
    if kind == "item":
        s0["items"] = [ident]
    elif kind == "token":
        s0["tokens"] = [ident]
    w = build({"heroes": [s0, PARK1], "turn": {"seat": turn_seat, "pool": list(pool)}},
              options={"artifacts": kind == "artifact"})
    if kind == "artifact":
        w.res["artifacts"] = {ident: {"owner": 0, "exhausted": False}}
        passives_changed(w)     # (set in place: the kept passive effects must know)
    return w


def probe(w, key):
    """A number that a passive of this key changes by +1 per point (or a 0/1 behaviour)."""
    z = add(w, "zombie", (2, 0))
    wolf = add(w, "hombre_lobo", (1, 1))
    boss = add(w, "medusa", (0, 0), kind="boss") if key == "boss_bonus" else None
    dice = [{"face": "sword", "gems": 0}] * 3
    if key == "attack_bonus":
        return attack_total(w, 0, z, dice)
    if key == "attack_malus":
        return -attack_total(w, 0, z, dice)
    if key == "boss_bonus":
        return attack_total(w, 0, boss, dice) - attack_total(w, 0, z, dice)
    if key == "armor":
        return -enemy_damage(w, wolf, 0)
    if key == "max_health":
        return max_health(w, 0)
    if key in ("shop_discount", "shop_markup"):
        return shop_price(w, 0, 9) * (-1 if key == "shop_discount" else 1)
    if key == "enemy_health":
        return target_health(w, z)
    if key == "enemy_damage":
        return enemy_damage(w, z, 0)
    if key == "loot_gold":
        do(w, "ready", 2)
        do(w, "attack", z)
        return player(w, 0)["gold"] - stat("zombie", "loot").get("gold", 0)
    if key in ("dice_minus", "dice_plus"):
        w.res["turn"]["seat"] = 1
        next_turn(w, action=["coin"] * 6)
        return len(w.res["turn"]["pool"]) * (-1 if key == "dice_minus" else 1)
    if key == "trap_immune":
        w.despawn(z)
        w.despawn(wolf)
        w.add(w.res["players"][0]["eid"], Pos(2, 1))
        do(w, "move", 0, "right")                    # onto the trap at (3, 1)
        return 1 - wounds(w, 0)
    if key == "no_provoke":
        return int(not of(do(w, "move", 0, "left"), "enemy_attack"))
    if key == "free_respawn":
        w.remove(w.res["players"][0]["eid"], Pos)
        return int(any(a.kind == "respawn" and a.args[0] == -1 for a in legal(w)))
    raise AssertionError(f"no probe for {key}")


def passive_cases():
    c = content()
    out = []
    for ident, item in c.items.items():
        if item["kind"] == "passive":
            out.append(("item", ident, item["effects"]))
    for ident, art in c.artifacts.items():
        if art["kind"] == "passive":
            out.append(("artifact", ident, art["effects"]))
    for ident, tok in c.tokens.items():
        out.append(("token", ident, tok["effects"]))
    return out


@pytest.mark.parametrize("kind, ident, effects", passive_cases(), ids=lambda v: v if isinstance(v, str) else "")
def test_passive_cards_change_exactly_what_they_say(kind, ident, effects):
    for eff in effects:
        key, n = next((k, v) for k, v in eff.items() if k != "times")
        assert key in PASSIVE_KEYS, f"{ident}: {key} is not a passive effect"
        with_card = probe(holder(kind, ident), key)
        without = probe(holder("none", ident), key)
        boolean = key in ("trap_immune", "no_provoke", "free_respawn")
        assert with_card - without == (1 if boolean else n), (ident, key)


def use_cases():
    c = content()
    out = [("item", i, s["effects"]) for i, s in c.items.items() if s["kind"] == "exhaust"]
    out += [("potion", i, s["effects"]) for i, s in c.potions.items()]
    return out


@pytest.mark.parametrize("kind, ident, effects", use_cases(), ids=lambda v: v if isinstance(v, str) else "")
def test_exhaust_items_and_potions_give_what_they_say(kind, ident, effects):
    seat0 = {"health": 1} if kind == "item" else {"health": 1, "potions": [ident]}
    w = holder(kind if kind == "item" else "none", ident, seat0)
    before = len(w.res["turn"]["pool"])
    do(w, "use_item" if kind == "item" else "use_potion", 0)
    symbols = [e["symbol"] for e in effects for _ in range(e.get("times", 1)) if "symbol" in e]
    assert [d["face"] for d in w.res["turn"]["pool"][before:]] == symbols
    p = player(w, 0)
    assert p["health"] == min(max_health(w, 0), 1 + sum(e.get("heal", 0) for e in effects))
    assert p["gems"] == sum(e.get("gems", 0) for e in effects)
    assert p["gold"] == sum(e.get("gold", 0) for e in effects)
    if kind == "potion":
        assert p["potions"] == [] and w.res["decks"]["potions"]["draw"][0] == ident
    else:
        assert p["items"][0][1] is True


def test_the_effect_vocabulary_is_fully_covered():
    used = {k for k in EFFECT if not k.endswith("?")} | {k.rstrip("?") for k in EFFECT}
    handled = set(PASSIVE_KEYS) | {"symbol", "times", "heal", "gems", "gold", "enemies_attack", "spawn_enemy",
                                   "wound_if_adjacent", "next_attack"}
    assert used <= handled
    assert set(ENEMY_ABILITIES) == {"none", "lumbering", "slippery", "thorns", "steal_gold", "reset_special",
                                    "armored"}
    assert set(ABILITIES) == {"shove_plus", "loot_gold", "heal_once", "ranged", "trap_immune", "safe_push"}


def test_every_enemy_card_uses_a_tested_ability():
    tested = {"none", "lumbering", "slippery", "thorns", "steal_gold", "reset_special", "armored"}
    assert {e["ability"] for e in content().enemies.values()} <= tested


# -- heroes -------------------------------------------------------------------------
def hero_world(hero, pool=FIVE, **kw):
    return build({"heroes": [{"seat": 0, "at": [1, 0], "hero": hero, "gold": 0, "gems": 0, **kw}, PARK1],
                  "turn": {"seat": 0, "pool": list(pool)}})


@pytest.mark.parametrize("hero", sorted(content().heroes))
def test_hero_ability_does_what_it_says(hero):
    ab = content().heroes[hero]["ability"]
    kind, n = ab["kind"], ab["amount"]
    if kind == "shove_plus":
        w = hero_world(hero, pool=["monster"] + ["coin"] * 4)
        e = add(w, "ent", (5, 0))
        do(w, "shove", 0, e, "right")
        for _ in range(n):
            do(w, "shove_more", "right")
        assert w.res["turn"]["shove"] is None
        assert cell_of(w, e) == (6 + n, 0)
    elif kind == "loot_gold":
        w = hero_world(hero, pool=["sword"] * 5)
        z = add(w, "zombie", (2, 0))
        do(w, "ready", 0)
        do(w, "attack", z)
        assert player(w, 0)["gold"] == stat("zombie", "loot").get("gold", 0) + n
    elif kind == "heal_once":
        w = hero_world(hero, health=1)
        do(w, "ability")
        assert player(w, 0)["health"] == 1 + n and not is_legal(w, "ability")
    elif kind == "ranged":
        w = hero_world(hero, pool=["sword"] * 5)
        z = add(w, "zombie", (1 + n, 0))
        far = add(w, "zombie", (2 + n, 0))
        do(w, "ready", 0)
        assert is_legal(w, "attack", z) and not is_legal(w, "attack", far)
    elif kind == "trap_immune":
        w = build({"heroes": [{"seat": 0, "at": [2, 1], "hero": hero}, PARK1], "turn": {"seat": 0, "pool": FIVE}})
        assert "trap" not in kinds(do(w, "move", 0, "right")) and wounds(w, 0) == 0
    elif kind == "safe_push":
        w = hero_world(hero)
        add(w, "hombre_lobo", (2, 0))
        events = do(w, "move", 0, "right")
        assert "enemy_attack" not in kinds(events) and wounds(w, 0) == 0
    else:
        pytest.fail(f"untested ability {kind}")


@pytest.mark.parametrize("hero", sorted(content().heroes))
def test_star_options_do_what_they_say(hero):
    for k, opt in enumerate(content().heroes[hero]["star"]):
        w = hero_world(hero, pool=["star"] + ["coin"] * 4, health=1)
        die = w.res["turn"]["pool"][0]
        if "as" in opt:
            from game.games.platformer.actions import times_as
            assert times_as(w, 0, die, opt["as"]) == opt.get("times", 1)
            sym = opt["as"]
            if sym == "boot":
                do(w, "move", 0, "right")
                assert w.res["turn"]["steps"] == opt.get("times", 1) - 1
            elif sym == "sword":
                assert is_legal(w, "ready", 0)
            elif sym == "coin":
                do(w, "coin", 0)
                assert player(w, 0)["gold"] == opt.get("times", 1)
            elif sym == "monster":
                e = add(w, "ent", (6, 0))
                assert is_legal(w, "shove", 0, e, "right")
        elif "heal" in opt:
            do(w, "star", 0, k)
            assert player(w, 0)["health"] == min(1 + opt["heal"], max_health(w, 0))
        elif "gems" in opt:
            do(w, "star", 0, k)
            assert player(w, 0)["gems"] == opt["gems"]
