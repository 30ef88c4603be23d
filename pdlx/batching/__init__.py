"""`pdlx batch` and `pdlx.batch`: one pipeline over many files, on all
cores (a local process pool) or on a Dask cluster.

`run.py` runs a batch and is the API; `job.py` is what a worker does with
one file; `files.py` the inputs, outputs and summary.json; `local.py` and
`dask_engine.py` the engines; `command.py` the command line. See
docs/scaling.md.
"""

from pdlx.batching.files import BatchInputError
from pdlx.batching.job import DiagnosticRecord, FileResult
from pdlx.batching.run import batch

__all__ = ["BatchInputError", "DiagnosticRecord", "FileResult", "batch"]
