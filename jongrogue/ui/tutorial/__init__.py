"""The interactive tutorial's script and coach: a scripted first floor (data/tutorial.yaml); its
table is the scene ui/scenes/tutorial.py."""
