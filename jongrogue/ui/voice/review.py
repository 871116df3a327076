"""The review keys (the "buffers" of audio games): what the table shows, said on demand, from ``view()``
and the log alone (nothing hidden: the hidden-pair tests compare these words too).

    status(ctx, controller)        HP, food, floor, the wall, level …, conditions, the context (and
                                   the tile a paper run asks for)
    log_line(ctx, controller, n)   the n-th newest line of the log (0: the newest)
    here(ctx, controller)          where the PC is and what lies in its room"""

from __future__ import annotations

from jongrogue.speech.speaker import joined
from jongrogue.text import paper_words
from jongrogue.text.describe import describe
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
        ctx.t("speech.review.states", states=", ".join(states))
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
    words, v = ctx.spoken(), controller.view
    pos = v["pc"]["position"]
    parts = [words.t("table.log.moved", where=position_text(words, pos))]
    room = pos.get("room") if pos.get("kind") == "room" else None
    if room is not None:
        _, body = describe(words, ("room", room), v) or ("", "")  # (a room is always described)
        parts.extend(body.split("\n"))
        for i, slot in enumerate(v["encounter"]["rooms"].get(str(room), []), 1):
            if slot.get("face") == "empty":
                continue
            found = describe(words, ("slot", room, i), v)
            if found is not None:
                head, body = found
                what = head.split(": ", 1)[1] if ": " in head else words.name("tile.U")
                if slot.get("monster"):
                    what += ", " + body.split("\n", 1)[0]
                parts.append(ctx.t("speech.review.slot", i=i, what=what))
    return joined([words.speakable(p) for p in parts if p], words.lang)
