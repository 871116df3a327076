"""Every kind of run a player can start, and every tool a player can reach from one.

The New game screen builds its rows from ``RULESETS``, ``PLUS_OPTIONS``, ``MODES`` and
``TILES``; the title's menu, the replay's "Play from here" and Continue are the ``STARTS``;
``BUTTON_TOOLS`` names the tool behind every button of the screens a run opens (the pause menu,
the end-of-run card, the death choice, the replay, History). ``tests/ui/test_matrix.py`` takes
every kind of ``run_kinds()`` through every tool of ``TOOLS``, and checks that the screens offer
exactly the buttons listed here: a new kind or tool joins the matrix by being added here.

    run_kinds()      -> {kind: RunKind}
    refusal(kind, tool) -> the text key (``ctx.t``) the app refuses that tool with there, or None
"""

from __future__ import annotations

from dataclasses import dataclass

RULESETS = ("ez", "ez_plus")
PLUS_OPTIONS = (
    "identification",
    "forced_end_bonus",
    "victory_bonus",
    "rings",
    "curses",
    "monster_abilities",
    "pincer_attacks",
)
MODES = ("practice", "challenge")
TILES = ("digital", "paper")  # the app's tiles, or the player's own entered as they turn up
# the ways into a run: New game, the title's Daily and Tutorial, Continue (the saved run), a
# replay's "Play from here" (a branch) and History's Resume (an unfinished run given way)
STARTS = ("new_game", "daily", "tutorial", "continue", "branch", "resume")

TOOLS = (
    "hint",
    "review",
    "replay",
    "play_from_here",
    "undo_camp",  # undo / redo across each context
    "undo_combat",
    "undo_prompt",
    "save_continue",
    "print_sheets",
    "morgue",
    "verify",
    "history",
    "stats",
    "abandon",
    "new_game",  # New game over the run in progress
    "log",  # the run's whole log (M)
)

# screen -> {button id: the tool it opens, or None for one that opens no tool of a run}
BUTTON_TOOLS = {
    "pause": {
        "resume": None,
        "save_quit": "save_continue",
        "replay": "replay",
        "rules": None,
        "print": "print_sheets",
        "settings": None,
        "forced_end": "abandon",
        "abandon": "abandon",
    },
    "run_end": {
        "score_card": None,
        "replay": "replay",
        "review": "review",
        "new_game": "new_game",
        "export": "morgue",
    },
    "dead": {"undo": "undo_prompt", "game_over": None, "continue_game": None, "export": "morgue"},
    "replay": {
        "start": None,
        "back": None,
        "play": None,
        "forward": None,
        "end": None,
        "speed": None,
        "branch": "play_from_here",
        "review": "review",  # (a finished run's replay)
    },
    "history": {
        "stats": "stats",
        "open_file": "replay",  # a run file from disk, in the replay
        "export": "morgue",
        "resume": "save_continue",
        "replay": "replay",
    },
}
# the title's menu: the ways into a run, and History
TITLE = {
    "new_game": "new_game",
    "continue": "save_continue",
    "daily": None,
    "rules": None,
    "score": None,
    "history": "history",
    "tutorial": None,
    "settings": None,
    "quit": None,
}
# the table's own keys and buttons (the action bar's Hint, the HUD's undo and redo)
TABLE_TOOLS = ("hint", "undo_camp", "undo_combat", "undo_prompt", "log")

# the tutorial is a scripted floor without a file: undo is off (the coach says so), and it is
# never a run of History (nothing to review, export, verify or count)
NOT_RECORDED = ("review", "morgue", "verify", "history", "stats")
_REFUSED = {
    **{
        ("tutorial", tool): "tutorial.no_undo"
        for tool in ("undo_camp", "undo_combat", "undo_prompt")
    },
    # a branch is a practice run, and a challenge run's deal is bound to its mode
    **{(kind, "play_from_here"): "replay.no_branch_challenge" for kind in ("challenge", "daily")},
}


@dataclass(frozen=True)
class RunKind:
    start: str  # one of STARTS
    ruleset: str = "ez"
    plus: tuple[str, ...] = ()
    mode: str = "practice"
    tiles: str = "digital"


def run_kinds() -> dict[str, RunKind]:
    """Each mode, each EZ Plus option alone and all together, each kind of tiles, each way in."""
    kinds = {mode: RunKind("new_game", mode=mode) for mode in MODES}
    for ruleset in RULESETS[1:]:
        for opt in PLUS_OPTIONS:
            kinds[f"{ruleset}:{opt}"] = RunKind("new_game", ruleset, (opt,))
        kinds[f"{ruleset}:all"] = RunKind("new_game", ruleset, PLUS_OPTIONS)
    for tiles in TILES[1:]:
        kinds[tiles] = RunKind("new_game", tiles=tiles)
    for start in STARTS[1:]:
        kinds[start] = RunKind(start)
    return kinds


def refusal(kind: str, tool: str) -> str | None:
    return _REFUSED.get((kind, tool))


def not_recorded(kind: str, tool: str) -> bool:
    """A tool of History's runs, asked of a run History never holds (the tutorial)."""
    return kind == "tutorial" and tool in NOT_RECORDED
