"""The human-readable report of a batch summary (runner.summarise)."""

from __future__ import annotations


def text_report(s: dict) -> str:
    n = s["games"]
    plus = "+".join(s["plus"])
    player = s.get("player", "greedy")
    player = f", player {player} (plan {s.get('plan_version')})" if player != "greedy" else ""
    lines = [
        f"{n} games from seed {s['seed0']}, ruleset {s['ruleset']}{' ' + plus if plus else ''}, "
        f"continues {s['continues']}, bot {s['bot_version']}{player}, {s['seconds']:.1f} s"
    ]
    if s["overrides"]:
        lines.append("overrides: " + ", ".join(f"{k}={v}" for k, v in s["overrides"].items()))
    lines.append("results: " + ", ".join(f"{k} {v}" for k, v in s["results"].items()))
    lines.append(f"victories: {s['victories']} ({s['victory_pct']:.1f}%)")
    lines.append(
        f"starvation: {s['starved_share_of_deaths_pct']:.1f}% of deaths; "
        f"top monster: {s['top_monster']} ({s['top_monster_pct']:.1f}% of runs); "
        f"ended on floor 1: {s['ended_on_floor1_pct']:.1f}%"
    )
    lines.append(
        f"deepest floor: median {s['median_deepest']}, mean {s['mean_deepest']:.2f}; "
        f"final level: mean {s['mean_level']:.2f}"
    )
    lines.append("deepest floor -> games:")
    for f, k in s["deepest_hist"].items():
        lines.append(f"  {int(f):3d}: {k:5d} {'#' * max(1, round(60 * k / max(1, n)))}")
    lines.append("causes of death:")
    for c, k in s["causes"].items():
        lines.append(f"  {c}: {k} ({100 * k / max(1, n):.1f}% of runs)")
    lines.append(
        f"tiles burned per floor: {s['burned_per_floor']:.1f}; commands per game: mean "
        f"{s['commands_mean']:.0f}, max {s['commands_max']}"
    )
    return "\n".join(lines)
