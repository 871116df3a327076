"""The printed sheets' colours (RGB): dark ink and light bands that print well in colour and in
grey, post-its in the app's colours, values in pencil blue."""

PRINT = (40, 36, 44)  # the form's printed ink
SOFT = (110, 104, 108)  # small print: second-language names, cell numbers
RULE = (120, 112, 110)  # cell rules
BAND = (234, 230, 222)  # heading bands
DISABLED = (214, 210, 204)  # cells not in use (levels 16–20)
CURSED = (252, 238, 238)  # the cursed columns
RED = (176, 40, 40)
PENCIL = (32, 56, 132)  # values written on the sheet
TILE = (252, 250, 244)
TILE_BACK = (56, 128, 110)

POSTIT = {
    "yellow": (255, 226, 92),
    "pink": (246, 170, 196),
    "blue": (150, 200, 244),
    "green": (160, 220, 160),
    "orange": (250, 186, 110),
}
POSTIT_EDGE = (150, 130, 70)
# post-it colour by sheet (as the app's); cursed items are pink on every sheet
SHEET_POSTIT = {
    "melee": "yellow",
    "ranged": "yellow",
    "armour": "yellow",
    "rings": "orange",
    "potions": "blue",
    "scrolls": "green",
}
