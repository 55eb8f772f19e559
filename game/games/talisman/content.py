"""Talisman's YAML content, validated on load (errors name file and field), and
the lookup tables the rules use: spaces, cards of every deck, characters."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engine.content import TEXT, ContentError, IntRange, OneOf, load_checked, unique_ids
from game.engine.wording import GRAMMAR
from game.paths import content_path

STATS = ("strength", "craft", "fate", "lives", "gold")
ALIGNMENTS = ("good", "neutral", "evil")
# Every name carries the gender and number of its Spanish form (articles, agreement) and,
# optionally, the languages in which it is said without an article.
NAMED = {"grammar": OneOf(*GRAMMAR), "bare?": [OneOf("es", "en")]}
REGIONS = ("outer", "middle", "inner")
ABILITIES = ("two_weapons", "start_spells_1", "start_spells_2", "psychic_attack", "no_weapons", "no_followers",
             "inner_calm", "regenerate", "tunneller", "pickpocket", "woodland", "spirit_ward", "grave_gold")

# One effect is a mapping with one operation key (plus `n` / `rows` where the operation takes them).
EFFECT: dict = {}
ROW = {"lo": IntRange(1, 12), "hi": IntRange(1, 12), "do": [EFFECT]}
EFFECT.update({
    "gain?": OneOf(*STATS), "lose?": OneOf(*STATS), "n?": IntRange(1, 9),
    "heal?": IntRange(1, 9), "restore?": IntRange(1, 9), "lose_turn?": IntRange(1, 3), "toad?": IntRange(1, 9),
    "move_to?": str, "spells?": IntRange(1, 3), "take?": str, "roll?": IntRange(1, 2), "rows?": [ROW],
    "by_alignment?": {"good": [EFFECT], "neutral": [EFFECT], "evil": [EFFECT]},
    "creature?": {**NAMED, "name": TEXT, "strength?": IntRange(1, 12), "craft?": IntRange(1, 12)},
    "offer?": {"pay": IntRange(1, 9), "do": [EFFECT]}, "shop?": [str], "heal_paid?": IntRange(1, 9),
    "sell?": IntRange(1, 9), "cleanse?": IntRange(1, 1), "draw?": IntRange(1, 3), "quest?": IntRange(1, 1),
    "maze?": OneOf("strength", "craft"), "pits?": IntRange(1, 9), "werewolf?": IntRange(1, 3),
    "death?": IntRange(1, 3), "bite?": IntRange(1, 3), "valley?": IntRange(1, 1), "crown?": IntRange(1, 1),
    "align?": OneOf(*ALIGNMENTS), "terrain?": OneOf("here"), "unterrain?": OneOf("here"), "resurrect?": IntRange(1, 1), "to_grave?": IntRange(1, 1),
})
OPS = tuple(k.rstrip("?") for k in EFFECT if k not in ("n?", "rows?"))
NEEDS_N = ("gain", "lose")

SPACE = {"id": str, **NAMED, "region": OneOf(*REGIONS), "index": IntRange(0, 23), "name": TEXT, "do": [EFFECT],
         "woods?": bool, "glade?": bool}
BONUS = {"strength?": IntRange(-3, 3), "craft?": IntRange(-3, 3)}
CARD = {"id": str, **NAMED, "name": TEXT, "kind": OneOf("event", "enemy", "stranger", "object", "magic_object", "follower", "place"),
        "number": IntRange(1, 9), "copies": IntRange(1, 12), "type?": OneOf("animal", "dragon", "monster", "spirit"),
        "strength?": IntRange(1, 12), "craft?": IntRange(1, 12), "do?": [EFFECT], "place_at?": str,
        "no_weapons?": bool, "gold?": IntRange(1, 9), "weapon?": IntRange(1, 3), "armour?": IntRange(2, 6),
        "bonus?": BONUS, "cross?": bool, "forbid?": OneOf(*ALIGNMENTS), "cursed?": bool, "carry?": IntRange(1, 8),
        "soulbound?": bool}
ITEM = {"id": str, **NAMED, "name": TEXT, "kind": OneOf("object", "magic_object", "follower"), "copies": IntRange(1, 9),
        "price?": IntRange(0, 9), "weapon?": IntRange(1, 3), "armour?": IntRange(2, 6), "carry?": IntRange(1, 8),
        "axe?": bool, "raft?": bool}
SPELL = {"id": str, **NAMED, "name": TEXT, "copies": IntRange(1, 6), "when": OneOf("start", "combat"),
         "op": OneOf("evade", "might", "insight", "destroy", "heal", "fortune", "mesmerism", "teleport", "toad",
                     "seal", "lifeline"), "n?": IntRange(1, 5)}
CHARACTER = {"id": str, **NAMED, "name": TEXT, "strength": IntRange(1, 9), "craft": IntRange(1, 9), "fate": IntRange(0, 9),
             "lives": IntRange(1, 9), "alignment": OneOf(*ALIGNMENTS), "start": str, "abilities": [OneOf(*ABILITIES)]}
GHOST = {"id": str, **NAMED, "name": TEXT, "strength": IntRange(1, 9), "craft": IntRange(1, 9), "fate": IntRange(0, 9),
         "abilities": [OneOf(*ABILITIES)]}
MAZE_ROW = {"hi": IntRange(0, 99), "to": str}

SCHEMAS = {
    "board.yaml": {"sentinel_strength": IntRange(1, 12),
                   "portal": {"space": str, "inner": str, "test": IntRange(1, 3)},
                   "bridge": {"outer": str, "middle": str}, "spaces": [SPACE],
                   "mazes": {"strength": [MAZE_ROW], "craft": [MAZE_ROW]},
                   "quests": [{"lo": IntRange(1, 6), "hi": IntRange(1, 6), "kind": OneOf("life", "gold", "kill"),
                               "n": IntRange(1, 5)}]},
    "characters.yaml": {"characters": [CHARACTER]},
    "adventure.yaml": {"adventure": [CARD]},
    "items.yaml": {"purchase": [ITEM], "talisman": ITEM},
    "spells.yaml": {"spells": [SPELL]},
    "souls.yaml": {"characters": [CHARACTER], "ghosts": [GHOST], "adventure": [CARD], "spells": [SPELL],
                   "veil": [CARD], "terrain": [{"id": str, **NAMED, "name": TEXT, "copies": IntRange(1, 6), "do": [EFFECT]}],
                   "endings": [{"id": str, "name": TEXT}]},
}


@dataclass(frozen=True)
class Content:
    spaces: dict          # id -> space (with region, index, name, do)
    ring: dict            # region -> [space ids by index]
    board: dict           # the rest of board.yaml (bridge, portal, mazes, quests, sentinel)
    cards: dict           # every card id -> record with "deck": adventure|purchase|talisman|spell|veil|terrain
    decks: dict           # deck -> [card ids, one per copy]; base and souls separately ("adventure", "adventure+")
    characters: dict      # base and expansion characters (expansion ones have "souls": True)
    ghosts: dict
    endings: dict

    def name(self, ident: str, lang: str) -> str:
        rec = self.cards.get(ident) or self.spaces.get(ident) or self.characters.get(ident) or self.ghosts.get(ident)
        return rec["name"][lang] if rec else ident


def _walk(effects: list, where: str, spaces: dict, cards: dict) -> None:
    for i, eff in enumerate(effects):
        at = f"{where}[{i}]"
        ops = [k for k in eff if k not in ("n", "rows")]
        if len(ops) != 1:
            raise ContentError(f"{at}: an effect needs exactly one operation, got {sorted(eff)}")
        op = ops[0]
        if op in NEEDS_N and "n" not in eff:
            raise ContentError(f"{at}.n: missing")
        if (op == "roll") != ("rows" in eff):
            raise ContentError(f"{at}: `roll` and `rows` go together")
        if op == "move_to" and eff[op] not in spaces:
            raise ContentError(f"{at}.move_to: unknown space {eff[op]!r}")
        if op in ("take",) and eff[op] not in cards:
            raise ContentError(f"{at}.take: unknown card {eff[op]!r}")
        if op == "shop":
            for j, ident in enumerate(eff[op]):
                if cards.get(ident, {}).get("deck") != "purchase":
                    raise ContentError(f"{at}.shop[{j}]: {ident!r} is not a purchase object")
        if op == "roll":
            top = 6 * eff["roll"]
            covered = sorted(v for row in eff["rows"] for v in range(row["lo"], row["hi"] + 1))
            if covered != list(range(eff["roll"], top + 1)):
                raise ContentError(f"{at}.rows: must cover {eff['roll']}..{top} once each")
            for j, row in enumerate(eff["rows"]):
                _walk(row["do"], f"{at}.rows[{j}].do", spaces, cards)
        if op == "by_alignment":
            for a in ALIGNMENTS:
                _walk(eff[op][a], f"{at}.by_alignment.{a}", spaces, cards)
        if op == "offer":
            _walk(eff[op]["do"], f"{at}.offer.do", spaces, cards)


@lru_cache(maxsize=1)
def content() -> Content:
    raw = {name: load_checked(content_path("talisman", name), spec) for name, spec in SCHEMAS.items()}
    path = lambda n: content_path("talisman", n)  # noqa: E731
    board = raw["board.yaml"]
    spaces = unique_ids(board["spaces"], path("board.yaml"))
    ring: dict = {r: [] for r in REGIONS}
    for s in board["spaces"]:
        ring[s["region"]].append(s)
    for r in REGIONS:
        got = [s["index"] for s in ring[r]]
        if got != list(range(len(got))):
            raise ContentError(f"{path('board.yaml')}: spaces of the {r} region must be indexed 0..{len(got) - 1} in order")
        ring[r] = [s["id"] for s in ring[r]]
    cards: dict = {}
    decks: dict = {}

    def add(deck: str, records: list, file: str, souls: bool = False, key: str | None = None) -> None:
        for i, rec in enumerate(records):
            if rec["id"] in cards or rec["id"] in spaces:
                raise ContentError(f"{path(file)}: {key or deck}[{i}].id: duplicate id {rec['id']!r}")
            cards[rec["id"]] = {**rec, "deck": deck, "souls": souls, "file": file}
            decks.setdefault(deck + ("+" if souls else ""), []).extend([rec["id"]] * rec.get("copies", 1))

    items = raw["items.yaml"]
    add("purchase", items["purchase"], "items.yaml")
    add("talisman", [items["talisman"]], "items.yaml", key="talisman")
    add("adventure", raw["adventure.yaml"]["adventure"], "adventure.yaml")
    add("spell", raw["spells.yaml"]["spells"], "spells.yaml", key="spells")
    souls = raw["souls.yaml"]
    add("adventure", souls["adventure"], "souls.yaml", True)
    add("spell", souls["spells"], "souls.yaml", True, key="spells")
    add("veil", souls["veil"], "souls.yaml", True)
    add("terrain", souls["terrain"], "souls.yaml", True)
    for ident, rec in cards.items():
        where = f"{path(rec['file'])}: {ident}"
        if rec.get("kind") == "enemy" and not (rec.get("strength") or rec.get("craft")):
            raise ContentError(f"{where}: an enemy needs strength or craft")
        if rec.get("place_at") and rec["place_at"] not in spaces:
            raise ContentError(f"{where}.place_at: unknown space {rec['place_at']!r}")
        _walk(rec.get("do", []), f"{where}.do", spaces, cards)
    for ident, s in spaces.items():
        _walk(s["do"], f"{path('board.yaml')}: {ident}.do", spaces, cards)
    for key in ("strength", "craft"):
        for i, row in enumerate(board["mazes"][key]):
            if row["to"] not in spaces:
                raise ContentError(f"{path('board.yaml')}: mazes.{key}[{i}].to: unknown space {row['to']!r}")
    chars = unique_ids(raw["characters.yaml"]["characters"], path("characters.yaml"))
    for rec in souls["characters"]:
        if rec["id"] in chars:
            raise ContentError(f"{path('souls.yaml')}: characters: duplicate id {rec['id']!r}")
        chars[rec["id"]] = {**rec, "souls": True}
    for ident, rec in chars.items():
        if rec["start"] not in spaces or spaces[rec["start"]]["region"] != "outer":
            raise ContentError(f"characters: {ident}.start: {rec['start']!r} is not an outer space")
    rest = {k: v for k, v in board.items() if k != "spaces"}
    return Content(spaces, ring, rest, cards, decks, chars, unique_ids(souls["ghosts"], path("souls.yaml")),
                   unique_ids(souls["endings"], path("souls.yaml")))
