"""The menu's game cards speak to someone who has not played yet: a short name the games use
(Dungeon Universalis' JOA) comes only after it is written out."""
import re

import pytest

from game.games import CATALOGUE

SPELLED = {"JOA": {"es": "jugador oscuro automático", "en": "automated dark player"}}
KNOWN = {"IA", "AI"}                    # everyone knows these


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_abbreviation_in_a_blurb_is_written_out_before_it_is_used(lang):
    for entry in CATALOGUE:
        blurb = entry.blurb[lang]
        for short in re.findall(r"\b[A-ZÁÉÍÓÚÑ]{2,}\b", blurb):
            if short in KNOWN:
                continue
            assert short in SPELLED, (entry.id, short)
            full = SPELLED[short][lang]
            assert full in blurb and blurb.index(full) < blurb.index(short), (entry.id, blurb)
