#!/usr/bin/env bash
# Throwaway PostgreSQL 15 cluster for tests: a fresh data directory in a temp
# dir, listening on 127.0.0.1 on a free port, trust auth, fsync off.
# Everything is deleted on stop. Never use it for data you want to keep.
#
# As a command:
#   url=$(scripts/pg-throwaway.sh start)     # prints postgres://postgres@127.0.0.1:PORT/postgres
#   TEST_DATABASE_URL=$url npm run test:db
#   scripts/pg-throwaway.sh stop "$url"      # or the port, or the directory printed on stderr
#   scripts/pg-throwaway.sh install          # apt-get install postgresql-15 if missing (root)
#
# Sourced (what .ci/run does):
#   source scripts/pg-throwaway.sh
#   pg_throwaway_start      # sets PG_THROWAWAY_DIR, PG_THROWAWAY_PORT, PG_THROWAWAY_URL
#   trap pg_throwaway_stop EXIT
#
# As root, PostgreSQL refuses to run, so initdb/pg_ctl run as the `postgres`
# user through `runuser`; as a normal user they run as that user.
# Environment: PG_BIN (default /usr/lib/postgresql/15/bin),
#              PG_THROWAWAY_PARENT (default /tmp; must be reachable by postgres).

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_THROWAWAY_PARENT="${PG_THROWAWAY_PARENT:-/tmp}"
PG_THROWAWAY_MARKER=".pg-throwaway"

_pgt_log() { echo "pg-throwaway: $*" >&2; }

# Run a command as the cluster owner.
_pgt_as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# Install PostgreSQL 15 server binaries if missing (Debian 12: package postgresql-15).
pg_throwaway_install() {
  if [ -x "$PG_BIN/pg_ctl" ] && [ -x "$PG_BIN/initdb" ]; then
    return 0
  fi
  if [ "$(id -u)" != 0 ]; then
    _pgt_log "$PG_BIN/pg_ctl not found; install it with: sudo apt-get install -y postgresql-15"
    return 1
  fi
  _pgt_log "installing postgresql-15 (no default cluster)"
  # Do not let the package create and start the 'main' cluster on 5432: we only
  # want the binaries. createcluster.d is included by postgresql-common's config.
  mkdir -p /etc/postgresql-common/createcluster.d
  echo "create_main_cluster = false" >/etc/postgresql-common/createcluster.d/no-main-cluster.conf
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql-15 >&2 || {
    _pgt_log "apt-get install failed; running apt-get update and retrying"
    DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql-15 >&2
  } || return 1
  [ -x "$PG_BIN/pg_ctl" ] || { _pgt_log "postgresql-15 installed but $PG_BIN/pg_ctl is missing"; return 1; }
}

# Print a free TCP port on 127.0.0.1.
_pgt_free_port() {
  if command -v node >/dev/null 2>&1; then
    node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
    return
  fi
  local port
  for _ in $(seq 1 50); do
    port=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  return 1
}

# Start a cluster. Sets PG_THROWAWAY_DIR, PG_THROWAWAY_PORT, PG_THROWAWAY_URL.
pg_throwaway_start() {
  local dir port attempt
  if [ ! -x "$PG_BIN/pg_ctl" ]; then
    _pgt_log "$PG_BIN/pg_ctl not found (install postgresql-15, or run: $0 install)"
    return 1
  fi
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    _pgt_log "running as root but there is no 'postgres' user (apt-get install postgresql-15 creates it)"
    return 1
  fi

  dir=$(mktemp -d "$PG_THROWAWAY_PARENT/pg-throwaway.XXXXXX") || return 1
  touch "$dir/$PG_THROWAWAY_MARKER"
  chmod 700 "$dir"
  if [ "$(id -u)" = 0 ]; then chown -R postgres:postgres "$dir"; fi
  PG_THROWAWAY_DIR="$dir"

  # cd into the dir: postgres cannot read root's cwd and initdb would warn.
  if ! (cd "$dir" && _pgt_as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres \
    --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1); then
    _pgt_log "initdb failed:"
    cat "$dir/initdb.log" >&2
    pg_throwaway_stop
    return 1
  fi

  for attempt in 1 2 3 4 5; do
    port=$(_pgt_free_port) || { _pgt_log "no free port found"; pg_throwaway_stop; return 1; }
    if (cd "$dir" && _pgt_as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null 2>&1); then
      echo "$port" >"$dir/port"
      PG_THROWAWAY_PORT="$port"
      PG_THROWAWAY_URL="postgres://postgres@127.0.0.1:$port/postgres"
      export PG_THROWAWAY_DIR PG_THROWAWAY_PORT PG_THROWAWAY_URL
      _pgt_log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') up on 127.0.0.1:$port (dir $dir)"
      return 0
    fi
    _pgt_log "start on port $port failed (attempt $attempt)"
  done
  _pgt_log "could not start PostgreSQL; server log:"
  tail -n 30 "$dir/server.log" >&2 2>/dev/null || true
  pg_throwaway_stop
  return 1
}

# Resolve a directory from a directory, URL or port argument.
_pgt_resolve_dir() {
  local arg="$1" port d
  if [ -d "$arg" ]; then
    echo "$arg"
    return 0
  fi
  case "$arg" in
    postgres://* | postgresql://*)
      port=$(echo "$arg" | sed -E 's#^[a-z]+://[^@/]*@?[^:/]*:([0-9]+).*#\1#')
      ;;
    *) port="$arg" ;;
  esac
  case "$port" in '' | *[!0-9]*) return 1 ;; esac
  for d in "$PG_THROWAWAY_PARENT"/pg-throwaway.*; do
    if [ -f "$d/port" ] && [ "$(cat "$d/port")" = "$port" ]; then
      echo "$d"
      return 0
    fi
  done
  return 1
}

# Stop the cluster and delete its directory. Argument: dir, URL or port;
# default $PG_THROWAWAY_DIR. Safe to call twice.
pg_throwaway_stop() {
  local dir="${1:-${PG_THROWAWAY_DIR:-}}"
  if [ -z "$dir" ]; then
    return 0
  fi
  if [ ! -d "$dir" ]; then
    dir=$(_pgt_resolve_dir "$dir") || { _pgt_log "no throwaway cluster found for '${1:-}'"; return 1; }
  fi
  if [ ! -f "$dir/$PG_THROWAWAY_MARKER" ]; then
    _pgt_log "refusing to touch $dir: not a pg-throwaway directory"
    return 1
  fi
  if [ -f "$dir/data/postmaster.pid" ]; then
    (cd "$dir" && _pgt_as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w -t 20 stop >/dev/null 2>&1) ||
      (cd "$dir" && _pgt_as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w -t 10 stop >/dev/null 2>&1) ||
      _pgt_log "pg_ctl stop failed for $dir"
  fi
  rm -rf -- "$dir"
  if [ "$dir" = "${PG_THROWAWAY_DIR:-}" ]; then
    unset PG_THROWAWAY_DIR PG_THROWAWAY_PORT PG_THROWAWAY_URL
  fi
  _pgt_log "stopped and removed $dir"
}

# Command mode (not when sourced).
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  case "${1:-}" in
    start)
      pg_throwaway_start
      echo "$PG_THROWAWAY_URL"
      _pgt_log "stop it with: $0 stop $PG_THROWAWAY_URL"
      ;;
    stop)
      [ -n "${2:-}" ] || { echo "usage: $0 stop <url|port|dir>" >&2; exit 2; }
      pg_throwaway_stop "$2"
      ;;
    install)
      pg_throwaway_install
      ;;
    *)
      echo "usage: $0 start | stop <url|port|dir> | install" >&2
      exit 2
      ;;
  esac
fi
