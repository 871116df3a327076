"""Run files in the app, through real pygame events: a run file dropped on the window or opened
from History, Play from here (a branch recorded in History), the Daily run, abandoned runs
resumed from History, Export morgue, and the statistics scene's hover numbers."""

from __future__ import annotations

import os  # noqa: E402
from datetime import date  # noqa: E402
from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import Options, cmd  # noqa: E402
from jongrogue.game import Game  # noqa: E402
from jongrogue.runfiles.daily import daily_seed  # noqa: E402
from jongrogue.runfiles.record import run_key  # noqa: E402
from jongrogue.runfiles.stats import sample_rows  # noqa: E402
from jongrogue.storage import paths  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.morgue_export import morgue_dir  # noqa: E402
from jongrogue.ui.scenes.history import HistoryScene  # noqa: E402
from jongrogue.ui.scenes.launch import start_new_game  # noqa: E402
from jongrogue.ui.scenes.replay_open import open_journal  # noqa: E402
from jongrogue.ui.scenes.stats import StatsScene  # noqa: E402
from jongrogue.ui.scenes.title import TitleScene  # noqa: E402


class Driver:
    def __init__(self, make, *, lang="en", size=(1280, 800)):
        self.ctx = AppContext(Settings(language=lang), size=size)
        self.ctx.toasts.clear()
        self.loop = AppLoop(self.ctx, pygame.Surface(size), make(self.ctx))
        self.step()

    top = property(lambda self: self.loop.top)

    def names(self):
        return [s.name for s in self.loop.stack]

    def step(self, *events):
        self.loop.step(list(events), dt=1 / 60)

    def key(self, key, mod=0):
        self.step(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))

    def move(self, pos):
        self.step(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def click(self, widget):
        pos = widget.rect.center
        self.move(pos)
        self.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def widget(self, wid):
        return next(w for w in self.top.form.widgets if w.id == wid)


def played(seed=5, n=40, mode="practice") -> Game:
    g = Game.new(seed=seed, options=Options(mode=mode))
    from jongrogue.sim.bot import GreedyBot

    bot = GreedyBot()
    while len(g.commands) < n and g.state.context not in ("game_over", "victory"):
        g.execute(bot.choose(g))
    return g


@pytest.fixture
def run_file(tmp_path):
    path = tmp_path / "shared.jrlog"
    played().save(path)
    return path


# -- opening files ------------------------------------------------------------------------------------
def test_a_run_file_dropped_on_the_window_opens_the_replay(run_file, tmp_path):
    d = Driver(TitleScene)
    d.step(pygame.event.Event(pygame.DROPFILE, file=str(run_file)))
    assert d.names() == ["title", "replay"]
    assert d.top.player.total == 40 and d.top.player.position == 0 and d.top.source == run_file
    assert any(str(run_file) in t.text for t in d.ctx.toasts)
    d.key(pygame.K_ESCAPE)
    junk = tmp_path / "junk.txt"
    junk.write_text("hello\n", encoding="utf-8")
    d.step(pygame.event.Event(pygame.DROPFILE, file=str(junk)))
    assert d.names() == ["title", "message"] and d.top.kind == "error"


def test_open_file_from_history(run_file):
    d = Driver(lambda ctx: HistoryScene(ctx, rows=[]))
    d.click(d.widget("open_file"))
    assert d.names() == ["history", "open_file"]
    field = d.widget("path")
    field.set_text("")
    d.step(pygame.event.Event(pygame.TEXTINPUT, text=str(run_file)))
    d.key(pygame.K_RETURN)
    assert d.names() == ["history", "replay"] and d.top.player.total == 40


# -- branch from replay ---------------------------------------------------------------------------------
def test_play_from_here_branches_a_practice_run_recorded_in_history(run_file):
    original = Game.load(run_file)
    d = Driver(lambda ctx: HistoryScene(ctx, rows=[]))
    d.ctx.history.record_run(
        {"seed": 5, "ruleset": "ez", "result": "game_over", "journal": str(run_file)}
    )
    row_id = d.ctx.history.last_id
    d.loop.apply(open_journal(d.ctx, run_file, position=0, row_id=row_id))
    for _ in range(25):
        d.key(pygame.K_RIGHT)
    assert d.top.player.position == 25
    d.click(d.widget("branch"))
    assert d.names() == ["history", "table"]
    game = d.top.ctl.game
    assert game.commands == original.commands[:25] and game.options.mode == "practice"
    assert game.header["created"] == f"branch:{row_id}:25:{run_key(original)}"
    assert Game.load(paths.autosave_path()).commands == original.commands[:25]
    assert d.top.ctl.execute(cmd("abandon"))[0]
    rows = d.ctx.history.rows()
    branch = rows[-1]
    assert branch["started"] == game.header["created"] and branch["result"] == "abandoned"
    scene = HistoryScene(d.ctx)
    assert scene.origin_text(branch) == f"Branch of run #{row_id}, from command 25"


# -- daily run ------------------------------------------------------------------------------------------
def test_daily_run_from_the_title_one_recorded_attempt(monkeypatch):
    d = Driver(TitleScene)
    d.click(d.widget("daily"))
    assert d.names() == ["title", "table"]
    game = d.top.ctl.game
    today = date.today()
    assert game.header["seed"] == daily_seed(today) and game.options.mode == "challenge"
    assert game.header["created"] == f"daily:{today.isoformat()}"
    assert d.top.ctl.execute(cmd("abandon"))[0]
    d.loop.apply(d.top.leave())
    assert d.names() == ["title"]
    d.click(d.widget("daily"))
    assert d.names() == ["title", "message"] and d.top.tag == "daily_done"


def test_daily_run_in_progress_continues():
    d = Driver(TitleScene)
    d.click(d.widget("daily"))
    d.top.ctl.execute(d.top.ctl.legal()[0])
    n = len(d.top.ctl.game.commands)
    d.loop.apply(d.top.leave())
    d.click(d.widget("daily"))
    assert d.names() == ["title", "table"] and len(d.top.ctl.game.commands) == n


# -- abandoned runs -------------------------------------------------------------------------------------
def test_an_abandoned_run_is_in_history_and_can_be_resumed():
    ctx = AppContext(Settings(language="en"), size=(1280, 800))
    paths.saves_dir()
    g = played(n=30)
    g.undo()
    g.save(paths.autosave_path())
    start_new_game(ctx, 9, "ez", frozenset(), "practice")  # the old run is archived and recorded
    rows = ctx.history.rows()
    assert len(rows) == 1 and rows[0]["result"] == "unfinished" and rows[0]["undos"] == 1
    d = Driver(HistoryScene)
    assert (
        d.top.cell(d.top.rows[0], "result") == "Unfinished"
        and d.top.cell(d.top.rows[0], "undos") == "1"
    )
    assert d.widget("resume").enabled and d.widget("replay").enabled
    d.click(d.widget("resume"))
    assert d.names() == ["history", "confirm"]  # seed 9's new run is in progress
    d.click(d.widget("yes"))
    assert d.names() == ["history", "table"]
    assert d.top.ctl.game.commands == g.commands and d.top.ctl.game.undos == 1
    # the resumed row is gone (recorded again when the run ends); seed 9, never played, is not a run
    assert d.ctx.history.rows() == []


def test_clean_mark_and_undo_counts_reach_history():
    d = Driver(lambda ctx: HistoryScene(ctx, rows=[]))
    from jongrogue.runfiles.record import row_for

    clean = played(seed=3, n=10, mode="challenge")
    dirty = played(seed=4, n=10, mode="practice")
    dirty.undo()
    for g in (clean, dirty):
        g.execute(cmd("abandon"))
        d.ctx.history.record_run(row_for(g))
    scene = HistoryScene(d.ctx)
    by_seed = {r["seed"]: r for r in scene.all_rows}
    assert scene.cell(by_seed["3"], "clean") == "✓" and scene.cell(by_seed["4"], "clean") == ""
    assert (
        scene.cell(by_seed["4"], "undos") == "1" and scene.cell(by_seed["3"], "mode") == "Challenge"
    )


# -- export morgue --------------------------------------------------------------------------------------
def test_export_morgue_from_history(run_file):
    AppContext(Settings(), size=(1280, 800)).history.record_run(
        {"seed": 5, "ruleset": "ez", "result": "game_over", "journal": str(run_file)}
    )
    d = Driver(HistoryScene)
    d.click(d.widget("export"))
    texts = sorted(morgue_dir().glob("*.txt"))
    assert len(texts) == 1 and "Seed 5" in texts[0].read_text(encoding="utf-8")
    assert Game.load(texts[0].with_suffix(".jrlog")).commands == Game.load(run_file).commands
    assert any("Morgue saved" in t.text for t in d.ctx.toasts)


# -- statistics -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_stats_scene_shows_numbers_on_hover(lang):
    rows = sample_rows()
    d = Driver(lambda ctx: StatsScene(ctx, rows), lang=lang)
    sc = d.top
    assert sc.spots and sc.data["runs"] == len(rows)
    deepest = sc.data["deepest"]
    first_floor = min(deepest)
    rect, tip = sc.spots[0]
    d.move(rect.center)
    assert sc.hover == 0 and str(deepest[first_floor]) in tip
    surface = pygame.Surface((1280, 800))
    sc.draw(surface)  # the tooltip is drawn over the chart
    d.key(pygame.K_RIGHT)
    assert sc.hover == 1
    starved = dict(sc.data["causes"]).get("starved")
    tips = [t for _, t in sc.spots]
    assert starved and any(str(starved) in t for t in tips)


def test_stats_reachable_from_history():
    d = Driver(lambda ctx: HistoryScene(ctx, rows=sample_rows()))
    d.click(d.widget("stats"))
    assert d.names() == ["history", "stats"]


def test_export_morgue_on_the_death_screen():
    from jongrogue.sim.play import play_game
    from jongrogue.ui.controller import GameController
    from jongrogue.ui.scenes.death import DeathScene

    finished = play_game(5).game
    h = finished.header
    game = Game.new(
        h["seed"], Options(h["ruleset"], tuple(h["options"]), h["mode"]), None, h["created"]
    )
    for c in finished.commands[:-1]:  # the moment of death, before "Game over"
        game.execute(c)
    d = Driver(lambda ctx: DeathScene(ctx, GameController(ctx, game, None)), lang="ja")
    d.click(d.widget("export"))
    texts = sorted(morgue_dir().glob("*.txt"))
    assert len(texts) == 1 and d.names() == ["death"]
    text = texts[0].read_text(encoding="utf-8")
    assert "シード 5" in text and "階ごとの記録" in text and "検証済み" in text


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_screenshot_of_the_stats_scene(tmp_path, lang):
    from jongrogue.app import build_parser
    from jongrogue.ui import headless

    out = tmp_path / f"stats_{lang}.png"
    args = build_parser().parse_args(["--screenshot", str(out), "--scene", "stats", "--lang", lang])
    assert headless.screenshot(args) == 0  # (app.main would quit pygame under the other tests)
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 800)
    colours = {img.get_at((x, y))[:3] for x in range(60, 620, 7) for y in range(160, 400, 7)}
    assert (96, 160, 220) in colours  # the deepest-floor bars are drawn


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_stats_say_why_history_lists_more_runs_than_they_count(lang):
    """Unfinished runs (kept in History, resumable) are not counted: the headline says so."""
    rows = [dict(r, result="unfinished") for r in sample_rows()[:2]]
    d = Driver(lambda ctx: StatsScene(ctx, rows), lang=lang)
    sc, t = d.top, d.ctx.t
    assert sc.data["runs"] == 0 and sc.data["unfinished"] == 2
    assert sc.headline() == t("stats.runs", runs=0, victories=0) + t("stats.unfinished", n=2)
    assert "2" in t("stats.unfinished", n=2)
    sc.draw(pygame.Surface((1280, 800)))
    finished = StatsScene(d.ctx, sample_rows())
    assert finished.headline() == t(
        "stats.runs", runs=finished.data["runs"], victories=finished.data["victories"]
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_open_file_lists_the_saves_folder_to_choose_by_keys_or_mouse(tmp_path, lang):
    """Newest first; Down from the path field reaches the list, a row chosen fills the path in,
    Enter on it opens it; by mouse, a click chooses and a second click (or Open) opens."""
    folder = paths.saves_dir()
    older, newer = folder / "20261201-100000-game_over.jrlog", folder / "20261202-100000.jrlog"
    played(seed=5, n=10).save(older)
    played(seed=6, n=12).save(newer)
    os.utime(older, (1_700_000_000, 1_700_000_000))
    (folder / "notes.txt").write_text("not a run\n", encoding="utf-8")
    d = Driver(lambda ctx: HistoryScene(ctx, rows=[]), lang=lang)
    d.click(d.widget("open_file"))
    files = d.widget("files")
    assert d.top.files[:2] == [newer, older] and all(p.suffix == ".jrlog" for p in d.top.files)
    assert d.top.form.focus is d.widget("path")  # typing a path still comes first
    d.key(pygame.K_DOWN)
    assert d.top.form.focus is files and files.selected == -1  # nothing chosen yet
    d.key(pygame.K_DOWN)
    assert files.selected == 0 and d.widget("path").text == str(newer)
    d.key(pygame.K_DOWN)
    assert files.selected == 1 and d.widget("path").text == str(older)
    assert "20261201-100000-game_over.jrlog" in d.top.speech_row(files, 1)
    d.key(pygame.K_RETURN)
    assert d.names() == ["history", "replay"] and d.top.player.total == 10
    d.key(pygame.K_ESCAPE)
    d.click(d.widget("open_file"))
    files = d.widget("files")
    d.click(SimpleNamespace(rect=pygame.Rect(files.rect.x + 40, files.rect.y + 4, 1, 1)))
    assert d.names()[-1] == "open_file" and d.widget("path").text == str(newer)
    d.click(d.widget("open"))
    assert d.names() == ["history", "replay"] and d.top.player.total == 12


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_enter_on_the_saves_folder_chooses_its_newest_file_instead_of_an_error(tmp_path, lang):
    folder = paths.saves_dir()
    played(seed=5, n=10).save(folder / "20261201-100000.jrlog")
    d = Driver(lambda ctx: HistoryScene(ctx, rows=[]), lang=lang)
    d.click(d.widget("open_file"))
    assert d.widget("path").text == str(folder) + "/"  # as the field starts
    d.ctx.toasts.clear()
    d.key(pygame.K_RETURN)
    files = d.widget("files")
    assert d.names()[-1] == "open_file" and d.top.form.focus is files and files.selected == 0
    assert d.widget("path").text == str(folder / "20261201-100000.jrlog")
    assert [t.text for t in d.ctx.toasts] == [d.ctx.t("history.open_file_folder")]
    d.key(pygame.K_RETURN)
    assert d.names() == ["history", "replay"]


def test_open_file_with_an_empty_saves_folder_says_so(tmp_path):
    d = Driver(lambda ctx: HistoryScene(ctx, rows=[]))
    d.click(d.widget("open_file"))
    assert d.top.files == [] and not any(w.id == "files" for w in d.top.form.widgets)
    assert d.top.form.focus is d.widget("path")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "size,scale", [((1280, 800), 100), ((1280, 800), 200), ((1600, 1000), 200)]
)
def test_open_files_words_fit(lang, size, scale, monkeypatch):
    from jongrogue.ui import theme

    cut, real = [], theme.ellipsize

    def spy(font, words, max_width):
        out = real(font, words, max_width)
        if out != words:
            cut.append(words)
        return out

    monkeypatch.setattr(theme, "ellipsize", spy)
    played(seed=5, n=4).save(paths.saves_dir() / "20261201-100000-abandoned.jrlog")
    d = Driver(lambda ctx: HistoryScene(ctx, rows=[]), lang=lang, size=size)
    d.ctx.set_scale(scale)
    d.click(d.widget("open_file"))
    d.step()
    words = [d.ctx.t(k) for k in ("history.open_file_list", "history.open_file_prompt")]
    assert [w for w in cut if w in words or w.endswith(".jrlog")] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_run_file_that_cannot_be_opened_says_why_in_the_players_language(tmp_path, lang):
    """A missing path, a folder and a file that is no run each get their own reason, in the
    game's language (the system's English error was all a Japanese player read)."""
    junk = tmp_path / "junk.jrlog"
    junk.write_text("hello\n", encoding="utf-8")
    cases = {
        tmp_path / "gone.jrlog": "replay.error_missing",
        tmp_path: "replay.error_folder",
        junk: "replay.error_damaged",
    }
    d = Driver(TitleScene, lang=lang)
    for path, reason in cases.items():
        d.step(pygame.event.Event(pygame.DROPFILE, file=str(path)))
        assert d.names() == ["title", "message"]
        said = d.top.body
        expected = d.ctx.t(reason, detail="")
        assert expected.split("{")[0].split("（")[0].split("(")[0] in said
        assert ("No such file" in said) is False and ("directory" in said) is False
        missing = reason == "replay.error_missing"
        assert (d.top.title == d.ctx.t("replay.not_found_title")) is missing
        d.key(pygame.K_ESCAPE)
        d.step(pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))


def test_ctrl_a_in_the_path_field_selects_the_path_and_typing_replaces_it(tmp_path):
    d = Driver(lambda ctx: HistoryScene(ctx, rows=[]))
    d.click(d.widget("open_file"))
    field = d.widget("path")
    assert field.text.endswith("/") and d.top.form.focus is field
    d.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    assert d.names()[-1] == "open_file" and field.all_selected  # not a shortcut of the screen
    d.step(pygame.event.Event(pygame.TEXTINPUT, text="/x.jrlog"))
    assert field.text == "/x.jrlog" and not field.all_selected
    d.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    d.key(pygame.K_BACKSPACE)
    assert field.text == ""
    d.step(pygame.event.Event(pygame.TEXTINPUT, text="ab"))
    d.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    d.key(pygame.K_LEFT)  # a move ends the selection; typing then inserts
    d.step(pygame.event.Event(pygame.TEXTINPUT, text="c"))
    assert field.text == "cab"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_by_ear_ctrl_a_in_a_field_selects_and_says_so_instead_of_saying_again(tmp_path, lang):
    from jongrogue.speech.backend import RecordingSink

    d = Driver(lambda ctx: HistoryScene(ctx, rows=[]), lang=lang)
    d.click(d.widget("open_file"))
    sink = RecordingSink()
    d.ctx.speech.use(sink)
    d.ctx.speech.enabled = True
    d.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    d.ctx.speech.pump()
    heard = sink.texts()[-1]
    assert d.ctx.t("speech.focus.all_selected", text="").strip("{}, 、") in heard


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_abandoned_run_is_on_the_stats_chart_as_abandoned(tmp_path, lang):
    """The Abandon card says History and Statistics count the run as abandoned: both do."""
    from jongrogue.runfiles.record import row_for

    g = played(n=10)
    g.execute(cmd("abandon"))
    path = tmp_path / "gave-up.jrlog"
    g.save(path)
    ctx = AppContext(Settings(language=lang), size=(1280, 800))
    ctx.history.record_run(row_for(g, path))
    d = Driver(lambda c: HistoryScene(c), lang=lang)
    d.click(d.widget("stats"))
    sc = d.top
    assert sc.name == "stats"
    word = d.ctx.name("cause.abandoned")
    assert word in [label for label, _, _ in sc.chart_rows()["causes"]]
    assert any(word in tip for _, tip in sc.spots) or sc.data["causes"] == [("abandoned", 1)]
