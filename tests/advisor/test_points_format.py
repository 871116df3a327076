"""An interval's end near 0 beside "significantly better" read "+0.0": it is shown to a
hundredth when a tenth would hide that it is not 0."""

from jongrogue.ui.board.hint_view import points


def test_an_interval_end_near_zero_keeps_its_sign_and_size():
    assert points(0.03) == "+0.03" and points(-0.04) == "-0.04"
    assert points(0.0) == "+0.0" and points(0.34) == "+0.3" and points(-1.26) == "-1.3"
