#!/usr/bin/env bash
# Build the executable (Linux) or the app bundle (macOS) from a clean virtual
# environment (no test packages); build_linux.sh and build_macos.sh call this.
#   bash build_scripts/build_posix.sh            # one folder: dist/guildes (+ Guildes.app on macOS)
#   bash build_scripts/build_posix.sh --onefile  # one file: dist/guildes
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
rm -rf build/venv-build
$PY -m venv build/venv-build
# shellcheck disable=SC1091
source build/venv-build/bin/activate
python -m pip install --quiet --upgrade pip
python -m pip install --quiet ".[build]"
python build_scripts/make_icon.py
if [ "${1:-}" = "--onefile" ]; then export GUILDES_ONEFILE=1; fi
pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller \
  build_scripts/guildes.spec
echo "built: $(ls -d dist/guildes*)"
