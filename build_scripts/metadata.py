"""What a release says about itself, all from the one version number in
guildes/__init__.py: the Windows version resource and the macOS Info.plist that the
PyInstaller spec writes into the executables, the defines the Windows installer is
compiled with, and the check that a release tag names this version.

The version is read from the file's text (as setuptools reads it for pyproject), so any
Python can run this without the game installed: the spec, the release workflow, CI.

    python build_scripts/metadata.py version            # 0.1.0
    python build_scripts/metadata.py check-tag v0.1.0   # exit 1 unless the tag is v<version>
    python build_scripts/metadata.py plist              # the Info.plist entries, as XML
    python build_scripts/metadata.py check-exe FILE.exe # exit 1 unless its version resource
                                                        # says this version (needs pefile)
"""

from __future__ import annotations

import ast
import plistlib
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NAME = "Guildes"
APP_ID = "org.guildes.game"  # the .app's bundle id, the Linux desktop entry and icon name
SAVE_SUFFIX = ".guildes.json"  # guildes.saves.savefile.SUFFIX
SAVE_MIME = "application/x-guildes-save"  # packaging/linux/org.guildes.game.xml
SAVE_UTI = "org.guildes.save"
SAVE_KIND = "Guildes save"


def version() -> str:
    """``__version__`` of guildes/__init__.py, read without importing the package."""
    source = (ROOT / "guildes" / "__init__.py").read_text(encoding="utf-8")
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise ValueError("guildes/__init__.py has no __version__ = '...'")


def release_numbers() -> tuple[int, int, int]:
    """MAJOR.MINOR.PATCH as numbers: the Windows version resource, the installer's
    VIProductVersion and CFBundleVersion take numbers only, so a release version is
    three numbers (no 'rc1' or '.dev0' suffix)."""
    v = version()
    m = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)", v)
    if m is None:
        raise ValueError(f"the version {v!r} is not MAJOR.MINOR.PATCH")
    major, minor, patch = (int(x) for x in m.groups())
    return major, minor, patch


def info_plist() -> dict[str, Any]:
    """The entries the spec adds to Guildes.app/Contents/Info.plist: the version, and the
    save document type so that Finder offers the app for saves. Finder types a file by
    its last extension, so a ``*.guildes.json`` save may be typed as plain JSON: the app
    is also declared as an alternate viewer of JSON, which puts it in Open With."""
    v = version()
    return {
        "CFBundleName": NAME,
        "CFBundleDisplayName": NAME,
        "CFBundleShortVersionString": v,
        "CFBundleVersion": v,
        "NSHighResolutionCapable": True,
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": SAVE_KIND,
                "CFBundleTypeRole": "Viewer",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [SAVE_UTI],
            },
            {
                "CFBundleTypeName": "JSON document",
                "CFBundleTypeRole": "Viewer",
                "LSHandlerRank": "Alternate",
                "LSItemContentTypes": ["public.json"],
            },
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": SAVE_UTI,
                "UTTypeDescription": SAVE_KIND,
                "UTTypeConformsTo": ["public.json"],
                "UTTypeTagSpecification": {
                    "public.filename-extension": [SAVE_SUFFIX.lstrip(".")],
                    "public.mime-type": [SAVE_MIME],
                },
            }
        ],
    }


def windows_version_strings() -> dict[str, str]:
    """The text of guildes.exe's version resource (Properties > Details)."""
    v = version()
    return {
        "CompanyName": NAME,
        "FileDescription": NAME,
        "FileVersion": v,
        "InternalName": "guildes",
        "OriginalFilename": "guildes.exe",
        "ProductName": NAME,
        "ProductVersion": v,
    }


def windows_version_info() -> Any:
    """guildes.exe's version resource as PyInstaller's ``VSVersionInfo``. Its module needs
    pywin32, so this runs in the spec on Windows only."""
    from PyInstaller.utils.win32.versioninfo import (
        FixedFileInfo,
        StringFileInfo,
        StringStruct,
        StringTable,
        VarFileInfo,
        VarStruct,
        VSVersionInfo,
    )

    numbers = (*release_numbers(), 0)
    strings = [StringStruct(k, s) for k, s in windows_version_strings().items()]
    return VSVersionInfo(
        ffi=FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            # 0409 = US English, 04B0 = 1200 = UTF-16: the usual pair
            StringFileInfo([StringTable("040904B0", strings)]),
            VarFileInfo([VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


def exe_version(path: Path) -> tuple[dict[str, str], tuple[int, int, int, int]]:
    """The version resource of a Windows executable, read with pefile (any system): its
    strings and its fixed numeric product version."""
    import pefile

    pe = pefile.PE(str(path), fast_load=True)
    pe.parse_data_directories(
        directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_RESOURCE"]]
    )
    if not hasattr(pe, "VS_FIXEDFILEINFO"):
        raise ValueError(f"{path} has no version resource")
    strings: dict[str, str] = {}
    for info in pe.FileInfo[0]:
        if info.Key == b"StringFileInfo":
            for table in info.StringTable:
                strings.update({k.decode(): v.decode() for k, v in table.entries.items()})
    fixed = pe.VS_FIXEDFILEINFO[0]
    ms, ls = fixed.ProductVersionMS, fixed.ProductVersionLS
    pe.close()
    return strings, (ms >> 16, ms & 0xFFFF, ls >> 16, ls & 0xFFFF)


def check_exe(path: Path) -> str | None:
    """None if the executable's version resource names this version, else what it says."""
    strings, numbers = exe_version(path)
    want = (*release_numbers(), 0)
    got = (strings.get("ProductVersion"), strings.get("FileVersion"), numbers)
    if got != (version(), version(), want):
        return f"ProductVersion {got[0]!r}, FileVersion {got[1]!r}, numbers {numbers}"
    return None


def nsis_defines() -> list[str]:
    """makensis flags giving packaging/windows/guildes.nsi its version."""
    major, minor, patch = release_numbers()
    return [f"-DVERSION={version()}", f"-DVERSION4={major}.{minor}.{patch}.0"]


def main(argv: list[str]) -> int:
    if argv[:1] == ["version"] and len(argv) == 1:
        print(version())
        return 0
    if argv[:1] == ["check-tag"] and len(argv) == 2:
        want = f"v{version()}"
        if argv[1] != want:
            print(
                f"the tag {argv[1]!r} does not name this version: expected {want!r}",
                file=sys.stderr,
            )
            return 1
        release_numbers()
        print(f"tag {argv[1]} = guildes.__version__ {version()}")
        return 0
    if argv[:1] == ["check-exe"] and len(argv) == 2:
        wrong = check_exe(Path(argv[1]))
        if wrong is not None:
            print(f"{argv[1]}: expected version {version()}, found {wrong}", file=sys.stderr)
            return 1
        print(f"{argv[1]}: version {version()}")
        return 0
    if argv == ["plist"]:
        sys.stdout.write(plistlib.dumps(info_plist()).decode("utf-8"))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
