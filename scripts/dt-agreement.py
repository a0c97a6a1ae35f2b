#!/usr/bin/env python3
"""Compares the Dynamic Type findings of `higaudit check --format json` on the real Interface
Builder fixtures with expected-dynamic-type.json, an independent reading of dynamic-type.md:
each finding by file, element and rule, and its measured values. Prints each difference.

    scripts/dt-agreement.py PATH/TO/higaudit [FIXTURES]   (default Tests/Fixtures/real/ib)
Exit status 1 on any finding missed, any finding more, or any measured value that differs.
"""
import json, os, subprocess, sys

RULES = {"text-fixed-size", "text-style-not-adjusting", "text-shrinks-instead-of-scaling", "text-too-small", "text-clips-at-large-size"}

cli = sys.argv[1]
root = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "real", "ib")
root = os.path.normpath(root)
expected = json.load(open(os.path.join(root, "expected-dynamic-type.json")))
run = subprocess.run([cli, "check", "--format", "json", root], capture_output=True, text=True)
doc = json.loads(run.stdout)

ours = {}
for report in doc["screens"]:
    # Dark reports repeat the light ones' text facts.
    if report.get("appearance", "light") != "light":
        continue
    rel = os.path.relpath(report["source"], root)
    for f in report["findings"]:
        if f["rule"] in RULES:
            ours[(rel, f.get("elementId"), f["rule"])] = f

theirs = {}
for entry in expected["files"]:
    for screen in entry["screens"]:
        for f in screen["findings"]:
            theirs[(entry["file"], f["objectId"], f["rule"])] = f

def same(a, b):
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return abs(a - b) < 0.005 + 1e-9
    return a == b

problems = []
for key, want in sorted(theirs.items()):
    got = ours.get(key)
    if got is None:
        problems.append(f"missed {key[2]} on {key[0]} {key[1]} (line {want.get('line')}): {want.get('measured')}")
        continue
    if got["severity"] != want["severity"]:
        problems.append(f"{key}: severity {got['severity']}, expected {want['severity']}")
    mine = got.get("measured", {})
    for name, value in want.get("measured", {}).items():
        if not same(mine.get(name), value):
            problems.append(f"{key}: measured.{name} {mine.get(name)!r}, expected {value!r}")
for key in sorted(set(ours) - set(theirs)):
    problems.append(f"more: {key[2]} on {key[0]} {key[1]}: {ours[key].get('measured')}")

agree = len(set(ours) & set(theirs))
print(f"Dynamic Type findings: {agree}/{len(theirs)} expected found, {len(set(ours) - set(theirs))} more")
for p in problems:
    print("  " + p)
sys.exit(1 if problems else 0)
