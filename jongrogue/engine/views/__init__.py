"""What a player may see of a state: the view, the information set (knowledge), odds from it
and the public form of events."""
