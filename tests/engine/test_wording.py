from game.engine.wording import fill


def test_real_plurals():
    t = "{n} {n?gema|gemas}"
    assert fill(t, n=1) == "1 gema"
    assert fill(t, n=0) == "0 gemas"
    assert fill(t, n=3) == "3 gemas"
    assert fill("{n?Te queda|Te quedan} {n} {n?paso|pasos}", n=1) == "Te queda 1 paso"
    assert fill("{a} and {b}", a=1, b="x") == "1 and x"


def test_decimals_are_written_the_languages_way():
    from game.engine.wording import decimal
    assert decimal(12.34, "en") == "12.3"
    assert decimal(12.5, "es") == "12,5"
    assert decimal(12.5, "en") == "12.5"
    assert decimal(6.0, "es") == "6"


def test_spanish_adjectives_agree_and_a_caster_targets_itself():
    from game.engine.wording import agree, reflexive
    assert [agree("derribado", g) for g in ("ms", "fs", "mp", "fp")] == ["derribado", "derribada", "derribados", "derribadas"]
    assert agree("inmóvil", "fs") == "inmóvil" and agree("inmóvil", "mp") == "inmóviles"
    assert reflexive("fs", "es") == "sí misma" and reflexive("fs", "en") == "herself"
    assert reflexive("ms", "en", person=False) == "itself" and reflexive("fp", "en") == "themselves"


def test_lower_first_lowers_a_word_but_not_an_acronym():
    from game.engine.wording import lower_first
    assert lower_first("Carabina de pulsos") == "carabina de pulsos"
    assert lower_first("JOA mueve la mazmorra") == "JOA mueve la mazmorra"
