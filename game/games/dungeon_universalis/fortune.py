"""Fortune against a fatal blow, asked to the hero's seat when it happens (the AI answers for its
seats; the JOA's creatures decide at once). A hero that would go out of combat with a fortune
point left is "dying": it stays where it lies, nobody targets it, and play stops after the
current creature's activation (or the current hero action) until its seat answers:
fatal(h, True) spends 1 point and rolls 1d6, 5+ saves; after a miss, with a point left, the seat
is asked again: a second point passes for sure. fatal(h, False), or no save, puts it out of combat."""
from __future__ import annotations

from game.engine.protocol import act

from .world import d6, emit, fig, moved


def pending(w) -> list:
    return w.res.setdefault("asks", [])


def ask(w, f: dict, by: dict | None, events) -> None:
    f["dying"] = True
    f["life"] = 0
    pending(w).append({"fid": f["id"], "by": by["id"] if by else None, "second": False})
    moved(w)
    emit(events, "fatal_ask", who=f["id"], fortune=f["fortune"])


def asking(w) -> dict | None:
    asks = w.res.get("asks")
    return asks[0] if asks else None


def legal(w) -> list:
    a = asking(w)
    return [act("fatal", a["fid"], True), act("fatal", a["fid"], False)] if a else []


def answer(w, yes: bool, events) -> None:
    from .combat import out_of_combat, spend_fortune
    a = pending(w)[0]
    f = fig(w, a["fid"])
    if yes and f["fortune"] > 0:
        spend_fortune(w, f, "fatal", events)
        if a["second"]:
            emit(events, "fatal_avoided", who=f["id"], roll=None)
            _saved(w, f)
            return
        r = d6(w, events, f["id"])
        if r >= 5:
            emit(events, "fatal_avoided", who=f["id"], roll=r)
            _saved(w, f)
            return
        if f["fortune"] > 0:
            a["second"] = True
            emit(events, "fatal_ask", who=f["id"], fortune=f["fortune"], second=True)
            return
    pending(w).pop(0)
    f["dying"] = False
    by = a["by"]
    out_of_combat(w, f, events, fig(w, by) if by else None)


def _saved(w, f: dict) -> None:
    pending(w).pop(0)
    f["dying"] = False
    f["life"] = 1
    moved(w)
