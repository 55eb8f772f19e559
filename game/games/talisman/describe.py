"""Log lines for Talisman's events, in Spanish and English."""
from __future__ import annotations

from game.engine.protocol import Event

from game.engine.wording import agree, fill, listing, sentence

from .text import STAT, _n, called, grammar, name

T = {
    "es": {"turn": "— Turno {n}: juega {who} —", "turn_lost": "{who} pierde este turno.", "roll": "{who} saca un {face}.",
           "reroll": "{who} gasta 1 de Destino y repite el {old}: sale {new}.", "move": "{who} va a {to}.",
           "move_ignored": "Una carta de Terreno cubre {to}: el movimiento no cuenta.",
           "draw": "Se roba la carta {card_name}.", "shuffle": "Se baraja el mazo de {deck}.", "encounter": "{who} se encuentra con {card}.", "encounter_find": "{who} encuentra {card}.", "encounter_event": "Evento para {who}: {card_name}.",
           "card_moved": "{card} va a {to}.", "gain": "{who} gana {amount}.", "lose": "{who} pierde {amount}.",
           "heal": "{who} recupera {amount}.", "restore": "{who} recupera {n} de Destino.",
           "combat": "{who} contra {foes}: {score} a {foe_score}. {outcome}",
           "pvp": "{who} contra {target}: {score} a {foe_score}. {outcome}", "evade": "{who} evade.",
           "armour": "La armadura de {who} {saved}.", "death": "{who} muere.", "out": "{who} queda fuera de la partida.",
           "reenter": "{char} entra en la partida.", "take": "{who} toma {card}.",
           "drop": "{who} deja {card}.", "cast": "{who} lanza {spell}.", "toad": "{who} se convierte en Sapo.",
           "untoad": "{who} deja de ser un Sapo.", "lose_turn": "{who} pierde un turno.", "buy": "{who} compra {a_card}.",
           "sell": "{who} vende {card}.", "discard": "{who} descarta {card}.", "follower_dies": "{card} muere para salvar a {who}.", "pay": "{who} paga {n} {n?moneda|monedas} de oro.",
           "quest": "{who} acepta un reto del Brujo Arcano.", "quest_done": "{who} cumple su reto.",
           "portal": "{who} saca {total} ante el Portal de Poder: {opened}.",
           "command": "{who} lanza el Conjuro de Mando y saca {face}: {hit}.",
           "crown_reached": "¡{who} llega a la Corona de Mando!", "game_over": "Fin de la partida: {winners}.",
           "exchange": "{who} cambia trofeos por {n} de {stat}.", "spell_gain": "{who} recibe un Conjuro.",
           "raft": "{who} cruza el río en balsa hasta {to}.", "build_raft": "{who} construye una Balsa.",
           "turn_back": "{who} da media vuelta.", "maze": "{who} obtiene {result}: los túneles llevan a {to}.",
           "werewolf": "El Hombre Lobo tiene Fuerza {strength}.", "pits": "¡{n} {n?Demonio ataca|Demonios atacan} a {who}!",
           "death_game": "{who} saca {score} contra {foe_score} de la Muerte.", "meet": "{who} se encuentra con {target}.",
           "rob": "{who} le quita {what} a {target}.", "mesmerism": "{who} se lleva {card} de {target}.",
           "pick_gold": "{who} recoge {n} {n?moneda|monedas} de oro.", "gold_card": "{who} convierte {card} en {n} {n?moneda|monedas} de oro.",
           "cross": "{who} usa la Cruz.", "alignment": "{who} pasa a ser {align}.", "discard_spell": "{who} descarta un Conjuro.",
           "ghost": "{char_was} se convierte en {ghost}.", "resurrect": "{who} resucita.",
           "terrain": "Una carta de Terreno cubre {space}.", "terrain_removed": "Se retira el Terreno de {space}."},
    "en": {"turn": "— Turn {n}: {who} plays —", "turn_lost": "{who} loses this turn.", "roll": "{who} rolls a {face}.",
           "reroll": "{who} spends 1 fate to reroll the {old}: it shows {new}.", "move": "{who} goes to {to}.",
           "move_ignored": "A Terrain card covers {to}: the move does not count.",
           "draw": "The {card_name} card is drawn.", "shuffle": "The {deck} deck is shuffled.", "encounter": "{who} meets {card}.", "encounter_find": "{who} finds {card}.", "encounter_event": "Event for {who}: {card_name}.",
           "card_moved": "{card} goes to {to}.", "gain": "{who} gains {amount}.", "lose": "{who} loses {amount}.",
           "heal": "{who} recovers {amount}.", "restore": "{who} replenishes {n} fate.",
           "combat": "{who} against {foes}: {score} to {foe_score}. {outcome}",
           "pvp": "{who} against {target}: {score} to {foe_score}. {outcome}", "evade": "{who} evades.",
           "armour": "{who}'s armour {saved}.", "death": "{who} dies.", "out": "{who} is out of the game.",
           "reenter": "{char} enters the game.", "take": "{who} takes {card}.",
           "drop": "{who} drops {card}.", "cast": "{who} casts {spell}.", "toad": "{who} turns into a Toad.",
           "untoad": "{who} is no longer a Toad.", "lose_turn": "{who} loses a turn.", "buy": "{who} buys {a_card}.",
           "sell": "{who} sells {card}.", "discard": "{who} discards {card}.", "follower_dies": "{card} dies to save {who}.", "pay": "{who} pays {n} gold {n?coin|coins}.",
           "quest": "{who} accepts a Warlock's quest.", "quest_done": "{who} fulfils the quest.",
           "portal": "{who} rolls {total} at the Portal of Power: {opened}.",
           "command": "{who} casts the command spell and rolls {face}: {hit}.",
           "crown_reached": "{who} reaches the Crown of Command!", "game_over": "Game over: {winners}.",
           "exchange": "{who} trades trophies for {n} {stat}.", "spell_gain": "{who} gets a Spell.",
           "raft": "{who} rafts across the river to {to}.", "build_raft": "{who} builds a Raft.",
           "turn_back": "{who} turns back.", "maze": "{who} gets {result}: the tunnels lead to {to}.",
           "werewolf": "The Werewolf has strength {strength}.", "pits": "{n} {n?Demon attacks|Demons attack} {who}!",
           "death_game": "{who} rolls {score} against Death's {foe_score}.", "meet": "{who} meets {target}.",
           "rob": "{who} takes {what} from {target}.", "mesmerism": "{who} takes {card} from {target}.",
           "pick_gold": "{who} picks up {n} gold {n?coin|coins}.", "gold_card": "{who} turns {card} into {n} gold {n?coin|coins}.",
           "cross": "{who} uses the Cross.", "alignment": "{who} becomes {align}.", "discard_spell": "{who} discards a Spell.",
           "ghost": "{char_was} becomes {ghost}.", "resurrect": "{who} comes back to life.",
           "terrain": "A Terrain card covers {space}.", "terrain_removed": "The Terrain is taken off {space}."},
}
DECKS = {"es": {"adventure": "Aventura", "spells": "Conjuros", "veil": "Velo"},
         "en": {"adventure": "Adventure", "spells": "Spell", "veil": "Veil"}}
WORDS = {"es": {"win": "Gana {who}.", "lose": "Pierde {who}.", "tie": "Empatan.", "yes_saved": "para el golpe", "no_saved": "no para el golpe",
                "open": "se abre", "closed": "sigue cerrado", "hit": "funciona", "miss": "no tiene efecto",
                "nobody": "nadie gana", "drawn": "Se roba una carta.", "gold": "una moneda de oro", "a_card": "una carta", "wins": "gana {who}", "wins_many": "ganan {who}"},
         "en": {"win": "{who} wins.", "lose": "{who} loses.", "tie": "It is a tie.", "yes_saved": "holds", "no_saved": "fails",
                "open": "it opens", "closed": "it stays shut", "hit": "it works", "miss": "nothing happens",
                "nobody": "nobody wins", "drawn": "A card is drawn.", "gold": "a gold coin", "a_card": "a card", "wins": "{who} wins", "wins_many": "{who} win"}}


def _who(seat, lang: str, state) -> str:
    """A seat as a sentence names it: its character (or ghost) with the article."""
    if seat is None or isinstance(seat, str):
        return {"es": "la criatura", "en": "the creature"}[lang] if seat == "creature" else \
            {"es": "la Muerte", "en": "Death"}[lang] if seat == "death" else "-"
    if state is not None and seat < len(state.res["chars"]):
        c = state.res["chars"][seat]
        return called(c["ghost"] if c.get("ghost") and c["state"] == "ghost" else c["id"], lang)
    return f"{'el jugador' if lang == 'es' else 'player'} {seat + 1}"


def _seat_grammar(seat, state) -> str:
    if isinstance(seat, int) and state is not None and seat < len(state.res["chars"]):
        c = state.res["chars"][seat]
        return grammar(c["ghost"] if c.get("ghost") and c["state"] == "ghost" else c["id"])
    return "ms"


def _kind(card) -> str | None:
    from .content import content
    rec = content().cards.get(card) if isinstance(card, str) else None
    return rec.get("kind") if rec else None


def describe(event: Event, lang: str, state=None) -> str:
    d = dict(event.data)
    words = WORDS[lang]
    template = T[lang].get(event.kind)
    if event.kind == "encounter" and _kind(event.data.get("card")) in ("object", "magic_object", "place"):
        template = T[lang]["encounter_find"]      # one meets a stranger but finds a bag of gold
    if event.kind == "encounter" and _kind(event.data.get("card")) == "event":
        template = T[lang]["encounter_event"]     # and an event simply happens to one
    if template is None:
        return event.kind
    if event.kind == "draw" and d.get("card") is None:       # drawn face down
        return words["drawn"]
    if event.kind == "shuffle":
        if not d.get("size"):           # an empty deck (the Veil without the expansion): nothing to tell
            return ""
        d["deck"] = DECKS[lang].get(d.get("deck"), d.get("deck"))
    subject = d.get("seat", d.get("who"))
    if "seat" in d or "who" in d:
        d["who"] = _who(subject, lang, state)
    if event.kind == "roll" and subject == "creature" and len(d.get("foes") or []) == 1:
        d["who"] = called(d.pop("foes")[0], lang)         # "The Bandit rolls a 2", not "the creature"
    if "target" in d:
        d["target"] = _who(d["target"], lang, state)
    if "card" in d:
        d["card_name"] = name(d["card"], lang) if d["card"] is not None else "?"
        d["a_card"] = called(d["card"], lang, "a") if d["card"] is not None else words["a_card"]
    for key in ("card", "to", "space", "char"):
        if key in d:
            d[key] = called(d[key], lang) if d[key] is not None else words["a_card"]
    if "spell" in d:        # a spell by its name, quoted: «Inmovilidad», “Immobility”
        d["spell"] = ("«{}»" if lang == "es" else "“{}”").format(name(d["spell"], lang))
    if "what" in d:
        d["what"] = words["gold"] if d["what"] == "gold" else called(d["what"], lang)
    if "stat" in d and "n" in d:
        d["amount"] = _n(lang, d["stat"], d["n"])
        d["stat"] = STAT[lang][d["stat"]][1]
    if event.kind == "heal":
        d["amount"] = _n(lang, "lives", d["n"])
    if "foes" in d:
        d["foes"] = listing([called(f, lang) if not isinstance(f, int) else _who(f, lang, state) for f in d["foes"]], lang)
    if "outcome" in d:
        said = words[d["outcome"]].format(who=d.get("who", ""))     # a sentence of its own: "The Dwarf wins."
        d["outcome"] = said[:1].upper() + said[1:]
    if "align" in d:
        from .text import ALIGN
        d["align"] = ALIGN[lang][d["align"]]
        if lang == "es":        # buena, maligna
            d["align"] = agree(d["align"], _seat_grammar(subject, state))
    if "saved" in d:
        d["saved"] = words["yes_saved" if d["saved"] else "no_saved"]
    if "open" in d:
        d["opened"] = words["open" if d["open"] else "closed"]
    if "hit" in d:
        d["hit"] = words["hit" if d["hit"] else "miss"]
    if event.kind == "ghost" and state is not None:     # the character that died, and the ghost it becomes
        d["char_was"] = called(state.res["chars"][d["seat"]]["id"], lang)
        d["ghost"] = called(d["ghost"], lang)
    if "winners" in d:
        who = listing([_who(s, lang, state) for s in d["winners"]], lang)
        d["winners"] = words["wins" if len(d["winners"]) == 1 else "wins_many"].format(who=who) if who else words["nobody"]
    try:
        return sentence(fill(template, **d), lang)
    except (KeyError, IndexError):
        return template
