"""When the app speaks, and what (jongrogue.speech is the voice, jongrogue.text.spoken the words):

    start.start_speech(ctx, forced)   at start: on or off, and which voice (one message if none)
    screens.entered / left            every scene pushed, replaced or closed is announced
    outcomes.attach(ctx, controller)  each command's outcome in the log's own words, then the prompt
    review.*                          the review keys: status, the log line by line, here
    keys.handle(ctx, event, loop)     the speech keys that work on every screen

A later focus model speaks through the same ``ctx.speech.say(text, key="focus")`` (a newer focus
stop replaces one not yet spoken) with words from ``ctx.spoken()``."""
