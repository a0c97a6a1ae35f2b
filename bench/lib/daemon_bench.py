"""higauditd on a generated tree: the first scan and the size of the aggregates it writes;
the time from a file renamed into the tree to its report, for renames 0.2 s apart and for
renames back to back; the CPU it spends per edited screen; how long `GET /v1/wait` takes
after one edit; memory at rest and at peak; the CPU it uses while idle.

Edits rewrite screens of the generated tree in place; their original bytes are kept in
`edited-originals-<screens>/` beside the corpus and put back when the run ends (or at the
start of the next run, if one was interrupted), so the corpus stays as generated."""
import os
import shutil
import signal
import sqlite3
import statistics
import sys
import tempfile
import time

from . import corpus, daemon_run, process
from .inotify import Arrivals, Watch
from .unix_http import request

AGGREGATES = ("index.html", "index.json", "audit.sarif")
CPU_EDITS, CPU_EDIT_SPACING = 20, 0.3
WAIT_EDITS, WAIT_EDIT_SPACING = 10, 0.5
SPACED_RENAME_SPACING = 0.2


def measure(daemon_bin, out, screens, tries=0, idle_seconds=10, leftovers=None):
    """Starts the daemon on `screens` generated screens (no reports yet) and measures it;
    with `tries`, renames that many new screens in one at a time, then as many back to
    back, and times each report. With a list as `leftovers`, the daemon's folder (its
    reports) is added to it instead of removed: the caller removes it once nothing is
    measured any more. On ext4 without a journal the inode allocator skips inodes deleted
    in the last seconds to minutes, so removing one tree's 40,000 report files just before
    the next tree's first scan would measure that aftermath rather than the daemon."""
    tree = corpus.generate(out, screens)
    incoming = os.path.join(tree, "incoming")
    shutil.rmtree(incoming, ignore_errors=True)  # left by an interrupted run
    editor = Editor(tree, os.path.join(out, f"edited-originals-{screens}"))
    editor.restore()  # likewise
    work = tempfile.mkdtemp(prefix="higauditd-bench-")
    # Staged next to the tree, so that moving a file in is one rename on one file system.
    staging = tempfile.mkdtemp(prefix="staging-", dir=out)
    daemon = None
    try:
        daemon, sock, reports, scan_seconds = daemon_run.start(daemon_bin, tree, work, screens)
        scan_cpu = process.cpu_seconds(daemon.pid)
        peak_after_scan = process.memory_kib(daemon.pid, "VmHWM")
        history = history_bytes(os.path.join(reports, "history.sqlite"))
        result = {
            "screens": screens,
            "bytes": corpus.size_bytes(tree),
            "initialScanSeconds": round(scan_seconds, 3),
            "screensPerSecond": round(screens / scan_seconds, 1),
            "initialScanCpuSeconds": round(scan_cpu, 3),
            "initialScanCpuMsPerScreen": round(scan_cpu * 1000 / screens, 3),
            "historyBytes": history,
            "historyBytesPerScreen": round(history / screens, 1) if history is not None else None,
            "peakRssAfterScanKiB": peak_after_scan,
            "aggregateBytes": {name: _size_or_none(os.path.join(reports, name)) for name in AGGREGATES},
        }
        if tries:
            os.makedirs(incoming)
            report_folder = os.path.join(reports, "screens", "incoming")
            os.makedirs(report_folder, exist_ok=True)
            result["latencyMs"] = spaced_latency(sock, tree, report_folder, out, staging, tries)
            result["backToBackMs"] = back_to_back_latency(sock, tree, report_folder, out, staging, tries)
        # A tree too small for its own edits (3 screens, the baseline of the memory per
        # screen) is measured at rest only.
        if screens >= CPU_EDITS + WAIT_EDITS:
            result["cpuPerChange"] = cpu_per_change(sock, daemon.pid, editor)
            result["waitAfterEditMs"] = wait_after_edit(sock, editor)
        wait(sock)
        time.sleep(1)
        before = process.cpu_seconds(daemon.pid)
        time.sleep(idle_seconds)
        result["idleCpuMs"] = round((process.cpu_seconds(daemon.pid) - before) * 1000, 1)
        result["idleSeconds"] = idle_seconds
        result["restRssKiB"] = process.memory_kib(daemon.pid, "VmRSS")
        result["restAnonKiB"] = process.memory_kib(daemon.pid, "RssAnon")
        result["peakRssKiB"] = process.memory_kib(daemon.pid, "VmHWM")
        daemon.send_signal(signal.SIGTERM)
        result["exitStatus"] = daemon.wait(timeout=60)
        return result
    finally:
        daemon_run.stop(daemon)
        editor.restore()
        shutil.rmtree(incoming, ignore_errors=True)
        shutil.rmtree(staging, ignore_errors=True)
        daemon_run.put_away(work, leftovers)


def wait(sock, timeout=60):
    status, body = request(sock, f"/v1/wait?timeout={timeout}", timeout=timeout + 30)
    if status != 200:
        raise RuntimeError(f"/v1/wait answered {status}: {body[:200]!r}")


def history_bytes(path):
    """The bytes of the history database's pages in use, as the daemon's size bound counts
    them, read through SQLite (the write-ahead log included, free pages not); None without
    a database."""
    if not os.path.exists(path):
        return None
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        pages, free, size = (connection.execute(f"PRAGMA {name}").fetchone()[0] for name in ("page_count", "freelist_count", "page_size"))
        return (pages - free) * size
    finally:
        connection.close()


def _size_or_none(path):
    try:
        return os.path.getsize(path)
    except OSError:
        return None


def _new_screens(out, staging, count, seed, prefix):
    """`count` new screens copied into `staging` as `<prefix><n>.json`; returns their names."""
    extra = corpus.generate(out, count, seed=seed)
    sources = sorted(os.path.join(r, f) for r, _, fs in os.walk(extra) for f in fs if f.endswith(".json"))[:count]
    names = []
    for index, source in enumerate(sources):
        names.append(f"{prefix}{index}.json")
        shutil.copy(source, os.path.join(staging, names[-1]))
    return names


def spaced_latency(sock, tree, report_folder, out, staging, tries):
    """Milliseconds from `rename(2)` of a new screen into the tree to its report renamed into
    place, one screen every 0.2 s."""
    names = _new_screens(out, staging, tries, 7, "new")
    wait(sock)
    watch = Watch(report_folder)
    samples = []
    try:
        for name in names:
            t0 = time.perf_counter()
            os.rename(os.path.join(staging, name), os.path.join(tree, "incoming", name))
            if not watch.wait_for(name, t0 + 10, time.perf_counter):
                raise RuntimeError(f"no report for {name} within 10 s")
            samples.append((time.perf_counter() - t0) * 1000)
            time.sleep(SPACED_RENAME_SPACING)
    finally:
        watch.close()
    return {
        "tries": len(samples),
        "spacingSeconds": SPACED_RENAME_SPACING,
        "median": round(statistics.median(samples), 2),
        "p90": round(process.percentile(samples, 0.9), 2),
        "max": round(max(samples), 2),
    }


def back_to_back_latency(sock, tree, report_folder, out, staging, tries):
    """Milliseconds from each rename to its report when `tries` new screens are renamed into
    the tree in a tight loop; a reader thread notes each report's arrival."""
    names = _new_screens(out, staging, tries, 8, "burst")
    wait(sock)
    time.sleep(1)
    arrivals = Arrivals(report_folder, time.perf_counter)
    switch = sys.getswitchinterval()
    sys.setswitchinterval(0.0005)  # the reader thread gets the interpreter soon after its read returns
    try:
        sent = {}
        for name in names:
            source, target = os.path.join(staging, name), os.path.join(tree, "incoming", name)
            t0 = time.perf_counter()
            os.rename(source, target)
            sent[name] = t0
        loop_ms = (time.perf_counter() - sent[names[0]]) * 1000
        if not arrivals.wait_for_all(names, time.perf_counter() + 60):
            missing = [n for n in names if n not in arrivals.times]
            raise RuntimeError(f"no report within 60 s for {len(missing)} of {len(names)} screens, e.g. {missing[0]}")
        samples = [(arrivals.times[name] - sent[name]) * 1000 for name in names]
    finally:
        sys.setswitchinterval(switch)
        arrivals.close()
    return {
        "renames": len(samples),
        "renameLoopMs": round(loop_ms, 3),
        "p50": round(process.percentile(samples, 0.5), 2),
        "p90": round(process.percentile(samples, 0.9), 2),
        "max": round(max(samples), 2),
    }


def cpu_per_change(sock, pid, editor):
    """The daemon's CPU time (user + system) from just before the first of 20 edits, 0.3 s
    apart, to `GET /v1/wait` answering after the last, divided by 20."""
    editor.choose()
    wait(sock)
    time.sleep(1)
    start = time.perf_counter()
    before = process.cpu_seconds(pid)
    for k in range(CPU_EDITS):
        if k:
            time.sleep(CPU_EDIT_SPACING)
        editor.edit_next()
    wait(sock)
    cpu_ms = (process.cpu_seconds(pid) - before) * 1000
    return {
        "edits": CPU_EDITS,
        "spacingSeconds": CPU_EDIT_SPACING,
        "windowSeconds": round(time.perf_counter() - start, 3),
        "totalCpuMs": round(cpu_ms, 1),
        "msPerChange": round(cpu_ms / CPU_EDITS, 2),
    }


def wait_after_edit(sock, editor):
    """Milliseconds from just before one edit, with the daemon idle, to `GET /v1/wait`
    answering; 10 times, 0.5 s apart."""
    wait(sock)
    time.sleep(1)
    samples = []
    for k in range(WAIT_EDITS):
        if k:
            time.sleep(WAIT_EDIT_SPACING)
        t0 = time.perf_counter()
        editor.edit_next()
        wait(sock)
        samples.append((time.perf_counter() - t0) * 1000)
    return {
        "edits": len(samples),
        "spacingSeconds": WAIT_EDIT_SPACING,
        "median": round(statistics.median(samples), 2),
        "max": round(max(samples), 2),
    }


class Editor:
    """Edits screens of a tree in place, each edit a different screen: one text gets a word
    in front, written to a dotfile beside the screen (which the daemon does not read) and
    renamed over it. Keeps the originals in `backup` until `restore`."""

    def __init__(self, tree, backup):
        self.tree, self.backup = tree, backup
        self.count = 0
        self._screens = None

    def choose(self):
        """Picks the screens to edit (once): spread over the tree, never one twice in a run."""
        if self._screens is None:
            found = sorted(os.path.relpath(os.path.join(r, f), self.tree)
                           for r, _, fs in os.walk(self.tree) for f in fs
                           if f.endswith(".json") and not f.startswith("."))
            found = [p for p in found if not p.startswith("incoming" + os.sep)]
            wanted = CPU_EDITS + WAIT_EDITS
            step = max(1, len(found) // wanted)
            self._screens = found[::step][:wanted]

    def edit_next(self):
        self.choose()
        if self.count >= len(self._screens):
            raise RuntimeError(f"the tree has too few screens for {self.count + 1} edits")
        relative = self._screens[self.count]
        path = os.path.join(self.tree, relative)
        with open(path, "rb") as f:
            original = f.read()
        kept = os.path.join(self.backup, relative)
        if not os.path.exists(kept):
            os.makedirs(os.path.dirname(kept), exist_ok=True)
            _write_atomically(kept, original)
        edited = original.replace(b'"text":"', b'"text":"Edited%d ' % self.count, 1)
        if edited == original:
            raise RuntimeError(f"{relative} has no text to edit")
        _write_atomically(path, edited)
        self.count += 1

    def restore(self):
        """Puts every kept original back and forgets the backup."""
        if not os.path.isdir(self.backup):
            return
        for root, _, files in os.walk(self.backup):
            for name in files:
                if name.startswith("."):
                    continue  # a copy interrupted while being written
                kept = os.path.join(root, name)
                with open(kept, "rb") as f:
                    _write_atomically(os.path.join(self.tree, os.path.relpath(kept, self.backup)), f.read())
        shutil.rmtree(self.backup)


def _write_atomically(path, data):
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".bench-tmp")
    with open(temporary, "wb") as f:
        f.write(data)
    os.rename(temporary, path)
