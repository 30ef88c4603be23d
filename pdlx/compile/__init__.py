"""pdlx.compile."""
