"""Test-only helpers: stack tiles on the wall top and rig a game's state (census-conserving)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from jongrogue.engine.core.tiles import number_tiles
from jongrogue.engine.journal.line_states import LineStates


def stack(game, tiles, skip: int = 0):
    """Put `tiles` on top of the wall (below `skip` untouched tiles, e.g. a burn), taking them
    from the wall or the discard pile."""
    s = game.state
    wall, discard = list(s.wall), list(s.discard)
    for t in tiles:
        if t in wall:
            wall.remove(t)
        elif t in discard:
            discard.remove(t)
        else:
            raise AssertionError(f"tile {t} is not in the wall or the discard pile")
    new_wall = wall[:skip] + list(tiles) + wall[skip:]
    set_state(game, replace(s, wall=tuple(new_wall), discard=tuple(discard)))


def burn(game, what: str) -> int:
    """The tuned burn of params.yaml (rest / corridor_step / search), so stacks skip it exactly."""
    return game.rules.params["burn"][what]


def set_state(game, state):
    """Replace the current state (tests only): the run restarts from here."""
    game._initial = state
    game._line = LineStates(state, game._step)
    game._commands.clear()
    game._hashes.clear()
    game._reveals.clear()
    game._redo.clear()
    game._state = state


def rig_pc(game, **fields):
    s = game.state
    set_state(game, replace(s, pc=replace(s.pc, **fields)))


def rig(game, **fields):
    set_state(game, replace(game.state, **fields))


def wall_prefix(needed: list[str], copies: int = 4, exclude_p1: int = 1) -> list[str]:
    """Check that `needed` fits one 4-copy set minus the status p1."""
    pool = Counter(number_tiles(copies))
    pool["p1"] -= exclude_p1
    for t in needed:
        pool[t] -= 1
        assert pool[t] >= 0, f"too many {t}"
    return needed


def filler(avoid: Counter, n: int, copies: int = 4) -> list[str]:
    """n tiles that leave room for the tiles counted in `avoid`."""
    pool = Counter(number_tiles(copies))
    pool["p1"] -= 1
    pool.subtract(avoid)
    out = []
    for t in sorted(pool):
        while pool[t] > 0 and len(out) < n:
            out.append(t)
            pool[t] -= 1
    return out


def census_counter(game) -> Counter:
    c = Counter()
    for tiles in game.census().values():
        c.update(tiles)
    return c
