"""The Python end-to-end scripts' one tmux helper (the shell scripts' is lib.sh): a server of the
script's own (its socket named after the script and its process, so scripts side by side never
meet), the screen and its history, and polling waits bounded by E2E_TIMEOUT when run-all.sh sets
a longer one for a busy machine."""
import os
import subprocess
import time

# A busy machine (scripts side by side) answers more slowly: run-all.sh lengthens the waits.
TIMEOUT_FLOOR = float(os.environ.get("E2E_TIMEOUT", "0"))


class Tmux:
    def __init__(self, name):
        self.socket = "proscenium-%s-%d" % (name, os.getpid())

    def __call__(self, *args):
        return subprocess.run(["tmux", "-u", "-f", "/dev/null", "-L", self.socket, *args],
                              capture_output=True, text=True).stdout

    def screen(self, session):
        """What the window shows now."""
        return self("capture-pane", "-p", "-t", session)

    def history(self, session):
        """Everything the window has shown, its scrollback included."""
        return self("capture-pane", "-p", "-S", "-", "-t", session)

    def settle(self, session, timeout=15):
        """The screen once it has stopped changing for a quarter of a second."""
        last = self.screen(session)
        end = time.time() + max(timeout, TIMEOUT_FLOOR)
        while time.time() < end:
            time.sleep(0.25)
            now = self.screen(session)
            if now == last:
                return now
            last = now
        return last

    def kill_server(self):
        self("kill-server")


def wait(predicate, timeout=15):
    """Polls `predicate` every tenth of a second for two seconds, then every 0.4 s (as lib.sh's
    wait_until: each look starts a tmux client); False when it never held within `timeout`."""
    start = time.time()
    end = start + max(timeout, TIMEOUT_FLOOR)
    while time.time() < end:
        if predicate():
            return True
        time.sleep(0.1 if time.time() - start < 2 else 0.4)
    return False
