"""The review keys (the "buffers" of audio games): what the table shows, said on demand, from ``view()``
and the log alone (nothing hidden: the hidden-pair tests compare these words too).

A ``controller`` here is anything with the table's ``view`` (a replay passes itself).

    status(ctx, controller)        HP, food, floor, the wall, level …, conditions, the context (and
                                   the tile a paper run asks for)
    log_line(ctx, controller, n)   the n-th newest line of the log (0: the newest)
    here(ctx, controller)          where the PC is, what lies beyond its door, what is in its room"""

from __future__ import annotations

from jongrogue.engine.core.tiles import corridor_key, neighbour
from jongrogue.speech.speaker import joined
from jongrogue.text import paper_words
from jongrogue.text.describe import describe, encounter_slots
from jongrogue.text.log_format import context_name
from jongrogue.text.words import position_text

LOG_RECORDS = 40  # records read back at most (a command is one)


def status(ctx, controller) -> str:
    words, v = ctx.spoken(), controller.view
    pc = v["pc"]
    parts = [
        ctx.t(
            "speech.review.status",
            hp=pc["hp"],
            max_hp=pc["max_hp"],
            food=pc["food"],
            floor=pc["floor"],
            wall=v["wall"]["count"],
            level=pc["level"],
            xp=pc["xp"],
            strength=pc["strength"],
            gold=pc["gold"],
        )
    ]
    states = [words.name(f"pc_state.{s}") for s in pc.get("states") or ()]
    parts.append(
        ctx.t("speech.review.states", states=words.t("table.desc.list_sep").join(states))
        if states
        else ctx.t("speech.review.no_states")
    )
    parts.append(ctx.t("speech.review.now", context=context_name(words, v["context"])))
    paper = v.get("paper")
    if paper is not None:  # the tile the picker asks for: the table work first, the tiles so far
        asked = paper_words.prompt(words, paper)
        parts += [asked.ask, *asked.steps, asked.entered]
    return joined([words.speakable(p) for p in parts if p], words.lang)


def log_lines(ctx, controller) -> list[str]:
    """The log's recent lines in spoken words, newest first."""
    words = ctx.spoken()
    out: list[str] = []
    for record in controller.book.recent(LOG_RECORDS):
        out.extend(words.speakable(e.shown()) for e in record.render(words) if e.text)
    return out[::-1]


def log_line(ctx, controller, n: int) -> str:
    found = log_lines(ctx, controller)
    return found[n] if 0 <= n < len(found) else ctx.t("speech.review.log_end")


def here(ctx, controller) -> str:
    """Where the PC is; at a door, what lies beyond it; in a corridor, what it is; then the
    room it is in or at: its tiles and doors (those the map draws), and each slot's tile with
    what it is (an item, gold, a trap) or its monster, awake or asleep."""
    words, v = ctx.spoken(), controller.view
    pos = v["pc"]["position"]
    kind, room = pos.get("kind"), pos.get("room")
    parts = [ctx.t("speech.review.where", where=position_text(words, pos))]
    if kind == "door":
        parts.append(_beyond(ctx, v, room, pos["side"]))
    if kind == "corridor":
        parts.append(_corridor(ctx, v, pos.get("from"), pos.get("to")))
    if kind in ("room", "door") and room is not None:
        _, body = describe(words, ("room", room), v) or ("", "")  # (a room is always described)
        parts.extend(body.split("\n"))
        parts += _slots(ctx, v, room)
    return joined([words.speakable(p) for p in parts if p], words.lang)


def _corridor(ctx, v, a, b) -> str:
    if a is None or b is None:
        return ""
    head, _ = describe(ctx.spoken(), ("corridor", corridor_key(a, b)), v) or ("", "")
    return head


def _beyond(ctx, v, room: int, side: str) -> str:
    """What a door opens on: nothing (a dead door), or the corridor to the next room."""
    if side in v["dungeon"]["rooms"][str(room)]["dead_doors"]:
        return ctx.spoken().text("term.dead_door")
    other = neighbour(room, side)
    if other is None:
        return ""
    return ctx.t("speech.review.beyond", corridor=_corridor(ctx, v, room, other))


def _slots(ctx, v, room: int) -> list[str]:
    words = ctx.spoken()
    sep = "、" if words.lang == "ja" else ", "
    return [
        ctx.t("speech.review.slot", i=i, what=sep.join(what))
        for i, what in encounter_slots(words, v, room)
    ]
