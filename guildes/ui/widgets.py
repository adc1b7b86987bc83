"""Shared widget building: a panel with a title and a column of buttons, with keyboard
focus, used by menus and dialogs."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame
import pygame_gui

from guildes.ui import palette
from guildes.ui.draw import panel
from guildes.ui.focus import FocusRing
from guildes.ui.fonts import font, text
from guildes.ui.textfit import Measures, fit_lines, fitted, line_words, no_runt

COLUMN_WIDTH = 360
"""Width of a button column's buttons at scale 1, unless a menu asks for another."""


class TrackSlider(pygame_gui.elements.UIHorizontalSlider):
    """A slider that a click on its track moves there, to the nearest step (pygame-gui's
    moves only when its handle is dragged: a click on the Animations track's right end
    left the speed as it was). It reports the move as a drag does."""

    def process_event(self, event: pygame.event.Event) -> bool:
        knob = self.sliding_button
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.is_enabled
            and knob is not None
            and self.rect.collidepoint(event.pos)
            and not knob.rect.collidepoint(event.pos)
        ):
            low, high = self.value_range
            span = max(1, self.rect.w - knob.rect.w)
            share = min(1.0, max(0.0, (event.pos[0] - self.rect.x - knob.rect.w / 2) / span))
            step = self.increment or 1
            value = low + round(share * (high - low) / step) * step
            self.set_current_value(min(max(value, low), high), False)
            pygame.event.post(
                pygame.event.Event(
                    pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
                    {
                        "value": self.current_value,
                        "ui_element": self,
                        "ui_object_id": self.most_specific_combined_id,
                    },
                )
            )
            return True
        return bool(super().process_event(event))


VALUE = "#value"
"""The theme's object id of a slider's value, at the rows' labels' size (17 at scale 1)."""
BUTTON_EDGE = 5
"""A button's border and shadow, in pixels (assets/theme.json: 2 and 3): its words lie
inside them."""
DROP_ARROW_W = 20
"""The width of a drop-down list's arrow button (pygame-gui's ``open_button_width``)."""


def wrap(text: str, font: Measures, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` pixels, broken between words (a word
    wider than a line is broken where it must, e.g. a long folder path), no word alone
    on a paragraph's last line where ``no_runt`` can help it."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        start = len(lines)
        line = ""
        for word in line_words(paragraph):
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
        lines[start:] = no_runt(lines[start:], font, width)
    return lines


def title_height(manager: pygame_gui.UIManager, least: int) -> int:
    """The height of a "#title" label: at least ``least``, and its font's whole line at
    the theme's scale (at 130% text size a fixed height cut the letters' feet)."""
    return max(least, manager.get_theme().get_font(["#title"]).size("Ág")[1] + 4)


TITLE_ROOM = 24
"""The room between a dialog's title and its panel's border on either side, at scale 1."""


class ButtonColumn:
    """A centred panel: title, optional lines of text (wrapped to the panel's width),
    buttons (each with an action)."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        size: tuple[int, int],
        scale: float,
        title: str,
        buttons: list[tuple[str, Callable[[], None], bool]],
        lines: list[str] | None = None,
        width: int = COLUMN_WIDTH,
        keep: tuple[int, pygame.Rect, tuple[int, int] | None] | None = None,
    ) -> None:
        """``keep`` = (index of a button, where it was, the pointer): that button is
        placed where it was, so a button never moves from under the pointer (the rest of
        the panel follows it, kept on the screen); the pointer keeps its place inside it
        in proportion when the button's size changes."""
        s = max(0.85, scale)  # boxes no smaller than this; the theme's fonts scale too
        self.ring = FocusRing()
        self.actions: dict[object, Callable[[], None]] = {}
        theme = manager.get_theme()
        label_font = theme.get_font(["label"])
        button_font = theme.get_font(["button"])
        # the boxes follow the fonts (window height times text size, ``fonts.scaled_theme``)
        bw, bh, gap = int(width * s), max(int(46 * s), button_font.size("Ág")[1] + 12), int(10 * s)
        # wider when the language's words need it (title, buttons), within the window
        title_w = theme.get_font(["#title"]).size(title)[0] if title else 0
        labels_w = max((button_font.size(label)[0] for label, _a, _e in buttons), default=0)
        # (each label with room on either side inside the border: "Vitesse des animations :
        # instantanées" touched the pause menu's button at 130%)
        labels_w += 2 * BUTTON_EDGE + 2 * int(12 * s)
        # the title keeps TITLE_ROOM on either side of the panel's border (a long title,
        # "Вы сыграли целую партию" at 130%, touched both borders)
        title_need = title_w + 2 * int(TITLE_ROOM * s) - int(60 * s)
        bw = min(max(bw, labels_w, title_need), size[0] - int(100 * s))
        w = bw + int(60 * s)
        # wider than the window allows (a hotseat curtain naming a 24-letter player at
        # 130% text): the title goes on as many lines as it needs, none of its words cut
        titles = (
            wrap(title, theme.get_font(["#title"]), w - 2 * int(TITLE_ROOM * s)) if title else []
        )
        lines = [part for line in lines or [] for part in wrap(line, label_font, w - int(40 * s))]
        line_h = max(int(24 * s), label_font.size("Ág")[1] + 6)
        title_label_h = title_height(manager, int(56 * s))
        title_h = int(8 * s) + title_label_h * len(titles) if title else int(14 * s)
        h = title_h + len(lines) * line_h + len(buttons) * (bh + gap) + int(30 * s)
        fit = int(size[1] * 0.9)  # room to move, so a kept button can stay where it was
        if buttons and h > fit:  # taller than that: tighter gaps, then lower buttons
            room = (fit - (h - len(buttons) * (bh + gap))) // len(buttons)
            gap = max(2, min(gap, room - bh))
            bh = max(button_font.size("Ág")[1] + 4, min(bh, room - gap))
            h = title_h + len(lines) * line_h + len(buttons) * (bh + gap) + int(30 * s)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (size[0] // 2, size[1] // 2)
        self.panel = pygame_gui.elements.UIPanel(rect, manager=manager)
        for k, title_line in enumerate(titles):
            pygame_gui.elements.UILabel(
                pygame.Rect(0, int(4 * s) + k * title_label_h, w - 6, title_label_h),
                title_line,
                manager,
                container=self.panel,
                object_id=pygame_gui.core.ObjectID(object_id="#title"),
            )
        y = title_h
        for line in lines:
            pygame_gui.elements.UILabel(
                pygame.Rect(int(10 * s), y, w - int(26 * s), line_h),
                line,
                manager,
                container=self.panel,
            )
            y += line_h
        y += int(6 * s)
        for label, action, enabled in buttons:
            b = pygame_gui.elements.UIButton(
                pygame.Rect(int(27 * s), y, bw, bh),
                label,
                manager,
                container=self.panel,
            )
            if not enabled:
                b.disable()
            self.actions[b] = action
            self.ring.add(b, action)
            y += bh + gap
        self.ring.move(0)
        if keep is not None and 0 <= keep[0] < len(self.ring.items):
            self._keep_place(size, *keep)

    def _keep_place(
        self, size: tuple[int, int], index: int, old: pygame.Rect, pointer: tuple[int, int] | None
    ) -> None:
        """Move the panel so that button ``index`` lands where it was (``old``)."""
        button = self.ring.items[index].widget
        new = button.rect
        if pointer is not None and old.collidepoint(pointer):
            fx = (pointer[0] - old.x) / max(1, old.w)
            fy = (pointer[1] - old.y) / max(1, old.h)
            x, y = round(pointer[0] - fx * new.w), round(pointer[1] - fy * new.h)
        else:
            x, y = old.centerx - new.w // 2, old.centery - new.h // 2
        rect = self.panel.rect.move(x - new.x, y - new.y)
        rect.clamp_ip(pygame.Rect((0, 0), size))
        self.panel.set_position(rect.topleft)

    def handle(self, event: pygame.event.Event) -> bool:
        """Run a clicked button's action, follow the mouse focus, or move it by keys."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.ring.focus_widget(event.ui_element)  # the focus follows the click
            self.actions[event.ui_element]()
            return True
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED:
            self.ring.follow_hover(event.ui_element)
            return False
        return self.ring.handle(event)

    def kill(self) -> None:
        """Remove the widgets."""
        self.panel.kill()


CHOSEN = "#chosen"
"""The object id of the lit segment of a choice (the value in force)."""


def pressed_button(event: pygame.event.Event, buttons: Mapping[str, object]) -> str | None:
    """The key in ``buttons`` of the button a ``UI_BUTTON_PRESSED`` ``event`` pressed, or
    None when it pressed none of them."""
    return next((key for key, button in buttons.items() if event.ui_element is button), None)


def chosen_id(widget: object) -> bool:
    """True for a choice's lit segment (``FormGrid.segments``)."""
    ids = getattr(widget, "object_ids", None) or []
    return CHOSEN in ids


def toggle_actions(value: bool, flip: Callable[[], None]) -> tuple[Callable[[], None], ...]:
    """What a click on a toggle's Off and On buttons does (``FormGrid.segments`` of the
    two words): the one not in force turns it over, the one in force does nothing (a
    second click on the same place keeps the choice)."""

    def keep() -> None:
        """The value clicked is the value in force."""

    return (flip, keep) if value else (keep, flip)


def middle_ellipsis(words: str, fnt: pygame.font.Font, width: int) -> str:
    """``words`` in at most ``width`` pixels of ``fnt``: whole, else with "…" in place of
    letters of its middle (a third kept before it, two thirds after: a path's last
    folders tell most)."""
    if fnt.size(words)[0] <= width:
        return words
    for keep in range(len(words) - 1, 1, -1):
        head = keep // 3
        shown = words[:head] + "…" + words[len(words) - (keep - head) :]
        if fnt.size(shown)[0] <= width:
            return shown
    return "…"


LABEL_GIVE = 0.1
"""How much smaller than the form's size a label may be drawn to fit beside its control
before its row is stacked (``FormGrid.stacks``)."""


class FormGrid:
    """A form of sections in one or two columns over a drawn panel: each row a label
    (drawn) and a control (widgets placed on the screen), notes between rows, a footer
    button. The scene draws it (``draw``) under the widgets; a focus frame drawn around a
    row shows around its control, which never covers the row's edge.

    ``squeeze`` below 1 makes the rows and gaps shorter (``fits`` tells whether the form
    is inside the window: the caller builds again, tighter, when it is not)."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        size: tuple[int, int],
        scale: float,
        title: str,
        squeeze: float = 1.0,
        top: int | None = None,
        columns: int | None = None,
        roomy: bool = False,
    ) -> None:
        """``top``: the panel's top edge (near the window's top when None); ``columns``:
        2 for two columns even in a window narrower than they like (when one column
        does not fit its height), None to choose by the width; ``roomy``: a control as
        high as a button's words need with room above and below them inside its border
        (the row's margins give it the room)."""
        self.manager = manager
        self.size = size
        self.s = s = max(0.85, scale)
        w, h = size
        button_font = manager.get_theme().get_font(["button"])
        self.row_h = max(int(50 * s * squeeze), button_font.size("Ág")[1] + int(14 * s))
        self.control_h = self.row_h - int(10 * s)
        self.button_h = max(
            self.control_h, button_font.size("Ág")[1] + 2 * BUTTON_EDGE + max(6, int(6 * s))
        )
        """A button standing alone (under a field, under the columns): its words with
        room above and below inside its border, however short the rows."""
        if roomy:
            words = button_font.size("Ág")[1] + 2 * BUTTON_EDGE + 4
            self.control_h = max(self.control_h, words)
            self.row_h = max(self.row_h, self.control_h + int(4 * s))
        self.gap = int(14 * s * squeeze)
        self.heading_px = int(21 * s)
        self.label_px = int(17 * s)
        self.note_px = int(14 * s)
        self.path_px = max(12, self.label_px)
        """A path's size: as large as the rows' labels (at the notes' it was about 10 px)."""
        self.title_px = int(34 * s)
        pw = min(w - int(60 * s), int(1180 * s))
        self.columns = columns or (2 if pw >= int(2 * 430 * s) else 1)
        if self.columns == 1:
            pw = min(w - int(40 * s), int(640 * s))
        self.rect = pygame.Rect((w - pw) // 2, int(12 * s) if top is None else top, pw, 0)
        self.pad = int(24 * s)
        col_w = (pw - self.pad * (self.columns + 1)) // self.columns
        self.col_w = col_w
        self.title = title
        self.compact = squeeze < 1
        """Rows squeezed: the title's band, the headings and the notes' lines tighter."""
        self.title_h = int(self.title_px * (1.32 if self.compact else 1.5))
        top = self.rect.y + self.title_h + int(6 * s)
        self.cursor = [top] * self.columns
        self.column = 0
        self.drawn: list[tuple[str, str, pygame.Rect]] = []
        """What ``draw`` writes: (kind, text, where): heading, label, note, warning."""
        self.widgets: list[pygame_gui.core.UIElement] = []
        self.rows: list[pygame.Rect] = []
        self.footer: pygame.Rect | None = None
        self.label_widths: dict[int, int] = {}
        """Per column, one width for every row's label (``align_labels``)."""

    def align_labels(
        self, column: int, wide: bool = False, need: int = 0, labels: Sequence[str] = ()
    ) -> None:
        """Give every row of ``column`` the label width of its most demanding row (a
        ``wide`` control, a control needing ``need`` px), so that the controls share one
        left edge (a review: Settings' list, sliders and buttons started at three); wider,
        as far as the controls' ``need`` lets it, where one of the column's ``labels``
        would otherwise be drawn smaller than the form's labels (a review: Russian
        Settings at 960x600, 130% text, had every label of the column at 11 px for
        "Подтверждать")."""
        self.label_widths[min(column, self.columns - 1)] = self._labels_width(wide, need, labels)

    def _labels_width(self, wide: bool, need: int, labels: Sequence[str]) -> int:
        width = self._label_width(wide, need)
        most = max(width, self.col_w - int(18 * self.s) - need)
        step = max(2, int(4 * self.s))
        for label in labels:
            while width < most:
                size, _lines = fit_lines(label, self.label_px, width - int(6 * self.s), 2)
                if size >= self.label_px:
                    break
                width = min(most, width + step)
        return width

    def stacks(self, need: int, labels: Sequence[str], wide: bool = False) -> bool:
        """Whether a control needing ``need`` px leaves a column's ``labels`` too little
        room to keep the form's label size beside it (within ``LABEL_GIVE``, a pixel or
        two: unseen): then that row is ``stacked``."""
        width = self._labels_width(wide, need, labels)
        least = self.label_px * (1 - LABEL_GIVE)
        return any(
            fit_lines(label, self.label_px, width - int(6 * self.s), 2)[0] < least
            for label in labels
        )

    def _label_width(self, wide: bool, need: int) -> int:
        label_w = int(self.col_w * (0.3 if wide else 0.4))
        return max(self.col_w // 4, min(label_w, self.col_w - int(18 * self.s) - need))

    def _x(self) -> int:
        return self.rect.x + self.pad + self.column * (self.col_w + self.pad)

    def column_left(self) -> int:
        """The left edge of the current column's rows."""
        return self._x()

    def section(self, title: str, column: int = 0) -> None:
        """A section's heading, at the foot of ``column`` (0 in a one-column form)."""
        self.column = min(column, self.columns - 1)
        y = self.cursor[self.column]
        if y > self.rect.y + self.title_h + int(6 * self.s):
            y += self.gap
        h = int(self.heading_px * (1.4 if self.compact else 1.6))
        self.drawn.append(("heading", title, pygame.Rect(self._x(), y, self.col_w, h)))
        self.cursor[self.column] = y + h + int(4 * self.s)

    def row(
        self,
        label: str,
        wide: bool = False,
        need: int = 0,
        stacked: bool = False,
        peers: Sequence[str] = (),
    ) -> tuple[None, pygame.Rect, pygame.Rect]:
        """A row with ``label``: (None, the row's rectangle, its control's rectangle);
        ``wide``: the control takes more of the row (a list of long names); ``need``: the
        control's least width (the label's side gives it up, down to a quarter; wider, as
        far as ``need`` lets it, where the label, or one of its ``peers``' labels, would
        not keep its size on two lines: rows of peers keep one left edge); in a column of
        ``align_labels``, its one label width instead. ``stacked``: the label on a line of
        its own and the control under it, the column's whole width (a control too wide to
        leave its column's labels their size: ``stacks``)."""
        y = self.cursor[self.column]
        if self._after_note():  # a gap under a note (it ran into a label on two lines)
            y += int(6 * self.s)
        x = self._x()
        if stacked:
            s = self.s
            line = font(self.label_px).get_height()
            row = pygame.Rect(x, y, self.col_w, line + self.control_h + int(8 * s))
            self.drawn.append(("label", label, pygame.Rect(x + int(6 * s), y, self.col_w, line)))
            control = pygame.Rect(
                x + int(6 * s), y + line + int(3 * s), self.col_w - int(12 * s), self.control_h
            )
            self.rows.append(row)
            self.cursor[self.column] = row.bottom + int(4 * s)
            return None, row, control
        # (a label that would not keep its size on two lines takes what the control's
        # ``need`` leaves: fr "Cartes Événement" at 1024x768 and 130% text)
        label_w = self.label_widths.get(self.column) or self._labels_width(
            wide, need, [label, *peers]
        )
        # as high as its label's two lines, when it takes two
        _px, lines = fit_lines(label, self.label_px, label_w - int(6 * self.s), 2)
        row_h = max(self.row_h, len(lines) * font(self.label_px).get_height() + int(4 * self.s))
        row = pygame.Rect(x, y, self.col_w, row_h)
        self.drawn.append(("label", label, pygame.Rect(x + int(6 * self.s), y, label_w, row_h)))
        control = pygame.Rect(
            x + label_w + int(12 * self.s),
            y + (row_h - self.control_h) // 2,
            self.col_w - label_w - int(18 * self.s),
            self.control_h,
        )
        self.rows.append(row)
        self.cursor[self.column] = y + row_h + int(4 * self.s)
        return None, row, control

    def _after_note(self) -> bool:
        """Whether the last thing drawn in the current column is a note."""
        x = self._x() + int(6 * self.s)
        mine = [kind for kind, _w, r in self.drawn if r.x in (self._x(), x)]
        return bool(mine) and mine[-1] in ("note", "warning")

    def field_row(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """A row of two controls and no drawn label, as high as a control and a little
        room (one of a list of alike rows: the seats' names and kinds): (the row, the
        first control's place, where a row's label would be, the second's, where its
        control would be)."""
        s = self.s
        y = self.cursor[self.column]
        x = self._x()
        row = pygame.Rect(x, y, self.col_w, self.control_h + int(2 * s))
        label_w = int(self.col_w * 0.4)
        second = pygame.Rect(
            x + label_w + int(12 * s),
            y + int(1 * s),
            self.col_w - label_w - int(18 * s),
            self.control_h,
        )
        first = pygame.Rect(x + int(6 * s), second.y, label_w - int(4 * s), self.control_h)
        self.rows.append(row)
        self.cursor[self.column] = row.bottom + int(3 * s)
        return row, first, second

    def note(self, text: str, warning: bool = False) -> None:
        """Lines of text in the column."""
        width = self.col_w - int(12 * self.s)
        lines = wrap(text, font(self.note_px), width)
        y = self.cursor[self.column]
        lh = int(self.note_px * (1.32 if self.compact else 1.45))
        for line in lines:
            kind = "warning" if warning else "note"
            self.drawn.append((kind, line, pygame.Rect(self._x() + int(6 * self.s), y, width, lh)))
            y += lh
        self.cursor[self.column] = y + int(4 * self.s)

    def path(self, path: str) -> pygame_gui.core.UIElement:
        """A folder's path on a line of the column, at the rows' labels' size, cut in its
        middle when too long (its start and its last folders kept); returns the invisible
        widget over it whose tooltip holds the whole path."""
        width = self.col_w - int(12 * self.s)
        shown = middle_ellipsis(path, font(self.path_px), width)
        lh = int(self.path_px * 1.45)
        where = pygame.Rect(self._x() + int(6 * self.s), self.cursor[self.column], width, lh)
        self.drawn.append(("path", shown, where))
        self.cursor[self.column] = where.bottom + int(4 * self.s)
        holder = pygame_gui.elements.UILabel(
            pygame.Rect(where.x, where.y, font(self.path_px).size(shown)[0], lh),
            "",
            self.manager,
        )
        holder.set_tooltip(path, delay=0.4)
        return self._keep(holder)

    def _keep(self, widget: pygame_gui.core.UIElement) -> pygame_gui.core.UIElement:
        self.widgets.append(widget)
        return widget

    def button(self, where: pygame.Rect, label: str) -> pygame_gui.elements.UIButton:
        """A button filling the control's place."""
        b = pygame_gui.elements.UIButton(where, label, self.manager)
        self._keep(b)
        return b

    def segments_need(self, labels: list[str]) -> int:
        """The width a choice of ``labels`` needs: each button its words with room on
        either side inside its border (at 130% text "100 %" touched its edges)."""
        font = self.manager.get_theme().get_font(["button"])
        most = max(font.size(label)[0] for label in labels)
        gap = int(4 * self.s)  # as between the segments
        return len(labels) * (most + 2 * BUTTON_EDGE + int(12 * self.s)) + gap * (len(labels) - 1)

    def segments(
        self, where: pygame.Rect, labels: list[str], chosen: int
    ) -> list[pygame_gui.elements.UIButton]:
        """A choice: one button per value side by side, the one in force lit."""
        gap = int(4 * self.s)
        n = len(labels)
        bw = (where.w - gap * (n - 1)) // n
        out = []
        for i, label in enumerate(labels):
            r = pygame.Rect(where.x + i * (bw + gap), where.y, bw, where.h)
            oid = pygame_gui.core.ObjectID(object_id=CHOSEN if i == chosen else "#choice")
            b = pygame_gui.elements.UIButton(r, label, self.manager, object_id=oid)
            self._keep(b)
            out.append(b)
        return out

    def slider(
        self,
        where: pygame.Rect,
        value: int,
        span: tuple[int, int],
        shown: str,
        step: int = 1,
        widest: tuple[str, ...] = (),
    ) -> tuple[pygame_gui.elements.UIHorizontalSlider, pygame_gui.elements.UILabel]:
        """A slider with its value written at its right, as large as the rows' labels
        (``VALUE``: at the notes' size, "70 %" looked left behind by 130% text), with room
        for each of ``widest`` (French "instantanées" at 130% text was cut)."""
        words = self.manager.get_theme().get_font([VALUE])
        most = max([words.size(w)[0] + 4 for w in (shown, *widest)])
        label_w = int(max(90, where.w * 0.4, min(most, where.w // 2)))
        r = pygame.Rect(where.x, where.y, where.w - label_w - int(6 * self.s), where.h)
        slider = TrackSlider(r, value, span, self.manager, click_increment=step)
        lab = pygame_gui.elements.UILabel(
            pygame.Rect(r.right + int(6 * self.s), where.y, label_w, where.h),
            shown,
            self.manager,
            object_id=pygame_gui.core.ObjectID(object_id=VALUE),
        )
        self._keep(slider)
        self._keep(lab)
        return slider, lab

    def drop_down_need(self, options: list[tuple[str, str]]) -> int:
        """The least width of a ``drop_down`` of ``options`` (a row's ``need``): its
        longest option's words with room each side, and its arrow's button (at 1024x768
        and 130% text "Most Militia wins" was cut by the arrow)."""
        theme = self.manager.get_theme()
        fonts = [theme.get_font(["#choice"]), theme.get_font(["button"])]  # (it draws in
        # the buttons' font: measured in "#choice" alone, 22 px went missing)
        widest = max(f.size(label)[0] for label, _value in options for f in fonts)
        return widest + 2 * BUTTON_EDGE + 12 + DROP_ARROW_W + int(8 * self.s)

    def drop_down(
        self, where: pygame.Rect, options: list[tuple[str, str]], current: str, up: bool = False
    ) -> pygame_gui.elements.UIDropDownMenu:
        """A drop-down list of (words, value) ``options`` filling the control's place,
        showing the option of value ``current``; ``up``: its list opens upwards (from a
        row low in the window, a list opening downwards ran off its foot)."""
        shown = next((o for o in options if o[1] == current), options[0])
        drop = pygame_gui.elements.UIDropDownMenu(
            list(options),
            shown,
            where,
            self.manager,
            object_id=pygame_gui.core.ObjectID(object_id="#choice"),
        )
        if up:
            drop.expand_direction = "up"
            for state in drop.menu_states.values():
                state.expand_direction = "up"
        self._keep(drop)
        return drop

    def footer_button(self, label: str) -> pygame_gui.elements.UIButton:
        """The button under the columns, centred (Back)."""
        return self.footer_buttons([label])[0]

    def footer_buttons(self, labels: list[str]) -> list[pygame_gui.elements.UIButton]:
        """Buttons side by side under the columns, each as wide as the widest one's words
        need and as high as ``button_h``: in a form of two columns, two of them each
        ending where its column's controls end (Start and Back); else centred."""
        s = self.s
        y = max(self.cursor) + self.gap
        font = self.manager.get_theme().get_font(["button"])
        bw = max([int(220 * s)] + [font.size(label)[0] + int(40 * s) for label in labels])
        gap = int(20 * s)
        bw = min(bw, (self.rect.w - 2 * self.pad - gap * (len(labels) - 1)) // len(labels))
        whole = bw * len(labels) + gap * (len(labels) - 1)
        x = self.rect.centerx - whole // 2
        xs = [x + i * (bw + gap) for i in range(len(labels))]
        if self.columns == 2 and len(labels) == 2:
            ends = [self.control_right(c) for c in range(2)]
            xs = [end - bw for end in ends]
        out = []
        for left, label in zip(xs, labels):
            out.append(self.button(pygame.Rect(left, y, bw, self.button_h), label))
        self.footer = pygame.Rect(xs[0], y, xs[-1] + bw - xs[0], self.button_h)
        return out

    def control_right(self, column: int) -> int:
        """Where the controls of ``column`` end (their right edge)."""
        x = self.rect.x + self.pad + column * (self.col_w + self.pad)
        return x + self.col_w + int(12 * self.s) - int(18 * self.s)  # as ``row`` places them

    def finish(self) -> None:
        """The panel's height, down to the footer."""
        bottom = self.footer.bottom if self.footer is not None else max(self.cursor)
        self.rect.h = bottom + int(16 * self.s) - self.rect.y

    @property
    def fits(self) -> bool:
        """The whole form is inside the window."""
        return self.rect.bottom <= self.size[1] - 2

    def texts(self) -> list[str]:
        """The words it draws (headings, labels, notes), in order."""
        return [words for _kind, words, _r in self.drawn]

    def kill(self) -> None:
        """Remove the widgets."""
        for w in self.widgets:
            w.kill()
        self.widgets = []

    def label_sizes(self) -> dict[int, int]:
        """The rows' labels' size by their left edge (a column's): the smallest any label
        of the column needs to fit its width on two lines (one row's label at 14 px under
        another's at 19 looked like a mistake: a review, cs Settings at 1024x640)."""
        out: dict[int, int] = {}
        for kind, words, r in self.drawn:
            if kind == "label":
                size, _lines = fit_lines(words, self.label_px, r.w - int(6 * self.s), 2)
                out[r.x] = min(out.get(r.x, size), size)
        return out

    def draw(self, surface: pygame.Surface, focus: pygame.Rect | None = None) -> None:
        """The panel, the title, the headings, the labels (a column's at one size) and
        notes, the focus frame."""
        s = self.s
        panel(surface, self.rect, alpha=255)  # opaque: nothing shows through a dialog
        t = text(self.title, self.title_px, palette.GOLD, True)
        top = self.rect.y + int((4 if self.compact else 8) * s)
        surface.blit(t, t.get_rect(midtop=(self.rect.centerx, top)))
        sizes = self.label_sizes()
        for kind, words, r in self.drawn:
            if kind == "heading":
                t = fitted(words, self.heading_px, palette.GOLD, r.w, True)
                surface.blit(t, (r.x, r.y + (r.h - t.get_height()) // 2))
                y = r.bottom - 2
                pygame.draw.line(surface, (150, 126, 66), (r.x, y), (r.right, y), 1)
            elif kind == "label":  # on two lines, or smaller, when the words need it
                _size, lines = fit_lines(words, sizes[r.x], r.w - int(6 * s), 2)
                size = sizes[r.x]
                shown = [text(line, size, palette.CREAM) for line in lines]
                y = r.y + (r.h - sum(t.get_height() for t in shown)) // 2
                for t in shown:
                    surface.blit(t, (r.x, y))
                    y += t.get_height()
            elif kind == "path":
                surface.blit(text(words, self.path_px, (214, 206, 182)), (r.x, r.y))
            else:
                color = (235, 160, 130) if kind == "warning" else (205, 196, 170)
                t = fitted(words, self.note_px, color, r.w)
                surface.blit(t, (r.x, r.y))
        if focus is not None:
            pygame.draw.rect(
                surface, palette.HIGHLIGHT, focus.inflate(int(6 * s), int(2 * s)), 2, 8
            )
