"""Every kind of run through every tool a player can reach from it, end to end through the app
(the title, the table's keys and buttons, the pause menu, the end-of-run card, History), each
cell failing on an exception, a placeholder in what is shown or logged, a History row that
disagrees with its file, or a text that contradicts what the engine did.

The kinds and the tools are the app's own registries (``jongrogue/ui/run_kinds.py``, which the
New game screen builds from); the tests at the end check the screens offer exactly what the
registry lists, so a new mode or tool joins the matrix. A cell the registry says does not apply
checks the app's refusal instead."""

from __future__ import annotations

import contextlib
import io
import json
import logging
import re
from pathlib import Path

import pytest

from jongrogue import cli
from jongrogue.engine import SUPPORTED_OPTIONS
from jongrogue.game import Game
from jongrogue.runfiles.record import row_for
from jongrogue.runfiles.summary import summarize
from jongrogue.sim.advisor import named_best
from jongrogue.storage import paths
from jongrogue.text import words
from jongrogue.ui import run_kinds
from jongrogue.ui.board.common import tt
from jongrogue.ui.morgue_export import morgue_dir
from jongrogue.ui.print_export import sheets_dir
from jongrogue.ui.scenes import registry, table_flow
from jongrogue.ui.scenes.history import ACTIONS
from jongrogue.ui.scenes.title import MENU
from tests.ui.matrix_drive import Run, history_disagreements, patch_app, placeholders
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.run_life import dying_game

KINDS = tuple(run_kinds.run_kinds())
CAUGHT = re.compile(r"\b[A-Z][A-Za-z]*(?:Error|Exception)\b|Traceback")
TOOLS = run_kinds.TOOLS
COMBAT = ("ranged_phase", "combat_turn", "choice", "turn_end")

# bugs known and not yet fixed: the cell turns red when the fix lands (the mark then goes); each
# fails with the exception its bug raises, nothing else
KNOWN: dict[tuple[str, str], tuple[type[BaseException], str]] = {}


@pytest.fixture
def shown(monkeypatch, home):  # noqa: F811
    texts: list[str] = []
    patch_app(monkeypatch, texts)
    return texts


def _cells():
    """Every (kind, tool); the languages take turns (each kind and each tool meets both)."""
    for k, kind in enumerate(KINDS):
        for t, tool in enumerate(TOOLS):
            lang = ("en", "ja")[(k + t) % 2]
            known = KNOWN.get((kind, tool))
            marks = []
            if known:
                marks = [pytest.mark.xfail(strict=True, raises=known[0], reason=known[1])]
            yield pytest.param(kind, tool, lang, marks=marks, id=f"{kind}-{tool}-{lang}")


# -- the tools ------------------------------------------------------------------------------------
def hint(run: Run) -> None:
    table = run.table()
    run.play(until=lambda t: t.hint.available(t.ctl))
    n = len(run.game.commands)
    run.key(run.app.ctx.settings.keys.get("hint", "h"))
    for _ in range(5):
        run.app.step()
    assert table.hint.job is None and (table.hint.advice or table.hint.plan), run.names()
    assert len(run.game.commands) == n  # asking changes nothing but the count of hints
    if table.ctl.save_path is not None:
        assert summarize(Game.load(table.ctl.save_path))["hints"] == 1
    best = named_best(table.hint.advice or [])
    if best is not None:  # the best move is not one the table then argues against
        assert not table_flow.rest_is_pointless(table.ctl, best.command), best


def review(run: Run) -> None:
    run.play(4)
    if run_kinds.not_recorded(run.kind, "review"):
        return _never_recorded(run)
    run.abandon()
    assert run.top.name == "run_end", run.names()
    run.key("v")
    assert run.top.name == "replay", run.names()
    for _ in range(3):
        run.app.step()
    assert run.top.review.moments is not None
    run.key("escape")
    assert run.top.name in ("table", "run_end"), run.names()


def replay(run: Run) -> None:
    run.play(5)
    game = run.game
    run.open_replay()
    scene = run.top
    assert scene.player.position == len(game.commands)
    assert scene.view["pc"] == run.table().ctl.view["pc"]  # the replay's end is the table
    for key in ("left", "left", "home", "end"):
        run.key(key)
    run.key("escape")
    assert run.top is run.table(), run.names()


def play_from_here(run: Run) -> None:
    run.play(6)
    commands, tiles = list(run.game.commands), run.game.options.tiles
    run.open_replay()
    run.key("left")
    run.key("left")
    refused = run_kinds.refusal(run.kind, "play_from_here")
    if refused is not None:  # greyed, saying why, and a press leaves the run as it was
        branch = run.app.widget("branch")
        assert not branch.enabled and branch.tooltip == run.app.ctx.t(refused)
        run.press("branch")
        assert run.top.name == "replay" and run.game.commands == commands
        return
    run.press("branch")
    if run.top.name == "confirm":
        assert run.top.tag == "confirm_replace_run"
        run.press("yes")
    assert run.names()[:2] == ["title", "table"], run.names()  # (over it: its context's screen)
    branch = run.game
    assert branch.commands == commands[:-2]
    assert branch.options.mode == "practice" and branch.options.tiles == tiles
    assert branch.header["created"].startswith("branch:")
    run.play(1)


def _undo(run: Run) -> None:
    run.key("z", ctrl=True)
    if run.top.name == "confirm" and run.top.tag == "confirm_undo":  # seen tiles: practice asks
        run.press("yes")


def _refused_or(run: Run, tool: str, go) -> None:
    """``go()``, or where the registry says the app refuses the tool: its message, nothing lost."""
    key = run_kinds.refusal(run.kind, tool)
    if key is None:
        return go()
    n = len(run.game.commands)
    run.key("z", ctrl=True)
    assert run.app.ctx.t(key) in run.toasts() and len(run.game.commands) == n
    return None


def _undo_redo(run: Run, screens: tuple[str, ...]) -> None:
    """Undo then redo the last command; challenge mode may refuse the undo (it says why)."""
    n, context = len(run.game.commands), run.table().ctl.view["context"]
    ok, reason = run.table().ctl.can_undo()
    _undo(run)
    if not ok:
        assert run.game.options.mode == "challenge" and reason in run.toasts()
        assert len(run.game.commands) == n
        return
    assert len(run.game.commands) == n - 1
    undone = [e for e in run.table().ctl.log if e.index == n]
    assert [e.kind for e in undone] == ["undone"], undone  # the log says the command went
    run.key("y", ctrl=True)
    assert len(run.game.commands) == n and run.table().ctl.view["context"] == context
    redone = [e.kind for e in run.table().ctl.log if e.index == n]
    assert redone[0] == "undone" and "command" in redone[1:], redone  # then that it is back
    assert tuple(run.names()[-len(screens) :]) == screens, run.names()


def undo_camp(run: Run) -> None:
    def go():
        run.play(until=lambda t: any(c.type == "camp" for c in t.ctl.legal()))
        camp = next(c for c in run.table().ctl.legal() if c.type == "camp")
        run.app.command(camp)
        assert run.top.name == "camp", run.names()
        run.key("return")  # the camp ends
        assert run.top.name == "table", run.names()
        n = len(run.game.commands)
        ok, reason = run.table().ctl.can_undo()
        _undo(run)
        if not ok:  # challenge mode: refused, and said
            assert run.game.options.mode == "challenge" and reason in run.toasts()
            assert len(run.game.commands) == n
            return
        assert run.names()[-1] == "camp"
        _undo(run)  # pressed on the camp's screen
        run.key("y", ctrl=True)
        run.key("y", ctrl=True)  # pressed on the camp's screen: not lost
        assert len(run.game.commands) == n and run.top.name == "table", run.names()

    run.play(2)
    _refused_or(run, "undo_camp", go)


def undo_combat(run: Run) -> None:
    def go():
        run.play(until=lambda t: t.ctl.view["context"] in COMBAT)
        _undo_redo(run, ("table",))

    run.play(1)
    _refused_or(run, "undo_combat", go)


def undo_prompt(run: Run) -> None:
    """An undo key on a question the table asks (or on a tile prompt of a paper run)."""

    def go():
        if run.spec.tiles == "paper":
            run.play(until=lambda t: t.ctl.view.get("paper") is not None)
            return _undo_redo(run, ("table",))
        run.play(2)
        run.play(until=lambda t: t.ctl.view["context"] == "explore")
        run.key("escape")
        run.press(next(b for b in ("abandon", "forced_end") if b in run.ids()))
        assert run.top.tag.startswith("confirm_"), run.names()
        return _undo_redo(run, ("table",))

    run.play(1)
    _refused_or(run, "undo_prompt", go)


def save_continue(run: Run) -> None:
    run.play(4)
    if run.kind == "tutorial":  # no file: the tutorial resumes where it was left
        place, commands = (run.table().index, run.table().done_in_step), list(run.game.commands)
        run.save_and_quit()
        run.press("tutorial")
        assert run.top.name == "tutorial" and (run.top.index, run.top.done_in_step) == place
        assert run.game.commands == commands
        return
    run.play(until=lambda t: t.ctl.view["context"] == "explore")
    commands, view = list(run.game.commands), run.table().ctl.view
    run.save_and_quit()
    assert run.app.widget("continue").enabled
    run.press("continue")
    assert run.names() == ["title", "table"], run.names()
    assert run.game.commands == commands and run.table().ctl.view == view
    said = run.table().ctl.log[-1].text  # the log says how far the run had gone
    assert said == words.tt(run.app.ctx, "log.resumed", n=len(commands)), said
    run.play(1)


def print_sheets(run: Run) -> None:
    run.play(3)
    run.pause("print")
    assert run.top.tag == "print_sheets", run.names()
    run.press("print_filled_a4")
    written = list(sheets_dir().glob("*.pdf"))
    assert len(written) == 1 and written[0].stat().st_size > 0
    assert run.app.ctx.t("print.written", path=str(written[0])) in run.toasts()


def _never_recorded(run: Run) -> None:
    """The tutorial leaves no run behind: History has nothing to review, export or count."""
    run.pause("abandon")
    assert run.names() == ["title"], run.names()
    assert run.app.ctx.history.rows() == [] and not paths.has_autosave()
    run.press("history")
    assert run.top.name == "history" and run.top.rows == []
    empty = run.app.ctx.t("history.empty")  # and says so (its first line, as drawn)
    assert any(len(t) > 3 and empty.startswith(t) for t in run.shown), empty


def _finished_row(run: Run) -> dict:
    game = run.game
    run.finish_and_leave()
    rows = run.app.ctx.history.rows()
    assert len(rows) >= 1, rows
    row = rows[-1]
    assert Path(row["journal"]).exists()
    assert Game.load(row["journal"]).commands == game.commands  # the run, abandoned
    return row


def morgue(run: Run) -> None:
    run.play(3)
    if run_kinds.not_recorded(run.kind, "morgue"):
        return _never_recorded(run)
    row = _finished_row(run)
    run.press("history")
    run.press("export")
    written = list(morgue_dir().glob("*.json"))
    assert len(written) == 1, run.toasts()
    report = json.loads(written[0].read_text(encoding="utf-8"))
    game = Game.load(row["journal"])
    assert report["result"] == summarize(game)["result"] == row["result"] and report["verified"]
    text = written[0].with_suffix(".txt").read_text(encoding="utf-8")
    run.shown.append(text)
    return None


def verify(run: Run) -> None:
    run.play(3)
    if run_kinds.not_recorded(run.kind, "verify"):
        return _never_recorded(run)
    row = _finished_row(run)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli.main(["verify", row["journal"]]) == 0
    assert "VALID" in out.getvalue()
    return None


def history(run: Run) -> None:
    run.play(3)
    if run_kinds.not_recorded(run.kind, "history"):
        return _never_recorded(run)
    row = _finished_row(run)
    run.press("history")
    assert run.top.name == "history" and run.top.selected_row == row
    run.app.step()
    return None


def stats(run: Run) -> None:
    run.play(3)
    if run_kinds.not_recorded(run.kind, "stats"):
        return _never_recorded(run)
    _finished_row(run)
    run.press("history")
    run.press("stats")
    assert run.top.name == "stats", run.names()
    run.app.step()
    return None


def log(run: Run) -> None:
    run.play(4)
    run.play(until=lambda t: t.paper_prompt() is None)  # (a tile prompt types M as a suit)
    n = len(run.game.commands)
    run.key("m")
    assert run.top.name == "log", run.names()
    moves = [t for style, t in run.top.pane.blocks if style in ("entry_name", "move")]
    assert n == 0 or moves[-1].startswith(f"{n}. "), moves[-3:]
    run.key("m")
    assert run.top is run.table(), run.names()


def abandon(run: Run) -> None:
    run.play(3)
    if run.kind == "tutorial":  # the tutorial's "Reset and leave": next time from step 1
        run.pause("abandon")
        assert run.names() == ["title"] and run.app.ctx.settings.tutorial_step == 0
        run.press("tutorial")
        assert run.top.name == "tutorial" and run.game.commands == []
        return
    run.abandon()
    assert run.top.name == "run_end", run.names()
    assert run.table().ctl.finished
    row = run.app.ctx.history.rows()[-1]
    assert row["result"] == summarize(run.game)["result"]
    if row["result"] == "abandoned":  # the abandon's number, as the replay counts it
        _, words = run.top.middle()
        v = run.table().ctl.view
        card = v["score_card"][-1]
        n = len(run.game.commands)
        ctx = run.app.ctx
        said = tt(ctx, "end.abandoned_body", n=n, floor=card["floor"], deepest=card["deepest"])
        assert words == said, words


def new_game(run: Run) -> None:
    run.play(3)
    if run.kind == "tutorial":
        run.save_and_quit()
        run.new_game(run_kinds.run_kinds()["practice"])
        assert run.app.ctx.history.rows() == []
        return
    run.play(until=lambda t: t.ctl.view["context"] == "explore")
    commands = list(run.game.commands)
    run.save_and_quit()
    run.new_game(run_kinds.run_kinds()["practice"])
    assert run.names() == ["title", "table"] and run.game.commands == []
    rows = run.app.ctx.history.rows()
    assert [len(Game.load(r["journal"]).commands) for r in rows][-1:] == [len(commands)], rows
    if run.kind == "daily":  # today's attempt is recorded: the Daily says so, not again
        run.save_and_quit()
        run.press("daily")
        assert run.top.tag == "daily_unfinished", run.names()


TOOL_FNS = {
    fn.__name__: fn
    for fn in (
        hint,
        review,
        replay,
        play_from_here,
        undo_camp,
        undo_combat,
        undo_prompt,
        save_continue,
        print_sheets,
        morgue,
        verify,
        history,
        stats,
        abandon,
        new_game,
        log,
    )
}


@pytest.mark.parametrize(("kind", "tool", "lang"), list(_cells()))
def test_every_kind_through_every_tool(kind, tool, lang, shown, caplog):
    caplog.set_level(logging.WARNING)
    run = Run(kind, shown, lang).start()
    TOOL_FNS[tool](run)
    run.check()
    # an exception the app caught is still one: not in a toast, not in the log
    assert not [t for t in run.toasts() if CAUGHT.search(t)], run.toasts()
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


# -- the lists are the registries ----------------------------------------------------------------
def test_the_matrix_is_the_registries():
    assert set(TOOL_FNS) == set(TOOLS)
    assert set(run_kinds.PLUS_OPTIONS) == set(SUPPORTED_OPTIONS)
    kinds = run_kinds.run_kinds()
    assert {k.start for k in kinds.values()} == set(run_kinds.STARTS)
    assert {k.mode for k in kinds.values()} == set(run_kinds.MODES)
    assert {k.tiles for k in kinds.values()} == set(run_kinds.TILES)
    assert {k.ruleset for k in kinds.values()} == set(run_kinds.RULESETS)
    assert {o for k in kinds.values() if len(k.plus) == 1 for o in k.plus} == set(
        run_kinds.PLUS_OPTIONS
    )


def test_the_screens_offer_the_registrys_buttons(home):  # noqa: F811
    """Every button of the screens a run opens is in the registry (with its tool, or None), so a
    new one cannot be missed by the matrix."""
    game = dying_game()
    app = App(game=game)
    assert app.names() == ["table", "death"]
    assert _ids(app.top) == set(run_kinds.BUTTON_TOOLS["dead"])
    pause = table_flow.pause_menu(app.ctx, app.loop.stack[0].ctl).scene
    offered = {bid for bid, _, _ in pause.button_specs}
    assert offered <= set(run_kinds.BUTTON_TOOLS["pause"])
    assert set(run_kinds.BUTTON_TOOLS["pause"]) - offered <= {"abandon", "forced_end"}
    replay = registry.make("replay", app.ctx, game, position=None, source=None)
    replay.ensure_layout(app.ctx.layout.size)
    assert _ids(replay) | {replay.review.button.id} == set(run_kinds.BUTTON_TOOLS["replay"])
    app.key("g")  # Game over
    assert app.top.name == "run_end" and _ids(app.top) == set(run_kinds.BUTTON_TOOLS["run_end"])
    assert {a for a, _ in ACTIONS} == set(run_kinds.BUTTON_TOOLS["history"])
    assert {m for m, _, _ in MENU} == set(run_kinds.TITLE)
    tools = {t for screen in run_kinds.BUTTON_TOOLS.values() for t in screen.values()}
    tools |= set(run_kinds.TITLE.values()) | set(run_kinds.TABLE_TOOLS)
    assert tools - {None} | {"verify"} == set(TOOLS)  # verify: the command line's


def _ids(scene) -> set[str]:
    return {w.id for w in scene.form.widgets}


def test_a_row_that_disagrees_with_its_file_is_found(home):  # noqa: F811
    game = dying_game()
    paths.saves_dir()
    path = paths.saves_dir() / "run.jrlog"
    game.save(path)
    row = row_for(game, path)
    assert history_disagreements([row]) == []
    assert history_disagreements([{**row, "deepest": row["deepest"] + 1}]) != []


def test_placeholders_are_found():
    assert placeholders(["Branch of run #?, from command 90", "〈ui.x〉", "{n} floors"]) == [
        "Branch of run #?, from command 90",
        "{n} floors",
        "〈ui.x〉",
    ]
    assert placeholders(["Rest at full HP?", "Room 1 turns up", "1 tile", "2 tiles"]) == []
