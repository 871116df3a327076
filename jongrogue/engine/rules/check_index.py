"""Every check of the check table (data/checks.yaml) by id: the one list to read to find the code
of a check, and the check plans of a game built from it. A check's function carries its id and
EZ Plus option (``@check``); tests keep this list and those marks in step."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from jongrogue.data import Rules
from jongrogue.engine.core.model import Options

from ..core.pipeline import rows_for
from . import abilities, attack, camp, checks, combat, endings, items, monsters, movement, setup

CHECKS = {
    # abilities.py
    "freeze_roll": abilities.freeze_roll,
    "poison_roll": abilities.poison_roll,
    "check_gold_theft": abilities.check_gold_theft,
    "check_rust": abilities.check_rust,
    "gate_armour_protected": abilities.gate_armour_protected,
    "gate_ring_maintain_armour": abilities.gate_ring_maintain_armour,
    "check_item_theft": abilities.check_item_theft,
    "steal_adornment_ring_first": abilities.steal_adornment_ring_first,
    "check_hold": abilities.check_hold,
    "strength_drain_roll": abilities.strength_drain_roll,
    # attack.py
    "mod_target_invisible": attack.mod_target_invisible,
    "seal_gold_lover": attack.seal_gold_lover,
    "check_mimic": attack.check_mimic,
    "check_level_drain": attack.check_level_drain,
    "check_gold_thief_drop": attack.check_gold_thief_drop,
    "gain_xp": attack.gain_xp_check,
    "level_up_check": attack.level_up_check,
    "item_drop": attack.item_drop,
    "gate_target_hasted": attack.gate_target_hasted,
    "ammo_check": attack.ammo_check,
    "fire_breath_counter": attack.fire_breath_counter,
    # camp.py
    "discard_over_limit": camp.discard_over_limit,
    # checks.py
    "gate_pc_asleep": checks.gate_pc_asleep,
    "gate_pc_held": checks.gate_pc_held,
    "gate_pc_confused": checks.gate_pc_confused,
    "check_pc_confused_redirect": checks.check_pc_confused_redirect,
    "gate_pc_frozen": checks.gate_pc_frozen,
    "gate_pc_blind_ranged": checks.gate_pc_blind_ranged,
    "gate_pc_levitating_trap": checks.gate_pc_levitating_trap,
    "gate_in_room": checks.gate_in_room,
    "clear_pc_frozen": checks.clear_pc_frozen,
    "clear_pc_frozen_if_spent": checks.clear_pc_frozen_if_spent,
    "cap_hp_at_max": checks.cap_hp_at_max,
    "recover_hp_rest": checks.recover_hp_rest,
    "recover_hp_step": checks.recover_hp_step,
    "lose_hp": checks.lose_hp_check,
    "death_check": checks.death_check,
    "food_check": checks.food_check,
    "reshuffle": checks.reshuffle,
    **checks.PC_STATE_CLEARS,
    **checks.BURNS,
    "gate_ring_increase_strength": checks.gate_ring_increase_strength,
    # combat.py
    "ranged_phase": combat.ranged_phase,
    "melee_combat": combat.melee_combat,
    "reset_ranged_flag": combat.reset_ranged_flag,
    "end_ranged_phase": combat.end_ranged_phase_check,
    "choose_continue_or_flee": combat.choose_continue_or_flee,
    "wake_target_asleep": combat.wake_target_asleep,
    "wake_target_deep_asleep": combat.wake_target_deep_asleep,
    # endings.py
    "write_score_card": endings.write_score_card,
    # items.py
    "check_amulet": items.check_amulet,
    "gate_gold_lover": items.gate_gold_lover,
    "gate_disguised_mimic": items.gate_disguised_mimic,
    # monsters.py
    "check_pc_aggravating": monsters.check_pc_aggravating,
    "sleep_roll": monsters.sleep_roll,
    "check_monster_innate_invisible": monsters.check_monster_innate_invisible,
    "check_gold_lover": monsters.check_gold_lover,
    "choose_fight_or_flee": monsters.choose_fight_or_flee,
    "gate_monster_asleep": monsters.gate_monster_asleep,
    "gate_monster_deep_asleep": monsters.gate_monster_deep_asleep,
    "gate_monster_confused": monsters.gate_monster_confused,
    "gate_monster_slowed": monsters.gate_monster_slowed,
    "gate_monster_sealed": monsters.gate_monster_sealed,
    "gate_cancel_slow_instead": monsters.gate_cancel_slow_instead,
    "gate_cancel_haste_instead": monsters.gate_cancel_haste_instead,
    "clear_monster_hasted": monsters.clear_monster_hasted,
    "clear_monster_invisible": monsters.clear_monster_invisible,
    "clear_monsters_confused": monsters.clear_monsters_confused,
    "wake_monsters_asleep": monsters.wake_monsters_asleep,
    "check_ring_see_invisible": monsters.check_ring_see_invisible,
    "clear_room_monsters_invisible": monsters.clear_room_monsters_invisible,
    "check_glare": monsters.check_glare,
    # movement.py
    "wandering_monster_check": movement.wandering_monster_check,
    "ring_teleport_trigger": movement.ring_teleport_trigger,
    "check_pincer": movement.check_pincer,
    "trap_check": movement.trap_check,
    "game_start_procedure": movement.game_start_procedure,
    # setup.py
    "check_pc_blind_encounter": setup.check_pc_blind_encounter,
    "check_pc_levitating_loot": setup.check_pc_levitating_loot,
    "arrival": setup.arrival,
}
# check id -> the EZ Plus option it belongs to (its @check mark, in the function's __dict__)
CHECK_OPTION = {
    cid: vars(fn)["check_option"]
    for cid, fn in CHECKS.items()
    if vars(fn)["check_option"] is not None
}


@lru_cache(maxsize=16)
def _plans(rules: Rules, plus: tuple[Any, ...]) -> dict[str, tuple[Any, ...]]:
    """row id -> (before checks as (id, function), resolved check functions) for a game with
    the EZ Plus options `plus`, looked up once; checks of options not chosen are left out."""

    def kept(ids: Iterable[str]) -> list[str]:
        return [cid for cid in ids if cid not in CHECK_OPTION or CHECK_OPTION[cid] in plus]

    return {
        k: (
            tuple((cid, CHECKS[cid]) for cid in kept(row.before)),
            tuple(CHECKS[cid] for cid in kept(row.resolved)),
        )
        for k, row in rows_for(rules).items()
    }


# The plans last asked for, (rules, options, plans): a run_row call per row used to pay for an
# lru_cache lookup. Read and replaced as one tuple (the advisor runs games in threads).
_LAST_PLANS: list[Any] = [(None, None, None)]


def plans_for(rules: Rules, options: Options) -> dict[str, tuple[Any, ...]]:
    """The check plans of a game under `rules` with `options` (see _plans)."""
    last_rules, last_options, plans = _LAST_PLANS[0]
    if last_rules is not rules or last_options is not options:
        plans = _plans(rules, options.plus)
        _LAST_PLANS[0] = rules, options, plans
    kept_plans: dict[str, tuple[Any, ...]] = plans
    return kept_plans
