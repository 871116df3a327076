"""python -m jongrogue.bench: engine speed figures (printed, not asserted).

* commands/s of random legal play through Game.execute (random.Random(0), several seeds,
  abandon / forced_end excluded; after a death continue_game, so runs are long);
* the same through decide() / legal_commands() on bare states (no journal, no hashing);
* the time to load (Game.from_text, every hash verified) a 5,000-command journal;
* the time of one undo at the end of it (practice mode: a replay from the last snapshot).
Total run time well under a minute.
"""
from __future__ import annotations

import random
import sys
import time

from jongrogue.data import load_rules
from jongrogue.engine import Game, Options
from jongrogue.engine.actions import decide
from jongrogue.engine.legal import legal_commands

NEVER = ("abandon", "forced_end")


def _pick(rng, legal, context):
    legal = [c for c in legal if c.type not in NEVER]
    if context == "dead":
        legal = [c for c in legal if c.type == "continue_game"]
    return rng.choice(legal)


def _soft_locked(state) -> bool:
    """Engine bug (reported): an asleep PC in 'choice' / 'dead' can only repeat a command that
    gate_pc_asleep aborts. Random play that walks into it would time a no-op loop."""
    return state.pc.has("asleep") and state.context in ("choice", "dead")


def random_play_game(seeds=range(8), per_seed=1500) -> tuple[int, float]:
    rng = random.Random(0)
    n = 0
    t0 = time.perf_counter()
    for seed in seeds:
        g = Game.new(seed=seed, options=Options(ruleset="ez"))
        for _ in range(per_seed):
            if g.state.context in ("game_over", "victory") or _soft_locked(g.state):
                break
            g.execute(_pick(rng, g.legal_commands(), g.state.context))
            n += 1
    return n, time.perf_counter() - t0


def random_play_states(seeds=range(8), per_seed=3000) -> tuple[int, float]:
    rules = load_rules()
    rng = random.Random(0)
    n = 0
    t0 = time.perf_counter()
    for seed in seeds:
        s = Game.new(seed=seed, options=Options(ruleset="ez")).state
        for _ in range(per_seed):
            if s.context in ("game_over", "victory") or _soft_locked(s):
                break
            _, s = decide(s, _pick(rng, legal_commands(s, rules), s.context), rules)
            n += 1
    return n, time.perf_counter() - t0


def build_journal(commands=5000, seed=0) -> Game:
    """Random play (random.Random(0)) continuing after every death, to `commands` commands.
    A command that would soft-lock the run (see _soft_locked) is replaced by another one; when
    every command does (asleep, only `rest` legal, and the rest starves the PC), back up."""
    rules = load_rules()
    rng = random.Random(0)
    g = Game.new(seed=seed, options=Options(ruleset="ez", mode="practice"))
    banned: dict[int, set] = {}
    while len(g.commands) < commands:
        if g.state.context in ("game_over", "victory"):      # cannot happen while continuing
            break
        n = len(g.commands)
        legal = [c for c in g.legal_commands() if c.type not in NEVER and c not in banned.get(n, ())]
        if g.state.context == "dead":
            legal = [c for c in legal if c.type == "continue_game"]
        rng.shuffle(legal)
        pick = next((c for c in legal if not _soft_locked(decide(g.state, c, rules)[1])), None)
        if pick is None:
            banned.pop(n, None)
            banned.setdefault(n - 1, set()).add(g.undo())
            continue
        g.execute(pick)
    return g


def main(argv=None) -> int:
    t_all = time.perf_counter()
    print("JongRogue engine bench (random legal play, EZ)")
    n, dt = random_play_game()
    print(f"  Game.execute (journal + state hash): {n / dt:8.0f} commands/s  ({n} commands, {dt:.2f} s)")
    n, dt = random_play_states()
    print(f"  decide() on bare states:             {n / dt:8.0f} commands/s  ({n} commands, {dt:.2f} s)")

    t0 = time.perf_counter()
    g = build_journal()
    t_build = time.perf_counter() - t0
    text = g.to_text()
    distinct = len(set(g._hashes))
    print(f"  built a {len(g.commands)}-command journal ({len(text) / 1024:.0f} KiB, {distinct} distinct "
          f"states, {g.state.pc.continues} continues, floor {g.state.pc.floor}) in {t_build:.2f} s")

    t0 = time.perf_counter()
    loaded = Game.from_text(text)
    t_load = time.perf_counter() - t0
    assert loaded.state_hash() == g.state_hash() and loaded.load_warning is None
    print(f"  Game.from_text of it (every hash verified): {t_load:.2f} s "
          f"({len(g.commands) / t_load:.0f} commands/s)")

    t0 = time.perf_counter()
    loaded.undo()
    t_undo = time.perf_counter() - t0
    print(f"  one undo at its end (practice mode):        {t_undo * 1000:.2f} ms")
    t0 = time.perf_counter()
    loaded.redo()
    print(f"  redo:                                       {(time.perf_counter() - t0) * 1000:.2f} ms")
    print(f"  total bench time: {time.perf_counter() - t_all:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
