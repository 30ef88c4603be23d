"""MLIR text: scanner, parser, printer, aliases, SSA names."""
