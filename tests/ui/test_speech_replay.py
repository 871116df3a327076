"""The replay by ear: the review keys read its shown position, its opening and steps are said,
its buttons name their keys in words, Space says play or pause, and the Review says that it
runs, how far it is, what it found and which turning points there are not — in both languages."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.sim.paired import Paired
from jongrogue.sim.review import Moment, turning_points
from jongrogue.ui.replay import review_view
from jongrogue.ui.replay.log import opening_entries, opening_of
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes.replay import ReplayScene
from jongrogue.ui.scenes.title import TitleScene
from jongrogue.ui.voice import review
from tests.ui.test_review_remembered import a_death
from tests.ui.test_runfiles_ui import Driver, played
from tests.ui.test_speech import speaking

CTRL = pygame.KMOD_CTRL


@pytest.fixture(scope="module")
def game():
    return played(n=30)


@pytest.fixture(scope="module")
def death():
    return a_death(range(1, 40))


def replay(game, lang, position=0):
    d = Driver(TitleScene, lang=lang)
    sink = speaking(d)
    d.loop.apply(Push(ReplayScene(d.ctx, game, position=position)))
    d.step()
    return d, sink


def same(said: str, text: str) -> bool:
    """Said as written (the voice ends a sentence with its stop)."""
    return said.rstrip("。.") == text.rstrip("。.")


def ctrl(d, letter: str) -> None:
    d.key(pygame.key.key_code(d.ctx.settings.keys[letter]), CTRL)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_review_keys_read_the_replays_shown_position(game, lang):
    d, sink = replay(game, lang, position=12)
    scene = d.top
    no_game = d.ctx.t("speech.review.no_game")
    ctrl(d, "review_status")
    status = sink.texts()[-1]
    assert status != no_game and status == review.status(d.ctx, scene)
    hp = scene.view["pc"]["hp"]
    assert str(hp) in status
    ctrl(d, "review_here")
    assert sink.texts()[-1] == review.here(d.ctx, scene) != no_game
    ctrl(d, "review_log")
    newest = sink.texts()[-1]
    assert same(newest, scene.review_log(d.ctx)[0]) and newest != no_game
    ctrl(d, "review_log")
    assert same(sink.texts()[-1], scene.review_log(d.ctx)[1])
    ctrl(d, "review_odds")
    assert sink.texts()[-1] == d.ctx.t("speech.review.replay_only")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_opening_a_replay_says_the_run_its_length_and_the_opening_deal(game, lang):
    d, sink = replay(game, lang)
    said = sink.texts()[-1]
    words = d.ctx.spoken()
    total = str(len(game.commands))
    assert total in said and str(game.header["seed"]) in said, said
    opening = opening_entries(words, opening_of(game))
    assert opening and words.speakable(opening[0].shown()).rstrip("。.") in said
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_HOME)  # back to the opening deal: what it shows, not its name alone
    home = sink.texts()[-1]
    assert home.startswith(words.speakable(d.ctx.t("replay.start_label")).rstrip("。."))
    assert words.speakable(opening[-1].shown()).rstrip("。.") in home, home


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_space_says_play_and_pause(game, lang):
    d, sink = replay(game, lang)
    d.key(pygame.K_SPACE)
    at = d.ctx.t("replay.counter", n=0, total=len(game.commands))
    assert sink.texts()[-1] == d.ctx.t("speech.replay.playing", at=at)
    d.key(pygame.K_SPACE)
    n = d.top.player.position
    at = d.ctx.t("replay.counter", n=n, total=len(game.commands))
    assert sink.texts()[-1] == d.ctx.t("speech.replay.paused", at=at)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_deck_buttons_name_their_keys_in_words(game, lang):
    d, sink = replay(game, lang, position=3)
    heard = []
    for _ in range(len(d.top.form.focusables())):
        d.key(pygame.K_TAB)
        heard.append(sink.texts()[-1])
    forward = next(t for t in heard if d.ctx.t("speech.replay.button.forward") in t)
    assert d.ctx.t("speech.help.keyname.right") in forward, forward
    back = next(t for t in heard if d.ctx.t("speech.replay.button.back") in t)
    assert d.ctx.t("speech.help.keyname.left") in back, back
    for said in heard:
        assert not any(glyph in said for glyph in ("←", "→", "(, )", "（、）")), said


class Scoring:
    """A review job that scores 8 decisions over the frames; one decision lost 2 floors."""

    def __init__(self, game, most, settings):
        first = game.commands[0]
        lost = Moment(3, first, 3.0, first, 5.0, Paired(8, 2.0, 0.1, 8))
        even = [Moment(n, first, 4.0, first, 4.1, Paired(8, 0.1, 0.5, 3)) for n in (5, 6)]
        self.moments = [lost, *even]
        self.polls = 0

    def done(self):
        self.polls += 1
        return self.polls > 40

    def progress(self):
        return min(8, self.polls // 5), 8

    def marks(self):
        return turning_points(self.moments)

    def cancel(self):
        pass


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_review_says_it_runs_how_far_and_what_it_found(death, lang, monkeypatch):
    monkeypatch.setattr(review_view, "ReviewJob", Scoring)
    d, sink = replay(death, lang)

    def t(key, **fmt):
        return d.ctx.spoken().speakable(d.ctx.t(key, **fmt))

    d.key(pygame.K_2)
    assert sink.texts()[-1] == t("speech.replay.not_reviewed", i=2)
    d.key(pygame.K_v)
    assert sink.texts()[-1] == t("speech.replay.review_started")
    before = len(sink.texts())
    for _ in range(50):
        d.step()
    during = sink.texts()[before:]
    told = {t("speech.replay.review_progress", done=k, total=8) for k in range(9)}
    progress = [x for x in during if x in told]
    assert 1 <= len(progress) <= 3, during  # now and then, not every frame
    assert during[-1] == t("speech.replay.review_done", n=1, total=3)
    d.key(pygame.K_2)
    assert sink.texts()[-1] == t("speech.replay.no_mark", i=2, n=1)
    d.key(pygame.K_3)
    assert sink.texts()[-1] == t("speech.replay.no_mark", i=3, n=1)
    d.key(pygame.K_1)
    assert d.top.player.position == 3


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_v_in_the_replay_of_a_run_in_progress_says_why_there_is_no_review(game, lang):
    """Heard and seen: V in the replay of a run still in progress did nothing (its Review is a
    finished run's)."""
    d, sink = replay(game, lang, position=12)
    assert not d.top.review.available
    for key in (pygame.K_v, pygame.K_1):
        before = len(sink.texts())
        d.key(key)
        said = d.ctx.spoken().speakable(d.ctx.t("speech.replay.review_unfinished"))
        assert sink.texts()[before:] == [said], sink.texts()[before:]
        # and seen: a note on the screen, once however often the key is pressed
        shown = [t.text for t in d.ctx.toasts]
        assert shown == [d.ctx.t("speech.replay.review_unfinished")], shown


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_reviews_result_is_heard_however_long_the_voice_was_busy(death, lang, monkeypatch):
    monkeypatch.setattr(review_view, "ReviewJob", Scoring)
    d, sink = replay(death, lang)
    now = [0.0]
    d.ctx.speech.clock = lambda: now[0]
    d.key(pygame.K_v)
    sink.busy = True  # something long is being said while the review runs and ends
    for _ in range(60):
        now[0] += 1.0
        d.step()
    sink.busy = False
    d.step()
    done = d.ctx.spoken().speakable(d.ctx.t("speech.replay.review_done", n=1, total=3))
    assert done in sink.texts()[-1], sink.texts()[-3:]
