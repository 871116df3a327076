"""Hidden-tile pairs: two games whose injected tile orders differ only in tiles the player has
not seen must look, compute and play identically.

Pairs (box_order injection): a wall tile swapped with a face-down encounter tile of another
number; two unrevealed dungeon tiles swapped; two unidentified link tiles swapped (EZ Plus
identification). Both games play the same commands (the greedy bot's, which must choose the same
in both) while the swapped tiles stay hidden, and after every command they must give identical
view(), public events, odds(), knowledge, check odds and bot choices, also on bare states as
the simulator and the advisor play them (sim/headless: view, the bot's table_view, legal commands); at checkpoints identical
describe/tooltip text for every table hotspot and byte-identical frames of the table and the
check overlay (ja and en), also through ``--screenshot --journal``; identical utterances (each
command's spoken outcome, and the review keys' status, log, room, odds and hint); and the replay viewer
opened mid-run from the pause menu shows the same frames and texts.
"""

from __future__ import annotations

from argparse import Namespace

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import Options  # noqa: E402
from jongrogue.engine.core.rng import shuffled  # noqa: E402
from jongrogue.engine.core.tiles import box_composition, number_tiles  # noqa: E402
from jongrogue.game import Game  # noqa: E402
from jongrogue.runfiles.history import History  # noqa: E402
from jongrogue.sim.bot import GreedyBot  # noqa: E402
from jongrogue.sim.headless import Headless  # noqa: E402
from jongrogue.speech.backend import RecordingSink  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui import headless  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scene import Pop, Push  # noqa: E402
from jongrogue.ui.scenes import table_flow  # noqa: E402
from jongrogue.ui.scenes.check_overlay import CheckOverlay  # noqa: E402
from jongrogue.ui.scenes.replay_draw import describe_target as replay_describe  # noqa: E402
from jongrogue.ui.scenes.table import make_table_scene  # noqa: E402
from jongrogue.ui.scenes.table_draw import describe_target  # noqa: E402
from jongrogue.ui.voice import advice, review  # noqa: E402

SIZE = (1280, 800)
LANGS = ("en", "ja")
MAX_STEPS = 30
ODDS = [(d, t) for d in (1, 2) for t in range(d, 9 * d + 2)] + [(3, 10), (3, 15), (3, 21)]
EZ, PLUS_ID = Options(), Options("ez_plus", ("identification",))
WALL, DEAL, START = 107, 36, 36  # EZ wall; 36 dealt; the 37th tile rolls the start room


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(table_flow, "CONTEXT_SCENES", {})  # the table alone (no camp / death)


# -- building the pairs -------------------------------------------------------------------------
def wall_order(seed: int, options: Options) -> list[str]:
    g = Game.new(seed, options)
    zones = box_composition(g.rules, options.has("identification"))
    return shuffled(seed, "wall", 0, sorted(zones["wall"].elements()))


def far_rooms(start: int) -> list[int]:
    """Rooms ordered farthest-first from the start room (keypad grid)."""

    def dist(r):
        return abs((r - 1) // 3 - (start - 1) // 3) + abs((r - 1) % 3 - (start - 1) % 3)

    return sorted((r for r in range(1, 10) if r != start), key=lambda r: (-dist(r), r))


def wall_pair(seed: int):
    """A face-down tile of a far room swapped with the bottom tile of the wall (other number)."""
    order = wall_order(seed, EZ)
    start = int(order[START][1])
    room = far_rooms(start)[0]
    deep = WALL - 1
    i = next(k for k in range((room - 1) * 4, room * 4) if order[k][1] != order[deep][1])
    other = order[:]
    other[i], other[deep] = other[deep], other[i]
    slot = (room, i % 4 + 1)

    def hidden(g):
        s = g.state
        return (
            s.reshuffles == 0
            and s.deals == 1
            and WALL - len(s.wall) <= deep
            and s.slot(*slot).face == "down"
            and not s.pc.has("clairvoyant")
        )

    return (EZ, {"wall": order}), (EZ, {"wall": other}), hidden


def dungeon_pair(seed: int):
    """Two far, still dark rooms swap one tile each — the stairs when one of them has them."""
    zones = box_composition(Game.new(seed, EZ).rules, False)
    order = shuffled(seed, "dungeon", 0, sorted(zones["dungeon"].elements()))
    start = int(wall_order(seed, EZ)[START][1])
    far = far_rooms(start)[:4]
    ia = next(
        (k for r in far for k in (2 * r - 2, 2 * r - 1) if order[k] in ("pR", "sR")), 2 * far[0] - 2
    )
    a = ia // 2 + 1
    b = next(r for r in far if r != a)
    ib = next(k for k in (2 * b - 2, 2 * b - 1) if order[k] != order[ia])
    other = order[:]
    other[ia], other[ib] = other[ib], other[ia]

    def hidden(g):
        s = g.state
        return s.deals == 1 and not s.floor.revealed[a - 1] and not s.floor.revealed[b - 1]

    return (EZ, {"dungeon": order}), (EZ, {"dungeon": other}), hidden


def link_pair(seed: int):
    """Potion rows 1 and 2 and scroll rows 3 and 4 swapped on the identification sheets."""
    potions = shuffled(seed, "potion_links", 0, number_tiles(1)[18:])
    scrolls = shuffled(seed, "scroll_links", 0, number_tiles(1)[:18])
    p2, s2 = potions[:], scrolls[:]
    p2[0], p2[1] = p2[1], p2[0]
    s2[2], s2[3] = s2[3], s2[2]

    def hidden(g):
        s = g.state
        return not (
            s.potion_links[0][1]
            or s.potion_links[1][1]
            or s.scroll_links[2][1]
            or s.scroll_links[3][1]
        )

    return (
        (PLUS_ID, {"links": {"potions": potions, "scrolls": scrolls}}),
        (PLUS_ID, {"links": {"potions": p2, "scrolls": s2}}),
        hidden,
    )


# -- one side of a pair: a game on a table in one language -------------------------------------
class Side:
    def __init__(self, tmp_path, seed, options, box_order, lang):
        st = Settings(language=lang, animation_speed="normal", sound=False)
        self.ctx = AppContext(
            st, size=SIZE, persist=False, history=History(tmp_path / f"h-{lang}-{id(self)}.sqlite3")
        )
        self.ctx.toasts.clear()
        self.game = Game.new(seed, options, box_order)
        self.table = make_table_scene(self.ctx, self.game)  # no save path: writes nothing
        self.table.ctl.recorded = True
        self.sink = RecordingSink()  # everything the app says
        self.ctx.speech.use(self.sink)
        self.ctx.speech.enabled = True
        self.loop = AppLoop(self.ctx, pygame.Surface(SIZE), self.table)
        self.loop.step([], dt=1 / 60)

    def play(self, command) -> None:
        assert self.table.ctl.execute(command)[0]
        self.ctx.speech.pump()  # its spoken outcome goes to the voice

    def utterances(self) -> list:
        ctl = self.table.ctl
        reviews = [review.status(self.ctx, ctl), review.here(self.ctx, ctl)]
        reviews += [advice.odds(self.ctx, ctl), advice.hint(self.ctx, self.table)]
        return self.sink.texts() + reviews + review.log_lines(self.ctx, ctl)

    def frame(self) -> bytes:
        self.loop.step([], dt=1 / 60)
        return pygame.image.tobytes(self.loop.surface, "RGB")

    def texts(self) -> list:
        self.frame()
        return [(h.target, describe_target(self.table, h.target)) for h in self.table.spots]

    def overlay_frame(self) -> bytes:
        overlay = CheckOverlay(self.ctx, self.table.ctl.checks)
        self.loop.apply(Push(overlay))
        self.loop.step([], dt=0.0)
        overlay.t = headless._mid_flip(overlay)
        self.loop.step([], dt=0.0)
        shot = pygame.image.tobytes(self.loop.surface, "RGB")
        self.loop.apply(Pop())
        return shot

    def open_replay(self, back: int):
        """Esc → the pause menu → Replay (at the end), then back to command total - back."""
        self.key(pygame.K_ESCAPE)
        widget = next(w for w in self.loop.top.form.widgets if w.id == "replay")
        pos = widget.rect.center
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            extra = (
                {"rel": (0, 0), "buttons": (0, 0, 0)}
                if kind == pygame.MOUSEMOTION
                else {"button": 1}
            )
            self.loop.step([pygame.event.Event(kind, pos=pos, **extra)], dt=1 / 60)
        replay = self.loop.top
        assert replay.name == "replay" and replay.player.position == len(self.game.commands)
        replay.player.seek(len(self.game.commands) - back + 1)
        self.key(pygame.K_LEFT)
        assert replay.player.position == len(self.game.commands) - back
        shot = self.frame()
        texts = [(h.target, replay_describe(replay, h.target)) for h in replay.spots]
        return shot, texts, replay.view

    def key(self, key):
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            self.loop.step(
                [pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0)], dt=1 / 60
            )


def public(game) -> list:
    return [e.to_dict() for e in game.public_events()]


def same_checks(a, b):
    key = [(c.check, c.tiles, c.target, c.op, c.success, c.exact, c.ideal) for c in a]
    assert key == [(c.check, c.tiles, c.target, c.op, c.success, c.exact, c.ideal) for c in b]


def compare_engine(ga, gb):
    assert ga.view() == gb.view()
    # the simulator's and the advisor's table: bare states, the bot's cheaper view
    ha, hb = Headless(ga.state, ga.rules), Headless(gb.state, gb.rules)
    assert ha.table_view() == hb.table_view() and ha.view() == hb.view()
    assert ha.legal_commands() == hb.legal_commands()
    assert public(ga) == public(gb)
    assert ga.knowledge() == gb.knowledge()
    assert [ga.odds(d, t) for d, t in ODDS] == [gb.odds(d, t) for d, t in ODDS]
    same_checks(ga.last_checks(), gb.last_checks())


def compare_screens(sides_a, sides_b, with_checks: bool):
    for sa, sb in zip(sides_a, sides_b):
        assert sa.table.ctl.log and [e.text for e in sa.table.ctl.log] == [
            e.text for e in sb.table.ctl.log
        ]
        assert sa.texts() == sb.texts()
        assert sa.utterances() == sb.utterances() and sa.sink.spoken
        assert sa.frame() == sb.frame(), f"table frames differ ({sa.ctx.lang})"
        if with_checks:
            same_checks(sa.table.ctl.checks, sb.table.ctl.checks)
            assert sa.overlay_frame() == sb.overlay_frame(), (
                f"check overlay frames differ ({sa.ctx.lang})"
            )


def journal_screens(tmp_path, seed, pair, commands, tag, scenes) -> dict:
    """``--screenshot --journal`` of each side's run cut at `commands` (`scenes`, ja and en)."""
    out = {}
    for side, (options, box) in zip("ab", pair):
        g = Game.new(seed, options, box)
        for c in commands:
            g.execute(c)
        path = tmp_path / f"{tag}-{side}.jrlog"
        g.save(path)
        for scene in scenes:
            for lang in LANGS:
                png = tmp_path / f"{tag}-{side}-{scene}-{lang}.png"
                args = Namespace(
                    screenshot=str(png),
                    scene=scene,
                    seed=None,
                    size=SIZE,
                    lang=lang,
                    scale=None,
                    after=0,
                    journal=str(path),
                )
                assert headless.screenshot(args) == 0
                out[(side, scene, lang)] = pygame.image.tobytes(pygame.image.load(str(png)), "RGB")
    return out


@pytest.mark.parametrize(
    "make,seed",
    [(wall_pair, 3), (dungeon_pair, 6), (link_pair, 4)],
    ids=["wall-vs-face-down", "dungeon", "links"],
)
def test_hidden_pair_is_indistinguishable(tmp_path, make, seed):
    (oa, box_a), (ob, box_b), hidden = make(seed)
    sides_a = [Side(tmp_path, seed, oa, box_a, lang) for lang in LANGS]
    sides_b = [Side(tmp_path, seed, ob, box_b, lang) for lang in LANGS]
    ga, gb = sides_a[0].game, sides_b[0].game
    assert ga.state != gb.state and hidden(ga) and hidden(gb)  # really a different deal
    bot_a, bot_b = GreedyBot(), GreedyBot()
    compare_engine(ga, gb)
    compare_screens(sides_a, sides_b, with_checks=False)
    steps, checked_at = 0, None
    for _ in range(MAX_STEPS):
        if ga.view()["context"] in ("game_over", "victory"):
            break
        command = bot_a.choose(ga)
        assert bot_b.choose(gb) == command  # identical bot choices
        assert GreedyBot().choose(Headless(ga.state, ga.rules)) == GreedyBot().choose(
            Headless(gb.state, gb.rules)
        )
        for side in sides_a + sides_b:
            side.play(command)
        if not (hidden(ga) and hidden(gb)):
            break  # the difference is shown now
        steps += 1
        compare_engine(ga, gb)
        has_checks = bool(sides_a[0].table.ctl.checks)
        if (has_checks and checked_at is None) or steps % 10 == 0:
            compare_screens(sides_a, sides_b, with_checks=has_checks)
        if has_checks:
            checked_at = list(ga.commands)
    assert steps >= 8 and checked_at is not None, (steps, checked_at)
    print(f"{make.__name__}: {steps} commands compared, checks up to command {len(checked_at)}")
    compare_screens(sides_a, sides_b, with_checks=bool(sides_a[0].table.ctl.checks))
    # the replay viewer, opened mid-run from the pause menu
    back = steps // 2
    for sa, sb in zip(sides_a, sides_b):
        shot_a, texts_a, view_a = sa.open_replay(back)
        shot_b, texts_b, view_b = sb.open_replay(back)
        assert view_a == view_b and texts_a == texts_b and texts_a
        assert shot_a == shot_b, f"replay frames differ ({sa.ctx.lang})"
    # --screenshot --journal, cut at the last command that made checks
    scenes = ("table", "checks") + (
        ("sheet:potions", "sheet:scrolls") if oa.has("identification") else ()
    )
    shots = journal_screens(
        tmp_path, seed, ((oa, box_a), (ob, box_b)), checked_at, make.__name__, scenes
    )
    for scene in scenes:
        for lang in LANGS:
            assert shots[("a", scene, lang)] == shots[("b", scene, lang)], (scene, lang)
    assert shots[("a", "checks", "en")] != shots[("a", "table", "en")]


def test_screenshot_journal_shows_a_sheet_and_refuses_a_bad_file(tmp_path, capsys):
    g = Game.new(2)
    for _ in range(6):
        g.execute(GreedyBot().choose(g))
    g.save(tmp_path / "run.jrlog")
    before = (tmp_path / "run.jrlog").read_bytes()
    args = Namespace(
        screenshot=str(tmp_path / "s.png"),
        scene="sheet:character_a",
        seed=None,
        size=SIZE,
        lang="en",
        scale=None,
        after=0,
        journal=str(tmp_path / "run.jrlog"),
    )
    assert headless.screenshot(args) == 0 and (tmp_path / "s.png").stat().st_size > 10_000
    assert (tmp_path / "run.jrlog").read_bytes() == before  # read only
    args.journal = str(tmp_path / "missing.jrlog")
    assert headless.screenshot(args) == 2
    assert "missing.jrlog" in capsys.readouterr().err
