"""The play surface's parts: wall, maps, encounter rooms, log, action bar, HUD, sheet dock,
describe pop-ups and drag and drop. Each view draws into a pixel rect and returns Hotspots."""
