"""`higaudit check --format json` against the parse-only baseline, and its memory."""
import shutil
import sys
import tempfile

from . import corpus, process
from .paths import PARSE_ONLY

# `check` exits 1 when a screen fails, which generated corpora do on purpose.
CHECK_EXITS = (0, 1)


def measure(cli, out, screens, repeat):
    full = corpus.generate(out, screens)
    quarter = corpus.generate(out, screens // 4)
    large = corpus.generate(out, 1, elements=20000)
    check = [cli, "check", "--format", "json"]
    # Side by side: one run of each per round (see `interleaved_median_walls`).
    (check_seconds, check_cpu), (parse_seconds, parse_cpu) = process.interleaved_medians(
        [(check + [full], CHECK_EXITS), ([sys.executable, PARSE_ONLY, full], (0,))], repeat)
    size = corpus.size_bytes(full)
    return {
        "screens": screens,
        "bytes": size,
        "checkSeconds": round(check_seconds, 4),
        "parseOnlySeconds": round(parse_seconds, 4),
        "checkCpuSeconds": round(check_cpu, 4),
        "parseOnlyCpuSeconds": round(parse_cpu, 4),
        "checkMBPerSecond": round(size / 1e6 / check_seconds, 1),
        "parseOnlyMBPerSecond": round(size / 1e6 / parse_seconds, 1),
        "peakRssKiB": process.run(check + [full], CHECK_EXITS)[1],
        "quarter": {"screens": screens // 4, "peakRssKiB": process.run(check + [quarter], CHECK_EXITS)[1]},
        "largeScreen": {
            "elements": 20000,
            "seconds": round(process.median_wall(check + [large], repeat, CHECK_EXITS), 4),
            "peakRssKiB": process.run(check + [large], CHECK_EXITS)[1],
        },
        "formats": formats(cli, full),
    }


def formats(cli, folder):
    """Each format's wall time, CPU time and peak RSS on `folder`, one run each (html writes
    its pages into a temporary folder)."""
    result = {}
    for name in ["json", "sarif", "junit", "github", "text", "html"]:
        pages = tempfile.mkdtemp(prefix="higaudit-bench-pages-")
        extra = ["--output", pages] if name == "html" else []
        try:
            wall, peak, cpu = process.run_with_cpu([cli, "check", "--format", name] + extra + [folder], CHECK_EXITS)
        finally:
            shutil.rmtree(pages, ignore_errors=True)
        result[name] = {"seconds": round(wall, 3), "cpuSeconds": round(cpu, 3), "peakRssKiB": peak}
    return result
