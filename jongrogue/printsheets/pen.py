"""Drawing on a PDF page in sheet units: every sheet is laid out on its own grid (120 × 90 units,
as ``assets/sheets/*.yaml``) and the pen maps that grid into the sheet's place on the page, so the
sheet modules never see millimetres, paper sizes or fpdf2."""

from __future__ import annotations

from fpdf import FPDF
from fpdf.enums import TextMode

from jongrogue.printsheets import ink

PT_PER_MM = 72 / 25.4
# the middle of a Noto Sans JP line (ideographs and digits alike) sits this far above its
# baseline, in ems: text is placed by its middle
MIDDLE = 0.37


class Pen:
    def __init__(self, pdf: FPDF, fonts: dict[str, str]):
        self.pdf = pdf
        self.fonts = fonts  # "sans" / "serif" -> fpdf2 family name
        self.x0 = self.y0 = 0.0
        self.k = 1.0  # mm per sheet unit

    def place(self, x_mm: float, y_mm: float, k: float) -> None:
        """Draw the next sheet with its top left corner at (x, y) mm, ``k`` mm per unit."""
        self.x0, self.y0, self.k = x_mm, y_mm, k

    def _xy(self, x: float, y: float) -> tuple[float, float]:
        return self.x0 + x * self.k, self.y0 + y * self.k

    # -- lines and boxes -----------------------------------------------------------------------
    def box(self, x, y, w, h, *, fill=None, line=ink.RULE, width=0.12, radius=0.0) -> None:
        """A ruled box; ``fill`` None leaves the paper white, ``line`` None draws no border."""
        X, Y = self._xy(x, y)
        style = ("F" if line is None else "DF") if fill is not None else "D"
        if fill is not None:
            self.pdf.set_fill_color(*fill)
        if line is not None:
            self.pdf.set_draw_color(*line)
            self.pdf.set_line_width(width * self.k)
        self.pdf.rect(
            X,
            Y,
            w * self.k,
            h * self.k,
            style=style,
            round_corners=radius > 0,
            corner_radius=radius * self.k,
        )

    def line(self, x0, y0, x1, y1, *, colour=ink.RULE, width=0.12) -> None:
        self.pdf.set_draw_color(*colour)
        self.pdf.set_line_width(width * self.k)
        self.pdf.line(*self._xy(x0, y0), *self._xy(x1, y1))

    def circle(self, cx, cy, r, *, fill=None, line=ink.PRINT, width=0.15) -> None:
        X, Y = self._xy(cx - r, cy - r)
        if fill is not None:
            self.pdf.set_fill_color(*fill)
        self.pdf.set_draw_color(*line)
        self.pdf.set_line_width(width * self.k)
        self.pdf.ellipse(
            X, Y, 2 * r * self.k, 2 * r * self.k, style="DF" if fill is not None else "D"
        )

    # -- text ----------------------------------------------------------------------------------
    def _font(self, size: float, serif: bool) -> None:
        self.pdf.set_font(self.fonts["serif" if serif else "sans"], size=size * self.k * PT_PER_MM)

    def width(self, text: str, size: float, *, serif=False) -> float:
        """The width of ``text`` in units at ``size`` units (an em)."""
        self._font(size, serif)
        return self.pdf.get_string_width(text) / self.k

    def fit(self, text: str, size: float, max_w: float, *, serif=False, smallest=0.9) -> float:
        """The largest size ≤ ``size`` at which ``text`` fits ``max_w`` (not below ``smallest``)."""
        w = self.width(text, size, serif=serif)
        return max(smallest, size * min(1.0, max_w / w)) if w > 0 else size

    def text(
        self,
        text: str,
        x: float,
        y: float,
        size: float,
        *,
        anchor="left",
        colour=ink.PRINT,
        serif=False,
        bold=False,
        max_w=None,
    ) -> float:
        """One line with its middle at ``y``; ``anchor`` left / center / right at ``x``; shrunk to
        ``max_w`` if given. Bold is the regular face drawn with an outline of its own colour
        (the bundled fonts have no bold face). Returns the line's width in units."""
        if max_w is not None:
            size = self.fit(text, size, max_w, serif=serif)
        w = self.width(text, size, serif=serif)
        left = {"left": x, "center": x - w / 2, "right": x - w}[anchor]
        X, Y = self._xy(left, y + size * MIDDLE)
        self.pdf.set_text_color(*colour)
        if bold:
            self.pdf.set_draw_color(*colour)
            self.pdf.set_line_width(size * self.k * 0.035)
            with self.pdf.local_context(text_mode=TextMode.FILL_STROKE):
                self.pdf.text(X, Y, text)
        else:
            self.pdf.text(X, Y, text)
        return w

    def in_box(
        self, text: str, x, y, w, h, size: float, *, anchor="center", pad=0.6, **kw
    ) -> float:
        """One line fitted inside a box: centred vertically, left / centre / right aligned."""
        size = min(size, h * 0.8)
        at = {"left": x + pad, "center": x + w / 2, "right": x + w - pad}[anchor]
        return self.text(text, at, y + h / 2, size, anchor=anchor, max_w=w - 2 * pad, **kw)
