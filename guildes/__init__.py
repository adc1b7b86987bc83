"""Guildes: a desktop adaptation of the card game."""

# The one version number: pyproject reads it ([tool.setuptools.dynamic]), and so do
# --version, the executables' metadata, the .app's Info.plist and the Windows installer
# (build_scripts/metadata.py). A release is tagged v<this>.
__version__ = "0.1.0"
