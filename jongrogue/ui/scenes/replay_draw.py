"""Drawing the replay: the table's board views at command n, the deck, and hover descriptions."""

from __future__ import annotations

from jongrogue.text.describe import describe
from jongrogue.text.log_format import context_name
from jongrogue.ui import theme
from jongrogue.ui.board.encounter_view import draw_encounter
from jongrogue.ui.board.hud import draw_hud
from jongrogue.ui.board.log_view import draw_log
from jongrogue.ui.board.map_view import draw_map
from jongrogue.ui.board.wall_view import draw_discard, draw_wall
from jongrogue.ui.replay.log import mark_current
from jongrogue.ui.widgets import draw_tooltip

TOOLTIP_DELAY = 0.5


class _WarningOnly:
    """What ``describe`` needs from a controller (the HUD's warning line)."""

    def __init__(self, warning):
        self.warning = warning


def describe_target(sc, target):
    """(title, body) for a hovered spot of the replay, or None (buttons and the dock have none)."""
    if not target or target[0] in ("button", "dock"):
        return None
    # (the replay's HUD has no run chip, so describe never asks this for its game)
    warning_only = _WarningOnly(sc.warning)
    return describe(sc.ctx, target, sc.view, log=sc.last_log, controller=warning_only)  # type: ignore[arg-type]


def draw_replay(sc, surface) -> None:
    """The whole replay frame; sets ``sc.spots`` (hover targets) and ``sc.last_log``."""
    ctx, tl, v = sc.ctx, sc.tl, sc.view
    n = sc.player.position
    events = sc.timeline.public_events(n)
    theme.draw_felt(surface)
    spots: list = []
    hover = sc.hover.target if sc.hover else None
    spots += draw_wall(surface, tl.wall, ctx, v["wall"]["count"], sc.timeline.knowledge(n))
    recent = [e.data["tile"] for e in events if e.kind == "drawn"]
    dspots, _ = draw_discard(surface, tl.discard, ctx, v["discard"], "order", 10**6, recent)
    spots += dspots
    sc.last_log = log = sc.log_entries()
    log_hover = hover[1] if hover and hover[0] == "log" and len(hover) > 1 else None
    log_spots = draw_log(surface, tl.log, ctx, log, sc.logstate, log_hover)
    mark_current(surface, ctx, log, log_spots)
    spots += log_spots
    spots += draw_map(surface, tl.dungeon, ctx, v, hover=hover)
    spots += draw_encounter(surface, tl.encounter, ctx, v, hover=hover)
    spots += sc.dock.draw(surface, tl.dock, v, tl.dock_cols, hover=hover)
    label = f"{ctx.t('replay.badge')} · {context_name(ctx, v['context'])}"
    spots += draw_hud(
        surface,
        tl.hud,
        ctx,
        v,
        warning=sc.warning,
        context_label=label,
        buttons=(("back", ctx.t("replay.back") + " Esc", True),),
    )
    sc.controls.draw(surface, ctx, sc.player, sc.step_label(), sc.mouse, sc.scrubbing)
    sc.spots = spots
    sc.form.draw(surface)
    sc.review.draw(surface, ctx, sc.controls, sc.timeline, sc.player)
    if sc.hover and sc.hover_time >= TOOLTIP_DELAY and not sc.form.hover:
        desc = describe_target(sc, sc.hover.target)
        if desc:
            title, body = desc
            draw_tooltip(surface, ctx, title + ("\n" + body if body else ""), sc.hover.rect)
