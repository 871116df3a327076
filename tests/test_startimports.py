"""Modules the start imports but does not use run at their first use: found and in
``sys.modules`` at once, their code run when one of their names is first read, once (that the
first table frame runs none of ``startimports.DEFERRED``: tests/ui/test_start_imports.py)."""

from __future__ import annotations

import sys

import pytest

from jongrogue.system import startimports


@pytest.fixture
def deferred(tmp_path, monkeypatch):
    """A package ``lazypkg`` with a module ``counted`` that records each run of its code."""
    pkg = tmp_path / "lazypkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "counted.py").write_text(
        "import builtins\n"
        "builtins.counted_runs = getattr(builtins, 'counted_runs', 0) + 1\n"
        "VALUE = 42\n"
        "def double(x):\n"
        "    return 2 * x\n"
    )
    (pkg / "broken.py").write_text("raise RuntimeError('broken at its top')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(startimports, "DEFERRED", frozenset({"lazypkg.counted", "lazypkg.broken"}))
    startimports.hold()
    yield
    startimports.release()
    for name in ("lazypkg", "lazypkg.counted", "lazypkg.broken"):
        sys.modules.pop(name, None)
    import builtins

    vars(builtins).pop("counted_runs", None)


def runs() -> int:
    import builtins

    return getattr(builtins, "counted_runs", 0)


def test_a_deferred_module_runs_at_the_first_use_of_a_name_once(deferred):
    from lazypkg import counted

    assert runs() == 0 and sys.modules["lazypkg.counted"] is counted
    import lazypkg.counted  # (imported again: still not run)
    from lazypkg import counted as again

    assert runs() == 0 and again is counted and counted.__name__ == "lazypkg.counted"
    assert counted.double(counted.VALUE) == 84
    assert runs() == 1 and type(counted) is type(sys)
    assert counted.double(1) == 2 and runs() == 1
    assert lazypkg.counted is counted


def test_setting_a_name_runs_the_module_first(deferred):
    from lazypkg import counted

    counted.VALUE = 7  # not overwritten by the module's own code afterwards
    assert runs() == 1 and counted.VALUE == 7


def test_a_module_that_fails_is_not_left_half_made(deferred):
    from lazypkg import broken

    with pytest.raises(RuntimeError, match="broken at its top"):
        broken.anything  # noqa: B018
    assert "lazypkg.broken" not in sys.modules


def test_after_release_a_module_loads_as_usual(deferred):
    startimports.release()
    from lazypkg import counted

    assert runs() == 1 and type(counted) is type(sys)


def test_only_named_modules_and_only_python_source_are_deferred(deferred, monkeypatch):
    import lazypkg

    assert type(lazypkg) is type(sys)  # not in the list: as usual
    monkeypatch.setattr(startimports, "DEFERRED", frozenset({"_testcapi", "unicodedata"}))
    finder = startimports._Finder()
    spec = finder.find_spec("unicodedata")
    assert spec is None or not isinstance(spec.loader, startimports._DeferLoader)


class AskingFinder:
    """A finder that asks the others (as some tools' do): it asks this module's finder too."""

    def find_spec(self, name, path=None, target=None):
        for finder in sys.meta_path:
            if finder is not self and hasattr(finder, "find_spec"):
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    return spec
        return None


def test_a_finder_that_asks_the_others_does_not_go_round_in_circles(deferred, monkeypatch):
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, AskingFinder()])
    monkeypatch.setattr(sys, "meta_path", [AskingFinder(), *sys.meta_path])
    from lazypkg import counted

    assert counted.double(2) == 4 and runs() == 1
