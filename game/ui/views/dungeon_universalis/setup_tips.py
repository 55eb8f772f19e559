"""What each Dungeon Universalis setup choice means, for the setup screen's hover help
(registered in game/ui/option_tips.py): a scenario's story and goal, a hero's or a companion's
profile, and what each rule option changes."""
from __future__ import annotations

from game.games.dungeon_universalis.content import content

from .panels import SHORT, STATS

TIPS = {
    "du.ot.random": ("Se elige al azar al empezar la partida.", "Picked at random when the game starts."),
    "du.ot.random_scenario": ("Uno de los escenarios, elegido al azar al empezar.",
                              "One of the scenarios, picked at random when the game starts."),
    "du.ot.goal": ("Objetivo: {goal}", "Goal: {goal}"),
    "du.ot.gear": ("Equipo: {what}", "Gear: {what}"),
    "du.ot.skills": ("Habilidades: {what}", "Skills: {what}"),
    "du.ot.fortune": ("Fortuna: {n}", "Fortune: {n}"),
    "du.ot.none": ("El héroe entra solo.", "The hero goes in alone."),
    "du.ot.companion": ("Un acompañante ({pv} puntos de valor) que el jugador del héroe mueve en su activación; "
                        "su valor aumenta la reserva del JOA.",
                        "A companion ({pv} value points) the hero's player moves in its activation; its value "
                        "adds to the JOA's reserve."),
    "du.ot.players": ("Cuántos héroes bajan a la mazmorra; cada jugador lleva uno. El JOA (la mazmorra) lo "
                      "juega siempre la máquina.",
                      "How many heroes go down into the dungeon; each player leads one. The JOA (the dungeon) is "
                      "always played by the computer."),
    "du.ot.revisit": ("Los héroes ya estuvieron aquí: el JOA empieza con {n} puntos más de reserva por héroe, "
                      "las salas y muebles cuentan como registrados y las trampas de la hoja ya se conocen.",
                      "The heroes have been here before: the JOA starts with {n} more reserve points per hero, "
                      "rooms and furniture count as searched and the sheet's traps are known."),
    "du.ot.experience": ("Puntos de experiencia que cada héroe ya invirtió: suben su valor, y con él la reserva "
                         "del JOA (más criaturas y trampas).",
                         "Experience points each hero has already invested: they raise its value, and with it "
                         "the JOA's reserve (more creatures and traps)."),
    "du.ot.dun_basic": ("Sin zona de seguridad: se tira el dado de escenario buscando obstáculos al correr y al "
                        "buscar puertas secretas, no solo al explorar.",
                        "No safety zone: the scenario die is rolled for obstacles when running and when searching "
                        "for secret doors, not only when exploring."),
    "du.ot.follow_up": ("Cuando un héroe empuja o derriba a un enemigo, puede ocupar la casilla que este deja "
                        "(las criaturas del JOA lo hacen siempre).",
                        "When a hero pushes back or fells an enemy it may step into the square the enemy leaves "
                        "(the JOA's creatures always do)."),
}
TEXT = {"es": {k: v[0] for k, v in TIPS.items()}, "en": {k: v[1] for k, v in TIPS.items()}}


def _profile(ctx, p: dict) -> list[str]:
    """A hero's or companion's stats, gear and skills in the sheet's words."""
    t, pick, c = ctx.t, ctx.i18n.pick, content()
    en = ctx.lang == "en"
    stats = " · ".join(f"{SHORT[s][1 if en else 0]} {p['stats'][s]}" for s in STATS if s in p["stats"])
    from game.games.dungeon_universalis.armour import armours
    gear = []
    for item in list(p.get("weapons", [])) + [p.get("shield"), p.get("armour")] + list(p.get("objects", [])):
        for table in (c.weapons, c.shields, armours(), c.objects):
            if item in table:
                gear.append(pick(table[item]["name"]))
                break
    lines = [stats]
    if gear:
        lines.append(t("du.ot.gear", what=", ".join(gear)))
    skills = [pick(c.skills[s]["name"]) for s in p.get("skills", []) if s in c.skills]
    if skills:
        lines.append(t("du.ot.skills", what=", ".join(skills)))
    return lines


def dungeon_universalis_tip(ctx, key: str, value) -> str | None:
    ctx.i18n.add(TEXT)
    t, pick, c = ctx.t, ctx.i18n.pick, content()
    if key == "scenario":
        if value not in c.scenarios:
            return t("du.ot.random_scenario")
        s = c.scenarios[value]
        return pick(s["intro"]) + "\n" + t("du.ot.goal", goal=pick(s["goal"]["text"]))
    if key == "heroes":
        if value not in c.heroes:
            return t("du.ot.random")
        h = c.heroes[value]
        return "\n".join(_profile(ctx, h) + [t("du.ot.fortune", n=h.get("fortune", 0))])
    if key == "companions":
        from game.games.dungeon_universalis.companions import profiles
        if value == "none":
            return t("du.ot.none")
        if value not in profiles():
            return t("du.ot.random")
        p = profiles()[value]
        return "\n".join([t("du.ot.companion", pv=p["pv"])] + _profile(ctx, p))
    if key == "revisit":
        return t("du.ot.revisit", n=c.rules["revisit_bonus"])
    if key in ("dun_basic", "follow_up"):
        return t(f"du.ot.{key}")
    if key in ("players", "experience"):
        return t(f"du.ot.{key}")
    return None
