#!/usr/bin/env bash
# `npm test`: everything on PGlite. The web build first, alone: the journeys need it. Then four lanes
# side by side: the browser journeys (the longest), lint then typecheck, the API tests, and the other
# unit tests (web, contract, scripts). In one lane, lint and typecheck held the unit tests back by 4
# minutes on a fresh clone's CI (17m05s against the journeys' 14m02s); in one Vitest run (one worker on
# 2 cores) the API and unit tests ran on after the journeys with a core idle for 2 minutes. Each
# stage's time is printed as it ends and in a table at the end (decisions 050 and 082).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
trap 'status=$?; print_stage_times "npm test"; rm -rf "$stages_dir"; exit $status' EXIT

# Typecheck runs even when lint failed, so one run reports every failure.
checks() {
  local failed=0
  stage "lint" npm run lint || failed=1
  stage "typecheck" npm run typecheck || failed=1
  return "$failed"
}

stage "build" npm run build
# CI waits for this mark to start the two-process journey beside the lanes below (.ci/run).
[ -z "${FERNLEAF_WEB_BUILT_MARK:-}" ] || : >"$FERNLEAF_WEB_BUILT_MARK"

side_by_side "journeys" npm run test:e2e
side_by_side "lint, typecheck" checks
side_by_side "API tests on PGlite" npm run test:api
side_by_side "unit tests" npx vitest run --project web --project contract --project scripts
wait_side_by_side
