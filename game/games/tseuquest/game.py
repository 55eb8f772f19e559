"""TseuQuest as one game object speaking the engine's protocol."""
from __future__ import annotations

from game.engine.protocol import Event, Option
from game.engine.protocol import label as _label
from game.engine.state import World
from game.engine.worldgame import WorldGame, forward

from . import components  # noqa: F401  (registers the components for from_data)
from .board import adventure_ids
from .world import content, party_needed


class TseuQuest(WorldGame):
    id = "tseuquest"
    title = _label("TseuQuest", "TseuQuest")
    min_players = 2
    max_players = 5
    private_view = forward("view.private_view")
    handover_needed = forward("confirm.handover_needed")
    action_warnings = forward("confirm.action_warnings")
    save_summary = forward("summary.save_summary", with_game=True)

    def options(self) -> list[Option]:
        c = content()
        from .board import load_board
        advs = ("mb_choice",) + tuple(adventure_ids())
        adv_labels = {"mb_choice": _label("La elige el Malvado Brujo (en secreto)", "The Evil Wizard picks (secretly)"),
                      **{a: load_board(a).texts["title"] for a in adventure_ids()}}
        heroes = ("random",) + tuple(sorted(c.adventurers))
        hero_labels = {"random": _label("Al azar", "Random"), **{h: c.adventurers[h]["name"] for h in c.adventurers}}
        return [
            Option("players", "int", 2, _label("Jugadores (con el Malvado Brujo)", "Players (with the Evil Wizard)"),
                   minimum=2, maximum=5),
            Option("party", "int", 4, _label("Aventureros en el grupo", "Adventurers in the party"),
                   minimum=1, maximum=8),
            Option("mode", "choice", "adventure", _label("Modo", "Mode"), ("adventure", "campaign"),
                   {"adventure": _label("Una aventura", "One adventure"),
                    "campaign": _label("Campaña (4 aventuras enlazadas)", "Campaign (4 linked adventures)")}),
            Option("adventure", "choice", "mb_choice", _label("Aventura", "Adventure"), advs, adv_labels),
            Option("heroes", "choice", "random", _label("Aventurero", "Adventurer"), heroes, hero_labels,
                   per_seat=True),
            Option("draft", "choice", "pick", _label("Reparto de aventureros", "Sharing out adventurers"),
                   ("pick", "random"), {"pick": _label("Elegir por turnos", "Pick in turns"),
                                        "random": _label("Al azar", "At random")}),
            Option("friendly_passage", "bool", True, _label("Los amigos se dejan pasar",
                                                            "Friends let each other pass")),
            Option("treasure_timing", "choice", "end", _label("Cartas de tesoro", "Treasure cards"),
                   ("end", "immediate"), {"end": _label("Se cobran al final", "Paid at the end"),
                                          "immediate": _label("Al momento (variante)", "At once (variant)")}),
            Option("corner_rule", "choice", "blocks", _label("Esquinas y línea de visión", "Corners and sight"),
                   ("blocks", "permissive"), {"blocks": _label("Una esquina corta la visión",
                                                               "A corner blocks sight"),
                                              "permissive": _label("Hacen falta las dos", "Both sides must close")}),
            Option("antagonist_fumbles", "bool", False, _label("Los antagonistas usan la tabla de pifias",
                                                               "Antagonists use the fumble table")),
            Option("open_hands", "bool", True, _label("Los aventureros juegan a cartas vistas",
                                                      "Adventurers play with open hands")),
            Option("round_limit", "int", 0, _label("Límite de rondas (0 = el de la aventura)",
                                                   "Round limit (0 = the adventure's)"), minimum=0, maximum=99),
        ]

    def scores(self, state: World) -> dict[int, int]:
        return {s: sum(v["gold"] for v in state.res["roster"].values() if v["seat"] == s)
                for s in range(1, state.res["options"]["players"])}

    def setup_hints(self, options: dict) -> dict:
        """Seat 0 is the Evil Wizard (no adventurer to pick); a campaign starts at its
        own first adventure, so the adventure choice is moot then, and so is the way of
        sharing out adventurers when the seats picked the whole party; the party has at
        least one adventurer per adventurer seat (setup raises a smaller one), and
        enough to meet a fixed adventure's goal."""
        n = int(options.get("players", 2) or 2)
        roles = [_label("Malvado Brujo", "Evil Wizard")] + [None] * (n - 1)
        campaign = options.get("mode") == "campaign"
        ignored = ["adventure"] if campaign else []
        picks = [h for h in list(options.get("heroes") or [])[1:] if h and h != "random"]
        if len(picks) >= int(options.get("party", 4) or 4):
            ignored.append("draft")                   # the seats chose the whole party: nothing to share out
        least = max(1, n - 1)                                  # every adventurer seat leads one at least
        adventure = options.get("adventure", "mb_choice")
        if not campaign and adventure in adventure_ids():      # a fixed adventure: a party that can meet its goal
            from .board import load_board
            least = max(least, party_needed(load_board(adventure).goal))
        return {"roles": roles, "ignored": ignored, "limits": {"party": [least, 8]}}

    # -- watching it again (engine/replay.py) ------------------------------------------------
    def review_turn(self, state: World) -> tuple[str, int] | None:
        return ("round", state.res["round"]) if state.res.get("round", 0) >= 1 else ("setup", 0)

    def review_tally(self, state: World, actor, events: list[Event], tally: dict) -> None:
        from .components import Figure
        seats, owner = tally["seats"], tally["scratch"].setdefault("owner", {})

        def add(eid, key, n=1):
            seat = owner.get(eid)
            if seat is not None and 0 <= seat < len(seats) and n:
                seats[seat][key] = seats[seat].get(key, 0) + int(n)
        for eid, fig in state.query(Figure):            # figures met for the first time this action
            owner.setdefault(eid, fig.seat)
        for ev in events:
            d = ev.data
            if ev.kind == "wound":
                add(d.get("eid"), "wounds_taken", d.get("amount", 0))
                add(d.get("by"), "wounds_dealt", d.get("amount", 0))
            elif ev.kind == "eliminated":
                add(d.get("by"), "kills")
            elif ev.kind == "gold" and d.get("amount", 0) > 0:
                add(d.get("eid"), "gold", d["amount"])
        for eid, fig in state.query(Figure):            # control may change hands (elementals)
            owner[eid] = fig.seat

    def review_series(self, state: World) -> tuple[str, list] | None:
        from .components import Figure
        life = [0] * state.res["options"]["players"]
        for _, fig in state.query(Figure):
            if fig.placed and 0 <= fig.seat < len(life):
                life[fig.seat] += max(0, fig.life)
        return ("life", life)

    def seat_names(self, state: World) -> list[str]:
        c = content()
        names = ["Malvado Brujo / Evil Wizard"]
        for s in range(1, state.res["options"]["players"]):
            heroes = [c.adventurers[h]["name"]["en"] for h, r in sorted(state.res["roster"].items(),
                                                                       key=lambda kv: kv[1].get("order", 0))
                      if r["seat"] == s and r["status"] == "party"]
            names.append(", ".join(heroes) or f"Player {s}")
        return names


GAME = TseuQuest()
