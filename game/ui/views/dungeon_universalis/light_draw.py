"""Darkness and light on the board: a veil over the sections the JOA darkened (deeper for total
darkness) except within 6 squares of a lit light, a warm glow and a token on each light, and a
line in the info panel saying what the darkness does."""
from __future__ import annotations

import pygame

from game.games.dungeon_universalis.light import LIGHT_RADIUS

ART = "dungeon_universalis"
VEIL = {"total": (4, 2, 10, 150), "dim": (10, 8, 24, 80)}


class LightDrawMixin:
    def draw_darkness(self, surf) -> None:
        v = self.table.view
        dk = v.get("darkness")
        lights = [tuple(c) for c in v.get("lights", [])]
        L = self.layout
        if dk:
            secs = {str(n) for n in dk["sections"]}
            veil = pygame.Surface((L.cell, L.cell), pygame.SRCALPHA)
            veil.fill(VEIL[dk["level"]])
            for n, sec in v["sections"].items():
                if n not in secs:
                    continue
                for c in sec["cells"]:
                    if any(max(abs(c[0] - x), abs(c[1] - y)) <= LIGHT_RADIUS for x, y in lights):
                        continue
                    surf.blit(veil, L.cell_rect(c))
        for c in lights:
            r = L.cell_rect(c)
            glow = pygame.Surface((r.width * 3, r.height * 3), pygame.SRCALPHA)
            pygame.draw.circle(glow, (255, 200, 90, 60), glow.get_rect().center, r.width * 3 // 2)
            surf.blit(glow, glow.get_rect(center=r.center))
            if c in [tuple(x) for x in v.get("set_lights", [])]:
                surf.blit(self.ctx.assets.fit(f"{ART}/tokens/light.png", r.inflate(-8, -8).size), r.inflate(-8, -8))

    def darkness_text(self) -> str:
        """What the darkness card in play does (tooltips)."""
        dk = self.table.view.get("darkness")
        if not dk:
            return ""
        return self.ctx.t("du.darkness_total" if dk["level"] == "total" else "du.darkness_dim")
