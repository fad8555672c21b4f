#!/bin/sh
# As the official image's entrypoint: options alone run redis-server; without a config file,
# protected mode is off (the container's network is the boundary, as there); runs as redis.
set -e
if [ "${1#-}" != "$1" ]; then set -- redis-server "$@"; fi
if [ "$1" = "redis-server" ]; then
  case " $* " in
    *" --protected-mode "*) ;;
    *) set -- "$@" --protected-mode no ;;
  esac
  if [ "$(id -u)" = "0" ]; then exec setpriv --reuid=redis --regid=redis --init-groups "$@"; fi
fi
exec "$@"
