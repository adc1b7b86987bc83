#!/usr/bin/env bash
# Build the Linux executable: dist/guildes/guildes (one folder), or with --onefile
# dist/guildes (one file). Same steps as macOS: see build_posix.sh.
exec bash "$(dirname "$0")/build_posix.sh" "$@"
