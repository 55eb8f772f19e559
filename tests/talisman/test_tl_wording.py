"""Talisman's Spanish reads naturally: names carry their article and agree in gender and
number ("te ataca el Bruto de las Peñas", "ve al Cementerio", "la Elfa pasa a ser maligna"),
what follows a colon starts in lower case, and counts have real plurals."""
import re
import shutil

import pytest

from game.engine.content import ContentError
from game.engine.protocol import Event
from game.games.talisman import content as tcontent
from game.games.talisman.content import content
from game.games.talisman.game import GAME
from game.games.talisman.text import called, card_text, effect_text, space_text
from tl_helpers import build


def test_a_creature_on_a_space_attacks_with_its_article():
    assert "1-2: te ataca el Bruto de las Peñas (Fuerza 5)." in space_text("crags", "es")
    assert "1-2: the Crag Brute attacks you (strength 5)." in space_text("crags", "en")


@pytest.mark.parametrize("space,es,en", [
    ("graveyard", "Ve al Cementerio", "Go to the Graveyard"),        # masculine: a + el = al
    ("city", "Ve a la Ciudad", "Go to the City"),                    # feminine
    ("ruins", "Ve a las Ruinas", "Go to the Ruins"),                 # feminine plural
    ("crags", "Ve a los Riscos", "Go to the Crags"),                 # masculine plural
    ("death", "Ve a la Muerte", "Go to Death")])                     # no article in English
def test_places_take_the_article_of_their_gender_and_number(space, es, en):
    assert effect_text([{"move_to": space}], "es").startswith(es + " ")
    assert effect_text([{"move_to": space}], "en").startswith(en + " ")


def test_a_feminine_noun_with_a_stressed_a_takes_el():
    assert called("axe", "es") == "el Hacha" and called("axe", "es", "a") == "un Hacha"
    assert called("sword", "es", "a") == "una Espada"


def test_what_follows_a_colon_starts_in_lower_case_unless_it_is_a_name():
    names = {w for rec in list(content().cards.values()) + list(content().spaces.values())
             for w in rec["name"]["es"].split()[:1]}
    texts = [card_text(c, "es") for c in content().cards] + [space_text(s, "es") for s in content().spaces]
    for text in texts:
        for word in re.findall(r": (\w+)", text):
            assert not word[0].isupper() or word in names, text
    assert "Allí" not in space_text("tavern", "es")
    assert "1: pierde un turno. 2: pierde 1 moneda de oro." in space_text("tavern", "es")


def test_alignment_rows_read_as_conditions():
    assert space_text("chapel", "es").endswith(
        "Si eres bueno, cura hasta 2 Vidas. Si eres neutral, no ocurre nada. Si eres maligno, pierde 1 Vida.")
    assert "If you are evil, lose 1 life." in space_text("chapel", "en")


def test_an_offer_and_a_toad_read_as_sentences():
    assert space_text("oracle", "es") == "Puedes pagar 1 moneda de oro; si lo haces, roba 1 Conjuro."
    assert "1: te conviertes en Sapo durante 3 turnos." in space_text("mirror_lake", "es")
    assert "No se pueden usar Armas contra él." in card_text("clay_golem", "es")


@pytest.fixture(scope="module")
def w():
    return build({"chars": [{"char": "elf", "space": "city"}, {"char": "wizard", "space": "tavern"}]})


def line(w, kind, lang, **data):
    return GAME.describe(Event(kind, data), lang, w)


def test_the_log_names_characters_and_places_with_their_articles(w):
    assert line(w, "move", "es", seat=0, to="crags") == "La Elfa va a los Riscos."
    assert line(w, "move", "es", seat=1, to="temple") == "El Mago va al Templo."
    assert line(w, "move", "en", seat=1, to="temple") == "The Wizard goes to the Temple."
    assert line(w, "encounter", "es", seat=1, card="serpent") == "El Mago se encuentra con la Serpiente."
    assert line(w, "buy", "es", seat=1, card="axe") == "El Mago compra un Hacha."
    assert line(w, "rob", "es", seat=0, target=1, what="gold") == "La Elfa le quita una moneda de oro al Mago."
    assert line(w, "turn", "es", seat=0, n=3) == "— Turno 3: juega la Elfa —"


def test_the_alignment_agrees_with_the_character(w):
    assert line(w, "alignment", "es", seat=0, align="evil") == "La Elfa pasa a ser maligna."
    assert line(w, "alignment", "es", seat=1, align="good") == "El Mago pasa a ser bueno."


def test_counts_have_real_plurals(w):
    assert line(w, "pits", "es", seat=1, n=1) == "¡1 Demonio ataca al Mago!"
    assert line(w, "pits", "es", seat=1, n=3) == "¡3 Demonios atacan al Mago!"
    assert line(w, "pay", "es", seat=0, n=1) == "La Elfa paga 1 moneda de oro."
    assert line(w, "pay", "en", seat=0, n=2) == "The Elf pays 2 gold coins."


def test_every_name_has_its_grammar_and_a_missing_one_is_an_error_naming_file_and_field(tmp_path, monkeypatch):
    c = content()
    for table in (c.cards, c.spaces, c.characters, c.ghosts):
        assert all(rec["grammar"] in ("ms", "fs", "mp", "fp") for rec in table.values())
    src = tcontent.content_path("talisman", "board.yaml").parent
    for f in src.glob("*.yaml"):
        shutil.copy(f, tmp_path / f.name)
    text = (tmp_path / "board.yaml").read_text().replace("{id: city, grammar: fs, ", "{id: city, ")
    (tmp_path / "board.yaml").write_text(text)
    monkeypatch.setattr(tcontent, "content_path", lambda game, name: tmp_path / name)
    with pytest.raises(ContentError) as err:
        tcontent.content.__wrapped__()
    assert "board.yaml" in str(err.value) and "grammar" in str(err.value)


def test_the_save_list_says_a_heroine_is_dead_in_the_feminine(w):
    from game.games.talisman.client import seat_label
    w2 = GAME.clone(w)
    w2.res["chars"][0]["state"] = "dead"
    w2.res["chars"][1]["state"] = "dead"
    assert seat_label(w2, 0, "es") == "Elfa (muerta)"
    assert seat_label(w2, 1, "es") == "Mago (muerto)"


def test_the_troll_is_spelt_trol_in_spanish_with_its_article():
    assert called("troll", "es") == "el Trol" and called("troll", "es", "a") == "un Trol"
    assert called("troll", "en") == "the Troll"
    cc = content()
    records = [*cc.characters.values(), *cc.cards.values(), *cc.spaces.values(), *cc.ghosts.values()]
    assert not [r["name"]["es"] for r in records if "troll" in r["name"]["es"].lower()]


def test_the_creature_that_rolls_in_a_fight_is_named():
    """"The creature rolls a 2" did not say which: a lone foe's die is rolled by its name."""
    w = GAME.new_game({"players": 2}, 3)
    for _ in range(3000):
        if GAME.result(w) is not None:
            break
        events = GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
        rolls = [e for e in events if e.kind == "roll" and e.data.get("who") == "creature"]
        lone = [e for e in rolls if len(e.data.get("foes", [])) == 1]
        if lone:
            e = lone[0]
            for lang in ("es", "en"):
                line = GAME.describe(e, lang, w)
                from game.engine.wording import sentence
                assert line.startswith(sentence(called(e.data["foes"][0], lang), lang) + " "), line
                assert "criatura" not in line and "creature" not in line, line
            return
        assert not rolls, rolls          # every creature's roll says whose it is
    raise AssertionError("no creature fought in this game")
