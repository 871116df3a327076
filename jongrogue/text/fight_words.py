"""Why a fight opened on a monster that is not hostile ends without melee, in words.

At a doorway only the front *hostile* monster fights (§7.2, §8.3.6); a monster asleep, deep
asleep, guarding or disguised is not hostile, and only an attack on it changes that. So "Attack"
on a sleeping monster from a door gives the ranged phase alone unless a shot wakes it (the
rulebook's Attack says so). These read the view (what the player sees) and say it before End
shooting is pressed and after:

    melee_follows(view)              -> True / False in the ranged phase: does End shooting lead
                                        to melee (the engine's begin_melee, from the view)? None
                                        elsewhere
    situation(ctx, command, view)    -> the tooltip's line on what the command will do ("" when
                                        nothing needs saying)
    end_label(ctx, name, view)       -> End shooting's label when it ends the fight
    attack_label(ctx, name, view)    -> Attack's name from a doorway, where it means shooting
    no_melee_line(ctx, args)         -> the log line of the engine's note "no_melee"
"""

from __future__ import annotations

from typing import Any

from jongrogue.engine import PEACEFUL, Command
from jongrogue.text.strings import Texts
from jongrogue.text.words import monster_name, room_slot, tt


def _living(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The revealed living monsters of the PC's room, slot order."""
    room = view["pc"]["position"].get("room")
    slots = (view["encounter"]["rooms"].get(str(room)) or []) if room is not None else []
    return [s["monster"] for s in slots if s.get("monster") and s.get("face") == "up"]


def _hostile(monster: dict[str, Any]) -> bool:
    return not set(PEACEFUL) & set(monster.get("states") or ())


def melee_follows(view: dict[str, Any]) -> bool | None:
    if view.get("context") != "ranged_phase":
        return None
    monsters = _living(view)
    if any(map(_hostile, monsters)):
        return True
    combat = view.get("combat") or {}
    in_room = view["pc"]["position"]["kind"] == "room"
    # the PC who opened the fight on a sleeping monster from inside its room fights it
    return bool(combat.get("deliberate") and not combat.get("shots") and in_room and monsters)


def _at_door(view: dict[str, Any]) -> bool:
    return bool(view["pc"]["position"]["kind"] == "door")


def situation(ctx: Texts, command: Command, view: dict[str, Any]) -> str:
    if command.type == "attack" and _at_door(view):
        monster = (room_slot(view, command.arg("slot")) or {}).get("monster")
        if isinstance(monster, dict):
            return tt(ctx, "fight.attack_from_door", monster=monster_name(ctx, monster["id"]))
    if command.type == "end_ranged_phase" and melee_follows(view) is False:
        monsters = _living(view)
        if _at_door(view) and monsters:
            return tt(ctx, "fight.no_melee_follows", monster=monster_name(ctx, monsters[0]["id"]))
        return tt(ctx, "fight.no_melee_follows_room")
    return ""


def end_label(ctx: Texts, name: str, view: dict[str, Any]) -> str:
    return tt(ctx, "fight.end_fight_label", action=name) if melee_follows(view) is False else name


def attack_label(ctx: Texts, name: str, view: dict[str, Any]) -> str:
    return tt(ctx, "fight.attack_from_door_label", action=name) if _at_door(view) else name


def no_melee_line(ctx: Texts, args: dict[str, Any]) -> str:
    monster = monster_name(ctx, str(args.get("monster")))
    state = args.get("state")
    if args.get("at") == "door" and state in ("asleep", "deep_asleep"):
        return tt(ctx, f"note.no_melee_{state}", monster=monster)
    return tt(ctx, "note.no_melee", monster=monster)
