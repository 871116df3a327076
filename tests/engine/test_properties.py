"""Property tests (hypothesis, >= 200 examples each): conservation, legality, undo/redo,
save/load and replay."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jongrogue.engine import Game, Options
from tests.engine.helpers import census_counter

RULESETS = [
    Options(),
    Options(
        ruleset="ez_plus",
        plus={"identification", "rings", "curses", "monster_abilities", "pincer_attacks"},
    ),
    Options(mode="challenge"),
]
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(seed: int, picks: list[int], options: Options) -> Game:
    g = Game.new(seed=seed, options=options)
    for p in picks:
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        if not legal:
            break
        g.execute(legal[p % len(legal)])
    return g


games = st.tuples(
    st.integers(0, 10_000),
    st.lists(st.integers(0, 1_000), min_size=1, max_size=40),
    st.sampled_from(RULESETS),
)


@SETTINGS
@given(games)
def test_census_conserved_and_every_legal_command_executes(args):
    seed, picks, options = args
    g = Game.new(seed=seed, options=options)
    before = census_counter(g)
    for p in picks:
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        if not legal:
            break
        g.execute(legal[p % len(legal)])  # raises Rejected if a "legal" command is refused
        assert census_counter(g) == before


@SETTINGS
@given(games)
def test_undo_then_redo_restores_the_exact_hash(args):
    g = play(*args)
    if not g.commands:
        return
    h = g.state_hash()
    g._state.options  # noqa: B018  (practice and challenge both checked below)
    ok, reason = g.can_undo()
    if not ok:
        assert g.options.mode == "challenge" and reason
        return
    g.undo()
    g.redo()
    assert g.state_hash() == h


@SETTINGS
@given(games)
def test_save_then_load_restores_hash_and_legal_commands(args):
    g = play(*args)
    loaded = Game.from_text(g.to_text())
    assert loaded.state_hash() == g.state_hash()
    assert loaded.legal_commands() == g.legal_commands()
    assert loaded.load_warning is None


@SETTINGS
@given(games)
def test_replay_reproduces_every_stored_hash(args):
    g = play(*args)
    replay = Game.new(seed=g.header["seed"], options=g.options)
    for command, digest in zip(g.commands, g._hashes):
        replay.execute(command)
        assert replay.state_hash() == digest
