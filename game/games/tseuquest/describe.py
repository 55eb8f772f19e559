"""Log lines for TseuQuest's events, in Spanish and English.

Events are public except the payload of those carrying "secret_to" (a seat)
and "secret" (what only that seat may see): the line here never shows it.
"""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.wording import a, agree, fill, sentence, the

from .confirm import warning_text
from .content import load_content

COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

FACES = {
    "es": {"skull": "calavera", "kite": "escudo de cometa", "oval": "escudo ovalado", "bolt": "rayo",
           "qmark": "interrogante"},
    "en": {"skull": "skull", "kite": "kite shield", "oval": "oval shield", "bolt": "lightning",
           "qmark": "question mark"},
}
TABLES = {
    "es": {"move_fumbles": "pifia de movimiento", "attack_fumbles": "pifia de ataque",
           "defence_fumbles": "pifia de defensa", "shot_fumbles": "pifia de disparo",
           "shot_defence_fumbles": "pifia de defensa contra proyectil"},
    "en": {"move_fumbles": "movement fumble", "attack_fumbles": "attack fumble",
           "defence_fumbles": "defence fumble", "shot_fumbles": "shooting fumble",
           "shot_defence_fumbles": "shot defence fumble"},
}
SEARCH = {
    "es": {"trap": "trampas", "treasure": "tesoros", "secret": "puertas secretas", "magic": "trampas mágicas"},
    "en": {"trap": "traps", "treasure": "treasure", "secret": "secret doors", "magic": "magic traps"},
}
WHY = {
    "es": {"sleep": "duerme", "deep_pit": "está en el fondo del foso", "buried": "sigue {sepultado}",
           "engaged": "tiene un enemigo al lado", "sight": "lo perdió de vista", "moved": "se movió",
           "attacked": "fue {atacado}", "shot": "recibió un disparo"},
    "en": {"sleep": "asleep", "deep_pit": "at the bottom of the pit", "buried": "still buried",
           "engaged": "an enemy alongside", "sight": "out of sight", "moved": "moved",
           "attacked": "attacked", "shot": "shot"},
}

T = {
    "es": {
        "adventure_chosen": "El Malvado Brujo ha elegido la aventura en secreto.",
        "pick": "{hero} se une al grupo.",
        "deal": "{who} toma {count} {count?carta|cartas} de magia de {element}.",
        "deal_done": "Termina el reparto de magia: cada cual mira sus cartas.",
        "intro": "«{title}» — {intro}",
        "round": "— Ronda {number} —",
        "mb_phase": "Turno del Malvado Brujo.",
        "activate": "Se activa {who}.",
        "end_activation": "{who} termina su activación.",
        "skip": "{who} pierde su activación: {why}.",
        "stand_up": "{who} se levanta.",
        "ap_lost": "{who} pierde puntos de acción.",
        "move_roll": "{who} tira movimiento: {faces} → {left} {left?casilla|casillas}.",
        "move_start": "{who} mueve hasta {left} {left?casilla|casillas}.",
        "move": "{who} va de {frm} a {to}.",
        "move_end": "",
        "pause": "{who} se detiene en {cell}: algo aparece.",
        "advantage": "{who} elige la ventaja «{card}».",
        "foresight": "{who} se activará {when} la próxima ronda.",
        "fumble": "{who}: {table} «{entry}».",
        "fumble_pick": "{table}: se elige «{entry}».",
        "stumble": "¡{who} tropieza!",
        "lost": "El Malvado Brujo lleva a {who} a {to}.",
        "lost_nowhere": "{who} se extravía, pero no llega a ninguna parte.",
        "push": "{who} recibe un empujón.",
        "door_open": "{who} abre una puerta.",
        "appear": "Aparece {a_ref} en {cell}.",
        "scenery": "",
        "trap": "¡{who} activa {a_trap}!",
        "trap_found": "Se descubre una trampa: {card}.",
        "trap_detected": "Se percibe una trampa mágica.",
        "rockfall": "¡Caen rocas del techo!",
        "dodge": "{who} esquiva la trampa.",
        "buried": "¡{who} queda {sepultado}!",
        "unburied": "{who} sale de entre las rocas.",
        "fall": "¡{who} cae al foso!",
        "asleep": "{who} cae {dormido}.",
        "attack": "{who} ataca a {target} con {dice} dCom.",
        "shoot": "{who} dispara a {target} con {dice} dCom.",
        "charge": "¡Carga de {who}! (+1 dCom)",
        "decline": "{who} no tira defensa.",
        "hits": "{target}: {hits} {hits?impacto|impactos}.",
        "wound": "{who} pierde {amount} de vida (le {life?queda|quedan} {life}).",
        "drain": "{who} pierde {amount} de mente (le {mind?queda|quedan} {mind}).",
        "eliminated": "¡{who} muere!",
        "counter": "¡Contraataque de {who}!",
        "redirect": "¡El golpe va contra {target}!",
        "disarmed": "{who} pierde su {card_l}.",
        "recovered": "{who} recupera su {card_l}.",
        "broken": "El arma de {who} queda inútil: {card}.",
        "jammed": "El arma de {who} se atasca: {card}.",
        "repaired": "{who} repara {card}.",
        "oops": "{who} es {desplazado}.",
        "noise": "¡Ruido! ({count})",
        "noise_rule": "El ruido tiene consecuencias…",
        "search": "{who} busca {kind}.",
        "search_nothing": "{who} no encuentra nada.",
        "secret_found": "¡Una puerta secreta!",
        "treasure_found": "{who} encuentra un tesoro escondido.",
        "treasure_card": "{who} anota una carta de tesoro.",
        "disarm": "{who} intenta desactivar una trampa: {result}.",
        "detect": "{who} busca trampas mágicas.",
        "detect_blocked": "Hay enemigos cerca: la detección no funciona.",
        "exchange": "{who} intercambia equipo.",
        "give": "{who} da «{card}» a {target}.",
        "drink": "{who} bebe «{card}».",
        "heal": "{who} recupera {amount} de vida.",
        "mind": "{who} recupera {amount} de mente.",
        "lever": "{who} acciona una palanca.",
        "gate": "Una reja se {state}.",
        "chest": "{who} abre un cofre.",
        "gold": "{who} obtiene {amount} de oro.",
        "gain": "{who} obtiene «{card}».",
        "goal_item": "¡{who} tiene «{card}»!",
        "dropped": "«{card}» queda en el suelo.",
        "cast": "{who} lanza «{card}».",
        "mind_spent": "",
        "buff": "",
        "spell_ends": "Termina el efecto de «{card}».",
        "summon": "{who} invoca {a_ref}.",
        "control": "{who} controla su elemental.",
        "control_end": "",
        "dismiss": "{who} despide a su elemental.",
        "link_lost": "¡{who} se libera del control: el Malvado Brujo {lo} maneja!",
        "elemental_gone": "{ref} se desvanece.",
        "teleport": "{who} aparece en {to}.",
        "chaos_cards": "{who} toma {count} {count?carta|cartas} del caos.",
        "exit": "{who} sale del tablero.",
        "mb_pass": "El Malvado Brujo termina su turno.",
        "end_round": "",
        "time_up": "Se acaba el tiempo.",
        "adventure_over": "Fin de la aventura: {result}.",
        "game_over": "Fin de la partida: {result}.",
        "interlude": "Entre aventuras: tienda, trueques y reserva.",
        "buy": "{hero} compra «{card}» por {price} de oro.",
        "sell": "{hero} vende «{card}» por {price} de oro.",
        "trade": "{hero} da «{card}» a {target_hero}.",
        "swap": "{hero} vuelve a la reserva; entra {target_hero}.",
        "recruit": "{hero} se une desde la reserva.",
        "confiscate": "El Malvado Brujo se queda con «{card}» de {hero}.",
        "veto": "El Malvado Brujo no deja a {hero} partir con «{card}»: se queda en el almacén.",
        "stock_on": "La tienda vuelve a vender «{card}».", "stock_off": "La tienda deja de vender «{card}».",
        "chained": "No hay descanso: la siguiente aventura empieza ya.",
        "next_adventure": "Siguiente aventura: {title}.",
        "phase": "",
        "win": "ganan los aventureros", "lose": "gana el Malvado Brujo",
        "first": "la primera", "last": "la última", "ok": "lo consigue", "fail": "falla",
        "opens": "abre", "closes": "cierra",
    },
    "en": {
        "adventure_chosen": "The Evil Wizard has secretly chosen the adventure.",
        "pick": "{hero} joins the party.",
        "deal": "{who} takes {count} {element} magic {count?card|cards}.",
        "deal_done": "The magic rounds are over: everyone looks at their cards.",
        "intro": "“{title}” — {intro}",
        "round": "— Round {number} —",
        "mb_phase": "The Evil Wizard's turn.",
        "activate": "{who} activates.",
        "end_activation": "{who} is done.",
        "skip": "{who} loses the activation ({why}).",
        "stand_up": "{who} gets up.",
        "ap_lost": "{who} loses action points.",
        "move_roll": "{who} rolls movement: {faces} → {left} {left?square|squares}.",
        "move_start": "{who} moves up to {left} {left?square|squares}.",
        "move": "{who} goes from {frm} to {to}.",
        "move_end": "",
        "pause": "{who} stops at {cell}: something appears.",
        "advantage": "{who} takes the advantage “{card}”.",
        "foresight": "{who} will activate {when} next round.",
        "fumble": "{who}: {table} “{entry}”.",
        "fumble_pick": "{table}: “{entry}” is picked.",
        "stumble": "{who} stumbles!",
        "lost": "The Evil Wizard leads {who} to {to}.",
        "lost_nowhere": "{who} gets lost but goes nowhere.",
        "push": "{who} gets a shove.",
        "door_open": "{who} opens a door.",
        "appear": "{a_ref} appears at {cell}.",
        "scenery": "",
        "trap": "{who} sets off {a_trap}!",
        "trap_found": "A trap is found: {card}.",
        "trap_detected": "A magic trap is sensed.",
        "rockfall": "Rocks fall from the ceiling!",
        "dodge": "{who} dodges the trap.",
        "buried": "{who} is buried!",
        "unburied": "{who} climbs out of the rocks.",
        "fall": "{who} falls into the pit!",
        "asleep": "{who} falls asleep.",
        "attack": "{who} attacks {target} with {dice} dCom.",
        "shoot": "{who} shoots at {target} with {dice} dCom.",
        "charge": "{who} charges! (+1 dCom)",
        "decline": "{who} does not roll defence.",
        "hits": "{target}: {hits} {hits?hit|hits}.",
        "wound": "{who} loses {amount} life ({life} left).",
        "drain": "{who} loses {amount} mind ({mind} left).",
        "eliminated": "{who} is eliminated!",
        "counter": "{who} strikes back!",
        "redirect": "The blow goes at {target}!",
        "disarmed": "{who} loses the {card_l}.",
        "recovered": "{who} gets the {card_l} back.",
        "broken": "{who}'s {card} is useless now.",
        "jammed": "{who}'s {card} jams.",
        "repaired": "{who} mends {card}.",
        "oops": "{who} is shoved aside.",
        "noise": "Noise! ({count})",
        "noise_rule": "The noise has consequences…",
        "search": "{who} searches for {kind}.",
        "search_nothing": "{who} finds nothing.",
        "secret_found": "A secret door!",
        "treasure_found": "{who} finds hidden treasure.",
        "treasure_card": "{who} notes a treasure card.",
        "disarm": "{who} tries to disarm a trap: {result}.",
        "detect": "{who} feels for magic traps.",
        "detect_blocked": "Enemies are near: the detection fails.",
        "exchange": "{who} swaps equipment.",
        "give": "{who} gives “{card}” to {target}.",
        "drink": "{who} drinks “{card}”.",
        "heal": "{who} recovers {amount} life.",
        "mind": "{who} recovers {amount} mind.",
        "lever": "{who} pulls a lever.",
        "gate": "A gate {state}.",
        "chest": "{who} opens a chest.",
        "gold": "{who} gets {amount} gold.",
        "gain": "{who} gets “{card}”.",
        "goal_item": "{who} has “{card}”!",
        "dropped": "“{card}” is left on the floor.",
        "cast": "{who} casts “{card}”.",
        "mind_spent": "",
        "buff": "",
        "spell_ends": "“{card}” ends.",
        "summon": "{who} summons {a_ref}.",
        "control": "{who} controls the elemental.",
        "control_end": "",
        "dismiss": "{who} dismisses the elemental.",
        "link_lost": "{who} breaks free: the Evil Wizard controls it!",
        "elemental_gone": "{ref} fades away.",
        "teleport": "{who} appears at {to}.",
        "chaos_cards": "{who} takes {count} chaos {count?card|cards}.",
        "exit": "{who} leaves the board.",
        "mb_pass": "The Evil Wizard ends the turn.",
        "end_round": "",
        "time_up": "Time is up.",
        "adventure_over": "The adventure is over: {result}.",
        "game_over": "Game over: {result}.",
        "interlude": "Between adventures: shop, trading and the reserve.",
        "buy": "{hero} buys “{card}” for {price} gold.",
        "sell": "{hero} sells “{card}” for {price} gold.",
        "trade": "{hero} gives “{card}” to {target_hero}.",
        "swap": "{hero} goes to the reserve; {target_hero} joins.",
        "recruit": "{hero} joins from the reserve.",
        "confiscate": "The Evil Wizard takes “{card}” from {hero}.",
        "veto": "The Evil Wizard does not let {hero} set off with “{card}”: it stays in the stash.",
        "stock_on": "The shop sells “{card}” again.", "stock_off": "The shop stops selling “{card}”.",
        "chained": "No rest: the next adventure begins at once.",
        "next_adventure": "Next adventure: {title}.",
        "phase": "",
        "win": "the adventurers win", "lose": "the Evil Wizard wins",
        "first": "first", "last": "last", "ok": "success", "fail": "failure",
        "opens": "opens", "closes": "closes",
    },
}


def cell_name(cell) -> str:
    if cell is None:
        return "—"
    return f"{COLS[cell[0]]}{cell[1] + 1}"


def describe(event: Event, lang: str, state=None) -> str:
    """One log line, or '' for events the log does not show."""
    lang = lang if lang in T else "en"
    t = T[lang]
    c = load_content()
    d = event.data
    k = event.kind
    if k == "stock":
        k = "stock_on" if d.get("on") else "stock_off"
    if k == "roll" or (t.get(k) in (None, "") and k != "warning"):
        return ""
    refs = state.res.get("refs", {}) if state is not None else {}

    def figure(ref):
        """The profile of a figure ref and whether its name goes with an article: the
        minions and elementals ("el Andahuesos", "the Bonewalker") and a titled antagonist
        ("la Bruja del Cieno"); adventurers and the other antagonists go by name."""
        for table, common in ((c.adventurers, False), (c.minions, True), (c.elementals, True),
                              (c.antagonists, False)):
            if ref in table:
                return table[ref], common or table[ref].get("article", False)
        return None, False

    def ref_name(ref, article=the):
        if not ref:
            return "?"
        rec, with_article = figure(ref)
        if rec is not None and with_article:
            return article(rec["name"][lang], rec["grammar"], lang)
        return c.name(ref, lang)

    def name_of(eid):
        if eid is None:
            return "?"
        ref = refs.get(str(eid))
        return ref_name(ref) if ref else "?"

    def grammar_of(ref):
        rec, _ = figure(ref)
        return rec["grammar"] if rec else "ms"

    if k == "warning":
        return warning_text(d, lang, name_of, ref_name)
    trap_kind = d.get("kind") if k in ("trap", "trap_found") else None
    fields = {
        "who": ref_name(d["ref"]) if k in ("eliminated", "exit") and d.get("ref") else name_of(d.get("eid")),
        "target": name_of(d.get("target") if k != "give" else d.get("to")),
        "ref": ref_name(d.get("ref")), "cell": cell_name(d.get("cell")), "frm": cell_name(d.get("frm")),
        # give / trade name a figure or hero in "to", every other event a cell
        "to": cell_name(d.get("to")) if k not in ("give", "trade") else "", "amount": d.get("amount"), "life": d.get("life"),
        "mind": d.get("mind"), "count": d.get("count"), "number": d.get("number"), "dice": d.get("dice"),
        "hits": d.get("hits"), "left": d.get("left"), "seat": d.get("seat"), "price": d.get("price"),
        "hero": ref_name(d.get("hero")), "target_hero": ref_name(d.get("to") or d.get("reserve")),
        "element": {"aer": "Aer", "ignis": "Ignis", "terra": "Terra", "aqua": "Aqua"}.get(d.get("element"), ""),
        "faces": ", ".join(FACES[lang].get(f, f) for f in d.get("faces", ())),
        "card": ref_name(trap_kind or d.get("card") or d.get("item") or d.get("potion") or d.get("advantage")),
        "table": TABLES[lang].get(d.get("table"), ""), "key": d.get("key"),
        "entry": c.tables[d["table"]][d["key"]]["name"][lang] if k in ("fumble", "fumble_pick") else "",
        "why": WHY[lang].get(d.get("why"), d.get("why") or ""), "when": t.get(d.get("when"), ""),
        "kind": SEARCH[lang].get(d.get("kind"), d.get("kind")), "result": t["ok"] if d.get("ok") else t["fail"],
        "state": t["opens"] if d.get("open") else t["closes"],
        "title": "", "intro": "",
    }
    if k == "intro":
        fields["title"] = d["title"][lang]
        fields["intro"] = d["intro"][lang]
    if k == "next_adventure":
        try:
            from .board import load_board
            fields["title"] = load_board(d["adventure"]).texts["title"][lang]
        except Exception:
            fields["title"] = d["adventure"]
    if k in ("adventure_over",):
        fields["result"] = t["win"] if d.get("success") else t["lose"]
    if k == "game_over":
        fields["result"] = t["win"] if d.get("winners") and 0 not in d["winners"] else t["lose"]
    if k == "deal":
        fields["who"] = name_of(d.get("eid"))
    fields["a_ref"] = ref_name(d.get("ref"), a)
    if k == "summon":       # the event's figure is the elemental; the caster summons it
        fields["who"] = name_of(d.get("caster"))
    card = fields["card"]
    fields["card_l"] = card[:1].lower() + card[1:]
    # a trap by its name: "una trampa de hachas", "a spear trap"; "una trampa: Foso", "a trap: Pit"
    if card.lower().startswith("trampa") or card.lower().endswith("trap"):
        fields["a_trap"] = ("una " if lang == "es" else "a ") + fields["card_l"]
    else:
        fields["a_trap"] = ("una trampa: " if lang == "es" else "a trap: ") + card
    if lang == "es":      # words that agree with the figure: "queda sepultada", "la maneja"
        g = grammar_of(d.get("ref") if k in ("eliminated", "exit") and d.get("ref") else refs.get(str(d.get("eid"))))
        fields.update(sepultado=agree("sepultado", g), dormido=agree("dormido", g), desplazado=agree("desplazado", g),
                      atacado=agree("atacado", g), lo={"ms": "lo", "fs": "la", "mp": "los", "fp": "las"}[g])
        fields["why"] = fields["why"].format(**fields) if "{" in fields["why"] else fields["why"]
    else:
        fields["lo"] = "it"
    return sentence(fill(t[k], **fields), lang)
