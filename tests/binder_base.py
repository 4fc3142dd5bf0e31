"""The Jupyter packages Binder's base image already has, which binder/ must not fight.

repo2docker (the tool that builds Binder's images) installs a frozen base environment before
anything of a repository's: ``repo2docker/buildpacks/conda/environment.py-3.11-linux-64.lock``
in the jupyterhub/repo2docker repository ("Frozen on 2025-11-13", the lock of
``environment.py-3.11.yml``, which asks for ipywidgets 8, jupyter_server 2,
jupyterhub-singleuser 5, jupyterlab 4 and notebook 7). These are the versions that lock pins
for Python 3.11, the version binder/runtime.txt asks for.
"""

from __future__ import annotations

#: The base image's Jupyter packages, as pip requirements.
BASE_IMAGE = [
    "notebook==7.4.7",
    "jupyterlab==4.4.10",
    "jupyterhub==5.4.2",
    "jupyter_server==2.17.0",
    "ipywidgets==8.1.8",
    "ipykernel==7.1.0",
]
