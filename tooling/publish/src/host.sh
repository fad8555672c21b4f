#!/usr/bin/env bash
# The deploy host's side of a release, in Capistrano's layout: BASE/releases/<id>/ holds each
# release, BASE/current is the symlink the web server's configuration reaches the live one
# through, and the switch renames a new symlink over it (rename(2) is atomic: no moment without
# a current). host.ts runs this same script over SSH (`ssh HOST bash -s -- ARGS < host.sh`) or,
# for a folder on the publishing machine itself, with bash directly.
#   host.sh BASE revision                  the live release's commit (nothing before the first)
#   host.sh BASE create SHA                a new empty release folder: prints its id, then the live id
#   host.sh BASE activate ID KEEP RELOAD   switch to ID and run RELOAD; on failure switch back;
#                                          then keep the KEEP newest releases (and the previous)
#   host.sh BASE discard ID                remove a release that was never live
#   host.sh BASE rollback RELOAD [ID]      switch to ID (default: the newest release before the
#                                          live one that was never rolled back from)
#   host.sh BASE releases                  every release, oldest first: id, commit, state
# Needs bash, GNU coreutils and flock (util-linux) on the host.
set -euo pipefail
umask 022
base="$1"
command="$2"
shift 2
releases="$base/releases"

live_id() {
  if [ -L "$base/current" ]; then basename "$(readlink "$base/current")"; fi
}

release_ids() {
  [ -d "$releases" ] || return 0
  find "$releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | LC_ALL=C sort
}

# One release change at a time on this host, whatever runs them (two CI runs, an operator).
take_lock() {
  mkdir -p "$base"
  exec 9>"$base/.publish.lock"
  flock 9
}

switch_to() {
  ln -sfn "releases/$1" "$base/.current.new"
  mv -T "$base/.current.new" "$base/current"
}

case "$command" in
revision)
  id="$(live_id)"
  if [ -n "$id" ] && [ -f "$releases/$id/REVISION" ]; then cat "$releases/$id/REVISION"; fi
  ;;
create)
  sha="$1"
  mkdir -p "$releases"
  stamp="$(date -u +%Y%m%dT%H%M%S.%3NZ)-${sha:0:12}"
  id="$stamp"
  n=1
  while ! mkdir "$releases/$id" 2>/dev/null; do
    n=$((n + 1))
    id="$stamp-$n"
  done
  echo "$id"
  live_id
  ;;
activate)
  id="$1" keep="$2" reload="$3"
  take_lock
  if [ ! -f "$releases/$id/REVISION" ]; then
    echo "release $id is incomplete (it has no REVISION): not switching to it" >&2
    exit 1
  fi
  previous="$(live_id)"
  switch_to "$id"
  if ! bash -c "$reload"; then
    echo "the reload command failed: back to ${previous:-no release}, and $id removed" >&2
    if [ -n "$previous" ]; then
      switch_to "$previous"
      bash -c "$reload" || echo "the reload command failed again on $previous" >&2
    else
      rm -f "$base/current"
    fi
    rm -rf "${releases:?}/$id"
    exit 1
  fi
  # Releases rolled back from, and older ones beyond KEEP, go; never the live one, nor the one
  # it replaced (the old workers of the reload may still be answering from it).
  release_ids | while read -r old; do
    if [ -f "$releases/$old/ROLLED_BACK" ] && [ "$old" != "$id" ] && [ "$old" != "$previous" ]; then
      rm -rf "${releases:?}/$old"
    fi
  done
  release_ids | head -n "-$keep" | while read -r old; do
    if [ "$old" != "$id" ] && [ "$old" != "$previous" ]; then rm -rf "${releases:?}/$old"; fi
  done
  ;;
discard)
  id="$1"
  take_lock
  if [ "$id" != "$(live_id)" ]; then rm -rf "${releases:?}/$id"; fi
  ;;
rollback)
  reload="$1" target="${2:-}"
  take_lock
  live="$(live_id)"
  if [ -z "$live" ]; then
    echo "no release is live in $base: nothing to roll back" >&2
    exit 1
  fi
  if [ -z "$target" ]; then
    target="$(release_ids | awk -v live="$live" '$0 < live' | while read -r id; do
      if [ ! -f "$releases/$id/ROLLED_BACK" ]; then echo "$id"; fi
    done | tail -n 1)"
  fi
  if [ -z "$target" ] || [ ! -f "$releases/$target/REVISION" ]; then
    echo "no complete release ${target:-before $live} to roll back to in $releases" >&2
    exit 1
  fi
  switch_to "$target"
  if ! bash -c "$reload"; then
    echo "the reload command failed: back to $live" >&2
    switch_to "$live"
    bash -c "$reload" || echo "the reload command failed again on $live" >&2
    exit 1
  fi
  # As Capistrano's rollback, the release rolled back from is set aside: no later rollback
  # returns to it, and the next release removes it. Not at once: the reload's old workers may
  # still be answering from it.
  rm -f "$releases/$target/ROLLED_BACK"
  if [[ "$live" > "$target" ]]; then touch "$releases/$live/ROLLED_BACK"; fi
  echo "$target"
  ;;
releases)
  live="$(live_id)"
  release_ids | while read -r id; do
    revision="$(cat "$releases/$id/REVISION" 2>/dev/null || echo incomplete)"
    if [ "$id" = "$live" ]; then
      echo "$id $revision live"
    elif [ -f "$releases/$id/ROLLED_BACK" ]; then
      echo "$id $revision rolled-back"
    else
      echo "$id $revision"
    fi
  done
  ;;
*)
  echo "unknown command: $command" >&2
  exit 2
  ;;
esac
