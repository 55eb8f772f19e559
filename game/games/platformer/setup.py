"""Building a new game: tower, enemy cards, boss, shop, heroes, level 1."""
from __future__ import annotations

from game.engine.chance import Deck, Rng
from game.engine.messages import OptionError
from game.engine.protocol import Event
from game.engine.state import World

from .board import tile_index
from .components import Figure
from .movement import spawn_level
from .turn import begin_turn
from .world import content, emit

# Start bonuses for the 2nd, 3rd and 4th seat (the seed's icons are lost; see docs).
START_BONUS = ({}, {"gold": 1}, {"gems": 1}, {"gold": 1, "gems": 1})


def normalise_options(options: dict) -> dict:
    o = {"players": 2, "mode": "standard", "boss": "random", "artifacts": False, "bigger_map": False,
         "heroes": [], **options}
    if o["mode"] == "solo":
        o["players"] = 1
    o["players"] = int(o["players"])
    if not 1 <= o["players"] <= 4:
        raise OptionError("options.players", lo=1, hi=4)
    if o["mode"] == "standard" and o["players"] < 2:
        o["mode"] = "solo"       # one player always plays the solo rules
    if o["mode"] == "solo" and o["bigger_map"]:
        raise OptionError("options.solo_map")   # "El modo solitario se juega en un Mapa de tamaño normal"
    heroes = list(o.get("heroes") or [])
    o["heroes"] = (heroes + ["random"] * o["players"])[: o["players"]]
    return o


def new_world(options: dict, seed: int) -> tuple[World, list[Event]]:
    o = normalise_options(options)
    c = content()
    w = World()
    events: list[Event] = []
    w.res["rng"] = Rng.new_box(seed)
    r = Rng(w.res["rng"])
    w.res["options"] = o
    w.res["result"] = None
    w.res["flags"] = []
    w.res["events_seen"] = []

    # the tower: random regular tiles, two per level, boss tiles on top
    tiles = sorted(tile_index().values(), key=lambda t: t.name)
    regular = [t.name for t in tiles if not t.boss]
    boss_tiles = [t.name for t in tiles if t.boss]
    r.shuffle(regular)
    r.shuffle(boss_tiles)
    levels = 4 + (1 if o["bigger_map"] else 0)
    layout = [regular[2 * i: 2 * i + 2] for i in range(levels - 1)] + [boss_tiles[:2]]
    w.res["tiles"] = layout
    w.res["level_status"] = ["revealed"] + ["hidden"] * (levels - 1)

    # enemy cards: I, II, III (+ the other III on a bigger map)
    by_tier = {t: sorted(e["id"] for e in c.enemies.values() if e["tier"] == t) for t in (1, 2, 3)}
    for tier in by_tier.values():
        r.shuffle(tier)
    cards = [by_tier[1][0], by_tier[2][0], by_tier[3][0]]
    if levels == 5:
        cards.append(by_tier[3][1])
    w.res["enemy_cards"] = cards

    boss = o["boss"] if o["boss"] in c.bosses else r.choice(sorted(c.bosses))
    w.res["boss"] = boss
    w.res["boss_health"] = c.bosses[boss]["health_per_level"] * levels

    decks = {}
    for name, ids in (("items", sorted(c.items)), ("potions", sorted(c.potions)),
                      ("boss", sorted(a for a, v in c.attacks.items() if v["boss"] == boss)),
                      ("events", sorted(c.events) if o["mode"] == "solo" else [])):
        decks[name] = Deck.new_box(ids)
        Deck(name, decks[name], r).shuffle(events)
    w.res["decks"] = decks
    w.res["shop"] = {"items": [Deck("items", decks["items"], r).draw(events) for _ in range(3)],
                     "potions": [Deck("potions", decks["potions"], r).draw(events) for _ in range(3)]}
    arts = sorted(c.artifacts)
    r.shuffle(arts)
    w.res["artifacts"] = {a: {"owner": None, "exhausted": False} for a in (arts[:2] if o["artifacts"] else [])}

    # heroes: picks first, then random ones from what is left
    picked = [h for h in o["heroes"] if h in c.heroes]
    if len(set(picked)) != len(picked):
        raise OptionError("options.same_hero")
    pool = [h for h in sorted(c.heroes) if h not in picked]
    r.shuffle(pool)
    players = []
    for seat, choice in enumerate(o["heroes"]):
        hero = choice if choice in c.heroes else pool.pop()
        eid = w.spawn(Figure("hero", hero, seat))
        bonus = START_BONUS[seat]
        players.append({"hero": hero, "eid": eid, "health": c.heroes[hero]["health"],
                        "gold": bonus.get("gold", 0), "gems": bonus.get("gems", 0), "items": [],
                        "potions": [], "special": "blank", "tokens": [], "kills": 0, "knockouts": 0,
                        "ko_on_boss": False})
    w.res["players"] = players
    emit(events, "setup", heroes=[p["hero"] for p in players], boss=boss, levels=levels)
    spawn_level(w, 0, events)
    begin_turn(w, 0, 1, events, first=True)
    return w, events
