"""Render the pictures of the README and the docs with the app's own ``--screenshot`` (headless,
deterministic), and keep each file untouched unless its pixels change.

Usage: python build_scripts/screenshots.py [--all] [--out DIR] [--lang ja en] [--only NAME ...]

By default the script renders the pictures that README.md, README.ja.md and docs/*.md show (their
``docs/screenshots/<name>.png`` links: the committed set) into docs/screenshots. ``--all``
renders every view instead, into ``--out`` (default build/screenshots, outside the tree): every
scene in ja and en, each three ways — ``<scene>_<lang>.png`` at 100 % (1280×800),
``<scene>_<lang>_143.png`` (200 % asked for in a 1280×800 window, which fits at 143 %) and
``<scene>_<lang>_200.png`` (200 % in a 1760×1120 window, the smallest that shows 200 %).

A picture is written only when its decoded pixels differ from the file already there (bytes may
differ for the same pixels, so they are not compared), and then losslessly optimised with oxipng
(the ``pyoxipng`` package: ``pip install -e ".[screenshots]"``). Running the script twice
changes no file.

Scenes: title, new game, rules, settings, score card, history, statistics (a sample history), the
table (opening and mid-combat), the character sheet A and melee weapon sheet, the check overlay
half-way through its animation, the death choice, the end-of-run card, the pause menu, the Hint's
badges and legend at the advisor benchmark's typical decision, the Hint from the Amulet's depth,
the Review of a bot's death at its largest significant drop, a paper run's tile picker (the
player's own tiles, a room's tile wanted) and three tutorial steps (its first, dragging an item,
the death choice). The score card and history show a few runs played by the greedy bot in a
throw-away history. Settings and history live in a temporary JONGROGUE_HOME, never the user's.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (after the SDL variables above)

try:
    import oxipng  # the `screenshots` extra: lossless PNG optimisation
except ImportError:  # only needed when a picture changes
    oxipng = None

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DOCS = ROOT / "docs" / "screenshots"
PAGES = ("README.md", "README.ja.md", "docs/*.md")  # the pages whose pictures are committed
OPENING_SEED = 3
COMBAT = ("combat_turn", "ranged_phase", "turn_end")
HISTORY_SEEDS = (6, 3, 9, 2, 5)
DEATH_SEED = 6
LANGS = ("ja", "en")
# name suffix -> (window size, UI scale)
SIZES = {"": ("1280x800", "100"), "_143": ("1280x800", "200"), "_200": ("1760x1120", "200")}
TUTORIAL_STEPS = {"tutorial_step1": 1, "tutorial_step2": 11, "tutorial_step3": 21}
OXIPNG_LEVEL = 2  # higher levels take several times longer for a percent or two
LINK = re.compile(r"docs/screenshots/([A-Za-z0-9_]+)\.png|\(screenshots/([A-Za-z0-9_]+)\.png")
NAME = re.compile(r"(?P<scene>.+)_(?P<lang>ja|en)(?P<size>_143|_200)?$")


def documented(root: Path = ROOT) -> list[str]:
    """The picture names the README and the docs link to, sorted."""
    names = set()
    for pattern in PAGES:
        for page in root.glob(pattern):
            for m in LINK.finditer(page.read_text(encoding="utf-8")):
                names.add(m.group(1) or m.group(2))
    return sorted(names)


def pixels(path: Path) -> tuple[tuple[int, int], bytes] | None:
    """A PNG's size and RGBA pixels, or None when there is no readable picture there."""
    try:
        surface = pygame.image.load(str(path))
    except (FileNotFoundError, pygame.error):
        return None
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


def keep(fresh: Path, target: Path) -> bool:
    """Move the freshly rendered `fresh` to `target` unless `target` already shows the same
    pixels (then `target` is left untouched and `fresh` removed). True when `target` changed."""
    if pixels(fresh) == pixels(target):
        fresh.unlink()
        return False
    if oxipng is None:
        raise SystemExit(
            'a picture changed: install the optimiser with pip install -e ".[screenshots]"'
        )
    oxipng.optimize(str(fresh), level=OXIPNG_LEVEL)
    os.replace(fresh, target)
    return True


def _choose():
    from jongrogue.ui.first_scene import _chooser

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
    from jongrogue.runfiles import history
    from jongrogue.sim import play_game

    for i, seed in enumerate(HISTORY_SEEDS):
        r = play_game(seed, max_commands=3000)
        s = r.game.state
        row = s.score_card[-1] if s.score_card else None
        history.record_run(
            {
                "seed": seed,
                "ruleset": "ez",
                "options": [],
                "mode": "practice",
                "result": r.result if r.result in ("game_over", "victory") else "game_over",
                "floor": s.pc.floor,
                "deepest": s.pc.deepest,
                "level": s.pc.level,
                "gold": s.pc.gold,
                "score": getattr(row, "score", s.pc.gold),
                "cause": r.cause,
                "continues": 0,
                "started": f"2025-06-0{i + 1}T20:00:00",
                "ended": f"2025-06-0{i + 1}T20:4{i}:00",
            }
        )


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


def shoot(out: Path, name: str, size: str, *args: str) -> bool:
    """Render `name` into `out`; True when the file there changed."""
    from jongrogue.app import main

    target = out / f"{name}.png"
    fresh = out / f".{name}.rendering.png"
    code = main(["--screenshot", str(fresh), "--size", size, *args])
    if code != 0:
        fresh.unlink(missing_ok=True)
        raise SystemExit(f"screenshot {name} failed ({code})")
    return keep(fresh, target)


def scenes(combat_seed: int, combat_after: int, paper: Path) -> dict[str, tuple[str, ...]]:
    """scene name -> the --screenshot arguments that show it."""
    combat = ("--seed", str(combat_seed), "--after", str(combat_after))
    shown = {
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
    for name, step in TUTORIAL_STEPS.items():
        shown[name] = ("--scene", "tutorial", "--step", str(step))
    return shown


def every_name(scene_names, langs=LANGS) -> list[str]:
    """Every picture of `--all`: each scene in each language at each size."""
    return [f"{s}_{lang}{suffix}" for s in scene_names for lang in langs for suffix in SIZES]


def plan(names, scene_args) -> list[tuple[str, str, tuple[str, ...]]]:
    """(name, window size, --screenshot arguments) for each picture name."""
    jobs = []
    for name in names:
        m = NAME.match(name)
        if not m or m["scene"] not in scene_args:
            raise SystemExit(f"no scene makes {name}.png (linked from the docs?)")
        size, scale = SIZES[m["size"] or ""]
        args = (*scene_args[m["scene"]], "--lang", m["lang"], "--scale", scale)
        jobs.append((name, size, args))
    return jobs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--all", action="store_true", help="every view at every size, not only the docs'"
    )
    ap.add_argument(
        "--out", help="folder (default: docs/screenshots, or build/screenshots with --all)"
    )
    ap.add_argument("--lang", nargs="+", default=list(LANGS), choices=LANGS)
    ap.add_argument("--only", nargs="*", help="picture or scene names to redo (default: all)")
    args = ap.parse_args(argv)
    out = Path(args.out) if args.out else ROOT / "build" / "screenshots" if args.all else DOCS
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="jongrogue-shots-") as home:
        os.environ["JONGROGUE_HOME"] = home
        fill_history()
        seed, n = find_combat()
        scene_args = scenes(seed, n, paper_journal(home))
        names = every_name(scene_args, args.lang) if args.all else documented()
        names = [x for x in names if NAME.match(x) and NAME.match(x)["lang"] in args.lang]
        if args.only:
            names = [x for x in names if x in args.only or NAME.match(x)["scene"] in args.only]
        changed = [name for name, size, a in plan(names, scene_args) if shoot(out, name, size, *a)]
    print(f"{len(names)} screenshots in {out}, {len(changed)} changed: {' '.join(changed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
