#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 for the API tests, or stops it.
#   source scripts/test-postgres.sh && start_test_postgres   # exports DATABASE_URL
#   stop_test_postgres
# Installs Debian's postgresql when no server binary is found (needs root, as on CI).

TEST_PG_PORT="${TEST_PG_PORT:-54329}"

find_pg_bin() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1 && command -v postgres >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v postgres)")"
    return
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] && [ -x "$dir/postgres" ] && echo "$dir"
}

start_test_postgres() {
  local bin
  bin=$(find_pg_bin)
  if [ -z "$bin" ]; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "PostgreSQL is not installed. Install Debian's postgresql package (sudo apt-get install postgresql)." >&2
      return 1
    fi
    echo "Installing Debian's postgresql..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
    bin=$(find_pg_bin)
  fi
  [ -n "$bin" ] || { echo "PostgreSQL binaries not found after install" >&2; return 1; }

  TEST_PG_DIR=$(mktemp -d /tmp/fernleaf-pg-XXXXXX)
  export TEST_PG_DIR TEST_PG_BIN="$bin"
  local as_pg=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres:postgres "$TEST_PG_DIR"
    as_pg=(runuser -u postgres --)
  fi
  "${as_pg[@]}" "$bin/initdb" -D "$TEST_PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  "${as_pg[@]}" "$bin/pg_ctl" -D "$TEST_PG_DIR/data" -l "$TEST_PG_DIR/server.log" -w \
    -o "-p $TEST_PG_PORT -c listen_addresses=127.0.0.1 -k $TEST_PG_DIR -c max_connections=200 -c fsync=off" start >/dev/null
  export DATABASE_URL="postgres://postgres@127.0.0.1:$TEST_PG_PORT/postgres"
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') is running for the tests at $DATABASE_URL"
}

stop_test_postgres() {
  [ -n "${TEST_PG_DIR:-}" ] || return 0
  local as_pg=()
  [ "$(id -u)" -eq 0 ] && as_pg=(runuser -u postgres --)
  "${as_pg[@]}" "$TEST_PG_BIN/pg_ctl" -D "$TEST_PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$TEST_PG_DIR"
  unset TEST_PG_DIR DATABASE_URL
}
