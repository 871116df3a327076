"""Closing the window while the advisor's workers think: the app's last step stops every pool
(the Hint's warm one and a Review's own), so the interpreter's exit finds none running (a
running pool's finaliser prints "Exception ignored in ... Pool.__del__")."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
from jongrogue import play
from jongrogue.engine import Game, Options
from jongrogue.sim.advisor_jobs import AdviceJob
from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.play import play_game
from jongrogue.sim.review_jobs import ReviewJob

if __name__ == "__main__":
    g, bot = Game.new(3, Options()), GreedyBot()
    for _ in range(12):
        g.execute(bot.choose(g))
    hint = AdviceJob(g, AdvisorSettings(rollouts=64, first=64, budget=512))
    death = play_game(2, GreedyBot(), max_commands=150).game
    review = ReviewJob(death, most=8)
    play.shutdown()  # the window closed with both still thinking
"""


def test_closing_with_workers_running_leaves_no_pool_to_the_exit(tmp_path):
    script = tmp_path / "close.py"
    script.write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-W", "error::ResourceWarning", str(script)],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert done.returncode == 0, done.stderr
    assert "Exception ignored" not in done.stderr and "Pool" not in done.stderr, done.stderr
