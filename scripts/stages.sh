# Stages with their times, for `npm test` (scripts/test.sh) and CI (.ci/run): on the 2-core machine the
# stages that do not depend on each other run side by side (decision 050).
#   source scripts/stages.sh
#   stage NAME COMMAND...           runs it, prints and records how long it took (and whether it failed)
#   side_by_side NAME COMMAND...    starts a stage in the background, its output kept in its own log
#   wait_side_by_side               waits for them, prints each log whole, fails if one failed; a failed
#                                   stage's log comes last, so the end of a long CI output shows why
#   print_stage_times               the table of every stage recorded, and the whole run
stages_dir=$(mktemp -d /tmp/fernleaf-stages-XXXXXX)
stages_timings="$stages_dir/timings"
: >"$stages_timings"
stages_started=$SECONDS

stage() {
  local name=$1 started=$SECONDS status=0
  shift
  echo "=== $name"
  "$@" || status=$?
  local took=$((SECONDS - started))
  local line
  line=$(printf '%-34s %3dm%02ds%s' "$name" $((took / 60)) $((took % 60)) "$([ "$status" -eq 0 ] || echo '  FAILED')")
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
  echo
  echo "=== Stage times ($1)"
  cat "$stages_timings"
  printf '%-34s %3dm%02ds\n' "whole run" $((took / 60)) $((took % 60))
}
