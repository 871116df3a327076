"""Real voices: the app in a REAL window (Xvfb) with ``--speech``, keys from xdotool,
speech-dispatcher and espeak-ng speaking into a PulseAudio null sink that parecord records to a
file — from source and, when it is built, the frozen app. The voice is the app's own choice (auto: no screen reader runs here, so the system voice,
speech-dispatcher), and the recording must hold speech, not silence. Skips where the programs
are not installed (.ci/run installs them: speech-dispatcher, espeak-ng, pulseaudio,
pulseaudio-utils). Everything runs in a private XDG_RUNTIME_DIR: its own sound server and its own
speech-dispatcher, both ended afterwards."""

from __future__ import annotations

import array
import os
import shutil
import signal
import subprocess
import sys
import time
import wave
from pathlib import Path

import pytest

from tests.test_packaging import FROZEN
from tests.ui.test_window_xvfb import ROOT, start_xvfb, stop, wait_for

NEEDED = ("Xvfb", "xdotool", "spd-say", "espeak-ng", "pulseaudio", "pactl", "parecord")
pytestmark = pytest.mark.skipif(
    not all(shutil.which(p) for p in NEEDED),
    reason="needs " + ", ".join(NEEDED) + " (apt-get install xvfb xdotool speech-dispatcher "
    "espeak-ng pulseaudio pulseaudio-utils)",
)
SINK = "jongrogue_rec"
LOUD = 600  # a 16-bit sample above this is sound (silence in a null sink is 0)


def voiced_seconds(path: Path) -> float:
    """How long the recording holds sound (in 10 ms windows)."""
    with wave.open(str(path)) as w:
        rate, channels = w.getframerate(), w.getnchannels()
        samples = array.array("h", w.readframes(w.getnframes()))
    step = rate // 100 * channels
    loud = sum(
        1
        for i in range(0, len(samples), step)
        if max((abs(s) for s in samples[i : i + step]), default=0) > LOUD
    )
    return loud / 100


def _pid_of(path: Path) -> int | None:
    try:
        return int(path.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def _end(pid: int) -> None:
    """SIGTERM, and SIGKILL when it has not gone within 3 s."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            return
        end = time.monotonic() + 3
        while time.monotonic() < end and Path(f"/proc/{pid}").exists():
            time.sleep(0.1)


@pytest.fixture
def sound_server(tmp_path):
    """A private PulseAudio with a null sink as the default output; yields the environment."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_VIDEO", "PULSE_"))}
    env.update(XDG_RUNTIME_DIR=str(runtime), HOME=str(tmp_path))
    server = subprocess.Popen(
        [
            "pulseaudio",
            "-n",
            "--daemonize=no",
            "--exit-idle-time=-1",
            "-L",
            "module-native-protocol-unix",
            "-L",
            f"module-null-sink sink_name={SINK}",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:

        def ready():
            return subprocess.run(["pactl", "info"], env=env, capture_output=True).returncode == 0

        wait_for(ready, 20, "the sound server")
        subprocess.run(["pactl", "set-default-sink", SINK], env=env, check=True, timeout=10)
        yield env
    finally:
        speechd = _pid_of(runtime / "speech-dispatcher" / "pid" / "speech-dispatcher.pid")
        if speechd is not None:  # the one autospawned for this test's runtime folder
            _end(speechd)
        stop(server)


PROGRAMS = {
    "source": [sys.executable, "-m", "jongrogue"],
    "frozen": [str(FROZEN)],
}


@pytest.mark.parametrize("program", sorted(PROGRAMS))
def test_playing_a_few_turns_is_heard(tmp_path, sound_server, program):
    if program == "frozen" and FROZEN is None:
        pytest.skip("no frozen build (run: python build_scripts/build.py)")
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(
        '{"format": "jongrogue-settings", "version": 1, "tutorial_offered": true, "sound": false}',
        encoding="utf-8",
    )
    recording = tmp_path / "speech.wav"
    xvfb = app = rec = None
    log = open(tmp_path / "app.log", "w")
    try:
        xvfb, display = start_xvfb()
        env = dict(sound_server)
        env.update(
            DISPLAY=display,
            SDL_AUDIODRIVER="dummy",
            JONGROGUE_HOME=str(home),
            PYTHONPATH=os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]),
            PYGAME_HIDE_SUPPORT_PROMPT="1",
        )
        rec = subprocess.Popen(
            ["parecord", "-d", f"{SINK}.monitor", "--file-format=wav", str(recording)], env=env
        )
        app = subprocess.Popen(
            PROGRAMS[program] + ["--new-game", "5", "--speech", "--lang", "en"],
            env=env,
            cwd=tmp_path,
            stdout=log,
            stderr=subprocess.STDOUT,
        )

        def window():
            assert app.poll() is None, (tmp_path / "app.log").read_text()[-2000:]
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                env=env,
                capture_output=True,
                text=True,
                timeout=20,
            )
            return found.stdout.split()[-1] if found.stdout.split() else None

        def press(key: str) -> bool:
            """The key to the app's window as it is now: a window the app replaced while
            starting (its first one can be recreated) is looked up again, not reused."""
            wid = wait_for(window, 60, "the app window", poll=0.25)
            sent = subprocess.run(
                ["xdotool", "windowfocus", "--sync", wid, "key", key],
                env=env,
                capture_output=True,
                text=True,
                timeout=20,
            )
            return sent.returncode == 0

        wait_for(window, 60, "the app window", poll=0.25)
        journal = home / "data" / "saves" / "current.jrlog"
        wait_for(journal.is_file, 60, "the autosave of the new game")
        time.sleep(1.5)
        for key in ("Left", "Left", "ctrl+i"):  # to the door, into the corridor, the status
            wait_for(lambda key=key: press(key), 30, f"the key {key} to reach the window", poll=0.5)
            time.sleep(3.0)
        time.sleep(3.0)
        assert stop(app) == 0
        stop(rec, signal.SIGINT)
        heard = voiced_seconds(recording)
        assert heard > 1.5, f"{heard:.2f} s of sound in the recording"
        # the app chose speech-dispatcher itself: its server was started for this runtime folder
        runtime = Path(env["XDG_RUNTIME_DIR"])
        assert (runtime / "speech-dispatcher" / "speechd.sock").exists()
    finally:
        stop(app)
        stop(rec, signal.SIGINT)
        stop(xvfb)
        log.close()
