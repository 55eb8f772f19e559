"""Variant: artifacts change hands whenever someone meets their condition."""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.state import World

from .world import content, emit, hero_cell, passives_changed


def _strict_top(values: dict[int, int]) -> int | None:
    if not values:
        return None
    best = max(values.values())
    tops = [s for s, v in values.items() if v == best]
    return tops[0] if len(tops) == 1 else None


def claimant(w: World, condition: str) -> int | None:
    players = w.res["players"]
    if condition == "most_gold":
        return _strict_top({s: p["gold"] for s, p in enumerate(players)})
    if condition == "most_gems":
        return _strict_top({s: p["gems"] for s, p in enumerate(players)})
    if condition == "highest":
        cells = {s: hero_cell(w, s) for s in range(len(players))}
        return _strict_top({s: c[1] for s, c in cells.items() if c is not None})
    hits = [seat for flag, seat in w.res["flags"] if flag == condition]
    return hits[-1] if hits else None


def update_artifacts(w: World, events: list[Event]) -> None:
    for art_id, art in sorted(w.res["artifacts"].items()):
        seat = claimant(w, content().artifacts[art_id]["condition"])
        if seat is not None and seat != art["owner"]:
            art["owner"], art["exhausted"] = seat, False
            passives_changed(w)
            emit(events, "artifact", seat=seat, artifact=art_id)
