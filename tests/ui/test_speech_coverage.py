"""Information coverage: every fact the table shows a sighted player is spoken at some focus stop
or review key, in Japanese and English, over 500+ positions of bot play (EZ, EZ Plus with every
option, a paper run).

``SHOWN`` below is the one map from ``view()``'s fields to what the table shows: each field is
either a fact maker (the words that say it, built with the same text helpers as the table) or the
reason it is not shown. A field ``view()`` grows that the map neither covers nor lists fails
``test_every_view_field_is_mapped``. What the table says at a position is every utterance of its
focus stops (Ctrl+arrows over the grid, Tab over the whole action bar) and of the review keys
(status, here, odds), each through the scene into a recording voice."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.engine.core.model import OPTION_IDS
from jongrogue.runfiles.history import History
from jongrogue.sim.bot import GreedyBot
from jongrogue.speech.backend import RecordingSink
from jongrogue.storage.settings import Settings
from jongrogue.text import sheet_words
from jongrogue.text.command_text import bar_commands, label
from jongrogue.text.log_format import context_name
from jongrogue.text.paper_words import prompt
from jongrogue.text.tile_words import tile_list
from jongrogue.text.words import item_name, monster_name, position_text, tt
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.board.wall_view import food_warning
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes import table_flow
from jongrogue.ui.scenes.table import make_table_scene
from jongrogue.ui.scenes.table_focus import grid
from jongrogue.ui.voice import advice, review
from tests.engine.helpers import rig_pc

SIZE = (1280, 800)
LANGS = ("en", "ja")
# (name, options, seeds played one after another, positions wanted)
# (name, options, seed, the positions checked: after commands first … last - 1). EZ seed 32
# dies on floor 3 at its 153rd command, continues and plays on (the score card's row, the
# continues); EZ Plus seed 32 has gold lying in a slot by its 250th; the paper run enters its tiles
KINDS = (
    ("ez", Options(), 32, 1, 201),
    ("ez_plus", Options("ez_plus", OPTION_IDS), 32, 91, 291),
    ("paper", Options(tiles="paper"), 41, 1, 111),
)


@pytest.fixture(autouse=True)
def table_alone(monkeypatch):
    monkeypatch.setattr(table_flow, "CONTEXT_SCENES", {})  # the table itself, never camp / death


# -- the facts ------------------------------------------------------------------------------------
class Words:
    """A language's display texts (what the table draws) and its spoken form."""

    def __init__(self, ctx: AppContext):
        self.ctx, self.spoken = ctx, ctx.spoken()
        self._said: dict[str, str] = {}

    def say(self, text: str) -> str:
        said = self._said.get(text)
        if said is None:
            said = self._said[text] = norm(self.spoken.speakable(text))
        return said


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


Fact = tuple[str, ...]  # phrases that one utterance must hold together
Maker = Callable[[Words, dict], Iterator[Fact]]


def _fields(*keys: str, view_key: Callable[[str], str] = lambda k: k) -> Maker:
    def make(w: Words, v: dict) -> Iterator[Fact]:
        for k in keys:
            yield (w.say(f"{w.ctx.name(f'field.{k}')}: {v['pc'][view_key(k)]}"),)

    return make


def _field(key: str, shown: Callable[[Words, Any], str | None], name: str = "") -> Callable:
    """A sheet field whose drawn value is not the view's number."""

    def make(w: Words, v: dict) -> Iterator[Fact]:
        value = shown(w, v["pc"])
        if value is not None:
            yield (w.say(f"{name or w.ctx.name(f'field.{key}')}: {value}"),)

    return make


def _deepest(w, v):
    title = sheet_words.describe(w.ctx.lang, "ui.sheets.deepest_field")[0]
    yield (w.say(f"{title}: {v['pc']['deepest']}"),)


def _plate(w, pc):
    up = pc["wind_plate"] == "south"
    way = w.ctx.t("speech.focus.up" if up else "speech.focus.down")
    return w.ctx.t("speech.focus.stairs", tile=w.spoken.tile("N" if up else "T"), way=way)


def _amulet(w, pc):
    return w.ctx.t("speech.focus.yes" if pc["has_amulet"] else "speech.focus.no")


def _states(w, v):
    for s in v["pc"]["states"]:
        yield (w.say(w.ctx.name(f"pc_state.{s}")),)


def _position(w, v):
    yield (w.say(position_text(w.spoken, v["pc"]["position"])),)


def _context(w, v):
    yield (w.say(context_name(w.spoken, v["context"])),)


def _mode(w, v):
    yield (w.say(tt(w.ctx, "mode." + v["mode"])),)


def _ruleset(w, v):
    yield (w.say(w.ctx.t("newgame." + v["ruleset"])),)


def _options(w, v):
    for o in v["options"]:
        yield (w.say(w.ctx.name(f"option.{o}")),)


def _wall(w, v):
    yield (w.say(w.ctx.t("speech.focus.wall", count=v["wall"]["count"])),)


def _food_check(w, v):
    yield (w.say(food_warning(w.ctx, v["wall"]["count"], v["wall"]["food_check"])[0]),)


def _discard(w, v):
    if v["discard"]:  # every tile, in the pile's order
        yield (w.say(w.spoken.t("table.tile_sep").join(w.spoken.tile(t) for t in v["discard"])),)


def _rooms(part: str) -> Maker:
    def make(w, v):
        for r, info in v["dungeon"]["rooms"].items():
            room = w.say(tt(w.ctx, "room_n", n=int(r)))
            for phrase in _room_part(w, info, part):
                yield (room, w.say(phrase))

    return make


def _room_part(w, info, part) -> list[str]:
    ctx = w.ctx
    if part == "tiles":  # (said in the spoken words: a Japanese player's トン, not 東)
        words = w.spoken
        return [tt(words, "desc.room_tiles", tiles=tile_list(words, info["tiles"]))] * info[
            "revealed"
        ]
    if part == "revealed":
        return [tt(ctx, "desc.revealed" if info["revealed"] else "desc.not_revealed")]
    if part == "explored":
        return [tt(ctx, "desc.explored")] * info["explored"]
    if part == "doors":
        return [ctx.name(f"direction.{d}") for d in info["doors"]]
    if part == "dead_doors":
        return [
            ctx.t("speech.focus.dead_door", door=ctx.name(f"direction.{d}"))
            for d in info["dead_doors"]
        ]
    return [w.spoken.name("tile.pR")] * info["stairs"]


def _corridors(w, v):
    for key, status in v["dungeon"]["corridors"].items():
        yield (w.say(tt(w.ctx, "corridor_n", c=key) + f" ({tt(w.ctx, 'corridor.' + status)})"),)


def _slots(part: str) -> Maker:
    def make(w, v):
        for r, slots in v["encounter"]["rooms"].items():
            for i, s in enumerate(slots, 1):
                if s["face"] == "empty" and i > 4:
                    continue  # an empty fifth slot is not drawn
                title = w.say(tt(w.ctx, "slot_title", n=int(r), i=i))
                for phrase in _slot_part(w, s, part):
                    yield (title, w.say(phrase))

    return make


def _slot_part(w, s, part) -> list[str]:
    ctx, m, face = w.ctx, s["monster"], s["face"]
    if part == "monster":
        if not m:
            return []
        hp = tt(ctx, "desc.monster", hp=m["hp"] - m["damage"], max=m["hp"])
        return [monster_name(ctx, m["id"]), hp] + [
            ctx.name(f"monster_state.{st}") for st in m["states"]
        ]
    if part == "gold":
        return [f"{ctx.name('item.gold')} {s['gold']}"] if s["gold"] else []
    if part == "tile":  # a face-up tile, and one seen face down by clairvoyance (peek)
        shown = s["tile"] not in (None, "U") and (face == "up" or s.get("peek"))
        return [w.spoken.tile(s["tile"])] if shown else []  # a monster's tile too
    if face == "empty":
        return [tt(ctx, "desc.empty_slot")]
    if face == "unseen":
        return [ctx.text("term.unseen")]
    # face down: said as such (the PC's room also with what a face-down tile is)
    down = face == "down" and not s.get("peek") and not m
    return [ctx.t("speech.focus.face_down")] if down else []


def _sheet_name(w, sheet: str) -> str:
    return w.say(w.ctx.name(f"sheet.{sheet}"))


def _items(w, v):
    for it in v["sheets"]["items"]:
        phrase = w.ctx.t(
            "speech.focus.item",
            item=item_name(w.spoken, it["sheet"], it["kind"]),
            count=it["count"],
        )
        tags = [w.ctx.t("speech.focus.equipped")] * it["equipped"]
        tags += [w.ctx.t("speech.focus.cursed")] * it["cursed"]
        yield (_sheet_name(w, it["sheet"]), w.say(phrase), *map(w.say, tags))


def _bonus(sheet: str) -> Maker:
    def make(w, v):
        if any(it["sheet"] == sheet and it["equipped"] for it in v["sheets"]["items"]):
            n = v["sheets"][f"{sheet}_bonus"]
            yield (_sheet_name(w, sheet), w.say(w.ctx.t("speech.focus.bonus", n=n)))

    return make


def _carry(w, v):
    for sheet, c in v["sheets"]["carry"].items():
        said = w.ctx.t("speech.focus.carry", count=c["count"], limit=c["limit"])
        yield (_sheet_name(w, sheet), w.say(said))


def _links(sheet: str) -> Maker:
    def make(w, v):
        for row, link in enumerate(v["sheets"][f"{sheet[:-1]}_links"], 1):
            if link["face_up"]:
                said = w.ctx.t("speech.focus.link", row=row, tile=w.spoken.tile(link["tile"]))
                yield (_sheet_name(w, sheet), w.say(said))

    return make


def _score_card(w, v):
    for n, row in enumerate(v["score_card"], 1):
        yield (
            _sheet_name(w, "score_card"),
            w.say(w.ctx.t("speech.focus.score_row", n=n, **_row(w, row))),
        )


def _row(w, row) -> dict:
    return {
        "result": w.ctx.name(f"result.{row['result']}"),
        "floor": row.get("floor", ""),
        "score": row.get("score") or 0,
    }


def _paper(w, v):
    paper = v.get("paper")
    if paper is None:
        return
    p = prompt(w.spoken, paper)
    yield (w.say(p.ask),)
    for step in p.steps:
        yield (w.say(step),)
    if p.entered:
        yield (w.say(p.entered),)
    for kind, left in p.offered.items():  # the picker's cells: each kind and its copies left
        if p.rows:
            yield (w.say(w.ctx.t("speech.focus.picker_row", row=kind)),)
        else:
            said = w.ctx.t("speech.focus.copies_left", count=left)
            yield (w.say(f"{w.spoken.tile(kind)}: {said}"),)


def _continues(w, v):
    n = v["pc"]["continues"]
    if n:
        yield (w.say(f"{w.ctx.name('field.continues')}: {n}"),)


# view() field -> the fact maker that says how the table shows it, or why the table does not.
# ``*`` stands for any key of a dict keyed by room, corridor or sheet; ``[]`` for a list's items;
# a field ending in ``/`` is shown (or not) as a whole.
SHOWN: dict[str, Maker | str] = {
    "ruleset": _ruleset,  # the HUD's mode chip
    "options[]": _options,  # the mode chip's tooltip
    "mode": _mode,
    "context": _context,  # the HUD's context label
    "pc.position/": _position,  # the PC's post-it on the map
    "pc.level": _fields("level", "xp"),
    "pc.xp": "said with pc.level",
    "pc.marker": "drawn as max HP (2 × marker + 2): pc.max_hp",
    "pc.max_hp": _fields("max_hp"),
    "pc.hp": _fields("hp"),
    "pc.strength": _fields("strength"),
    "pc.gold": _fields("gold"),
    "pc.food": _fields("food_points", view_key=lambda k: "food"),
    "pc.floor": _fields("floor"),
    "pc.deepest": _deepest,
    "pc.wind_plate": _field("stairs", _plate),
    "pc.has_amulet": _field("amulet", _amulet),
    "pc.states[]": _states,
    "pc.continues": _continues,  # character sheet B's corner, when not 0
    "wall.count": _wall,
    "wall.food_check": _food_check,  # the wall's "food check in n draws" line
    "discard[]": _discard,
    "in_hand[]": "never drawn (tiles between a draw and the discard pile within one command)",
    "dungeon.rooms.*.tiles[]": _rooms("tiles"),
    "dungeon.rooms.*.revealed": _rooms("revealed"),
    "dungeon.rooms.*.explored": _rooms("explored"),
    "dungeon.rooms.*.doors[]": _rooms("doors"),
    "dungeon.rooms.*.dead_doors[]": _rooms("dead_doors"),
    "dungeon.rooms.*.stairs": _rooms("stairs"),
    "dungeon.corridors.*": _corridors,
    "dungeon.mapped": "drawn as the corridors it opened: dungeon.corridors",
    "encounter.rooms.*[]": "each slot by its fields below",
    "encounter.rooms.*[].tile": _slots("tile"),
    "encounter.rooms.*[].face": _slots("face"),
    "encounter.rooms.*[].peek": "a peeked tile is said as its tile: encounter.rooms.*[].tile",
    "encounter.rooms.*[].monster": _slots("monster"),
    "encounter.rooms.*[].monster.id": "said with the monster",
    "encounter.rooms.*[].monster.hp": "said with the monster",
    "encounter.rooms.*[].monster.damage": "said with the monster",
    "encounter.rooms.*[].monster.states[]": "said with the monster",
    "encounter.rooms.*[].gold": _slots("gold"),
    "combat": "None outside a fight",
    "combat.phase": "shown as the context (ranged / melee phase) and the bar's commands",
    "combat.shots": "not drawn: the bar offers a shot while one is left",
    "combat.turn": "not drawn",
    "combat.frozen_spent": "not drawn",
    "combat.ranged_over": "not drawn: the bar's commands",
    "combat.deliberate": "not drawn: the bar's commands",
    "sheets.items[]": _items,
    "sheets.items[].sheet": "said with the item",
    "sheets.items[].kind": "said with the item",
    "sheets.items[].count": "said with the item",
    "sheets.items[].equipped": "said with the item",
    "sheets.items[].cursed": "said with the item",
    "sheets.melee_bonus": _bonus("melee"),  # the sheet's corner while a weapon is equipped
    "sheets.armour_bonus": _bonus("armour"),
    "sheets.potion_links[]": _links("potions"),
    "sheets.potion_links[].tile": "said with the link",
    "sheets.potion_links[].face_up": "said with the link",
    "sheets.scroll_links[]": _links("scrolls"),
    "sheets.scroll_links[].tile": "said with the link",
    "sheets.scroll_links[].face_up": "said with the link",
    "sheets.status_field[]": "not drawn: the status cell shows the PC's 1 of Dots and pc.states",
    "sheets.carry.*.count": _carry,  # the sheet's corner: count / limit
    "sheets.carry.*.limit": "said with the count",
    "sheets.end_camp_discards/": "the camp screen's, not the table's",
    "score_card/": _score_card,
    "victory_sheet/": "the victory screen's (no bot position here reaches one)",
    "death_cause": "the death screen's, not the table's",
    "reshuffles": "not drawn",
    "paper/": _paper,  # the tile picker's question, the table work first, the tiles so far
}


def field_paths(v: Any, at: str = "") -> Iterator[str]:
    """Every field of a view, named as in SHOWN."""
    if f"{at}/" in SHOWN:
        yield f"{at}/"
        return
    if isinstance(v, dict):
        keyed = at in ("dungeon.rooms", "dungeon.corridors", "encounter.rooms", "sheets.carry")
        for k, sub in v.items():
            yield from field_paths(sub, f"{at}.*" if keyed else f"{at}.{k}" if at else k)
    elif isinstance(v, list):
        yield f"{at}[]"
        for sub in v:
            if isinstance(sub, (dict, list)):
                yield from field_paths(sub, f"{at}[]")
    else:
        yield at


def facts(w: Words, v: dict, legal: list) -> list[tuple[str, Fact]]:
    out = [(path, fact) for path, make in SHOWN.items() if callable(make) for fact in make(w, v)]
    # every legal command, as the action bar labels it; a tile the rules wait for is entered in
    # the picker (the prompt above), not on the bar
    # (the pause menu's commands, MENU_ONLY, are said by its own focus)
    if v.get("paper") is None:
        out += [("legal commands", (w.say(label(w.ctx, c, v)),)) for c in bar_commands(legal)]
    return out


# the facts a kind of run is there to reach; any other fact maker must speak in every kind
EXERCISED = {
    "ez": {"score_card/", "pc.continues", "dungeon.rooms.*.stairs", "pc.states[]"},
    "ez_plus": {
        "options[]",
        "encounter.rooms.*[].gold",
        "sheets.potion_links[]",
        "sheets.scroll_links[]",
        "pc.states[]",
    },
    "paper": {"paper/"},
}


# -- the positions --------------------------------------------------------------------------------
def paper_entry(g: Game, rng: random.Random):
    asked = g.view()["paper"]
    if asked["kind"] == "link_row":
        return cmd("tile", row=rng.choice(asked["rows"]))
    offered = asked["offered"]  # a tile as likely as its copies left
    kinds = sorted(offered)
    return cmd("tile", tile=rng.choices(kinds, [offered[k] for k in kinds])[0])


def play(options: Options, seed: int, n: int) -> list:
    """The first n commands of a bot's game (a paper run enters random tiles of those offered;
    at its first death the player continues)."""
    g, bot, rng, played = Game.new(seed, options), GreedyBot(), random.Random(seed), []
    while len(played) < n and g.view()["context"] not in ("game_over", "victory"):
        if g.state.context == "paper_tile":
            c = paper_entry(g, rng)
        elif g.state.context == "dead" and not g.view()["pc"]["continues"]:
            c = cmd("continue_game")
        else:
            c = bot.choose(g)
        g.execute(c)
        played.append(c)
    assert len(played) == n, f"{options} seed {seed}: ended after {len(played)} commands"
    return played


@dataclass
class Table:
    """A table scene in one language, speaking into a recording voice."""

    ctx: AppContext
    table: Any
    sink: RecordingSink

    @classmethod
    def open(cls, tmp_path, game: Game, lang: str) -> Table:
        st = Settings(language=lang, animation_speed="instant", sound=False)
        h = History(tmp_path / f"h-{lang}-{id(game)}.sqlite3")
        ctx = AppContext(st, size=SIZE, persist=False, history=h)
        ctx.toasts.clear()
        table = make_table_scene(ctx, game)
        table.ctl.recorded = True
        sink = RecordingSink()
        ctx.speech.use(sink)
        ctx.speech.enabled = True
        AppLoop(ctx, pygame.Surface(SIZE), table).step([], dt=0.0)
        return cls(ctx, table, sink)

    def play(self, command, look: bool) -> None:
        assert self.table.ctl.execute(command)[0]
        if look:
            self.table._ensure_spots()  # as before a key: the stops of the new position

    def key(self, key: int) -> str:
        """One key as the app loop hands it over: an answer, spoken at once."""
        self.ctx.speech.answering()
        e = pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_CTRL, unicode="")
        assert self.table.focus_key(e)
        return self.said()

    def said(self) -> str:
        self.ctx.speech.pump()
        return self.sink.spoken.pop().text

    def everything(self) -> list[str]:
        """Every focus stop (Ctrl+↓ row by row, Ctrl+→ along each), every bar button (Tab), and the
        review keys."""
        t, out = self.table, []
        t.focus = None
        for row in grid(t):
            out.append(self.key(pygame.K_DOWN))
            for _ in row[1:]:
                out.append(self.key(pygame.K_RIGHT))
        t.bar.focus = None
        for _ in t.bar.commands:
            t.bar.move_focus(1)
            t.focus_bar()
            out.append(self.said())
        t.focus = t.bar.focus = None
        for say in (review.status, review.here, advice.odds):
            self.ctx.speech.say(say(self.ctx, t.ctl), answer=True)
            out.append(self.said())
        return [norm(u) for u in out]


def missing(found: list[tuple[str, Fact]], said: list[str]) -> list[tuple[str, Fact]]:
    """The facts no one utterance says (all of a fact's phrases in the same utterance)."""
    heard: dict[str, list[str]] = {}  # a first phrase -> the utterances holding it
    out = []
    for path, fact in found:
        holding = heard.get(fact[0])
        if holding is None:
            holding = heard[fact[0]] = [u for u in said if fact[0] in u]
        if not any(all(p in u for p in fact[1:]) for u in holding):
            out.append((path, fact))
    return out


@pytest.mark.parametrize("kind", [k[0] for k in KINDS])
def test_every_shown_fact_is_spoken(tmp_path, kind):
    _, options, seed, first, last = next(k for k in KINDS if k[0] == kind)
    gaps, counted = Counter(), Counter()
    examples: dict[str, tuple] = {}
    tables = [Table.open(tmp_path, Game.new(seed, options), lang) for lang in LANGS]
    words = [Words(t.ctx) for t in tables]
    for n, c in enumerate(play(options, seed, last - 1), 1):
        for t in tables:
            t.play(c, look=n >= first)
        if n < first:
            continue
        for t, w in zip(tables, words):
            found = facts(w, t.table.ctl.view, t.table.ctl.legal())
            counted.update(path for path, _ in found)
            said = t.everything()
            for path, fact in missing(found, said):
                gaps[(t.ctx.lang, path)] += 1
                examples.setdefault(f"{t.ctx.lang} {path}", (fact, said))
    print(f"{kind}: {last - first} positions, {sum(counted.values())} facts: {dict(counted)}")
    assert not gaps, "\n".join(
        f"{k}: {n} facts unsaid; e.g. {examples[f'{k[0]} {k[1]}'][0]}"
        for k, n in sorted(gaps.items())
    )
    # every fact maker spoke: here, or (one of the others' own) in another kind of run
    silent = {p for p, make in SHOWN.items() if callable(make) and not counted[p]}
    others = set().union(*(v for k, v in EXERCISED.items() if k != kind))
    assert sorted(silent - (others - EXERCISED[kind])) == []


def test_every_view_field_is_mapped():
    """A field view() grows is either said (a fact maker) or listed with the reason it is not
    shown; and the map names no field the view does not have."""
    seen: set[str] = set()
    for _, options, seed, _, last in KINDS:
        g = Game.new(seed, options)
        seen.update(field_paths(g.view()))
        for c in play(options, seed, last - 1):
            g.execute(c)
            seen.update(field_paths(g.view()))
    assert sorted(seen - set(SHOWN)) == [], sorted(seen - set(SHOWN))
    assert sorted(set(SHOWN) - seen) == []
    assert sum(last - first for *_, first, last in KINDS) >= 500  # positions checked


def test_tiles_seen_by_clairvoyance_are_spoken(tmp_path):
    """The bot's runs drink no clairvoyance: a run made clairvoyant shows the floor's face-down
    tiles (peeked, drawn faded), and each is said as its tile."""
    for lang in LANGS:
        g = Game.new(32)
        for c in play(Options(), 32, 12):
            g.execute(c)
        rig_pc(g, states=tuple(sorted({*g.state.pc.states, "clairvoyant"})))
        t = Table.open(tmp_path, g, lang)
        t.table._ensure_spots()
        v, w = t.table.ctl.view, Words(t.ctx)
        peeked = [s for slots in v["encounter"]["rooms"].values() for s in slots if s.get("peek")]
        assert len(peeked) > 20 and all(s["tile"] != "U" for s in peeked)
        found = facts(w, v, t.table.ctl.legal())
        assert missing(found, t.everything()) == []
        tiles = [f for path, f in found if path == "encounter.rooms.*[].tile"]
        assert len(tiles) >= len(peeked)
