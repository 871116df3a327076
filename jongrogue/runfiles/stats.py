"""Statistics over History rows (pure data; the stats scene draws it).

    summarize_rows(rows) -> {"runs", "victories", "deepest": {floor: n}, "causes": [(cause, n)],
                             "scores": [(number, date, score)], "victory_rate": [(ruleset, mode, wins, runs)]}

Unfinished (set aside, resumable) runs are left out: they have no result yet. "causes" counts
every run that ended without a victory: a death by its cause, an abandoned run as "abandoned"
and a forced end as "forced_end" (the Abandon card says Statistics counts it so).
``sample_rows()`` is a recorded history of greedy-bot runs (``build_scripts/make_sample_history.py``)
for ``--screenshot --scene stats``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from jongrogue.system.resources import data_path
from jongrogue.system.yamlcache import load_yaml

MAX_CAUSES = 8


def finished(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in rows if r.get("result") and r.get("result") != "unfinished"]


def end_cause(r: dict[str, Any]) -> str | None:
    """What ended a run that was not won: a death's cause, "abandoned" or "forced_end"."""
    result = r.get("result")
    if result == "game_over":
        return str(r["cause"]) if r.get("cause") else None
    return str(result) if result in ("abandoned", "forced_end") else None


def _ended(r: dict[str, Any]) -> str:
    return str(r.get("ended") or r.get("started") or "")


def summarize_rows(rows: Iterable[dict[str, Any]]) -> dict[str, Any]:
    rows = list(rows)
    done = sorted(finished(rows), key=lambda r: (_ended(r), r.get("id") or 0))
    deepest = Counter(int(r["deepest"]) for r in done if r.get("deepest") is not None)
    causes = Counter(cause for r in done if (cause := end_cause(r)))
    top = causes.most_common(MAX_CAUSES)
    rest = sum(causes.values()) - sum(n for _, n in top)
    if rest:
        top.append(("other", rest))
    groups: dict[tuple[str, str], tuple[int, int]] = {}
    for r in done:
        key = (r.get("ruleset") or "ez", r.get("mode") or "practice")
        wins, runs = groups.get(key, (0, 0))
        groups[key] = (wins + (r.get("result") == "victory"), runs + 1)
    return {
        "runs": len(done),
        "unfinished": len(rows) - len(finished(rows)),  # in History, resumable: not counted
        "victories": sum(1 for r in done if r.get("result") == "victory"),
        "deepest": dict(sorted(deepest.items())),
        "causes": top,
        "scores": [
            (r.get("number", r.get("id")), _ended(r)[:10], int(r["score"]))
            for r in done
            if r.get("score") is not None
        ],
        "victory_rate": [(k[0], k[1], w, n) for k, (w, n) in sorted(groups.items())],
    }


def sample_rows() -> list[dict[str, Any]]:
    rows = load_yaml(data_path("sample_history.yaml"))  # cached parse: a start imports no PyYAML
    if not isinstance(rows, list):
        raise ValueError("sample_history.yaml is not a list of History rows")
    return rows
