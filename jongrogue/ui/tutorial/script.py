"""The tutorial's data (data/tutorial.yaml): the injected deal and the steps, and the game at the
start of any step, or part-way through it (the commands before, replayed — resuming needs only
the step number and how many of its commands were played)."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, cast

from jongrogue.engine import Command, Game, Options, cmd
from jongrogue.system.resources import data_path
from jongrogue.system.yamlcache import load_yaml


@dataclass(frozen=True)
class Step:
    id: str
    target: str  # a panel, "action:<type>", "spot:<kind>:<args>" or "none"
    commands: tuple  # the commands that advance it, in order (() for "next")
    how: str = ""  # "drag": the caption asks for a drag (the test drags)
    about: tuple = ()  # the table panels the caption talks about (the card never covers them)

    @property
    def waits_for_next(self) -> bool:
        return not self.commands


@dataclass(frozen=True)
class Script:
    seed: int
    ruleset: str
    box_order: dict
    steps: tuple

    def new_game(self) -> Game:
        return Game.new(self.seed, Options(self.ruleset), self.box_order)

    def game_at(self, index: int, done: int = 0) -> Game:
        """The game as it stands when step `index` (0-based) begins, or once `done` of its
        commands are played."""
        game = self.new_game()
        for step in self.steps[:index]:
            for c in step.commands:
                game.execute(c)
        for c in self.steps[index].commands[:done]:
            game.execute(c)
        return game


def _command(spec: dict) -> Command:
    args = {k: v for k, v in spec.items() if k != "type"}
    return cmd(spec["type"], **args)


@functools.cache
def load_script() -> Script:
    data = cast("dict[str, Any]", load_yaml(data_path("tutorial.yaml")))  # (the shipped script)
    steps = tuple(
        Step(
            s["id"],
            str(s.get("target", "none")),
            tuple(_command(c) for c in s.get("commands", ())),
            s.get("how", ""),
            tuple(s.get("about", ())),
        )
        for s in data["steps"]
    )
    box = {"wall": list(data["box_order"]["wall"]), "dungeon": [list(data["box_order"]["dungeon"])]}
    return Script(int(data["seed"]), data.get("ruleset", "ez"), box, steps)
