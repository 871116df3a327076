"""The morgue as plain text for a forum post (Japanese or English, from the locale catalogs).

    render(m) -> str          m = morgue.morgue(...)

Columns are padded by display width (a kanji is two columns), so the floor table lines up in
a monospaced post in both languages.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

from jongrogue.runfiles.log_lines import TextContext
from jongrogue.runfiles.summary import is_paper
from jongrogue.text import strings
from jongrogue.text.paper_words import seed_key
from jongrogue.text.strings import Texts
from jongrogue.text.words import item_name

FLOOR_COLUMNS = (
    "floor",
    "commands",
    "tiles_drawn",
    "monsters_met",
    "monsters_killed",
    "damage_taken",
    "items_found",
)


def width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, n: int, right: bool = True) -> str:
    gap = " " * max(0, n - width(text))
    return gap + text if right else text + gap


def render(m: dict[str, Any]) -> str:
    ctx = TextContext(m["lang"])

    def t(key: str, **kw: object) -> str:
        return ctx.t("runs.morgue." + key, **kw)

    def num(v: int | None) -> str:
        return "—" if v is None else f"{v:,}"

    opts = ", ".join(ctx.name(f"option.{o}") for o in m["options"]) or "—"
    lines = [
        t("title"),
        "=" * 40,
        t(
            seed_key("seed_line", m.get("tiles")),
            seed=m["seed"],
            ruleset=ctx.t(f"runs.ruleset.{m['ruleset']}"),
            mode=ctx.t(f"runs.mode.{m['mode']}"),
            rules=m["rules_version"],
        ),
        t("options", options=opts),
        _result(t, ctx, m),
        t(
            "numbers",
            score=num(m["score"]),
            commands=m["commands"],
            undos=m["undos"],
            hints=m["hints"],
            continues=m["continues"],
        ),
        _verified(t, m),
    ]
    if m["clean"]:
        lines.append(t("clean"))
    c = m["character"]
    states = ", ".join(ctx.name(f"pc_state.{s}") for s in c["states"]) or "—"
    lines += [
        "",
        t("character_head"),
        t(
            "character",
            level=c["level"],
            xp=c["xp"],
            hp=c["hp"],
            max_hp=c["max_hp"],
            strength=c["strength"],
            gold=num(c["gold"]),
            food=c["food"],
        ),
        t(
            "bonuses",
            melee=m["sheets"]["melee_bonus"],
            armour=m["sheets"]["armour_bonus"],
            states=states,
        ),
    ]
    if c["has_amulet"]:
        lines.append(t("amulet"))
    lines += ["", t("items_head")]
    for it in m["items"] or []:
        marks = (t("equipped") if it["equipped"] else "") + (t("cursed") if it["cursed"] else "")
        count = f" ×{it['count']}" if it["count"] > 1 else ""
        lines.append(
            f"  {ctx.name('sheet.' + it['sheet'])}: {item_name(ctx, it['sheet'], it['kind'])}{count}{marks}"
        )
    if not m["items"]:
        lines.append("  —")
    lines += ["", t("floors_head")]
    heads = [t("col." + k) for k in FLOOR_COLUMNS]
    widths = [max(width(h), 5) for h in heads]
    lines.append("  " + "  ".join(pad(h, w) for h, w in zip(heads, widths)))
    for row in m["floors"]:
        lines.append("  " + "  ".join(pad(str(row[k]), w) for k, w in zip(FLOOR_COLUMNS, widths)))
    lines += ["", t("log_head")] + [f"  {x}" for x in m["log"]]
    return "\n".join(lines) + "\n"


def _result(t: Callable[..., str], ctx: Texts, m: dict[str, Any]) -> str:
    """How the run ended (or stands: a death whose choice is open, a run under way)."""
    result = m["result"]
    name = ctx.t("runs.unfinished") if result == "unfinished" else ctx.name(f"result.{result}")
    cause = strings.cause_name(ctx.lang, m["cause"])
    key = "result_pending" if result == "pending" else "result" if cause != name else "result_plain"
    # (a forced end's cause is its result: said once)
    return t(key, result=name, cause=cause, floor=m["floor"], deepest=m["deepest"])


def _verified(t: Callable[..., str], m: dict[str, Any]) -> str:
    """Verified (a digital run: reproduced from its seed), consistent (a paper run), or why not."""
    if not m["verified"]:
        return t("verified_no", problem=m["problem"] or "?")
    return t("verified_paper") if is_paper(m) else t("verified_yes")
