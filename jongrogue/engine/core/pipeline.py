"""The check pipeline (§6.5, §10): run a check-table row's before / after / post lists.

Rows come from data/checks.yaml: the seed's 41 rows exactly, plus the designed extensions.
Each check id maps to one implementation, marked with ``@check`` and listed by
rules/check_index.py. A gate returns False to abort the action (remaining before-checks,
resolution, after and post lists are skipped).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol, TypeVar

from jongrogue.data import Rules

from .model import Item, Monster

CheckFn = TypeVar("CheckFn", bound=Callable[..., Any])


def check(cid: str, option: str | None = None) -> Callable[[CheckFn], CheckFn]:
    """Mark a function as the implementation of check ``cid``. ``option``: the EZ Plus option it
    belongs to — without that option the check does nothing (a gate passes), so a game without
    it runs the rows without the check."""

    def mark(fn: CheckFn) -> CheckFn:
        fn.__dict__.update(check_id=cid, check_option=option)  # (read by rules/check_index.py)
        return fn

    return mark


class Ctx:
    """Parameters of one row invocation (target monster, damage, destination, …).

    Each data key is also an attribute (``ctx.room``), set with the dict and by ``set``: checks
    read them all the time, and a plain attribute is much cheaper than a ``__getattr__``
    fallback. (No data key may be named like an attribute below.)"""

    # the data keys read as attributes, each present in the rows that carry it
    room: int
    slot: int
    monster: Monster
    dest: int
    other: int
    x: int
    y: int
    ammo: Item
    amount: int
    cause: str
    arrive_room: int
    delta: int
    result: str
    blind: bool

    def __init__(
        self, row: str = "", data: dict[str, Any] | None = None, aborted_by: str | None = None
    ) -> None:
        if data is None:
            data = {}
        else:
            self.__dict__.update(data)
        self.data = data
        self.row = row
        self.aborted_by = aborted_by

    def __repr__(self) -> str:
        return f"Ctx(row={self.row!r}, data={self.data!r}, aborted_by={self.aborted_by!r})"

    def set(self, **kw: Any) -> None:
        self.data.update(kw)
        self.__dict__.update(kw)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


@dataclass(frozen=True)
class Row:
    """One row of the check table (data/checks.yaml): its check ids before the action and after
    it, between, and post."""

    id: str
    before: tuple[Any, ...]
    after: tuple[Any, ...]
    between: tuple[Any, ...]
    post: tuple[Any, ...]

    @property
    def resolved(self) -> tuple[Any, ...]:
        """What runs once the action resolved: after, between and post, in that order."""
        return self.after + self.between + self.post


@lru_cache(maxsize=4)
def rows_for(rules: Rules) -> dict[str, Row]:
    table = {}
    for r in rules.checks["check_table"]:
        table[r["id"]] = dict(
            before=list(r["before"]), after=list(r["after"]), between=[], post=list(r["post"])
        )
    for ext in rules.checks["designed_extensions"]:
        row = table.setdefault(ext["event"], dict(before=[], after=[], between=[], post=[]))
        row["before"] += list(ext.get("before_append", ()))
        row["after"] += list(ext.get("after_append", ())) + list(ext.get("after", ()))
        row["between"] += list(ext.get("between_after_and_post", ()))
        row["post"] += list(ext.get("post_append", ()))
    return {
        k: Row(k, tuple(v["before"]), tuple(v["after"]), tuple(v["between"]), tuple(v["post"]))
        for k, v in table.items()
    }


def referenced_check_ids(rules: Rules) -> set[str]:
    ids: set[str] = set()
    for row in rows_for(rules).values():
        ids.update(row.before, row.after, row.between, row.post)
    return ids


class RowTx(Protocol):
    """What running a row needs of the transaction (core/tx.py, which imports this module)."""

    plans: dict[str, tuple[Any, ...]]

    def note(self, key: str, **args: object) -> None: ...


def run_row(
    tx: RowTx, row_id: str, ctx: Ctx | None = None, resolve: Callable[..., Any] | None = None
) -> bool:
    """Run one row around `resolve`. Returns False if a before-gate aborted it."""
    before, resolved = tx.plans[row_id]
    ctx = ctx if ctx is not None else Ctx()
    ctx.row = row_id
    for cid, fn in before:
        if fn(tx, ctx) is False:
            ctx.aborted_by = cid
            tx.note("aborted", row=row_id, check=cid)
            return False
    if resolve is not None and resolve(ctx) is False:
        ctx.aborted_by = "resolution"
        return False
    for fn in resolved:
        fn(tx, ctx)
    return True
