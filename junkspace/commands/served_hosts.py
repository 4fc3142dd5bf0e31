"""The names a class server answers to, against DNS rebinding.

A web page the teacher visits can make its own domain name point at 127.0.0.1 (DNS
rebinding) and then read the tokenless loopback server as if it were its own site: the
browser sends that domain as the ``Host`` header. So ``junkspace play`` answers only the
names it is served at (:func:`allowed`) and refuses every other request before any handler
runs, as Jupyter Server does (``ServerApp.allow_remote_access``):

- served on a loopback address: loopback addresses and ``localhost``;
- served on the network (``--ip 0.0.0.0`` or an address): any IP address, ``localhost``,
  this computer's name (``socket.gethostname()``), its fully qualified name and its
  ``.local`` name (mDNS).

An IP address typed in the address bar is always safe: rebinding needs a domain name.

>>> allowed("127.0.0.1:8866", "127.0.0.1"), allowed("evil.example:8866", "127.0.0.1")
(True, False)
>>> allowed("192.168.1.20:8866", "0.0.0.0"), allowed("192.168.1.20:8866", "127.0.0.1")
(True, False)
"""

from __future__ import annotations

import ipaddress
import socket
from functools import lru_cache

__all__ = ["allowed", "local_address", "names"]


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


def _loopback(ip: str) -> bool:
    address = _address(ip)
    return ip == "localhost" or (address is not None and address.is_loopback)


@lru_cache(maxsize=4)
def names(ip: str) -> frozenset[str]:
    """The host names (not addresses) a server listening on ``ip`` answers to.

    >>> sorted(names("127.0.0.2"))
    ['localhost']
    >>> socket.gethostname().lower() in names("0.0.0.0")
    True
    """
    if _loopback(ip):
        return frozenset({"localhost"})
    computer = socket.gethostname().lower()
    return frozenset({"localhost", computer, f"{computer}.local", socket.getfqdn().lower()})


def allowed(host: str, ip: str) -> bool:
    """True when a request whose ``Host`` header is ``host`` may reach a server on ``ip``.

    >>> allowed("[::1]:8866", "127.0.0.1"), allowed("localhost", "127.0.0.2")
    (True, True)
    >>> allowed("127.0.0.1.evil.example", "127.0.0.1")
    False
    """
    name = host.strip().lower()
    if name.startswith("["):  # an IPv6 address, maybe with a port
        name = name[1 : name.find("]")] if "]" in name else name
    elif name.count(":") == 1:
        name = name.partition(":")[0]
    address = _address(name)
    if address is None:
        return name in names(ip)
    return address.is_loopback or not _loopback(ip)


def local_address(ip: str) -> str:
    """Where this computer reaches a server listening on ``ip``, ready for a URL.

    >>> local_address("0.0.0.0"), local_address("127.0.0.2"), local_address("::")
    ('127.0.0.1', '127.0.0.2', '[::1]')
    """
    if ip in ("0.0.0.0", ""):
        return "127.0.0.1"
    if ip == "::":
        return "[::1]"
    return f"[{ip}]" if ":" in ip else ip
