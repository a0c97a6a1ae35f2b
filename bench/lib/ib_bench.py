"""`higaudit check` on Interface Builder documents against ElementTree parsing them and
xiblint linting them, and its memory."""
import json
import os
import shutil
import subprocess
import sys

from . import process
from .paths import FIXTURES as COPY

FIXTURES = os.path.join(COPY, "real", "ib")
ETREE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "etree_parse.py")
XIBLINT = "xiblint==0.10.4"
# `color_assets` alone needs a project's asset catalog configured; every other rule runs.
XIBLINT_RULES_EXCLUDED = {"color_assets"}


def corpus(out, copies):
    """The real fixtures (documents, catalogs) copied `copies` times side by side."""
    folder = os.path.join(out, f"ib-x{copies}")
    if not os.path.isdir(folder):
        staging = folder + ".partial"
        shutil.rmtree(staging, ignore_errors=True)
        for k in range(copies):
            shutil.copytree(FIXTURES, os.path.join(staging, f"copy-{k:02d}"))
        os.rename(staging, folder)
    return folder


def xiblint_command(folder):
    """xiblint, installed from PyPI at the version the benchmark names, run on `folder`."""
    probe = subprocess.run([sys.executable, "-m", "pip", "show", "xiblint"], capture_output=True, text=True)
    if "Version: 0.10.4" not in probe.stdout:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", XIBLINT], check=True)
    from xiblint import rules  # noqa: E402 (installed just above)
    names = sorted(set(rules.rule_checkers) - XIBLINT_RULES_EXCLUDED)
    with open(os.path.join(folder, ".xiblint.json"), "w") as f:
        json.dump({"rules": names}, f)
    return [sys.executable, "-c", f"import os, sys; os.chdir({folder!r}); sys.argv = ['xiblint']; "
                                  "from xiblint.__main__ import main; main()"], len(names)


def measure(cli, out, copies, repeat):
    folder = corpus(out, copies)
    documents = sum(1 for _, _, names in os.walk(folder) for n in names if n.endswith((".storyboard", ".xib")))
    size = sum(os.path.getsize(os.path.join(d, n)) for d, _, names in os.walk(folder) for n in names
               if n.endswith((".storyboard", ".xib")))
    check = [cli, "check", "--format", "json", folder]
    lint, rule_count = xiblint_command(folder)
    (check_seconds, check_cpu), (etree_seconds, etree_cpu), (xiblint_seconds, xiblint_cpu) = process.interleaved_medians(
        [(check, (0, 1)), ([sys.executable, ETREE, folder], (0,)), (lint, (0, 1, 2))], repeat)
    return {
        "copies": copies,
        "documents": documents,
        "bytes": size,
        "checkSeconds": round(check_seconds, 4),
        "elementTreeSeconds": round(etree_seconds, 4),
        "xiblintSeconds": round(xiblint_seconds, 4),
        "checkCpuSeconds": round(check_cpu, 4),
        "elementTreeCpuSeconds": round(etree_cpu, 4),
        "xiblintCpuSeconds": round(xiblint_cpu, 4),
        "xiblintRules": rule_count,
        "peakRssKiB": process.run(check, (0, 1))[1],
    }
