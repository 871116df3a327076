"""Readable log entries built from engine events (one command → a few lines)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from jongrogue.text import check_words, strings
from jongrogue.text.fight_words import no_melee_line
from jongrogue.text.strings import Texts
from jongrogue.text.tile_words import tile_list, tile_word
from jongrogue.text.words import item_name, monster_name, position_text, tt

PC_FIELDS = (
    "hp",
    "max_hp",
    "gold",
    "food",
    "level",
    "xp",
    "strength",
    "floor",
    "marker",
    "continues",
    "melee_bonus",
    "armour_bonus",
    "has_amulet",
    "wind_plate",
)
UNLOGGED_DRAWS = ("deal",)  # dealing a floor has its own line ("A new floor is laid out")
# events that come between the draws of one roll without a line of their own (a paper run's
# entered tile): they do not end the roll's draws
SILENT = ("drawn", "hand_discarded", "tile_entered")
WOKEN = ("-asleep", "-deep_asleep")  # a monster's slot event when it wakes (engine monster_state)
GAINED = tuple(
    f"+{state}" for state in ("deep_asleep", "confused", "invisible", "hasted", "slowed", "sealed")
)


class Happened(Protocol):
    """An event as the log reads it (engine.core.events.Event: the public events of a command)."""

    kind: str
    data: dict[str, Any]


@dataclass
class LogEntry:
    """A line of the game log: its text, kind, detail and the command it belongs to."""

    text: str
    kind: str = "info"  # command | check | good | bad | info | warn
    detail: str = ""
    count: int = 1
    tiles: tuple[Any, ...] = ()
    index: int = 0  # command number it belongs to
    extra: dict[str, Any] = field(default_factory=dict)

    def shown(self) -> str:
        return f"{self.text} ×{self.count}" if self.count > 1 else self.text


def check_line(ctx: Texts, data: dict[str, Any], who: str | None = None) -> LogEntry:
    """ "Melee attack roll: drew 4 of Bamboo, 8 of Characters, total 12; target 10 or more → you
    hit", coloured by what it means for the player (not by the rules' "success"). ``who``: the
    monster id the roll is about ("Sleep roll for the Centaur": a listener cannot see which slot
    it is about)."""
    name = check_name(ctx, data["check"])
    if who is not None:
        name = tt(ctx, "log.check_for", check=name, who=monster_name(ctx, who))
    tiles = tuple(data.get("tiles") or ())
    if data.get("op") == "until":
        return until_failed(ctx, data["check"], tiles)
    text, good = check_words.sentence(ctx, data, name)
    kind = "check" if good is None else ("good" if good else "bad")
    extra = {"success": data.get("success"), "good": good, "check": data["check"]}
    return LogEntry(text, kind, tiles=tiles, extra=extra)


def until_failed(ctx: Texts, purpose: str, tiles: tuple[Any, ...]) -> LogEntry:
    """A draw until a suit that the wall's end cut off, with what that means ("… so no potion
    is gained"): the item, the drop or the monster is skipped (§6.2)."""
    words = {
        "check": check_name(ctx, purpose),
        "outcome": tt(ctx, f"log.until_outcome.{purpose}"),
    }
    if tiles:
        text = tt(ctx, "log.until_failed_drew", tiles=tile_list(ctx, tiles), **words)
    else:
        text = tt(ctx, "log.until_failed", **words)
    return LogEntry(text, "warn", tiles=tiles)


def check_name(ctx: Texts, cid: str) -> str:
    return ctx.name(f"check.{cid}")


def monsters_in(view: dict[str, Any]) -> dict[tuple[int, int], str]:
    """{(room, slot): monster id} of the monsters a view shows (``entries_for``'s ``monsters``)."""
    return {
        (int(r), k): s["monster"]["id"]
        for r, slots in view["encounter"]["rooms"].items()
        for k, s in enumerate(slots, 1)
        if s.get("monster")
    }


def entries_for(
    ctx: Texts,
    command_label: str,
    events: Iterable[Happened],
    index: int,
    monsters: dict[tuple[Any, Any], str] | None = None,
) -> list[LogEntry]:
    """``monsters`` maps (room, slot) to a monster id (to name the target of your attacks)."""
    monsters = dict(monsters or {})
    out = [LogEntry(f"{index}. {command_label}", "command", index=index)]
    burn: dict[str, list[str]] = {}
    draws: dict[str, list[str]] = {}  # draws of no roll (draw until a suit): a line of their own
    drawn_lines: dict[str, LogEntry] = {}  # the last such line of each purpose
    # draws whose last tile emptied the wall (written at the reshuffle): if death comes next, the
    # wall's food check starved the PC before the roll or draw was decided
    cut_short: dict[str, LogEntry] = {}
    revealed: dict[int, list[str]] = {}
    for e in events:
        k, d = e.kind, e.data
        if k == "drawn" and str(d.get("purpose", "")).startswith("burn"):
            burn.setdefault(d["purpose"], []).append(d["tile"])
            continue
        if k == "drawn" and d.get("purpose") not in UNLOGGED_DRAWS:
            draws.setdefault(d["purpose"], []).append(d["tile"])
            continue
        unmatched: tuple[Any, ...] = ()
        if k == "check" and d.get("op") == "until":  # the draws ended unmatched: one line
            drawn = drawn_lines.pop(d["check"], None)
            unmatched = (drawn.tiles if drawn else ()) + tuple(draws.pop(d["check"], ()))
            _drop(out, drawn)  # ("… the last one decides": none did)
        elif k == "check":
            draws.pop(d["check"], None)  # a roll's line names its own tiles ...
            _drop_roll_start(out, drawn_lines.pop(d["check"], None), d.get("tiles") or ())
        if burn and k not in SILENT:
            _flush_burn(ctx, burn, out)
        if draws and k not in SILENT:
            flushed = _flush_draws(ctx, draws, out)
            drawn_lines.update(flushed)
            if k == "reshuffled":
                cut_short = flushed
        if k == "died":
            for purpose, line in cut_short.items():
                _never_decided(ctx, purpose, line)
        if k not in SILENT and k != "reshuffled":
            cut_short = {}
        if k == "check" and d.get("op") == "until":
            out.append(until_failed(ctx, d["check"], unmatched))
        elif k == "check":
            out.append(check_line(ctx, d, monsters.get((d.get("room"), d.get("slot")))))
        elif k == "attack":
            out.append(_attack(ctx, d, monsters))
        elif k == "pc":
            if d.get("reason") == "cap_hp_at_max" and out and out[-1].extra.get("field") == "hp":
                out[-1] = _capped(ctx, out[-1], d)  # one line: "HP 6 → 6 (max)"
            else:
                out.extend(_pc(ctx, d))
        elif k == "pc_state":
            out.append(_pc_state(ctx, d))
        elif k == "position":
            out.append(LogEntry(tt(ctx, "log.moved", where=position_text(ctx, d["to"].to_dict()))))
        elif k == "room_revealed":
            out.append(LogEntry(tt(ctx, "log.room_revealed", n=d["room"])))
        elif k == "corridor_found":
            out.append(LogEntry(tt(ctx, "log.corridor_found", c=d["corridor"]), "good"))
        elif k in ("slot", "hand_to_slot"):
            _slot(ctx, d, out, revealed, monsters)
        elif k == "slot_discarded" and d.get("reason") == "killed" and d.get("monster"):
            who = monster_name(ctx, d["monster"])
            out.append(LogEntry(tt(ctx, "log.slain", who=who), "good"))
        elif k == "item" and d.get("reason") in ("equip", "unequip"):
            if d["delta"] > 0:  # the −1/+1 pair of one swap: one line
                out.append(
                    LogEntry(
                        tt(
                            ctx,
                            "log." + d["reason"],
                            item=item_name(ctx, d["item"].sheet, d["item"].kind),
                        )
                    )
                )
        elif k == "item":
            it = d["item"]
            why = tt(ctx, "reason." + str(d.get("reason")))
            why = "" if why.startswith("reason.") else f" ({why})"
            name = item_name(ctx, it.sheet, it.kind)
            key = "log.item_gained" if d["delta"] > 0 else "log.item_lost"
            out.append(
                LogEntry(
                    tt(ctx, key, n=abs(d["delta"]), item=name, why=why),
                    "good" if d["delta"] > 0 else "info",
                )
            )
        elif k == "note":
            out.append(_note(ctx, d))
        elif k == "died":
            out.append(
                LogEntry(
                    tt(ctx, "log.died", cause=strings.cause_name(ctx.lang, d["cause"], empty="")),
                    "bad",
                    extra={"died": True},
                )
            )
        elif k == "reshuffled":
            out.append(LogEntry(tt(ctx, "log.reshuffled", n=d["number"]), "warn"))
        elif k == "teleported":
            out.append(LogEntry(tt(ctx, "log.teleported", n=d["room"]), "warn"))
        elif k == "dungeon_dealt":
            out.append(LogEntry(tt(ctx, "log.new_floor"), "warn"))
        elif k == "context" and d["context"] in ("choice", "dead", "victory", "game_over", "camp"):
            out.append(
                LogEntry(tt(ctx, "log.context", context=context_name(ctx, d["context"])), "warn")
            )
    if burn:
        _flush_burn(ctx, burn, out)
    if draws:
        _flush_draws(ctx, draws, out)
    for room, tiles in revealed.items():
        out.append(
            LogEntry(
                tt(ctx, "log.room_tiles", n=room, tiles=tile_list(ctx, tiles)), tiles=tuple(tiles)
            )
        )
    for entry in out:
        entry.index = index
    return fold(out, ctx)


def context_name(ctx: Texts, c: str) -> str:
    if c == "dead":
        return tt(ctx, "context_dead")
    return ctx.name(f"context.{c}")


def _flush_burn(ctx: Texts, burn: dict[str, Any], out: list[Any]) -> None:
    for purpose, tiles in burn.items():
        out.append(
            LogEntry(
                tt(
                    ctx,
                    "log.burn",
                    why=check_name(ctx, purpose),  # (the name the tile prompt gave it)
                    n=len(tiles),
                    tiles=tile_list(ctx, tiles),
                ),
                detail=check_name(ctx, purpose),
                tiles=tuple(tiles),
            )
        )
    burn.clear()


def _flush_draws(ctx: Texts, draws: dict[str, Any], out: list[Any]) -> dict[str, LogEntry]:
    """The lines of draws of no roll (yet); -> {purpose: its line}."""
    lines = {}
    for purpose, tiles in draws.items():
        lines[purpose] = LogEntry(
            tt(
                ctx,
                "log.drew_until",
                check=check_name(ctx, purpose),
                n=len(tiles),
                tiles=tile_list(ctx, tiles),
            ),
            detail=ctx.text(f"check.{purpose}"),
            tiles=tuple(tiles),
        )
        out.append(lines[purpose])
    draws.clear()
    return lines


def _never_decided(ctx: Texts, purpose: str, line: LogEntry) -> None:
    """Reword a draws line the wall's end cut short: not "the last one decides" (a summed roll
    has no last deciding tile, and neither had a result)."""
    line.text = tt(
        ctx,
        "log.drew_cut_short",
        check=check_name(ctx, purpose),
        tiles=tile_list(ctx, line.tiles),
    )
    line.kind = "warn"


def _drop_roll_start(out: list[Any], line: LogEntry | None, rolled: tuple[Any, ...]) -> None:
    """... so the line of its first tiles, written when something came between its draws (the
    wall ran out mid-roll: the food check, the reshuffle), goes."""
    if line is not None and line.tiles == tuple(rolled[: len(line.tiles)]):
        _drop(out, line)


def _drop(out: list[Any], line: LogEntry | None) -> None:
    """Take ``line`` itself (not an equal one) out of ``out``."""
    for i in range(len(out) - 1, -1, -1):
        if out[i] is line:
            del out[i]
            return


def _attack(ctx: Texts, d: dict[str, Any], monsters: dict[tuple[Any, Any], str]) -> LogEntry:
    if d.get("by") == "pc":
        mid = d.get("monster") or monsters.get((d.get("room"), d.get("slot")))
        mon = monster_name(ctx, mid) if mid else tt(ctx, "slot_n", n=d.get("slot"))
        key = "log.pc_hit" if d.get("hit") else "log.pc_miss"
        text = tt(
            ctx, key, target=mon, total=d.get("total"), need=d.get("target"), dmg=d.get("damage")
        )
        if d.get("critical"):
            text += " " + tt(ctx, "critical")
        if d.get("fumble"):
            text += " " + tt(ctx, "fumble")
        return LogEntry(text, "good" if d.get("hit") else "info", extra={"attack": "pc"})
    who = monster_name(ctx, d["by"])
    key = "log.monster_hit" if d.get("hit") else "log.monster_miss"
    text = tt(ctx, key, who=who, total=d.get("total"), need=d.get("target"), dmg=d.get("damage"))
    return LogEntry(text, "bad" if d.get("hit") else "info", extra={"attack": d["by"]})


GOOD_STATES = ("clairvoyant",)  # states that are good news when they come


def _pc_state(ctx: Texts, d: dict[str, Any]) -> LogEntry:
    state, on = d["state"], d["on"]
    special = tt(ctx, f"log.state_on_{state}")
    if on and special != f"log.state_on_{state}":
        text = special  # says what it does (clairvoyance)
    else:
        text = tt(
            ctx, "log.state_on" if on else "log.state_off", state=ctx.name(f"pc_state.{state}")
        )
    good = on == (state in GOOD_STATES)
    return LogEntry(text, "good" if good else "bad")


def _pc(ctx: Texts, d: dict[str, Any]) -> list[LogEntry]:
    out = []
    for f, new in d["set"].items():
        if f not in PC_FIELDS:
            continue
        old = d.get("old", {}).get(f)
        label = tt(ctx, "stat." + f)
        good = isinstance(new, int) and isinstance(old, int) and new > old
        line = f"{label} {_number(old)} → {_number(new)}"  # 1,150 as the sheets write it
        out.append(LogEntry(line, "good" if good else "info", extra={"field": f, "old": old}))
    return out


def _number(value: object) -> str:
    return f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else str(value)


def _capped(ctx: Texts, previous: LogEntry, d: dict[str, Any]) -> LogEntry:
    new, old = d["set"]["hp"], previous.extra["old"]
    words = (
        tt(ctx, "log.hp_stays_max", hp=tt(ctx, "stat.hp"), n=new, max=tt(ctx, "stat.max_hp"))
        if new == old  # healing at full HP: no "HP 4 → 4"
        else f"{tt(ctx, 'stat.hp')} {old} → {new} ({tt(ctx, 'stat.max_hp')})"
    )
    return LogEntry(
        words,
        "good" if new > old else "info",
        extra={"field": "hp", "old": old, "unchanged": new == old},
    )


def _slot(
    ctx: Texts,
    d: dict[str, Any],
    out: list[LogEntry],
    revealed: dict[int, list[str]],
    monsters: dict[tuple[Any, Any], str],
) -> None:
    v, reason = d["value"], d.get("reason")
    if reason == "revealed" and v.tile:
        revealed.setdefault(d["room"], []).append(v.tile)
    if v.monster is not None:
        monsters[(d["room"], d["slot"])] = v.monster.id
    m = v.monster
    if m is not None and reason in ("revealed", "wandering_monster", "created", "deal"):
        met = (m.id, d["room"])
        out.append(
            LogEntry(
                tt(ctx, "log.met", who=monster_name(ctx, m.id), n=d["room"]),
                "bad",
                extra={"met": met},
            )
        )
    elif m is not None and reason in WOKEN:
        out.append(LogEntry(tt(ctx, "log.wakes", who=monster_name(ctx, m.id)), "bad"))
    elif m is not None and reason in GAINED:  # a scroll's effect on it ("Effect: …" said no more)
        line = tt(ctx, "log.state_gained_" + reason[1:], who=monster_name(ctx, m.id))
        out.append(LogEntry(line, "bad" if reason in ("+hasted", "+invisible") else "good"))
    elif m is not None and reason == "damage" and m.damage < m.hp:  # (a kill says "slain")
        left = tt(ctx, "log.hp_left", who=monster_name(ctx, m.id), left=m.hp - m.damage, hp=m.hp)
        out.append(LogEntry(left))
    elif reason == "killed" or (v.monster is None and reason == "vanished"):
        out.append(LogEntry(tt(ctx, "log.slot_" + reason, n=d["slot"]), "good"))
    elif reason in ("drop", "gold_drop"):
        line = (  # a leprechaun's gold is a counter without a tile
            tt(ctx, "log.drop_gold", n=d["slot"], gold=v.gold)
            if v.tile is None and v.gold
            else tt(ctx, "log.drop", n=d["slot"], tile=tile_word(ctx, v.tile) if v.tile else "")
        )
        out.append(LogEntry(line, "good"))


def _note(ctx: Texts, d: dict[str, Any]) -> LogEntry:
    key, args = d.get("key"), d.get("args", {})
    if key == "trap":
        return LogEntry(tt(ctx, "log.trap", trap=ctx.name(f"trap.{args.get('trap')}")), "bad")
    if key == "aborted":
        return LogEntry(
            tt(ctx, "log.aborted", check=check_name(ctx, args.get("check", ""))), "warn"
        )
    if key == "no_melee":  # why a fight opened on a sleeping monster ends here
        return LogEntry(no_melee_line(ctx, args), "warn")
    if key in ("quaff", "read"):
        group = "potion" if key == "quaff" else "scroll"
        return LogEntry(tt(ctx, "log.effect", effect=ctx.name(f"{group}.{args.get('effect')}")))
    return LogEntry(tt(ctx, "note." + str(key)), "warn")


def fold(entries: list[LogEntry], ctx: Texts | None = None) -> list[LogEntry]:
    """Fold runs of identical lines into one line with ×N (with ``ctx``, monsters met together
    are counted in words: "2 monsters appear", not "appears! ×2")."""
    out: list[LogEntry] = []
    for e in entries:
        if out and out[-1].text == e.text and out[-1].kind == e.kind and e.kind != "command":
            out[-1].count += e.count
        else:
            out.append(e)
    for e in out:
        met = e.extra.get("met")
        if ctx is not None and met and e.count > 1:
            who, room = monster_name(ctx, met[0]), met[1]
            e.text, e.count = tt(ctx, "log.met_many", who=who, n=room, count=e.count), 1
    return out
