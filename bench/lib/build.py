"""Builds the release binaries in a scratch folder of the caller's choosing."""
import os
import subprocess

from .paths import ROOT


def release_binaries(scratch_path):
    """Builds `higaudit` and `higauditd` with `-c release`; returns their paths."""
    scratch = os.path.abspath(os.path.join(ROOT, scratch_path))
    for product in ("higaudit", "higauditd"):
        subprocess.run(["swift", "build", "-c", "release", "--scratch-path", scratch, "--product", product],
                       cwd=ROOT, check=True)
    folder = os.path.join(scratch, "release")
    return os.path.join(folder, "higaudit"), os.path.join(folder, "higauditd")


def history_simulation(scratch_path):
    """Builds bench/HistorySimulation with `-c release`; returns its path."""
    scratch = os.path.abspath(os.path.join(ROOT, scratch_path))
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", scratch, "--product", "HistorySimulation"],
                   cwd=ROOT, check=True)
    return os.path.join(scratch, "release", "HistorySimulation")
