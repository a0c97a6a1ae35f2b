"""The Markdown table of a bench/run result."""


def _mib(kib):
    return f"{kib / 1024:.1f} MiB"


def _count(n):
    return f"{n:,}"


def rows(result):
    rows = []
    if "check" in result:
        rows += _check_rows(result["check"])
    if "interfaceBuilder" in result:
        ib = result["interfaceBuilder"]
        what = f"{_count(ib['documents'])} documents ({ib['bytes'] / 1e6:.1f} MB, the IB fixtures × {ib['copies']})"
        rows += [
            (f"`check --format json`, {what}", f"{ib['checkSeconds']:.3f} s"),
            ("ElementTree (expat) parsing the same documents", f"{ib['elementTreeSeconds']:.3f} s"),
            (f"xiblint 0.10.4 ({ib['xiblintRules']} rules), same documents", f"{ib['xiblintSeconds']:.3f} s"),
            ("`check` peak RSS there", _mib(ib["peakRssKiB"])),
        ]
    rows += _daemon_rows(result)
    return rows


def _check_rows(check):
    return [
        (f"`check --format json`, {_count(check['screens'])} screens ({check['bytes'] / 1e6:.1f} MB)",
         f"{check['checkSeconds']:.3f} s ({check['checkMBPerSecond']} MB/s)"),
        ("`parse_only.py` (orjson), same files",
         f"{check['parseOnlySeconds']:.3f} s ({check['parseOnlyMBPerSecond']} MB/s)"),
        (f"`check` peak RSS, {_count(check['screens'])} / {_count(check['quarter']['screens'])} screens",
         f"{_mib(check['peakRssKiB'])} / {_mib(check['quarter']['peakRssKiB'])}"),
        (f"`check`, one screen of {_count(check['largeScreen']['elements'])} elements",
         f"{check['largeScreen']['seconds']:.3f} s ({_mib(check['largeScreen']['peakRssKiB'])} peak)"),
    ]


def _daemon_rows(result):
    rows = []
    for daemon in result["daemon"]:
        n = _count(daemon["screens"])
        rows.append((f"daemon, first scan of {n} screens ({daemon['bytes'] / 1e6:.0f} MB)",
                     f"{daemon['initialScanSeconds']:.1f} s ({daemon['screensPerSecond']:.0f} screens/s)"))
        if "latencyMs" in daemon:
            lat = daemon["latencyMs"]
            rows.append((f"daemon with {n} screens, file renamed in → report written (median / p90 / worst of {lat['tries']})",
                         f"{lat['median']:.1f} / {lat['p90']:.1f} / {lat['max']:.1f} ms"))
        rows.append((f"daemon RSS with {n} screens (at rest / peak)",
                     f"{_mib(daemon['restRssKiB'])} / {_mib(daemon['peakRssKiB'])}"))
        rows.append((f"daemon idle CPU in {daemon['idleSeconds']} s, {n} screens", f"{daemon['idleCpuMs']:.0f} ms"))
    return rows


def markdown(result):
    machine = result["machine"]
    lines = ["| measurement | result |", "|---|---:|"]
    lines += [f"| {name} | {value} |" for name, value in rows(result)]
    lines += ["",
              f"{machine['cpu']}, {machine['cores']} cores, {machine['memoryKiB'] / 1048576:.1f} GiB memory, "
              f"Linux {machine['kernel']}, {machine['swift']}, release build; "
              f"load average {' '.join(str(v) for v in machine['loadAverageAtStart'])} at start; {result['date']}."]
    return "\n".join(lines) + "\n"
