"""HTTP/1.1 over a Unix socket from this process, so that no client start-up (about 10 ms
for curl) lands in what is timed."""
import json
import socket


def request(sock_path, path, method="GET", timeout=600):
    """Sends one request with `Connection: close`; returns (status, body bytes). Reads until
    the server closes or the body has its `Content-Length`, whichever comes first."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.settimeout(timeout)
        s.connect(sock_path)
        s.sendall(f"{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".encode())
        data = b""
        head_end, length = -1, None
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
            if head_end < 0:
                head_end = data.find(b"\r\n\r\n")
                if head_end >= 0:
                    for line in data[:head_end].split(b"\r\n")[1:]:
                        name, _, value = line.partition(b":")
                        if name.strip().lower() == b"content-length":
                            length = int(value.strip())
            if head_end >= 0 and length is not None and len(data) - head_end - 4 >= length:
                break
    if head_end < 0:
        raise ConnectionError(f"no HTTP answer to {method} {path}: {data[:200]!r}")
    status = int(data.split(b" ", 2)[1])
    body = data[head_end + 4:]
    return status, body if length is None else body[:length]


def api(sock_path, path, method="GET", timeout=600):
    """The JSON body of a 2xx answer, or None."""
    status, body = request(sock_path, path, method, timeout)
    if not 200 <= status < 300 or not body.strip().startswith((b"{", b"[")):
        return None
    return json.loads(body)
