"""Combat and psychic combat against creatures (one attack roll for every enemy
fighting with strength together), and against other characters."""
from __future__ import annotations

from game.engine.chance import roll

from .flow import ask, done, end_turn_now, push, step
from .spells import combat_spell_options, cast_combat
from .world import (D6, card, ch, entries, has_ability, in_glade, log, region, return_card, rng, roll_d6,
                    space_rec, stat)


def creature_combat(w, seat: int, foes: list, mode: str, evadable: bool, after: str | None = None,
                    spells_ok: bool | None = None) -> None:
    """mode: strength | craft | choose (a creature with both: the character picks)."""
    c = ch(w, seat)
    inner = region(c["space"]) == "inner"
    push(w, {"op": "combat", "seat": seat, "foes": foes, "mode": mode, "evadable": evadable and not inner,
             "spells_ok": (not inner) if spells_ok is None else spells_ok, "after": after, "bonus": 0,
             "stage": "pre"})


def can_evade(w, seat: int) -> bool:
    c = ch(w, seat)
    if w.res["options"].get("evade") == "always":
        return True
    return has_ability(c, "woodland") and bool(space_rec(c["space"]).get("woods"))


def _pre_options(w, st) -> list:
    seat = st["seat"]
    c = ch(w, seat)
    modes = ("strength", "craft") if st["mode"] == "choose" else (st["mode"],)
    opts = [["fight", m] for m in modes]
    if st["evadable"] and can_evade(w, seat):
        opts.append(["evade"])
    opts += combat_spell_options(w, seat, st)
    if any(f.get("type") == "spirit" for f in st["foes"]) and "cross" in c["objects"] and "craft" in modes:
        opts.append(["cross"])
    return opts


@step("combat")
def h_combat(w, st, ev, a):
    seat = st["seat"]
    c = ch(w, seat)
    if st["stage"] == "pre":
        if a is not None and a.kind == "cast":
            cast_combat(w, seat, a.args[0], st, ev)
            if st["stage"] == "over":
                return _finish(w, st, "evade" if st.get("evaded") else "win", ev, trophies=not st.get("destroyed"))
        elif a is not None and a.kind == "evade":
            st["evaded"] = True
            return _finish(w, st, "evade", ev)
        elif a is not None and a.kind == "cross":
            log(ev, "cross", seat=seat)
            return _finish(w, st, "win", ev, trophies=False)
        elif a is not None and a.kind == "fight":
            st["mode"] = a.args[0]
            return _roll(w, st, ev)
        opts = _pre_options(w, st)
        if len(opts) == 1:
            st["mode"] = opts[0][1]
            return _roll(w, st, ev)
        ask(w, seat, "combat", opts, foes=[f["name"] for f in st["foes"]])
        return
    if st["stage"] == "rolled":
        if a is not None and a.kind == "reroll":
            c["fate"] -= 1
            old = st["die"]
            st["die"] = roll_d6(w, ev, seat)
            log(ev, "reroll", seat=seat, old=old, new=st["die"])
        _compare(w, st, ev)


def _score(w, st) -> int:
    return st["die"] + stat(w, st["seat"], st["mode"], combat=True, foe=st["foes"][0]) + st["bonus"]


def _roll(w, st, ev) -> None:
    seat = st["seat"]
    c = ch(w, seat)
    st["die"] = roll_d6(w, ev, seat)
    st["foe_die"] = int(roll(D6, rng(w), ev, who="creature",
                             foes=[f["name"] for f in st["foes"]]))      # the log names who rolled it
    st["stage"] = "rolled"
    if c["fate"] > 0:
        ask(w, seat, "reroll", [["accept"], ["reroll", 0]], dice=[st["die"]], foe_die=st["foe_die"],
            score=_score(w, st), foe_score=st["foe_die"] + sum(f[st["mode"]] for f in st["foes"]))
        return
    _compare(w, st, ev)


def _compare(w, st, ev) -> None:
    mine = _score(w, st)
    theirs = st["foe_die"] + sum(f[st["mode"]] for f in st["foes"])
    outcome = "win" if mine > theirs else "lose" if mine < theirs else "tie"
    log(ev, "combat", seat=st["seat"], foes=[f["name"] for f in st["foes"]], mode=st["mode"], score=mine,
        foe_score=theirs, outcome=outcome)
    _finish(w, st, outcome, ev)


def _finish(w, st, outcome: str, ev, trophies: bool = True) -> None:
    seat = st["seat"]
    c = ch(w, seat)
    done(w)
    cards = [f["card"] for f in st["foes"] if f.get("card")]
    if outcome == "win":
        here = entries(w, c["space"])
        for e in [e for e in here if e["s"] in cards]:
            here.remove(e)
            if trophies and (c["state"] == "alive" or w.res["options"].get("life_trophy")):
                rec = card(e["c"])
                kind = "lives" if c["state"] == "ghost" else st["mode"]
                c["trophies"].append([e["c"], kind, rec.get(st["mode"]) or rec.get("strength") or rec.get("craft")])
            else:
                return_card(w, e["c"])
        from .effects import quest_kill
        if cards:
            quest_kill(w, seat, len(cards), ev)
    elif outcome == "evade":
        c["evaded"] += cards
        log(ev, "evade", seat=seat)
    elif outcome == "lose":
        _lose_life(w, seat, st["mode"], ev)
    if st.get("after"):
        push(w, {"op": st["after"], "seat": seat, "outcome": outcome})
    elif outcome in ("lose", "tie"):
        end_turn_now(w)


def _lose_life(w, seat: int, mode: str, ev, killer: int | None = None) -> None:
    """Combat defeat: one armour may save the life (never in psychic combat)."""
    from .death import lose_lives
    c = ch(w, seat)
    if mode == "strength" and not in_glade(w, c):
        saves = [card(o)["armour"] for o in c["objects"] if card(o).get("armour")]
        if saves:
            best = min(saves)
            face = roll_d6(w, ev, seat)
            if face >= best:
                log(ev, "armour", seat=seat, saved=True)
                return
            log(ev, "armour", seat=seat, saved=False)
    lose_lives(w, seat, 1, ev, killer)


# -- characters ------------------------------------------------------------------------------------------------
def defender_evade_options(w, seat: int) -> list:
    from .spells import can_cast_now
    c = ch(w, seat)
    opts = []
    if w.res["options"].get("evade") == "always":
        opts.append(["evade"])
    if can_cast_now(w, seat):
        opts += [["cast", s] for s in sorted(set(c["spells"])) if card(s)["op"] == "evade"]
    return opts


def start_meeting(w, seat: int, target: int, how: str, ev: list) -> None:
    log(ev, "meet", seat=seat, target=target, how=how)
    push(w, {"op": "pvp", "seat": seat, "target": target, "how": how, "stage": "evade", "bonus": [0, 0]})


@step("pvp")
def h_pvp(w, st, ev, a):
    seat, target = st["seat"], st["target"]
    att, dfn = ch(w, seat), ch(w, target)
    if st["stage"] == "evade":
        if a is None:
            # at the Crown the encounter is mandatory: nobody can evade it
            opts = defender_evade_options(w, target) if att["space"] != "crown" else []
            if opts:
                ask(w, target, "defend", [["no_evade"]] + opts, attacker=seat)
                return
        elif a.kind in ("evade", "cast"):
            if a.kind == "cast":
                from .spells import spend_spell
                spend_spell(w, target, a.args[0], ev)
            log(ev, "evade", seat=target)
            done(w)
            end_turn_now(w)
            return
        if st["how"] == "steal":
            done(w)
            _steal(w, seat, target, ev)
            end_turn_now(w)
            return
        st["stage"] = "pre"
        a = None
    mode = "craft" if st["how"] == "psychic" else "strength"
    if st["stage"] == "pre":
        if a is not None and a.kind == "cast":
            cast_combat(w, seat, a.args[0], st, ev)
        elif a is not None and a.kind == "fight":
            st["stage"] = "roll"
        if st["stage"] == "pre":
            opts = [o for o in combat_spell_options(w, seat, {"foes": [], "evadable": False, "spells_ok": True})
                    if card(o[1])["op"] in ("might", "insight")]
            if opts:
                ask(w, seat, "combat", [["fight", mode]] + opts, foes=[target])
                return
        st["dice"] = [roll_d6(w, ev, seat), roll_d6(w, ev, target)]
        st["stage"] = "att_reroll"
        a = None
    if st["stage"] == "att_reroll":
        if a is None and att["fate"] > 0:
            ask(w, seat, "reroll", [["accept"], ["reroll", 0]], dice=[st["dice"][0]], foe_die=st["dice"][1])
            return
        if a is not None and a.kind == "reroll":
            att["fate"] -= 1
            old = st["dice"][0]
            st["dice"][0] = roll_d6(w, ev, seat)
            log(ev, "reroll", seat=seat, old=old, new=st["dice"][0])
        st["stage"] = "def_reroll"
        a = None
    if st["stage"] == "def_reroll":
        if a is None and dfn["fate"] > 0:
            ask(w, target, "reroll", [["accept"], ["reroll", 0]], dice=[st["dice"][1]], foe_die=st["dice"][0])
            return
        if a is not None and a.kind == "reroll":
            dfn["fate"] -= 1
            old = st["dice"][1]
            st["dice"][1] = roll_d6(w, ev, target)
            log(ev, "reroll", seat=target, old=old, new=st["dice"][1])
        mine = st["dice"][0] + stat(w, seat, mode, combat=True) + st["bonus"][0]
        theirs = st["dice"][1] + stat(w, target, mode, combat=True) + st["bonus"][1]
        outcome = "win" if mine > theirs else "lose" if mine < theirs else "tie"
        log(ev, "pvp", seat=seat, target=target, mode=mode, score=mine, foe_score=theirs, outcome=outcome)
        if outcome == "tie":
            done(w)
            end_turn_now(w)
            return
        st["stage"] = "reward"
        st["winner"], st["loser"] = (seat, target) if outcome == "win" else (target, seat)
        a = None
    if st["stage"] == "reward":
        win, lose_ = st["winner"], st["loser"]
        lc = ch(w, lose_)
        if a is None:
            opts = [["reward", "life"]]
            if lc["gold"]:
                opts.append(["reward", "gold"])
            from .encounter import may_have
            opts += [["reward", "object", o] for o in sorted(set(lc["objects"])) if may_have(ch(w, win), o)]
            ask(w, win, "reward", opts, loser=lose_)
            return
        done(w)
        what = a.args[0]
        if what == "life":
            if mode == "craft":
                from .death import lose_lives
                lose_lives(w, lose_, 1, ev, killer=win)
            else:
                _lose_life(w, lose_, mode, ev, killer=win)
        elif what == "gold":
            lc["gold"] -= 1
            ch(w, win)["gold"] += 1
            log(ev, "rob", seat=win, target=lose_, what="gold")
        else:
            lc["objects"].remove(a.args[1])
            ch(w, win)["objects"].append(a.args[1])
            log(ev, "rob", seat=win, target=lose_, what=a.args[1])
        end_turn_now(w)


def _steal(w, seat: int, target: int, ev) -> None:
    """The pickpocket takes a gold coin, or else the first object the victim holds."""
    t = ch(w, target)
    if t["gold"]:
        t["gold"] -= 1
        ch(w, seat)["gold"] += 1
        log(ev, "rob", seat=seat, target=target, what="gold")
    elif t["objects"]:
        o = t["objects"].pop(0)
        ch(w, seat)["objects"].append(o)
        log(ev, "rob", seat=seat, target=target, what=o)
