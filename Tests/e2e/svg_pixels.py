#!/usr/bin/env python3
"""Pixel checks of the SVG exports, for Tests/e2e/exports.sh: renders with rsvg-convert and reads
the PNGs with the small decoder below (zlib and the five PNG filters; no third-party modules).

rsvg-convert ignores SMIL and draws the initial attribute values only, so an animated export is
checked keyframe by keyframe: for keyframe i, every animated attribute is set to the i-th of its
`values` (exactly what a SMIL player shows at that keyTime) and the <animate> elements dropped.

    svg_pixels.py animated FILE.svg WORKDIR   the card is clipped to the phone in every keyframe:
                                              outside the phone every pixel equals the page with no
                                              views (so the caption is never covered); the card is
                                              hidden at the first keyframe, visible at the last
    svg_pixels.py still FILE.svg WORKDIR      the same for the still export, plus its key and a
                                              frame list at the body type size
    svg_pixels.py background FILE.png light|dark   the page colour's brightness
    svg_pixels.py ink FILE.png                prints the caption's ink height in pixels
    svg_pixels.py message FILE.svg VIEW WORKDIR   the view's message (its text.content lines) is
                                              drawn, and every pixel it draws is inside the view
Exits 1 with one line per failure.
"""
import copy
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zlib

NS = "http://www.w3.org/2000/svg"
ET.register_namespace("", NS)


def q(tag):
    return "{%s}%s" % (NS, tag)


# MARK: - PNG


def swar_add(a, b, n):
    """Byte-wise a + b mod 256 over n bytes at once, with no carry between bytes."""
    low = int.from_bytes(b"\x7f" * n, "big")
    high = int.from_bytes(b"\x80" * n, "big")
    x = int.from_bytes(a, "big")
    y = int.from_bytes(b, "big")
    return (((x & low) + (y & low)) ^ ((x ^ y) & high)).to_bytes(n, "big")


def read_png(path):
    """(width, height, rows) with rows as bytes of RGB triples (alpha dropped)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
        elif kind == b"IDAT":
            idat += body
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytes(stride)
    rows = []
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)]
        if f == 0:
            cur = line
        elif f == 2:
            cur = swar_add(line, prev, stride)
        else:
            cur = bytearray(line)
            for i in range(stride):
                a = cur[i - bpp] if i >= bpp else 0
                b = prev[i]
                if f == 1:
                    p = a
                elif f == 3:
                    p = (a + b) >> 1
                else:
                    c = prev[i - bpp] if i >= bpp else 0
                    pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                    p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                cur[i] = (cur[i] + p) & 255
            cur = bytes(cur)
        prev = cur
        if bpp == 4:
            rgb = bytearray(width * 3)
            for k in range(3):
                rgb[k::3] = cur[k::4]
            rows.append(bytes(rgb))
        else:
            rows.append(cur)
    return width, height, rows


def render(svg_path):
    png = svg_path[:-4] + ".png"
    subprocess.run(["rsvg-convert", "-o", png, svg_path], check=True)
    return read_png(png)


# MARK: - SVG


def number(v):
    return float(v)


def phone_box(root):
    """(x, y, width, height) of the window on the page, from #phone's translate and #window."""
    phone = root.find(".//*[@id='phone']")
    t = phone.get("transform")
    assert t.startswith("translate("), t
    tx, ty = (float(v) for v in t[len("translate(") : -1].split())
    window = phone.find(q("rect"))
    assert window.get("id") == "window", window.get("id")
    return tx, ty, number(window.get("width")), number(window.get("height"))


def keyframe_count(root):
    counts = {len(a.get("values").split(";")) for a in root.iter(q("animate"))}
    assert len(counts) <= 1, counts
    return counts.pop() if counts else 1


def at_keyframe(root, i):
    """A copy of the SVG with every animated attribute at its i-th value and no <animate>."""
    tree = copy.deepcopy(root)
    for parent in tree.iter():
        for child in list(parent):
            if child.tag != q("animate"):
                continue
            parent.set(child.get("attributeName"), child.get("values").split(";")[i])
            # The text after the <animate> (a view's name) belongs to the parent once it goes.
            if child.tail:
                parent.text = (parent.text or "") + child.tail
            parent.remove(child)
    return tree


def without_views(root):
    tree = copy.deepcopy(root)
    views = tree.find(".//*[@id='views']")
    for child in list(views):
        views.remove(child)
    return tree


def write(tree, path):
    ET.ElementTree(tree).write(path, xml_declaration=True, encoding="UTF-8")
    return path


def presented_stroke(root):
    rect = root.find(".//*[@id='presented']/" + q("rect"))
    return tuple(int(rect.get("stroke")[k : k + 2], 16) for k in (1, 3, 5))


# MARK: - Checks


def outside_differences(image, reference, box, slack=3):
    """Pixels outside the phone (grown by `slack` for its edge's antialiasing) that differ."""
    w, h, rows = image
    rw, rh, ref = reference
    assert (w, h) == (rw, rh), ((w, h), (rw, rh))
    x0 = max(0, int(box[0] - slack))
    y0 = max(0, int(box[1] - slack))
    x1 = min(w, int(box[0] + box[2] + slack + 1))
    y1 = min(h, int(box[1] + box[3] + slack + 1))
    def count(a, b):
        return 0 if a == b else sum(a[k : k + 3] != b[k : k + 3] for k in range(0, len(a), 3))

    diff = 0
    for y in range(h):
        a, b = rows[y], ref[y]
        if a == b:
            continue
        if y < y0 or y >= y1:
            diff += count(a, b)
        else:
            diff += count(a[: 3 * x0], b[: 3 * x0]) + count(a[3 * x1 :], b[3 * x1 :])
    return diff


def caption_differences(image, reference, box):
    """Pixels of the band above the phone (the caption) that differ from the page without views."""
    w, _, rows = image
    return sum(rows[y] != reference[2][y] for y in range(int(box[1]) - 3))


def colour_inside(image, box, colour, tolerance=24):
    w, _, rows = image
    count = 0
    for y in range(int(box[1]), int(box[1] + box[3])):
        row = rows[y]
        for x in range(int(box[0]), int(box[0] + box[2])):
            if all(abs(row[3 * x + k] - colour[k]) <= tolerance for k in range(3)):
                count += 1
    return count


def check_clip_structure(root, failures):
    clip = root.find(".//" + q("clipPath"))
    views = root.find(".//*[@id='views']")
    window = root.find(".//*[@id='window']")
    if clip is None or views is None:
        failures.append("no clip path or no #views group")
        return
    if views.get("clip-path") != "url(#%s)" % clip.get("id"):
        failures.append("#views is not clipped by #%s" % clip.get("id"))
    rect = clip.find(q("rect"))
    for attr in ("x", "y", "width", "height"):
        if rect.get(attr) != window.get(attr):
            failures.append("the clip's %s %s is not the window's %s" % (attr, rect.get(attr), window.get(attr)))
    phone = root.find(".//*[@id='phone']")
    loose = [c.get("id") for c in phone if c.tag == q("g") and c.get("id") != "views"]
    if loose:
        failures.append("views outside the clipped group: %s" % loose)


def animated(svg, work):
    failures = []
    root = ET.parse(svg).getroot()
    check_clip_structure(root, failures)
    box = phone_box(root)
    count = keyframe_count(root)
    reference = render(write(at_keyframe(without_views(root), count - 1), os.path.join(work, "reference.svg")))
    card = presented_stroke(root)
    ys = [float(v) for v in root.find(".//*[@id='presented']/" + q("rect")).find(q("animate") + "[@attributeName='y']").get("values").split(";")]
    # Every `step`-th keyframe, and those where the card is furthest up and down and at each end.
    step = int(os.environ.get("SVG_KEYFRAME_STEP", "4"))
    chosen = sorted(set(range(0, count, step)) | {0, count - 1, ys.index(min(ys)), ys.index(max(ys))})
    for i in chosen:
        image = render(write(at_keyframe(root, i), os.path.join(work, "keyframe-%03d.svg" % i)))
        outside = outside_differences(image, reference, box)
        if outside:
            failures.append("keyframe %d (card y %g): %d pixels outside the phone are drawn over" % (i, ys[i], outside))
        caption = caption_differences(image, reference, box)
        if caption:
            failures.append("keyframe %d (card y %g): %d caption rows changed" % (i, ys[i], caption))
        if i == 0 and ys[0] + box[3] <= 0 and colour_inside(image, box, card):
            failures.append("keyframe 0: the card is below or above the window yet shows")
        if i == count - 1 and colour_inside(image, box, card) < 500:
            failures.append("last keyframe: the card's outline is not in the phone")
    if min(ys) >= 0:
        failures.append("the card never starts off screen, so the clip was not exercised (min y %g)" % min(ys))
    print(
        "%s: %d of %d keyframes rendered, card y %g…%g, %d failures"
        % (os.path.basename(svg), len(chosen), count, min(ys), max(ys), len(failures))
    )
    return failures


def still(svg, work):
    failures = []
    root = ET.parse(svg).getroot()
    check_clip_structure(root, failures)
    box = phone_box(root)
    image = render(write(root, os.path.join(work, "still-copy.svg")))
    reference = render(write(without_views(root), os.path.join(work, "still-reference.svg")))
    if outside_differences(image, reference, box):
        failures.append("views are drawn outside the phone")
    if colour_inside(image, box, presented_stroke(root)) < 500:
        failures.append("the card's outline is not in the phone")
    texts = ["".join(t.itertext()) for t in root.iter(q("text"))]
    for wanted in ("dimming: black at alpha", "safe area edge", "presented view", "frames, in window points"):
        if not any(wanted in t for t in texts):
            failures.append("no %r in the key" % wanted)
    body = float(root.get("font-size"))
    key = root.find(".//*[@id='key']")
    if key.get("font-size") is not None and float(key.get("font-size")) < body:
        failures.append("the frame list is smaller than the body type")
    if body < 14:
        failures.append("body type %g px is below 14" % body)
    return failures


def background(png, theme):
    _, _, rows = read_png(png)
    r, g, b = rows[1][3], rows[1][4], rows[1][5]
    luma = 0.299 * r + 0.587 * g + 0.114 * b
    ok = luma < 50 if theme == "dark" else luma > 240
    return [] if ok else ["the %s page's background has brightness %.0f" % (theme, luma)]


def ink(png):
    """Rows from the top down to the phone that hold anything but the page colour: the caption."""
    w, h, rows = read_png(png)
    page = rows[0][:3] * w
    inked = [y for y in range(h) if rows[y] != page]
    # The caption is the first run of inked rows.
    first = inked[0]
    last = first
    while last + 1 in inked:
        last += 1
    print(last - first + 1)
    return []


def message(svg, view_id, work):
    """Renders the still with and without the view's message lines; every pixel that differs
    must be inside the view's rectangle (on the page: the phone's offset plus the view's frame)."""
    tree = ET.parse(svg)
    root = tree.getroot()
    tx, ty, _, _ = phone_box(root)
    group = root.find(".//*[@id='%s']" % view_id)
    if group is None:
        return ["%s: no view with id %s" % (svg, view_id)]
    rect = group.find(q("rect"))
    x0 = tx + number(rect.get("x"))
    y0 = ty + number(rect.get("y"))
    x1 = x0 + number(rect.get("width"))
    y1 = y0 + number(rect.get("height"))
    lines = [t for t in group.findall(q("text")) if t.get("class") == "content"]
    if not lines:
        return ["%s: %s has no message lines" % (svg, view_id)]
    with_text = os.path.join(work, "message-with.svg")
    without_text = os.path.join(work, "message-without.svg")
    write(root, with_text)
    for t in lines:
        group.remove(t)
    write(root, without_text)
    w, h, a = render(with_text)
    _, _, b = render(without_text)
    ink = 0
    outside = 0
    for y in range(h):
        if a[y] == b[y]:
            continue
        for x in range(w):
            if a[y][3 * x : 3 * x + 3] != b[y][3 * x : 3 * x + 3]:
                ink += 1
                if not (x0 <= x + 0.5 <= x1 and y0 <= y + 0.5 <= y1):
                    outside += 1
    failures = []
    if ink < 20:
        failures.append("%s: the message draws %d pixels" % (svg, ink))
    if outside:
        failures.append("%s: %d of the message's %d pixels are outside %s" % (svg, outside, ink, view_id))
    return failures


def main(argv):
    command = argv[1]
    if command == "animated":
        failures = animated(argv[2], argv[3])
    elif command == "still":
        failures = still(argv[2], argv[3])
    elif command == "background":
        failures = background(argv[2], argv[3])
    elif command == "ink":
        failures = ink(argv[2])
    elif command == "message":
        failures = message(argv[2], argv[3], argv[4])
    else:
        raise SystemExit("usage: svg_pixels.py animated|still|background|ink|message …")
    for f in failures:
        print(f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
