"""Support: diagnostics-free helpers every layer may use (deep recursion, GC pauses, timing)."""
