"""Semantics of the transform dialect's ops, attached to their definitions
in pdlx.transform.dialect through pdlx.transform.extension."""
