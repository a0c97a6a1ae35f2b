"""Wall time and peak memory of child processes, and what /proc says of a running one."""
import os
import statistics
import subprocess
import sys
import time


def run(cmd, accept=(0,)):
    """Runs `cmd` in a fresh child; returns (wall seconds, peak RSS in KiB) of that child alone."""
    wall, peak, _ = run_with_cpu(cmd, accept)
    return wall, peak


def run_with_cpu(cmd, accept=(0,)):
    """As `run`, with the child's CPU seconds (user and system) third."""
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    stderr = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode not in accept:
        sys.exit(f"{' '.join(cmd)} exited {child.returncode}: {stderr[-2000:]}")
    return wall, usage.ru_maxrss, usage.ru_utime + usage.ru_stime


def median_wall(cmd, repeat, accept=(0,)):
    """The median wall time of `repeat` runs, after one run that warms the page cache."""
    run(cmd, accept)
    return statistics.median(run(cmd, accept)[0] for _ in range(repeat))


def interleaved_median_walls(commands, repeat):
    """Median wall times of several (cmd, accept) pairs run in turn, one of each per round,
    so that a machine whose speed drifts during the run affects them alike."""
    return [wall for wall, _ in interleaved_medians(commands, repeat)]


def interleaved_medians(commands, repeat):
    """As `interleaved_median_walls`, each command's (median wall, median CPU seconds)."""
    for cmd, accept in commands:
        run(cmd, accept)
    walls = [[] for _ in commands]
    cpus = [[] for _ in commands]
    for _ in range(repeat):
        for k, (cmd, accept) in enumerate(commands):
            wall, _, cpu = run_with_cpu(cmd, accept)
            walls[k].append(wall)
            cpus[k].append(cpu)
    return [(statistics.median(w), statistics.median(c)) for w, c in zip(walls, cpus)]


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_kib(pid, key):
    """`VmRSS` (resident now) or `VmHWM` (peak resident) of a running process."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


def percentile(values, fraction):
    """The nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]
