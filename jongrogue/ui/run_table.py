"""Tables of finished runs (the score card and History): column geometry, cell text, a row of cells.

A table's columns are ``(column id, relative width, alignment)``; ``column_spans`` turns them into
pixel ``(x, width)`` pairs, ``draw_cells`` draws one row of texts into them (shrinking a text that
does not fit), and ``cell_text`` formats a history row's value for a column.
"""

from __future__ import annotations

from jongrogue.runfiles import origin
from jongrogue.text import strings
from jongrogue.ui import theme


def column_spans(ctx, columns, x: float, width: float, least=None) -> list[tuple[int, int]]:
    """Pixel (x, width) of each column across ``width`` logical pixels from ``x``. ``least``:
    each column's smallest logical width (its header's); a column that would be narrower gets
    it and the others share the rest by their relative widths."""
    least = least or [0] * len(columns)
    fixed: dict[int, float] = {}
    while True:
        free = width - sum(fixed.values())
        total = sum(w for i, (_, w, _) in enumerate(columns) if i not in fixed)
        grow = [
            i
            for i, (_, w, _) in enumerate(columns)
            if i not in fixed and total and least[i] > free * w / total
        ]
        if not grow or free - sum(least[i] for i in grow) <= 0:
            break
        fixed.update((i, least[i]) for i in grow)
    spans = []
    for i, (_, w, _) in enumerate(columns):
        cw = fixed[i] if i in fixed else free * w / total
        spans.append((ctx.s(x), ctx.s(cw)))
        x += cw
    return spans


def draw_cells(surface, ctx, spans, columns, y: int, texts, size: float, inks, bold=False) -> None:
    """One row of ``texts`` centred on ``y``, each aligned in its column ("left", "right", "center")."""
    pad = ctx.s(6)
    for (x, w), (_, _, align), text, ink in zip(spans, columns, texts, inks):
        font = theme.fit_font(ctx, text, size, w - 2 * pad, min_size=size * 0.72, bold=bold)
        anchor, px = {"right": ("midright", x + w - pad), "center": ("center", x + w // 2)}.get(
            align, ("midleft", x + pad)
        )
        theme.blit_text(surface, font, text, ink, (px, y), anchor, max_width=w - 2 * pad)


def cell_text(ctx, row: dict, col: str) -> str:
    """A history row's value for column ``col``, as the score card prints it."""
    v = row.get(col)
    if col == "num":
        return str(row.get("number", row.get("id", "")))
    if col == "date":
        return str(row.get("ended") or row.get("started") or "")[:10]
    if col == "ruleset":
        opts = row.get("options") or []
        return "EZ" if row.get("ruleset") == "ez" else (f"EZ+ ({len(opts)})" if opts else "EZ+")
    if col == "result":
        return ctx.name(f"result.{v}") if v else ""
    if col == "cause":
        return strings.cause_name(ctx.lang, v)
    if v is None:
        return "—"
    return f"{v:,}" if col in ("gold", "score") and isinstance(v, int) else str(v)


def origin_text(ctx, row: dict, rows: list[dict]) -> str:
    """Where a run came from in words ("Daily run of …", "Branch of run #12, from command 340"),
    or "" for a plain run; ``rows``: History's, to name a branch's parent."""
    o = origin.parse(row.get("started"))
    if o is None:
        return ""
    if o["kind"] == "daily":
        return ctx.t("history.daily_of", date=o["date"])
    parent = origin.branch_parent(o, rows)
    if parent is None:
        return ctx.t("history.branch_of_unknown", n=o["at"])
    return ctx.t("history.branch_of", id=parent.get("number", parent["id"]), n=o["at"])
