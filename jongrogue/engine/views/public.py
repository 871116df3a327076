"""The public projection of events: what a player at the table saw happen.

A command's events are a complete account, hidden identities included (the tile a face-down deal
put in a slot, the reshuffled wall's order, the dungeon deal). ``public_events`` removes exactly
those, so the UI (log, animations, replay) can read the events without learning anything the
table did not show."""

from __future__ import annotations

from dataclasses import replace

from ..core.events import Event
from ..core.model import Slot
from ..core.places import HIDDEN_FACES
from ..core.tiles import FACE_DOWN


def _hidden_slot(value: Slot | None) -> Slot | None:
    if value is not None and value.tile is not None and value.face in HIDDEN_FACES:
        return replace(value, tile=FACE_DOWN)
    return value


def public_event(e: Event) -> Event:
    d = e.data
    if e.kind == "drawn" and d.get("purpose") == "deal":
        return Event(e.kind, {**d, "tile": FACE_DOWN})
    if e.kind in ("slot", "hand_to_slot"):
        return Event(e.kind, {**d, "value": _hidden_slot(d["value"])})
    if e.kind == "reshuffled":
        return Event(e.kind, {"number": d["number"], "count": len(d["wall"])})
    if e.kind == "dungeon_dealt":
        return Event(e.kind, {"count": len(d["tiles"])})
    if e.kind == "tile_entered":  # (a paper run: where the engine kept that copy is no news)
        return Event(e.kind, {"place": d["place"], "tile": d["tile"]})
    return e


def public_events(events: list[Event]) -> list[Event]:
    return [public_event(e) for e in events]
