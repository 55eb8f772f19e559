"""Game setup: number of players; per seat a name, human/AI and the game's
per-seat options (e.g. hero pick, with the hero's portrait) or the seat's fixed
role (TseuQuest's Evil Wizard); the game's other options built from
game.options(), without those the other choices make moot; an optional seed;
Start. The last choices per game are remembered beside the settings."""
from __future__ import annotations

import logging
import random

import pygame

from game.engine.messages import text as error_text
from game.engine.session import Match, Seat
from game.engine.wording import lower_first

from .. import theme
from ..option_tips import option_label, option_tip
from ..save_texts import TEXTS
from ..settings import load_setup_memory, save_setup_memory, setup_memory_path
from ..setup_options import (choice_picture, fit_seats, general_options, has_pictures, make_options, remembered,
                             seat_options, setup_hints)
from ..text import draw_paragraph, draw_text
from ..widgets import Button, Cycler, Stepper, TextInput, draw_panel
from ..widgets.inputs import NARROW_ARROWS
from .base import Scene
from .message import MessageBox

log = logging.getLogger(__name__)
ROW_H = 54
SEED_X = 560          # the seed field in the bottom bar
OPT_LABEL_W = 140     # a general option's label (up to two lines) beside its box
OPT_W = 222           # a general option's box


class SetupScene(Scene):
    name = "setup"

    def __init__(self, ctx, game_id: str, preset=None) -> None:
        super().__init__(ctx)
        ctx.i18n.add(TEXTS)
        self.game_id = game_id
        self.game = ctx.games.get(game_id)
        g = self.game
        self.n = max(g.min_players, min(g.max_players, 2 if g.max_players >= 2 else g.min_players))
        self.seats: list[dict] = []
        self.general = {o.key: o.default for o in general_options(g)}
        self.seed_text = ""
        for i in range(g.max_players):
            self.seats.append({"name": "", "ai": i > 0,
                               "opts": {o.key: o.default for o in seat_options(g)}})
        if preset is None:
            self._recall()
        if preset is not None:                 # "new setup" after a game: start from its choices
            self.n = len(preset.seats)
            for i, s in enumerate(preset.seats[:g.max_players]):
                # an untyped name stays untyped: the field shows the default in today's language
                typed = self.ctx.i18n.given_seat_name(s.name, i) is None
                self.seats[i]["name"], self.seats[i]["ai"] = (s.name if typed else ""), s.ai
                for o in seat_options(g):
                    vals = preset.options.get(o.key)
                    if isinstance(vals, (list, tuple)) and i < len(vals):
                        self.seats[i]["opts"][o.key] = vals[i]
            for o in general_options(g):
                if o.key in preset.options:
                    self.general[o.key] = preset.options[o.key]

    # -- memory ---------------------------------------------------------------------------------
    def memory_path(self):
        return setup_memory_path(self.ctx.app.settings_file.parent)

    def _recall(self) -> None:
        """Start from the last choices made for this game (each checked against its options)."""
        g = self.game
        try:
            last = remembered(g, load_setup_memory(self.memory_path()).get(self.game_id))
        except Exception:                      # a damaged memory is no memory
            log.info("setup memory ignored", exc_info=True)
            return
        if "players" in last:
            self.n = last["players"]
        self.general.update(last["general"])
        for i, seat in enumerate(last["seats"]):
            self.seats[i]["name"] = seat["name"]
            if seat["ai"] is not None:
                self.seats[i]["ai"] = seat["ai"]
            self.seats[i]["opts"].update(seat["opts"])

    def _remember(self) -> None:
        if not getattr(self.ctx.app, "persist", True):
            return
        choices = {"players": self.n, "general": dict(self.general),
                   "seats": [{"name": s["name"], "ai": bool(s["ai"]), "opts": dict(s["opts"])}
                             for s in self.seats[:self.n]]}
        save_setup_memory(self.memory_path(), self.game_id, choices)

    def hints(self) -> dict:
        return setup_hints(self.game, self.options(raw=True))

    def default_name(self, i: int) -> str:
        """An unnamed seat: "IA 2" when an AI plays it (hints and the Load screen then say
        "Nix (IA)"), else "Jugador 2"."""
        if self.seats[i]["ai"]:
            return f"{self.ctx.t('setup.ai')} {i + 1}"
        return self.ctx.t("setup.default_name", n=i + 1)

    # -- widgets ------------------------------------------------------------------------------
    def _choice_list(self, o) -> list[tuple]:
        pick = self.ctx.i18n.pick
        if o.kind == "bool":
            return [(False, self.ctx.t("setup.no")), (True, self.ctx.t("setup.yes"))]
        return [(c, pick(o.choice_labels.get(c, str(c)))) for c in o.choices]

    def _option_widget(self, o, rect, value, on_change, limits=None, general: bool = False):
        if o.kind == "int":
            lo, hi = limits or (o.minimum, o.maximum)
            label, body = self.ctx.i18n.pick(o.label), option_tip(self.ctx, self.game_id, o.key, None)
            if general:         # its name is beside it: the tip says what the number does
                tip = self._general_tip(o, body or label, None)
            else:
                tip = f"{label}\n{body}" if body else label
            return Stepper(self.ctx, rect, int(value), lo, hi, on_change, tooltip=tip)
        choices = self._choice_list(o)
        box = Cycler(self.ctx, rect, choices, value, on_change, tooltip=self._choice_tip(o, dict(choices), general))
        box.arrow_w = NARROW_ARROWS         # long choices (hero names, scenarios) need the room
        return box

    def _choice_tip(self, o, labels: dict, general: bool = False):
        """The cycler's hover text follows its shown choice: what it means. A seat's picker heads
        it "Option: choice"; a general option, whose name is written beside its box, only by the
        choice (and by its full name if the column shows a shorter one)."""
        label = self.ctx.i18n.pick(o.label)

        def tip(value) -> str:
            body = option_tip(self.ctx, self.game_id, o.key, value)
            if general:
                if o.kind == "bool" and body and body == option_tip(self.ctx, self.game_id, o.key, not value):
                    # one sentence for both values, saying what the option does when on
                    if not value:
                        body = self.ctx.t("setup.tip_off", what=lower_first(body))
                    return self._general_tip(o, body, labels.get(value, value))
                return self._general_tip(o, f"{labels.get(value, value)}\n{body}" if body else None,
                                         labels.get(value, value))
            head = f"{label}: {labels.get(value, value)}"
            return f"{head}\n{body}" if body else label
        return tip

    def _general_tip(self, o, body: str | None, shown) -> str:
        """A general option's help: `body`, under the option's full name when the options column
        shows a shorter one ("Full name: choice" for a choice box)."""
        full = self.ctx.i18n.pick(o.label)
        if option_label(self.ctx, self.game_id, o) == full:
            return body or full
        head = full if shown is None else f"{full}: {shown}"
        if body is None:
            return head
        if o.kind != "bool" and shown is not None:     # the body's first line named the choice already
            body = body.split("\n", 1)[1]
        return f"{head}\n{body}"

    def build(self) -> None:
        ctx, t, g = self.ctx, self.ctx.t, self.game
        self.left = pygame.Rect(40, 92, 770, 560)
        self.right = pygame.Rect(830, 92, 410, 560)
        self.widgets = []
        lx = self.left.left + 24
        if g.max_players > g.min_players:
            self.widgets.append(Stepper(ctx, (self.left.right - 24 - 170, self.left.top + 20, 170, 44), self.n,
                                        g.min_players, g.max_players, self._players))
        # one row per seat
        sopts = seat_options(g)
        self.seat_rows = []
        y0 = self.left.top + 110
        opt_w = 0
        # two or more choices per seat take room from the name and human/AI boxes
        name_w, kind_w = (210, 150) if len(sopts) < 2 else (132, 124)
        free = self.left.width - 48 - 30 - name_w - kind_w - 32
        if sopts:
            opt_w = min(240, (free - 12 * (len(sopts) - 1)) // len(sopts))
        hints = self.hints()
        self.shown_hints = hints
        self.roles: list[tuple[pygame.Rect, str]] = []        # (box, role text) of fixed-role seats
        self.portraits: list[tuple[pygame.Rect, int, str]] = []   # (box, seat, option key)
        self.name_boxes: dict[int, TextInput] = {}
        for i in range(self.n):
            y = y0 + i * ROW_H
            seat = self.seats[i]
            name = TextInput(ctx, (lx + 30, y, name_w, 44), seat["name"], self._namer(i), max_len=18,
                             placeholder=self.default_name(i), tooltip=t("setup.name_tip"))
            kind = Cycler(ctx, (lx + 40 + name_w, y, kind_w, 44), [(False, t("setup.human")), (True, t("setup.ai"))],
                          seat["ai"], self._kinder(i), tooltip=t("setup.kind_tip"))
            kind.arrow_w = NARROW_ARROWS
            kind.same_size = True               # "Humano" squeezed in a narrow box: "IA" no bigger
            self.name_boxes[i] = name
            row = [name, kind]
            x = lx + 52 + name_w + kind_w
            role = hints["roles"][i] if i < len(hints["roles"]) else None
            if role is not None and sopts:          # a fixed role: nothing to pick for this seat
                self.roles.append((pygame.Rect(x, y, len(sopts) * (opt_w + 12) - 12, 44), ctx.i18n.pick(role)))
                sopts_here = []
            else:
                sopts_here = sopts
            for o in sopts_here:
                w, ox = opt_w, x
                if has_pictures(self.game_id, o.key):
                    self.portraits.append((pygame.Rect(x, y, 44, 44), i, o.key))
                    w, ox = opt_w - 50, x + 50
                row.append(self._option_widget(o, (ox, y, w, 44), seat["opts"][o.key], self._seat_opt(i, o.key)))
                x += opt_w + 12
            self.seat_rows.append(row)
            self.widgets += row
        # general options
        self.opt_rows = []
        y = self.right.top + 70
        general = [o for o in general_options(g) if o.key not in hints["ignored"]]
        # rows shrink (down to 46 px) so a game with many options still fits its panel
        row_h = max(46, min(ROW_H, (self.right.bottom - 14 - y) // max(1, len(general))))
        for o in general:
            limits = hints["limits"].get(o.key)
            if limits is not None:              # only values the game would use (e.g. party >= seats)
                self.general[o.key] = max(limits[0], min(limits[1], self.general[o.key]))
            w = self._option_widget(o, (self.right.right - 20 - OPT_W, y, OPT_W, row_h - 10), self.general[o.key],
                                    self._general(o.key), limits, general=True)
            label = pygame.Rect(self.right.left + 20, y - 2, OPT_LABEL_W, row_h - 6)
            self.opt_rows.append((option_label(ctx, self.game_id, o), label))
            w.tip_anchor = label.union(w.rect)      # the tip sits beside the row, off its name
            self.widgets.append(w)
            y += row_h
        # no option's tip covers an option's name or the column's heading
        heading = pygame.Rect(self.right.left + 20, self.right.top + 16, self.right.width - 40, 40)
        for w in self.widgets[-len(general):] if general else []:
            w.tip_avoid = [heading] + [r for _, r in self.opt_rows]
        # the seed sits in the bottom bar, between Back and Start
        self.seed_input = TextInput(ctx, (SEED_X, 666, 300, 44),
                                    self.seed_text, self._seed, max_len=12, allowed=str.isdigit,
                                    placeholder=t("setup.seed_hint"), tooltip=t("setup.seed_tip"))
        self.widgets.append(self.seed_input)
        self.widgets.append(Button(ctx, (40, 664, 200, 48), t("setup.back"), self.back))
        self.start_btn = Button(ctx, (1040, 664, 200, 48), t("setup.start"), self.start, style="primary")
        self.widgets.append(self.start_btn)

    def _solo_option(self):
        """A general option `mode` with a `solo` choice is tied to the seat count: one seat
        plays the solo rules, solo is one seat (so the setup never shows seats a game drops)."""
        return next((o for o in general_options(self.game) if o.key == "mode" and "solo" in o.choices), None)

    def _players(self, n: int) -> None:
        self.n = n
        solo = self._solo_option()
        if solo is not None:
            if n == 1:
                self.general["mode"] = "solo"
            elif self.general.get("mode") == "solo":
                self.general["mode"] = next(c for c in ([solo.default] + list(solo.choices)) if c != "solo")
        self.rebuild()

    def _namer(self, i):
        return lambda text: self.seats[i].__setitem__("name", text)

    def _kinder(self, i):
        def change(v):
            self.seats[i]["ai"] = v
            box = self.name_boxes.get(i)
            if box is not None:
                box.placeholder = self.default_name(i)      # the name the seat will get, untyped
        return change

    def _seat_opt(self, i, key):
        option = next(o for o in seat_options(self.game) if o.key == key)

        def change(value):
            self.seats[i]["opts"][key] = value
            clashes = []
            if option.unique and value != option.default:
                # one hero per seat: whoever had this pick goes back to the default
                clashes = [j for j in range(self.n) if j != i and self.seats[j]["opts"].get(key) == value]
                for j in clashes:
                    self.seats[j]["opts"][key] = option.default
            if clashes or self.hints() != self.shown_hints:     # (a pick may make another choice moot)
                self.rebuild()
        return change

    def _general(self, key):
        def change(value):
            self.general[key] = value
            if self.hints() != self.shown_hints:     # a choice made another one moot (or not)
                self.rebuild()
            solo = self._solo_option()
            if solo is None or key != "mode":
                return
            g = self.game
            if value == "solo" and self.n != 1 and g.min_players <= 1:
                self.n = 1
                self.rebuild()
            elif value != "solo" and self.n == 1 and g.max_players > 1:
                self.n = 2
                self.rebuild()
        return change

    def _seed(self, text: str) -> None:
        self.seed_text = text

    # -- start -----------------------------------------------------------------------------------
    def seat_list(self) -> list[Seat]:
        return [Seat((self.seats[i]["name"].strip() or self.default_name(i)), bool(self.seats[i]["ai"]))
                for i in range(self.n)]

    def options(self, raw: bool = False) -> dict:
        """The game's options; a fixed-role seat gets the defaults of the per-seat options
        (it picks none), and moot general options their defaults (raw=True: as chosen)."""
        per_seat = [self.seats[i]["opts"] for i in range(self.n)]
        opts = make_options(self.game, self.n, self.general, per_seat)
        if raw:
            return opts
        hints = setup_hints(self.game, opts)
        per_seat = [{} if i < len(hints["roles"]) and hints["roles"][i] is not None else per_seat[i]
                    for i in range(self.n)]
        general = {k: v for k, v in self.general.items() if k not in hints["ignored"]}
        return make_options(self.game, self.n, general, per_seat)

    def start(self) -> None:
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1, 10 ** 9)
        try:
            match = fit_seats(Match(self.game, self.options(), seed, self.seat_list()))
        except Exception as exc:                   # the game refused the options: say why
            log.exception("setup refused")
            self.ctx.app.push(MessageBox(self.ctx, self.ctx.t("msg.error"), self.ctx.t("setup.error", error=error_text(exc, self.ctx.lang)),
                                         error=True))
            return
        self._remember()
        self.ctx.nav.replace("board", match)

    def back(self) -> None:
        self.ctx.app.pop(self)

    def on_event(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_RETURN:
            self.start()
            return True
        return super().on_event(ev)

    def update(self, dt: float) -> None:
        super().update(dt)
        for box, role in self.roles:
            self.ctx.tips.control(box)          # a fixed role reads like a choice: tips keep off it
            if box.collidepoint(self.ctx.mouse):
                self.ctx.tips.offer(self.ctx.t("setup.role_tip", role=role), box)

    # -- drawing --------------------------------------------------------------------------------
    def draw_seat_extras(self, surf) -> None:
        """Role boxes of fixed-role seats and the portrait of each seat's pick."""
        a = self.ctx.assets
        for box, role in self.roles:
            pygame.draw.rect(surf, theme.INK, box, border_radius=8)
            pygame.draw.rect(surf, theme.GOLD_DARK, box, 2, border_radius=8)
            draw_text(surf, a, "♛ " + role, box.center, theme.SIZE_LABEL, theme.GOLD, "bold", anchor="center",
                      max_width=box.width - 16)
        for box, i, key in self.portraits:
            pygame.draw.rect(surf, theme.INK, box, border_radius=6)
            pic = choice_picture(self.game_id, key, self.seats[i]["opts"].get(key))
            if pic is not None and a.has_image(pic):
                img = a.fit(pic, (box.width - 4, box.height - 4))
                surf.blit(img, img.get_rect(center=box.center))
            else:
                draw_text(surf, a, "?", box.center, theme.SIZE_H2, theme.GOLD, "serif", anchor="center")
            pygame.draw.rect(surf, theme.GOLD_DARK, box, 2, border_radius=6)

    def draw_about(self, surf) -> None:
        """The game's cover and blurb under the seats, so the page says what is being set up."""
        a = self.ctx.assets
        entry = self.ctx.games.entry(self.game_id)
        box = pygame.Rect(self.left.left + 24, self.left.bottom - 150, self.left.width - 48, 126)
        if box.top < 110 + self.left.top + self.n * ROW_H:
            return
        cover = f"ui/cover_{self.game_id}.png"
        x = box.left
        if a.has_image(cover):
            img = a.fit(cover, (224, box.height))
            pygame.draw.rect(surf, theme.INK, pygame.Rect(box.left - 2, box.top - 2, img.get_width() + 4,
                                                           img.get_height() + 4), border_radius=4)
            surf.blit(img, box.topleft)
            x = box.left + img.get_width() + 20
        text = self.ctx.i18n.pick(entry.blurb)
        g = self.game
        players = self.ctx.t("menu.players", low=g.min_players, high=g.max_players)
        draw_text(surf, a, self.ctx.i18n.pick(entry.title), (x, box.top + 4), theme.SIZE_H2, theme.GOLD, "serif")
        draw_text(surf, a, players, (x, box.top + 40), theme.SIZE_SMALL, theme.TEXT_DIM)
        draw_paragraph(surf, a, text, pygame.Rect(x, box.top + 64, box.right - x, box.height - 64), theme.SIZE_BODY,
                       theme.TEXT)

    def draw(self, surf) -> None:
        self.draw_background(surf)
        a, t = self.ctx.assets, self.ctx.t
        title = self.ctx.i18n.pick(self.ctx.games.entry(self.game_id).title)
        draw_text(surf, a, t("setup.title", game=title), (640, 48), theme.SIZE_H1, theme.GOLD, "serif",
                  anchor="center", max_width=1200)
        draw_panel(surf, self.ctx, self.left)
        draw_panel(surf, self.ctx, self.right)
        lx = self.left.left + 24
        draw_text(surf, a, t("setup.players"), (lx, self.left.top + 42), theme.SIZE_H2, theme.GOLD, "serif",
                  anchor="midleft")
        if self.game.max_players == self.game.min_players:
            draw_text(surf, a, str(self.n), (self.left.right - 60, self.left.top + 42), theme.SIZE_H2, theme.TEXT,
                      "bold", anchor="center")
        head_y = self.left.top + 84
        draw_text(surf, a, t("saves.label"), (lx + 30, head_y), theme.SIZE_SMALL, theme.TEXT_DIM, "bold",
                  anchor="midleft")
        sopts = seat_options(self.game)
        row = next((r for r in self.seat_rows if len(r) > 2), None)     # a fixed-role seat has no pickers
        if row is not None:
            for o, w in zip(sopts, row[2:]):
                left = w.rect.left - 50 if has_pictures(self.game_id, o.key) else w.rect.left
                draw_text(surf, a, self.ctx.i18n.pick(o.label), (left + 4, head_y), theme.SIZE_SMALL,
                          theme.TEXT_DIM, "bold", anchor="midleft", max_width=w.rect.right - left)
        for i, row in enumerate(self.seat_rows):
            cy = row[0].rect.centery
            pygame.draw.circle(surf, theme.INK, (lx + 12, cy + 1), 11)
            pygame.draw.circle(surf, theme.seat_colour(i), (lx + 12, cy), 10)
        draw_text(surf, a, t("setup.options"), (self.right.left + 24, self.right.top + 36), theme.SIZE_H2,
                  theme.GOLD, "serif", anchor="midleft")
        if not self.opt_rows:
            draw_paragraph(surf, a, t("setup.no_options"), pygame.Rect(self.right.left + 24, self.right.top + 70,
                                                                     self.right.width - 48, 60), theme.SIZE_BODY,
                           theme.TEXT_DIM)
        for label, r in self.opt_rows:
            draw_paragraph_fit(surf, a, label, r)
        self.draw_about(surf)
        self.draw_seat_extras(surf)
        draw_text(surf, a, t("setup.seed"), (SEED_X - 12, 688), theme.SIZE_LABEL,
                  theme.GOLD, "bold", anchor="midright")
        for w in self.widgets:
            w.draw(surf)


def draw_paragraph_fit(surf, assets, text: str, rect: pygame.Rect) -> int:
    """A label shrunk until its lines fit rect's height, vertically centred in rect (a label
    that cannot fit loses lines, which the text-fit check reports, rather than overlapping
    the next row)."""
    from ..text import paragraph_height
    size = theme.SIZE_BODY
    while size > 11 and paragraph_height(assets, text, rect.width, size, line_gap=0) > rect.height + 4:
        size -= 1
    h = min(paragraph_height(assets, text, rect.width, size, line_gap=0), rect.height + 4)
    box = pygame.Rect(rect.left, rect.centery - h // 2, rect.width, h + 4)
    return draw_paragraph(surf, assets, text, box, size, theme.TEXT, line_gap=0)
