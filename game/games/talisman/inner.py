"""The inner region: one space a turn, every space's encounter, turning back for
good until the Plain of Danger; the Mines and Crypt, the Pits, the Werewolf Den,
Death, the Valley of Fire and the Crown of Command."""
from __future__ import annotations

from .combat import creature_combat
from .content import content
from .dice import roll_then
from .flow import ask, done, end_turn_now, push, step
from .world import ch, log, roll_d6, stat

PATH = ("plain_of_danger", "mines", "vampire_tower", "pits", "crypt", "werewolf_den", "death",
        "valley_of_fire", "crown")
FOES = ("werewolf", "pits", "death")


def inner_options(w, seat: int) -> list:
    c = ch(w, seat)
    if c["space"] == "plain_of_danger":
        return [["step"], ["leave"]]
    if c.get("back") or c["state"] == "ghost":
        c["back"] = True                  # a ghost never goes deeper into the inner region
        return [["step"]]
    if c.get("foe"):
        return [["fight"], ["back"]]
    return [["step"], ["back"]]


def inner_move(w, seat: int, how: str, ev: list) -> None:
    c = ch(w, seat)
    path = content().ring["inner"]
    i = path.index(c["space"])
    if how == "leave":                    # out through the Portal: no opening, the whole move
        c["space"] = content().board["portal"]["space"]
        log(ev, "move", seat=seat, to=c["space"])
        return
    if how == "fight":
        push(w, {"op": "space", "seat": seat})
        return
    if how == "back":
        c["back"] = True
        c["foe"] = None
        log(ev, "turn_back", seat=seat)
    nxt = path[i - 1] if c.get("back") else path[i + 1]
    c["space"] = nxt
    log(ev, "move", seat=seat, to=nxt)
    push(w, {"op": "arrive", "seat": seat})


def inner_space(w, seat: int, op: str, val, ev: list) -> None:
    c = ch(w, seat)
    if op == "maze":
        n = 2 if "tunneller" in _abilities(c) else 3
        roll_then(w, seat, n, {"op": "maze", "seat": seat, "stat": val})
    elif op == "werewolf":
        foe = c.get("foe")
        if foe and foe.get("kind") == "werewolf":
            _werewolf_fight(w, seat, foe["strength"])
        else:
            roll_then(w, seat, val, {"op": "werewolf_roll", "seat": seat})
    elif op == "pits":
        foe = c.get("foe")
        if foe and foe.get("kind") == "pits":
            _pit_fight(w, seat)
        else:
            roll_then(w, seat, 1, {"op": "pits_roll", "seat": seat, "strength": val})
    elif op == "death":
        c["foe"] = {"kind": "death"}
        roll_then(w, seat, val, {"op": "death_roll", "seat": seat, "n": val})
    elif op == "valley":
        if not any(o == "talisman" for o in c["objects"]):
            c["back"] = True              # no talisman: turn back
            log(ev, "turn_back", seat=seat)


def _abilities(c: dict) -> list:
    from .world import sheet
    return [] if c["toad"] else sheet(c)["abilities"]


@step("maze")
def h_maze(w, st, ev, a):
    done(w)
    seat = st["seat"]
    c = ch(w, seat)
    result = sum(st["dice"]) - stat(w, seat, st["stat"])
    row = next(r for r in content().board["mazes"][st["stat"]] if result <= r["hi"])
    log(ev, "maze", seat=seat, result=result, to=row["to"])
    if row["to"] != c["space"]:
        from .effects import move_char
        move_char(w, seat, row["to"], ev, encounter=False)      # ignored when terrain covers it
        if c["space"] == row["to"]:
            c["back"] = False
    end_turn_now(w)


@step("werewolf_roll")
def h_werewolf_roll(w, st, ev, a):
    done(w)
    strength = sum(st["dice"])
    ch(w, st["seat"])["foe"] = {"kind": "werewolf", "strength": strength}
    log(ev, "werewolf", seat=st["seat"], strength=strength)
    _werewolf_fight(w, st["seat"], strength)


def _werewolf_fight(w, seat: int, strength: int) -> None:
    creature_combat(w, seat, [{"name": "werewolf", "strength": strength, "craft": 0}], "strength", False,
                    after="werewolf_after")


@step("werewolf_after")
def h_werewolf_after(w, st, ev, a):
    done(w)
    if st["outcome"] == "win":
        ch(w, st["seat"])["foe"] = None
    end_turn_now(w)


@step("pits_roll")
def h_pits_roll(w, st, ev, a):
    done(w)
    n = st["dice"][0]
    ch(w, st["seat"])["foe"] = {"kind": "pits", "left": n, "strength": st["strength"]}
    log(ev, "pits", seat=st["seat"], n=n)
    _pit_fight(w, st["seat"])


def _pit_fight(w, seat: int) -> None:
    foe = ch(w, seat)["foe"]
    creature_combat(w, seat, [{"name": "demon", "strength": foe["strength"], "craft": 0}], "strength", False,
                    after="pits_after")


@step("pits_after")
def h_pits_after(w, st, ev, a):
    """Demons one by one until all are dead or one wins; the turn ends either way."""
    done(w)
    c = ch(w, st["seat"])
    if st["outcome"] == "win" and c.get("foe"):
        c["foe"]["left"] -= 1
        if c["foe"]["left"] > 0:
            _pit_fight(w, st["seat"])
            return
        c["foe"] = None
    end_turn_now(w)


@step("death_roll")
def h_death_roll(w, st, ev, a):
    """Two dice against Death's two dice: lower loses a life and stays; a tie stays; higher passes."""
    from .death import lose_lives
    done(w)
    seat = st["seat"]
    mine = sum(st["dice"])
    theirs = sum(roll_d6(w, ev, "death") for _ in range(st["n"]))
    outcome = "win" if mine > theirs else "lose" if mine < theirs else "tie"
    log(ev, "death_game", seat=seat, score=mine, foe_score=theirs, outcome=outcome)
    c = ch(w, seat)
    if outcome == "win":
        c["foe"] = None
        return
    if outcome == "lose":
        lose_lives(w, seat, 1, ev)
    end_turn_now(w)


@step("crown_arrive")
def h_crown_arrive(w, st, ev, a):
    from .turn import meet_options
    from .combat import start_meeting
    seat = st["seat"]
    if a is None:
        if not w.res["crown_reached"]:
            w.res["crown_reached"] = True
            log(ev, "crown_reached", seat=seat)
        if w.res["options"].get("ending") == "crown_claimed" or w.res["options"].get("victory") == "first":
            w.res["result"] = {"winners": [seat], "reason": "crown"}
            log(ev, "game_over", winners=[seat])
            return
        opts = meet_options(w, seat)
        if not opts:
            done(w)
            end_turn_now(w)
            return
        ask(w, seat, "meet", opts)
        return
    done(w)
    start_meeting(w, seat, a.args[0], a.args[1], ev)


@step("crown_turn")
def h_crown_turn(w, st, ev, a):
    """At the Crown: meet whoever else is there, or, alone, cast the command spell."""
    from .turn import meet_options
    from .combat import start_meeting
    seat = st["seat"]
    if a is None:
        opts = meet_options(w, seat) or [["command"]]
        ask(w, seat, "crown", opts)
        return
    done(w)
    if a.kind == "meet":
        start_meeting(w, seat, a.args[0], a.args[1], ev)
    else:
        roll_then(w, seat, 1, {"op": "command", "seat": seat})


@step("command")
def h_command(w, st, ev, a):
    from .death import die, lose_lives
    done(w)
    seat = st["seat"]
    face = st["dice"][0]
    need = 3 if w.res["options"].get("ending") == "last_soul" else 4
    hit = face >= need
    log(ev, "command", seat=seat, face=face, hit=hit)
    if hit:
        for t, o in enumerate(w.res["chars"]):
            if t == seat or o["state"] not in ("alive", "ghost"):
                continue
            if o["state"] == "ghost" and not w.res["options"].get("command_ghosts", True):
                continue
            if o["state"] == "ghost" or o["lives"] > 1:
                lose_lives(w, t, 1, ev)
            else:
                o["lives"] = 0
                log(ev, "lose", seat=t, stat="lives", n=1)
                die(w, t, ev, killer=None, final=True)      # a death by the command spell ends that game
    end_turn_now(w)
