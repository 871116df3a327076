"""Widgets for the menu screens, and ``Form``, which routes mouse and keyboard input to them.

Every widget works by mouse and by keyboard: ``Form`` moves the focus with Tab / Shift+Tab and the
arrow keys, Enter or Space activates the focused widget, a Button's ``shortcut`` key activates it
from anywhere, and hovering (or focusing) a widget with a ``tooltip`` shows a word-wrapped box.

A scene owns a Form, gives every widget its ``rect`` in ``layout()``, and reacts to the widget that
``Form.handle_event`` returns (the widget that was activated or changed)::

    w = self.form.handle_event(event)
    if w is self.start_button: ...

The widgets live in small modules, all importable from here: ``base`` (Widget),
``button`` (Button, Checkbox, key_label), ``choice`` (Segmented, Stepper),
``lists`` (ScrollList, TextInput), ``form`` (Form) and ``tooltip_card``
(draw_tooltip).
"""

from __future__ import annotations

from jongrogue.ui.widgets.base import Widget
from jongrogue.ui.widgets.button import KEY_LABELS, Button, Checkbox, key_label
from jongrogue.ui.widgets.choice import Segmented, Stepper
from jongrogue.ui.widgets.form import TOOLTIP_DELAY, Form
from jongrogue.ui.widgets.lists import ScrollList, TextInput
from jongrogue.ui.widgets.tooltip_card import draw_tooltip

__all__ = [
    "Widget",
    "Button",
    "Checkbox",
    "KEY_LABELS",
    "key_label",
    "Segmented",
    "Stepper",
    "ScrollList",
    "TextInput",
    "Form",
    "TOOLTIP_DELAY",
    "draw_tooltip",
]
