"""The end of a game: the winner, the tiebreak applied and why, the full score table;
play again with the same setup, watch the replay, or go back to the menu."""

from __future__ import annotations

import pygame

from guildes.rules import MILITIA
from guildes.saves.savefile import SavedGame
from guildes.session import Session
from guildes.ui import palette
from guildes.ui.draw import felt, panel
from guildes.ui.fonts import text
from guildes.ui.games import start_new_game
from guildes.ui.scene import Scene
from guildes.ui.widgets import ButtonColumn


def outcome_text(session: Session) -> tuple[str, str]:
    """Headline and explanation of the outcome, with players' names."""
    o = session.game.outcome
    assert o is not None
    names = [session.seats[s].name for s in o.winners]
    best = o.scores[o.winners[0]]
    if o.decided_by == "votes":
        return f"{names[0]} is elected!", f"{best} votes, more than anyone else."
    if o.decided_by == "militia":
        return (
            f"{names[0]} is elected!",
            f"Tied at {best} votes; {names[0]} has the most Militia cards "
            f"({o.militia[o.winners[0]]}).",
        )
    why = (
        "tied on votes and on Militia cards"
        if o.tiebreak.value == "militia_then_shared"
        else "tied on votes; the victory is shared"
    )
    return " & ".join(names) + " share the victory", f"{best} votes each, {why}."


class ResultsScene(Scene):
    """Results; see the module docstring."""

    name = "results"

    def __init__(self, app, session: Session, log_lines: list[str]) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.log_lines = log_lines
        self.menu: ButtonColumn | None = None

    def enter(self) -> None:
        s = self.app.scale
        self.menu = ButtonColumn(
            self.app.manager,
            (self.app.size[0], int(self.app.size[1] * 1.45)),
            s * 0.8,
            "",
            [
                ("Play again", self._again, True),
                ("Watch the replay", self._replay, True),
                ("Main menu", self._menu, True),
            ],
        )

    def leave(self) -> None:
        if self.menu is not None:
            self.menu.kill()
            self.menu = None

    def _again(self) -> None:
        import random

        start_new_game(
            self.app,
            self.session.seats,
            random.randrange(1 << 31),
            self.session.game.config.tiebreak.value,
        )

    def _replay(self) -> None:
        self.app.push("replay", SavedGame.of(self.session.game, self.session.seats))

    def _menu(self) -> None:
        self.app.reset("main_menu")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()
            return True
        return self.menu.handle(event) if self.menu else False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.app.scale
        surface.blit(felt(w, h), (0, 0))
        head, why = outcome_text(self.session)
        t = text(head, int(40 * s), palette.GOLD, True)
        surface.blit(t, t.get_rect(midtop=(w // 2, int(24 * s))))
        st = text(why, int(18 * s), palette.CREAM)
        surface.blit(st, st.get_rect(midtop=(w // 2, int(24 * s) + t.get_height())))
        game = self.session.game
        seats = self.session.seats
        o = game.outcome
        assert o is not None
        cols = ["Player", "Count 1", "Count 2", "Count 3", "Militia", "Total"]
        col_w = int(130 * s)
        row_h = int(34 * s)
        tw = col_w * len(cols) + int(60 * s)
        rect = pygame.Rect(0, 0, tw, row_h * (len(seats) + 1) + int(24 * s))
        rect.midtop = (w // 2, int(130 * s))
        panel(surface, rect, highlight=True, alpha=225)
        for i, c in enumerate(cols):
            lab = text(c, int(15 * s), palette.GOLD, True)
            surface.blit(lab, (rect.x + int(20 * s) + i * col_w, rect.y + int(10 * s)))
        order = sorted(range(len(seats)), key=lambda p: (-o.scores[p], p))
        for r, p in enumerate(order):
            y = rect.y + int(10 * s) + (r + 1) * row_h
            values = (
                [seats[p].name]
                + [str(c.votes[p]) for c in game.counts]
                + [str(game.table(p)[MILITIA]), str(o.scores[p])]
            )
            win = p in o.winners
            for i, v in enumerate(values):
                lab = text(
                    v,
                    int(16 * s),
                    palette.HIGHLIGHT if win else palette.CREAM,
                    win or i == len(values) - 1,
                )
                surface.blit(lab, (rect.x + int(20 * s) + i * col_w, y))
