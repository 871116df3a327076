"""The wall panel of a paper run ("My own tiles"), in its replay at every position and on the
live table: the count is the wall's, and the caption under it names what its per-number counts
count — the unseen tiles of the wall and the face-down places sharing its group — with the
total they add up to. At the start of a paper run the wall is not yet known apart from the
face-down tiles dealt from it, so it is never captioned as the wall's own counts."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options
from jongrogue.game import Game as JournalGame
from jongrogue.ui import theme
from jongrogue.ui.scenes import replay_draw, table_draw
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_replay import replay_driver

BOX = 107  # every m, p and s tile but the PC's p1


def _paper_run(n: int = 16) -> Game:
    g = Game.new(5, Options(tiles="paper"))
    rnd = random.Random(2)
    while len(g.commands) < n:
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        g.execute(rnd.choice(legal))
    return g


def _spy(monkeypatch, module) -> dict:
    """What the next frame's wall panel is given (count, knowledge) and the captions drawn."""
    seen: dict = {"captions": []}
    draw, blit = module.draw_wall, theme.blit_text

    def wall(surface, rect, ctx, count, knowledge=None, *rest):
        seen["count"], seen["knowledge"] = count, knowledge
        return draw(surface, rect, ctx, count, knowledge, *rest)

    def blit_text(surface, font, words, *rest, **kw):
        seen["captions"].append(words)
        return blit(surface, font, words, *rest, **kw)

    monkeypatch.setattr(module, "draw_wall", wall)
    monkeypatch.setattr(theme, "blit_text", blit_text)
    return seen


def _truthful(ctx, seen) -> tuple[int, bool]:
    """The panel's caption states the total its counts add up to, and says whether they are the
    wall's own; -> (that total, whether the caption is the wall's own)."""
    know = seen["knowledge"]
    assert know.wall_count == seen["count"]  # the counts are of the table the count is of
    counts = know.wall_group.number_counts()
    total = sum(counts.values())
    assert total == len(know.wall_group.places)
    own = all(p[0] == "wall" for p in know.wall_group.places)
    assert own == know.wall_exact and (total == seen["count"]) == own
    caption = ctx.t("table.wall_exact" if own else "table.wall_unseen", n=total)
    assert caption in seen["captions"]
    assert str(total) in caption
    return total, own


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_paper_runs_replay_counts_truthfully_from_its_first_position_to_its_last(
    home, tmp_path, monkeypatch, lang
):
    game = _paper_run()
    path = tmp_path / "paper.jrlog"
    JournalGame.from_text(game.to_text()).save(path)
    seen = _spy(monkeypatch, replay_draw)
    start = replay_driver(path, position=0, lang=lang)
    assert start.top.player.position == 0 and seen["count"] == 71
    total, own = _truthful(start.ctx, seen)
    assert (total, own) == (BOX, False)  # 71 in the wall and 36 face-down: none seen yet
    assert start.ctx.t("table.wall_unseen", n=BOX) in seen["captions"]
    seen["captions"].clear()
    end = replay_driver(path, position=None, lang=lang)
    assert end.top.player.position == len(game.commands)
    total, own = _truthful(end.ctx, seen)
    assert not own and seen["count"] < total < BOX


@pytest.mark.parametrize("at", [0, 1, 16])
def test_the_live_table_of_a_paper_run_counts_like_its_replay(home, monkeypatch, at):
    game = _paper_run(at) if at else Game.new(5, Options(tiles="paper"))
    seen = _spy(monkeypatch, table_draw)
    app = App(game=game)
    app.step()
    total, own = _truthful(app.ctx, seen)
    assert not own and seen["count"] < total <= BOX
