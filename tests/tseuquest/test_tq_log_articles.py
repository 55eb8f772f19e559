"""TseuQuest's log names minions and elementals with their article, adventurers and most
antagonists by name, and agrees with each figure's gender: "Kordan el Muro ataca al
Andahuesos", "¡La Ondina se libera...: el Malvado Brujo la maneja!"."""
from game.engine.protocol import Event
from game.games.tseuquest.describe import describe


class _State:
    def __init__(self, refs):
        self.res = {"refs": refs}


STATE = _State({"1": "kordan", "2": "bonewalker", "3": "undine", "4": "mirel", "5": "brood_witch"})


def line(kind, lang, **data):
    return describe(Event(kind, data), lang, STATE)


def test_minions_take_the_article_and_the_personal_a_contracts():
    assert line("attack", "es", eid=1, target=2, dice=3) == "Kordan el Muro ataca al Andahuesos con 3 dCom."
    assert line("attack", "en", eid=2, target=1, dice=2) == "The Bonewalker attacks Kordan the Wall with 2 dCom."
    assert line("eliminated", "es", ref="bonewalker") == "¡El Andahuesos muere!"
    assert line("activate", "es", eid=5) == "Se activa la Bruja del Cieno."
    assert line("appear", "es", ref="bonewalker", cell=[2, 3]) == "Aparece un Andahuesos en C4."


def test_words_agree_with_the_figure_and_the_summoner_summons():
    assert line("buried", "es", eid=4) == "¡Mirel la Tejedora queda sepultada!"
    assert line("link_lost", "es", eid=3) == "¡La Ondina se libera del control: el Malvado Brujo la maneja!"
    assert line("summon", "es", eid=3, ref="undine", caster=4, cell=[1, 1]) == "Mirel la Tejedora invoca una Ondina."
    assert line("wound", "es", eid=1, amount=2, life=1) == "Kordan el Muro pierde 2 de vida (le queda 1)."
