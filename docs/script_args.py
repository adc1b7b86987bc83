"""The one-off scripts' arguments (``python docs/NAME.py ...``): whole numbers, with
``-h``/``--help`` or a wrong one answered by the script's docstring, not a traceback."""

import sys


def int_args(doc: str, defaults: list[int | None]) -> list[int]:
    """``sys.argv[1:]`` as whole numbers, ``defaults`` for those not given (None: one
    that must be given). On ``-h``/``--help`` prints ``doc`` and exits 0; on a missing or
    wrong one prints ``doc`` and the fault and exits 2."""
    given = [a for a in sys.argv[1:] if a != "present"]
    if any(a in ("-h", "--help") for a in given):
        print(doc)
        raise SystemExit(0)
    out = []
    for k, default in enumerate(defaults):
        try:
            value = int(given[k]) if k < len(given) else default
        except ValueError:
            value = None
        if value is None:
            print(doc, file=sys.stderr)
            raise SystemExit(f"argument {k + 1}: a whole number is needed")
        out.append(value)
    return out
