# Build the Windows executable from a clean virtual environment (no test packages).
#   powershell -ExecutionPolicy Bypass -File build_scripts\build_windows.ps1           # one-folder
#   powershell -ExecutionPolicy Bypass -File build_scripts\build_windows.ps1 -OneFile  # one-file
# The Python is $env:PYTHON if set (the release workflow's), else the py launcher's newest 3.
param([switch]$OneFile)
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")

# Stop at the first failing command (a native command's exit code does not stop
# PowerShell by itself).
# A plain function (no param block), so flags such as -m reach the command in $args.
function Invoke-Step {
    $exe = $args[0]
    $rest = @($args | Select-Object -Skip 1)
    & $exe @rest
    if ($LASTEXITCODE -ne 0) { throw "failed (exit $LASTEXITCODE): $args" }
}

if (Test-Path build\venv-build) { Remove-Item -Recurse -Force build\venv-build }
if ($env:PYTHON) { Invoke-Step $env:PYTHON -m venv build\venv-build }
else { Invoke-Step py -3 -m venv build\venv-build }
$py = "build\venv-build\Scripts\python.exe"
Invoke-Step $py -m pip install --quiet --upgrade pip
Invoke-Step $py -m pip install --quiet ".[build]"
Invoke-Step $py build_scripts\make_icon.py
if ($OneFile) { $env:GUILDES_ONEFILE = "1" } else { Remove-Item Env:GUILDES_ONEFILE -ErrorAction SilentlyContinue }
Invoke-Step build\venv-build\Scripts\pyinstaller.exe --noconfirm --clean --distpath dist --workpath build\pyinstaller build_scripts\guildes.spec
Write-Host "built:" (Get-ChildItem dist)
