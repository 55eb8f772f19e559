"""Effect data run as steps: gains and losses, healing, toads, lost turns, moves,
spells, tables rolled on, alignment, creatures, offers, shops and the Warlock's quests."""
from __future__ import annotations

from .content import content
from .dice import roll_then
from .flow import ask, done, end_turn_now, push, step
from .world import base_fate, base_lives, card, ch, deck, has_ability, log, region, return_card


def run_effects(w, seat: int, effects: list, src: str = "") -> None:
    push(w, *({"op": "eff", "seat": seat, "e": e, "src": src} for e in effects))


# -- simple changes ------------------------------------------------------------------------------------
def heal(w, seat: int, n: int, ev: list) -> None:
    """Healing never goes above the printed lives."""
    c = ch(w, seat)
    got = max(0, min(n, base_lives(c) - c["lives"]))
    if got:
        c["lives"] += got
        log(ev, "heal", seat=seat, n=got)


def restore_fate(w, seat: int, n: int, ev: list) -> None:
    c = ch(w, seat)
    got = max(0, min(n, base_fate(c) - c["fate"]))
    if got:
        c["fate"] += got
        log(ev, "restore", seat=seat, n=got)


def gain(w, seat: int, what: str, n: int, ev: list) -> None:
    """Gaining (not healing) may go above the printed value; a toad's counters are its own."""
    c = ch(w, seat)
    if what in ("strength", "craft"):
        key = ("str_c" if what == "strength" else "craft_c")
        c[("toad_" + key) if c["toad"] else key] += n
    else:
        c[what] += n
    log(ev, "gain", seat=seat, stat=what, n=n)


def lose(w, seat: int, what: str, n: int, ev: list, killer: int | None = None) -> None:
    c = ch(w, seat)
    if what == "lives":
        from .death import lose_lives
        lose_lives(w, seat, n, ev, killer)
        return
    if what in ("strength", "craft"):
        key = ("str_c" if what == "strength" else "craft_c")
        key = ("toad_" + key) if c["toad"] else key
        got = min(n, max(0, c[key]))          # counters only: never below the printed value
    else:
        got = min(n, c[what])
    if got:
        c[key if what in ("strength", "craft") else what] -= got
        log(ev, "lose", seat=seat, stat=what, n=got)


def make_toad(w, seat: int, turns: int, ev: list) -> None:
    c = ch(w, seat)
    if not c["toad"]:
        c["toad_str_c"] = c["toad_craft_c"] = 0
    c["toad"] = turns + (1 if w.res["turn"]["seat"] == seat else 0)   # the current turn does not count
    c["toad"] = max(c["toad"], 1)
    log(ev, "toad", seat=seat, turns=turns)


def give_spells(w, seat: int, n: int, ev: list) -> None:
    c = ch(w, seat)
    if c["toad"]:
        return                                # a toad gains no spells
    for _ in range(n):
        s = deck(w, "spells").draw(ev, public=False)
        if s is None:
            break
        c["spells"].append(s)
        log(ev, "spell_gain", seat=seat)


def give_card(w, seat: int, ident: str, ev: list) -> bool:
    """A talisman or purchase object from its deck, if one is left."""
    c = ch(w, seat)
    rec = card(ident)
    if rec["deck"] == "talisman":
        if w.res["talismans"] <= 0:
            return False
        w.res["talismans"] -= 1
    else:
        if w.res["purchase"][ident] <= 0:
            return False
        w.res["purchase"][ident] -= 1
    (c["followers"] if rec["kind"] == "follower" else c["objects"]).append(ident)
    log(ev, "take", seat=seat, card=ident)
    return True


def lose_turn(w, seat: int, ev: list) -> None:
    """The turn ends at once; with nothing left to resolve the next turn is lost as well."""
    c = ch(w, seat)
    pending = any(s["op"] == "cards" and s.get("left") for s in w.res["queue"])
    if not pending:
        c["lose_turns"] += 1
    log(ev, "lose_turn", seat=seat)
    end_turn_now(w)


def move_char(w, seat: int, space: str, ev: list, encounter: bool = True) -> None:
    """An effect moves the character; a space under a terrain card is no longer on the board."""
    if space in w.res["terrain"]["on"]:
        log(ev, "move_ignored", seat=seat, to=space)
        return
    c = ch(w, seat)
    c["space"] = space
    log(ev, "move", seat=seat, to=space)
    if encounter:
        w.res["queue"] = [{"op": "arrive", "seat": seat}, {"op": "end_turn"}]


def complete_quest(w, seat: int, ev: list) -> None:
    c = ch(w, seat)
    c["quest"] = None
    log(ev, "quest_done", seat=seat)
    give_card(w, seat, "talisman", ev)


def quest_kill(w, seat: int, n: int, ev: list) -> None:
    q = ch(w, seat).get("quest")
    if q and q["kind"] == "kill":
        q["n"] -= n
        if q["n"] <= 0:
            complete_quest(w, seat, ev)


# -- the effect step -----------------------------------------------------------------------------------------
@step("eff")
def h_eff(w, st, ev, a):
    seat, e = st["seat"], st["e"]
    c = ch(w, seat)
    op = next(k for k in e if k not in ("n", "rows"))
    val = e[op]
    if c["state"] not in ("alive", "ghost"):
        done(w)
        return
    if op == "offer":
        if a is None:
            if c["gold"] < val["pay"]:
                done(w)
                return
            ask(w, seat, "offer", [["pay"], ["decline"]], pay=val["pay"], src=st["src"])
            return
        done(w)
        if a.kind == "pay":
            c["gold"] -= val["pay"]
            log(ev, "pay", seat=seat, n=val["pay"])
            run_effects(w, seat, val["do"], st["src"])
        return
    if op in ("shop", "heal_paid", "sell", "cleanse"):
        _market(w, st, ev, a, op, val)
        return
    if op == "bite":
        _bite(w, st, ev, a, val)
        return
    if op == "quest":
        _quest(w, st, ev, a)
        return
    done(w)
    if op == "gain":
        gain(w, seat, val, e["n"], ev)
    elif op == "lose":
        lose(w, seat, val, e["n"], ev)
    elif op == "heal":
        heal(w, seat, val, ev)
    elif op == "restore":
        restore_fate(w, seat, val, ev)
    elif op == "lose_turn":
        lose_turn(w, seat, ev)
    elif op == "toad":
        make_toad(w, seat, w.res["options"].get("toad_turns", val), ev)
    elif op == "move_to":
        move_char(w, seat, val, ev)
    elif op == "spells":
        give_spells(w, seat, val, ev)
    elif op == "take":
        give_card(w, seat, val, ev)
    elif op == "roll":
        roll_then(w, seat, val, {"op": "table", "seat": seat, "rows": e["rows"], "src": st["src"]})
    elif op == "align":
        if c["align"] != val:
            c["align"] = val
            log(ev, "alignment", seat=seat, align=val)
    elif op == "by_alignment":
        run_effects(w, seat, val[c["align"]], st["src"])
    elif op == "creature":
        from .combat import creature_combat
        foe = {"name": val["name"], "strength": val.get("strength", 0), "craft": val.get("craft", 0)}
        mode = "strength" if foe["strength"] else "craft"
        creature_combat(w, seat, [foe], mode, evadable=region(c["space"]) != "inner")
    elif op == "draw":
        from .encounter import draw_here
        draw_here(w, seat, val, ev)
    elif op in ("maze", "pits", "werewolf", "death", "valley", "crown"):
        from .inner import inner_space
        inner_space(w, seat, op, val, ev)
    elif op in ("terrain", "unterrain", "resurrect", "to_grave"):
        from .souls import souls_effect
        souls_effect(w, seat, op, ev)


@step("table")
def h_table(w, st, ev, a):
    done(w)
    total = sum(st["dice"])
    for row in st["rows"]:
        if row["lo"] <= total <= row["hi"]:
            run_effects(w, st["seat"], row["do"], st["src"])
            return


def _market(w, st, ev, a, op, val) -> None:
    seat = st["seat"]
    c = ch(w, seat)
    if a is not None:
        if a.kind == "done":
            done(w)
            return
        if a.kind == "buy":
            price = card(a.args[0])["price"]
            if give_card(w, seat, a.args[0], ev):
                c["gold"] -= price
                log(ev, "buy", seat=seat, card=a.args[0], price=price)
        elif a.kind == "heal_buy":
            c["gold"] -= val
            heal(w, seat, 1, ev)
        elif a.kind in ("sell", "discard"):
            ident = a.args[0]
            (c["objects"] if ident in c["objects"] else c["followers"]).remove(ident)
            return_card(w, ident)
            if a.kind == "sell":
                c["gold"] += val
            log(ev, a.kind, seat=seat, card=ident)
    opts = []
    if op == "shop":
        opts = [["buy", i] for i in val if w.res["purchase"][i] > 0 and card(i)["price"] <= c["gold"]
                and not (card(i)["kind"] == "follower" and has_ability(c, "no_followers"))]
    elif op == "heal_paid" and c["gold"] >= val and c["lives"] < base_lives(c):
        opts = [["heal_buy"]]
    elif op == "sell":
        opts = [["sell", o] for o in sorted(set(c["objects"]))]
    elif op == "cleanse":
        opts = [["discard", o] for o in sorted(set(c["objects"] + c["followers"])) if card(o).get("cursed")]
    if not opts:
        done(w)
        return
    ask(w, seat, "shop", opts + [["done"]], what=op)


def _bite(w, st, ev, a, n: int) -> None:
    """The Vampire takes n lives; each may be paid with a follower instead, who dies
    (to the discard pile, a bought one back to its deck). Asked one life at a time
    while followers are left; "bleed" pays all the rest in lives."""
    seat = st["seat"]
    c = ch(w, seat)
    left = st.setdefault("left", n)
    if a is not None and a.kind == "feed":
        c["followers"].remove(a.args[0])
        return_card(w, a.args[0])
        log(ev, "follower_dies", seat=seat, card=a.args[0])
        left = st["left"] = left - 1
    if (a is None or a.kind == "feed") and left and c["followers"]:
        ask(w, seat, "bite", [["feed", f] for f in sorted(set(c["followers"]))] + [["bleed"]], n=left)
        return
    done(w)
    if left:
        lose(w, seat, "lives", left, ev)


def _quest(w, st, ev, a) -> None:
    seat = st["seat"]
    c = ch(w, seat)
    if a is None:
        if c.get("quest"):
            done(w)                           # one quest at a time
            return
        ask(w, seat, "quest", [["quest", True], ["quest", False]])
        return
    done(w)
    if a.args[0]:
        roll_then(w, seat, 1, {"op": "quest_roll", "seat": seat})


@step("quest_roll")
def h_quest_roll(w, st, ev, a):
    done(w)
    seat = st["seat"]
    c = ch(w, seat)
    r = st["dice"][0]
    q = next(dict(q) for q in content().board["quests"] if q["lo"] <= r <= q["hi"])
    c["quest"] = {"kind": q["kind"], "n": q["n"]}
    log(ev, "quest", seat=seat, kind=q["kind"], n=q["n"])
    if q["kind"] == "life":               # a sacrifice made at once
        complete_quest(w, seat, ev)
        lose(w, seat, "lives", q["n"], ev)
    elif q["kind"] == "gold" and c["gold"] >= q["n"]:
        c["gold"] -= q["n"]
        complete_quest(w, seat, ev)
