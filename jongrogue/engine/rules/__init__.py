"""The rules, one concept per module: a command is resolved by actions.decide, allowed by
legal, and carried out by the check-table rows (data/checks.yaml) whose checks check_index lists."""
