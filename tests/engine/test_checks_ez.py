"""Remaining EZ check ids with a direct test, and the map of every EZ check id to its tests."""

import ast
from pathlib import Path

from jongrogue.data import load_rules
from jongrogue.engine import Item, cmd
from jongrogue.engine.core.model import Combat, Slot
from jongrogue.engine.core.pipeline import referenced_check_ids
from tests.engine.helpers import rig, rig_pc, set_state, stack
from tests.engine.test_checks_more import combat
from tests.engine.test_legal_table import fresh, put_monster


def with_scrolls(g, *kinds):
    rig(g, items=g.state.items + tuple((Item("scrolls", k), 1) for k in kinds))


def test_haste_and_slow_cancel_each_other():
    g = fresh()
    put_monster(g, 5, 5, "kestrel", states=("asleep", "slowed"))
    with_scrolls(g, "haste_monster", "slow_monster")
    g.execute(cmd("read", kind="haste_monster", target=None))
    m = g.state.slot(5, 5).monster
    assert not m.has("slowed") and not m.has("hasted")  # gate_cancel_slow_instead
    set_state(
        g,
        g.state.with_slot(
            5,
            5,
            Slot(g.state.slot(5, 5).tile, "up", m.__class__(m.id, m.hp, 0, ("asleep", "hasted"))),
        ),
    )
    g.execute(cmd("read", kind="slow_monster", target=None))
    m = g.state.slot(5, 5).monster
    assert not m.has("slowed") and not m.has("hasted")  # gate_cancel_haste_instead


def test_cancellation_seals_and_clears_haste_and_invisibility():
    g = fresh()
    put_monster(g, 5, 5, "kestrel", states=("asleep", "hasted", "invisible"))
    with_scrolls(g, "cancellation")
    g.execute(cmd("read", kind="cancellation", target=None))
    m = g.state.slot(5, 5).monster
    assert m.has("sealed") and not m.has("hasted") and not m.has("invisible")


def test_protect_armour_negates_the_rust_trap():
    g = fresh()
    rig_pc(g, states=("armour_protected",))
    s = g.state
    wall = list(s.wall)
    wall.remove("p6")
    from dataclasses import replace

    from jongrogue.engine.core.model import at_door

    set_state(g, replace(s, wall=tuple(wall)).with_slot(5, 7, Slot("p6", "up")))
    rig_pc(g, position=at_door(5, "north"))
    stack(g, ["m1"])
    g.execute(cmd("move_door_to_room"))
    assert g.state.pc.armour_bonus == 0  # gate_armour_protected


def test_combat_end_clears_frozen_and_the_ranged_flag():
    g = fresh()
    put_monster(g, 5, 5, "snake")
    rig_pc(g, states=("frozen",))
    combat(g)
    rig(g, combat=Combat(phase="melee", turn=1, ranged_over=True))
    stack(g, ["m1", "m2"])
    g.execute(cmd("pass"))  # the snake misses; frozen was spent
    assert not g.state.pc.has("frozen")
    g.execute(cmd("continue"))
    stack(g, ["m9", "p9"])  # critical: 4 damage kills the snake (HP 2)
    g.execute(cmd("melee", slot=5))
    assert (
        g.state.combat is None and g.state.context == "explore"
    )  # reset_ranged_flag / clear_pc_frozen


def test_attacking_wakes_a_deep_sleeper_and_drops_items():
    g = fresh()
    put_monster(g, 5, 5, "troll", states=("deep_asleep",))
    set_state(
        g,
        g.state.with_slot(
            5,
            5,
            g.state.slot(5, 5).__class__(
                g.state.slot(5, 5).tile,
                "up",
                g.state.slot(5, 5).monster.__class__("troll", 19, 17, ("deep_asleep",)),
            ),
        ),
    )
    combat(g)
    stack(g, ["m9", "p8", "s7"])  # 17 hits; drop check 7 >= 7; draw until s: ...
    g.execute(cmd("melee", slot=5))
    slot = g.state.slot(5, 5)
    assert (
        slot.monster is None and slot.tile is not None and slot.tile[0] == "s" and slot.face == "up"
    )
    assert g.state.pc.xp == 125


def test_gate_in_room_and_levitation_loot():
    g = fresh()
    from jongrogue.engine.core.model import at_door
    from jongrogue.engine.core.pipeline import Ctx
    from jongrogue.engine.core.tx import Tx
    from jongrogue.engine.rules.check_index import CHECKS, plans_for

    assert (
        CHECKS["gate_in_room"](Tx(g.state, g.rules, plans_for(g.rules, g.state.options)), Ctx())
        is True
    )
    rig_pc(g, position=at_door(5, "north"))
    assert (
        CHECKS["gate_in_room"](Tx(g.state, g.rules, plans_for(g.rules, g.state.options)), Ctx())
        is False
    )
    rig_pc(g, states=("levitating",))
    tx = Tx(g.state, g.rules, plans_for(g.rules, g.state.options))
    CHECKS["check_pc_levitating_loot"](tx, Ctx(data={"room": 5}))
    assert [e.kind for e in tx.events] == ["note"]


# Every check id EZ uses (spec §10.3) -> tests that exercise it. Option-only ids are listed apart.
OPTION_ONLY = {
    "check_glare",
    "check_gold_lover",
    "check_gold_theft",
    "check_gold_thief_drop",
    "check_hold",
    "check_item_theft",
    "check_level_drain",
    "check_mimic",
    "check_monster_innate_invisible",
    "check_pincer",
    "check_ring_see_invisible",
    "check_rust",
    "clear_room_monsters_invisible",
    "fire_breath_counter",
    "freeze_roll",
    "poison_roll",
    "strength_drain_roll",
    "gate_ring_increase_strength",
    "gate_ring_maintain_armour",
    "ring_teleport_trigger",
    "seal_gold_lover",
    "steal_adornment_ring_first",
    "gate_disguised_mimic",
    "gate_gold_lover",
    "gate_monster_slowed",
    "gate_monster_sealed",
}
COVERAGE = {
    "ammo_check": ["test_e4_to_e9_chain"],
    "arrival": ["test_e4_to_e9_chain"],
    "burn_corridor_step": ["test_e4_to_e9_chain"],
    "burn_rest": ["test_e10_wall_exhaustion_mid_burn_and_starvation"],
    "burn_search": ["test_e4_to_e9_chain"],
    "cap_hp_at_max": ["test_rest_heal_and_cap"],
    "check_amulet": ["test_food_ration_and_amulet"],
    "check_pc_aggravating": ["test_blind_encounter_processing_and_aggravation"],
    "check_pc_blind_encounter": ["test_blind_encounter_processing_and_aggravation"],
    "check_pc_confused_redirect": ["test_check_pc_confused_redirect"],
    "check_pc_levitating_loot": ["test_gate_in_room_and_levitation_loot"],
    "choose_continue_or_flee": ["test_e4_to_e9_chain"],
    "choose_fight_or_flee": ["test_e3_start_room_encounter"],
    "clear_monster_hasted": ["test_cancellation_seals_and_clears_haste_and_invisibility"],
    "clear_monster_invisible": ["test_cancellation_seals_and_clears_haste_and_invisibility"],
    "clear_monsters_confused": ["test_rest_clears_states_and_monster_confusion"],
    "clear_pc_aggravating": ["test_stairs_clear_floor_states_and_deal_a_new_floor"],
    "clear_pc_asleep": ["test_rest_clears_states_and_monster_confusion"],
    "clear_pc_blind": ["test_stairs_clear_floor_states_and_deal_a_new_floor"],
    "clear_pc_clairvoyant": ["test_stairs_clear_floor_states_and_deal_a_new_floor"],
    "clear_pc_confused": ["test_kill_clears_confused_and_held_and_death_check"],
    "clear_pc_frozen": ["test_combat_end_clears_frozen_and_the_ranged_flag"],
    "clear_pc_frozen_if_spent": ["test_frozen_pass_and_clear_if_spent"],
    "clear_pc_held": ["test_kill_clears_confused_and_held_and_death_check", "test_e4_to_e9_chain"],
    "clear_pc_levitating": ["test_rest_clears_states_and_monster_confusion"],
    "death_check": ["test_kill_clears_confused_and_held_and_death_check"],
    "discard_over_limit": ["test_end_camp_over_the_limit_waits_for_the_players_choice"],
    "end_ranged_phase": ["test_flee_during_ranged_phase_ends_it_and_fight_goes_on_at_the_door"],
    "food_check": ["test_e10_wall_exhaustion_mid_burn_and_starvation"],
    "gain_xp": ["test_e12_level_up"],
    "game_start_procedure": ["test_stairs_clear_floor_states_and_deal_a_new_floor"],
    "gate_armour_protected": ["test_protect_armour_negates_the_rust_trap"],
    "gate_cancel_haste_instead": ["test_haste_and_slow_cancel_each_other"],
    "gate_cancel_slow_instead": ["test_haste_and_slow_cancel_each_other"],
    "gate_in_room": ["test_gate_in_room_and_levitation_loot"],
    "gate_monster_asleep": ["test_e4_to_e9_chain"],
    "gate_monster_confused": ["test_monster_gates_asleep_deep_asleep_confused"],
    "gate_monster_deep_asleep": ["test_monster_gates_asleep_deep_asleep_confused"],
    "gate_pc_asleep": ["test_asleep_only_rest"],
    "gate_pc_blind_ranged": ["test_ranged_gates_blind_and_hasted"],
    "gate_pc_confused": ["test_gate_pc_confused_aborts_on_low_roll"],
    "gate_pc_frozen": ["test_frozen_pass_and_clear_if_spent"],
    "gate_pc_held": ["test_gate_pc_held_blocks_every_move", "test_e4_to_e9_chain"],
    "gate_pc_levitating_trap": ["test_levitation_gates_traps"],
    "gate_target_hasted": ["test_ranged_gates_blind_and_hasted"],
    "item_drop": [
        "test_attacking_wakes_a_deep_sleeper_and_drops_items",
        "test_e16_draw_until_failure_means_no_drop",
    ],
    "level_up_check": ["test_e12_level_up"],
    "lose_hp": ["test_e4_to_e9_chain"],
    "melee_combat": ["test_e4_to_e9_chain"],
    "mod_target_invisible": ["test_mod_target_invisible_and_sleeping"],
    "ranged_phase": ["test_e4_to_e9_chain"],
    "recover_hp_rest": ["test_rest_heal_and_cap", "test_poison_turns_recovery_into_damage"],
    "recover_hp_step": ["test_e4_to_e9_chain"],
    "reset_ranged_flag": ["test_combat_end_clears_frozen_and_the_ranged_flag"],
    "reshuffle": ["test_e10_wall_exhaustion_mid_burn_and_starvation"],
    "sleep_roll": ["test_e3_start_room_encounter"],
    "trap_check": ["test_trap_check_seen_and_unseen"],
    "wake_monsters_asleep": ["test_sleep_roll_and_wake_on_entry"],
    "wake_target_asleep": ["test_mod_target_invisible_and_sleeping"],
    "wake_target_deep_asleep": ["test_attacking_wakes_a_deep_sleeper_and_drops_items"],
    "wandering_monster_check": [
        "test_wandering_monster_in_a_corridor_goes_to_the_room_left",
        "test_e4_to_e9_chain",
    ],
    "write_score_card": ["test_e10_wall_exhaustion_mid_burn_and_starvation"],
}


def test_every_ez_check_id_has_a_unit_test():
    ez_ids = referenced_check_ids(load_rules()) - OPTION_ONLY
    assert sorted(ez_ids - set(COVERAGE)) == []
    defined = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        defined |= {
            n.name
            for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(n, ast.FunctionDef)
        }
    missing = sorted({t for tests in COVERAGE.values() for t in tests} - defined)
    assert missing == []
