"""`pdlx`: the command with subcommands (`pdlx batch`, `pdlx opt`).

`pdlx-opt` stays its own command, shaped like mlir-opt; `pdlx opt ARGS` is
the same as `pdlx-opt ARGS`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from pdlx import cli
from pdlx.batching import command as batch_command

USAGE = """\
usage: pdlx COMMAND [ARGS...]

commands:
  batch   run pdlx-opt's pipeline on many .mlir files, on all cores or a Dask cluster
          (pdlx batch --help)
  opt     the same as pdlx-opt (pdlx opt --help)
"""


def run(argv: Sequence[str]) -> int:
    """`pdlx ARGV`: the subcommand's exit status (2 for a bad command)."""
    if not argv or argv[0] in ("-h", "--help", "help"):
        sys.stdout.write(USAGE)
        return 0 if argv else 2
    command, rest = argv[0], list(argv[1:])
    if command == "batch":
        return batch_command.main(rest)
    if command == "opt":
        return cli.run(rest)
    sys.stderr.write(f"pdlx: unknown command '{command}'\n{USAGE}")
    return 2


def main() -> None:
    """The `pdlx` console script."""
    try:
        code = run(sys.argv[1:])
    except KeyboardInterrupt:
        code = 130
    sys.exit(code)


if __name__ == "__main__":
    main()
