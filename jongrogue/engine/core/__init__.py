"""The engine's core: the state model, commands, transactions and their events, the check
pipeline, tiles, the seeded RNG and memo caches — what every rule is written with."""
