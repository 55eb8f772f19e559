"""Log lines of the terrain events (falls, jumps, climbing, ropes, sliding furniture, flight),
in Spanish and English."""
from __future__ import annotations

from .content import content

EVENTS = ("fall", "jump", "landed", "climb", "climb_out", "rope", "slide", "flight", "stuck", "swim", "drowning")
FALL_WHY = {"jump": ("al fallar el salto", "missing the jump"), "climb": ("al fallar la escalada", "losing the climb"),
            "push": ("de un empujón", "pushed")}


def _levels(n: int, es: bool) -> str:
    if es:
        return "1 nivel" if n == 1 else f"{n} niveles"
    return "1 level" if n == 1 else f"{n} levels"


def _piece(kind: str, lang: str) -> str:
    el = content().elements.get(kind)
    if el:
        return el["name"][lang]
    names = {"crate": ("la caja", "the crate")}
    return names.get(kind, (kind, kind))[0 if lang == "es" else 1]


def describe_terrain(k: str, d: dict, lang: str, n) -> str:
    es = lang == "es"

    def t(a, b):
        return a if es else b
    if k == "fall":
        why = FALL_WHY.get(d["why"], ("", ""))[0 if es else 1]
        return t(f"{n(d['who'])} cae {_levels(d['levels'], True)} {why}: aturdimiento y un dado de daño por nivel.",
                 f"{n(d['who'])} falls {_levels(d['levels'], False)}, {why}: stunned, one damage die per level.")
    if k == "jump":
        if d["gap"]:
            return t(f"{n(d['who'])} intenta un salto espectacular sobre el foso ({d['gap']} de ancho).",
                     f"{n(d['who'])} tries a spectacular jump over the pit ({d['gap']} wide).")
        return t(f"{n(d['who'])} salta para bajar {_levels(d['drop'], True)}.",
                 f"{n(d['who'])} jumps down {_levels(d['drop'], False)}.")
    if k == "landed":
        return t(f"{n(d['who'])} lo consigue.", f"{n(d['who'])} makes it.")
    if k == "climb":
        return t(f"{n(d['who'])} trepa al saliente.", f"{n(d['who'])} climbs the ledge.")
    if k == "climb_out":
        return t(f"{n(d['who'])} intenta salir del foso.", f"{n(d['who'])} tries to climb out of the pit.")
    if k == "rope":
        return t(f"{n(d['who'])} lanza su cuerda a {n(d['target'])}.", f"{n(d['who'])} throws a rope to {n(d['target'])}.")
    if k == "slide":
        return t(f"{n(d['who'])} empuja {_piece(d['item'], 'es')} una casilla.",
                 f"{n(d['who'])} slides {_piece(d['item'], 'en')} one square.")
    if k == "flight":
        return t(f"{n(d['who'])} {'alza el vuelo' if d['on'] else 'se posa'}.",
                 f"{n(d['who'])} {'takes to the air' if d['on'] else 'lands'}.")
    if k == "swim":
        if d["dice"] == [1, 1]:
            return t(f"{n(d['who'])} nada {d['dice']}: ¡pifia! No avanza.", f"{n(d['who'])} swims {d['dice']}: a fumble! It makes no headway.")
        return t(f"{n(d['who'])} nada {d['dice']}: hasta {d['squares']} casillas.",
                 f"{n(d['who'])} swims {d['dice']}: up to {d['squares']} squares.")
    if k == "drowning":
        return t(f"{n(d['who'])} se hunde: tres dados de daño.", f"{n(d['who'])} goes under: three damage dice.")
    if k == "stuck":
        return t(f"{n(d['who'])} no encuentra por dónde salir del foso.", f"{n(d['who'])} finds no way out of the pit.")
    return ""
