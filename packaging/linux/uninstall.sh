#!/bin/sh
# Take away what install.sh put in the XDG data folder (the desktop entry, the MIME type
# of saves and the icon). The game's folder, saves, settings and logs are left alone.
set -eu
data=${XDG_DATA_HOME:-$HOME/.local/share}
id=org.guildes.game

rm -f "$data/applications/$id.desktop" "$data/mime/packages/$id.xml" \
  "$data/icons/hicolor/256x256/apps/$id.png"
if command -v update-mime-database >/dev/null 2>&1 && [ -d "$data/mime/packages" ]; then
  update-mime-database "$data/mime"
fi
if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
  update-desktop-database -q "$data/applications"
fi
echo "Guildes is no longer in the application menu (its folder and your saves are untouched)."
