"""What the numbers were measured on."""
import os
import platform
import subprocess


def _cpuinfo_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _memory_kib():
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _swift_version():
    out = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    lines = (out.stdout + out.stderr).strip().splitlines()
    return next((line for line in lines if "Swift version" in line), lines[0] if lines else "unknown")


def describe():
    return {
        "cpu": _cpuinfo_model(),
        "cores": os.cpu_count(),
        "memoryKiB": _memory_kib(),
        "kernel": platform.release(),
        "os": platform.platform(),
        "swift": _swift_version(),
        "loadAverageAtStart": [round(value, 2) for value in os.getloadavg()],
    }
