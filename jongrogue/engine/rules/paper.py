"""Paper runs: the player's own tiles on a real table, the engine as referee.

The engine never turns up a hidden tile of its own. Its hidden places hold the box's tiles in
an arbitrary order that nothing reads: a rule about to read one (a draw, a face-down slot, a
dungeon pair, …) calls ``tx.turn_up(places)`` first, and a paper transaction (PaperTx) takes the
player's tile for each place from its ``answers``. The tile entered trades places with a copy of
it in the place's information-set group (event ``tile_entered``), so every multiset the player
knows stays true. When the answers run out, NeedTile unwinds the transaction: the command is
not resolved, and the state becomes its pre-command state waiting in context ``paper_tile``
with a Pending (the command, the tiles entered so far, what is asked and which kinds can be
there). Each ``tile`` command resolves the pending command again from that pre-command state
with one more answer: resolution is deterministic, so it stops exactly where it stopped
before, one tile further on. Every tile is a journal command, so undo / redo / replay just work.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, cast

from jongrogue.data import Rules
from jongrogue.engine.core.model import State

from ..core.commands import Command, Rejected, cmd
from ..core.draft import freeze
from ..core.events import Event
from ..core.places import face_down_slots, hidden_places, place_order, tile_at
from ..core.tx import Tx

CONTEXT = "paper_tile"


@dataclass(frozen=True)
class Pending:
    """A paper run's tile entry in progress: what is being drawn or turned up, and how far it is."""

    command: Command | None  # None: the game's opening (the first floor's setup)
    context: str  # the context the command was given in
    entered: tuple[Any, ...]  # the tiles entered for it so far
    place: tuple[Any, ...]  # the hidden place being turned up (core/places.py)
    purpose: str  # the draw's purpose / check id, or what turns the place up
    more: int  # how many more tiles this draw or reveal turns up after it
    offered: tuple[Any, ...]  # ((kind, count still unaccounted for), …), sorted by kind
    procedures: tuple[Any, ...] = ()  # what to do at the table first (PROCEDURES), in order
    # the table as the entries so far left it (the transaction's state when it stopped): what
    # the view shows while the command waits, and where an end declared there ends the run.
    # Determined by the rest, so never compared.
    preview: State | None = field(default=None, compare=False)
    # the (room, slot) of the monster a check's draw is about (a sleep roll): two in a row are
    # told apart by it. Determined by the rest too.
    about: tuple[int, int] | None = field(default=None, compare=False)


# The steps a player does by hand that the rules did since the last tile entered (event kind
# -> procedure; locale paper_procedure.<key>): the engine cannot shuffle a real wall.
PROCEDURES = {
    "floor_cleared": "clear_floor",
    "dungeon_dealt": "deal_dungeon",
    "deal": "deal_rooms",
    "reshuffled": "reshuffle",
}


class NeedTile(Exception):
    def __init__(
        self,
        place: tuple[Any, ...],
        purpose: str,
        more: int,
        offered: tuple[Any, ...],
        procedures: tuple[Any, ...] = (),
        about: tuple[int, int] | None = None,
    ) -> None:
        super().__init__(place)
        self.place, self.purpose, self.more, self.offered = place, purpose, more, offered
        self.procedures, self.about = procedures, about


class PaperTx(Tx):
    __slots__ = ("answers", "used", "left", "about", "entered", "known")

    def __init__(
        self,
        state: State,
        rules: Rules,
        plans: dict[str, tuple[Any, ...]],
        answers: tuple[Any, ...] = (),
    ) -> None:
        super().__init__(state, rules, plans)
        self.answers = answers
        self.used = 0
        self.left = 0  # draws left in the current check (roll)
        self.about: tuple[int, int] | None = None  # the monster the current roll is about
        self.entered: set[Any] = set()  # places entered in this command that are still hidden
        # face-down places the player has seen all the same: what clairvoyance showed (every
        # face-down tile was entered when it began) once it ends in this command (the stairs
        # clear it just before the floor's tiles go to the discard pile)
        self.known: set[Any] = set()

    def turn_up(self, places: tuple[Any, ...], purpose: str) -> None:
        for i, place in enumerate(places):
            self._enter(place, purpose, len(places) - 1 - i)

    def emit(self, kind: str, **data: Any) -> Event:
        seeing = self.state.pc.has("clairvoyant")
        if kind == "floor_cleared":  # the slots entered are empty now: the new deal refills them
            self.entered = {p for p in self.entered if p[0] != "slot"}
            self.known = set()
        ev = super().emit(kind, **data)
        if seeing and not self.state.pc.has("clairvoyant"):
            self.known = set(face_down_slots(self.state))
        return ev

    def find_link(self, sheet: str, key_tile: str) -> None:
        """Which face-down link row holds `key_tile`: the player looks and enters the row."""
        name = "potion_link" if sheet == "potions" else "scroll_link"
        links = getattr(self.state, name + "s")
        if any(t == key_tile and up for t, up in links):
            return
        rows = tuple((row, 1) for row, (_, up) in enumerate(links, 1) if not up)
        if self.used == len(self.answers):
            raise self._need((name, 0), "find:" + key_tile, 0, rows)
        row = self.answers[self.used]
        self.used += 1
        if (row, 1) not in rows:
            raise Rejected(
                f"Row {row} is not a face-down link row of the {sheet} sheet.", "not_a_link_row"
            )
        source = next(p for p in ((name, r) for r, _ in rows) if tile_at(self.state, p) == key_tile)
        place = (name, row)
        self.emit(
            "tile_entered",
            place=place,
            tile=key_tile,
            **{"from": None if source == place else source},
        )

    def _take(self, purpose: str) -> str:
        if purpose != "deal":  # a deal puts tiles face down: nobody sees them
            self._enter(("wall", 0), purpose, max(self.left - 1, 0))
            self.left = max(self.left - 1, 0)
        return super()._take(purpose)

    def roll(
        self,
        dice: int,
        check: str,
        *,
        target: int | None = None,
        op: str = ">=",
        about: tuple[int, int] | None = None,
    ) -> tuple[int, tuple[str, ...]]:
        self.left, self.about = dice, about
        try:
            return super().roll(dice, check, target=target, op=op, about=about)
        finally:
            self.about = None

    def burn(self, n: int, purpose: str) -> None:
        self.left = n  # (the player is told how many more tiles the burn takes)
        super().burn(n, purpose)

    def _need(
        self, place: tuple[Any, ...], purpose: str, more: int, offered: tuple[Any, ...]
    ) -> NeedTile:
        steps: list[Any] = []
        for e in reversed(self.events):
            if e.kind == "tile_entered":
                break
            key = PROCEDURES.get(
                "deal" if e.kind == "hand_to_slot" and e.data["reason"] == "deal" else e.kind
            )
            if key is not None and key not in steps:
                steps.append(key)
        about = self.about if place[0] == "wall" else None
        return NeedTile(place, purpose, more, offered, tuple(reversed(steps)), about)

    def _enter(self, place: tuple[Any, ...], purpose: str, more: int) -> None:
        if place in self.known:
            return
        state = self.state
        pool = _pool(state, place, self.entered | self.known)
        if pool is None:  # not hidden (clairvoyance shows it already)
            return
        counts = Counter(pool.values())
        if self.used == len(self.answers):
            raise self._need(place, purpose, more, tuple(sorted(counts.items())))
        tile = self.answers[self.used]
        self.used += 1
        if not counts[tile]:
            raise Rejected(refusal(tile, place[0], self.rules), "tile_accounted_for")
        source = (
            None
            if tile_at(state, place) == tile
            else min((p for p, t in pool.items() if t == tile), key=place_order)
        )
        self.emit("tile_entered", place=place, tile=tile, **{"from": source})
        if place[0] != "wall":  # (a wall place is drawn at once: the places below move up)
            self.entered.add(place)


def _pool(
    state: State, place: tuple[Any, ...], entered: set[Any]
) -> dict[tuple[Any, ...], str] | None:
    """place -> tile of the places that may hold what lies at `place` (its group), without the
    places whose tiles the player entered already (`entered`, and the unseen slots: entered when
    turned up blind). None: `place` is not hidden."""
    hidden = hidden_places(state)
    if place not in hidden:
        return None
    key = hidden[place][0]
    return {
        p: t
        for p, (k, t) in hidden.items()
        if k == key
        and (
            p == place
            or p not in entered
            and (p[0] != "slot" or state.slot(p[1], p[2]).face != "unseen")
        )
    }


def refusal(tile: str, where: str, rules: Rules) -> str:
    """Why `tile` cannot lie at a place of kind `where` ("wall", "slot", "dungeon"): the
    dungeon tiles are the winds and the red fives, the wall's are the number tiles, and a kind
    of the right family has had every copy accounted for."""
    dungeon = rules.box["dungeon_tiles"]
    if where == "dungeon" and tile not in dungeon:
        kinds = ", ".join(dungeon)
        return f"No {tile} can be there: the dungeon tiles are only {kinds} (winds, red fives)."
    if where != "dungeon" and (len(tile) != 2 or tile[0] not in "mps" or not tile[1].isdigit()):
        return (
            f"No {tile} can be there: the wall holds number tiles only (m, p, s 1-9); the winds"
            " and the red fives are dungeon tiles."
        )
    return f"No {tile} can be there: every {tile} is accounted for (seen, or in another place)."


def waiting(
    state: State,
    command: Command | None,
    answers: tuple[Any, ...],
    need: NeedTile,
    tx: Tx | None = None,
) -> State:
    """The pre-command `state` waiting for the next tile of `command`; `tx`: the transaction
    that stopped, whose state so far becomes the Pending's preview."""
    return state.evolve(
        context=CONTEXT,
        paper=Pending(
            command,
            state.context,
            answers,
            need.place,
            need.purpose,
            need.more,
            need.offered,
            need.procedures,
            freeze(tx.state) if tx is not None else None,
            need.about,
        ),
    )


def pending_of(state: State) -> Pending | None:
    """The command `state` waits on (the model types State.paper as an object: it cannot import
    this module)."""
    return cast("Pending | None", state.paper)


def resumed(state: State) -> tuple[State, Pending]:
    """(the pre-command state, its Pending) of a state waiting in paper_tile."""
    pending = pending_of(state)
    assert pending is not None, "a state waiting in paper_tile holds its Pending"
    return state.evolve(context=pending.context, paper=None), pending


def stopped(state: State, rules: Rules, plans: dict[str, tuple[Any, ...]]) -> PaperTx:
    """A transaction over the table as the waiting command's entries left it (the preview the
    player saw), for the run's end declared at a prompt: the tiles entered stay where they went
    and a check's drawn tiles go onto the discard pile, as at a death. The pre-command state
    would undo them all (the opening's: the whole box back in the wall)."""
    pending = pending_of(state)
    assert pending is not None and pending.preview is not None, "a prompt holds its preview"
    tx = PaperTx(pending.preview, rules, plans)
    tx.discard_hand()
    return tx


def searching(pending: Pending) -> bool:
    """Is it a link search (place (sheet's link, row 0)): the answer is a row, not a kind?"""
    where: str = pending.place[0]
    return where.endswith("_link") and pending.place[1] == 0


def tile_commands(state: State) -> list[Command]:
    """One per kind that can be there; a link search (place row 0) asks for the row instead."""
    pending = pending_of(state)
    assert pending is not None, "tile commands are asked of a state waiting in paper_tile"
    if searching(pending):
        return [cmd("tile", row=row) for row, _ in pending.offered]
    return [cmd("tile", tile=kind) for kind, _ in pending.offered]


def answer(command: Command) -> str | int:
    """What a tile command enters: the tile kind, or the row of a link search."""
    entered: str | int = command.arg("tile", command.arg("row"))
    return entered


def request(state: State) -> dict[str, Any] | None:
    """What the player is asked to turn up (view()["paper"]), or None."""
    p = pending_of(state)
    if p is None:
        return None
    where = p.place[0]
    procedures = list(p.procedures)
    if p.command is None and not p.entered:  # the game's first prompt: the box is set up first
        ident = state.options.has("identification")
        procedures.insert(0, "set_up_box_identification" if ident else "set_up_box")
    if searching(p):
        return {
            "kind": "link_row",
            "sheet": where[:-5] + "s",
            "find": p.purpose[5:],
            "rows": [row for row, _ in p.offered],
            "entered": list(p.entered),
            "procedures": procedures,
            "command": p.command.to_dict() if p.command else None,
        }
    out = {
        "kind": "draw" if where == "wall" else where,
        "place": list(p.place),
        "purpose": p.purpose,
        "more": p.more,
        "entered": list(p.entered),
        "offered": dict(p.offered),
        "procedures": procedures,
        "command": p.command.to_dict() if p.command else None,
    }
    if where in ("slot", "dungeon"):
        out["room"] = p.place[1]
        out["slot" if where == "slot" else "tile"] = p.place[2]
    if p.about is not None and p.preview is not None:
        room, slot = p.about  # a turned-up monster's (the check is about it)
        monster = p.preview.slot(room, slot).monster
        if monster is not None:
            out["monster"] = {"id": monster.id, "room": room, "slot": slot}
    return out


def put_back(state: State, undone: Command) -> dict[str, Any] | None:
    """What to do at the table when the tile command `undone` was undone and `state` (waiting
    for that tile again) is back: put a drawn tile back on top of the wall, turn a revealed one
    face down again (locale paper_undo.<do>). None for any other undo."""
    p = pending_of(state)
    if p is None or undone.type != "tile":
        return None
    if searching(p):
        return {"do": "link_face_down", "row": undone.arg("row"), "sheet": p.place[0][:-5] + "s"}
    return {
        "do": "wall_top" if p.place[0] == "wall" else "face_down",
        "tile": undone.arg("tile"),
        "place": list(p.place),
    }
