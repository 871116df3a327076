"""GUI tests of the table scene: real pygame events through AppLoop.step() (dummy drivers)."""

from __future__ import annotations

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import Options  # noqa: E402
from jongrogue.game import Game  # noqa: E402
from jongrogue.runfiles.history import History  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.board import table_layout  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scenes import table_flow  # noqa: E402
from jongrogue.ui.scenes.table import TableScene, make_table_scene  # noqa: E402

PREFER = (
    "game_over",
    "fight",
    "melee",
    "continue",
    "end_ranged_phase",
    "move_door_to_room",
    "move_corridor_to_door",
    "move_door_to_corridor",
    "move_room_to_door",
    "pick_up",
)


@pytest.fixture(autouse=True)
def xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    # the optional death / victory / camp scenes belong to another module: keep the table alone
    monkeypatch.setattr(table_flow, "CONTEXT_SCENES", {})
    return tmp_path


class Table:
    def __init__(
        self,
        tmp_path,
        *,
        seed=1,
        mode="practice",
        lang="en",
        scale=100,
        size=(1280, 800),
        speed="instant",
    ):
        st = Settings(
            language=lang, ui_scale=scale, animation_speed=speed, sound=False, combat_one_key=False
        )  # one key, one command (counted below)
        self.ctx = AppContext(st, size=size, persist=False, history=History(tmp_path / "h.sqlite3"))
        self.ctx.toasts.clear()
        self.game = Game.new(seed=seed, options=Options(mode=mode))
        self.path = tmp_path / "run.jrlog"
        self.scene = make_table_scene(self.ctx, self.game, self.path)
        self.loop = AppLoop(self.ctx, pygame.Surface(size), self.scene)
        self.step()

    @property
    def top(self):
        return self.loop.top

    def step(self, *events, dt=1 / 60):
        self.loop.step(list(events), dt=dt)

    def key(self, name: str, mod: int = 0):
        code = pygame.key.key_code(name)
        self.step(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
        self.step(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=""))

    def rest(self):
        """The rest key; at full HP the table asks first (answered yes)."""
        self.key(".")
        if self.top.name == "confirm" and self.top.tag == "confirm_rest":
            yes = next(w for w in self.top.form.widgets if w.id == "yes")
            self.click(yes.rect.center)

    def key_for(self, command):
        bar = self.scene.bar
        i = bar.commands.index(command)
        return bar.keys[i]

    def press_command(self, command):
        k = self.key_for(command)
        self.key(k.name, pygame.KMOD_SHIFT if k.shift else 0)
        if k.menu:  # the kind's menu: its number picks
            bar = self.scene.bar
            shared = [c for c, o in zip(bar.commands, bar.keys) if o == k]
            self.key(str(shared.index(command) + 1))

    def move(self, pos, buttons=(0, 0, 0)):
        self.step(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))

    def click(self, pos, button=1):
        self.move(pos)
        self.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def drag(self, a, b):
        self.move(a)
        self.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        self.move(mid, (1, 0, 0))
        self.move(b, (1, 0, 0))
        self.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))

    def spot(self, target):
        for h in self.scene.spots:
            if h.target == target:
                return h
        raise AssertionError(f"no hotspot {target}")


def choose(commands):
    for t in PREFER:
        for c in commands:
            if c.type == t:
                return c
    return commands[0]


def test_first_draw_is_complete_without_update(tmp_path):
    ctx = AppContext(Settings(language="ja"), size=(1280, 800), persist=False)
    scene = make_table_scene(ctx, Game.new(seed=1))
    surface = pygame.Surface((1280, 800))
    scene.ensure_layout(surface.get_size())
    scene.draw(surface)
    kinds = {h.target[0] for h in scene.spots}
    assert {"room", "slot", "pc", "wall", "discard", "log", "action", "sheet", "field"} <= kinds
    # the map sheet is paper, not felt
    assert sum(surface.get_at(scene.tl.dungeon.center)[:3]) > 500


@pytest.mark.parametrize(
    "scale,size", [(100, (1280, 800)), (200, (1280, 800)), (200, (2560, 1600)), (150, (1024, 700))]
)
def test_layout_fits_without_overlap(tmp_path, scale, size):
    t = Table(tmp_path, scale=scale, size=size, lang="ja")
    tl = table_layout.compute(t.ctx, size)
    rects = tl.all()
    screen = pygame.Rect((0, 0), size)
    for name, r in rects.items():
        assert screen.contains(r), name
    names = list(rects)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not rects[a].colliderect(rects[b]), (a, b)
    for i in t.scene.bar.visible():
        assert tl.bar.contains(t.scene.bar.buttons[i].rect)


def test_keyboard_moves_rests_and_undoes(tmp_path):
    t = Table(tmp_path)
    v = t.scene.ctl.view
    assert (v["pc"]["position"]["kind"], v["pc"]["position"]["room"]) == ("room", 7)
    t.key("right")  # To the door ▶ east
    assert t.game.commands[-1].type == "move_room_to_door"
    assert t.scene.ctl.view["pc"]["position"]["kind"] == "door"
    wall = t.scene.ctl.view["wall"]["count"]
    t.rest()  # rest burns 6 tiles
    assert t.game.commands[-1].type == "rest"
    assert t.scene.ctl.view["wall"]["count"] < wall
    n = len(t.game.commands)
    before = t.game.state_hash()
    t.key("z", pygame.KMOD_CTRL)  # crosses the horizon: practice asks first
    assert t.top.name == "confirm"
    t.key("return")
    assert t.top is t.scene and len(t.game.commands) == n - 1
    t.key("y", pygame.KMOD_CTRL)
    assert len(t.game.commands) == n and t.game.state_hash() == before
    t.key("z", pygame.KMOD_CTRL)
    t.key("return")
    t.key("z", pygame.KMOD_CTRL | pygame.KMOD_SHIFT)  # Ctrl+Shift+Z redoes too
    assert t.game.state_hash() == before


def test_challenge_mode_refuses_undo_with_reason(tmp_path):
    t = Table(tmp_path, mode="challenge")
    t.rest()
    h = t.game.state_hash()
    t.key("z", pygame.KMOD_CTRL)
    assert t.top is t.scene and t.game.state_hash() == h
    assert any("Challenge" in toast.text for toast in t.ctx.toasts)


def test_drag_pc_to_open_door(tmp_path):
    t = Table(tmp_path)
    pc = t.spot(("pc",)).rect.center
    door = t.spot(("door", 7, "east")).rect.center
    t.drag(pc, door)
    assert str(t.game.commands[-1]) == "move_room_to_door(dir=east)"
    pos = t.scene.ctl.view["pc"]["position"]
    assert (pos["kind"], pos["room"], pos["side"]) == ("door", 7, "east")


def test_illegal_drop_springs_back(tmp_path):
    t = Table(tmp_path)
    h0, n0 = t.game.state_hash(), len(t.game.commands)
    pc = t.spot(("pc",)).rect.center
    t.drag(pc, t.spot(("room", 3)).rect.center)  # not adjacent: means nothing
    assert t.scene.spring is not None
    assert t.game.state_hash() == h0 and len(t.game.commands) == n0
    assert t.ctx.toasts
    for _ in range(30):
        t.step(dt=1 / 30)
    assert t.scene.spring is None
    # a drop that maps to a command the engine refuses: search is not a move; west is off the grid
    t.drag(pc, t.spot(("room", 7)).rect.center)  # already in room 7: nothing
    assert t.game.state_hash() == h0


def test_drag_item_to_dock_picks_it_up(tmp_path):
    t = Table(tmp_path)
    slot = t.spot(("slot", 7, 4))  # s1 face up in the start room
    assert slot.drag == ("slot", 7, 4)
    t.drag(slot.rect.center, t.scene.tl.dock.center)
    assert str(t.game.commands[-1]) == "pick_up(slot=4)"


def test_right_click_menu_lists_commands_and_describes(tmp_path):
    t = Table(tmp_path)
    t.click(t.spot(("door", 7, "north")).rect.center, button=3)
    menu = t.scene.menu
    assert menu is not None
    labels = [lab for lab, _ in menu.entries]
    assert any("North" in lab for lab in labels) and labels[-1] == "Describe"
    t.key("return")  # first entry: the move
    assert str(t.game.commands[-1]) == "move_room_to_door(dir=north)"
    t.click(t.spot(("room", 5)).rect.center, button=3)
    t.key("up")
    t.key("return")  # Describe (last entry)
    assert t.top.name == "message"


def test_check_overlay_animates_and_skips(tmp_path):
    t = Table(tmp_path, speed="slow")
    t.rest()  # rest: burns and a wandering-monster check
    ov = t.top
    assert ov.name == "check_overlay" and ov.checks
    first = ov.checks[0]
    assert first.exact is not None and first.ideal is not None
    t.step(dt=0.3)
    assert not ov.finished()
    t.key("space")  # skip to the outcome
    assert ov.finished() and t.top is ov
    t.key("space")  # close
    assert t.top is t.scene


def test_autosave_one_line_per_command_and_load(tmp_path):
    t = Table(tmp_path)
    lines0 = t.path.read_text().count("\n")
    for name in ("right", ".", "left"):
        t.key(name)
    assert t.path.read_text().count("\n") == lines0 + len(t.game.commands)
    assert Game.load(t.path).state_hash() == t.game.state_hash()


def test_full_disk_is_reported_and_the_game_goes_on(tmp_path, monkeypatch):
    from jongrogue.storage import journal_file

    t = Table(tmp_path)

    def full(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(journal_file, "append_line", full)
    monkeypatch.setattr(journal_file, "write_atomic", full)
    t.rest()
    t.press_command(choose(t.scene.bar.commands))
    assert len(t.game.commands) == 2
    assert t.scene.ctl.warning and "No space" in t.scene.ctl.warning
    assert ("warning",) in {h.target for h in t.scene.spots}
    monkeypatch.undo()
    monkeypatch.setattr(table_flow, "CONTEXT_SCENES", {})
    t.press_command(choose(t.scene.bar.commands))
    assert len(t.game.commands) == 3
    assert t.scene.ctl.warning is None
    assert Game.load(t.path).state_hash() == t.game.state_hash()


def _play(t, act, limit=400):
    for _ in range(limit):
        if t.top is not t.scene:
            t.key("escape") if t.top.name != "check_overlay" else t.key("space")
            continue
        v = t.scene.ctl.view
        if v["context"] in ("game_over", "victory"):
            return v
        act(choose(t.scene.bar.commands))
    return t.scene.ctl.view


def test_whole_game_by_keys_only(tmp_path):
    t = Table(tmp_path, seed=2)
    v = _play(t, t.press_command)
    if v["context"] not in ("game_over", "victory"):  # still alive: abandon from the menu
        v = _abandon_by_keys(t)
    assert v["context"] in ("game_over", "victory")
    assert t.ctx.history.rows() and len(t.ctx.history.rows()) == 1


def _abandon_by_keys(t):
    """Esc opens the pause menu on Resume; Shift+Tab wraps to Abandon; its question answers no
    at first (the safe default), so ← then Enter confirms."""
    t.key("escape")
    t.key("tab", pygame.KMOD_SHIFT)
    assert t.top.form.focus.id == "abandon"
    t.key("return")
    assert t.top.name == "confirm" and t.top.form.focus.id == "no"
    t.key("left")
    t.key("return")
    return t.scene.ctl.view


def test_abandon_by_keys_only(tmp_path):
    t = Table(tmp_path, seed=4)  # the key-driven game is still alive at the end
    assert _play(t, t.press_command)["context"] not in ("game_over", "victory")
    assert _abandon_by_keys(t)["context"] == "game_over"
    assert len(t.ctx.history.rows()) == 1


def test_whole_game_by_mouse_only(tmp_path):
    t = Table(tmp_path, seed=5)

    def click_command(c):
        bar = t.scene.bar
        i = bar.commands.index(c)
        while i not in bar.visible():
            t.click(bar.page_rects()[1].center)
        t.click(bar.buttons[i].rect.center)

    v = _play(t, click_command)
    if v["context"] not in ("game_over", "victory"):
        t.click(t.spot(("button", "menu")).rect.center)
        t.click(
            next(w for w in t.top.form.widgets if w.id in ("abandon", "forced_end")).rect.center
        )
        t.click(next(w for w in t.top.form.widgets if w.id == "yes").rect.center)
        v = t.scene.ctl.view
    assert v["context"] in ("game_over", "victory")
    assert len(t.ctx.history.rows()) == 1


def test_pause_menu_save_and_quit(tmp_path):
    t = Table(tmp_path)
    t.rest()
    t.key("escape")
    assert t.top.name == "message"
    t.click(next(w for w in t.top.form.widgets if w.id == "save_quit").rect.center)
    assert not t.loop.running or t.top is not t.scene
    assert Game.load(t.path).state_hash() == t.game.state_hash()


def test_screenshot_scene_table(tmp_path):
    from types import SimpleNamespace

    from jongrogue.ui.first_scene import initial_scene
    from jongrogue.ui.headless import render_scene

    ctx = AppContext(Settings(language="en"), size=(1280, 800), persist=False)
    scene, err = initial_scene(ctx, SimpleNamespace(scene="table", seed=3, after=12))
    assert err is None and isinstance(scene, TableScene)
    surface = render_scene(ctx, scene, (1280, 800), frames=1)
    assert surface.get_at(scene.tl.encounter.center)[:3] != surface.get_at((2, 400))[:3]


def test_real_context_scenes_death_and_camp(tmp_path, monkeypatch):
    monkeypatch.undo()  # use the real CONTEXT_SCENES
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    t = Table(tmp_path, seed=1)
    if table_flow.has_context_scene("camp"):
        t.key("c")
        assert t.top.name == "camp"
        t.key("return")  # Enter ends the camp
        assert t.top is t.scene and t.scene.ctl.view["context"] == "explore"
    for _ in range(400):
        v = t.scene.ctl.view
        if v["context"] == "dead" or t.top is not t.scene:
            break
        t.press_command(choose([c for c in t.scene.bar.commands if c.type != "game_over"]))
    if table_flow.has_context_scene("dead") and t.scene.ctl.view["context"] == "dead":
        assert t.top.name == "death"
        t.key("g")
        assert t.scene.ctl.view["context"] == "game_over"
        assert t.top.name == "run_end"  # the end-of-run card
        t.key("escape")
        assert t.top is t.scene
