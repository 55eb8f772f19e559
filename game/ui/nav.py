"""Scenes reach each other by name through ctx.nav, so no scene module imports
another one (the menu opens the board, the board's game over opens the menu...).

A name maps to "module:Class"; the module is imported on first use. New games'
scenes (or a game's own rules page) register more names with register().
"""
from __future__ import annotations

import importlib

SCENES = {
    "menu": "game.ui.scenes.menu:MenuScene",
    "setup": "game.ui.scenes.setup:SetupScene",
    "board": "game.ui.scenes.board:BoardScene",
    "saves": "game.ui.scenes.saves:SavesScene",
    "settings": "game.ui.scenes.settings:SettingsScene",
    "rules": "game.ui.scenes.rules:RulesScene",
    "pause": "game.ui.scenes.pause:PauseOverlay",
    "gameover": "game.ui.scenes.gameover:GameOverScene",
    "handover": "game.ui.scenes.handover:HandoverScene",
    "dice": "game.ui.scenes.dice:DiceOverlay",
    "card": "game.ui.scenes.card:CardOverlay",
    "message": "game.ui.scenes.message:MessageBox",
    "confirm": "game.ui.scenes.message:ConfirmBox",
    "replay": "game.ui.scenes.replay:ReplayScene",
    "replay_log": "game.ui.scenes.replay_log:ReplayLogScene",
    "records": "game.ui.scenes.records:RecordsScene",
}


class Nav:
    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.names = dict(SCENES)

    def register(self, name: str, target: str) -> None:
        self.names[name] = target

    def cls(self, name: str):
        module, _, attr = self.names[name].partition(":")
        return getattr(importlib.import_module(module), attr)

    def make(self, name: str, *args, **kw):
        """A new scene of that name, built with ctx first."""
        return self.cls(name)(self.ctx, *args, **kw)

    def open(self, name: str, *args, **kw):
        """Push the named scene on top; returns it."""
        scene = self.make(name, *args, **kw)
        self.ctx.app.push(scene)
        return scene

    def replace(self, name: str, *args, **kw):
        scene = self.make(name, *args, **kw)
        self.ctx.app.replace(scene)
        return scene

    def home(self, name: str | None = None, *args, **kw):
        """Back to the menu alone; then, if given, open that scene over it."""
        self.ctx.app.reset(self.make("menu"))
        return self.open(name, *args, **kw) if name else self.ctx.app.top
