"""Log lines for Platformer's events, in Spanish and English."""
from __future__ import annotations

from game.engine.protocol import Event
from game.engine.wording import a, agree, fill, sentence, the

from .confirm import warning_text
from .world import content

SYMBOL_NAMES = {
    "es": {"boot": "bota", "sword": "espada", "coin": "moneda", "monster": "monstruo", "star": "estrella",
           "blank": "vacío", "attack": "ataque", "left": "izquierda", "right": "derecha"},
    "en": {"boot": "boot", "sword": "sword", "coin": "coin", "monster": "monster", "star": "star",
           "blank": "blank", "attack": "attack", "left": "left", "right": "right"},
}

# an action die's face as a roll names it: "saca una bota", "rolls a sword"
A_FACE = {
    "es": {"boot": "una bota", "sword": "una espada", "coin": "una moneda", "monster": "un monstruo",
           "star": "una estrella", "blank": "la cara vacía"},
    "en": {"boot": "a boot", "sword": "a sword", "coin": "a coin", "monster": "a monster", "star": "a star",
           "blank": "the blank face"},
}

# what the enemy die's face makes the enemies do, for its log line
ENEMY_FACE_DOES = {
    "es": {"attack": "todos los enemigos atacan", "left": "los enemigos avanzan a la izquierda",
           "right": "los enemigos avanzan a la derecha"},
    "en": {"attack": "every enemy attacks", "left": "the enemies move left", "right": "the enemies move right"},
}

T = {
    "es": {
        "turn": "— Turno {number}: {hero} —",
        "roll_action": "{hero} saca {face}.",
        "roll_enemy": "El dado de Enemigo saca «{face}»: {does}.",
        "roll_boss": "El jefe tira el dado de Enemigo y saca «{face}»: {does}.",
        "move": "{hero} se mueve a {to}.",
        "portal": "{hero} cruza un portal del Vacío.",
        "push_start": "¡Empujón!",
        "pushed": "{who} es {pushed} a {to}.",
        "enemy_attack": "{enemy} ataca a {hero}.",
        "wound": "{hero} sufre {amount} {amount?herida|heridas} ({health} de salud).",
        "knocked_out": "¡{hero} es {knocked}!",
        "trap": "{hero} cae en una trampa.",
        "gold+": "{hero} gana {amount} de oro.",
        "gold-": "{hero} pierde {amount} de oro.",
        "gems+": "{hero} gana {amount} {amount?gema|gemas}.",
        "gems-": "{hero} gasta {amount} {amount?gema|gemas}.",
        "defeat": "¡{hero} derrota a {enemy} con {wounds} {wounds?herida|heridas}!",
        "shove": "{enemy} es {shoved} a {to}.",
        "enemy_move": "{enemy} se mueve.",
        "enemy_spawn": "Aparece {an_enemy}.",
        "fall": "{who} cae de {frm} a {to}.",
        "reveal": "Se revela el nivel {level}.",
        "remove_level": "El nivel {level} se derrumba.",
        "respawn": "{hero} reaparece en {cell}.",
        "forge": "{hero} forja un símbolo de {symbol}.",
        "store": "{hero} guarda {a_symbol} en su dado especial.",
        "special_reset": "El dado especial de {hero} se restablece.",
        "buy": "{hero} compra «{card}» por {price} de oro.",
        "use_item": "{hero} usa «{card}».",
        "use_artifact": "{hero} usa el artefacto «{card}».",
        "use_potion": "{hero} bebe «{card}».",
        "gain_symbol": "{hero} obtiene un símbolo de {symbol}.",
        "next_attack": "El próximo ataque de {hero} en este turno hace +{amount} de daño.",
        "heal": "{hero} recupera {amount} de salud.",
        "ability": "{hero} usa su habilidad.",
        "refresh": "Los objetos de {hero} se revitalizan.",
        "end_actions": "{hero} termina sus acciones.",
        "token": "{hero} recibe la ficha «{card}».",
        "token_duplicate": "{hero} ya tenía «{card}»: sufre 1 herida.",
        "boss_appears": "¡{enemy} aparece en la cima!",
        "boss_turn": "Turno del jefe: {enemy_name}.",
        "boss_card": "Ataque del jefe: {card}.",
        "boss_hit": "El jefe golpea a {hero}.",
        "boss_teleport": "El jefe se desliza a {to}.",
        "summon_failed": "La invocación no tiene sitio.",
        "event_card": "Evento: {card}.",
        "artifact": "{hero} se hace con el artefacto «{card}».",
        "game_over_win": "¡{hero} derrota al jefe y gana la partida!",
        "game_over_solo_knocked_out": "Tu héroe ha caído: fin de la partida en solitario.",
        "game_over_solo_out_of_time": "No quedan eventos: se acabó el tiempo.",
    },
    "en": {
        "turn": "— Turn {number}: {hero} —",
        "roll_action": "{hero} rolls {face}.",
        "roll_enemy": "The enemy die shows “{face}”: {does}.",
        "roll_boss": "The boss rolls the enemy die and gets “{face}”: {does}.",
        "move": "{hero} moves to {to}.",
        "portal": "{hero} steps through a Void portal.",
        "push_start": "Push!",
        "pushed": "{who} is pushed to {to}.",
        "enemy_attack": "{enemy} attacks {hero}.",
        "wound": "{hero} takes {amount} {amount?wound|wounds} ({health} health left).",
        "knocked_out": "{hero} is knocked out!",
        "trap": "{hero} hits a trap.",
        "gold+": "{hero} gains {amount} gold.",
        "gold-": "{hero} loses {amount} gold.",
        "gems+": "{hero} gains {amount} {amount?gem|gems}.",
        "gems-": "{hero} spends {amount} {amount?gem|gems}.",
        "defeat": "{hero} defeats {enemy} with {wounds} {wounds?wound|wounds}!",
        "shove": "{enemy} is shoved to {to}.",
        "enemy_move": "{enemy} moves.",
        "enemy_spawn": "{an_enemy} appears.",
        "fall": "{who} falls from {frm} to {to}.",
        "reveal": "Level {level} is revealed.",
        "remove_level": "Level {level} crumbles away.",
        "respawn": "{hero} respawns at {cell}.",
        "forge": "{hero} forges a {symbol} symbol.",
        "store": "{hero} stores {a_symbol} on the special die.",
        "special_reset": "{hero}'s special die is reset.",
        "buy": "{hero} buys “{card}” for {price} gold.",
        "use_item": "{hero} uses “{card}”.",
        "use_artifact": "{hero} uses the artifact “{card}”.",
        "use_potion": "{hero} drinks “{card}”.",
        "gain_symbol": "{hero} gains a {symbol} symbol.",
        "next_attack": "{hero}'s next attack this turn deals +{amount} damage.",
        "heal": "{hero} heals {amount}.",
        "ability": "{hero} uses their ability.",
        "refresh": "{hero}'s items are refreshed.",
        "end_actions": "{hero} ends their actions.",
        "token": "{hero} receives the token “{card}”.",
        "token_duplicate": "{hero} already held “{card}”: 1 wound instead.",
        "boss_appears": "{enemy} appears at the top!",
        "boss_turn": "Boss turn: {enemy_name}.",
        "boss_card": "Boss attack: {card}.",
        "boss_hit": "The boss strikes {hero}.",
        "boss_teleport": "The boss glides to {to}.",
        "summon_failed": "The summon finds no room.",
        "event_card": "Event: {card}.",
        "artifact": "{hero} claims the artifact “{card}”.",
        "game_over_win": "{hero} defeats the boss and wins the game!",
        "game_over_solo_knocked_out": "Your hero has fallen: the solo game is lost.",
        "game_over_solo_out_of_time": "No events left: time is up.",
    },
}


def cell_name(cell) -> str:
    """Columns A-J from the left, rows counted from 1 at the bottom."""
    if cell is None:
        return "—"
    return f"{'ABCDEFGHIJ'[cell[0]]}{cell[1] + 1}"


def describe(event: Event, lang: str, heroes: list[str], refs: dict | None = None) -> str:
    """One log line, or '' for events the log does not show."""
    lang = lang if lang in T else "en"
    c = content()
    t = T[lang]
    d = event.data
    k = event.kind

    def hero(seat):
        return c.heroes[heroes[seat]]["name"][lang] if isinstance(seat, int) and 0 <= seat < len(heroes) else "?"

    def record(ref):
        return c.heroes.get(ref) or c.enemies.get(ref) or c.bosses.get(ref) if isinstance(ref, str) else None

    def name(ref):
        rec = record(ref)
        return rec["name"][lang] if rec else str(ref)

    def enemy(ref, article=the):
        """A figure as a sentence names it: heroes and Medusa by name, "el Señor Supremo Ikee",
        enemies with the article ("la Babosa", "the Slime"; a(): "un Diablillo", "an Imp")."""
        rec = record(ref)
        if rec is None or ref in c.heroes or (ref in c.bosses and not (rec.get("article") and lang == "es")):
            return name(ref)
        return article(rec["name"][lang], rec["grammar"], lang)

    def grammar(ref):
        rec = record(ref)
        return rec["grammar"] if rec else "ms"

    def card(ident):
        for table in (c.items, c.potions, c.artifacts, c.events, c.attacks, c.tokens):
            if ident in table:
                return table[ident]["name"][lang]
        return str(ident)

    sym = SYMBOL_NAMES[lang]
    refs = refs or {}
    if k == "warning":
        return warning_text(d, lang, hero)
    if k == "roll":
        face = sym.get(d["face"], d["face"])
        if d["die"] == "enemy":
            does = ENEMY_FACE_DOES[lang].get(d["face"], face)
            return (t["roll_boss"] if d.get("who") == "boss" else t["roll_enemy"]).format(face=face, does=does)
        return t["roll_action"].format(hero=hero(d.get("who")), face=A_FACE[lang].get(d["face"], face))
    if k in ("gold", "gems"):
        key = k + ("+" if d["amount"] > 0 else "-")
        return fill(t[key], hero=hero(d["seat"]), amount=abs(d["amount"]))
    if k == "game_over":
        if d["winners"]:
            return t["game_over_win"].format(hero=hero(d["winners"][0]))
        return t.get("game_over_" + d["reason"], "")
    if k not in t:       # e.g. "attack": the "defeat" line that always follows tells it
        return ""
    # events about a figure carry its ref: the figure may be gone when the line is written
    who_ref = d.get("ref") or refs.get(d.get("eid"))
    figure = d.get("ref") or d.get("boss") or who_ref
    fields = {
        "hero": hero(d.get("seat")), "number": d.get("number"), "to": cell_name(d.get("to")),
        "frm": cell_name(d.get("frm")), "cell": cell_name(d.get("cell")), "amount": d.get("amount"),
        "health": d.get("health"), "wounds": d.get("wounds"), "level": (d.get("level") or 0) + 1,
        "enemy": enemy(figure), "an_enemy": enemy(figure, a), "enemy_name": name(figure), "symbol": sym.get(d.get("symbol"), d.get("symbol")),
        "a_symbol": A_FACE[lang].get(d.get("symbol"), sym.get(d.get("symbol"), d.get("symbol"))),
        "card": card(d.get("card") or d.get("item") or d.get("potion") or d.get("artifact") or d.get("token")),
        "price": d.get("price"), "who": enemy(who_ref) if who_ref else "?",
    }
    if k == "turn":
        fields["hero"] = hero(d["seat"])
    if lang == "es":        # participles agree with the figure: "Nix es empujada", "la Babosa es desplazada"
        seat_ref = heroes[d["seat"]] if isinstance(d.get("seat"), int) and 0 <= d["seat"] < len(heroes) else None
        fields.update(pushed=agree("empujado", grammar(who_ref)), shoved=agree("desplazado", grammar(figure)),
                      knocked=agree("abatido", grammar(seat_ref)))
    return sentence(fill(t[k], **fields), lang)
