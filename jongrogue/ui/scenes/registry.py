"""Every screen by name: the one way into a screen. ``--scene``, the title's menu, the table's
contexts (death, victory, the run's end, camp) and sheets, its pause menu, History and a replay's
"Play from here" all build their scene here. A scene's module is imported the first time it is
asked for (start-up loads the title only) — here, and nowhere else: screens that lead to each
other (the table, a replay, a new run) do not import each other, so no circle runs through them."""

from __future__ import annotations

import importlib

# name -> (module, the class or factory; every one takes the AppContext first)
SCENES = {
    "title": ("jongrogue.ui.scenes.title", "TitleScene"),
    "newgame": ("jongrogue.ui.scenes.newgame", "NewGameScene"),
    "rules": ("jongrogue.ui.scenes.rules", "RulesScene"),
    "settings": ("jongrogue.ui.scenes.settings", "SettingsScene"),
    "score": ("jongrogue.ui.scenes.scorecard", "ScoreCardScene"),
    "history": ("jongrogue.ui.scenes.history", "HistoryScene"),
    "stats": ("jongrogue.ui.scenes.stats", "StatsScene"),
    "table": ("jongrogue.ui.scenes.table", "make_table_scene"),
    "replay": ("jongrogue.ui.scenes.replay", "ReplayScene"),
    "check_overlay": ("jongrogue.ui.scenes.check_overlay", "CheckOverlay"),
    "sheet": ("jongrogue.ui.scenes.sheet", "SheetScene"),
    "dead": ("jongrogue.ui.scenes.death", "DeathScene"),
    "victory": ("jongrogue.ui.scenes.victory", "VictoryScene"),
    "run_end": ("jongrogue.ui.scenes.run_end", "RunEndScene"),
    "camp": ("jongrogue.ui.scenes.camp", "CampScene"),
    "log": ("jongrogue.ui.scenes.log", "LogScene"),
    "tutorial": ("jongrogue.ui.scenes.tutorial", "TutorialTable"),
    # --scene review | hint | hint_plan | tutorial, built from a position (pictures, self-tests)
    "learning": ("jongrogue.ui.learning_scenes", "build"),
}


def scene_class(name: str):
    """The class (or factory) of scene ``name``; KeyError for an unknown name, ImportError when
    its module cannot be loaded."""
    module, attr = SCENES[name]
    return getattr(importlib.import_module(module), attr)


def make(name: str, ctx, *args, **kwargs):
    """A new scene ``name``: scene_class(name)(ctx, *args, **kwargs)."""
    return scene_class(name)(ctx, *args, **kwargs)
