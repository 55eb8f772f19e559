"""Log lines for Star Quest's events, in Spanish and English. The AI units'
flowchart decisions are explained step by step."""
from __future__ import annotations

import re

from game.engine.protocol import Event
from game.engine.wording import a, decimal, lower_first, reflexive, sentence, the

from .content import load_content

STATS = {"es": {"quality": "calidad", "strength": "fuerza", "dexterity": "destreza", "will": "voluntad"},
         "en": {"quality": "quality", "strength": "strength", "dexterity": "dexterity", "will": "will"}}
CONDITIONS = {"es": {"afflicted": "[[Afligido|Afligida|Afligidos|Afligidas]]",
                    "weakened": "[[Debilitado|Debilitada|Debilitados|Debilitadas]]",
                    "sick": "[[Enfermo|Enferma|Enfermos|Enfermas]]", "affected": "[[Afectado|Afectada|Afectados|Afectadas]]"},
              "en": {"afflicted": "Afflicted", "weakened": "Weakened", "sick": "Sick", "affected": "Affected"}}
ACTIONS = {"es": {"hold": "se [[mantiene|mantienen]]", "advance": "[[avanza|avanzan]]", "rush": "[[corre|corren]]",
                  "charge": "[[carga|cargan]]", "scout": "[[explora|exploran]]", "sneak": "se [[escabulle|escabullen]]"},
           "en": {"hold": "[[holds|hold]]", "advance": "[[advances|advance]]", "rush": "[[rushes|rush]]",
                  "charge": "[[charges|charge]]", "scout": "[[scouts|scout]]", "sneak": "[[sneaks|sneak]]"}}
REASONS = {"es": {"party_down": "todos los héroes han caído", "elements_done": "se han completado los elementos de misión",
                  "target_destroyed": "el objetivo ha sido destruido", "extracted": "los héroes han salido con los datos",
                  "seized": "los héroes controlan los objetivos", "time": "se acabó el tiempo"},
           "en": {"party_down": "every hero is down", "elements_done": "the mission elements are complete",
                  "target_destroyed": "the target is destroyed", "extracted": "the heroes got out with the intel",
                  "seized": "the heroes hold the objectives", "time": "time ran out"}}

BRANCH = {
    "es": {
        "idle": "{who}: [[está Aturdido|está Aturdida|están Aturdidos|están Aturdidas]], así que [[pasa|pasan]] la activación sin hacer nada.",
        "hold_shoot": "{who}: [[es inmóvil|es inmóvil|son inmóviles|son inmóviles]]; se [[mantiene|mantienen]] y [[dispara|disparan]] a {target}, el enemigo más cercano a su alcance.",
        "immobile_skip": "{who}: [[es inmóvil|es inmóvil|son inmóviles|son inmóviles]] y no [[tiene|tienen]] a quién disparar; no [[hace|hacen]] nada.",
        "advance_shoot": "{who}: [[ve|ven]] enemigos (paso 1: sí) y moviéndose [[tendría|tendrían]] a alguno a tiro (paso 2: sí): [[avanza|avanzan]] {distance}\" (solo lo necesario) y [[dispara|disparan]] al más cercano.",
        "charge": "{who}: [[ve|ven]] enemigos (paso 1: sí); no [[puede|pueden]] disparar pero sí cargar (paso 2: sí): [[carga|cargan]] contra {target}, el enemigo más cercano.",
        "rush_enemy": "{who}: [[ve|ven]] enemigos (paso 1: sí) pero ni moviéndose [[llegaría|llegarían]] a disparar o cargar (paso 2: no): [[corre|corren]] hacia {target}, el enemigo más cercano.",
        "skip": "{who}: no [[ve|ven]] enemigos (paso 1: no) y [[está|están]] a menos de 3\" de un objetivo de IA (paso 3: sí): [[omite|omiten]] la activación.",
        "rush_objective": "{who}: no [[ve|ven]] enemigos (paso 1: no) ni [[está|están]] a menos de 3\" de un objetivo (paso 3: no): [[corre|corren]] hacia el objetivo de IA más cercano.",
        "rush_enemy_no_objective": "{who}: no [[ve|ven]] enemigos y la misión no tiene objetivos de IA: [[corre|corren]] hacia {target}.",
    },
    "en": {
        "idle": "{who}: [[it is|they are]] Stunned, so [[it stays|they stay]] idle this activation.",
        "hold_shoot": "{who}: [[it is|they are]] Immobile; [[it holds and shoots|they hold and shoot]] {target}, the closest enemy in reach.",
        "immobile_skip": "{who}: [[it is|they are]] Immobile and [[has|have]] no one to shoot; [[it does|they do]] nothing.",
        "advance_shoot": "{who}: enemies in sight (step 1: yes) and moving would bring one in range (step 2: yes): [[it advances|they advance]] {distance}\" (only as needed) and [[shoots|shoot]] the closest.",
        "charge": "{who}: enemies in sight (step 1: yes); [[it cannot|they cannot]] shoot but can charge (step 2: yes): [[it charges|they charge]] {target}, the closest enemy.",
        "rush_enemy": "{who}: enemies in sight (step 1: yes) but moving would not bring one in range to shoot or charge (step 2: no): [[it rushes|they rush]] toward {target}, the closest enemy.",
        "skip": "{who}: no enemy in sight (step 1: no) and within 3\" of an AI objective (step 3: yes): [[it skips|they skip]] the activation.",
        "rush_objective": "{who}: no enemy in sight (step 1: no) and not within 3\" of an objective (step 3: no): [[it rushes|they rush]] toward the nearest AI objective.",
        "rush_enemy_no_objective": "{who}: no enemy in sight and the mission has no AI objectives: [[it rushes|they rush]] toward {target}.",
    },
}

# advance_shoot with nothing to move: the unit already has a target in range.
SHOOT_IN_PLACE = {"es": "{who}: [[ve|ven]] enemigos (paso 1: sí) y ya [[tiene|tienen]] alguno a tiro (paso 2: sí): [[dispara|disparan]] al más cercano sin moverse.",
                  "en": "{who}: enemies in sight (step 1: yes) and one already in range (step 2: yes): [[it shoots|they shoot]] the closest without moving."}

# [[a|b]]: singular | plural of the subject; [[a|b|c|d]]: masculine singular | feminine
# singular | masculine plural | feminine plural (Spanish agreement).
T = {
    "es": {
        "mission": "Misión: «{name}». {intro}",
        "deployed": "Los héroes despliegan.",
        "round": "— Ronda {number} de {limit} —",
        "round_end": "Fin de la ronda {number}.",
        "ai_phase": "Turno del enemigo: sus unidades se activan de la más cercana a un héroe a la más lejana.",
        "tokens": "{who} [[tiene|tienen]] {now} ((token|tokens:now)) de hechizo.",
        "arrive": "[[Llega|Llegan]] {who}.",
        "delayed": "{who} no [[encuentra|encuentran]] sitio para entrar; lo [[intentará|intentarán]] la próxima ronda.",
        "ambush_set": "{who} [[acecha|acechan]]: [[llegará|llegarán]] en la ronda {round}.",
        "activate": "[[Se activa|Se activan]] {who}.",
        "check": "{who}: chequeo de {stat} ({need}+): sale {roll}{mod} → {ok}.",
        "check_bought": "{who} [[gasta|gastan]] 2 de poder para superar el chequeo.",
        "power": "{who}: poder {change:+d} (ahora {now}).",
        "exhausted": "{who} se [[agota|agotan]]: {wounds} ((herida|heridas:wounds)).",
        "sickness": "{who} [[está enfermo|está enferma|están enfermos|están enfermas]]: {wounds} ((herida|heridas:wounds)) por el poder perdido.",
        "unconscious": "{who} [[cae inconsciente|cae inconsciente|caen inconscientes|caen inconscientes]].",
        "model_killed": "Cae un modelo de {who}.",
        "unit_destroyed": "{who} [[queda destruido|queda destruida|quedan destruidos|quedan destruidas]].",
        "healed": "{who} [[recupera|recuperan]] {amount} ((herida|heridas:amount)).",
        "condition": "{who} [[queda|quedan]] {status}.",
        "condition_cleared": "{who} ya no [[está|están]] {status}.",
        "idle": "{who} [[está Aturdido|está Aturdida|están Aturdidos|están Aturdidas]] y [[permanece inactivo|permanece inactiva|permanecen inactivos|permanecen inactivas]].",
        "fatigued": "{who} [[queda fatigado|queda fatigada|quedan fatigados|quedan fatigadas]] hasta el final de la ronda.",
        "recovered": "{who} deja[[|n]] de estar [[Aturdido|Aturdida|Aturdidos|Aturdidas]].",
        "stun_choice": "{who} ha fallado la moral: ¿gastar 2 de poder para ignorar el aturdimiento?",
        "stun_ignored": "{who} gasta 2 de poder e ignora el aturdimiento.",
        "end_activation": "{who} [[termina su|terminan su]] activación.",
        "move": "{who} se [[mueve|mueven]] {distance}\".",
        "stay": "{who} no se [[mueve|mueven]].",
        "sneak_stay": "{who} [[podría|podrían]] escabullirse, pero [[prefiere|prefieren]] quedarse donde [[está|están]].",
        "dangerous": "{who} [[atraviesa|atraviesan]] terreno peligroso: {wounds} ((herida|heridas:wounds)) en {dice} ((dado|dados:dice)).",
        "close_in": "{who} se [[acerca|acercan]] al combate.",
        "fall_back": "{who} [[retrocede|retroceden]] 1\".",
        "jump": "{who} [[salta|saltan]] ({checks} ((chequeo|chequeos:checks)) de destreza).",
        "jumped": "{who} [[cae|caen]] de pie al otro lado.",
        "ledge": "{who} [[gasta|gastan]] 2 de poder y se [[agarra|agarran]] al saliente.",
        "fall": "{who} [[cae|caen]] desde {height}\".",
        "pushed": "{who} [[es empujado|es empujada|son empujados|son empujadas]].",
        "shoot": "{who} [[dispara|disparan]] a {target}.",
        "melee": "{who} [[entra|entran]] en combate con {target}.",
        "attack": "{who} [[ataca|atacan]] con {weapon}: {rolls} → {hits} ((impacto|impactos:hits)).",
        "impact": "{who} [[embiste|embisten]]: {rolls} → {hits} ((impacto|impactos:hits)).",
        "defence": "{who} se [[defiende|defienden]] ({defence}+): {rolls} → {wounds} ((fallo|fallos:wounds)).",
        "regenerated": "{who} [[regenera|regeneran]] {ignored} ((herida|heridas:ignored)).",
        "morale": "{who}: chequeo de moral → {ok}.",
        "fearless": "{who}: impasible, sale {roll} → {ok}.",
        "stun_wounds": "{who} no [[puede|pueden]] quedar [[Aturdido|Aturdida|Aturdidos|Aturdidas]]: [[recibe|reciben]] {wounds} ((herida|heridas:wounds)).",
        "stunned": "{who} [[queda Aturdido|queda Aturdida|quedan Aturdidos|quedan Aturdidas]].",
        "ward": "{who} [[gana|ganan]] +{amount} a Defensa hasta el final de la ronda.",
        "cleansed": "{who} [[queda libre|queda libre|quedan libres|quedan libres]] de sus estados.",
        "cast_attempt": "{who} [[intenta|intentan]] lanzar {spell} sobre {target} ({tokens} ((token|tokens:tokens))).",
        "cast": "{who} [[lanza|lanzan]] {spell}: sale {roll}{mod} → {ok}.",
        "cast_bought": "{who} [[gasta|gastan]] poder para que {spell} funcione.",
        "counter_choice": "Los héroes pueden gastar tokens para dificultar el hechizo de {who}.",
        "counterspell": "{who} [[gasta|gastan]] {tokens} ((token|tokens:tokens)) contra el hechizo.",
        "ai_no_cast": "{who} [[elige|eligen]] {spell} pero no [[puede|pueden]] lanzarlo.",
        "scout_move": "{who} [[explora|exploran]] por delante.",
        "mission_end": "Fin de la misión: {reason}.",
        "game_over": "{outcome}",
        "objectives_held": "Objetivos en manos de los héroes: {held} de {needed}.",
        "rest": "{who} [[descansa y recupera|descansan y recuperan]] todo su poder.",
        "buy_action": "{who} [[gasta|gastan]] 2 de poder en una acción más.",
        "action": "{who} {action}.",
        "activation_cut": "La activación de {who} termina.",
        "interact": "{who} [[manipula|manipulan]] un elemento de misión.",
        "element_done": "¡Elemento de misión completado! ((Va|Van:done)) {done}.",
        "push": "{who} [[intenta|intentan]] empujar a {target}.",
        "sneak": "{who} [[intenta|intentan]] escabullirse.",
        "skill": "{who} [[usa|usan]] {skill}.",
        "revived": "{by} [[reanima|reaniman]] a {who}.",
        "discover": "{who} [[examina|examinan]] un token de búsqueda.",
        "reveal": "Se destapa el token: {content}.",
        "take_token": "{who} [[recoge|recogen]] el token: {content}.",
        "intel": "Inteligencia reunida: {total}.",
        "reserved": "{who} [[queda|quedan]] en reserva para emboscar.",
        "arrive_choice": "Los héroes en reserva pueden entrar ahora, a más de 9\" de todo enemigo.",
        "won": "¡Victoria!",
        "lost": "Derrota.",
        "yes": "éxito",
        "no": "fallo",
        "no.discover": "fallo: el token sigue boca abajo",
    },
    "en": {
        "mission": "Mission: “{name}”. {intro}",
        "deployed": "The heroes deploy.",
        "round": "— Round {number} of {limit} —",
        "round_end": "End of round {number}.",
        "ai_phase": "The enemy's turn: its units activate from the closest to a hero to the farthest.",
        "tokens": "{who} [[has|have]] {now} ((spell token|spell tokens:now)).",
        "arrive": "{who} [[arrives|arrive]].",
        "delayed": "{who} [[finds|find]] no room to enter; [[it tries|they try]] again next round.",
        "ambush_set": "{who} [[lurks|lurk]]: [[it arrives|they arrive]] in round {round}.",
        "activate": "{who} [[activates|activate]].",
        "check": "{who}: {stat} check ({need}+): rolled {roll}{mod} → {ok}.",
        "check_bought": "{who} [[spends|spend]] 2 power to pass the check.",
        "power": "{who}: power {change:+d} (now {now}).",
        "exhausted": "{who} [[is|are]] exhausted: {wounds} ((wound|wounds:wounds)).",
        "sickness": "{who} [[is|are]] Sick: {wounds} ((wound|wounds:wounds)) for the power lost.",
        "unconscious": "{who} [[falls|fall]] unconscious.",
        "model_killed": "A model of {who} falls.",
        "unit_destroyed": "{who} [[is|are]] destroyed.",
        "healed": "{who} [[recovers|recover]] {amount} ((wound|wounds:amount)).",
        "condition": "{who} [[is|are]] now {status}.",
        "condition_cleared": "{who} [[is|are]] no longer {status}.",
        "idle": "{who} [[is|are]] Stunned and [[stays|stay]] idle.",
        "fatigued": "{who} [[is|are]] fatigued until the end of the round.",
        "recovered": "{who} [[is|are]] no longer Stunned.",
        "stun_choice": "{who} failed morale: spend 2 power to ignore being Stunned?",
        "stun_ignored": "{who} spends 2 power and ignores being Stunned.",
        "end_activation": "{who} [[is|are]] done for this activation.",
        "move": "{who} [[moves|move]] {distance}\".",
        "stay": "{who} [[stays|stay]] put.",
        "sneak_stay": "{who} could sneak away but [[chooses|choose]] to stay put.",
        "dangerous": "{who} [[crosses|cross]] dangerous terrain: {wounds} ((wound|wounds:wounds)) on {dice} ((die|dice:dice)).",
        "close_in": "{who} [[closes|close]] in.",
        "fall_back": "{who} [[falls|fall]] back 1\".",
        "jump": "{who} [[jumps|jump]] ({checks} ((dexterity check|dexterity checks:checks))).",
        "jumped": "{who} [[lands|land]] on the other side.",
        "ledge": "{who} [[spends|spend]] 2 power and [[catches|catch]] the ledge.",
        "fall": "{who} [[falls|fall]] {height}\".",
        "pushed": "{who} [[is|are]] pushed.",
        "shoot": "{who} [[shoots|shoot]] at {target}.",
        "melee": "{who} [[fights|fight]] {target} in melee.",
        "attack": "{who} [[attacks|attack]] with {weapon}: {rolls} → {hits} ((hit|hits:hits)).",
        "impact": "{who} [[slams|slam]] in: {rolls} → {hits} ((hit|hits:hits)).",
        "defence": "{who} [[defends|defend]] ({defence}+): {rolls} → {wounds} unsaved.",
        "regenerated": "{who} [[regenerates|regenerate]] {ignored} ((wound|wounds:ignored)).",
        "morale": "{who}: morale check → {ok}.",
        "fearless": "{who}: fearless, rolled {roll} → {ok}.",
        "stun_wounds": "{who} cannot be Stunned: [[it takes|they take]] {wounds} ((wound|wounds:wounds)).",
        "stunned": "{who} [[is|are]] Stunned.",
        "ward": "{who} [[gets|get]] +{amount} Defence until the end of the round.",
        "cleansed": "{who} [[is|are]] cleared of every condition.",
        "cast_attempt": "{who} [[tries|try]] to cast {spell} on {target} ({tokens} ((token|tokens:tokens))).",
        "cast": "{who} [[casts|cast]] {spell}: rolled {roll}{mod} → {ok}.",
        "cast_bought": "{who} [[spends|spend]] power to make {spell} work.",
        "counter_choice": "The heroes may spend tokens to hinder the spell of {who}.",
        "counterspell": "{who} [[spends|spend]] {tokens} ((token|tokens:tokens)) against the spell.",
        "ai_no_cast": "{who} [[picks|pick]] {spell} but cannot cast it.",
        "scout_move": "{who} [[scouts|scout]] ahead.",
        "mission_end": "Mission over: {reason}.",
        "game_over": "{outcome}",
        "objectives_held": "Objectives the heroes hold: {held} of {needed}.",
        "rest": "{who} [[rests and restores|rest and restore]] all power.",
        "buy_action": "{who} [[spends|spend]] 2 power on one more action.",
        "action": "{who} {action}.",
        "activation_cut": "The activation of {who} ends.",
        "interact": "{who} [[works|work]] on a mission element.",
        "element_done": "Mission element complete! {done} done so far.",
        "push": "{who} [[tries|try]] to push {target}.",
        "sneak": "{who} [[tries|try]] to sneak.",
        "skill": "{who} [[uses|use]] {skill}.",
        "revived": "{by} [[revives|revive]] {who}.",
        "discover": "{who} [[examines|examine]] a search token.",
        "reveal": "The token is turned over: {content}.",
        "take_token": "{who} [[takes|take]] the token: {content}.",
        "intel": "Intel gathered: {total}.",
        "reserved": "{who} [[waits|wait]] in reserve to ambush.",
        "arrive_choice": "Heroes in reserve may enter now, more than 9\" from every enemy.",
        "won": "Victory!",
        "lost": "Defeat.",
        "yes": "success",
        "no": "failure",
        "no.discover": "failure: the token stays face down",
    },
}
FORMS = re.compile(r"\[\[([^\]]*)\]\]")
COUNTS = re.compile(r"\(\(([^|]*)\|([^:]*):(\w+)\)\)")


def _walked(path: list, state) -> float:
    """Inches walked along a path of cells (cells are inches on the 48" table)."""
    import math
    cells = sum(math.dist(path[i], path[i + 1]) for i in range(len(path) - 1))
    if state is None:
        return cells
    from .world import measure
    return measure(state).inches(cells)


def counted(text: str, data: dict) -> str:
    """((one|many:key)): the singular when data[key] is 1."""
    return COUNTS.sub(lambda m: m.group(1) if data.get(m.group(3)) == 1 else m.group(2), text)


def agree(text: str, grammar: str) -> str:
    """Pick the [[...]] forms for a subject of this gender and number."""
    plural = grammar.endswith("p")
    index4 = ("ms", "fs", "mp", "fp").index(grammar)

    def pick(m):
        forms = m.group(1).split("|")
        if len(forms) == 4:
            return forms[index4]
        return forms[1] if plural else forms[0]
    return FORMS.sub(pick, text)


def _name(ref: str, lang: str) -> str:
    return load_content().name(ref, lang)


def called(ref: str, lang: str) -> str:
    """A hero or unit as a sentence names it: heroes by name (a titled one with the Spanish
    article, "la Hermana Ileth"), units with the article ("el Sacerdote de la pira", "the Netters")."""
    c = load_content()
    p = c.profile(ref)
    if ref in c.heroes:
        return the(p["name"][lang], p["grammar"], lang) if lang == "es" and p.get("article") else p["name"][lang]
    return the(p["name"][lang], p["grammar"], lang)


def _who(uid, lang: str, state) -> str:
    if uid is None:
        return ""
    if state is not None:
        from .components import Unit
        u = state.try_get(uid, Unit)
        if u is not None:
            return called(u.ref, lang)
    return f"#{uid}"


def _weapon(wid: str, lang: str, ref) -> str:
    """'su carabina de pulsos' / 'sus garras'; 'her pulse carbine', 'its claws', 'their claws'.
    A unit of many models wields the weapon in the plural: 'sus mosquetes láser', 'their las-muskets'."""
    c = load_content()
    rec = c.weapons[wid]
    grammar = c.profile(ref)["grammar"] if ref else "ms"
    many = grammar.endswith("p") and "plural" in rec
    label = lower_first((rec["plural"] if many else rec["name"])[lang])
    if lang == "es":
        return ("sus " if many or rec["grammar"].endswith("p") else "su ") + label
    if grammar.endswith("p"):
        return "their " + label
    if ref in c.heroes:
        return ("his " if grammar == "ms" else "her ") + label
    return "its " + label


def _found(sid: str, lang: str) -> str:
    """A search token's find with its indefinite article: 'una célula de energía', 'nada útil'."""
    rec = load_content().search[sid]
    label = lower_first(rec["name"][lang])
    return label if rec["grammar"] == "bare" else a(label, rec["grammar"], lang)


def _titled(ref: str, lang: str) -> str:
    """A spell or skill by its name, quoted: «Descarga psíquica», “Psi bolt”."""
    return ("«{}»" if lang == "es" else "“{}”").format(_name(ref, lang))


def _grammar(uid, state, ref=None) -> str:
    if ref is None and state is not None and uid is not None:
        from .components import Unit
        u = state.try_get(uid, Unit)
        ref = u.ref if u is not None else None
    if ref is None:
        return "ms"
    return load_content().profile(ref)["grammar"]


def describe(event: Event, lang: str, state=None) -> str:
    lang = lang if lang in T else "en"
    t = T[lang]
    d = event.data
    k = event.kind
    if k in ("roll",):
        return ""
    subject = _grammar(d.get("by") if k == "revived" else d.get("unit"), state,
                       d.get("ref") if k == "arrive" else None)
    if k == "ai_decision":
        text = BRANCH[lang][d["branch"]]
        if d["branch"] == "advance_shoot" and not float(d.get("distance", 0)):
            text = SHOOT_IN_PLACE[lang]
        return sentence(agree(text.format(who=_who(d["unit"], lang, state),
                                                              target=_who(d.get("target"), lang, state),
                                                              distance=decimal(float(d.get("distance", 0)), lang)),
                                     subject), lang)
    if k not in t:
        return k
    fields = {key: v for key, v in d.items()}
    fields["who"] = _who(d.get("unit"), lang, state)
    fields["target"] = _who(d.get("target"), lang, state) if isinstance(d.get("target"), int) else d.get("target", "")
    if d.get("target") is not None and d.get("target") == d.get("unit"):
        fields["target"] = reflexive(subject, lang, person=False)     # "sobre sí misma", "on itself"
    if k == "model_killed" and state is not None:      # a one-model unit: "queda destruido" says it all
        from .components import Unit
        u = state.try_get(d.get("unit"), Unit)
        if u is not None and load_content().profile(u.ref).get("size", 1) == 1:
            return ""
    if k == "revived":
        fields["by"] = _who(d.get("by"), lang, state)
    if "stat" in d:
        fields["stat"] = STATS[lang].get(d["stat"], d["stat"])
    if "status" in d:
        fields["status"] = CONDITIONS[lang].get(d["status"], d["status"])
    if "success" in d:
        # a failed search says what it leaves (unless power is paid to pass it: that line follows)
        failed = t.get(f"no.{d.get('why')}") if not d.get("bought") else None
        fields["ok"] = t["yes"] if d["success"] else failed or t["no"]
    if "modifier" in d:
        fields["mod"] = f" {d['modifier']:+d}" if d["modifier"] else ""
    for key in ("spell", "skill"):
        if isinstance(d.get(key), str):
            fields[key] = _titled(d[key], lang)
    if isinstance(d.get("ref"), str):
        fields["ref"] = _name(d["ref"], lang)
    if isinstance(d.get("content"), str):
        fields["content"] = _found(d["content"], lang)
    if isinstance(d.get("weapon"), str):
        from .components import Unit
        u = state.try_get(d["unit"], Unit) if state is not None and d.get("unit") is not None else None
        fields["weapon"] = _weapon(d["weapon"], lang, u.ref if u is not None else None)
    if k == "arrive":
        fields["who"] = called(d["ref"], lang)
    if k == "move":        # the action line already said how; this one says how far (6", not 6.0")
        distance = float(d.get("distance", 0))
        if d.get("how") == "sneak":             # a sneak's event carries its path: measure that
            distance = _walked(d.get("path") or [], state)
        if not distance:                        # a passed sneak may still end where it began
            stay = t["sneak_stay"] if d.get("how") == "sneak" else t["stay"]
            return sentence(agree(stay.format(**fields), subject), lang)
        fields["distance"] = decimal(round(distance, 1), lang)
    if k == "action":
        fields["action"] = ACTIONS[lang].get(d["action"], d["action"])
    if k == "mission":
        fields["name"] = d["name"][lang]
        fields["intro"] = d["intro"][lang]
    if k in ("mission_end",):
        fields["reason"] = REASONS[lang].get(d["reason"], d["reason"])
    if k == "game_over":       # the game-over panel tells it: "Derrota. Se acabó el tiempo."
        fields["outcome"] = t["won"] if d["won"] else t["lost"]
        if d.get("reason") in REASONS[lang]:
            fields["outcome"] += " " + sentence(REASONS[lang][d["reason"]], lang) + "."
    if "rolls" in d:
        fields["rolls"] = " ".join(str(r) for r in d["rolls"]) or "—"
    try:
        return sentence(counted(agree(t[k].format(**fields), subject), d), lang)
    except (KeyError, ValueError, IndexError):
        return counted(agree(t[k], subject), d)
