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


def _store_choice_from_the_listing(w):
    """The store phase's choice made from legal_actions (as the AI made it
    before reading the dice directly)."""
    from game.games.platformer.actions import legal_actions
    acts = legal_actions(w)
    pool = w.res["turn"]["pool"]
    stores = {pool[a.args[0]]["face"]: a for a in acts if a.kind == "store"}
    forges = [a for a in acts if a.kind == "forge"]
    if stores:
        if forges and not ({"sword", "boot", "star"} & set(stores)):
            return next(a for a in forges if a.args[2] == "sword")
        for sym in ai.STORE_ORDER:
            if sym in stores:
                return stores[sym]
    return next(a for a in acts if a.kind == "finish" and a.args[0] is False)


def test_the_store_choice_read_from_the_dice_is_the_listings():
    from game.games.platformer.game import GAME
    seen, forged, stored = 0, 0, 0
    for options, seed in [({}, 8), ({"players": 4}, 9), ({"players": 1, "mode": "solo"}, 10),
                          ({"players": 3, "artifacts": True}, 11)]:
        w = GAME.new_game(options, seed)
        for _ in range(1500):
            if GAME.result(w) is not None:
                break
            t = w.res["turn"]
            if t["phase"] == "store" and not t.get("push"):
                # the state as played, then with the dice showing only coins and
                # monsters (the forging branch, rare in play)
                for faces in (None, ("coin", "monster", "coin"), ("monster", "monster", "coin")):
                    v = w
                    if faces is not None:
                        v = GAME.clone(w)
                        for k, d in enumerate(v.res["turn"]["pool"]):
                            d["face"] = faces[k % 3]
                    choice = ai._choose_store(v)
                    assert choice == _store_choice_from_the_listing(v), (options, seed, faces)
                    seen += 1
                    forged += choice.kind == "forge"
                    stored += choice.kind == "store"
            GAME.apply(w, GAME.choose_ai(w, GAME.to_act(w)))
    assert seen > 600 and forged > 50 and stored > 100
