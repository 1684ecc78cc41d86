"""A PNG reader for the end-to-end scripts (no Pillow on a bare machine): 8-bit RGB or RGBA,
not interlaced, which is what Chromium's screenshots and rsvg-convert write. Enough to find where a
colour is in a picture."""
import struct
import zlib


def read(path):
    """(width, height, rows) where rows[y][x] is an (r, g, b) tuple."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(path + ": not a PNG")
    pos = 8
    idat = b""
    width = height = None
    channels = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or interlace != 0 or colour not in (2, 6):
                raise ValueError("%s: only 8-bit RGB(A), not interlaced (depth %d, colour %d)" % (path, depth, colour))
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    at = 0
    for _ in range(height):
        kind = raw[at]
        line = bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def box(picture, colour, region=None, tolerance=40):
    """The bounding box (x0, y0, x1, y1) of the pixels within `tolerance` of `colour` (each
    channel), inside `region` (x0, y0, x1, y1) when given; None when there are none."""
    width, height, rows = picture
    x0, y0, x1, y1 = region or (0, 0, width, height)
    found = None
    for y in range(max(0, int(y0)), min(height, int(y1))):
        row = rows[y]
        for x in range(max(0, int(x0)), min(width, int(x1))):
            p = row[x]
            if abs(p[0] - colour[0]) <= tolerance and abs(p[1] - colour[1]) <= tolerance and abs(p[2] - colour[2]) <= tolerance:
                if found is None:
                    found = [x, y, x, y]
                else:
                    found[0] = min(found[0], x)
                    found[1] = min(found[1], y)
                    found[2] = max(found[2], x)
                    found[3] = max(found[3], y)
    return found
