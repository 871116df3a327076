"""The start, from the entry point to the first frame, held and released as one: no cyclic
collections (``startgc``), the dataclasses' methods compiled by an earlier start (``startcode``),
modules the first frame does not use run at their first use (``startimports``) and the text
widths an earlier start measured (``startwidths``). ``release()`` is called at the first frame,
or where no frame will come (a command, ``--help``, a headless mode that draws none); both are
safe to call again.
"""

from __future__ import annotations

from jongrogue.system import startcode, startgc, startimports, startwidths


def hold() -> None:
    startgc.hold()
    startcode.hold()
    startimports.hold()
    startwidths.hold()


def release() -> None:
    startgc.release()
    startcode.release()
    startimports.release()
    startwidths.release()
