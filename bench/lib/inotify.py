"""Just enough inotify (through libc) to see reports being renamed into place."""
import ctypes
import ctypes.util
import os
import select
import struct
import threading

IN_MOVED_TO = 0x80
_libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)


def _moved_names(data):
    """The names in a buffer of inotify events."""
    offset = 0
    while offset < len(data):
        _, _, _, length = struct.unpack_from("iIII", data, offset)
        yield data[offset + 16: offset + 16 + length].rstrip(b"\0").decode()
        offset += 16 + length


class Watch:
    """Watches one folder for files moved into it."""

    def __init__(self, folder):
        self.fd = _libc.inotify_init1(os.O_CLOEXEC)
        if self.fd < 0 or _libc.inotify_add_watch(self.fd, folder.encode(), IN_MOVED_TO) < 0:
            raise OSError(ctypes.get_errno(), f"inotify on {folder}")

    def wait_for(self, name, deadline, clock):
        """Blocks until `name` is moved in; False if `deadline` (on `clock`) passes first."""
        while clock() < deadline:
            ready, _, _ = select.select([self.fd], [], [], max(0.0, min(0.5, deadline - clock())))
            if not ready:
                continue
            if name in _moved_names(os.read(self.fd, 65536)):
                return True
        return False

    def close(self):
        os.close(self.fd)


class Arrivals:
    """Records when each name is first moved into a folder. A thread blocks on the inotify
    descriptor and reads the clock as each read returns, so the times are arrival times
    whatever the caller is doing meanwhile."""

    def __init__(self, folder, clock):
        self._watch = Watch(folder)
        self._clock = clock
        self._changed = threading.Condition()
        self.times = {}
        self._wake_read, self._wake_write = os.pipe()
        self._thread = threading.Thread(target=self._read, name="inotify-arrivals", daemon=True)
        self._thread.start()

    def _read(self):
        while True:
            ready, _, _ = select.select([self._watch.fd, self._wake_read], [], [])
            if self._watch.fd in ready:
                data = os.read(self._watch.fd, 65536)
                now = self._clock()
                with self._changed:
                    for name in _moved_names(data):
                        self.times.setdefault(name, now)
                    self._changed.notify_all()
            if self._wake_read in ready:
                return

    def wait_for_all(self, names, deadline):
        """Blocks until every name has arrived; False if `deadline` (on the clock) passes first."""
        with self._changed:
            while not all(name in self.times for name in names):
                left = deadline - self._clock()
                if left <= 0:
                    return False
                self._changed.wait(min(left, 0.5))
        return True

    def close(self):
        os.write(self._wake_write, b"x")
        self._thread.join()
        for fd in (self._wake_read, self._wake_write):
            os.close(fd)
        self._watch.close()
