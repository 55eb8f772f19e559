"""Hover help for the setup screen's choices: what the CURRENT choice of an
option means (a hero's ability, a boss's turn, a mode's rules, an adventure's
goal), in the UI language. Names, stats and effect wording come from the
games' content and the views' text tables; only the few sentences no view
needs live in TIPS below."""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)

# Sentences only the setup screen says (everything else is reused from the views).
TIPS = {
    "es": {
        "ot.random": "Se elige al azar al empezar la partida.",
        "ot.pf.boss_health": "Salud: {k} por nivel ({n} con {levels} niveles, {n2} con el mapa más grande)",
        "ot.pf.boss_damage": "Daño de sus ataques: {n}",
        "ot.pf.turn.medusa": "Su turno: tira el dado de Enemigo y roba cartas de ataque hasta una con ese "
                             "símbolo; resuelve solo esa.",
        "ot.pf.turn.ikee": "Su turno: roba 2 cartas de ataque y resuelve la del símbolo que más salió en tu "
                           "tirada (en empate, las dos).",
        "ot.pf.boss_when": "Actúa cuando el héroe activo termina el turno en el nivel del jefe.",
        "ot.pf.summon": "Invoca: {name} (salud {health}, daño {damage}; hasta {n} a la vez)",
        "ot.pf.square_token": "En las casillas de ficha: {name} ({what})",
        "ot.pf.mode.standard": "De 2 a 4 jugadores; gana quien derrote al jefe.",
        "ot.pf.mode.solo": "Un solo jugador. Al empezar cada turno se roba un evento de un mazo de 12: "
                           "tienes 12 turnos para derrotar al jefe. Pierdes si te abaten. Si ganas, "
                           "puntúas eventos sobrantes, enemigos derrotados, heridas de más al jefe, "
                           "gemas y riqueza.",
        "ot.pf.artifacts": "Se sacan 2 artefactos; quien cumpla su condición se lo lleva, incluso de otro "
                           "jugador.",
        "ot.pf.bigger_map": "Un nivel más; la salud del jefe crece con los niveles.",
        "ot.tq.magic": "Magia: nivel {n}",
        "ot.tq.no_magic": "Sin magia",
        "ot.tq.gear": "Equipo: {what}",
        "ot.tq.ab.disarm_bonus": "Experto en desactivar trampas",
        "ot.tq.ab.keen_eye": "Vista aguda: encuentra más al buscar",
        "ot.tq.party": "Cuántos aventureros forman el grupo; se reparten entre los jugadores aventureros por "
                       "orden de asiento (al menos uno cada uno).",
        "ot.tq.mode.adventure": "Se juega una sola aventura.",
        "ot.tq.mode.campaign": "Cuatro aventuras enlazadas: el oro, las recompensas y el equipo pasan de una "
                               "a la siguiente, con tienda entre aventuras.",
        "ot.tq.draft.pick": "Cada jugador elige sus aventureros por turnos antes de empezar.",
        "ot.tq.draft.random": "Los aventureros que falten se reparten al azar.",
        "ot.tq.friendly_passage.True": "Un aventurero puede cruzar la casilla de un compañero sin pedir permiso.",
        "ot.tq.friendly_passage.False": "Nunca se cruza la casilla de un compañero.",
        "ot.tq.treasure_timing.end": "Las cartas de tesoro se guardan boca abajo y se cobran al acabar la "
                                     "aventura.",
        "ot.tq.treasure_timing.immediate": "Variante: cada carta de tesoro se cobra en cuanto se roba.",
        "ot.tq.corner_rule.blocks": "Una línea de visión que pasa por una esquina se corta si uno de sus dos "
                                    "lados está cerrado.",
        "ot.tq.corner_rule.permissive": "Una esquina solo corta la visión si sus dos lados están cerrados.",
        "ot.tq.antagonist_fumbles.True": "Las figuras del Malvado Brujo también sufren las pifias y ganan las "
                                         "ventajas de doble rayo.",
        "ot.tq.antagonist_fumbles.False": "Solo los aventureros tiran en la tabla de pifias.",
        "ot.tq.open_hands.True": "Los aventureros ven las cartas de magia y los tesoros de sus compañeros; el "
                                 "Malvado Brujo nunca los ve.",
        "ot.tq.open_hands.False": "Cada aventurero mira solo sus propias cartas; la pantalla se tapa al pasar "
                                  "el ratón entre ellos.",
        "ot.tq.round_limit": "Rondas que dura la aventura; con 0 vale el límite de la propia aventura.",
    },
    "en": {
        "ot.random": "Picked at random when the game starts.",
        "ot.pf.boss_health": "Health: {k} per level ({n} with {levels} levels, {n2} with the bigger map)",
        "ot.pf.boss_damage": "Damage of its attacks: {n}",
        "ot.pf.turn.medusa": "Its turn: roll the enemy die and draw attack cards until one shows that "
                             "symbol; resolve only that one.",
        "ot.pf.turn.ikee": "Its turn: draw 2 attack cards and resolve the one whose symbol you rolled most "
                           "(on a tie, both).",
        "ot.pf.boss_when": "It acts when the active hero ends the turn on the boss level.",
        "ot.pf.summon": "Summons: {name} (health {health}, damage {damage}; up to {n} at once)",
        "ot.pf.square_token": "On the token squares: {name} ({what})",
        "ot.pf.mode.standard": "2 to 4 players; whoever defeats the boss wins.",
        "ot.pf.mode.solo": "One player. Each turn starts by drawing an event from a deck of 12: you have "
                           "12 turns to defeat the boss. You lose if you are knocked out. If you win, you "
                           "score events left, enemies defeated, wounds over the boss's health, gems and "
                           "wealth.",
        "ot.pf.artifacts": "2 artifacts are drawn; whoever meets an artifact's condition takes it, even "
                           "from another player.",
        "ot.pf.bigger_map": "One more level; the boss's health grows with the levels.",
        "ot.tq.magic": "Magic: level {n}",
        "ot.tq.no_magic": "No magic",
        "ot.tq.gear": "Gear: {what}",
        "ot.tq.ab.disarm_bonus": "Expert at disarming traps",
        "ot.tq.ab.keen_eye": "Keen eye: finds more when searching",
        "ot.tq.party": "How many adventurers make up the party; they are shared out among the adventurer "
                       "players in seat order (at least one each).",
        "ot.tq.mode.adventure": "One adventure is played.",
        "ot.tq.mode.campaign": "Four linked adventures: gold, rewards and gear carry over from one to the next, "
                               "with a shop between adventures.",
        "ot.tq.draft.pick": "Each player picks their adventurers in turns before the start.",
        "ot.tq.draft.random": "The adventurers still missing are dealt at random.",
        "ot.tq.friendly_passage.True": "An adventurer may pass through a companion's square without asking.",
        "ot.tq.friendly_passage.False": "Nobody passes through a companion's square.",
        "ot.tq.treasure_timing.end": "Treasure cards are kept face down and paid at the end of the adventure.",
        "ot.tq.treasure_timing.immediate": "Variant: each treasure card is paid as soon as it is drawn.",
        "ot.tq.corner_rule.blocks": "A line of sight through a corner is blocked if either of its two sides is "
                                    "closed.",
        "ot.tq.corner_rule.permissive": "A corner blocks sight only if both of its sides are closed.",
        "ot.tq.antagonist_fumbles.True": "The Evil Wizard's figures also suffer fumbles and gain double-lightning "
                                         "advantages.",
        "ot.tq.antagonist_fumbles.False": "Only adventurers roll on the fumble table.",
        "ot.tq.open_hands.True": "Adventurers see each other's magic cards and treasures; the Evil Wizard never "
                                 "does.",
        "ot.tq.open_hands.False": "Each adventurer looks only at their own cards; the screen is covered when "
                                  "the mouse passes between them.",
        "ot.tq.round_limit": "How many rounds the adventure lasts; 0 keeps the adventure's own limit.",
    },
}
LEVELS = 4          # the standard map (the bigger-map variant adds one)

# The setup's options column holds two lines of normal-sized text: an option whose full name
# needs more is shown by this shorter one there (the full name heads its box's hover help).
SHORT_LABELS = {
    ("tseuquest", "friendly_passage"): {"en": "Friends let you pass"},
    ("tseuquest", "antagonist_fumbles"): {"es": "Pifias de los antagonistas", "en": "Antagonist fumbles"},
    ("tseuquest", "open_hands"): {"es": "Cartas vistas", "en": "Open hands"},
    ("tseuquest", "round_limit"): {"es": "Límite de rondas", "en": "Round limit"},
    ("dungeon_universalis", "revisit"): {"es": "Ya estuvieron aquí", "en": "Been here before"},
    ("dungeon_universalis", "experience"): {"es": "Experiencia por héroe", "en": "Experience per hero"},
    ("dungeon_universalis", "dun_basic"): {"es": "Regla DUN Basic", "en": "DUN Basic rule"},
    ("dungeon_universalis", "follow_up"): {"es": "Avanzar tras empujar", "en": "Step into the foe's square"},
    ("talisman", "souls"): {"es": "Reino de las Almas"},
    ("talisman", "command_ghosts"): {"es": "Mando contra fantasmas", "en": "Command vs. ghosts"},
    ("talisman", "life_trophy"): {"es": "Trofeo de vida"},
    ("talisman", "random_rifts"): {"es": "Grietas aleatorias", "en": "Random rifts"},
}


def option_label(ctx, game_id: str, option) -> str:
    """An option's name as the setup's options column shows it: the short one if it has one."""
    short = SHORT_LABELS.get((game_id, option.key), {}).get(ctx.lang)
    return short or ctx.i18n.pick(option.label)


def option_tip(ctx, game_id: str, option_key: str, value) -> str | None:
    """What `value` of option `option_key` means, or None. The caller heads it with
    "Option: choice"; this returns only the body. Never raises: help must not break setup."""
    fn = TIPPERS.get(game_id)
    if fn is None:
        return None
    try:
        return fn(ctx, option_key, value)
    except Exception:                      # missing content, renamed keys: no tip rather than a crash
        log.exception("option tip %s.%s=%r", game_id, option_key, value)
        return None


def _t(ctx, view_text: dict | None = None):
    """ctx.t that also knows this module's sentences and a view's table."""
    ctx.i18n.add(TIPS)
    if view_text is not None:
        ctx.i18n.add(view_text)
    return ctx.t


# -- Platformer --------------------------------------------------------------------------------------------
def star_options(t, hero: dict) -> str:
    opts = []
    for opt in hero["star"]:
        if "as" in opt:
            n, sym = opt.get("times", 1), t("sym." + opt["as"])
            opts.append(t("pf.star.as", s=sym) if n == 1 else t("pf.star.as_n", s=sym, n=n))
        elif "heal" in opt:
            opts.append(t("pf.star.heal", n=opt["heal"]))
        elif "gems" in opt:
            opts.append(t("pf.star.gems", n=opt["gems"]))
    return " / ".join(opts)


def platformer_tip(ctx, key: str, value) -> str | None:
    from game.games.platformer.world import content
    from .views.platformer.text import TEXT, effects_text
    t, pick = _t(ctx, TEXT), ctx.i18n.pick
    c = content()
    if value == "random" and key in ("heroes", "boss"):
        return t("ot.random")
    if key == "heroes" and value in c.heroes:
        h = c.heroes[value]
        name = pick(h["name"])
        ab = h["ability"]
        return "\n".join([t("pf.health", n=h["health"], m=h["health"]),
                          t("pf.ability") + ": " + t("ab." + ab["kind"], n=ab["amount"]),
                          t("pf.die.star_hero", name=name, opts=star_options(t, h))])
    if key == "boss" and value in c.bosses:
        b = c.bosses[value]
        k = b["health_per_level"]
        lines = [t("ot.pf.boss_health", k=k, n=k * LEVELS, levels=LEVELS, n2=k * (LEVELS + 1)),
                 t("ot.pf.boss_damage", n=b["damage"]),
                 t("ot.pf.turn." + b["turn"]), t("ot.pf.boss_when")]
        s = c.enemies.get(b["summon"])
        if s is not None:
            lines.append(t("ot.pf.summon", name=pick(s["name"]), health=s["health"], damage=s["damage"],
                           n=b["summon_limit"]))
        tok = c.tokens.get(b["square_token"])
        if tok is not None:
            lines.append(t("ot.pf.square_token", name=pick(tok["name"]), what=effects_text(t, tok["effects"])))
        return "\n".join(lines)
    if key == "mode" and value in ("standard", "solo"):
        return t("ot.pf.mode." + value)
    if key in ("artifacts", "bigger_map"):
        return t("ot.pf." + key)
    return None


# -- TseuQuest ---------------------------------------------------------------------------------------------
def tseuquest_tip(ctx, key: str, value) -> str | None:
    from game.games.tseuquest.world import content
    from .views.tseuquest.text import TEXT
    t, pick = _t(ctx, TEXT), ctx.i18n.pick
    if value == "random" and key == "heroes":
        return t("ot.random")
    if key == "heroes":
        c = content()
        a = c.adventurers.get(value)
        if a is None:
            return None
        shot = max([c.weapons[g]["shot"] for g in a["gear"] if g in c.weapons] + [0])
        lines = [pick(a["text"]),
                 t("tq.fig_life", life=a["life"], max=a["life"], mind=a["mind"], mmax=a["mind"]),
                 t("tq.fig_stats", a=f"{a['attack']} dCom", d=f"{a['defence']} dCom", s=shot,
                   m=f"{a['move_dice']} dMov")]
        lines.append(t("ot.tq.magic", n=a["magic"]) if a["magic"] else t("ot.tq.no_magic"))
        if a["ability"] != "none":
            lines.append(t("ot.tq.ab." + a["ability"]))
        if a["gear"]:
            lines.append(t("ot.tq.gear", what=", ".join(c.name(g, ctx.lang) for g in a["gear"])))
        return "\n".join(lines)
    if key == "adventure":
        if value == "mb_choice":
            return t("tq.phase.choose_adventure")
        from game.games.tseuquest.board import load_board
        texts = load_board(value).texts
        return t("tq.goal") + ": " + pick(texts["goal"])
    if key in ("party", "round_limit"):
        return t("ot.tq." + key)
    if key in ("mode", "draft", "friendly_passage", "treasure_timing", "corner_rule", "antagonist_fumbles",
               "open_hands") and value is not None:
        return t(f"ot.tq.{key}.{value}")
    return None


# -- Talisman -----------------------------------------------------------------------------------------------
def talisman_tip(ctx, key: str, value) -> str | None:
    from game.games.talisman.content import content
    from game.games.talisman.text import ABILITY, name
    from .views.talisman.text import TEXT
    t = _t(ctx, TEXT)
    if value == "random" and key == "characters":
        return t("ot.random")
    if key == "characters":
        c = content().characters.get(value)
        if c is None:
            return None
        lines = [t("tal.ot.stats", strength=c["strength"], craft=c["craft"], fate=c["fate"], lives=c["lives"],
                   align=t("tal.align." + c["alignment"]), start=name(c["start"], ctx.lang))]
        lines += [ABILITY[ctx.lang][a] for a in c["abilities"]]
        return "\n".join(lines)
    if key in ("victory", "evade", "ending") and isinstance(value, str):
        return t(f"tal.ot.{key}.{value}")
    if key in ("souls", "toad_turns", "command_ghosts", "life_trophy", "random_rifts"):
        return t("tal.ot." + key)
    return None


def star_quest_tip(ctx, key: str, value) -> str | None:
    from .views.star_quest.option_help import star_quest_tip as tip
    return tip(ctx, key, value)


def dungeon_universalis_tip(ctx, key: str, value) -> str | None:
    from .views.dungeon_universalis.setup_tips import dungeon_universalis_tip as tip
    return tip(ctx, key, value)


TIPPERS = {"platformer": platformer_tip, "tseuquest": tseuquest_tip, "talisman": talisman_tip,
           "star_quest": star_quest_tip, "dungeon_universalis": dungeon_universalis_tip}
