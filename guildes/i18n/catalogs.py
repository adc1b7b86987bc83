"""The catalogs as files: read them, check them, keep the translations in step with
English.

    python -m guildes.i18n.catalogs check   # every language has every English key, no
                                            # other, with the same placeholders
    python -m guildes.i18n.catalogs sync    # add new English keys to every language (empty,
                                            # so they show in English until translated),
                                            # drop removed ones, refresh the English notes

English (``en.po``) is where a key is born; each other catalog shows the English text of
each key as a translator's note (``#.`` line), which Poedit displays beside the text, and
below it English's own note on the key ("Note: ...": what fills a placeholder, a gender
or case trap, which sense of a word is meant).
"""

from __future__ import annotations

import itertools
import string
import sys
from dataclasses import dataclass

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

from guildes.i18n import LANGUAGES, SOURCE, catalog_path

Text = str | tuple[str, ...]
HEADER_COMMENT = (
    "# Guildes: the texts in {language}. Each key's English text is the #. note above it;\n"
    "# translate it keeping its {{placeholders}} (see README, Languages)."
)


def read(code: str) -> Catalog:
    """The Babel catalog of ``code`` (its .po file)."""
    with open(catalog_path(code), "rb") as f:
        return read_po(f, locale=code)


def texts(code: str) -> dict[str, Text]:
    """Each key of ``code`` and its text (a tuple of forms for a plural key); a text
    left empty (not yet translated) is left out."""
    out: dict[str, Text] = {}
    for m in read(code):
        if not m.id:
            continue
        key = m.id if isinstance(m.id, str) else m.id[0]
        if isinstance(m.string, (list, tuple)):
            if all(m.string):
                out[key] = tuple(m.string)
        elif m.string:
            out[key] = m.string
    return out


def plural_keys(code: str) -> set[str]:
    """The keys of ``code`` that have plural forms."""
    return {m.id[0] for m in read(code) if m.id and m.pluralizable}


def placeholders(text: Text) -> set[str]:
    """The names of the ``{placeholders}`` in ``text`` (in any of its forms), but the
    count ``n`` of a plural text (a language may say "one card" without the number)."""
    forms = (text,) if isinstance(text, str) else text
    out: set[str] = set()
    for form in forms:
        for _lit, field, _spec, _conv in string.Formatter().parse(form):
            if field is not None:
                out.add(field.split(".")[0].split("[")[0])
    out.discard("n") if not isinstance(text, str) else None
    return out


@dataclass
class Problem:
    """One thing wrong with a catalog."""

    language: str
    key: str
    what: str

    def __str__(self) -> str:
        return f"{self.language}: {self.key}: {self.what}"


def problems(code: str) -> list[Problem]:
    """What is wrong in the catalog of ``code`` against English: keys missing (or left
    untranslated), keys English does not have, placeholders that differ, plural keys
    that are not plural (or the reverse), a wrong number of plural forms, a straight
    mark where the language writes another (``TYPOGRAPHY``), an English note out of step
    with English (``sync`` mends it: a translator read "-1" where English writes "−1")."""
    english = texts(SOURCE)
    english_plural = plural_keys(SOURCE)
    mine = texts(code)
    catalog = read(code)
    out: list[Problem] = []
    for key in sorted(english.keys() - mine.keys()):
        out.append(Problem(code, key, "missing"))
    all_keys = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}
    for key in sorted(all_keys - english.keys()):
        out.append(Problem(code, key, "not an English key"))
    for key in sorted(english.keys() & mine.keys()):
        if placeholders(english[key]) != placeholders(mine[key]):
            out.append(
                Problem(
                    code,
                    key,
                    f"placeholders {sorted(placeholders(mine[key]))} "
                    f"(English {sorted(placeholders(english[key]))})",
                )
            )
        is_plural = isinstance(mine[key], tuple)
        if is_plural != (key in english_plural):
            out.append(Problem(code, key, "plural in one language only"))
        elif is_plural and len(mine[key]) != catalog.num_plurals:
            out.append(
                Problem(
                    code, key, f"{len(mine[key])} forms, the language has {catalog.num_plurals}"
                )
            )
    for m in catalog:
        key = m.id if isinstance(m.id, str) else m.id[0]
        if key in english and _noted_english(m).split() != _english_note(english[key]).split():
            out.append(Problem(code, key, "English note out of step (run sync)"))
    for key, text in sorted(mine.items()):
        for form in text if isinstance(text, tuple) else (text,):
            for straight, typographic in TYPOGRAPHY.get(code, ()):
                if straight in form:
                    out.append(
                        Problem(code, key, f"{straight} where the language uses {typographic}")
                    )
                    break
    return out


NOTE = "Note: "
"""What begins English's own note on a key, after its English text in a catalog."""


def _english_note(text: object) -> str:
    """The note that gives a translator a key's English ``text`` (a plural's forms joined
    by " | "): ``sync`` writes it, ``problems`` compares it."""
    return " | ".join(text) if isinstance(text, (list, tuple)) else str(text)


def _noted_english(message: Message) -> str:
    """The English text ``message``'s note gives: its comment lines before English's own
    note (written wrapped, so compare it word by word)."""
    return " ".join(itertools.takewhile(lambda c: not c.startswith(NOTE), message.auto_comments))


TYPOGRAPHY: dict[str, tuple[tuple[str, str], ...]] = {"fr": (("'", "’"),)}
"""Per language, a straight mark its texts never use, and the one they use: French
writes the typographic apostrophe (a review saw "l'élection" beside "contre l’IA")."""


def sync(code: str) -> None:
    """Bring the catalog of ``code`` in step with English: new keys added empty, keys
    gone from English dropped, each key's English text as its translator's note."""
    english = read(SOURCE)
    old = read(code)
    new = Catalog(
        locale=code,
        project="Guildes",
        version="",
        header_comment=HEADER_COMMENT.format(language=code),
        creation_date=old.creation_date,
        revision_date=old.revision_date,
        last_translator=old.last_translator,
        language_team=old.language_team,
        fuzzy=False,
    )
    for m in english:
        if not m.id:
            continue
        key = m.id if isinstance(m.id, str) else m.id[0]
        before = old.get(m.id)
        notes = [NOTE + " ".join(m.auto_comments)] if m.auto_comments else []
        kept = list(before.user_comments) if before is not None else []  # "# --- block ---"
        if isinstance(m.string, (list, tuple)):
            forms: tuple[str, ...] = ()
            if before is not None and isinstance(before.string, (list, tuple)):
                forms = tuple(before.string)
            if len(forms) != new.num_plurals:
                forms = tuple("" for _ in range(new.num_plurals))
            new[m.id] = Message(
                m.id,
                forms,
                auto_comments=[_english_note(m.string), *notes],
                user_comments=kept,
                flags=m.flags,
                context=m.context,
            )
        else:
            text = before.string if before is not None and isinstance(before.string, str) else ""
            new[key] = Message(
                key,
                text,
                auto_comments=[_english_note(m.string), *notes],
                user_comments=kept,
                flags=m.flags,
                context=m.context,
            )
    write(code, new)


def write(code: str, catalog: Catalog) -> None:
    """Write ``catalog`` as the .po file of ``code`` (unwrapped, in key order)."""
    with open(catalog_path(code), "wb") as f:
        write_po(f, catalog, width=0, omit_header=False, sort_output=False)


def main(argv: list[str]) -> int:
    """``check`` or ``sync`` (see the module's docstring)."""
    if argv[:1] == ["sync"]:
        for code in LANGUAGES:
            if code != SOURCE:
                sync(code)
        return 0
    if argv[:1] == ["check"]:
        found = [p for code in LANGUAGES if code != SOURCE for p in problems(code)]
        for p in found:
            print(p)
        print(f"{len(found)} problems")
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
