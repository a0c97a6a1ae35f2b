# Sourced by scripts/check-package, scripts/image and scripts/check-image: a Debian root of
# the host's release, made by debootstrap, and the tools they take. The sourcing script
# defines `say` and `die`, and runs as root.

# Installs from Debian each of the named programs that is missing (each is also its
# package's name).
install_missing() {
    local tool
    for tool in "$@"; do
        if ! command -v "$tool" >/dev/null 2>&1; then
            say "installing $tool from Debian"
            env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$tool" >/dev/null
        fi
    done
}

# make_root ROOT LOG: a minbase root (the size of debian:<release>-slim, no Swift) at
# ROOT, with the host's resolver and /proc mounted (apt needs the one, Swift programs read
# their arguments in the other); debootstrap's output in LOG. The caller unmounts
# ROOT/proc when done.
make_root() {
    local root="$1" log="$2" suite
    suite="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
    say "making a $suite root (debootstrap, minbase)"
    debootstrap --variant=minbase "$suite" "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$log" 2>&1 || {
        tail -20 "$log" >&2
        die "debootstrap failed"
    }
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    mount -t proc proc "$root/proc"
}

# in_root COMMAND...: COMMAND in a chroot of the sourcing script's `$root`, with a clean
# environment.
in_root() {
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"
}
