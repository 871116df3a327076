"""Bundled YAML files parsed once per content, not once per start.

``load_yaml(path)`` returns what ``yaml.load(..., CSafeLoader)`` returns for the file. The parsed
form is kept as a ``marshal`` file in the user cache folder, named by the SHA-256 of the YAML
bytes, so an edited file (a new release, a patched catalog) can never be served a stale parse.
The file is sealed with a digest of that YAML digest and its own bytes (``cachedir.read_sealed``):
a cache file changed on disk — one value, one flipped bit, another file's copy — is not used,
and the YAML is parsed again (and the cache rewritten).
A warm start neither imports PyYAML nor parses: the text catalogs and rule tables were a tenth of
the start-up time. The cache is best effort: an unwritable or corrupt cache just means parsing.

Cache folder: ``yaml`` in ``jongrogue.system.cachedir`` (``JONGROGUE_NO_CACHE=1`` turns it off).
"""

from __future__ import annotations

import hashlib
import marshal
from pathlib import Path

from jongrogue.system.cachedir import cache_dir, read_sealed, write_sealed

FORMAT = 2  # bump when the cached form changes (2: sealed)


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
    cached = folder / f"{Path(path).stem}-{digest[:32]}-{FORMAT}.marshal"
    blob = read_sealed(cached, digest)
    if blob is not None:
        try:
            return marshal.loads(blob)
        except (EOFError, ValueError, TypeError):  # (written by another Python's marshal)
            pass
    doc = parse(data)
    try:
        write_sealed(cached, marshal.dumps(doc), digest)
    except (OSError, ValueError):  # read-only home, or a type marshal cannot store
        pass
    return doc
