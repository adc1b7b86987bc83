"""Draw the game's icon (the card back's tower seal) into assets/icon.png, and with
Pillow into icon.ico (Windows) and icon.icns (macOS). Run before PyInstaller."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    import pygame

    from guildes.ui.icon import window_icon

    pygame.init()
    pygame.display.set_mode((1, 1))
    out = ROOT / "build" / "icon"
    out.mkdir(parents=True, exist_ok=True)
    png = out / "icon.png"
    pygame.image.save(window_icon(256), str(png))
    try:
        from PIL import Image
    except ImportError:
        print("Pillow is not installed: only icon.png was made")
        return 0
    img = Image.open(png)
    img.save(
        out / "icon.ico", sizes=[(16, 16), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]
    )
    try:
        img.save(out / "icon.icns")
    except (OSError, ValueError) as e:
        print(f"no .icns: {e}")
    print(f"icons in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
