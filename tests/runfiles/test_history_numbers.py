"""Runs are numbered 1, 2, 3 … on the score card, in History and by `jongrogue history`: a run
resumed from History leaves a gap in the database's ids (its row is recorded anew when it
ends), and the score card read "1, 2, 4"."""

from __future__ import annotations

from jongrogue.runfiles.history import History
from jongrogue.text.strings import Texts
from jongrogue.ui.run_table import cell_text


class _Ctx(Texts):
    lang = "en"


def _run(seed: int) -> dict:
    return {"seed": seed, "ruleset": "ez", "result": "game_over", "ended": f"2026-12-0{seed}"}


def test_runs_are_numbered_without_the_gaps_a_resumed_run_leaves(tmp_path):
    h = History(tmp_path / "history.sqlite3")
    for seed in (1, 2, 3):
        assert h.record_run(_run(seed)) is None
    resumed = h.rows()[1]
    assert h.delete_run(resumed["id"]) is None  # resumed from History …
    assert h.record_run(_run(4)) is None  # … and recorded again when it ends
    rows = h.rows()
    assert sorted(r["id"] for r in rows) == [1, 3, 4]
    assert sorted(int(cell_text(_Ctx(), r, "num")) for r in rows) == [1, 2, 3]
    by_seed = {r["seed"]: r["number"] for r in rows}
    assert by_seed == {"1": 1, "3": 2, "4": 3}


def test_a_resumed_run_recorded_again_keeps_its_number_and_so_do_the_runs_after_it(tmp_path):
    h = History(tmp_path / "history.sqlite3")
    for seed in (1, 2, 3):
        assert h.record_run(dict(_run(seed), started=f"2026-12-0{seed}T10:00:00")) is None
    before = {r["seed"]: r["number"] for r in h.rows()}
    resumed = next(r for r in h.rows() if r["seed"] == "2")
    assert h.delete_run(resumed["id"]) is None  # resumed from History …
    again = dict(_run(2), started="2026-12-02T10:00:00", ended="2026-12-07", result="victory")
    assert h.record_run(again) is None  # … and recorded again, later, when it ends
    rows = h.rows()
    assert sorted(r["id"] for r in rows) == [1, 3, 4]
    assert {r["seed"]: r["number"] for r in rows} == before == {"1": 1, "2": 2, "3": 3}
