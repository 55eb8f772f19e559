"""Facts that hold after every action; the simulator checks them.

Card conservation (every deck's cards sorted and compared) runs only in a
full check (full=True, the default; the simulator's long runs pass full=False
on most of their sampled checks, see FULL_EVERY in game/engine/simulate.py):
a lost or doubled card stays so, the next full check sees it. Tests, and the
replay that locates a violation, check everything after every action."""
from __future__ import annotations

from functools import lru_cache

from game.engine.state import World

from .board import LEVEL_H, WIDTH
from .boss import boss_eid, find_boss
from .components import Figure, Pos, Token
from .world import (bottom_row, content, figure_cells, max_health, occupancy, passives, passives_fresh, reserved_gems,
                    token_cells)


@lru_cache(maxsize=None)
def _card_lists(boss: str) -> dict:
    """Every card id of each deck, sorted (the content never changes while the
    program runs; the simulator checks the invariants every few actions)."""
    c = content()
    return {"items": sorted(c.items), "potions": sorted(c.potions), "events": sorted(c.events),
            "boss": sorted(a for a, v in c.attacks.items() if v["boss"] == boss)}


_RANK = {"removed": 0, "revealed": 1, "hidden": 2}     # a level's status, in the tower's order bottom-up


def check_invariants(w: World, full: bool = True) -> list[str]:
    out: list[str] = []
    status = w.res["level_status"]
    # the tower: removed levels at the bottom, then revealed, then hidden
    ranks = [_RANK[s] for s in status]
    if ranks != sorted(ranks) or "revealed" not in status:
        out.append(f"tower inconsistent: {status}")
        return out
    # (the simulator checks these every few actions: one walk of the positions, in id order, finds
    # the figures' and the tokens' maps that the memoised ones are compared with below)
    bottom = bottom_row(w)
    top_row = (len(status) - status[::-1].index("revealed")) * LEVEL_H     # revealed: bottom <= y < top_row
    boss_row = len(status) - 1
    seen: dict = {}
    fresh_tokens: dict = {}         # token_cells_fresh(w), built on the way
    two = False
    figures, tokens = w.stores.get(Figure, {}), w.stores.get(Token, {})
    for eid, pos in sorted(w.stores.get(Pos, {}).items()):      # (w.query(Pos) with the stores at hand)
        x, y = pos.x, pos.y
        if not (0 <= x < WIDTH and bottom <= y < top_row):
            out.append(f"entity {eid} at {(x, y)} is outside the revealed tower")
        if eid in tokens:
            fresh_tokens.setdefault((x, y), []).append(eid)
        fig = figures.get(eid)
        if fig is not None:
            cell = (x, y)
            if cell in seen:
                out.append(f"two figures on {cell}: {seen[cell]} and {eid}")
                two = True
            seen[cell] = eid
            if fig.kind == "boss" and y // LEVEL_H != boss_row:
                out.append("the boss left the boss level")
        elif eid not in tokens:
            out.append(f"entity {eid} has a position but is neither figure nor token")
    for seat, p in enumerate(w.res["players"]):
        if passives(w, seat) != passives_fresh(w, seat):
            out.append(f"seat {seat}'s kept passive effects are stale: changed without world.passives_changed")
        top = max_health(w, seat)
        if not 1 <= p["health"] <= top:
            out.append(f"seat {seat} health {p['health']} not in 1..{top}")
        if p["gold"] < 0 or p["gems"] < 0:
            out.append(f"seat {seat} has negative gold/gems")
        if len(set(p["tokens"])) != len(p["tokens"]):
            out.append(f"seat {seat} holds a boss token twice")
    t = w.res["turn"]
    if w.res["result"] is None and reserved_gems(w) > w.res["players"][t["seat"]]["gems"]:
        out.append("more gems placed on dice than the player has")
    if full:
        _cards_conserved(w, out)
    # the memoised map of figures (world.occupancy) is the one a fresh walk finds
    # (without two figures on a square, the walk's map is figure_cells(w): the same pairs)
    if occupancy(w) != (figure_cells(w) if two else seen):
        out.append("the occupancy index is stale: a position changed without world.move or the stamp")
    if token_cells(w) != fresh_tokens:
        out.append("the token index is stale: a token changed without the stamp")
    if boss_eid(w) != (find_boss(w) if status[-1] == "revealed" else None):
        out.append("the memoised boss figure is stale")
    # one hero figure per seat
    if sorted([f.seat for f in figures.values() if f.kind == "hero"]) != list(range(len(w.res["players"]))):
        heroes = [f.seat for _e, f in sorted(figures.items()) if f.kind == "hero"]
        out.append(f"hero figures {heroes} do not match the seats")
    return out


def _cards_conserved(w: World, out: list[str]) -> None:
    """Every card of each deck is in its draw or discard pile, the shop or a hand, exactly once."""
    decks = w.res["decks"]
    every = _card_lists(w.res["boss"])
    held_items = [i for p in w.res["players"] for i, _ in p["items"]]
    items = decks["items"]["draw"] + decks["items"]["discard"] + [x for x in w.res["shop"]["items"] if x] + held_items
    if sorted(items) != every["items"]:
        out.append("item cards not conserved")
    held_potions = [x for p in w.res["players"] for x in p["potions"]]
    potions = decks["potions"]["draw"] + decks["potions"]["discard"] + [x for x in w.res["shop"]["potions"] if x] + held_potions
    if sorted(potions) != every["potions"]:
        out.append("potion cards not conserved")
    if sorted(decks["boss"]["draw"] + decks["boss"]["discard"]) != every["boss"]:
        out.append("boss attack cards not conserved")
    if w.res["options"]["mode"] == "solo":
        if sorted(decks["events"]["draw"] + w.res["events_seen"]) != every["events"]:
            out.append("event cards not conserved")
