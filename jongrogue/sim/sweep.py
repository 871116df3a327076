"""python -m jongrogue.sim sweep FILE.yaml: a grid of rule variants, each played by the frozen
bot on the same seeds, written to <out>/<name>.md, .csv and .png (--out, default sweep-out/).

FILE.yaml:
    name: food-and-burns          # output file stem
    games: 400
    seed0: 100000
    ruleset: ez                   # optional; plus: [options] or "all"
    targets: {victory: [0.3, 1.5], starved: [20, 40]}   # optional: the chart's bands
    base: {food.ration: 3}        # optional: --set pairs applied to every variant
    variants:
      - {name: today}
      - {name: ration +3, set: {food.ration: 3}}
      - {name: rings only, plus: [rings]}   # a variant may name its own options
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

import yaml

from jongrogue.engine.core.model import OPTION_IDS

from .chart import draw_chart
from .overrides import with_overrides
from .runner import Config, run_and_summarise

COLUMNS = [
    ("variant", "Variant"),
    ("victory_pct", "Victories %"),
    ("starved_share_of_deaths_pct", "Starved % of deaths"),
    ("median_deepest", "Median deepest"),
    ("mean_deepest", "Mean deepest"),
    ("top_monster", "Top monster"),
    ("top_monster_pct", "Top monster % of runs"),
    ("ended_on_floor1_pct", "Ended on floor 1 %"),
    ("commands_mean", "Commands / game"),
]


def load_sweep(path: Path) -> dict:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    if (
        not isinstance(doc, dict)
        or not isinstance(doc.get("variants"), list)
        or not doc["variants"]
    ):
        raise ValueError(f"{path}: expected a mapping with a non-empty 'variants' list")
    for i, v in enumerate(doc["variants"]):
        if not isinstance(v, dict) or "name" not in v:
            raise ValueError(f"{path}: variants[{i}] needs a name")
    return doc


def variant_config(doc: dict, variant: dict) -> Config:
    plus = variant.get("plus", doc.get("plus")) or ()  # a variant may choose its own options
    plus = OPTION_IDS if plus == "all" else tuple(plus)
    sets = {**(doc.get("base") or {}), **(variant.get("set") or {})}
    overrides = tuple(sorted(sets.items()))
    with_overrides(dict(overrides))
    return Config(
        ruleset=doc.get("ruleset", "ez"),
        plus=plus,
        overrides=overrides,
        continues=int(doc.get("continues", 0)),
    )


def run_sweep(doc: dict, jobs=None, progress=True) -> list[dict]:
    games, seed0 = int(doc.get("games", 400)), int(doc.get("seed0", 100000))
    rows = []
    for v in doc["variants"]:
        summary = run_and_summarise(
            range(seed0, seed0 + games), variant_config(doc, v), jobs, progress, desc=v["name"][:24]
        )
        rows.append({"variant": v["name"], **summary})
        print(
            f"{v['name']}: victories {summary['victory_pct']}%, starved "
            f"{summary['starved_share_of_deaths_pct']}% of deaths, median deepest "
            f"{summary['median_deepest']}",
            file=sys.stderr,
            flush=True,
        )
    return rows


def markdown(doc: dict, rows: list[dict]) -> str:
    r0 = rows[0]
    head = (
        f"# Sweep: {doc['name']}\n\n{r0['games']} games per row, seeds {r0['seed0']}.."
        f"{r0['seed0'] + r0['games'] - 1}, ruleset {r0['ruleset']}"
        f"{' ' + '+'.join(r0['plus']) if r0['plus'] else ''}, continues {r0['continues']}, "
        f"bot {r0['bot_version']}.\n\n"
    )
    if doc.get("base"):
        head += (
            "Every row also sets: "
            + ", ".join(f"`{k}={v}`" for k, v in doc["base"].items())
            + "\n\n"
        )
    lines = [
        "| " + " | ".join(title for _, title in COLUMNS) + " | Changes |",
        "|" + "---|" * (len(COLUMNS) + 1),
    ]
    for v, row in zip(doc["variants"], rows):
        sets = ", ".join(f"`{k}={val}`" for k, val in (v.get("set") or {}).items()) or "—"
        lines.append("| " + " | ".join(str(row[k]) for k, _ in COLUMNS) + f" | {sets} |")
    return head + "\n".join(lines) + f"\n\n![chart]({doc['name']}.png)\n"


def write_outputs(doc: dict, rows: list[dict], out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    stem = out / doc["name"]
    md, csv_path, png = stem.with_suffix(".md"), stem.with_suffix(".csv"), stem.with_suffix(".png")
    md.write_text(markdown(doc, rows), encoding="utf-8")
    with open(csv_path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow([k for k, _ in COLUMNS] + ["overrides", "causes"])
        for row in rows:
            w.writerow(
                [row[k] for k, _ in COLUMNS]
                + [json.dumps(row["overrides"]), json.dumps(row["causes"])]
            )
    bands = doc.get("targets", {})  # optional: the bands of another target (all seven)
    draw_chart(
        [(r["variant"], r["victory_pct"], r["starved_share_of_deaths_pct"]) for r in rows],
        f"{doc['name']} ({rows[0]['games']} games / variant)",
        png,
        victory=tuple(bands.get("victory", (0.5, 1.5))),
        starved=tuple(bands.get("starved", (20, 35))),
    )
    return [md, csv_path, png]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m jongrogue.sim sweep",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("file", type=Path)
    ap.add_argument("--out", type=Path, default=Path("sweep-out"))
    ap.add_argument("--jobs", type=int, default=None)
    ap.add_argument("--games", type=int, default=None, help="override the file's games per variant")
    ap.add_argument("--no-progress", action="store_true")
    args = ap.parse_args(argv)
    try:
        doc = load_sweep(args.file)
        if args.games:
            doc["games"] = args.games
        doc.setdefault("name", args.file.stem)
        for v in doc["variants"]:
            variant_config(doc, v)  # every override is checked before any game
    except (OSError, ValueError, yaml.YAMLError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    rows = run_sweep(doc, args.jobs, progress=not args.no_progress)
    for path in write_outputs(doc, rows, args.out):
        print(path)
    return 0
