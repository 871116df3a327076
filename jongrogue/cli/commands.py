"""The work and printing of ``jongrogue verify | morgue | daily | history | print-sheets``
(see ``cli``; their arguments: ``cli.parser``)."""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path

from jongrogue.engine import Game, JournalError
from jongrogue.i18n import default_language
from jongrogue.printsheets import PrintError, write_sheets
from jongrogue.runfiles.daily import daily
from jongrogue.runfiles.history import History
from jongrogue.runfiles.morgue import morgue as build
from jongrogue.runfiles.morgue_text import render
from jongrogue.runfiles.record import row_tiles
from jongrogue.runfiles.summary import UNREADABLE, VALID, is_paper, schema_note, verify_text
from jongrogue.storage.journal_file import read_journal

from .parser import build_parser

NOT_WRITTEN = 3  # print-sheets: the PDF could not be written
# printed under every VALID verdict (README, "What VALID proves", says it at length)
VALID_MEANS = (
    "VALID proves the file is not damaged and no line of it was changed without recomputing its "
    "hashes: every command is legal where it stands and replays, under this copy's rules, to the "
    "recorded hashes, so the result is what these commands give from this seed. It cannot prove "
    "the run was played unaided: the hash "
    "chains are plain SHA-256 anyone can recompute (so hint lines and undo + redo pairs can be "
    "removed unseen), an earlier copy of the file can be restored and played on, and this "
    'open-source game can show anyone a seed\'s hidden tiles. See README, "What VALID proves".'
)
# the same for a paper run (its tiles were entered by the player, not dealt from its seed)
VALID_MEANS_PAPER = (
    "VALID proves the file is not damaged and no line of it was changed without recomputing its "
    "hashes: every command, and every tile entered, is legal where it stands (no tile the box "
    "could not still hold there) and replays, under this copy's rules, to the recorded hashes, so "
    "the result is what the rules give from the tiles the player entered. It cannot prove those "
    "were the tiles turned up at the table, nor that the run was played unaided: the hash chains "
    "are plain SHA-256 anyone can recompute (so hint lines and undo + redo pairs can be removed "
    "unseen), and an earlier copy of the file can be restored and played on. See README, "
    '"What VALID proves".'
)


def _score(score: int | None) -> str:
    """An unfinished run has no score yet (JSON keeps its null)."""
    return "no score yet" if score is None else f"score {score}"


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    return {
        "verify": verify,
        "morgue": morgue,
        "daily": daily_cmd,
        "history": history_cmd,
        "print-sheets": print_sheets,
    }[args.command](args)


def _read(path: str):
    """(text, None) or (None, error) — an unreadable file is exit code 2."""
    try:
        return read_journal(Path(path)), None
    except JournalError as exc:
        return None, str(exc)


def verify(args) -> int:
    text, error = _read(args.file)
    verdict = verify_text(text) if text is not None else None
    code = verdict.code if verdict else UNREADABLE
    error = error or (verdict.error if verdict else None)
    if args.json:
        out = verdict.as_json() if verdict else {"valid": False, "error": error}
        print(json.dumps(out, ensure_ascii=False, sort_keys=True))
        return code
    s = verdict.summary if verdict else None
    if s is None:  # (read below only for a valid verdict, which carries its summary)
        s = {}
    if code == VALID:
        counts = ", ".join(_count(s[k + "s"], k) for k in ("command", "undo", "hint", "continue"))
        numbers = (
            f"{s['result']}, {_score(s['score'])}, deepest floor {s['deepest']}, level {s['level']}, "
            f"{counts}"
        )
        if is_paper(s):
            print(
                f"VALID: {args.file}: a consistent paper run: it replays, every stored hash checks and its "
                f"entered tiles never exceed the box (its tiles came from the player's table, not from "
                f"its seed); {numbers}; {s['ruleset']} {s['mode']}, paper tiles{schema_note(s)}"
            )
        else:
            print(
                f"VALID: {args.file}: {numbers}; seed {s['seed']} {s['ruleset']} {s['mode']}{schema_note(s)}"
            )
        print(VALID_MEANS_PAPER if is_paper(s) else VALID_MEANS)
    elif code == UNREADABLE:
        print(f"UNREADABLE: {args.file}: {error}", file=sys.stderr)
    else:
        print(f"INVALID: {args.file}: {error}", file=sys.stderr)
    return code


def morgue(args) -> int:
    text, error = _read(args.file)
    if text is None:
        print(f"UNREADABLE: {args.file}: {error}", file=sys.stderr)
        return UNREADABLE
    verdict = verify_text(text)
    if verdict.code == UNREADABLE:
        print(f"UNREADABLE: {args.file}: {verdict.error}", file=sys.stderr)
        return UNREADABLE
    try:
        game = Game.from_text(text, recover=True)  # an invalid file still gets a (flagged) morgue
    except JournalError as exc:  # nothing of it can be replayed (other rules)
        print(f"INVALID: {args.file}: {exc}", file=sys.stderr)
        return verdict.code
    m = build(game, args.lang or default_language(), verdict)
    out = (
        json.dumps(m, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        if args.format == "json"
        else render(m)
    )
    if args.out:
        Path(args.out).write_text(out, encoding="utf-8")
    else:
        sys.stdout.write(out)
    return verdict.code


def daily_cmd(args) -> int:
    d = daily(args.date or date.today())
    if args.json:
        print(json.dumps(d, ensure_ascii=False, sort_keys=True))
    else:
        print(
            f"{d['date']}: seed {d['seed']} ({d['ruleset']}, {d['mode']}, options: "
            f"{', '.join(d['options']) or '—'})"
        )
    return 0


def history_cmd(args) -> int:
    h = History()
    if args.rebuild:
        added = h.rebuild()
        if added < 0:
            print(
                f"history: {h.path} cannot be written: {h.problem.args.get('error') if h.problem else '?'}",
                file=sys.stderr,
            )
            return 1
        print(f"history: {_count(added, 'run')} added from {h.saves} to {h.path}", file=sys.stderr)
    rows = h.rows()
    for r in rows:
        r = dict(r, tiles=row_tiles(r))  # a paper run: the player's own tiles
        if args.json:
            print(json.dumps(r, ensure_ascii=False, sort_keys=True))
        else:
            # a paper run's seed chose none of its tiles: the line names its tiles instead
            source = "paper tiles" if r["tiles"] == "paper" else f"seed {r['seed']}"
            print(
                f"#{r['number']}  {r['ended']}  {source} {r['ruleset']} {r['mode']}  "
                f"{r['result']}  {_score(r['score'])}  deepest {r['deepest']}  {r['journal'] or '—'}"
            )
    return 0


def print_sheets(args) -> int:
    """Exit 0 written; 1 a run file that does not replay; 2 an unreadable run file; 3 the PDF
    cannot be written (a folder that is not there or not writable, a full disk)."""
    game = None
    if args.run:
        text, error = _read(args.run)
        if text is None:
            print(f"UNREADABLE: {args.run}: {error}", file=sys.stderr)
            return UNREADABLE
        try:
            game = Game.from_text(text)
        except JournalError as exc:
            print(f"INVALID: {args.run}: {exc}", file=sys.stderr)
            return 1
    try:
        path = write_sheets(
            args.out, paper=args.paper, lang=args.lang or default_language(), game=game
        )
    except PrintError as exc:
        print(f"print-sheets: {exc}", file=sys.stderr)
        return NOT_WRITTEN
    print(f"{path}: {'the sheets of ' + args.run if args.run else 'blank sheets'} ({args.paper})")
    return 0
