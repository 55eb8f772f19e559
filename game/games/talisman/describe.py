"""Log lines for Talisman's events, in Spanish and English."""
from __future__ import annotations

from game.engine.protocol import Event

from .content import content
from .text import STAT, _n, name

T = {
    "es": {"turn": "— Turno {n}: {who} —", "turn_lost": "{who} pierde este turno.", "roll": "{who} saca un {face}.",
           "reroll": "{who} gasta 1 de Destino y repite el {old}: sale {new}.", "move": "{who} va a {to}.",
           "move_ignored": "{to} está cubierto por el terreno: el movimiento se ignora.",
           "draw": "Se roba {card}.", "shuffle": "Se baraja el mazo.", "encounter": "{who} se encuentra con {card}.",
           "card_moved": "{card} va a {to}.", "gain": "{who} gana {amount}.", "lose": "{who} pierde {amount}.",
           "heal": "{who} cura {amount}.", "restore": "{who} recupera {n} de Destino.",
           "combat": "{who} contra {foes}: {score} a {foe_score}. {outcome}",
           "pvp": "{who} contra {target}: {score} a {foe_score}. {outcome}", "evade": "{who} evade.",
           "armour": "La armadura de {who} {saved}.", "death": "{who} muere.", "out": "{who} queda fuera de la partida.",
           "reenter": "{who} vuelve a la partida como {char}.", "take": "{who} toma {card}.",
           "drop": "{who} deja {card}.", "cast": "{who} lanza {spell}.", "toad": "{who} se convierte en Sapo.",
           "untoad": "{who} deja de ser un Sapo.", "lose_turn": "{who} pierde un turno.", "buy": "{who} compra {card}.",
           "sell": "{who} vende {card}.", "discard": "{who} descarta {card}.", "follower_dies": "{card} muere para salvar a {who}.", "pay": "{who} paga {n} de oro.",
           "quest": "{who} acepta un reto del Brujo Arcano.", "quest_done": "{who} cumple su reto.",
           "portal": "{who} saca {total} ante el Portal de Poder: {opened}.",
           "command": "{who} lanza el Conjuro de Mando y saca {face}: {hit}.",
           "crown_reached": "¡{who} llega a la Corona de Mando!", "game_over": "Fin de la partida: {winners}.",
           "exchange": "{who} cambia trofeos por {n} de {stat}.", "spell_gain": "{who} recibe un Conjuro.",
           "raft": "{who} cruza el río en balsa hasta {to}.", "build_raft": "{who} construye una Balsa.",
           "turn_back": "{who} da media vuelta.", "maze": "{who} obtiene {result}: los túneles llevan a {to}.",
           "werewolf": "El Hombre lobo tiene Fuerza {strength}.", "pits": "¡{n} Demonios atacan a {who}!",
           "death_game": "{who} saca {score} contra {foe_score} de la Muerte.", "meet": "{who} se encuentra con {target}.",
           "rob": "{who} le quita {what} a {target}.", "mesmerism": "{who} se lleva {card} de {target}.",
           "pick_gold": "{who} recoge {n} de oro.", "gold_card": "{who} convierte {card} en {n} de oro.",
           "cross": "{who} usa la Cruz.", "alignment": "{who} pasa a ser {align}.", "discard_spell": "{who} descarta un Conjuro.",
           "ghost": "{who} se convierte en Fantasma.", "resurrect": "{who} resucita.",
           "terrain": "Una carta de Terreno cubre {space}.", "terrain_removed": "Se retira el Terreno de {space}."},
    "en": {"turn": "— Turn {n}: {who} —", "turn_lost": "{who} loses this turn.", "roll": "{who} rolls a {face}.",
           "reroll": "{who} spends 1 fate to reroll the {old}: it shows {new}.", "move": "{who} goes to {to}.",
           "move_ignored": "{to} is covered by terrain: the move is ignored.",
           "draw": "{card} is drawn.", "shuffle": "The deck is shuffled.", "encounter": "{who} meets {card}.",
           "card_moved": "{card} goes to {to}.", "gain": "{who} gains {amount}.", "lose": "{who} loses {amount}.",
           "heal": "{who} heals {amount}.", "restore": "{who} replenishes {n} fate.",
           "combat": "{who} against {foes}: {score} to {foe_score}. {outcome}",
           "pvp": "{who} against {target}: {score} to {foe_score}. {outcome}", "evade": "{who} evades.",
           "armour": "{who}'s armour {saved}.", "death": "{who} dies.", "out": "{who} is out of the game.",
           "reenter": "{who} comes back as {char}.", "take": "{who} takes {card}.",
           "drop": "{who} drops {card}.", "cast": "{who} casts {spell}.", "toad": "{who} turns into a Toad.",
           "untoad": "{who} is no longer a Toad.", "lose_turn": "{who} loses a turn.", "buy": "{who} buys {card}.",
           "sell": "{who} sells {card}.", "discard": "{who} discards {card}.", "follower_dies": "{card} dies to save {who}.", "pay": "{who} pays {n} gold.",
           "quest": "{who} accepts a Warlock's quest.", "quest_done": "{who} fulfils the quest.",
           "portal": "{who} rolls {total} at the Portal of Power: {opened}.",
           "command": "{who} casts the command spell and rolls {face}: {hit}.",
           "crown_reached": "{who} reaches the Crown of Command!", "game_over": "Game over: {winners}.",
           "exchange": "{who} trades trophies for {n} {stat}.", "spell_gain": "{who} gets a Spell.",
           "raft": "{who} rafts across the river to {to}.", "build_raft": "{who} builds a Raft.",
           "turn_back": "{who} turns back.", "maze": "{who} gets {result}: the tunnels lead to {to}.",
           "werewolf": "The Werewolf has strength {strength}.", "pits": "{n} Demons attack {who}!",
           "death_game": "{who} rolls {score} against Death's {foe_score}.", "meet": "{who} meets {target}.",
           "rob": "{who} takes {what} from {target}.", "mesmerism": "{who} takes {card} from {target}.",
           "pick_gold": "{who} picks up {n} gold.", "gold_card": "{who} turns {card} into {n} gold.",
           "cross": "{who} uses the Cross.", "alignment": "{who} becomes {align}.", "discard_spell": "{who} discards a Spell.",
           "ghost": "{who} becomes a Ghost.", "resurrect": "{who} comes back to life.",
           "terrain": "A Terrain card covers {space}.", "terrain_removed": "The Terrain is taken off {space}."},
}
WORDS = {"es": {"win": "Gana.", "lose": "Pierde.", "tie": "Empate.", "yes_saved": "le salva", "no_saved": "no le salva",
                "open": "se abre", "closed": "sigue cerrado", "hit": "funciona", "miss": "no tiene efecto",
                "nobody": "nadie gana", "gold": "una moneda de oro", "a_card": "una carta", "wins": "gana"},
         "en": {"win": "Wins.", "lose": "Loses.", "tie": "A tie.", "yes_saved": "saves it", "no_saved": "does not save it",
                "open": "it opens", "closed": "it stays shut", "hit": "it works", "miss": "nothing happens",
                "nobody": "nobody wins", "gold": "a gold coin", "a_card": "a card", "wins": "wins"}}


def _who(seat, lang: str, state) -> str:
    if seat is None or isinstance(seat, str):
        return {"es": "La criatura", "en": "The creature"}[lang] if seat == "creature" else \
            {"es": "La Muerte", "en": "Death"}[lang] if seat == "death" else "-"
    if state is not None and seat < len(state.res["chars"]):
        c = state.res["chars"][seat]
        rec = content().ghosts[c["ghost"]] if c.get("ghost") else content().characters[c["id"]]
        return rec["name"][lang]
    return f"{'Jugador' if lang == 'es' else 'Player'} {seat + 1}"


def describe(event: Event, lang: str, state=None) -> str:
    d = dict(event.data)
    words = WORDS[lang]
    template = T[lang].get(event.kind)
    if template is None:
        return event.kind
    if "seat" in d or "who" in d:
        d["who"] = _who(d.get("seat", d.get("who")), lang, state)
    if "target" in d:
        d["target"] = _who(d["target"], lang, state)
    for key in ("card", "to", "spell", "space", "char"):
        if key in d:
            d[key] = name(d[key], lang) if d[key] is not None else words["a_card"]
    if "what" in d:
        d["what"] = words["gold"] if d["what"] == "gold" else name(d["what"], lang)
    if "stat" in d and "n" in d:
        d["amount"] = _n(lang, d["stat"], d["n"])
        d["stat"] = STAT[lang][d["stat"]][1]
    if event.kind == "heal":
        d["amount"] = _n(lang, "lives", d["n"])
    if "foes" in d:
        d["foes"] = ", ".join(name(f, lang) if not isinstance(f, int) else _who(f, lang, state) for f in d["foes"])
    if "outcome" in d:
        d["outcome"] = words[d["outcome"]]
    if "align" in d:
        from .text import ALIGN
        d["align"] = ALIGN[lang][d["align"]]
    if "saved" in d:
        d["saved"] = words["yes_saved" if d["saved"] else "no_saved"]
    if "open" in d:
        d["opened"] = words["open" if d["open"] else "closed"]
    if "hit" in d:
        d["hit"] = words["hit" if d["hit"] else "miss"]
    if "winners" in d:
        d["winners"] = ", ".join(_who(s, lang, state) + " " + words["wins"] for s in d["winners"]) or words["nobody"]
    try:
        return template.format(**d)
    except (KeyError, IndexError):
        return template
