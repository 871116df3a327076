"""Scrolls (§9.9): 11 RC2 scrolls + 7 wand effects."""

from __future__ import annotations

from jongrogue.engine.core.model import State
from jongrogue.engine.core.tx import Tx

from ..core.model import Item
from ..core.pipeline import Ctx, run_row
from ..core.places import dungeon_pair
from ..core.queries import living_monsters, pcs_room
from .attack import check_kill, damage_monster
from .items import identify, use_item
from .monsters import each_floor_monster, haste, monster_state, place_extra_monster, seal, slow
from .setup import teleport


def scroll_targets(state: State) -> list[int]:
    """Slots of the monsters a scroll can affect: revealed living monsters of the PC's room."""
    return [i for i, _ in living_monsters(state, pcs_room(state))]


SINGLE_TARGET = ("teleport_away", "magic_missile")


def fit_target(state: State, effect: str, target: int | str | None) -> int | str | None:
    """The target an effect uses. A scroll read unidentified may have been aimed at a monster or
    at a key before its effect was known: use the aim if it fits, else the first fitting one."""
    if effect in SINGLE_TARGET:
        slots = scroll_targets(state)
        return target if target in slots else (slots[0] if slots else None)
    if effect == "identify":
        keys = [it.kind for it, n in state.items if it.kind.startswith("key:")]
        return target if target in keys else (keys[0] if keys else None)
    return None


def read(tx: Tx, kind: str, target: int | str | None = None) -> None:
    effect = use_item(tx, "scrolls", kind)
    tx.note("read", effect=effect)
    target = fit_target(tx.state, effect, target)
    here = pcs_room(tx.state)
    # (outside a room there is no target: slots is empty and room is never used)
    room = here if here is not None else 0
    slots = scroll_targets(tx.state)
    pc = tx.state.pc
    p = tx.p
    if effect == "protect_armour":
        tx.add_state("armour_protected")
    elif effect == "hold_monster":
        for i in slots:
            monster_state(tx, room, i, "deep_asleep", True)
    elif effect in ("enchant_weapon", "enchant_armour"):
        sheet = "melee" if effect == "enchant_weapon" else "armour"
        worn = [it for it, n in tx.state.items if it.sheet == sheet and it.equipped]
        if worn:
            field = "melee_bonus" if sheet == "melee" else "armour_bonus"
            tx.set_pc(
                effect, **{field: min(p["bonus"]["max"], getattr(pc, field) + p["enchant_step"])}
            )
            if worn[0].cursed:
                uncurse(tx, worn[0])
    elif effect == "identify":
        if tx.state.options.has("identification") and isinstance(target, str):
            sheet = "potions" if target[4] == "s" else "scrolls"
            identify(tx, sheet, target[4:])
    elif effect == "teleport":
        teleport(tx)
    elif effect == "sleep":
        tx.add_state("asleep")
    elif effect == "remove_curse":
        for it, n in list(tx.state.items):
            if it.cursed:
                uncurse(tx, it, n)
    elif effect == "create_monster":
        pos = tx.state.pc.position
        origin = here if here is not None else pos.frm
        assert origin is not None, "a corridor has the room it was entered from"
        place_extra_monster(tx, origin, "create_monster")
    elif effect == "aggravate_monsters":
        tx.add_state("aggravating")
        for r, i, m in list(each_floor_monster(tx)):
            if m.has("asleep"):
                monster_state(tx, r, i, "asleep", False)
        tx.pending_choice = True
    elif effect == "magic_mapping":
        revealed = tx.state.floor.revealed
        tx.turn_up(
            tuple(p for r in range(1, 10) if not revealed[r - 1] for p in dungeon_pair(r)),
            "magic_mapping",
        )
        tx.emit("mapped")
    elif effect == "teleport_away":
        if target in slots:
            tx.emit("slot_discarded", room=room, slot=target, reason="teleported_away")
    elif effect == "magic_missile":
        if target in slots:
            magic_missile(tx, room, target)
    elif effect in (
        "slow_monster",
        "haste_monster",
        "confuse_monster",
        "make_invisible",
        "cancellation",
    ):
        for i in slots:
            if effect == "slow_monster":
                slow(tx, room, i)
            elif effect == "haste_monster":
                haste(tx, room, i)
            elif effect == "confuse_monster":
                monster_state(tx, room, i, "confused", True)
            elif effect == "make_invisible":
                monster_state(tx, room, i, "invisible", True)
            else:
                seal(tx, room, i)
    tx.pending_choice = True


def uncurse(tx: Tx, item: Item, n: int = 1) -> None:
    tx.emit("item", item=item, delta=-n, reason="uncursed")
    tx.emit(
        "item", item=Item(item.sheet, item.kind, False, item.equipped), delta=n, reason="uncursed"
    )


def magic_missile(tx: Tx, room: int, slot: int) -> None:
    """1d9 damage, no hit roll; counts as an attack on a monster (after-list applies)."""
    m = tx.state.slot(room, slot).monster

    def resolve(c: Ctx) -> None:
        total, _ = tx.roll(1, "magic_missile")
        damage_monster(tx, room, slot, total)

    if run_row(tx, "attack_monster", Ctx(data={"room": room, "slot": slot, "monster": m}), resolve):
        check_kill(tx, room, slot)
