"""The log names creatures with their article, heroes and Leaders by name, and agrees with
each figure's gender: "El Caparazón de fango ataca a Dorna Hachafuego", "queda derribada"."""
from game.engine.protocol import Event
from game.games.dungeon_universalis.game import GAME


def line(kind, lang, **data):
    return GAME.describe(Event(kind, data), lang)


def test_creatures_take_the_article_and_heroes_the_personal_a():
    assert line("attack", "es", who="shellback", target="dorna", mode="melee") == \
        "El Caparazón de fango ataca a Dorna Hachafuego."
    assert line("attack", "es", who="dorna", target="shellback", mode="melee") == "Dorna Hachafuego ataca al Caparazón de fango."
    assert line("attack", "en", who="dorna", target="shellback", mode="melee") == "Dorna Hearthaxe attacks the Shellback."
    assert line("wound", "es", who="tide_witch", life=2) == "A la Bruja de la marea le queda 2 de Vitalidad."
    assert line("activation", "es", who="vessa") == "Se activa Vessa."


def test_states_agree_with_the_figure():
    assert line("state", "es", who="dorna", state="knocked_down", on=True) == "Dorna Hachafuego queda derribada."
    assert line("state", "es", who="brannoc", state="knocked_down", on=True) == "Brannoc el Escudo queda derribado."
    assert line("surprised", "es", who="saska") == "¡Saska Dedosrápidos es sorprendida!"
    assert line("fortune", "es", who="saska", left=1) == "Saska Dedosrápidos gasta un punto de Fortuna (le queda 1)."


def test_a_creature_appears_without_coordinates_and_a_spell_on_its_caster_is_reflexive():
    assert line("place", "es", ref="shellback", at=[3, 4]) == "Aparece un Caparazón de fango."
    cast = dict(who="velka", spell="warm_mend", target="velka", dice=[6, 4], total=13, need=11, ok=True, mod=0)
    assert line("cast", "es", **cast).startswith("Velka Soplabrasas lanza «Calor que cierra heridas» sobre sí misma:")
    assert line("cast", "en", **cast).startswith("Velka Emberbreath casts “")
    assert "on herself" in line("cast", "en", **cast)


def test_a_shuffled_deck_counts_its_cards_in_the_right_number():
    assert line("shuffle", "es", deck="power", size=1) == "Se baraja el mazo de poder (1 carta)."
    assert line("shuffle", "es", deck="power", size=12) == "Se baraja el mazo de poder (12 cartas)."
    assert line("shuffle", "en", deck="treasure", size=1) == "The treasure deck is shuffled (1 card)."
