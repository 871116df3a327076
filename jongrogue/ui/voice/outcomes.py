"""Each command's outcome, spoken in the log's own words: the controller's last log record worded
again through ``ctx.spoken()`` (log_format, command_text: the same code as the screen's log),
then what the game asks now (a new context; a paper run's tile). What the verbosity keeps:

    brief    the outcome lines, checks by their meaning only (ui.speech.brief) and not at all
             where an attack's line follows (it says the hit or miss again)
    normal   every line of the log but the command's own (said when nothing else is) and a stat
             that did not change ("HP 4 → 4" at every rest at full HP)
    full     the command too, every stat line, and a paper run's tile entered last with how
             many this action has had so far (the status key says them all)"""

from __future__ import annotations

import re

from jongrogue.speech.speaker import joined
from jongrogue.text import paper_words
from jongrogue.text.command_text import assign_keys, label
from jongrogue.text.log_format import context_name
from jongrogue.text.words import position_text
from jongrogue.ui.scenes import table_flow as flow
from jongrogue.ui.voice import help

NUMBERED = re.compile(r"^\d+\.\s*")
UNCHANGED = re.compile(r"(\S+) → (\S+)")
LOGGED_CONTEXTS = ("choice", "dead", "victory", "game_over", "camp")  # log_format says these
GOES_ON = {
    "turn_end": "continue",
    "combat_turn": "melee",
}  # a context's way on, said with its key when it begins


def attach(ctx, controller) -> None:
    state = {"context": controller.view["context"]}
    controller.listeners.append(lambda ctl, kind: said(ctx, ctl, kind, state))


def unchanged(e) -> bool:
    """A stat's line that did not change ("HP stays 4", "Food 5 → 5"): said at the full
    verbosity only."""
    if e.extra.get("unchanged"):
        return True
    m = UNCHANGED.search(e.text) if e.extra.get("field") else None
    return m is not None and m.group(1) == m.group(2)


def _attack_follows(entries, i: int) -> bool:
    """Whether the line after the ``i``-th is an attack's (the roll's hit or miss, with numbers)."""
    return i + 1 < len(entries) and bool(entries[i + 1].extra.get("attack"))


def lines(ctx, controller) -> list[str]:
    """The last record of the log, as it is spoken at the player's verbosity."""
    record = controller.book.latest()
    if record is None:
        return []
    words = ctx.spoken()
    brief, full = words.verbosity == "brief", words.verbosity == "full"
    echo, out = None, []
    entries = record.render(words)
    for i, e in enumerate(entries):
        if e.kind == "command":
            echo = NUMBERED.sub("", e.text)
            continue
        if not e.text or (not full and unchanged(e)):
            continue
        if brief and e.extra.get("check") and _attack_follows(entries, i):
            continue
        out.append(words.speakable(e.shown()))
    if echo and (words.verbosity == "full" or not out):
        out.insert(0, words.speakable(echo))
    return out


def prompt(ctx, controller, before: str | None) -> list[str]:
    """What the table asks now: a new context (unless the log said it), a paper run's tile."""
    words, view = ctx.spoken(), controller.view
    out = []
    c = view["context"]
    if c != before and c not in LOGGED_CONTEXTS and c != "paper_tile":
        out.append(words.t("table.log.context", context=context_name(words, c)))
        out.append(goes_on(ctx, controller))
    paper = view.get("paper")
    if paper is not None:
        asked = paper_words.prompt(words, paper)
        out.append(asked.ask)
        if words.verbosity != "brief":
            out.extend(asked.steps)
        if words.verbosity == "full":  # the newest tile, not the list so far (the status key)
            key = ctx.settings.keys.get("review_status", "i").upper()
            out.append(paper_words.entered_last(words, paper, key))
    return [words.speakable(p) for p in out if p]


def goes_on(ctx, controller) -> str:
    """The keys that go on where a context waits for one ("" elsewhere): the end of a combat
    turn's "Continue fighting: F"; a combat turn's hit on each monster it can be on ("Melee:
    Kestrel number 1: 1"), with, where several monsters are there, which ones it can reach."""
    view = controller.view
    kind = GOES_ON.get(view["context"])
    if kind and ctx.settings.combat_one_key and flow.only_continuation(controller) is not None:
        return ""  # one-key combat plays it at once (its outcome follows)
    legal = list(controller.legal()) if kind else []
    keys = assign_keys(legal, view, ctx.settings.keys) if kind else []
    out = [
        ctx.t("speech.goes_on", action=label(ctx.spoken(), c, view), key=help.spec_words(ctx, k))
        for c, k in zip(legal, keys)
        if c.type == kind and k is not None
    ]
    if kind == "melee" and out and flow.monsters_here(view) > 1:
        out.insert(0, ctx.t("speech.hit_which", n=len(out), monsters=flow.monsters_here(view)))
    return joined(out, ctx.spoken().lang)


def resumed(ctx, controller) -> list[str]:
    """A run opened again part-way (Continue, Resume): where the PC is and what the game waits
    for, said even where the log would say it (its lines are not read out again)."""
    words, view = ctx.spoken(), controller.view
    c, pos = view["context"], view["pc"].get("position")
    out = [ctx.t("speech.review.where", where=position_text(words, pos))] if pos else []
    if c != "paper_tile":  # (the paper prompt asks for the tile itself)
        out.append(words.t("table.log.context", context=context_name(words, c)))
    return [words.speakable(p) for p in out] + prompt(ctx, controller, c)


def food_check(ctx, controller) -> str:
    """What the command's food check did, in plain words ("" none): a food point eaten and how
    many are left, hunger, starvation."""
    for e in getattr(controller, "events", ()):
        if e.kind == "pc" and e.data.get("reason") == "food_check":
            return ctx.t("speech.food_check.paid", n=e.data["set"].get("food", 0))
        if e.kind == "pc_state" and e.data.get("state") == "hungry" and e.data.get("on"):
            return ctx.t("speech.food_check.hungry")
        if e.kind == "died" and e.data.get("cause") == "starved":
            return ctx.t("speech.food_check.starved")
    return ""


def said(ctx, controller, kind: str, state: dict) -> None:
    before, state["context"] = state["context"], controller.view["context"]
    sp = ctx.speech
    if not sp.enabled:
        return
    # one utterance: the queue keeps only the newest few, and an outcome loses no line (a
    # monster's death, the food a rest cost); a food check's is never dropped
    food = food_check(ctx, controller)
    parts = ([food] if food else []) + lines(ctx, controller) + prompt(ctx, controller, before)
    sp.say(joined(parts, ctx.spoken().lang), lasting=bool(food))
