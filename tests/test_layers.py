"""The package's layers (docs/ARCHITECTURE.md): a module imports only its own part of the
package and the parts of lower layers — never up, never sideways into a sibling of its layer —
and no imports go round in a circle (a late, function-local import counts too)."""

from graphlib import CycleError, TopologicalSorter

from tests.import_graph import graph, imports_of, modules

# lowest first; the parts of one layer do not import each other
LAYERS = (
    {"jongrogue", "jongrogue.system"},
    {"jongrogue.data"},
    {"jongrogue.i18n"},
    {"jongrogue.engine"},
    {"jongrogue.storage", "jongrogue.sim", "jongrogue.text"},
    {"jongrogue.game", "jongrogue.speech"},
    {"jongrogue.runfiles", "jongrogue.printsheets"},
    {"jongrogue.ui", "jongrogue.cli"},
    {"jongrogue.selftest"},
    {"jongrogue.play"},
    {"jongrogue.app"},
    {"jongrogue.bench"},
    {"jongrogue.__main__"},
)


def part(module: str) -> str:
    """A module's part of the package: its top-level subpackage or root module."""
    return ".".join(module.split(".")[:2])


LAYER_OF = {p: i for i, layer in enumerate(LAYERS) for p in layer}


def test_every_part_of_the_package_has_a_layer():
    assert {part(m) for m in modules()} == set(LAYER_OF)


def test_no_import_runs_up_a_layer_or_sideways():
    wrong = []
    for module in modules():
        here = part(module)
        for target, line, _ in imports_of(module):
            there = part(target)
            if there != here and LAYER_OF[there] >= LAYER_OF[here]:
                wrong.append(
                    f"{module}:{line} imports {target} (layer {LAYER_OF[there]} >= {LAYER_OF[here]})"
                )
    assert wrong == []


def test_no_import_circle():
    try:
        TopologicalSorter(graph()).prepare()
    except CycleError as exc:
        raise AssertionError(f"import circle: {' -> '.join(exc.args[1])}") from None


def test_the_tutorials_script_and_coach_sit_below_the_scenes():
    """ui/tutorial (script, coach, offer) is used by scenes; its table is the scene
    ui/scenes/tutorial.py, so nothing in ui/tutorial imports a scene."""
    up = [
        f"{m}:{line} imports {t}"
        for m in modules()
        if m.startswith("jongrogue.ui.tutorial")
        for t, line, _ in imports_of(m)
        if t.startswith("jongrogue.ui.scenes")
    ]
    assert up == []


# The imports inside a function: the command line loads the window (and pygame) only when a
# window or a headless picture is wanted, so the run-file commands start without pygame (and a
# window's start without the commands' modules: the app names them from cli.parser); the
# printed sheets load their PDF writer (fpdf2, with Pillow and fontTools: 0.4 s) only to print,
# so neither the app nor the other commands pay for it at start; the table loads the advisor
# (its search, the bot, the worker pool and multiprocessing) at the first Hint, not at start; the
# voices (with subprocess) load when speech opens one, and macOS's VoiceOver check (pgrep) only
# there, so the start asks whether a screen reader runs without loading subprocess; the full
# character and consumables sheets load when one is first drawn full (the table's dock draws the
# compact summaries).
LATE_IMPORTS = {
    ("jongrogue.app", "jongrogue.play"),
    ("jongrogue.printsheets", "jongrogue.printsheets.document"),
    ("jongrogue.ui.board.hint_view", "jongrogue.sim.advisor_jobs"),
    ("jongrogue.cli", "jongrogue.cli.commands"),
    ("jongrogue.ui.voice.start", "jongrogue.speech.choose"),
    ("jongrogue.speech.detect", "jongrogue.speech.voiceover"),
    ("jongrogue.ui.sheets", "jongrogue.ui.sheets.character"),
    ("jongrogue.ui.sheets", "jongrogue.ui.sheets.consumables"),
}


def test_imports_sit_at_the_top_of_their_modules():
    """A late import hides what a module needs and can hide a circle (at most 30 allowed;
    the package has eight, listed above — a new one must be argued there)."""
    late = {(m, t) for m in modules() for t, _, top in imports_of(m) if not top}
    assert len(late) <= 30
    assert late == LATE_IMPORTS
