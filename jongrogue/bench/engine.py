"""python -m jongrogue.bench [engine]: engine speed figures, each as a ratio to a reference workload
timed in the same run (printed, not asserted; the goals in brackets, docs/PERFORMANCE.md).

The reference workload (``reference``) is fixed pure-Python work: 200,000 NamedTuple
``_replace`` steps rotating a 100-tuple plus a SHA-256 update every 64th step, best of several
runs. Dividing by it cancels most of the machine's (and the moment's) speed. All times are this
process's CPU time (time.process_time), so other work on a shared machine disturbs them less;
each engine figure is the best of two to five runs too. Figures:

* Game.execute throughput of random legal play (random.Random(0), several seeds, abandon /
  forced_end excluded, continue_game after a death) in commands per reference workload;
* the same through decide() / legal_commands() on bare states (no journal, no hashing);
* view() of the states of random play (the simulator's bot reads one per decision);
* loading (Game.from_text, every hash verified) a 3,000-command journal, in reference workloads;
* load growth: the 25,000-command journal's load time over its 2,500-command prefix's;
* one undo and one redo at the end of the 25,000-command journal (milliseconds too);
* the advisor (sim/advisor_bench.py): advise() at the Hint's settings on a typical decision in one
  process, in reference workloads, and the app's two-worker path in wall seconds;
* the balance simulator (sim/sim_bench.py): greedy-bot games per reference workload in one
  process, and the wall time of 10,000 games on two processes it implies (``--sim N``: N games
  measured on two processes, wall clock, and scaled to 10,000);
* the crafted journal (``crafted_journal``: 49,839 undo + redo pairs at command 255,
  the line cap) through ``jongrogue verify``, Continue (``--selftest-continue``), Replay (its
  engine work, ``replay_work``) and ``jongrogue history --rebuild``, each in a fresh process:
  its CPU time in reference workloads and its peak memory (``--crafted-only``: just these).
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from jongrogue.bench import advisor as advisor_bench
from jongrogue.bench import sim as sim_bench
from jongrogue.data import load_rules
from jongrogue.engine import Game, Options
from jongrogue.engine.journal.codec import MAX_COMMANDS
from jongrogue.engine.journal.timeline import Timeline
from jongrogue.engine.rules.actions import decide
from jongrogue.engine.rules.legal import legal_commands
from jongrogue.engine.views.view import view
from jongrogue.storage.journal_file import read_journal

NEVER = ("abandon", "forced_end")
CRAFTED_GOAL = 20  # references: 5 s where the reference workload takes 0.24 s


class _Ref(NamedTuple):
    a: int
    b: tuple
    c: str


def _reference_once(iterations: int = 200_000) -> float:
    table = list(range(256))
    r = _Ref(0, tuple(range(100)), "x")
    h = hashlib.sha256()
    t0 = time.process_time()
    for i in range(iterations):
        r = r._replace(a=r.a + table[i & 255] % 7, b=r.b[1:] + r.b[:1])
        if i % 64 == 0:
            h.update(repr(r.a).encode())
    return time.process_time() - t0


def reference(runs: int = 5) -> float:
    """Seconds of one reference workload: the best of `runs`."""
    return min(_reference_once() for _ in range(runs))


def _pick(rng, legal, context):
    legal = [c for c in legal if c.type not in NEVER]
    if context == "dead":
        legal = [c for c in legal if c.type == "continue_game"]
    return rng.choice(legal)


def _soft_locked(state) -> bool:
    """Engine bug (reported): an asleep PC in 'choice' / 'dead' can only repeat a command that
    gate_pc_asleep aborts. Random play that walks into it would time a no-op loop."""
    return state.pc.has("asleep") and state.context in ("choice", "dead")


def _random_games(seeds, per_seed: int):
    """Random legal play through Game.execute (random.Random(0)): the state after each command."""
    rng = random.Random(0)
    for seed in seeds:
        g = Game.new(seed=seed, options=Options(ruleset="ez"))
        for _ in range(per_seed):
            if g.state.context in ("game_over", "victory") or _soft_locked(g.state):
                break
            g.execute(_pick(rng, g.legal_commands(), g.state.context))
            yield g.state


def random_play_game(seeds=range(8), per_seed=1500) -> tuple[int, float]:
    """Commands and seconds of random legal play through Game.execute (legal_commands included)."""
    t0 = time.process_time()
    n = sum(1 for _ in _random_games(seeds, per_seed))
    return n, time.process_time() - t0


def random_play_states(seeds=range(8), per_seed=3000) -> tuple[int, float]:
    rules = load_rules()
    rng = random.Random(0)
    n = 0
    t0 = time.process_time()
    for seed in seeds:
        s = Game.new(seed=seed, options=Options(ruleset="ez")).state
        for _ in range(per_seed):
            if s.context in ("game_over", "victory") or _soft_locked(s):
                break
            _, s = decide(s, _pick(rng, legal_commands(s, rules), s.context), rules)
            n += 1
    return n, time.process_time() - t0


def view_rate(seeds=range(4), per_seed=500) -> tuple[int, float]:
    """view() calls and seconds over the states of random play (the bot reads one per command)."""
    rules = load_rules()
    states = list(_random_games(seeds, per_seed))
    t0 = time.process_time()
    for s in states:
        view(s, rules)
    return len(states), time.process_time() - t0


def build_journal(commands=5000, seed=0) -> Game:
    """Random play (random.Random(0)) continuing after every death, to `commands` commands.
    A command that would soft-lock the run (see _soft_locked) is replaced by another one; when
    every command does (asleep, only `rest` legal, and the rest starves the PC), back up."""
    rules = load_rules()
    rng = random.Random(0)
    g = Game.new(seed=seed, options=Options(ruleset="ez", mode="practice"))
    banned: dict[int, set] = {}
    n = 0
    while n < commands:
        if g.state.context in ("game_over", "victory"):  # cannot happen while continuing
            break
        legal = [
            c for c in g.legal_commands() if c.type not in NEVER and c not in banned.get(n, ())
        ]
        if g.state.context == "dead":
            legal = [c for c in legal if c.type == "continue_game"]
        rng.shuffle(legal)
        pick = next((c for c in legal if not _soft_locked(decide(g.state, c, rules)[1])), None)
        if pick is None:
            banned.pop(n, None)
            banned.setdefault(n - 1, set()).add(g.undo())
            n -= 1
            continue
        g.execute(pick)
        n += 1
    # the same line of play without the undos that found it (the journal is append-only), so
    # that a prefix of k lines is k commands
    clean = Game.new(seed=seed, options=Options(ruleset="ez", mode="practice"))
    for command in g.commands:
        clean.execute(command)
    return clean


def crafted_journal(pairs: int | None = None, commands: int = 288, back: int = 33) -> str:
    """A VALID journal made to be slow to load: ``commands`` commands of random play
    (build_journal), ``back`` undos (past the states a game keeps near the end of its line of
    play, to command 255 by default), then ``pairs`` undo + redo pairs there. ``pairs=None``
    fills the journal to the size caps' line limit: 49,839 pairs, 16 MB."""
    g = build_journal(commands)
    for _ in range(back):
        g.undo()
    if pairs is None:
        pairs = (MAX_COMMANDS - commands - back) // 2
    for _ in range(pairs):
        g.undo()
        g.redo()
    return g.to_text()


def replay_work(path) -> None:
    """What Replay asks of the engine for a run file: the load, the timeline, the table at the
    start, the middle and the end, and the log of the last 20 commands (the window draws one
    frame of it; its cost does not depend on the journal)."""
    timeline = Timeline(Game.from_text(read_journal(Path(path)), recover=True))
    n = timeline.total
    for k in (0, n // 2, n):
        timeline.view(k)
    list(timeline.walk_public(max(0, n - 20), n))


def _child(argv: list[str], env: dict) -> tuple[float, float]:
    """(CPU seconds, peak resident MB) of a child process (POSIX: os.wait4; else wall time and
    no memory figure)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **env}
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, *argv], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    if not hasattr(os, "wait4"):
        proc.wait()
        return time.perf_counter() - t0, float("nan")
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    assert proc.stderr is not None  # (stderr=PIPE)
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    if proc.returncode:
        raise RuntimeError(f"{' '.join(argv)} failed ({proc.returncode}): {err[-500:]}")
    rss = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    return usage.ru_utime + usage.ru_stime, rss


def crafted_paths(text: str, folder: Path) -> dict:
    """The four ways the app reads a run file, each as a fresh process: (argv, env, prepare)."""
    journal = folder / "crafted.jrlog"
    journal.write_text(text, encoding="utf-8")
    home = folder / "home"
    saves = home / "data" / "saves"

    def autosave():
        shutil.rmtree(home, ignore_errors=True)
        saves.mkdir(parents=True)
        shutil.copyfile(journal, saves / "current.jrlog")

    def archived():
        shutil.rmtree(home, ignore_errors=True)
        saves.mkdir(parents=True)
        shutil.copyfile(journal, saves / "crafted.jrlog")

    env = {"JONGROGUE_HOME": str(home), "JONGROGUE_NO_CACHE": ""}
    return {
        "verify": (["-m", "jongrogue", "verify", str(journal)], env, archived),
        "Continue": (["-m", "jongrogue", "--selftest-continue"], env, autosave),
        "Replay": (
            [
                "-c",
                "import sys; from jongrogue.bench.engine import replay_work; replay_work(sys.argv[1])",
            ]
            + [str(journal)],
            env,
            archived,
        ),
        "history --rebuild": (["-m", "jongrogue", "history", "--rebuild"], env, archived),
    }


def crafted(ref: float) -> None:
    """The crafted journal through verify, Continue, Replay and the rebuild."""
    text, t_build = _timed(crafted_journal)
    print(
        f"  crafted journal: {text.count(chr(10)) - 1} lines, {len(text) / 2**20:.1f} MiB, "
        f"undo + redo pairs at command 255 (built in {t_build:.1f} s)"
    )
    with tempfile.TemporaryDirectory(prefix="jongrogue-bench-") as tmp:
        for name, (argv, env, prepare) in crafted_paths(text, Path(tmp)).items():
            runs = []
            for _ in range(2):
                prepare()
                runs.append(_child(argv, env))
            cpu, rss = min(runs)
            print(
                f"  crafted journal, {name} (a fresh process): {cpu / ref:5.1f} references "
                f"({cpu:.2f} s CPU, peak {rss:.0f} MB)  [goal <= {CRAFTED_GOAL} references, "
                f"<= 300 MB]"
            )


def prefix(text: str, commands: int) -> str:
    """The journal of the first `commands` commands of `text` (header + lines)."""
    return "".join(text.splitlines(keepends=True)[: commands + 1])


def _timed(fn):
    gc.collect()  # every timed run starts from the same collector state
    t0 = time.process_time()
    out = fn()
    return out, time.process_time() - t0


def _best(fn, runs: int):
    """(result, seconds) of the fastest of `runs` calls, like the reference's best of several."""
    return min((_timed(fn) for _ in range(runs)), key=lambda r: r[1])


def _best_rate(fn, runs: int) -> tuple[int, float]:
    """The fastest of `runs` calls of fn() -> (count, seconds of the timed part)."""
    return min((fn() for _ in range(runs)), key=lambda r: r[1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m jongrogue.bench engine", description=__doc__.split("\n")[0]
    )
    ap.add_argument(
        "--long", type=int, default=25_000, help="commands in the long journal (25,000)"
    )
    ap.add_argument(
        "--sim",
        type=int,
        default=0,
        metavar="N",
        help="also play N greedy-bot games on 2 processes and report the wall time",
    )
    ap.add_argument(
        "--crafted-only",
        action="store_true",
        help="only the crafted journal (verify, Continue, Replay, rebuild)",
    )
    args = ap.parse_args(argv)
    t_all = time.process_time()
    ref = reference()
    print(
        f"JongRogue engine bench (random legal play, EZ); reference workload = {ref * 1000:.0f} ms"
    )
    if args.crafted_only:
        crafted(ref)
        return 0

    n, dt = _best_rate(random_play_game, 2)
    print(
        f"  Game.execute: {n * ref / dt:8.0f} commands per reference  [goal >= 4000]"
        f"  ({n / dt:.0f}/s, {n} commands)"
    )
    n, dt = _best_rate(random_play_states, 2)
    print(
        f"  decide() on bare states: {n * ref / dt:8.0f} commands per reference"
        f"  ({n / dt:.0f}/s, {n} commands)"
    )

    n, dt = _best_rate(view_rate, 2)
    print(
        f"  view() of a state: {n * ref / dt:8.0f} views per reference  ({n / dt:.0f}/s, {n} states)"
    )

    games, commands, dt = min((sim_bench.one_process() for _ in range(2)), key=lambda r: r[2])
    rate = games / dt
    print(
        f"  greedy-bot games, one process: {games * ref / dt:6.2f} games per reference  "
        f"({rate:.1f} games/s, {commands / games:.0f} commands/game); 10,000 games on 2 processes "
        f"~{sim_bench.projected(rate):.0f} s  [goal <= {sim_bench.GOAL_SECONDS} s]"
    )
    if args.sim:
        wall = sim_bench.measured(args.sim)
        print(
            f"  greedy-bot games, {args.sim} on 2 processes: {wall:.1f} s wall, "
            f"~{wall * sim_bench.GOAL_GAMES / args.sim:.0f} s for 10,000  [goal <= {sim_bench.GOAL_SECONDS} s]"
        )

    decision = advisor_bench.typical_decision()
    cands, spent, t_adv = advisor_bench.cpu(decision)
    print(
        f"  advisor (the Hint's race), {spent} rollouts over {cands} choices, one process: {t_adv / ref:6.1f} references "
        f"({t_adv:.2f} s CPU; split over 2 cores ~{t_adv / 2:.2f} s)  [goal <= 1 s on 2 cores]"
    )
    cold, warm = (
        advisor_bench.wall_two_processes(decision),
        advisor_bench.wall_two_processes(decision),
    )
    print(
        f"  advisor in the app (2 spawned workers): {cold:.2f} s wall the first time (start-up), "
        f"{warm:.2f} s with the pool warm"
    )

    g, t_build = _timed(lambda: build_journal(args.long))
    text = g.to_text()
    print(
        f"  built a {len(g.commands)}-command journal ({len(text) / 1024:.0f} KiB, "
        f"{g.state.pc.continues} continues, floor {g.state.pc.floor}) in {t_build:.1f} s"
    )

    short, long_ = min(2_500, args.long), args.long
    loads = {}
    for count in sorted({3_000 if args.long >= 3_000 else args.long, short, long_}):
        part = prefix(text, count)
        loaded, t = _best(lambda part=part: Game.from_text(part), 5 if count < 10_000 else 3)
        assert loaded.load_warning is None and len(loaded.commands) == count
        loads[count] = (
            loaded if count == long_ else None,
            t,
        )  # (a kept game is more heap to collect)
        del loaded
        print(
            f"  load {count:6d} commands (every hash verified): {t / ref:6.2f} references"
            f"{'  [goal <= 1.5]' if count == 3_000 else ''}  ({t:.2f} s, {1e3 * t / count:.3f} ms/command)"
        )
    print(
        f"  load growth {long_}/{short}: {loads[long_][1] / loads[short][1]:5.2f}x for "
        f"{long_ / short:.0f}x the commands  [goal <= 11]"
    )

    loaded = loads[long_][0]
    assert loaded is not None and loaded.state_hash() == g.state_hash()
    _, t_undo = _timed(loaded.undo)
    _, t_redo = _timed(loaded.redo)
    print(
        f"  one undo at the end of {long_}: {t_undo / ref:.4f} references ({t_undo * 1e3:.2f} ms)  "
        f"[goal <= 3 ms]"
    )
    print(
        f"  one redo at the end of {long_}: {t_redo / ref:.4f} references ({t_redo * 1e3:.2f} ms)"
    )
    worst = 0.0
    for _ in range(40):
        _, t = _timed(loaded.undo)
        worst = max(worst, t)
    print(f"  worst of 40 successive undos: {worst / ref:.4f} references ({worst * 1e3:.2f} ms)")
    crafted(ref)

    print(f"  total bench time: {time.process_time() - t_all:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
