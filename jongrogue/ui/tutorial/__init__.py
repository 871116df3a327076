"""The interactive tutorial: a scripted first floor (data/tutorial.yaml) played on the real table."""
