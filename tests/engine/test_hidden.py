"""game/engine/hidden.py: per-seat knowledge and views without secrets."""
from game.engine.hidden import Knowledge, leaks, redact


def test_knowledge_grows_per_seat_and_can_become_public():
    box = {}
    k = Knowledge(box)
    assert not k.knows("trap:1", 1) and k.knows("trap:1", 0, owner=0)   # the owner knows everything
    k.reveal("card:x", [2])
    assert k.knows("card:x", 2) and not k.knows("card:x", 1)
    k.reveal("card:x", [1])
    assert k.seats_knowing("card:x") == [1, 2]
    k.reveal("card:x")
    assert k.is_public("card:x") and k.knows("card:x", 3)
    k.forget("card:x")
    assert not k.knows("card:x", 3)


def test_redact_and_leaks():
    records = [{"id": "a", "placed": True}, {"id": "b", "placed": False}]
    assert redact(records, 1, lambda r: r["placed"]) == [records[0]]
    assert redact(records, 1, lambda r: r["placed"], lambda r: {"id": None}) == [records[0], {"id": None}]
    view = {"traps": [{"id": "pit@1,2"}], "hands": {"7": ["aqua_frost"]}, "n": 3}
    assert leaks(view, ["pit@1,2", "terra_golem"]) == ["pit@1,2"]
    assert leaks(view, ["aqua_frost"]) == ["aqua_frost"]
    assert leaks(view, ["7"]) == ["7"] and leaks(view, []) == []
