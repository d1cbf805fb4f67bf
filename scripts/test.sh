#!/usr/bin/env bash
# `npm test`: everything on PGlite. The web build first, alone: the journeys need it. Then two lanes
# side by side: the browser journeys, the longest lane, and one after another lint, typecheck and the
# unit and API tests. Each stage's time is printed as it ends and in a table at the end (decision 050).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
trap 'status=$?; print_stage_times "npm test"; rm -rf "$stages_dir"; exit $status' EXIT

# Every check runs even when one before it failed, so one run reports every failure.
checks() {
  local failed=0
  stage "lint" npm run lint || failed=1
  stage "typecheck" npm run typecheck || failed=1
  stage "unit and API tests on PGlite" npm run test:unit || failed=1
  return "$failed"
}

stage "build" npm run build

side_by_side "journeys" npm run test:e2e
side_by_side "lint, typecheck, Vitest" checks
wait_side_by_side
