"""Just enough inotify (through libc) to see a report being renamed into place."""
import ctypes
import ctypes.util
import os
import select
import struct

IN_MOVED_TO = 0x80
_libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)


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
            data = os.read(self.fd, 65536)
            offset = 0
            while offset < len(data):
                _, _, _, length = struct.unpack_from("iIII", data, offset)
                seen = data[offset + 16: offset + 16 + length].rstrip(b"\0").decode()
                offset += 16 + length
                if seen == name:
                    return True
        return False

    def close(self):
        os.close(self.fd)
