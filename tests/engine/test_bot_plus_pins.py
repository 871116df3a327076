"""The frozen bot's exact results in EZ Plus games whose options have numbers of their own
(params.yaml plus_numbers): identification, pincer attacks and all seven options, 40 fixed
seeds each, so that any unintended change of those numbers (or of the bot) shows up here.
EZ's pins are tests/engine/test_bot.py; the balance figures are in docs/BALANCE.md.

After an intended change: `python -m tests.engine.test_bot_plus_pins` prints the new PINNED."""

from __future__ import annotations

import pytest

from jongrogue.engine import Options
from jongrogue.engine.core.model import OPTION_IDS
from jongrogue.sim import GreedyBot, play_game
from tests.engine.test_bot import MAX_COMMANDS, pin_summary

PIN_SEEDS = range(5000, 5040)
ROWS = {
    "identification": ("identification",),
    "pincer_attacks": ("pincer_attacks",),
    "all": OPTION_IDS,
}

PINNED = {
    "all": {
        "bot_version": "greedy-3",
        "results": {"game_over": 40},
        "causes": {
            "black_unicorn": 3,
            "centaur": 3,
            "dragon": 4,
            "griffin": 1,
            "jabberwock": 1,
            "medusa": 3,
            "phantom": 5,
            "starved": 15,
            "troll": 3,
            "wraith": 1,
            "xeroc": 1,
        },
        "deepest": {1: 2, 3: 2, 4: 3, 5: 4, 6: 5, 7: 9, 8: 8, 9: 1, 11: 1, 13: 3, 14: 1, 18: 1},
        "commands": 22281,
        "per_seed_deepest": ";34>85876=18==7747773977B168868764856585",
    },
    "identification": {
        "bot_version": "greedy-3",
        "results": {"game_over": 40},
        "causes": {
            "black_unicorn": 1,
            "centaur": 1,
            "dragon": 3,
            "griffin": 5,
            "jabberwock": 5,
            "medusa": 2,
            "phantom": 1,
            "rattlesnake": 1,
            "starved": 12,
            "troll": 6,
            "venus_flytrap": 1,
            "xeroc": 1,
            "yeti": 1,
        },
        "deepest": {
            1: 1,
            2: 2,
            3: 5,
            4: 1,
            5: 5,
            6: 3,
            7: 5,
            8: 8,
            9: 4,
            10: 1,
            13: 2,
            14: 2,
            15: 1,
        },
        "commands": 19660,
        "per_seed_deepest": "55=38?87287=939549688:13863873786579>>52",
    },
    "pincer_attacks": {
        "bot_version": "greedy-3",
        "results": {"game_over": 39, "victory": 1},
        "causes": {
            "black_unicorn": 2,
            "centaur": 1,
            "dragon": 3,
            "griffin": 2,
            "hobgoblin": 1,
            "jabberwock": 1,
            "medusa": 4,
            "phantom": 2,
            "quagga": 1,
            "starved": 11,
            "troll": 6,
            "venus_flytrap": 3,
            "yeti": 2,
        },
        "deepest": {1: 1, 3: 2, 4: 2, 5: 7, 6: 7, 7: 3, 8: 7, 9: 2, 10: 1, 11: 5, 13: 2, 17: 1},
        "commands": 20580,
        "per_seed_deepest": "3;5686;57:58845669;;83=8766655879;=458A1",
    },
}


def pin_rows(plus: tuple) -> list:
    options = Options(ruleset="ez_plus", plus=plus)
    rows = []
    for seed in PIN_SEEDS:
        r = play_game(
            seed,
            GreedyBot(plus=options.plus),
            max_commands=MAX_COMMANDS,
            options=options,
            journal=False,
        )
        rows.append((r.seed, r.result, r.cause, r.deepest, r.commands))
    return rows


@pytest.mark.parametrize("row", sorted(ROWS))
def test_frozen_bot_results_with_the_options_numbers_are_pinned(row):
    assert pin_summary(pin_rows(ROWS[row])) == PINNED[row]


if __name__ == "__main__":
    print("PINNED =", {row: pin_summary(pin_rows(plus)) for row, plus in sorted(ROWS.items())})
