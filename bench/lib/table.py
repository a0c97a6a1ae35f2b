"""The Markdown tables of a bench/run result: `check` and Interface Builder rows, then the
daemon's measurements with a column per tree size, the history's, and the daemon's under
attack."""


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
            (f"`check --format json`, {what}", _wall_cpu(ib, "check")),
            ("ElementTree (expat) parsing the same documents", _wall_cpu(ib, "elementTree")),
            (f"xiblint 0.10.4 ({ib['xiblintRules']} rules), same documents", _wall_cpu(ib, "xiblint")),
            ("`check` peak RSS there", _mib(ib["peakRssKiB"])),
        ]
    return rows


def _wall_cpu(result, name):
    """`0.325 s (CPU 0.597 s)`: the median wall time, and the CPU time when it was measured."""
    wall = f"{result[name + 'Seconds']:.3f} s"
    cpu = result.get(name + "CpuSeconds")
    return wall if cpu is None else f"{wall} (CPU {cpu:.3f} s)"


def _check_rows(check):
    return [
        (f"`check --format json`, {_count(check['screens'])} screens ({check['bytes'] / 1e6:.1f} MB)",
         f"{_wall_cpu(check, 'check')} ({check['checkMBPerSecond']} MB/s)"),
        ("`parse_only.py` (orjson), same files",
         f"{_wall_cpu(check, 'parseOnly')} ({check['parseOnlyMBPerSecond']} MB/s)"),
        (f"`check` peak RSS, {_count(check['screens'])} / {_count(check['quarter']['screens'])} screens",
         f"{_mib(check['peakRssKiB'])} / {_mib(check['quarter']['peakRssKiB'])}"),
        (f"`check`, one screen of {_count(check['largeScreen']['elements'])} elements",
         f"{check['largeScreen']['seconds']:.3f} s ({_mib(check['largeScreen']['peakRssKiB'])} peak)"),
    ] + [
        (f"`check --format {name}`, {_count(check['screens'])} screens (wall, CPU, peak RSS)",
         f"{figures['seconds']:.2f} s, CPU {figures['cpuSeconds']:.2f} s, {_mib(figures['peakRssKiB'])}")
        for name, figures in check.get("formats", {}).items()
    ]


def _size(n):
    if n is None:
        return "–"
    return f"{n / 1e6:.2f} MB" if n >= 1e6 else f"{n / 1e3:.1f} kB"


def _daemon_rows(daemons):
    """(label, one value per tree size) for the daemon's table, a column per tree size."""
    def row(label, value, key=None):
        return (label, [value(d) if key is None or key in d else "–" for d in daemons])

    def first(key):
        return next((d[key] for d in daemons if key in d), None)

    rows = [
        row("first scan, start to `GET /v1/wait` answering",
            lambda d: f"{d['initialScanSeconds']:.1f} s ({d['screensPerSecond']:.0f} screens/s)"),
        row("first scan's CPU (user + system), per screen",
            lambda d: f"{d['initialScanCpuSeconds']:.1f} s ({d['initialScanCpuMsPerScreen']:.2f} ms)", "initialScanCpuSeconds"),
    ]
    if first("historyBytes"):
        rows.append(row("`history.sqlite` after the first scan (pages in use), per screen",
                        lambda d: f"{_size(d['historyBytes'])} ({d['historyBytesPerScreen']:.0f} B)", "historyBytes"))
    if first("aggregateBytes"):
        rows += [
            row("overview page (`index.html`) size after the first scan",
                lambda d: _size(d["aggregateBytes"].get("index.html")), "aggregateBytes"),
            row("`index.json` size after the first scan",
                lambda d: _size(d["aggregateBytes"].get("index.json")), "aggregateBytes"),
            row("`audit.sarif` size after the first scan",
                lambda d: _size(d["aggregateBytes"].get("audit.sarif")), "aggregateBytes"),
        ]
    spaced = first("latencyMs")
    if spaced:
        rows.append(row(f"new screen renamed in → report, {spaced['tries']} renames "
                        f"{spaced.get('spacingSeconds', 0.2)} s apart, median / p90 / max",
                        lambda d: f"{d['latencyMs']['median']:.1f} / {d['latencyMs']['p90']:.1f} / "
                                  f"{d['latencyMs']['max']:.1f} ms", "latencyMs"))
    burst = first("backToBackMs")
    if burst:
        rows.append(row(f"back-to-back rename → report, {burst['renames']} renames, p50 / p90 / max",
                        lambda d: f"{d['backToBackMs']['p50']:.1f} / {d['backToBackMs']['p90']:.1f} / "
                                  f"{d['backToBackMs']['max']:.1f} ms", "backToBackMs"))
    cpu = first("cpuPerChange")
    if cpu:
        rows.append(row(f"CPU per change ({cpu['edits']} edits, {cpu['spacingSeconds']} s apart)",
                        lambda d: f"{d['cpuPerChange']['msPerChange']:.1f} ms", "cpuPerChange"))
    waited = first("waitAfterEditMs")
    if waited:
        rows.append(row(f"`/v1/wait` after one edit, median / max of {waited['edits']}",
                        lambda d: f"{d['waitAfterEditMs']['median']:.1f} / {d['waitAfterEditMs']['max']:.1f} ms",
                        "waitAfterEditMs"))
    rows += [
        row("RSS at rest / peak (VmHWM)", lambda d: f"{_mib(d['restRssKiB'])} / {_mib(d['peakRssKiB'])}"),
        row("anonymous memory at rest (RssAnon), per screen above the smallest tree", lambda d: _anon(d, daemons), "restAnonKiB"),
        row(f"CPU in {daemons[0]['idleSeconds']} idle seconds", lambda d: f"{d['idleCpuMs']:.0f} ms"),
    ]
    return rows


def _anon(d, daemons):
    """The daemon's anonymous memory at rest and, past the smallest tree measured (say
    `--daemon-screens 3,5000,20000`), what each further screen adds to it."""
    smallest = min((x for x in daemons if "restAnonKiB" in x), key=lambda x: x["screens"])
    text = _mib(d["restAnonKiB"])
    if d["screens"] > smallest["screens"]:
        per = (d["restAnonKiB"] - smallest["restAnonKiB"]) / (d["screens"] - smallest["screens"])
        text += f" ({per:.2f} KiB)"
    return text


def daemon_table(daemons):
    """The daemon's measurements, one column per tree size."""
    head = ["daemon"] + [f"{_count(d['screens'])} screens ({d['bytes'] / 1e6:.0f} MB)" for d in daemons]
    lines = ["| " + " | ".join(head) + " |", "|---" + "|---:" * len(daemons) + "|"]
    lines += ["| " + " | ".join([label] + values) + " |" for label, values in _daemon_rows(daemons)]
    return lines


def history_table(history):
    """The daemon with and without its history, side by side, and the simulated year."""
    off, on = history["off"], history["on"]
    year = history["simulatedYear"]
    return [
        f"| history ({_count(history['screens'])} screens, medians of {history['rounds']} runs each) | without | with |",
        "|---|---:|---:|",
        f"| CPU per change | {off['cpuMsPerChange']:.2f} ms | {on['cpuMsPerChange']:.2f} ms |",
        f"| `GET /v1/wait` after an edit | {off['waitAfterEditMs']:.1f} ms | {on['waitAfterEditMs']:.1f} ms |",
        "",
        f"Simulated year ({_count(year['screens'])} screens, {year['changesPerDay']} changes a day, {year['days']} days, "
        f"{_count(year['events'])} events): database {year['databaseMiB']:.1f} MiB; a write takes "
        f"{year['cpuMsPerChangeMedian']:.2f} ms of CPU (median, p90 {year['cpuMsPerChangeP90']:.2f} ms).",
    ]


def attack_table(attack):
    """The daemon under each attack, a column per attack."""
    trickle, pipelined = attack["trickle"], attack["pipelined"]

    def normal(part):
        n = part["normal"]
        if n["max"] is None:
            return f"none of {n['requests']} answered"
        failed = f", {n['failed']} failed" if n["failed"] else ""
        slow = f", {n['over100']} over 100 ms" if n.get("over100") else ""
        return f"{n['median']:.1f} / {n['p90']:.1f} / {n['max']:.1f} ms ({n['requests']}{failed}{slow})"

    def verdict(part):
        marks = [("served", part["servedInTime"]), ("bounded", part["memoryBounded"]), ("back", part["memoryBack"])]
        return ", ".join(f"{name} {'yes' if ok else 'NO'}" for name, ok in marks)

    calm = attack["calm"]
    return [
        f"| daemon under attack ({_count(attack['screens'])} screens, at rest {_mib(attack['restRssKiB'])}) "
        f"| {_count(trickle['connections'])} trickling heads, {trickle['seconds']} s "
        f"| {pipelined['requests']} pipelined `GET /v1/screens` unread, {pipelined['seconds']} s |",
        "|---|---:|---:|",
        f"| normal `GET /v1/status` every {trickle['normal']['spacingSeconds']} s, median / p90 / max (requests) "
        f"| {normal(trickle)} | {normal(pipelined)} |",
        f"| RSS peak during the attack (growth over rest) "
        f"| {_mib(trickle['peakRssKiB'])} (+{_mib(trickle['growthKiB'])}) "
        f"| {_mib(pipelined['peakRssKiB'])} (+{_mib(pipelined['growthKiB'])}) |",
        f"| RSS {trickle['settleSeconds']} s after the attacker left "
        f"| {_mib(trickle['afterRssKiB'])} | {_mib(pipelined['afterRssKiB'])} |",
        f"| attacker's connections opened / closed by the daemon "
        f"| {_count(trickle.get('opened', 0))} / {_count(trickle.get('closedByDaemon', 0))} "
        f"| 1 / {1 if pipelined['closedByDaemon'] else 0} |",
        f"| under 100 ms, within 64 MiB, memory back | {verdict(trickle)} | {verdict(pipelined)} |",
        "",
        f"Without an attacker the same client's `GET /v1/status` took {calm['median']:.1f} ms "
        f"(median, max {calm['max']:.1f} ms).",
    ] + history_attack_table(attack, normal, verdict)


def history_attack_table(attack, normal, verdict):
    """The daemon under the history's attacks (issue 38), a column per attack."""
    parts = [attack.get(key) for key in ("historyReaders", "historyHoarders", "lockedHistory")]
    if not all(parts):
        return []
    readers, hoarders, locked = parts
    return [
        "",
        f"| the history under attack "
        f"| {readers['clients']} clients reading `/v1/history?limit=10000`, {readers['seconds']} s "
        f"| {hoarders['clients']} clients never reading it, {hoarders['seconds']} s "
        f"| history locked, {locked['reloads']} reloads auditing every screen, {locked['seconds']} s |",
        "|---|---:|---:|---:|",
        f"| normal `GET /v1/status`, median / p90 / max (requests) | {normal(readers)} | {normal(hoarders)} | {normal(locked)} |",
        f"| RSS peak during the attack (growth over rest) "
        f"| {_mib(readers['peakRssKiB'])} (+{_mib(readers['growthKiB'])}) "
        f"| {_mib(hoarders['peakRssKiB'])} (+{_mib(hoarders['growthKiB'])}) "
        f"| {_mib(locked['peakRssKiB'])} (+{_mib(locked['growthKiB'])}) |",
        f"| RSS {readers['settleSeconds']} s after | {_mib(readers['afterRssKiB'])} | {_mib(hoarders['afterRssKiB'])} "
        f"| {_mib(locked['afterRssKiB'])} |",
        f"| answers read / connections held / pending history at most "
        f"| {_count(readers['answersRead'])} | {_count(hoarders['connectionsHeld'])} "
        f"| {_mib(locked['pendingPeakBytes'] // 1024)}, caught up {'yes' if locked['caughtUp'] else 'NO'} |",
        f"| under 100 ms, within 64 MiB, memory back | {verdict(readers)} | {verdict(hoarders)} | {verdict(locked)} |",
    ]


def markdown(result):
    machine = result["machine"]
    lines = []
    if rows(result):
        lines += ["| measurement | result |", "|---|---:|"]
        lines += [f"| {name} | {value} |" for name, value in rows(result)]
        lines.append("")
    if result.get("daemon"):
        lines += daemon_table(result["daemon"])
        lines.append("")
    if result.get("history"):
        lines += history_table(result["history"])
        lines.append("")
    if result.get("attack"):
        lines += attack_table(result["attack"])
        lines.append("")
    lines.append(f"{machine['cpu']}, {machine['cores']} cores, {machine['memoryKiB'] / 1048576:.1f} GiB memory, "
                 f"Linux {machine['kernel']}, {machine['swift']}, release build; "
                 f"load average {' '.join(str(v) for v in machine['loadAverageAtStart'])} at start; {result['date']}.")
    return "\n".join(lines) + "\n"
