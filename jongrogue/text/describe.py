"""Describe anything: (title, body) for a hotspot target, from the i18n rules catalog."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from jongrogue.engine import Game, Item
from jongrogue.text.log_format import LogEntry
from jongrogue.text.map_doors import map_doors
from jongrogue.text.paper_words import seed_key
from jongrogue.text.sheet_words import describe as sheet_describe
from jongrogue.text.strings import Texts
from jongrogue.text.tile_meaning import monster_meaning, tile_meaning
from jongrogue.text.tile_words import tile_list
from jongrogue.text.words import item_name, monster_name, position_text, tt


class RunController(Protocol):
    """What the run chip and the autosave warning read of the UI's controller."""

    @property
    def game(self) -> Game: ...

    @property
    def warning(self) -> str | None: ...


def _entry(ctx: Texts, key: str) -> tuple[str, str]:
    return ctx.name(key), ctx.text(key)


def describe(
    ctx: Texts,
    target: tuple[Any, ...],
    view: dict[str, Any],
    *,
    log: Sequence[LogEntry] | None = None,
    controller: RunController | None = None,
) -> tuple[str, str] | None:
    kind = target[0]
    if kind == "room":
        r = target[1]
        info = view["dungeon"]["rooms"][str(r)]
        # (a face-down pair is said in words below, not as its "U U" codes)
        lines = (
            [tt(ctx, "desc.room_tiles", tiles=tile_list(ctx, info["tiles"]))]
            if info["revealed"]
            else []
        )
        lines.append(tt(ctx, "desc.revealed") if info["revealed"] else tt(ctx, "desc.not_revealed"))
        if info["explored"]:
            lines.append(tt(ctx, "desc.explored"))
        doors, dead = map_doors(view, r), info["dead_doors"]
        for key, sides in (
            ("desc.doors", [d for d in doors if d not in dead]),
            ("desc.dead_doors", [d for d in doors if d in dead]),
        ):
            if sides:
                words = (ctx.name(f"direction.{d}") for d in sides)
                lines.append(tt(ctx, key, doors=tt(ctx, "desc.door_sep").join(words)))
        if info["stairs"]:
            lines.append(ctx.text("tile.pR"))
        return tt(ctx, "room_n", n=r), "\n".join(lines)
    if kind == "room_enc":
        r = target[1]
        sep = tt(ctx, "desc.list_sep")
        slots = encounter_slots(ctx, view, r)
        title = tt(ctx, "enc_room_n", n=r)
        if not slots:
            return title, tt(ctx, "desc.enc_none")
        if all(what == [ctx.name("tile.U")] for _, what in slots):
            return title, tt(ctx, "desc.enc_unmet", n=len(slots))
        return title, "\n".join(tt(ctx, "desc.slot_line", i=i, what=sep.join(w)) for i, w in slots)
    if kind == "door":
        _, r, d = target
        dead = d in view["dungeon"]["rooms"][str(r)]["dead_doors"]
        body = ctx.text(f"direction.{d}")
        if dead:
            body += "\n" + ctx.text("term.dead_door")
        return tt(ctx, "pos_door", n=r, dir=ctx.name(f"direction.{d}")), body
    if kind == "corridor":
        status = view["dungeon"]["corridors"].get(target[1], "hidden")
        body = (
            ctx.text("term.hidden_passage") if status == "hidden" else ctx.text("term.known_open")
        )
        return tt(ctx, "corridor_n", c=target[1]) + f" ({tt(ctx, 'corridor.' + status)})", body
    if kind == "slot":
        return _slot(ctx, target, view)
    if kind == "pc":
        pos = position_text(ctx, view["pc"]["position"])
        return tt(ctx, "pc_title"), tt(ctx, "desc.pc_where", where=pos) + "\n" + tt(
            ctx, "desc.pc_drag"
        )
    if kind == "wall":
        return ctx.name("term.wall"), ctx.text("term.wall")
    if kind in ("discard", "discard_sort"):
        return ctx.name("term.discard"), ctx.text("term.discard") + "\n" + tt(
            ctx, "desc.discard_sort"
        )
    if kind == "field":
        return _entry(ctx, f"field.{target[1]}")
    if kind == "pc_state":
        return _entry(ctx, f"pc_state.{target[1]}")
    if kind == "context":
        c = view["context"]
        return (tt(ctx, "context_dead"), "") if c == "dead" else _entry(ctx, f"context.{c}")
    if kind == "run":
        return _run(ctx, view, controller)
    if kind == "sheet":
        return _entry(ctx, f"sheet.{target[1]}")
    if kind == "sheet_spot":
        try:
            return sheet_describe(ctx.lang, target[2])
        except Exception:
            return _entry(ctx, target[2])
    if kind == "log" and len(target) > 1 and log is not None and 0 <= target[1] < len(log):
        e = log[target[1]]
        body = e.detail or ""
        if e.tiles:
            body = (body + "\n" if body else "") + tt(ctx, "desc.tiles", tiles=" ".join(e.tiles))
        return e.shown(), body
    if kind == "warning" and controller is not None:
        return tt(ctx, "autosave_title"), controller.warning or ""
    return None


def _run(ctx: Texts, view: dict[str, Any], controller: RunController | None) -> tuple[str, str]:
    """The HUD's mode chip: the rule set and its options, the mode and what it allows, the seed."""
    mode, ruleset = view["mode"], view["ruleset"]
    title = tt(ctx, "mode_chip", ruleset=ctx.t("newgame." + ruleset), mode=tt(ctx, "mode." + mode))
    lines = [ctx.t(f"newgame.{mode}_desc")]
    if ruleset != "ez":
        names = [ctx.name(f"option.{o}") for o in view["options"]]
        lines.append(
            tt(ctx, "run_options", options=tt(ctx, "desc.list_sep").join(names))
            if names
            else tt(ctx, "run_no_options")
        )
    if controller is not None:
        key = seed_key("run_seed", controller.game.options.tiles)
        lines.append(tt(ctx, key, seed=controller.game.header["seed"]))
    return title, "\n".join(lines)


def _slot(ctx: Texts, target: tuple[Any, ...], view: dict[str, Any]) -> tuple[str, str] | None:
    _, r, i = target
    slots = view["encounter"]["rooms"].get(str(r), [])
    if i > len(slots):
        return None
    s = slots[i - 1]
    title = tt(ctx, "slot_title", n=r, i=i)
    face = s["face"]
    if face == "empty":
        return title, tt(ctx, "desc.empty_slot")
    if s.get("monster"):
        m = s["monster"]
        name = monster_name(ctx, m["id"])
        body = tt(ctx, "desc.monster", hp=m["hp"] - m["damage"], max=m["hp"])
        if m["states"]:
            named = (ctx.name(f"monster_state.{st}") for st in m["states"])
            body += "\n" + tt(ctx, "desc.list_sep").join(named)
        where = (
            f"{title}: {name} ({s['tile']})"
            if s.get("tile") not in (None, "U")
            else f"{title}: {name}"
        )
        return where, body + "\n" + monster_meaning(ctx, m["id"], view["options"])
    if s.get("gold"):
        return f"{title}: {ctx.name('item.gold')} {s['gold']}", ctx.text("item.gold")
    if face == "unseen":
        return title, ctx.text("term.unseen")
    if s.get("tile") in (None, "U"):
        return title, ctx.text("tile.U")
    code = s["tile"]
    meaning = tile_meaning(ctx, code, view["options"])
    if face == "down":  # clairvoyance shows it (drawn faded)
        meaning = tt(ctx, "desc.peeked") + "\n" + meaning
    return f"{title}: {code}", meaning


def encounter_slots(ctx: Texts, view: dict[str, Any], room: int) -> list[tuple[int, list[str]]]:
    """Each filled slot of ``room``'s encounter as (its number, what it holds in a few words):
    its tile or monster, a monster's HP and whether it is awake or its states, an item's,
    trap's or gold's meaning. The room's tooltip shows them and Ctrl+E says them."""
    out = []
    rolling = (view.get("paper") or {}).get("monster")  # a paper run's sleep roll in progress
    for i, slot in enumerate(view["encounter"]["rooms"].get(str(room), []), 1):
        if slot.get("face") == "empty":
            continue
        found = _slot(ctx, ("slot", room, i), view)
        if found is None:
            continue
        head, body = found
        what = [head.split(": ", 1)[1] if ": " in head else ctx.name("tile.U")]
        lines = body.split("\n")
        monster = slot.get("monster")
        if monster:  # its HP, then awake or its states (asleep, held …)
            what.append(lines[0])
            if monster["states"]:
                what.append(lines[1])
            elif rolling and rolling["room"] == room and i >= rolling["slot"]:
                what.append(tt(ctx, "desc.sleep_roll_due"))  # (its roll is drawn in slot order)
            else:
                what.append(tt(ctx, "desc.awake"))
        elif slot.get("tile") in (None, "U") and not slot.get("gold"):
            pass  # face down and unknown: its name says all there is
        elif slot.get("face") in ("up", "down") and not slot.get("gold"):
            what.append(lines[-1])  # what the tile is: its item, trap or gold
        out.append((i, [w for w in what if w]))
    return out


def item_text(ctx: Texts, item: Item) -> str:
    return item_name(ctx, item.sheet, item.kind)
