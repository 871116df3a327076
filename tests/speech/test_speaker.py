"""The Speaker: hands what is due to its voice at pump(), never raises, and a voice that fails
gives one message and leaves the game silent."""

from jongrogue.speech.backend import Backend, RecordingSink
from jongrogue.speech.speaker import Speaker, joined


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


class Broken(Backend):
    id = "broken"

    def __init__(self):
        self.closed = 0

    def speak(self, text, lang, interrupt):
        raise OSError("the device went away")

    def close(self):
        self.closed += 1


class Mute(Backend):
    """A voice that cannot tell whether it speaks (a screen reader)."""

    def __init__(self):
        self.said = []

    def speak(self, text, lang, interrupt):
        self.said.append(text)


def test_off_says_nothing_and_on_says_within_the_pump():
    sink = RecordingSink()
    sp = Speaker(sink)
    sp.say("hidden")
    sp.pump()
    assert sink.spoken == []
    sp.set_enabled(True, "Speech on.")
    sp.pump()
    assert sink.texts() == ["Speech on."] and sink.spoken[0].interrupt


def test_answers_interrupt_and_events_queue_behind_a_busy_voice():
    sink, clock = RecordingSink(), Clock()
    sp = Speaker(sink, enabled=True, clock=clock)
    sp.say("a toast")
    sp.pump()
    sink.busy = True
    sp.say("another event")
    sp.pump()
    assert sink.texts() == ["a toast."]
    sp.answering()
    sp.say("You hit")
    sp.pump()
    assert sink.spoken[-1].text == "You hit." and sink.spoken[-1].interrupt
    sink.busy = False
    sp.pump()
    assert len(sink.spoken) == 2  # the event from before the key was forgotten


def test_a_voice_that_cannot_tell_is_given_time_by_the_length_of_the_text():
    voice, clock = Mute(), Clock()
    sp = Speaker(voice, enabled=True, clock=clock)
    sp.say("x" * 89)  # 90 characters with the full stop: 5 s at 18 a second
    sp.pump()
    sp.say("next")
    clock.now = 4.9
    sp.pump()
    assert len(voice.said) == 1
    clock.now = 5.1
    sp.pump()
    assert voice.said[-1] == "next."


def test_a_failing_voice_gives_one_message_and_the_game_goes_on():
    problems, broken = [], Broken()
    sp = Speaker(broken, enabled=True, on_problem=problems.append)
    sp.say("first")
    sp.pump()
    sp.say("second")
    sp.pump()  # no voice now: nothing raises, nothing more is reported
    assert len(problems) == 1 and "device went away" in problems[0] and broken.closed == 1
    assert sp.voice is None and sp.last == "second."


def test_repeat_says_the_last_utterance_again_as_an_answer():
    sink = RecordingSink()
    sp = Speaker(sink, enabled=True)
    sp.say("Room 7 is revealed")
    sp.pump()
    sp.repeat()
    sp.pump()
    assert sink.texts() == ["Room 7 is revealed."] * 2 and sink.spoken[1].interrupt


def test_switching_off_says_so_before_it_stops():
    sink = RecordingSink()
    sp = Speaker(sink, enabled=True)
    sp.set_enabled(False, "Speech off.")
    sp.say("after")
    sp.pump()
    assert sink.texts() == ["Speech off."]


def test_parts_are_sentences_in_each_language():
    assert joined(["You hit", "HP 4 to 3."], "en") == "You hit. HP 4 to 3."
    assert joined(["命中", "体力 4から3。"], "ja") == "命中。体力 4から3。"
    assert joined(["Turn it up (1 more after this one.)"], "en").endswith("one.)")
