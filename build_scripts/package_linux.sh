#!/usr/bin/env bash
# The Linux release files, from the one-folder build (run build_linux.sh first):
#   dist/guildes-linux.tar.gz   the folder, with share/ (desktop entry, MIME type of saves,
#                               icon) and install.sh / uninstall.sh to add them to the menu
#   build/Guildes.AppDir        the same program laid out as an AppDir (AppRun starts it)
#   dist/guildes-linux-x86_64.AppImage   with --appimage: the AppDir made into one file by
#                               appimagetool, which must be on PATH, with the AppImage
#                               runtime file $APPIMAGE_RUNTIME (the release workflow fetches
#                               both, pinned by checksum; Debian packages neither)
set -euo pipefail
cd "$(dirname "$0")/.."
id=org.guildes.game
if [ ! -x dist/guildes/guildes ] || [ ! -f build/icon/icon.png ]; then
  echo "package_linux.sh: build first: bash build_scripts/build_linux.sh" >&2
  exit 1
fi

mkdir -p dist/guildes/share
cp "packaging/linux/$id.desktop" "packaging/linux/$id.xml" dist/guildes/share/
cp build/icon/icon.png "dist/guildes/share/$id.png"
install -m 755 packaging/linux/install.sh packaging/linux/uninstall.sh dist/guildes/
tar -C dist -czf dist/guildes-linux.tar.gz guildes
echo "made dist/guildes-linux.tar.gz ($(du -h dist/guildes-linux.tar.gz | cut -f1))"

# AppDir: the program under usr/lib, the desktop entry and icon at the top (what
# appimagetool and the desktops' AppImage integration read), the MIME type under usr/share.
appdir=build/Guildes.AppDir
rm -rf "$appdir"
mkdir -p "$appdir/usr/lib" "$appdir/usr/share/applications" "$appdir/usr/share/mime/packages" \
  "$appdir/usr/share/icons/hicolor/256x256/apps"
cp -a dist/guildes "$appdir/usr/lib/guildes"
rm -r "$appdir/usr/lib/guildes/share" "$appdir/usr/lib/guildes/install.sh" \
  "$appdir/usr/lib/guildes/uninstall.sh"  # they point the menu at a folder; an AppImage is one file
cp "packaging/linux/$id.desktop" "$appdir/$id.desktop"
cp "packaging/linux/$id.desktop" "$appdir/usr/share/applications/$id.desktop"
cp "packaging/linux/$id.xml" "$appdir/usr/share/mime/packages/$id.xml"
cp build/icon/icon.png "$appdir/$id.png"
cp build/icon/icon.png "$appdir/usr/share/icons/hicolor/256x256/apps/$id.png"
cat >"$appdir/AppRun" <<'APPRUN'
#!/bin/sh
# The AppImage runtime sets APPDIR to where the image is mounted.
here=${APPDIR:-$(dirname "$(readlink -f "$0")")}
exec "$here/usr/lib/guildes/guildes" "$@"
APPRUN
chmod 755 "$appdir/AppRun"
echo "made $appdir"

if [ "${1:-}" = "--appimage" ]; then
  VERSION=$(python3 build_scripts/metadata.py version) ARCH=x86_64 \
    appimagetool --runtime-file "${APPIMAGE_RUNTIME:?the AppImage runtime file}" \
    "$appdir" dist/guildes-linux-x86_64.AppImage
  echo "made dist/guildes-linux-x86_64.AppImage ($(du -h dist/guildes-linux-x86_64.AppImage | cut -f1))"
fi
