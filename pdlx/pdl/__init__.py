"""pdlx.pdl."""
