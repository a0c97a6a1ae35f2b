"""What the history costs the daemon, and how large it grows.

- On a generated tree, the daemon with its history and without it (`history: {enabled:
  false}`), in turn, `rounds` times each: its CPU time per change over 20 edits 0.3 s
  apart, and the time from one edit to `GET /v1/wait` answering (which then covers the
  history too); medians of the rounds side by side.
- A simulated year: HistorySimulation (bench/HistorySimulation) writes a tree's first scan
  and a year of changes, one write per change, through the daemon's own history store;
  the database's size and the CPU time per write."""
import json
import os
import shutil
import signal
import statistics
import subprocess
import tempfile

from . import corpus, daemon_bench, daemon_run
from .unix_http import api


def measure(daemon_bin, simulation_bin, out, screens, rounds=3, days=365, changes=50):
    tree = corpus.generate(out, screens)
    editor = daemon_bench.Editor(tree, os.path.join(out, f"edited-originals-{screens}"))
    editor.restore()
    samples = {"on": [], "off": []}
    try:
        for _ in range(rounds):
            for mode in ("off", "on"):
                samples[mode].append(_run(daemon_bin, tree, editor, history=(mode == "on")))
    finally:
        editor.restore()
    result = {"screens": screens, "rounds": rounds}
    for mode, runs in samples.items():
        result[mode] = {
            "cpuMsPerChange": round(statistics.median(r["cpu"] for r in runs), 2),
            "waitAfterEditMs": round(statistics.median(r["wait"] for r in runs), 2),
            "cpuMsPerChangeRuns": [r["cpu"] for r in runs],
        }
    result["simulatedYear"] = simulate(simulation_bin, out, screens, days, changes)
    return result


def _run(daemon_bin, tree, editor, history):
    work = tempfile.mkdtemp(prefix="higauditd-history-bench-")
    daemon = None
    try:
        config = os.path.join(work, "higaudit.yaml")
        with open(config, "w") as f:
            f.write(f"history:\n  enabled: {'true' if history else 'false'}\n")
        daemon, sock, _, _ = daemon_run.start(daemon_bin, tree, work, options=("--config", config))
        if history and api(sock, "/v1/history?limit=1") is None:
            raise RuntimeError("no history")
        cpu = daemon_bench.cpu_per_change(sock, daemon.pid, editor)["msPerChange"]
        wait = daemon_bench.wait_after_edit(sock, editor)["median"]
        daemon.send_signal(signal.SIGTERM)
        daemon.wait(timeout=60)
        return {"cpu": cpu, "wait": wait}
    finally:
        daemon_run.stop(daemon)
        # The originals back, and the same screens edited again by the next run (a new
        # daemon with new reports).
        editor.restore()
        editor.count = 0
        shutil.rmtree(work, ignore_errors=True)


def simulate(simulation_bin, out, screens, days, changes):
    path = os.path.join(tempfile.mkdtemp(prefix="history-sim-"), "history.sqlite")
    try:
        done = subprocess.run([simulation_bin, path, str(screens), str(days), str(changes)], check=True,
                              capture_output=True, text=True)
        return json.loads(done.stdout)
    finally:
        shutil.rmtree(os.path.dirname(path), ignore_errors=True)
