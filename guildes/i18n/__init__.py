"""Every text a player sees, in the player's language: the one translation layer.

Use::

    from guildes.i18n import t, tn, number, date, datetime_text

    t("menu.new_game")                          # "New game" / "Nouvelle partie" / ...
    t("table.plays", name="Ada")                # named placeholders: "{name} plays"
                                                #   (French elides before a vowel:
                                                #   "de {name}" + "Eudes" -> "d'Eudes",
                                                #   guildes.i18n.grammar)
    tn("table.cards", 3)                        # plural forms: "3 cards"; {n} is the count,
    tn("table.votes_of", 2, name="Ada")         #   written in the language's style
    number(1234.5, 1)                           # "1,234.5" / "1 234,5" / ...
    join(["Ada", "Bo", "Cy"])                   # "Ada, Bo and Cy" / "Ada, Bo et Cy" / ...
    date(d), time_text(dt), datetime_text(dt)   # "1 Dec 2026" / "1 déc. 2026" / ...

A text is a key (``area.what``, lower case with dots) looked up in the catalog of the
current language, ``guildes/i18n/locales/<code>.po`` (GNU gettext, what translators edit
with Poedit or any text editor), read through Babel and served by the standard library's
``gettext`` (plural forms by each catalog's ``Plural-Forms`` header: Czech and Russian
have three). A key missing in a language falls back to English; the tests fail on any key
missing, unused, or whose placeholders differ between languages.

The language: ``set_language(code)`` switches at once (``LANGUAGES``; ``"pseudo"`` is a
test language, English lengthened by 40% with accents). Texts are looked up when drawn,
so a scene that draws each frame follows at once; texts kept in widgets are made again
when the scene rebuilds (the app rebuilds the scene on screen after a switch); anything
that keeps a text longer compares ``revision()``, which changes at each switch.
``system_language()`` is the supported language of the system's locale (first start).

This package imports neither pygame nor the rest of the game: the rules engine never
imports it (the UI maps the engine's ids to names, ``guildes.ui.names``).
"""

from __future__ import annotations

import datetime as _dt
import gettext
import io
import locale as _locale
import math
import os
import string
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources

from babel import Locale, dates, lists, numbers
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from guildes.i18n import grammar

LANGUAGES: tuple[str, ...] = ("en", "fr", "cs", "ru")
"""The languages offered, in the order Settings shows them."""
PSEUDO = "pseudo"
"""A test language: every English text 40% longer, with accented letters."""
SOURCE = "en"
"""The language every key is written in first; the others fall back to it."""
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "cs": "Čeština",
    "ru": "Русский",
    PSEUDO: "Pseudo",
}
"""Each language's name in itself (the Settings choice shows these, never translated)."""

_current = SOURCE
_revision = 0


# ---------------------------------------------------------------------- catalogs


def catalog_path(code: str) -> str:
    """Where the catalog of ``code`` is (inside the package, or the frozen build)."""
    return str(resources.files("guildes.i18n").joinpath("locales", f"{code}.po"))


@lru_cache(maxsize=8)
def _translations(code: str) -> gettext.GNUTranslations:
    """The catalog of ``code`` read from its .po file, compiled in memory (no .mo file to
    build or ship), English behind it for any key it lacks."""
    if code == PSEUDO:
        return _pseudo_translations()
    path = resources.files("guildes.i18n").joinpath("locales", f"{code}.po")
    with path.open("rb") as f:
        catalog = read_po(f, locale=code)
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    buf.seek(0)
    out = gettext.GNUTranslations(buf)
    if code != SOURCE:
        out.add_fallback(_translations(SOURCE))
    return out


def _pseudo_translations() -> gettext.GNUTranslations:
    """The pseudo-language: the English catalog with each text lengthened."""
    path = resources.files("guildes.i18n").joinpath("locales", f"{SOURCE}.po")
    with path.open("rb") as f:
        catalog = read_po(f, locale=SOURCE)
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.string, (list, tuple)):
            message.string = tuple(pseudo_text(s or "") for s in message.string)
        else:
            message.string = pseudo_text(message.string or "")
    buf = io.BytesIO()
    write_mo(buf, catalog)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


_ACCENTS = str.maketrans("aeiouycnszAEIOUYCNSZ", "àéîõüýčñšžÀÉÎÕÜÝČÑŠŽ")


def pseudo_text(text: str) -> str:
    """``text`` with its letters accented (placeholders kept) and 40% longer (at least
    one more character): what the fit tests render, to find boxes too tight for a
    translation longer than English."""
    if not text:
        return text
    out: list[str] = []
    for literal, field, spec, conversion in string.Formatter().parse(text):
        out.append(literal.translate(_ACCENTS).replace("{", "{{").replace("}", "}}"))
        if field is not None:
            out.append("{" + field + ("!" + conversion if conversion else ""))
            out.append((":" + spec if spec else "") + "}")
    # 40% of the text as written (a placeholder counts as long as its name: a player's
    # name or a number fills it about as much)
    pad = max(1, math.ceil(len(text) * 0.4))
    if pad <= 6:
        return "".join(out) + "~" * pad
    # longer texts grow by words, as a translation does (a line can still break)
    return "".join(out) + (" ~~~~~" * pad)[:pad]


def string_without_fields(text: str) -> str:
    """``text`` without its ``{placeholders}``."""
    return "".join(literal for literal, _f, _s, _c in string.Formatter().parse(text))


# ---------------------------------------------------------------------- language


def language() -> str:
    """The current language's code."""
    return _current


def revision() -> int:
    """A number that changes at each switch of language (to know a kept text is stale)."""
    return _revision


def set_language(code: str) -> None:
    """Speak ``code`` from now on (one of ``LANGUAGES`` or ``PSEUDO``); ValueError for
    any other. Texts looked up from now on are in that language."""
    global _current, _revision
    if code not in LANGUAGES and code != PSEUDO:
        raise ValueError(f"unknown language {code!r}")
    if code != _current:
        _current = code
        _revision += 1


def system_language(env: dict[str, str] | None = None) -> str:
    """The offered language of the system's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG,
    then the locale module's guess), English when it is none of ``LANGUAGES``."""
    env = dict(os.environ) if env is None else env
    candidates: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            candidates.extend(value.split(":"))
    if env is os.environ or not candidates:
        try:
            guess = _locale.getlocale()[0]
        except ValueError:
            guess = None
        if guess:
            candidates.append(guess)
    for candidate in candidates:
        code = candidate.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if code in LANGUAGES:
            return code
        if code in ("c", "posix"):
            continue
    return SOURCE


FORMAT_LOCALES = {"en": "en_GB"}
"""The locale whose style a language's numbers, dates and lists follow, when not the
language's own: the game's English is British (24-hour time, "1 Dec 2026", no comma
before "and")."""


def locale() -> Locale:
    """The Babel locale of the current language's formats (British English for English
    and the pseudo-language)."""
    code = SOURCE if _current == PSEUDO else _current
    return _babel_locale(FORMAT_LOCALES.get(code, code))


@lru_cache(maxsize=8)
def _babel_locale(code: str) -> Locale:
    return Locale.parse(code)


# ---------------------------------------------------------------------- texts


def t(key: str, **values: object) -> str:
    """The text ``key`` in the current language, its ``{name}`` placeholders filled from
    ``values`` (ints are written in the language's style). KeyError if a placeholder is
    not given."""
    text = _translations(_current).gettext(key)
    return _fill(text, values) if values or "{" in text else text


def tn(key: str, n: int, **values: object) -> str:
    """The plural form of ``key`` for the count ``n`` in the current language (``{n}`` is
    the count, written in the language's style), other placeholders from ``values``."""
    text = _translations(_current).ngettext(key, key, n)
    return _fill(text, {"n": n, **values})


def t_each(key: str, **values: object) -> tuple[str, ...]:
    """The text ``key`` in every language of ``LANGUAGES``, placeholders filled as by
    ``t``: for a box sized once that must hold its words in any language."""
    out = []
    for code in LANGUAGES:
        text = _translations(code).gettext(key)
        out.append(_fill(text, values, code) if values or "{" in text else text)
    return tuple(out)


def _fill(text: str, values: dict[str, object], code: str | None = None) -> str:
    """``text``'s placeholders filled from ``values`` in language ``code`` (the current
    one by default), ints written in its style."""
    code = code or _current
    shown = {
        k: _number(v, None, code) if isinstance(v, int) and not isinstance(v, bool) else v
        for k, v in values.items()
    }
    return grammar.fill(text, shown, code)


def has(key: str) -> bool:
    """True if ``key`` is a text of the English catalog."""
    return key in keys(SOURCE)


@lru_cache(maxsize=8)
def keys(code: str) -> frozenset[str]:
    """Every key of the catalog of ``code``."""
    with open(catalog_path(code), "rb") as f:
        catalog = read_po(f, locale=code)
    return frozenset(m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id)


# ---------------------------------------------------------------------- numbers, dates


def number(value: float, decimals: int | None = None) -> str:
    """``value`` written in the current language's style (grouping, decimal mark);
    with ``decimals`` digits after the mark when given."""
    return _number(value, decimals, _current)


@lru_cache(maxsize=4096)
def _number(value: float, decimals: int | None, code: str) -> str:
    """``number`` in language ``code`` (the current one), remembered: the table writes
    its numbers at every frame, and Babel takes a while to write one."""
    if decimals is None:
        return numbers.format_decimal(value, locale=locale())
    fmt = "#,##0" + ("." + "0" * decimals if decimals > 0 else "")
    return numbers.format_decimal(value, format=fmt, locale=locale())


MINUS = "\u2212"
"""The minus sign a signed number is written with ("−1", not the hyphen's "-1")."""


def signed(value: int) -> str:
    """``value`` with its sign always shown, in the language's style: "+3", "−1" (the
    minus sign, not a hyphen), "0"."""
    if value > 0:
        return "+" + number(value)
    return MINUS + number(-value) if value < 0 else number(0)


def percent(fraction: float, decimals: int = 0) -> str:
    """``fraction`` (0.25) as a percentage in the language's style ("25%", "25 %")."""
    pattern = locale().percent_formats[None].pattern
    if decimals > 0:
        pattern = pattern.replace("0", "0." + "0" * decimals, 1)
    return numbers.format_percent(fraction, format=pattern, locale=locale())


def join(items: Sequence[str]) -> str:
    """``items`` as one list in the current language: "A", "A and B", "A, B and C"."""
    items = list(items)
    if not items:
        return ""
    return lists.format_list(items, style="standard", locale=locale())


def date(value: _dt.date) -> str:
    """A date in the language's medium style ("1 Dec 2026", "1 déc. 2026")."""
    return dates.format_date(value, format="medium", locale=locale())


def time_text(value: _dt.datetime | _dt.time) -> str:
    """A time of day in the language's short style ("14:05")."""
    return dates.format_time(value, format="short", locale=locale())


def datetime_text(value: _dt.datetime) -> str:
    """A date and time in the language's style ("1 Dec 2026, 07:31")."""
    return t("format.date_time", date=date(value), time=time_text(value))
