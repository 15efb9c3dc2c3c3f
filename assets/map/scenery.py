#!/usr/bin/env python3
"""Writes scenery.svg: the rivers, mountains and forests under the board, in map units (1600 x 1100).

Our own drawing. Points are placed by the locations in data/board/locations.yaml: ("bree", dx, dy)
means dx, dy map units from Bree. Run from the repository root: python3 assets/map/scenery.py
"""
import math
import random
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "scenery.svg"

# id -> (x, y, name), read with a regex so that no yaml module is needed
LOC = {}
_cur = {}
for line in (ROOT / "data/board/locations.yaml").read_text(encoding="utf-8").splitlines():
    m = re.match(r"\s*- id: (\S+)", line)
    if m:
        _cur = {"id": m.group(1)}
    m = re.match(r"\s*name: (.+)", line)
    if m:
        _cur["name"] = m.group(1).strip()
    m = re.match(r"\s*at: \[(\d+), (\d+)\]", line)
    if m:
        LOC[_cur["id"]] = (int(m.group(1)), int(m.group(2)), _cur.get("name", ""))


def pt(p):
    """A point: (x, y) or (location id, dx, dy)."""
    if isinstance(p[0], str):
        x, y, _ = LOC[p[0]]
        return (x + p[1], y + p[2])
    return p


# Places a glyph must keep clear of: location marks, their names, the badges in the middle of paths.
CLEAR = []
for _x, _y, _name in LOC.values():
    CLEAR.append((_x - 20, _y - 20, _x + 20, _y + 20))
    half = len(_name) * 4.6 + 4
    CLEAR.append((_x - half, _y + 10, _x + half, _y + 36))
for line in (ROOT / "data/board/paths.yaml").read_text(encoding="utf-8").splitlines():
    m = re.search(r"from: (\S+), to: (\S+),", line)
    if m and m.group(1) in LOC and m.group(2) in LOC:
        a, b = LOC[m.group(1)], LOC[m.group(2)]
        cx, cy = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        CLEAR.append((cx - 22, cy - 13, cx + 22, cy + 13))


def clear(x, y, pad=0):
    return not any(x0 - pad <= x <= x1 + pad and y0 - pad <= y <= y1 + pad for x0, y0, x1, y1 in CLEAR)


def smooth(points):
    """A Catmull-Rom curve through the points as an SVG path."""
    p = [pt(q) for q in points]
    d = f"M{p[0][0]:.0f} {p[0][1]:.0f}"
    for i in range(len(p) - 1):
        p0, p1, p2 = p[max(i - 1, 0)], p[i], p[i + 1]
        p3 = p[min(i + 2, len(p) - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += f" C{c1[0]:.0f} {c1[1]:.0f} {c2[0]:.0f} {c2[1]:.0f} {p2[0]:.0f} {p2[1]:.0f}"
    return d


def along(points, step):
    """Points every `step` units along a polyline, with the direction there."""
    p = [pt(q) for q in points]
    out, left = [], 0.0
    for (x0, y0), (x1, y1) in zip(p, p[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        t = left
        while t < seg:
            out.append((x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg))
            t += step
        left = t - seg
    return out


def inside(x, y, poly):
    n, c = len(poly), False
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        if (y0 > y) != (y1 > y) and x < (x1 - x0) * (y - y0) / (y1 - y0) + x0:
            c = not c
    return c


# The great rivers, from source to mouth; later points are wider water.
RIVERS = {
    "Anduin": [(835, 165), ("high-pass", 45, -60), ("high-pass", 40, 10), ("gladden-fields", 32, -35),
               ("gladden-fields", 38, 40), (905, 520), ("lothlorien", 48, 0), ("amon-hen", 10, -55),
               ("amon-hen", 40, -8), ("emyn-muil", -35, 25), ("nindalf", 28, -25), ("nindalf", 45, 40),
               ("osgiliath", -35, -45), ("osgiliath", -12, 0), ("osgiliath", -35, 55),
               ("pelargir", 30, -20), ("pelargir", 32, 30), (1045, 1110)],
    "Baranduin": [("hills-of-evendim", 5, -38), ("hills-of-evendim", 30, 40), ("fornost", -50, 90),
                  ("shire", 48, -20), ("old-forest", -42, 10), ("old-forest", -55, 70), (320, 590), (285, 640)],
    "Lune": [("blue-mountains", 70, -80), ("blue-mountains", 85, 0), ("grey-havens", -30, -25),
             ("grey-havens", -80, 15), (40, 440)],
    "Greyflood": [("ettenmoors", 20, 30), ("trollshaws", -45, -30), ("weathertop", 45, 45),
                  ("tharbad", 55, -85), ("tharbad", 25, -25), ("tharbad", -35, 15), ("mouth-of-the-greyflood", 70, -40),
                  ("mouth-of-the-greyflood", -10, -25), (250, 690)],
    "Bruinen": [("rivendell", 30, -40), ("rivendell", -10, 30), ("eregion", -10, -70), ("tharbad", 55, -85)],
    "Glanduin": [("moria", -30, -40), ("eregion", 20, 30), ("tharbad", 60, 10), ("tharbad", -35, 15)],
    "Isen": [("isengard", 20, -45), ("isengard", -5, 35), ("gap-of-rohan", 40, -10), ("gap-of-rohan", -15, 40),
             ("enedwaith-plains", 50, 85), (420, 860)],
    "Entwash": [("fangorn", 20, 40), ("plains-of-rohan", -25, 20), ("plains-of-rohan", 50, 45),
                ("nindalf", -40, 10), ("nindalf", 45, 40)],
    "Gladden": [("high-pass", -10, 45), ("gladden-fields", -20, 15), ("gladden-fields", 38, 40)],
    "Celebrant": [("moria", 35, 20), ("lothlorien", -25, 25), ("lothlorien", 48, 0)],
    "Forest River": [("woodland-realm", -60, -10), ("woodland-realm", 30, 30), ("lake-esgaroth", -45, -5)],
    "River Running": [("erebor", -5, 35), ("lake-esgaroth", 5, -30), ("lake-esgaroth", 25, 25),
                      ("east-bight", 60, -80), ("rhun", -40, 45)],
    "Morgulduin": [("minas-morgul", 30, -30), ("osgiliath", 40, 10), ("osgiliath", -12, 0)],
}
LAKES = [("lake-esgaroth", 0, 0, 16, 34, 0), ("rhun", -30, 70, 55, 30, -15), ("hills-of-evendim", 0, -45, 32, 16, -10),
         ("sea-of-udun", 70, 60, 0, 0, 0), ("nindalf", 10, 5, 0, 0, 0)]

# Mountain ranges: the crest line, and how far apart the peaks stand.
RANGES = {
    "Misty Mountains": ([("mount-gundabad", -20, 40), ("high-pass", -35, -60), ("high-pass", -25, 40),
                         ("rivendell", 65, 35), ("redhorn-gate", 0, -50), ("redhorn-gate", -5, 45),
                         ("moria", 25, -30), ("moria", -25, 50), ("isengard", 35, -40), ("isengard", 20, -15)], 19),
    "Blue Mountains": ([("blue-mountains", -40, -150), ("blue-mountains", -40, -60), ("blue-mountains", -45, 60),
                        ("harlindon", -60, -70), ("harlindon", -70, 30)], 19),
    "Grey Mountains": ([("mount-gundabad", 45, -40), ("ered-mithrin", -60, 50), ("ered-mithrin", 50, 60),
                        ("withered-heath", -40, 55), ("withered-heath", 60, 40)], 19),
    "White Mountains": ([("helms-deep", -110, 20), ("helms-deep", -20, 55), ("edoras", -40, 55), ("edoras", 20, 55),
                         ("dunharrow", -60, 20), ("dunharrow", 60, -20), ("minas-tirith", -75, -40),
                         ("minas-tirith", -25, -25)], 18),
    "Ered Lithui": ([("sea-of-udun", -25, -40), ("sea-of-udun", 60, -55), ("barad-dur", -70, -65),
                     ("barad-dur", 20, -60), ("barad-dur", 80, -40)], 18),
    "Ephel Duath": ([("sea-of-udun", -45, 0), ("minas-morgul", 45, -55), ("minas-morgul", 55, 10),
                     ("plains-of-gorgoroth", -70, 20), ("plains-of-gorgoroth", -20, 65), ("plains-of-gorgoroth", 90, 60),
                     ("plains-of-gorgoroth", 200, 40)], 18),
    "Iron Hills": ([("iron-hills", -45, -35), ("iron-hills", 45, -35)], 22),
    "Emyn Muil": ([("emyn-muil", -10, -40), ("emyn-muil", 45, -15)], 24),
}
LONE_PEAKS = [("erebor", 0, -26, 1.4), ("mount-doom", 25, -28, 1.3)]

# Forests: an outline, a tint, and trees scattered inside it.
FORESTS = {
    "Mirkwood": ([("forest-trail", -25, -20), ("woodland-realm", -20, -45), ("woodland-realm", 70, -20),
                  ("lake-esgaroth", -55, 20), ("east-bight", -20, -90), ("east-bight", -10, -20),
                  ("east-bight", 40, 40), ("south-eaves", 40, 10), ("south-eaves", -20, 60), ("dol-guldur", 20, 30),
                  ("dol-guldur", -40, 10), ("rhosgobel", -25, -10), ("forest-road", -55, -20)], "#3c5a2e", 0.2, 24),
    "Fangorn": ([("fangorn", -40, -45), ("fangorn", 35, -35), ("fangorn", 50, 15), ("fangorn", 10, 45),
                 ("fangorn", -40, 25)], "#3c5a2e", 0.2, 20),
    "Old Forest": ([("old-forest", -28, -35), ("old-forest", 45, -30), ("old-forest", 50, 25), ("old-forest", -15, 40)],
                   "#3c5a2e", 0.2, 18),
    "Lothlorien": ([("lothlorien", -55, -40), ("lothlorien", 30, -45), ("lothlorien", 42, 30),
                    ("lothlorien", -10, 45), ("lothlorien", -60, 15)], "#8a7a1e", 0.2, 18),
    "Trollshaws": ([("trollshaws", -35, -40), ("trollshaws", 45, -30), ("trollshaws", 40, 35),
                    ("trollshaws", -30, 40)], "#3c5a2e", 0.18, 19),
}


def river_svg():
    out = ['<g id="rivers" fill="none" stroke="#3f78a8" stroke-linecap="round" stroke-linejoin="round" '
           'stroke-opacity="0.75">']
    for name, pts in RIVERS.items():
        width = 3.4 if name in ("Anduin",) else 2.4 if name in ("Baranduin", "Greyflood", "Isen", "River Running") else 1.7
        out.append(f'<path id="{name.lower().replace(" ", "-")}" stroke-width="{width}" d="{smooth(pts)}"/>')
    out.append("</g>")
    out.append('<g id="lakes" fill="#8fb6d0" fill-opacity="0.85" stroke="#3f78a8" stroke-opacity="0.6" stroke-width="1.2">')
    for loc, dx, dy, rx, ry, rot in LAKES:
        if rx == 0:
            continue
        x, y = pt((loc, dx, dy))
        out.append(f'<ellipse cx="{x}" cy="{y}" rx="{rx}" ry="{ry}" transform="rotate({rot} {x} {y})"/>')
    out.append("</g>")
    return out


def peak(x, y, s):
    """One peak: a lit west face, a shaded east face, a crest stroke."""
    h, w = 13 * s, 9 * s
    return (f'<path fill="#b7a98c" d="M{x - w:.1f} {y:.1f}L{x:.1f} {y - h:.1f}L{x + 1.5 * s:.1f} {y:.1f}z"/>'
            f'<path fill="#7d6f5a" d="M{x:.1f} {y - h:.1f}L{x + w:.1f} {y:.1f}L{x + 1.5 * s:.1f} {y:.1f}z"/>'
            f'<path d="M{x - w:.1f} {y:.1f}L{x:.1f} {y - h:.1f}L{x + w:.1f} {y:.1f}"/>')


def mountain_svg(rng):
    out = ['<g id="mountains" fill="none" stroke="#5a4c3a" stroke-width="0.9" stroke-linejoin="round" opacity="0.7">']
    for name, (pts, step) in RANGES.items():
        out.append(f"<g><title>{name}</title>")
        small = name in ("Iron Hills", "Emyn Muil")
        for x, y in along(pts, step):
            x += rng.uniform(-4, 4)
            y += rng.uniform(-4, 4)
            if clear(x, y - 5, 3):
                out.append(peak(x, y, rng.uniform(0.6, 0.75) if small else rng.uniform(0.85, 1.15)))
        out.append("</g>")
    for loc, dx, dy, s in LONE_PEAKS:
        x, y = pt((loc, dx, dy))
        out.append(peak(x, y, s))
    out.append("</g>")
    return out


def forest_svg(rng):
    out = ['<defs><g id="tree"><circle cx="0" cy="-4" r="4.2"/><path d="M-0.8 -1h1.6v4h-1.6z"/></g></defs>',
           '<g id="forests">']
    for name, (pts, colour, tint, step) in FORESTS.items():
        poly = [pt(p) for p in pts]
        out.append(f'<g fill="{colour}"><title>{name}</title>')
        out.append(f'<path fill-opacity="{tint}" d="{smooth(pts + [pts[0]])}z"/>')
        out.append('<g fill-opacity="0.45">')
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        row = 0
        y = min(ys) + step / 2
        while y < max(ys):
            x = min(xs) + (step / 2 if row % 2 else 0)
            while x < max(xs):
                tx, ty = x + rng.uniform(-4, 4), y + rng.uniform(-4, 4)
                if inside(tx, ty, poly) and clear(tx, ty, 4):
                    out.append(f'<use href="#tree" x="{tx:.0f}" y="{ty:.0f}"/>')
                x += step
            y += step * 0.8
            row += 1
        out.append("</g></g>")
    out.append("</g>")
    return out


def main():
    rng = random.Random(6)
    svg = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!-- The scenery under the board of meq: rivers, lakes, mountains, forests. Our own drawing, '
           'written by scenery.py from data/board/locations.yaml. -->',
           '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           'width="1600" height="1100" viewBox="0 0 1600 1100">']
    svg += forest_svg(rng)
    svg += river_svg()
    svg += mountain_svg(rng)
    svg.append("</svg>")
    OUT.write_text("\n".join(svg) + "\n", encoding="utf-8")
    print(f"{OUT}: {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
