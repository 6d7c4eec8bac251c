#!/usr/bin/env python3
"""List the names of the blind suites' apps, intents and records that occur
in uncommitted changes to Sources/, Tests/, Documentation/ and README.md.

The simulator is measured on apps it has never seen (Benchmarks/README.md):
a fix may not name a suite's app, intent, record or utterance. Run this
before committing a change to the simulator; it prints the names found (an
empty list when there are none). Names of five letters or more only.

Usage: Scripts/check-benchmark-names.py [--against REV]   (default: HEAD)
"""
import argparse
import glob
import re
import subprocess

import yaml


def names():
    found = set()
    for path in glob.glob("Benchmarks/*/*/app.yaml"):
        try:
            data = yaml.safe_load(open(path))
        except yaml.YAMLError:
            continue
        app = data.get("app") or {}
        found.add(app.get("name", ""))
        found.update(app.get("synonyms") or [])
        found.update((data.get("intents") or {}).keys())
        for entity in (data.get("entities") or {}).values():
            records = entity.get("records") or []
            if isinstance(records, list):
                found.update(str(record.get("title", "")) for record in records)
    return {name for name in found if len(name) >= 5}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--against", default="HEAD")
    args = parser.parse_args()
    paths = ["Sources", "Tests", "Documentation", "README.md"]
    diff = subprocess.run(["git", "diff", args.against, "--", *paths], capture_output=True, text=True).stdout
    added = "\n".join(line for line in diff.splitlines() if line.startswith("+"))
    untracked = subprocess.run(["git", "ls-files", "--others", "--exclude-standard", *paths], capture_output=True, text=True).stdout.split()
    for path in untracked:
        added += "\n" + open(path, errors="replace").read()
    print(sorted(name for name in names() if re.search(r"\b" + re.escape(name) + r"\b", added)))


if __name__ == "__main__":
    main()
