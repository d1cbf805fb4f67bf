# Stages with their times, for `npm test` (scripts/test.sh) and CI (.ci/run): on the 2-core machine the
# stages that do not depend on each other run side by side (decision 050).
#   source scripts/stages.sh
#   stage NAME COMMAND...           runs it, prints and records how long it took, the CPU time its
#                                   processes used (and whether it failed)
#   side_by_side NAME COMMAND...    starts a stage in the background, its output kept in its own log
#   wait_side_by_side               waits for them, prints each log whole, fails if one failed; a failed
#                                   stage's log comes last, so the end of a long CI output shows why
#   print_stage_times               the table of every stage recorded, the whole run, and how the
#                                   machine's cores spent it
stages_dir=$(mktemp -d /tmp/fernleaf-stages-XXXXXX)
stages_timings="$stages_dir/timings"
: >"$stages_timings"
stages_started=$SECONDS
stages_cpu_at_start=$(head -n 1 /proc/stat 2>/dev/null || true)

# CPU seconds used so far by the finished child processes of this shell (user and system), from bash's
# `times`, into $children_cpu (a daemon such as the test PostgreSQL is not counted). On 2 cores a
# stage's wall time depends on what runs beside it; its CPU time does not, so the table shows where the
# machine's time goes (decision 082). Neither the function nor `times` may run in a pipe or $(...):
# that would be a new process, which has no children yet.
children_cpu=0
read_children_cpu() {
  local file="$stages_dir/times.$BASHPID"
  times >"$file"
  children_cpu=$(tail -n 1 "$file" | awk '{ total = 0; for (i = 1; i <= 2; i++) { split($i, part, "m"); total += part[1] * 60 + part[2] } printf "%d", total }')
}

stage() {
  local name=$1 started=$SECONDS status=0 cpu_before
  shift
  read_children_cpu
  cpu_before=$children_cpu
  echo "=== $name"
  "$@" || status=$?
  read_children_cpu
  local took=$((SECONDS - started)) cpu=$((children_cpu - cpu_before))
  local line
  line=$(printf '%-34s %3dm%02ds  cpu %3dm%02ds%s' "$name" $((took / 60)) $((took % 60)) $((cpu / 60)) $((cpu % 60)) \
    "$([ "$status" -eq 0 ] || echo '  FAILED')")
  echo "=== $line"
  echo "$line" >>"$stages_timings"
  return "$status"
}

side_pids=()
side_names=()
side_by_side() {
  local name=$1
  shift
  (stage "$name" "$@") >"$stages_dir/${#side_names[@]}.log" 2>&1 &
  side_pids+=("$!")
  side_names+=("$name")
}

wait_side_by_side() {
  local failed=0 index passed=() failing=()
  for index in "${!side_pids[@]}"; do
    if wait "${side_pids[$index]}"; then passed+=("$index"); else failing+=("$index"); failed=1; fi
  done
  for index in "${passed[@]}" "${failing[@]}"; do
    cat "$stages_dir/$index.log"
    rm -f "$stages_dir/$index.log"
  done
  side_pids=()
  side_names=()
  return "$failed"
}

print_stage_times() {
  local took=$((SECONDS - stages_started))
  read_children_cpu
  echo
  echo "=== Stage times ($1)"
  cat "$stages_timings"
  printf '%-34s %3dm%02ds  cpu %3dm%02ds\n' "whole run" $((took / 60)) $((took % 60)) $((children_cpu / 60)) $((children_cpu % 60))
  print_machine_share
}

# How the machine's cores spent the run, from the kernel's counters (/proc/stat's first line: user,
# nice, system, idle, iowait, irq, softirq, steal), daemons included. Idle cores mean the lanes wait on
# something other than CPU (a sleep, a timer, one lane left alone); iowait means the disk holds them.
print_machine_share() {
  [ -n "$stages_cpu_at_start" ] || return 0
  printf '%s\n%s\n' "$stages_cpu_at_start" "$(head -n 1 /proc/stat)" | awk '
    NR == 1 { for (i = 2; i <= 9; i++) before[i] = $i }
    NR == 2 {
      total = 0
      for (i = 2; i <= 9; i++) { spent[i] = $i - before[i]; total += spent[i] }
      if (total <= 0) exit
      printf "machine over the run: busy %d%% (user %d%%, system %d%%), iowait %d%%, idle %d%%, steal %d%%\n",
        100 * (spent[2] + spent[3] + spent[4] + spent[7] + spent[8]) / total, 100 * (spent[2] + spent[3]) / total,
        100 * spent[4] / total, 100 * spent[6] / total, 100 * spent[5] / total, 100 * spent[9] / total
    }'
}
