"""The daily seed: the same on every machine for a date, different between dates.

The engine has no clock; the caller passes the date (the title's "Daily run" passes today's
local date, the ``daily`` command ``--date`` or today). A daily run's journal is marked with
``origin.daily_stamp(date)``. The seed is the first 8 bytes of
SHA-256 of a fixed label and the ISO date (reduced to nine digits), so nothing but the date decides it.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Any

from jongrogue import RULES_VERSION

RULESET = "ez"
OPTIONS: tuple[str, ...] = ()
MODE = "challenge"


SEED_MAX = 999_999_999  # nine digits: the New game seed field can type it in


def daily_seed(day: datetime.date) -> int:
    digest = hashlib.sha256(f"jongrogue-daily:{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % SEED_MAX + 1


def daily(day: datetime.date) -> dict[str, Any]:
    return {
        "date": day.isoformat(),
        "seed": daily_seed(day),
        "ruleset": RULESET,
        "options": list(OPTIONS),
        "mode": MODE,
        "rules_version": RULES_VERSION,
    }
