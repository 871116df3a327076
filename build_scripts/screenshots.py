"""Regenerate docs/screenshots/*.png with the app's own ``--screenshot`` (headless, deterministic).

Usage: python build_scripts/screenshots.py [--out docs/screenshots] [--lang ja en] [--only NAME ...]

Every scene in ja and en, each three ways: ``<scene>_<lang>.png`` at 100 % (1280×800),
``<scene>_<lang>_143.png`` (200 % asked for in a 1280×800 window, which fits at 143 %) and
``<scene>_<lang>_200.png`` (200 % in a 1760×1120 window, the smallest that shows 200 %). Scenes:
title, new game, rules, settings, score card, history, statistics (a sample history), the table (opening and mid-combat), the
character sheet A and melee weapon sheet, the check overlay half-way through its animation, the
death choice, the end-of-run card, the pause menu, the Hint's badges and legend at the advisor
benchmark's typical decision, the Review of a bot's death at its largest significant drop, and a
paper run's tile picker (`paper`: the player's own tiles, a room's tile wanted). The score card and history show a few runs
played by the greedy bot in a throw-away history. Settings and history live in a temporary
JONGROGUE_HOME, never the user's. frozen_title_linux.png (packaging), replay_* and tutorial_*
(their own scripts) are left alone.
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
DEATH_SEED = 6
# name suffix -> (window size, UI scale)
SIZES = {"": ("1280x800", "100"), "_143": ("1280x800", "200"), "_200": ("1760x1120", "200")}


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
    from jongrogue.runfiles import history
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


def paper_journal(folder: str) -> Path:
    """A paper run (the player's own tiles) waiting for a face-down tile of its start room."""
    from jongrogue.engine import Options
    from jongrogue.game import Game
    game = Game.new(5, Options(tiles="paper"))
    for tile in ("m5", "pR", "T", "s3"):
        game.execute(next(c for c in game.legal_commands() if c.arg("tile") == tile))
    path = Path(folder) / "paper.jrlog"
    path.write_text(game.to_text(), encoding="utf-8")
    return path


def shoot(out: Path, name: str, size: str, *args: str) -> Path:
    from jongrogue.app import main
    path = out / f"{name}.png"
    code = main(["--screenshot", str(path), "--size", size, *args])
    if code != 0:
        raise SystemExit(f"screenshot {name} failed ({code})")
    return path


def scenes(combat_seed: int, combat_after: int, paper: Path) -> dict[str, tuple[str, ...]]:
    """scene name -> the --screenshot arguments that show it."""
    combat = ("--seed", str(combat_seed), "--after", str(combat_after))
    return {
        "title": ("--scene", "title"),
        "newgame": ("--scene", "newgame"),
        "rules": ("--scene", "rules"),
        "settings": ("--scene", "settings"),
        "score": ("--scene", "score"),
        "history": ("--scene", "history"),
        "stats": ("--scene", "stats"),
        "table": ("--scene", "table", "--seed", str(OPENING_SEED)),
        "combat": ("--scene", "table", *combat),
        "sheet_character_a": ("--scene", "sheet:character_a", *combat),
        "sheet_melee": ("--scene", "sheet:melee", *combat),
        "checks": ("--scene", "checks", "--seed", str(OPENING_SEED), "--after", "8"),
        "death": ("--scene", "death", "--seed", str(DEATH_SEED)),
        "end": ("--scene", "end", "--seed", str(DEATH_SEED)),
        "pause": ("--scene", "pause", *combat),
        "hint": ("--scene", "hint"),
        "hint_plan": ("--scene", "hint_plan"),
        "review": ("--scene", "review"),
        "paper": ("--scene", "table", "--journal", str(paper)),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    ap.add_argument("--lang", nargs="+", default=["ja", "en"], choices=["ja", "en"])
    ap.add_argument("--only", nargs="*", help="scene names to redo (default: all)")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="jongrogue-shots-") as home:
        os.environ["JONGROGUE_HOME"] = home
        fill_history()
        seed, n = find_combat()
        print(f"mid-combat: seed {seed} after {n} commands")
        made = []
        for scene, scene_args in scenes(seed, n, paper_journal(home)).items():
            if args.only and scene not in args.only:
                continue
            for lang in args.lang:
                for suffix, (size, scale) in SIZES.items():
                    made.append(shoot(out, f"{scene}_{lang}{suffix}", size, *scene_args,
                                      "--lang", lang, "--scale", scale))
    print(f"{len(made)} screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
