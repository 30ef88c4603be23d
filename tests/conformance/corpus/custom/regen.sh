#!/bin/sh
# Regenerate the expected outputs of the custom-syntax differential corpus.
#
# For every FOO.mlir in this directory, with the flags of its first line
# (`// FLAGS: ...`, default `--allow-unregistered-dialect`), writes
#   FOO.custom.{out,err,rc}    = mlir-opt FLAGS FOO.mlir
#   FOO.generic.{out,err,rc}   = the same plus --mlir-print-op-generic
#   FOO.debuginfo.{out,err,rc} = the same plus --mlir-print-debuginfo
# mlir-opt runs from this directory with the bare file name, so recorded
# locations say "FOO.mlir". The mini_transform/ subdirectory holds cases for
# the transform subset of tests/ods/mini_transform.py (same layout).
#
# Usage: ./regen.sh            (uses $MLIR_OPT or mlir-opt-22)
#        ./regen.sh --check    (only compare, do not rewrite)
set -u
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
cd "$(dirname "$0")" || exit 1
export LC_ALL=C
check=0
[ "${1:-}" = "--check" ] && check=1
status=0
tmp_out=$(mktemp) tmp_err=$(mktemp)
trap 'rm -f "$tmp_out" "$tmp_err"' EXIT

record() { # record STEM FILE FLAGS...
  stem=$1 file=$2; shift 2
  "$MLIR_OPT" "$@" "$file" >"$tmp_out" 2>"$tmp_err"
  rc=$?
  if [ $rc -gt 1 ]; then echo "CRASH ($rc): $file $*" >&2; status=1; return; fi
  if [ $check = 1 ]; then
    cmp -s "$tmp_out" "$stem.out" || { echo "DIFF: $stem.out" >&2; status=1; }
    cmp -s "$tmp_err" "$stem.err" || { echo "DIFF: $stem.err" >&2; status=1; }
    [ "$rc" = "$(cat "$stem.rc")" ] || { echo "DIFF: $stem.rc" >&2; status=1; }
  else
    cp "$tmp_out" "$stem.out"; cp "$tmp_err" "$stem.err"; echo $rc > "$stem.rc"
  fi
}

for dir in . mini_transform; do
  [ -d "$dir" ] || continue
  (cd "$dir" && for f in $(ls *.mlir 2>/dev/null | sort); do
    base=${f%.mlir}
    first=$(head -n 1 "$f")
    case "$first" in
      "// FLAGS:"*) flags=${first#"// FLAGS:"} ;;
      *) flags="--allow-unregistered-dialect" ;;
    esac
    # shellcheck disable=SC2086
    record "$base.custom" "$f" $flags
    # shellcheck disable=SC2086
    record "$base.generic" "$f" $flags --mlir-print-op-generic
    # shellcheck disable=SC2086
    record "$base.debuginfo" "$f" $flags --mlir-print-debuginfo
  done) || status=1
done
exit $status
