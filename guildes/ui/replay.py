"""Watching a saved or finished game step by step: Left/Right step, Home/End, 1/2/3 jump
to a count, Esc back. Shows the public view (``PublicView``): every seat's table and
votes."""

from __future__ import annotations

import pygame

from guildes.rules import Phase
from guildes.saves.replay import Replay
from guildes.saves.savefile import SavedGame
from guildes.ui import palette
from guildes.ui.draw import felt, panel, table_chips
from guildes.ui.fonts import text
from guildes.ui.layout import chip_rects
from guildes.ui.scene import Scene


class ReplayScene(Scene):
    """The replay viewer; see the module docstring."""

    name = "replay"

    def __init__(self, app, saved: SavedGame) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.saved = saved
        self.replay = Replay(saved)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
                self.replay.forward() if event.button == 1 else self.replay.back()
                return True
            return False
        k = event.key
        if k == pygame.K_ESCAPE:
            self.app.back()
        elif k in (pygame.K_RIGHT, pygame.K_SPACE):
            self.replay.forward()
        elif k == pygame.K_LEFT:
            self.replay.back()
        elif k == pygame.K_HOME:
            self.replay.seek(0)
        elif k == pygame.K_END:
            self.replay.seek(self.replay.length)
        elif k in (pygame.K_1, pygame.K_2, pygame.K_3):
            n = k - pygame.K_0
            if n <= len(self.replay.count_positions()):
                self.replay.jump_to_count(n)
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.app.scale
        surface.blit(felt(w, h), (0, 0))
        view = self.replay.game.public_view()  # what everyone may know: a spectator's table
        phase = (
            "Game over"
            if view.outcome is not None
            else (
                f"Round {view.voting_round} · {'Draft' if view.phase is Phase.DRAFT else 'Play'} "
                f"{view.step}/{view.steps}"
            )
        )
        title = text(
            f"Replay · step {self.replay.position}/{self.replay.length} · {phase}",
            int(22 * s),
            palette.GOLD,
            True,
        )
        surface.blit(title, (int(20 * s), int(14 * s)))
        hint = text(
            "Left/Right: step · 1 2 3: after a count · Home/End · Esc: back",
            int(15 * s),
            palette.CREAM,
        )
        surface.blit(hint, (int(20 * s), int(20 * s) + title.get_height()))
        row_h = int(62 * s)
        y = int(90 * s)
        for seat, info in enumerate(self.saved.seats):
            rect = pygame.Rect(int(20 * s), y, w - int(40 * s), row_h - int(8 * s))
            panel(surface, rect)
            surface.blit(
                text(info.name, int(18 * s), palette.CREAM, True),
                (rect.x + int(12 * s), rect.y + int(6 * s)),
            )
            surface.blit(
                text(f"{view.scores[seat]} votes", int(16 * s), palette.GOLD, True),
                (rect.x + int(12 * s), rect.y + int(28 * s)),
            )
            cards = view.tables[seat]
            stacks = chip_rects(
                cards,
                (rect.x + int(220 * s), rect.y + int(6 * s)),
                (int(30 * s), int(39 * s)),
                rect.w - int(240 * s),
            )
            table_chips(surface, stacks, cards)
            y += row_h
