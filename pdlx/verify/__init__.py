"""Verification: the op, region and dominance verifier (it prints ops in its messages)."""
