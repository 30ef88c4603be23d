#!/bin/sh
# Regenerate the expected outputs of the transform-interpreter differential
# corpus: for every FOO.mlir here, with the flags of its first line
# (`// FLAGS: ...`, default `--allow-unregistered-dialect --transform-interpreter`),
# writes FOO.out / FOO.err / FOO.rc = what `mlir-opt FLAGS FOO.mlir` printed
# on stdout and stderr and its exit status. mlir-opt runs from this
# directory with the bare file name, so recorded locations say "FOO.mlir".
#
# Payloads use `tst.*` op names (unregistered), never `test.*`: mlir-opt's
# registered test dialect would change what they mean.
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
for f in $(ls *.mlir | sort); do
  stem=${f%.mlir}
  first=$(head -n 1 "$f")
  case "$first" in
    "// FLAGS:"*) flags=${first#"// FLAGS:"} ;;
    *) flags="--allow-unregistered-dialect --transform-interpreter" ;;
  esac
  # shellcheck disable=SC2086
  "$MLIR_OPT" $flags "$f" >"$tmp_out" 2>"$tmp_err"
  rc=$?
  if [ $rc -gt 1 ]; then echo "CRASH ($rc): $f $flags" >&2; status=1; continue; fi
  if [ $check = 1 ]; then
    cmp -s "$tmp_out" "$stem.out" || { echo "DIFF: $stem.out" >&2; status=1; }
    cmp -s "$tmp_err" "$stem.err" || { echo "DIFF: $stem.err" >&2; status=1; }
    [ "$rc" = "$(cat "$stem.rc")" ] || { echo "DIFF: $stem.rc" >&2; status=1; }
  else
    cp "$tmp_out" "$stem.out"; cp "$tmp_err" "$stem.err"; echo $rc > "$stem.rc"
  fi
done
exit $status
