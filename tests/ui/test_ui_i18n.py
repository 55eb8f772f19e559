"""Both languages have exactly the same keys, no empty text, same placeholders."""
import re

from game.ui.i18n import EN, ES, I18n


def test_same_keys_and_no_empty_text():
    assert set(ES) == set(EN)
    for table in (ES, EN):
        for key, text in table.items():
            assert isinstance(text, str) and text.strip(), key


def test_same_placeholders():
    for key in ES:
        assert set(re.findall(r"{(\w+)}", ES[key])) == set(re.findall(r"{(\w+)}", EN[key])), key


def test_lookup_and_pick():
    t = I18n("es")
    assert t.t("menu.quit") == "Salir"
    assert t.t("board.turn", name="Ana") == "Turno de Ana"
    assert t.pick({"es": "Hola", "en": "Hi"}) == "Hola"
    assert I18n("en").t("no.such.key") == "no.such.key"


def test_view_tables_match_too():
    from game.ui.views.platformer.text import TEXT
    assert set(TEXT["es"]) == set(TEXT["en"])
    for lang in ("es", "en"):
        for key, text in TEXT[lang].items():
            assert text.strip(), (lang, key)
        for key in TEXT["es"]:
            assert set(re.findall(r"{(\w+)}", TEXT["es"][key])) == set(re.findall(r"{(\w+)}", TEXT["en"][key])), key


def test_skipping_the_dice_never_reads_as_jumping():
    # "saltar" is also Platformer's jump: the roll overlay's "skip" must not read as a move
    assert "saltar" not in ES["dice.skip"].lower()
