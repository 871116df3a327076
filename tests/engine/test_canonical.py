"""The fast state machinery matches the plain dataclass behaviour it replaces: the cached repr
is the repr @dataclass generates (the schema-2 hash), evolve equals dataclasses.replace, the
schema-3 hash does not grow with the score card, and undo through the kept states is exact."""

import hashlib
import random
from dataclasses import dataclass, field, fields, is_dataclass, replace

import pytest

from jongrogue.engine import Game, Options
from jongrogue.engine.core.canonical import Canonical, tuple_text
from jongrogue.engine.core.model import ScoreRow, Slot
from jongrogue.engine.journal.state_hash import canonical_v3, hash_v3


def dataclass_repr(obj) -> str:
    """The text @dataclass(repr=True) produces, rebuilt from the fields (the test oracle)."""
    if is_dataclass(obj):
        inner = ", ".join(
            f"{f.name}={dataclass_repr(getattr(obj, f.name))}" for f in fields(obj) if f.repr
        )
        return f"{type(obj).__qualname__}({inner})"
    if isinstance(obj, tuple):
        items = [dataclass_repr(v) for v in obj]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    return repr(obj)


def played_states(seed, n, options=Options()):
    g = Game.new(seed=seed, options=options)
    rng = random.Random(seed)
    out = [g.state]
    for _ in range(n):
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        if not legal:
            break
        g.execute(rng.choice(legal))
        out.append(g.state)
    return g, out


PLUS = Options(ruleset="ez_plus", plus=("identification", "rings", "curses", "monster_abilities"))


@pytest.mark.parametrize(
    "seed,options", [(1, Options()), (2, PLUS), (3, Options(mode="challenge"))]
)
def test_cached_repr_is_the_dataclass_repr(seed, options):
    _, states = played_states(seed, 300, options)
    for s in states[::7]:
        assert repr(s) == dataclass_repr(s)
        assert repr(s) == repr(s)  # the cached text comes back unchanged


def test_evolve_equals_dataclasses_replace():
    _, states = played_states(5, 120)
    rng = random.Random(5)
    for s in states[::5]:
        other = states[rng.randrange(len(states))]
        names = rng.sample([f.name for f in fields(s)], 3)
        changes = {n: getattr(other, n) for n in names}
        a, b = s.evolve(**changes), replace(s, **changes)
        assert a == b and repr(a) == repr(b) == dataclass_repr(b) and hash_v3(a) == hash_v3(b)
        assert s.pc.evolve(hp=1) == replace(s.pc, hp=1)
    with pytest.raises(TypeError):
        states[0].evolve(no_such_field=1)


def test_schema_3_text_does_not_grow_with_the_score_card():
    _, states = played_states(6, 10)
    s = states[-1]
    row = ScoreRow("dead", 1, 1, 1, 0, 0, "kestrel", 0, "ez")
    short, long_ = s.evolve(score_card=(row,)), s.evolve(score_card=(row,) * 500)
    assert len(canonical_v3(short)) == len(canonical_v3(long_))
    assert hash_v3(short) != hash_v3(long_) != hash_v3(s)
    # The card's digest rides along while the card is unchanged, and is redone when it is not.
    moved = long_.evolve(seed=s.seed + 1).evolve(seed=s.seed)
    assert hash_v3(moved) == hash_v3(replace(long_))
    assert hash_v3(moved.evolve(score_card=(row,) * 499)) == hash_v3(
        replace(s, score_card=(row,) * 499)
    )
    died = replace(row, cause="trap", score=7)
    grown = moved.evolve(score_card=moved.score_card + (died,))  # one step on from the cache
    assert (
        hash_v3(grown) == hash_v3(replace(s, score_card=(row,) * 500 + (died,))) != hash_v3(moved)
    )
    continued = replace(died, result="continued", score=0)  # a continue rewrites the last row
    after = grown.evolve(score_card=grown.score_card[:-1] + (continued,))
    assert (
        hash_v3(after)
        == hash_v3(replace(s, score_card=(row,) * 500 + (continued,)))
        != hash_v3(grown)
    )
    again = after.evolve(score_card=after.score_card + (died,))  # and the next death appends
    assert hash_v3(again) == hash_v3(replace(s, score_card=(row,) * 500 + (continued, died)))
    assert hash_v3(long_.with_slot(1, 1, Slot("m1", "up"))) != hash_v3(long_)


def test_undo_and_redo_through_the_kept_states_are_exact():
    g, _ = played_states(8, 140)
    digests = [hash_v3(s) for s in [g._replay_to(i) for i in range(len(g.commands) + 1)]]
    lines = [g._start_hash()] + list(g._hashes)  # the journal's hash of each state
    assert digests[-1] == hash_v3(g.state) and lines[-1] == g.state_hash()
    for i in range(len(g.commands) - 1, -1, -1):
        g.undo()
        assert hash_v3(g.state) == digests[i] and g.state_hash() == lines[i]
    for i in range(1, len(digests)):
        g.redo()
        assert hash_v3(g.state) == digests[i] and g.state_hash() == lines[i]


def test_texts_derived_from_the_parent_equal_the_dataclass_repr():
    _, states = played_states(9, 40)
    s = states[-1]
    repr(s)  # the parent's texts, to derive from
    row = ScoreRow("dead", 1, 1, 1, 0, 0, "kestrel", 0, "ez")
    carded = s.evolve(score_card=(row, row))
    repr(carded)
    tile = s.wall[0]
    children = [
        s.evolve(wall=s.wall[3:]),  # drawn from the front
        s.evolve(wall=s.wall[len(s.wall) - 1 :]),  # down to one tile
        s.evolve(wall=()),
        s.evolve(discard=s.discard + (tile, tile)),  # discarded at the end
        s.evolve(discard=(tile,)),
        carded.evolve(score_card=carded.score_card + (replace(row, cause="trap"),)),
        carded.evolve(
            score_card=(row, replace(row, result="continued", score=0))
        ),  # last row rewritten
        s.with_slot(4, 2, Slot(tile, "up")),  # one room replaced
        s.with_pc(hp=s.pc.hp + 1, states=("blind",)),
    ]
    for child in children:
        assert repr(child) == dataclass_repr(child)


def test_tuple_text_derives_any_items_dropped_from_the_front_or_added_at_the_end():
    """The derived text is repr() whatever the items' reprs hold (commas, quotes, non-ASCII)."""
    rng = random.Random(3)
    pool = ["m1", "p9", "a, b", "it's", 'say "x"', "\\", "東", 7, None, ("t", 1), ""]
    for _ in range(300):
        old = tuple(rng.choice(pool) for _ in range(rng.randrange(2, 30)))
        k = rng.randrange(0, len(old) - 1)
        dropped = old[k:]
        added = old + tuple(rng.choice(pool) for _ in range(rng.randrange(1, 4)))
        assert tuple_text(dropped, old, repr(old)) == repr(dropped)
        assert tuple_text(added, old, repr(old)) == repr(added)


@dataclass(frozen=True, repr=False)
class _Noted(Canonical):
    a: tuple
    b: int = 0
    derived: tuple = field(default=(), repr=False)  # like a field kept out of the hash


@pytest.mark.parametrize("incremental", [False, True])
def test_fields_left_out_of_the_repr_stay_out(incremental):
    _Noted._incremental = incremental
    x = _Noted(("m1", "p2"), 3, derived=(1, 2))
    assert repr(x) == "_Noted(a=('m1', 'p2'), b=3)" == dataclass_repr(x)
    y = x.evolve(derived=(5,), a=("p2",))
    assert y.derived == (5,) and repr(y) == "_Noted(a=('p2',), b=3)" == dataclass_repr(y)


def spec_v3(state) -> str:
    """The schema-3 hash straight from its definition (state_hash.py), without any caching."""
    sha = lambda text: hashlib.sha256(text.encode()).hexdigest()  # noqa: E731
    card = ""
    for row in state.score_card:
        card = sha(card + dataclass_repr(row))
    fl = state.floor
    rooms = ",".join(sha(dataclass_repr(room)) for room in fl.encounter)
    floor = ", ".join(
        f"{f.name}={dataclass_repr(getattr(fl, f.name))}"
        if f.name != "encounter"
        else f"encounter=#{rooms}"
        for f in fields(fl)
        if f.repr
    )
    parts = []
    for f in fields(state):
        if not f.repr:
            continue
        if f.name == "floor":
            parts.append(f"floor=#{sha('Floor(' + floor + ')')}")
        elif f.name == "score_card":
            parts.append(f"score_card=#{card}")
        else:
            parts.append(f"{f.name}={dataclass_repr(getattr(state, f.name))}")
    return sha("State(" + ", ".join(parts) + ")")


def test_schema_3_hash_follows_its_definition_through_deaths_and_continues():
    g = Game.new(seed=12)
    rng = random.Random(12)
    checked = deaths = 0
    for _ in range(700):
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        if g.state.context == "dead":
            legal, deaths = [c for c in legal if c.type == "continue_game"], deaths + 1
        if not legal:
            break
        g.execute(rng.choice(legal))
        if len(g.commands) % 5 == 0 or g.state.context == "dead":
            assert hash_v3(g.state) == spec_v3(g.state)
            checked += 1
    assert checked > 100 and deaths >= 1 and len(g.state.score_card) >= 1


def test_score_card_digest_folds_on_over_several_deaths_and_continues():
    """Schema 4 digests a state only now and then: between two digests the card may have gained
    several rows, and its last row may have been rewritten in between."""
    _, states = played_states(9, 5)
    s = states[-1]
    rng = random.Random(5)
    rows = [ScoreRow("dead", f, f, 1, 0, f, "kestrel", f, "ez") for f in range(40)]
    card = ()
    for _ in range(200):
        step = rng.choice(("append", "append2", "rewrite", "rewrite_append", "same"))
        if step.startswith("append"):
            card = card + tuple(rng.choice(rows) for _ in range(1 if step == "append" else 2))
        elif card and step.startswith("rewrite"):
            card = (
                card[:-1]
                + (rng.choice(rows),)
                + ((rng.choice(rows),) if step == "rewrite_append" else ())
            )
        s = s.evolve(score_card=card)
        assert hash_v3(s) == hash_v3(replace(s, score_card=card))  # (replace: no carried digest)
