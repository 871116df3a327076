"""engine/core/memo.py: values kept per object identity — Last keeps the last entry, Memo a bounded
dict behind it — and RowMemo / cells reusing the previous sequence's unchanged rows and cells."""

from __future__ import annotations

from jongrogue.engine.core.memo import Last, Memo, RowMemo, cells


def test_memo_answers_per_object_and_key_identity():
    memo, made = Memo(size=4), []
    a, b = tuple(["a"]), tuple(["b"])

    def make(x):
        made.append(x)
        return [x]

    va = memo.one(a, lambda: make(a))
    assert memo.one(a, lambda: make(a)) is va and memo.one(b, lambda: make(b)) == [b]
    assert memo.one(a, lambda: make(a)) is va and made == [a, b]  # from the dict, not the last
    assert memo.one(tuple(["a"]), lambda: make("equal")) == [
        "equal"
    ]  # equal is not the same object


def test_last_answers_for_the_last_object_or_key_only():
    last = Last()
    a, b = tuple(["a"]), tuple(["b"])
    va = last.one(a, list, "a")
    assert last.one(a, list, "again") is va and last.one(b, list, "b") == ["b"]
    assert last.one(a, list, "anew") == list("anew")  # no older entries
    v = last.get((a, b), lambda: "ab")
    assert last.get((a, b), lambda: "again") == v == "ab"
    assert last.get((b, a), lambda: "ba") == "ba" and last.get((a, b), lambda: "anew") == "anew"
    assert last.get((a, tuple(["b"])), lambda: "equal") == "equal"  # equal is not the same object


def test_memo_stays_bounded():
    memo = Memo(size=8)
    keep = [(i,) for i in range(100)]
    for k in keep:
        assert memo.one(k, lambda k=k: k[0]) == k[0]
    assert len(memo) <= 8 and memo.one(keep[-1], lambda: "new") == 99


def test_rows_convert_only_changed_rows_and_cells():
    rows, made = RowMemo(), []

    def cell(c):
        made.append(c)
        return {"cell": c}

    def convert(seq):
        return rows.rows(seq, lambda row, old, values: cells(row, old, values, cell))

    r1, r2, r3 = (object(), object()), (object(),), (object(), object(), object())
    first = convert((r1, r2, r3))
    assert len(made) == 6 and [len(v) for v in first] == [2, 1, 3]
    made.clear()
    changed = (r3[0], object(), r3[2])  # one cell of the third row changed
    second = convert((r1, r2, changed))
    assert made == [changed[1]]
    assert second[0] is first[0] and second[1] is first[1]
    assert (
        second[2][0] is first[2][0]
        and second[2][2] is first[2][2]
        and second[2][1] == {"cell": changed[1]}
    )
    made.clear()
    assert convert((r1, r2, changed)) == second and made == []
    assert convert((r1, r2)) == second[:2] and made == [*r1, *r2]  # another length: made anew
