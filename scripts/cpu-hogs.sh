#!/usr/bin/env bash
# Busy-loop processes that occupy the machine's cores, for proving that the tests do not depend on
# an idle machine (ADR 051).
#
#   scripts/cpu-hogs.sh [-n N] [-- COMMAND ARGS...]
#
# Starts N busy loops (default 2: both cores of the reference machine). With a command, runs it
# while they spin, stops them, and exits with the command's status; without one, spins until it is
# interrupted (Ctrl-C, SIGTERM). The loops are stopped on every exit, normal or by a signal.
#   npm run test:under-load        # = scripts/cpu-hogs.sh -- npm test
set -uo pipefail

count=2
while [ $# -gt 0 ]; do
  case "$1" in
    -n)
      count="${2:-}"
      shift 2
      ;;
    -n*)
      count="${1#-n}"
      shift
      ;;
    --)
      shift
      break
      ;;
    -h | --help)
      sed -n '2,10p' "$0"
      exit 0
      ;;
    *) break ;;
  esac
done
case "$count" in
  '' | *[!0-9]*)
    echo "cpu-hogs: -n takes a whole number, not '$count'" >&2
    exit 2
    ;;
esac

pids=()
child=''
stop() {
  [ -n "$child" ] && kill -TERM "$child" 2>/dev/null
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done
  pids=()
}
trap stop EXIT
trap 'stop; exit 130' INT
trap 'stop; exit 143' TERM

for _ in $(seq 1 "$count"); do
  # A loop of shell built-ins: all CPU, no memory, no I/O. The default SIGTERM ends it.
  bash -c 'while :; do :; done' &
  pids+=("$!")
done
echo "cpu-hogs: ${count} busy loop(s) running (pids ${pids[*]:-none})" >&2

if [ $# -eq 0 ]; then
  # No command: spin until interrupted. `wait` returns as soon as a trapped signal arrives.
  wait
  exit 0
fi

# The command runs in the background so that a signal reaches the traps at once (bash runs them
# only between commands); they pass SIGTERM on to it.
started=$(date +%s)
"$@" <&0 &
child=$!
wait "$child"
status=$?
child=''
echo "cpu-hogs: '$*' exited ${status} after $(($(date +%s) - started)) s under ${count} busy loop(s)" >&2
exit $status
