"""verify / morgue / daily / print-sheets on a genuine finished run (the greedy bot's), and on
edited files."""

import json

import pypdfium2 as pdfium
import pytest

from jongrogue import i18n
from jongrogue.app import main
from jongrogue.game import Game, Options


def run_json(capsys, *argv):
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def test_verify_a_finished_run(finished_run, capsys):
    path, result = finished_run
    code, out = run_json(capsys, "verify", str(path), "--json")
    assert code == 0 and out["valid"] is True
    assert (
        out["result"] == result.result
        and out["deepest"] == result.deepest
        and out["level"] == result.level
    )
    assert out["commands"] == result.commands and out["cause"] == result.cause
    assert out["score"] == result.game.state.score_card[-1].score
    assert {
        "undos": 0,
        "hints": 0,
        "continues": 0,
        "seed": 5,
        "ruleset": "ez",
        "options": [],
        "mode": "practice",
    }.items() <= out.items()
    assert out["rules_version"]
    assert main(["verify", str(path)]) == 0 and "VALID" in capsys.readouterr().out


def test_verify_rejects_one_edited_command(finished_run, tmp_path, capsys):
    path, _ = finished_run
    lines = path.read_text(encoding="utf-8").splitlines()
    k = len(lines) // 2
    entry = json.loads(lines[k])
    original = entry["cmd"]
    entry["cmd"] = (
        {"type": "rest"} if original.get("type") != "rest" else {"type": "search", "dir": "north"}
    )
    lines[k] = json.dumps(entry, separators=(",", ":"), sort_keys=True)
    edited = tmp_path / "edited.jrlog"
    edited.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out = run_json(capsys, "verify", str(edited), "--json")
    assert code == 1 and out["valid"] is False and f"line {k + 1}" in out["error"]
    assert main(["verify", str(edited)]) == 1
    assert f"line {k + 1}" in capsys.readouterr().err


def test_verify_rejects_an_edited_hash_as_the_last_line(finished_run, tmp_path, capsys):
    path, _ = finished_run
    text = path.read_text(encoding="utf-8")
    edited = tmp_path / "tail.jrlog"
    edited.write_text(text[:-10] + "0" * 9 + text[-1:], encoding="utf-8")
    code, out = run_json(capsys, "verify", str(edited), "--json")
    assert code == 1 and not out["valid"]


@pytest.mark.parametrize("content", [None, b"", b"not json\n", b"\xff\xfe\n", b'{"format":"x"}\n'])
def test_verify_unreadable_is_exit_2(tmp_path, capsys, content):
    path = tmp_path / "x.jrlog"
    if content is not None:
        path.write_bytes(content)
    code, out = run_json(capsys, "verify", str(path), "--json")
    assert code == 2 and out["valid"] is False and out["error"]


def test_morgue_json_of_a_finished_run(finished_run, capsys):
    path, result = finished_run
    code, m = run_json(capsys, "morgue", str(path), "--format", "json", "--lang", "en")
    assert (
        code == 0 and m["verified"] and m["result"] == result.result and m["cause"] == result.cause
    )
    assert [f["floor"] for f in m["floors"]][0] == 1 and m["floors"][-1]["floor"] == result.floor
    assert sum(f["commands"] for f in m["floors"]) == result.commands
    assert (
        sum(f["monsters_killed"] for f in m["floors"]) > 0
        and sum(f["tiles_drawn"] for f in m["floors"]) > 100
    )
    assert m["character"]["level"] == result.level and m["items"] and m["log"]
    assert {"undos", "hints", "continues", "seed", "options"} <= set(m)


@pytest.mark.parametrize(
    "lang,words",
    [
        ("en", ["Floor by floor", "Last lines of the log", "Dragon"]),
        ("ja", ["階ごとの記録", "ログの最後", "シード 5"]),
    ],
)
def test_morgue_text_in_both_languages(finished_run, capsys, lang, words, tmp_path):
    path, result = finished_run
    out = tmp_path / f"m_{lang}.txt"
    assert main(["morgue", str(path), "--format", "text", "--lang", lang, "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    for w in words[:2]:
        assert w in text
    if result.cause == "dragon":
        assert words[2] in text
    assert "ui.runs" not in text and "〈" not in text


def test_morgue_of_an_edited_file_says_not_verified(finished_run, tmp_path, capsys):
    path, _ = finished_run
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[10] = lines[10].replace('"hash":"', '"hash":"f')
    bad = tmp_path / "bad.jrlog"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, m = run_json(capsys, "morgue", str(bad), "--format", "json", "--lang", "en")
    assert code == 1 and m["verified"] is False and "line 11" in m["problem"]


def test_daily_is_the_same_for_a_date_and_differs_between_dates(capsys):
    code, a = run_json(capsys, "daily", "--date", "2026-11-30", "--json")
    _, b = run_json(capsys, "daily", "--date", "2026-11-30", "--json")
    _, c = run_json(capsys, "daily", "--date", "2026-12-01", "--json")
    assert code == 0 and a == b and a["seed"] != c["seed"]
    assert {"date", "seed", "ruleset", "options"} <= set(a) and a["date"] == "2026-11-30"
    assert a["seed"] == 263328836  # pinned: a release must not change a date's seed
    with pytest.raises(SystemExit):
        main(["daily", "--date", "30/11/2026"])


# -- print-sheets ---------------------------------------------------------------------------------
def _pdf_text(path) -> str:
    doc = pdfium.PdfDocument(str(path))
    return "".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))


def test_print_sheets_blank_and_filled_from_a_run(finished_run, tmp_path, capsys):
    path, result = finished_run
    blank, filled = tmp_path / "blank.pdf", tmp_path / "filled.pdf"
    assert main(["print-sheets", "--lang", "en", "--paper", "Letter", "--out", str(blank)]) == 0
    assert "blank sheets" in capsys.readouterr().out
    assert main(["print-sheets", "--lang", "ja", "--run", str(path), "--out", str(filled)]) == 0
    assert str(filled) in capsys.readouterr().out
    assert "Character sheet A" in _pdf_text(blank) and blank.read_bytes().startswith(b"%PDF")
    text = _pdf_text(filled)
    assert "キャラクタ・シートA" in text and f"{result.game.state.pc.xp:,}" in text


def test_print_sheets_bad_input_is_a_message_and_an_exit_code(finished_run, tmp_path, capsys):
    path, _ = finished_run
    out = tmp_path / "x.pdf"
    assert main(["print-sheets", "--run", str(tmp_path / "none.jrlog"), "--out", str(out)]) == 2
    assert "UNREADABLE" in capsys.readouterr().err
    lines = path.read_text(encoding="utf-8").splitlines()
    entry = json.loads(lines[len(lines) // 2])
    entry["cmd"] = (
        {"type": "rest"}
        if entry["cmd"].get("type") != "rest"
        else {"type": "search", "dir": "north"}
    )
    lines[len(lines) // 2] = json.dumps(entry, separators=(",", ":"), sort_keys=True)
    edited = tmp_path / "edited.jrlog"
    edited.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["print-sheets", "--run", str(edited), "--out", str(out)]) == 1
    assert "INVALID" in capsys.readouterr().err
    for target in (tmp_path / "no" / "x.pdf", tmp_path):
        assert main(["print-sheets", "--out", str(target)]) == 3
        err = capsys.readouterr().err
        assert "cannot be written" in err and "Traceback" not in err
    assert not out.exists()


# -- verify's words for a paper run ----------------------------------------------------------------
@pytest.fixture
def paper_run(tmp_path):
    """A short paper game (as tests/engine/test_paper.py's _started: every prompt answered with
    the first kind offered), a few commands past its opening, saved as a run file."""
    g = Game.new(3, Options(tiles="paper"))
    played = 0
    while played < 6 or g.state.context == "paper_tile":
        played += g.state.context != "paper_tile"
        g.execute(g.legal_commands()[0])
    path = tmp_path / "paper.jrlog"
    path.write_text(g.to_text(), encoding="utf-8")
    return path


def test_verify_calls_a_paper_run_consistent_not_reproducible(paper_run, capsys):
    code, out = run_json(capsys, "verify", str(paper_run), "--json")
    assert code == 0 and out["valid"] is True and out["tiles"] == "paper"
    assert main(["verify", str(paper_run)]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"VALID: {paper_run}: a consistent paper run") and "paper tiles" in text
    assert "entered tiles never exceed the box" in text and "seed 3" not in text


def test_verify_of_a_paper_run_explains_what_it_checks_without_a_seed(paper_run, capsys):
    """A paper run's tiles came from the player: VALID means the rules applied to the entered
    tiles, never "what these commands give from this seed" (nor "its seed does not reproduce it"
    beside it)."""
    assert main(["verify", str(paper_run)]) == 0
    verdict, means = capsys.readouterr().out.splitlines()
    assert "reproduce" not in verdict and "seed" not in means
    assert "the tiles the player entered" in means
    for words in ("not damaged", "cannot prove", "hint lines", "undo + redo pairs", "earlier copy"):
        assert words in means


@pytest.mark.parametrize("lang,word", [("en", "Consistent: a paper run"), ("ja", "整合性あり")])
def test_the_morgue_of_a_paper_run_says_consistent(paper_run, capsys, lang, word):
    assert main(["morgue", str(paper_run), "--lang", lang]) == 0
    text = capsys.readouterr().out
    assert word in text and i18n.tr(lang, "ui.runs.morgue.verified_yes") not in text
    assert main(["morgue", str(paper_run), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["tiles"] == "paper"


def test_a_digital_run_is_still_reproducible_from_its_seed(finished_run, capsys):
    path, result = finished_run
    code, out = run_json(capsys, "verify", str(path), "--json")
    assert out["tiles"] == "digital"
    assert main(["verify", str(path)]) == 0
    text = capsys.readouterr().out
    assert (
        text.startswith(f"VALID: {path}: {result.result}, score ")
        and "; seed 5 ez practice" in text
    )
    assert "paper" not in text
    assert main(["morgue", str(path), "--lang", "en"]) == 0
    assert i18n.tr("en", "ui.runs.morgue.verified_yes") in capsys.readouterr().out


def test_a_tampered_paper_run_still_fails(paper_run, tmp_path, capsys):
    lines = paper_run.read_text(encoding="utf-8").splitlines()
    k = next(
        i
        for i in range(len(lines) - 1, 0, -1)
        if json.loads(lines[i]).get("cmd", {}).get("type") == "tile"
    )
    entry = json.loads(lines[k])
    entry["cmd"] = dict(entry["cmd"], tile="m9" if entry["cmd"].get("tile") != "m9" else "m8")
    lines[k] = json.dumps(entry, separators=(",", ":"), sort_keys=True)
    edited = tmp_path / "edited.jrlog"
    edited.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out = run_json(capsys, "verify", str(edited), "--json")
    assert code == 1 and out["valid"] is False and f"line {k + 1}" in out["error"]


def test_an_unfinished_run_is_said_to_have_no_score_yet(tmp_path, capsys):
    from jongrogue.cli import main
    from jongrogue.game import Game

    path = tmp_path / "run.jrlog"
    game = Game.new(5)
    game.execute(game.legal_commands()[0])
    game.save(path)
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert "unfinished, no score yet," in out and "None" not in out
