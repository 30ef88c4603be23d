"""pdlx.testing."""
