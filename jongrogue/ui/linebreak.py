"""Line breaking for English and Japanese (a small kinsoku rule set).

English breaks at spaces. Japanese may break between any two characters, except that
* no line starts with closing punctuation, small kana or the long-vowel mark (``NO_START``:
  。、」）ー …) — a full stop or comma may hang just past the edge, anything else pulls the
  previous character down with it;
* no line ends with an opening bracket (``NO_END``: 「（ …) — it moves down to what it opens;
* a katakana word (ダメージ) is kept whole unless it is longer than a line.
Words longer than a line are split after a path separator (/ or \\) where one fits, else per
character. Explicit newlines are kept.
"""

from __future__ import annotations

NO_START = set(
    "、。，．・：；？！ー）」』】〉》〕］｝〜…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ,.;:!?)]}%"
)
NO_END = set("（「『【〈《〔［｛([{")
HANGING = set("、。，．,.")  # may stand just past the right edge (burasage)
HANG_ROOM = 1.08
SEPARATORS = set("/\\")  # a long path breaks after one of these


def is_cjk(ch: str) -> bool:
    o = ord(ch)
    return 0x3000 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF


def is_katakana(ch: str) -> bool:
    o = ord(ch)
    return 0x30A1 <= o <= 0x30FA or o == 0x30FC or 0xFF66 <= o <= 0xFF9F


def tokens(text: str) -> list[str]:
    """Breakable units: katakana words whole, other CJK characters singly, other words with
    their trailing spaces."""
    out: list[str] = []
    word = ""
    for ch in text:
        kata = is_katakana(ch)
        if word and (kata != is_katakana(word[-1]) or word.endswith(" ")):
            out.append(word)
            word = ""
        if kata:
            word += ch
        elif is_cjk(ch):
            if word and ch in NO_START:
                word += ch  # "current.jrlog）": a closing mark stays with its word
                continue
            if word:
                out.append(word)
                word = ""
            out.append(ch)
        elif ch == " ":
            if not word and out:
                out[-1] += ch  # a space belongs to what it follows
            else:
                out.append(word + ch)
            word = ""
        else:
            word += ch
    if word:
        out.append(word)
    return out


def wrap(font, text: str, width: int) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        lines.extend(_wrap_paragraph(font, tokens(para), width))
    return lines


def _fits(font, parts: list[str], width: float) -> bool:
    return font.size("".join(parts).rstrip())[0] <= width


def _split_long(font, tok: str, width: int) -> list[str]:
    """An over-long token as pieces of at most ``width``: a path breaks after a separator (between
    its folders, never inside a name) while one fits; the rest per character, kinsoku kept."""
    pieces = []
    while font.size(tok)[0] > width:
        cut = max(
            (
                i + 1
                for i, ch in enumerate(tok[:-1])
                if ch in SEPARATORS and font.size(tok[: i + 1])[0] <= width
            ),
            default=0,
        )
        if not cut:
            break
        pieces.append(tok[:cut])
        tok = tok[cut:]
    cur = ""
    for ch in tok:
        if cur and font.size(cur + ch)[0] > width and ch not in NO_START:
            pieces.append(cur)
            cur = ""
        cur += ch
    return pieces + [cur] if cur else pieces


def _wrap_paragraph(font, toks: list[str], width: int) -> list[str]:
    lines: list[str] = []
    cur: list[str] = []
    queue = list(toks)
    while queue:
        tok = queue.pop(0)
        if font.size(tok.rstrip())[0] > width:  # longer than any line: in pieces
            pieces = _split_long(font, tok, width)
            if len(pieces) > 1:
                queue[:0] = pieces
                continue
        if _fits(font, cur + [tok], width):
            cur.append(tok)
            continue
        if not cur:  # alone and still too wide
            cur.append(tok)
            continue
        if tok[0] in HANGING and _fits(font, cur + [tok[0]], width * HANG_ROOM):
            cur.append(tok[0])  # 。 hangs rather than starting a line
            if tok[1:]:
                queue.insert(0, tok[1:])
            continue
        while len(cur) > 1 and not cur[-1].strip():
            cur.pop()  # spaces at a break vanish
        carry: list[str] = []
        if tok[0] in NO_START:  # pull the previous unit down with it
            while len(cur) > 1:
                carry.insert(0, cur.pop())
                if carry[0].strip() and carry[0][0] not in NO_START:
                    break
            while carry and not carry[0].strip():
                carry.pop(0)
            if not carry or carry[0][0] in NO_START:  # one long word left: the shortest tail
                unit = cur[-1].rstrip()  # that may start a line comes down
                cut = next((i for i in range(len(unit) - 1, 0, -1) if unit[i] not in NO_START), 0)
                if cut:
                    cur, carry = [unit[:cut]], [unit[cut:]] + carry
                elif tok[0] in HANGING and not carry:  # nothing can come down: let 。 hang
                    cur.append(tok[0])
                    if tok[1:]:
                        queue.insert(0, tok[1:])
                    continue
        while len(cur) > 1 and (not cur[-1].strip() or cur[-1].rstrip()[-1] in NO_END):
            carry.insert(0, cur.pop())  # an opening bracket goes down too
        while carry and not carry[0].strip():
            carry.pop(0)
        lines.append("".join(cur).rstrip())
        cur = carry + [tok.lstrip()] if carry else [tok.lstrip()]
        if not _fits(font, cur, width) and len(cur) == 1:
            queue.insert(0, cur.pop())  # re-check the lone token (too long?)
    lines.append("".join(cur).rstrip())
    return lines
