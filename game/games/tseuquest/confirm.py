"""What the client asks before it commits: whether a hand-over curtain is
needed between two seats (a secret would show), and the actions a player
should confirm (they kill or remove the actor, or end the adventure)."""
from __future__ import annotations

from game.engine.protocol import Action
from game.engine.state import World

from .components import Figure, Kit
from .effects import card
from .view import sees_hand
from .world import MB, fig, on_board


def _shows_secrets(w: World, seat: int | None) -> bool:
    """Whether seat's own screen shows something another seat may not see."""
    if seat is None:
        return False
    if seat == MB:
        return True            # the adventure book: hidden traps, unplaced figures, the MB's cards
    if w.res["phase"] != "play":
        return False           # magic hands are shown from the start of play (3.6-e)
    for eid, k in w.query(Kit):
        f = w.get(eid, Figure)
        if f.seat == seat and (k.hand or k.notes) and not all(
                sees_hand(w, other, f) for other in range(1, w.res["options"]["players"])):
            return True
    return False


def handover_needed(w: World, from_seat: int | None, to_seat: int | None) -> bool:
    """True when either seat's screen shows the other something secret: the Evil
    Wizard's view, or an adventurer's magic hand or treasure notes while hands
    are private (the open_hands option off)."""
    if from_seat == to_seat or w.res["result"] is not None:
        return False
    return _shows_secrets(w, from_seat) or _shows_secrets(w, to_seat)


def action_warnings(w: World, action: Action) -> list[tuple[str, dict]]:
    """(code, args) for actions to confirm: a spell whose cost takes the caster's
    mind to 0 (11.7), leaving the dungeon by an exit, ending the adventure."""
    kind, args = action.kind, action.args
    if kind == "cast" and on_board(w, args[0]) and card(args[1])["cost"] >= fig(w, args[0]).mind:
        return [("self_kill", {"eid": args[0], "card": args[1]})]
    if kind == "exit":
        return [("leave_dungeon", {"eid": args[0]})]
    if kind == "end_adventure":
        return [("end_adventure", {"success": bool(w.res["goal_done"])})]
    return []


TEXTS = {
    "es": {"self_kill": "Lanzar «{card}» gasta toda la mente de {who}, que muere al momento.",
           "leave_dungeon": "{who} sale de la mazmorra y ya no vuelve en esta aventura.",
           "end_adventure_won": "La aventura termina ahora: ganan los aventureros.",
           "end_adventure_lost": "La aventura termina ahora: gana el Malvado Brujo."},
    "en": {"self_kill": "Casting “{card}” spends all of {who}'s mind: {who} dies at once.",
           "leave_dungeon": "{who} leaves the dungeon and does not come back this adventure.",
           "end_adventure_won": "The adventure ends now: the adventurers win.",
           "end_adventure_lost": "The adventure ends now: the Evil Wizard wins."},
}


def warning_text(data: dict, lang: str, name_of, ref_name) -> str:
    t = TEXTS[lang if lang in TEXTS else "en"]
    code = data["code"]
    if code == "end_adventure":
        return t["end_adventure_won" if data.get("success") else "end_adventure_lost"]
    return t[code].format(who=name_of(data.get("eid")), card=ref_name(data.get("card")))
