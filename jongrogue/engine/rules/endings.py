"""Death, game over, continue, forced end, abandon and victory (§8.13, §8.12); scoring (§12)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from jongrogue.data import Rules
from jongrogue.engine.core.model import Options, State
from jongrogue.engine.core.tx import Tx

from ..core.model import ScoreRow
from ..core.pipeline import Ctx, check, run_row
from ..core.queries import max_hp
from .setup import floor_setup


def ruleset_label(options: Options) -> str:
    if options.ruleset == "ez":
        return "EZ"
    return "EZ+" + ("" if not options.plus else " " + "+".join(sorted(options.plus)))


def bonus(gold: int) -> int:
    return gold // 10


def write_row(tx: Tx, result: str, cause: str | None, score: int) -> None:
    pc = tx.state.pc
    row = ScoreRow(
        result=result,
        floor=pc.floor,
        deepest=pc.deepest,
        level=pc.level,
        gold=pc.gold,
        score=score,
        cause=cause,
        continues=pc.continues,
        ruleset=ruleset_label(tx.state.options),
    )
    tx.emit("state", set={"score_card": tx.state.score_card + (row,)})


def on_death(tx: Tx, cause: str) -> None:
    """The moment of death: pending processing has stopped; the player chooses next."""
    tx.discard_hand()
    tx.emit("died", cause=cause)
    tx.emit("state", set={"death_cause": cause})
    # 死亡する → 処理後: 得点シートに記入する — the row is written now, before the choice; it
    # stands as a game over unless the player continues.
    run_row(tx, "die", Ctx(data={"result": "game_over"}))
    tx.emit("context", context="dead", combat=None)


@check("write_score_card")
def write_score_card(tx: Tx, ctx: Ctx) -> None:
    write_row(
        tx, ctx.result, tx.state.death_cause, tx.state.pc.gold if ctx.result == "game_over" else 0
    )


def game_over(tx: Tx) -> None:
    """The death's row is already on the score card: the run ends."""
    tx.emit("context", context="game_over", combat=None)


def continue_game(tx: Tx) -> None:
    """Continue: the death's row is marked `continued` (it scores nothing); continues +1; full
    HP; states cleared; the floor restarts."""
    card = tx.state.score_card
    if card and card[-1].result == "game_over":
        tx.emit(
            "state",
            set={"score_card": card[:-1] + (replace(card[-1], result="continued", score=0),)},
        )
    else:  # a state set up at "dead" without its death (tests) has no row yet
        write_row(tx, "continued", tx.state.death_cause, 0)
    pc = tx.state.pc
    tx.set_pc("continue", continues=pc.continues + 1, hp=max_hp(tx.rules, pc.marker), states=())
    tx.emit("state", set={"death_cause": None})
    tx.emit("context", context="explore", combat=None)
    floor_setup(tx)


def forced_end(tx: Tx) -> None:
    gold = tx.state.pc.gold
    tx.emit("state", set={"death_cause": "forced_end"})
    write_row(tx, "forced_end", "forced_end", gold + bonus(gold))
    tx.emit("context", context="game_over", combat=None)


def abandon(tx: Tx) -> None:
    write_row(tx, "abandoned", "abandoned", 0)
    tx.emit("context", context="game_over", combat=None)


def item_lines(state: State, rules: Rules) -> list[dict[str, Any]]:
    """Victory-sheet lines (§12.3): every carried item, unidentified ones revealed."""
    lines = []
    for it, n in state.items:
        kind = it.kind
        if kind.startswith("key:"):
            links = state.potion_links if it.sheet == "potions" else state.scroll_links
            table = rules.potions["potions"] if it.sheet == "potions" else rules.scrolls["scrolls"]
            row = next(i for i, (t, _) in enumerate(links, 1) if t == kind[4:])
            kind = table[row - 1]["id"]
        value = rules.kind(it.sheet, kind)["value"]
        unit = value // 2 if it.cursed else value
        lines.append(
            {
                "sheet": it.sheet,
                "kind": kind,
                "equipped": it.equipped,
                "cursed": it.cursed,
                "count": n,
                "unit": unit,
                "value": unit * n,
            }
        )
    return lines


def victory(tx: Tx) -> None:
    s = tx.state
    gold = s.pc.gold
    gold_bonus = bonus(gold) if s.options.has("victory_bonus") else 0
    lines = item_lines(s, tx.rules)
    items_total = sum(line["value"] for line in lines)
    score = gold + gold_bonus + items_total
    sheet = (
        ("gold", gold),
        ("gold_bonus", gold_bonus),
        ("items_total", items_total),
        ("score", score),
        ("deepest", s.pc.deepest),
        ("level", s.pc.level),
        ("xp", s.pc.xp),
        ("continues", s.pc.continues),
        ("clean", s.pc.continues == 0),
        ("items", tuple(tuple(sorted(line.items())) for line in lines)),
    )
    tx.emit("state", set={"victory_sheet": sheet, "death_cause": "victory"})
    write_row(tx, "victory", "victory", score)
    tx.emit("context", context="victory", combat=None)
