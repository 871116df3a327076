"""The advisor player of ``python -m jongrogue.sim --player advisor``: a player who asks for a
Hint (``advise`` with the app's Hint settings, ``HINT``, and the app's seed: the number of
commands played) at every real choice where something is at stake, and plays the move it names;
where it names none (the top moves are about equal) the player keeps to its own plan, the
advisor's own bot's choice (sim/planner.py, the bot its rollouts play) when that is a top move
(``prefer``), else the leader.

Something is at stake (``at_stake``) where a fight is decided (fight or flee, go on or flee after
a round of blows, a monster it could attack) and wherever its HP is low enough that fleeing,
resting or a potion may matter; elsewhere (walking between rooms, stairs it could take, searching,
the camp's equipment, the blows of a fight, the ranged phase at good HP) the bot's plan stands
without asking, which is most of the cost saved (docs/ADVISOR.md, "What was tried": the ranged
phase at good HP cost about 28 % of the Hints' CPU for about a tenth of their measured gain; the
stairs a quarter of it for none, the CPU now spent on go on or flee). Where the named move
stands for a group of commands with the same result (``same``) that holds the bot's own, the
player plays its own.
From the Amulet's depth on (``keeps_to_plan``) it asks nothing and plays its plan.
Like the bot, it sees only what the player sees."""

from __future__ import annotations

from .advisor import NEVER, OVER, Tables, advise
from .advisor_settings import HINT, AdvisorSettings
from .plan_hint import keeps_to_plan
from .planner import Planner
from .value import view_of

DECIDES = ("choice", "turn_end")  # fight or flee, go on or flee (the ranged phase: only at low HP)
BLOWS = "combat_turn"  # a fight's blows: overruling the bot there gained nothing (docs/ADVISOR.md)
CHANCES = ("attack",)  # a monster it could attack (stairs: the plan's, below)
LOW_HP = 0.6  # share of max HP below which fleeing, resting or a potion may matter


def at_stake(game, legal) -> bool:
    v = view_of(game)
    ctx, pc = v["context"], v["pc"]
    if ctx in DECIDES or pc["hp"] < LOW_HP * pc["max_hp"]:
        return ctx not in ("camp", BLOWS)
    return ctx == "explore" and any(c.type in CHANCES for c in legal)


class AdvisorPlayer:
    tables_of: type = Tables  # the tables its Hints race on: redealt from what the player has seen

    def __init__(
        self, settings: AdvisorSettings = HINT, *, continues: int = 0, rules=None, value=None, **bot
    ):
        self.settings = settings
        self.value = value  # the advice's value model (None: the shipped one)
        self.bot = Planner(continues=continues, rules=rules, **bot)
        self.plan_from = self.bot.params[
            "amulet_depth"
        ]  # from this deepest floor on, the plan plays
        self.played = 0  # commands played so far (the Hint's seed in the app)
        self.hints = 0

    def choose(self, game):
        own = self.bot.choose(game)
        n, self.played = self.played, self.played + 1
        legal = [c for c in game.legal_commands() if c.type not in NEVER]
        if (
            game.state.context in OVER
            or len(legal) < 2
            or not at_stake(game, legal)
            or self.keeps_to_plan(game)
        ):
            return own
        self.hints += 1
        advice = advise(
            game, self.settings, seed=n, prefer=own, value=self.value, tables_of=self.tables_of
        )
        return self.pick(advice, own, game)

    def pick(self, advice, own, game):
        """The move named (the first: a top move, own plan first among the top ones), or its
        own where the named move stands for a group holding it."""
        best = advice[0]
        return own if own in best.same else best.command

    def keeps_to_plan(self, game) -> bool:
        """From the Amulet's depth on (and so on the whole climb) the player asks no Hint and
        plays its plan, the move the app's Hint names there (sim/plan_hint.py)."""
        return keeps_to_plan(game, self.plan_from)
