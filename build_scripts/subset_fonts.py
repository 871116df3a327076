"""Make the start faces: assets/fonts/NotoSansJP-Start.otf and NotoSerifJP-Start.otf, the bundled
Noto JP fonts cut down to the characters the app's own texts use, and assets/fonts/start_chars.txt
listing those characters.

Usage: python build_scripts/subset_fonts.py

Why: FreeType opens a 17,000-glyph Noto JP file in about 9 ms (it reads the file in thousands of
small pieces); a face of the app's 1,300 opens in under 1 ms, and the window opens both
faces before its first frame. The glyphs, their advances and the face's metrics are the full
font's, so text draws the same; a text with any character outside the list (a typed file path, a
rare kanji) is drawn with the full font (``jongrogue.ui.font_face.SizedFont``), opened then.

The characters: printable ASCII and Latin-1, general punctuation, the CJK symbols, kana and
full-width forms, and every character of the package's YAML data (both locales), its Python
sources (the texts and symbols written in code) and the sheet layouts.
tests/ui/test_start_fonts.py fails when a text uses a character the list lacks: run this again.
"""

from __future__ import annotations

from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

from jongrogue.system.fontfiles import font_path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
FILES = {False: "NotoSansJP-Start.otf", True: "NotoSerifJP-Start.otf"}
CHARS = "start_chars.txt"
BLOCKS = (
    (0x20, 0x7E),  # ASCII
    (0xA0, 0xFF),  # Latin-1
    (0x2010, 0x205E),  # general punctuation
    (0x3000, 0x30FF),  # CJK symbols and punctuation, hiragana, katakana
    (0xFF01, 0xFF9F),  # full-width and half-width forms
)


def text_files() -> list[Path]:
    pkg = ROOT / "jongrogue"
    return sorted(
        [*pkg.glob("data/**/*.yaml"), *pkg.glob("**/*.py"), *(ROOT / "assets").glob("**/*.yaml")]
    )


def wanted() -> set[str]:
    chars = {chr(c) for lo, hi in BLOCKS for c in range(lo, hi + 1)}
    for path in text_files():
        chars |= set(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable() and c != "\ufeff"}


def cut(source: Path, chars: set[str], out: Path) -> set[str]:
    """Write ``source`` cut down to ``chars``; return the characters the cut face maps."""
    options = subset.Options()
    options.layout_features = []  # (no shaping: FreeType draws glyph by glyph)
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = True
    options.recalc_bounds = False  # the head table as the full font has it
    font = TTFont(source, recalcTimestamp=False)  # the same bytes each run
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in chars))
    subsetter.subset(font)
    font.save(out)
    return {chr(c) for c in TTFont(out).getBestCmap()}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    chars = wanted()
    mapped = []
    for serif, name in FILES.items():
        source = font_path(serif)
        if source is None:
            raise SystemExit(f"the bundled font ({'serif' if serif else 'sans'}) is not installed")
        mapped.append(cut(source, chars, OUT / name))
        print(f"wrote {OUT / name} ({len(mapped[-1])} characters)")
    both = "".join(sorted(mapped[0] & mapped[1]))
    (OUT / CHARS).write_text(both + "\n", encoding="utf-8")
    print(f"wrote {OUT / CHARS} ({len(both)} characters in both faces)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
