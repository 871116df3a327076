"""Drawing for the camp scene's side panel: carry limits, the end-camp warning, the selected item,
the discard tray and the post-it being dragged."""

from __future__ import annotations

import pygame

from jongrogue.text import sheet_words as text
from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.sheets import camp_logic as logic
from jongrogue.ui.sheets import draw_sheet, hotspot_at
from jongrogue.ui.sheets.ghost import ghost
from jongrogue.ui.sheets.tooltip import draw_tooltip


def item_label(lang: str, item: dict) -> str:
    if item["kind"].startswith("key:"):
        name = f"{text.name(lang, 'field.unidentified')} {item['kind'][4:]}"
    else:
        name = text.name(lang, text.item_key(item["sheet"], item["kind"]))
    tags = []
    if item.get("equipped"):
        tags.append(text.name(lang, "field.equipped"))
    if item.get("cursed"):
        tags.append(text.name(lang, "field.cursed"))
    return f"{name} ({', '.join(tags)})" if tags else name


def discard_names(lang: str, gone: list[dict]) -> str:
    """The end-camp discards as one line, identical post-its merged: "Dagger ×2, ..."."""
    counts: dict[str, int] = {}
    for g in gone:
        label = item_label(lang, g)
        counts[label] = counts.get(label, 0) + 1
    sep = "、" if lang == "ja" else ", "
    return sep.join(f"{k} ×{n}" if n > 1 else k for k, n in counts.items())


def limits_box(surface, ctx, rect: pygame.Rect, view: dict) -> int:
    """The carry limits table and the end-camp warning; returns the bottom y used."""
    lang = ctx.lang
    f, hf = ctx.font(14), ctx.font(15, bold=True)
    y = rect.y
    r = theme.blit_text(surface, hf, text.ui(lang, "camp.limits"), theme.CREAM_TEXT, (rect.x, y))
    y = r.bottom + ctx.s(4)
    for sheet, n, limit in logic.over_limits(view):
        over = n > limit
        name = text.name(lang, f"sheet.{sheet}")
        colour = (255, 128, 104) if over else theme.MUTED_TEXT
        theme.blit_text(surface, f, name, colour, (rect.x + ctx.s(4), y), max_width=rect.w * 0.7)
        theme.blit_text(surface, f, f"{n} / {limit}", colour, (rect.right, y), "topright")
        y += f.get_linesize()
        if sheet == "ranged":  # (its own limit on bows: shown, or "over the limit" at 3 / 4)
            carried, kept = logic.bows(view)
            colour = (255, 128, 104) if carried > kept else theme.MUTED_TEXT
            theme.blit_text(
                surface, f, "  " + text.ui(lang, "camp.bows"), colour, (rect.x + ctx.s(4), y)
            )
            theme.blit_text(surface, f, f"{carried} / {kept}", colour, (rect.right, y), "topright")
            y += f.get_linesize()
    y += ctx.s(6)
    gone = logic.end_camp_discards(view)
    if gone:
        msg = text.ui(lang, "camp.will_discard", items=discard_names(lang, gone))
        colour = (255, 170, 140)
    else:
        msg, colour = text.ui(lang, "camp.ok"), (170, 220, 180)
    for line in theme.wrap_text(f, msg, rect.w):
        theme.blit_text(surface, f, line, colour, (rect.x, y))
        y += f.get_linesize()
    return y


def tray(surface, ctx, rect: pygame.Rect, state: str | None) -> None:
    """The discard tray: a shallow paper box; green while a droppable post-it hovers over it."""
    lang = ctx.lang
    rim = {"hover": pal.HL_OK, "ok": pal.lighten(pal.HL_OK, 0.3), "bad": pal.HL_DANGER}.get(
        state or "", theme.GOLD
    )
    theme.shadow(surface, rect, ctx.s(8), ctx.s(4))
    pygame.draw.rect(surface, (86, 70, 52), rect, border_radius=ctx.s(8))
    inner = rect.inflate(-ctx.s(12), -ctx.s(12))
    pygame.draw.rect(surface, (58, 46, 34), inner, border_radius=ctx.s(5))
    for i in range(1, 4):  # the tray's slats
        y = inner.y + inner.h * i // 4
        pygame.draw.line(surface, (70, 56, 42), (inner.x + 4, y), (inner.right - 4, y), 1)
    pygame.draw.rect(
        surface,
        rim,
        rect,
        width=max(2, ctx.s(3 if state == "hover" else 2)),
        border_radius=ctx.s(8),
    )
    theme.blit_text(
        surface,
        ctx.font(18, bold=True),
        text.ui(lang, "camp.discard"),
        theme.CREAM_TEXT,
        (rect.centerx, rect.centery - ctx.s(9)),
        "center",
        max_width=inner.w,
    )
    theme.blit_text(
        surface,
        ctx.font(12),
        text.ui(lang, "camp.discard_hint"),
        theme.MUTED_TEXT,
        (rect.centerx, rect.centery + ctx.s(13)),
        "center",
        max_width=inner.w,
    )


def context_menu(surface, ctx, rect: pygame.Rect, entries, hover: int | None) -> None:
    """A small paper menu; ``entries`` are (label, enabled)."""
    theme.shadow(surface, rect, ctx.s(5), ctx.s(4))
    pygame.draw.rect(surface, (255, 250, 232), rect, border_radius=ctx.s(5))
    pygame.draw.rect(surface, theme.PAPER_LINE, rect, 1, border_radius=ctx.s(5))
    lh = rect.h // max(1, len(entries))
    for i, (label, enabled) in enumerate(entries):
        r = pygame.Rect(rect.x, rect.y + i * lh, rect.w, lh)
        if i == hover and enabled:
            pygame.draw.rect(surface, (255, 232, 150), r.inflate(-4, -2), border_radius=ctx.s(3))
        theme.blit_text(
            surface,
            ctx.font(15),
            label,
            theme.INK if enabled else (160, 156, 150),
            (r.x + ctx.s(12), r.centery),
            "midleft",
            max_width=r.w - ctx.s(16),
        )


def draw_camp(scene, surface) -> None:
    """The whole camp scene (kept here so the scene module stays about input)."""

    ctx, lang = scene.ctx, scene.ctx.lang
    view = scene.view()
    legal = scene.controller.legal() if hasattr(scene.controller, "legal") else []
    drag = scene.drag
    targets = {}
    if drag:
        targets = logic.targets_for(drag["item"], list(legal))
        spot = hotspot_at(scene.spots, drag["pos"], want="drop")
        over = "discard" if scene.tray.collidepoint(drag["pos"]) else (spot.drop if spot else None)
        if over in targets and targets[over] == "ok":
            targets[over] = "hover"
    lifted = drag["item"] if drag else (scene.spring["item"] if scene.spring else None)
    hl = {"selected": scene.selected, "lifted": lifted, "targets": targets}
    title_font = ctx.font(30, serif=True, bold=True)
    r = theme.blit_text(
        surface, title_font, text.ui(lang, "camp.title"), theme.CREAM_TEXT, (ctx.s(18), ctx.s(14))
    )
    pygame.draw.line(
        surface,
        theme.GOLD,
        (ctx.s(18), r.bottom + ctx.s(4)),
        (scene.side.x - ctx.s(16), r.bottom + ctx.s(4)),
        max(1, ctx.s(1.5)),
    )
    spots = []
    for sid, rect in scene.rects.items():
        spots += draw_sheet(
            surface,
            rect,
            sid,
            view,
            lang,
            highlight=hl,
            mode="full" if sid in scene.full else "compact",
        )
    scene.spots = spots
    # side panel
    theme.dark_panel(surface, scene.side, ctx)
    inner = scene.side.inflate(-ctx.s(28), -ctx.s(28))
    y = limits_box(surface, ctx, inner, view) + ctx.s(12)
    f = ctx.font(14)
    sel = scene.selected
    label = (
        text.ui(lang, "camp.selected", item=item_label(lang, sel))
        if sel
        else text.ui(lang, "camp.nothing")
    )
    for line in theme.wrap_text(f, label, inner.w):
        theme.blit_text(surface, f, line, theme.GOLD, (inner.x, y))
        y += f.get_linesize()
    if scene.message:  # smaller rather than cut: a refusal or a warning is read whole
        y += ctx.s(6)
        room = scene.tray.y - ctx.s(6) - y
        mf, lines = theme.fit_lines(ctx, scene.message, 14, inner.w, room)
        for line in lines:
            theme.blit_text(surface, mf, line, (255, 160, 130), (inner.x, y))
            y += mf.get_linesize()
    tray(surface, ctx, scene.tray, targets.get("discard"))
    scene.form.draw(surface)
    words, room = text.ui(lang, "camp.help"), scene.side.x - ctx.s(34)
    theme.blit_text(  # (a small window shrinks the keys' help rather than cut it)
        surface,
        theme.fit_font(ctx, words, 13, room, min_size=9),
        words,
        theme.MUTED_TEXT,
        (ctx.s(18), scene.help_y),
        "midleft",
        max_width=room,
    )
    if scene.spring:
        s = scene.spring
        k = min(1.0, s["t"] / 0.22)
        k = 1 - (1 - k) ** 3
        pos = (
            s["from"][0] + (s["to"][0] - s["from"][0]) * k,
            s["from"][1] + (s["to"][1] - s["from"][1]) * k,
        )
        ghost(surface, ctx, s["item"], pos, s["size"])
    if drag:
        ghost(surface, ctx, drag["item"], drag["pos"], drag["size"])
    elif scene.menu:
        context_menu(
            surface,
            ctx,
            scene.menu["rect"],
            [(lb, en) for lb, en, _ in scene.menu["entries"]],
            scene.menu["hover"],
        )
    elif scene.hover is not None and scene.hover_time >= 0.35:
        draw_tooltip(surface, ctx, scene.hover.key, scene.hover.rect)
