"""The replay viewer's model (``player``), its VCR controls (``controls``) and its log (``log``)."""
