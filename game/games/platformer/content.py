"""Platformer's YAML content, validated on load (errors name file and field)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engine.chance import Die
from game.engine.content import TEXT, ContentError, IntRange, OneOf, load_checked, unique_ids
from game.engine.wording import GRAMMAR
from game.paths import content_path

SYMBOLS = ("boot", "sword", "coin", "monster", "star")
ENEMY_FACES = ("attack", "left", "right")
RANGES = ("row", "adjacent", "around", "tile", "any")

# One effect is a one-key mapping; numbers are amounts. See docs/rules/platformer.md.
EFFECT = {
    "symbol?": OneOf(*SYMBOLS), "times?": IntRange(1, 3),
    "heal?": IntRange(1, 9), "gems?": IntRange(1, 9), "gold?": IntRange(1, 9),
    "attack_bonus?": IntRange(1, 3), "next_attack?": IntRange(1, 3), "boss_bonus?": IntRange(1, 3), "attack_malus?": IntRange(1, 3),
    "armor?": IntRange(1, 3), "max_health?": IntRange(1, 3), "trap_immune?": IntRange(1, 1),
    "shop_discount?": IntRange(1, 3), "shop_markup?": IntRange(1, 3), "no_provoke?": IntRange(1, 1),
    "free_respawn?": IntRange(1, 1), "loot_gold?": IntRange(1, 3), "dice_minus?": IntRange(1, 2),
    "dice_plus?": IntRange(1, 2), "enemies_attack?": IntRange(1, 1), "spawn_enemy?": IntRange(1, 2),
    "enemy_health?": IntRange(1, 2), "enemy_damage?": IntRange(1, 2), "wound_if_adjacent?": IntRange(1, 2),
}
STAR_OPTION = {"as?": OneOf(*SYMBOLS), "times?": IntRange(1, 3), "heal?": IntRange(1, 3), "gems?": IntRange(1, 2)}
ABILITIES = ("shove_plus", "loot_gold", "heal_once", "ranged", "trap_immune", "safe_push")
ENEMY_ABILITIES = ("none", "lumbering", "slippery", "thorns", "steal_gold", "reset_special", "armored")
LOOT = {"gold?": IntRange(1, 5), "gems?": IntRange(1, 5)}
ENEMY = {"id": str, "tier": IntRange(0, 3), "name": TEXT, "grammar": OneOf(*GRAMMAR), "health": IntRange(1, 9),
         "damage": IntRange(1, 5), "loot": LOOT, "ability": OneOf(*ENEMY_ABILITIES)}
STEP = {"range?": OneOf(*RANGES), "wound?": IntRange(1, 4), "token?": str, "summon?": IntRange(1, 3),
        "teleport?": IntRange(1, 1), "gold_loss?": IntRange(1, 5)}

SCHEMAS = {
    "dice.yaml": {k: {"faces": [str]} for k in ("action", "special", "enemy")},
    "heroes.yaml": {"heroes": [{"id": str, "name": TEXT, "grammar": OneOf(*GRAMMAR), "health": IntRange(3, 8),
                                "ability": {"kind": OneOf(*ABILITIES), "amount": IntRange(0, 3)},
                                "star": [STAR_OPTION]}]},
    "enemies.yaml": {"enemies": [ENEMY], "summons": [ENEMY]},
    "items.yaml": {"items": [{"id": str, "name": TEXT, "cost": IntRange(1, 12),
                              "kind": OneOf("passive", "exhaust"), "effects": [EFFECT]}],
                   "potions": [{"id": str, "name": TEXT, "cost": IntRange(1, 12), "effects": [EFFECT]}]},
    "bosses.yaml": {"bosses": [{"id": str, "name": TEXT, "grammar": OneOf(*GRAMMAR), "article?": bool, "health_per_level": IntRange(1, 4),
                                "damage": IntRange(1, 5), "turn": OneOf("medusa", "ikee"), "summon": str,
                                "summon_limit": IntRange(0, 8), "square_token": str,
                                "tokens": [{"id": str, "name": TEXT, "effects": [EFFECT]}],
                                "attacks": [{"id": str, "symbol": OneOf(*SYMBOLS, *ENEMY_FACES),
                                             "name": TEXT, "steps": [STEP]}]}]},
    "artifacts.yaml": {"artifacts": [{"id": str, "name": TEXT, "kind": OneOf("passive", "exhaust"),
                                      "condition": OneOf("most_gold", "most_gems", "highest", "push_hero",
                                                         "use_portal", "knocked_out", "buy", "forge",
                                                         "defeat_enemy", "take_trap"),
                                      "effects": [EFFECT]}]},
    "events.yaml": {"events": [{"id": str, "name": TEXT, "timing": OneOf("now", "turn", "end"),
                                "effects": [EFFECT]}]},
}
COUNTS = {"heroes": 6, "enemies": 6, "items": 15, "potions": 15, "artifacts": 10, "events": 12,
          "boss_attacks": 11}


@dataclass(frozen=True)
class Content:
    dice: dict            # "action" | "special" | "enemy" -> Die
    heroes: dict
    enemies: dict         # enemy cards and summons by id
    items: dict
    potions: dict
    bosses: dict
    attacks: dict         # boss attack cards by id (each knows its boss)
    tokens: dict          # boss tokens by id
    artifacts: dict
    events: dict

    def name(self, kind: str, ident: str, lang: str) -> str:
        table = getattr(self, kind)
        return table[ident]["name"][lang]


def _check(cond: bool, where: str, what: str) -> None:
    if not cond:
        raise ContentError(f"{where}: {what}")


@lru_cache(maxsize=None)
def load_content(folder: str | None = None) -> Content:
    base = (lambda name: f"{folder}/{name}") if folder else (lambda name: content_path("platformer", name))
    raw = {name: load_checked(base(name), spec) for name, spec in SCHEMAS.items()}
    dice = {}
    for key, faces in (("action", SYMBOLS), ("special", ("blank",) + SYMBOLS), ("enemy", ENEMY_FACES)):
        got = raw["dice.yaml"][key]["faces"]
        _check(set(got) == set(faces), f"{base('dice.yaml')}: {key}.faces", f"must use exactly {list(faces)}")
        dice[key] = Die(key, tuple(got))
    heroes = unique_ids(raw["heroes.yaml"]["heroes"], base("heroes.yaml"))
    enemies = unique_ids(raw["enemies.yaml"]["enemies"] + raw["enemies.yaml"]["summons"], base("enemies.yaml"))
    items = unique_ids(raw["items.yaml"]["items"], base("items.yaml"))
    potions = unique_ids(raw["items.yaml"]["potions"], base("items.yaml"))
    bosses = unique_ids(raw["bosses.yaml"]["bosses"], base("bosses.yaml"))
    artifacts = unique_ids(raw["artifacts.yaml"]["artifacts"], base("artifacts.yaml"))
    events = unique_ids(raw["events.yaml"]["events"], base("events.yaml"))
    attacks, tokens = {}, {}
    for boss in bosses.values():
        where = f"{base('bosses.yaml')}: {boss['id']}"
        _check(boss["summon"] in enemies, where + ".summon", f"unknown enemy {boss['summon']!r}")
        for tok in boss["tokens"]:
            tokens[tok["id"]] = {**tok, "boss": boss["id"]}
        _check(boss["square_token"] in tokens, where + ".square_token", "not one of its tokens")
        for card in boss["attacks"]:
            _check(card["id"] not in attacks, where + ".attacks", f"duplicate id {card['id']!r}")
            wanted = ENEMY_FACES if boss["turn"] == "medusa" else SYMBOLS
            _check(card["symbol"] in wanted, f"{where}.attacks.{card['id']}.symbol", f"must be one of {list(wanted)}")
            for i, step in enumerate(card["steps"]):
                at = f"{where}.attacks.{card['id']}.steps[{i}]"
                _check(len([k for k in step if k != "range"]) == 1, at, "needs exactly one effect")
                if "token" in step:
                    _check(step["token"] in tokens, at + ".token", f"unknown token {step['token']!r}")
                if "wound" in step or "token" in step or "gold_loss" in step:
                    _check("range" in step, at, "a wound/token/gold step needs a range")
            attacks[card["id"]] = {**card, "boss": boss["id"]}
    for table, file in ((items, "items.yaml"), (potions, "items.yaml"), (artifacts, "artifacts.yaml"),
                        (events, "events.yaml")):
        for ident, rec in table.items():
            for i, eff in enumerate(rec["effects"]):
                keys = [k for k in eff if k != "times"]
                _check(len(keys) == 1, f"{base(file)}: {ident}.effects[{i}]", "needs exactly one effect")
    for hero in heroes.values():
        for i, opt in enumerate(hero["star"]):
            _check(("as" in opt) + ("heal" in opt) + ("gems" in opt) == 1,
                   f"{base('heroes.yaml')}: {hero['id']}.star[{i}]", "needs exactly one of as/heal/gems")
    content = Content(dice, heroes, enemies, items, potions, bosses, attacks, tokens, artifacts, events)
    counts = {"heroes": len(heroes), "enemies": sum(1 for e in enemies.values() if e["tier"] > 0),
              "items": len(items), "potions": len(potions), "artifacts": len(artifacts),
              "events": len(events), "boss_attacks": len(attacks)}
    for key, want in COUNTS.items():
        _check(counts[key] == want, str(base("")), f"{key}: expected {want} cards, found {counts[key]}")
    for tier in (1, 2, 3):
        _check(sum(1 for e in enemies.values() if e["tier"] == tier) == 2, str(base("enemies.yaml")),
               f"tier {tier} needs 2 enemy cards")
    return content
