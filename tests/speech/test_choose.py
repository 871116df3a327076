"""Choosing a voice: the screen reader when one runs, else a system voice; nothing available is
no voice and one reason, never an exception. The command voices' command lines."""

from types import SimpleNamespace

import pytest

from jongrogue.speech import choose, detect, prism_voice, voiceover, voices
from jongrogue.speech.backend import VoiceUnavailable


def unavailable(*_a, **_k):
    raise VoiceUnavailable("not here")


def crashing(*_a, **_k):
    raise RuntimeError("a library's own failure")


def test_nothing_available_is_no_voice_and_a_reason(monkeypatch):
    monkeypatch.setattr(choose, "_candidates", lambda choice, platform: [unavailable, crashing])
    opened = choose.open_voice("auto", "linux")
    assert opened.voice is None
    assert "not here" in opened.problem and "a library's own failure" in opened.problem


@pytest.mark.parametrize("platform", ["linux", "darwin", "win32"])
@pytest.mark.parametrize("reader", [None, "orca"])
def test_auto_takes_the_screen_reader_when_one_runs(monkeypatch, platform, reader):
    assert choose._candidates("screen_reader", platform)
    assert choose._candidates("system_voice", platform)
    tried = []

    def candidates(choice, platform):
        return [lambda: tried.append(choice) or unavailable()]

    monkeypatch.setattr(choose, "_candidates", candidates)
    choose.open_voice("auto", platform, reader=reader)
    assert tried == ["screen_reader" if reader else "system_voice"]


def test_linux_speaks_through_speech_dispatcher_first():
    assert choose._candidates("system_voice", "linux")[0] is voices.SpeechDispatcher
    assert voices.SpeechDispatcher in choose._candidates("screen_reader", "linux")


def test_an_unknown_choice_is_auto(monkeypatch):
    seen = []
    monkeypatch.setattr(choose, "_candidates", lambda choice, platform: seen.append(choice) or [])
    assert choose.open_voice("bogus", "linux").voice is None
    assert seen == ["system_voice"]


class FakeProc:
    def __init__(self, argv, **kw):
        self.argv, self.alive, self.terminated = argv, True, False

    def poll(self):
        return None if self.alive else 0

    def terminate(self):
        self.terminated, self.alive = True, False

    def wait(self, timeout=None):
        return 0


def make(cls):
    made = []

    def popen(argv, **kw):
        made.append(FakeProc(argv, **kw))
        return made[-1]

    return cls(which=lambda name: f"/usr/bin/{name}", popen=popen), made


def test_speech_dispatcher_answers_with_priority_text_and_events_with_message():
    voice, made = make(voices.SpeechDispatcher)
    voice.speak("Event", "en", interrupt=False)
    voice.speak("-5 answer", "ja", interrupt=True)
    assert made[0].argv[-4:] == ["-P", "message", "--", "Event"]
    assert made[1].argv[1:] == [
        "-w",
        "-N",
        "jongrogue",
        "-l",
        "ja",
        "-P",
        "text",
        "--",
        "-5 answer",
    ]
    assert made[0].terminated and voice.speaking()
    made[1].alive = False
    assert voice.speaking() is False


def test_espeak_is_interrupted_by_ending_its_process():
    voice, made = make(voices.EspeakNg)
    voice.speak("one", "en", interrupt=False)
    voice.speak("two", "en", interrupt=True)
    assert made[0].terminated and made[1].argv == ["/usr/bin/espeak-ng", "-v", "en", "--", "two"]


def test_voiceover_gets_an_escaped_applescript_string():
    voice = voices.VoiceOverScript(
        which=lambda n: "/usr/bin/osascript", popen=lambda a, **k: FakeProc(a)
    )
    voice.speak('He said "go"', "en", interrupt=True)
    assert voices.applescript_string('say "hi" \\ now') == '"say \\"hi\\" \\\\ now"'
    assert voice.speaking() is None


def test_a_missing_program_is_unavailable():
    with pytest.raises(VoiceUnavailable, match="espeak-ng not found"):
        voices.EspeakNg(which=lambda name: None)


def test_orca_is_found_among_the_processes(tmp_path):
    for pid, comm in (("1", "systemd"), ("42", "orca"), ("self", "x")):
        (tmp_path / pid).mkdir()
        (tmp_path / pid / "comm").write_text(comm + "\n")
    assert detect.linux_screen_reader(tmp_path) == "orca"
    (tmp_path / "42" / "comm").write_text("bash\n")
    assert detect.linux_screen_reader(tmp_path) is None
    assert detect.linux_screen_reader(tmp_path / "missing") is None


def test_voiceover_is_seen_by_pgrep():
    assert (
        voiceover.macos_screen_reader(lambda *a, **k: SimpleNamespace(returncode=0)) == "VoiceOver"
    )
    assert voiceover.macos_screen_reader(lambda *a, **k: SimpleNamespace(returncode=1)) is None


def test_a_library_that_fails_its_own_way_is_no_screen_reader(monkeypatch):
    def broken(names):
        raise AttributeError("not the prism we know")

    monkeypatch.setattr(prism_voice, "_open", broken)
    assert prism_voice.running_screen_reader() is None
