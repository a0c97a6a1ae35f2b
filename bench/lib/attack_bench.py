"""higauditd under hostile clients, at the scale of issue 14: 2,100 connections trickling
request heads a byte at a time, then one connection pipelining 500 `GET /v1/screens`
without reading. Then the history's two (issue 38): eight clients asking
`GET /v1/history?limit=10000` over and over, reading every answer, then eight that never
read theirs (D2); and the history's database locked by another process while the
configuration is reloaded again and again, each reload auditing every screen (D1).
Meanwhile a normal client asks `GET /v1/status` every 0.5 s on a new connection; the
daemon's RSS is watched during each attack and read again after the attacker has gone.

The trickling clients run in a child process, so that their work never delays the normal
client's timing in this one (one interpreter lock)."""
import json
import multiprocessing
import os
import resource
import signal
import socket
import sqlite3
import statistics
import tempfile
import threading
import time

from . import corpus, daemon_run, process
from .unix_http import request

TRICKLE_CONNECTIONS = 2100
# One byte per connection every 2 s: the server's 10 s deadline for a whole head cuts each
# connection after five bytes, and the attacker reconnects at once.
TRICKLE_BYTE_SECONDS = 2.0
TRICKLE_SECONDS = 50
PIPELINED_REQUESTS = 500
PIPELINED_SECONDS = 20  # under the daemon's 30 s idle timeout: the attacker stays connected
SETTLE_SECONDS = 10
HISTORY_READERS = 8
HISTORY_SECONDS = 30
LOCK_RELOADS = 10
LOCK_RELOAD_SECONDS = 6
PROBE_SPACING = 0.5
PROBE_TIMEOUT = 5
# What issue 14 asks of the daemon under either attack.
SERVED_MS, GROWTH_MIB, BACK_MIB = 100, 64, 8


def raise_descriptor_limit(wanted):
    """Raises this process's soft open-file limit to at least `wanted` (the hard limit
    permitting); children, the daemon among them, inherit it. Returns the soft limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < wanted:
        raise RuntimeError(f"the hard open-file limit {hard} is below the {wanted} descriptors the attack needs")
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def measure(daemon_bin, out, screens=5000, leftovers=None):
    """Starts the daemon on `screens` generated screens, waits for its first scan, and runs
    the two attacks in turn; returns their measurements and whether each passes."""
    tree = corpus.generate(out, screens)
    limit = raise_descriptor_limit(TRICKLE_CONNECTIONS + 512)
    work = tempfile.mkdtemp(prefix="higauditd-attack-")
    daemon = None
    try:
        config = os.path.join(work, "higaudit.yaml")
        _write_config(config, 44)
        daemon, sock, reports, _ = daemon_run.start(daemon_bin, tree, work, screens, options=("--config", config))
        time.sleep(2)
        rest = process.memory_kib(daemon.pid, "VmRSS")
        result = {
            "screens": screens,
            "descriptorLimit": limit,
            "restRssKiB": rest,
            "calm": _probe_while(sock, daemon.pid, seconds=5)[0],
        }
        result["trickle"] = _trickle_attack(sock, daemon.pid, rest)
        result["pipelined"] = _pipelined_attack(sock, daemon.pid, rest)
        result["historyReaders"] = _history_readers_attack(sock, daemon.pid, rest, reading=True)
        result["historyHoarders"] = _history_readers_attack(sock, daemon.pid, rest, reading=False)
        result["lockedHistory"] = _locked_history_attack(sock, daemon, rest, config, os.path.join(reports, "history.sqlite"))
        if daemon.poll() is not None:
            raise RuntimeError(f"higauditd exited {daemon.returncode} during the attacks")
        daemon.send_signal(signal.SIGTERM)
        result["exitStatus"] = daemon.wait(timeout=60)
        return result
    finally:
        daemon_run.stop(daemon)
        daemon_run.put_away(work, leftovers)


def _trickle_attack(sock, pid, rest):
    stop, ready = multiprocessing.Event(), multiprocessing.Event()
    parent, child = multiprocessing.Pipe()
    attacker = multiprocessing.Process(target=_trickle, args=(sock, TRICKLE_CONNECTIONS, TRICKLE_BYTE_SECONDS,
                                                              stop, ready, child), daemon=True)
    _reset_peak(pid)
    attacker.start()
    try:
        if not ready.wait(120):
            raise RuntimeError("the trickling clients did not all connect within 120 s")
        probes, peak = _probe_while(sock, pid, seconds=TRICKLE_SECONDS)
        stop.set()
        stats = parent.recv() if parent.poll(60) else {}
    finally:
        stop.set()
        attacker.join(60)
        if attacker.is_alive():
            attacker.kill()
    return _verdict({"connections": TRICKLE_CONNECTIONS, "byteSeconds": TRICKLE_BYTE_SECONDS,
                     "seconds": TRICKLE_SECONDS, **stats, "normal": probes}, pid, rest, peak)


def _pipelined_attack(sock, pid, rest):
    _reset_peak(pid)
    attacker = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    attacker.connect(sock)
    one = b"GET /v1/screens HTTP/1.1\r\nHost: localhost\r\n\r\n"
    # The daemon reads on while it holds a request back: all 500 fit in its read buffers.
    attacker.settimeout(30)
    attacker.sendall(one * PIPELINED_REQUESTS)
    try:
        probes, peak = _probe_while(sock, pid, seconds=PIPELINED_SECONDS)
        closed_by_daemon = _peer_closed(attacker)
    finally:
        attacker.close()
    return _verdict({"requests": PIPELINED_REQUESTS, "seconds": PIPELINED_SECONDS,
                     "closedByDaemon": closed_by_daemon, "normal": probes}, pid, rest, peak)


def _write_config(path, touch_target):
    """A configuration whose digest changes with `touch_target`: a reload that changes it
    audits every screen again."""
    with open(path, "w") as f:
        f.write(f"limits:\n  touchTarget: {touch_target}\n")


def _history_readers_attack(sock, pid, rest, reading):
    """`HISTORY_READERS` clients asking for 10,000 events at once, again and again for
    `HISTORY_SECONDS`: reading each answer whole, or never reading one (each keeps its
    connection and asks again on a new one)."""
    _reset_peak(pid)
    stop = threading.Event()
    answers, held = [0], []
    lock = threading.Lock()
    ask = b"GET /v1/history?limit=10000 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"

    def client():
        while not stop.is_set():
            try:
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.settimeout(60)
                s.connect(sock)
                s.sendall(ask)
                if reading:
                    while s.recv(1 << 20):
                        pass
                    s.close()
                    with lock:
                        answers[0] += 1
                else:
                    with lock:
                        held.append(s)
                    stop.wait(5)
            except OSError:
                stop.wait(0.1)

    threads = [threading.Thread(target=client, daemon=True) for _ in range(HISTORY_READERS)]
    for thread in threads:
        thread.start()
    try:
        probes, peak = _probe_while(sock, pid, seconds=HISTORY_SECONDS)
    finally:
        stop.set()
        for thread in threads:
            thread.join(90)
        for s in held:
            s.close()
    return _verdict({"clients": HISTORY_READERS, "seconds": HISTORY_SECONDS, "reading": reading,
                     "answersRead": answers[0], "connectionsHeld": len(held), "normal": probes}, pid, rest, peak)


def _locked_history_attack(sock, daemon, rest, config, database):
    """Another process holds the history's write lock while the configuration is reloaded
    `LOCK_RELOADS` times, each reload auditing every screen again; then lets go, and the
    daemon writes what it kept (folded into each screen's latest state)."""
    pid = daemon.pid
    _reset_peak(pid)
    holder = sqlite3.connect(database, timeout=60, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    pending_peak = [0]
    done = threading.Event()

    def reload():
        for k in range(LOCK_RELOADS):
            _write_config(config, 45 + k % 2)
            daemon.send_signal(signal.SIGHUP)
            for _ in range(int(LOCK_RELOAD_SECONDS)):
                if done.wait(1):
                    return
                pending_peak[0] = max(pending_peak[0], _pending_bytes(sock))

    reloader = threading.Thread(target=reload, daemon=True)
    try:
        reloader.start()
        probes, peak = _probe_while(sock, pid, seconds=LOCK_RELOADS * LOCK_RELOAD_SECONDS)
    finally:
        done.set()
        reloader.join(60)
        holder.execute("COMMIT")
        holder.close()
    caught_up = False
    for _ in range(120):
        status = _status(sock)
        if status and status.get("state") == "idle":
            caught_up = True
            break
        time.sleep(1)
    return _verdict({"reloads": LOCK_RELOADS, "seconds": LOCK_RELOADS * LOCK_RELOAD_SECONDS, "pendingPeakBytes": pending_peak[0],
                     "caughtUp": caught_up, "normal": probes}, pid, rest, peak)


def _pending_bytes(sock):
    try:
        _, body = request(sock, "/metrics", timeout=PROBE_TIMEOUT)
    except OSError:
        return 0
    for line in body.decode(errors="replace").splitlines():
        if line.startswith("higaudit_history_pending_bytes "):
            return int(float(line.split()[1]))
    return 0


def _status(sock):
    try:
        code, body = request(sock, "/v1/status", timeout=PROBE_TIMEOUT)
    except OSError:
        return None
    return json.loads(body) if code == 200 else None


def _verdict(part, pid, rest, sampled_peak):
    """Adds the RSS during the attack (the larger of the sampled maximum and VmHWM, reset
    before it began) and `SETTLE_SECONDS` after it, and the pass marks."""
    peak = max(sampled_peak, process.memory_kib(pid, "VmHWM"))
    time.sleep(SETTLE_SECONDS)
    after = process.memory_kib(pid, "VmRSS")
    normal = part["normal"]
    part.update({
        "peakRssKiB": peak,
        "growthKiB": peak - rest,
        "settleSeconds": SETTLE_SECONDS,
        "afterRssKiB": after,
        "servedInTime": normal["failed"] == 0 and normal["max"] is not None and normal["max"] < SERVED_MS,
        "memoryBounded": peak - rest < GROWTH_MIB * 1024,
        "memoryBack": after - rest < BACK_MIB * 1024,
    })
    return part


def _reset_peak(pid):
    """Resets the daemon's VmHWM to its current RSS (Linux 4.0 and later); harmless where
    it can't."""
    try:
        with open(f"/proc/{pid}/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass


def _probe_while(sock, pid, seconds):
    """A normal client's `GET /v1/status`, each on a new connection, every 0.5 s for
    `seconds`; the daemon's RSS read every 0.1 s meanwhile. Returns (timings, max RSS)."""
    peak = [process.memory_kib(pid, "VmRSS")]
    done = threading.Event()

    def sample():
        while not done.wait(0.1):
            peak[0] = max(peak[0], process.memory_kib(pid, "VmRSS"))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    samples, failed, slow_at = [], 0, []
    start = time.perf_counter()
    k = 0
    try:
        while time.perf_counter() - start < seconds:
            k += 1
            t0 = time.perf_counter()
            try:
                code, _ = request(sock, "/v1/status", timeout=PROBE_TIMEOUT)
                ok = code == 200
            except OSError:
                ok = False
            if ok:
                samples.append((time.perf_counter() - t0) * 1000)
                if samples[-1] >= SERVED_MS:
                    slow_at.append(round(t0 - start, 1))
            else:
                failed += 1
            pause = start + k * PROBE_SPACING - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
    finally:
        done.set()
        sampler.join()
    timings = {
        "spacingSeconds": PROBE_SPACING,
        "requests": len(samples) + failed,
        "failed": failed,
        "median": round(statistics.median(samples), 2) if samples else None,
        "p90": round(process.percentile(samples, 0.9), 2) if samples else None,
        "max": round(max(samples), 2) if samples else None,
        "over100": len(slow_at),
        "over100AtSeconds": slow_at,
    }
    return timings, peak[0]


def _peer_closed(client):
    try:
        client.setblocking(False)
        while True:
            if not client.recv(1 << 20):
                return True
    except BlockingIOError:
        return False
    except OSError:
        return True


def _trickle(sock_path, count, byte_seconds, stop, ready, report):
    """The attacker (a child process): `count` connections, each sending a request head one
    byte every `byte_seconds`; a connection the daemon closes is opened again at once and
    starts its head over. Sends its counts through `report` when `stop` is set."""
    head = b"GET /v1/status HTTP/1.1\r\nHost: localhost\r\nX-Trickle: " + b"a" * 4000 + b"\r\n\r\n"
    stats = {"opened": 0, "closedByDaemon": 0, "connectFailures": 0, "bytesSent": 0}

    def connect():
        while not stop.is_set():
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(5)
            try:
                s.connect(sock_path)
                s.setblocking(False)
                s.send(head[:1])
                stats["opened"] += 1
                stats["bytesSent"] += 1
                return [s, 1]
            except OSError:
                s.close()
                stats["connectFailures"] += 1
                time.sleep(0.01)
        return None

    conns = [connect() for _ in range(count)]
    ready.set()
    step = 0.02
    batch = max(1, int(count * step / byte_seconds + 0.999))
    k = 0
    next_step = time.perf_counter()
    while not stop.is_set():
        for _ in range(batch):
            i = k % count
            k += 1
            conn = conns[i]
            if conn is None:
                continue
            s, sent = conn
            try:
                s.send(head[sent:sent + 1])
                conn[1] += 1
                stats["bytesSent"] += 1
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                s.close()
                stats["closedByDaemon"] += 1
                conns[i] = connect()
        next_step += step
        pause = next_step - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
    for conn in conns:
        if conn:
            conn[0].close()
    report.send(stats)
