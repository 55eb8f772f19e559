"""Explicit, seeded chance: dice and decks draw from an RNG whose whole state
is one integer kept in the game state, so saves, clones and replays reproduce
every roll. Tests and scenarios queue forced results per die.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .protocol import Event

_MASK = (1 << 64) - 1
_new_object = object.__new__


def _roll_event(die_id: str, face: str, who: Any, slot: Any, more: dict | None = None) -> Event:
    """Event("roll", {...}) made without calling the dataclass __init__ (a new
    object and its two fields set here): every turn of a dice game rolls a pool
    of dice, and the __init__ call was a good part of each event's cost. A test
    checks it equals Event(...) field by field."""
    event = _new_object(Event)
    event.kind = "roll"
    event.data = {"die": die_id, "face": face, "who": who, "slot": slot}
    if more:
        event.data.update(more)
    return event


def _mix(seed: int) -> int:
    """splitmix64 finaliser: spreads a small seed over 64 bits."""
    z = (seed + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """xorshift64* over a state dict {"s": int, "forced": {die: [faces...]}} that
    lives in the world's resources (so it is cloned and saved with it)."""

    __slots__ = ("box",)

    def __init__(self, box: dict) -> None:
        self.box = box

    @staticmethod
    def new_box(seed: int) -> dict:
        return {"s": _mix(seed) or 1, "forced": {}}

    def next64(self) -> int:
        x = self.box["s"]
        x ^= (x >> 12)
        x ^= (x << 25) & _MASK
        x ^= (x >> 27)
        self.box["s"] = x
        return (x * 0x2545F4914F6CDD1D) & _MASK

    def below(self, n: int) -> int:
        """Uniform int in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        # next64() spelled out: every die roll, shuffle and draw comes here
        box = self.box
        x = box["s"]
        x ^= (x >> 12)
        x ^= (x << 25) & _MASK
        x ^= (x >> 27)
        box["s"] = x
        return (((x * 0x2545F4914F6CDD1D) & _MASK) >> 11) % n

    def choice(self, seq: Sequence[Any]) -> Any:
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    # forced results: scenario files and tests say what the next rolls show
    def force(self, die_id: str, faces: Sequence[str]) -> None:
        self.box["forced"].setdefault(die_id, []).extend(faces)

    def pop_forced(self, die_id: str) -> str | None:
        queue = self.box["forced"].get(die_id)
        if queue:
            face = queue.pop(0)
            if not queue:
                del self.box["forced"][die_id]
            return face
        return None


@dataclass(frozen=True)
class Die:
    """A die as data: any faces, optional integer weights."""

    id: str
    faces: tuple[str, ...]
    weights: tuple[int, ...] | None = None

    def roll(self, rng: Rng) -> str:
        if rng.box["forced"]:           # (only tests and scenarios force faces: skip the look-up otherwise)
            forced = rng.pop_forced(self.id)
            if forced is not None:
                if forced not in self.faces:
                    raise ValueError(f"forced face {forced!r} is not on die {self.id}")
                return forced
        if self.weights is None:
            return self.faces[rng.below(len(self.faces))]
        pick = rng.below(sum(self.weights))
        for face, w in zip(self.faces, self.weights):
            if pick < w:
                return face
            pick -= w
        raise AssertionError("unreachable")


def roll(die: Die, rng: Rng, events: list[Event], who: Any = None, slot: Any = None, **more) -> str:
    """Roll one die and record the roll as an event (with `more` data for the log, if given)."""
    face = die.roll(rng)
    events.append(_roll_event(die.id, face, who, slot, more))
    return face


def roll_many(die: Die, rng: Rng, events: list[Event], count: int, who: Any = None) -> list[str]:
    """Roll one die `count` times, slots 0..count-1, each roll recorded as
    roll() records it: the same faces and events as that many roll() calls.
    For a pool of like dice rolled every turn (five or more at each turn's start),
    without two calls per die; forced or weighted dice take roll() itself."""
    if rng.box["forced"] or die.weights is not None:
        return [roll(die, rng, events, who, slot) for slot in range(count)]
    faces, ident, below = die.faces, die.id, rng.below
    n = len(faces)
    out = []
    for slot in range(count):
        face = faces[below(n)]
        out.append(face)
        # (_roll_event spelled out: five or more dice per turn come here)
        event = _new_object(Event)
        event.kind = "roll"
        event.data = {"die": ident, "face": face, "who": who, "slot": slot}
        events.append(event)
    return out


class Deck:
    """A deck kept as plain lists in the state: {"draw": [...], "discard": [...]}.

    The top of the draw pile is the END of the list (pop is O(1)).
    """

    __slots__ = ("name", "box", "rng")

    def __init__(self, name: str, box: dict, rng: Rng) -> None:
        self.name, self.box, self.rng = name, box, rng

    @staticmethod
    def new_box(cards: Sequence[str]) -> dict:
        return {"draw": list(cards), "discard": []}

    def shuffle(self, events: list[Event]) -> None:
        self.rng.shuffle(self.box["draw"])
        events.append(Event("shuffle", {"deck": self.name, "size": len(self.box["draw"])}))

    def draw(self, events: list[Event], reshuffle: bool = True, public: bool = True) -> str | None:
        """Top card, reshuffling the discard pile into an empty draw pile if asked."""
        if not self.box["draw"] and reshuffle and self.box["discard"]:
            self.box["draw"] = self.box["discard"]
            self.box["discard"] = []
            self.shuffle(events)
        if not self.box["draw"]:
            return None
        forced = self.rng.pop_forced("deck:" + self.name) if self.rng.box["forced"] else None
        if forced is not None:
            if forced not in self.box["draw"]:
                raise ValueError(f"forced card {forced!r} is not in deck {self.name}")
            self.box["draw"].remove(forced)
            card = forced
        else:
            card = self.box["draw"].pop()
        events.append(Event("draw", {"deck": self.name, "card": card if public else None}))
        return card

    def discard(self, card: str) -> None:
        self.box["discard"].append(card)

    def put_bottom(self, card: str) -> None:
        self.box["draw"].insert(0, card)

    def __len__(self) -> int:
        return len(self.box["draw"])
