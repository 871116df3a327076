"""The matrix's driver: a run of each kind started the way a player starts it (title, New game,
Daily, Tutorial, Continue, a replay's Play from here), played on by the greedy bot through the
table, and the checks every cell ends with: no placeholder in any text drawn or logged, History's
rows equal to what their files say.

The Hint and the Review run their real jobs' logic in this process with tiny budgets (no worker
pool): what is tested is the path from the key to the words on the table, not the advice."""

from __future__ import annotations

import re

from jongrogue.engine import cmd
from jongrogue.game import Game
from jongrogue.runfiles.history import normalise_row
from jongrogue.runfiles.record import row_for
from jongrogue.sim import advisor_jobs
from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.review import review
from jongrogue.storage import paths
from jongrogue.ui import font_face
from jongrogue.ui.replay import review_view
from jongrogue.ui.run_kinds import run_kinds
from tests.ui.run_life import App

TINY = AdvisorSettings(rollouts=2, first=1, budget=4, horizon=4)
SEED = 5

# what no text may show: a missing translation key, an unfilled field, a None, a lone "?" (an
# unknown number: "run #?"), a count that disagrees with its noun
PLACEHOLDER = re.compile(
    r"〈[^〉]*〉|\{[A-Za-z_][A-Za-z0-9_]*\}|\bNone\b|[#＃][?？]|(?:^|\s)[?？](?:\s|$)"
    r"|(?<![\d.,])\b1 (?:tiles|rests|floors|commands|hints|undos|continues|monsters)\b"
)
# the fields of a History row that come from its run file
ROW_FIELDS = (
    "seed",
    "ruleset",
    "mode",
    "result",
    "deepest",
    "level",
    "score",
    "cause",
    "undos",
    "hints",
    "continues",
    "started",
    "key",
    "tiles",
    "options",
)


class _Later:
    """A worker's answer computed when it is asked for (in the app's frame, as a pool's is)."""

    def __init__(self, fn, *args):
        self.fn, self.args = fn, args

    def ready(self) -> bool:
        return True

    def get(self):
        return self.fn(*self.args)


class InlineAdvice(advisor_jobs.AdviceJob):
    """The Hint's AdviceJob without its worker pool: the same race over the same rollouts."""

    def _submit(self) -> None:
        wanted = sorted(self.race.wanted().items())
        if not wanted:
            self._result = advisor_jobs.result(self.race, self.groups)
            return
        tasks = [(i, r.start, r.stop) for i, r in wanted]
        share = (self._key, self._state, self.seed, tasks, self.settings.horizon)
        self._pending = [_Later(advisor_jobs.play_share, *share)]

    def cancel(self) -> None:
        self._pending, self._result = [], []


class InlineReview:
    """ReviewJob's stand-in: the same review, in this process, tiny."""

    def __init__(self, game, most=3, **_):
        self.moments = review(game, most=3, settings=TINY)

    def done(self) -> bool:
        return True

    def marks(self):
        return sorted((m for m in self.moments if m.drop > 0), key=lambda m: (-m.drop, m.n))[:3]

    def progress(self):
        return len(self.moments), len(self.moments)

    def cancel(self) -> None:
        pass


def patch_app(monkeypatch, shown: list) -> None:
    """Tiny advisors, and every text drawn goes to ``shown``."""
    # (the table loads sim.advisor_jobs at the first Hint: hint_view._jobs)
    monkeypatch.setattr(
        advisor_jobs,
        "hint_job",
        lambda game, settings, seed=0, jobs=2: InlineAdvice(game, TINY, seed),
    )
    monkeypatch.setattr(review_view, "ReviewJob", InlineReview)
    render = font_face.SizedFont.render

    def watched(self, text, *args, **kw):
        shown.append(text)
        return render(self, text, *args, **kw)

    monkeypatch.setattr(font_face.SizedFont, "render", watched)


def placeholders(texts) -> list[str]:
    return sorted({t for t in texts if PLACEHOLDER.search(t)})


class Run:
    """One cell's app: a run of ``kind`` on the table, and what it showed."""

    def __init__(self, kind: str, shown: list, lang: str = "en"):
        self.kind, self.spec, self.shown = kind, run_kinds()[kind], shown
        self.app = App(lang)
        self.bot = GreedyBot()

    # -- the app -----------------------------------------------------------------------------
    @property
    def top(self):
        return self.app.top

    def names(self) -> list[str]:
        return self.app.names()

    def table(self):
        return next(s for s in reversed(self.app.loop.stack) if hasattr(s, "ctl"))

    @property
    def game(self) -> Game:
        return self.table().ctl.game

    def key(self, name, **kw) -> None:
        self.app.key(name, **kw)

    def press(self, wid: str) -> None:
        self.app.press(wid)

    def toasts(self) -> list[str]:
        return [t.text for t in self.app.ctx.toasts]

    # -- starting ----------------------------------------------------------------------------
    def start(self) -> Run:
        spec = self.spec
        if spec.start == "new_game":
            self.new_game(spec)
        elif spec.start == "daily":
            self.press("daily")
        elif spec.start == "tutorial":
            self.press("tutorial")
        elif spec.start == "continue":
            self.new_game(run_kinds()["practice"])
            self.play(6)
            self.save_and_quit()
            self.press("continue")
            assert len(self.game.commands) == 6
        elif spec.start == "branch":
            self.new_game(run_kinds()["practice"])
            self.play(8)
            self.open_replay()
            self.key("left")
            self.key("left")
            self.press("branch")
            assert self.top.tag == "confirm_replace_run"
            self.press("yes")
        elif spec.start == "resume":
            self.new_game(run_kinds()["practice"])
            self.play(6)
            self.save_and_quit()
            self.new_game(run_kinds()["practice"])  # History keeps the first run, unfinished
            self.save_and_quit()
            self.press("history")
            rows = self.top.rows
            self.top.list.selected = next(
                i for i, r in enumerate(rows) if len(Game.load(r["journal"]).commands) == 6
            )
            self.press("resume")
            assert self.top.tag == "confirm_replace_run"
            self.press("yes")
            assert len(self.game.commands) == 6
        assert self.top.name in ("table", "tutorial"), self.names()
        return self

    def new_game(self, spec) -> None:
        self.press("new_game")
        if self.top.name == "confirm":  # a run in progress gives way
            self.press("yes")
        scene = self.top
        assert scene.name == "newgame"
        scene.seed.set_text(str(SEED))
        scene.ruleset, scene.plus, scene.mode, scene.tiles = (
            spec.ruleset,
            set(spec.plus),
            spec.mode,
            spec.tiles,
        )
        self.press("start")

    # -- playing -----------------------------------------------------------------------------
    def choose(self):
        """The bot's command; at a tile prompt of a paper run the first tile that can be there."""
        table = self.table()
        if table.name == "tutorial":
            return table.step.commands[table.done_in_step] if table.step.commands else None
        game = table.ctl.game
        if table.ctl.view.get("paper") is not None:
            return next(c for c in table.ctl.legal() if c.type == "tile")
        return self.bot.choose(game)

    def play(self, n: int = 1, until=None, most: int = 300) -> None:
        """``n`` commands through the table (or until ``until(table)``), past the screens the
        contexts open (the camp is ended, a death is continued)."""
        for _ in range(most):
            table = self.table()
            if until is not None and self.top is table and until(table):
                return
            if until is None and n <= 0:
                return
            self._clear_scenes()
            if table.name == "tutorial" and table.step.waits_for_next:
                self.key("return")
                continue
            command = self.choose()
            assert command is not None, self.names()
            if self.top.name == "camp":  # the camp is played on its screen
                self._camp(command)
            else:
                self.app.loop.apply(table.execute(command))
            self.app.step()
            n -= 1
        assert until is None, f"{self.kind}: not reached in {most} commands"

    def _camp(self, command) -> None:
        camp = self.top
        if command.type != "end_camp":
            assert camp.controller.execute(command)[0], command
            return
        self.key("return")
        if self.top.name == "confirm":  # what the end of the camp discards
            self.press("yes")
        assert self.top is not camp, self.names()

    def _clear_scenes(self, camp: bool = False) -> None:
        """A death goes on; ``camp``: the camp ends (its screen's Enter)."""
        for _ in range(3):
            if self.top.name == "death":
                self.key("c")
            elif self.top.name == "camp" and camp:
                self._camp(cmd("end_camp"))

    # -- the pause menu ----------------------------------------------------------------------
    def pause(self, choice: str) -> None:
        self._clear_scenes(camp=True)
        self.key("escape")
        assert self.top.tag == "pause", self.names()
        self.press(choice)

    def save_and_quit(self) -> None:
        self.pause("save_quit")
        assert self.names() == ["title"], self.names()

    def open_replay(self) -> None:
        self.pause("replay")
        assert self.top.name == "replay", self.names()

    def abandon(self) -> None:
        """The run ends (Abandon or the forced end, as the pause menu offers it)."""
        self._clear_scenes(camp=True)
        self.key("escape")
        kind = next(b for b in ("abandon", "forced_end") if b in self.ids())
        self.press(kind)
        if self.top.name == "confirm":
            self.press("yes")

    def ids(self) -> list[str]:
        return [w.id for w in self.top.form.widgets]

    def finish_and_leave(self) -> None:
        """Abandon the run, close the end-of-run card and go back to the title."""
        self.abandon()
        if self.top.name == "run_end":
            self.key("escape")
            self.app.command(next(c for c in self.table().bar.commands if c.id == "leave"))
        assert self.names() == ["title"], self.names()

    # -- the checks every cell ends with -----------------------------------------------------
    def check(self) -> None:
        log = []
        for scene in self.app.loop.stack:
            if hasattr(scene, "ctl"):
                log += [e.text for e in scene.ctl.log]
        assert not placeholders(self.shown + log + self.toasts()), placeholders(
            self.shown + log + self.toasts()
        )
        wrong = history_disagreements(self.app.ctx.history.rows())
        assert wrong == [], wrong


def history_disagreements(rows) -> list:
    """Each History row with a run file beside the row the file gives."""
    wrong = []
    for row in rows:
        path = row.get("journal")
        if not path or path == str(paths.autosave_path()):
            continue
        expected = normalise_row(row_for(Game.load(path), path))  # as History stores a row
        row = normalise_row(row)
        diff = {f: (row[f], expected[f]) for f in ROW_FIELDS if row[f] != expected[f]}
        if diff:
            wrong.append((row.get("id"), diff))
    return wrong
