"""Who may see what: per-seat knowledge of hidden things, as plain data.

Games with secrets (the Evil Wizard's adventure, magic hands, face-down
cards, undiscovered rooms) keep one Knowledge box in their state:
{key: "*" | [seat, ...]}. A key absent from the box is secret to everyone
except the seats a game treats as all-knowing (the `owner` argument of
`knows`, e.g. the Evil Wizard's seat for the adventure's secrets).

Views built for one seat go through `redact()`, which keeps what the seat
knows and replaces the rest by a stub, so the UI never receives a secret it
could leak by accident; `leaks()` is the invariant form of the same test.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from json.encoder import encode_basestring_ascii
from typing import Any

PUBLIC = "*"


class Knowledge:
    __slots__ = ("box",)

    def __init__(self, box: dict) -> None:
        self.box = box

    def reveal(self, key: str, seats: Iterable[int] | None = None) -> None:
        """Show key to seats (None: to everyone). Knowledge only grows."""
        if seats is None:
            self.box[key] = PUBLIC
            return
        cur = self.box.get(key)
        if cur == PUBLIC:
            return
        merged = sorted(set(cur or ()) | set(seats))
        self.box[key] = merged

    def forget(self, key: str) -> None:
        """The thing no longer exists (a card back in its deck): nobody knows it."""
        self.box.pop(key, None)

    def knows(self, key: str, seat: int | None, owner: int | None = None) -> bool:
        if seat is not None and seat == owner:
            return True
        cur = self.box.get(key)
        if cur == PUBLIC:
            return True
        return cur is not None and seat in cur

    def is_public(self, key: str) -> bool:
        return self.box.get(key) == PUBLIC

    def seats_knowing(self, key: str) -> Any:
        return self.box.get(key)


def redact(records: Iterable[dict], seat: int | None, visible: Callable[[dict], bool],
           stub: Callable[[dict], dict | None] = lambda r: None) -> list[dict]:
    """Records the seat may see, others replaced by stub(record) (None: dropped)."""
    out = []
    for r in records:
        if visible(r):
            out.append(r)
        else:
            s = stub(r)
            if s is not None:
                out.append(s)
    return out


def leaks(view: Any, secrets: Iterable[str]) -> list[str]:
    """Secret strings (ids, card names) that appear as a key or a string value
    anywhere in a view built for one seat: the check that a private view
    hides what it must."""
    wanted = set(secrets)
    if not wanted:
        return []
    # The simulator runs this after every action for every seat. Fast path: a
    # string that appears as a key or value appears quoted, in its JSON form,
    # in the view's JSON text (dumped at C speed); when no secret does, nothing
    # leaks. Otherwise (or for a view JSON cannot dump) walk the view exactly.
    try:
        text = json.dumps(view, default=_listed)
    except (TypeError, ValueError):
        text = None
    if text is not None and all(isinstance(x, str) for x in wanted):
        if '\\"' not in text:
            # No escaped quote: every '"' opens or closes a string, so splitting
            # on them puts every key and string value at an odd index; all
            # secrets are then tested in one set operation, not one scan each.
            if set(text.split('"')[1::2]).isdisjoint([encode_basestring_ascii(x)[1:-1] for x in wanted]):
                return []
        elif not any(quoted in text for quoted in map(encode_basestring_ascii, wanted)):
            return []
    found: set = set()
    stack = [view]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            if not wanted.isdisjoint(v):
                found.update(wanted.intersection(v))
            v = v.values()
        elif isinstance(v, str):
            if v in wanted:
                found.add(v)
            continue
        elif not isinstance(v, (list, tuple, set)):
            continue
        for x in v:
            if isinstance(x, str):
                if x in wanted:
                    found.add(x)
            elif isinstance(x, (dict, list, tuple, set)):
                stack.append(x)
    return sorted(found)


def _listed(value: Any) -> list:
    if isinstance(value, (set, frozenset)):
        return list(value)
    raise TypeError(f"not JSON: {type(value).__name__}")
