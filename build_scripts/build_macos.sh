#!/usr/bin/env bash
# Build the macOS app: dist/Guildes.app (one folder inside the bundle), or with --onefile
# a single dist/guildes. Same steps as Linux: see build_posix.sh (the spec adds the bundle).
exec bash "$(dirname "$0")/build_posix.sh" "$@"
