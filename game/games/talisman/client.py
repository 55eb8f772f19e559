"""What the client asks of Talisman beyond the rules: save summaries, actions to
confirm, hand-overs, setup hints, and the numbers a fight will be decided by
(read from the rules' own functions, so the screen and the rules never disagree)."""
from __future__ import annotations

from game.engine.protocol import Action

from .content import content
from game.engine.wording import contract, lower_first

from .text import called, name
from .world import card, ch, in_glade, stat

SOULS_ONLY = ("life_trophy", "random_rifts", "ending", "command_ghosts")
TURN = {"es": "Turno {n}", "en": "Turn {n}"}
OVER = {"es": "Partida terminada", "en": "Game over"}
SOULS = {"es": "Con el Reino de las Almas", "en": "With the Realm of Souls"}
BASE = {"es": "Juego básico", "en": "Base game"}
STATE = {"es": {"ghost": "fantasma", "dead": "muerto", "out": "fuera"},
         "en": {"ghost": "ghost", "dead": "dead", "out": "out"}}


def seat_label(state, seat: int, lang: str) -> str:
    c = state.res["chars"][seat]
    rec = content().characters[c["id"]]
    label = rec["name"][lang]
    if c["state"] == "alive":
        return label
    word = STATE[lang][c["state"]]
    if lang == "es" and rec["grammar"] == "fs" and c["state"] == "dead":     # la Elfa, muerta
        word = "muerta"
    return f"{label} ({word})"


def save_summary(state, lang: str) -> dict:
    r = state.res
    progress = OVER[lang] if r["result"] is not None else TURN[lang].format(n=max(1, r["turn"]["n"]))
    return {"mode": (SOULS if r["options"].get("souls") else BASE)[lang],
            "seats": [seat_label(state, s, lang) for s in range(len(r["chars"]))], "progress": progress}


def setup_hints(options: dict) -> dict:
    n = int(options.get("players", 0) or 0)
    return {"roles": [None] * n, "ignored": [] if options.get("souls") else list(SOULS_ONLY), "limits": {}}


def handover_needed(state, from_seat, to_seat) -> bool:
    """Nothing in Talisman is secret: every card and character is face up."""
    return False


def action_warnings(state, action: Action) -> list[tuple[str, dict]]:
    """Self-harming or irreversible choices: dropping a card, discarding a spell, attacking
    another character, crossing the Sentinel's bridge, taking a last life, turning back or
    leaving the inner region, stepping towards the Valley of Fire without a talisman, a quest,
    a raft, the command spell, and a fight that could cost the last life when something else
    could be done instead. A limit's forced drop asks nothing."""
    from .content import content
    a = state.res["ask"]
    if a is None:
        return []
    seat = a["seat"]
    c = ch(state, seat)
    kind, args = action.kind, action.args
    if kind == "drop" and a["kind"] in ("turn", "arrive"):
        return [("drop", {"card": args[0]})]
    if kind == "discard_spell":
        return [("discard_spell", {"card": args[0]})]
    if kind == "meet" and args[1] in ("attack", "psychic"):
        return [("attack", {"target": args[0], "mode": args[1]})]
    if kind == "move" and args[1] == "bridge":
        out = [("sentinel", {"strength": content().board["sentinel_strength"],
                             "yours": stat(state, seat, "strength", combat=True)})]
        return out + ([("last_life", {})] if c["lives"] <= 1 and c["state"] == "alive" else [])
    if kind == "reward" and args[0] == "life":
        loser = ch(state, a["loser"])
        if loser["lives"] <= 1 and loser["state"] == "alive":
            return [("lethal", {"target": a["loser"]})]
    if kind == "bleed" and c["lives"] <= a.get("n", 1) and c["state"] == "alive":
        return [("last_life", {})]
    if kind == "back":
        return [("turn_back", {})]
    if kind == "leave" and not args:
        return [("leave", {})]
    if kind == "step" and c["space"] == "death" and "talisman" not in c["objects"] and not c.get("back"):
        return [("no_talisman", {})]
    if kind == "quest" and args[0]:
        return [("quest", {})]
    if kind == "build_raft":
        return [("build_raft", {})]
    if kind == "command":
        return [("command", {})]
    if kind == "fight" and a["kind"] == "combat" and len(a["options"]) > 1 and c["lives"] <= 1:
        return [("last_life", {})]
    return []


def combat_numbers(state) -> dict | None:
    """The fight on hand (a creature combat or a meeting), as the rules will count it
    before the dice: {"mode", "modes", "mine", "theirs": [(name, value)], "foe_total",
    "armour", "glade"} -- `mine` without the die, `foe_total` without the creature's die."""
    q = state.res["queue"]
    if not q:
        return None
    st = q[0]
    seat = st.get("seat")
    if st.get("op") == "combat":
        foes = st["foes"]
        modes = ("strength", "craft") if st["mode"] == "choose" else (st["mode"],)
        out = {"modes": modes, "mine": {}, "theirs": {}, "foe_total": {}}
        for m in modes:
            out["mine"][m] = stat(state, seat, m, combat=True, foe=foes[0]) + st.get("bonus", 0)
            out["theirs"][m] = [(f["name"], f.get(m) or 0) for f in foes]
            out["foe_total"][m] = sum(f.get(m) or 0 for f in foes)
        out["mode"] = modes[0]
        out["seat"] = seat
        out["target"] = None
    elif st.get("op") == "pvp":
        mode = "craft" if st["how"] == "psychic" else "strength"
        t = st["target"]
        out = {"modes": (mode,), "mode": mode, "seat": seat, "target": t,
               "mine": {mode: stat(state, seat, mode, combat=True) + st["bonus"][0]},
               "theirs": {mode: [(t, stat(state, t, mode, combat=True) + st["bonus"][1])]},
               "foe_total": {mode: stat(state, t, mode, combat=True) + st["bonus"][1]}}
    else:
        return None
    c = ch(state, seat)
    saves = [card(o)["armour"] for o in c["objects"] if card(o).get("armour")]
    out["armour"] = min(saves) if saves and not in_glade(state, c) else None
    out["glade"] = in_glade(state, c)
    return out


def stat_parts(state, seat: int, which: str) -> list[tuple[str, int]]:
    """Where a character's strength or craft comes from: (source, amount), the printed value
    first; the total of the parts is what the rules count outside combat (stat())."""
    from .world import sheet
    c = ch(state, seat)
    key = "str_c" if which == "strength" else "craft_c"
    if c["toad"]:
        return [("toad", 1), ("counters", c["toad_" + key])] if c["toad_" + key] else [("toad", 1)]
    parts = [("base", sheet(c)[which])]
    if c[key]:
        parts.append(("counters", c[key]))
    if not in_glade(state, c):
        for o in c["objects"]:
            v = card(o).get("bonus", {}).get(which, 0)
            if v:
                parts.append((o, v))
    for f in c["followers"]:
        v = card(f).get("bonus", {}).get(which, 0)
        if v:
            parts.append((f, v))
    total = stat(state, seat, which)
    if sum(v for _, v in parts) < total:            # never below the printed value
        parts.append(("floor", total - sum(v for _, v in parts)))
    combat = stat(state, seat, which, combat=True) - total
    if combat:
        parts.append(("combat", combat))
    return parts


def card_name(ident, lang: str) -> str:
    return name(ident, lang)


ROLL_MEANS = {"es": {"move": "te lleva {to}", "table": "{text}", "portal_open": "el Portal se abre",
                     "portal_shut": "el Portal sigue cerrado"},
              "en": {"move": "takes you to {to}", "table": "{text}", "portal_open": "the Portal opens",
                     "portal_shut": "the Portal stays shut"}}


def either(places: list[str], lang: str) -> str:
    """"al Cementerio o a los Riscos" / "the Graveyard or the Crags": one place or another
    (places as sentences name them, with their articles)."""
    if lang == "es":
        places = [contract("a " + p, lang) for p in places]
    if len(places) < 2:
        return places[0] if places else ""
    return ", ".join(places[:-1]) + (" o " if lang == "es" else " or ") + places[-1]


def roll_meaning(state, lang: str) -> str | None:
    """What the roll waiting for its fate reroll means as it stands (a move's destinations,
    the row of a space's table, the Portal opening or not), or None."""
    from .board import moves
    from .text import effect_text
    q = state.res["queue"]
    if not q or q[0].get("op") != "roll":
        return None
    st = q[0]
    then = st["then"]
    total = sum(st.get("dice", []))
    seat = st["seat"]
    c = ch(state, seat)
    words = ROLL_MEANS[lang]
    if then["op"] == "choose_move":
        spaces = {d for d, _ in moves(c["space"], total, ghost=c["state"] == "ghost", portal_ok=not c.get("quest"))}
        dests = [called(d, lang) for d in sorted(spaces, key=lambda d: name(d, lang))]
        return words["move"].format(to=either(dests, lang))
    if then["op"] == "table":
        for row in then["rows"]:
            if row["lo"] <= total <= row["hi"]:
                return words["table"].format(text=lower_first(effect_text(row["do"], lang)))
    if then["op"] == "portal_test":
        ok = total <= stat(state, seat, "strength") or total <= stat(state, seat, "craft")
        return words["portal_open" if ok else "portal_shut"]
    return None
