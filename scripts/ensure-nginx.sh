#!/usr/bin/env bash
# Makes sure Debian's nginx is there for the production-server end-to-end test (tests/e2e/deploy.spec.ts).
# Same rules as Chromium: installs the distribution package with apt-get when running as root,
# otherwise says in one line what to run. Only the binary is used; no service is started.
set -euo pipefail

NGINX="${PA_NGINX_PATH:-/usr/sbin/nginx}"

if [ -x "$NGINX" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing: installing Debian's nginx with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  # policy-rc.d keeps the package from starting a system nginx on port 80.
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  apt-get install -y -qq --no-install-recommends nginx >/dev/null || {
    rm -f /usr/sbin/policy-rc.d
    exit 1
  }
  rm -f /usr/sbin/policy-rc.d
  if [ ! -x "$NGINX" ]; then
    echo "nginx is still missing at $NGINX after apt-get install nginx." >&2
    exit 1
  fi
  exit 0
fi

echo "nginx is missing: run 'sudo apt-get install -y nginx' and try again." >&2
exit 1
