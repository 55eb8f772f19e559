"""Encountering a space: drawing adventure (or, for ghosts, veil) cards up to the
space's number counting the cards already there, then resolving every card in
order: cards that move elsewhere first, then by encounter number, ties in draw order."""
from __future__ import annotations

from .combat import creature_combat
from .effects import run_effects
from .flow import ask, done, push, step
from .world import card, ch, deck, entries, followers_ok, log, new_entry, return_card, space_rec, visible

STRENGTH_ONLY = lambda rec: rec.get("strength") and not rec.get("craft")  # noqa: E731


def instructions(w, space: str) -> list:
    """The space's text, or the terrain card's that covers it."""
    t = w.res["terrain"]["on"].get(space)
    return card(t)["do"] if t else space_rec(space)["do"]


@step("space")
def h_space(w, st, ev, a):
    done(w)
    seat = st["seat"]
    c = ch(w, seat)
    todo = instructions(w, c["space"])
    if todo and "draw" in todo[0]:
        draw_here(w, seat, todo[0]["draw"], ev)
        run_effects(w, seat, todo[1:], c["space"])
        return
    if todo:
        run_effects(w, seat, todo, c["space"])
    if any(visible(c, e) for e in entries(w, c["space"])):
        push(w, {"op": "cards", "seat": seat, "space": c["space"], "done": []})   # cards there come first


def draw_here(w, seat: int, n: int, ev: list) -> None:
    c = ch(w, seat)
    here = entries(w, c["space"])
    have = sum(1 for e in here if visible(c, e))
    name = "veil" if c["state"] == "ghost" else "adventure"
    for _ in range(max(0, n - have)):
        ident = deck(w, name).draw(ev)
        if ident is None:
            break
        here.append(new_entry(w, ident))
    push(w, {"op": "cards", "seat": seat, "space": c["space"], "done": []})


def _order(e: dict, space: str) -> tuple:
    rec = card(e["c"])
    mover = rec.get("place_at") and rec["place_at"] != space
    return (0 if mover else 1, rec.get("number", 9), e["s"])


@step("cards")
def h_cards(w, st, ev, a):
    seat, space = st["seat"], st["space"]
    c = ch(w, seat)
    if c["space"] != space or c["state"] not in ("alive", "ghost"):
        done(w)
        return
    here = entries(w, space)
    t = w.res["turn"]["n"]
    todo = sorted((e for e in here if e["s"] not in st["done"] and visible(c, e)
                   and not (e.get("by") == seat and e.get("t") == t) and e["s"] not in c["evaded"]),
                  key=lambda e: _order(e, space))
    if not todo:
        done(w)
        gold = w.res["gold"].pop(space, 0)
        if gold:
            c["gold"] += gold
            log(ev, "pick_gold", seat=seat, n=gold)
        return
    e = todo[0]
    st["left"] = len(todo) - 1
    rec = card(e["c"])
    st["done"].append(e["s"])
    log(ev, "encounter", seat=seat, card=e["c"])
    if rec.get("place_at") and rec["place_at"] != space:
        here.remove(e)
        entries(w, rec["place_at"]).append(e)
        log(ev, "card_moved", card=e["c"], to=rec["place_at"])
        return
    kind = rec["kind"]
    if kind == "event":
        here.remove(e)
        return_card(w, e["c"])
        run_effects(w, seat, rec.get("do", []), e["c"])
    elif kind in ("stranger", "place"):
        run_effects(w, seat, rec.get("do", []), e["c"])
    elif kind == "enemy":
        if STRENGTH_ONLY(rec):
            group = [x for x in todo if card(x["c"])["kind"] == "enemy" and STRENGTH_ONLY(card(x["c"]))]
            st["done"] += [x["s"] for x in group]
            foes = [_foe(x) for x in group]
            creature_combat(w, seat, foes, "strength", evadable=True)
        else:
            mode = "choose" if rec.get("strength") else "craft"
            creature_combat(w, seat, [_foe(e)], mode, evadable=True)
    else:
        push(w, {"op": "take", "seat": seat, "s": e["s"]})


def _foe(e: dict) -> dict:
    rec = card(e["c"])
    return {"name": e["c"], "card": e["s"], "strength": rec.get("strength", 0), "craft": rec.get("craft", 0),
            "type": rec.get("type"), "no_weapons": bool(rec.get("no_weapons"))}


def may_have(c: dict, ident: str) -> bool:
    rec = card(ident)
    if rec.get("forbid") == c["align"]:
        return False
    if rec["kind"] == "follower" and not followers_ok(c):
        return False
    return True


@step("take")
def h_take(w, st, ev, a):
    seat = st["seat"]
    c = ch(w, seat)
    here = entries(w, c["space"])
    e = next((x for x in here if x["s"] == st["s"]), None)
    if e is None or not may_have(c, e["c"]):
        done(w)
        return
    rec = card(e["c"])
    if a is None:
        opts = [["take", e["c"]]] + ([] if rec.get("cursed") else [["leave", e["c"]]])
        ask(w, seat, "take", opts)
        return
    done(w)
    if a.kind == "take":
        here.remove(e)
        if rec.get("gold"):
            c["gold"] += rec["gold"]
            return_card(w, e["c"])
            log(ev, "gold_card", seat=seat, card=e["c"], n=rec["gold"])
        else:
            (c["followers"] if rec["kind"] == "follower" else c["objects"]).append(e["c"])
            log(ev, "take", seat=seat, card=e["c"])
