#!/usr/bin/env python3
"""Compares `higaudit check --format json` on the real Interface Builder fixtures with
expected-increase-contrast.json, an independent reading of increase-contrast.md:
- the appearances each root view is audited in (light, dark, light+hc, dark+hc);
- for every text-bearing view of a screen audited with Increase Contrast, its verdict in
  each Increase Contrast report (a failure is an error there, a pass has no finding) and
  the severity its standard report gives it (an error, a warning when Increase Contrast
  excuses it, or none);
- the `contrast-variant-missing` notes of the standard reports, with their colors.

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

CONTRAST_RULES = ("text-contrast", "glyph-contrast")
audited = {}        # (file, root id) -> set of appearance names
severities = {}     # (file, appearance name, object id) -> severity of a contrast failure
ratios = {}         # likewise -> measured ratio
missing = {}        # (file, appearance, object id) -> colors of a contrast-variant-missing note
for report in doc["screens"]:
    rel = os.path.relpath(report["source"], root)
    appearance = report.get("appearance", "light")
    name = appearance + ("+hc" if report.get("contrast") == "increased" else "")
    root_id = report["screen"].rsplit("#", 1)[-1]
    audited.setdefault((rel, root_id), set()).add(name)
    for f in report["findings"]:
        measured = f.get("measured", {})
        if f["rule"] in CONTRAST_RULES and not measured.get("incomplete"):
            severities[(rel, name, f.get("elementId"))] = f["severity"]
            ratios[(rel, name, f.get("elementId"))] = measured.get("ratio")
        if f["rule"] == "contrast-variant-missing":
            missing[(rel, appearance, f.get("elementId"))] = measured.get("colors")

checks = {"appearances": [0, 0], "Increase Contrast verdicts": [0, 0], "standard severities": [0, 0], "contrast-variant-missing": [0, 0]}
problems = []

def check(kind, ok, problem):
    checks[kind][1] += 1
    if ok:
        checks[kind][0] += 1
    else:
        problems.append(problem)

expected_missing = set()
for entry in expected["files"]:
    for screen in entry["screens"]:
        got = audited.get((entry["file"], screen["rootId"]), set())
        check("appearances", got == set(screen["appearances"]),
              f"{entry['file']} {screen['rootId']}: audited in {sorted(got)}, expected {sorted(screen['appearances'])}")
        for view in screen["views"]:
            hc = view["appearance"] + "+hc"
            key = (entry["file"], hc, view["objectId"])
            if view["verdict"] in ("pass", "fail"):
                want = "error" if view["verdict"] == "fail" else None
                got_severity = severities.get(key)
                ok = got_severity == want and (want is None or abs(ratios[key] - int(view["ratio"] * 100) / 100) < 1e-9)
                check("Increase Contrast verdicts", ok,
                      f"{key[0]} {key[2]} {hc}: {got_severity} ratio {ratios.get(key)}, expected {want} ratio {view['ratio']}")
            if view.get("standard", {}).get("verdict") in ("pass", "fail"):
                key = (entry["file"], view["appearance"], view["objectId"])
                got_severity = severities.get(key)
                want = view.get("standardSeverity")
                check("standard severities", got_severity == want,
                      f"{key[0]} {key[2]} {key[1]}: standard severity {got_severity}, expected {want} "
                      f"(standard {view['standard']['ratio']}, with Increase Contrast {view.get('ratio')})")
        for note in screen.get("contrastVariantMissing", []):
            key = (entry["file"], note["appearance"], note["objectId"])
            expected_missing.add(key)
            check("contrast-variant-missing", missing.get(key) == note["colors"],
                  f"{key[0]} {key[2]} {key[1]}: contrast-variant-missing colors {missing.get(key)}, expected {note['colors']}")
files = {entry["file"] for entry in expected["files"]}
for key in sorted(set(missing) - expected_missing):
    if key[0] in files:
        check("contrast-variant-missing", False, f"{key[0]} {key[2]} {key[1]}: contrast-variant-missing not expected")

for kind, (agree, total) in checks.items():
    print(f"{kind}: {agree}/{total} agree")
for p in problems:
    print("  " + p)
sys.exit(1 if problems else 0)
