"""pygame-ce user interface of JongRogue Digital."""
