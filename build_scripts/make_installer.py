"""Compile the Windows installer, packaging/windows/guildes.nsi, with NSIS's makensis:
the version comes from metadata.py (guildes.__version__), the files from a one-folder
build. Warnings fail the build (-WX), and the installer's version resource is read back
(pefile) to check it names the version.

    python build_scripts/make_installer.py     # dist/guildes -> dist/guildes-windows-setup.exe
    python build_scripts/make_installer.py --payload DIR --out FILE

The release workflow runs it on Windows over the real build; .ci/run runs it on Linux
(Debian's nsis package) over a stand-in payload, to catch script errors before a tag does.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
_spec = importlib.util.spec_from_file_location("guildes_build_metadata", HERE / "metadata.py")
assert _spec is not None and _spec.loader is not None
meta = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(meta)


def find_makensis() -> str:
    """makensis on PATH, else where the NSIS installer puts it on Windows."""
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "NSIS" / "makensis.exe").is_file():
            return str(Path(base) / "NSIS" / "makensis.exe")
    raise SystemExit("make_installer.py: makensis not found (install NSIS: Debian's nsis)")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--payload", type=Path, default=ROOT / "dist" / "guildes")
    p.add_argument("--out", type=Path, default=ROOT / "dist" / "guildes-windows-setup.exe")
    p.add_argument("--icon", type=Path, default=ROOT / "build" / "icon" / "icon.ico")
    args = p.parse_args(argv)
    payload = args.payload.resolve()
    if not (payload / "guildes.exe").is_file():
        raise SystemExit(f"make_installer.py: {payload} has no guildes.exe")
    out = args.out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = [
        find_makensis(),
        "-V2",
        "-WX",
        *meta.nsis_defines(),
        f"-DPAYLOAD={payload}",
        f"-DOUTFILE={out}",
        *([f"-DICON={args.icon.resolve()}"] if args.icon.is_file() else []),
        str(ROOT / "packaging" / "windows" / "guildes.nsi"),
    ]
    print(" ".join(cmd), flush=True)
    done = subprocess.run(cmd)
    if done.returncode != 0:
        print(f"make_installer.py: makensis failed (exit {done.returncode})", file=sys.stderr)
        return done.returncode
    wrong = meta.check_exe(out)  # what Properties > Details will show
    if wrong is not None:
        print(f"make_installer.py: {out} says {wrong}, not {meta.version()}", file=sys.stderr)
        return 1
    print(f"made {out} ({out.stat().st_size / 1e6:.1f} MB), version {meta.version()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
