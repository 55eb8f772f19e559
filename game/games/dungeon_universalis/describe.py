"""Log lines in Spanish and English for every event, and card texts generated from card data."""
from __future__ import annotations

from game.engine.wording import a as a_, agree, plurals, sentence, the

from .content import content
from .describe_terrain import EVENTS as TERRAIN_EVENTS
from .describe_terrain import describe_terrain

STATE_NAMES = {"knocked_down": ("derribado", "knocked down"), "stunned": ("aturdido", "stunned"),
               "frightened": ("atemorizado", "frightened"), "poisoned": ("envenenado", "poisoned"),
               "sick": ("enfermo", "sick"), "immobile": ("inmóvil", "immobile")}
ATTR = {"cac": ("Cuerpo a cuerpo", "Melee"), "dis": ("Disparo", "Shooting"), "fue": ("Fuerza", "Strength"),
        "agi": ("Agilidad", "Agility"), "des": ("Destreza", "Dexterity"), "per": ("Percepción", "Perception"),
        "int": ("Inteligencia", "Intelligence"), "val": ("Valentía", "Bravery")}
SECTION_KIND = {"corridor": ("un pasillo", "a corridor"), "room": ("una habitación", "a room"),
                "main": ("la sala principal", "the main hall")}
REASONS = {"mission": ("¡Misión cumplida! Los héroes salen victoriosos.", "Mission accomplished! The heroes win."),
           "fled": ("Los héroes huyen sin cumplir la misión.", "The heroes flee without finishing the mission."),
           "fallen": ("Todos los héroes han caído.", "Every hero has fallen."),
           "torches": ("Las antorchas se apagan: los héroes pierden.", "The torches burn out: the heroes lose.")}


# Player words for the JOA's deck ids and the Leader's target criteria (never the ids themselves).
DECK_WORDS = {"obstacle": ("obstáculos", "obstacle"), "encounter": ("encuentros", "encounter"),
              "power": ("poder", "power"), "treasure": ("tesoro", "treasure"),
              "common": ("objetos comunes", "common object"), "special": ("objetos especiales", "special object"),
              "magic": ("objetos mágicos", "magic object")}
CRITERION_WORDS = {"nearest": ("el héroe más cercano", "the nearest hero"),
                   "easiest": ("el héroe más fácil de herir", "the easiest hero to hit"),
                   "weakest_armour": ("el héroe con menos armadura", "the hero with the weakest armour"),
                   "most_wounded": ("el héroe más herido", "the most wounded hero"),
                   "richest": ("el héroe más rico", "the richest hero"),
                   "highest_value": ("el héroe de más valor", "the most valuable hero")}

def _record(ref_or_id, state=None):
    """The profile behind a figure id or a profile ref, and whether its name is a proper name
    (heroes, the Leaders) that goes without an article."""
    c = content()
    ref = ref_or_id
    if state is not None and isinstance(ref_or_id, str) and ref_or_id in state.res["figs"]:
        ref = state.res["figs"][ref_or_id]["ref"]
    from .companions import profiles
    for table in (c.heroes, c.creatures, c.npcs, profiles()):
        if isinstance(ref, str) and ref in table:
            rec = table[ref]
            return rec, table is c.heroes or "magic_item" in rec
    return None, True


def _name(ref_or_id, lang: str, state=None) -> str:
    rec, _ = _record(ref_or_id, state)
    return rec["name"][lang] if rec else str(ref_or_id)


def called(ref_or_id, lang: str, state=None) -> str:
    """A figure as a sentence names it: heroes and Leaders by name, the rest with the article
    ("el Caparazón de fango", "the Shellback"); sentence() contracts "a el" and capitalises."""
    rec, proper = _record(ref_or_id, state)
    if rec is None or proper:       # "Vessa, Reina de la Marea Negra" reads "Vessa" inside a sentence
        return _name(ref_or_id, lang, state).split(", ", 1)[0]
    return the(rec["name"][lang], rec["grammar"], lang)


def grammar_of(ref_or_id, state=None) -> str:
    rec, _ = _record(ref_or_id, state)
    return rec["grammar"] if rec else "ms"


# the scenario die: its faces, why it was rolled, and what the face does then (ES, EN)
FACE_WORDS = {"obstacle": ("«obstáculo»", "“obstacle”"), "encounter": ("«encuentro»", "“encounter”"),
              "power": ("«poder»", "“power”"), "blank": ("la cara en blanco", "a blank")}
ROLLED_FOR = {"obstacle": ("por si hay obstáculo", "for an obstacle"),
              "encounter": ("por si hay encuentro", "for an encounter"),
              "power": ("en la fase de poder", "in the power phase")}
FACE_DOES = {"obstacle": (("el JOA roba una carta de obstáculo", "the JOA draws an obstacle card"),
                          ("no es «obstáculo», así que no hay obstáculo",
                           "not “obstacle”, so there is no obstacle")),
             "encounter": (("aparecen criaturas (el JOA roba una carta de encuentro)",
                            "creatures appear (the JOA draws an encounter card)"),
                           ("el dado no trae encuentro", "the die brings no encounter")),
             "power": (("el JOA roba una carta de poder", "the JOA draws a power card"),
                       ("el JOA no roba carta de poder", "the JOA draws no power card"))}


def scenario_roll_line(d: dict, lang: str) -> str:
    """One sentence: what the scenario die was rolled for, what it shows and what that does."""
    i = 0 if lang == "es" else 1
    face = FACE_WORDS.get(d["face"], (d["face"], d["face"]))[i]
    why = d.get("who")
    if why not in ROLLED_FOR:
        return f"El dado de escenario saca {face}." if i == 0 else f"The scenario die shows {face}."
    does = FACE_DOES[why][0 if d["face"] == why else 1][i]
    if i == 0:
        return f"El dado de escenario, tirado {ROLLED_FOR[why][0]}, saca {face}: {does}."
    return f"The scenario die, rolled {ROLLED_FOR[why][1]}, shows {face}: {does}."


def reserve_cost(n: int, lang: str) -> str:
    """What a JOA card costs, in words (the rulebook's "RP" is its reserve points)."""
    if lang == "es":
        return f"cuesta al JOA {n} punto{'' if n == 1 else 's'} de reserva"
    return f"costs the JOA {n} reserve point{'' if n == 1 else 's'}"


def card_name(deck: str, card: str, lang: str) -> str:
    c = content()
    table = {"obstacle": c.obstacles, "encounter": c.encounters, "power": c.powers, "treasure": c.treasure}.get(deck)
    if table and card in table:
        return table[card]["name"][lang]
    if card in c.objects:
        return c.objects[card]["name"][lang]
    return card


def card_text(deck: str, card: str, lang: str) -> str:
    """The text of a JOA card, built from its data so text and rule agree."""
    c = content()
    es = lang == "es"
    if deck == "obstacle":
        d = c.obstacles[card]
        if d["kind"] == "trap":
            parts = [f"{'Trampa' if es else 'Trap'} ({reserve_cost(d['cost'], lang)}).",
                     (f"Detectar: Percepción {d['perception']}+. Desarmar: Destreza {d['disarm']}+."
                      if es else f"Detect: Perception {d['perception']}+. Disarm: Dexterity {d['disarm']}+.")]
            if d["damage"]:
                parts.append(f"{d['damage']} {'dados de daño contra la armadura' if es else 'damage dice against armour'}.")
            if d["state"] != "none":
                st = STATE_NAMES[d["state"]][0 if es else 1]
                parts.append(f"La víctima queda {agree(st, 'fs')}." if es else f"The victim is {st}.")
            return " ".join(parts)
        if d["kind"] == "lock":
            return (f"La puerta o el cofre queda cerrado con llave ({reserve_cost(d['cost'], lang)})." if es else
                    f"The door or chest is locked ({reserve_cost(d['cost'], lang)}).")
        if d["kind"] == "thief":
            return ("Aparece un ratero cerca del héroe de peor Percepción." if es else
                    "A pilferer appears near the hero with the worst Perception.")
        return ("Criaturas de la tabla (Enemigos) en una sección explorada contigua." if es else
                "Creatures from the table (Enemies) in a next explored section.")
    if deck == "treasure":
        d = c.treasure[card]
        parts = []
        if d["coins"]:
            parts.append(f"{d['coins']} {'monedas' if es else 'coins'}")
        if d["object"] != "none":
            kind = {"common": ("común", "common"), "special": ("especial", "special"),
                    "magic": ("mágico", "magic")}[d["object"]][0 if es else 1]
            parts.append(f"{'un objeto' if es else 'a'} {kind}{'' if es else ' object'}")
        return (", ".join(parts) or ("nada" if es else "nothing")) + "."
    if deck == "encounter":
        d = c.encounters[card]
        col = {"enemies": ("Enemigos", "Enemies"), "wandering": ("Criatura errante", "Wandering creature"),
               "special": ("Criatura especial", "Special creature")}[d["kind"]][0 if es else 1]
        return (f"Tira 1D6 en la tabla de la facción, columna «{col}»." if es else
                f"Roll 1D6 on the faction's table, column “{col}”.")
    if deck == "power":
        d = c.powers[card]
        what = {"melee": (f"+{d['amount']} Cuerpo a cuerpo", f"+{d['amount']} Melee"),
                "armour": (f"+{d['amount']} Armadura (máx. 6)", f"+{d['amount']} Armour (max 6)"),
                "move": (f"+{d['amount']} Movimiento", f"+{d['amount']} Movement"),
                "fortune": (f"+{d['amount']} punto de Fortuna", f"+{d['amount']} Fortune point"),
                "heal": (f"recupera {d['amount']} de Vitalidad", f"heals {d['amount']} Life"),
                "frighten": ("el héroe más cercano queda atemorizado", "the nearest hero is frightened"),
                "reinforcements": ("llegan refuerzos de la tabla (Enemigos)", "reinforcements from the table (Enemies)"),
                "dim": ("las secciones con héroes quedan en penumbra mientras combatan: quien esté «perdido en la "
                        "oscuridad» ve a 6 casillas y tiene −1 a Cuerpo a cuerpo y Percepción, salvo luz a 6 casillas",
                        "the sections holding heroes fall into dim light while they fight: whoever is “lost in the "
                        "dark” sees 6 squares and has −1 Melee and Perception, unless a light is within 6 squares"),
                "darkness": ("las secciones con héroes quedan a oscuras mientras combatan: los héroes ven a 2 "
                             "casillas y tienen −1 a Cuerpo a cuerpo y Percepción, salvo luz a 6 casillas",
                             "the sections holding heroes go dark while they fight: heroes see 2 squares and have "
                             "−1 Melee and Perception, unless a light is within 6 squares"),
                }[d["effect"]][0 if es else 1]
        who = "" if d["effect"] in ("frighten", "reinforcements", "dim", "darkness") else (
            "Al Líder o a la criatura de más PV: " if es else "To the Leader or the creature with the most VP: ")
        last = (" Dura mientras viva." if es else " Lasts while it lives.") if d["lasting"] else ""
        return f"{who}{what} ({reserve_cost(d['cost'], lang)}).{last}"
    return ""


BONUS_TEXT = {"melee": ("Cuerpo a cuerpo", "Melee"), "defence": ("defensa cuerpo a cuerpo", "melee defence"),
              "shoot": ("Disparo", "Shooting"), "perception": ("Percepción", "Perception"),
              "dexterity": ("Destreza", "Dexterity"), "bravery": ("Valentía", "Bravery"),
              "initiative": ("Iniciativa", "Initiative"), "life": ("Vitalidad", "Life"),
              "armour": ("Armadura (máx. 6)", "Armour (max 6)"), "attacks": ("ataques por activación", "attacks per activation")}
SPECIAL_SKILLS = {
    "fearsome": ("Quien empiece su activación a su lado prueba Valentía o queda atemorizado; +1 al persuadir por miedo.",
                 "Whoever starts an activation next to it tests Bravery or is frightened; +1 to persuade by fear."),
    "invulnerable": ("Ignora una herida de cada tirada de daño.", "Ignores one wound from every damage roll."),
    "small_size": ("Tamaño pequeño: -1 para dispararle; no traba solo a figuras medianas.",
                   "Small size: -1 to shoot at it; alone it does not hold medium figures."),
    "large_size": ("Tamaño grande: peana de 2×2, +1 para dispararle, necesita sitio para toda la peana.",
                   "Large size: a 2×2 base, +1 to shoot at it, needs room for its whole base."),
    "huge_size": ("Tamaño enorme: peana de 2×2, pasa por encima de muebles de altura 1 y 2; herido con menos de 5 de vida.",
                  "Huge size: a 2×2 base, steps over furniture of height 1 and 2; wounded below 5 life."),
    "flying": ("Volar: al volar ignora zonas de influencia, fosos, agua y casillas ocupadas; en vuelo solo lucha contra quien vuela.",
               "Flying: in flight it ignores zones of influence, pits, water and occupied squares; in flight it only fights flyers."),
    "aquatic": ("Acuático: en aguas profundas no sufre el -1 al combate cuerpo a cuerpo.",
                "Aquatic: no -1 to melee in deep water."),
    "animal_handler": ("Puede llevar un animal como acompañante.", "May take an animal as a companion."),
    "lost_in_dark": ("La penumbra le estorba como la oscuridad total si no hay luz a 6 casillas.",
                     "Dim light hinders it like total darkness unless a light is within 6 squares."),
    "silver_tongue": ("+1 al persuadir con ingenio.", "+1 to persuade by wit."),
    "alchemy": ("Identifica pociones: acción y prueba de Inteligencia.",
                "Identifies potions: an action and an Intelligence test."),
    "magic_secrets": ("Identifica objetos mágicos: acción y prueba de Inteligencia.",
                      "Identifies magic objects: an action and an Intelligence test."),
}


def skill_text(skill: str, lang: str) -> str:
    """A skill's text, built from its data."""
    s = content().skills[skill]
    es = lang == "es"
    if s["bonus"] == "special":
        return SPECIAL_SKILLS[skill][0 if es else 1]
    what = BONUS_TEXT[s["bonus"]][0 if es else 1]
    if s["kind"] == "active":
        return (f"Activa: +{s['amount']} a {what} al declararla (máx. dos activas a la vez)." if es else
                f"Active: +{s['amount']} to {what} when declared (at most two active at once).")
    return f"{'Pasiva' if es else 'Passive'}: +{s['amount']} {'a' if es else 'to'} {what}."


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def describe(event, lang: str, state=None) -> str:
    text = _describe(event, lang, state)
    return sentence(text, lang) if text else text


def _describe(event, lang: str, state=None) -> str:
    es = lang == "es"
    d = event.data
    k = event.kind

    def n(x):
        return called(x, lang, state)

    def adj(word, x):       # a Spanish adjective agreeing with the figure x
        return agree(word, grammar_of(x, state))

    def t(a, b):
        return a if es else b
    if k in TERRAIN_EVENTS:
        return describe_terrain(k, d, lang, n)
    if k == "setup":
        intro = ""
        if state is not None:
            sheet = content().scenarios[state.res["scenario"]]
            intro = f"{sheet['title'][lang]}: {sheet['intro'][lang]} "
        return intro + t(f"Expedición de {d['value']} PV. El JOA paga {d['leader_cost']} por el Líder: reserva {d['reserve']}.",
                 f"Party of {d['value']} VP. The JOA pays {d['leader_cost']} for the Leader: reserve {d['reserve']}.") + (
            t(f" (Faltaban {d['short']} puntos: la reserva se queda en 0.)",
              f" ({d['short']} points short: the reserve stays at 0.)") if d.get("short") else "")
    if k == "shuffle":
        es_deck, en_deck = DECK_WORDS.get(d["deck"], (d["deck"], d["deck"]))
        n = {"n": d["size"]}
        return t(plurals(f"Se baraja el mazo de {es_deck} ({d['size']} {{n?carta|cartas}}).", n),
                 plurals(f"The {en_deck} deck is shuffled ({d['size']} {{n?card|cards}}).", n))
    if k == "roll":
        return scenario_roll_line(d, lang) if d["die"] == "scenario" else ""
    if k == "draw":
        if d["card"] is None:
            return t("Se roba una carta.", "A card is drawn.")
        return t(f"Carta «{card_name(d['deck'], d['card'], lang)}»: {card_text(d['deck'], d['card'], lang)}",
                 f"Card “{card_name(d['deck'], d['card'], lang)}”: {card_text(d['deck'], d['card'], lang)}")
    if k == "heroes_turn":
        kind = t("de combate", "combat") if d["combat"] else t("de exploración", "exploration")
        return t(f"Turno {d['turn']} de los héroes ({kind}).", f"Heroes' turn {d['turn']} ({kind}).")
    if k == "activation":
        return t(f"Se activa {n(d['who'])}.", f"{n(d['who'])} activates.")
    if k == "activation_end":
        return t(f"{n(d['who'])} termina su activación.", f"{n(d['who'])}'s activation ends.")
    if k == "test":
        a = ATTR.get(d["attr"], (d["attr"], d["attr"]))[0 if es else 1]
        res = t("superada", "passed") if d["ok"] else t("fallada", "failed")
        return t(f"{n(d['who'])}: prueba de {a} {d['dice']} = {d['total']} (necesita {d['target']}): {res}.",
                 f"{n(d['who'])}: {a} test {d['dice']} = {d['total']} (needs {d['target']}): {res}.")
    if k in ("step", "move"):
        if k != "move":
            return ""
        if "squares" not in d:
            return t(f"{n(d['who'])} se mueve.", f"{n(d['who'])} moves.")
        return t(f"{n(d['who'])} avanza {plural(d['squares'], 'casilla', 'casillas')}.",
                 f"{n(d['who'])} moves {plural(d['squares'], 'square', 'squares')}.")
    if k == "step_back":
        return t(f"{n(d['who'])} retrocede un paso.", f"{n(d['who'])} steps back.")
    if k == "run":
        return t(f"{n(d['who'])} corre: {d['dice']} → {d['squares']} casillas.",
                 f"{n(d['who'])} runs: {d['dice']} → {d['squares']} squares.")
    if k == "attack":
        how = {"melee": t("ataca a", "attacks"), "ranged": t("dispara a", "shoots at"),
               "hasty": t("dispara precipitadamente a", "takes a hasty shot at")}[d["mode"]]
        return f"{n(d['who'])} {how} {n(d['target'])}."
    if k == "melee_roll":
        return t(f"Cuerpo a cuerpo: {d['att_dice']} = {d['att_total']} contra {d['def_dice']} = {d['def_total']}.",
                 f"Melee: {d['att_dice']} = {d['att_total']} against {d['def_dice']} = {d['def_total']}.")
    if k == "shot_roll":
        return t(f"Disparo: {d['dice']} = {d['total']} (necesita {d['need']}): {'impacto' if d['hit'] else 'fallo'}.",
                 f"Shot: {d['dice']} = {d['total']} (needs {d['need']}): {'hit' if d['hit'] else 'miss'}.")
    if k == "miss":
        return t(f"{n(d['target'])} detiene el ataque.", f"{n(d['target'])} fends off the attack.")
    if k == "auto_hit":
        return t(f"Impacto automático sobre {n(d['target'])}.", f"Automatic hit on {n(d['target'])}.")
    if k == "block":
        return t(f"{n(d['who'])} bloquea con el escudo: {d['roll']} ({'lo para' if d['ok'] else 'no basta'}).",
                 f"{n(d['who'])} blocks with the shield: {d['roll']} ({'stopped' if d['ok'] else 'not enough'}).")
    if k == "shield_broken":
        return t(f"¡El escudo de {n(d['who'])} se rompe!", f"{n(d['who'])}'s shield breaks!")
    if k == "damage":
        return t(f"Daño {d['dice']} contra armadura {d['armour']}: {plural(d['wounds'], 'herida', 'heridas')} "
                 f"a {n(d['target'])}.",
                 f"Damage {d['dice']} against armour {d['armour']}: {plural(d['wounds'], 'wound', 'wounds')} "
                 f"to {n(d['target'])}.")
    if k == "wound":
        return t(f"A {n(d['who'])} le queda {d['life']} de Vitalidad.", f"{n(d['who'])} has {d['life']} Life left.")
    if k == "out":
        return t(f"{n(d['who'])} queda fuera de combate.", f"{n(d['who'])} is out of combat.")
    if k == "fortune":
        return t(f"{n(d['who'])} gasta un punto de Fortuna (le {'queda' if d['left'] == 1 else 'quedan'} {d['left']}).",
                 f"{n(d['who'])} spends a Fortune point ({d['left']} left).")
    if k == "fatal_avoided":
        return t(f"¡{n(d['who'])} esquiva el golpe fatal!", f"{n(d['who'])} avoids the fatal blow!")
    if k == "state":
        st = STATE_NAMES.get(d["state"], (d["state"], d["state"]))[0 if es else 1]
        if es:
            st = adj(st, d["who"])
        return (t(f"{n(d['who'])} queda {st}.", f"{n(d['who'])} is {st}.") if d["on"] else
                t(f"{n(d['who'])} ya no está {st}.", f"{n(d['who'])} is no longer {st}."))
    if k == "push":
        return t(f"{n(d['who'])} empuja a {n(d['target'])}.", f"{n(d['who'])} pushes {n(d['target'])}.")
    if k == "push_wall":
        return t(f"{n(d['target'])} choca contra un obstáculo: +1 dado de daño.",
                 f"{n(d['target'])} is pushed against an obstacle: +1 damage die.")
    if k == "fumble":
        return t(f"¡Pifia de {n(d['who'])}!" + (" El arma se rompe." if d["broke"] else ""),
                 f"{n(d['who'])} fumbles!" + (" The weapon breaks." if d["broke"] else ""))
    if k == "stray_hit":
        return t(f"El disparo alcanza a {n(d['target'])}.", f"The shot hits {n(d['target'])}.")
    if k == "obstacle":
        return t(f"Obstáculo: {card_name('obstacle', d['card'], lang)}.",
                 f"Obstacle: {card_name('obstacle', d['card'], lang)}.")
    if k == "locked":
        if d.get("where", "").startswith("chest:"):
            return t("¡El cofre queda cerrado con llave!", "The chest is locked now!")
        return t("¡La puerta queda cerrada con llave!", "The door is locked now!")
    if k == "unplayable":
        return t(f"El JOA descarta «{card_name(d['deck'], d['card'], lang)}»: no puede jugarla.",
                 f"The JOA discards “{card_name(d['deck'], d['card'], lang)}”: it cannot play it.")
    if k == "trap_found":
        return t(f"{n(d['who'])} descubre una trampa: {card_name('obstacle', d['card'], lang)}.",
                 f"{n(d['who'])} spots a trap: {card_name('obstacle', d['card'], lang)}.")
    if k == "trap_fired":
        return t(f"¡{card_name('obstacle', d['card'], lang)} sobre {n(d['who'])}!",
                 f"{card_name('obstacle', d['card'], lang)} strikes {n(d['who'])}!")
    if k == "section":
        kind = SECTION_KIND[d["area"]][0 if es else 1]
        return t(f"Se revela {kind}.", f"{kind[0].upper() + kind[1:]} is revealed.")
    if k == "npc":
        return t(f"Aquí está {n(d['ref'])}.", f"{n(d['ref'])} is here.")
    if k == "table":
        if not d["creatures"]:
            return t("Tabla de criaturas: nada que el JOA pueda pagar.", "Creature table: nothing the JOA can pay for.")
        counts: dict = {}
        for x in d["creatures"]:        # "Cienoso ×3, Bruja de la marea"
            counts[_name(x, lang, state)] = counts.get(_name(x, lang, state), 0) + 1
        names = ", ".join(nm if k == 1 else f"{nm} ×{k}" for nm, k in counts.items())
        roll = "" if d["roll"] is None else f"{d['roll']}+{d['mod']} → "
        return t(f"Tabla de criaturas: {roll}fila {d['used']}: {names}.",
                 f"Creature table: {roll}row {d['used']}: {names}.")
    if k == "pay":
        what = d["what"]
        label = card_name("power", what, lang) if what in content().powers else (
            card_name("obstacle", what, lang) if what in content().obstacles else what)
        if what == "leader_improvement":
            label = t("la mejora del Líder", "the Leader's improvement")
        elif what.startswith("extra:"):
            label = content().skills[what[6:]]["name"][lang]
        elif what in content().encounters:
            label = card_name("encounter", what, lang)
        elif what == "main_hall":
            label = t("los guardias de la sala principal", "the main hall's guards")
        return t(f"El JOA paga {d['cost']} por {label}: reserva {d['before']} → {d['after']}.",
                 f"The JOA pays {d['cost']} for {label}: reserve {d['before']} → {d['after']}.")
    if k == "reserve":
        return t(f"Reserva del JOA {d['before']} → {d['after']}.", f"JOA reserve {d['before']} → {d['after']}.")
    if k == "place":
        rec, proper = _record(d["ref"], state)
        one = _name(d["ref"], lang, state).split(", ", 1)[0] if rec is None or proper else \
            a_(rec["name"][lang], rec["grammar"], lang)         # "Aparece un Cienoso", "A Shellback appears"
        return t(f"Aparece {one}.", f"{one} appears.")
    if k == "extra_skill":
        return t(f"{n(d['who'])} gana la habilidad «{content().skills[d['skill']]['name']['es']}».",
                 f"{n(d['who'])} gains the skill “{content().skills[d['skill']]['name']['en']}”.")
    if k == "leader_improved":
        return t(f"El Líder gana {d['life']} de Vitalidad y {plural(d['actions'], 'acción extra', 'acciones extra')}.",
                 f"The Leader gains {d['life']} Life and {plural(d['actions'], 'extra action', 'extra actions')}.")
    if k == "initiative":
        if d["winner"] == "heroes":
            return t(f"Iniciativa: {d['hero_total']} contra {d['joa_total']}: ganan los héroes.",
                     f"Initiative: {d['hero_total']} against {d['joa_total']}: the heroes win.")
        return t(f"Iniciativa: {d['hero_total']} contra {d['joa_total']}: gana el JOA.",
                 f"Initiative: {d['hero_total']} against {d['joa_total']}: the JOA wins.")
    if k == "surprised":
        return t(f"¡{n(d['who'])} es {adj('sorprendido', d['who'])}!", f"{n(d['who'])} is surprised!")
    if k == "joa_turn":
        return t("Turno del JOA.", "The JOA's turn.")
    if k == "power":
        nm = card_name("power", d["card"], lang)
        return t(f"Carta de Poder: {nm}, paga {d['cost']}, reserva {d['before']} → {d['after']}.",
                 f"Power card: {nm}, paid {d['cost']}, reserve {d['before']} → {d['after']}.")
    if k == "power_auto":
        return t("Combate en la sala principal: Poder sin tirar el dado.", "Fighting in the main hall: Power without rolling.")
    if k == "heal":
        return t(f"{n(d['who'])} recupera {d['amount']} de Vitalidad.", f"{n(d['who'])} heals {d['amount']} Life.")
    if k == "leader_pick":
        es_crit, en_crit = CRITERION_WORDS.get(d["criterion"], (d["criterion"], d["criterion"]))
        return t(f"El Líder tira 1D3 = {d['roll']}: va a por {es_crit}.",
                 f"The Leader rolls 1D3 = {d['roll']}: it goes for {en_crit}.")
    if k == "stolen":
        return t(f"{n(d['who'])} roba {plural(d['coins'], 'moneda', 'monedas')} a {n(d['target'])}.",
                 f"{n(d['who'])} steals {plural(d['coins'], 'coin', 'coins')} from {n(d['target'])}.")
    if k == "achievement":
        side = t("los héroes", "the heroes") if d["side"] == "heroes" else t("el JOA", "the JOA")
        return t(f"+{plural(d['points'], 'punto', 'puntos')} de logro para {side} ({d['total']}).",
                 f"+{plural(d['points'], 'achievement point', 'achievement points')} for {side} ({d['total']}).")
    if k == "leader_dead":
        return t("¡El Líder ha caído!", "The Leader has fallen!")
    if k == "flee":
        return t(f"{n(d['who'])} huye {adj('despavorido', d['who'])}.", f"{n(d['who'])} flees in terror.")
    if k == "mission":
        return t("Misión cumplida: ahora hay que salir.", "Mission done: now get out.")
    if k == "element":
        el = content().elements[d["element"]]["name"][lang]
        res = {"fumble": t("¡pifia!", "a fumble!"), "nothing": t("nada", "nothing"), "coins": t("monedas", "coins"),
               "treasure": t("un tesoro", "a treasure"),
               "heal": t(f"se siente {adj('reconfortado', d['who'])}", "feels restored"),
               "stun": t(f"queda {adj('aturdido', d['who'])}", "is stunned")}[d["result"]]
        return t(f"{n(d['who'])} registra: {el} ({d['roll']}): {res}.", f"{n(d['who'])} searches: {el} ({d['roll']}): {res}.")
    if k == "give":
        return t(f"{n(d['who'])} da «{card_name('', d['item'], lang)}» a {n(d['to'])}.",
                 f"{n(d['who'])} gives “{card_name('', d['item'], lang)}” to {n(d['to'])}.")
    if k == "impetus":
        return t(f"{n(d['who'])} avanza con ímpetu.", f"{n(d['who'])} presses forward (impetus).")
    if k == "follow_up":
        return t(f"{n(d['who'])} ocupa la casilla.", f"{n(d['who'])} takes the square.")
    if k == "main_entered":
        return t(f"{n(d['who'])} entra en la sala principal.", f"{n(d['who'])} enters the main hall.")
    if k == "leave":
        return t(f"{n(d['who'])} sale del escenario.", f"{n(d['who'])} leaves the scenario.")
    if k == "door":
        return t(f"{n(d['who'])} {'abre' if d['open'] else 'cierra'} una puerta.",
                 f"{n(d['who'])} {'opens' if d['open'] else 'closes'} a door.")
    if k == "door_locked":
        return t("La puerta está cerrada con llave: se puede forzar la cerradura o romperla.",
                 "The door is locked: its lock can be picked, or the door broken.")
    if k == "chest_locked":
        return t("El cofre está cerrado con llave: se puede forzar la cerradura o romperlo.",
                 "The chest is locked: its lock can be picked, or the chest broken.")
    if k in ("door_riddle", "chest_riddle"):
        sheet = content().scenarios[state.res["scenario"]] if state is not None else None
        riddle = sheet["riddle"][lang] if sheet else ""
        return t(f"Un acertijo lo protege: {riddle}", f"A riddle guards it: {riddle}")
    if k == "unlocked":
        return t(f"{n(d['who'])} abre la cerradura.", f"{n(d['who'])} picks the lock.")
    if k == "riddle_solved":
        return t(f"{n(d['who'])} resuelve el acertijo.", f"{n(d['who'])} solves the riddle.")
    if k == "break":
        return t(f"{n(d['who'])} golpea: {plural(d['hits'], 'daño', 'daños')}, {d['total']} de 5. Ruido {d['noise']}.",
                 f"{n(d['who'])} hits it: {d['hits']} damage, {d['total']} of 5. Noise {d['noise']}.")
    if k == "broken":
        return t("¡Roto!", "Broken!")
    if k == "chest_opened":
        return t(f"{n(d['who'])} abre el cofre.", f"{n(d['who'])} opens the chest.")
    if k == "treasure":
        return t(f"Tesoro: {card_name('treasure', d['card'], lang)}.", f"Treasure: {card_name('treasure', d['card'], lang)}.")
    if k == "object":
        return t(f"{n(d['who'])} consigue «{card_name('', d['item'], lang)}».", f"{n(d['who'])} gets “{card_name('', d['item'], lang)}”.")
    if k == "coins":
        return t(f"{n(d['who'])} encuentra {plural(d['coins'], 'moneda', 'monedas')}.",
                 f"{n(d['who'])} finds {plural(d['coins'], 'coin', 'coins')}.")
    if k == "bodies":
        return t(f"{n(d['who'])} registra los cadáveres {d['dice']}: {plural(d['coins'], 'moneda', 'monedas')}.",
                 f"{n(d['who'])} searches the bodies {d['dice']}: {plural(d['coins'], 'coin', 'coins')}.")
    if k == "secret_door":
        return t("¡Una puerta secreta!", "A secret door!")
    if k == "disarmed":
        return t(f"{n(d['who'])} desarma la trampa.", f"{n(d['who'])} disarms the trap.")
    if k == "persuade":
        from .describe_more import persuade_mods
        why = persuade_mods(d.get("mods", []), lang)
        how = t("con ingenio", "by wit") if d["how"] == "wit" else t("con miedo", "by fear")
        return t(f"{n(d['who'])} intenta persuadir {how}: {d['total']} contra {d['npc_total']}{why} ({'lo logra' if d['ok'] else 'no lo logra'}).",
                 f"{n(d['who'])} tries to persuade {how}: {d['total']} against {d['npc_total']}{why} ({'success' if d['ok'] else 'failure'}).")
    if k == "drink":
        if not d["healed"]:
            it = card_name("special", d["item"], lang)
            return t(f"{n(d['who'])} bebe «{it}».", f"{n(d['who'])} drinks the {it}.")
        return t(f"{n(d['who'])} bebe y recupera {d['healed']} de Vitalidad.", f"{n(d['who'])} drinks and heals {d['healed']} Life.")
    if k == "pick_up":
        return t(f"{n(d['who'])} recoge su arma.", f"{n(d['who'])} picks up the weapon.")
    if k == "draw_weapon":
        return t(f"{n(d['who'])} cambia de arma.", f"{n(d['who'])} changes weapon.")
    if k == "brace":
        return t(f"{n(d['who'])} se escuda.", f"{n(d['who'])} braces behind the shield.")
    if k == "game_over":
        r = REASONS[d["reason"]][0 if es else 1]
        return t(f"{r} Puntos de logro: héroes {d['heroes']}, JOA {d['joa']}.", f"{r} Achievement points: heroes {d['heroes']}, JOA {d['joa']}.")
    if k == "aftermath":
        fate = ", ".join({"dead": t("muere", "dies"), "sick": t(adj("enfermo", d["who"]), "sick"),
                          "recovered": t("se recupera", "recovers"),
                          "wounded": t(adj("herido", d["who"]), "wounded"), "lost": t("no se recupera", "does not recover"),
                          "parted": t("deja el grupo", "leaves the party"), "stays": t("sigue con el grupo", "stays"),
                          "left_behind": t("su cuerpo queda en la mazmorra con sus pertenencias",
                                           "the body stays in the dungeon with its belongings")}[x]
                         for x in d["fate"]) or t(adj("ileso", d["who"]), "unharmed")
        return f"{n(d['who'])}: {fate}."
    from .describe_magic import describe_magic
    from .describe_more import describe_more
    return describe_magic(event, lang, n, lambda x: grammar_of(x, state)) or describe_more(event, lang, n)
