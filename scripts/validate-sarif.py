#!/usr/bin/env python3
"""Validates SARIF files against the OASIS SARIF 2.1.0 JSON schema.

    validate-sarif.py SCHEMA FILE...
"""
import json
import sys

try:
    from jsonschema.validators import validator_for
except ImportError:
    sys.exit("validate-sarif.py: needs the Python package jsonschema, which is not installed: scripts/setup --tests installs it")

schema = json.load(open(sys.argv[1]))
validator = validator_for(schema)(schema)
failed = 0
for path in sys.argv[2:]:
    errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.path))
    for error in errors[:10]:
        print(f"FAIL {path}: /{'/'.join(map(str, error.path))}: {error.message}")
    failed += bool(errors)
print(f"{len(sys.argv) - 2 - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
