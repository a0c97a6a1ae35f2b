#!/usr/bin/env python3
"""Checks the passing colors `higaudit check --format json` suggests, with an implementation
of its own (WCAG 2.x contrast, CIELAB D65, CIEDE2000): every text-contrast and
glyph-contrast error of the hig profile carries `suggestion` and `backgroundSuggestion`,
each reaches the required ratio against the other color, and each is closer to the color it
replaces than the nearer of black and white that passes.

    higaudit check --format json FILES... | scripts/check-suggestions.py
Prints 'N passed, M failed' and exits 1 on a failure.
"""
import json, math, sys

def channel(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

def rgb(hexcolor):
    return tuple(int(hexcolor[i:i + 2], 16) / 255 for i in (1, 3, 5))

def luminance(color):
    r, g, b = (channel(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b

def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)

def lab(color):
    r, g, b = (channel(c) for c in color)
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x / 0.95047), f(y), f(z / 1.08883)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)

def ciede2000(lab1, lab2):
    """Sharma, Wu and Dalal (2005)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    cbar = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0
    else:
        dh = h2p - h1p
        if dh > 180: dh -= 360
        elif dh < -180: dh += 360
    dhp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lbar, cbarp = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbar = (h1p + h2p) / 2
    else:
        hbar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbar - 30)) + 0.24 * math.cos(math.radians(2 * hbar))
         + 0.32 * math.cos(math.radians(3 * hbar + 6)) - 0.20 * math.cos(math.radians(4 * hbar - 63)))
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cbarp, 1 + 0.015 * cbarp * t
    rt = -2 * math.sqrt(cbarp ** 7 / (cbarp ** 7 + 25 ** 7)) * math.sin(math.radians(60 * math.exp(-((hbar - 275) / 25) ** 2)))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhp / sh) ** 2 + rt * (dc / sc) * (dhp / sh))

def check(original, suggestion, other, required, blend=None):
    """`suggestion` is None or a color. The original shown is rounded to 8 bits, so
    distances may differ by a few hundredths from the ones the suggestion was chosen by."""
    def passes(color):
        # A background tried under a translucent text: the text is blended over it again.
        # Its own color is recovered from 8-bit values divided by its alpha: a hundredth
        # of slack for that rounding.
        if blend:
            return ratio(blend(color), color) >= required - 0.01
        return ratio(other, color) >= required
    extremes = [e for e in ((0, 0, 0), (1, 1, 1)) if passes(e)]
    if not extremes:
        return [] if suggestion is None else [f"{fmt(suggestion)} suggested where no color can pass"]
    if suggestion is None:
        return [f"no suggestion although {fmt(extremes[0])} passes"]
    problems = []
    if not passes(suggestion):
        problems.append(f"{fmt(suggestion)} does not reach {required}:1 against {fmt(other)}")
    nearest = min(ciede2000(lab(original), lab(e)) for e in extremes)
    mine = ciede2000(lab(original), lab(suggestion))
    if mine > nearest + 0.05:
        problems.append(f"{fmt(suggestion)} is further from {fmt(original)} (ΔE00 {mine:.2f}) than black or white ({nearest:.2f})")
    return problems

def fmt(color):
    return "#" + "".join(f"{round(c * 255):02X}" for c in color)

run = json.load(sys.stdin)
passed = failed = 0
for report in run["screens"]:
    if report.get("profile") not in ("hig", "wcag-aa", "wcag-aaa"):
        continue
    for finding in report["findings"]:
        if finding["rule"] not in ("text-contrast", "glyph-contrast") or finding["severity"] != "error":
            continue
        measured = finding["measured"]
        where = f"{report['source']} {finding['pointer']}"
        fg, bg, required = rgb(measured["foreground"]), rgb(measured["background"]), measured["required"]
        blend = None
        if "foregroundAlpha" in measured:
            # The text's own color, recovered from its blend over the measured background.
            alpha = measured["foregroundAlpha"]
            own = tuple(min(1, max(0, (f - b * (1 - alpha)) / alpha)) for f, b in zip(fg, bg))
            blend = lambda under: tuple(o * alpha + u * (1 - alpha) for o, u in zip(own, under))
        problems = check(fg, rgb(measured["suggestion"]) if "suggestion" in measured else None, bg, required)
        problems += check(bg, rgb(measured["backgroundSuggestion"]) if "backgroundSuggestion" in measured else None, fg, required, blend)
        if problems:
            failed += 1
            print(f"FAIL {where}: " + "; ".join(problems))
        else:
            passed += 1
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or not passed else 0)
