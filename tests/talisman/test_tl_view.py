"""What each seat may see, and the consequences shown before a click."""
from tl_helpers import act, build, force

from game.engine.protocol import Action, Event
from game.games.talisman.game import GAME


def test_spells_are_seen_only_by_their_holder():
    w = build({"chars": [{"char": "wizard", "spells": ["might", "healing"]}, {"char": "warrior"}]})
    assert sorted(GAME.private_view(w, 0)["chars"][0]["spells"]) == ["healing", "might"]
    assert GAME.private_view(w, 1)["chars"][0]["spells"] == 2
    assert GAME.private_view(w, 1)["ask"] == {"seat": 0, "kind": "turn"}
    assert isinstance(GAME.private_view(w, None)["decks"]["adventure"]["draw"], int)   # no deck order
    assert GAME.handover_needed(w, 0, 1)


def test_warnings_before_risky_actions():
    w = build({"chars": [{"char": "warrior", "space": "reed_bank", "fate": 0}, {"char": "wizard", "space": "temple"}]})
    force(w, [3])
    act(w, "roll")
    warn = GAME.action_warnings(w, Action("move", ("fen", "bridge")))
    assert warn == [("sentinel", {"strength": 7, "yours": 4})]
    assert GAME.action_warnings(w, Action("move", ("meadow", ""))) == []
    for lang in ("es", "en"):
        text = GAME.describe(Event("warning", {"code": warn[0][0], **warn[0][1]}), lang, w)
        assert "7" in text and "4" in text
    w = build({"chars": [{"char": "warrior", "space": "pits"}, {"char": "wizard", "space": "temple"}]})
    assert GAME.action_warnings(w, Action("back")) == [("turn_back", {})]
