#!/usr/bin/env bash
# Regenerate the recorded mlir-opt outputs for every *.mlir case in this
# directory.  Re-runnable; overwrites the recorded files.
#
# For every CASE.mlir the tool is run from inside this directory with the
# relative path CASE.mlir, so diagnostics read "CASE.mlir:L:C: ...".
#
# Flags:
#   * default:   --allow-unregistered-dialect --mlir-print-op-generic
#   * if the first line of the file is "// FLAGS: <flags>", <flags> replaces
#     the default flags entirely.
#
# Outputs (stdout, stderr, exit code):
#   * normal run:                       CASE.out  CASE.err  CASE.rc
#   * if the flags contain --verify-diagnostics[=...]:
#                                       CASE.vd.out CASE.vd.err CASE.vd.rc
#   * if a line "// ALSO: noallow" appears in the first 5 lines, the case is
#     additionally run with the same flags minus --allow-unregistered-dialect:
#                                       CASE.noallow.out CASE.noallow.err CASE.noallow.rc
#
# Crashes (exit code >= 128, e.g. stack overflow on deeply nested input) print
# an LLVM stack dump containing ASLR-dependent addresses; for those the stderr
# is cut after the "0.\tProgram arguments: ..." line and the line
# "<stack trace elided by regen.sh>" is appended so that the recording is
# stable.
#
# Environment: MLIR_OPT (default mlir-opt-22), TIMEOUT seconds (default 120).
# Usage: ./regen.sh [CASE.mlir ...]     (default: all *.mlir)

set -u
cd "$(dirname "$0")" || exit 1

MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
TIMEOUT=${TIMEOUT:-120}
DEFAULT_FLAGS="--allow-unregistered-dialect --mlir-print-op-generic"

# Deterministic generated inputs (too big / too regular to write by hand).
gen_inputs() {
  python3 - <<'EOF'
def w(name, text):
    data = text.encode()
    try:
        if open(name, 'rb').read() == data:
            return
    except FileNotFoundError:
        pass
    open(name, 'wb').write(data)

def nest(n):
    return ''.join('"a.op"() ({\n' for _ in range(n)) + \
           ''.join('}) : () -> ()\n' for _ in range(n))

# 1000 nested regions parse fine (stdout discarded: it would be ~2 MB); with
# the default 8 MiB stack mlir-opt-22 overflows at ~2070 levels, so 10000
# crashes (SIGSEGV, exit code 139) inside the parser.
w('op_nested_regions_1000.mlir',
  '// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic -o /dev/null\n' + nest(1000))
w('op_nested_regions_10000.mlir', nest(10000))
# A 100000-column line with an error at its end.
w('lex_very_long_line.mlir',
  '"foo.op"() {a = "' + 'x' * 100000 + '", b = $} : () -> ()\n')
# Very long line with the error near its start.
w('lex_very_long_line_error_first.mlir',
  '"foo.op"() {b = $, a = "' + 'x' * 100000 + '"} : () -> ()\n')
EOF
}

run_one() {
  # run_one OUTBASE FILE FLAGS...
  local out=$1 file=$2
  shift 2
  # shellcheck disable=SC2086
  timeout "$TIMEOUT" "$MLIR_OPT" "$@" "$file" >"$out.out" 2>"$out.err"
  local rc=$?
  echo "$rc" >"$out.rc"
  if [ "$rc" -ge 128 ] && grep -q '^Stack dump:' "$out.err"; then
    awk '{print} /^0\.\tProgram arguments:/ {print "<stack trace elided by regen.sh>"; exit}' \
      "$out.err" >"$out.err.tmp" && mv "$out.err.tmp" "$out.err"
  fi
}

if [ $# -eq 0 ]; then
  gen_inputs
  set -- *.mlir
fi

for f in "$@"; do
  f=${f##*/}
  case=${f%.mlir}
  first=$(head -c 4096 "$f" | head -n 1 | tr -d '\000')
  if [[ $first =~ ^//\ FLAGS:(.*)$ ]]; then
    flags=${BASH_REMATCH[1]}
  else
    flags=$DEFAULT_FLAGS
  fi
  base=$case
  if [[ " $flags " =~ \ --verify-diagnostics(=[^ ]*)?\  ]]; then
    base=$case.vd
  fi
  # shellcheck disable=SC2086
  run_one "$base" "$f" $flags
  if head -c 4096 "$f" | tr -d '\000' | head -n 5 | grep -qx '// ALSO: noallow'; then
    noflags=$(echo " $flags " | sed 's/ --allow-unregistered-dialect / /g')
    # shellcheck disable=SC2086
    run_one "$case.noallow" "$f" $noflags
  fi
done
