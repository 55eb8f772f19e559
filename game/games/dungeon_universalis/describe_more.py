"""Log lines (ES / EN) for armour, companions, potions and identification, light and darkness,
and the fortune question; describe.py hands over the events it does not know."""
from __future__ import annotations


def _item(item: str, lang: str) -> str:
    from .armour import armours
    from .content import content
    c = content()
    for table in (c.objects, c.weapons, c.shields, armours()):
        if item in table:
            return table[item]["name"][lang]
    return item


PERSUADE_WHY = {"tried": ("intentos previos", "earlier tries"), "alignment": ("alineamiento opuesto", "opposite alignment"),
                "race": ("misma raza", "same race"), "silver_tongue": ("pico de oro", "silver tongue"),
                "fearsome": ("temible", "fearsome")}


def persuade_mods(mods: list, lang: str) -> str:
    """" (same race +1, earlier tries −1)" or ""."""
    if not mods:
        return ""
    i = 0 if lang == "es" else 1
    return " (" + ", ".join(f"{PERSUADE_WHY[r][i]} {v:+d}".replace("-", "−") for r, v in mods) + ")"


def describe_more(event, lang: str, name) -> str:
    """name(fid_or_ref) gives a figure's name in lang."""
    es = lang == "es"
    d = event.data
    k = event.kind

    def t(a, b):
        return a if es else b
    if k == "armour":
        it = _item(d["item"], lang)
        return (t(f"{name(d['who'])} se pone: {it}.", f"{name(d['who'])} puts on the {it}.") if d["on"] else
                t(f"{name(d['who'])} se quita: {it}.", f"{name(d['who'])} takes off the {it}."))
    if k == "fatal_ask":
        if d.get("second"):
            return t(f"{name(d['who'])} falla la tirada de Fortuna; le queda {d['fortune']} para salvarse seguro.",
                     f"{name(d['who'])} misses the Fortune roll; {d['fortune']} left to survive for sure.")
        return t(f"¡Golpe fatal a {name(d['who'])}! ¿Gastará Fortuna?",
                 f"A fatal blow to {name(d['who'])}! Will the hero spend Fortune?")
    if k == "carry":
        return t(f"{name(d['who'])} carga con {name(d['body'])}.", f"{name(d['who'])} takes up {name(d['body'])}.")
    if k == "carried_out":
        return t(f"{name(d['who'])} saca a {name(d['body'])} de la mazmorra.",
                 f"{name(d['who'])} carries {name(d['body'])} out of the dungeon.")
    if k == "identified":
        it = _item(d["item"], lang)
        if d.get("roll") is not None:
            return t(f"{name(d['who'])} identifica la poción (1D6: {d['roll']}): {it}.",
                     f"{name(d['who'])} identifies the potion (1D6: {d['roll']}): {it}.")
        return t(f"{name(d['who'])} identifica el objeto mágico: {it}.", f"{name(d['who'])} identifies the magic object: {it}.")
    if k == "potion_gone":
        it = _item(d["item"], lang)
        return t(f"La poción era {it} (1D6: {d['roll']}), pero no queda ninguna: no hace nada y se tira.",
                 f"The potion was a {it} (1D6: {d['roll']}), but none are left: it does nothing and is thrown away.")
    if k == "potion_ends":
        return t(f"El efecto de {_item(d['item'], lang)} se acaba (las pociones no se suman).",
                 f"The {_item(d['item'], lang)} wears off (potions do not add up).")
    if k == "potion_no_effect":
        return t(f"{_item(d['item'], lang)}: a {name(d['who'])} no le hace nada.",
                 f"{_item(d['item'], lang)}: it does nothing for {name(d['who'])}.")
    if k == "darkness":
        if d["level"] == "total":
            return t("¡Oscuridad total! Sin luz a 6 casillas, los héroes ven a 2 casillas (−1 Cuerpo a cuerpo y "
                     "Percepción).", "Total darkness! With no light within 6 squares heroes see 2 squares (−1 "
                     "Melee and Perception).")
        return t("Penumbra: quien está perdido en la oscuridad ve a 6 casillas sin luz cerca.",
                 "Dim light: whoever is lost in the dark sees 6 squares with no light near.")
    if k == "darkness_lifts":
        return t("El combate acaba y vuelve la luz.", "The fight is over and the light comes back.")
    if k == "light":
        return t(f"{name(d['who'])} enciende: {_item(d['item'], lang)}.", f"{name(d['who'])} lights the {_item(d['item'], lang)}.")
    if k == "set_light":
        return t(f"{name(d['who'])} deja la luz en el suelo.", f"{name(d['who'])} sets the light down.")
    if k == "epic_life":
        return t(f"Grupo épico (más de 75 PV): {name(d['who'])} tiene +1 de Vitalidad.",
                 f"Epic party (over 75 VP): {name(d['who'])} has +1 Life.")
    if k == "step_aside":
        return t(f"{name(d['who'])} se aparta de la trampa.", f"{name(d['who'])} steps away from the trap.")
    return ""
