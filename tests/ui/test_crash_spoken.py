"""A crash by ear: the notice the message box shows is also said through the speech voice
(before the box, over anything queued), and the voice is closed after it."""

from __future__ import annotations

import pytest

from jongrogue import app
from jongrogue.speech import choose, detect
from jongrogue.speech.backend import RecordingSink
from jongrogue.text import strings
from tests.ui.playflow_app import home  # noqa: F401


class Sink(RecordingSink):
    closed = False

    def close(self) -> None:
        self.closed = True


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_crash_in_the_main_loop_is_said_through_the_open_voice(home, monkeypatch, lang):
    sink = Sink()
    monkeypatch.setattr(detect, "running_screen_reader", lambda: None)
    monkeypatch.setattr(choose, "open_voice", lambda *a, **k: choose.Opened(sink, None))
    code = app.main(["--new-game", "4", "--selftest-crash", "--lang", lang, "--speech"])
    assert code == 1
    said = sink.spoken[-1]
    assert said.interrupt and said.lang == lang
    assert said.text.startswith(strings.ui(lang, "crash.title"))
    [report] = list(home.rglob("crash-*.txt"))
    assert str(report) in said.text and "\n" not in said.text
    assert sink.closed  # closed once the notice was said
