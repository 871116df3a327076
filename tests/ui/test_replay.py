"""Replay and History scenes: real pygame events through the scene stack (dummy drivers)."""

from __future__ import annotations

from datetime import datetime  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import Options  # noqa: E402
from jongrogue.game import Game  # noqa: E402
from jongrogue.runfiles import history
from jongrogue.storage import paths  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.replay.player import ReplayPlayer, Timeline  # noqa: E402
from jongrogue.ui.scenes.history import HistoryScene, journal_for  # noqa: E402
from jongrogue.ui.scenes.replay import ReplayScene, draw_icon  # noqa: E402
from jongrogue.ui.scenes.replay_open import open_journal  # noqa: E402
from jongrogue.ui.scenes.scorecard import ScoreCardScene  # noqa: E402
from jongrogue.ui.scenes.title import TitleScene  # noqa: E402
from jongrogue.ui.voice import form_focus  # noqa: E402

N_COMMANDS = 60
KEY_FIELDS = ("context", "pc", "wall", "discard", "dungeon", "encounter", "sheets", "score_card")


def _chooser():
    try:
        from jongrogue.sim.bot import GreedyBot

        bot = GreedyBot()
        return bot.choose
    except Exception:  # pragma: no cover - the bot is optional
        return lambda game: game.legal_commands()[0]


def play(seed: int = 5, n: int = N_COMMANDS) -> Game:
    game = Game.new(seed=seed, options=Options(ruleset="ez"))
    choose = _chooser()
    while len(game.commands) < n and game.state.context not in ("game_over", "victory"):
        try:
            command = choose(game)
        except Exception:
            command = game.legal_commands()[0]
        game.execute(command)
    return game


@pytest.fixture
def journal(tmp_path):
    path = tmp_path / "run.jrlog"
    game = play()
    game.save(path)
    assert len(game.commands) >= 40
    return path


def reference_view(path, n: int) -> dict:
    """Game.view() of a fresh game that executed the journal's first n commands."""
    full = Game.load(path)
    h = full.header
    game = Game.new(
        h["seed"],
        Options(h["ruleset"], tuple(h["options"]), h["mode"]),
        h.get("box_order"),
        h["created"],
    )
    for c in full.commands[:n]:
        game.execute(c)
    return game.view()


class Driver:
    def __init__(self, scene_or_cls, *, lang="en", size=(1280, 800), scale=100):
        self.ctx = AppContext(Settings(language=lang, ui_scale=scale), size=size)
        self.ctx.toasts.clear()
        scene = scene_or_cls(self.ctx) if isinstance(scene_or_cls, type) else scene_or_cls(self.ctx)
        self.loop = AppLoop(self.ctx, pygame.Surface(size), scene)
        self.step()

    @property
    def top(self):
        return self.loop.top

    def names(self):
        return [s.name for s in self.loop.stack]

    def step(self, *events, dt=1 / 60):
        self.loop.step(list(events), dt=dt)

    def key(self, key, mod=0, unicode=""):
        self.step(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        self.step(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))

    def click(self, widget_or_pos, button=1):
        pos = widget_or_pos.rect.center if hasattr(widget_or_pos, "rect") else widget_or_pos
        self.step(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def replay_driver(path, position=0, **kw) -> Driver:
    return Driver(lambda ctx: open_journal(ctx, path, position=position).scene, **kw)


def assert_shows(scene: ReplayScene, path, n: int) -> None:
    assert scene.player.position == n
    want = reference_view(path, n)
    got = scene.view
    for k in KEY_FIELDS:
        assert got[k] == want[k], (n, k)
    assert got == want


# -- the model ------------------------------------------------------------------------------------
def test_player_model():
    p = ReplayPlayer(10, 0)
    assert p.at_start and not p.playing and p.speed == 1.0
    assert p.step(1) and p.position == 1
    assert not p.step(-5) or p.position == 0
    assert p.position == 0
    p.toggle()
    assert p.tick(2.5) == 2 and p.position == 2
    p.faster()
    assert p.speed == 2.0 and p.tick(1.0) == 2 and p.position == 4
    p.set_speed(4.0)
    assert p.tick(10) == 6 and p.at_end and not p.playing  # stops at the end
    p.toggle()  # play at the end starts over
    assert p.playing and p.position == 0
    p.pause()
    assert p.tick(5) == 0
    p.slower()
    p.slower()
    p.slower()
    p.slower()
    assert p.speed == 0.5
    assert p.seek(99) and p.position == 10


def test_timeline_matches_the_engine_and_leaves_the_game_alone(journal):
    game = Game.load(journal)
    before = (list(game.commands), game.state_hash())
    tl = Timeline(game)
    for n in (tl.total, 0, 17, 16, 33, tl.total - 1, 1):
        st = tl.state(n)
        assert st == game._replay_to(n)
    assert tl.events(0) == []
    assert [e.kind for e in tl.events(5)]
    assert (list(game.commands), game.state_hash()) == before


# -- the replay scene -----------------------------------------------------------------------------
def test_replay_keys_step_seek_and_play(journal):
    data = journal.read_bytes()
    mtime = journal.stat().st_mtime_ns
    d = replay_driver(journal, position=0)
    sc = d.top
    assert d.names() == ["replay"] and isinstance(sc, ReplayScene)
    total = sc.player.total
    assert total == len(Game.load(journal).commands) >= 40
    assert_shows(sc, journal, 0)
    for n in (1, 2, 3):
        d.key(pygame.K_RIGHT)
        assert_shows(sc, journal, n)
    d.key(pygame.K_LEFT)
    assert_shows(sc, journal, 2)
    d.key(pygame.K_END)
    assert_shows(sc, journal, total)
    d.key(pygame.K_RIGHT)  # nothing past the end
    assert sc.player.position == total
    d.key(pygame.K_HOME)
    assert_shows(sc, journal, 0)
    d.key(pygame.K_PAGEDOWN)
    assert sc.player.position == 10
    d.key(pygame.K_HOME)
    # Space plays at 1× (one command a second); + doubles the speed; Space pauses
    d.key(pygame.K_SPACE)
    assert sc.player.playing and sc.buttons["play"].icon == "pause"
    d.step(dt=1.0)
    d.step(dt=1.0)
    d.step(dt=1.0)
    assert sc.player.position == 3
    d.key(pygame.K_PLUS)
    assert sc.player.speed == 2.0 and sc.speed.value == "2.0"
    d.step(dt=1.0)
    assert_shows(sc, journal, 5)
    d.key(pygame.K_SPACE)
    assert not sc.player.playing and sc.buttons["play"].icon == "play"
    d.step(dt=5.0)
    assert sc.player.position == 5
    d.key(pygame.K_MINUS)
    d.key(pygame.K_MINUS)
    assert sc.player.speed == 0.5
    # the step's command and its log lines are shown
    label = sc.step_label()
    assert label.startswith("5. ")
    log = sc.log_entries()
    assert log[-1].index == 5 or any(e.index == 5 and e.kind == "command" for e in log)
    d.key(pygame.K_ESCAPE)
    assert d.names() == []
    assert journal.read_bytes() == data and journal.stat().st_mtime_ns == mtime


def test_replay_buttons_scrubber_and_speed_by_mouse(journal):
    d = replay_driver(journal, position=0)
    sc = d.top
    assert not sc.buttons["back"].enabled and not sc.buttons["start"].enabled
    d.click(sc.buttons["forward"])
    d.click(sc.buttons["forward"])
    assert sc.player.position == 2
    d.click(sc.buttons["back"])
    assert sc.player.position == 1
    d.click(sc.buttons["end"])
    assert sc.player.position == sc.player.total and not sc.buttons["end"].enabled
    d.click(sc.buttons["start"])
    assert sc.player.position == 0
    mid = sc.scrub.centerx
    d.click((mid, sc.scrub.centery))
    assert abs(sc.player.position - sc.player.total // 2) <= 1
    assert_shows(sc, journal, sc.player.position)
    seg = sc.speed._segments()[3]
    d.click(seg.center)
    assert sc.player.speed == 4.0
    start = sc.player.position
    d.click(sc.buttons["play"])
    assert sc.player.playing
    d.step(dt=0.5)
    assert sc.player.position == start + 2  # 4 commands a second
    d.click(sc.buttons["play"])
    assert not sc.player.playing
    # hover a room: the table's descriptions work; a right-click opens them
    room = next(h for h in sc.spots if h.target[0] == "room")
    d.step(
        pygame.event.Event(pygame.MOUSEMOTION, pos=room.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    d.step(dt=0.6)
    assert sc.hover is not None and sc.describe(sc.hover.target)
    d.click(room.rect.center, button=3)
    assert d.names() == ["replay", "message"]
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["replay"]
    # the HUD's Back chip
    back = next(h for h in sc.spots if h.target == ("button", "back"))
    d.click(back.rect.center)
    assert d.names() == []


def test_replay_has_no_commands_or_drags(journal):
    data = journal.read_bytes()
    d = replay_driver(journal, position=3)
    sc = d.top
    before = sc.view
    pc = next(h for h in sc.spots if h.target[0] == "pc")
    d.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pc.rect.center, button=1))
    d.step(
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=(pc.rect.centerx + 200, pc.rect.centery),
            rel=(200, 0),
            buttons=(1, 0, 0),
        )
    )
    d.step(
        pygame.event.Event(
            pygame.MOUSEBUTTONUP, pos=(pc.rect.centerx + 200, pc.rect.centery), button=1
        )
    )
    for k in (pygame.K_1, pygame.K_s, pygame.K_r, pygame.K_RETURN):
        d.key(k)
    assert sc.player.position == 3 and sc.view == before
    assert journal.read_bytes() == data


def test_replay_of_a_damaged_journal_is_recovered_or_refused(tmp_path, journal):
    lines = journal.read_text(encoding="utf-8").splitlines()
    damaged = tmp_path / "damaged.jrlog"
    damaged.write_text("\n".join(lines[:11] + ["{not json"]) + "\n", encoding="utf-8")
    d = replay_driver(damaged, position=None)
    assert d.names() == ["replay"] and d.top.player.total == 10 and d.top.warning
    ctx = AppContext(Settings(language="en"), size=(1280, 800))
    tr = open_journal(ctx, tmp_path / "nothing-here.jrlog")
    assert tr.scene.name == "message" and tr.scene.kind == "error"


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("scale,size", [(100, (1280, 800)), (200, (1280, 800)), (100, (880, 560))])
def test_replay_and_history_widgets_fit(journal, lang, scale, size):
    history.record_run(
        dict(seed=5, ruleset="ez", result="game_over", score=10, journal=str(journal))
    )
    for make in (lambda ctx: open_journal(ctx, journal, position=20).scene, HistoryScene):
        d = Driver(make, lang=lang, size=size, scale=scale)
        ws = [w for w in d.top.form.widgets if w.visible]
        screen = pygame.Rect(0, 0, *size)
        for w in ws:
            assert screen.contains(w.rect), (d.top.name, w.id, w.rect)
        for i, a in enumerate(ws):
            for b in ws[i + 1 :]:
                assert not a.rect.colliderect(b.rect), (d.top.name, lang, scale, a.id, b.id)
        if d.top.name == "replay":
            assert d.top.deck.contains(d.top.scrub) and screen.contains(d.top.deck)


def test_icons_are_drawn_shapes():
    surf = pygame.Surface((40, 40))
    for icon in ("start", "back", "play", "pause", "forward", "end"):
        surf.fill((0, 0, 0))
        draw_icon(surf, icon, (20, 20), 16, (255, 255, 255))
        lit = sum(1 for x in range(40) for y in range(40) if surf.get_at((x, y))[0] > 128)
        assert lit > 30, icon


# -- history --------------------------------------------------------------------------------------
def _record(journal, gone_path):
    history.record_run(
        dict(
            seed=5,
            ruleset="ez",
            result="game_over",
            floor=1,
            deepest=1,
            level=2,
            gold=30,
            score=120,
            cause="kestrel",
            journal=str(journal),
            ended="2030-01-02T10:00:00",
        )
    )
    history.record_run(
        dict(
            seed=9,
            ruleset="ez",
            result="game_over",
            floor=2,
            deepest=3,
            level=3,
            gold=90,
            score=900,
            cause="emu",
            journal=str(gone_path),
            ended="2030-01-03T10:00:00",
        )
    )
    history.record_run(
        dict(seed=11, ruleset="ez", result="victory", score=5000, ended="2030-01-01T10:00:00")
    )


def test_history_lists_runs_and_opens_a_replay(tmp_path, journal):
    data = journal.read_bytes()
    gone = tmp_path / "gone.jrlog"
    _record(journal, gone)
    d = Driver(HistoryScene)
    sc = d.top
    assert [r["seed"] for r in sc.rows] == ["9", "5", "11"]  # newest first
    assert sc.form.focus is sc.list and sc.list.selected == 0
    # the newest run's journal is gone: greyed, with the reason
    assert not sc.replay.enabled and "gone" in sc.reason_text(sc.rows[0])
    assert sc.cell(sc.rows[0], "replay") == "—" and sc.cell(sc.rows[1], "replay") == "▶"
    d.click(sc.replay)
    assert d.names() == ["history"]
    assert not journal_for(sc.rows[2])[0] and journal_for(sc.rows[2])[1] == "no_journal"
    # sort by score
    d.click(sc.sorter._segments()[1].center)
    assert sc.sort == "score" and [r["seed"] for r in sc.rows] == ["11", "9", "5"]
    d.click(sc.sorter._segments()[0].center)
    d.click(sc.list)  # focus the list
    d.key(pygame.K_HOME)
    d.key(pygame.K_DOWN)
    assert sc.selected_row["seed"] == "5" and sc.replay.enabled
    d.key(pygame.K_RETURN)
    assert d.names() == ["history", "replay"] and d.top.player.position == 0
    d.key(pygame.K_END)
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["history"]
    d.click(sc.replay)
    assert d.names() == ["history", "replay"]
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert d.names() == []
    assert journal.read_bytes() == data


def test_history_finds_the_archived_autosave(journal):
    """A finished run records saves/current.jrlog; leaving the table moves it to saves/<stamp>.jrlog."""
    saves = paths.saves_dir()
    current = paths.autosave_path()
    current.write_bytes(journal.read_bytes())
    ended = datetime.fromtimestamp(current.stat().st_mtime).isoformat(timespec="seconds")
    row = dict(
        seed=5,
        ruleset="ez",
        options=[],
        mode="practice",
        result="game_over",
        journal=str(current),
        ended=ended,
    )
    assert journal_for(row) == (current, "ok")
    archived = paths.archive_autosave("game_over")
    assert archived.parent == saves and not current.exists()
    assert journal_for(row) == (archived, "ok")
    other = dict(row, seed=6)
    assert journal_for(other) == (None, "missing")
    # a new run with another seed now in current.jrlog is not this run's journal
    Game.new(seed=77, options=Options(ruleset="ez")).save(current)
    assert journal_for(other)[1] == "other_run"


def test_title_history_entry_and_score_card_replay(journal):
    history.record_run(
        dict(seed=5, ruleset="ez", result="game_over", score=120, journal=str(journal))
    )
    d = Driver(TitleScene)
    b = next(w for w in d.top.form.widgets if w.id == "history")
    assert b.label == "History"
    d.click(b)
    assert d.names() == ["title", "history"]
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_h)
    assert d.names() == ["title", "history"]
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["title"]
    d = Driver(ScoreCardScene)
    assert d.top.replay.enabled
    d.click(d.top.replay)
    assert d.names() == ["score", "replay"] and d.top.player.total > 0


def test_table_pause_menu_opens_a_read_only_replay(tmp_path):
    from jongrogue.ui.scenes.table import make_table_scene

    save = tmp_path / "current.jrlog"
    game = play(n=30)

    def make(ctx):
        return make_table_scene(ctx, game, save)

    d = Driver(make)
    table = d.top
    data = save.read_bytes()
    n = len(game.commands)
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["table", "message"]
    replay = next(w for w in d.top.form.widgets if w.id == "replay")
    d.click(replay)
    assert d.names() == ["table", "replay"]
    sc = d.top
    assert sc.player.position == n == sc.player.total
    assert sc.view == game.view()
    d.key(pygame.K_HOME)
    d.key(pygame.K_RIGHT)
    assert sc.view == reference_view(save, 1)
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["table"] and d.top is table
    assert len(game.commands) == n and save.read_bytes() == data


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_replay_step_is_said_with_what_it_did(journal, lang):
    """By ear: each step the keys move to is said — its label, then the log's lines of that
    command — and a quicker step replaces one not yet said (nothing piles up)."""
    from jongrogue.speech.backend import RecordingSink
    from jongrogue.ui.replay.log import ReplayLog

    d = replay_driver(journal, position=0, lang=lang)
    sink = RecordingSink()
    d.top.ctx.speech.use(sink)
    d.top.ctx.speech.enabled = True
    d.key(pygame.K_RIGHT)
    d.step()
    said = sink.texts()[-1]
    sc, words = d.top, d.top.ctx.spoken()
    assert said.startswith(words.speakable(sc.step_label()))
    entries = ReplayLog(sc.timeline).entries(words, 1)  # the log, in spoken words
    last = max(i for i, e in enumerate(entries) if e.kind == "command")
    outcome = [e.shown() for e in entries[last + 1 :] if e.text]
    assert outcome and all(words.speakable(x) in said for x in outcome)
    before = len(sink.texts())
    for _ in range(5):  # five steps within one frame: one utterance, the last step's
        d.top._changed(d.top.player.step(1))
    d.step()
    assert len(sink.texts()) == before + 1
    assert sink.texts()[-1].startswith(words.speakable(sc.step_label()))


def test_a_turning_point_chosen_by_key_is_said_with_its_card(journal):
    """1–3 choose a turning point of the Review: by ear its card (the decision, the move played
    with its estimate, the advisor's, the loss) comes before the step."""
    from jongrogue.sim.paired import Paired
    from jongrogue.sim.review import Moment
    from jongrogue.speech.backend import RecordingSink

    d = replay_driver(journal, position=0)
    sc = d.top
    sink = RecordingSink()
    sc.ctx.speech.use(sink)
    sc.ctx.speech.enabled = True
    game = Game.load(journal)
    played, other = game.commands[4], game.commands[5]
    mark = Moment(4, played, 5.0, other, 6.5, Paired(16, 1.5, 0.4, 14))
    sc.review.available = True
    sc.review.set_moments([mark], [mark])
    d.key(pygame.K_1)
    d.step()
    said, words = sink.texts()[-1], sc.ctx.spoken()
    card = sc.review.card_lines(words, sc.timeline, 0)
    assert sc.player.position == 4
    assert said.startswith(words.speakable(card[0])) and words.speakable(card[3]) in said
    assert words.speakable(sc.step_label()) in said


def test_watching_a_run_another_copy_plays_takes_in_its_new_moves(tmp_path):
    """ "Watch the run" (a second copy): the replay follows the file — standing at the end, it
    moves on to the moves saved since; Play from here says why it must wait."""
    path = tmp_path / "current.jrlog"
    game = play(n=20)
    game.save(path)
    d = Driver(lambda ctx: open_journal(ctx, path, position=None, follow=True).scene)
    assert d.top.follow and d.top.player.position == 20
    assert d.top.warning == d.top.ctx.t("replay.following")
    choose = _chooser()
    for _ in range(5):  # the other copy plays on
        game.execute(choose(game))
    game.save(path)
    d.step(dt=1.1)
    d.step()
    assert d.names() == ["replay"] and d.top.player.total == 25 and d.top.player.position == 25
    d.top.ctx.toasts.clear()
    assert d.top.play_from_here() is None and d.names() == ["replay"]
    assert [t.text for t in d.top.ctx.toasts] == [d.top.ctx.t("replay.following_no_branch")]


def test_a_replay_of_a_file_not_being_played_does_not_follow_it(journal):
    d = replay_driver(journal, position=None)
    assert not d.top.follow and d.top.warning is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_play_from_here_is_greyed_on_a_challenge_run_with_the_reason(tmp_path, lang):
    """A challenge run cannot be branched: its button says so before it is pressed (greyed, the
    reason its tooltip and what focus says), and a click on it changes nothing."""
    path = tmp_path / "challenge.jrlog"
    game = Game.new(seed=5, options=Options(ruleset="ez", mode="challenge"))
    choose = _chooser()
    while len(game.commands) < 6:
        game.execute(choose(game))
    game.save(path)
    d = replay_driver(path, position=3, lang=lang)
    branch = next(w for w in d.top.form.widgets if w.id == "branch")
    reason = d.ctx.t("replay.no_branch_challenge")
    assert not branch.enabled and branch.tooltip == reason
    assert reason in form_focus.text(d.ctx, d.top, branch)
    d.click(branch)
    assert d.names() == ["replay"] and d.top.player.position == 3


def test_play_from_here_is_open_on_a_practice_run(journal):
    d = replay_driver(journal, position=3)
    branch = next(w for w in d.top.form.widgets if w.id == "branch")
    assert branch.enabled and branch.tooltip == d.ctx.t("replay.play_from_here_tip")


def test_a_review_mark_at_the_runs_end_keeps_its_chip_inside_the_window(journal):
    from jongrogue.sim.paired import Paired
    from jongrogue.sim.review import Moment

    d = replay_driver(journal, position=0, lang="ja", size=(1280, 800), scale=200)
    sc = d.top
    game = Game.load(journal)
    last = len(game.commands)
    mark = Moment(last, game.commands[-1], 5.0, game.commands[0], 6.5, Paired(16, 12.5, 0.4, 14))
    sc.review.available = True
    sc.review.set_moments([mark], [mark])
    d.step()
    (chip,) = sc.review.chip_rects
    assert d.loop.surface.get_rect().contains(chip), chip


@pytest.mark.parametrize("lost, shown", [((9, 16, 1, 16), True), ((2, 16, 1, 16), False)])
def test_a_turning_points_card_says_why_where_runs_were_lost_after_the_move(journal, lost, shown):
    """The card gives the Hint's why: runs lost after the move played against after the
    advisor's, where the move played lost clearly more (the same rule as the Hint's line)."""
    from jongrogue.sim.paired import Paired
    from jongrogue.sim.review import Moment
    from jongrogue.text.command_text import label

    d = replay_driver(journal, position=0)
    sc = d.top
    game = Game.load(journal)
    played, other = game.commands[4], game.commands[5]
    mark = Moment(4, played, 5.0, other, 6.5, Paired(16, 1.5, 0.4, 14), lost)
    sc.review.available = True
    sc.review.set_moments([mark], [mark])
    card = sc.review.card_lines(sc.ctx, sc.timeline, 0)
    view = sc.timeline.view(4)
    why = sc.ctx.t(
        "learning.hint_why",
        worse=label(sc.ctx, played, view),
        kw=lost[0],
        nw=16,
        best=label(sc.ctx, other, view),
        kb=1,
        nb=16,
    )
    assert (card[-1] == why) is shown and len(card) == 5 + shown
