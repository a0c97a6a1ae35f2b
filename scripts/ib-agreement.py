#!/usr/bin/env python3
"""Compares `higaudit check --format json` on the real Interface Builder fixtures with the
verdicts of their expected.json (text contrast per view and appearance, unlabelled image
buttons). Prints the agreement per appearance and each disagreement.

    scripts/ib-agreement.py PATH/TO/higaudit [FIXTURES]   (default Tests/Fixtures/real/ib)
Exit status 1 when agreement is under 97% in an appearance or an unlabelled image button is missed.
"""
import json, os, subprocess, sys

cli = sys.argv[1]
root = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "real", "ib")
root = os.path.normpath(root)
expected = json.load(open(os.path.join(root, "expected.json")))
run = subprocess.run([cli, "check", "--format", "json", root], capture_output=True, text=True)
doc = json.loads(run.stdout)
reports = {}
for report in doc["screens"]:
    # The Increase Contrast reports have their own expected results (hc-agreement.py).
    if report.get("contrast", "standard") != "standard":
        continue
    rel = os.path.relpath(report["source"], root)
    reports.setdefault((rel, report.get("appearance", "light")), []).append(report)

def verdicts(rel, appearance):
    """elementId -> 'fail' | 'unknown' for text-contrast findings; None when no report."""
    found = reports.get((rel, appearance))
    if found is None:
        return None
    result = {}
    for report in found:
        for f in report["findings"]:
            if f["rule"] != "text-contrast" or "elementId" not in f:
                continue
            kind = "unknown" if f.get("measured", {}).get("incomplete") else "fail"
            result.setdefault(f["elementId"], set()).add(kind)
    return result

failed = False
for appearance in ("light", "dark"):
    agree = total = 0
    problems = []
    for entry in expected["files"]:
        rel = entry["file"]
        ours = verdicts(rel, appearance)
        for view in entry["views"]:
            if view["appearance"] != appearance or view["verdict"] not in ("pass", "fail"):
                continue
            total += 1
            if ours is None:
                problems.append(f"{rel} {view['objectId']} {appearance}: no {appearance} report (expected {view['verdict']})")
                continue
            mine = ours.get(view["objectId"], set())
            got = "fail" if "fail" in mine else ("unknown" if "unknown" in mine else "pass")
            if got == view["verdict"]:
                agree += 1
            else:
                problems.append(f"{rel} {view['objectId']} {appearance}: expected {view['verdict']} (ratio {view['ratio']}, fg {view['fg']} {view.get('fgSource')}, bg {view['bg']} {view.get('bgSource')}), got {got}")
    share = agree / total if total else 1
    print(f"{appearance}: {agree}/{total} known verdicts agree ({share:.1%})")
    for p in problems:
        print("  " + p)
    if share < 0.97:
        failed = True

missing = []
for entry in expected["files"]:
    for button in entry["imageButtons"]:
        found = any(f["rule"] == "button-missing-label" and f.get("elementId") == button["objectId"]
                    for r in reports.get((entry["file"], "light"), []) for f in r["findings"])
        if not found:
            missing.append(f"{entry['file']} {button['objectId']}")
total = sum(len(e["imageButtons"]) for e in expected["files"])
print(f"unlabelled image buttons: {total - len(missing)}/{total} found")
for m in missing:
    print("  missed " + m)
if missing:
    failed = True
sys.exit(1 if failed else 0)
