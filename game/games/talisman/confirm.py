"""Consequences shown before a click: actions a player should confirm because they
cost, risk or give up something (the view asks; the rules never need it)."""
from __future__ import annotations

from game.engine.protocol import Action

from .content import content
from .world import ch, stat

TEXTS = {
    "es": {"turn_back": "Dar media vuelta es definitivo hasta la Llanura del Peligro.",
           "sentinel": "El Centinela (Fuerza {strength}) te atacará al cruzar; tu Fuerza en combate es {yours}. "
                       "Si pierdes o empatas, te quedas en su espacio.",
           "portal": "Para abrir el Portal debes sacar con dos dados {strength} o menos (tu Fuerza) o {craft} o menos "
                     "(tu Astucia); si no se abre, acabas en el Portal.",
           "lethal": "Quitarle una Vida mata a {target}: te llevas todo lo que pueda cargar.",
           "drop": "{card} queda en el espacio y no podrás recogerlo en este turno.",
           "quest": "Un reto sin cumplir te impide abrir el Portal de Poder.",
           "build_raft": "Construir la Balsa ocupa todo el turno: no te mueves.",
           "leave": "Sales de la Región Interior: para volver tendrás que abrir el Portal otra vez.",
           "no_talisman": "Sin un Talismán tendrás que dar media vuelta en el Valle de Fuego."},
    "en": {"turn_back": "Turning back is for good until the Plain of Danger.",
           "sentinel": "The Sentinel (strength {strength}) attacks you as you cross; your combat strength is {yours}. "
                       "A defeat or a tie stops you on his space.",
           "portal": "To open the Portal you must roll {strength} or less on two dice (your strength) or {craft} or "
                     "less (your craft); if it stays shut you stop on the Portal.",
           "lethal": "Taking a life kills {target}: you take everything you can carry.",
           "drop": "{card} stays on the space and you cannot pick it up again this turn.",
           "quest": "An unfinished quest stops you from opening the Portal of Power.",
           "build_raft": "Building the Raft takes the whole turn: you do not move.",
           "leave": "You leave the inner region: to come back you must open the Portal again.",
           "no_talisman": "Without a Talisman you will have to turn back in the Valley of Fire."},
}


def action_warnings(w, action: Action) -> list[tuple[str, dict]]:
    ask = w.res["ask"]
    if ask is None:
        return []
    seat = ask["seat"]
    c = ch(w, seat)
    kind, args = action.kind, action.args
    if kind == "back":
        return [("turn_back", {})]
    if kind == "move" and args[1] == "bridge":
        return [("sentinel", {"strength": content().board["sentinel_strength"],
                              "yours": stat(w, seat, "strength", combat=True)})]
    if kind == "move" and args[1] == "portal":
        return [("portal", {"strength": stat(w, seat, "strength"), "craft": stat(w, seat, "craft")})]
    if kind == "reward" and args[0] == "life" and ch(w, ask["loser"])["lives"] <= 1 \
            and ch(w, ask["loser"])["state"] == "alive":
        return [("lethal", {"target": ask["loser"]})]
    if kind == "drop" and ask["kind"] in ("turn", "arrive"):
        return [("drop", {"card": args[0]})]
    if kind == "quest" and args[0]:
        return [("quest", {})]
    if kind == "build_raft":
        return [("build_raft", {})]
    if kind == "leave":
        return [("leave", {})]
    if kind == "step" and c["space"] == "death" and "talisman" not in c["objects"] and not c.get("back"):
        return [("no_talisman", {})]
    return []


def warning_text(data: dict, lang: str, name_of) -> str:
    t = TEXTS[lang if lang in TEXTS else "en"]
    args = {k: v for k, v in data.items() if k != "code"}
    if "target" in args:
        args["target"] = name_of(args["target"])
    if "card" in args:
        args["card"] = content().name(args["card"], lang)
    return t[data["code"]].format(**args)
