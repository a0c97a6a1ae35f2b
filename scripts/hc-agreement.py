#!/usr/bin/env python3
"""Compares `higaudit check --format json` on the real Interface Builder fixtures with
expected-increase-contrast.json, an independent reading of increase-contrast.md: for every
text-bearing view of a screen audited with Increase Contrast, the severity its standard
report gives its contrast (an error, a warning when Increase Contrast excuses it, or none).

    scripts/hc-agreement.py PATH/TO/higaudit [FIXTURES]   (default Tests/Fixtures/real/ib)
Exit status 1 on any difference.
"""
import json, os, subprocess, sys

cli = sys.argv[1]
root = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "real", "ib")
root = os.path.normpath(root)
expected = json.load(open(os.path.join(root, "expected-increase-contrast.json")))
run = subprocess.run([cli, "check", "--format", "json", root], capture_output=True, text=True)
doc = json.loads(run.stdout)

severities = {}
for report in doc["screens"]:
    if report.get("contrast", "standard") != "standard":
        continue
    rel = os.path.relpath(report["source"], root)
    appearance = report.get("appearance", "light")
    for f in report["findings"]:
        if f["rule"] in ("text-contrast", "glyph-contrast") and not f.get("measured", {}).get("incomplete"):
            severities[(rel, appearance, f.get("elementId"))] = f["severity"]

agree = total = 0
problems = []
for entry in expected["files"]:
    for screen in entry["screens"]:
        for view in screen["views"]:
            if view.get("standard", {}).get("verdict") not in ("pass", "fail"):
                continue
            total += 1
            key = (entry["file"], view["appearance"], view["objectId"])
            got = severities.get(key)
            want = view.get("standardSeverity")
            if got == want:
                agree += 1
            else:
                problems.append(f"{key[0]} {key[2]} {key[1]}: standard severity {got}, expected {want} (standard {view['standard']['ratio']}, with Increase Contrast {view.get('ratio')})")
print(f"standard severities: {agree}/{total} agree")
for p in problems:
    print("  " + p)
sys.exit(1 if problems else 0)
