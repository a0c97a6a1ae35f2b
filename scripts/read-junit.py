#!/usr/bin/env python3
"""Reads a JUnit XML file with junitparser (a real JUnit consumer) and prints its totals
as JSON: {"tests", "failures", "errors", "cases": [{"name", "result"}]}."""
import json
import sys

try:
    from junitparser import Error, Failure, JUnitXml
except ImportError:
    sys.exit("read-junit.py: needs the Python package junitparser, which is not installed: scripts/setup --tests installs it")

xml = JUnitXml.fromfile(sys.argv[1])
cases = []
for suite in xml:
    for case in suite:
        kinds = [type(r).__name__.lower() for r in case.result]
        cases.append({"name": case.name, "result": kinds[0] if kinds else "pass"})
print(json.dumps({"tests": xml.tests, "failures": xml.failures, "errors": xml.errors, "cases": cases}))
