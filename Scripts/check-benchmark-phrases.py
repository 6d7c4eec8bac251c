#!/usr/bin/env python3
"""List the added lines of Sources/, Tests/, Documentation/ and README.md
that share four words in a row with an utterance of a blind suite.

The simulator is measured on apps it has never seen (Benchmarks/README.md):
an example in code, tests or docs may not borrow a suite's wording, only
the test apps' own. `check-benchmark-names.py` catches names; this catches
phrases ("make it Saturday, same time"). Some hits are everyday English
("at the same time", "on Friday at 5 pm"): read them and judge.

Usage: Scripts/check-benchmark-phrases.py [--against REV]   (default: HEAD)
"""
import argparse
import glob
import re
import subprocess

import yaml


def words(text):
    return re.findall(r"[a-z0-9']+", text.lower())


def suite_phrases(length):
    phrases = set()
    for path in glob.glob("Benchmarks/*/*/*.yaml"):
        if path.endswith("app.yaml"):
            continue
        try:
            data = yaml.safe_load(open(path)) or {}
        except yaml.YAMLError:
            continue
        for scenario in data.get("scenarios") or []:
            for turn in scenario.get("turns") or []:
                if isinstance(turn, dict) and "user" in turn:
                    said = words(str(turn["user"]))
                    phrases.update(tuple(said[i:i + length]) for i in range(len(said) - length + 1))
    return phrases


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--against", default="HEAD")
    parser.add_argument("--length", type=int, default=4, help="words in a row that count as a phrase")
    args = parser.parse_args()
    phrases = suite_phrases(args.length)
    diff = subprocess.run(["git", "diff", args.against, "--", "Sources", "Tests", "Documentation", "README.md"],
                          capture_output=True, text=True, check=True).stdout
    for line in diff.splitlines():
        if not line.startswith("+") or line.startswith("+++"):
            continue
        said = words(line)
        hits = [" ".join(said[i:i + args.length]) for i in range(len(said) - args.length + 1)
                if tuple(said[i:i + args.length]) in phrases]
        if hits:
            print(f"{', '.join(sorted(set(hits)))}  |  {line[1:].strip()[:120]}")


if __name__ == "__main__":
    main()
