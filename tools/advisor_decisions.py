"""A decision-level check of the advisor (lower variance than whole games): collect the
at-stake decisions of games of the advisor's own plan (sim/planner.py; the states the advisor
player would ask about), let the advisor pick at each, and where its pick differs from the plan's
own move, play both to the run's end with the plan on K fresh redealt tables (not the
advisor's), paired. Prints the
number of overrides, their mean gain in final deepest floors (a victory: plus the value model's
bonus) with its standard error, and the same by context. Every decision is the same for every
variant, so two variants' figures compare.

    PYTHONPATH=. python tools/advisor_decisions.py SEED0 GAMES EVERY K [JSON] [--rows FILE] [--against FILE]

EVERY: keep one at-stake decision in EVERY (by a hash of seed and command number). JSON: a
variant, e.g. '{"settings": {"horizon": 60}, "paired": {"MIN_GAIN": 0.05}}' (AdvisorSettings
fields, sim/paired.py thresholds; "pick": "leader" plays the highest estimate even where the
Hint names no best move; "model": a value model file to use instead of data/advisor_value.yaml;
"ask": one of ASKS checks instead decisions the advisor player does not ask about, e.g.
"stairs", stairs it could take at good HP with nothing to attack). Runs on two processes. The
figures are printed by kind of decision (out of combat also why it is asked) with the advice's
CPU per decision, so an ask's worth per CPU second can be compared.
"""

import argparse
import hashlib
import json
import sys
import time
from multiprocessing import get_context

import yaml
from advisor_overrides import (
    mean_se,
    to_the_end,
)  # the same playout to the end (this folder is on sys.path)

import jongrogue.sim.advisor as advisor
import jongrogue.sim.paired as paired
from jongrogue.data import load_rules
from jongrogue.engine import Options
from jongrogue.sim.advisor import NEVER, OVER, Tables, advise, choices, value_of
from jongrogue.sim.advisor_player import LOW_HP, at_stake
from jongrogue.sim.advisor_settings import HINT, AdvisorSettings
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.headless import Headless
from jongrogue.sim.planner import Planner
from jongrogue.sim.table import table_of
from jongrogue.sim.value import Value, view_of

TERMINAL = ("game_over", "victory")
MID_HP = 0.85  # "mid_hp": below this share of max HP, above the player's LOW_HP
DEEP = 9  # "deep_walk": from this floor down
_w: dict = {}


def _hash(text: str, size: int = 8) -> int:
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:size], "big")


def _unasked(context: str, also=None):
    """Decisions in `context` the advisor player does not ask about (its plan plays them), where
    `also(game, legal)` holds."""
    return lambda game, legal: (
        game.state.context == context
        and (also is None or also(game, legal))
        and not at_stake(game, legal)
    )


def _mid_hp(game, legal) -> bool:
    """HP below MID_HP of the maximum (and, not asked, at or above the player's LOW_HP)."""
    pc = view_of(game)["pc"]
    return pc["hp"] < MID_HP * pc["max_hp"]


def _at_monster_door(game, legal) -> bool:
    """At the door of a room with a face-up monster (asleep, or awake but not yet fought)."""
    s = table_of(view_of(game))
    return s.pc.position.kind == "door" and bool(GreedyBot._living(s, s.pc.position.room))


def _stairs(game, legal) -> bool:
    """Stairs it could take (and, not asked, nothing to attack)."""
    return any(c.type == "use_stairs" for c in legal)


def _walk(game, legal) -> bool:
    """Walks and searches: no stairs to take (and, not asked, nothing to attack)."""
    return not _stairs(game, legal)


ASKS = {  # the "ask" variants: decisions the advisor player does not ask about
    "deep_walk": _unasked(
        "explore", lambda game, legal: _walk(game, legal) and game.state.pc.floor >= DEEP
    ),
    "shallow_walk": _unasked(
        "explore", lambda game, legal: _walk(game, legal) and game.state.pc.floor < DEEP
    ),
    "mid_hp": _unasked("explore", _mid_hp),
    "door_monsters": _unasked("explore", _at_monster_door),
    "ranged": _unasked("ranged_phase"),  # the ranged phase at good HP (the player does not ask)
    "stairs": _unasked("explore", _stairs),  # stairs alone at good HP (the player does not ask)
    "camp": _unasked("camp"),  # the camp's equipment
}


def kind(game, legal) -> str:
    """The decision's context, out of combat also why it is asked: at low HP, or a chance
    (stairs it could take, a monster it could attack)."""
    v = view_of(game)
    ctx, pc = v["context"], v["pc"]
    if ctx != "explore":
        return ctx
    if pc["hp"] < LOW_HP * pc["max_hp"]:
        return "explore: low HP"
    chances = [t for t in ("use_stairs", "attack") if any(c.type == t for c in legal)]
    return "explore: " + (" and ".join(chances) or "walk")


def collect(seed0: int, games: int, every: int, rules, asked=at_stake) -> list[dict]:
    rows = []
    for seed in range(seed0, seed0 + games):
        game, bot, n = Headless.new(seed, Options(), rules), Planner(rules=rules), 0
        while game.state.context not in TERMINAL and n < 20000:
            own = bot.choose(game)
            legal = [c for c in game.legal_commands() if c.type not in NEVER]
            if (
                game.state.context not in OVER
                and len(legal) > 1
                and asked(game, legal)
                and _hash(f"c{seed}:{n}", 4) % every == 0
                and len(choices(game, Tables(game, n)[0])) > 1
            ):
                rows.append(
                    {
                        "seed": seed,
                        "n": n,
                        "state": game.state,
                        "own": own,
                        "ctx": kind(game, legal),
                    }
                )
            game.execute(own)
            n += 1
    return rows


def _init(variant: dict) -> None:
    _w["rules"], _w["variant"] = load_rules(), variant
    if "model" in variant:  # another value model file (the fitting script's format)
        with open(variant["model"], encoding="utf-8") as f:
            advisor._VALUES[_w["rules"]] = Value(_w["rules"], model=yaml.safe_load(f))
    for name, v in variant.get("paired", {}).items():
        setattr(paired, name, v)


def _check(args):
    row, k = args
    rules, variant = _w["rules"], _w["variant"]
    game = Headless(row["state"], rules)
    settings = AdvisorSettings(**{**HINT.__dict__, **variant.get("settings", {})})
    t = time.process_time()
    advice = advise(game, settings, seed=row["n"], prefer=row["own"])
    cpu = time.process_time() - t
    played = sum(a.rollouts for a in advice)
    best = advice[0]
    own = row["own"]
    if variant.get("pick") == "leader":  # the highest estimate, significant or not
        best = max(advice, key=lambda a: a.value)
    pick = own if own in best.same else best.command
    if pick == own:
        return row["ctx"], None, cpu, played
    bonus = value_of(rules).victory
    d = []
    for i in range(k):
        table = game.redealt(_hash(f"ovr:{row['seed']}:{row['n']}:{i}"))
        d.append(to_the_end(table, pick, rules, bonus) - to_the_end(table, own, rules, bonus))
    return row["ctx"], sum(d) / k, cpu, played


def against(now: list[dict], base: list[dict]) -> str:
    """This variant against another's rows, decision by decision: an unchanged pick gains the
    same (the same tables), so the difference's noise is that of the changed picks only."""
    before = {(r["seed"], r["n"]): r for r in base}
    pairs = [(r, before[(r["seed"], r["n"])]) for r in now if (r["seed"], r["n"]) in before]
    if len(pairs) < 2:
        return "against: fewer than two decisions in common"
    d = [(r["gain"] or 0.0) - (b["gain"] or 0.0) for r, b in pairs]
    m, se = mean_se(d)
    tables = [sum(x["tables"] for x in side) / len(pairs) for side in zip(*pairs)]
    return (
        f"against: {len(pairs)} decisions, {sum(x != 0 for x in d)} picks changed, "
        f"sum {sum(d):+.2f} ± {se * len(d):.2f} floors, tables per decision "
        f"{tables[1]:.1f} -> {tables[0]:.1f} ({tables[0] / tables[1]:.2f}x)"
    )


def main(argv) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("seed0", type=int, help="the first seed of the plan's games")
    ap.add_argument("games", type=int, help="how many games")
    ap.add_argument("every", type=int, help="check every N-th at-stake decision")
    ap.add_argument("k", type=int, help="redealt tables per override")
    ap.add_argument("variant", nargs="?", default="{}", help='a JSON variant, e.g. {"ask": "..."}')
    ap.add_argument("--rows", help="also write one JSON line per decision to this file")
    ap.add_argument("--against", help="another variant's --rows file: the difference, paired")
    a = ap.parse_args(argv)
    seed0, games, every, k = a.seed0, a.games, a.every, a.k
    variant = json.loads(a.variant)
    asked = ASKS[variant["ask"]] if "ask" in variant else at_stake
    rows = collect(seed0, games, every, load_rules(), asked)
    with get_context("spawn").Pool(2, _init, (variant,)) as pool:
        res = pool.map(_check, [(r, k) for r in rows], chunksize=4)
    lines = [
        {"seed": r["seed"], "n": r["n"], "ctx": ctx, "gain": g, "cpu": cpu, "tables": n}
        for r, (ctx, g, cpu, n) in zip(rows, res)
    ]
    if a.rows:  # the same decisions for every variant: two files compare decision by decision
        with open(a.rows, "w", encoding="utf-8") as f:
            f.writelines(json.dumps(line) + "\n" for line in lines)
    gains = [g for _, g, _, _ in res if g is not None]
    m, se = mean_se(gains) if gains else (0.0, float("inf"))
    print(
        f"{json.dumps(variant)}: {len(rows)} decisions, {len(gains)} overrides, "
        f"mean gain {m:+.3f} ± {se:.3f} floors (standard error), sum {sum(gains):+.2f} ± {se * len(gains):.2f}, "
        f"advice {sum(c for _, _, c, _ in res) / len(res):.3f} s CPU and "
        f"{sum(n for *_, n in res) / len(res):.1f} rollouts per decision"
    )
    if a.against:
        with open(a.against, encoding="utf-8") as f:
            print(against(lines, [json.loads(x) for x in f if x.strip()]))
    by: dict = {}
    for ctx, g, cpu, _ in res:
        by.setdefault(ctx, []).append((g, cpu))
    for ctx, rs in sorted(by.items()):
        gs = [g for g, _ in rs if g is not None]
        cm, cse = mean_se(gs) if gs else (0.0, float("inf"))
        print(
            f"  {ctx}: {len(rs)} decisions ({sum(c for _, c in rs) / len(rs):.3f} s CPU each), "
            f"{len(gs)} overrides, {cm:+.3f} ± {cse:.3f} each, sum {sum(gs):+.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
