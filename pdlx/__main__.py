"""`python -m pdlx`: the `pdlx` command (`pdlx.command`)."""

from pdlx.command import main

if __name__ == "__main__":  # not when a spawned worker process imports it again
    main()
