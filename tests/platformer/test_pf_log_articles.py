"""Platformer's log names enemies with their article and agrees with each figure's gender:
"Aparece una Arpía", "La Babosa ataca a Nix", "Avys es empujada", "An Imp appears"."""
from game.engine.protocol import Event
from game.games.platformer.describe import describe

HEROES = ["nix", "etern"]


def line(kind, lang, **data):
    return describe(Event(kind, data), lang, HEROES)


def test_enemies_take_their_article_and_spawn_with_the_indefinite_one():
    assert line("enemy_spawn", "es", ref="arpia") == "Aparece una Arpía."
    assert line("enemy_spawn", "en", ref="diablillo") == "An Imp appears."
    assert line("enemy_attack", "es", ref="babosa", seat=0) == "La Babosa ataca a Nix."
    assert line("defeat", "es", seat=1, ref="diablillo", wounds=2) == "¡Etern derrota al Diablillo con 2 heridas!"
    assert line("enemy_move", "en", ref="babosa") == "The Slime moves."
    assert line("enemy_move", "es", ref="ikee") == "El Señor Supremo Ikee se mueve."
    assert line("boss_turn", "es", boss="ikee") == "Turno del jefe: Señor Supremo Ikee."


def test_participles_agree_with_the_figure():
    assert line("pushed", "es", ref="nix", to=[1, 0]) == "Nix es empujada a B1."
    assert line("shove", "es", ref="medusa", to=[4, 2]) == "Medusa es desplazada a E3."
    assert line("knocked_out", "es", seat=1) == "¡Etern es abatido!"
    assert line("knocked_out", "es", seat=0) == "¡Nix es abatida!"
