"""pdlx.transform."""
