#!/usr/bin/env python3
"""The live stage page (`proscenium web`, issue 34) read in a real browser: Debian's chromium,
driven by Debian's python3-selenium with chromium-driver (nothing downloaded). The real prompt runs
under tmux; each check reads the page's shapes (`data-view` with their frames in points) against
`state --json` of the same commands, or watches them move.

- the token: the page, any other address and the WebSocket's upgrade refused with 403 without it;
- loopback only (the kernel's own table of listening sockets), and no request leaves the machine;
- after `present`, mid-way through a slowed dismissal (the shape passes through several places),
  after `rotate`, a sheet at medium, a popover with its arrow, a pushed controller;
- a screenshot after `present` against the SVG export of the same moment (rsvg-convert): the
  presented view's rectangle within 1 point;
- `export html`: the file plays the session with nothing fetched;
- a demo's steps from the page's keys (PageDown, as a clicker sends it);
- the server gone after Ctrl-D, and after `kill -HUP` of the prompt.

Screenshots are left in $E2E_WEB_SHOTS (default .build/web-shots) at 1280x720.

    python3 Tests/e2e/web.py [path/to/proscenium]
"""
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
except ImportError:
    # run-all.sh runs `python3` from PATH, which may be another Python than Debian's.
    if os.path.exists("/usr/bin/python3") and os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3"):
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    print("Bail out! python3-selenium is not installed (make test-deps installs it with chromium)")
    sys.exit(1)

# No __pycache__ beside the helpers in the clone.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pnglib  # noqa: E402
from tmuxlib import Tmux, wait  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/proscenium"))
SHOTS = os.environ.get("E2E_WEB_SHOTS", os.path.join(ROOT, ".build", "web-shots"))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"

passed = 0
failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok - " + name)
    else:
        failed += 1
        print("not ok - " + name + (": " + detail if detail else ""))
    sys.stdout.flush()


def wait_for_server_build():
    """Under `make test` the server builds beside the tests: wait for its status."""
    status = os.environ.get("E2E_WEB_AFTER")
    if not status:
        return True
    end = time.time() + 1500
    while time.time() < end:
        if os.path.exists(status) and open(status).read().strip():
            return open(status).read().strip() == "0"
        time.sleep(1)
    return False


def state(lines):
    """`state --json` after `lines`, from a script run of the same engine."""
    out = subprocess.run([BIN, "run", "-"], input="\n".join(lines + ["state --json"]) + "\n",
                         capture_output=True, text=True, cwd=tempfile.gettempdir()).stdout
    return json.loads(out.strip().splitlines()[-1])


def browser(log_requests=True):
    o = webdriver.ChromeOptions()
    o.binary_location = CHROMIUM
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,720",
              "--force-device-scale-factor=1", "--hide-scrollbars", "--no-first-run", "--disable-dev-shm-usage",
              "--disable-background-networking", "--disable-component-update", "--disable-sync"]:
        o.add_argument(a)
    if log_requests:
        o.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=o)


def requested(d):
    """Every address the page asked for (HTTP and WebSocket), from Chromium's own log."""
    urls = []
    for entry in d.get_log("performance"):
        m = json.loads(entry["message"])["message"]
        if m["method"] == "Network.requestWillBeSent":
            urls.append(m["params"]["request"]["url"])
        elif m["method"] == "Network.webSocketCreated":
            urls.append(m["params"]["url"])
    return urls


VIEWS_JS = """return Object.fromEntries([...document.querySelectorAll('#device [data-view]')]
  .filter(g => g.dataset.view).map(g => [g.dataset.view,
  [Number(g.dataset.x), Number(g.dataset.y), Number(g.dataset.width), Number(g.dataset.height)]]))"""


def views(d):
    return d.execute_script(VIEWS_JS)


def frame_of(d):
    return d.execute_script("return document.getElementById('device').dataset.frame || ''")


def close(a, b, within=0.01):
    return a is not None and b is not None and len(a) == len(b) and all(abs(x - y) <= within for x, y in zip(a, b))


def settled(d, command):
    """The page shows `command`'s step and has finished playing it."""
    return wait(lambda: d.execute_script("return document.getElementById('command').textContent") == command
                and frame_of(d) == "end", 20)


def run(t, session, d, command):
    t("send-keys", "-t", session, "-l", command)
    t("send-keys", "-t", session, "Enter")
    return settled(d, command)


def listening(port):
    """The local addresses listening on `port`, from the kernel's tables."""
    found = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = open(table).read().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            address, hexport = fields[1].split(":")
            if int(hexport, 16) == port and fields[3] == "0A":
                found.append(address)
    return found


def status_of(url):
    try:
        return urllib.request.urlopen(url, timeout=5).status
    except urllib.error.HTTPError as e:
        return e.code


def upgrade_request(port, path):
    """A WebSocket upgrade to `path`, as bytes."""
    return ("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n" % (path, port)).encode()


def upgrade_status(port, path):
    """The status line a WebSocket upgrade to `path` gets."""
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(upgrade_request(port, path))
    reply = s.recv(4096).decode("latin-1")
    s.close()
    return int(reply.split()[1]) if reply else 0


def prompt_pids():
    """The `proscenium web --no-open` prompts running now."""
    out = subprocess.run(["pgrep", "-f", "-x", BIN + " web --no-open"], capture_output=True, text=True).stdout
    return [int(p) for p in out.split()]


def server_pids():
    out = subprocess.run(["pgrep", "-f", "proscenium-web --port"], capture_output=True, text=True).stdout
    return [int(p) for p in out.split()]


def start_web(t, session, folder, extra=""):
    t("new-session", "-d", "-s", session, "-x", "200", "-y", "50",
      "cd %s && %s web --no-open %s; sleep 600" % (folder, BIN, extra))
    address = []

    def found():
        m = re.search(r"stage view: (http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]+))", t.screen(session))
        if m:
            address[:] = [m.group(1), int(m.group(2)), m.group(3)]
        return bool(m)

    wait(found, 20)
    return address or [None, None, None]


def main():
    if not os.access(CHROMIUM, os.X_OK) or not os.access(DRIVER, os.X_OK):
        print("Bail out! chromium and chromium-driver are not installed (make test-deps installs them)")
        return 1
    if not wait_for_server_build():
        print("Bail out! the stage page's server did not build (.build/web-build.log)")
        return 1
    os.makedirs(SHOTS, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="proscenium-web-")
    t = Tmux("web")
    d = browser()
    try:
        return scenario(t, folder, d)
    finally:
        d.quit()
        t.kill_server()
        shutil.rmtree(folder, ignore_errors=True)


def scenario(t, folder, d):
    url, port, token = start_web(t, "w", folder)
    check("the first line is the page's address with a token", url is not None, t.screen("w"))
    if url is None:
        return 1
    first = t.screen("w").splitlines()[0]
    check("the address is the first line of the run", first.startswith("stage view: http://127.0.0.1:"), first)
    base = "http://127.0.0.1:%d" % port
    check("the page with its token: 200", status_of(url) == 200)
    check("the page without a token: 403", status_of(base + "/") == 403)
    check("the page with another token: 403", status_of(base + "/?token=" + "0" * len(token)) == 403)
    check("another address without a token: 403", status_of(base + "/favicon.ico") == 403)
    check("the WebSocket upgrade without a token: 403", upgrade_status(port, "/live") == 403)
    check("the WebSocket upgrade with the token: 101", upgrade_status(port, "/live?token=" + token) == 101)
    addresses = listening(port)
    loopback = {"0100007F", "00000000000000000000000001000000"}
    check("it listens on loopback only (127.0.0.1, ::1)", addresses and set(addresses) <= loopback, str(addresses))
    check("and on IPv6's loopback too, where the machine has one",
          "00000000000000000000000001000000" in addresses or not os.path.exists("/proc/net/tcp6"), str(addresses))
    pids = server_pids()
    check("one server process", len(pids) == 1, str(pids))

    d.get(url)
    check("before any command the page draws the device as it stands",
          wait(lambda: "presenting" in views(d), 10)
          and d.execute_script("return document.getElementById('device').dataset.width") == "375", str(views(d)))
    steps = ["set frame inset 30"]
    run(t, "w", d, steps[0])
    steps.append("present")
    ok = run(t, "w", d, "present")
    want = state(steps)["views"]["presented"]["frame"]
    got = views(d).get("presented")
    check("after present: the presented view's shape at its frame in points", ok and close(got, want),
          "%s vs %s" % (got, want))
    check("the trace beside it marks the command's calls",
          d.execute_script("return document.querySelectorAll('#calls li.now').length") > 5)
    check("the timeline has the transition's tracks",
          d.execute_script("return document.querySelectorAll('#timeline .track').length") >= 1)
    d.save_screenshot(os.path.join(SHOTS, "present.png"))
    compare_with_svg(t, d, folder, steps)

    # A slowed dismissal, watched while it plays: the shape passes through several places.
    run(t, "w", d, "dismiss")
    steps.append("dismiss")
    # Every frame the page shows is recorded by the page itself as it is set (a poll from here
    # misses some when the machine is busy).
    d.execute_script(
        "window.__frames = []; window.__ys = [];"
        "new MutationObserver(() => {"
        " const device = document.getElementById('device');"
        " window.__frames.push(device.dataset.frame);"
        " const g = device.querySelector('[data-view=presented]');"
        " if (g) window.__ys.push(Number(g.dataset.y));"
        "}).observe(document.getElementById('device'),"
        " {attributes: true, subtree: true, childList: true, attributeFilter: ['data-frame', 'data-y']});")
    t("send-keys", "-t", "w", "-l", "play --speed 0.25")
    t("send-keys", "-t", "w", "Enter")
    seen = []
    frames = set()
    end = time.time() + 15
    while time.time() < end:
        r = d.execute_script(
            "const g=document.querySelector('#device [data-view=presented]');"
            "return [g ? Number(g.dataset.y) : null, document.getElementById('device').dataset.frame,"
            " document.querySelectorAll('#calls li.current').length]")
        if d.execute_script("return document.getElementById('command').textContent") == "play --speed 0.25":
            seen.append(r)
            frames.add(r[1])
            if r[1] == "end" and len(seen) > 3:
                break
        time.sleep(0.05)
    ys = sorted({round(r[0], 1) for r in seen if r[0] is not None}
                | {round(y, 1) for y in (d.execute_script("return window.__ys") or [])})
    check("mid-way through a slowed dismissal the shape moves through several positions", len(ys) >= 5,
          str(ys))
    frames |= set(d.execute_script("return window.__frames") or [])
    check("the frames are shown one after another at their own instants", len(frames) >= 8, str(sorted(frames)))
    check("during playback the call the transition has reached is marked", any(r[2] == 1 for r in seen))

    # The terminal replays too, and any key stops it (taking the key): type on once it is done.
    wait(lambda: [l for l in t.screen("w").splitlines() if l.strip()][-1].rstrip() == "proscenium>", 15)
    run(t, "w", d, "rotate")
    size = d.execute_script("const s=document.getElementById('device').dataset; return [Number(s.width), Number(s.height)]")
    check("after rotate: the device is 667x375 points", size == [667, 375], str(size))
    run(t, "w", d, "rotate")

    # A sheet at medium.
    for line in ["reset", "style pageSheet", "sheet detents medium"]:
        run(t, "w", d, line)
    run(t, "w", d, "present")
    want = state(["style pageSheet", "sheet detents medium", "present"])["views"]["presented"]["frame"]
    got = views(d).get("presented")
    check("a sheet at medium: its shape at its frame", close(got, want), "%s vs %s" % (got, want))
    check("a sheet at medium: about half the screen", got is not None and 250 < got[3] < 420, str(got))
    d.save_screenshot(os.path.join(SHOTS, "sheet.png"))

    # A popover with its arrow, on an iPad.
    lines = ["reset", "device ipad", "style popover", "popover from 100 200 40 40 arrow up"]
    for line in lines:
        run(t, "w", d, line)
    run(t, "w", d, "present")
    expected = state(lines[1:] + ["present"])["views"]
    got = views(d)
    check("a popover: its shape at its frame", close(got.get("presented"), expected["presented"]["frame"]),
          "%s vs %s" % (got.get("presented"), expected["presented"]["frame"]))
    arrow = d.execute_script(
        "const g=document.querySelector('#device [data-view=arrow]'); return g && g.querySelector('polygon') ?"
        " g.querySelector('polygon').getAttribute('points') : null")
    check("a popover: its arrow drawn as a triangle at the arrow's frame",
          arrow is not None and close(got.get("arrow"), expected["arrow"]["frame"]), str(arrow))
    d.save_screenshot(os.path.join(SHOTS, "popover.png"))

    # A pushed controller.
    for line in ["reset", "navigation on"]:
        run(t, "w", d, line)
    run(t, "w", d, "push")
    expected = state(["navigation on", "push"])["views"]
    got = views(d)
    check("a push: the pushed controller's shape at its frame",
          close(got.get("pushed"), expected["pushed"]["frame"]), "%s vs %s" % (got.get("pushed"), expected.get("pushed")))
    check("a push: the navigation bar drawn", "navigationBar" in got, str(sorted(got)))

    # Mid-spring, for the eye: the bouncy animator half-way.
    for line in ["reset", "animator bouncy"]:
        run(t, "w", d, line)
    t("send-keys", "-t", "w", "-l", "present")
    t("send-keys", "-t", "w", "Enter")
    wait(lambda: frame_of(d) not in ("", "end") and int(frame_of(d)) >= 14, 10)
    d.save_screenshot(os.path.join(SHOTS, "mid-spring.png"))
    check("mid-spring: a frame between the first and the last is on the page",
          frame_of(d) not in ("", "end"), frame_of(d))
    settled(d, "present")

    outside = [u for u in requested(d) if not (u.startswith(base + "/") or u.startswith("ws://127.0.0.1:%d/" % port)
                                                  or u.startswith("data:"))]
    check("nothing requested outside the server", not outside, str(outside[:5]))
    check("a slow page does not hold the prompt: ten pages at once", ten_pages(t, d, url))

    # export html: the session so far, played from the file with nothing fetched.
    t("send-keys", "-t", "w", "-l", "export html session.html")
    t("send-keys", "-t", "w", "Enter")
    path = os.path.join(folder, "session.html")
    wait(lambda: os.path.exists(path), 10)
    check_export(d, path)

    # Ctrl-D: the prompt ends, and the server with it.
    pids = server_pids()
    t("send-keys", "-t", "w", "C-d")
    check("after Ctrl-D the server is gone", wait(lambda: not any(os.path.exists("/proc/%d" % p) for p in pids), 10),
          str(pids))
    check("and nothing listens on its port", wait(lambda: not listening(port), 5), str(listening(port)))

    # A hang-up of the prompt (the terminal closed): the server goes too.
    url2, port2, _ = start_web(t, "h", folder)
    pids = server_pids()
    check("a second run: another port or the same, a server of its own", url2 is not None and len(pids) == 1, str(pids))
    for p in prompt_pids():
        os.kill(p, signal.SIGHUP)
    check("after kill -HUP of the prompt the server is gone",
          wait(lambda: not any(os.path.exists("/proc/%d" % p) for p in pids), 10), str(pids))
    check("and nothing listens on its port", wait(lambda: not listening(port2), 5))

    # A crash of the prompt (kill -9: no handler runs): the server sees its input end and goes.
    url3, port3, _ = start_web(t, "k", folder)
    pids = server_pids()
    for p in prompt_pids():
        os.kill(p, signal.SIGKILL)
    check("after kill -9 of the prompt the server is gone",
          url3 is not None and wait(lambda: not any(os.path.exists("/proc/%d" % p) for p in pids), 10), str(pids))
    check("and nothing listens on its port", wait(lambda: not listening(port3), 5))

    # A port that is taken: one line, exit status 1, nothing left running.
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    busy = taken.getsockname()[1]
    t("new-session", "-d", "-s", "p", "-x", "100", "-y", "20",
      "cd %s && %s web --no-open --port %d; echo exit=$?; sleep 600" % (folder, BIN, busy))
    wait(lambda: "exit=" in t.screen("p"), 15)
    lines = [l for l in t.screen("p").splitlines() if l.strip()]
    check("a port in use: one line naming it, and exit status 1",
          len(lines) == 2 and ("port %d" % busy) in lines[0] and "in use" in lines[0] and lines[1] == "exit=1",
          str(lines))
    taken.close()

    # Without a terminal: `web` refuses in one line (64); `demo --web` says so once and plays
    # its transcript.
    r = subprocess.run([BIN, "web"], stdin=subprocess.DEVNULL, capture_output=True, text=True, cwd=folder)
    check("web without a terminal: one line on standard error, exit 64",
          r.returncode == 64 and r.stdout == "" and r.stderr.count("\n") == 1 and "needs a terminal" in r.stderr,
          repr((r.returncode, r.stderr)))
    with open(os.path.join(folder, "plain.demo"), "w") as f:
        f.write("present\n")
    r = subprocess.run([BIN, "demo", "plain.demo", "--web"], stdin=subprocess.DEVNULL, capture_output=True,
                       text=True, cwd=folder)
    check("demo --web without a terminal: one note, then the transcript",
          r.returncode == 0 and r.stderr.count("--web mirrors the interactive prompt") == 1 and "presented" in r.stdout,
          repr((r.returncode, r.stderr[-200:])))

    demo_keys(t, folder, d)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


def compare_with_svg(t, d, folder, steps):
    """The page's screenshot against the SVG export of the same moment: where the presented
    view's outline is, in points, in each picture."""
    d.set_window_size(1600, 2000)
    time.sleep(0.5)
    shot = os.path.join(folder, "page.png")
    d.save_screenshot(shot)
    ctm = d.execute_script(
        "const m=document.getElementById('device').getScreenCTM(); const r=document.getElementById('device')"
        ".getBoundingClientRect(); return [m.a, m.e, m.f, r.left, r.top, r.right, r.bottom]")
    d.set_window_size(1280, 720)
    scale, ox, oy = ctm[0], ctm[1], ctm[2]
    picture = pnglib.read(shot)
    # The presented outline in the dark theme's colour, inside the device only.
    found = pnglib.box(picture, (0x2f, 0xd0, 0xe8), region=(ctm[3], ctm[4], ctm[5], ctm[6]))
    t("send-keys", "-t", "w", "-l", "export svg present.svg")
    t("send-keys", "-t", "w", "Enter")
    svg = os.path.join(folder, "present.svg")
    wait(lambda: os.path.exists(svg), 10)
    text = open(svg).read()
    m = re.search(r'<g id="phone" transform="translate\(([\d.]+) ([\d.]+)\)">', text)
    window = state(steps)["device"]["size"]
    png = os.path.join(folder, "present-svg.png")
    subprocess.run(["rsvg-convert", "--zoom", "2", "-o", png, svg], check=True)
    exported = pnglib.read(png)
    px, py = float(m.group(1)), float(m.group(2))
    region = (px * 2, py * 2, (px + window[0]) * 2, (py + window[1]) * 2)
    other = pnglib.box(exported, (0x0a, 0x9f, 0xb5), region=region)
    want = state(steps)["views"]["presented"]["frame"]
    if found is None or other is None:
        check("the page's screenshot and the SVG export show the presented view's outline", False,
              "page %s, export %s" % (found, other))
        return
    # A stroke is centred on the edge: the middle of the outermost pixels' run is the edge.
    page = [(found[0] + 1 - ox) / scale, (found[1] + 1 - oy) / scale, (found[2] - 1 - ox) / scale,
            (found[3] - 1 - oy) / scale]
    svg_rect = [(other[0] + 2) / 2 - px, (other[1] + 2) / 2 - py, (other[2] - 2) / 2 - px, (other[3] - 2) / 2 - py]
    page_wh = [page[0], page[1], page[2] - page[0], page[3] - page[1]]
    svg_wh = [svg_rect[0], svg_rect[1], svg_rect[2] - svg_rect[0], svg_rect[3] - svg_rect[1]]
    check("the screenshot's presented view within 1 point of the SVG export's (page %s, export %s, model %s)" % (
        [round(v, 2) for v in page_wh], [round(v, 2) for v in svg_wh], want),
        close(page_wh, svg_wh, within=1.0) and close(page_wh, want, within=1.0))


def ten_pages(t, d, url):
    """Ten pages at once (tabs of one browser, each its own WebSocket) and a stalled one (a
    WebSocket that never reads, with a tiny buffer): every live page gets every step, and the
    stalled one holds nothing up."""
    port = int(re.search(r":(\d+)/", url).group(1))
    token = url.split("token=")[1]
    stalled = socket.socket()
    stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    stalled.connect(("127.0.0.1", port))
    stalled.sendall(upgrade_request(port, "/live?token=" + token))
    main = d.current_window_handle
    tabs = []
    try:
        for _ in range(9):
            d.switch_to.new_window("tab")
            d.get(url)
            tabs.append(d.current_window_handle)
        start = time.time()
        for i in range(10):
            t("send-keys", "-t", "w", "-l", "rotate")
            t("send-keys", "-t", "w", "Enter")

        def everywhere():
            for h in tabs + [main]:
                d.switch_to.window(h)
                if d.execute_script("return document.getElementById('command').textContent") != "rotate":
                    return False
            return True

        ok = wait(everywhere, 30)
        return ok and time.time() - start < 30
    finally:
        for h in tabs:
            d.switch_to.window(h)
            d.close()
        d.switch_to.window(main)
        stalled.close()


def check_export(d, path):
    requested(d)
    d.get("file://" + path)
    steps = d.execute_script("return JSON.parse(document.getElementById('proscenium-data').textContent).steps.length")
    check("export html: one step per command of the session", steps >= 10, str(steps))
    for _ in range(steps + 2):
        ActionChains(d).send_keys(Keys.PAGE_DOWN).perform()
        time.sleep(0.05)
    wait(lambda: frame_of(d) == "end", 10)
    title = d.execute_script("return document.getElementById('title').textContent")
    check("export html: PageDown steps to the last command", ("step %d of %d" % (steps, steps)) in title, title)
    check("export html: the last step's shapes drawn", "presented" in views(d), str(views(d)))
    outside = [u for u in requested(d) if not u.startswith("file://") and not u.startswith("data:")]
    check("export html: nothing fetched", not outside, str(outside))
    d.save_screenshot(os.path.join(SHOTS, "export.png"))


def demo_keys(t, folder, d):
    """`demo FILE --web`: the page's PageDown (a clicker) types and runs the demo's commands."""
    demo = os.path.join(folder, "keys.demo")
    with open(demo, "w") as f:
        f.write("present\ndismiss\n")
    t("new-session", "-d", "-s", "d", "-x", "200", "-y", "50",
      "cd %s && %s demo keys.demo --web --no-open; sleep 600" % (folder, BIN))
    address = []

    def found():
        m = re.search(r"stage view: (http://\S+)", t.screen("d"))
        if m:
            address[:] = [m.group(1)]
        return bool(m)

    if not wait(found, 20):
        check("demo --web prints the page's address", False, t.screen("d"))
        return
    d.get(address[0])
    wait(lambda: "connected" in d.execute_script("return document.getElementById('status').textContent"), 10)
    time.sleep(0.5)
    for _ in range(2):
        ActionChains(d).send_keys(Keys.PAGE_DOWN).perform()
        time.sleep(0.5)
    check("demo --web: two PageDowns on the page type and run the first command",
          settled(d, "present") and "presented" in views(d), t.screen("d")[-400:])
    t("send-keys", "-t", "d", "C-d")


if __name__ == "__main__":
    sys.exit(main())
