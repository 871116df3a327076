"""The scenes of the app (the table scene lives in ``table.py``, written separately).

Every scene takes the AppContext as its first argument. ``make_scene(ctx, name)`` builds the
menu scenes by name (used by ``--scene``)."""
from __future__ import annotations


def make_scene(ctx, name: str):
    if name == "title":
        from jongrogue.ui.scenes.title import TitleScene
        return TitleScene(ctx)
    if name == "newgame":
        from jongrogue.ui.scenes.newgame import NewGameScene
        return NewGameScene(ctx)
    if name == "rules":
        from jongrogue.ui.scenes.rules import RulesScene
        return RulesScene(ctx)
    if name == "settings":
        from jongrogue.ui.scenes.settings import SettingsScene
        return SettingsScene(ctx)
    if name == "score":
        from jongrogue.ui.scenes.scorecard import ScoreCardScene
        return ScoreCardScene(ctx)
    if name == "history":
        from jongrogue.ui.scenes.history import HistoryScene
        return HistoryScene(ctx)
    if name == "stats":                      # a sample history: screenshots look the same everywhere
        from jongrogue.runfiles.stats import sample_rows
        from jongrogue.ui.scenes.stats import StatsScene
        return StatsScene(ctx, sample_rows())
    raise KeyError(name)
