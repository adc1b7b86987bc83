#!/bin/sh
# Put Guildes in this user's application menu and let file managers open saves
# (*.guildes.json) with it: a desktop entry, an icon and a MIME type, copied from share/
# beside this script into the XDG data folder ($XDG_DATA_HOME, else ~/.local/share).
# The game itself stays in this folder: run this again after moving the folder, and
# ./uninstall.sh to take the three files away. No root needed.
set -eu
here=$(cd "$(dirname "$0")" && pwd -P)
data=${XDG_DATA_HOME:-$HOME/.local/share}
id=org.guildes.game
exe=$here/guildes

if [ ! -x "$exe" ]; then
  echo "install.sh: there is no executable $exe" >&2
  exit 1
fi
# The desktop entry names the executable by its full path; these characters would need
# escaping there, so refuse them rather than write a broken entry.
case $here in
  *[\"\`\$\\%]* | *'
'*)
    echo "install.sh: move this folder to a path without \" \` \$ \\ % or a newline: $here" >&2
    exit 1
    ;;
esac

mkdir -p "$data/applications" "$data/mime/packages" "$data/icons/hicolor/256x256/apps"
awk -v exe="$exe" '
  /^Exec=/ { print "Exec=\"" exe "\" %f"; next }
  /^TryExec=/ { print "TryExec=" exe; next }
  { print }
' "$here/share/$id.desktop" >"$data/applications/$id.desktop"
cp "$here/share/$id.xml" "$data/mime/packages/$id.xml"
cp "$here/share/$id.png" "$data/icons/hicolor/256x256/apps/$id.png"

# The desktops read caches built from those files by the freedesktop tools.
if command -v update-mime-database >/dev/null 2>&1; then
  update-mime-database "$data/mime"
else
  echo "install.sh: update-mime-database (shared-mime-info) is missing: saves will not open by double-click until it runs" >&2
fi
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$data/applications"
fi
echo "Guildes is in the application menu; saves (*.guildes.json) open with it."
echo "Installed: $data/applications/$id.desktop, $data/mime/packages/$id.xml, $data/icons/hicolor/256x256/apps/$id.png"
