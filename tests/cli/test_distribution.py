"""One version, read everywhere: the package, --version, pyproject, the Windows version
resource, the .app's Info.plist and the installer (build_scripts/metadata.py gives the
builds what they embed). And the Linux desktop files agree with the save format."""

from __future__ import annotations

import configparser
import importlib.metadata
import importlib.util
import plistlib
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import guildes
from guildes.saves import savefile

ROOT = Path(__file__).resolve().parents[2]


def metadata() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "metadata", ROOT / "build_scripts" / "metadata.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_version_is_written_once_and_read_by_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "guildes.__version__"}
    installed = importlib.metadata.version("guildes")
    assert installed == guildes.__version__, "reinstall: pip install -e '.[dev]'"


def test_version_flag() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "guildes", "--version"], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0 and out.stdout.strip() == f"Guildes {guildes.__version__}"


def test_the_builds_embed_the_same_version() -> None:
    meta = metadata()
    v = guildes.__version__
    assert meta.version() == v
    assert ".".join(map(str, meta.release_numbers())) == v
    # the .app
    plist = plistlib.loads(plistlib.dumps(meta.info_plist()))
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == v
    # guildes.exe's version resource and the installer
    strings = meta.windows_version_strings()
    assert strings["FileVersion"] == strings["ProductVersion"] == v
    assert meta.nsis_defines() == [f"-DVERSION={v}", f"-DVERSION4={v}.0"]
    # and no copy of the number is left in the files that used to carry one
    for name in ("build_scripts/guildes.spec", "packaging/windows/guildes.nsi"):
        text = (ROOT / name).read_text()
        assert v not in text, name
    assert "${VERSION}" in (ROOT / "packaging/windows/guildes.nsi").read_text()


def test_a_release_tag_must_name_the_version() -> None:
    meta = metadata()
    assert meta.main(["check-tag", f"v{guildes.__version__}"]) == 0
    assert meta.main(["check-tag", "v99.0.0"]) == 1


def test_the_app_declares_the_save_type() -> None:
    meta = metadata()
    plist = meta.info_plist()
    (declared,) = plist["UTExportedTypeDeclarations"]
    tags = declared["UTTypeTagSpecification"]
    assert "." + tags["public.filename-extension"][0] == savefile.SUFFIX
    assert tags["public.mime-type"] == [meta.SAVE_MIME]
    types = [t for d in plist["CFBundleDocumentTypes"] for t in d["LSItemContentTypes"]]
    assert declared["UTTypeIdentifier"] in types and "public.json" in types


def test_the_linux_desktop_files_name_the_save_type() -> None:
    meta = metadata()
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(ROOT / "packaging/linux/org.guildes.game.desktop")
    desktop = entry["Desktop Entry"]
    assert desktop["Icon"] == meta.APP_ID
    assert desktop["MimeType"] == meta.SAVE_MIME + ";"
    assert desktop["Exec"].endswith(" %f")  # a local path, which is what main() takes
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(ROOT / "packaging/linux/org.guildes.game.xml").getroot()
    (kind,) = root.findall("m:mime-type", ns)
    assert kind.get("type") == meta.SAVE_MIME
    assert [g.get("pattern") for g in kind.findall("m:glob", ns)] == ["*" + savefile.SUFFIX]
    assert meta.SAVE_SUFFIX == savefile.SUFFIX
