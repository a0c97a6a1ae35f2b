#!/usr/bin/env python3
"""Validate hig-screen/1 documents against the project's JSON Schema.

Usage:
    validate-schema.py SCHEMA [-v] [--invalid FILE]... FILE...

Every FILE must be valid against SCHEMA; every file named after --invalid must be
INVALID (a file that cannot be parsed counts as invalid). Files whose names end in
.yaml or .yml are read as YAML (YAML 1.2 core schema: on/off/yes/no stay strings),
which needs PyYAML; everything else is read as strict JSON.

Prints one line per file, `ok PATH` or `FAIL PATH: POINTER: MESSAGE`, then
`N passed, M failed`, and exits 1 if any file failed (2 on a usage error or an
unusable schema). With -v, files expected to be invalid also show why they were
rejected.
"""

import argparse
import json
import re
import sys

try:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import best_match
except ImportError:  # pragma: no cover
    sys.stderr.write("validate-schema.py: needs the Python package jsonschema, which is not installed: scripts/setup --tests installs it\n")
    sys.exit(2)


class InputError(Exception):
    """The file could not be read as a document; `pointer` is where it went wrong."""

    def __init__(self, message, pointer=""):
        super().__init__(message)
        self.pointer = pointer


def _reject_constant(name):
    # json.loads accepts NaN, Infinity and -Infinity, which are not JSON.
    raise ValueError("%s is not valid JSON" % name)


def load_json(path):
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise InputError("cannot read file: %s" % e.strerror)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError("not UTF-8: %s" % e)
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except ValueError as e:
        raise InputError("not valid JSON: %s" % e)


_yaml_loader = None


def yaml12_loader():
    """A PyYAML SafeLoader restricted to the YAML 1.2 core schema.

    PyYAML implements YAML 1.1, where yes/no/on/off are booleans, 010 is octal
    and 2001-12-14 is a date; the format uses the 1.2 core schema, where those
    are a string, 10 and a string.
    """
    global _yaml_loader
    if _yaml_loader is not None:
        return _yaml_loader
    try:
        import yaml
    except ImportError:
        raise InputError("PyYAML is not installed: cannot read YAML (pip install pyyaml)")

    class Core12Loader(yaml.SafeLoader):
        pass

    Core12Loader.yaml_implicit_resolvers = {}

    def add(tag, regexp, first):
        Core12Loader.add_implicit_resolver(tag, re.compile(regexp, re.X), list(first))

    add("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""])
    add("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF")
    add("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789")
    add("tag:yaml.org,2002:float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        "-+0123456789.")

    def construct_int(loader, node):
        value = loader.construct_scalar(node)
        if value.startswith("0o"):
            return int(value[2:], 8)
        if value.startswith("0x"):
            return int(value[2:], 16)
        return int(value, 10)

    def construct_float(loader, node):
        value = loader.construct_scalar(node)
        lowered = value.lower()
        if lowered.endswith(".inf"):
            return float("-inf") if value.startswith("-") else float("inf")
        if lowered == ".nan":
            return float("nan")
        return float(value)

    def construct_bool(loader, node):
        return loader.construct_scalar(node).lower() == "true"

    Core12Loader.add_constructor("tag:yaml.org,2002:int", construct_int)
    Core12Loader.add_constructor("tag:yaml.org,2002:float", construct_float)
    Core12Loader.add_constructor("tag:yaml.org,2002:bool", construct_bool)
    _yaml_loader = (yaml, Core12Loader)
    return _yaml_loader


def load_yaml(path):
    yaml, loader = yaml12_loader()
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise InputError("cannot read file: %s" % e.strerror)
    try:
        return yaml.load(raw, Loader=loader)
    except yaml.YAMLError as e:
        raise InputError("not valid YAML: %s" % str(e).replace("\n", " "))


def load_document(path):
    if path.lower().endswith((".yaml", ".yml")):
        return load_yaml(path)
    return load_json(path)


def json_pointer(path):
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def first_error(validator, document):
    """The most relevant error (or None), as (pointer, message)."""
    errors = list(validator.iter_errors(document))
    if not errors:
        return None
    # Report the first bad value in document order, then the most specific error there.
    def order(err):
        return [(0, p) if isinstance(p, int) else (1, str(p)) for p in err.absolute_path]

    earliest = min(errors, key=order)
    same_place = [e for e in errors if list(e.absolute_path) == list(earliest.absolute_path)]
    err = best_match(same_place)
    return json_pointer(err.absolute_path), describe(err)


def describe(err):
    """jsonschema's message, made readable for the schema's idioms (enums as patterns, anyOf)."""
    schema = err.schema if isinstance(err.schema, dict) else {}
    if err.validator == "pattern" and schema.get("examples") and "One of:" in schema.get("description", ""):
        return "%s is not one of %s (matched without regard to case)" % (
            json.dumps(err.instance, ensure_ascii=False),
            ", ".join(str(v) for v in schema["examples"]))
    if err.validator == "anyOf" and schema.get("description"):
        return "%s is not valid here: %s" % (
            json.dumps(err.instance, ensure_ascii=False), schema["description"])
    if err.validator == "const":
        return "%s must be %s" % (json.dumps(err.instance, ensure_ascii=False),
                                  json.dumps(err.validator_value, ensure_ascii=False))
    return err.message


def check(validator, path):
    """Returns None when the document is valid, else (pointer, message)."""
    try:
        document = load_document(path)
    except InputError as e:
        return e.pointer, str(e)
    return first_error(validator, document)


def main(argv):
    parser = argparse.ArgumentParser(
        description="Validate hig-screen/1 documents against a JSON Schema (draft 2020-12).")
    parser.add_argument("schema", metavar="SCHEMA", help="the JSON Schema file")
    parser.add_argument("files", metavar="FILE", nargs="*", help="documents that must be valid")
    parser.add_argument("--invalid", metavar="FILE", action="append", default=[],
                        help="a document that must be INVALID (repeatable)")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="also show why expected-invalid files were rejected")
    args = parser.parse_intermixed_args(argv)
    if not args.files and not args.invalid:
        parser.error("no FILE given")

    try:
        schema = load_json(args.schema)
        Draft202012Validator.check_schema(schema)
    except InputError as e:
        sys.stderr.write("validate-schema.py: %s: %s\n" % (args.schema, e))
        return 2
    except Exception as e:  # jsonschema.exceptions.SchemaError
        sys.stderr.write("validate-schema.py: %s: not a valid draft 2020-12 schema: %s\n"
                         % (args.schema, getattr(e, "message", e)))
        return 2
    validator = Draft202012Validator(schema)

    passed = failed = 0
    for path, want_valid in [(f, True) for f in args.files] + [(f, False) for f in args.invalid]:
        problem = check(validator, path)
        if want_valid and problem is None:
            print("ok %s" % path)
            passed += 1
        elif want_valid:
            print("FAIL %s: %s: %s" % (path, problem[0], problem[1]))
            failed += 1
        elif problem is not None:
            if args.verbose:
                print("ok %s (rejected at %s: %s)" % (path, problem[0] or '""', problem[1]))
            else:
                print("ok %s" % path)
            passed += 1
        else:
            print("FAIL %s: : valid, but expected to be invalid" % path)
            failed += 1

    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
