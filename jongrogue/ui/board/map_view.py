"""The dungeon map sheet: 3×3 rooms of tile pairs, 12 corridors, doors and the PC post-it."""

from __future__ import annotations

import pygame

from jongrogue.text.map_doors import map_doors
from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.art.markers import pc_token, postit_surface
from jongrogue.ui.board.common import (
    ARROW,
    Hotspot,
    draw_tile,
    neighbour,
    paper,
    pc_placed,
    side_towards,
    text,
    tt,
)

CORRIDOR_INK = {"open": (150, 118, 70), "found": (150, 118, 70), "hidden": (190, 178, 156)}


class MapGeometry:
    """Rects of rooms, corridors and doors inside the map sheet (pixels)."""

    def __init__(self, ctx, rect: pygame.Rect, top: int):
        inner = pygame.Rect(
            rect.x + ctx.s(10), top, rect.w - ctx.s(20), rect.bottom - top - ctx.s(8)
        )
        self.cell_w, self.cell_h = inner.w / 3, inner.h / 3
        gx, gy = self.cell_w * 0.24, self.cell_h * 0.22
        self.rooms: dict[int, pygame.Rect] = {}
        for r in range(1, 10):
            row, col = divmod(r - 1, 3)
            x = inner.x + col * self.cell_w + gx / 2
            y = inner.y + row * self.cell_h + gy / 2
            self.rooms[r] = pygame.Rect(
                round(x), round(y), round(self.cell_w - gx), round(self.cell_h - gy)
            )
        self.door = max(ctx.s(10), min(ctx.s(20), int(min(gx, gy) * 0.55)))
        self.corridors: dict[str, pygame.Rect] = {}
        for r in range(1, 10):
            for d in ("east", "south"):
                n = neighbour(r, d)
                if n is None:
                    continue
                a, b = self.rooms[r], self.rooms[n]
                band = max(ctx.s(6), self.door // 2 + 2)
                if d == "east":
                    c = pygame.Rect(a.right, a.centery - band // 2, b.left - a.right, band)
                else:
                    c = pygame.Rect(a.centerx - band // 2, a.bottom, band, b.top - a.bottom)
                self.corridors[f"{r}-{n}"] = c

    def door_rect(self, r: int, side: str) -> pygame.Rect:
        box, s = self.rooms[r], self.door
        rect = pygame.Rect(0, 0, s, s)
        rect.center = {
            "north": box.midtop,
            "south": box.midbottom,
            "east": box.midright,
            "west": box.midleft,
        }[side]
        return rect


def draw_map(surface, rect, ctx, view, *, glow=(), hover=None, pc_hidden=False) -> list[Hotspot]:
    """Draw the dungeon map; ``glow`` is a set of targets to highlight as drop targets."""
    top = paper(surface, rect, ctx, title=tt(ctx, "dungeon_map"))
    geo = MapGeometry(ctx, rect, top)
    rooms, cors = view["dungeon"]["rooms"], view["dungeon"]["corridors"]
    pos = view["pc"]["position"]
    spots: list[Hotspot] = []
    for key, crect in geo.corridors.items():
        status = cors.get(key, "hidden")
        _draw_corridor(surface, ctx, crect, status, ("corridor", key) in glow)
        spots.append(Hotspot(crect.inflate(ctx.s(6), ctx.s(6)), ("corridor", key)))
    unplaced = not pc_placed(view)
    here = pos.get("room") if pos["kind"] in ("room", "door") and not unplaced else None
    for r in range(1, 10):
        info, box = rooms[str(r)], geo.rooms[r]
        _draw_room(surface, ctx, box, r, info, here == r, ("room", r) in glow, hover == ("room", r))
        spots.append(Hotspot(box, ("room", r)))
    for r in range(1, 10):
        info = rooms[str(r)]
        for d in map_doors(view, r):
            dr = geo.door_rect(r, d)
            _draw_door(
                surface,
                ctx,
                dr,
                dead=d in info["dead_doors"],
                printed=d in info["doors"],
                glow=("door", r, d) in glow,
            )
            if neighbour(r, d) is not None:
                spots.append(Hotspot(dr.inflate(ctx.s(4), ctx.s(4)), ("door", r, d)))
    pc_rect = None if unplaced else pc_anchor(geo, pos, ctx, rooms)
    if pc_rect is not None:
        spots.append(Hotspot(pc_rect, ("pc",), drag=("pc",)))
        if not pc_hidden:
            draw_pc(surface, ctx, pc_rect, pos)
    return spots


def pc_anchor(geo: MapGeometry, pos: dict, ctx, rooms: dict) -> pygame.Rect | None:
    """Where the pawn stands: in a room its top-right corner, or the bottom-right one when the
    "Stairs" label is up there (the pawn once covered it: "Sta@")."""
    size = max(ctx.s(16), min(ctx.s(30), int(geo.rooms[1].h * 0.42)))
    rect = pygame.Rect(0, 0, size, size)
    if pos["kind"] == "room" and pos.get("room"):
        box = geo.rooms[pos["room"]]
        if rooms.get(str(pos["room"]), {}).get("stairs"):
            rect.bottomright = (box.right - ctx.s(3), box.bottom - ctx.s(3))
        else:
            rect.topright = (box.right - ctx.s(3), box.top + ctx.s(3))
    elif pos["kind"] == "door" and pos.get("room"):
        rect.center = geo.door_rect(pos["room"], pos["side"]).center
    elif pos["kind"] == "corridor":
        a, b = pos["from"], pos["to"]
        key = f"{min(a, b)}-{max(a, b)}"
        c = geo.corridors.get(key)
        if c is None:
            return None
        rect.center = c.center
    else:
        return None
    return rect


def draw_pc(surface, ctx, rect: pygame.Rect, pos: dict | None = None, lifted: bool = False) -> None:
    img = pc_token(rect.w)
    if lifted:
        img = pygame.transform.rotozoom(img, -6, 1.12)
    surface.blit(img, img.get_rect(center=rect.center))
    if pos and pos.get("kind") == "corridor":
        d = side_towards(pos["from"], pos["to"])
        f = ctx.font(11, bold=True)
        lab = f.render(ARROW.get(d, "") if d else "", True, pal.RED_INK)
        off = {
            "east": (rect.w * 0.75, 0),
            "west": (-rect.w * 0.75, 0),
            "south": (0, rect.h * 0.75),
            "north": (0, -rect.h * 0.75),
        }.get(d or "", (0, 0))
        surface.blit(lab, lab.get_rect(center=(rect.centerx + off[0], rect.centery + off[1])))


def _draw_corridor(surface, ctx, c: pygame.Rect, status: str, glow: bool) -> None:
    if status in ("open", "found"):
        pygame.draw.rect(surface, (226, 206, 160), c)
        pygame.draw.rect(surface, CORRIDOR_INK[status], c, width=max(1, ctx.s(1)))
        if status == "found":
            w = max(ctx.s(14), min(ctx.s(24), max(c.w, c.h) // 2))
            note = postit_surface(w, w * 2 // 3, "pink")
            surface.blit(note, note.get_rect(center=c.center))
    else:
        horizontal = c.w > c.h
        n = 5
        for i in range(n):
            if horizontal:
                x0 = c.x + c.w * i / n + c.w / (4 * n)
                pygame.draw.line(
                    surface,
                    CORRIDOR_INK["hidden"],
                    (x0, c.centery),
                    (x0 + c.w / (2 * n), c.centery),
                )
            else:
                y0 = c.y + c.h * i / n + c.h / (4 * n)
                pygame.draw.line(
                    surface,
                    CORRIDOR_INK["hidden"],
                    (c.centerx, y0),
                    (c.centerx, y0 + c.h / (2 * n)),
                )
    if glow:
        pygame.draw.rect(
            surface,
            pal.HL_OK,
            c.inflate(ctx.s(6), ctx.s(6)),
            width=max(2, ctx.s(2)),
            border_radius=ctx.s(3),
        )


def shown_stairs(ctx, code: str, place: int) -> str:
    """The seed deals two pR; with the "sR" setting a stairs tile in the second place of its
    room's pair is drawn as sR (decided by its own place only, so it tells nothing hidden)."""
    if code == "pR" and place == 1 and getattr(ctx.settings, "stairs_tile", "pR") == "sR":
        return "sR"
    return code


def _draw_room(surface, ctx, box, r, info, here, glow, hover) -> list[pygame.Rect]:
    """Draws one room; returns the rects of its tiles and of its "Stairs" label (for tests)."""
    fill = (238, 230, 208) if info["explored"] else pal.PAPER
    pygame.draw.rect(surface, fill, box, border_radius=ctx.s(3))
    ink = pal.INK if info["revealed"] else pal.PAPER_LINE
    pygame.draw.rect(surface, ink, box, width=max(1, ctx.s(1.5)), border_radius=ctx.s(3))
    label_f = ctx.font(11, bold=True)
    band = label_f.get_linesize()  # the room number / "Stairs" line at the top
    text(surface, ctx, str(r), 11, pal.INK_SOFT, (box.x + ctx.s(4), box.y + ctx.s(2)), bold=True)
    tw = max(8, min(int(box.w * 0.3), int(box.h * 0.7 * 3 / 4)))
    th = round(tw * 4 / 3)
    gap = max(2, tw // 8)
    x = box.centerx - tw - gap // 2
    y = box.centery - th // 2 + ctx.s(2)
    number_w = label_f.size(str(r))[0] + ctx.s(10)
    if info.get("stairs") and y < box.y + band + ctx.s(2):
        # the tiles make room for the label: to its left if they fit there, else below it
        right = box.right - label_f.size(tt(ctx, "stairs"))[0] - ctx.s(8)
        if right - (2 * tw + gap) >= box.x + number_w:
            x = min(x, right - (2 * tw + gap))
        else:
            tw = max(8, min(tw, int((box.h - band - ctx.s(6)) * 3 / 4)))
            th, gap = round(tw * 4 / 3), max(2, tw // 8)
            x = box.centerx - tw - gap // 2
            y = max(box.centery - th // 2 + ctx.s(2), box.y + band + ctx.s(2))
    rects = []
    for i, code in enumerate(info["tiles"][:2]):
        draw_tile(
            surface,
            shown_stairs(ctx, code, i),
            (x + i * (tw + gap), y),
            tw,
            face_up=info["revealed"],
        )
        rects.append(pygame.Rect(x + i * (tw + gap), y, tw, th))
    if info.get("stairs"):
        pygame.draw.rect(
            surface,
            pal.HL_SELECT,
            box.inflate(ctx.s(4), ctx.s(4)),
            width=max(2, ctx.s(2.5)),
            border_radius=ctx.s(5),
        )
        rects.append(
            text(
                surface,
                ctx,
                tt(ctx, "stairs"),
                11,
                pal.RED_INK,
                (box.right - ctx.s(4), box.y + ctx.s(2)),
                "topright",
                bold=True,
                max_width=box.w - number_w - ctx.s(4),
            )
        )
    if here:
        pygame.draw.rect(surface, pal.HL_HOVER, box, width=max(2, ctx.s(2)), border_radius=ctx.s(3))
    if glow:
        pygame.draw.rect(
            surface,
            pal.HL_OK,
            box.inflate(ctx.s(8), ctx.s(8)),
            width=max(2, ctx.s(3)),
            border_radius=ctx.s(6),
        )
    elif hover:
        pygame.draw.rect(
            surface, pal.HL_HOVER, box.inflate(ctx.s(4), ctx.s(4)), width=1, border_radius=ctx.s(4)
        )
    return rects


def _draw_door(surface, ctx, dr, *, dead: bool, printed: bool, glow: bool) -> None:
    colour = (150, 150, 150) if dead else (128, 84, 44)
    inner = dr.inflate(-dr.w // 4, -dr.h // 4)
    pygame.draw.rect(surface, pal.PAPER, dr, border_radius=ctx.s(2))
    pygame.draw.rect(surface, colour, inner, border_radius=ctx.s(2))
    if not printed:
        pygame.draw.rect(surface, theme.PAPER_SHADE, inner.inflate(-inner.w // 3, -inner.h // 3))
    if dead:
        pygame.draw.line(surface, (90, 90, 90), dr.topleft, dr.bottomright, max(1, ctx.s(2)))
        pygame.draw.line(surface, (90, 90, 90), dr.topright, dr.bottomleft, max(1, ctx.s(2)))
    if glow:
        pygame.draw.rect(
            surface,
            pal.HL_OK,
            dr.inflate(ctx.s(6), ctx.s(6)),
            width=max(2, ctx.s(2)),
            border_radius=ctx.s(4),
        )
