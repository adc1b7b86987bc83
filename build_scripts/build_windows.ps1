# Build the Windows executable from a clean virtual environment (no test packages).
#   powershell -ExecutionPolicy Bypass -File build_scripts\build_windows.ps1           # one-folder
#   powershell -ExecutionPolicy Bypass -File build_scripts\build_windows.ps1 -OneFile  # one-file
param([switch]$OneFile)
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")
if (Test-Path build\venv-build) { Remove-Item -Recurse -Force build\venv-build }
py -3 -m venv build\venv-build
& build\venv-build\Scripts\python.exe -m pip install --quiet --upgrade pip
& build\venv-build\Scripts\python.exe -m pip install --quiet ".[build]"
& build\venv-build\Scripts\python.exe build_scripts\make_icon.py
if ($OneFile) { $env:GUILDES_ONEFILE = "1" } else { Remove-Item Env:GUILDES_ONEFILE -ErrorAction SilentlyContinue }
& build\venv-build\Scripts\pyinstaller.exe --noconfirm --clean --distpath dist --workpath build\pyinstaller build_scripts\guildes.spec
Write-Host "built:" (Get-ChildItem dist)
