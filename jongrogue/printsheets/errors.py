"""The one error printing raises: an OSError (a file that cannot be written, a font that cannot
be embedded), so a caller catches it with the rest of its file errors."""


class PrintError(OSError):
    pass
