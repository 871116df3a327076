"""The journal (the save file) as text: its schema, entries, state hashes and the timeline of
a recorded run. Pure text in, data out: files are jongrogue.storage's job."""
