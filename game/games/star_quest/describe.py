"""Log lines for Star Quest's events, in Spanish and English. The AI units'
flowchart decisions are explained step by step."""
from __future__ import annotations

from game.engine.protocol import Event

from .content import load_content

STATS = {"es": {"quality": "calidad", "strength": "fuerza", "dexterity": "destreza", "will": "voluntad"},
         "en": {"quality": "quality", "strength": "strength", "dexterity": "dexterity", "will": "will"}}
CONDITIONS = {"es": {"afflicted": "Afligido", "weakened": "Debilitado", "sick": "Enfermo", "affected": "Afectado"},
              "en": {"afflicted": "Afflicted", "weakened": "Weakened", "sick": "Sick", "affected": "Affected"}}
ACTIONS = {"es": {"hold": "se mantiene", "advance": "avanza", "rush": "corre", "charge": "carga",
                  "scout": "explora", "sneak": "se escabulle"},
           "en": {"hold": "holds", "advance": "advances", "rush": "rushes", "charge": "charges",
                  "scout": "scouts", "sneak": "sneaks"}}
REASONS = {"es": {"party_down": "todos los héroes han caído", "elements_done": "los elementos de misión están completos",
                  "target_destroyed": "el objetivo ha sido destruido", "extracted": "los héroes han salido con los datos",
                  "seized": "los héroes controlan los objetivos", "time": "se acabó el tiempo"},
           "en": {"party_down": "every hero is down", "elements_done": "the mission elements are complete",
                  "target_destroyed": "the target is destroyed", "extracted": "the heroes got out with the intel",
                  "seized": "the heroes hold the objectives", "time": "time ran out"}}

BRANCH = {
    "es": {
        "idle": "{who}: está Aturdida, así que pasa la activación inactiva.",
        "hold_shoot": "{who}: es inmóvil; se mantiene y dispara a {target}, el enemigo más cercano a su alcance.",
        "immobile_skip": "{who}: es inmóvil y no tiene a quién disparar; no hace nada.",
        "advance_shoot": "{who}: ve enemigos (paso 1: sí) y moviéndose tendría a alguno a tiro (paso 2: sí): avanza {distance}\" (solo lo necesario) y dispara al más cercano.",
        "charge": "{who}: ve enemigos (paso 1: sí); no puede disparar pero sí cargar (paso 2: sí): carga contra {target}, el más cercano.",
        "rush_enemy": "{who}: ve enemigos (paso 1: sí) pero ni moviéndose llegaría a disparar o cargar (paso 2: no): corre hacia {target}, el más cercano.",
        "skip": "{who}: no ve enemigos (paso 1: no) y está a menos de 3\" de un objetivo de IA (paso 3: sí): omite la activación.",
        "rush_objective": "{who}: no ve enemigos (paso 1: no) ni está a menos de 3\" de un objetivo (paso 3: no): corre hacia el objetivo de IA más cercano.",
        "rush_enemy_no_objective": "{who}: no ve enemigos y la misión no tiene objetivos de IA: corre hacia {target}.",
    },
    "en": {
        "idle": "{who}: it is Stunned, so it stays idle this activation.",
        "hold_shoot": "{who}: it is Immobile; it holds and shoots {target}, the closest enemy it can hit.",
        "immobile_skip": "{who}: it is Immobile and has no one to shoot; it does nothing.",
        "advance_shoot": "{who}: enemies in sight (step 1: yes) and moving would bring one in range (step 2: yes): it advances {distance}\" (only as needed) and shoots the closest.",
        "charge": "{who}: enemies in sight (step 1: yes); it cannot shoot but can charge (step 2: yes): it charges {target}, the closest.",
        "rush_enemy": "{who}: enemies in sight (step 1: yes) but moving would not bring one in range to shoot or charge (step 2: no): it rushes toward {target}, the closest.",
        "skip": "{who}: no enemy in sight (step 1: no) and it is within 3\" of an AI objective (step 3: yes): it skips the activation.",
        "rush_objective": "{who}: no enemy in sight (step 1: no) and not within 3\" of an objective (step 3: no): it rushes toward the nearest AI objective.",
        "rush_enemy_no_objective": "{who}: no enemy in sight and the mission has no AI objectives: it rushes toward {target}.",
    },
}

T = {
    "es": {
        "mission": "Misión: «{name}». {intro}",
        "deployed": "Los héroes despliegan.",
        "round": "— Ronda {number} de {limit} —",
        "round_end": "Fin de la ronda {number}.",
        "ai_phase": "Turno de la IA: sus unidades se activan de la más cercana a un héroe a la más lejana.",
        "tokens": "{who} tiene {now} tokens de hechizo.",
        "arrive": "Llega {who}.",
        "delayed": "{who} no encuentra sitio para entrar; lo intentará la próxima ronda.",
        "ambush_set": "{who} acecha: llegará en la ronda {round}.",
        "activate": "Se activa {who}.",
        "check": "{who}: chequeo de {stat} ({need}+): sale {roll}{mod} → {ok}.",
        "check_bought": "{who} gasta 2 de poder para superar el chequeo.",
        "power": "{who}: poder {change:+d} (ahora {now}).",
        "exhausted": "{who} se agota: {wounds} herida(s).",
        "sickness": "{who} está Enfermo: {wounds} herida(s) por el poder perdido.",
        "unconscious": "{who} cae inconsciente.",
        "model_killed": "Cae un modelo de {who}.",
        "unit_destroyed": "{who} queda destruida.",
        "healed": "{who} recupera {amount} herida(s).",
        "condition": "{who} queda {status}.",
        "condition_cleared": "{who} ya no está {status}.",
        "idle": "{who} está Aturdida y permanece inactiva.",
        "fatigued": "{who} queda fatigada hasta el final de la ronda.",
        "recovered": "{who} deja de estar Aturdida.",
        "stun_choice": "{who} ha fallado la moral: ¿gastar 2 de poder para ignorar el aturdimiento?",
        "stun_ignored": "{who} gasta 2 de poder e ignora el aturdimiento.",
        "end_activation": "{who} termina su activación.",
        "move": "{who} {how} {distance}\".",
        "dangerous": "{who} atraviesa terreno peligroso: {wounds} herida(s) en {dice} dado(s).",
        "close_in": "{who} se acerca al combate.",
        "fall_back": "{who} retrocede 1\".",
        "jump": "{who} salta ({checks} chequeo(s) de destreza).",
        "jumped": "{who} cae de pie al otro lado.",
        "ledge": "{who} gasta 2 de poder y se agarra al saliente.",
        "fall": "{who} cae desde {height}\".",
        "pushed": "{who} es empujada.",
        "shoot": "{who} dispara a {target}.",
        "melee": "{who} entra en combate con {target}.",
        "attack": "{who} ataca con {weapon}: {rolls} → {hits} impacto(s).",
        "impact": "{who} embiste: {rolls} → {hits} impacto(s).",
        "defence": "{who} se defiende ({defence}+): {rolls} → {wounds} fallo(s).",
        "regenerated": "{who} regenera {ignored} herida(s).",
        "morale": "{who}: chequeo de moral: {ok}.",
        "fearless": "{who} es Impasible: sale {roll} → {ok}.",
        "stun_wounds": "{who} no puede quedar Aturdida: recibe {wounds} herida(s).",
        "stunned": "{who} queda Aturdida.",
        "ward": "{who} gana +{amount} a Defensa hasta el final de la ronda.",
        "cleansed": "{who} queda libre de sus estados.",
        "cast_attempt": "{who} intenta lanzar {spell} sobre {target} ({tokens} token(s)).",
        "cast": "{who} lanza {spell}: sale {roll}{mod} → {ok}.",
        "cast_bought": "{who} gasta poder para que {spell} funcione.",
        "counter_choice": "Los héroes pueden gastar tokens para dificultar el hechizo de {who}.",
        "counterspell": "{who} gasta {tokens} token(s) contra el hechizo.",
        "ai_no_cast": "{who} elige {spell} pero no puede lanzarlo.",
        "scout_move": "{who} explora por delante.",
        "mission_end": "Fin de la misión: {reason}.",
        "game_over": "{outcome}",
        "objectives_held": "Los héroes controlan {held} de {needed} objetivo(s) necesarios.",
        "rest": "{who} descansa y recupera todo su poder.",
        "buy_action": "{who} gasta 2 de poder en una acción más.",
        "action": "{who} {action}.",
        "activation_cut": "La activación de {who} termina.",
        "interact": "{who} manipula un elemento de misión.",
        "element_done": "¡Elemento completado! ({done} hechos).",
        "push": "{who} intenta empujar a {target}.",
        "sneak": "{who} intenta escabullirse.",
        "skill": "{who} usa {skill}.",
        "revived": "{by} reanima a {who}.",
        "discover": "{who} busca un token.",
        "reveal": "El token contiene: {content}.",
        "take_token": "{who} recoge: {content}.",
        "intel": "Inteligencia reunida: {total}.",
        "reserved": "{who} queda en reserva para emboscar.",
        "won": "¡Victoria!",
        "lost": "Derrota.",
        "yes": "éxito",
        "no": "fallo",
    },
    "en": {
        "mission": "Mission: “{name}”. {intro}",
        "deployed": "The heroes deploy.",
        "round": "— Round {number} of {limit} —",
        "round_end": "End of round {number}.",
        "ai_phase": "The AI's turn: its units activate from the closest to a hero to the farthest.",
        "tokens": "{who} has {now} spell tokens.",
        "arrive": "{who} arrives.",
        "delayed": "{who} finds no room to enter; it tries again next round.",
        "ambush_set": "{who} lurks: it arrives in round {round}.",
        "activate": "{who} activates.",
        "check": "{who}: {stat} check ({need}+): rolled {roll}{mod} → {ok}.",
        "check_bought": "{who} spends 2 power to pass the check.",
        "power": "{who}: power {change:+d} (now {now}).",
        "exhausted": "{who} is exhausted: {wounds} wound(s).",
        "sickness": "{who} is Sick: {wounds} wound(s) for the power lost.",
        "unconscious": "{who} falls unconscious.",
        "model_killed": "A model of {who} falls.",
        "unit_destroyed": "{who} is destroyed.",
        "healed": "{who} recovers {amount} wound(s).",
        "condition": "{who} is now {status}.",
        "condition_cleared": "{who} is no longer {status}.",
        "idle": "{who} is Stunned and stays idle.",
        "fatigued": "{who} is fatigued until the end of the round.",
        "recovered": "{who} is no longer Stunned.",
        "stun_choice": "{who} failed morale: spend 2 power to ignore being Stunned?",
        "stun_ignored": "{who} spends 2 power and ignores being Stunned.",
        "end_activation": "{who} ends its activation.",
        "move": "{who} {how} {distance}\".",
        "dangerous": "{who} crosses dangerous terrain: {wounds} wound(s) on {dice} dice.",
        "close_in": "{who} closes in.",
        "fall_back": "{who} falls back 1\".",
        "jump": "{who} jumps ({checks} dexterity check(s)).",
        "jumped": "{who} lands on the other side.",
        "ledge": "{who} spends 2 power and catches the ledge.",
        "fall": "{who} falls {height}\".",
        "pushed": "{who} is pushed.",
        "shoot": "{who} shoots at {target}.",
        "melee": "{who} fights {target} in melee.",
        "attack": "{who} attacks with {weapon}: {rolls} → {hits} hit(s).",
        "impact": "{who} slams in: {rolls} → {hits} hit(s).",
        "defence": "{who} defends ({defence}+): {rolls} → {wounds} unsaved.",
        "regenerated": "{who} regenerates {ignored} wound(s).",
        "morale": "{who}: morale check: {ok}.",
        "fearless": "{who} is Fearless: rolled {roll} → {ok}.",
        "stun_wounds": "{who} cannot be Stunned: it takes {wounds} wound(s).",
        "stunned": "{who} is Stunned.",
        "ward": "{who} gets +{amount} Defence until the end of the round.",
        "cleansed": "{who} is cleared of its conditions.",
        "cast_attempt": "{who} tries to cast {spell} on {target} ({tokens} token(s)).",
        "cast": "{who} casts {spell}: rolled {roll}{mod} → {ok}.",
        "cast_bought": "{who} spends power to make {spell} work.",
        "counter_choice": "The heroes may spend tokens to hinder {who}'s spell.",
        "counterspell": "{who} spends {tokens} token(s) against the spell.",
        "ai_no_cast": "{who} picks {spell} but cannot cast it.",
        "scout_move": "{who} scouts ahead.",
        "mission_end": "Mission over: {reason}.",
        "game_over": "{outcome}",
        "objectives_held": "The heroes hold {held} of the {needed} objective(s) needed.",
        "rest": "{who} rests and restores all power.",
        "buy_action": "{who} spends 2 power on one more action.",
        "action": "{who} {action}.",
        "activation_cut": "{who}'s activation ends.",
        "interact": "{who} works on a mission element.",
        "element_done": "Element complete! ({done} done).",
        "push": "{who} tries to push {target}.",
        "sneak": "{who} tries to sneak.",
        "skill": "{who} uses {skill}.",
        "revived": "{by} revives {who}.",
        "discover": "{who} searches a token.",
        "reveal": "The token holds: {content}.",
        "take_token": "{who} takes: {content}.",
        "intel": "Intel gathered: {total}.",
        "reserved": "{who} waits in reserve to ambush.",
        "won": "Victory!",
        "lost": "Defeat.",
        "yes": "success",
        "no": "failure",
    },
}


def _name(ref: str, lang: str) -> str:
    return load_content().name(ref, lang)


def _who(uid, lang: str, state) -> str:
    if uid is None:
        return ""
    if state is not None:
        from .components import Unit
        u = state.try_get(uid, Unit)
        if u is not None:
            return _name(u.ref, lang)
    return f"#{uid}"


def describe(event: Event, lang: str, state=None) -> str:
    lang = lang if lang in T else "en"
    t = T[lang]
    d = event.data
    k = event.kind
    if k in ("roll",):
        return ""
    if k == "ai_decision":
        return BRANCH[lang][d["branch"]].format(who=_who(d["unit"], lang, state),
                                               target=_who(d.get("target"), lang, state),
                                               distance=d.get("distance", 0))
    if k not in t:
        return k
    fields = {key: v for key, v in d.items()}
    fields["who"] = _who(d.get("unit"), lang, state)
    fields["target"] = _who(d.get("target"), lang, state) if isinstance(d.get("target"), int) else d.get("target", "")
    if k == "revived":
        fields["by"] = _who(d.get("by"), lang, state)
    if "stat" in d:
        fields["stat"] = STATS[lang].get(d["stat"], d["stat"])
    if "status" in d:
        fields["status"] = CONDITIONS[lang].get(d["status"], d["status"])
    if "success" in d:
        fields["ok"] = t["yes"] if d["success"] else t["no"]
    if "modifier" in d:
        fields["mod"] = f" {d['modifier']:+d}" if d["modifier"] else ""
    for key in ("weapon", "spell", "skill", "content", "ref"):
        if isinstance(d.get(key), str):
            fields[key] = _name(d[key], lang)
    if k == "arrive":
        fields["who"] = _name(d["ref"], lang)
    if k in ("move",):
        fields["how"] = ACTIONS[lang].get(d["how"], d["how"])
    if k == "action":
        fields["action"] = ACTIONS[lang].get(d["action"], d["action"])
    if k == "mission":
        fields["name"] = d["name"][lang]
        fields["intro"] = d["intro"][lang]
    if k in ("mission_end",):
        fields["reason"] = REASONS[lang].get(d["reason"], d["reason"])
    if k == "game_over":
        fields["outcome"] = t["won"] if d["won"] else t["lost"]
    if "rolls" in d:
        fields["rolls"] = " ".join(str(r) for r in d["rolls"]) or "—"
    try:
        return t[k].format(**fields)
    except (KeyError, ValueError, IndexError):
        return t[k]
