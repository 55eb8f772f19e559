"""Card, space and ability texts generated from the effect data, in Spanish and
English, so that what a card says and what it does never disagree."""
from __future__ import annotations

from game.engine.wording import a, lower_first, sentence, the

from .content import content

STAT = {"es": {"strength": ("Fuerza", "Fuerza"), "craft": ("Astucia", "Astucia"), "fate": ("Destino", "Destino"),
               "lives": ("Vida", "Vidas"), "gold": ("moneda de oro", "monedas de oro")},
        "en": {"strength": ("strength", "strength"), "craft": ("craft", "craft"), "fate": ("fate", "fate"),
               "lives": ("life", "lives"), "gold": ("gold coin", "gold coins")}}
ALIGN = {"es": {"good": "bueno", "neutral": "neutral", "evil": "maligno"},
         "en": {"good": "good", "neutral": "neutral", "evil": "evil"}}
KIND = {"es": {"event": "Evento", "enemy": "Enemigo", "stranger": "Extraño", "object": "Objeto",
               "magic_object": "Objeto mágico", "follower": "Seguidor", "place": "Localización"},
        "en": {"event": "Event", "enemy": "Enemy", "stranger": "Stranger", "object": "Object",
               "magic_object": "Magic object", "follower": "Follower", "place": "Place"}}
TYPE = {"es": {"animal": "Animal", "dragon": "Dragón", "monster": "Monstruo", "spirit": "Espíritu"},
        "en": {"animal": "Animal", "dragon": "Dragon", "monster": "Monster", "spirit": "Spirit"}}
ABILITY = {
    "es": {"two_weapons": "Puede usar dos Armas a la vez en combate.",
           "start_spells_1": "Empieza con 1 Conjuro.", "start_spells_2": "Empieza con 2 Conjuros.",
           "psychic_attack": "Puede atacar a otros personajes en combate psíquico.",
           "no_weapons": "No puede usar Armas (sí llevarlas).", "no_followers": "No puede tener Seguidores.",
           "inner_calm": "Suma 1 a su Fuerza en combate.",
           "regenerate": "Con un 6 natural en su tirada de movimiento, cura 1 Vida.",
           "tunneller": "En la Cripta y las Minas tira 2 dados en lugar de 3.",
           "pickpocket": "Al encontrarse con un personaje puede robarle 1 moneda de oro (o un Objeto si no tiene).",
           "woodland": "Puede evadir criaturas en los espacios de bosque.",
           "spirit_ward": "Suma 2 a su Astucia contra Espíritus.",
           "grave_gold": "Gana 1 moneda de oro cada vez que muere otro personaje."},
    "en": {"two_weapons": "May use two Weapons at once in combat.",
           "start_spells_1": "Starts with 1 Spell.", "start_spells_2": "Starts with 2 Spells.",
           "psychic_attack": "May attack other characters in psychic combat.",
           "no_weapons": "Cannot use Weapons (may carry them).", "no_followers": "Cannot have Followers.",
           "inner_calm": "Adds 1 to his strength in combat.",
           "regenerate": "On a natural 6 on his movement roll, heals 1 life.",
           "tunneller": "Rolls 2 dice instead of 3 in the Crypt and the Mines.",
           "pickpocket": "On meeting a character may take 1 gold coin from it (an object if it has no gold).",
           "woodland": "May evade creatures on woods spaces.",
           "spirit_ward": "Adds 2 to craft against Spirits.",
           "grave_gold": "Gains 1 gold coin whenever another character dies."},
}


# Foes that are no card: the Sentinel, the Werewolf of its den, the Demons of the Pits.
SPECIAL = {"sentinel": {"grammar": "ms", "name": {"es": "Centinela", "en": "Sentinel"}},
           "werewolf": {"grammar": "ms", "name": {"es": "Hombre Lobo", "en": "Werewolf"}},
           "demon": {"grammar": "ms", "name": {"es": "Demonio", "en": "Demon"}}}


def _record(ident) -> dict | None:
    """The named record behind an id (card, space, character, ghost, special foe) or a
    creature's own data (a dict with grammar and name)."""
    if isinstance(ident, dict):
        return ident if "name" in ident else {"grammar": "ms", "name": ident}
    c = content()
    return (SPECIAL.get(ident) or c.cards.get(ident) or c.spaces.get(ident) or c.characters.get(ident)
            or c.ghosts.get(ident))


def name(ident, lang: str) -> str:
    """The bare name, as a label shows it: "Bruto de las Peñas"."""
    if ident is None:
        return "-"
    rec = _record(ident)
    return rec["name"][lang] if rec else str(ident)


def grammar(ident) -> str:
    rec = _record(ident)
    return rec.get("grammar", "ms") if rec else "ms"


def called(ident, lang: str, article: str = "the") -> str:
    """The name as a sentence says it, with its article ("the" or "a") unless the name goes
    without one in that language: "el Bruto de las Peñas", "un Talismán", "the City", "Death"."""
    rec = _record(ident)
    if rec is None:
        return name(ident, lang)
    label = rec["name"][lang]
    if lang in rec.get("bare", ()):
        return label
    return (the if article == "the" else a)(label, rec.get("grammar", "ms"), lang)


def _n(lang: str, stat: str, n: int) -> str:
    one, many = STAT[lang][stat]
    if stat in ("lives", "gold"):
        return f"{n} {one if n == 1 else many}"
    return f"{n} de {one}" if lang == "es" else f"{n} {one}"      # "1 de Fuerza", "1 strength"


def effect_text(effects: list, lang: str) -> str:
    return " ".join(sentence(_one(e, lang), lang) for e in effects) or ("No ocurre nada." if lang == "es" else "Nothing happens.")


def _one(e: dict, lang: str) -> str:
    es = lang == "es"
    op = next(k for k in e if k not in ("n", "rows"))
    v = e[op]
    if op == "gain":
        return f"Gana {_n(lang, v, e['n'])}." if es else f"Gain {_n(lang, v, e['n'])}."
    if op == "lose":
        return f"Pierde {_n(lang, v, e['n'])}." if es else f"Lose {_n(lang, v, e['n'])}."
    if op == "heal":
        return f"Cura hasta {_n(lang, 'lives', v)}." if es else f"Heal up to {_n(lang, 'lives', v)}."
    if op == "restore":
        return f"Recupera hasta {v} de Destino." if es else f"Replenish up to {v} fate."
    if op == "lose_turn":
        return "Pierde un turno." if es else "Lose a turn."
    if op == "toad":
        return f"Te conviertes en Sapo durante {v} turnos." if es else f"Become a Toad for {v} turns."
    if op == "move_to":
        return f"Ve a {called(v, lang)} y resuelve allí un encuentro." if es else f"Go to {called(v, lang)} and encounter it."
    if op == "spells":
        return (f"Roba {v} Conjuro{'s' if v > 1 else ''}." if es else f"Draw {v} Spell{'s' if v > 1 else ''}.")
    if op == "take":
        if es:
            return f"Toma {called(v, lang, 'a')} (si queda {'alguna' if grammar(v) == 'fs' else 'alguno'})."
        return f"Take {called(v, lang, 'a')} (if any are left)."
    if op == "roll":
        dice = ("un dado" if v == 1 else "dos dados") if es else ("a die" if v == 1 else "two dice")
        rows = " ".join(f"{r['lo']}{'-' + str(r['hi']) if r['hi'] != r['lo'] else ''}: "
                        f"{lower_first(effect_text(r['do'], lang))}"
                         for r in e["rows"])
        return f"Tira {dice}. {rows}" if es else f"Roll {dice}. {rows}"
    if op == "by_alignment":
        lead = "Si eres {}, {}" if es else "If you are {}, {}"
        return " ".join(lead.format(ALIGN[lang][al], lower_first(effect_text(v[al], lang)))
                        for al in ("good", "neutral", "evil"))
    if op == "align":
        return f"Tu Alineamiento pasa a ser {ALIGN[lang][v]}." if es else f"Your alignment becomes {v}."
    if op == "creature":
        st = ("Fuerza" if es else "strength") if v.get("strength") else ("Astucia" if es else "craft")
        val = v.get("strength") or v.get("craft")
        return (f"Te ataca {called(v, lang)} ({st} {val})." if es
                else f"{sentence(called(v, lang), lang)} attacks you ({st} {val}).")
    if op == "offer":
        then = lower_first(effect_text(v["do"], lang))
        return (f"Puedes pagar {_n(lang, 'gold', v['pay'])}; si lo haces, {then}" if es
                else f"You may pay {_n(lang, 'gold', v['pay'])}; if you do, {then}")
    if op == "shop":
        # a price list, each price beside its item ("Espada (2 de oro)": never read as copies left)
        items = ", ".join(f"{name(i, lang)} ({content().cards[i]['price']} {'de oro' if es else 'gold'})" for i in v)
        return f"Puedes comprar: {items}." if es else f"You may buy: {items}."
    if op == "heal_paid":
        return (f"Puedes curar 1 Vida por {_n(lang, 'gold', v)}." if es else f"You may heal 1 life for {_n(lang, 'gold', v)}.")
    if op == "sell":
        return (f"Puedes vender Objetos por {_n(lang, 'gold', v)} cada uno." if es
                else f"You may sell objects for {_n(lang, 'gold', v)} each.")
    if op == "cleanse":
        return "Puedes descartar cartas Malditas." if es else "You may discard Cursed cards."
    if op == "draw":
        return (f"Roba {v} carta{'s' if v > 1 else ''} de Aventura." if es else f"Draw {v} Adventure card{'s' if v > 1 else ''}.")
    if op == "quest":
        return ("Puedes aceptar un reto del Brujo Arcano (tira un dado); al cumplirlo ganas un Talismán."
                if es else "You may accept a Warlock's quest (roll a die); fulfilling it earns a Talisman.")
    if op == "maze":
        st = ("Fuerza" if es else "strength") if v == "strength" else ("Astucia" if es else "craft")
        return (f"Tira 3 dados y resta tu {st}: el resultado dice adónde llevan los túneles." if es
                else f"Roll 3 dice and subtract your {st}: the result says where the tunnels lead.")
    if op == "pits":
        return (f"Tira un dado: tantos Demonios (Fuerza {v}) te atacan de uno en uno." if es
                else f"Roll a die: that many Demons (strength {v}) attack you one by one.")
    if op == "werewolf":
        return ("Tira 2 dados: el resultado es la Fuerza del Hombre Lobo, que te ataca hasta que lo venzas." if es
                else "Roll 2 dice: the total is the strength of the Werewolf, which attacks you until you beat it.")
    if op == "death":
        return ("Tira 2 dados contra 2 dados de la Muerte: si sacas menos, pierdes 1 Vida; si empatas o pierdes, te quedas."
                if es else "Roll 2 dice against Death's 2 dice: if you roll lower, you lose 1 life; if you roll lower or tie, you stay here.")
    if op == "bite":
        return (f"El Vampiro se cobra {_n(lang, 'lives', v)}; cada Seguidor que le entregues muere en lugar de una."
                if es else f"The Vampire takes {_n(lang, 'lives', v)}; each Follower you give him dies instead of one.")
    if op == "valley":
        return "Sin un Talismán debes dar media vuelta." if es else "Without a Talisman you must turn back."
    if op == "crown":
        return ("Quédate aquí. Si estás solo, lanza el Conjuro de Mando: con 4-6 los demás pierden 1 Vida." if es
                else "Stay here. If you are alone, cast the command spell: on 4-6 everyone else loses 1 life.")
    if op == "terrain":
        return "Coloca una carta de Terreno en este espacio." if es else "Place a Terrain card on this space."
    if op == "unterrain":
        return "Retira la carta de Terreno de este espacio." if es else "Remove the Terrain card from this space."
    if op == "resurrect":
        return "Si eres un Fantasma con Vidas, resucitas." if es else "A ghost with lives comes back to life."
    if op == "to_grave":
        return "Vuelve a tu Lápida." if es else "Return to your gravestone."
    raise KeyError(op)


def type_line(ident: str, lang: str) -> str:
    """A card's type line as printed cards have it: "Enemigo — Monstruo", "Objeto mágico"."""
    rec = content().cards[ident]
    line = KIND[lang].get(rec.get("kind", ""), "")
    if rec.get("type"):
        line += " — " + TYPE[lang][rec["type"]]
    return line


def card_text(ident: str, lang: str) -> str:
    rec = content().cards[ident]
    es = lang == "es"
    parts = []
    if rec.get("kind"):
        parts.append(type_line(ident, lang) + ".")
    if rec.get("strength"):
        parts.append(f"{'Fuerza' if es else 'Strength'} {rec['strength']}.")
    if rec.get("craft"):
        parts.append(f"{'Astucia' if es else 'Craft'} {rec['craft']}.")
    if rec.get("no_weapons"):
        pronoun = {"ms": "él", "fs": "ella", "mp": "ellos", "fp": "ellas"}[rec["grammar"]]
        parts.append(f"No se pueden usar Armas contra {pronoun}." if es else "No weapons may be used against it.")
    if rec.get("place_at"):
        parts.append(f"Colócala en {called(rec['place_at'], lang)}." if es else f"Place it on {called(rec['place_at'], lang)}.")
    if rec.get("weapon"):
        parts.append(f"Arma: +{rec['weapon']} Fuerza en combate." if es else f"Weapon: +{rec['weapon']} strength in combat.")
    if rec.get("armour"):
        parts.append(f"Armadura: salva una Vida con {rec['armour']}+." if es else f"Armour: saves a life on {rec['armour']}+.")
    for s, v in rec.get("bonus", {}).items():
        parts.append(f"{v:+d} {STAT[lang][s][0]}.")
    if rec.get("carry"):
        parts.append(f"Lleva {rec['carry']} Objetos más." if es else f"Carries {rec['carry']} more objects.")
    if rec.get("gold"):
        parts.append(f"Vale {_n(lang, 'gold', rec['gold'])}." if es else f"Worth {_n(lang, 'gold', rec['gold'])}.")
    if rec.get("cross"):
        parts.append("Puede destruir Espíritus sin combate." if es else "May destroy Spirits without a fight.")
    if rec.get("forbid"):
        pronoun = {"ms": "lo", "fs": "la", "mp": "los", "fp": "las"}[rec["grammar"]]
        parts.append(f"Ningún personaje {ALIGN[lang][rec['forbid']]} puede tener{pronoun}." if es
                     else f"No {ALIGN[lang][rec['forbid']]} character may have it.")
    if rec.get("cursed"):
        cursed = {"ms": "Maldito: se toma siempre y no se puede", "fs": "Maldita: se toma siempre y no se puede",
                  "mp": "Malditos: se toman siempre y no se pueden", "fp": "Malditas: se toman siempre y no se pueden"}
        parts.append(f"{cursed[rec['grammar']]} abandonar." if es else "Cursed: always taken, cannot be dropped.")
    if rec.get("soulbound"):
        parts.append("Vínculo de alma." if es else "Soul-bound.")
    if rec.get("raft"):
        parts.append("Cruza el río al espacio opuesto en tu próximo turno." if es
                     else "Cross the river to the opposite space next turn.")
    if rec.get("axe"):
        parts.append("En un bosque, en vez de moverte, construye una Balsa." if es
                     else "On a woods space, build a Raft instead of moving.")
    if rec.get("op"):
        parts.append(spell_text(rec, lang))
    if rec.get("do"):
        parts.append(effect_text(rec["do"], lang))
    return sentence(" ".join(parts), lang)


def spell_text(rec: dict, lang: str) -> str:
    es = lang == "es"
    n = rec.get("n", 0)
    when = ("Al inicio de tu turno: " if rec["when"] == "start" else "En combate: ") if es else \
        ("At the start of your turn: " if rec["when"] == "start" else "In combat: ")
    what = {
        "evade": ("evade a una criatura o personaje que te ataque.", "evade a creature or character attacking you."),
        "might": (f"+{n} de Fuerza.", f"+{n} strength."),
        "insight": (f"+{n} de Astucia si el combate es psíquico.", f"+{n} craft if the combat is psychic."),
        "destroy": ("destruye a un Enemigo sin combatir.", "destroy one Enemy without a fight."),
        "heal": (f"cura hasta {n} Vidas.", f"heal up to {n} lives."),
        "fortune": ("recupera todo tu Destino.", "replenish all your fate."),
        "mesmerism": ("toma un Seguidor de otro personaje.", "take a Follower from another character."),
        "teleport": ("ve a cualquier espacio de tu región y resuelve su encuentro.",
                     "go to any space of your region and encounter it."),
        "toad": (f"convierte a otro personaje en Sapo durante {n} turnos.", f"turn another character into a Toad for {n} turns."),
        "seal": ("retira una carta de Terreno del tablero.", "remove a Terrain card from the board."),
        "lifeline": (f"gana {n} Vida.", f"gain {n} life."),
    }[rec["op"]]
    return when + what[0 if es else 1]


def space_text(space: str, lang: str) -> str:
    return effect_text(content().spaces[space]["do"], lang)
