"""Bot greedy-3's EZ Plus play (jongrogue/sim/learn.py): it learns unidentified potions and
scrolls when that is safe, and gambles on an unknown potion only when about to die."""

from jongrogue.engine import Options
from jongrogue.engine.core.model import Item
from jongrogue.sim import GreedyBot
from tests.engine.helpers import rig, rig_pc
from tests.engine.test_legal_table import fresh

IDENT = Options(ruleset="ez_plus", plus=("identification",))
UNKNOWN_POTION = Item("potions", "key:s3")
UNKNOWN_SCROLL = Item("scrolls", "key:m4")


def _game(items, hp, max_marker=3):
    g = fresh(options=IDENT)  # floor 1, every room revealed, no monsters
    rig(
        g,
        items=tuple(
            sorted(
                set(g.state.items) | {(it, 1) for it in items},
                key=lambda x: (x[0].sheet, x[0].kind),
            )
        ),
    )
    rig_pc(g, hp=hp, marker=max_marker)
    return g


def _top(g) -> int:
    return g.view()["pc"]["max_hp"]


def test_it_drinks_an_unknown_potion_when_hurt_but_safe():
    g = _game([UNKNOWN_POTION], hp=1)
    rig_pc(g, hp=_top(g) - 1)
    c = GreedyBot(plus=IDENT.plus).choose(g)
    assert (c.type, c.arg("kind")) == ("quaff", "key:s3")


def test_at_full_hp_it_reads_an_unknown_scroll_but_keeps_the_potion():
    g = _game([UNKNOWN_POTION, UNKNOWN_SCROLL], hp=1)
    rig_pc(g, hp=_top(g))
    c = GreedyBot(plus=IDENT.plus).choose(g)
    assert (c.type, c.arg("kind"), c.arg("target")) == ("read", "key:m4", None)


def test_low_hp_keeps_the_unknown_items_for_later():
    g = _game([UNKNOWN_POTION, UNKNOWN_SCROLL], hp=1)
    c = GreedyBot(plus=IDENT.plus).choose(g)
    assert c.type not in ("quaff", "read")
