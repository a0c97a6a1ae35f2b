"""A higauditd for a benchmark: started on a tree, its first scan waited for, and put away."""
import os
import shutil
import subprocess
import time

from .unix_http import api, request


def start(daemon_bin, tree, work, screens=None, options=()):
    """Starts the daemon on `tree` (with `options` before its folders), its reports and socket
    in the folder `work`, and waits for its first scan, of `screens` screens when given.
    Returns the process, its socket, its reports folder and the seconds from the start to
    `GET /v1/wait` answering. A daemon that fails is killed before the error is raised."""
    reports, sock = os.path.join(work, "reports"), os.path.join(work, "d.sock")
    started = time.perf_counter()
    daemon = subprocess.Popen([daemon_bin, *options, "--watch", tree, "--reports", reports, "--socket", sock],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            if daemon.poll() is not None:
                raise RuntimeError(f"higauditd exited {daemon.returncode} before listening")
            try:
                # The socket's file exists from bind(2), a moment before listen(2).
                waited, _ = request(sock, "/v1/wait?timeout=3000", timeout=3100)
                break
            except (FileNotFoundError, ConnectionRefusedError):
                time.sleep(0.005)
        seconds = time.perf_counter() - started
        status = api(sock, "/v1/status") if screens is not None else None
        if waited != 200 or (screens is not None and (not status or status["screens"] != screens)):
            raise RuntimeError(f"first scan incomplete: /v1/wait answered {waited}, status {status}")
    except BaseException:
        stop(daemon)
        raise
    return daemon, sock, reports, seconds


def stop(daemon):
    """Kills the daemon if it still runs (a benchmark that failed half way)."""
    if daemon and daemon.poll() is None:
        daemon.kill()
        daemon.wait()


def put_away(work, leftovers=None):
    """Removes the daemon's folder `work`, or with a list as `leftovers`, adds it to the list
    for the caller to remove once nothing is measured any more."""
    if leftovers is None:
        shutil.rmtree(work, ignore_errors=True)
    else:
        leftovers.append(work)
