"""An installed wheel carries everything the game reads at run time (one resolver for a
checkout, a wheel and a frozen build)."""
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_wheel_contains_data_locale_and_assets(tmp_path):
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
                          "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    wheel = next(tmp_path.glob("jongrogue-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    needed = {f"jongrogue/data/{p.name}" for p in (ROOT / "jongrogue" / "data").glob("*.yaml")}
    needed |= {f"jongrogue/data/locale/{p.name}" for p in (ROOT / "jongrogue" / "data" / "locale").glob("*.yaml")}
    needed |= {f"jongrogue/assets/{p.relative_to(ROOT / 'assets').as_posix()}"
               for p in (ROOT / "assets").rglob("*") if p.is_file()}
    assert sorted(needed - names) == []
