#!/usr/bin/env bash
# Imports a minimal Debian root filesystem as the image mapper-bench/debian:SUITE.
# No registry is needed: debootstrap fetches Debian's packages from the mirror, and `docker import` turns the
# folder into an image. The tarball is cached, so a second build on the same machine skips debootstrap.
# Usage: docker/images/base.sh SUITE   (bookworm, bullseye)      Needs root.
set -euo pipefail
suite="${1:?usage: base.sh SUITE}"
image="mapper-bench/debian:$suite"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
cache="${MAPPER_BENCH_IMAGE_CACHE:-/var/cache/mapper-bench}"
if docker image inspect "$image" >/dev/null 2>&1; then exit 0; fi
mkdir -p "$cache"
tarball="$cache/debian-$suite.tar"
if [ ! -s "$tarball" ]; then
  rootfs="$(mktemp -d "$cache/rootfs-$suite.XXXX")"
  trap 'rm -rf "$rootfs"' EXIT
  debootstrap --variant=minbase "$suite" "$rootfs" "$mirror" >"$cache/debootstrap-$suite.log" 2>&1 \
    || { echo "problem: debootstrap $suite failed; see $cache/debootstrap-$suite.log" >&2; exit 1; }
  # As in Debian's official images: packages installed in a build must not start their services.
  printf '#!/bin/sh\nexit 101\n' >"$rootfs/usr/sbin/policy-rc.d"
  chmod +x "$rootfs/usr/sbin/policy-rc.d"
  printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' >"$rootfs/etc/apt/apt.conf.d/90mapper-bench"
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/archives/*.deb
  tar -C "$rootfs" -cf "$tarball.part" .
  mv "$tarball.part" "$tarball"
fi
docker import --change 'CMD ["/bin/bash"]' --change "LABEL org.mapperbench.recipe=docker/images/base.sh" \
  "$tarball" "$image" >/dev/null
echo "built $image"
