"""view(): the JSON-serialisable table (DESIGN §3 keys), and census() of every tile."""
from __future__ import annotations

from .camp import carry_counts, end_camp_discards
from .checks_pc import food_check_outcome
from .model import to_data
from .queries import corridor_status, doors, has_stairs, max_hp
from .tiles import ALL_CORRIDORS, neighbour

FACE_DOWN = "U"
_CORRIDORS = tuple((key, tuple(map(int, key.split("-")))) for key in ALL_CORRIDORS)


def _position(pos) -> dict:
    return pos.to_dict()


def _monster(m):
    if m is None:
        return None
    return {"id": m.id, "hp": m.hp, "damage": m.damage, "states": list(m.states)}


def _slot(slot, reveal: bool, clairvoyant: bool) -> dict:
    tile = slot.tile
    if tile is None and slot.gold is None:                  # Slot.empty
        return {"tile": None, "face": "empty", "monster": None, "gold": None}
    up = slot.face == "up"
    shown = up or reveal or (clairvoyant and tile is not None)
    return {"tile": tile if (shown and tile) else (FACE_DOWN if tile else None),
            "face": slot.face, "monster": _monster(slot.monster), "gold": slot.gold,
            "peek": clairvoyant and not up}


def view(state, rules, reveal: bool = False) -> dict:
    pc, fl = state.pc, state.floor
    rooms = {}
    for r in range(1, 10):
        up = fl.revealed[r - 1]
        tiles = list(fl.dungeon[r - 1]) if fl.dungeon and (up or reveal) else [FACE_DOWN, FACE_DOWN]
        sides = sorted(doors(state, r))
        rooms[str(r)] = {"tiles": tiles, "revealed": up, "explored": fl.explored[r - 1],
                         "doors": sides, "dead_doors": [d for d in sides if neighbour(r, d) is None],
                         "stairs": bool(fl.dungeon) and up and has_stairs(state, r)}
    corridors = {key: corridor_status(state, a, b) if fl.dungeon else "hidden"
                 for key, (a, b) in _CORRIDORS}
    clairvoyant = pc.has("clairvoyant")
    enc = {str(r): [_slot(slot, reveal, clairvoyant) for slot in room]
           for r, room in zip(range(1, 10), fl.encounter or ((),) * 9)}
    sheets = {
        "items": [{"sheet": it.sheet, "kind": it.kind, "cursed": it.cursed, "equipped": it.equipped,
                   "count": n} for it, n in state.items],
        "melee_bonus": pc.melee_bonus, "armour_bonus": pc.armour_bonus,
        "potion_links": [{"tile": t if (up or reveal) else FACE_DOWN, "face_up": up} for t, up in state.potion_links],
        "scroll_links": [{"tile": t if (up or reveal) else FACE_DOWN, "face_up": up} for t, up in state.scroll_links],
        "status_field": list(state.status_field),
        "carry": {sheet: {"count": n, "limit": limit} for sheet, (n, limit) in carry_counts(state, rules).items()},
        "end_camp_discards": [{"sheet": it.sheet, "kind": it.kind, "cursed": it.cursed, "equipped": it.equipped}
                              for it in end_camp_discards(state, rules)],
    }
    out = {
        "ruleset": state.options.ruleset, "options": sorted(state.options.plus), "mode": state.options.mode,
        "context": state.context,
        "pc": {"position": _position(pc.position), "level": pc.level, "xp": pc.xp, "marker": pc.marker,
               "max_hp": max_hp(rules, pc.marker), "hp": pc.hp, "strength": pc.strength, "gold": pc.gold,
               "food": pc.food, "floor": pc.floor, "deepest": pc.deepest, "wind_plate": pc.wind_plate,
               "has_amulet": pc.has_amulet, "states": list(pc.states), "continues": pc.continues},
        "wall": {"count": len(state.wall), "food_check": food_check_outcome(pc),
                 **({"tiles": list(state.wall)} if reveal else {})},
        "discard": list(state.discard), "in_hand": list(state.in_hand),
        "dungeon": {"rooms": rooms, "corridors": corridors, "mapped": fl.mapped},
        "encounter": {"rooms": enc},
        "combat": to_data(state.combat),
        "sheets": sheets,
        "score_card": [to_data(r) for r in state.score_card],
        "victory_sheet": _victory(state.victory_sheet),
        "death_cause": state.death_cause,
        "reshuffles": state.reshuffles,
    }
    return out


def _victory(sheet):
    if sheet is None:
        return None
    d = dict(sheet)
    d["items"] = [dict(line) for line in d["items"]]
    return d


def census(state) -> dict[str, list[str]]:
    fl = state.floor
    return {
        "wall": list(state.wall),
        "discard": list(state.discard),
        "in_hand": list(state.in_hand),
        "dungeon_map": [t for pair in fl.dungeon for t in pair] + list(state.dungeon_box),
        "encounter_map": [s.tile for room in fl.encounter for s in room if s.tile],
        "link_slots": [t for t, _ in state.potion_links + state.scroll_links],
        "status_field": list(state.status_field) + list(state.spare),
    }
