"""Speech output: what the game says, queued and sent to a voice (no pygame).

    queue.SpeechQueue       what to say next: answers interrupt, events wait, nothing piles up
    speaker.Speaker         the app's speech: on / off, verbosity, the last utterance, pump()
    backend.Backend         a voice (speak / speaking / stop / close); backend.RecordingSink for tests
    voices.*                voices run as commands: speech-dispatcher (spd-say), espeak-ng, macOS
                            ``say`` and VoiceOver (osascript)
    prism_voice.PrismVoice  screen readers and system voices through the prismatoid library
                            (NVDA, JAWS, PC-Talker …, SAPI / OneCore on Windows; VoiceOver and
                            AVSpeech on macOS)
    detect                  is a screen reader running? (``voiceover``: macOS's check)
    choose.open_voice       the voice a choice (auto / screen_reader / system_voice) gives here

The words themselves come from ``jongrogue.text.spoken``; the UI side that decides when to speak
is ``jongrogue.ui.voice``.
"""
