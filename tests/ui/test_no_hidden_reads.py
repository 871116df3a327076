"""The UI learns only what the player may know: view(), knowledge(), public events, known odds.

Static: no module under jongrogue/ui touches a game's state (``.state``, snapshots, replays,
the census, the raw event list), asks for a revealed view, or imports the engine's
state-handling internals. Dynamic: a table whose Game refuses to hand out its state still plays,
draws, shows the check overlay and opens the replay."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame  # noqa: E402

from jongrogue.engine import Game  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scene import Pop, Push  # noqa: E402
from jongrogue.ui.scenes.check_overlay import CheckOverlay  # noqa: E402
from jongrogue.ui.scenes.replay import ReplayScene  # noqa: E402
from jongrogue.ui.scenes.table import make_table_scene  # noqa: E402

UI = Path(__file__).resolve().parents[2] / "jongrogue" / "ui"
HIDDEN_ATTRS = {
    "state",
    "_state",
    "_states",
    "_replay_to",
    "kept_states",
    "_last_pre",
    "census",
    "last_events",
    "redealt",
    "opening_state",
}
# what the UI may import from the engine: the public API, the replay's Timeline (which hands out
# views, knowledge and public events only), the seed's odds tables and a scroll constant
ENGINE_ALLOWED = {
    "jongrogue.engine",
    "jongrogue.engine.journal.timeline",
    "jongrogue.engine.views.odds",
    "jongrogue.engine.core.tiles",
    "jongrogue.engine.rules.scrolls",
}


def _problems(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = path.relative_to(UI.parent.parent)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in HIDDEN_ATTRS:
            out.append(f"{name}:{node.lineno} reads .{node.attr}")
        elif (
            isinstance(node, ast.ImportFrom)
            and node.level == 0
            and (node.module or "").startswith("jongrogue.engine")
        ):
            if node.module not in ENGINE_ALLOWED:
                out.append(f"{name}:{node.lineno} imports {node.module}")
        elif isinstance(node, ast.Import):
            out += [
                f"{name}:{node.lineno} imports {a.name}"
                for a in node.names
                if a.name.startswith("jongrogue.engine.") and a.name not in ENGINE_ALLOWED
            ]
        elif isinstance(node, ast.keyword) and node.arg == "reveal":
            out.append(f"{name}:{node.lineno} asks for a revealed view")
    return out


def test_no_ui_module_reads_hidden_state():
    files = sorted(UI.rglob("*.py")) + sorted(
        (UI.parent / "text").glob("*.py")
    )  # (the UI's words too)
    assert len(files) > 50
    problems = [p for f in files for p in _problems(f)]
    assert problems == []


def test_the_scan_catches_the_old_readers(tmp_path):
    """The scan is not vacuous: the readers this project had are flagged."""
    bad = tmp_path / "ui" / "bad.py"
    bad.parent.mkdir()
    bad.write_text(
        "from jongrogue.engine.core.events import evolve\n"
        "def f(ctl, tl, v):\n"
        "    draw_wall(tl.wall, ctl.game.state.wall)\n"
        "    return tl.timeline.state(3), ctl.game.view(reveal=True)\n",
        encoding="utf-8",
    )
    global UI
    saved, UI = UI, tmp_path / "ui"
    try:
        found = _problems(bad)
    finally:
        UI = saved
    assert len(found) == 4, found


class SealedGame(Game):
    """A Game whose state the UI cannot have (the engine keeps using ``_state``)."""

    @property
    def state(self):
        raise AssertionError("the UI read game.state")


def test_the_table_plays_draws_and_replays_without_the_state():
    ctx = AppContext(
        Settings(language="en", animation_speed="normal", sound=False),
        size=(1280, 800),
        persist=False,
    )
    ctx.toasts.clear()
    game = SealedGame.new(seed=8)
    table = make_table_scene(ctx, game)
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), table)
    overlays = 0
    for _ in range(40):
        if table.ctl.finished:
            break
        legal = [c for c in game.legal_commands() if c.type not in ("abandon", "forced_end")]
        pick = next(
            (
                c
                for c in legal
                if c.type
                in (
                    "fight",
                    "melee",
                    "continue",
                    "move_room_to_door",
                    "move_door_to_corridor",
                    "move_corridor_to_door",
                    "move_door_to_room",
                )
            ),
            legal[0],
        )
        assert table.ctl.execute(pick)[0]
        if table.ctl.checks:
            loop.apply(Push(CheckOverlay(ctx, table.ctl.checks)))
            overlays += 1
        loop.step([], dt=1 / 60)
        while loop.top is not table:
            loop.apply(Pop())
    loop.step([], dt=1 / 60)
    assert overlays and len(game.commands) >= 10
    replay = ReplayScene(ctx, game, position=len(game.commands) // 2)
    loop.apply(Push(replay))
    for _ in range(3):
        loop.step([], dt=1 / 60)
    assert replay.spots
