"""Where the AI answers from the state instead of listing a kind of action
(the dice, what the player holds), it finds what the listing would give,
along self-played games."""
from pf_helpers import main_phase_states

from game.games.platformer import ai
from game.games.platformer.actions import actions_of_kind


def test_shortcuts_agree_with_the_listings():
    coins = attacks = 0
    for options, seed in [({}, 8), ({"players": 4}, 9), ({"players": 3, "artifacts": True}, 10)]:
        for w, seat in main_phase_states(options, seed, 400):
            pool = w.res["turn"]["pool"]
            listed = [a for a in actions_of_kind(w, "coin") if pool[a.args[0]]["face"] == "coin"]
            assert ai._coins(w, seat, ai._Kinds(w, seat, main=True)) == (listed[0] if listed else None)
            coins += bool(listed)
            if not any(d["ready"] and not d["used"] for d in pool):     # _attack lists attacks only then
                assert actions_of_kind(w, "attack") == []
            else:
                attacks += 1
            # the kinds the AI does not list when the state says there are none
            p = w.res["players"][seat]
            empty = {"shove_more"}
            empty |= {"star"} if not any(d["face"] == "star" and not d["used"] for d in pool) else set()
            empty |= {"ability"} if w.res["turn"]["ability_used"] else set()
            empty |= {"use_potion"} if not p["potions"] else set()
            empty |= {"use_item"} if not p["items"] else set()
            empty |= {"use_artifact"} if not w.res["artifacts"] else set()
            for kind in empty:
                assert actions_of_kind(w, kind) == [], kind
            assert actions_of_kind(w, "end_actions") == [ai._act("end_actions")]
            assert actions_of_kind(w, "use_potion") == [ai._act("use_potion", k) for k in range(len(p["potions"]))]
    assert coins > 20 and attacks > 20
