"""Regenerate docs/screenshots/*.png with the app's own ``--screenshot`` (headless, deterministic).

Usage: python build_scripts/screenshots.py [--out docs/screenshots] [--lang ja en]

1280×800 at 100 % in ja and en: title, table (opening), table mid-combat, the character sheet A
and melee weapon sheet, the check overlay half-way through its animation, the rules and the score
card (a few runs played by the greedy bot in a throw-away history); plus table and rules at 200 %.
Settings and history live in a temporary JONGROGUE_HOME, never the user's. frozen_title_linux.png
belongs to the packaging build and is left alone.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OPENING_SEED = 3
COMBAT = ("combat_turn", "ranged_phase", "turn_end")
HISTORY_SEEDS = (6, 3, 9, 2, 5)


def _choose():
    from jongrogue.ui.headless import _chooser
    return _chooser()


def find_combat(seeds=range(1, 60), min_after: int = 12, max_after: int = 80):
    """(seed, N): the first seed whose game, after N bot commands, is mid-combat with at least
    two monsters in the room (a busier picture)."""
    from jongrogue.engine import Game, Options
    for seed in seeds:
        choose = _choose()
        game = Game.new(seed=seed, options=Options(ruleset="ez", mode="practice"))
        for n in range(1, max_after + 1):
            if game.state.context in ("game_over", "victory"):
                break
            game.execute(choose(game))
            if n >= min_after and game.state.context in COMBAT:
                v = game.view()
                room = v["pc"]["position"].get("room")
                slots = v["encounter"]["rooms"].get(str(room), []) if room else []
                if sum(1 for s in slots if s.get("monster")) >= 2:
                    return seed, n
    raise SystemExit("no mid-combat position found")


def fill_history() -> None:
    """A few finished runs (greedy bot) so the score card has rows."""
    from jongrogue.sim import play_game
    from jongrogue.storage import history
    for i, seed in enumerate(HISTORY_SEEDS):
        r = play_game(seed, max_commands=3000)
        s = r.game.state
        row = s.score_card[-1] if s.score_card else None
        history.record_run({"seed": seed, "ruleset": "ez", "options": [], "mode": "practice",
                            "result": r.result if r.result in ("game_over", "victory") else "game_over",
                            "floor": s.pc.floor, "deepest": s.pc.deepest, "level": s.pc.level,
                            "gold": s.pc.gold, "score": getattr(row, "score", s.pc.gold),
                            "cause": r.cause, "continues": 0,
                            "started": f"2025-06-0{i + 1}T20:00:00",
                            "ended": f"2025-06-0{i + 1}T20:4{i}:00"})


def shoot(out: Path, name: str, *args: str) -> Path:
    from jongrogue.app import main
    path = out / f"{name}.png"
    code = main(["--screenshot", str(path), "--size", "1280x800", *args])
    if code != 0:
        raise SystemExit(f"screenshot {name} failed ({code})")
    return path


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    ap.add_argument("--lang", nargs="+", default=["ja", "en"], choices=["ja", "en"])
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="jongrogue-shots-") as home:
        os.environ["JONGROGUE_HOME"] = home
        fill_history()
        seed, n = find_combat()
        print(f"mid-combat: seed {seed} after {n} commands")
        made = []
        for lang in args.lang:
            common = ("--lang", lang, "--scale", "100")
            made += [
                shoot(out, f"title_{lang}", "--scene", "title", *common),
                shoot(out, f"table_{lang}", "--scene", "table", "--seed", str(OPENING_SEED), *common),
                shoot(out, f"combat_{lang}", "--scene", "table", "--seed", str(seed), "--after", str(n),
                      *common),
                shoot(out, f"sheet_character_a_{lang}", "--scene", "sheet:character_a", "--seed", str(seed),
                      "--after", str(n), *common),
                shoot(out, f"sheet_melee_{lang}", "--scene", "sheet:melee", "--seed", str(seed), "--after",
                      str(n), *common),
                shoot(out, f"checks_{lang}", "--scene", "checks", "--seed", str(OPENING_SEED), "--after", "8",
                      *common),
                shoot(out, f"rules_{lang}", "--scene", "rules", *common),
                shoot(out, f"score_{lang}", "--scene", "score", *common),
                shoot(out, f"table_{lang}_200", "--scene", "table", "--seed", str(seed), "--after", str(n),
                      "--lang", lang, "--scale", "200"),
                shoot(out, f"rules_{lang}_200", "--scene", "rules", "--lang", lang, "--scale", "200"),
            ]
    print(f"{len(made)} screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
