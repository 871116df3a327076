"""GUI tests: real pygame events through the scene stack (dummy video/audio drivers)."""

from __future__ import annotations

import sys  # noqa: E402
import types  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.storage import paths  # noqa: E402
from jongrogue.storage.settings import DEFAULT_KEYS, Settings, load_settings  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scene import Pop, Scene  # noqa: E402
from jongrogue.ui.scenes import launch  # noqa: E402
from jongrogue.ui.scenes.confirm import ConfirmScene  # noqa: E402
from jongrogue.ui.scenes.message import MessageScene  # noqa: E402
from jongrogue.ui.scenes.newgame import NewGameScene  # noqa: E402
from jongrogue.ui.scenes.rules import RulesScene  # noqa: E402
from jongrogue.ui.scenes.scorecard import ScoreCardScene  # noqa: E402
from jongrogue.ui.scenes.settings import ACTIONS, SettingsScene  # noqa: E402
from jongrogue.ui.scenes.title import TitleScene  # noqa: E402
from jongrogue.ui.voice import form_focus  # noqa: E402


class Driver:
    """Sends real pygame events through AppLoop.step()."""

    def __init__(self, scene_cls=TitleScene, *, lang="en", size=(1280, 800), scale=100):
        self.ctx = AppContext(Settings(language=lang, ui_scale=scale), size=size)
        self.ctx.toasts.clear()
        self.loop = AppLoop(self.ctx, pygame.Surface(size), scene_cls(self.ctx))
        self.step()

    @property
    def top(self) -> Scene:
        return self.loop.top

    def step(self, *events, dt=1 / 60):
        self.loop.step(list(events), dt=dt)

    def click(self, widget_or_pos):
        pos = widget_or_pos.rect.center if hasattr(widget_or_pos, "rect") else widget_or_pos
        self.step(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def key(self, key, mod=0, unicode=""):
        self.step(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        self.step(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))

    def type(self, text):
        self.step(pygame.event.Event(pygame.TEXTINPUT, text=text))

    def widget(self, wid):
        return next(w for w in self.top.form.widgets if w.id == wid)

    def names(self):
        return [s.name for s in self.loop.stack]


# -- title -------------------------------------------------------------------------------------
def test_title_continue_disabled_without_autosave():
    d = Driver()
    assert d.names() == ["title"]
    assert not d.widget("continue").enabled
    assert d.top.form.focus.id == "new_game"
    d.click(d.widget("continue"))
    assert d.names() == ["title"]


def test_title_continue_enabled_with_autosave():
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text("{}\n", encoding="utf-8")
    d = Driver()
    assert d.widget("continue").enabled
    assert d.top.form.focus.id == "continue"


@pytest.mark.parametrize(
    "button,scene",
    [("rules", "rules"), ("score", "score"), ("settings", "settings"), ("new_game", "newgame")],
)
def test_title_buttons_by_mouse_and_back_by_esc(button, scene):
    d = Driver()
    d.click(d.widget(button))
    assert d.names() == ["title", scene]
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["title"]


def test_title_keyboard_focus_and_enter():
    d = Driver()
    d.key(pygame.K_DOWN)  # continue is disabled without a tooltip? it has one
    d.key(pygame.K_DOWN)
    assert d.top.form.focus.id == "daily"
    d.key(pygame.K_DOWN)
    assert d.top.form.focus.id == "rules"
    d.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert d.top.form.focus.id == "daily"
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert d.names() == ["title", "rules"]
    d.click(d.widget("back"))
    assert d.names() == ["title"]


def test_title_shortcut_keys():
    d = Driver()
    d.key(pygame.K_o)
    assert d.names() == ["title", "settings"]


def test_quit_asks_first():
    d = Driver()
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["title", "confirm"]
    d.key(pygame.K_ESCAPE)  # Esc means "no"
    assert d.names() == ["title"] and d.loop.running
    d.click(d.widget("quit"))
    assert isinstance(d.top, ConfirmScene)
    d.key(pygame.K_RETURN)  # focus starts on the safe "cancel"
    assert d.loop.running and d.names() == ["title"]
    d.click(d.widget("quit"))
    d.click(d.widget("yes"))
    assert not d.loop.running


def test_y_and_n_answer_a_question():
    d = Driver()
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["title", "confirm"]
    d.key(pygame.K_n)
    assert d.names() == ["title"] and d.loop.running
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_y)  # even where Enter would answer "no" first
    assert not d.loop.running


def test_window_close_stops_the_loop():
    d = Driver()
    d.step(pygame.event.Event(pygame.QUIT))
    assert not d.loop.running


# -- settings ------------------------------------------------------------------------------------
def test_settings_language_by_mouse_is_live_and_persisted():
    d = Driver(SettingsScene)
    lang = d.widget("language")
    d.click((lang.rect.x + lang.rect.w * 3 // 4, lang.rect.centery))  # English → already en
    d.click((lang.rect.x + lang.rect.w // 4, lang.rect.centery))  # 日本語
    assert d.ctx.lang == "ja"
    assert load_settings()[0].language == "ja"
    assert d.widget("back").label == "戻る"  # relaid out in Japanese


def test_settings_scale_by_keyboard():
    d = Driver(SettingsScene)
    d.top.form.set_focus(d.widget("scale"))
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    assert d.ctx.settings.ui_scale == 150
    assert load_settings()[0].ui_scale == 150
    assert d.ctx.layout.scale == 1.0  # this page keeps its scale while open
    assert "143" in d.top._scale_label(150)  # limited so the 880x560 canvas fits
    d.key(pygame.K_LEFT)
    assert load_settings()[0].ui_scale == 125
    d.top.exit()  # leaving applies it
    assert abs(d.ctx.layout.scale - 1.25) < 0.02


def test_settings_animation_and_sound():
    d = Driver(SettingsScene)
    anim = d.widget("animation")
    d.click((anim.rect.right - 5, anim.rect.centery))
    assert d.ctx.settings.animation_speed == "instant"
    d.top.form.set_focus(d.widget("sound"))
    d.key(pygame.K_RIGHT)
    assert d.ctx.settings.sound is False and not d.widget("volume").enabled
    assert load_settings()[0].sound is False


def test_settings_fullscreen_requests_a_new_display():
    d = Driver(SettingsScene)
    d.top.form.set_focus(d.widget("display"))
    d.key(pygame.K_RETURN)
    assert d.ctx.settings.fullscreen and d.ctx.display_dirty


def test_rebind_a_key_by_keyboard_and_swap():
    d = Driver(SettingsScene)
    keys = d.widget("keys")
    d.top.form.set_focus(keys)
    rest = ACTIONS.index("rest")
    for _ in range(rest):
        d.key(pygame.K_DOWN)
    assert keys.selected == rest
    d.key(pygame.K_RETURN)
    assert d.top.capture == "rest"
    d.key(pygame.K_k)
    assert d.ctx.settings.keys["rest"] == "k"
    assert load_settings()[0].keys["rest"] == "k"
    # binding "r" (read's key) to rest swaps: read gets rest's old key "k"
    d.key(pygame.K_RETURN)
    d.key(pygame.K_r)
    assert d.ctx.settings.keys["rest"] == "r" and d.ctx.settings.keys["read"] == "k"
    # Esc while waiting cancels without leaving the scene
    d.key(pygame.K_RETURN)
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["settings"] and d.top.capture is None


def test_rebinding_waits_past_ctrl_and_refuses_a_ctrl_chord():
    """Ctrl pressed for Ctrl+Z is not the key bound (it left Fight with no working key), and
    Ctrl+Z is refused in words: the bindings are single keys; the capture waits on."""
    d = Driver(SettingsScene)
    keys = d.widget("keys")
    d.top.form.set_focus(keys)
    for _ in range(ACTIONS.index("fight")):
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    assert d.top.capture == "fight"
    d.key(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    d.key(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert d.top.capture == "fight" and d.ctx.settings.keys["fight"] == DEFAULT_KEYS["fight"]
    assert d.ctx.t("settings.key_alone") in [t.text for t in d.ctx.toasts]
    d.key(pygame.K_j)
    assert d.top.capture is None and d.ctx.settings.keys["fight"] == "j"


def test_rebind_by_mouse_and_reserved_keys_refused():
    d = Driver(SettingsScene)
    keys = d.widget("keys")
    third = (keys.rect.x + 30, keys.rect.y + keys.row_px * 5 // 2)
    d.click(third)  # one click on a row starts capturing, as Enter does
    assert keys.selected == 2 and d.top.capture == ACTIONS[2]
    d.key(pygame.K_ESCAPE)
    assert d.top.capture is None and d.ctx.settings.keys[ACTIONS[2]] == DEFAULT_KEYS[ACTIONS[2]]
    row = (keys.rect.x + 30, keys.rect.y + keys.row_px // 2)
    d.click(row)
    assert d.top.capture == ACTIONS[0]
    d.key(pygame.K_TAB)
    assert d.ctx.settings.keys[ACTIONS[0]] == "up"
    d.click(d.widget("reset_keys"))
    assert d.ctx.settings.keys[ACTIONS[0]] == "up"


# -- new game -------------------------------------------------------------------------------------
def test_options_disabled_until_supported(monkeypatch):
    monkeypatch.setattr(launch, "supported_options", lambda: frozenset())
    d = Driver(NewGameScene)
    ruleset = d.widget("ruleset")
    d.click((ruleset.rect.right - 10, ruleset.rect.centery))
    assert d.top.ruleset == "ez_plus"
    cb = d.widget("rings")
    assert not cb.enabled and "not yet available" in cb.tooltip
    d.click(cb)
    assert not d.widget("rings").checked


def test_options_enabled_with_ez_plus(monkeypatch):
    monkeypatch.setattr(launch, "supported_options", lambda: frozenset({"rings", "curses"}))
    d = Driver(NewGameScene)
    assert not d.widget("rings").enabled  # EZ: options off
    d.top.form.set_focus(d.widget("ruleset"))
    d.key(pygame.K_RIGHT)
    assert d.widget("rings").enabled and not d.widget("identification").enabled
    d.click(d.widget("rings"))
    d.top.form.set_focus(d.widget("curses"))
    d.key(pygame.K_SPACE)
    assert d.top.chosen_options() == frozenset({"rings", "curses"})


def test_back_to_ez_the_greyed_options_show_no_tick(monkeypatch):
    """A ticked option greyed by choosing EZ read as if it were on: it is drawn (and said) off,
    and comes back ticked with EZ Plus."""
    monkeypatch.setattr(launch, "supported_options", lambda: frozenset({"rings"}))
    d = Driver(NewGameScene)
    d.top.form.set_focus(d.widget("ruleset"))
    d.key(pygame.K_RIGHT)
    d.click(d.widget("rings"))
    rings = d.widget("rings")

    def drawn() -> bytes:
        surface = pygame.Surface(d.loop.surface.get_size())
        rings.draw(surface, d.ctx)
        return pygame.image.tobytes(surface.subsurface(rings.rect), "RGB")

    ticked = drawn()
    d.top.form.set_focus(d.widget("ruleset"))
    d.key(pygame.K_LEFT)  # EZ
    rings = d.widget("rings")
    assert not rings.enabled and rings.checked  # remembered
    assert form_focus.value(d.ctx, d.top, rings) == d.ctx.t("speech.focus.off")
    rings.enabled, rings.checked = False, False
    empty = drawn()
    rings.checked = True
    assert drawn() == empty != ticked
    d.top.form.set_focus(d.widget("ruleset"))
    d.key(pygame.K_RIGHT)
    assert d.top.chosen_options() == frozenset({"rings"})


def test_seed_field_is_numeric_and_editable():
    d = Driver(NewGameScene)
    seed = d.widget("seed")
    d.click(seed)
    for _ in range(12):
        d.key(pygame.K_BACKSPACE)
    d.type("12ab3")
    assert d.widget("seed").text == "123"
    d.click(d.widget("reroll"))
    assert d.widget("seed").text.isdigit() and d.widget("seed").text != "123"


def test_a_refused_key_in_the_seed_field_says_why():
    d = Driver(NewGameScene)
    d.click(d.widget("seed"))
    d.ctx.toasts.clear()
    d.type("x")  # a letter
    said = [t.text for t in d.ctx.toasts]
    assert said == [d.ctx.t("newgame.seed_refused")]
    d.ctx.toasts.clear()
    seed = d.widget("seed")
    seed.set_text("123456789")
    d.type("0")  # a tenth digit
    assert seed.text == "123456789" and [t.text for t in d.ctx.toasts] == said
    d.ctx.toasts.clear()
    d.key(pygame.K_a, pygame.KMOD_CTRL)
    d.type("7")  # over the selection: taken, nothing said
    assert seed.text == "7" and d.ctx.toasts == []


class FakeTable(Scene):
    name = "table"


def _fake_engine(monkeypatch, made):
    def create_game(seed, ruleset, plus, mode, tiles="digital"):
        made.append(
            (seed, ruleset, frozenset(plus), mode) + ((tiles,) if tiles != "digital" else ())
        )
        return types.SimpleNamespace(seed=seed)

    monkeypatch.setattr(launch, "engine_status", lambda: (object(), ""))
    monkeypatch.setattr(launch, "create_game", create_game)
    module = types.ModuleType("jongrogue.ui.scenes.table")
    module.make_table_scene = lambda ctx, game: FakeTable(ctx)
    monkeypatch.setitem(sys.modules, "jongrogue.ui.scenes.table", module)


def test_start_replaces_newgame_with_the_table(monkeypatch):
    made = []
    _fake_engine(monkeypatch, made)
    d = Driver()
    d.click(d.widget("new_game"))
    d.top.form.set_focus(d.widget("mode"))
    d.key(pygame.K_RIGHT)
    d.click(d.widget("seed"))
    for _ in range(12):
        d.key(pygame.K_BACKSPACE)
    d.type("4242")
    d.key(pygame.K_RETURN)  # Enter in the seed field starts
    assert d.names() == ["title", "table"]
    assert made == [(4242, "ez", frozenset(), "challenge")]
    assert d.ctx.game.seed == 4242 and d.ctx.save_path == paths.autosave_path()


def test_enter_starts_from_a_chosen_option_and_space_toggles_it(monkeypatch):
    made = []
    _fake_engine(monkeypatch, made)
    monkeypatch.setattr(launch, "supported_options", lambda: frozenset({"rings", "curses"}))
    d = Driver()
    d.click(d.widget("new_game"))
    d.top.form.set_focus(d.widget("ruleset"))
    d.key(pygame.K_RIGHT)  # EZ Plus
    d.click(d.widget("rings"))  # on, and focused
    d.top.form.set_focus(d.widget("curses"))
    d.key(pygame.K_SPACE)  # on
    d.key(pygame.K_SPACE)  # off again
    d.key(pygame.K_RETURN)  # starts: does not toggle the focused option
    assert d.names() == ["title", "table"]
    assert [m[1:3] for m in made] == [("ez_plus", frozenset({"rings"}))]


def test_start_without_table_scene_shows_a_message(monkeypatch):
    made = []
    _fake_engine(monkeypatch, made)
    monkeypatch.setitem(sys.modules, "jongrogue.ui.scenes.table", None)  # import fails
    d = Driver(NewGameScene)
    d.key(pygame.K_RETURN)  # focus starts on Start
    assert isinstance(d.top, MessageScene) and d.top.kind == "error"
    d.key(pygame.K_RETURN)
    assert d.names() == ["newgame"]


def test_damaged_autosave_offers_recovery(monkeypatch):
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text("garbage\n", encoding="utf-8")
    calls = []

    class Game:
        @staticmethod
        def load(path, recover=False):
            calls.append(recover)
            if not recover:
                raise ValueError("hash mismatch at line 7")
            return types.SimpleNamespace(recovered=True)

    engine = types.SimpleNamespace(Game=Game, Options=object)
    monkeypatch.setattr(launch, "engine_status", lambda: (engine, ""))
    monkeypatch.setattr(launch, "Game", Game)
    module = types.ModuleType("jongrogue.ui.scenes.table")
    module.make_table_scene = lambda ctx, game: FakeTable(ctx)
    monkeypatch.setitem(sys.modules, "jongrogue.ui.scenes.table", module)
    d = Driver()
    d.key(pygame.K_RETURN)  # focus is on Continue
    assert d.top.tag == "damaged_save" and "line 7" in d.top.body
    d.key(pygame.K_RETURN)  # "recover the good part"
    assert calls == [False, True]
    assert d.names() == ["title", "table"] and d.ctx.game.recovered


# -- rules, score card -----------------------------------------------------------------------------
def test_rules_chapters_search_and_language():
    d = Driver(RulesScene)
    scene = d.top
    assert len(scene.items) >= 10 and scene.form.focus.id == "chapters"
    d.key(pygame.K_DOWN)
    assert scene.selected == 1
    assert scene.pane.blocks[0][0] == "title"
    d.type("k")  # typing anywhere searches
    d.type("estrel")
    assert scene.query == "kestrel" and scene.items[0][0] == "monster.kestrel"
    d.key(pygame.K_ESCAPE)  # Esc clears the search first
    assert scene.query == "" and d.names() == ["rules"]
    lang = d.widget("book_lang")
    d.click((lang.rect.x + 10, lang.rect.centery))
    assert scene.book_lang == "ja" and d.ctx.lang == "en"
    d.step(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    d.key(pygame.K_ESCAPE)
    assert d.names() == []


def test_score_card_shows_history_rows():
    from jongrogue.runfiles import history

    for i in range(30):
        history.record_run(
            dict(
                seed=i,
                ruleset="ez",
                result="game_over",
                gold=i * 10,
                score=i * 10,
                cause="kestrel",
                floor=2,
                deepest=3,
                level=1,
            )
        )
    d = Driver(ScoreCardScene)
    scene = d.top
    assert len(scene.rows) == 30 and scene.list.selected == 29
    assert scene.cell(scene.rows[3], "cause") == "Kestrel"
    assert scene.cell(scene.rows[3], "result") == "Game over"
    d.key(pygame.K_HOME)
    assert scene.list.selected == 0 and scene.list.top == 0


# -- polish: nothing overlaps or leaves the window -----------------------------------------------------
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("scale,size", [(100, (1280, 800)), (200, (1280, 800)), (100, (880, 560))])
def test_widgets_fit_and_do_not_overlap(lang, scale, size):
    for cls in (TitleScene, NewGameScene, SettingsScene, RulesScene, ScoreCardScene):
        d = Driver(cls, lang=lang, size=size, scale=scale)
        ws = [w for w in d.top.form.widgets if w.visible]
        screen = pygame.Rect(0, 0, *size)
        for w in ws:
            assert screen.contains(w.rect), (cls.name, w.id, w.rect)
        for i, a in enumerate(ws):
            for b in ws[i + 1 :]:
                if b in getattr(a, "members", ()):  # a group's one Tab stop surrounds it
                    continue
                assert not a.rect.colliderect(b.rect), (cls.name, lang, scale, a.id, b.id)


def test_overlay_dims_the_scene_beneath():
    d = Driver()
    before = d.loop.surface.get_at((5, 5))
    d.loop.apply(
        __import__("jongrogue.ui.scene", fromlist=["Push"]).Push(
            MessageScene(d.ctx, "Title", "Body text")
        )
    )
    d.step()
    after = d.loop.surface.get_at((5, 5))
    assert sum(after[:3]) < sum(before[:3])
    d.key(pygame.K_ESCAPE)
    assert d.names() == ["title"]


def test_pop_passes_the_result_down():
    got = []

    class Parent(Scene):
        name = "parent"

        def resume(self, result, child):
            got.append((result, child.tag))

    d = Driver(Parent)
    d.loop.apply(
        __import__("jongrogue.ui.scene", fromlist=["Push"]).Push(
            ConfirmScene(d.ctx, "Sure?", "Really?", tag="q")
        )
    )
    d.key(pygame.K_RIGHT)  # focus to "no"
    d.key(pygame.K_RETURN)
    assert got == [(False, "q")]
    assert isinstance(Pop(3).result, int)
