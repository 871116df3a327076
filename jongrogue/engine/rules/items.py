"""Items and gold: pick-up (§8.9.1–8.9.4), potions (§9.8), identification (§11.1)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from jongrogue.engine.core.tx import Tx

from ..core.model import Item
from ..core.pipeline import Ctx, check, run_row
from ..core.places import face_down_slots
from ..core.queries import living_monsters, max_hp, threshold
from ..core.tiles import number, suit
from .attack import gain_xp
from .checks import _clear, gain_food, recover_hp
from .combat import monster_attack
from .monsters import monster_state

POTION_ROWS = 9


def kind_by_roll(table: Iterable[Mapping[str, Any]], roll: int) -> str:
    kind: str = next(row["id"] for row in table if roll in row["roll"])
    return kind


def curse_roll(tx: Tx, kind_row: Mapping[str, Any] | None = None) -> bool:
    if not tx.state.options.has("curses"):
        return False
    if kind_row is not None and kind_row.get("always_cursed"):
        return True
    return tx.check(1, "curse", "==", tx.p["curse"]["equals"])


def gain(tx: Tx, item: Item, reason: str = "pick_up") -> None:
    tx.emit("item", item=item, delta=1, reason=reason)


def add_keyed(tx: Tx, sheet: str, key_tile: str) -> None:
    """A potion / scroll with key tile k: identified row, or the unidentified strip (§11.1)."""
    table = tx.rules.potions["potions"] if sheet == "potions" else tx.rules.scrolls["scrolls"]
    row = key_row(key_tile)
    if not tx.state.options.has("identification"):
        gain(tx, Item(sheet, table[row - 1]["id"]))
        return
    links = tx.state.potion_links if sheet == "potions" else tx.state.scroll_links
    for i, (tile, up) in enumerate(links, 1):
        if tile == key_tile and up:
            gain(tx, Item(sheet, table[i - 1]["id"]))
            return
    gain(tx, Item(sheet, f"key:{key_tile}"))


def key_row(key_tile: str) -> int:
    """Potion key s1–s9 → 1–9; scroll key m1–m9 → 1–9, p1–p9 → 10–18."""
    return number(key_tile) + (9 if suit(key_tile) == "p" else 0)


def resolve_item(tx: Tx, tile: str) -> None:
    """Determine and record the item of tile sN (§9.7)."""
    cls = tx.rules.traps["item_classes"][number(tile)]
    if cls == "ring" and not tx.state.options.has("rings"):
        cls = "potion"
    if cls == "food_or_amulet":
        return  # handled by the pick_up_s1 row (check_amulet)
    if cls == "potion":
        key = tx.draw_until("potion_key")
        if key:
            add_keyed(tx, "potions", key)
        return
    if cls == "scroll":
        key = tx.draw_until("scroll_key")
        if key:
            add_keyed(tx, "scrolls", key)
        return
    sheet, table = {
        "melee": ("melee", tx.rules.weapons["melee"]),
        "ranged": ("ranged", tx.rules.weapons["ranged"]),
        "armour": ("armour", tx.rules.armour["armour"]),
        "ring": ("rings", tx.rules.rings["rings"]),
    }[cls]
    roll, _ = tx.roll(1, f"{sheet}_kind")
    kind = kind_by_roll(table, roll)
    row = next(r for r in table if r["id"] == kind)
    gain(tx, Item(sheet, kind, curse_roll(tx, row)))


@check("check_amulet")
def check_amulet(tx: Tx, ctx: Ctx) -> None:
    """§8.9.3: s1 is the Amulet from AMULET_DEPTH down (once per run), else a food ration."""
    s = tx.state
    if s.pc.floor >= tx.p["amulet_depth"] and not s.amulet_found:
        tx.emit("state", set={"amulet_found": True})
        tx.set_pc("amulet", has_amulet=True, wind_plate="south")
        return
    eat_ration(tx)


def eat_ration(tx: Tx) -> None:
    gain_food(tx, tx.p["food"]["ration"], "food_ration")


@check("gate_gold_lover")
def gate_gold_lover(tx: Tx, ctx: Ctx) -> bool:
    """Every guarding gold lover in the room wakes and turns hostile; the pick-up is aborted."""
    room = ctx.room
    guards = [i for i, m in living_monsters(tx.state, room) if m.has("guarding")]
    for i in guards:
        monster_state(tx, room, i, "guarding", False)
        monster_state(tx, room, i, "asleep", False)
    if guards:
        tx.pending_choice = True
    return not guards


@check("gate_disguised_mimic")
def gate_disguised_mimic(tx: Tx, ctx: Ctx) -> bool:
    """Every disguised mimic in the room makes one surprise attack and turns hostile (§8.7)."""
    room = ctx.room
    mimics = [i for i, m in living_monsters(tx.state, room) if m.has("disguised")]
    for i in mimics:
        if tx.state.slot(room, i).monster is None:
            continue
        monster_state(tx, room, i, "asleep", False)
        monster_attack(tx, room, i)
        monster_state(tx, room, i, "disguised", False)
    if mimics:
        tx.pending_choice = True
    return not mimics


def pick_up(tx: Tx, room: int, slot: int) -> None:
    s = tx.state.slot(room, slot)
    ctx = Ctx(data={"room": room, "slot": slot})
    tile = s.tile or ""  # (a slot without a tile holds gold)
    is_gold = s.gold is not None or suit(tile) == "p"

    def take_gold(c: Ctx) -> None:
        amount = (
            s.gold
            if s.gold is not None
            else number(tile) * tx.state.pc.floor * tx.p["gold_pile_factor"]
        )
        tx.set_pc("gold", gold=min(tx.p["gold_cap"], tx.state.pc.gold + amount))
        tx.emit("slot_discarded", room=room, slot=slot, reason="picked_up")
        if not any(
            x.gold is not None or (x.tile and suit(x.tile) == "p" and number(x.tile) >= 7)
            for x in tx.state.floor.encounter[room - 1]
        ):
            for i, _m in living_monsters(tx.state, room):
                monster_state(tx, room, i, "guarding", False)

    def take_item(c: Ctx) -> None:
        resolve_item(tx, tile)
        tx.discard_hand()
        tx.emit("slot_discarded", room=room, slot=slot, reason="picked_up")
        if number(tile) == 1:
            run_row(tx, "pick_up_s1", Ctx(data={"room": room}))

    if is_gold:
        # §8.9.1 order: in room, then the gold lover, then the mimic (pick_up_item's designed gate);
        # the in-room gate cannot fail for a legal pick-up, so the gold row wraps the item row.
        run_row(
            tx,
            "pick_up_gold",
            ctx,
            lambda c: run_row(tx, "pick_up_item", Ctx(data=dict(ctx.data)), take_gold),
        )
    else:
        run_row(tx, "pick_up_item", ctx, take_item)


# ---- potions (§9.8) -----------------------------------------------------------------------
def identify(tx: Tx, sheet: str, key_tile: str) -> str:
    """Turn up the link row of key k; move every unidentified-k item to it. Returns the effect id."""
    tx.find_link(sheet, key_tile)
    links = tx.state.potion_links if sheet == "potions" else tx.state.scroll_links
    table = tx.rules.potions["potions"] if sheet == "potions" else tx.rules.scrolls["scrolls"]
    row = next(i for i, (t, _) in enumerate(links, 1) if t == key_tile)
    effect: str = table[row - 1]["id"]
    if not links[row - 1][1]:
        tx.emit("link_revealed", sheet=sheet, row=row)
    strip = Item(sheet, f"key:{key_tile}")
    n = tx.state.count(strip)
    if n:
        tx.emit("item", item=strip, delta=-n, reason="identified")
        tx.emit("item", item=Item(sheet, effect), delta=n, reason="identified")
    return effect


def use_item(tx: Tx, sheet: str, kind: str) -> str:
    """Remove one post-it; with an unidentified key, identify it first. Returns the effect."""
    if kind.startswith("key:"):
        effect = identify(tx, sheet, kind[4:])
    else:
        effect = kind
    tx.emit("item", item=Item(sheet, effect), delta=-1, reason="used")
    return effect


def quaff(tx: Tx, kind: str) -> None:
    effect = use_item(tx, "potions", kind)
    tx.note("quaff", effect=effect)
    pc = tx.state.pc
    p = tx.p
    top = max_hp(tx.rules, pc.marker)
    if effect in ("healing", "extra_healing"):
        # §9.8 takes precedence over §8.4: the potion cures the poison first, then heals (a
        # poisoned recovery would otherwise become 1 damage).
        tx.clear_state("poisoned")
        if effect == "healing":
            recover_hp(tx, -(-top // tx.p["healing_divisor"]), "healing")
        else:
            if pc.hp >= top:
                marker = min(tx.rules.levels["max_hp"]["marker_max"], pc.marker + 1)
                tx.set_pc("extra_healing", marker=marker, hp=max_hp(tx.rules, marker))
            else:
                tx.set_pc("extra_healing", hp=top)
        _clear("blind")(tx, None)
    elif effect == "increase_strength":
        tx.set_pc("increase_strength", strength=min(p["strength"]["max"], pc.strength + 1))
    elif effect == "restore_strength":
        if pc.strength < 0:
            tx.set_pc("restore_strength", strength=0)
    elif effect == "raise_level":
        if pc.level < tx.rules.levels["level_cap"]:
            gain_xp(tx, threshold(tx.rules, pc.level + 1) - pc.xp)
    elif effect == "clairvoyance":
        run_row(tx, "pc_becomes_clairvoyant", Ctx(), lambda c: _become_clairvoyant(tx))
    elif effect == "blindness":
        tx.add_state("blind")
    elif effect == "confusion":
        tx.add_state("confused")
    elif effect == "levitation":
        run_row(tx, "pc_becomes_levitating", Ctx(), lambda c: tx.add_state("levitating"))


def _become_clairvoyant(tx: Tx) -> None:
    """Clairvoyance shows every face-down tile of the floor: a paper run turns them up first."""
    tx.turn_up(face_down_slots(tx.state), "clairvoyance")
    tx.add_state("clairvoyant")
