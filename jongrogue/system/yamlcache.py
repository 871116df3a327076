"""Bundled YAML files parsed once per content, not once per start.

``load_yaml(path)`` returns what ``yaml.load(..., CSafeLoader)`` returns for the file. The parsed
form is kept as a ``marshal`` file in the user cache folder, named by the SHA-256 of the YAML
bytes, so an edited file (a new release, a patched catalog) can never be served a stale parse.
The file is sealed with a digest of that YAML digest and its own bytes (``cachedir.read_sealed``):
a cache file changed on disk — one value, one flipped bit, another file's copy — is not used,
and the YAML is parsed again (and the cache rewritten).
A warm start neither imports PyYAML nor parses: the text catalogs and rule tables were a tenth of
the start-up time. The cache is best effort: an unwritable or corrupt cache just means parsing.

``load_merged(name, paths, build)`` keeps what ``build(paths)`` makes of several files (a text
catalog is sixteen of them, merged) the same way, named by the digest of all their bytes: one
cache file to read instead of sixteen.

Cache folder: ``yaml`` in ``jongrogue.system.cachedir`` (``JONGROGUE_NO_CACHE=1`` turns it off).
"""

from __future__ import annotations

import hashlib
import marshal
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from jongrogue.system.cachedir import cache_dir, read_sealed, write_sealed

FORMAT = 2  # bump when the cached form changes (2: sealed)
T = TypeVar("T")


class YamlError(ValueError):
    """The file is not valid YAML; ``line`` / ``column`` (1-based) when PyYAML knows them."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None):
        super().__init__(message)
        self.line, self.column = line, column


def parse(data: bytes):
    """PyYAML's safe load (the C loader when built with libyaml); YamlError on bad YAML."""
    import yaml  # only on a cold cache: PyYAML is slow to import

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return yaml.load(data.decode("utf-8"), Loader=loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise YamlError(
            str(exc), mark.line + 1 if mark else None, mark.column + 1 if mark else None
        ) from exc


def load_yaml(path) -> object:
    """The parsed YAML file at ``path`` (OSError if unreadable, UnicodeDecodeError, YamlError)."""
    data = Path(path).read_bytes()
    folder = cache_dir("yaml")
    if folder is None:
        return parse(data)
    digest = hashlib.sha256(data).hexdigest()
    return _cached(
        folder / f"{Path(path).stem}-{digest[:32]}-{FORMAT}.marshal", digest, data, parse
    )


def load_merged(name: str, paths: list, build: Callable[[list], T]) -> T:
    """``build(paths)``, kept in the cache under the digest of the files' names and bytes (OSError
    if one is unreadable; whatever ``build`` raises, and then nothing is kept)."""
    folder = cache_dir("yaml")
    if folder is None:
        return build(paths)
    h = hashlib.sha256(f"{name} {len(paths)}".encode())
    for path in paths:
        h.update(
            f"\0{Path(path).name}\0".encode() + hashlib.sha256(Path(path).read_bytes()).digest()
        )
    digest = h.hexdigest()
    return _cached(folder / f"{name}-{digest[:32]}-{FORMAT}.marshal", digest, paths, build)


def _cached(path: Path, digest: str, source, build: Callable) -> Any:
    """What ``build(source)`` made, from ``path`` when it is sealed for ``digest``; else made and
    kept there (best effort)."""
    blob = read_sealed(path, digest)
    if blob is not None:
        try:
            return marshal.loads(blob)
        except (EOFError, ValueError, TypeError):  # (written by another Python's marshal)
            pass
    doc = build(source)
    try:
        write_sealed(path, marshal.dumps(doc), digest)
    except (OSError, ValueError):  # read-only home, or a type marshal cannot store
        pass
    return doc
