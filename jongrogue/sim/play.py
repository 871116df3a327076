"""play_game(): one headless game driven by a bot, and its RunResult. The referee side (the
result, the cause of death, stall detection) reads the engine's state; the bot does not."""

from __future__ import annotations

from dataclasses import dataclass, field

from jongrogue.data import load_rules
from jongrogue.engine import Game, Options

from .bot import GreedyBot
from .headless import Headless

STALL_LIMIT = 25  # commands in a row that change nothing: a soft-lock
TERMINAL = ("game_over", "victory")


@dataclass
class RunResult:
    seed: int
    result: str  # game_over | victory | capped (hit max_commands) |
    # stuck (STALL_LIMIT commands in a row left the state unchanged)
    floor: int
    deepest: int
    level: int
    cause: str | None  # cause of the final death (None for victory / capped)
    commands: int
    tiles_burned_per_floor: dict  # floor number -> tiles burned (drawn with purpose burn_*)
    game: Game | Headless | None = field(
        repr=False, default=None
    )  # Headless when played without a journal


def _unchanged(before, after) -> bool:
    """after == before, cheaply: most commands draw or discard a tile, which the sizes show, and
    most others move the PC or change the floor."""
    if after is before:
        return True
    if len(after.wall) != len(before.wall) or len(after.discard) != len(before.discard):
        return False
    if (after.pc is not before.pc and after.pc != before.pc) or (
        after.floor is not before.floor and after.floor != before.floor
    ):
        return False
    return after == before


def play_game(
    seed: int,
    bot=None,
    max_commands: int = 20000,
    options: Options | None = None,
    rules=None,
    journal: bool = True,
) -> RunResult:
    """Play one game headless with `bot` (anything with choose(game) -> Command; a fresh GreedyBot
    by default) under `rules` (default: the shipped tables). With `journal` the game is a real
    Game (saved, replayed, hashed); without, the same game is played on bare states (Headless),
    which the mass simulator does: same commands, same result, no journal to keep."""
    bot = bot if bot is not None else GreedyBot(rules=rules)
    options = options or Options(ruleset="ez")
    game: Game | Headless
    if journal:
        game = Game.new(seed=seed, options=options, rules=rules)
    else:
        game = Headless.new(seed, options, rules if rules is not None else load_rules())
    burned: dict[int, int] = {}
    n = stalled = 0
    while game.state.context not in TERMINAL and n < max_commands and stalled < STALL_LIMIT:
        before = game.state
        floor = before.pc.floor
        events = game.execute(bot.choose(game))
        n += 1
        stalled = stalled + 1 if _unchanged(before, game.state) else 0
        for e in events:
            if e.kind == "drawn" and e.data["purpose"][:4] == "burn":
                burned[floor] = burned.get(floor, 0) + 1
    s = game.state
    result = (
        s.context if s.context in TERMINAL else ("stuck" if stalled >= STALL_LIMIT else "capped")
    )
    cause = None
    if result == "game_over":
        cause = s.score_card[-1].cause if s.score_card else s.death_cause
    return RunResult(
        seed=seed,
        result=result,
        floor=s.pc.floor,
        deepest=s.pc.deepest,
        level=s.pc.level,
        cause=cause,
        commands=n,
        tiles_burned_per_floor=burned,
        game=game,
    )
