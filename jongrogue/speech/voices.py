"""Voices run as commands, one process per utterance (no library needed, nothing to bundle):

* ``SpeechDispatcher``: ``spd-say`` of speech-dispatcher, the speech server Orca speaks through
  on Linux. An answer goes with SSIP priority *text* (it cancels the text being spoken), an
  event with *message* (queued behind it); ``-w`` keeps the process until it has been spoken,
  so whether it still speaks is known.
* ``EspeakNg``: the ``espeak-ng`` synthesizer itself (Linux and others) when no speech server runs.
* ``MacSay``: macOS's ``say`` (the system voice, without pyobjc).
* ``VoiceOverScript``: VoiceOver's AppleScript ``output`` (VoiceOver Utility: "Allow VoiceOver to
  be controlled with AppleScript").

A process that runs while a newer answer comes is ended (an interrupt); one that ended is
reaped at the next call."""

from __future__ import annotations

import shutil
import subprocess

from jongrogue.speech.backend import Backend, VoiceUnavailable

NO_WINDOW = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # Windows: no console flashes up


class CommandVoice(Backend):
    program = ""

    def __init__(self, which=shutil.which, popen=subprocess.Popen):
        path = which(self.program)
        if path is None:
            raise VoiceUnavailable(f"{self.program} not found")
        self.path, self._popen = path, popen
        self._procs: list = []

    def argv(self, text: str, lang: str, interrupt: bool) -> list[str]:
        raise NotImplementedError

    def speak(self, text: str, lang: str, interrupt: bool) -> None:
        if interrupt:
            self.stop()
        self._reap()
        try:
            proc = self._popen(
                self.argv(text, lang, interrupt),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                creationflags=NO_WINDOW,
            )
        except OSError as exc:
            raise VoiceUnavailable(f"{self.program}: {exc.strerror or exc}") from exc
        self._procs.append(proc)

    def speaking(self) -> bool | None:
        self._reap()
        return bool(self._procs)

    def stop(self) -> None:
        for proc in self._procs:
            if proc.poll() is None:
                proc.terminate()
        self._reap()

    def close(self) -> None:
        self.stop()
        for proc in self._procs:
            try:
                proc.wait(timeout=1)
            except subprocess.TimeoutExpired:
                proc.kill()
        self._procs.clear()

    def _reap(self) -> None:
        self._procs = [p for p in self._procs if p.poll() is None]


class SpeechDispatcher(CommandVoice):
    id = "speech_dispatcher"
    program = "spd-say"

    def argv(self, text, lang, interrupt):
        priority = "text" if interrupt else "message"
        return [self.path, "-w", "-N", "jongrogue", "-l", lang, "-P", priority, "--", text]


class EspeakNg(CommandVoice):
    id = "espeak_ng"
    program = "espeak-ng"

    def argv(self, text, lang, interrupt):
        return [self.path, "-v", lang, "--", text]


class MacSay(CommandVoice):
    id = "macos_say"
    program = "say"
    VOICES = {"ja": "Kyoko"}  # the Japanese voice every macOS has; English: the system voice

    def argv(self, text, lang, interrupt):
        voice = self.VOICES.get(lang)
        return [self.path] + (["-v", voice] if voice else []) + ["--", text]


def applescript_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class VoiceOverScript(CommandVoice):
    id = "voiceover"
    program = "osascript"
    screen_reader = True

    def argv(self, text, lang, interrupt):
        script = f'tell application "VoiceOver" to output {applescript_string(text)}'
        return [self.path, "-e", script]

    def speaking(self) -> bool | None:
        self._reap()
        return None  # osascript returns once VoiceOver has the text, not when it is spoken
