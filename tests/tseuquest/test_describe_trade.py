"""The interlude's "give" action emits a `trade` event naming two heroes and an item:
the log tells it in both languages (it used to raise and lose the line)."""
from game.engine.protocol import Event
from game.games.tseuquest.describe import describe
from game.games.tseuquest.world import content


def test_trade_lines_name_both_heroes_and_the_item():
    c = content()
    item = sorted(c.weapons)[0]
    ev = Event("trade", {"hero": "kordan", "to": "mirel", "item": item})
    en, es = describe(ev, "en"), describe(ev, "es")
    assert en.startswith("Kordan") and "Mirel" in en and "gives" in en
    assert es.startswith("Kordan") and "Mirel" in es and " da " in es
    assert c.name(item, "en") in en and c.name(item, "es") in es and c.name(item, "en") != item
