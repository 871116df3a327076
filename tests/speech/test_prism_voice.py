"""The prismatoid voice, against a stand-in of the library's API (prism.Context, BackendId,
a backend's features, voices and speak): a reader keeps its own voice, a system voice speaks
the language of the text, a reader that is not running is passed over."""

from enum import IntEnum
from types import SimpleNamespace

import pytest

from jongrogue.speech import prism_voice
from jongrogue.speech.backend import VoiceUnavailable


class BackendId(IntEnum):
    NVDA = 1
    JAWS = 2
    SAPI = 3


class FakeBackend:
    def __init__(self, running, voices=()):
        self.features = SimpleNamespace(
            is_supported_at_runtime=running,
            supports_is_speaking=True,
            supports_count_voices=True,
            supports_set_voice=True,
        )
        self.langs = list(voices)
        self.voice = None
        self.said = []
        self.speaking = False

    def refresh_voices(self):
        pass

    @property
    def voices_count(self):
        return len(self.langs)

    def get_voice_language(self, i):
        return self.langs[i]

    def speak(self, text, interrupt=False):
        self.said.append((text, interrupt, self.voice))

    def stop(self):
        raise RuntimeError("this reader cannot stop")


@pytest.fixture
def library(monkeypatch):
    made = {
        BackendId.NVDA: FakeBackend(running=False),
        BackendId.JAWS: FakeBackend(running=True, voices=["en-US"]),
        BackendId.SAPI: FakeBackend(running=True, voices=["en-US", "ja-JP", "en_GB"]),
    }

    class Context:
        def exists(self, bid):
            return bid in made

        def create(self, bid):
            return made[bid]

    monkeypatch.setattr(prism_voice, "prism", SimpleNamespace(Context=Context, BackendId=BackendId))
    monkeypatch.setattr(prism_voice, "_context", None)
    monkeypatch.setattr(prism_voice, "READERS", ("NVDA", "JAWS"))
    monkeypatch.setattr(prism_voice, "SYSTEM_VOICES", ("SAPI",))
    return made


def test_the_running_reader_speaks_in_its_own_voice(library):
    voice = prism_voice.screen_reader()
    assert voice.kind == "JAWS" and voice.screen_reader and voice.id == "prism:jaws"
    voice.speak("イーマン", "ja", interrupt=True)
    assert library[BackendId.JAWS].said == [("イーマン", True, None)]
    voice.stop()  # a reader that cannot stop is no failure
    assert prism_voice.running_screen_reader() == "JAWS"


def test_a_system_voice_follows_the_language(library):
    voice = prism_voice.system_voice()
    voice.speak("one", "en", interrupt=False)
    voice.speak("二", "ja", interrupt=False)
    voice.speak("three", "en", interrupt=False)
    assert [v for _, _, v in library[BackendId.SAPI].said] == [0, 1, 0]
    library[BackendId.SAPI].speaking = True
    assert voice.speaking() is True


def test_no_reader_running_is_unavailable(library):
    library[BackendId.JAWS].features.is_supported_at_runtime = False
    with pytest.raises(VoiceUnavailable):
        prism_voice.screen_reader()
    assert prism_voice.running_screen_reader() is None


def test_without_the_library_it_is_unavailable(monkeypatch):
    monkeypatch.setattr(prism_voice, "prism", None)
    with pytest.raises(VoiceUnavailable, match="prismatoid"):
        prism_voice.system_voice()
