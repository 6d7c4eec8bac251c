#!/usr/bin/env bash
# Makes sure libyaml's development files are installed (the YAML parser is
# built on the system libyaml), installing Debian's libyaml-dev when missing.
# Sourced by the other scripts.
if ! pkg-config --exists yaml-0.1 2>/dev/null; then
    echo "libyaml-dev is missing: installing it with apt-get (Debian's package)..." >&2
    SUDO=""
    if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
    $SUDO apt-get update -qq >&2 && $SUDO apt-get install -y -qq libyaml-dev pkg-config >&2 || {
        echo "error: could not install libyaml-dev; install it with: apt-get install libyaml-dev" >&2
        exit 1
    }
    echo "libyaml-dev installed." >&2
fi
