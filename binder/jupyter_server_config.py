# The Jupyter server settings of junkspace's Binder; binder/postBuild copies this file to
# ~/.jupyter/, where the server Binder starts reads it. The same lines serve a JupyterHub
# (docs/serving.md): they are what `junkspace play` gives its own Voilà server.
from junkspace.commands.classroom import set_xsrf_cookie

c = get_config()  # noqa: F821 - the Jupyter config loader defines get_config

# A dashboard page sets the _xsrf cookie, so Voilà's shutdown beacon is accepted and closing or
# reloading a page stops its kernel at once.
c.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie
# A page's kernel hears the browser's languages (HTTP_ACCEPT_LANGUAGE): the app speaks the
# first it can, unless the page's link asks for one (?lang=es).
c.VoilaConfiguration.http_header_envs = ["Accept-Language"]
# A kernel whose page went away without a word is culled after five idle minutes with no
# page connected; a page still open keeps its kernel however long its player thinks.
c.MappingKernelManager.cull_idle_timeout = 300
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_connected = False
# Kernels stay on TCP here: the Jupyter server keeps their sockets in ~/.local/share/jupyter,
# too long a path for a Unix socket in some homes (junkspace play keeps its own in /tmp).
