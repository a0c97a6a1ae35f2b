"""higauditd on a generated tree: the first scan, the time from a file renamed into the
tree to its report, memory at rest and at peak, and the CPU it uses while idle."""
import json
import os
import shutil
import signal
import statistics
import subprocess
import tempfile
import time

from . import corpus, process
from .inotify import Watch


def api(sock, path, timeout=600):
    out = subprocess.run(["curl", "-s", "--max-time", str(timeout), "--unix-socket", sock, "http://localhost" + path],
                         capture_output=True, text=True)
    return json.loads(out.stdout) if out.stdout.strip().startswith(("{", "[")) else None


def measure(daemon_bin, out, screens, tries=0, idle_seconds=10):
    """Starts the daemon on `screens` generated screens (no reports yet) and measures it;
    with `tries`, renames that many new screens in, one at a time, and times each report."""
    tree = corpus.generate(out, screens)
    incoming = os.path.join(tree, "incoming")
    shutil.rmtree(incoming, ignore_errors=True)  # left by an interrupted run
    work = tempfile.mkdtemp(prefix="higauditd-bench-")
    # Staged next to the tree, so that moving a file in is one rename on one file system.
    staging = tempfile.mkdtemp(prefix="staging-", dir=out)
    daemon = None
    try:
        reports, sock = os.path.join(work, "reports"), os.path.join(work, "d.sock")
        start = time.perf_counter()
        daemon = subprocess.Popen([daemon_bin, "--watch", tree, "--reports", reports, "--socket", sock],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while not os.path.exists(sock):
            if daemon.poll() is not None:
                raise RuntimeError(f"higauditd exited {daemon.returncode} before listening")
            time.sleep(0.005)
        waited = api(sock, "/v1/wait?timeout=3000", timeout=3100)
        scan_seconds = time.perf_counter() - start
        status = api(sock, "/v1/status")
        if not waited or not status or status["screens"] != screens:
            raise RuntimeError(f"first scan incomplete: {status}")
        peak_after_scan = process.memory_kib(daemon.pid, "VmHWM")
        result = {
            "screens": screens,
            "bytes": corpus.size_bytes(tree),
            "initialScanSeconds": round(scan_seconds, 3),
            "screensPerSecond": round(screens / scan_seconds, 1),
            "peakRssAfterScanKiB": peak_after_scan,
        }
        if tries:
            result["latencyMs"] = latency(sock, tree, reports, out, staging, tries)
        api(sock, "/v1/wait?timeout=60")
        time.sleep(1)
        before = process.cpu_seconds(daemon.pid)
        time.sleep(idle_seconds)
        result["idleCpuMs"] = round((process.cpu_seconds(daemon.pid) - before) * 1000, 1)
        result["idleSeconds"] = idle_seconds
        result["restRssKiB"] = process.memory_kib(daemon.pid, "VmRSS")
        result["peakRssKiB"] = process.memory_kib(daemon.pid, "VmHWM")
        daemon.send_signal(signal.SIGTERM)
        result["exitStatus"] = daemon.wait(timeout=60)
        return result
    finally:
        if daemon and daemon.poll() is None:
            daemon.kill()
            daemon.wait()
        shutil.rmtree(incoming, ignore_errors=True)
        shutil.rmtree(staging, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)


def latency(sock, tree, reports, out, staging, tries):
    """Milliseconds from `rename(2)` of a new screen into the tree to its report renamed into place."""
    extra = corpus.generate(out, tries, seed=7)
    sources = sorted(os.path.join(r, f) for r, _, fs in os.walk(extra) for f in fs if f.endswith(".json"))[:tries]
    os.makedirs(os.path.join(tree, "incoming"))
    report_folder = os.path.join(reports, "screens", "incoming")
    os.makedirs(report_folder, exist_ok=True)
    api(sock, "/v1/wait?timeout=60")
    watch = Watch(report_folder)
    samples = []
    try:
        for index, source in enumerate(sources):
            staged = os.path.join(staging, f"new{index}.json")
            shutil.copy(source, staged)
            name = f"new{index}.json"
            t0 = time.perf_counter()
            os.rename(staged, os.path.join(tree, "incoming", name))
            if not watch.wait_for(name, t0 + 10, time.perf_counter):
                raise RuntimeError(f"no report for {name} within 10 s")
            samples.append((time.perf_counter() - t0) * 1000)
            time.sleep(0.2)
    finally:
        watch.close()
    return {
        "tries": len(samples),
        "median": round(statistics.median(samples), 2),
        "p90": round(process.percentile(samples, 0.9), 2),
        "max": round(max(samples), 2),
    }
