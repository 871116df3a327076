"""The words of the game, pygame-free: log lines, command labels, check words, tile words, names
of items, monsters and places, and the UI string catalogue — shared by the table, the run files
and the command line."""
