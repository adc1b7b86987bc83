; The Windows installer of Guildes. It copies the one-folder build into
; %LOCALAPPDATA%\Programs\Guildes for this user (no administrator needed), adds a
; Start-menu entry, offers Guildes to open saves, and registers an uninstaller
; (Settings > Apps). Saves, settings and logs live elsewhere (%LOCALAPPDATA%\Guildes)
; and are never touched by it.
;
; Compile with build_scripts/make_installer.py, which passes what this needs:
;   makensis -DVERSION=X.Y.Z -DVERSION4=X.Y.Z.0 -DPAYLOAD=dist\guildes
;            -DOUTFILE=dist\guildes-windows-setup.exe [-DICON=build\icon\icon.ico] guildes.nsi

Unicode true

!macro REQUIRE NAME
  !ifndef ${NAME}
    !error "${NAME} is not defined: compile with build_scripts/make_installer.py"
  !endif
!macroend
!insertmacro REQUIRE VERSION
!insertmacro REQUIRE VERSION4
!insertmacro REQUIRE PAYLOAD
!insertmacro REQUIRE OUTFILE

!define APPNAME "Guildes"
!define EXE "guildes.exe"
!define PROGID "Guildes.Save"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Guildes"
!define OPEN_COMMAND '"$INSTDIR\${EXE}" "%1"'

Name "${APPNAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APPNAME}"
InstallDirRegKey HKCU "${UNINST_KEY}" "InstallLocation"
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!include "MUI2.nsh"

!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

; Properties > Details of the installer
VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APPNAME} ${VERSION} installer"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${APPNAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "This adaptation: MIT License. The card game Guildes: Frederic Bizet"

Section "Guildes"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; an earlier version's libraries go first, so that none is left among the new ones
  RMDir /r "$INSTDIR\_internal"
  File /r "${PAYLOAD}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\${EXE}"

  ; Saves. Windows types a file by its last extension only, so *.guildes.json is .json
  ; to it: Guildes is added to "Open with" for .json files (choose it there, once with
  ; "Always" if you like), without taking .json away from the program that opens them.
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "Guildes save"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '${OPEN_COMMAND}'
  WriteRegStr HKCU "Software\Classes\.json\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}" "FriendlyAppName" "${APPNAME}"
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\SupportedTypes" ".json" ""
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\shell\open\command" "" '${OPEN_COMMAND}'

  ; Settings > Apps
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${APPNAME}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${EXE}"
  WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "${APPNAME}"
  WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1

  ; tell Explorer the associations changed (SHCNE_ASSOCCHANGED)
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APPNAME}.lnk"
  DeleteRegValue HKCU "Software\Classes\.json\OpenWithProgids" "${PROGID}"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "Software\Classes\Applications\${EXE}"
  DeleteRegKey HKCU "${UNINST_KEY}"
  ; only what the installer put there: a folder chosen by hand may hold other files
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
