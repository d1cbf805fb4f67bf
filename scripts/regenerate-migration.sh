#!/usr/bin/env bash
# Rewrites the newest, not yet landed migration from the current schema files:
#   bash scripts/regenerate-migration.sh 0003 ledger_banking_checking
# Only for a migration no database outside this checkout has applied.
set -euo pipefail
cd "$(dirname "$0")/../apps/server/src/db/migrations"
number="$1"; name="$2"
rm -f "${number}"_*.sql "meta/${number}_snapshot.json"
node -e '
  const fs = require("node:fs");
  const file = "meta/_journal.json";
  const journal = JSON.parse(fs.readFileSync(file, "utf8"));
  journal.entries = journal.entries.filter((entry) => !entry.tag.startsWith(process.argv[1] + "_"));
  fs.writeFileSync(file, JSON.stringify(journal, null, 2) + "\n");
' "$number"
cd ../../..
npx drizzle-kit generate --name "$name"
