"""Setup options speak to players: both languages, and no rulebook section numbers or code words."""
import re

import pytest

from game.games import CATALOGUE, get_game

SECTION = re.compile(r"\(\s*\d+(\.\d+)+(-[A-Z])?\s*\)|§")
CODEY = re.compile(r"[a-z]+_[a-z]+|\.py\b|\.ya?ml\b")


def built_games():
    out = []
    for e in CATALOGUE:
        try:
            out.append(get_game(e.id))
        except KeyError:
            pass
    return out


def labels(option):
    yield option.label
    yield from option.choice_labels.values()


@pytest.mark.parametrize("game", built_games(), ids=lambda g: type(g).__module__.split(".")[2])
def test_option_labels_are_bilingual_and_free_of_rulebook_references(game):
    for option in game.options():
        for label in labels(option):
            assert set(label) >= {"es", "en"}, (option.key, label)
            for lang in ("es", "en"):
                text = label[lang]
                assert text.strip(), (option.key, lang)
                assert not SECTION.search(text), f"{option.key} ({lang}): {text!r} names a rulebook section"
                assert not CODEY.search(text), f"{option.key} ({lang}): {text!r} reads like code"
