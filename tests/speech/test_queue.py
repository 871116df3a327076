"""The utterance queue: an answer interrupts and forgets what waited; events wait for the voice,
coalesce by key, never pile up and go stale."""

from jongrogue.speech.queue import MAX_WAITING, STALE_AFTER, SpeechQueue, Utterance


def test_a_frame_of_events_is_one_utterance_when_the_voice_is_free():
    q = SpeechQueue()
    q.put(Utterance("one", at=0.0))
    q.put(Utterance("two", at=0.0))
    assert q.take(0.0, idle=True) == (["one", "two"], False)
    assert q.take(0.1, idle=True) is None


def test_events_wait_while_the_voice_speaks_and_an_answer_interrupts_them():
    q = SpeechQueue()
    q.put(Utterance("event", at=0.0))
    assert q.take(0.0, idle=False) is None  # waits
    q.put(Utterance("late event", at=0.5))
    q.put(Utterance("your answer", answer=True, at=0.5))
    assert q.take(0.5, idle=False) == (["late event", "your answer"], True)
    assert q.take(0.6, idle=True) is None  # what waited from before the key is forgotten


def test_a_newer_utterance_with_the_same_key_replaces_the_waiting_one():
    q = SpeechQueue()
    q.put(Utterance("focus: A", key="focus", at=0.0))
    q.put(Utterance("toast", at=0.0))
    q.put(Utterance("focus: B", key="focus", at=0.0))
    assert q.take(0.0, idle=True) == (["toast", "focus: B"], False)


def test_nothing_piles_up_and_stale_events_are_dropped():
    q = SpeechQueue()
    for i in range(10):
        q.put(Utterance(f"event {i}", at=float(i)))
        assert q.take(float(i), idle=False) is None
    assert q.take(9.0, idle=True) == ([f"event {i}" for i in range(10 - MAX_WAITING, 10)], False)
    q.put(Utterance("old", at=0.0))
    assert q.take(0.0, idle=False) is None
    assert q.take(STALE_AFTER + 0.1, idle=True) is None


def test_the_same_text_twice_in_a_row_is_said_once():
    q = SpeechQueue()
    q.put(Utterance("Not possible.", answer=True))
    q.put(Utterance("Not possible.", answer=True))
    assert q.take(0.0, idle=True) == (["Not possible."], True)


def test_a_frame_is_kept_whole_however_much_it_says():
    """A rest's outcome, the run's stop and the tutorial's next step come in one frame: the
    outcome (its food check, a death) is never the part that is dropped."""
    q = SpeechQueue()
    q.put(Utterance("waiting", at=0.0))
    assert q.take(0.0, idle=False) is None
    said = [f"part {i}" for i in range(MAX_WAITING + 2)]
    for text in said:
        q.put(Utterance(text, at=1.0))
    assert q.take(1.0, idle=False) is None
    assert q.take(1.0, idle=True) == (said, False)


def test_a_lasting_utterance_and_its_frame_never_go_stale_nor_are_dropped():
    q = SpeechQueue()
    q.put(Utterance("the rest that made you hungry", at=0.0))
    q.put(Utterance("tutorial step 20", key="step", at=0.0, lasting=True))
    assert q.take(0.0, idle=False) is None
    for i in range(1, 10):  # more events than wait, for longer than STALE_AFTER
        q.put(Utterance(f"event {i}", at=float(i)))
        assert q.take(float(i), idle=False) is None
    said, interrupt = q.take(STALE_AFTER * 3, idle=True)
    assert said[:2] == ["the rest that made you hungry", "tutorial step 20"] and not interrupt


def test_an_answer_is_said_first_and_a_lasting_utterance_follows_it():
    q = SpeechQueue()
    q.put(Utterance("tutorial step 6", key="step", at=0.0, lasting=True))
    q.put(Utterance("an event", at=0.0))
    assert q.take(0.0, idle=False) is None
    q.put(Utterance("HP 4 of 4", answer=True, at=1.0))
    assert q.take(1.0, idle=False) == (["HP 4 of 4"], True)
    assert q.take(2.0, idle=True) == (["tutorial step 6", "an event"], False)
    q.put(Utterance("tutorial step 7", key="step", at=3.0, lasting=True))
    assert q.take(3.0, idle=False) is None
    q.put(Utterance("tutorial step 7 again", key="step", answer=True, at=4.0))
    assert q.take(4.0, idle=False) == (["tutorial step 7 again"], True)
    assert q.take(5.0, idle=True) is None  # (said again by the answer: not twice)
