"""Entry script of the frozen executables: ``guildes.__main__.main`` calls
``multiprocessing.freeze_support()`` before anything imports pygame."""

import sys

from guildes.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
