"""The log names units with their article and agrees with their gender and number, in
both languages: "Llega el Sacerdote de la pira", "Los Tramperos exploran por delante"."""
import pytest

from game.engine.content import ContentError
from game.engine.protocol import Event
from game.engine.wording import sentence
from game.games.star_quest.content import load_content
from game.games.star_quest.game import GAME
from sq_helpers import position

UNITS = [{"ref": "pyre_priest", "at": [[9, 9]], "id": 100},       # masculine singular
         {"ref": "warpcaller", "at": [[12, 12]], "id": 110},      # feminine singular
         {"ref": "netters", "at": [[15, 15]], "id": 120},         # masculine plural
         {"ref": "spitters", "at": [[18, 18]], "id": 130}]        # feminine plural


@pytest.fixture(scope="module")
def w():
    return position([{"hero": "korrag", "at": [5, 5]}, {"hero": "ileth", "at": [5, 7]}], UNITS)


def hero(w, ref):
    from game.games.star_quest.components import Unit
    return next(uid for uid, u in w.query(Unit) if u.ref == ref)


def line(w, kind, lang, **data):
    return GAME.describe(Event(kind, data), lang, w)


@pytest.mark.parametrize("ref,es,en", [
    ("pyre_priest", "Llega el Sacerdote de la pira.", "The Pyre priest arrives."),
    ("warpcaller", "Llega la Invocadora disforme.", "The Warpcaller arrives."),
    ("netters", "Llegan los Tramperos.", "The Netters arrive."),
    ("spitters", "Llegan las Bestias escupidoras.", "The Spitter beasts arrive.")])
def test_arrivals_name_the_unit_with_its_article(w, ref, es, en):
    assert line(w, "arrive", "es", ref=ref) == es
    assert line(w, "arrive", "en", ref=ref) == en


@pytest.mark.parametrize("uid,es,en", [
    (100, "El Sacerdote de la pira explora por delante.", "The Pyre priest scouts ahead."),
    (110, "La Invocadora disforme explora por delante.", "The Warpcaller scouts ahead."),
    (120, "Los Tramperos exploran por delante.", "The Netters scout ahead."),
    (130, "Las Bestias escupidoras exploran por delante.", "The Spitter beasts scout ahead.")])
def test_a_unit_subject_starts_the_line_with_a_capital_article(w, uid, es, en):
    assert line(w, "scout_move", "es", unit=uid) == es
    assert line(w, "scout_move", "en", unit=uid) == en


def test_objects_take_the_article_and_contract_it(w):
    assert line(w, "shoot", "es", unit=hero(w, 'korrag'), target=100) == "Korrag Thane dispara al Sacerdote de la pira."
    assert line(w, "shoot", "es", unit=hero(w, 'korrag'), target=130) == "Korrag Thane dispara a las Bestias escupidoras."
    assert line(w, "model_killed", "es", unit=120) == "Cae un modelo de los Tramperos."
    assert line(w, "shoot", "en", unit=hero(w, 'korrag'), target=120) == "Korrag Thane shoots at the Netters."
    assert line(w, "activate", "es", unit=110) == "Se activa la Invocadora disforme."


def test_a_titled_hero_takes_the_article_in_spanish_only(w):
    assert line(w, "shoot", "es", unit=100, target=hero(w, 'ileth')) == "El Sacerdote de la pira dispara a la Hermana Ileth."
    assert line(w, "fatigued", "es", unit=hero(w, 'ileth')) == "La Hermana Ileth queda fatigada hasta el final de la ronda."
    assert line(w, "fatigued", "en", unit=hero(w, 'ileth')) == "Sister Ileth is fatigued until the end of the round."


def test_weapons_are_named_with_the_possessive_of_their_number(w):
    assert line(w, "attack", "es", unit=130, target=hero(w, 'korrag'), weapon="claws", rolls=[4], hits=1) == \
        "Las Bestias escupidoras atacan con sus garras: 4 → 1 impacto."
    assert line(w, "attack", "es", unit=110, target=hero(w, 'korrag'), weapon="hex_pistol", rolls=[2, 5], hits=2) == \
        "La Invocadora disforme ataca con su pistola maldita: 2 5 → 2 impactos."
    assert line(w, "attack", "en", unit=hero(w, 'ileth'), target=100, weapon="null_staff", rolls=[6], hits=1) == \
        "Sister Ileth attacks with her null staff: 6 → 1 hit."
    assert line(w, "attack", "en", unit=120, target=hero(w, 'korrag'), weapon="net_caster", rolls=[6], hits=1) == \
        "The Netters attack with their net casters: 6 → 1 hit."


def test_a_unit_of_many_models_wields_its_weapon_in_the_plural(w):
    assert line(w, "attack", "es", unit=130, target=hero(w, 'korrag'), weapon="acid_spit", rolls=[4], hits=1) == \
        "Las Bestias escupidoras atacan con sus escupitajos ácidos: 4 → 1 impacto."
    assert line(w, "attack", "es", unit=120, target=hero(w, 'korrag'), weapon="rusty_blade", rolls=[4], hits=1) == \
        "Los Tramperos atacan con sus hojas oxidadas: 4 → 1 impacto."
    assert line(w, "attack", "es", unit=100, target=hero(w, 'korrag'), weapon="rusty_blade", rolls=[4], hits=1) == \
        "El Sacerdote de la pira ataca con su hoja oxidada: 4 → 1 impacto."


def test_every_weapon_of_a_many_model_unit_has_its_plural_name():
    c = load_content()
    for unit in c.units.values():
        if unit["grammar"].endswith("p"):
            for wid in unit["weapons"]:
                rec = c.weapons[wid]
                assert rec["grammar"].endswith("p") or "plural" in rec, (unit["id"], wid)


def test_a_spell_on_its_caster_reads_reflexive_and_a_one_model_loss_is_the_destroyed_line(w):
    assert line(w, "cast_attempt", "es", unit=110, target=110, spell="dark_blessing", tokens=2) == \
        "La Invocadora disforme intenta lanzar «Bendición oscura» sobre sí misma (2 tokens)."
    assert line(w, "cast_attempt", "en", unit=110, target=110, spell="dark_blessing", tokens=2) == \
        "The Warpcaller tries to cast “Dark blessing” on itself (2 tokens)."
    assert line(w, "model_killed", "es", unit=100) == ""
    assert line(w, "move", "es", unit=120, distance=0.0) == "Los Tramperos no se mueven."
    assert line(w, "move", "en", unit=100, distance=0.0) == "The Pyre priest stays put."
    assert "sin moverse" in line(w, "ai_decision", "es", unit=110, branch="advance_shoot", distance=0.0)


def test_the_ai_flowchart_names_the_closest_enemy_and_writes_decimals_the_spanish_way(w):
    es = line(w, "ai_decision", "es", unit=120, branch="rush_enemy", target=hero(w, 'ileth'))
    assert es.startswith("Los Tramperos: ven enemigos") and es.endswith("hacia la Hermana Ileth, el enemigo más cercano.")
    es = line(w, "ai_decision", "es", unit=110, branch="advance_shoot", distance=2.5)
    assert "avanza 2,5\"" in es


def test_a_found_token_reads_with_its_indefinite_article(w):
    assert line(w, "reveal", "es", what="token", token=0, content="power_cell") == \
        "Se destapa el token: una célula de energía."
    assert line(w, "take_token", "es", unit=hero(w, 'korrag'), token=0, content="intel") == \
        "Korrag Thane recoge el token: unos datos de inteligencia."
    assert line(w, "take_token", "en", unit=hero(w, 'korrag'), token=0, content="intel") == \
        "Korrag Thane takes the token: an intel cache."
    assert line(w, "reveal", "es", what="token", token=0, content="nothing") == "Se destapa el token: nada útil."


def test_sentence_contracts_and_capitalises():
    assert sentence("¡el Tirano cae a el foso de el puente!", "es") == "¡El Tirano cae al foso del puente!"
    assert sentence("— Ronda 2 —", "es") == "— Ronda 2 —"


@pytest.mark.parametrize("table,field", [("units", "grammar"), ("weapons", "grammar"), ("search", "grammar")])
def test_every_named_thing_has_its_grammar(table, field):
    for rec in getattr(load_content(), table).values():
        assert rec[field] in ("ms", "fs", "mp", "fp", "bare")


def test_a_missing_grammar_is_an_error_naming_file_and_field(tmp_path):
    import shutil
    from game.paths import content_path
    src = content_path("star_quest", "units.yaml").parent
    for f in src.glob("*.yaml"):
        shutil.copy(f, tmp_path / f.name)
    text = (tmp_path / "weapons.yaml").read_text().replace("{id: claws, grammar: fp, ", "{id: claws, ")
    (tmp_path / "weapons.yaml").write_text(text)
    with pytest.raises(ContentError) as err:
        load_content(str(tmp_path))
    assert "weapons.yaml" in str(err.value) and "grammar" in str(err.value)
