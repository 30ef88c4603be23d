#!/bin/sh
# Regenerate the expected outputs of the generic-form differential corpus.
#
# For every FOO.mlir in this directory, writes
#   FOO.generic.out   = stdout of: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic FOO.mlir
#   FOO.debuginfo.out = stdout of: the same plus --mlir-print-debuginfo
#
# mlir-opt is always run from this directory with the bare file name, so the
# file names recorded in locations are "FOO.mlir". Fails (exit 1) if mlir-opt
# rejects a file or writes anything to stderr.
#
# Usage: ./regen.sh            (uses $MLIR_OPT or mlir-opt-22)
#        ./regen.sh --check    (only compare, do not rewrite .out files)
set -u
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
cd "$(dirname "$0")" || exit 1
export LC_ALL=C

check=0
[ "${1:-}" = "--check" ] && check=1

status=0
tmp_out=$(mktemp) tmp_err=$(mktemp)
trap 'rm -f "$tmp_out" "$tmp_err"' EXIT

run() { # run OUTFILE FILE [extra flags...]
  out=$1 file=$2; shift 2
  if ! "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$@" "$file" >"$tmp_out" 2>"$tmp_err"; then
    echo "FAIL (exit code): $file $*" >&2; cat "$tmp_err" >&2; status=1; return
  fi
  if [ -s "$tmp_err" ]; then
    echo "FAIL (stderr): $file $*" >&2; cat "$tmp_err" >&2; status=1; return
  fi
  if [ $check = 1 ]; then
    cmp -s "$tmp_out" "$out" || { echo "DIFF: $out" >&2; status=1; }
  else
    cp "$tmp_out" "$out"
  fi
}

for f in $(ls *.mlir | sort); do
  base=${f%.mlir}
  run "$base.generic.out" "$f"
  run "$base.debuginfo.out" "$f" --mlir-print-debuginfo
done
exit $status
