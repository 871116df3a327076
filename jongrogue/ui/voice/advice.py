"""The review keys for deciding: the odds of the next check and the Hint's advice, in words, from
what the table shows alone (the checks' known odds, the player's knowledge of the wall, the hint
view's estimates) — the hidden-pair tests compare these words too.

    odds(ctx, controller)     in a fight (or at its choice) the attack rolls against the
                              monster faced, each with its chance now; each check of the last
                              command with the chance it had, and the chance the same check has
                              if it is made now; the wall by number
    hint(ctx, table)          the Hint's verdict, each move's verdict and estimate with its 90 %
                              interval (the best move first), or that it is thinking, or how
                              to ask for it"""

from __future__ import annotations

import math

from jongrogue.sim.advice import named_best
from jongrogue.speech.speaker import joined
from jongrogue.text import check_words
from jongrogue.text.command_text import label
from jongrogue.text.log_format import check_name
from jongrogue.text.words import item_name, monster_name


def percent(ctx, x) -> str:
    """A chance as a voice says it: whole percents (a tenth below 1 % and above 99 %)."""
    p = float(x) * 100
    shown = f"{p:.1f}" if 0 < p < 1 or 99 < p < 100 else f"{round(p)}"
    return ctx.t("speech.review.percent", p=shown)


def _checks(controller) -> list:
    """The last command's checks with a target, each (check, dice, target, op) once."""
    seen, out = set(), []
    for c in controller.checks:
        key = (c.check, c.dice, c.target, c.op)
        if c.target is not None and c.exact is not None and key not in seen:
            seen.add(key)
            out.append(c)
    return out


FIGHTING = ("choice", "ranged_phase", "combat_turn", "turn_end")


def fight(ctx, controller) -> list[str]:
    """The attack rolls of a fight now (none out of one): the PC's melee and shots against each
    monster it faces, and that monster's attack on the PC, with their chances."""
    if controller.view["context"] not in FIGHTING:
        return []
    words, out = ctx.spoken(), []
    for f in controller.game.fight_odds():
        shots = "".join(
            ctx.t(
                "speech.review.odds_shot",
                ammo=item_name(words, "ranged", kind),
                p=percent(ctx, p),
                need=check_words.need_text(words, ">=", target),
            )
            for kind, target, p in f.ranged
        )
        out.append(
            ctx.t(
                "speech.review.odds_fight",
                who=monster_name(words, f.monster),
                slot=f.slot,
                melee=percent(ctx, f.melee[1]),
                need=check_words.need_text(words, ">=", f.melee[0]),
                shots=shots,
                hits=percent(ctx, f.against[1]),
                against=check_words.need_text(words, ">=", f.against[0]),
            )
        )
    return out


def odds(ctx, controller) -> str:
    words, game = ctx.spoken(), controller.game
    parts = fight(ctx, controller)
    fighting = bool(parts)
    checks = _checks(controller)
    for c in checks:
        parts.append(
            ctx.t(
                "speech.review.odds_check",
                check=check_name(words, c.check),
                dice=c.dice,
                need=check_words.need_text(words, c.op, c.target),
                had=percent(ctx, c.exact),
                ideal=percent(ctx, c.ideal),
                now=percent(ctx, game.odds_now(c.dice, c.target, c.op)),
            )
        )
    if not checks and not fighting:
        parts.append(ctx.t("speech.review.odds_none"))
    know = controller.knowledge
    group = know.wall_group
    if group is not None:
        counts = group.number_counts()
        head = ctx.t(
            "table.wall_exact" if know.wall_exact else "table.wall_unseen", n=sum(counts.values())
        )
        cells = words.t("table.tile_sep").join(
            ctx.t("speech.review.number_count", n=n, count=counts.get(n, 0)) for n in range(1, 10)
        )
        parts.append(f"{head}: {cells}")
    return joined([words.speakable(p) for p in parts], words.lang)


def hint(ctx, table, full: bool = False) -> str:
    """What the hint view shows now, by ear: its verdict, then each move, the best first — its
    verdict with the reason (the paired difference to the best on the same tables) and its
    expected floor, so the words never contradict the numbers (read through the spoken words,
    never recomputed) — then how to hear the estimates (once; in full at the full verbosity or
    with `full`)."""
    words, state, ctl = ctx.spoken(), table.hint, table.ctl
    key = ctx.settings.keys.get("hint", "h").upper()
    if state.thinking():
        return ctx.t("speech.review.hint_thinking", key=key)
    view = ctl.view

    def named(command) -> str:
        return label(words, command, view)

    verdict = state.legend(words, named, table.bar.commands)
    if verdict is None:
        if not state.available(ctl):
            return ctx.t("speech.review.hint_none")
        return ctx.t("speech.review.hint_ask", key=key)
    parts = [verdict]
    if state.advice:
        level = "full" if full else words.verbosity
        # the best move first (the bar's order put it anywhere, last too), then the others;
        # how to read the numbers at the end
        lead = named_best(state.advice) or state.advice[0]
        moves = [(c, a) for c in table.bar.commands if (a := state.advice_for(c)) is not None]
        moves.sort(key=lambda move: move[1] is not lead)
        parts += [f"{named(c)}: {_move(ctx, state.advice, a, level)}" for c, a in moves]
        if level != "brief":
            review = ctx.settings.keys.get("review_hint", "v").upper()
            parts.append(ctx.t(f"speech.review.hint_explain_{level}", key=review))
    else:  # the plan's move
        parts.extend(
            f"{named(c)}: {tip}" for c in table.bar.commands if (tip := state.tip(words, c))
        )
    return joined([words.speakable(p) for p in parts], words.lang)


def _tenth(x: float) -> str:
    """A tenth as a voice says it: never "minus 0.0" (a value that rounds to 0 is 0.0)."""
    said = f"{x:.1f}"
    return "0.0" if said == "-0.0" else said


def _move(ctx, advice: list, a, level: str) -> str:
    """One move by ear: its expected floor (with its own interval in full) and its verdict."""
    brief = level == "brief"
    if level == "full":
        floor = ctx.t(
            "speech.review.hint_floor_full",
            p=_tenth(a.value),
            lo=_tenth(a.low),
            hi=_tenth(a.high),
            n=a.rollouts,
        )
    else:
        floor = ctx.t("speech.review.hint_floor", p=_tenth(a.value))
    if a is named_best(advice):
        verdict = "best"
    elif len(advice) == 1:
        verdict = "only"
    elif a is advice[0]:
        verdict = "lead"
    else:
        verdict = "top" if a.top else "worse"
        # the best minus this move on their shared tables, said as a distance below (or above)
        sign = 1 if a.gap.diff >= 0 else -1
        lo, hi = sorted(sign * x for x in a.gap.interval())
        if _tenth(a.gap.diff) == "0.0":  # no number beside "about equal" that says otherwise
            if verdict == "top":
                return ctx.t(
                    "speech.review.hint_move",
                    floor=floor,
                    why=ctx.t("speech.review.hint_verdict_top"),
                )
            side = ctx.t("speech.review.hint_below_tiny")
        else:
            side = ctx.t(
                "speech.review.hint_below" if sign > 0 else "speech.review.hint_above",
                d=_tenth(sign * a.gap.diff),
            )
        if not brief and math.isfinite(lo) and math.isfinite(hi):
            side = ctx.t("speech.review.hint_paired", side=side, lo=_tenth(lo), hi=_tenth(hi))
        said = ctx.t(f"speech.review.hint_verdict_{verdict}")
        why = ctx.t("speech.review.hint_why", side=side, verdict=said)
        return ctx.t("speech.review.hint_move", floor=floor, why=why)
    said = ctx.t(f"speech.review.hint_verdict_{verdict}")
    return ctx.t("speech.review.hint_move", floor=floor, why=said)
