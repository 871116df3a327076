"""History schema 2: a schema-1 database gains the undos / hints columns and keeps its rows."""

import sqlite3

from jongrogue.runfiles.history import History
from jongrogue.runfiles.stats import sample_rows, summarize_rows

SCHEMA_1 = """
CREATE TABLE runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    seed TEXT NOT NULL, ruleset TEXT NOT NULL, options TEXT NOT NULL DEFAULT '[]',
    mode TEXT NOT NULL DEFAULT 'practice', result TEXT NOT NULL,
    floor INTEGER, deepest INTEGER, level INTEGER, gold INTEGER, score INTEGER,
    cause TEXT, continues INTEGER NOT NULL DEFAULT 0,
    started TEXT, ended TEXT NOT NULL, journal TEXT
);
INSERT INTO runs (seed, ruleset, result, deepest, score, ended) VALUES ('4', 'ez', 'game_over', 3, 90, '2026-01-01');
PRAGMA user_version = 1;
"""


def test_schema_1_database_is_migrated(tmp_path):
    path = tmp_path / "history.sqlite3"
    con = sqlite3.connect(path)
    con.executescript(SCHEMA_1)
    con.close()
    h = History(path)
    old = h.rows()
    assert len(old) == 1 and old[0]["undos"] == 0 and old[0]["hints"] == 0 and old[0]["score"] == 90
    assert (
        h.record_run({"seed": 5, "ruleset": "ez", "result": "victory", "undos": 3, "hints": 1})
        is None
    )
    new = h.rows()[-1]
    assert (new["undos"], new["hints"]) == (3, 1) and h.problem is None
    assert h.delete_run(old[0]["id"]) is None and [r["seed"] for r in h.rows()] == ["5"]
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == 4
    assert "tiles" in {r[1] for r in con.execute("PRAGMA table_info(runs)")}
    con.close()


def test_stats_summary_of_rows():
    rows = [
        {
            "id": 1,
            "result": "game_over",
            "deepest": 3,
            "cause": "kestrel",
            "score": 10,
            "ended": "2026-01-02",
            "ruleset": "ez",
            "mode": "practice",
        },
        {
            "id": 2,
            "result": "victory",
            "deepest": 26,
            "score": 900,
            "ended": "2026-01-01",
            "ruleset": "ez",
            "mode": "challenge",
        },
        {"id": 3, "result": "unfinished", "deepest": 2, "ended": "2026-01-03"},
        {
            "id": 4,
            "result": "game_over",
            "deepest": 3,
            "cause": "starved",
            "score": 0,
            "ended": "2026-01-04",
            "ruleset": "ez",
            "mode": "practice",
        },
    ]
    s = summarize_rows(rows)
    assert s["runs"] == 3 and s["victories"] == 1
    assert s["deepest"] == {3: 2, 26: 1}
    assert sorted(s["causes"]) == [("kestrel", 1), ("starved", 1)]
    assert [x[0] for x in s["scores"]] == [2, 1, 4]  # by end date
    assert s["victory_rate"] == [("ez", "challenge", 1, 1), ("ez", "practice", 0, 2)]


def test_sample_history_covers_both_rule_sets_and_modes():
    rows = sample_rows()
    assert len(rows) >= 60 and all(r["journal"] is None and r["result"] for r in rows)
    assert {r["ruleset"] for r in rows} == {"ez", "ez_plus"} and {r["mode"] for r in rows} == {
        "practice",
        "challenge",
    }


def test_an_abandoned_run_counts_among_the_ends_as_abandoned():
    """The Abandon card says Statistics counts the run as abandoned: it is in "causes"."""
    rows = [
        {"id": 1, "result": "game_over", "cause": "starved", "deepest": 1, "ended": "2026-01-01"},
        {"id": 2, "result": "abandoned", "cause": "abandoned", "deepest": 2, "ended": "2026-01-02"},
        {
            "id": 3,
            "result": "forced_end",
            "cause": "forced_end",
            "deepest": 2,
            "ended": "2026-01-03",
        },
        {"id": 4, "result": "victory", "cause": "victory", "deepest": 26, "ended": "2026-01-04"},
        {"id": 5, "result": "unfinished", "deepest": 2, "ended": "2026-01-05"},
    ]
    s = summarize_rows(rows)
    assert s["runs"] == 4 and s["unfinished"] == 1
    assert sorted(s["causes"]) == [("abandoned", 1), ("forced_end", 1), ("starved", 1)]
