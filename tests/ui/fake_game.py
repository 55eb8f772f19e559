"""A small complete game for the UI tests: a dice race along a track.

Each turn the seat to act rolls a d6 ("roll", a chance event), then takes up to
that many single steps ("step", undoable) and ends its turn ("end_turn").
The first seat to reach the end wins. It implements the whole Game protocol:
options (general and per-seat), seeded chance, AI, describe, invariants.
"""
from __future__ import annotations

from game.engine.chance import Die, Rng, roll
from game.engine.protocol import Event, IllegalAction, Option, Result, act

D6 = Die("d6", ("1", "2", "3", "4", "5", "6"))
TOKENS = ("cat", "dog", "owl")


class DiceRace:
    id = "dicerace"
    title = {"es": "Carrera de dados", "en": "Dice race"}
    min_players = 1
    max_players = 4

    def options(self):
        return [
            Option("length", "choice", "short", {"es": "Longitud", "en": "Length"}, ("short", "long"),
                   {"short": {"es": "Corta", "en": "Short"}, "long": {"es": "Larga", "en": "Long"}}),
            Option("bonus", "bool", False, {"es": "Casilla de bonus", "en": "Bonus square"}),
            Option("start", "int", 0, {"es": "Ventaja inicial", "en": "Head start"}, minimum=0, maximum=3),
            Option("token", "choice", "random", {"es": "Ficha", "en": "Token"}, TOKENS + ("random",),
                   {t: {"es": t, "en": t} for t in TOKENS + ("random",)}, per_seat=True),
        ]

    def new_game(self, options, seed):
        n = int(options.get("players", 2))
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"players must be {self.min_players}..{self.max_players}")
        state = {"n": n, "length": 12 if options.get("length", "short") == "short" else 24,
                 "pos": [int(options.get("start", 0))] * n, "turn": 0, "rolled": None, "steps": 0,
                 "rng": Rng.new_box(seed), "winner": None,
                 "tokens": list(options.get("token", ["random"] * n))[:n]}
        rng = Rng(state["rng"])
        for i, t in enumerate(state["tokens"]):
            if t == "random":
                state["tokens"][i] = rng.choice(TOKENS)
        return state

    def legal_actions(self, state):
        if state["winner"] is not None:
            return []
        if state["rolled"] is None:
            return [act("roll")]
        out = []
        if state["steps"] > 0:
            out.append(act("step", state["pos"][state["turn"]] + 1))
        out.append(act("end_turn"))
        return out

    def apply(self, state, action, check=True):
        if check and action not in self.legal_actions(state):
            raise IllegalAction(str(action))
        seat = state["turn"]
        events = []
        if action.kind == "roll":
            face = roll(D6, Rng(state["rng"]), events, who=seat, slot=0)
            state["rolled"] = int(face)
            state["steps"] = int(face)
        elif action.kind == "step":
            state["pos"][seat] += 1
            state["steps"] -= 1
            events.append(Event("move", {"seat": seat, "to": state["pos"][seat]}))
            if state["pos"][seat] >= state["length"]:
                state["winner"] = seat
                events.append(Event("win", {"seat": seat}))
        elif action.kind == "end_turn":
            state["turn"] = (seat + 1) % state["n"]
            state["rolled"] = None
            state["steps"] = 0
            events.append(Event("turn", {"seat": state["turn"]}))
        return events

    def to_act(self, state):
        return None if state["winner"] is not None else state["turn"]

    def result(self, state):
        if state["winner"] is None:
            return None
        return Result(True, [state["winner"]], {i: p for i, p in enumerate(state["pos"])}, "finish")

    def clone(self, state):
        import copy
        return copy.deepcopy(state)

    def to_data(self, state):
        return self.clone(state)

    def from_data(self, data):
        if not isinstance(data, dict) or "pos" not in data:
            raise ValueError("not a dice race state")
        return self.clone(data)

    def check_invariants(self, state, full=True):
        return [] if all(0 <= p <= state["length"] for p in state["pos"]) else ["position off the track"]

    def choose_ai(self, state, seat):
        legal = self.legal_actions(state)
        for kind in ("roll", "step", "end_turn"):
            for a in legal:
                if a.kind == kind:
                    return a
        raise IllegalAction("nothing to do")

    def describe(self, event, lang):
        es = lang == "es"
        d = event.data
        if event.kind == "roll":
            return f"Sale un {d['face']}" if es else f"Rolled a {d['face']}"
        if event.kind == "move":
            return f"Avanza a la casilla {d['to']}" if es else f"Moves to square {d['to']}"
        if event.kind == "turn":
            return f"Turno del jugador {d['seat'] + 1}" if es else f"Player {d['seat'] + 1}'s turn"
        if event.kind == "win":
            return "¡Meta!" if es else "Finish!"
        return event.kind

    def seat_names(self, state):
        return list(state["tokens"])


GAME = DiceRace()
