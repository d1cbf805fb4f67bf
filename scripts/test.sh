#!/usr/bin/env bash
# `npm test`: everything on PGlite. Lint, typecheck and the web build need nothing of each other, then
# the unit and API tests run beside the browser journeys (which need the build). Each stage's time is
# printed as it ends and in a table at the end (decision 050).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
trap 'status=$?; print_stage_times "npm test"; rm -rf "$stages_dir"; exit $status' EXIT

side_by_side "lint" npm run lint
side_by_side "typecheck" npm run typecheck
side_by_side "build" npm run build
wait_side_by_side

side_by_side "unit and API tests on PGlite" npm run test:unit
side_by_side "journeys" npm run test:e2e
wait_side_by_side
