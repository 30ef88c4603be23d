"""Semantics of the transform dialect's ops, attached to their definitions
in pdlx.dialects.transform through pdlx.transform.extension."""
