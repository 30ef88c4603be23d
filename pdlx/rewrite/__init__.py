"""Rewriting: patterns, the greedy driver, folding, CSE, DCE, effects, canonicalization."""
